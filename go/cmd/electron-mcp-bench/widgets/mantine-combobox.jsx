// Booking a meeting room with Mantine's Combobox primitives (useCombobox,
// Combobox.Target around an InputBase one types into, Combobox.Group per
// office, filtered by the typed text).
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { MantineProvider, Combobox, InputBase, useCombobox, Button, Title, Text, Stack } from '@mantine/core';

const offices = [
  { office: 'Lisbon', rooms: ['Tejo (8 seats)', 'Alfama (4 seats)', 'Belém (12 seats)'] },
  { office: 'Porto', rooms: ['Douro (6 seats)', 'Ribeira (4 seats)', 'Foz (10 seats)'] },
  { office: 'Braga', rooms: ['Sé (6 seats)', 'Bom Jesus (16 seats)'] },
];

function App() {
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const [value, setValue] = useState(null);
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState('No room booked');
  const q = search.trim().toLowerCase();
  const groups = offices.map(g => ({ ...g, rooms: g.rooms.filter(r => value === search || r.toLowerCase().includes(q)) })).filter(g => g.rooms.length);
  return (
    <MantineProvider>
      <Stack p="xl" maw={480}>
        <Title order={2}>Book a meeting room</Title>
        <Text>Thursday 12 June, 14:00 – 15:00</Text>
        <Combobox store={combobox} onOptionSubmit={v => { setValue(v); setSearch(v); combobox.closeDropdown(); }}>
          <Combobox.Target>
            <InputBase label="Room" placeholder="Search rooms" rightSection={<Combobox.Chevron />} rightSectionPointerEvents="none"
              value={search}
              onChange={e => { combobox.openDropdown(); combobox.updateSelectedOptionIndex(); setSearch(e.currentTarget.value); }}
              onClick={() => combobox.openDropdown()} onFocus={() => combobox.openDropdown()}
              onBlur={() => { combobox.closeDropdown(); setSearch(value || ''); }} />
          </Combobox.Target>
          <Combobox.Dropdown>
            <Combobox.Options>
              {groups.length ? groups.map(g => (
                <Combobox.Group label={g.office} key={g.office}>
                  {g.rooms.map(r => <Combobox.Option value={r} key={r}>{r}</Combobox.Option>)}
                </Combobox.Group>
              )) : <Combobox.Empty>No room matches</Combobox.Empty>}
            </Combobox.Options>
          </Combobox.Dropdown>
        </Combobox>
        <Button onClick={() => setStatus(value ? `Booked ${value.replace(/ \(.*/, '')} for Thursday 14:00` : 'Choose a room first')}>Book room</Button>
        <p id="status">{status}</p>
      </Stack>
    </MantineProvider>
  );
}

createRoot(document.getElementById('root')).render(<App />);
