// @ts-check
// Runs in the page's own world (not the isolated one: the timers a page
// sets are its window's), for the time of an action that types: which
// timers the page sets in answer to the typing, so that the action's
// answer waits for them. A search field that filters a list 200 ms after
// the last key (a debounce), a form that checks a field 300 ms after it
// changed: what the person sees a moment after typing is what the agent
// must see, or its next click lands on a row the filter is about to move.
//
// Only timers set in the task of a keyboard or input event count (and in
// its microtasks: React, Vue and Lit run the updates and effects of such
// an event there), not those of a poll or an animation that runs
// meanwhile; and, once those fire, the timers their callbacks set in turn
// (a grid's debounced filter fades the rows out, then removes them on a
// timer of its own). setTimeout, setInterval and their clear functions
// are wrapped from watchTimers until timersDue (timers-due.js) stops the
// watch; each wrapper is a Proxy of the page's own function, which it
// calls, and which is put back unless the page replaced it since.

/**
 * Starts watching the timers the page sets in answer to keyboard and
 * input events ('keys'), with a delay from minMs to maxMs; kept under key
 * on the window, out of its enumerable properties. A watch left before
 * ends.
 *
 * With 'release', the events are those that end a drag instead (the
 * button's release, a drop), and the page answering them at once is no
 * reason not to wait: a drag library ends its drag there and cleans up
 * on a short timer (dnd kit swallows every click for 50 ms after the
 * release), which the person's next click comes after.
 *
 * With 'click', they are a click's own (its press, release and click),
 * and only intervals count, until their first time: a page that polls
 * for what the click began, whatever it showed at once (ungit puts a
 * dialog's markup in, hidden, and a 200-ms poll opens it once it is
 * there, while a tooltip and a field's hint come and go): the person sees
 * what the poll's first run shows. A click's timeouts are most often its
 * page's bookkeeping (a flag reset 100 ms later, a focus moved), which
 * the answer does not wait for. The timers those set in turn are not
 * waited for either.
 *
 * With 'hover', every timer the page sets while the watch lasts (a hover's
 * move and the settle after it) counts, in whichever task: a tooltip's or
 * a hover card's delay, which React's handlers may set in a task of their
 * scheduler's after the event. A hover that set none has nothing to show
 * later, and its answer does not wait for it.
 * @param {string} key
 * @param {number} minMs
 * @param {number} maxMs
 * @param {'keys' | 'release' | 'click' | 'hover'} kind
 * @returns {boolean}
 */
function watchTimers(key, minMs, maxMs, kind) {
  const release = kind === 'release', click = kind === 'click', hover = kind === 'hover';
  // Only typing's and a drag's release's watches follow what the timers
  // they count set in turn.
  const chains = !click && !hover;
  const w = /** @type {any} */ (window);
  const old = w[key];
  if (old && typeof old.stop === 'function') old.stop();
  /** @type {Map<unknown, number>} timer → when it is due (performance.now()) */
  const due = new Map();
  /** @type {Map<unknown, number>} the same, of the timers those set in turn */
  const chained = new Map();
  let answering = false, ending = false, answered = false, chaining = false, stopped = false;
  /** @type {Set<Element>} the fields typed into */
  const fields = new Set();
  // The page answered the typing already when it changed what it shows
  // elsewhere than in the field and beside it (a list it filters at once,
  // suggestions it shows), made another option the active one, or moved
  // the focus (a menu's typeahead, to the item the letters begin): its
  // timers then are not what the person waits for (React Aria's delay of
  // the active option for screen readers, a typeahead's timer that
  // forgets the letters).
  /** @param {MutationRecord[]} records */
  const note = records => {
    // What changed before the first key (the field's focus) is no answer.
    if (!fields.size) return;
    for (const r of records) {
      const t = r.target;
      if (r.type === 'attributes' || ![...fields].some(f => t === f || f.contains(t) || t === f.parentElement)) { answered = true; return; }
    }
  };
  // (Only typing has fields the page may answer beside.)
  const obs = kind === 'keys' ? new MutationObserver(note) : null;
  obs?.observe(document, {childList: true, characterData: true, subtree: true, attributeFilter: ['aria-activedescendant']});
  /** @param {Event} e */
  const focused = e => {
    const t = e.composedPath()[0];
    if (fields.size && t instanceof Element && !fields.has(t)) answered = true;
  };
  const own = {setTimeout: w.setTimeout, setInterval: w.setInterval, clearTimeout: w.clearTimeout, clearInterval: w.clearInterval};
  const st = own.setTimeout;
  // A counted timer's callback, and its microtasks until a task after
  // it, set the chained timers.
  /** @param {Function} cb */
  const follow = cb => /** @this {unknown} */ function (/** @type {unknown[]} */ ...a) {
    if (!stopped && chains) {
      chaining = true;
      Reflect.apply(st, w, [() => { chaining = false; }, 0]);
    }
    return Reflect.apply(cb, this, a);
  };
  /** @param {Function} f */
  const setter = f => new Proxy(f, {
    apply(t, self, args) {
      const ms = Number(args[1]) || 0;
      const counted = !stopped && (hover || answering || chaining) && ms >= minMs && ms <= maxMs;
      if (counted && chains && typeof args[0] === 'function') args = [follow(args[0]), ...args.slice(1)];
      const id = Reflect.apply(t, self, args);
      // An interval counts until its first time.
      if (counted) (hover || answering ? due : chained).set(id, performance.now() + ms);
      return id;
    },
  });
  /** @param {Function} f */
  const clearer = f => new Proxy(f, {
    apply(t, self, args) {
      due.delete(args[0]);
      chained.delete(args[0]);
      return Reflect.apply(t, self, args);
    },
  });
  // A click's watch leaves the timeouts alone (the click's hold,
  // aria/hold.js, wraps them meanwhile).
  /** @type {Record<string, Function>} */
  const wrapped = click ? {setInterval: setter(own.setInterval), clearInterval: clearer(own.clearInterval)}
    : {setTimeout: setter(own.setTimeout), setInterval: setter(own.setInterval), clearTimeout: clearer(own.clearTimeout), clearInterval: clearer(own.clearInterval)};
  // An event's task: from its first listener (ours, capturing on the
  // window) until a task after it. Not an editor's (a contenteditable, or
  // the input a code editor hides under its surface): it shows what was
  // typed at once, and its timers blink its caret or check the text later.
  /** @param {Event} e */
  const heard = e => {
    const t = e.composedPath()[0];
    if (kind === 'keys' && t instanceof Element && editorInput(t)) return;
    if (kind === 'keys' && t instanceof Element) fields.add(t);
    answering = true;
    if (ending) return;
    ending = true;
    Reflect.apply(st, w, [() => { answering = false; ending = false; }, 0]);
  };
  const types = release ? ['pointerup', 'mouseup', 'touchend', 'pointercancel', 'dragend', 'drop']
    : click ? ['pointerdown', 'mousedown', 'touchstart', 'pointerup', 'mouseup', 'touchend', 'click']
      : hover ? []
        : ['keydown', 'keypress', 'keyup', 'beforeinput', 'input', 'change', 'compositionend', 'paste', 'cut'];
  for (const t of types) w.addEventListener(t, heard, true);
  if (obs) w.addEventListener('focusin', focused, true);
  const watch = {
    stop() {
      stopped = true;
      if (obs) {
        note(obs.takeRecords());
        obs.disconnect();
      }
      for (const t of types) w.removeEventListener(t, heard, true);
      w.removeEventListener('focusin', focused, true);
      for (const [name, f] of Object.entries(wrapped)) if (w[name] === f) w[name] = /** @type {any} */ (own)[name];
      if (w[key] === watch) delete w[key];
    },
    /** @returns {number} */
    left() {
      const now = performance.now();
      let last = now;
      // What the fired timers did is no answer of the page's to the
      // typing itself (answered): their chained timers count.
      if (!answered) for (const t of due.values()) if (t > last) last = t;
      for (const t of chained.values()) if (t > last) last = t;
      return Math.ceil(last - now);
    },
  };
  // Ended by itself when it was not (a dialog held the page).
  Reflect.apply(st, w, [() => watch.stop(), 10000]);
  Object.assign(w, wrapped);
  Object.defineProperty(w, key, {value: watch, configurable: true, enumerable: false, writable: true});
  return true;
}

/**
 * Whether el takes an editor's typing: a contenteditable, an element with
 * an EditContext (Monaco's in Chromium), or a text field
 * hidden under an editor's surface (a few pixels, or clipped to them,
 * transparent, or drawing its text in no colour).
 * @param {Element} el
 * @returns {boolean}
 */
function editorInput(el) {
  if (el instanceof HTMLElement && (el.isContentEditable || /** @type {any} */ (el).editContext)) return true;
  // A file input hidden under its drop area (FilePond's) takes no typing.
  if (el instanceof HTMLInputElement && el.type === 'file') return false;
  if (el.localName !== 'textarea' && el.localName !== 'input') return false;
  // Its own box, or one around it that clips it (CodeMirror 5's).
  for (let a = /** @type {Element | null} */ (el), i = 0; a && i < 3; a = a.parentElement, i++) {
    const r = a.getBoundingClientRect();
    if ((r.width <= 4 || r.height <= 4) && (a === el || getComputedStyle(a).overflow !== 'visible')) return true;
  }
  const st = getComputedStyle(el);
  return parseFloat(st.opacity) < 0.1 || /^rgba\(.*,\s*0(?:\.0*)?\)$|^transparent$/.test(st.color);
}
