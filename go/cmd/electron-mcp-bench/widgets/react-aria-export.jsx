// A document's menu bar with React Aria: a MenuTrigger's Menu holding
// SubmenuTriggers, one submenu a single selection (the paper size), the
// other the formats to export to.
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { MenuTrigger, SubmenuTrigger, Menu, MenuItem, Popover, Button, Separator } from 'react-aria-components';

const sizes = ['A4', 'Letter', 'Legal'];
const formats = ['PDF', 'Word document', 'Markdown'];

function App() {
  const [size, setSize] = useState(new Set(['A4']));
  const [status, setStatus] = useState('Not exported');
  const paper = [...size][0];
  return (
    <div>
      <h1>Quarterly report</h1>
      <div className="bar">
        <MenuTrigger>
          <Button>File</Button>
          <Popover placement="bottom start">
            <Menu onAction={key => key === 'print' && setStatus(`Sent Quarterly report to the printer on ${paper} paper`)}>
              <MenuItem id="rename">Rename…</MenuItem>
              <MenuItem id="duplicate">Make a copy</MenuItem>
              <Separator />
              <SubmenuTrigger>
                <MenuItem id="size">Page size<span aria-hidden="true">›</span></MenuItem>
                <Popover placement="end top">
                  <Menu selectionMode="single" selectedKeys={size} onSelectionChange={setSize} disallowEmptySelection>
                    {sizes.map(s => <MenuItem key={s} id={s}>{s}</MenuItem>)}
                  </Menu>
                </Popover>
              </SubmenuTrigger>
              <SubmenuTrigger>
                <MenuItem id="export">Export as<span aria-hidden="true">›</span></MenuItem>
                <Popover placement="end top">
                  <Menu onAction={f => setStatus(`Exported Quarterly report as ${f} on ${paper} paper`)}>
                    {formats.map(f => <MenuItem key={f} id={f}>{f}</MenuItem>)}
                  </Menu>
                </Popover>
              </SubmenuTrigger>
              <MenuItem id="print">Print</MenuItem>
            </Menu>
          </Popover>
        </MenuTrigger>
        <Button>Edit</Button>
        <Button>Share</Button>
      </div>
      <div className="doc">
        <h2>Q1 2025</h2>
        <p>Revenue grew 12% over the quarter, led by the new subscription plans. Page size: {paper}.</p>
      </div>
      <p id="status">{status}</p>
    </div>
  );
}

createRoot(document.getElementById('root')).render(<App />);
