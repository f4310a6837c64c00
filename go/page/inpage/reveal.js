// @ts-check
// What a hover shows a moment later (reveal.go).

/**
 * Starts watching, just before a hover, whether the page shows anything
 * new: nodes added, or a change of class, style, hidden, open or
 * aria-hidden on what does not hold the element (its own hover styling
 * does not count) and is not going away, or aria-expanded set to true
 * anywhere — in the element's
 * document, the shadow roots that hold it, and its own. It keeps nothing for
 * long: revealsLater ends it, or five seconds do.
 * @this {Node}
 */
function watchReveal() {
  const el = elementOf(this);
  if (!el) return;
  const all = globalThis.__emcpReveal || (globalThis.__emcpReveal = new WeakMap());
  const old = all.get(el);
  if (old) old.stop();
  // What shows: nodes added (and still there), something expanded, a
  // change elsewhere than around the element. Not a highlight moving, nor
  // what closes — the card or menu the pointer
  // left, whose close a moment after may come before what this hover
  // opens (Mantine's hover cards: the last one's closes 200 ms after the
  // pointer left, the next one's opens after 300 ms).
  /**
   * @param {MutationRecord} m
   * @param {Map<Node, string | null>} classBefore each element's class before the batch's first change of it
   */
  const counts = (m, classBefore) => {
    // Nodes added and gone again (jQuery's measuring table, appended to
    // the document's root and removed at once) show nothing.
    if (m.type === 'childList') return [...m.addedNodes].some(n => n.isConnected);
    const t = /** @type {Element} */ (m.target);
    if (m.attributeName === 'aria-expanded') return t.getAttribute('aria-expanded') === 'true';
    if (m.attributeName === 'class' && highlightOnly(classBefore.get(t) ?? null, t.getAttribute('class'))) return false;
    return !(t.contains && t.contains(el)) && !closing(t);
  };
  /** @type {RevealWatch} */
  const w = {
    changed: false, over: false, wake: null, waited: false,
    obs: new MutationObserver(ms => {
      /** @type {Map<Node, string | null>} */
      const classBefore = new Map();
      for (const m of ms) {
        if (m.attributeName === 'class' && !classBefore.has(m.target)) classBefore.set(m.target, m.oldValue);
      }
      if (!ms.some(m => counts(m, classBefore))) return;
      w.changed = true;
      if (w.wake) w.wake();
    }),
    stop: () => {
      if (w.over) return;
      w.over = true;
      w.obs.disconnect();
      clearTimeout(w.timer);
      if (all.get(el) === w) all.delete(el);
    },
    timer: 0,
  };
  const opts = {subtree: true, childList: true, attributes: true, attributeOldValue: true,
    attributeFilter: ['class', 'style', 'hidden', 'open', 'aria-hidden', 'aria-expanded']};
  for (let root = /** @type {Node | null} */ (el.getRootNode()); root; root = /** @type {ShadowRoot} */ (root).host ? /** @type {ShadowRoot} */ (root).host.getRootNode() : null) {
    w.obs.observe(root, opts);
  }
  // The element's own shadow roots, and those within them: a component
  // shows its submenu there (Shoelace's menu item, through its popup's
  // shadow root), changing nothing in the light DOM.
  /** @type {ShadowRoot[]} */
  const inner = el.shadowRoot ? [el.shadowRoot] : [];
  for (let i = 0; i < inner.length && i < 32; i++) {
    w.obs.observe(inner[i], opts);
    for (const e of inner[i].querySelectorAll('*')) {
      if (e.shadowRoot) inner.push(e.shadowRoot);
    }
  }
  w.timer = setTimeout(w.stop, 5000);
  all.set(el, w);
}

/**
 * Whether a change of class only moved a highlight: every class it gained
 * or lost, by now, says hover, focus or highlight, or is one of jQuery
 * UI's state classes, or none was (jQuery UI's menu takes ui-state-active
 * off an item and puts it back on the parent item of the one the pointer
 * came to; the submenu of that item opens 300 ms later). "Active" alone
 * is how some open a popup (Shoelace's popup--active), and counts.
 * @param {string | null} before
 * @param {string | null} after
 * @returns {boolean}
 */
function highlightOnly(before, after) {
  const a = new Set((before || '').split(/\s+/).filter(Boolean));
  const b = new Set((after || '').split(/\s+/).filter(Boolean));
  const says = /hover|focus|highlight|^ui-state-/i;
  for (const c of a) if (!b.has(c) && !says.test(c)) return false;
  for (const c of b) if (!a.has(c) && !says.test(c)) return false;
  return true;
}

/**
 * Whether an element is going away: hidden now (not rendered, hidden or
 * aria-hidden, invisible), or fading out.
 * @param {Element} t
 * @returns {boolean}
 */
function closing(t) {
  if (!(t instanceof Element)) return false;
  if (t.hasAttribute('hidden') || t.getAttribute('aria-hidden') === 'true' || !t.getClientRects().length) return true;
  if (getComputedStyle(t).visibility === 'hidden') return true;
  return !!t.getAnimations && t.getAnimations().some(a => a.playState === 'running' && fadesOut(a));
}

/**
 * Resolves true when the hover has shown nothing yet, the element or an
 * ancestor listens for the pointer coming (the marks of the last look at
 * the page's listeners: React's hover handlers on any element, listeners
 * of their own on what is not a native control), and something shows
 * within ms; false at once otherwise, so that a hover that reveals by CSS
 * or at once costs no wait.
 *
 * With keep, a wait that saw nothing show resolves 'waiting' and the watch
 * goes on, for the next call to wait longer (the timers the page set are
 * not all due yet); a change between the two is something shown.
 * @this {Node}
 * @param {number} ms
 * @param {boolean} [keep]
 * @returns {boolean | 'waiting' | Promise<boolean | 'waiting'>}
 */
function revealsLater(ms, keep) {
  const el = elementOf(this);
  const w = el && globalThis.__emcpReveal && globalThis.__emcpReveal.get(el);
  if (!el || !w || w.over) return false;
  const api = globalThis.__emcp;
  if (w.changed) {
    // Before any wait, what showed was there for the settle: no more to
    // wait for; after one, it showed since.
    w.stop();
    return w.waited;
  }
  if (!w.waited && (!api || !api.hoverListened || !api.hoverListened(el))) {
    w.stop();
    return false;
  }
  return new Promise(resolve => {
    /** @param {boolean} v */
    const done = v => {
      clearTimeout(t);
      w.wake = null;
      w.waited = true;
      if (v || !keep) {
        w.stop();
        resolve(v);
      } else {
        resolve('waiting');
      }
    };
    w.wake = () => done(true);
    const t = setTimeout(() => done(false), ms);
  });
}
