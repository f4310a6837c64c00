// A delivery address with React Aria Components: a Select of every
// country whose ListBox is virtualised (a Virtualizer with a ListLayout:
// only the options in sight are in the page, those further down drawn as
// the list scrolls or the focus moves there).
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { Button, Label, ListBox, ListBoxItem, ListLayout, Popover, Select, SelectValue, Virtualizer } from 'react-aria-components';

const countries = `Afghanistan,Albania,Algeria,Andorra,Angola,Antigua and Barbuda,Argentina,Armenia,Australia,Austria,Azerbaijan,Bahamas,Bahrain,Bangladesh,Barbados,Belarus,Belgium,Belize,Benin,Bhutan,Bolivia,Bosnia and Herzegovina,Botswana,Brazil,Brunei,Bulgaria,Burkina Faso,Burundi,Cabo Verde,Cambodia,Cameroon,Canada,Central African Republic,Chad,Chile,China,Colombia,Comoros,Congo,Costa Rica,Croatia,Cuba,Cyprus,Czechia,Denmark,Djibouti,Dominica,Dominican Republic,Ecuador,Egypt,El Salvador,Equatorial Guinea,Eritrea,Estonia,Eswatini,Ethiopia,Fiji,Finland,France,Gabon,Gambia,Georgia,Germany,Ghana,Greece,Grenada,Guatemala,Guinea,Guinea-Bissau,Guyana,Haiti,Honduras,Hungary,Iceland,India,Indonesia,Iran,Iraq,Ireland,Israel,Italy,Jamaica,Japan,Jordan,Kazakhstan,Kenya,Kiribati,Kuwait,Kyrgyzstan,Laos,Latvia,Lebanon,Lesotho,Liberia,Libya,Liechtenstein,Lithuania,Luxembourg,Madagascar,Malawi,Malaysia,Maldives,Mali,Malta,Marshall Islands,Mauritania,Mauritius,Mexico,Micronesia,Moldova,Monaco,Mongolia,Montenegro,Morocco,Mozambique,Myanmar,Namibia,Nauru,Nepal,Netherlands,New Zealand,Nicaragua,Niger,Nigeria,North Korea,North Macedonia,Norway,Oman,Pakistan,Palau,Panama,Papua New Guinea,Paraguay,Peru,Philippines,Poland,Portugal,Qatar,Romania,Russia,Rwanda,Saint Kitts and Nevis,Saint Lucia,Saint Vincent and the Grenadines,Samoa,San Marino,Sao Tome and Principe,Saudi Arabia,Senegal,Serbia,Seychelles,Sierra Leone,Singapore,Slovakia,Slovenia,Solomon Islands,Somalia,South Africa,South Korea,South Sudan,Spain,Sri Lanka,Sudan,Suriname,Sweden,Switzerland,Syria,Tajikistan,Tanzania,Thailand,Timor-Leste,Togo,Tonga,Trinidad and Tobago,Tunisia,Turkey,Turkmenistan,Tuvalu,Uganda,Ukraine,United Arab Emirates,United Kingdom,United States,Uruguay,Uzbekistan,Vanuatu,Vatican City,Venezuela,Vietnam,Yemen,Zambia,Zimbabwe`.split(',').map(name => ({ id: name, name }));

function App() {
  const [country, setCountry] = useState('Portugal');
  const [status, setStatus] = useState('Delivering to Portugal');
  return (
    <main style={{ padding: '2em', maxWidth: '30em' }}>
      <h1>Delivery address</h1>
      <p>Ada Lovelace, 12 Harbour Road</p>
      <Select selectedKey={country} onSelectionChange={setCountry} style={{ display: 'flex', flexDirection: 'column', gap: 4, marginBottom: 16 }}>
        <Label>Country</Label>
        <Button className="trigger"><SelectValue /><span aria-hidden="true">▾</span></Button>
        <Popover className="popover">
          <Virtualizer layout={ListLayout} layoutOptions={{ rowHeight: 32 }}>
            <ListBox items={countries} className="options">
              {item => <ListBoxItem className="option">{item.name}</ListBoxItem>}
            </ListBox>
          </Virtualizer>
        </Popover>
      </Select>
      <Button onPress={() => setStatus(`Delivering to ${country}`)}>Save address</Button>
      <p id="status">{status}</p>
    </main>
  );
}
createRoot(document.getElementById('root')).render(<App />);
