// An event wizard with Mantine: a Stepper (its steps buttons), a
// TextInput, a NumberInput with its own up and down controls, a TagsInput
// (Enter makes a tag, suggestions in a portalled dropdown) and Next/Back.
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { MantineProvider, Stepper, TextInput, NumberInput, TagsInput, Button, Group, Text } from '@mantine/core';

function App() {
  const [active, setActive] = useState(0);
  const [name, setName] = useState('');
  const [seats, setSeats] = useState(20);
  const [tags, setTags] = useState([]);
  const [status, setStatus] = useState('Not published');
  return (
    <MantineProvider>
      <main style={{ padding: '2em', maxWidth: '40em' }}>
        <h1>New event</h1>
        <Stepper active={active} onStepClick={setActive} allowNextStepsSelect={false}>
          <Stepper.Step label="Details" description="Name the event">
            <TextInput label="Event name" value={name} onChange={e => setName(e.currentTarget.value)} />
          </Stepper.Step>
          <Stepper.Step label="Tickets" description="Seats and tags">
            <NumberInput label="Seats" min={1} max={500} value={seats} onChange={setSeats} />
            <TagsInput mt="md" label="Tags" placeholder="Type a tag, press Enter" value={tags} onChange={setTags}
              data={['golang', 'meetup', 'workshop', 'online', 'beginners']} />
          </Stepper.Step>
          <Stepper.Step label="Review" description="Publish it">
            <Text>{name || 'Untitled'} · {seats} seats · {tags.join(', ') || 'no tags'}</Text>
            <Button mt="md" onClick={() => setStatus(`Published ${name}: ${seats} seats, tags ${tags.join(', ')}`)}>Publish</Button>
          </Stepper.Step>
        </Stepper>
        <Group mt="xl">
          <Button variant="default" disabled={active === 0} onClick={() => setActive(a => a - 1)}>Back</Button>
          {active < 2 && <Button onClick={() => setActive(a => a + 1)}>Next step</Button>}
        </Group>
        <p id="status">{status}</p>
      </main>
    </MantineProvider>
  );
}
createRoot(document.getElementById('root')).render(<App />);
