// A list of documents with Headless UI: each row's Menu (a MenuButton and
// MenuItems anchored under it, with a MenuSeparator) and a Dialog opened by
// its Share… item, holding a Field with an Input and a Checkbox (a span
// with the checkbox role) with its Label.
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { Menu, MenuButton, MenuItems, MenuItem, MenuSeparator, Dialog, DialogPanel, DialogTitle,
  Field, Label, Input, Checkbox, Button } from '@headlessui/react';

const docs = ['Q3 roadmap', 'Hiring plan', 'Offsite agenda'];

function App() {
  const [sharing, setSharing] = useState(null);
  const [email, setEmail] = useState('');
  const [edit, setEdit] = useState(false);
  const [status, setStatus] = useState('Nothing shared');
  const close = () => setSharing(null);
  return (
    <main>
      <h1>Documents</h1>
      <ul className="docs">
        {docs.map(d => (
          <li key={d} className="doc">
            <span>{d}</span>
            <Menu>
              <MenuButton className="more" aria-label={'Actions for ' + d}>⋯</MenuButton>
              <MenuItems anchor="bottom end" className="menu">
                <MenuItem><button className="mi" onClick={() => setStatus('Renaming ' + d)}>Rename</button></MenuItem>
                <MenuItem><button className="mi" onClick={() => setStatus('Duplicated ' + d)}>Duplicate</button></MenuItem>
                <MenuItem><button className="mi" onClick={() => { setEmail(''); setEdit(false); setSharing(d); }}>Share…</button></MenuItem>
                <MenuSeparator className="sep" />
                <MenuItem><button className="mi danger" onClick={() => setStatus('Moved ' + d + ' to the bin')}>Move to bin</button></MenuItem>
              </MenuItems>
            </Menu>
          </li>
        ))}
      </ul>
      <Dialog open={sharing !== null} onClose={close} className="dialog">
        <div className="backdrop" />
        <div className="center">
          <DialogPanel className="panel">
            <DialogTitle>Share “{sharing}”</DialogTitle>
            <Field className="field"><Label>Email address</Label><Input type="email" value={email} onChange={e => setEmail(e.target.value)} /></Field>
            <Field className="check-field"><Checkbox checked={edit} onChange={setEdit} className="check"><span className="tick">✓</span></Checkbox><Label>Allow editing</Label></Field>
            <div className="actions">
              <Button className="btn" onClick={close}>Cancel</Button>
              <Button className="btn primary" onClick={() => { setStatus(`Shared ${sharing} with ${email} (${edit ? 'can edit' : 'can view'})`); close(); }}>Send invite</Button>
            </div>
          </DialogPanel>
        </div>
      </Dialog>
      <p id="status">{status}</p>
    </main>
  );
}

createRoot(document.getElementById('root')).render(<App />);
