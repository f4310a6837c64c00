// A shop's filters with Mantine: a Drawer opened by a button, holding Tabs
// (Category, Price, Colour), each panel a Chip.Group: several chips at
// once for categories and colours, one for the price band.
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { MantineProvider, Button, Drawer, Tabs, Chip, Group, Title, Text } from '@mantine/core';

const products = [
  { name: 'Canvas tote', category: 'Bags', price: 25, colour: 'Green' },
  { name: 'Leather satchel', category: 'Bags', price: 140, colour: 'Brown' },
  { name: 'Beach bag', category: 'Bags', price: 35, colour: 'Blue' },
  { name: 'Gym duffel', category: 'Bags', price: 45, colour: 'Black' },
  { name: 'Laptop backpack', category: 'Bags', price: 80, colour: 'Black' },
  { name: 'Trail runners', category: 'Shoes', price: 95, colour: 'Blue' },
  { name: 'Canvas sneakers', category: 'Shoes', price: 45, colour: 'White' },
  { name: 'Wool scarf', category: 'Scarves', price: 30, colour: 'Green' },
  { name: 'Silk scarf', category: 'Scarves', price: 60, colour: 'Brown' },
];
const bands = { 'Under €50': p => p < 50, '€50 to €100': p => p >= 50 && p <= 100, 'Over €100': p => p > 100, 'Any price': () => true };

function App() {
  const [opened, setOpened] = useState(false);
  const [cats, setCats] = useState([]);
  const [band, setBand] = useState('Any price');
  const [colours, setColours] = useState([]);
  const [shown, setShown] = useState(products);
  const [status, setStatus] = useState(`Showing all ${products.length} products`);
  const apply = () => {
    const list = products.filter(p => (!cats.length || cats.includes(p.category)) && bands[band](p.price) && (!colours.length || colours.includes(p.colour)));
    setShown(list);
    setOpened(false);
    setStatus(`Showing ${cats.length ? cats.join(' and ') : 'everything'}, ${band.toLowerCase()}${colours.length ? ', in ' + colours.join(' or ') : ''}: ${list.map(p => p.name).join(', ') || 'nothing'}`);
  };
  return (
    <MantineProvider>
      <main style={{ padding: '2em', maxWidth: '36em' }}>
        <Title order={2}>Shop</Title>
        <Button variant="default" my="sm" onClick={() => setOpened(true)}>Filters</Button>
        <ul>{shown.map(p => <li key={p.name}>{p.name} · €{p.price}</li>)}</ul>
        <Drawer opened={opened} onClose={() => setOpened(false)} title="Filter products" position="right">
          <Tabs defaultValue="category">
            <Tabs.List>
              <Tabs.Tab value="category">Category</Tabs.Tab>
              <Tabs.Tab value="price">Price</Tabs.Tab>
              <Tabs.Tab value="colour">Colour</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="category" pt="md">
              <Chip.Group multiple value={cats} onChange={setCats}>
                <Group gap="xs">{['Bags', 'Shoes', 'Scarves'].map(c => <Chip key={c} value={c}>{c}</Chip>)}</Group>
              </Chip.Group>
            </Tabs.Panel>
            <Tabs.Panel value="price" pt="md">
              <Chip.Group value={band} onChange={setBand}>
                <Group gap="xs">{Object.keys(bands).map(b => <Chip key={b} value={b}>{b}</Chip>)}</Group>
              </Chip.Group>
            </Tabs.Panel>
            <Tabs.Panel value="colour" pt="md">
              <Chip.Group multiple value={colours} onChange={setColours}>
                <Group gap="xs">{['Black', 'Blue', 'Brown', 'Green', 'White'].map(c => <Chip key={c} value={c}>{c}</Chip>)}</Group>
              </Chip.Group>
            </Tabs.Panel>
          </Tabs>
          <Text size="sm" c="dimmed" mt="md">Filters apply when you press Apply.</Text>
          <Button mt="sm" onClick={apply}>Apply filters</Button>
        </Drawer>
        <p id="status">{status}</p>
      </main>
    </MantineProvider>
  );
}
createRoot(document.getElementById('root')).render(<App />);
