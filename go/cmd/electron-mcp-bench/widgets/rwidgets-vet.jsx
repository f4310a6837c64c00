// A vet appointment with react-widgets 5 (its own CSS, dates through the
// browser's Intl): a DropdownList of pets, a Combobox of vets filtered as
// one types, a Multiselect of reasons, a DatePicker with its calendar and
// a NumberPicker with its arrows; bundled with React 18.
import React, { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { DropdownList, Combobox, Multiselect, DatePicker, NumberPicker, Localization } from 'react-widgets';
import { DateLocalizer, NumberLocalizer } from 'react-widgets/IntlLocalizer';

const pets = ['Biscuit (dog)', 'Mochi (cat)', 'Pepper (rabbit)'];
const vets = ['Dr Amara Okafor', 'Dr Hannes Berg', 'Dr Lucía Romero', 'Dr Oliver Tran'];
const reasons = ['Check-up', 'Dental', 'Limping', 'Skin', 'Vaccination'];

function App() {
  const [pet, setPet] = useState(null);
  const [vet, setVet] = useState('');
  const [why, setWhy] = useState([]);
  const [day, setDay] = useState(null);
  const [weight, setWeight] = useState(4);
  const [status, setStatus] = useState('Not booked');
  function book(e) {
    e.preventDefault();
    const d = day ? day.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' }) : 'no day';
    setStatus(`Booked ${pet || 'no pet'} with ${vet || 'any vet'} on ${d} for ${why.join(' and ') || 'nothing'}; weight ${weight} kg`);
  }
  return (<Localization date={new DateLocalizer({ culture: 'en-GB', firstOfWeek: 1 })} number={new NumberLocalizer({ culture: 'en-GB' })}>
    <form onSubmit={book}>
      <h1>Book a vet appointment</h1>
      <p>Riverside Veterinary Clinic. Appointments in May 2027.</p>
      <div className="field"><label className="lbl" id="pet-l">Pet</label>
        <DropdownList id="pet" data={pets} value={pet} onChange={setPet} placeholder="Choose a pet" aria-labelledby="pet-l" /></div>
      <div className="field"><label className="lbl" htmlFor="vet_input">Vet</label>
        <Combobox id="vet" data={vets} value={vet} onChange={v => setVet(v)} filter="contains" hideEmptyPopup placeholder="Any vet" /></div>
      <div className="field"><label className="lbl" htmlFor="why_input">Reasons for the visit</label>
        <Multiselect id="why" data={reasons} value={why} onChange={setWhy} placeholder="Add reasons" /></div>
      <div className="field"><label className="lbl" htmlFor="day_input">Day</label>
        <DatePicker id="day" value={day} onChange={setDay} min={new Date(2027, 4, 1)} max={new Date(2027, 4, 31)} defaultCurrentDate={new Date(2027, 4, 1)} placeholder="Choose a day" /></div>
      <div className="field"><label className="lbl" id="weight-l">Weight (kg)</label>
        <NumberPicker id="weight" value={weight} onChange={v => setWeight(v)} min={0} max={80} step={0.5} inputProps={{ 'aria-labelledby': 'weight-l' }} /></div>
      <button type="submit" className="book">Book appointment</button>
      <p id="status">{status}</p>
    </form>
  </Localization>);
}

createRoot(document.getElementById('app')).render(<App />);
