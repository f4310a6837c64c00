// An inbox with React Aria Components: a GridList with multiple selection
// (a row's press toggles it, each row has a selection Checkbox) and a
// Toolbar of bulk actions that the selection enables.
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { GridList, GridListItem, Checkbox, Toolbar, Button, Text } from 'react-aria-components';

const initial = [
  { id: 1, from: 'Marta Silva', subject: 'Lunch on Friday?' },
  { id: 2, from: 'Ledger', subject: 'Your weekly digest' },
  { id: 3, from: 'João Pereira', subject: 'Contract draft v3' },
  { id: 4, from: 'Cinemateca', subject: 'This month at the cinema' },
  { id: 5, from: 'Bank', subject: 'Statement for March' },
  { id: 6, from: 'Ana Costa', subject: 'Photos from the trip' },
];

function App() {
  const [mails, setMails] = useState(initial);
  const [selected, setSelected] = useState(new Set());
  const [status, setStatus] = useState('6 in the inbox');
  const picked = mails.filter(m => selected.has(m.id));
  const act = verb => {
    const rest = mails.filter(m => !selected.has(m.id));
    setMails(rest);
    setSelected(new Set());
    setStatus(`${verb} ${picked.length}: ${picked.map(m => m.subject).join(', ')}; ${rest.length} left in the inbox`);
  };
  return (
    <main>
      <h1>Inbox</h1>
      <Toolbar aria-label="Bulk actions" className="toolbar">
        <span>{picked.length ? `${picked.length} selected` : 'Select messages for bulk actions'}</span>
        <Button className="button" isDisabled={!picked.length} onPress={() => act('Archived')}>Archive</Button>
        <Button className="button" isDisabled={!picked.length} onPress={() => act('Deleted')}>Delete</Button>
      </Toolbar>
      <GridList aria-label="Messages" items={mails} selectionMode="multiple" selectedKeys={selected}
        onSelectionChange={k => setSelected(k === 'all' ? new Set(mails.map(m => m.id)) : new Set(k))} className="list">
        {m => (
          <GridListItem id={m.id} textValue={m.subject} className="item">
            <Checkbox slot="selection" className="check"><span className="box" aria-hidden="true" /></Checkbox>
            <Text className="from">{m.from}</Text>
            <Text className="subject">{m.subject}</Text>
          </GridListItem>
        )}
      </GridList>
      <p id="status">{status}</p>
    </main>
  );
}
createRoot(document.getElementById('root')).render(<App />);
