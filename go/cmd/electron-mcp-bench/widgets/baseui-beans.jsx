// A coffee subscription with Base UI (@base-ui/react, unstyled, the page's
// own CSS): a Combobox of origins filtered as one types, a RadioGroup of
// roasts, a Select of grinds in a portal, a NumberField, a Checkbox and a
// Dialog confirming; bundled with React 18.
import React, { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { Combobox } from '@base-ui/react/combobox';
import { RadioGroup } from '@base-ui/react/radio-group';
import { Radio } from '@base-ui/react/radio';
import { Select } from '@base-ui/react/select';
import { NumberField } from '@base-ui/react/number-field';
import { Checkbox } from '@base-ui/react/checkbox';
import { Dialog } from '@base-ui/react/dialog';

const origins = ['Brazil Cerrado', 'Colombia Huila', 'Ethiopia Guji', 'Ethiopia Yirgacheffe', 'Guatemala Antigua', 'Kenya Nyeri', 'Rwanda Nyamasheke'];
const grinds = [{ value: 'whole', label: 'Whole beans' }, { value: 'espresso', label: 'Espresso' }, { value: 'filter', label: 'Filter' }, { value: 'french', label: 'French press' }];

function App() {
  const [origin, setOrigin] = useState(null);
  const [roast, setRoast] = useState('medium');
  const [grind, setGrind] = useState('whole');
  const [bags, setBags] = useState(1);
  const [decaf, setDecaf] = useState(false);
  const [open, setOpen] = useState(false);
  const [status, setStatus] = useState('No subscription');
  const grindLabel = grinds.find(g => g.value === grind).label;
  function confirm() {
    setStatus(`Subscribed: ${bags} × ${origin || 'no origin'}, ${roast} roast, ${grindLabel.toLowerCase()}${decaf ? ', decaf' : ''}`);
    setOpen(false);
  }
  return (<>
    <h1>Coffee subscription</h1>
    <p>A fresh bag every two weeks, roasted the day before it ships.</p>
    <div className="field">
      <Combobox.Root items={origins} value={origin} onValueChange={setOrigin}>
        <label htmlFor="origin" className="lbl">Origin</label>
        <Combobox.InputGroup className="cbox">
          <Combobox.Input id="origin" placeholder="Search origins" />
          <Combobox.Trigger aria-label="Show origins">▾</Combobox.Trigger>
        </Combobox.InputGroup>
        <Combobox.Portal>
          <Combobox.Positioner sideOffset={4}>
            <Combobox.Popup className="popup">
              <Combobox.Empty>No origin found.</Combobox.Empty>
              <Combobox.List>
                {item => <Combobox.Item key={item} value={item} className="item">{item}</Combobox.Item>}
              </Combobox.List>
            </Combobox.Popup>
          </Combobox.Positioner>
        </Combobox.Portal>
      </Combobox.Root>
    </div>
    <div className="field">
      <span className="lbl" id="roast-l">Roast</span>
      <RadioGroup value={roast} onValueChange={setRoast} aria-labelledby="roast-l" className="radios">
        {['light', 'medium', 'dark'].map(r => (
          <label key={r} className="radio"><Radio.Root value={r} className="dot"><Radio.Indicator className="in" /></Radio.Root>{r[0].toUpperCase() + r.slice(1)}</label>
        ))}
      </RadioGroup>
    </div>
    <div className="field">
      <Select.Root items={grinds} value={grind} onValueChange={setGrind}>
        <Select.Label className="lbl">Grind</Select.Label>
        <Select.Trigger className="trigger"><Select.Value /><Select.Icon> ▾</Select.Icon></Select.Trigger>
        <Select.Portal>
          <Select.Positioner sideOffset={4} alignItemWithTrigger={false}>
            <Select.Popup className="popup">
              <Select.List>
                {grinds.map(g => <Select.Item key={g.value} value={g.value} className="item"><Select.ItemText>{g.label}</Select.ItemText></Select.Item>)}
              </Select.List>
            </Select.Popup>
          </Select.Positioner>
        </Select.Portal>
      </Select.Root>
    </div>
    <div className="field">
      <NumberField.Root value={bags} onValueChange={v => setBags(v ?? 1)} min={1} max={5} id="bags">
        <label htmlFor="bags" className="lbl">Bags (250 g each)</label>
        <NumberField.Group className="num">
          <NumberField.Decrement aria-label="One bag fewer">−</NumberField.Decrement>
          <NumberField.Input id="bags" />
          <NumberField.Increment aria-label="One bag more">+</NumberField.Increment>
        </NumberField.Group>
      </NumberField.Root>
    </div>
    <div className="field">
      <label className="radio"><Checkbox.Root checked={decaf} onCheckedChange={setDecaf} className="box"><Checkbox.Indicator className="tick">✓</Checkbox.Indicator></Checkbox.Root>Decaffeinated (Swiss water process)</label>
    </div>
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className="primary">Start subscription</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Backdrop className="backdrop" />
        <Dialog.Popup className="dialog">
          <Dialog.Title>Start your subscription?</Dialog.Title>
          <Dialog.Description>The first bag ships on Monday. You can pause at any time.</Dialog.Description>
          <div className="actions"><Dialog.Close>Not now</Dialog.Close> <button className="primary" onClick={confirm}>Subscribe</button></div>
        </Dialog.Popup>
      </Dialog.Portal>
    </Dialog.Root>
    <p id="status">{status}</p>
  </>);
}

createRoot(document.getElementById('app')).render(<App />);
