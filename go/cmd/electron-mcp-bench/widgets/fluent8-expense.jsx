// An expense claim with Fluent UI React v8 (@fluentui/react, its styles
// from JavaScript; no icon font, which it would fetch from a CDN): a
// ComboBox completing as one types, a DatePicker whose calendar starts on
// the claim's month, a SpinButton, a multi-select Dropdown, a ChoiceGroup,
// a Toggle and a Dialog confirming; bundled with React 18.
import React, { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { ComboBox, DatePicker, DayOfWeek, SpinButton, Dropdown, ChoiceGroup, Toggle, Dialog, DialogFooter, DialogType, PrimaryButton, DefaultButton, TextField, Stack } from '@fluentui/react';

const categories = ['Accommodation', 'Car hire', 'Conference fees', 'Meals', 'Mileage', 'Public transport', 'Taxi'].map(t => ({ key: t, text: t }));
const projects = ['Atlas', 'Beacon', 'Cobalt', 'Delta'].map(t => ({ key: t, text: t }));
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

function App() {
  const [category, setCategory] = useState(undefined);
  const [date, setDate] = useState(undefined);
  const [nights, setNights] = useState('1');
  const [charged, setCharged] = useState([]);
  const [paid, setPaid] = useState('card');
  const [receipt, setReceipt] = useState(false);
  const [amount, setAmount] = useState('412.50');
  const [open, setOpen] = useState(false);
  const [status, setStatus] = useState('Not submitted');
  function submit() {
    const d = date ? `${date.getDate()} ${months[date.getMonth()]} ${date.getFullYear()}` : 'no date';
    setStatus(`Claimed €${amount || '0'} for ${category || 'nothing'} on ${d}, ${nights} nights, charged to ${charged.join(' and ') || 'no project'}, paid by ${paid}${receipt ? ', receipt attached' : ''}`);
    setOpen(false);
  }
  return (<Stack tokens={{ childrenGap: 14 }} style={{ maxWidth: 420 }}>
    <h1>New expense claim</h1>
    <p>Trip to the Hamburg office, March 2027. The amount is read from the scanned receipt.</p>
    <ComboBox label="Category" placeholder="Type or choose a category" options={categories} autoComplete="on" allowFreeform={false}
      selectedKey={category} onChange={(e, o) => o && setCategory(o.key)} />
    <DatePicker label="Date on the receipt" placeholder="Choose a date" firstDayOfWeek={DayOfWeek.Monday} value={date} onSelectDate={d => setDate(d || undefined)}
      initialPickerDate={new Date(2027, 2, 1)} minDate={new Date(2027, 2, 1)} maxDate={new Date(2027, 2, 31)} />
    <SpinButton label="Nights" min={0} max={14} step={1} value={nights} onChange={(e, v) => v !== undefined && setNights(v)}
      incrementButtonAriaLabel="One night more" decrementButtonAriaLabel="One night fewer" />
    <TextField label="Amount (€)" value={amount} onChange={(e, v) => setAmount(v)} />
    <Dropdown label="Charge to projects" placeholder="Choose projects" multiSelect options={projects} selectedKeys={charged}
      onChange={(e, o) => o && setCharged(o.selected ? [...charged, o.key] : charged.filter(k => k !== o.key))} />
    <ChoiceGroup label="Paid with" selectedKey={paid} onChange={(e, o) => setPaid(o.key)}
      options={[{ key: 'card', text: 'Company card' }, { key: 'own money', text: 'My own money' }, { key: 'invoice', text: 'Invoice to the company' }]} />
    <Toggle label="Receipt attached" onText="Yes" offText="No" checked={receipt} onChange={(e, v) => setReceipt(v)} />
    <PrimaryButton text="Submit claim" onClick={() => setOpen(true)} />
    <Dialog hidden={!open} onDismiss={() => setOpen(false)} dialogContentProps={{ type: DialogType.normal, title: 'Submit this claim?', subText: 'Your manager will be asked to approve it.' }}>
      <DialogFooter>
        <PrimaryButton onClick={submit} text="Send for approval" />
        <DefaultButton onClick={() => setOpen(false)} text="Keep editing" />
      </DialogFooter>
    </Dialog>
    <p id="status">{status}</p>
  </Stack>);
}

createRoot(document.getElementById('app')).render(<App />);
