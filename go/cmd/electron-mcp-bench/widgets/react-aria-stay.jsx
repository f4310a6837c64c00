// A booking form with React Aria Components: a DateRangePicker (date
// fields made of spinbutton segments, a button that opens a RangeCalendar
// in a popover: a grid of day buttons, the first press starts the range,
// the second ends it) and a Slider (a thumb holding a visually hidden
// range input).
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { DateRangePicker, Label, Group, DateInput, DateSegment, Button, Popover, Dialog, RangeCalendar,
  Heading, CalendarGrid, CalendarCell, Slider, SliderOutput, SliderTrack, SliderThumb } from 'react-aria-components';
import { parseDate } from '@internationalized/date';

function App() {
  const [range, setRange] = useState(null);
  const [guests, setGuests] = useState(2);
  const [status, setStatus] = useState('Not booked');
  return (
    <main>
      <h1>Book a room</h1>
      <DateRangePicker className="picker" value={range} onChange={setRange} placeholderValue={parseDate('2025-07-01')}>
        <Label>Stay</Label>
        <Group className="group">
          <DateInput slot="start" className="field">{s => <DateSegment segment={s} className="segment" />}</DateInput>
          <span aria-hidden="true">–</span>
          <DateInput slot="end" className="field">{s => <DateSegment segment={s} className="segment" />}</DateInput>
          <Button className="button">▼</Button>
        </Group>
        <Popover className="popover">
          <Dialog>
            <RangeCalendar className="calendar">
              <header><Button slot="previous" className="button">◀</Button><Heading /><Button slot="next" className="button">▶</Button></header>
              <CalendarGrid>{d => <CalendarCell date={d} className="cell" />}</CalendarGrid>
            </RangeCalendar>
          </Dialog>
        </Popover>
      </DateRangePicker>
      <Slider value={guests} onChange={setGuests} minValue={1} maxValue={8} style={{ width: '16em', marginTop: '1em' }}>
        <Label>Guests</Label> <SliderOutput />
        <SliderTrack style={{ height: '1.5em', position: 'relative' }}>
          {({ state }) => <>
            <div style={{ position: 'absolute', top: '.7em', height: 3, width: '100%', background: '#ccc' }} />
            <SliderThumb style={{ top: '.75em', width: '1.2em', height: '1.2em', borderRadius: '50%', background: '#36c' }} />
          </>}
        </SliderTrack>
      </Slider>
      <button className="primary" onClick={() => setStatus(range ? `Booked ${range.start} to ${range.end} for ${guests}` : 'Pick the dates')}>Book</button>
      <p id="status">{status}</p>
    </main>
  );
}
createRoot(document.getElementById('root')).render(<App />);
