// Registering for a conference with React Bootstrap: Tabs (the days'
// workshops on tabs of their own), checkboxes, a DropdownButton whose menu
// picks the lunch, inline radios for the pass, and a Modal
// confirming. Bootstrap's CSS; bundled with React 18.
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { Tabs, Tab, Form, DropdownButton, Dropdown, Button, Modal, Container } from 'react-bootstrap';

const days = {
  Tuesday: ['Accessibility audits', 'Design tokens in practice', 'Testing with real screen readers'],
  Wednesday: ['Performance budgets', 'Migrating to web components', 'Writing good error messages'],
  Thursday: ['Offline-first apps', 'Internationalisation pitfalls', 'Security headers'],
};
const lunches = ['Standard', 'Vegetarian', 'Vegan', 'Gluten-free', 'No lunch'];

function App() {
  const [picked, setPicked] = useState(['Design tokens in practice']);
  const [lunch, setLunch] = useState('Standard');
  const [pass, setPass] = useState('all');
  const [show, setShow] = useState(false);
  const [status, setStatus] = useState('Not registered');
  const toggle = w => setPicked(p => p.includes(w) ? p.filter(x => x !== w) : [...p, w]);
  const order = Object.values(days).flat();
  const confirm = () => {
    setStatus(`Registered: ${pass === 'all' ? 'three-day pass' : pass + ' only'}; lunch ${lunch.toLowerCase()}; workshops ${order.filter(w => picked.includes(w)).join(', ')}`);
    setShow(false);
  };
  return (
    <Container className="my-4" style={{ maxWidth: 640 }}>
      <h1>Frontend Days 2027</h1>
      <p>Pick your pass, your workshops and your lunch, then register.</p>
      <h2 className="h5 mt-4" id="pass-label">Pass</h2>
      <div role="radiogroup" aria-labelledby="pass-label">
        {[['all', 'All three days'], ['Tuesday', 'Tuesday only'], ['Wednesday', 'Wednesday only'], ['Thursday', 'Thursday only']].map(([v, l]) =>
          <Form.Check inline key={v} id={'pass-' + v} type="radio" name="pass" label={l} checked={pass === v} onChange={() => setPass(v)} />)}
      </div>
      <h2 className="h5 mt-4">Workshops</h2>
      <Tabs defaultActiveKey="Tuesday" id="days" className="mb-2">
        {Object.entries(days).map(([day, list]) => (
          <Tab eventKey={day} title={day} key={day}>
            {list.map(w => <Form.Check key={w} id={w} type="checkbox" label={w} checked={picked.includes(w)} onChange={() => toggle(w)} />)}
          </Tab>
        ))}
      </Tabs>
      <h2 className="h5 mt-4">Lunch</h2>
      <DropdownButton id="lunch" title={`Lunch: ${lunch}`} variant="secondary" onSelect={k => setLunch(k)}>
        {lunches.map(l => <Dropdown.Item key={l} eventKey={l} active={l === lunch}>{l}</Dropdown.Item>)}
      </DropdownButton>
      <Button className="mt-4" onClick={() => setShow(true)}>Register</Button>
      <p id="status" className="mt-3">{status}</p>
      <Modal show={show} onHide={() => setShow(false)}>
        <Modal.Header closeButton><Modal.Title>Confirm your registration</Modal.Title></Modal.Header>
        <Modal.Body>The invoice goes to your company's address.</Modal.Body>
        <Modal.Footer>
          <Button variant="secondary" onClick={() => setShow(false)}>Back</Button>
          <Button variant="primary" onClick={confirm}>Confirm and pay</Button>
        </Modal.Footer>
      </Modal>
    </Container>
  );
}

createRoot(document.getElementById('root')).render(<App />);
