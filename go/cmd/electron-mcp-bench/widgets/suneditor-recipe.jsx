// SunEditor 3 with the plugins its toolbar uses (the browser build holds
// none of them), bundled for a page that creates it: window.suneditor and
// window.suneditorPlugins.
import suneditor from 'suneditor';
import { blockStyle, list_numbered, list_bulleted, align } from 'suneditor/plugins';

window.suneditor = suneditor;
window.suneditorPlugins = { blockStyle, list_numbered, list_bulleted, align };
