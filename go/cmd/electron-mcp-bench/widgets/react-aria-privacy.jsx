// Privacy settings with React Aria Components: a DisclosureGroup (one
// section open at a time), each Disclosure's Heading holding its trigger
// Button; a ToggleButtonGroup with single selection (who sees the
// profile) and a CheckboxGroup (what is shared).
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { DisclosureGroup, Disclosure, DisclosurePanel, Heading, Button, ToggleButtonGroup, ToggleButton, CheckboxGroup, Checkbox, Label, Text } from 'react-aria-components';

function Section({ id, title, children }) {
  return (
    <Disclosure id={id} className="disclosure">
      <Heading level={3}><Button slot="trigger" className="trigger">{title}<span className="chev" aria-hidden="true" /></Button></Heading>
      <DisclosurePanel className="panel">{children}</DisclosurePanel>
    </Disclosure>
  );
}

function Check({ value, children }) {
  return <Checkbox value={value} className="check">{({ isSelected }) => <><span className="box" aria-hidden>{isSelected ? '✓' : ''}</span>{children}</>}</Checkbox>;
}

const who = { everyone: 'everyone', contacts: 'contacts', me: 'only me' };
const labels = { usage: 'usage data with partners', location: 'location with the weather widget', crash: 'crash reports' };

function App() {
  const [visible, setVisible] = useState(new Set(['everyone']));
  const [shared, setShared] = useState(['usage', 'crash']);
  const [status, setStatus] = useState('Not saved');
  const save = () => {
    const v = [...visible][0];
    setStatus(`Saved: profile seen by ${who[v]}; sharing ${shared.length ? Object.keys(labels).filter(k => shared.includes(k)).map(k => labels[k]).join(', ') : 'nothing'}`);
  };
  return (
    <main>
      <h1>Privacy</h1>
      <DisclosureGroup>
        <Section id="profile" title="Profile visibility">
          <Text>Who can see your profile and activity.</Text>
          <ToggleButtonGroup aria-label="Who can see your profile" selectionMode="single" disallowEmptySelection selectedKeys={visible} onSelectionChange={setVisible} className="toggles">
            <ToggleButton id="everyone" className="toggle">Everyone</ToggleButton>
            <ToggleButton id="contacts" className="toggle">Contacts</ToggleButton>
            <ToggleButton id="me" className="toggle">Only me</ToggleButton>
          </ToggleButtonGroup>
        </Section>
        <Section id="sharing" title="Data sharing">
          <CheckboxGroup value={shared} onChange={setShared} className="checks">
            <Label>Share</Label>
            <Check value="usage">Usage data with partners</Check>
            <Check value="location">My location with the weather widget</Check>
            <Check value="crash">Crash reports</Check>
          </CheckboxGroup>
        </Section>
        <Section id="history" title="Search history">
          <Text>Your searches are kept for 90 days.</Text>
        </Section>
      </DisclosureGroup>
      <Button className="save" onPress={save}>Save privacy settings</Button>
      <p id="status">{status}</p>
    </main>
  );
}

createRoot(document.getElementById('root')).render(<App />);
