// A clinic's calendar with react-big-calendar: a month view whose busy
// days show “+N more” links opening a popup of their events, a toolbar
// (Today, Back, Next, and the Month, Week, Day and Agenda views), events
// selected by a click; the page shows the selected event with a button to
// cancel it, and saves what is left.
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { Calendar, dayjsLocalizer } from 'react-big-calendar';
import dayjs from 'dayjs';

const localizer = dayjsLocalizer(dayjs);
const at = (d, h, m = 0) => new Date(2027, 5, d, h, m);
const first = [
  { id: 1, title: 'Dr. Okafor: check-ups', start: at(8, 9), end: at(8, 12) },
  { id: 2, title: 'Flu clinic', start: at(8, 13), end: at(8, 15) },
  { id: 3, title: 'Staff meeting', start: at(8, 15), end: at(8, 16) },
  { id: 4, title: 'Design review of the booking form', start: at(8, 16), end: at(8, 17) },
  { id: 5, title: 'Dr. Silva: vaccinations', start: at(10, 9), end: at(10, 11) },
  { id: 6, title: 'Fire drill', start: at(17, 11), end: at(17, 11, 30) },
];

function App() {
  const [events, setEvents] = useState(first);
  const [date, setDate] = useState(new Date(2027, 4, 12));
  const [view, setView] = useState('month');
  const [selected, setSelected] = useState(null);
  const [status, setStatus] = useState('Not saved');
  const fmt = e => `${e.title} (${dayjs(e.start).format('ddd D MMM HH:mm')}–${dayjs(e.end).format('HH:mm')})`;
  return (
    <div style={{ margin: '1.5em', maxWidth: '60em' }}>
      <h1>Clinic calendar</h1>
      <div style={{ height: 560 }}>
        <Calendar localizer={localizer} events={events} date={date} onNavigate={setDate} view={view} onView={setView}
          views={['month', 'week', 'day', 'agenda']} popup onSelectEvent={e => setSelected(e)} selected={selected} />
      </div>
      <section aria-label="Selected event" style={{ margin: '1em 0' }}>
        {selected ? <p>Selected: {fmt(selected)} <button onClick={() => { setEvents(es => es.filter(e => e.id !== selected.id)); setSelected(null); }}>Cancel this event</button></p> : <p>No event selected</p>}
      </section>
      <button onClick={() => setStatus(`Saved ${events.length} events: ${events.map(e => e.title).join('; ')}`)}>Save calendar</button>
      <p id="status">{status}</p>
    </div>
  );
}

createRoot(document.getElementById('root')).render(<App />);
