// Choosing what to back up with react-accessible-treeview (a tree of
// treeitems with multiple selection shown as ticks, a selection that
// propagates to the children and the parents; the page renders each node,
// its arrow and tick hidden from assistive technology): a click on a
// folder ticks it and opens it, a click on an item toggles its tick;
// bundled with React 18.
import React, { useState } from 'react';
import { createRoot } from 'react-dom/client';
import TreeView, { flattenTree } from 'react-accessible-treeview';

const data = flattenTree({
  name: '', children: [
    { name: 'Documents', children: [{ name: 'Invoices' }, { name: 'Letters' }, { name: 'Tax returns' }] },
    { name: 'Photos', children: [{ name: '2025' }, { name: '2026' }, { name: 'Scans' }] },
    { name: 'Music', children: [{ name: 'Albums' }, { name: 'Podcasts' }] },
    { name: 'Downloads' },
  ],
});

function App() {
  const [selected, setSelected] = useState([]);
  const [status, setStatus] = useState('No backup planned');
  const [when, setWhen] = useState('Every night');
  const nameOf = id => data.find(n => n.id === id).name;
  function plan() {
    setStatus(`Backing up ${when.toLowerCase()}: ${selected.map(nameOf).sort().join(', ') || 'nothing'}`);
  }
  return (<>
    <h1>Back up this computer</h1>
    <p>Tick the folders to copy to the Lisbon NAS. A folder opens when you tick it; untick what you want left out.</p>
    <div className="tree">
      <TreeView data={data} aria-label="Folders to back up" multiSelect propagateSelect propagateSelectChange togglableSelect
        onSelect={({ treeState }) => setSelected([...treeState.selectedIds].filter(id => !data.find(n => n.id === id).children.length))}
        nodeRenderer={({ element, isBranch, isExpanded, isSelected, isHalfSelected, getNodeProps, level }) => (
          <div {...getNodeProps()} style={{ paddingLeft: 20 * (level - 1) }}>
            <span className="arrow" aria-hidden="true">{isBranch ? (isExpanded ? '▾' : '▸') : ''}</span>
            <span className={'tick' + (isSelected ? ' on' : isHalfSelected ? ' half' : '')} aria-hidden="true">{isSelected ? '✓' : isHalfSelected ? '–' : ''}</span>
            <span className="name">{element.name}</span>
          </div>
        )} />
    </div>
    <p><label>When <select value={when} onChange={e => setWhen(e.target.value)}><option>Every night</option><option>Every Sunday</option></select></label></p>
    <button type="button" onClick={plan}>Plan backup</button>
    <p id="status">{status}</p>
  </>);
}

createRoot(document.getElementById('app')).render(<App />);
