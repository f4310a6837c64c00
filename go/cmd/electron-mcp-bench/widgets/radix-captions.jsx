// Subtitle style with Radix UI primitives: a ToggleGroup of type multiple
// (Bold, Italic, Underline: buttons pressed or not), a ToggleGroup of type
// single (the alignment: radio items, one checked), and a Slider whose
// thumb moves by the arrow keys, Home and End.
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import * as ToggleGroup from '@radix-ui/react-toggle-group';
import * as Slider from '@radix-ui/react-slider';

function App() {
  const [style, setStyle] = useState(['italic']);
  const [align, setAlign] = useState('center');
  const [size, setSize] = useState([18]);
  const [status, setStatus] = useState('Not saved');
  const css = {
    fontWeight: style.includes('bold') ? 'bold' : 'normal',
    fontStyle: style.includes('italic') ? 'italic' : 'normal',
    textDecoration: style.includes('underline') ? 'underline' : 'none',
    textAlign: align, fontSize: size[0] + 'px',
  };
  return (
    <main>
      <h1>Subtitle style</h1>
      <div className="preview"><p style={css}>The train leaves at seven, don't be late.</p></div>
      <h2 id="style-label">Text style</h2>
      <ToggleGroup.Root type="multiple" className="group" value={style} onValueChange={setStyle} aria-labelledby="style-label">
        <ToggleGroup.Item value="bold" className="item" aria-label="Bold"><b>B</b></ToggleGroup.Item>
        <ToggleGroup.Item value="italic" className="item" aria-label="Italic"><i>I</i></ToggleGroup.Item>
        <ToggleGroup.Item value="underline" className="item" aria-label="Underline"><u>U</u></ToggleGroup.Item>
      </ToggleGroup.Root>
      <h2 id="align-label">Alignment</h2>
      <ToggleGroup.Root type="single" className="group" value={align} onValueChange={v => v && setAlign(v)} aria-labelledby="align-label">
        <ToggleGroup.Item value="left" className="item" aria-label="Align left">⇤</ToggleGroup.Item>
        <ToggleGroup.Item value="center" className="item" aria-label="Align centre">↔</ToggleGroup.Item>
        <ToggleGroup.Item value="right" className="item" aria-label="Align right">⇥</ToggleGroup.Item>
      </ToggleGroup.Root>
      <h2>Text size: {size[0]} px</h2>
      <Slider.Root className="slider" value={size} onValueChange={setSize} min={12} max={32} step={2}>
        <Slider.Track className="track"><Slider.Range className="range" /></Slider.Track>
        <Slider.Thumb className="thumb" aria-label="Text size" />
      </Slider.Root>
      <p><button type="button" onClick={() => setStatus(`Saved: ${['bold', 'italic', 'underline'].filter(s => style.includes(s)).join(' ') || 'plain'}, ${align}, ${size[0]} px`)}>Save style</button></p>
      <p id="status">{status}</p>
    </main>
  );
}
createRoot(document.getElementById('root')).render(<App />);
