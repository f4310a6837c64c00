// A shared drive's files with @szhsin/react-menu as their context menu: a
// right click on a file opens a ControlledMenu at the pointer, with a
// "Move to" submenu of folders and a "Colour" submenu of radio items; a
// submenu opens when the pointer rests on its item or at its click.
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { ControlledMenu, MenuItem, SubMenu, MenuRadioGroup, MenuDivider, useMenuState } from '@szhsin/react-menu';

const folders = ['Inbox', 'Invoices', 'Contracts', 'Archive'];
const start = [
  { name: 'invoice-118.pdf', folder: 'Inbox', colour: 'none' },
  { name: 'lease-renewal.docx', folder: 'Inbox', colour: 'none' },
  { name: 'scan-0042.jpg', folder: 'Inbox', colour: 'none' },
  { name: 'invoice-117.pdf', folder: 'Invoices', colour: 'none' },
  { name: 'nda-acme.pdf', folder: 'Contracts', colour: 'green' },
];

function App() {
  const [files, setFiles] = useState(start);
  const [menu, toggleMenu] = useMenuState({ transition: true });
  const [at, setAt] = useState({ x: 0, y: 0 });
  const [target, setTarget] = useState(null);
  const [status, setStatus] = useState('Not saved');
  const update = (patch) => setFiles(fs => fs.map(f => f.name === target ? { ...f, ...patch } : f));
  const current = files.find(f => f.name === target);
  return (
    <main>
      <h1>Shared drive</h1>
      <p>Right-click a file for what you can do with it.</p>
      {folders.map(folder => (
        <section key={folder}>
          <h2>{folder} ({files.filter(f => f.folder === folder).length})</h2>
          <ul>
            {files.filter(f => f.folder === folder).map(f => (
              <li key={f.name} tabIndex={0} className={'file ' + f.colour}
                onContextMenu={e => { e.preventDefault(); setTarget(f.name); setAt({ x: e.clientX, y: e.clientY }); toggleMenu(true); }}>
                {f.name}
              </li>
            ))}
          </ul>
        </section>
      ))}
      <ControlledMenu {...menu} anchorPoint={at} direction="right" onClose={() => toggleMenu(false)} menuClassName="files-menu">
        <MenuItem>Open</MenuItem>
        <MenuItem>Download</MenuItem>
        <SubMenu label="Move to">
          {folders.filter(d => !current || d !== current.folder).map(d => <MenuItem key={d} onClick={() => update({ folder: d })}>{d}</MenuItem>)}
        </SubMenu>
        <SubMenu label="Colour">
          <MenuRadioGroup value={current ? current.colour : 'none'} onRadioChange={e => update({ colour: e.value })}>
            {['none', 'red', 'amber', 'green'].map(c => <MenuItem key={c} type="radio" value={c}>{c === 'none' ? 'No colour' : c[0].toUpperCase() + c.slice(1)}</MenuItem>)}
          </MenuRadioGroup>
        </SubMenu>
        <MenuDivider />
        <MenuItem onClick={() => setFiles(fs => fs.filter(f => f.name !== target))}>Delete</MenuItem>
      </ControlledMenu>
      <p><button type="button" onClick={() => setStatus('Saved: ' + folders.map(d => d + ': ' + (files.filter(f => f.folder === d).sort((a, b) => a.name.localeCompare(b.name)).map(f => f.name + (f.colour !== 'none' ? ' (' + f.colour + ')' : '')).join(', ') || 'empty')).join('; '))}>Save changes</button></p>
      <p id="status">{status}</p>
    </main>
  );
}
createRoot(document.getElementById('root')).render(<App />);
