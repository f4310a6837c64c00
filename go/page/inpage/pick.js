// @ts-check
// The prompt a pick shows at the top of the page (pick.go).

/**
 * Puts the prompt at the top of the page, in a closed shadow root so the
 * page's styles do not reach it (styled through the CSSOM, which a page's
 * CSP allows). It lets the pointer through.
 * @param {string} text
 */
function showPrompt(text) {
  hidePrompt();
  const host = document.createElement('electron-mcp-pick');
  host.setAttribute('data-electron-mcp-pick', '');
  const s = host.style;
  s.setProperty('all', 'initial', 'important');
  s.setProperty('position', 'fixed', 'important');
  s.setProperty('top', '8px', 'important');
  s.setProperty('left', '50%', 'important');
  s.setProperty('transform', 'translateX(-50%)', 'important');
  s.setProperty('z-index', '2147483647', 'important');
  s.setProperty('pointer-events', 'none', 'important');
  const root = host.attachShadow({mode: 'closed'});
  const box = document.createElement('div');
  box.textContent = text;
  const b = box.style;
  b.font = '13px/1.4 system-ui, sans-serif';
  b.color = '#fff';
  b.background = 'rgba(32, 33, 36, 0.92)';
  b.padding = '6px 12px';
  b.borderRadius = '6px';
  b.boxShadow = '0 2px 8px rgba(0, 0, 0, 0.3)';
  b.whiteSpace = 'nowrap';
  b.maxWidth = '90vw';
  b.overflow = 'hidden';
  b.textOverflow = 'ellipsis';
  root.appendChild(box);
  (document.body || document.documentElement).appendChild(host);
}

/** Removes the prompt. */
function hidePrompt() {
  document.querySelectorAll('[data-electron-mcp-pick]').forEach(e => e.remove());
}

/**
 * Whether a node is (inside) the prompt.
 * @this {Node}
 */
function isPrompt() {
  for (let n = /** @type {Node | null} */ (this); n; n = n.parentNode || /** @type {ShadowRoot} */ (n).host) if (n.nodeType === 1 && /** @type {Element} */ (n).hasAttribute('data-electron-mcp-pick')) return true;
  return false;
}

/**
 * The snapshot numbers of the node and its ancestors (through shadow
 * hosts), nearest first, 64 at most: where the picked element is in the
 * snapshot, or its nearest ancestor shown there.
 * @this {Node}
 */
function ancestorIds() {
  const out = [];
  for (let n = /** @type {Node | null} */ (this); n && out.length < 64; n = n.parentNode || /** @type {ShadowRoot} */ (n).host) {
    const id = /** @type {AriaAPI} */ (__emcp).idOf(n);
    if (id) out.push(id);
  }
  return out;
}

/**
 * The element's border box in its frame's viewport.
 * @this {Node}
 */
function borderBox() {
  const r = /** @type {Element} */ (elementOf(this)).getBoundingClientRect();
  return {x: r.left, y: r.top, w: r.width, h: r.height};
}

/**
 * Whether the node is of the document of the world it was resolved in (or
 * is that document): a picked node's frame is the one where it is.
 * @this {Node}
 */
function inThisDocument() {
  return this.ownerDocument === document || this === document;
}
