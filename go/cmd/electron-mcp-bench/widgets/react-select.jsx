// A ticket form with react-select: a searchable single select (its menu
// rendered into document.body through menuPortalTarget) and a multi select
// of labels, whose options are React-handled divs.
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import Select from 'react-select';

const teams = ['Billing', 'Design', 'Infrastructure', 'Mobile', 'Platform', 'Security', 'Support', 'Web']
  .map(t => ({ value: t.toLowerCase(), label: t }));
const labels = ['bug', 'feature', 'urgent', 'question', 'docs'].map(l => ({ value: l, label: l }));

function App() {
  const [team, setTeam] = useState(null);
  const [tags, setTags] = useState([]);
  const [status, setStatus] = useState('Draft');
  return (
    <form onSubmit={e => { e.preventDefault(); setStatus(`Filed for ${team ? team.value : '?'}: ${tags.map(t => t.value).join(',')}`); }}>
      <h1>New ticket</h1>
      <label htmlFor="team">Team</label>
      <Select inputId="team" options={teams} value={team} onChange={setTeam} menuPortalTarget={document.body}
        styles={{ menuPortal: base => ({ ...base, zIndex: 10 }) }} />
      <label htmlFor="labels">Labels</label>
      <Select inputId="labels" isMulti options={labels} value={tags} onChange={setTags} />
      <p><button type="submit">File ticket</button></p>
      <p id="status">{status}</p>
    </form>
  );
}
createRoot(document.getElementById('root')).render(<App />);
