// A table booking with SAP's UI5 Web Components (shadow DOM, each field
// labelled by a ui5-label for it): a ui5-step-input (a number field between
// Decrease and Increase buttons), a ui5-segmented-button of items (one
// selected), a ui5-switch and a ui5-button.
import '@ui5/webcomponents/dist/StepInput.js';
import '@ui5/webcomponents/dist/SegmentedButton.js';
import '@ui5/webcomponents/dist/SegmentedButtonItem.js';
import '@ui5/webcomponents/dist/Switch.js';
import '@ui5/webcomponents/dist/Label.js';
import '@ui5/webcomponents/dist/Button.js';
// The English locale data alone, bundled (by default it is fetched from a
// CDN, which loopback does not reach; so are its fonts, which the page's
// configuration turns off).
import { registerLocaleDataLoader } from '@ui5/webcomponents-base/dist/asset-registries/LocaleData.js';
import enCldr from '@ui5/webcomponents-localization/dist/generated/assets/cldr/en.json';

registerLocaleDataLoader('en', async () => enCldr);

const $ = id => document.getElementById(id);
$('book').addEventListener('click', () => {
  const seat = [...$('seating').querySelectorAll('ui5-segmented-button-item')].find(i => i.selected);
  $('status').textContent = `Booked a table for ${$('guests').value} (${seat ? seat.textContent.trim().toLowerCase() : 'anywhere'})` + ($('chair').checked ? ', with a high chair' : '');
});
