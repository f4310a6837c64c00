// Renting a bike with Kobalte (Solid's accessible primitives, unstyled, the
// page's own CSS), written with Solid's hyperscript (solid-js/h: no JSX
// compiler needed): a Select in a portal, a RadioGroup, a Slider moved by
// its arrow keys, a Switch and a ToggleGroup; bundled with Solid 1.
import { createSignal } from 'solid-js';
import { render } from 'solid-js/web';
import h from 'solid-js/h';
import { Select } from '@kobalte/core/select';
import { RadioGroup } from '@kobalte/core/radio-group';
import { Slider } from '@kobalte/core/slider';
import { Switch } from '@kobalte/core/switch';
import { ToggleGroup } from '@kobalte/core/toggle-group';

const bikes = ['City bike', 'E-bike', 'Gravel bike', 'Tandem'];
const sizes = ['S', 'M', 'L', 'XL'];

function App() {
  const [bike, setBike] = createSignal(bikes[0]);
  const [size, setSize] = createSignal('M');
  const [hours, setHours] = createSignal([2]);
  const [lock, setLock] = createSignal(false);
  const [extras, setExtras] = createSignal([]);
  const [status, setStatus] = createSignal('Not rented');
  const rent = () => {
    setStatus(`Rented: ${bike()}, size ${size()}, ${hours()[0]} hours${lock() ? ', with a lock' : ''}${extras().length ? ', extras ' + extras().join(' and ') : ''}`);
  };
  return [
    h('h1', 'Rent a bike'),
    h('p', 'Bike Hub at Cais do Sodré. Pay when you collect it.'),
    h('div', { class: 'field' },
      h(Select, {
        options: bikes, value: bike, onChange: v => v && setBike(v), placeholder: 'Choose a bike',
        itemComponent: p => h(Select.Item, { item: p.item, class: 'item' }, h(Select.ItemLabel, () => p.item.rawValue)),
      },
        h(Select.Label, { class: 'lbl' }, 'Bike'),
        h(Select.Trigger, { class: 'trigger' }, h(Select.Value, {}, s => s.selectedOption()), h(Select.Icon, ' ▾')),
        h(Select.Portal, h(Select.Content, { class: 'menu' }, h(Select.Listbox))))),
    h('div', { class: 'field' },
      h(RadioGroup, { value: size, onChange: setSize, class: 'radios' },
        h(RadioGroup.Label, { class: 'lbl' }, 'Frame size'),
        ...sizes.map(s => h(RadioGroup.Item, { value: s, class: 'radio' },
          h(RadioGroup.ItemInput), h(RadioGroup.ItemControl, { class: 'dot' }, h(RadioGroup.ItemIndicator, { class: 'in' })), h(RadioGroup.ItemLabel, s))))),
    h('div', { class: 'field' },
      h(Slider, { value: hours, onChange: setHours, minValue: 1, maxValue: 8, step: 1, class: 'slider', getValueLabel: p => `${p.values[0]} hours` },
        h('div', { class: 'row' }, h(Slider.Label, { class: 'lbl' }, 'Hours'), h(Slider.ValueLabel)),
        h(Slider.Track, { class: 'track' }, h(Slider.Fill, { class: 'fill' }), h(Slider.Thumb, { class: 'thumb' }, h(Slider.Input))))),
    h('div', { class: 'field' },
      h(Switch, { checked: lock, onChange: setLock, class: 'switch' },
        h(Switch.Input), h(Switch.Control, { class: 'control' }, h(Switch.Thumb, { class: 'knob' })), h(Switch.Label, 'Add a D-lock (€2)'))),
    h('div', { class: 'field' }, h('span', { class: 'lbl', id: 'extras-l' }, 'Extras'),
      h(ToggleGroup, { multiple: true, value: extras, onChange: setExtras, class: 'toggles', 'aria-labelledby': 'extras-l' },
        ...['Child seat', 'Pannier bags', 'Phone mount'].map(x => h(ToggleGroup.Item, { value: x, class: 'toggle' }, x)))),
    h('button', { class: 'primary', onClick: rent }, 'Rent this bike'),
    h('p', { id: 'status' }, status),
  ];
}

render(App, document.getElementById('app'));
