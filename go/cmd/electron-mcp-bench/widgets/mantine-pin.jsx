// A sign-in check with Mantine: a PinInput of six one-character boxes
// (focus moves on as one types; a whole code typed or pasted into one box
// fills them all), a Checkbox and a Button.
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { MantineProvider, PinInput, Checkbox, Button, Text, Title, Stack } from '@mantine/core';

function App() {
  const [code, setCode] = useState('');
  const [trust, setTrust] = useState(false);
  const [status, setStatus] = useState('Not verified');
  const verify = () => setStatus(code.length === 6
    ? `Verified with code ${code}${trust ? ', device trusted for 30 days' : ''}`
    : 'Enter all six digits');
  return (
    <MantineProvider>
      <main style={{ padding: '2em', maxWidth: '30em' }}>
        <Stack>
          <Title order={2}>Check it's you</Title>
          <Text>We sent a six-digit code to +44 ••• ••• 0018.</Text>
          <Text component="label" id="code-label">Verification code</Text>
          <PinInput length={6} type="number" oneTimeCode ariaLabel="Verification code" value={code} onChange={setCode} />
          <Checkbox label="Trust this device" checked={trust} onChange={e => setTrust(e.currentTarget.checked)} />
          <Button onClick={verify} style={{ alignSelf: 'flex-start' }}>Verify</Button>
          <p id="status">{status}</p>
        </Stack>
      </main>
    </MantineProvider>
  );
}
createRoot(document.getElementById('root')).render(<App />);
