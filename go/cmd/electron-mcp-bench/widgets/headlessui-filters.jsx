// A shop's filter bar with Headless UI: a PopoverGroup of Popovers, each
// panel (anchored under its button) a list of Checkboxes with their
// Labels and a CloseButton that applies them.
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { PopoverGroup, Popover, PopoverButton, PopoverPanel, CloseButton, Checkbox, Field, Label } from '@headlessui/react';

const shoes = [
  { name: 'Acme Sprint', brand: 'Acme', sizes: [40, 41, 42, 43] },
  { name: 'Acme Cloud 2', brand: 'Acme', sizes: [42, 44] },
  { name: 'Nordic Tempo 3', brand: 'Nordic', sizes: [41, 42, 43] },
  { name: 'Nordic Fjell', brand: 'Nordic', sizes: [39, 40, 44] },
  { name: 'Trailhead Ridge', brand: 'Trailhead', sizes: [42, 43, 45] },
  { name: 'Trailhead Mesa', brand: 'Trailhead', sizes: [40, 41] },
  { name: 'Volta Pace', brand: 'Volta', sizes: [42] },
  { name: 'Volta Street', brand: 'Volta', sizes: [38, 39, 40] },
];
const brands = ['Acme', 'Nordic', 'Trailhead', 'Volta'];
const sizes = [39, 40, 41, 42, 43, 44, 45];

function Filter({ title, options, applied, onApply }) {
  return (
    <Popover>
      <PopoverButton>{title}{applied.length ? ` (${applied.length})` : ''}</PopoverButton>
      <PopoverPanel anchor="bottom start" className="panel">
        <Choices options={options} applied={applied} onApply={onApply} />
      </PopoverPanel>
    </Popover>
  );
}

function Choices({ options, applied, onApply }) {
  const [chosen, setChosen] = useState(applied);
  return (
    <>
      {options.map(o => (
        <Field key={o} className="check">
          <Checkbox className="box" checked={chosen.includes(o)} onChange={on => setChosen(c => on ? [...c, o] : c.filter(x => x !== o))} />
          <Label>{String(o)}</Label>
        </Field>
      ))}
      <CloseButton onClick={() => onApply(chosen)}>Apply</CloseButton>
    </>
  );
}

function App() {
  const [brand, setBrand] = useState([]);
  const [size, setSize] = useState([]);
  const shown = shoes.filter(s => (!brand.length || brand.includes(s.brand)) && (!size.length || s.sizes.some(z => size.includes(z))));
  const status = brand.length || size.length
    ? `Showing ${shown.length} of ${shoes.length}: ${shown.map(s => s.name).join(', ')}`
    : 'No filters';
  return (
    <div>
      <h1>Running shoes</h1>
      <PopoverGroup className="filters">
        <Filter title="Brand" options={brands} applied={brand} onApply={setBrand} />
        <Filter title="Size (EU)" options={sizes} applied={size} onApply={setSize} />
      </PopoverGroup>
      <div className="grid">{shown.map(s => <div key={s.name}><b>{s.name}</b><br />Sizes {s.sizes.join(', ')}</div>)}</div>
      <p id="status">{status}</p>
    </div>
  );
}

createRoot(document.getElementById('root')).render(<App />);
