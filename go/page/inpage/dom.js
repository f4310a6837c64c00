// @ts-check
// Helpers the other scripts share: inpage.go sends each script with the
// helpers it names.

/**
 * The element a node is, or a text node's parent.
 * @param {Node} n
 * @returns {HTMLElement | null}
 */
function elementOf(n) {
  return n.nodeType === 1 ? /** @type {HTMLElement} */ (n) : n.parentElement;
}

/**
 * The parent element, or the host of the shadow root the element is in.
 * @param {Element} n
 * @returns {HTMLElement | null}
 */
function composedParent(n) {
  return n.parentElement || (n.parentNode && /** @type {HTMLElement} */ (/** @type {ShadowRoot} */ (n.parentNode).host)) || null;
}

/**
 * Whether a style clips its element away (clip-path, or the older clip).
 * @param {CSSStyleDeclaration} s
 */
function clipped(s) {
  return !!((s.clipPath && s.clipPath !== 'none') || (s.clip && s.clip !== 'auto'));
}

/**
 * Whether a person cannot see the element itself: clipped away,
 * transparent, or a few pixels (a control there for assistive technology,
 * drawn by something else).
 * @param {Element} el
 * @returns {boolean}
 */
function hiddenFromSight(el) {
  const s = getComputedStyle(el), r = el.getBoundingClientRect();
  return clipped(s) || parseFloat(s.opacity) < 0.05 || r.width < 4 || r.height < 4;
}

/**
 * An element for messages: <tag#id.class1.class2.class3> "text" (the
 * text's first 40 characters, when it has any).
 * @param {Element} e
 * @param {string} text
 */
function describeAs(e, text) {
  let d = '<' + e.localName;
  if (e.id) d += '#' + e.id;
  if (typeof e.className === 'string' && e.className.trim())
    d += '.' + e.className.trim().split(/\s+/).slice(0, 3).join('.');
  d += '>';
  const t = text.trim().replace(/\s+/g, ' ');
  if (t) d += ' "' + (t.length > 40 ? t.slice(0, 40) + '…' : t) + '"';
  return d;
}

/**
 * An element's box (position and size) as a string, to tell whether it
 * moved.
 * @param {Element} el
 */
function boxKey(el) {
  const r = el.getBoundingClientRect();
  return [r.x, r.y, r.width, r.height].join();
}

/**
 * Whether an element's box, measured a frame apart (two boxKeys), moved so
 * little that a click at its middle lands in it then and a frame or two
 * later: no edge moved more than a few pixels (3, an eighth of its
 * smaller side at most). The slow end of an animation that eases out (a
 * menu scaling open) is as good as still for a hand; an element moving
 * faster is waited for.
 * @param {string} a
 * @param {string} b
 * @returns {boolean}
 */
function nearlySame(a, b) {
  if (a === b) return true;
  const p = a.split(',').map(Number), q = b.split(',').map(Number);
  const slack = Math.min(3, Math.min(q[2], q[3]) / 8);
  return Math.abs(p[0] - q[0]) <= slack && Math.abs(p[1] - q[1]) <= slack &&
    Math.abs(p[0] + p[2] - q[0] - q[2]) <= slack && Math.abs(p[1] + p[3] - q[1] - q[3]) <= slack;
}

/**
 * The keyframe effect of an animation (a CSS transition or animation, a
 * Web Animation), which has the target.
 * @param {Animation} a
 * @returns {KeyframeEffect | null}
 */
function effectOf(a) {
  return /** @type {KeyframeEffect | null} */ (a.effect);
}

/**
 * The CSS properties an animation animates, in CSS's spelling
 * (margin-top): a transition's one, or the keys of an animation's
 * keyframes.
 * @param {Animation} a
 * @returns {string[]}
 */
function animatedProps(a) {
  const t = /** @type {CSSTransition} */ (a).transitionProperty;
  if (t) return [t];
  const e = effectOf(a);
  if (!e || !e.getKeyframes) return [];
  return e.getKeyframes().flatMap(k => Object.keys(k))
    .filter(k => !['offset', 'computedOffset', 'easing', 'composite'].includes(k))
    .map(k => k.replace(/[A-Z]/g, c => '-' + c.toLowerCase()));
}

/**
 * The finite animations and transitions now moving an element or an
 * ancestor (an offcanvas sliding in, a collapse growing, a dialog dropping
 * into place), those of geometry only (transform, position, margins,
 * size): a colour fading moves nothing.
 * @param {Element} el
 * @returns {Animation[]}
 */
function movingAnimations(el) {
  if (!document.getAnimations) return [];
  return document.getAnimations().filter(a => {
    const e = effectOf(a);
    const t = a.playState === 'running' && e && e.target;
    if (!t || !(t === el || (t.contains && t.contains(el)))) return false;
    if (/** @type {KeyframeEffect} */ (e).getComputedTiming().endTime === Infinity) return false;
    return movesGeometry(a);
  });
}

/**
 * Whether an animation or transition moves or sizes what it animates
 * (transform, position, margins, size), not only its colours.
 * @param {Animation} a
 * @returns {boolean}
 */
function movesGeometry(a) {
  return animatedProps(a).some(p => /^(transform|translate|scale|rotate|left|top|right|bottom|inset|margin|padding|width|height|min-?width|min-?height|max-?width|max-?height|flex|grid|all$)/i.test(p));
}

/**
 * The finite animations and transitions now fading in a popup that holds
 * the element, from mostly transparent (a popover appearing: Bootstrap's
 * wires its buttons once its fade has ended, and a person clicks what
 * has appeared). A popup is a box the page put near the top of the body
 * and placed itself (absolute or fixed), as pendingPopups (settle.js)
 * has it; not a control fading in in its place (a speed dial's actions),
 * nor a pseudo-element (a button's hover glow).
 * @param {Element} el
 * @returns {Animation[]}
 */
function fadingIn(el) {
  if (!document.getAnimations) return [];
  return document.getAnimations().filter(a => {
    const e = effectOf(a);
    const t = a.playState === 'running' && e && !e.pseudoElement && e.target;
    if (!e || !t || !(t === el || (t.contains && t.contains(el)))) return false;
    if (e.getComputedTiming().endTime === Infinity || !animatedProps(a).includes('opacity')) return false;
    const k = e.getKeyframes();
    /** @param {ComputedKeyframe} f */
    const opacity = f => parseFloat(String(f.opacity));
    return k.length >= 2 && opacity(k[0]) < 0.5 && opacity(k[k.length - 1]) > opacity(k[0]) && placedAsPopup(t, getComputedStyle(t));
  });
}

/**
 * How deep under the body libraries put their popups: a portal's
 * container, a wrapper, the popup.
 * @returns {number}
 */
function popupLevels() {
  return 3;
}

/**
 * Whether an element is placed as libraries place their popups: absolutely
 * or fixedly, within the body's first popupLevels() levels (the quiet's
 * popup hold, pendingPopups, and a click's wait for a fade in, fadingIn).
 * @param {Element} el
 * @param {CSSStyleDeclaration} st its computed style
 * @returns {boolean}
 */
function placedAsPopup(el, st) {
  let depth = 0;
  for (let n = el.parentElement; n !== document.body; n = n.parentElement) {
    if (!n || ++depth >= popupLevels()) return false;
  }
  return st.position === 'absolute' || st.position === 'fixed';
}

/**
 * Resolves once the animations have finished or been cancelled.
 * @param {Animation[]} anims
 */
function allFinished(anims) {
  return Promise.all(anims.map(a => a.finished.catch(() => {})));
}
