// Filing an issue with Primer React (GitHub's components, their CSS
// modules bundled beside the script, Primer's light theme tokens): an
// ActionMenu of single-select items, a SelectPanel of labels filtered as
// one types, a SegmentedControl, a Checkbox and a Dialog confirming;
// bundled with React 18.
import '@primer/primitives/dist/css/primitives.css';
import '@primer/primitives/dist/css/functional/themes/light.css';
import React, { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { ThemeProvider, BaseStyles, ActionMenu, ActionList, SelectPanel, SegmentedControl, FormControl, TextInput, Checkbox, Button, Dialog } from '@primer/react';

const areas = ['Accounts', 'Billing', 'Notifications', 'Search', 'Sync'];
const labels = ['bug', 'documentation', 'good first issue', 'performance', 'regression', 'security', 'ui'].map((text, id) => ({ text, id }));

function App() {
  const [title, setTitle] = useState('');
  const [area, setArea] = useState('');
  const [picked, setPicked] = useState([]);
  const [filter, setFilter] = useState('');
  const [openLabels, setOpenLabels] = useState(false);
  const [severity, setSeverity] = useState(1);
  const [repro, setRepro] = useState(false);
  const [open, setOpen] = useState(false);
  const [status, setStatus] = useState('Not filed');
  const severities = ['Low', 'Medium', 'High', 'Critical'];
  function file() {
    setStatus(`Filed “${title || 'untitled'}” in ${area || 'no area'}, labels ${picked.map(l => l.text).join(', ') || 'none'}, ${severities[severity].toLowerCase()} severity${repro ? ', reproducible' : ''}`);
    setOpen(false);
  }
  return (<ThemeProvider><BaseStyles>
    <h1>New issue</h1>
    <p>Tidewater mobile app. Search the open issues first; duplicates are closed.</p>
    <div className="field"><FormControl><FormControl.Label>Title</FormControl.Label>
      <TextInput value={title} onChange={e => setTitle(e.target.value)} block /></FormControl></div>
    <div className="field"><span className="lbl">Area</span>
      <ActionMenu>
        <ActionMenu.Button>{area ? `Area: ${area}` : 'Choose an area'}</ActionMenu.Button>
        <ActionMenu.Overlay width="small">
          <ActionList selectionVariant="single">
            {areas.map(a => <ActionList.Item key={a} selected={a === area} onSelect={() => setArea(a)}>{a}</ActionList.Item>)}
          </ActionList>
        </ActionMenu.Overlay>
      </ActionMenu></div>
    <div className="field"><span className="lbl">Labels</span>
      <SelectPanel title="Apply labels" placeholder="Filter labels"
        renderAnchor={({ children, ...props }) => <Button {...props}>{picked.length ? `Labels: ${picked.map(l => l.text).join(', ')}` : 'Choose labels'}</Button>}
        open={openLabels} onOpenChange={setOpenLabels}
        items={labels.filter(l => l.text.includes(filter.toLowerCase()))} selected={picked} onSelectedChange={setPicked} onFilterChange={setFilter} />
    </div>
    <div className="field"><span className="lbl" id="sev">Severity</span>
      <SegmentedControl aria-labelledby="sev" onChange={setSeverity}>
        {severities.map((s, i) => <SegmentedControl.Button key={s} selected={i === severity}>{s}</SegmentedControl.Button>)}
      </SegmentedControl></div>
    <div className="field"><FormControl><Checkbox checked={repro} onChange={e => setRepro(e.target.checked)} />
      <FormControl.Label>I can reproduce it every time</FormControl.Label></FormControl></div>
    <Button variant="primary" onClick={() => setOpen(true)}>Submit new issue</Button>
    {open && <Dialog title="File this issue?" onClose={() => setOpen(false)}
      footerButtons={[{ content: 'Go back', onClick: () => setOpen(false) }, { content: 'File issue', buttonType: 'primary', onClick: file }]}>
      The maintainers are told at once.
    </Dialog>}
    <p id="status">{status}</p>
  </BaseStyles></ThemeProvider>);
}

createRoot(document.getElementById('app')).render(<App />);
