// An incident report with Carbon's web components (Lit custom elements,
// each in its shadow root): cds-dropdown (a listbox under a button-like
// field), cds-combo-box (a text field filtering its items), cds-multi-select
// (checkbox items, the menu open while one picks) and cds-modal confirming.
// Their ES modules bundled.
import '@carbon/web-components/es/components/dropdown/index.js';
import '@carbon/web-components/es/components/combo-box/index.js';
import '@carbon/web-components/es/components/multi-select/index.js';
import '@carbon/web-components/es/components/modal/index.js';
import '@carbon/web-components/es/components/button/index.js';

const $ = id => document.getElementById(id);
$('open').addEventListener('click', () => { $('confirm').open = true; });
$('page').addEventListener('click', () => {
  const sev = $('severity'), service = $('service').value, teams = $('teams').value;
  const sevText = sev.querySelector(`cds-dropdown-item[value="${sev.value}"]`).textContent;
  $('status').textContent = `Opened: ${sevText} on ${service || 'no service'}; notified ${teams ? teams.split(',').join(', ') : 'nobody'}`;
  $('confirm').open = false;
});
