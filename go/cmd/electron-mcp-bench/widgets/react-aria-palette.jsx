// A command palette with React Aria Components: Ctrl+K (or ⌘K) opens a
// modal whose search field filters a menu of commands as one types
// (Autocomplete around a SearchField and a Menu).
import { useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { Autocomplete, Dialog, Input, Menu, MenuItem, Modal, ModalOverlay, SearchField, useFilter } from 'react-aria-components';

const commands = ['New document', 'Open recent…', 'Share document', 'Export as PDF', 'Toggle dark mode',
  'Toggle sidebar', 'Show keyboard shortcuts', 'Sign out'];

function App() {
  const [open, setOpen] = useState(false);
  const [theme, setTheme] = useState('light');
  const [status, setStatus] = useState('No command run');
  const { contains } = useFilter({ sensitivity: 'base' });
  useEffect(() => {
    const onKey = e => {
      if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 'k') {
        e.preventDefault();
        setOpen(true);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  const run = key => {
    if (key === 'Toggle dark mode') {
      setTheme(t => (t === 'light' ? 'dark' : 'light'));
    }
    setStatus('Ran ' + key);
    setOpen(false);
  };
  return (
    <main style={{ padding: '2em', maxWidth: '36em', background: theme === 'dark' ? '#222' : '#fff', color: theme === 'dark' ? '#eee' : '#000' }}>
      <h1>Design notes</h1>
      <p>Press Ctrl+K for commands.</p>
      <p id="status">{status}; theme {theme}</p>
      <ModalOverlay isOpen={open} onOpenChange={setOpen} isDismissable
        style={{ position: 'fixed', inset: 0, background: 'rgba(0,0,0,.3)', display: 'flex', justifyContent: 'center', alignItems: 'flex-start', paddingTop: '10vh' }}>
        <Modal style={{ background: '#fff', color: '#000', borderRadius: 8, padding: 12, width: '24em' }}>
          <Dialog aria-label="Command palette">
            <Autocomplete filter={contains}>
              <SearchField aria-label="Search commands" autoFocus>
                <Input placeholder="Type a command" style={{ width: '100%', padding: 6 }} />
              </SearchField>
              <Menu aria-label="Commands" onAction={run} style={{ listStyle: 'none', padding: 0, marginTop: 8 }}
                renderEmptyState={() => 'No commands found'}>
                {commands.map(c => <MenuItem key={c} id={c} style={{ padding: '4px 6px', cursor: 'default' }}>{c}</MenuItem>)}
              </Menu>
            </Autocomplete>
          </Dialog>
        </Modal>
      </ModalOverlay>
    </main>
  );
}
createRoot(document.getElementById('root')).render(<App />);
