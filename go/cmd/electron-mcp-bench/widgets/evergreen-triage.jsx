// Triaging an issue with Evergreen: a SelectMenu of several labels (a
// button opening a popover with a filter field over a list of options), a
// Combobox for the milestone, a TagInput of watchers (a tag added by typing
// and Enter, removed by its ×), and a Dialog confirming the change.
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { SelectMenu, Button, Combobox, TagInput, Dialog, Heading, Pane, Text } from 'evergreen-ui';

const labels = ['bug', 'documentation', 'duplicate', 'good first issue', 'help wanted', 'performance', 'security', 'wontfix'];
const milestones = ['v2.3', 'v2.4', 'v3.0', 'Backlog'];

function App() {
  const [picked, setPicked] = useState(['bug']);
  const [milestone, setMilestone] = useState('Backlog');
  const [watchers, setWatchers] = useState(['ana', 'ben']);
  const [open, setOpen] = useState(false);
  const [status, setStatus] = useState('Not triaged');
  return (
    <Pane maxWidth={560} margin={32}>
      <Heading is="h1" size={800} marginBottom={8}>Issue #2291: Export hangs on large files</Heading>
      <Text is="p">Label the issue, set its milestone and who watches it, then save the triage.</Text>
      <Pane marginY={16}>
        <Text is="div" fontWeight={600} marginBottom={4}>Labels: {picked.join(', ') || 'none'}</Text>
        <SelectMenu isMultiSelect title="Choose labels" filterPlaceholder="Filter labels" hasFilter
          options={labels.map(l => ({ label: l, value: l }))} selected={picked}
          onSelect={item => setPicked(p => [...p, item.value])}
          onDeselect={item => setPicked(p => p.filter(v => v !== item.value))}>
          <Button>Edit labels</Button>
        </SelectMenu>
      </Pane>
      <Pane marginY={16}>
        <Text is="label" htmlFor="milestone" display="block" fontWeight={600} marginBottom={4}>Milestone</Text>
        <Combobox id="milestone" items={milestones} selectedItem={milestone} onChange={m => setMilestone(m)} inputProps={{ 'aria-label': 'Milestone' }} />
      </Pane>
      <Pane marginY={16}>
        <Text is="label" htmlFor="watchers" display="block" fontWeight={600} marginBottom={4}>Watchers</Text>
        <TagInput inputProps={{ id: 'watchers', 'aria-label': 'Watchers', placeholder: 'Add a watcher' }} values={watchers} onChange={setWatchers} />
      </Pane>
      <Button appearance="primary" onClick={() => setOpen(true)}>Save triage</Button>
      <Dialog isShown={open} title="Save the triage?" confirmLabel="Save" cancelLabel="Cancel"
        onCloseComplete={() => setOpen(false)} onCancel={close => close()}
        onConfirm={close => { setStatus(`Triaged: labels ${[...picked].sort().join(', ')}; milestone ${milestone}; watchers ${watchers.join(', ')}`); close(); }}>
        Everyone watching the issue gets an email.
      </Dialog>
      <p id="status">{status}</p>
    </Pane>
  );
}

createRoot(document.getElementById('root')).render(<App />);
