// Account billing with Headless UI: Tabs, a RadioGroup of plans (Radio
// elements, not inputs), a Switch with its Label, and a Disclosure whose
// panel holds a field.
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { TabGroup, TabList, Tab, TabPanels, TabPanel, RadioGroup, Radio, Field, Label, Description,
  Switch, Disclosure, DisclosureButton, DisclosurePanel, Input } from '@headlessui/react';

const plans = [['monthly', 'Monthly', '12 € a month'], ['annual', 'Annual', '120 € a year'], ['lifetime', 'Lifetime', '400 € once']];

function App() {
  const [plan, setPlan] = useState('monthly');
  const [renew, setRenew] = useState(false);
  const [vat, setVat] = useState('');
  const [status, setStatus] = useState('Not saved');
  return (
    <main>
      <h1>Account</h1>
      <TabGroup>
        <TabList className="tabs"><Tab className="tab">Profile</Tab><Tab className="tab">Billing</Tab></TabList>
        <TabPanels>
          <TabPanel><p>Ada Lovelace, ada@example.com</p></TabPanel>
          <TabPanel>
            <RadioGroup value={plan} onChange={setPlan} aria-label="Plan" className="plans">
              {plans.map(([value, name, price]) => (
                <Field key={value}>
                  <Radio value={value} className="plan"><Label>{name}</Label><Description>{price}</Description></Radio>
                </Field>
              ))}
            </RadioGroup>
            <Field style={{ display: 'flex', gap: '.5em', alignItems: 'center' }}>
              <Switch checked={renew} onChange={setRenew} className="switch"><span className="knob" /></Switch>
              <Label>Renew automatically</Label>
            </Field>
            <Disclosure>
              <DisclosureButton className="disclosure">Invoice details</DisclosureButton>
              <DisclosurePanel>
                <Field><Label style={{ display: 'block', margin: '.5em 0 .2em' }}>VAT number</Label><Input value={vat} onChange={e => setVat(e.target.value)} /></Field>
              </DisclosurePanel>
            </Disclosure>
            <button className="save" onClick={() => setStatus(`Saved: ${plan}, renew ${renew ? 'on' : 'off'}, VAT ${vat || 'none'}`)}>Save billing</button>
          </TabPanel>
        </TabPanels>
      </TabGroup>
      <p id="status">{status}</p>
    </main>
  );
}
createRoot(document.getElementById('root')).render(<App />);
