// @ts-check
// Roles and states a custom element gives itself through ElementInternals
// (internals.role = 'switch', internals.ariaChecked = 'true': Fluent UI's
// web components, more and more libraries). No script can read them — not
// ours, not the page's — but Chromium's accessibility tree holds them, so
// gather.go asks it (Accessibility.getPartialAXTree, one element at a time)
// for the custom elements a person can act on that have no role attribute:
// each such element once in its life for its role, and, once it is known to
// have one, every snapshot for its states (which gather.go writes over the
// walk's). An element whose role is learned is walked with it, as if the
// page had written it in a role attribute.

/** Roles Chromium gave elements through their internals. @type {WeakMap<Element, string>} */
const internalsRoles = new WeakMap();
/** Elements already asked about (their role is in internalsRoles, or they have none). @type {WeakSet<Element>} */
const internalsAsked = new WeakSet();
/** This snapshot's elements to ask about. @type {Element[]} */
let internalsToAsk = [];
/** @type {Set<Element>} */
let internalsNoted = new Set();
// At most this many elements a snapshot (a page of thousands of components
// is asked about over several): each is a round trip.
const maxInternalsAsked = 300;

/**
 * The role an autonomous custom element gave itself through its internals,
 * as Chromium reported it, if it has been asked about.
 * @param {Element} el
 * @returns {string | undefined}
 */
function internalsRole(el) {
  return internalsRoles.get(el);
}

/**
 * Notes an element the walk met, if Chromium should be asked about it: an
 * autonomous custom element with no role attribute that a person can act
 * on (focusable, or with marks), not asked about yet — or whose role came
 * from its internals (its states may have changed).
 * @param {Element} el
 * @param {number} flags the walk's flags for it
 * @param {boolean} canFocus
 */
function noteInternals(el, flags, canFocus) {
  if (!el.localName.includes('-') || internalsNoted.has(el) || internalsToAsk.length >= maxInternalsAsked) return;
  if (internalsAsked.has(el)) {
    if (!internalsRoles.has(el)) return;
  } else if (el.hasAttribute('role') || !(canFocus || flags & ~64) || !el.matches(':defined')) return;
  internalsNoted.add(el);
  internalsToAsk.push(el);
}

/** Starts a snapshot's list of elements to ask about. */
function clearInternals() {
  internalsToAsk = [];
  internalsNoted = new Set();
}

/**
 * Takes the elements noted by the last walk, in a list internals.go reads
 * by index.
 * @returns {Element[]}
 */
function takeInternals() {
  const els = internalsToAsk;
  clearInternals();
  return els;
}

/**
 * Learns what Chromium answered for takeInternals' elements (this: its
 * list; roles[i] is the role of els[i] as Chromium names it, '' where it
 * has no role of its own, null where Chromium did not answer: asked about
 * again next time). Returns whether a role was
 * learned that the walk did not know (so that it walks again), and the
 * elements with a role of their own (whose states internals.go takes from
 * Chromium; the others keep what the walk saw), each as its place in the
 * list and its node number.
 * @this {Element[]}
 * @param {(string | null)[]} roles
 * @returns {{learned: boolean, own: [number, number][]}}
 */
function learnInternals(roles) {
  let learned = false;
  /** @type {[number, number][]} */
  const own = [];
  this.forEach((el, i) => {
    const r = roles[i];
    if (r === null || r === undefined) return;
    internalsAsked.add(el);
    if (!r || r === 'generic' || r === 'none' || !ARIA_ROLES_NAMED.has(r)) {
      // A role it had is gone: walk again without it.
      if (internalsRoles.delete(el)) learned = true;
      return;
    }
    own.push([i, idOf(el)]);
    if (internalsRoles.get(el) !== r) {
      internalsRoles.set(el, r);
      learned = true;
    }
  });
  return { learned, own };
}

// The names Chromium gives ARIA roles (roles.js), which internals can set.
const ARIA_ROLES_NAMED = new Set(ARIA_ROLES.values());
