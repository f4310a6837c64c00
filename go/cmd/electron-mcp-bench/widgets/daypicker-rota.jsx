// A volunteer rota with react-day-picker in multiple mode: a month's grid
// of day buttons (only the food bank's Wednesday evenings can be picked),
// the previous and next month's buttons above it; a click on a day toggles
// it, at most four.
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { DayPicker } from 'react-day-picker';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

function App() {
  const [days, setDays] = useState([new Date(2027, 8, 29), new Date(2027, 9, 13)]);
  const [status, setStatus] = useState('Not sent');
  const sorted = [...(days || [])].sort((a, b) => a - b);
  const label = d => `${d.getDate()} ${months[d.getMonth()]}`;
  return (
    <main>
      <h1>Food bank rota</h1>
      <p>Pick the Wednesday evenings you can help sort donations (up to four).</p>
      <DayPicker mode="multiple" max={4} selected={days} onSelect={setDays}
        defaultMonth={new Date(2027, 8, 1)} startMonth={new Date(2027, 8, 1)} endMonth={new Date(2027, 11, 1)}
        disabled={{ dayOfWeek: [0, 1, 2, 4, 5, 6] }} weekStartsOn={1} />
      <p>Picked: {sorted.map(label).join(', ') || 'none'}</p>
      <p><button type="button" onClick={() => setStatus('Sent to the coordinator: ' + (sorted.map(label).join(', ') || 'no evenings'))}>Send my availability</button></p>
      <p id="status">{status}</p>
    </main>
  );
}
createRoot(document.getElementById('root')).render(<App />);
