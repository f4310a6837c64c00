// @ts-check
// Finding elements, and naming them for messages (element.go).

/**
 * A short description of the element: <button#id.class> "text".
 * @this {Node}
 */
function describe() {
  const e = elementOf(this);
  if (!e) return '';
  return describeAs(e, /** @type {string} */ (e.innerText || /** @type {HTMLInputElement} */ (e).value || e.getAttribute('aria-label') || ''));
}

/**
 * The first element of the document a CSS selector matches, or null, or
 * "bad selector: " and why when it is not one.
 * @param {string} sel
 */
function querySelectorOrWhy(sel) {
  try { return document.querySelector(sel); } catch (e) { return 'bad selector: ' + /** @type {Error} */ (e).message; }
}

/**
 * The node's snapshot number in our isolated world (world.go), or 0.
 * @this {Node}
 */
function snapshotNumber() {
  return /** @type {AriaAPI} */ (__emcp).idOf(this);
}
