// An issue's sidebar with Headless UI: a Listbox for the status and a
// Combobox for the assignee, both with their options anchored in a portal
// (floating UI) and transitions on enter and leave.
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { Field, Label, Listbox, ListboxButton, ListboxOptions, ListboxOption,
  Combobox, ComboboxInput, ComboboxOptions, ComboboxOption, Button } from '@headlessui/react';

const statuses = ['Backlog', 'Todo', 'In progress', 'In review', 'Done'];
const people = ['Ada Lovelace', 'Alan Turing', 'Barbara Liskov', 'Grace Hopper', 'Katherine Johnson', 'Linus Torvalds', 'Margaret Hamilton'];

function App() {
  const [status, setStatus] = useState('Todo');
  const [person, setPerson] = useState(null);
  const [query, setQuery] = useState('');
  const [saved, setSaved] = useState('Not saved');
  const shown = query === '' ? people : people.filter(p => p.toLowerCase().includes(query.toLowerCase()));
  return (
    <main>
      <h1>Issue #42: Crash on start</h1>
      <Field className="field">
        <Label>Status</Label>
        <Listbox value={status} onChange={setStatus}>
          <ListboxButton className="button">{status}</ListboxButton>
          <ListboxOptions anchor="bottom start" transition className="options">
            {statuses.map(s => <ListboxOption key={s} value={s} className="option">{s}</ListboxOption>)}
          </ListboxOptions>
        </Listbox>
      </Field>
      <Field className="field">
        <Label>Assignee</Label>
        <Combobox value={person} onChange={setPerson} onClose={() => setQuery('')}>
          <ComboboxInput className="input" displayValue={p => p ?? ''} onChange={e => setQuery(e.target.value)} placeholder="Search people" />
          <ComboboxOptions anchor="bottom start" transition className="options">
            {shown.map(p => <ComboboxOption key={p} value={p} className="option">{p}</ComboboxOption>)}
          </ComboboxOptions>
        </Combobox>
      </Field>
      <Button className="button" onClick={() => setSaved(`Saved: ${status}, ${person ?? 'nobody'}`)}>Save</Button>
      <p id="status">{saved}</p>
    </main>
  );
}
createRoot(document.getElementById('root')).render(<App />);
