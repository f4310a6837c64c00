// @ts-check
// Runs in the page's own world (the timers a page sets are its window's),
// for the time of a click: the hover, press and release of a click reach
// the page together, as Playwright sends them, and Chromium runs the
// input it holds before the page's timers, so a timer the page sets in
// answer to the hover runs after the click. On a loaded machine the
// press can come a frame after the hover, and that timer first: MUI's
// speed dial opens on such a timer as the pointer comes, and its button
// then toggles it closed again. So the timers set, with a delay of at
// most maxMs, in the tasks of the click's own events (and their
// microtasks) are held until a task after the release: each runs then if
// it is due and was not cleared meanwhile. setTimeout and clearTimeout
// are wrapped from holdTimers until then, each wrapper a Proxy of the
// page's own function, which it calls, and which is put back unless the
// page replaced it since.

/**
 * Starts holding the timers the page sets in answer to a click's events;
 * kept under key on the window, out of its enumerable properties. A hold
 * left before is let go of first. It lets go by itself a task after the
 * button's release, or after safetyMs.
 * @param {string} key
 * @param {number} maxMs
 * @param {number} safetyMs
 * @returns {boolean}
 */
function holdTimers(key, maxMs, safetyMs) {
  const w = /** @type {any} */ (window);
  const old = w[key];
  if (old && typeof old.release === 'function') old.release();
  const own = {setTimeout: w.setTimeout, clearTimeout: w.clearTimeout};
  const st = own.setTimeout;
  let inEvent = false, ending = false, released = false, putBack = false;
  /** @typedef {{run: () => void, due: boolean, cleared: boolean}} Held */
  /** @type {Map<unknown, Held>} the page's timer id → what it holds */
  const held = new Map();
  /** @type {Record<string, Function>} */
  const wrapped = {
    setTimeout: new Proxy(own.setTimeout, {
      apply(t, self, args) {
        const ms = Number(args[1]) || 0;
        if (released || !inEvent || ms > maxMs || typeof args[0] !== 'function') return Reflect.apply(t, self, args);
        const cb = args[0], rest = args.slice(2);
        /** @type {Held} */
        const h = {run: () => { Reflect.apply(cb, w, rest); }, due: false, cleared: false};
        const id = Reflect.apply(t, self, [() => {
          if (!released) { h.due = true; return; }
          held.delete(id);
          h.run();
        }, ms]);
        held.set(id, h);
        return id;
      },
    }),
    clearTimeout: new Proxy(own.clearTimeout, {
      apply(t, self, args) {
        const h = held.get(args[0]);
        if (h) {
          h.cleared = true;
          held.delete(args[0]);
        }
        return Reflect.apply(t, self, args);
      },
    }),
  };
  // An event's task: from its first listener (ours, capturing on the
  // window) until a task after it.
  const heard = () => {
    inEvent = true;
    if (ending) return;
    ending = true;
    Reflect.apply(st, w, [() => { inEvent = false; ending = false; }, 0]);
  };
  // The click itself is dispatched in the release's task: a task after it
  // comes after the page's click handlers.
  const up = () => { Reflect.apply(st, w, [() => hold.release(), 0]); };
  const types = ['pointerover', 'pointerenter', 'pointermove', 'mouseover', 'mouseenter', 'mousemove', 'pointerdown', 'mousedown', 'focus', 'focusin', 'pointerup', 'mouseup', 'click'];
  for (const t of types) w.addEventListener(t, heard, true);
  for (const t of ['pointerup', 'mouseup', 'pointercancel']) w.addEventListener(t, up, true);
  const hold = {
    release() {
      if (released) return;
      released = true;
      for (const t of types) w.removeEventListener(t, heard, true);
      for (const t of ['pointerup', 'mouseup', 'pointercancel']) w.removeEventListener(t, up, true);
      if (w[key] === hold) delete w[key];
      // The held timers that are due run now, in the order they were set,
      // each in a task of its own; clearTimeout stays wrapped until then,
      // for the page to clear one of them still.
      for (const [id, h] of held) {
        if (!h.due) {
          held.delete(id); // it runs when it fires
          continue;
        }
        Reflect.apply(st, w, [() => {
          held.delete(id);
          if (!h.cleared) h.run();
        }, 0]);
      }
      Reflect.apply(st, w, [() => {
        if (putBack) return;
        putBack = true;
        for (const [name, f] of Object.entries(wrapped)) if (w[name] === f) w[name] = /** @type {any} */ (own)[name];
      }, 0]);
    },
  };
  Reflect.apply(st, w, [() => hold.release(), safetyMs]);
  Object.assign(w, wrapped);
  Object.defineProperty(w, key, {value: hold, configurable: true, enumerable: false, writable: true});
  return true;
}
