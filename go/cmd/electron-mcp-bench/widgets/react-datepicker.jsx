// A flight search with react-datepicker: the calendar pops up under the
// input, the month is changed with its Next Month button, and the days are
// divs with role option whose names say the whole date.
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import DatePicker from 'react-datepicker';

const iso = d => d ? `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}` : '?';

function App() {
  const [day, setDay] = useState(null);
  const [status, setStatus] = useState('No search yet');
  return (
    <main>
      <h1>Find a flight</h1>
      <label htmlFor="depart">Departure</label>
      <DatePicker id="depart" selected={day} onChange={setDay} openToDate={new Date(2025, 5, 1)} dateFormat="yyyy-MM-dd" placeholderText="Pick a day" />
      <p><button type="button" onClick={() => setStatus(`Searching flights on ${iso(day)}`)}>Search</button></p>
      <p id="status">{status}</p>
    </main>
  );
}
createRoot(document.getElementById('root')).render(<App />);
