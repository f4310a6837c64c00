// A reminder with React Aria Components: a DialogTrigger whose Button
// opens a Popover holding a Dialog with a form: a RadioGroup of times and
// a TextField; the form's own button snoozes and closes it.
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { DialogTrigger, Button, Popover, Dialog, Heading, RadioGroup, Radio, Label, TextField, Input } from 'react-aria-components';

const times = { today: 'later today at 18:00', tomorrow: 'tomorrow at 09:00', week: 'Monday at 09:00' };

function App() {
  const [until, setUntil] = useState('today');
  const [note, setNote] = useState('');
  const [status, setStatus] = useState('Due now');
  return (
    <main>
      <h1>Reminders</h1>
      <article className="card">
        <h2>Call the bank</h2>
        <p>Ask about the new card's limit.</p>
        <div className="row">
          <Button className="button" onPress={() => setStatus('Done: Call the bank')}>Mark done</Button>
          <DialogTrigger>
            <Button className="button">Snooze</Button>
            <Popover className="popover" placement="bottom start">
              <Dialog className="dialog">
                {({ close }) => (
                  <form onSubmit={e => {
                    e.preventDefault();
                    setStatus(`Snoozed Call the bank until ${times[until]}` + (note ? ` (note: ${note})` : ''));
                    close();
                  }}>
                    <Heading slot="title">Snooze until</Heading>
                    <RadioGroup value={until} onChange={setUntil} className="radios">
                      <Label>When</Label>
                      <Radio value="today" className="radio">Later today (18:00)</Radio>
                      <Radio value="tomorrow" className="radio">Tomorrow (09:00)</Radio>
                      <Radio value="week" className="radio">Next week (Mon 09:00)</Radio>
                    </RadioGroup>
                    <TextField value={note} onChange={setNote} className="field">
                      <Label>Note</Label>
                      <Input />
                    </TextField>
                    <Button type="submit" className="button primary">Snooze reminder</Button>
                  </form>
                )}
              </Dialog>
            </Popover>
          </DialogTrigger>
        </div>
      </article>
      <p id="status">{status}</p>
    </main>
  );
}
createRoot(document.getElementById('root')).render(<App />);
