// A note's commands in cmdk's command palette: Command.Dialog (a Radix
// dialog) opened by a button or Ctrl+K, an input that filters the items by
// a fuzzy score (the best first, the first selected, Enter runs it), items
// in groups with headings.
import { useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { Command } from 'cmdk';

const folders = ['Inbox', 'Work', 'Travel', 'Archive'];
const themes = ['Light', 'Dark', 'Sepia'];

function App() {
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const [folder, setFolder] = useState('Inbox');
  const [pinned, setPinned] = useState(false);
  const [theme, setTheme] = useState('Light');
  const [status, setStatus] = useState('Not saved');
  useEffect(() => {
    const down = e => { if (e.key === 'k' && (e.metaKey || e.ctrlKey)) { e.preventDefault(); setOpen(o => !o); } };
    document.addEventListener('keydown', down);
    return () => document.removeEventListener('keydown', down);
  }, []);
  const run = f => () => { f(); setOpen(false); setSearch(''); };
  const bg = { Light: '#fff', Dark: '#222', Sepia: '#f4ecd8' }[theme];
  const fg = theme === 'Dark' ? '#eee' : '#222';
  return (
    <main>
      <header className="bar">
        <span>Folder: <b>{folder}</b>{pinned ? ' · 📌 Pinned' : ''} · Theme: {theme}</span>
        <button type="button" onClick={() => setOpen(true)}>Open command menu</button>
        <kbd>Ctrl K</kbd>
      </header>
      <article className="note" style={{ background: bg, color: fg }}>
        <h1>Trip to Lisbon</h1>
        <p>Book the train from Porto on Friday morning. Tram 28 early, before the queues. Pastéis de Belém, obviously.</p>
        <p>Ask Marta about the flat near Alfama.</p>
      </article>
      <p><button type="button" onClick={() => setStatus(`Saved “Trip to Lisbon” in ${folder}, ${pinned ? 'pinned' : 'not pinned'}, ${theme.toLowerCase()} theme`)}>Save note</button></p>
      <p id="status">{status}</p>
      <Command.Dialog open={open} onOpenChange={setOpen} label="Command menu" className="palette">
        <Command.Input value={search} onValueChange={setSearch} placeholder="Type a command…" />
        <Command.List>
          <Command.Empty>No command found.</Command.Empty>
          <Command.Group heading="Note">
            <Command.Item onSelect={run(() => setPinned(p => !p))}>{pinned ? 'Unpin note' : 'Pin note'}</Command.Item>
            <Command.Item onSelect={run(() => {})}>Duplicate note</Command.Item>
            <Command.Item onSelect={run(() => {})}>Export as PDF</Command.Item>
          </Command.Group>
          <Command.Group heading="Move to">
            {folders.filter(f => f !== folder).map(f => <Command.Item key={f} onSelect={run(() => setFolder(f))}>{`Move to ${f}`}</Command.Item>)}
          </Command.Group>
          <Command.Group heading="Appearance">
            {themes.filter(t => t !== theme).map(t => <Command.Item key={t} onSelect={run(() => setTheme(t))}>{`${t} theme`}</Command.Item>)}
          </Command.Group>
        </Command.List>
      </Command.Dialog>
    </main>
  );
}
createRoot(document.getElementById('root')).render(<App />);
