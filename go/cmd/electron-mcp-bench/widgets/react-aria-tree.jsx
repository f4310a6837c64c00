// A shared drive with React Aria Components: a Tree of folders and files
// with multiple selection (a checkbox in each row); a folder's row opens or
// closes it, a file's row ticks it; a Download button takes the ticked
// files.
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { Tree, TreeItem, TreeItemContent, Button, Checkbox } from 'react-aria-components';

const drive = [
  { id: 'Finance', children: [
    { id: 'Finance/2023', name: '2023', children: [{ id: 'Finance/2023/Annual report.pdf', name: 'Annual report.pdf' }, { id: 'Finance/2023/Q4 budget.xlsx', name: 'Q4 budget.xlsx' }] },
    { id: 'Finance/2024', name: '2024', children: [
      { id: 'Finance/2024/Q1 budget.xlsx', name: 'Q1 budget.xlsx' }, { id: 'Finance/2024/Q2 budget.xlsx', name: 'Q2 budget.xlsx' },
      { id: 'Finance/2024/Q3 budget.xlsx', name: 'Q3 budget.xlsx' }, { id: 'Finance/2024/Payroll.xlsx', name: 'Payroll.xlsx' }] },
    { id: 'Finance/Invoices template.docx', name: 'Invoices template.docx' }] },
  { id: 'Marketing', children: [{ id: 'Marketing/Brand book.pdf', name: 'Brand book.pdf' }, { id: 'Marketing/Q3 budget.xlsx', name: 'Q3 budget.xlsx' }] },
  { id: 'Team photo.jpg' },
];

function Item({ item, onToggle, expanded }) {
  const name = item.name || item.id;
  return (
    <TreeItem id={item.id} textValue={name} className="item">
      <TreeItemContent>
        {({ hasChildItems, isExpanded }) => (
          <div className="row">
            {hasChildItems ? <span className="chevron" aria-hidden="true">{isExpanded ? '▾' : '▸'}</span> : <Checkbox slot="selection" className="check"><span className="box" /></Checkbox>}
            <span aria-hidden="true">{hasChildItems ? '📁' : '📄'}</span><span>{name}</span>
          </div>
        )}
      </TreeItemContent>
      {(item.children || []).map(c => <Item key={c.id} item={c} />)}
    </TreeItem>
  );
}

const folders = new Set();
(function walk(list) { for (const it of list) if (it.children) { folders.add(it.id); walk(it.children); } })(drive);

function App() {
  const [expanded, setExpanded] = useState(new Set());
  const [selected, setSelected] = useState(new Set());
  const [status, setStatus] = useState('Nothing downloaded');
  const files = [...selected].filter(k => !folders.has(k));
  return (
    <main>
      <h1>Shared drive</h1>
      <div className="toolbar">
        <span>{files.length ? files.length + ' selected' : 'No files selected'}</span>
        <Button className="button" isDisabled={!files.length} onPress={() => setStatus('Downloading ' + files.join(', '))}>Download</Button>
      </div>
      <Tree aria-label="Files" className="tree" selectionMode="multiple" selectionBehavior="toggle"
        expandedKeys={expanded} onExpandedChange={setExpanded}
        selectedKeys={selected} onSelectionChange={keys => setSelected(new Set([...keys].filter(k => !folders.has(k))))}
        disabledBehavior="selection"
        onAction={key => {
          if (folders.has(key)) {
            const next = new Set(expanded); next.has(key) ? next.delete(key) : next.add(key); setExpanded(next);
          } else {
            const next = new Set(selected); next.has(key) ? next.delete(key) : next.add(key); setSelected(next);
          }
        }}>
        {drive.map(it => <Item key={it.id} item={it} />)}
      </Tree>
      <p id="status">{status}</p>
    </main>
  );
}

createRoot(document.getElementById('root')).render(<App />);
