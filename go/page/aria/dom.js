// @ts-check
// What the DOM says about an element, read once per snapshot: the flat
// tree (shadow roots and slots), computed styles and the ::before/::after
// rules that may apply, focusability and disabled state.

const SKIP = new Set(['script', 'style', 'noscript', 'template', 'head', 'meta', 'link', 'title', 'datalist', 'rt', 'rp',
  'source', 'track', 'param', 'base', 'colgroup', 'col']);
// Elements whose children are not content (replaced or internal).
const LEAF = new Set(['textarea', 'input', 'iframe', 'frame', 'img', 'video', 'audio', 'canvas', 'select',
  'progress', 'meter', 'embed', 'object', 'hr', 'br']);

/**
 * The flat-tree parent: a slotted node's parent is its slot, a shadow
 * root's child's parent is the host.
 * @param {Node} n
 * @returns {Node | null}
 */
function flatParent(n) {
  const slot = /** @type {Element | Text} */ (n).assignedSlot || closedSlots.get(n);
  if (slot) return slot;
  const p = n.parentNode;
  if (p && p.nodeType === 11) return /** @type {ShadowRoot} */ (p).host || null;
  return p;
}

// Elements are typed as HTMLElement throughout: SVG and MathML elements
// take the same paths, and the HTML-only properties the code reads on them
// (hidden, inert, isContentEditable, …) are undefined there, which every
// use takes as false.

/**
 * @param {Node} n
 * @returns {n is HTMLElement}
 */
function isElement(n) {
  return n.nodeType === 1;
}

/**
 * @param {Node} n
 * @returns {n is Text}
 */
function isText(n) {
  return n.nodeType === 3;
}

/**
 * Whether the element can take focus (Chromium's CanSetFocusAttribute,
 * less what the walk already excludes: hidden and inert content).
 * @param {AriaCtx} c
 * @param {HTMLElement} el
 * @returns {boolean}
 */
function focusable(c, el) {
  const t = el.localName;
  if (isFormControl(t) && disabled(c, el)) return false;
  if (el.hasAttribute('tabindex') && !isNaN(parseInt(el.getAttribute('tabindex') || '', 10))) return true;
  switch (t) {
    case 'a': case 'area': return el.hasAttribute('href');
    case 'button': case 'select': case 'textarea': case 'iframe': case 'frame': case 'embed': case 'object':
      return true;
    case 'input': return (el.getAttribute('type') || '').toLowerCase() !== 'hidden';
    case 'summary': {
      const d = el.parentElement;
      return !!d && d.localName === 'details' && summaryOf(d) === el;
    }
    case 'audio': case 'video': return /** @type {HTMLMediaElement} */ (el).controls;
  }
  return editableRoot(el);
}

/**
 * @param {HTMLElement} el
 * @returns {boolean}
 */
function editableRoot(el) {
  if (!el.isContentEditable) return false;
  const p = flatParent(el);
  return !(p && isElement(p) && p.isContentEditable);
}

/**
 * @param {string} t
 * @returns {boolean}
 */
function isFormControl(t) {
  return t === 'button' || t === 'input' || t === 'select' || t === 'textarea' || t === 'optgroup' || t === 'option' || t === 'fieldset';
}

/**
 * @param {AriaCtx} c
 * @param {Element} el
 * @returns {boolean}
 */
function disabled(c, el) {
  let d = c.disabled.get(el);
  if (d === undefined) {
    d = el.matches(':disabled');
    c.disabled.set(el, d);
  }
  return d;
}

/**
 * @param {Node} n
 * @returns {ArrayLike<Node>}
 */
function childNodesOf(n) {
  if (isElement(n)) {
    const root = shadowOf(n);
    if (root) return root.childNodes;
    if (n.localName === 'slot') {
      const a = /** @type {HTMLSlotElement} */ (n).assignedNodes({ flatten: true });
      if (a.length) {
        // assignedSlot does not tell a node that its slot is in a closed
        // root; flatParent asks this instead.
        if (/** @type {ShadowRoot} */ (n.getRootNode()).mode === 'closed') for (const x of a) closedSlots.set(x, /** @type {HTMLSlotElement} */ (n));
        return a;
      }
    }
  }
  return n.childNodes;
}

// Closed shadow roots, which page scripts (and we) cannot reach from their
// host: Chromium's DOM domain sees them, and gather.go hands each one found
// to adoptRoot. Hosts are looked for among custom elements (the elements
// closed roots are made for), each once (noteHost).
/** @type {WeakMap<Element, ShadowRoot>} */
const closedRoots = new WeakMap();
/** @type {WeakMap<Node, HTMLSlotElement>} */
const closedSlots = new WeakMap();
/** @type {WeakSet<Element>} */
const lookedAt = new WeakSet();
/** @type {Element[]} the hosts to look at, for gather.go */
let hostsToCheck = [];
/** @type {Set<Element>} */
let hostsNoted = new Set();
const MAX_HOSTS = 1000; // looked at per snapshot

/**
 * The element's shadow root, open or adopted.
 * @param {Element} el
 * @returns {ShadowRoot | null}
 */
function shadowOf(el) {
  return el.shadowRoot || closedRoots.get(el) || null;
}

/**
 * Notes an element that may host a closed shadow root: a custom element,
 * defined (components of frameworks that do not register them, Angular's
 * say, are undefined names and light DOM), with no open root, not looked
 * at before.
 * @param {Element} el
 */
function noteHost(el) {
  if (!el.localName.includes('-') || lookedAt.has(el) || hostsNoted.has(el) || hostsToCheck.length >= MAX_HOSTS) return;
  if (el.shadowRoot || !el.matches(':defined')) return;
  hostsNoted.add(el);
  hostsToCheck.push(el);
}

/** Starts a snapshot's list of hosts to look at. */
function clearHosts() {
  hostsToCheck = [];
  hostsNoted = new Set();
}

/**
 * Takes the hosts noted since the last call (they are not noted again)
 * and gives their parents, each once: gather.go describes a parent with
 * its children's shadow roots in one call, so that a list of components
 * costs one call rather than one each.
 * @returns {Node[]}
 */
function takeHosts() {
  /** @type {Set<Node>} */
  const parents = new Set();
  for (const el of hostsToCheck) {
    lookedAt.add(el);
    if (el.parentNode) parents.add(el.parentNode);
  }
  clearHosts();
  return [...parents];
}

/**
 * Adopts a closed shadow root (this: the root, resolved into our world by
 * its backend node id), so that the walk enters it like an open one, and
 * reports whether it is new.
 * @this {ShadowRoot}
 * @returns {boolean}
 */
function adoptRoot() {
  if (closedRoots.get(this.host) === this) return false;
  closedRoots.set(this.host, this);
  return true;
}

// ::before and ::after content counts in names, and Chromium lists the
// elements that have it. Reading a pseudo-element's style is slow, so
// only elements that match the selector of some ::before/::after rule
// (c.pseudo, from every style sheet, pseudo-element part removed) are
// looked at; a sheet that cannot be read (cross-origin) makes every
// element a candidate (c.pseudo '*').
/** @type {WeakMap<CSSStyleSheet, {n: number, sels: string[], all: boolean}>} */
const sheetPseudo = new WeakMap();
const PSEUDO_RE = /::?(?:before|after)\b/i;
/**
 * @returns {string}
 */
function pseudoRules() {
  /** @type {string[]} */
  const sels = [];
  let all = false;
  try {
    for (const s of [...document.styleSheets, ...(document.adoptedStyleSheets || [])]) all = sheetSelectors(s, sels) || all;
  } catch (e) {
    all = true;
  }
  return joinSelectors(all, sels);
}
/**
 * @param {boolean} all
 * @param {string[]} sels
 * @returns {string}
 */
function joinSelectors(all, sels) {
  if (all) return '*';
  if (!sels.length) return '';
  const joined = sels.join(', ');
  try {
    document.documentElement.matches(joined);
    return joined;
  } catch (e) {
    const ok = sels.filter(x => {
      try {
        document.documentElement.matches(x);
        return true;
      } catch (e2) {
        return false;
      }
    });
    return ok.join(', ');
  }
}
/**
 * sheetSelectors adds a sheet's pseudo-element selectors to out and
 * reports whether the sheet could not be read.
 * @param {CSSStyleSheet} s
 * @param {string[]} out
 * @returns {boolean}
 */
function sheetSelectors(s, out) {
  let rules;
  try {
    rules = s.cssRules;
  } catch (e) {
    return true;
  }
  const seen = sheetPseudo.get(s);
  if (seen && seen.n === rules.length) {
    out.push(...seen.sels);
    return seen.all;
  }
  /** @type {string[]} */
  const sels = [];
  let all = false;
  /** @param {CSSRuleList} list */
  const visit = list => {
    for (let i = 0; i < list.length; i++) {
      const r = /** @type {CSSRule & {selectorText?: string, styleSheet?: CSSStyleSheet, cssRules?: CSSRuleList}} */ (list[i]);
      if (r.selectorText !== undefined && PSEUDO_RE.test(r.selectorText)) {
        for (const part of r.selectorText.split(/,(?![^(]*\))/)) {
          if (!PSEUDO_RE.test(part)) continue;
          sels.push(part.replace(/::?(?:before|after)\b/gi, '').trim() || '*');
        }
      }
      if (r.styleSheet) all = sheetSelectors(r.styleSheet, sels) || all;
      if (r.cssRules && r.cssRules.length) visit(r.cssRules);
    }
  };
  visit(rules);
  sheetPseudo.set(s, { n: rules.length, sels, all });
  out.push(...sels);
  return all;
}
/**
 * @param {AriaCtx} c
 * @param {ShadowRoot} root
 */
function shadowPseudo(c, root) {
  if (c.pseudo === '*' || c.shadows.has(root)) return;
  c.shadows.add(root);
  /** @type {string[]} */
  const sels = c.pseudo ? [c.pseudo] : [];
  let all = false;
  try {
    for (const s of [...root.styleSheets, ...(root.adoptedStyleSheets || [])]) all = sheetSelectors(s, sels) || all;
  } catch (e) {
    all = true;
  }
  c.pseudo = joinSelectors(all, sels.map(x => x.replace(/:host(?:\(([^)]*)\))?/g, (m, a) => a || '*')));
}
/**
 * @param {AriaCtx} c
 * @param {Element} el
 * @returns {boolean}
 */
function mayHavePseudo(c, el) {
  if (!c.pseudo) return false;
  if (c.pseudo === '*') return true;
  let v = c.pseudoHit.get(el);
  if (v === undefined) {
    try {
      v = el.matches(c.pseudo);
    } catch (e) {
      v = true;
    }
    c.pseudoHit.set(el, v);
  }
  return v;
}

/**
 * An element's computed style: the properties every element needs are
 * read once (each read of a CSSStyleDeclaration costs), the rest from d.
 * @param {AriaCtx} c
 * @param {Element} el
 * @returns {AriaStyle}
 */
function styleOf(c, el) {
  let s = c.styles.get(el);
  if (!s) {
    const d = getComputedStyle(el);
    s = {
      d, display: d.display, visibility: d.visibility, cursor: d.cursor, position: d.position, float: d.float,
      cv: d.contentVisibility, ws: undefined, tt: undefined, ta: undefined,
    };
    c.styles.set(el, s);
  }
  return s;
}
/**
 * @param {AriaStyle} s
 * @returns {string}
 */
function wsOf(s) {
  if (s.ws === undefined) s.ws = s.d.whiteSpaceCollapse || s.d.whiteSpace;
  return s.ws;
}
/**
 * @param {AriaStyle} s
 * @returns {string}
 */
function ttOf(s) {
  if (s.tt === undefined) s.tt = s.d.textTransform;
  return s.tt;
}
/**
 * @param {AriaStyle} s
 * @returns {string}
 */
function taOf(s) {
  if (s.ta === undefined) s.ta = s.d.touchAction;
  return s.ta;
}

/**
 * @param {AriaStyle} s
 * @returns {boolean}
 */
function hiddenStyle(s) {
  return s.display === 'none' || s.visibility === 'hidden' || s.visibility === 'collapse';
}

/**
 * @param {AriaStyle} s
 * @param {string} t
 * @returns {string}
 */
function textTransform(s, t) {
  switch (ttOf(s)) {
    case 'uppercase': return t.toUpperCase();
    case 'lowercase': return t.toLowerCase();
    case 'capitalize': return t.replace(/(^|[\s\-–—(\["'“‘])(\p{L})/gu, (m, a, b) => a + b.toUpperCase());
  }
  return t;
}

/**
 * A text node's text as laid out: white space collapsed unless the
 * style keeps it, text-transform applied.
 * @param {AriaStyle} s
 * @param {string} data
 * @returns {string}
 */
function renderedText(s, data) {
  const ws = wsOf(s);
  let t = data;
  if (ws === 'preserve-breaks' || ws === 'pre-line') {
    t = t.replace(/[ \t]+/g, ' ').replace(/ ?\n ?/g, '\n');
  } else if (ws !== 'preserve' && ws !== 'pre' && ws !== 'pre-wrap' && ws !== 'break-spaces') {
    t = t.replace(/[ \t\n\r\f]+/g, ' ');
  }
  if (ttOf(s) !== 'none') t = textTransform(s, t);
  return t;
}
