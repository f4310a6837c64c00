// @ts-check
// A busy state an action brings up — a spinner, a progress bar with no
// value, an element marked aria-busy: the page is still doing what the
// action asked (a Load more button's list comes from a timer or a slow
// answer), so the action is not done until it ends (busy.go).

/**
 * The busy indicators a document shows: visible progress bars with no
 * value, elements marked aria-busy, and spinners by the element acted on
 * (near); not a bar that counts down.
 * @param {Document} doc
 * @param {Node | null} near
 * @returns {Element[]}
 */
function busyShown(doc, near) {
  return [...doc.querySelectorAll('[role=progressbar]:not([aria-valuenow]),progress:not([value]),[aria-busy=true]'), ...spinners(doc, near)]
    .filter(e => e.getClientRects().length > 0 && !countsDown(e));
}

/**
 * The spinners a document shows by the element acted on, in shadow roots
 * too: small elements turning without end (a loading button's icon —
 * antd's, which names it to no one as busy) in it or beside it, within
 * nearLevels of its ancestors (the search button beside a search field).
 * Not what turns elsewhere on the page (an app's sign that it saves in
 * the background: TiddlyWiki's, which the person does not wait for), nor
 * what turns for long on a large box, nor what only pulses or sweeps.
 * @param {Document} doc
 * @param {Node | null} near
 * @returns {Element[]}
 */
function spinners(doc, near) {
  if (!doc.getAnimations || !near) return [];
  /** @type {Node} */
  let around = near;
  // Not up to the body: a control placed high in the page would hold it
  // all.
  for (let i = 0; i < nearLevels(); i++) {
    /** @type {Node | null} */
    const up = around.parentNode || /** @type {ShadowRoot} */ (around).host || null;
    if (!up || up === doc || up === doc.body || up === doc.documentElement) break;
    around = up;
  }
  /** @type {Element[]} */
  const out = [];
  for (const a of doc.getAnimations()) {
    const e = effectOf(a);
    const t = a.playState === 'running' && e && !e.pseudoElement && e.target;
    if (!t || !(t instanceof Element) || e.getComputedTiming().endTime !== Infinity) continue;
    if (!e.getKeyframes().some(k => /rotate/.test(String(k.transform || '')) || k.rotate)) continue;
    const r = t.getBoundingClientRect();
    if (r.width > 0 && r.width <= 64 && r.height > 0 && r.height <= 64 && composedHolds(around, t)) out.push(t);
  }
  return out;
}

/**
 * How many levels above the element acted on a spinner may be beside it.
 * @returns {number}
 */
function nearLevels() {
  return 3;
}

/**
 * Whether a holds b, through the shadow roots b is in.
 * @param {Node} a
 * @param {Node} b
 * @returns {boolean}
 */
function composedHolds(a, b) {
  for (let n = /** @type {Node | null} */ (b); n; n = n.parentNode || /** @type {ShadowRoot} */ (n).host || null) {
    if (n === a) return true;
  }
  return false;
}

/**
 * Whether a progress bar with no value counts down a known time — a
 * notification's timer bar (react-toastify's), whose animation runs once,
 * for seconds, until the toast closes — rather than showing work of
 * unknown length, whose spinners and sweeps run without end (a bar that
 * only fades in, for a moment, is not counting down).
 * @param {Element} e
 * @returns {boolean}
 */
function countsDown(e) {
  if (e.getAttribute('aria-busy') === 'true' || !e.getAnimations) return false;
  const running = e.getAnimations({subtree: true}).filter(a => a.playState === 'running');
  /** @param {Animation} a @returns {number} ms until it ends (Infinity: never) */
  const left = a => {
    const t = a.effect && a.effect.getComputedTiming();
    return t ? Number(t.endTime) - (Number(t.localTime) || 0) : Infinity;
  };
  return running.length > 0 && running.every(a => isFinite(left(a))) && running.some(a => left(a) > 1000);
}

/**
 * Notes, just before an action, the busy indicators the node's document
 * shows already (for busyEnds: they are not the action's), for a few
 * seconds at most.
 * @param {Node} node
 */
function noteBusy(node) {
  try {
    const doc = node.ownerDocument || document;
    const before = globalThis.__emcpBusyBefore = {doc, node, shown: new Set(busyShown(doc, node))};
    setTimeout(() => { if (globalThis.__emcpBusyBefore === before) globalThis.__emcpBusyBefore = null; }, 5000);
  } catch (e) { globalThis.__emcpBusyBefore = null; }
}

/**
 * Resolves whether the busy indicators the action brought up (shown now,
 * not when noteBusy looked) all ended within ms: false at once when there
 * are none, or noteBusy did not look; false at ms when some still show.
 * @param {number} ms
 * @returns {boolean | Promise<boolean>}
 */
function busyEnds(ms) {
  const before = globalThis.__emcpBusyBefore;
  globalThis.__emcpBusyBefore = null;
  if (!before) return false;
  const added = () => busyShown(before.doc, before.node).some(b => !before.shown.has(b));
  if (!added()) return false;
  return new Promise(resolve => {
    /** @param {boolean} v */
    const done = v => { obs.disconnect(); clearTimeout(t); resolve(v); };
    const obs = new MutationObserver(() => { if (!added()) done(true); });
    obs.observe(before.doc, {subtree: true, childList: true, attributes: true,
      attributeFilter: ['role', 'aria-valuenow', 'value', 'aria-busy', 'class', 'style', 'hidden']});
    const t = setTimeout(() => done(false), ms);
  });
}
