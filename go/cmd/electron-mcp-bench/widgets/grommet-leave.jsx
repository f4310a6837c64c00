// Asking for leave with Grommet: a Calendar in range mode (a click on the
// first day, then on the last; previous and next month buttons), a Select
// (a button opening a drop of options), a RadioButtonGroup, a TextArea,
// and a Layer confirming the request.
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { Grommet, Box, Heading, Paragraph, Calendar, Select, RadioButtonGroup, Button, Layer, FormField, TextArea, Text } from 'grommet';

const fmt = d => { const x = new Date(d); return `${x.getDate()} ${['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'][x.getMonth()]}`; };

function App() {
  const [range, setRange] = useState(null);
  const [kind, setKind] = useState('Annual leave');
  const [cover, setCover] = useState('Nobody');
  const [note, setNote] = useState('');
  const [confirm, setConfirm] = useState(false);
  const [status, setStatus] = useState('No request sent');
  const send = () => {
    setConfirm(false);
    const [from, to] = range ? range[0] : [];
    setStatus(from && to ? `Requested ${kind.toLowerCase()} ${fmt(from)} – ${fmt(to)}, covered by ${cover}${note ? `, note: ${note}` : ''}` : 'Pick the first and last day first');
  };
  return (
    <Grommet plain>
      <Box pad="medium" width="large">
        <Heading level={1} size="small">Ask for time off</Heading>
        <Paragraph>Pick the first and the last day away, then who covers for you.</Paragraph>
        <Calendar range="array" size="medium" reference="2027-07-01T00:00:00" bounds={['2027-07-01', '2027-12-31']}
          date={range || undefined} onSelect={v => setRange(v)} firstDayOfWeek={1} />
        <FormField label="Kind of leave" htmlFor="kind__input" margin={{ top: 'medium' }}>
          <Select id="kind" a11yTitle="Kind of leave" options={['Annual leave', 'Parental leave', 'Study leave', 'Unpaid leave']} value={kind} onChange={({ option }) => setKind(option)} />
        </FormField>
        <Text weight="bold" id="cover-label">Who covers for you</Text>
        <RadioButtonGroup name="cover" aria-labelledby="cover-label" options={['Nobody', 'Ines', 'Kofi', 'Lena']} value={cover} onChange={e => setCover(e.target.value)} />
        <FormField label="Note for your manager" htmlFor="note">
          <TextArea id="note" value={note} onChange={e => setNote(e.target.value)} />
        </FormField>
        <Box direction="row" margin={{ top: 'medium' }}><Button primary label="Send request" onClick={() => setConfirm(true)} /></Box>
        {confirm && (
          <Layer onEsc={() => setConfirm(false)} onClickOutside={() => setConfirm(false)} aria-label="Confirm the request">
            <Box pad="medium" gap="small">
              <Heading level={2} size="small">Send this request to Marta?</Heading>
              <Box direction="row" gap="small"><Button label="Back" onClick={() => setConfirm(false)} /><Button primary label="Send to Marta" onClick={send} /></Box>
            </Box>
          </Layer>
        )}
        <p id="status">{status}</p>
      </Box>
    </Grommet>
  );
}

createRoot(document.getElementById('root')).render(<App />);
