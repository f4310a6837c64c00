// Booking a meeting room with Fluent UI React v9: a Dropdown of rooms (a
// button-like combobox opening a listbox), a Combobox of several attendees
// filtered as one types, a Menu of radio items for the repetition, a
// Switch, and a Dialog confirming. FluentProvider with the web light
// theme (Griffel's styles); bundled with React 18.
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import {
  FluentProvider, webLightTheme, Field, Dropdown, Combobox, Option, Menu, MenuTrigger, MenuPopover, MenuList, MenuItemRadio,
  MenuButton, Switch, Button, Dialog, DialogSurface, DialogBody, DialogTitle, DialogContent, DialogActions, DialogTrigger, Title2, Body1,
} from '@fluentui/react-components';

const rooms = ['Aurora (4 seats)', 'Boreal (8 seats)', 'Cirrus (12 seats)', 'Delta (20 seats)'];
const people = ['Amara Nwosu', 'Bruno Costa', 'Chloé Martin', 'Diego Ramírez', 'Elif Kaya', 'Farah Haddad', 'Gustav Lind'];
const repeats = ['Does not repeat', 'Daily', 'Weekly', 'Every two weeks', 'Monthly'];

function App() {
  const [room, setRoom] = useState('Aurora (4 seats)');
  const [attendees, setAttendees] = useState(['Bruno Costa']);
  const [query, setQuery] = useState('');
  const [listOpen, setListOpen] = useState(false);
  const [repeat, setRepeat] = useState({ repeat: ['Does not repeat'] });
  const [screen, setScreen] = useState(false);
  const [open, setOpen] = useState(false);
  const [status, setStatus] = useState('Not booked');
  const shown = people.filter(p => p.toLowerCase().includes(query.toLowerCase()));
  const book = () => {
    setStatus(`Booked ${room}, ${repeat.repeat[0].toLowerCase()}, with ${attendees.join(', ')}` + (screen ? '; screen sharing set up' : ''));
    setOpen(false);
  };
  return (
    <FluentProvider theme={webLightTheme} style={{ padding: 24, maxWidth: 520, display: 'flex', flexDirection: 'column', gap: 16, minHeight: '100vh' }}>
      <Title2 as="h1">Sprint review</Title2>
      <Body1 as="p">Thursday 11 March 2027, 15:00–16:00. Choose the room and who comes.</Body1>
      <Field label="Room">
        <Dropdown value={room} selectedOptions={[room]} onOptionSelect={(e, d) => setRoom(d.optionValue)}>
          {rooms.map(r => <Option key={r} value={r}>{r}</Option>)}
        </Dropdown>
      </Field>
      <Field label="Attendees" hint={`Invited: ${attendees.join(', ')}`}>
        <Combobox multiselect freeform placeholder="Type a name" value={query} selectedOptions={attendees}
          open={listOpen} onOpenChange={(e, d) => setListOpen(d.open)}
          onChange={e => { setQuery(e.target.value); setListOpen(true); }}
          onOptionSelect={(e, d) => { setAttendees(d.selectedOptions); setQuery(''); }}>
          {shown.map(p => <Option key={p} value={p}>{p}</Option>)}
        </Combobox>
      </Field>
      <div>
        <Menu checkedValues={repeat} onCheckedValueChange={(e, d) => setRepeat({ [d.name]: d.checkedItems })}>
          <MenuTrigger disableButtonEnhancement><MenuButton>Repeat: {repeat.repeat[0]}</MenuButton></MenuTrigger>
          <MenuPopover><MenuList>
            {repeats.map(r => <MenuItemRadio key={r} name="repeat" value={r}>{r}</MenuItemRadio>)}
          </MenuList></MenuPopover>
        </Menu>
      </div>
      <Switch label="Set up screen sharing" checked={screen} onChange={(e, d) => setScreen(d.checked)} />
      <div>
        <Dialog open={open} onOpenChange={(e, d) => setOpen(d.open)}>
          <DialogTrigger disableButtonEnhancement><Button appearance="primary">Book room</Button></DialogTrigger>
          <DialogSurface><DialogBody>
            <DialogTitle>Book this room?</DialogTitle>
            <DialogContent>Everyone invited gets the invitation by email.</DialogContent>
            <DialogActions>
              <DialogTrigger disableButtonEnhancement><Button appearance="secondary">Cancel</Button></DialogTrigger>
              <Button appearance="primary" onClick={book}>Send invitations</Button>
            </DialogActions>
          </DialogBody></DialogSurface>
        </Dialog>
      </div>
      <p id="status">{status}</p>
    </FluentProvider>
  );
}

createRoot(document.getElementById('root')).render(<App />);
