// Onboarding a new hire with PatternFly 6: a Wizard of three steps (its nav
// and footer buttons), a typeahead Select of teams (a text field in a menu
// toggle filtering a menu of options), a Radio group, a DualListSelector
// (the prop-driven one PatternFly ships under deprecated/: two lists of
// selectable options with buttons moving the selected ones across), and a
// review step. Its component styles come with the bundle (esbuild writes
// the CSS its modules import beside it); bundled with React 18.
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import {
  Wizard, WizardStep, Select, SelectOption, SelectList, MenuToggle, TextInputGroup, TextInputGroupMain, Form, FormGroup, Radio,
  Title, Content, Page, PageSection,
} from '@patternfly/react-core';
import { DualListSelector } from '@patternfly/react-core/deprecated';

const teams = ['Billing', 'Data platform', 'Design systems', 'Mobile', 'Payments', 'Platform reliability', 'Support tools'];
const systems = ['Confluence', 'GitHub', 'Grafana', 'Jira', 'PagerDuty', 'Slack', 'VPN'];

function TeamSelect({ team, setTeam }) {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState(team);
  const shown = teams.filter(t => t.toLowerCase().includes(text.toLowerCase()) || text === team);
  const toggle = ref => (
    <MenuToggle ref={ref} variant="typeahead" onClick={() => setOpen(!open)} isExpanded={open} isFullWidth>
      <TextInputGroup isPlain>
        <TextInputGroupMain value={text} onClick={() => setOpen(!open)} onChange={(e, v) => { setText(v); setOpen(true); }}
          autoComplete="off" placeholder="Choose a team" role="combobox" isExpanded={open} aria-controls="team-list" aria-label="Team" />
      </TextInputGroup>
    </MenuToggle>
  );
  return (
    <Select id="team" isOpen={open} selected={team} onSelect={(e, v) => { setTeam(v); setText(v); setOpen(false); }}
      onOpenChange={o => setOpen(o)} toggle={toggle}>
      <SelectList id="team-list">
        {(shown.length ? shown : teams).map(t => <SelectOption key={t} value={t}>{t}</SelectOption>)}
      </SelectList>
    </Select>
  );
}

function App() {
  const [team, setTeam] = useState('Mobile');
  const [laptop, setLaptop] = useState('MacBook Pro 14"');
  const [granted, setGranted] = useState(['Slack', 'Jira']);
  const [status, setStatus] = useState('Not created');
  const available = systems.filter(s => !granted.includes(s));
  return (
    <Page>
      <PageSection>
        <Title headingLevel="h1">New hire: Joana Ferreira</Title>
        <Content component="p">Starts on Monday 7 June 2027. Set up her team, laptop and access.</Content>
      </PageSection>
      <PageSection style={{ height: 560 }}>
        <Wizard title="Onboarding" onSave={() => setStatus(`Created: ${team}; ${laptop}; access to ${[...granted].sort().join(', ')}`)}>
          <WizardStep name="Team and laptop" id="team-step">
            <Form>
              <FormGroup label="Team" fieldId="team"><TeamSelect team={team} setTeam={setTeam} /></FormGroup>
              <FormGroup role="radiogroup" isInline label="Laptop" fieldId="laptop">
                {['MacBook Pro 14"', 'MacBook Air 13"', 'ThinkPad X1 Carbon'].map(l =>
                  <Radio key={l} id={l} name="laptop" label={l} isChecked={laptop === l} onChange={() => setLaptop(l)} />)}
              </FormGroup>
            </Form>
          </WizardStep>
          <WizardStep name="Access" id="access-step">
            <DualListSelector availableOptions={available} chosenOptions={granted}
              availableOptionsTitle="Systems" chosenOptionsTitle="Granted"
              onListChange={(e, newAvailable, newChosen) => setGranted(newChosen.map(String))} id="access" />
          </WizardStep>
          <WizardStep name="Review" id="review-step" footer={{ nextButtonText: 'Create account' }}>
            <Content component="p">Team {team}; {laptop}; access to {granted.join(', ')}.</Content>
          </WizardStep>
        </Wizard>
      </PageSection>
      <PageSection><p id="status">{status}</p></PageSection>
    </Page>
  );
}

createRoot(document.getElementById('root')).render(<App />);
