// A new label with React Aria Components: a TextField and a
// ColorSwatchPicker (a listbox of ColorSwatchPickerItems laid out as a
// grid, each a ColorSwatch named by its colorName, the name drawn under
// it), then a Button.
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { Button, ColorSwatch, ColorSwatchPicker, ColorSwatchPickerItem, Input, Label, TextField, parseColor } from 'react-aria-components';

const swatches = [
  ['Red', '#DC2626'], ['Orange', '#EA580C'], ['Yellow', '#CA8A04'], ['Green', '#16A34A'],
  ['Teal', '#0D9488'], ['Blue', '#2563EB'], ['Purple', '#9333EA'], ['Grey', '#4B5563'],
];
const names = Object.fromEntries(swatches.map(([n, c]) => [c, n]));

function App() {
  const [name, setName] = useState('');
  const [color, setColor] = useState(parseColor('#DC2626'));
  const [status, setStatus] = useState('No label created');
  const hex = color.toString('hex').toUpperCase();
  return (
    <main style={{ padding: '2em', maxWidth: '30em' }}>
      <h1>New label</h1>
      <TextField value={name} onChange={setName} style={{ display: 'flex', flexDirection: 'column', gap: 4, marginBottom: 16 }}>
        <Label>Label name</Label>
        <Input />
      </TextField>
      <p id="colour-label" style={{ margin: '0 0 4px' }}>Colour</p>
      <ColorSwatchPicker aria-labelledby="colour-label" value={color} onChange={setColor} className="swatches">
        {swatches.map(([n, c]) => (
          <ColorSwatchPickerItem key={c} color={c} className="swatch">
            <ColorSwatch colorName={n} style={({ color }) => ({ background: color.toString('css'), width: 32, height: 32, borderRadius: 6 })} />
            <span aria-hidden="true" className="swatch-name">{n}</span>
          </ColorSwatchPickerItem>
        ))}
      </ColorSwatchPicker>
      <p>Chosen: <span style={{ fontWeight: 'bold' }}>{names[hex] || hex}</span></p>
      <Button onPress={() => setStatus(name.trim()
        ? `Created label ${name.trim()} in ${names[hex] || hex} (${hex})`
        : 'Give the label a name')}>Create label</Button>
      <p id="status">{status}</p>
    </main>
  );
}
createRoot(document.getElementById('root')).render(<App />);
