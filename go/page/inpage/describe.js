// @ts-check
// Elements named for messages (element.go).

/**
 * A short description of the element: <button#id.class> "text".
 * @this {Node}
 */
function describe() {
  const e = elementOf(this);
  if (!e) return '';
  return describeAs(e, /** @type {string} */ (e.innerText || /** @type {HTMLInputElement} */ (e).value || e.getAttribute('aria-label') || ''));
}
