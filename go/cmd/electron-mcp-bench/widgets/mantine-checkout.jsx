// A checkout with Mantine: an Accordion of the order's sections, the
// delivery a Radio.Card group (each card a radio holding a title and a
// description), the extras Checkbox.Cards, and the total under them.
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { MantineProvider, Accordion, Radio, Checkbox, Group, Stack, Text, Button, Title } from '@mantine/core';

const deliveries = [
  { value: 'standard', title: 'Standard', desc: '3 to 5 working days, free', price: 0 },
  { value: 'express', title: 'Express', desc: 'Next working day, €9.00', price: 9 },
  { value: 'pickup', title: 'Pick up in store', desc: 'Rua Augusta 80, Lisbon, free', price: 0 },
];
const extras = [
  { value: 'gift', title: 'Gift wrap', desc: 'Recycled paper and a card, €3.50', price: 3.5 },
  { value: 'insurance', title: 'Shipping insurance', desc: 'Up to €200, €2.00', price: 2 },
];
const subtotal = 40;
const eur = n => '€' + n.toFixed(2);

function Card({ component: C, value, title, desc }) {
  return (
    <C value={value} p="sm" radius="md">
      <Group wrap="nowrap" align="flex-start">
        {C === Radio.Card ? <Radio.Indicator /> : <Checkbox.Indicator />}
        <div><Text fw={600}>{title}</Text><Text size="sm" c="dimmed">{desc}</Text></div>
      </Group>
    </C>
  );
}

function App() {
  const [delivery, setDelivery] = useState('standard');
  const [chosen, setChosen] = useState([]);
  const [status, setStatus] = useState('Order not placed');
  const total = subtotal + deliveries.find(d => d.value === delivery).price + extras.filter(e => chosen.includes(e.value)).reduce((s, e) => s + e.price, 0);
  return (
    <Stack>
      <Title order={2}>Checkout</Title>
      <Text>2 items: Ceramic teapot, Linen tea towel — {eur(subtotal)}</Text>
      <Accordion variant="separated">
        <Accordion.Item value="delivery">
          <Accordion.Control>Delivery</Accordion.Control>
          <Accordion.Panel>
            <Radio.Group value={delivery} onChange={setDelivery}>
              <Stack gap="xs">{deliveries.map(d => <Card key={d.value} component={Radio.Card} {...d} />)}</Stack>
            </Radio.Group>
          </Accordion.Panel>
        </Accordion.Item>
        <Accordion.Item value="extras">
          <Accordion.Control>Extras</Accordion.Control>
          <Accordion.Panel>
            <Checkbox.Group value={chosen} onChange={setChosen}>
              <Stack gap="xs">{extras.map(e => <Card key={e.value} component={Checkbox.Card} {...e} />)}</Stack>
            </Checkbox.Group>
          </Accordion.Panel>
        </Accordion.Item>
        <Accordion.Item value="payment">
          <Accordion.Control>Payment</Accordion.Control>
          <Accordion.Panel>Visa ending in 4242</Accordion.Panel>
        </Accordion.Item>
      </Accordion>
      <Text fw={700}>Total {eur(total)}</Text>
      <Button onClick={() => {
        const d = deliveries.find(x => x.value === delivery);
        const ex = extras.filter(e => chosen.includes(e.value)).map(e => e.title.toLowerCase());
        setStatus(`Order placed: ${d.title.toLowerCase()} delivery${ex.length ? ', ' + ex.join(', ') : ''}; total ${eur(total)}`);
      }}>Place order</Button>
      <p id="status">{status}</p>
    </Stack>
  );
}

createRoot(document.getElementById('root')).render(<MantineProvider><App /></MantineProvider>);
