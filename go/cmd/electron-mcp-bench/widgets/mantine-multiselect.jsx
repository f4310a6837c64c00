// A team's settings with Mantine: a searchable MultiSelect (pills for
// what is picked, its search field cleared after each pick, the dropdown
// in a portal) and a SegmentedControl (radio inputs under the labels).
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { MantineProvider, MultiSelect, SegmentedControl, Button, Text } from '@mantine/core';

const languages = ['C', 'C++', 'Clojure', 'Elixir', 'Go', 'Haskell', 'Java', 'JavaScript', 'Kotlin', 'OCaml',
  'Python', 'Ruby', 'Rust', 'Scala', 'Swift', 'TypeScript', 'Zig'];

function App() {
  const [langs, setLangs] = useState([]);
  const [size, setSize] = useState('small');
  const [status, setStatus] = useState('Not saved');
  return (
    <MantineProvider>
      <main style={{ padding: '2em', maxWidth: '30em' }}>
        <h1>Team settings</h1>
        <MultiSelect label="Languages" placeholder="Search languages" searchable value={langs} onChange={setLangs} data={languages} />
        <Text mt="md" size="sm" id="size-label">Team size</Text>
        <SegmentedControl aria-labelledby="size-label" value={size} onChange={setSize}
          data={[{ label: 'Small', value: 'small' }, { label: 'Medium', value: 'medium' }, { label: 'Large', value: 'large' }]} />
        <div><Button mt="md" onClick={() => setStatus(`Saved: ${langs.join(', ')}; ${size}`)}>Save team</Button></div>
        <p id="status">{status}</p>
      </main>
    </MantineProvider>
  );
}
createRoot(document.getElementById('root')).render(<App />);
