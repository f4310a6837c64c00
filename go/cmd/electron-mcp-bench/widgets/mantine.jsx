// A profile form with Mantine: a searchable Select (its dropdown in a
// portal, options that pick on click and keep the focus with
// preventDefault on mousedown), a Switch (its input hidden under the
// drawn track) and a Modal to confirm.
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { MantineProvider, Select, Switch, Button, Modal, Text, Group } from '@mantine/core';

function App() {
  const [lang, setLang] = useState(null);
  const [news, setNews] = useState(false);
  const [open, setOpen] = useState(false);
  const [status, setStatus] = useState('Unsaved');
  return (
    <MantineProvider>
      <main style={{ padding: '2em', maxWidth: '30em' }}>
        <h1>Profile</h1>
        <Select label="Favourite language" placeholder="Pick one" searchable value={lang} onChange={setLang}
          data={['Go', 'JavaScript', 'Python', 'Rust', 'TypeScript', 'Zig']} />
        <Switch mt="md" label="Send me the newsletter" checked={news} onChange={e => setNews(e.currentTarget.checked)} />
        <Button mt="md" onClick={() => setOpen(true)}>Save profile</Button>
        <p id="status">{status}</p>
        <Modal opened={open} onClose={() => setOpen(false)} title="Save changes?">
          <Text size="sm">Your profile will be updated.</Text>
          <Group mt="md" justify="flex-end">
            <Button variant="default" onClick={() => setOpen(false)}>Cancel</Button>
            <Button onClick={() => { setStatus(`Saved: ${lang ?? '?'}, newsletter ${news ? 'on' : 'off'}`); setOpen(false); }}>Confirm</Button>
          </Group>
        </Modal>
      </main>
    </MantineProvider>
  );
}
createRoot(document.getElementById('root')).render(<App />);
