// A checkout with React Aria Components (Adobe): a Select (a button that
// opens a listbox in a popover, presses handled by usePress on pointer
// events), a Checkbox whose input is visually hidden inside its label,
// and a Button whose onPress fires from pointerup.
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { Select, Label, Button, SelectValue, Popover, ListBox, ListBoxItem, Checkbox } from 'react-aria-components';

function App() {
  const [method, setMethod] = useState('standard');
  const [gift, setGift] = useState(false);
  const [status, setStatus] = useState('Not ordered');
  return (
    <main>
      <h1>Checkout</h1>
      <Select selectedKey={method} onSelectionChange={setMethod} className="select">
        <Label>Shipping method</Label>
        <Button className="button"><SelectValue /> <span aria-hidden="true">▾</span></Button>
        <Popover className="popover">
          <ListBox className="listbox">
            <ListBoxItem id="standard" className="item">Standard</ListBoxItem>
            <ListBoxItem id="express" className="item">Express</ListBoxItem>
            <ListBoxItem id="pickup" className="item">Pick up in store</ListBoxItem>
          </ListBox>
        </Popover>
      </Select>
      <Checkbox isSelected={gift} onChange={setGift} className="checkbox">
        <div className="box" aria-hidden="true">{gift ? '✓' : ''}</div>
        Gift wrap
      </Checkbox>
      <Button className="button primary" onPress={() => setStatus(`Ordered: ${method}${gift ? ', gift wrapped' : ''}`)}>Place order</Button>
      <p id="status">{status}</p>
    </main>
  );
}
createRoot(document.getElementById('root')).render(<App />);
