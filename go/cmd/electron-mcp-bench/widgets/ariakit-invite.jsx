// Inviting people to a project with Ariakit: a combobox whose popover lists
// the people matching what is typed (a multiple selection: a click ticks a
// person, the list staying open), chips of those picked with a remove
// button each, and a Select (a button opening a listbox) for their role.
import { useState, useMemo } from 'react';
import { createRoot } from 'react-dom/client';
import * as Ariakit from '@ariakit/react';

const people = ['Ana Sousa', 'Ben Okafor', 'Chen Wei', 'Chiara Rossi', 'Dana Novak', 'Dario Costa', 'Eli Haddad', 'Femi Adams', 'Gita Berg'];
const roles = ['Can view', 'Can comment', 'Can edit'];

function App() {
  const [search, setSearch] = useState('');
  const [picked, setPicked] = useState(['Ben Okafor']);
  const [role, setRole] = useState('Can view');
  const [status, setStatus] = useState('No invites sent');
  const matches = useMemo(() => people.filter(p => p.toLowerCase().includes(search.toLowerCase())), [search]);
  return (
    <main>
      <h1>Share “Q3 roadmap”</h1>
      <div className="field">
        <Ariakit.ComboboxProvider selectedValue={picked} setSelectedValue={setPicked} setValue={setSearch} resetValueOnHide>
          <Ariakit.ComboboxLabel className="label">Invite people</Ariakit.ComboboxLabel>
          <Ariakit.Combobox placeholder="Type a name" className="combobox" />
          <Ariakit.ComboboxPopover gutter={4} sameWidth className="popover" unmountOnHide>
            {matches.length ? matches.map(p => (
              <Ariakit.ComboboxItem key={p} value={p} className="item">
                <Ariakit.ComboboxItemCheck />{p}
              </Ariakit.ComboboxItem>
            )) : <div className="none">No one matches</div>}
          </Ariakit.ComboboxPopover>
        </Ariakit.ComboboxProvider>
      </div>
      <ul className="chips" aria-label="People to invite">
        {picked.map(p => (
          <li key={p}>{p} <Ariakit.Button className="x" aria-label={`Remove ${p}`} onClick={() => setPicked(ps => ps.filter(x => x !== p))}>×</Ariakit.Button></li>
        ))}
      </ul>
      <div className="field">
        <Ariakit.SelectProvider value={role} setValue={setRole}>
          <Ariakit.SelectLabel className="label">Their role</Ariakit.SelectLabel>
          <Ariakit.Select className="select" />
          <Ariakit.SelectPopover gutter={4} sameWidth className="popover" unmountOnHide>
            {roles.map(r => <Ariakit.SelectItem key={r} value={r} className="item" />)}
          </Ariakit.SelectPopover>
        </Ariakit.SelectProvider>
      </div>
      <p><Ariakit.Button onClick={() => setStatus(`Invited ${picked.join(', ') || 'nobody'} (${role.toLowerCase()})`)}>Send invites</Ariakit.Button></p>
      <p id="status">{status}</p>
    </main>
  );
}
createRoot(document.getElementById('root')).render(<App />);
