// A warehouse's location with React Suite's Cascader: a picker (a
// combobox) that opens columns side by side, a click on an item with
// children opening the next column, a leaf choosing the path; a search
// field in the popup finds leaves by any part of their path.
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { CustomProvider, Cascader } from 'rsuite';

const data = [
  { label: 'Europe', value: 'eu', children: [
    { label: 'Portugal', value: 'pt', children: [{ label: 'Lisbon', value: 'lis' }, { label: 'Porto', value: 'opo' }, { label: 'Faro', value: 'fao' }] },
    { label: 'Spain', value: 'es', children: [{ label: 'Madrid', value: 'mad' }, { label: 'Valencia', value: 'vlc' }, { label: 'Seville', value: 'svq' }] },
    { label: 'Poland', value: 'pl', children: [{ label: 'Warsaw', value: 'waw' }, { label: 'Gdańsk', value: 'gdn' }] },
  ] },
  { label: 'Americas', value: 'am', children: [
    { label: 'Brazil', value: 'br', children: [{ label: 'São Paulo', value: 'gru' }, { label: 'Recife', value: 'rec' }] },
    { label: 'Canada', value: 'ca', children: [{ label: 'Toronto', value: 'yyz' }, { label: 'Vancouver', value: 'yvr' }] },
  ] },
];
const path = v => {
  const go = (ns, trail) => { for (const n of ns) { const t = [...trail, n.label]; if (n.value === v) return t; if (n.children) { const r = go(n.children, t); if (r) return r; } } };
  return go(data, []);
};

function App() {
  const [from, setFrom] = useState('lis');
  const [where, setWhere] = useState(null);
  const [status, setStatus] = useState('Not saved');
  return (
    <main>
      <h1>New stock transfer</h1>
      <p>120 pallets of bottled water.</p>
      <p><label id="from-label">Collect from</label></p>
      <Cascader data={data} value={from} onChange={setFrom} placeholder="Choose a city" style={{ width: 300 }}
        aria-labelledby="from-label" cleanable={false} />
      <p><label id="to-label">Deliver to</label></p>
      <Cascader data={data} value={where} onChange={setWhere} placeholder="Choose a city" style={{ width: 300 }}
        aria-labelledby="to-label" cleanable={false} />
      <p><button type="button" onClick={() => setStatus(where ? `Transfer from ${path(from).join(' › ')} to ${path(where).join(' › ')}` : 'Choose where to deliver')}>Create transfer</button></p>
      <p id="status">{status}</p>
    </main>
  );
}
createRoot(document.getElementById('root')).render(<CustomProvider><App /></CustomProvider>);
