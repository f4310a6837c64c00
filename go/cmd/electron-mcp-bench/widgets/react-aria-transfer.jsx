// Sending money with React Aria Components: a ComboBox of payees that
// filters as one types (its ListBox in a Popover), a NumberField in euros
// (parsed and formatted on blur) and a RadioGroup.
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { Button, ComboBox, Input, Label, ListBox, ListBoxItem, NumberField, Popover, Radio, RadioGroup } from 'react-aria-components';

const payees = ['Ada Lovelace', 'Alan Turing', 'Barbara Liskov', 'Edsger Dijkstra', 'Grace Hopper', 'Katherine Johnson', 'Linus Torvalds', 'Margaret Hamilton'];
const euros = new Intl.NumberFormat('en-IE', { style: 'currency', currency: 'EUR' });

function App() {
  const [payee, setPayee] = useState(null);
  const [amount, setAmount] = useState(NaN);
  const [when, setWhen] = useState('now');
  const [status, setStatus] = useState('Nothing sent');
  const send = () => setStatus(payee && amount > 0
    ? `Sent ${euros.format(amount)} to ${payee}, ${when === 'now' ? 'today' : 'on payday'}`
    : 'Choose a payee and an amount');
  return (
    <main style={{ padding: '2em', maxWidth: '30em', display: 'flex', flexDirection: 'column', gap: '1em' }}>
      <h1>Send money</h1>
      <ComboBox selectedKey={payee} onSelectionChange={setPayee} menuTrigger="input">
        <Label>Payee</Label>
        <div>
          <Input placeholder="Search contacts" />
          <Button aria-label="Show contacts">▾</Button>
        </div>
        <Popover style={{ background: 'white', border: '1px solid #888', minWidth: '14em' }}>
          <ListBox style={{ padding: '.25em' }}>
            {payees.map(p => <ListBoxItem key={p} id={p} style={{ padding: '.25em .5em', cursor: 'default' }}>{p}</ListBoxItem>)}
          </ListBox>
        </Popover>
      </ComboBox>
      <NumberField value={amount} onChange={setAmount} minValue={0} formatOptions={{ style: 'currency', currency: 'EUR' }}>
        <Label>Amount</Label>
        <div>
          <Button slot="decrement">−</Button>
          <Input />
          <Button slot="increment">+</Button>
        </div>
      </NumberField>
      <RadioGroup value={when} onChange={setWhen}>
        <Label>When</Label>
        <Radio value="now">Now</Radio>
        <Radio value="payday">On payday</Radio>
      </RadioGroup>
      <Button onPress={send} style={{ alignSelf: 'flex-start' }}>Send</Button>
      <p id="status">{status}</p>
    </main>
  );
}
createRoot(document.getElementById('root')).render(<App />);
