// Server alerts with Blueprint: Tabs of one panel per resource, each with
// a NumericInput (its − and + buttons, typing, clamped to 50–99) and a
// Switch, and a Dialog asking before the rules are applied to the fleet.
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { Tabs, Tab, NumericInput, Switch, Dialog, DialogBody, DialogFooter, Button, FormGroup } from '@blueprintjs/core';

const resources = [
  { id: 'cpu', label: 'CPU' },
  { id: 'memory', label: 'Memory' },
  { id: 'disk', label: 'Disk' },
];

function Panel({ r, rule, set }) {
  return (
    <div>
      <FormGroup label={`${r.label} threshold (%)`} labelFor={r.id + '-threshold'}>
        <NumericInput id={r.id + '-threshold'} min={50} max={99} value={rule.threshold} clampValueOnBlur
          onValueChange={v => set({ ...rule, threshold: v })} />
      </FormGroup>
      <Switch label="Page the on-call engineer" checked={rule.page} onChange={e => set({ ...rule, page: e.target.checked })} />
    </div>
  );
}

function App() {
  const [rules, setRules] = useState({ cpu: { threshold: 90, page: true }, memory: { threshold: 80, page: false }, disk: { threshold: 95, page: false } });
  const [tab, setTab] = useState('cpu');
  const [asking, setAsking] = useState(false);
  const [status, setStatus] = useState('Not applied');
  const apply = () => {
    setAsking(false);
    setStatus('Applied to 12 servers: ' + resources.map(r => `${r.label} ${rules[r.id].threshold}%${rules[r.id].page ? ' (pages)' : ''}`).join(', '));
  };
  return (
    <main>
      <h1>Server alerts</h1>
      <p>Alert when a server stays above a threshold for five minutes.</p>
      <Tabs id="resources" selectedTabId={tab} onChange={setTab}>
        {resources.map(r => <Tab key={r.id} id={r.id} title={r.label} panel={<Panel r={r} rule={rules[r.id]} set={v => setRules(rs => ({ ...rs, [r.id]: v }))} />} />)}
      </Tabs>
      <p><Button intent="primary" onClick={() => setAsking(true)}>Apply to all servers</Button></p>
      <Dialog isOpen={asking} title="Apply the alert rules?" onClose={() => setAsking(false)}>
        <DialogBody><p>The rules replace those of the 12 servers of the web fleet.</p></DialogBody>
        <DialogFooter actions={<>
          <Button onClick={() => setAsking(false)}>Cancel</Button>
          <Button intent="primary" onClick={apply}>Apply</Button>
        </>} />
      </Dialog>
      <p id="status">{status}</p>
    </main>
  );
}
createRoot(document.getElementById('root')).render(<App />);
