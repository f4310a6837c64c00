// Pausing a delivery with Mantine's MonthPickerInput of type range: a field
// that opens a popover of the year's twelve months, a button each, with
// buttons to the previous and next year; the first click starts the range,
// the second ends it and closes the popover.
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { MantineProvider, Button, Title, Text, Stack } from '@mantine/core';
import { MonthPickerInput } from '@mantine/dates';

const fmt = d => d.toLocaleDateString('en-GB', { month: 'long', year: 'numeric' });

function App() {
  const [range, setRange] = useState([null, null]);
  const [status, setStatus] = useState('Deliveries every month');
  const save = () => {
    const [from, to] = range;
    if (!from || !to) { setStatus('Choose the first and the last month'); return; }
    const n = (to.getFullYear() - from.getFullYear()) * 12 + to.getMonth() - from.getMonth() + 1;
    setStatus(`Paused ${n} deliveries: ${fmt(from)} to ${fmt(to)}`);
  };
  return (
    <MantineProvider>
      <Stack p="xl" maw={480}>
        <Title order={2}>Coffee subscription</Title>
        <Text>A 1 kg bag of beans arrives on the first of every month.</Text>
        <MonthPickerInput type="range" label="Pause deliveries" placeholder="Pick the months" value={range} onChange={setRange}
          defaultDate={new Date(2025, 0, 1)} monthsListFormat="MMMM" nextLabel="Next year" previousLabel="Previous year" />
        <Button onClick={save}>Save</Button>
        <p id="status">{status}</p>
      </Stack>
    </MantineProvider>
  );
}
createRoot(document.getElementById('root')).render(<App />);
