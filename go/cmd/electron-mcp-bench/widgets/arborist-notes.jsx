// A notes app's sidebar with react-arborist: a virtualised tree of folders
// and notes (role tree, its rows treeitems), folders opened by a click,
// a note renamed in place after a double click (an input, committed by
// Enter), the selected note deleted from the toolbar; the rows drawn by
// the page's node renderer; bundled with React 18.
import React, { useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { Tree } from 'react-arborist';

const initial = [
  { id: 'inbox', name: 'Inbox', children: [{ id: 'i1', name: 'call-the-plumber.md' }, { id: 'i2', name: 'gift-ideas.md' }] },
  { id: 'recipes', name: 'Recipes', children: [{ id: 'r1', name: 'dal-makhani.md' }, { id: 'r2', name: 'untitled.md' }, { id: 'r3', name: 'old-draft.md' }, { id: 'r4', name: 'sourdough.md' }] },
  { id: 'travel', name: 'Travel', children: [{ id: 't1', name: 'lisbon-2027.md' }, { id: 't2', name: 'packing-list.md' }] },
];

function Row({ node, style, dragHandle }) {
  const folder = !node.isLeaf;
  return (
    <div style={style} ref={dragHandle} className={'row' + (node.isSelected ? ' sel' : '')} onClick={() => folder && node.toggle()} onDoubleClick={() => !folder && node.edit()}>
      <span className="icon" aria-hidden="true">{folder ? (node.isOpen ? '▾ 📂' : '▸ 📁') : '📝'}</span>
      {node.isEditing
        ? <input type="text" defaultValue={node.data.name} autoFocus aria-label="New name" onFocus={e => e.target.select()} onBlur={() => node.reset()}
            onKeyDown={e => { if (e.key === 'Escape') node.reset(); if (e.key === 'Enter') node.submit(e.currentTarget.value); }} />
        : <span>{node.data.name}</span>}
    </div>
  );
}

function walk(nodes, fn) { return nodes.map(n => fn(n.children ? { ...n, children: walk(n.children, fn) } : n)).filter(Boolean); }

function App() {
  const [data, setData] = useState(initial);
  const [status, setStatus] = useState('Not synced');
  const tree = useRef(null);
  const rename = ({ id, name }) => setData(d => walk(d, n => n.id === id ? { ...n, name } : n));
  const remove = ({ ids }) => setData(d => walk(d, n => ids.includes(n.id) ? null : n));
  function sync() {
    setStatus('Synced: ' + data.map(f => `${f.name} (${f.children.map(c => c.name).join(', ')})`).join('; '));
  }
  return (<>
    <h1>Notes</h1>
    <div className="bar">
      <button onClick={() => { const t = tree.current; if (t.selectedIds.size) t.delete([...t.selectedIds]); }}>Delete selected note</button>
      <button onClick={sync}>Sync notes</button>
    </div>
    <Tree ref={tree} data={data} onRename={rename} onDelete={remove} openByDefault={false} width={360} height={300} rowHeight={30} indent={20}
      disableDrag disableDrop aria-label="Notes">
      {Row}
    </Tree>
    <p id="status">{status}</p>
  </>);
}

createRoot(document.getElementById('app')).render(<App />);
