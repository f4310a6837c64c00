// A cabin's booking with Ark UI's DatePicker (zag-js' date picker) in
// range mode: a popover of one month's grid (its days buttons in grid
// cells), the previous and next month's triggers, the first click the
// start and the second the end; nights already booked are unavailable.
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { DatePicker, parseDate } from '@ark-ui/react/date-picker';
import { Portal } from '@ark-ui/react/portal';

const booked = ['2027-05-20', '2027-05-21', '2027-05-22', '2027-06-10', '2027-06-11'];
const fmt = d => d.toDate('UTC').toLocaleDateString('en-GB', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });

function App() {
  const [range, setRange] = useState([]);
  const [status, setStatus] = useState('Nothing booked');
  const nights = range.length === 2 ? range[1].compare(range[0]) : 0;
  return (
    <main>
      <h1>Cabin by the lake</h1>
      <p>€85 a night, two nights at least. Check-in from 15:00.</p>
      <DatePicker.Root selectionMode="range" locale="en-US" timeZone="UTC" defaultFocusedValue={parseDate('2027-05-01')}
        min={parseDate('2027-05-01')} isDateUnavailable={d => booked.includes(d.toString())}
        onValueChange={d => setRange(d.value)} closeOnSelect className="dp">
        <DatePicker.Label>Dates of your stay</DatePicker.Label>
        <DatePicker.Control className="control">
          <DatePicker.Input index={0} aria-label="Check-in" />
          <DatePicker.Input index={1} aria-label="Check-out" />
          <DatePicker.Trigger>Choose dates</DatePicker.Trigger>
          <DatePicker.ClearTrigger>Clear</DatePicker.ClearTrigger>
        </DatePicker.Control>
        <Portal>
          <DatePicker.Positioner>
            <DatePicker.Content className="content">
              <DatePicker.View view="day">
                <DatePicker.Context>
                  {api => (
                    <>
                      <DatePicker.ViewControl className="viewcontrol">
                        <DatePicker.PrevTrigger>‹</DatePicker.PrevTrigger>
                        <DatePicker.ViewTrigger><DatePicker.RangeText /></DatePicker.ViewTrigger>
                        <DatePicker.NextTrigger>›</DatePicker.NextTrigger>
                      </DatePicker.ViewControl>
                      <DatePicker.Table>
                        <DatePicker.TableHead>
                          <DatePicker.TableRow>
                            {api.weekDays.map((wd, i) => <DatePicker.TableHeader key={i}>{wd.short}</DatePicker.TableHeader>)}
                          </DatePicker.TableRow>
                        </DatePicker.TableHead>
                        <DatePicker.TableBody>
                          {api.weeks.map((week, i) => (
                            <DatePicker.TableRow key={i}>
                              {week.map((day, j) => (
                                <DatePicker.TableCell key={j} value={day}>
                                  <DatePicker.TableCellTrigger>{day.day}</DatePicker.TableCellTrigger>
                                </DatePicker.TableCell>
                              ))}
                            </DatePicker.TableRow>
                          ))}
                        </DatePicker.TableBody>
                      </DatePicker.Table>
                    </>
                  )}
                </DatePicker.Context>
              </DatePicker.View>
            </DatePicker.Content>
          </DatePicker.Positioner>
        </Portal>
      </DatePicker.Root>
      <p>{nights ? `${nights} nights, €${nights * 85}` : 'Choose your dates'}</p>
      <p><button type="button" onClick={() => setStatus(nights >= 2 ? `Booked ${fmt(range[0])} to ${fmt(range[1])}: ${nights} nights, €${nights * 85}` : 'Choose two nights at least')}>Book the cabin</button></p>
      <p id="status">{status}</p>
    </main>
  );
}
createRoot(document.getElementById('root')).render(<App />);
