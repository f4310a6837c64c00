// Posting a job with Semantic UI React: a search selection Dropdown (its
// field filters the options as one types), a multiple selection Dropdown
// of labels with a remove icon each, a toggle Checkbox, and a Modal asking
// before the job is published.
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { Dropdown, Checkbox, Button, Modal, Form, Header } from 'semantic-ui-react';

const cities = ['Amsterdam', 'Barcelona', 'Berlin', 'Bern', 'Bordeaux', 'Dublin', 'Lisbon', 'Lyon'].map(c => ({ key: c, text: c, value: c }));
const skills = ['Go', 'Kotlin', 'PostgreSQL', 'React', 'Rust', 'TypeScript'].map(s => ({ key: s, text: s, value: s }));

function App() {
  const [city, setCity] = useState('');
  const [picked, setPicked] = useState(['React', 'Kotlin']);
  const [remote, setRemote] = useState(false);
  const [open, setOpen] = useState(false);
  const [status, setStatus] = useState('Draft, not published');
  const publish = () => {
    setOpen(false);
    setStatus(`Published: Backend engineer in ${city || 'no city'}; skills ${picked.join(', ') || 'none'}; ${remote ? 'remote friendly' : 'on site'}`);
  };
  return (
    <div style={{ maxWidth: '36em', margin: '2em' }}>
      <Header as="h1">Post a job: Backend engineer</Header>
      <Form>
        <Form.Field>
          <label id="city-label">Location</label>
          <Dropdown aria-labelledby="city-label" placeholder="Choose a city" search={true} searchInput={{ 'aria-label': 'Search cities' }} selection options={cities} value={city} onChange={(e, d) => setCity(d.value)} />
        </Form.Field>
        <Form.Field>
          <label id="skills-label">Skills</label>
          <Dropdown aria-labelledby="skills-label" placeholder="Add skills" multiple selection options={skills} value={picked} onChange={(e, d) => setPicked(d.value)} />
        </Form.Field>
        <Form.Field>
          <Checkbox id="remote" toggle label="Remote friendly" checked={remote} onChange={(e, d) => setRemote(d.checked)} />
        </Form.Field>
      </Form>
      <Modal open={open} onOpen={() => setOpen(true)} onClose={() => setOpen(false)} size="small"
        trigger={<Button primary style={{ marginTop: '1em' }}>Publish</Button>}>
        <Modal.Header>Publish this job?</Modal.Header>
        <Modal.Content><p>It will be visible on the careers page straight away.</p></Modal.Content>
        <Modal.Actions>
          <Button onClick={() => setOpen(false)}>Not yet</Button>
          <Button positive onClick={publish}>Yes, publish</Button>
        </Modal.Actions>
      </Modal>
      <p id="status" style={{ marginTop: '1em' }}>{status}</p>
    </div>
  );
}

createRoot(document.getElementById('root')).render(<App />);
