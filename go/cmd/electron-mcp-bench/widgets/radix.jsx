// A file list with Radix UI primitives: a DropdownMenu (it opens on
// pointerdown, its content in a portal, the rest of the page made inert
// with pointer-events: none while it is open) whose item opens a Dialog (a
// portal with a focus trap).
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import * as Dialog from '@radix-ui/react-dialog';

function App() {
  const [name, setName] = useState('Q2 plan.docx');
  const [draft, setDraft] = useState('');
  const [open, setOpen] = useState(false);
  return (
    <main>
      <h1>Files</h1>
      <ul><li>
        <span id="file">{name}</span>{' '}
        <DropdownMenu.Root>
          <DropdownMenu.Trigger className="trigger">File actions</DropdownMenu.Trigger>
          <DropdownMenu.Portal>
            <DropdownMenu.Content className="menu" sideOffset={4}>
              <DropdownMenu.Item className="item" onSelect={() => { setDraft(name); setOpen(true); }}>Rename…</DropdownMenu.Item>
              <DropdownMenu.Item className="item">Duplicate</DropdownMenu.Item>
              <DropdownMenu.Separator className="sep" />
              <DropdownMenu.Item className="item" disabled>Delete</DropdownMenu.Item>
            </DropdownMenu.Content>
          </DropdownMenu.Portal>
        </DropdownMenu.Root>
      </li></ul>
      <Dialog.Root open={open} onOpenChange={setOpen}>
        <Dialog.Portal>
          <Dialog.Overlay className="overlay" />
          <Dialog.Content className="dialog">
            <Dialog.Title>Rename file</Dialog.Title>
            <Dialog.Description>Give the file a new name.</Dialog.Description>
            <form onSubmit={e => { e.preventDefault(); setName(draft); setOpen(false); }}>
              <label htmlFor="new-name">New name</label>
              <input id="new-name" value={draft} onChange={e => setDraft(e.target.value)} />
              <button type="submit">Rename</button>
              <Dialog.Close type="button">Cancel</Dialog.Close>
            </form>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </main>
  );
}
createRoot(document.getElementById('root')).render(<App />);
