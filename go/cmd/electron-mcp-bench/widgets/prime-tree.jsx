// Where an alert is sent, with PrimeReact's Tree in checkbox mode: a tree
// (treeitems with a toggler and a checkbox each; a parent's check checks
// its children, some of them checked make it partly checked) and a filter
// field above it that narrows it to the matching items and their parents.
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { PrimeReactProvider } from 'primereact/api';
import { Tree } from 'primereact/tree';

const tree = [
  { key: 'eng', label: 'Engineering', children: [
    { key: 'eng-web', label: 'Web team' }, { key: 'eng-mobile', label: 'Mobile team' }, { key: 'eng-sre', label: 'Site reliability' },
  ] },
  { key: 'ops', label: 'Operations', children: [
    { key: 'ops-support', label: 'Customer support' }, { key: 'ops-billing', label: 'Billing' },
  ] },
  { key: 'sales', label: 'Sales', children: [
    { key: 'sales-emea', label: 'EMEA' }, { key: 'sales-americas', label: 'Americas' },
  ] },
];
const labels = {};
const walk = ns => ns.forEach(n => { labels[n.key] = n.label; n.children && walk(n.children); });
walk(tree);
const leaves = tree.flatMap(n => n.children.map(c => c.key));

function App() {
  const [value, setValue] = useState({ 'ops-billing': { checked: true, partialChecked: false } });
  const [status, setStatus] = useState('Not saved');
  const chosen = leaves.filter(k => value && value[k] && value[k].checked).map(k => labels[k]);
  return (
    <main>
      <h1>Outage alert</h1>
      <p>Payments are failing for some customers in Portugal.</p>
      <h2 id="to-label">Send to</h2>
      <Tree value={tree} selectionMode="checkbox" selectionKeys={value} onSelectionChange={e => setValue(e.value)}
        filter filterPlaceholder="Find a team" className="teams" aria-labelledby="to-label" />
      <p>Chosen: {chosen.join(', ') || 'nobody'}</p>
      <p><button type="button" onClick={() => setStatus('Alert sent to ' + (chosen.join(', ') || 'nobody'))}>Send alert</button></p>
      <p id="status">{status}</p>
    </main>
  );
}
createRoot(document.getElementById('root')).render(<PrimeReactProvider><App /></PrimeReactProvider>);
