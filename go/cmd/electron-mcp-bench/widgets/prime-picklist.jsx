// A dashboard's widgets with PrimeReact's PickList: two listboxes
// (Available, On the dashboard) whose options are chosen by a click
// (Ctrl or Shift for more), moved across by the buttons between them (Move
// to Target, Move to Source, all of them) and put in order by the buttons
// beside the target (Move Top, Move Up, Move Down, Move Bottom).
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { PrimeReactProvider } from 'primereact/api';
import { PickList } from 'primereact/picklist';

const all = ['Revenue', 'Active users', 'Churn', 'Support tickets', 'Signups', 'Refunds', 'Page speed'];

function App() {
  const [source, setSource] = useState(all.filter(w => !['Revenue', 'Signups'].includes(w)));
  const [target, setTarget] = useState(['Revenue', 'Signups']);
  const [status, setStatus] = useState('Not saved');
  return (
    <main>
      <h1>Dashboard widgets</h1>
      <p>Choose what the weekly dashboard shows, top to bottom.</p>
      <PickList dataKey="name" source={source.map(name => ({ name }))} target={target.map(name => ({ name }))}
        onChange={e => { setSource(e.source.map(i => i.name)); setTarget(e.target.map(i => i.name)); }}
        itemTemplate={i => i.name} sourceHeader="Available" targetHeader="On the dashboard"
        showSourceControls={false} sourceStyle={{ height: '16rem' }} targetStyle={{ height: '16rem' }} />
      <p><button type="button" onClick={() => setStatus('Saved dashboard: ' + target.join(', '))}>Save dashboard</button></p>
      <p id="status">{status}</p>
    </main>
  );
}
createRoot(document.getElementById('root')).render(<PrimeReactProvider><App /></PrimeReactProvider>);
