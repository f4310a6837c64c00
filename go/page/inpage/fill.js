// @ts-check
// Typing, choosing and checking (actions.go): how to fill a field, its
// value, a <select>'s options, a checkbox's state, and an autocomplete's
// suggestions that come after the typing.

/**
 * The lists of options a document shows (role listbox, with an option,
 * visible).
 * @param {Document} doc
 */
function listsShown(doc) {
  return [...doc.querySelectorAll('[role=listbox]')].filter(l => l.getClientRects().length && l.querySelector('[role=option]'));
}

/**
 * prepareFill, noting first which lists of options the element's document
 * shows before the typing (for suggestsLater: suggestions that show by the
 * end of the typing's settle are not waited for), for a few seconds at
 * most.
 * @this {Node}
 * @param {boolean} hiddenInput
 * @param {boolean} atCaret
 */
function prepareFillNoting(hiddenInput, atCaret) {
  try {
    const before = globalThis.__emcpListsBefore = new Set(listsShown(this.ownerDocument || document));
    setTimeout(() => { if (globalThis.__emcpListsBefore === before) globalThis.__emcpListsBefore = null; }, 5000);
  } catch (e) { globalThis.__emcpListsBefore = null; }
  noteBusy(this);
  return prepareFill.call(this, hiddenInput, atCaret);
}

/**
 * Selects the element's content so typed text replaces it (unless atCaret:
 * then it only focuses it, and the text goes where the caret is), and
 * tells how to fill it: "text" (type into it), "value" (set its value:
 * date, colour and range inputs take no typing), "editor" (a rich-text or
 * code editor: select all as a person does, with the keyboard, since the
 * editor keeps the document and may render only part of it) or an error.
 * @this {Node}
 * @param {boolean} hiddenInput
 * @param {boolean} atCaret
 * @returns {string}
 */
function prepareFill(hiddenInput, atCaret) {
  if (this.nodeType !== 1) return 'error:not an element';
  const el = /** @type {HTMLElement} */ (this);
  // A field of no size or visibility:hidden is not one a person types
  // into: a widget that puts a field of its own in its place keeps the
  // original for the form (Tagify's input, scaled to nothing).
  const unseen = () => {
    const r = el.getBoundingClientRect();
    return r.width === 0 || r.height === 0 || getComputedStyle(el).visibility !== 'visible';
  };
  const notVisible = 'error:it is not visible, a script may show another field in its place; take a snapshot and type into the field a person sees';
  if (el.localName === 'input') {
    const input = /** @type {HTMLInputElement} */ (el);
    const t = (input.type || 'text').toLowerCase();
    if (['checkbox', 'radio', 'file', 'submit', 'button', 'reset', 'image', 'hidden'].includes(t))
      return 'error:an input of type ' + t + ' cannot be typed into';
    if (input.disabled) return 'error:the input is disabled';
    if (input.readOnly) return 'error:the input is read-only';
    if (['date', 'time', 'datetime-local', 'month', 'week', 'color', 'range'].includes(t)) return 'value';
    if (!hiddenInput && unseen()) return notVisible;
    input.focus();
    if (hiddenInput) return 'editor';
    if (!atCaret) input.select();
    return 'text';
  }
  if (el.localName === 'textarea') {
    const area = /** @type {HTMLTextAreaElement} */ (el);
    if (area.disabled) return 'error:the textarea is disabled';
    if (area.readOnly) return 'error:the textarea is read-only';
    if (!hiddenInput && unseen()) return notVisible;
    area.focus();
    if (hiddenInput) return 'editor';
    if (!atCaret) area.select();
    return 'text';
  }
  if (el.isContentEditable || el.editContext) {
    el.focus();
    if (el.isContentEditable && !atCaret) {
      const r = el.ownerDocument.createRange();
      r.selectNodeContents(el);
      const s = /** @type {Selection} */ (el.ownerDocument.getSelection());
      s.removeAllRanges();
      s.addRange(r);
    }
    return 'editor';
  }
  if (el.localName === 'select') return 'error:it is a select; use browser_select_option';
  return 'error:it is not a text field (input, textarea or contenteditable)';
}

/**
 * The text input inside an element that is not one itself — a code
 * editor's container (Monaco's role=code, CodeMirror's .cm-editor), a
 * rich-text editor's frame — or null.
 * @this {Node}
 * @returns {Element | null}
 */
function editableWithin() {
  const el = elementOf(this);
  if (!el || el.isContentEditable || ['input', 'textarea', 'select'].includes(el.localName) || el.editContext) return null;
  /**
   * @param {ParentNode} root
   * @returns {Element | null}
   */
  const find = root => {
    for (const n of /** @type {NodeListOf<HTMLInputElement>} */ (root.querySelectorAll('*'))) {
      if (n.localName === 'textarea' || (n.localName === 'input' && ['', 'text', 'search', 'email', 'url', 'tel', 'password', 'number'].includes((n.type || '').toLowerCase())) || n.isContentEditable || n.editContext) return n;
      if (n.shadowRoot) { const f = find(n.shadowRoot); if (f) return f; }
    }
    return null;
  };
  return find(el);
}

/**
 * Sets an input's value as the page's own code would (through the value
 * setter of its prototype, which frameworks watch), with the input and
 * change events; '' when it took it, or why not.
 * @this {HTMLInputElement}
 * @param {string} v
 */
function setValue(v) {
  const proto = Object.getPrototypeOf(this);
  const setter = Object.getOwnPropertyDescriptor(proto, 'value') && /** @type {PropertyDescriptor} */ (Object.getOwnPropertyDescriptor(proto, 'value')).set;
  this.focus();
  if (setter) setter.call(this, v); else this.value = v;
  if (this.value !== v && v !== '') return 'the value ' + JSON.stringify(v) + ' is not valid for this ' + (this.type || 'field');
  this.dispatchEvent(new Event('input', {bubbles: true}));
  this.dispatchEvent(new Event('change', {bubbles: true}));
  return '';
}

/**
 * Resolves true when the element is an autocomplete whose suggestions are
 * not shown yet (aria-autocomplete list or both, or a combobox, not
 * expanded, no active option, no visible listbox of options it controls,
 * none shown since the typing began) and something is added to the page
 * within ms; false at once for anything else.
 * @this {Node}
 * @param {number} ms
 * @returns {boolean | Promise<boolean>}
 */
function suggestsLater(ms) {
  const el = elementOf(this);
  if (!el) return false;
  const ac = (el.getAttribute('aria-autocomplete') || '').toLowerCase();
  if (ac !== 'list' && ac !== 'both' && el.getAttribute('role') !== 'combobox') return false;
  if (el.getAttribute('aria-expanded') === 'true' || el.getAttribute('aria-activedescendant')) return false;
  // Suggestions it names that show already: select2's options, or a
  // command palette's menu that the typing filters.
  const ids = ((el.getAttribute('aria-controls') || '') + ' ' + (el.getAttribute('aria-owns') || '')).split(/\s+/).filter(Boolean);
  for (const id of ids) {
    const t = el.ownerDocument.getElementById(id);
    if (t && t.getClientRects().length && t.querySelector('[role=option],[role^=menuitem],[role=treeitem],[role=row]')) return false;
  }
  // A list of options the typing brought up (Tagify's, which its input
  // does not name).
  const before = globalThis.__emcpListsBefore;
  globalThis.__emcpListsBefore = null;
  if (before && listsShown(el.ownerDocument).some(l => !before.has(l))) return false;
  return new Promise(resolve => {
    const obs = new MutationObserver(records => {
      if (!records.some(m => m.addedNodes.length)) return;
      obs.disconnect(); clearTimeout(timer); resolve(true);
    });
    obs.observe(document, {subtree: true, childList: true});
    const timer = setTimeout(() => { obs.disconnect(); resolve(false); }, ms);
  });
}

/**
 * Selects the options of a <select> whose value or label match, and
 * reports what it could not find.
 * @this {HTMLSelectElement}
 * @param {string[]} values
 * @returns {SelectResult}
 */
function selectOptions(values) {
  const el = this;
  if (el.localName !== 'select') return {error: 'it is not a <select> element; click the option instead'};
  if (el.disabled) return {error: 'the select is disabled'};
  const opts = [...el.options];
  /** @type {HTMLOptionElement[]} */
  const want = [];
  /** @type {string[]} */
  const missing = [];
  for (const v of values) {
    const o = opts.find(o => o.value === v) || opts.find(o => o.label === v) || opts.find(o => o.text.trim() === v.trim())
      || opts.find(o => o.label.trim().toLowerCase() === v.trim().toLowerCase());
    if (o) want.push(o); else missing.push(v);
  }
  if (missing.length) return {error: 'no option ' + missing.map(v => JSON.stringify(v)).join(', ') + '; the options are ' + opts.map(o => JSON.stringify(o.label)).slice(0, 30).join(', ')};
  if (want.length > 1 && !el.multiple) return {error: 'the select takes one value, not ' + want.length};
  if (want.some(o => o.disabled)) return {error: 'option ' + JSON.stringify(/** @type {HTMLOptionElement} */ (want.find(o => o.disabled)).label) + ' is disabled'};
  el.focus();
  for (const o of opts) o.selected = want.includes(o);
  el.dispatchEvent(new Event('input', {bubbles: true}));
  el.dispatchEvent(new Event('change', {bubbles: true}));
  return {selected: want.map(o => o.label)};
}

/**
 * Whether a checkbox, radio button or an element with aria-checked,
 * aria-pressed or aria-selected is checked.
 * @this {HTMLInputElement}
 */
function isChecked() {
  if ('checked' in this && (this.type === 'checkbox' || this.type === 'radio')) return this.checked;
  const a = this.getAttribute('aria-checked') || this.getAttribute('aria-pressed') || this.getAttribute('aria-selected');
  return a === 'true';
}

/**
 * Tells a file input its chooser was cancelled, as a person's cancel does:
 * setting no files through DOM.setFileInputFiles does not (modal.go).
 * @this {HTMLInputElement}
 */
function cancelChooser() {
  this.dispatchEvent(new Event('cancel', {bubbles: true}));
}
