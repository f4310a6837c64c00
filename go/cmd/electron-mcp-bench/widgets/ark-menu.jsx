// A file list's view options in Ark UI's Menu: a menu button, radio items
// in a group (Sort by), checkbox items, and a submenu (Icon size) opened by
// its trigger item; a radio or checkbox item leaves the menu open, a plain
// item closes it.
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { Menu } from '@ark-ui/react/menu';
import { Portal } from '@ark-ui/react/portal';

const files = [
  ['budget-2027.xlsx', 'Oct 3', 48], ['.env', 'Sep 1', 1], ['notes.md', 'Nov 20', 3], ['photo-lisbon.jpg', 'Aug 14', 2300], ['.gitignore', 'Jul 2', 1], ['invoice-118.pdf', 'Nov 2', 120],
];
const dateOf = s => new Date(s + ' 2026');

function App() {
  const [sort, setSort] = useState('name');
  const [hidden, setHidden] = useState(false);
  const [ext, setExt] = useState(true);
  const [size, setSize] = useState('Medium');
  const [status, setStatus] = useState('Not saved');
  const shown = files.filter(f => hidden || !f[0].startsWith('.')).sort((a, b) =>
    sort === 'name' ? a[0].localeCompare(b[0]) : sort === 'date' ? dateOf(b[1]) - dateOf(a[1]) : b[2] - a[2]);
  const name = f => ext || f.startsWith('.') ? f : f.replace(/\.[^.]+$/, '');
  return (
    <main>
      <h1>Documents</h1>
      <Menu.Root closeOnSelect={false}>
        <Menu.Trigger className="trigger">View options <span aria-hidden="true">▾</span></Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content className="menu">
              <Menu.RadioItemGroup value={sort} onValueChange={d => setSort(d.value)}>
                <Menu.ItemGroupLabel className="grouplabel">Sort by</Menu.ItemGroupLabel>
                {[['name', 'Name'], ['date', 'Date modified'], ['size', 'Size']].map(([v, l]) => (
                  <Menu.RadioItem key={v} value={v} className="item"><Menu.ItemIndicator aria-hidden="true">✓</Menu.ItemIndicator><Menu.ItemText>{l}</Menu.ItemText></Menu.RadioItem>
                ))}
              </Menu.RadioItemGroup>
              <Menu.Separator />
              <Menu.CheckboxItem value="hidden" checked={hidden} onCheckedChange={setHidden} className="item"><Menu.ItemIndicator aria-hidden="true">✓</Menu.ItemIndicator><Menu.ItemText>Show hidden files</Menu.ItemText></Menu.CheckboxItem>
              <Menu.CheckboxItem value="ext" checked={ext} onCheckedChange={setExt} className="item"><Menu.ItemIndicator aria-hidden="true">✓</Menu.ItemIndicator><Menu.ItemText>Show file extensions</Menu.ItemText></Menu.CheckboxItem>
              <Menu.Separator />
              <Menu.Root closeOnSelect={false}>
                <Menu.TriggerItem className="item">Icon size <span aria-hidden="true">›</span></Menu.TriggerItem>
                <Portal>
                  <Menu.Positioner>
                    <Menu.Content className="menu">
                      <Menu.RadioItemGroup value={size} onValueChange={d => setSize(d.value)}>
                        {['Small', 'Medium', 'Large'].map(s => (
                          <Menu.RadioItem key={s} value={s} className="item"><Menu.ItemIndicator aria-hidden="true">✓</Menu.ItemIndicator><Menu.ItemText>{s}</Menu.ItemText></Menu.RadioItem>
                        ))}
                      </Menu.RadioItemGroup>
                    </Menu.Content>
                  </Menu.Positioner>
                </Portal>
              </Menu.Root>
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
      <ul className={'files ' + size.toLowerCase()}>{shown.map(f => <li key={f[0]}>{name(f[0])} <small>{f[1]} · {f[2]} KB</small></li>)}</ul>
      <p><button type="button" onClick={() => setStatus(`Saved view: ${size.toLowerCase()} icons; ${shown.map(f => name(f[0])).join(', ')}`)}>Save view</button></p>
      <p id="status">{status}</p>
    </main>
  );
}
createRoot(document.getElementById('root')).render(<App />);
