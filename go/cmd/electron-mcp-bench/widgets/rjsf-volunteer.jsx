// A volunteer sign-up made by react-jsonschema-form (@rjsf/core 6, its
// default theme, validated by @rjsf/validator-ajv8): text fields, a
// radio group and checkboxes from enums, an array of objects grown by
// its Add button, required fields checked at Submit; bundled with React 18.
import React, { useState } from 'react';
import { createRoot } from 'react-dom/client';
import Form from '@rjsf/core';
import validator from '@rjsf/validator-ajv8';

const schema = {
  title: 'Beach clean-up, Saturday 24 April',
  description: 'Gloves, bags and tea are provided.',
  type: 'object',
  required: ['name', 'email', 'site'],
  properties: {
    name: { type: 'string', title: 'Full name' },
    email: { type: 'string', format: 'email', title: 'Email' },
    site: { type: 'string', title: 'Beach', enum: ['North Cove', 'Lighthouse Point', 'Sandy Bay'] },
    tasks: { type: 'array', title: 'I can help with', uniqueItems: true, items: { type: 'string', enum: ['Litter picking', 'Sorting recyclables', 'First aid', 'Photography'] } },
    guests: { type: 'array', title: 'Bringing along', items: { type: 'object', title: 'Guest', required: ['name'], properties: { name: { type: 'string', title: 'Guest name' }, child: { type: 'boolean', title: 'Under 16' } } } },
  },
};
const uiSchema = {
  site: { 'ui:widget': 'radio' },
  tasks: { 'ui:widget': 'checkboxes' },
  'ui:submitButtonOptions': { submitText: 'Sign me up' },
};

function App() {
  const [status, setStatus] = useState('Not signed up');
  function submit({ formData: d }) {
    const guests = (d.guests || []).map(g => g.name + (g.child ? ' (under 16)' : '')).join(', ');
    setStatus(`Signed up: ${d.name} <${d.email}> at ${d.site}; tasks ${(d.tasks || []).join(', ') || 'any'}; guests ${guests || 'none'}`);
  }
  return (<>
    <Form schema={schema} uiSchema={uiSchema} validator={validator} onSubmit={submit} showErrorList="top" />
    <p id="status">{status}</p>
  </>);
}

createRoot(document.getElementById('app')).render(<App />);
