// A notes editor's menu bar with Radix UI's Menubar: File, Edit, View and
// Format menus (moving between them with the arrow keys), View's
// CheckboxItems staying open for more than one change, Format's Subs of
// RadioGroups.
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import * as Menubar from '@radix-ui/react-menubar';

function Item({ children, kbd, onSelect }) {
  return <Menubar.Item className="item" onSelect={onSelect}>{children}{kbd && <span className="kbd">{kbd}</span>}</Menubar.Item>;
}

function Check({ checked, onChange, children }) {
  return (
    <Menubar.CheckboxItem className="item" checked={checked} onCheckedChange={onChange} onSelect={e => e.preventDefault()}>
      <Menubar.ItemIndicator className="mark" aria-hidden>✓</Menubar.ItemIndicator>{children}
    </Menubar.CheckboxItem>
  );
}

function Choice({ label, value, onChange, options }) {
  return (
    <Menubar.Sub>
      <Menubar.SubTrigger className="item">{label}<span className="kbd" aria-hidden>›</span></Menubar.SubTrigger>
      <Menubar.Portal>
        <Menubar.SubContent className="menu" sideOffset={2} alignOffset={-4}>
          <Menubar.RadioGroup value={value} onValueChange={onChange}>
            {options.map(o => (
              <Menubar.RadioItem key={o} className="item" value={o}>
                <Menubar.ItemIndicator className="mark" aria-hidden>•</Menubar.ItemIndicator>{o}
              </Menubar.RadioItem>
            ))}
          </Menubar.RadioGroup>
        </Menubar.SubContent>
      </Menubar.Portal>
    </Menubar.Sub>
  );
}

function Menu({ title, children }) {
  return (
    <Menubar.Menu>
      <Menubar.Trigger>{title}</Menubar.Trigger>
      <Menubar.Portal>
        <Menubar.Content className="menu" align="start" sideOffset={4}>{children}</Menubar.Content>
      </Menubar.Portal>
    </Menubar.Menu>
  );
}

function App() {
  const [ruler, setRuler] = useState(true);
  const [wrap, setWrap] = useState(false);
  const [numbers, setNumbers] = useState(true);
  const [size, setSize] = useState('Medium');
  const [spacing, setSpacing] = useState('Single');
  const [said, setSaid] = useState('');
  return (
    <div>
      <h1>Notes</h1>
      <Menubar.Root className="bar">
        <Menu title="File">
          <Item kbd="Ctrl+N" onSelect={() => setSaid('New note')}>New note</Item>
          <Item kbd="Ctrl+S" onSelect={() => setSaid('Saved')}>Save</Item>
          <Menubar.Separator className="sep" />
          <Item onSelect={() => setSaid('Exported')}>Export…</Item>
        </Menu>
        <Menu title="Edit">
          <Item kbd="Ctrl+Z" onSelect={() => setSaid('Undone')}>Undo</Item>
          <Item kbd="Ctrl+Y" onSelect={() => setSaid('Redone')}>Redo</Item>
          <Menubar.Separator className="sep" />
          <Item kbd="Ctrl+F" onSelect={() => setSaid('Find')}>Find…</Item>
        </Menu>
        <Menu title="View">
          <Check checked={ruler} onChange={setRuler}>Show ruler</Check>
          <Check checked={wrap} onChange={setWrap}>Word wrap</Check>
          <Check checked={numbers} onChange={setNumbers}>Line numbers</Check>
        </Menu>
        <Menu title="Format">
          <Choice label="Font size" value={size} onChange={setSize} options={['Small', 'Medium', 'Large']} />
          <Choice label="Line spacing" value={spacing} onChange={setSpacing} options={['Single', '1.5', 'Double']} />
          <Menubar.Separator className="sep" />
          <Item onSelect={() => setSaid('Formatting cleared')}>Clear formatting</Item>
        </Menu>
      </Menubar.Root>
      <div className="doc">Shopping: bread, olive oil, lemons. Call the plumber on Thursday.</div>
      <p id="status">{`Ruler ${ruler ? 'on' : 'off'}, word wrap ${wrap ? 'on' : 'off'}, line numbers ${numbers ? 'on' : 'off'}; font size ${size}, line spacing ${spacing}${said ? '; ' + said : ''}`}</p>
    </div>
  );
}

createRoot(document.getElementById('root')).render(<App />);
