// Bikes for a week with Mantine's RangeSlider: two thumbs (labelled by
// thumbFromLabel and thumbToLabel) moved by the arrow keys in steps of 25
// (after a click the first key focuses the first thumb; Tab goes on to the
// second), labelled marks under the track; the list under it follows.
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { MantineProvider, RangeSlider, Button, Title, Text, Stack, List } from '@mantine/core';

const bikes = [
  ['City cruiser', 60], ['Folding commuter', 85], ['Gravel Explorer', 140], ['Road Sprint 105', 190],
  ['Trail hardtail', 120], ['E-city Plus', 240], ['Cargo family bike', 275], ['Carbon Race', 300], ['Kids 20"', 40],
];
const euro = v => '€' + v;

function App() {
  const [range, setRange] = useState([0, 300]);
  const [status, setStatus] = useState('No filter applied');
  const shown = bikes.filter(([, p]) => p >= range[0] && p <= range[1]);
  return (
    <MantineProvider>
      <Stack p="xl" maw={560}>
        <Title order={2}>Bikes for a week</Title>
        <Text>Price a week: {euro(range[0])} – {euro(range[1])}</Text>
        <RangeSlider value={range} onChange={setRange} min={0} max={300} step={25} minRange={25} label={euro}
          thumbFromLabel="Minimum price" thumbToLabel="Maximum price"
          marks={[0, 50, 100, 150, 200, 250, 300].map(v => ({ value: v, label: euro(v) }))} mb="xl" />
        <List>{shown.map(([n, p]) => <List.Item key={n}>{n}, {euro(p)} a week</List.Item>)}</List>
        <Button onClick={() => setStatus(`Showing ${shown.length} bikes from ${euro(range[0])} to ${euro(range[1])}: ${shown.map(b => b[0]).join(', ')}`)}>Apply filter</Button>
        <p id="status">{status}</p>
      </Stack>
    </MantineProvider>
  );
}

createRoot(document.getElementById('root')).render(<App />);
