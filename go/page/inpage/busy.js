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
  return [...doc.querySelectorAll('[role=progressbar]:not([aria-valuenow]),progress:not([value]),[aria-busy=true]'), ...spinners(doc, near), ...loadingTexts(doc)]
    .filter(e => e.getClientRects().length > 0 && !countsDown(e));
}

/**
 * The elements of a document whose text says, in a person's words, that
 * it is still at work: a short line that begins with what it does and
 * ends with an ellipsis ("Loading…", "Initializing the connection to the
 * local database…", "Downloading…", "Saving..."), visible. Fifty at most.
 * @param {Document} doc
 * @returns {Element[]}
 */
function loadingTexts(doc) {
  const words = /^(?:loading|initiali[sz]ing|connecting|downloading|uploading|saving|syncing|synchroni[sz]ing|processing|signing in|logging in|please wait|fetching|preparing|opening|starting|updating|refreshing|searching|importing|exporting)\b[^\n]{0,70}?(?:\.\.\.|…)$/i;
  /** @type {Element[]} */
  const out = [];
  const found = doc.evaluate("//text()[contains(., '…') or contains(., '...')]", doc, null, XPathResult.ORDERED_NODE_SNAPSHOT_TYPE, null);
  for (let i = 0; i < found.snapshotLength && out.length < 50; i++) {
    const t = found.snapshotItem(i);
    const e = t && t.parentElement;
    if (!e || !words.test((t.nodeValue || '').trim())) continue;
    if (e.getClientRects().length && getComputedStyle(e).visibility !== 'hidden') out.push(e);
  }
  return out;
}

/**
 * Resolves, once a document loaded, whether the texts that say it is
 * still at work (loadingTexts: a single-page app that starts its database
 * or fetches its data after the load) all went within ms: false at once
 * when it shows none, false at ms when some still show.
 * @param {number} ms
 * @returns {boolean | Promise<boolean>}
 */
function loadingEnds(ms) {
  if (!loadingTexts(document).length) return false;
  return new Promise(resolve => {
    /** @param {boolean} v */
    const done = v => { obs.disconnect(); clearTimeout(t); resolve(v); };
    const obs = new MutationObserver(() => { if (!loadingTexts(document).length) done(true); });
    obs.observe(document, {subtree: true, childList: true, characterData: true, attributes: true, attributeFilter: ['class', 'style', 'hidden']});
    const t = setTimeout(() => done(false), ms);
  });
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
    obs.observe(before.doc, {subtree: true, childList: true, characterData: true, attributes: true,
      attributeFilter: ['role', 'aria-valuenow', 'value', 'aria-busy', 'class', 'style', 'hidden']});
    const t = setTimeout(() => done(false), ms);
  });
}
