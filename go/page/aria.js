// The in-page half of snapshots. It runs in an isolated world of each frame
// (page scripts cannot see or tamper with it) and walks the flat tree — open
// shadow roots and slots included — once, computing for every node what an
// accessibility tree holds: role, name, value, states. It answers in the
// shape of Chromium's Accessibility.getFullAXTree (roles as Chromium names
// them), so package snapshot renders both alike; computing it here costs a
// few milliseconds where the browser's full AX tree costs seconds on large
// pages.
//
// Every node gets a number that stays the same while the document lives:
// refs map to it, and __emcp.byId(n) finds the node again.
(() => {
  if (globalThis.__emcp) return;

  const ids = new WeakMap();
  const byIdMap = new Map();
  let nextId = 1;
  function idOf(n) {
    let id = ids.get(n);
    if (id === undefined) {
      id = nextId++;
      ids.set(n, id);
      byIdMap.set(id, new WeakRef(n));
    }
    return id;
  }
  function byId(id) {
    const r = byIdMap.get(id);
    const n = r && r.deref();
    return n && n.isConnected ? n : null;
  }
  // Forget numbers of nodes that were garbage-collected, now and then.
  function prune(live) {
    if (byIdMap.size < 2 * live + 1000) return;
    for (const [id, r] of byIdMap) if (!r.deref()) byIdMap.delete(id);
  }

  const ARIA_ROLES = new Set(('alert alertdialog application article banner blockquote button caption cell checkbox code ' +
    'columnheader combobox complementary contentinfo definition deletion dialog directory document emphasis feed figure ' +
    'form generic grid gridcell group heading img insertion link list listbox listitem log main mark marquee math menu ' +
    'menubar menuitem menuitemcheckbox menuitemradio meter navigation none note option paragraph presentation progressbar ' +
    'radio radiogroup region row rowgroup rowheader scrollbar search searchbox separator slider spinbutton status ' +
    'strong subscript superscript switch tab table tablist tabpanel term textbox time timer toolbar tooltip tree ' +
    'treegrid treeitem').split(' '));

  // Roles whose name comes from their content when nothing else names them.
  const NAME_FROM_CONTENT = new Set(['button', 'cell', 'checkbox', 'columnheader', 'gridcell', 'heading', 'link',
    'menuitem', 'menuitemcheckbox', 'menuitemradio', 'option', 'MenuListOption', 'radio', 'row', 'rowheader',
    'switch', 'tab', 'tooltip', 'treeitem', 'DisclosureTriangle', 'Legend', 'caption', 'Figcaption', 'LabelText',
    'term', 'sectionhead']);

  const TEXT_INPUTS = new Set(['', 'text', 'email', 'tel', 'url', 'password', 'search']);

  function explicitRole(el) {
    const attr = el.getAttribute('role');
    if (!attr) return null;
    for (const r of attr.trim().toLowerCase().split(/\s+/)) if (ARIA_ROLES.has(r)) return r;
    return null;
  }

  function hasSectioningAncestor(el) {
    for (let p = el.parentElement; p; p = p.parentElement) {
      const t = p.localName;
      if (t === 'article' || t === 'aside' || t === 'main' || t === 'nav' || t === 'section') return true;
      const r = p.getAttribute('role');
      if (r === 'article' || r === 'complementary' || r === 'main' || r === 'navigation' || r === 'region') return true;
    }
    return false;
  }

  function implicitRole(el) {
    switch (el.localName) {
      case 'a': case 'area': return el.hasAttribute('href') ? 'link' : 'generic';
      case 'button': return 'button';
      case 'input': {
        const t = (el.getAttribute('type') || '').toLowerCase();
        switch (t) {
          case 'button': case 'submit': case 'reset': case 'image': case 'file': return 'button';
          case 'checkbox': return el.getAttribute('switch') !== null ? 'switch' : 'checkbox';
          case 'radio': return 'radio';
          case 'range': return 'slider';
          case 'number': return 'spinbutton';
          case 'hidden': return null;
          case 'date': case 'month': case 'week': return 'Date';
          case 'datetime-local': return 'DateTime';
          case 'time': return 'InputTime';
          case 'color': return 'ColorWell';
          case 'search': return el.hasAttribute('list') ? 'combobox' : 'searchbox';
          default: return el.hasAttribute('list') ? 'combobox' : 'textbox';
        }
      }
      case 'textarea': return 'textbox';
      case 'select': return el.multiple || el.size > 1 ? 'listbox' : 'combobox';
      case 'option': {
        const sel = el.closest('select');
        return sel && !(sel.multiple || sel.size > 1) ? 'MenuListOption' : 'option';
      }
      case 'optgroup': return 'group';
      case 'h1': case 'h2': case 'h3': case 'h4': case 'h5': case 'h6': return 'heading';
      case 'ul': case 'ol': case 'menu': return 'list';
      case 'li': return 'listitem';
      case 'dl': return 'DescriptionList';
      case 'dt': return 'term';
      case 'dd': return 'definition';
      case 'nav': return 'navigation';
      case 'main': return 'main';
      case 'aside': return 'complementary';
      case 'header': return hasSectioningAncestor(el) ? 'sectionheader' : 'banner';
      case 'footer': return hasSectioningAncestor(el) ? 'sectionfooter' : 'contentinfo';
      case 'section': return el.hasAttribute('aria-label') || el.hasAttribute('aria-labelledby') || el.hasAttribute('title') ? 'region' : 'Section';
      case 'article': return 'article';
      case 'form': return 'form';
      case 'search': return 'search';
      case 'img': return el.getAttribute('alt') === '' && !el.hasAttribute('title') && !el.hasAttribute('aria-label') ? 'none' : 'image';
      case 'svg': return 'SvgRoot';
      case 'table': return 'table';
      case 'caption': return 'caption';
      case 'thead': case 'tbody': case 'tfoot': return 'rowgroup';
      case 'tr': return 'row';
      case 'td': {
        const t = el.closest('table');
        const r = t && explicitRole(t);
        return r === 'grid' || r === 'treegrid' ? 'gridcell' : 'cell';
      }
      case 'th': {
        const scope = (el.getAttribute('scope') || '').toLowerCase();
        if (scope === 'row' || scope === 'rowgroup') return 'rowheader';
        if (scope === 'col' || scope === 'colgroup') return 'columnheader';
        const row = el.parentElement;
        if (row && row.parentElement && row.parentElement.localName === 'thead') return 'columnheader';
        // A header cell first in a row of data cells heads that row.
        if (row && row.firstElementChild === el && row.querySelector('td')) return 'rowheader';
        return 'columnheader';
      }
      case 'p': return 'paragraph';
      case 'blockquote': return 'blockquote';
      case 'pre': return 'Pre';
      case 'code': return 'code';
      case 'strong': case 'b': return el.localName === 'strong' ? 'strong' : 'generic';
      case 'em': return 'emphasis';
      case 'mark': return 'mark';
      case 'del': case 's': return 'deletion';
      case 'ins': return 'insertion';
      case 'sub': return 'subscript';
      case 'sup': return 'superscript';
      case 'time': return 'time';
      case 'hr': return 'separator';
      case 'progress': return 'progressbar';
      case 'meter': return 'meter';
      case 'output': return 'status';
      case 'dialog': return 'dialog';
      case 'details': return 'Details';
      case 'summary': return 'DisclosureTriangle';
      case 'fieldset': return 'group';
      case 'legend': return 'Legend';
      case 'label': return 'LabelText';
      case 'figure': return 'figure';
      case 'figcaption': return 'Figcaption';
      case 'iframe': case 'frame': return 'Iframe';
      case 'video': return 'Video';
      case 'audio': return 'Audio';
      case 'canvas': return 'Canvas';
      case 'address': return 'group';
      case 'math': return 'math';
      case 'br': return 'LineBreak';
      case 'script': case 'style': case 'noscript': case 'template': case 'head': case 'meta': case 'link':
      case 'title': case 'datalist': case 'slot': case 'source': case 'track': case 'param': case 'base':
        return null;
    }
    return 'generic';
  }

  function focusable(el) {
    if (el.disabled) return false;
    if (el.tabIndex >= 0) {
      // Elements the browser does not focus report 0 only for a tabindex.
      const t = el.localName;
      return el.hasAttribute('tabindex') || t === 'a' || t === 'button' || t === 'input' || t === 'select' ||
        t === 'textarea' || t === 'summary' || t === 'iframe' || t === 'area' || el.isContentEditable ||
        ((t === 'audio' || t === 'video') && el.controls);
    }
    return el.hasAttribute('tabindex');
  }

  // Text of a node for names: visible text, with the values of embedded
  // controls, recursing through the flat tree.
  function childNodesOf(n) {
    if (n.nodeType === 1) {
      if (n.shadowRoot) return n.shadowRoot.childNodes;
      if (n.localName === 'slot') {
        const a = n.assignedNodes({ flatten: true });
        if (a.length) return a;
      }
    }
    return n.childNodes;
  }

  const BLOCKY = new Set(['block', 'flex', 'grid', 'list-item', 'table', 'table-row', 'table-cell', 'flow-root', 'table-caption']);

  function ctx() {
    return { styles: new Map(), names: new Map(), roles: new Map() };
  }

  function styleOf(c, el) {
    let s = c.styles.get(el);
    if (!s) {
      s = getComputedStyle(el);
      c.styles.set(el, s);
    }
    return s;
  }

  function hiddenForName(c, el) {
    if (el.getAttribute('aria-hidden') === 'true') return true;
    if (el.hidden && el.localName !== 'details') return true;
    const s = styleOf(c, el);
    return s.display === 'none' || s.visibility === 'hidden' || s.visibility === 'collapse';
  }

  function controlValue(el, role) {
    switch (role) {
      case 'textbox': case 'searchbox': case 'spinbutton': case 'slider': case 'Date': case 'DateTime':
      case 'InputTime': case 'ColorWell':
        if ('value' in el && el.localName !== 'button') return el.type === 'password' ? '•'.repeat(el.value.length) : String(el.value);
        return el.isContentEditable ? el.innerText : '';
      case 'combobox': case 'listbox':
        if (el.localName === 'select') {
          return [...el.selectedOptions].map(o => o.label).join(', ');
        }
        if ('value' in el) return String(el.value);
        return '';
    }
    return null;
  }

  function textFrom(c, n, visited) {
    let out = '';
    for (const ch of childNodesOf(n)) {
      if (ch.nodeType === 3) {
        out += ch.data;
      } else if (ch.nodeType === 1) {
        if (visited.has(ch) || hiddenForName(c, ch)) continue;
        const display = styleOf(c, ch).display;
        const t = nameOf(c, ch, visited, true);
        if (BLOCKY.has(display)) out += ' ' + t + ' ';
        else out += t;
      }
    }
    return out;
  }

  function squash(s) {
    return s.replace(/[\s\u00a0]+/g, ' ').trim();
  }

  // The accessible name, after the accname algorithm, simplified where
  // pages rarely differ.
  function nameOf(c, el, visited, recursing) {
    if (!recursing && c.names.has(el)) return c.names.get(el);
    visited = visited || new Set();
    if (visited.has(el)) return '';
    visited.add(el);
    const role = roleOf(c, el);
    let name = '';
    const lb = el.getAttribute('aria-labelledby');
    if (lb && !recursing) {
      const root = el.getRootNode();
      const parts = [];
      for (const id of lb.trim().split(/\s+/)) {
        const ref = root.getElementById ? root.getElementById(id) : document.getElementById(id);
        if (ref) parts.push(squash(ref === el ? (el.getAttribute('aria-label') || '') : nameOf(c, ref, visited, true) || textFrom(c, ref, visited)));
      }
      name = squash(parts.join(' '));
    }
    if (!name && recursing && role) {
      // An embedded control inside a label or a name: its value.
      const v = controlValue(el, role);
      if (v !== null) return v;
    }
    if (!name) name = squash(el.getAttribute('aria-label') || '');
    if (!name) name = nativeName(c, el, role, visited);
    if (!name && (recursing || NAME_FROM_CONTENT.has(role))) {
      if (role !== 'Iframe' && !(el.localName === 'select') && !(role === 'textbox' || role === 'searchbox')) name = squash(textFrom(c, el, visited));
    }
    if (!name) name = squash(el.getAttribute('title') || '');
    if (!name && (el.localName === 'input' || el.localName === 'textarea') && !recursing) name = squash(el.getAttribute('placeholder') || '');
    if (!recursing) c.names.set(el, name);
    return name;
  }

  function nativeName(c, el, role, visited) {
    const t = el.localName;
    if (t === 'input' || t === 'textarea' || t === 'select' || t === 'meter' || t === 'progress' || t === 'output' || t === 'button') {
      const type = (el.getAttribute('type') || '').toLowerCase();
      if (t === 'input' && (type === 'button' || type === 'submit' || type === 'reset')) {
        return el.value || (type === 'submit' ? 'Submit' : type === 'reset' ? 'Reset' : '');
      }
      if (t === 'input' && type === 'image') return el.alt || el.value || 'Submit';
      if (el.labels && el.labels.length) {
        const parts = [];
        for (const l of el.labels) if (!visited.has(l)) parts.push(textFrom(c, l, new Set([...visited, el])));
        const s = squash(parts.join(' '));
        if (s) return s;
      }
      if (t === 'input' && type === 'file') return 'Choose File';
      return '';
    }
    if (t === 'img' || t === 'area') return squash(el.getAttribute('alt') || '');
    if (t === 'fieldset') {
      const lg = [...el.children].find(e => e.localName === 'legend');
      return lg ? squash(textFrom(c, lg, visited)) : '';
    }
    if (t === 'figure') {
      const fc = [...el.children].find(e => e.localName === 'figcaption');
      return fc ? squash(textFrom(c, fc, visited)) : '';
    }
    if (t === 'table') return el.caption ? squash(textFrom(c, el.caption, visited)) : '';
    if (t === 'svg') {
      const title = [...el.children].find(e => e.localName === 'title');
      return title ? squash(title.textContent) : '';
    }
    if (t === 'iframe' || t === 'frame') return squash(el.getAttribute('title') || '');
    return '';
  }

  function roleOf(c, el) {
    let r = c.roles.get(el);
    if (r === undefined) {
      r = explicitRole(el);
      if (r === 'none' || r === 'presentation') {
        // Focusable elements keep their role (ARIA's conflict resolution).
        r = focusable(el) ? implicitRole(el) : 'none';
      }
      if (!r) r = implicitRole(el);
      c.roles.set(el, r);
    }
    return r;
  }

  function tristate(v) {
    if (v === 'true' || v === 'false' || v === 'mixed') return v;
    return null;
  }

  // The snapshot: nodes in Chromium's AX shape, flattened. Node fields:
  // i id, r role, n name, v value, c children (indexes), p properties, ph
  // placeholder, lb ids of labels, f flags (1 pointer cursor, 2 clickable:
  // a click handler property or draggable), b box.
  function snapshot(opts) {
    const c = ctx();
    const out = [];
    const active = deepActive();
    const rootIndex = out.length;
    out.push({ i: idOf(document), r: 'RootWebArea', n: document.title, c: [] });
    walkChildren(c, document.documentElement ? [document.documentElement] : [], out[rootIndex], out, active, opts, false);
    prune(out.length);
    return out;
  }

  function deepActive() {
    let a = document.activeElement;
    while (a && a.shadowRoot && a.shadowRoot.activeElement) a = a.shadowRoot.activeElement;
    return a;
  }

  function walkChildren(c, kids, parentNode, out, active, opts, parentPointer, hiddenParent) {
    for (const ch of kids) {
      if (ch.nodeType === 3) {
        if (hiddenParent) continue;
        const t = ch.data;
        if (!t.trim()) continue;
        parentNode.c.push(out.length);
        out.push({ i: idOf(ch), r: 'StaticText', n: t.replace(/[\s\u00a0]+/g, ' ') });
      } else if (ch.nodeType === 1) {
        walkElement(c, ch, parentNode, out, active, opts, parentPointer);
      }
    }
  }

  function walkElement(c, el, parentNode, out, active, opts, parentPointer) {
    const tag = el.localName;
    if (tag === 'script' || tag === 'style' || tag === 'noscript' || tag === 'template' || tag === 'head') return;
    if (el.getAttribute('aria-hidden') === 'true') return;
    const s = styleOf(c, el);
    if (s.display === 'none') {
      // <slot> and display:contents elements render their children.
      if (tag !== 'slot') return;
    }
    if (el.inert) return;
    let role = roleOf(c, el);
    const hidden = s.visibility === 'hidden' || s.visibility === 'collapse';
    const pointer = s.cursor === 'pointer';
    if (role === null || tag === 'html' || tag === 'body' || s.display === 'contents' && role === 'generic' || hidden) {
      // Not a node of its own; its children take its place. A
      // visibility:hidden one may have visible children, but not text.
      if (role !== null || tag === 'html' || tag === 'body' || tag === 'slot') walkChildren(c, childNodesOf(el), parentNode, out, active, opts, pointer, hidden);
      return;
    }
    if (role === 'none') {
      walkChildren(c, childNodesOf(el), parentNode, out, active, opts, pointer);
      return;
    }
    const node = { i: idOf(el), r: role, c: [] };
    const name = nameOf(c, el);
    if (name) node.n = name.length > 1000 ? name.slice(0, 1000) : name;
    const p = {};
    if (focusable(el)) p.focusable = true;
    if (el.isContentEditable && (!el.parentElement || !el.parentElement.isContentEditable)) p.editable = 'richtext';
    if (el === active) p.focused = true;
    // States.
    const ac = tristate(el.getAttribute('aria-checked'));
    if (tag === 'input' && (el.type === 'checkbox' || el.type === 'radio')) p.checked = el.indeterminate ? 'mixed' : String(el.checked);
    else if (ac && (role === 'checkbox' || role === 'radio' || role === 'switch' || role === 'menuitemcheckbox' || role === 'menuitemradio' || role === 'option' || role === 'treeitem')) p.checked = ac;
    const ap = tristate(el.getAttribute('aria-pressed'));
    if (ap) p.pressed = ap;
    if (el.matches(':disabled') || el.getAttribute('aria-disabled') === 'true') p.disabled = true;
    const ae = el.getAttribute('aria-expanded');
    if (ae === 'true' || ae === 'false') p.expanded = ae === 'true';
    else if (tag === 'summary' && el.parentElement && el.parentElement.localName === 'details') p.expanded = el.parentElement.open;
    if (tag === 'option') p.selected = el.selected;
    else {
      const as = el.getAttribute('aria-selected');
      if (as === 'true' || as === 'false') p.selected = as === 'true';
    }
    if (el.required || el.getAttribute('aria-required') === 'true') p.required = true;
    if ((el.readOnly && (tag === 'input' || tag === 'textarea')) || el.getAttribute('aria-readonly') === 'true') p.readonly = true;
    const ai = el.getAttribute('aria-invalid');
    if (ai && ai !== 'false') p.invalid = ai;
    if (role === 'heading') {
      const al = parseInt(el.getAttribute('aria-level'), 10);
      p.level = al > 0 ? al : /^h[1-6]$/.test(tag) ? Number(tag[1]) : 2;
    }
    if (role === 'link' && el.href) p.url = typeof el.href === 'string' ? el.href : el.href.baseVal;
    const v = controlValue(el, role);
    if (v) node.v = v.length > 1000 ? v.slice(0, 1000) : v;
    if ((tag === 'input' || tag === 'textarea') && el.placeholder) node.ph = el.placeholder;
    if (role === 'slider' || role === 'spinbutton' || role === 'progressbar' || role === 'meter' || role === 'scrollbar') {
      const vt = el.getAttribute('aria-valuetext');
      if (vt) p.valuetext = vt;
      else if (!v && el.getAttribute('aria-valuenow')) node.v = el.getAttribute('aria-valuenow');
    }
    if (el.labels && el.labels.length) node.lb = [...el.labels].map(idOf);
    node.p = p;
    let f = 0;
    if (pointer) f |= 1;
    if (el.getAttribute('draggable') === 'true' || typeof el.onclick === 'function') f |= 2;
    if (f) node.f = f;
    if (opts.boxes) {
      const r = el.getBoundingClientRect();
      if (r.width || r.height) node.b = [Math.round(r.left + scrollX), Math.round(r.top + scrollY), Math.round(r.width), Math.round(r.height)];
    }
    parentNode.c.push(out.length);
    out.push(node);
    if (tag === 'select' && role === 'combobox') {
      // Chromium's shape: the options in a popup.
      const popup = { i: -node.i, r: 'MenuListPopup', c: [] };
      node.c.push(out.length);
      out.push(popup);
      for (const o of el.options) {
        popup.c.push(out.length);
        out.push({ i: idOf(o), r: 'MenuListOption', n: o.label, p: { selected: o.selected } });
      }
      return;
    }
    if (tag === 'textarea' || tag === 'input' || tag === 'iframe' || tag === 'frame' || tag === 'img' || tag === 'video' ||
      tag === 'audio' || tag === 'svg' || tag === 'canvas') return;
    walkChildren(c, childNodesOf(el), node, out, active, opts, pointer);
  }

  globalThis.__emcp = { snapshot, idOf, byId };
})();
