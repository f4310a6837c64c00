// @ts-check
// Accessible names (accname, as Chromium computes it): aria-labelledby,
// aria-label, the host language's names (labels, alt, legends, captions),
// names from content, titles and placeholders; and the values of controls.

// Roles that take their name from their content (Chromium's
// SupportsNameFromContents), and those that never lend their content to
// an ancestor's name either.
/** @type {Set<string | null>} */
const NAME_FROM_CONTENT = new Set(['button', 'cell', 'checkbox', 'columnheader', 'DisclosureTriangle', 'gridcell',
  'heading', 'LayoutTableCell', 'LineBreak', 'DisclosureTriangleGrouped', 'term', 'link', 'option', 'math', 'menuitem', 'menuitemcheckbox',
  'menuitemradio', 'PopUpButton', 'radio', 'rowheader', 'StaticText', 'switch', 'tab', 'ToggleButton', 'treeitem',
  'tooltip']);
/** @type {Set<string | null>} */
const NO_CONTENT_NAME = new Set(['alert', 'alertdialog', 'application', 'Audio', 'article', 'banner', 'blockquote',
  'ColorWell', 'complementary', 'contentinfo', 'Date', 'DateTime', 'dialog', 'document', 'feed', 'figure', 'form',
  'grid', 'group', 'header', 'Iframe', 'image', 'InputTime', 'listbox', 'log', 'main', 'marquee', 'MenuListPopup',
  'menu', 'menubar', 'meter', 'navigation', 'note', 'progressbar', 'radiogroup', 'RootWebArea', 'rowgroup',
  'scrollbar', 'search', 'searchbox', 'sectionfooter', 'sectionheader', 'splitter', 'slider', 'spinbutton', 'status',
  'SvgRoot', 'table', 'tablist', 'tabpanel', 'textbox', 'combobox', 'timer', 'toolbar', 'tree', 'treegrid',
  'Video']);
// Roles whose name an author may not set (ARIA's "name prohibited"):
// Chromium does not take their title as a name.
/** @type {Set<string | null>} */
const NAME_PROHIBITED = new Set(['caption', 'code', 'deletion', 'emphasis', 'generic', 'insertion', 'paragraph',
  'none', 'strong', 'subscript', 'superscript', 'time', 'mark', 'definition', 'LineBreak']);

// Embedded controls: inside another element's name they count by value.
/** @type {Set<string | null>} */
const VALUE_IN_NAME = new Set(['textbox', 'searchbox', 'combobox', 'listbox', 'slider', 'spinbutton', 'scrollbar',
  'progressbar', 'meter']);

/**
 * Text a ::before or ::after pseudo-element adds ('' for none, or one
 * hidden by display or visibility: antd hides a vertical form label's
 * colon so), and whether it is set apart from the text beside it (it is
 * not inline: an inline-block, or a flex item of an inline-flex label, as
 * antd's required mark, which Chromium reads "* Name").
 * @param {AriaCtx} c
 * @param {Element} el
 * @param {string} which
 * @returns {{text: string, spacey: boolean}}
 */
function pseudoText(c, el, which) {
  const none = { text: '', spacey: false };
  if (!mayHavePseudo(c, el)) return none;
  const s = getComputedStyle(el, which);
  const content = s.content;
  if (!content || content === 'none' || content === 'normal') return none;
  if (s.display === 'none' || s.visibility === 'hidden' || s.visibility === 'collapse') return none;
  // Alternative text after a slash wins: content: url(x) / "alt".
  let out = '';
  const slash = content.lastIndexOf('/');
  const src = slash > 0 && /^\s*"/.test(content.slice(slash + 1)) ? content.slice(slash + 1) : content;
  const re = /"((?:[^"\\]|\\.)*)"/g;
  let m;
  while ((m = re.exec(src))) out += m[1].replace(/\\(.)/g, '$1');
  return { text: out, spacey: !inlineDisplay(s.display) };
}

/**
 * Hidden for names (accname's "not rendered"): display:none, visibility,
 * aria-hidden, the hidden attribute.
 * @param {AriaCtx} c
 * @param {Element} el
 * @returns {boolean}
 */
function hiddenForName(c, el) {
  if (el.getAttribute('aria-hidden') === 'true') return true;
  const t = el.localName;
  if (SKIP.has(t)) return true;
  return hiddenStyle(styleOf(c, el));
}

/**
 * @param {AriaCtx} c
 * @param {AriaElement} el
 * @param {string} role
 * @returns {string | null}
 */
function controlValue(c, el, role) {
  switch (role) {
    case 'textbox': case 'searchbox': case 'spinbutton': case 'slider': case 'Date': case 'DateTime':
    case 'InputTime': case 'ColorWell': case 'combobox': case 'listbox':
      if (el.localName === 'select') {
        if (role === 'listbox') return '';
        const o = /** @type {HTMLSelectElement} */ (el).selectedOptions[0];
        return o ? squash(o.label) : '';
      }
      if (el.localName === 'input' || el.localName === 'textarea') {
        const value = /** @type {HTMLInputElement} */ (el).value;
        if (el.type === 'password') return '•'.repeat(value.length);
        return value;
      }
      // A combobox that is no text field (a <div> showing the chosen
      // option) takes its value from its contents as a name would
      // (Chromium's TextFromDescendants): a native <select> inside
      // counts by its chosen option, not all of its options' text. One
      // that holds a text field (ARIA 1.1's pattern) is a group for
      // Chromium, with no value of its own.
      if (role === 'combobox' && !el.isContentEditable) {
        if (el.querySelector('input:not([type=hidden]), textarea, [role=textbox], [role=searchbox]')) return '';
        return squash(textFrom(c, el, null));
      }
      if (el.isContentEditable) return el.innerText.replace(/\n+$/, '');
      // A box that only shows text as a field (a multiple select's chosen
      // items) reads as its lines, the markup's white space and empty
      // lines left out, as a person sees it (Chromium keeps them).
      if (role === 'textbox' || role === 'searchbox') return el.innerText.split('\n').map(squash).filter(Boolean).join('\n');
      return '';
  }
  return null;
}

/**
 * The value of an embedded control inside another element's name.
 * @param {AriaCtx} c
 * @param {AriaElement} el
 * @param {string | null} role
 * @returns {string | null}
 */
function valueForName(c, el, role) {
  switch (role) {
    case 'textbox': case 'searchbox':
      if (el.localName === 'input' || el.localName === 'textarea') return /** @type {HTMLInputElement} */ (el).value || null;
      return el.isContentEditable ? el.innerText : textFrom(c, el, null);
    case 'combobox':
      if (el.localName === 'select') {
        const o = /** @type {HTMLSelectElement} */ (el).selectedOptions[0];
        return o ? o.label : '';
      }
      if (el.localName === 'input') return /** @type {HTMLInputElement} */ (el).value;
      return textFrom(c, el, null);
    case 'listbox': {
      if (el.localName === 'select') return [.../** @type {HTMLSelectElement} */ (el).selectedOptions].map(o => o.label).join(' ');
      return '';
    }
    case 'slider': case 'spinbutton': case 'scrollbar': case 'progressbar': case 'meter': {
      const vt = el.getAttribute('aria-valuetext');
      if (vt) return vt;
      const vn = el.getAttribute('aria-valuenow');
      if (vn) return vn;
      if ('value' in el && el.localName !== 'meter' && el.localName !== 'progress') return String(el.value);
      if ('value' in el) return String(el.value);
      return '';
    }
  }
  return null;
}

/**
 * @param {string} s
 * @returns {string}
 */
function squash(s) {
  return s.replace(/[\s\u00a0]+/g, ' ').trim();
}

/**
 * Displays after which text does not run on: a space joins names.
 * @param {string} d
 * @returns {boolean}
 */
function inlineDisplay(d) {
  return d === 'inline' || d === 'contents';
}

/**
 * Text from an element's descendants for its name (Chromium's
 * TextFromDescendants): spaces between blocks, inline-blocks, controls
 * and names from attributes.
 * @param {AriaCtx} c
 * @param {Node} el
 * @param {AriaNameRoot | null} root
 * @param {AriaBudget} [budget]
 * @returns {string}
 */
function textFrom(c, el, root, budget) {
  budget = budget || { n: 0 };
  let out = '';
  let lastSpacey = false;
  /**
   * @param {string} t
   * @param {boolean} spacey
   */
  const add = (t, spacey) => {
    if (!t) return;
    if (out && (spacey || lastSpacey) && !/\s$/.test(out) && !/^\s/.test(t)) out += ' ';
    out += t;
    lastSpacey = spacey;
  };
  if (isElement(el)) {
    const b = pseudoText(c, el, '::before');
    if (b.text) add(b.text, b.spacey);
  }
  const kids1 = childNodesOf(el);
  for (let k1 = 0; k1 < kids1.length; k1++) {
    const ch = kids1[k1];
    if (++budget.n > 100) break;
    if (isText(ch)) {
      const ps = ch.parentElement ? styleOf(c, ch.parentElement) : null;
      add(ps ? renderedText(ps, ch.data) : ch.data, false);
    } else if (isElement(ch)) {
      if (!root && hiddenForName(c, ch)) continue;
      if (root && (ch.getAttribute('aria-hidden') === 'true' && !root.hidden || SKIP.has(ch.localName))) continue;
      if (root && !root.hidden && hiddenStyle(styleOf(c, ch))) continue;
      const r = nameInContent(c, ch, root, budget);
      const d = styleOf(c, ch).display;
      const spacey = !inlineDisplay(d) || r.spacey || LEAF.has(ch.localName);
      if (r.text) add(r.text, spacey);
      else if (spacey) lastSpacey = true;
    }
  }
  if (isElement(el)) {
    const a = pseudoText(c, el, '::after');
    if (a.text) add(a.text, a.spacey);
  }
  return out;
}

/**
 * An element's part of an ancestor's name (accname recursion). spacey:
 * the text came from an attribute or a control, which Chromium sets apart
 * with spaces.
 * @param {AriaCtx} c
 * @param {HTMLElement} el
 * @param {AriaNameRoot | null} root
 * @param {AriaBudget} budget
 * @returns {{text: string, spacey: boolean}}
 */
function nameInContent(c, el, root, budget) {
  if (c.labelling.has(el)) return { text: '', spacey: false };
  // A control and its <label> both in what is named (a checkbox in an
  // option, its label beside it: Carbon's multi-select items) say the
  // label's text once, not "Security Security".
  const used = budget.used || (budget.used = new Set());
  if (used.has(el)) return { text: '', spacey: false };
  if (el.localName === 'label') {
    const ctl = /** @type {HTMLLabelElement} */ (el).control;
    if (ctl) used.add(ctl);
  }
  const role = roleOf(c, el);
  if (role === null) {
    // <slot> and the like: their children count.
    return { text: textFrom(c, el, root, budget), spacey: false };
  }
  const v = VALUE_IN_NAME.has(role) ? valueForName(c, el, role) : null;
  if (v !== null) return { text: v, spacey: true };
  const al = el.getAttribute('aria-label');
  if (al && al.trim()) return { text: al, spacey: true };
  const nat = nativeName(c, el, role, root, budget);
  if (LABELABLE.has(el.localName)) for (const l of labelsOf(c, el)) used.add(l);
  if (nat) return { text: nat, spacey: true };
  if (!NO_CONTENT_NAME.has(role)) {
    const t = textFrom(c, el, root, budget);
    if (t.trim()) return { text: t, spacey: false };
  }
  const title = el.getAttribute('title');
  if (title && title.trim()) return { text: title, spacey: true };
  return { text: '', spacey: false };
}

/**
 * The accessible name (Chromium's TextAlternative for a node not inside
 * another name).
 * @param {AriaCtx} c
 * @param {HTMLElement} el
 * @param {string | null} role
 * @returns {string}
 */
function nameOf(c, el, role) {
  let name = c.names.get(el);
  if (name !== undefined) return name;
  name = '';
  const lb = el.getAttribute('aria-labelledby');
  if (lb) {
    const parts = [];
    for (const id of lb.trim().split(/\s+/)) {
      const ref = byIdIn(el, id);
      if (!ref) continue;
      if (ref === el) {
        const al = el.getAttribute('aria-label');
        parts.push(al && al.trim() ? al : squash(textFrom(c, el, { hidden: false })));
        continue;
      }
      const rootHidden = refHidden(c, ref);
      const r = nameInLabel(c, ref, { hidden: rootHidden });
      parts.push(r);
    }
    name = squash(parts.join(' '));
  }
  if (!name) {
    const al = el.getAttribute('aria-label');
    if (al && al.trim() && role !== 'none') name = squash(al);
  }
  if (!name) name = squash(nativeName(c, el, role, null, undefined));
  if (!name && NAME_FROM_CONTENT.has(role)) {
    name = squash(role === 'treeitem' ? treeItemText(c, el) : textFrom(c, el, null));
  }
  if (!name && role === 'row' && inGrid(c, el)) name = squash(textFrom(c, el, null));
  if (!name && !NAME_PROHIBITED.has(role)) {
    const t = el.getAttribute('title');
    if (t) name = squash(t);
  }
  if (!name && (el.localName === 'input' || el.localName === 'textarea')) {
    name = squash(el.getAttribute('placeholder') || el.getAttribute('aria-placeholder') || '');
  }
  name = noGlyphs(name);
  c.names.set(el, name);
  return name;
}

/**
 * A name without the glyphs of an icon font (private-use characters,
 * which Chromium takes into a name from an icon's ::before content): they
 * read as nothing to a person or an agent, and a name of glyphs alone is
 * no name (the control gets a hint instead).
 * @param {string} name
 * @returns {string}
 */
function noGlyphs(name) {
  return /[\uE000-\uF8FF\uDB80-\uDBFF]/.test(name) ? squash(name.replace(/[\uE000-\uF8FF]|[\uDB80-\uDBFF][\uDC00-\uDFFF]/g, ' ')) : name;
}

/**
 * A tree item's own text, without its nested group of items.
 * @param {AriaCtx} c
 * @param {HTMLElement} el
 * @returns {string}
 */
function treeItemText(c, el) {
  let out = '';
  const kids2 = childNodesOf(el);
  for (let k2 = 0; k2 < kids2.length; k2++) {
    const ch = kids2[k2];
    if (isText(ch)) out += renderedText(styleOf(c, el), ch.data);
    else if (isElement(ch) && !hiddenForName(c, ch)) {
      const r = roleOf(c, ch);
      if (r === 'group' || r === 'tree' || r === 'list') continue;
      const t = nameInContent(c, ch, null, { n: 0 }).text;
      if (t) out += (out && !/\s$/.test(out) ? ' ' : '') + t;
    }
  }
  return out;
}

/**
 * @param {AriaCtx} c
 * @param {HTMLElement} el
 * @returns {boolean}
 */
function refHidden(c, el) {
  for (let e = /** @type {Node | null} */ (el); e && isElement(e); e = flatParent(e)) {
    if (e.getAttribute('aria-hidden') === 'true') return true;
    if (e.hidden) return true;
  }
  return hiddenStyle(styleOf(c, el));
}

/**
 * The text an element referenced by aria-labelledby lends.
 * @param {AriaCtx} c
 * @param {HTMLElement} el
 * @param {AriaNameRoot} root
 * @returns {string}
 */
function nameInLabel(c, el, root) {
  const role = roleOf(c, el);
  const budget = { n: 0 };
  const al = el.getAttribute('aria-label');
  if (al && al.trim()) return al;
  const v = VALUE_IN_NAME.has(role) ? valueForName(c, el, role) : null;
  if (v !== null && v !== '') return v;
  const nat = nativeName(c, el, role, root, budget);
  if (nat) return nat;
  const t = textFrom(c, el, root, budget);
  if (t.trim()) return t;
  return el.getAttribute('title') || '';
}

/**
 * @param {Element} el
 * @param {string} id
 * @returns {HTMLElement | null}
 */
function byIdIn(el, id) {
  const root = /** @type {Document | ShadowRoot} */ (el.getRootNode());
  return root.getElementById ? root.getElementById(id) : document.getElementById(id);
}

const LABELABLE = new Set(['input', 'textarea', 'select', 'meter', 'progress', 'output', 'button']);
/** @type {HTMLLabelElement[]} */
const NONE = [];

/**
 * The <label>s of a control. HTMLInputElement.labels searches the whole
 * document on every call; this indexes each document or shadow root's
 * labels once a snapshot.
 * @param {AriaCtx} c
 * @param {Element} el
 * @returns {HTMLLabelElement[]}
 */
function labelsOf(c, el) {
  const root = /** @type {Document | ShadowRoot} */ (el.getRootNode());
  let m = c.labels.get(root);
  if (!m) {
    m = new Map();
    const all = root.nodeType === 9 ? /** @type {Document} */ (root).getElementsByTagName('label') : root.querySelectorAll('label');
    for (let i = 0; i < all.length; i++) {
      const l = all[i];
      const ctl = l.control;
      if (!ctl) continue;
      const a = m.get(ctl);
      if (a) a.push(l);
      else m.set(ctl, [l]);
    }
    c.labels.set(root, m);
  }
  return m.get(el) || NONE;
}

/**
 * @param {AriaCtx} c
 * @param {HTMLLabelElement[]} labels
 * @param {Element} self
 * @returns {string}
 */
function labelText(c, labels, self) {
  const parts = [];
  // The control may sit deep inside its label (antd's and MUI's checkboxes:
  // <label><span><input></span>Text</label>): wherever the label's text
  // meets it again, it adds nothing (instead of its label's text, over and
  // over, until the stack ran out and the whole snapshot failed).
  const again = c.labelling.has(self);
  c.labelling.add(self);
  try {
    for (const l of labels) {
      if (hiddenForNameDeep(c, l)) continue;
      parts.push(labelContent(c, l, self));
    }
  } finally {
    if (!again) c.labelling.delete(self);
  }
  return squash(parts.join(' '));
}

/**
 * A label's text for its control: the control itself counts by value
 * only when it is not the one being named.
 * @param {AriaCtx} c
 * @param {HTMLLabelElement} l
 * @param {Element} self
 * @returns {string}
 */
function labelContent(c, l, self) {
  let out = '';
  const budget = { n: 0 };
  /** @param {Node} n */
  const walk = n => {
    const kids3 = childNodesOf(n);
    for (let k3 = 0; k3 < kids3.length; k3++) {
      const ch = kids3[k3];
      if (isText(ch)) {
        out += ch.parentElement ? renderedText(styleOf(c, ch.parentElement), ch.data) : ch.data;
      } else if (isElement(ch)) {
        if (ch === self) continue;
        if (hiddenForName(c, ch)) continue;
        const r = nameInContent(c, ch, null, budget);
        const sp = r.spacey || !inlineDisplay(styleOf(c, ch).display);
        if (r.text) out += (sp && out && !/\s$/.test(out) ? ' ' : '') + r.text + (sp ? ' ' : '');
      }
    }
  };
  const b = pseudoText(c, l, '::before');
  if (b.text) out += b.text + (b.spacey ? ' ' : '');
  walk(l);
  const a = pseudoText(c, l, '::after');
  if (a.text) out += (a.spacey && out && !/\s$/.test(out) ? ' ' : '') + a.text;
  return out;
}

/**
 * @param {AriaCtx} c
 * @param {Element} el
 * @returns {boolean}
 */
function hiddenForNameDeep(c, el) {
  return el.getAttribute('aria-hidden') === 'true' || hiddenStyle(styleOf(c, el));
}

/**
 * Names from the host language (HTML-AAM).
 * @param {AriaCtx} c
 * @param {AriaElement} el
 * @param {string | null} role
 * @param {AriaNameRoot | null} root
 * @param {AriaBudget | undefined} budget
 * @returns {string}
 */
function nativeName(c, el, role, root, budget) {
  const t = el.localName;
  switch (t) {
    case 'input': {
      const type = (el.getAttribute('type') || '').toLowerCase();
      if (type === 'button' || type === 'submit' || type === 'reset') {
        const l = labelText(c, labelsOf(c, el), el);
        if (l) return l;
        if (el.hasAttribute('value')) return /** @type {HTMLInputElement} */ (el).value;
        return type === 'submit' ? 'Submit' : type === 'reset' ? 'Reset' : '';
      }
      if (type === 'image') {
        const l = labelText(c, labelsOf(c, el), el);
        if (l) return l;
        return el.getAttribute('alt') || el.getAttribute('value') || 'Submit';
      }
      const l = labelText(c, labelsOf(c, el), el);
      if (l) return l;
      if (type === 'file') return el.multiple ? 'Choose Files' : 'Choose File';
      return '';
    }
    case 'textarea': case 'select': case 'meter': case 'progress': case 'output': case 'button':
      return labelText(c, labelsOf(c, el), el);
    case 'img': case 'area': return el.getAttribute('alt') || '';
    case 'fieldset': {
      for (const ch of el.children) {
        if (ch.localName === 'legend') return hiddenForName(c, ch) ? '' : textFrom(c, ch, root, budget);
      }
      return '';
    }
    case 'table': {
      const cap = el.caption;
      return cap && !hiddenForName(c, cap) ? textFrom(c, cap, root, budget) : '';
    }
    case 'svg': {
      for (const ch of el.children) if (ch.localName === 'title') return ch.textContent || '';
      return '';
    }
    case 'option': return role === 'MenuListOption' || role === 'option' ? /** @type {HTMLOptionElement} */ (el).label : '';
    case 'optgroup': return /** @type {HTMLOptGroupElement} */ (el).label;
    case 'iframe': case 'frame': return '';
  }
  return '';
}

// Hints for controls without a name. A menu button that is an <a> around
// an icon font's <i class="fa fa-bars">, five toolbar buttons of icons
// alone: their accessible name is empty, yet the page says what each is
// for in ways a screen reader does not read. The snapshot prints such a
// hint apart from the name (`- link [hint: bars]`); it is a guess, not the
// name.
const TOOLTIP_ATTRS = ['title', 'data-tooltip', 'data-tip', 'data-title', 'data-original-title', 'data-bs-original-title',
  'data-bs-title', 'data-balloon', 'mattooltip', 'tooltip', 'aria-description'];
// Class prefixes of icon sets: Font Awesome, Bootstrap Icons, Glyphicons,
// Material Design Icons, Tabler, Line Awesome, VS Code's codicons, GitHub's
// octicons, Lucide, Feather, Ionicons, Remix, Boxicons, PrimeIcons,
// Element UI, Phosphor, generic icon-*.
const ICON_CLASS = /^(?:fa[srlbdt]?|fa-(?:solid|regular|light|thin|duotone|brands|sharp)|bi|glyphicon|mdi|ti|la[srb]?|codicon|octicon|lucide|feather|fe|ion|ion-md|ion-ios|ri|bx|bxs|bxl|pi|el-icon|ph|icon|icons|gg|uil|zmdi|oi|typcn|wi|icofont|iconoir)-(.+)$/;
// What an icon class may say besides the icon: sizes, animations, styles,
// and what a button of icons calls itself (icon-only, icon-btn).
const ICON_MODIFIER = /^(?:only|btn|button|left|right|top|bottom|start|end|small|large|wrapper|container|text|label|link|inline|block|size(?:-\w+)?|color|primary|secondary|white|black|dark|light|\d*x[sl]?|\d+x|xs|sm|md|lg|xl|fw|li|ul|border|inverse|spin|pulse|beat|bounce|fade|flip|shake|stack(?:-\dx)?|rotate-\d+|flip-(?:horizontal|vertical|both)|pull-(?:left|right)|solid|regular|light|thin|duotone|brands|sharp|outline|outlined|filled|fill|round|rounded|two-?tone|\d+)$/;

/**
 * The icon an element's classes (or data-icon, as Font Awesome's SVGs
 * carry it) name, or ''.
 * @param {Element} el
 * @returns {string}
 */
function iconOf(el) {
  const di = el.getAttribute('data-icon');
  if (di && /^[a-z][\w-]*$/i.test(di)) return di;
  const cl = el.classList;
  for (let i = 0; i < cl.length; i++) {
    const m = ICON_CLASS.exec(cl[i]);
    if (m && !ICON_MODIFIER.test(m[1])) return m[1];
  }
  // Material icons and symbols: the ligature is the text.
  for (let i = 0; i < cl.length; i++) {
    if (/^material-(?:icons|symbols)/.test(cl[i]) || cl[i] === 'material-icons') {
      const t = squash(el.textContent || '');
      if (/^[a-z_0-9]{2,40}$/.test(t)) return t;
    }
  }
  if (el.localName === 'use') {
    const h = el.getAttribute('href') || el.getAttribute('xlink:href') || '';
    const m = /#(?:icon[-_])?([\w-]+)$/.exec(h);
    if (m) return m[1];
  }
  return '';
}

/**
 * Whether text a person reads is inside el: not an icon's ligature nor
 * text under aria-hidden (a Material icon's "content_copy"). Past 200 text
 * nodes, it says yes.
 * @param {Element} el
 * @returns {boolean}
 */
function wordsInside(el) {
  const walker = el.ownerDocument.createTreeWalker(el, NodeFilter.SHOW_TEXT);
  for (let n = 0, t = walker.nextNode(); t; t = walker.nextNode()) {
    if (++n > 200) return true;
    if (!squash(t.nodeValue || '')) continue;
    let icon = false;
    for (let a = t.parentElement; a && a !== el.parentElement; a = a.parentElement) {
      if (a.getAttribute('aria-hidden') === 'true' || iconOf(a)) {
        icon = true;
        break;
      }
    }
    if (!icon) return true;
  }
  return false;
}

// Classes that say how an element looks or which library drew it, not
// what it is for: layout and spacing utilities (Bootstrap's, Tailwind's),
// states, and the prefixes of component libraries' own classes (ant-btn,
// mui-..., p-button), by their first word; and words that name no purpose.
const CLASS_UTILITY = /^(?:d|m[tblrxyse]?|p[tblrxyse]?|text|bg|btn|col|row|w|h|min|max|flex|align|justify|float|position|top|bottom|start|end|rounded|border|shadow|fs|fw|lh|g[xy]?|gap|order|overflow|opacity|visible|invisible|sr|visually|hidden|has|is|js|ng|v|el|ant|anticon|mui|mat|mdc|css|sc|jsx|tw|hover|focus|active|disabled|q|chakra|mantine|bp\d*|ui|sl|md|ion|van|n|t|arco|semi|x|k|e|o|rs|fui|fluent|pf|cds|bx|slds|spectrum|vaadin|ember|react|vue|svelte|cursor|user|z|inline|block|grid|table|list|form|input|nav|page|clearfix|container|fade|show|collapse|collapsed|ripple|dropdown-item)$/;
const CLASS_GENERIC = /^(?:button|btn|link|icon|item|control|wrapper|wrap|container|root|inner|outer|content|main|base|default|primary|secondary|small|large|sm|lg|md|xs|xl|only|left|right|toggle|action|actions|element|elem|component|box|block|widget|label|text|group|header|footer|body|outline|outlined|plain|ghost|flat|round|circle|square|light|dark)$/;

/**
 * The hint an element's own classes give, when one names it in words a
 * person wrote (navbar-toggler, sidebar-minimizer: "navbar toggler"), or
 * ''. Only a class of two words or more, of letters alone (not a hashed
 * one: css-1x2y3z, Button_root__x7f2), not a utility's nor a library's.
 * @param {Element} el
 * @returns {string}
 */
function classHint(el) {
  const cl = el.classList;
  for (let i = 0; i < cl.length; i++) {
    const k = cl[i];
    if (!/^[a-z]+(?:[-_]+[a-z]+)+$/.test(k)) continue;
    const words = k.split(/[-_]+/);
    if (CLASS_UTILITY.test(words[0]) || CLASS_UTILITY.test(k)) continue;
    // What it says besides generic words and what the element is (its
    // tag, role or type): nothing, or only a first word, a library's name
    // (fancytree-checkbox on a checkbox), says nothing more.
    const rest = words.filter(w => !CLASS_GENERIC.test(w) && w !== el.localName && w !== el.getAttribute('role') && w !== el.getAttribute('type'));
    if (!rest.length || rest.length === 1 && rest[0] === words[0]) continue;
    return words.join(' ');
  }
  return '';
}

/**
 * A hint at what a control without a name is for: its own tooltip, that of
 * or the icon in something inside it (when nothing inside has words), its
 * icon classes, its id, the name
 * of a form field; for a part of a drawing (a flow editor's port), its
 * classes and those of a group that holds only it. '' when nothing says.
 * @param {AriaCtx} c
 * @param {Element} el
 * @returns {string}
 */
function hintOf(c, el) {
  const h = rawHint(c, el).replace(/[\[\]\n]/g, ' ');
  const s = squash(h);
  return s.length > 60 ? s.slice(0, 59) + '…' : s;
}

/**
 * @param {AriaCtx} c
 * @param {Element} el
 * @returns {string}
 */
function rawHint(c, el) {
  for (const a of TOOLTIP_ATTRS) {
    const v = el.getAttribute(a);
    if (v && v.trim()) return v;
  }
  const db = el.getAttribute('aria-describedby');
  if (db) {
    const parts = [];
    for (const id of db.trim().split(/\s+/)) {
      const d = byIdIn(el, id);
      if (d) parts.push(d.textContent || '');
    }
    if (squash(parts.join(' '))) return parts.join(' ');
  }
  const own = iconOf(el);
  if (own) return own;
  // What is inside: the first tooltip or icon of the first elements, when
  // nothing inside has words (a widget whose title is inside it is not
  // what the cog icon beside the title is for).
  const words = wordsInside(el);
  let seen = 0;
  /** @type {Element[]} */
  const stack = [...el.children].reverse();
  while (!words && stack.length && seen++ < 20) {
    const k = /** @type {Element} */ (stack.pop());
    if (SKIP.has(k.localName) || k.localName === 'title') continue;
    if (styleOf(c, k).display === 'none') continue;
    for (const a of TOOLTIP_ATTRS) {
      const v = a === 'aria-description' ? null : k.getAttribute(a);
      if (v && v.trim()) return v;
    }
    if (k.localName === 'svg') {
      for (const t of k.children) if (t.localName === 'title' && squash(t.textContent || '')) return t.textContent || '';
    }
    const ic = iconOf(k);
    if (ic) return ic;
    for (let i = k.children.length - 1; i >= 0; i--) stack.push(k.children[i]);
  }
  const id = el.id;
  // Ids a person wrote (sidemenu-toggle), not ones a framework made up
  // (:r1:, ember123, radix-5, a uuid).
  if (id && /^[A-Za-z][A-Za-z_-]*[A-Za-z0-9]?$/.test(id) && id.length <= 40 && !/^(?:ember|radix|react|headlessui|mui|rc|el|v|ng|__)/i.test(id)) {
    return id;
  }
  const nm = el.getAttribute('name');
  if (nm && /^[A-Za-z][\w.-]*$/.test(nm) && (isFormControl(el.localName) || el.localName === 'a')) return nm;
  if (el.namespaceURI === 'http://www.w3.org/2000/svg') {
    /** @param {string} k */
    const says = k => !/^(?:selected|active|hover|focus|highlight(?:ed)?|disabled|hidden|visible|ng-|is-|has-)|[-_](?:selected|active|hover(?:ed)?|focus(?:ed)?|highlight(?:ed)?)$/.test(k);
    let cls = [...el.classList].filter(says);
    // A shape alone in a group that says what it is (a flow editor's port
    // <rect class="port"> in <g class="port-output">): the group's classes
    // too, in place of those of the shape they only extend.
    const g = el.parentElement;
    if (g && g.localName === 'g' && g.childElementCount === 1) {
      const more = [...g.classList].filter(says);
      cls = cls.filter(k => !more.some(m => m.startsWith(k + '-') || m.startsWith(k + '_'))).concat(more);
    }
    if (cls.length) return cls.join(' ');
    return '';
  }
  // A button's or link's own classes, last, when nothing inside has
  // words (not a cell's or handle's a page listens on: a calendar's
  // colour dot, a column's resize handle).
  const r = el.getAttribute('role');
  const clicked = r ? /^(?:button|link|menuitem|tab)$/.test(r)
    : el.localName === 'button' || el.localName === 'a' && el.hasAttribute('href') ||
      el instanceof HTMLInputElement && /^(?:button|submit|reset|image)$/.test(el.type);
  return words || !clicked ? '' : classHint(el);
}
