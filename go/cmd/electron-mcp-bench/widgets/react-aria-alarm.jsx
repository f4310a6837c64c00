// An alarm set with React Aria Components' TimeField: the time is edited
// segment by segment (hour, minute: each a spinbutton that takes typed
// digits and moves on to the next when full), no text field under it.
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { Button, DateInput, DateSegment, Label, TimeField } from 'react-aria-components';
import { Time } from '@internationalized/date';

function App() {
  const [time, setTime] = useState(new Time(7, 0));
  const [status, setStatus] = useState('Alarm at 07:00');
  const fmt = t => (t ? `${String(t.hour).padStart(2, '0')}:${String(t.minute).padStart(2, '0')}` : 'none');
  return (
    <main style={{ padding: '2em', maxWidth: '30em' }}>
      <h1>Alarm</h1>
      <TimeField value={time} onChange={setTime} hourCycle={24} style={{ display: 'flex', flexDirection: 'column', gap: 4 }}>
        <Label>Wake me at</Label>
        <DateInput style={{ display: 'flex', border: '1px solid #999', borderRadius: 4, padding: '2px 6px', width: 'fit-content' }}>
          {segment => <DateSegment segment={segment} style={{ padding: '0 1px' }} />}
        </DateInput>
      </TimeField>
      <Button onPress={() => setStatus('Alarm at ' + fmt(time))} style={{ marginTop: '1em' }}>Set alarm</Button>
      <p id="status">{status}</p>
    </main>
  );
}
createRoot(document.getElementById('root')).render(<App />);
