// Exporting photos with Spectrum Web Components (Adobe's Lit elements, each
// in its shadow root): sp-picker (a button opening a menu of items in an
// overlay), sp-combobox (a text field with a listbox of suggestions),
// sp-number-field, sp-switch, sp-action-menu (a menu button whose label
// the page keeps), and an overlay-trigger opening a modal sp-dialog-wrapper
// with confirm and cancel buttons. Their ES modules bundled.
import '@spectrum-web-components/theme/sp-theme.js';
import '@spectrum-web-components/theme/src/themes.js';
import '@spectrum-web-components/field-label/sp-field-label.js';
import '@spectrum-web-components/picker/sp-picker.js';
import '@spectrum-web-components/menu/sp-menu-item.js';
import '@spectrum-web-components/combobox/sp-combobox.js';
import '@spectrum-web-components/number-field/sp-number-field.js';
import '@spectrum-web-components/switch/sp-switch.js';
import '@spectrum-web-components/action-menu/sp-action-menu.js';
import '@spectrum-web-components/button/sp-button.js';
import '@spectrum-web-components/overlay/overlay-trigger.js';
import '@spectrum-web-components/dialog/sp-dialog-wrapper.js';

const $ = id => document.getElementById(id);
let naming = 'Original';
$('naming').addEventListener('change', e => {
  naming = e.target.value;
  $('naming').querySelector('[slot="label"]').textContent = 'File names: ' + naming;
});
$('confirm').addEventListener('confirm', () => {
  const format = $('format').selectedItem ? $('format').selectedItem.textContent.trim() : $('format').value;
  $('status').textContent = `Exported as ${format}, ${$('size').value}, quality ${$('quality').value}%, names ${naming.toLowerCase()}` + ($('gps').checked ? ', with location' : ', without location');
  $('confirm').dispatchEvent(new Event('close', { bubbles: true, composed: true }));
  $('trigger').open = undefined;
});
$('confirm').addEventListener('cancel', () => { $('trigger').open = undefined; });
