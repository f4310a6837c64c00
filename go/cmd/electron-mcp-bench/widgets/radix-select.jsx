// Notification settings with Radix UI primitives: a Select (it opens on
// pointerdown and picks on pointerup, its content in a portal positioned
// over the trigger, the page made inert while it is open) and a Popover
// holding a form (a portal, focus moved into it).
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import * as Select from '@radix-ui/react-select';
import * as Popover from '@radix-ui/react-popover';

const options = [['all', 'All new messages'], ['mentions', 'Direct messages and mentions'], ['none', 'Nothing']];

function App() {
  const [notify, setNotify] = useState('all');
  const [quiet, setQuiet] = useState('22:00');
  const [draft, setDraft] = useState('22:00');
  const [open, setOpen] = useState(false);
  const [status, setStatus] = useState('Unsaved');
  return (
    <main>
      <h1>Notifications</h1>
      <p><label id="notify-label">Notify me about</label></p>
      <Select.Root value={notify} onValueChange={setNotify}>
        <Select.Trigger className="trigger" aria-labelledby="notify-label">
          <Select.Value />
          <Select.Icon> ▾</Select.Icon>
        </Select.Trigger>
        <Select.Portal>
          <Select.Content className="content">
            <Select.Viewport>
              {options.map(([v, l]) => (
                <Select.Item key={v} value={v} className="item"><Select.ItemText>{l}</Select.ItemText></Select.Item>
              ))}
            </Select.Viewport>
          </Select.Content>
        </Select.Portal>
      </Select.Root>
      <p>Quiet hours from <span id="quiet">{quiet}</span>{' '}
        <Popover.Root open={open} onOpenChange={setOpen}>
          <Popover.Trigger className="trigger">Change quiet hours</Popover.Trigger>
          <Popover.Portal>
            <Popover.Content className="content" sideOffset={4}>
              <form onSubmit={e => { e.preventDefault(); setQuiet(draft); setOpen(false); }}>
                <label htmlFor="from">Quiet from</label>
                <input id="from" value={draft} onChange={e => setDraft(e.target.value)} />
                <button type="submit">Apply</button>
              </form>
              <Popover.Close className="close" aria-label="Close">×</Popover.Close>
            </Popover.Content>
          </Popover.Portal>
        </Popover.Root>
      </p>
      <button type="button" onClick={() => setStatus(`Saved: ${notify}, quiet from ${quiet}`)}>Save settings</button>
      <p id="status">{status}</p>
    </main>
  );
}
createRoot(document.getElementById('root')).render(<App />);
