// A support ticket with Semi Design (@douyinfe/semi-ui, ByteDance's React
// kit, its prebuilt CSS): a filterable Select of assignees, a TreeSelect
// of product areas, a DatePicker, a Select of priorities,
// a Switch and a Modal confirming; British English
// locale; bundled with React 18.
import React, { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { Select, TreeSelect, DatePicker, Switch, Button, Modal, Typography, LocaleProvider } from '@douyinfe/semi-ui';
import en_GB from '@douyinfe/semi-ui/lib/es/locale/source/en_GB';

const areas = [
  { label: 'Billing', value: 'Billing', key: 'b', children: [{ label: 'Invoices', value: 'Billing / Invoices', key: 'b1' }, { label: 'Refunds', value: 'Billing / Refunds', key: 'b2' }] },
  { label: 'Mobile app', value: 'Mobile app', key: 'm', children: [{ label: 'Login', value: 'Mobile app / Login', key: 'm1' }, { label: 'Notifications', value: 'Mobile app / Notifications', key: 'm2' }, { label: 'Offline sync', value: 'Mobile app / Offline sync', key: 'm3' }] },
  { label: 'Web dashboard', value: 'Web dashboard', key: 'w', children: [{ label: 'Reports', value: 'Web dashboard / Reports', key: 'w1' }, { label: 'Exports', value: 'Web dashboard / Exports', key: 'w2' }] },
];
const people = ['Anja Kowalski', 'Bilal Chaudhry', 'Camille Dubois', 'Diego Fernández', 'Eun-ji Park'];

function App() {
  const [assignee, setAssignee] = useState(undefined);
  const [area, setArea] = useState(undefined);
  const [due, setDue] = useState(null);
  const [priority, setPriority] = useState('Normal');
  const [notify, setNotify] = useState(false);
  const [open, setOpen] = useState(false);
  const [status, setStatus] = useState('No ticket');
  function file() {
    setStatus(`Filed: ${area || 'no area'}, ${priority.toLowerCase()} priority, assigned to ${assignee || 'nobody'}; due ${due ? due.toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' }) : 'whenever'}${notify ? '; customer told' : ''}`);
    setOpen(false);
  }
  return (<LocaleProvider locale={en_GB}>
    <Typography.Title heading={2}>New support ticket</Typography.Title>
    <p>A customer reports that push notifications stopped after the last update.</p>
    <div className="field"><label className="lbl" htmlFor="area">Product area</label>
      <TreeSelect id="area" style={{ width: 320 }} treeData={areas} expandAll value={area} onChange={setArea} placeholder="Choose an area" aria-label="Product area" /></div>
    <div className="field"><label className="lbl" htmlFor="assignee">Assignee</label>
      <Select id="assignee" style={{ width: 320 }} filter value={assignee} onChange={setAssignee} placeholder="Choose a person" aria-label="Assignee"
        optionList={people.map(p => ({ label: p, value: p }))} /></div>
    <div className="field"><label className="lbl" htmlFor="due">Due date</label>
      <DatePicker id="due" style={{ width: 320 }} value={due} onChange={d => setDue(d)} placeholder="Choose a day" aria-label="Due date"
        defaultPickerValue={new Date(2027, 3, 1)} disabledDate={d => d < new Date(2027, 3, 1)} /></div>
    <div className="field"><span className="lbl">Priority</span>
      <Select style={{ width: 320 }} value={priority} onChange={setPriority} aria-label="Priority" optionList={['Low', 'Normal', 'High', 'Urgent'].map(p => ({ label: p, value: p }))} /></div>
    <div className="field"><Switch checked={notify} onChange={setNotify} aria-label="Tell the customer it is being looked at" /> Tell the customer it is being looked at</div>
    <Button theme="solid" onClick={() => setOpen(true)}>File ticket</Button>
    <Modal title="File this ticket?" visible={open} onOk={file} onCancel={() => setOpen(false)} okText="File it" cancelText="Keep editing">
      The assignee is notified at once.
    </Modal>
    <p id="status">{status}</p>
  </LocaleProvider>);
}

createRoot(document.getElementById('app')).render(<App />);
