// A shop's opening hours with React Suite's TimePicker: a combobox whose
// popup shows a column of hours and one of minutes (listboxes of options,
// steps of 15 minutes), an OK button that keeps the time; and its Toggle
// (a switch) for a closed day.
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { CustomProvider, TimePicker, Toggle } from 'rsuite';

const at = (h, m) => { const d = new Date(2026, 0, 5, h, m); return d; };
const hm = d => d ? `${String(d.getHours()).padStart(2, '0')}:${String(d.getMinutes()).padStart(2, '0')}` : '—';

function App() {
  const [open, setOpen] = useState(at(9, 0));
  const [close, setClose] = useState(at(18, 0));
  const [sunday, setSunday] = useState(false);
  const [status, setStatus] = useState('Not saved');
  return (
    <main>
      <h1>Opening hours: Rua Nova bakery</h1>
      <p>Weekdays and Saturday.</p>
      <div className="row"><label id="open-label">Opens at</label>
        <TimePicker value={open} onChange={setOpen} format="HH:mm" editable={false} cleanable={false} aria-labelledby="open-label" hideMinutes={m => m % 15 !== 0} /></div>
      <div className="row"><label id="close-label">Closes at</label>
        <TimePicker value={close} onChange={setClose} format="HH:mm" editable={false} cleanable={false} aria-labelledby="close-label" hideMinutes={m => m % 15 !== 0} /></div>
      <div className="row"><Toggle checked={sunday} onChange={setSunday}>Open on Sunday mornings</Toggle></div>
      <p><button type="button" onClick={() => setStatus(`Saved: ${hm(open)} to ${hm(close)}${sunday ? ', Sunday mornings too' : ''}`)}>Save hours</button></p>
      <p id="status">{status}</p>
    </main>
  );
}
createRoot(document.getElementById('root')).render(<CustomProvider><App /></CustomProvider>);
