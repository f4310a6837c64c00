// @ts-check
'use strict';

// The watch: which exposed webContents come, go and change (title, URL,
// focus, visibility), for whoever in the bridge wants to know (the browser
// endpoint's Target events, following the person's focus).
//
//   const watch = createWatch({ targets, webContents, app, BrowserWindow, log });
//   const unsubscribe = watch.subscribe((change) => {
//     // change.kind: 'added' | 'removed' | 'changed'
//     // change.target: {id, type, electronType, title, url, hostId?, focused, visible}
//     // change.changed: for 'changed', the fields that changed, e.g. ['focused']
//   });
//   watch.current(); // the exposed webContents now, as the same objects, by id
//   unsubscribe();
//
// It costs nothing while nobody subscribes: the first subscriber makes it
// listen to Electron's events (app, every webContents, their windows), the
// last one leaving removes every listener. Electron's events are only pokes:
// the watch re-reads the webContents on the next turn and reports what really
// changed, so a burst of events (a navigation: did-navigate, then the title)
// becomes one change per webContents, a webContents that starts or stops
// passing the filter is added or removed, and nothing runs inside Electron's
// own emit. A subscriber that throws is logged, never thrown into the app.
//
// Focus and visibility changes are reported once per turn for every
// webContents they touch (focus moving from a window to another; hiding a
// window hides its guests). Which guest of a window the person is in comes
// from lib/focus.js, which the watch feeds with each webContents' signals
// ('-focus-change', 'input-event', 'before-input-event', 'focus') while
// someone subscribes.

const { errorMessage } = require('./log');

/** @typedef {import('../api').WebContentsLike} WebContentsLike */
/** @typedef {import('../api').WebContentsModule} WebContentsModule */
/** @typedef {import('../api').BrowserWindowModule} BrowserWindowModule */
/** @typedef {import('../api').WindowLike} WindowLike */
/** @typedef {import('../api').AppLike} AppLike */
/** @typedef {import('./targets').TargetState} TargetState */

/**
 * @typedef {object} Change
 * @property {'added' | 'removed' | 'changed'} kind
 * @property {TargetState} target its state now ('removed': the last one seen)
 * @property {(keyof TargetState)[]} changed the fields that changed ('added', 'removed': empty)
 */

/** @typedef {(change: Change) => void} Subscriber */

/** The fields compared between two reads, in the order they are reported. */
/** @type {(keyof TargetState)[]} */
const fields = ['title', 'url', 'focused', 'visible', 'type', 'electronType', 'hostId'];

// webContents events after which the webContents is read again.
const contentsEvents = ['page-title-updated', 'did-navigate', 'did-navigate-in-page', 'did-finish-load'];
// Signals of where the person is (lib/focus.js), besides 'focus' and
// '-focus-change': input reaching a webContents.
const inputEvents = ['input-event', 'before-input-event'];
// Window events after which every webContents is read again: focus and
// visibility move between several at once ('focus' and 'blur' of a
// webContents too).
const windowEvents = ['show', 'hide', 'minimize', 'restore', 'focus', 'blur'];

/**
 * @typedef {object} Tracked
 * @property {number} id read while alive: after destruction even wc.id throws
 * @property {WebContentsLike} wc
 * @property {TargetState | null} state null while not exposed
 * @property {() => void} unlisten
 */

/**
 * @param {object} config
 * @param {ReturnType<typeof import('./targets').createTargets>} config.targets which are exposed, and how they read
 * @param {WebContentsModule} config.webContents
 * @param {AppLike | null} config.app Electron's `app`; without it, webContents created later are seen only on the next poke
 * @param {BrowserWindowModule | null} config.BrowserWindow for the windows' show/hide/minimize/restore
 * @param {import('./log').Logger} config.log
 * @param {ReturnType<typeof import('./focus').createFocus>} [config.focus] fed with the person's signals
 */
function createWatch({ targets, webContents, app, BrowserWindow, log, focus }) {
  /** @type {Set<Subscriber>} */
  const subscribers = new Set();
  /** Every live webContents while someone subscribes, exposed or not (that may change), by id. @type {Map<number, Tracked>} */
  const tracked = new Map();
  /** Windows listened to, with their listener. @type {Map<WindowLike, () => void>} */
  const windows = new Map();
  /** Ids to read again on the next turn; `all` reads every one. */
  const dirty = new Set();
  let all = false;
  /** @type {NodeJS.Immediate | null} */
  let scheduled = null;

  const markAll = () => {
    all = true;
    schedule();
  };
  /** @param {unknown} _event @param {WindowLike & {webContents?: WebContentsLike}} win */
  const onWindowFocus = (_event, win) => {
    // On macOS the webContents says nothing when its window is focused.
    try {
      const wc = win?.webContents;
      if (wc && !wc.isDestroyed()) focus?.windowFocus(wc);
    } catch {}
    markAll();
  };
  /** @param {unknown} _event @param {WebContentsLike} wc */
  const onCreated = (_event, wc) => {
    try {
      track(wc);
    } catch (err) {
      log.debug(`watch: a new webContents: ${errorMessage(err)}`);
    }
  };
  /** @param {unknown} _event @param {{webContents?: WebContentsLike}} win */
  const onWindowCreated = (_event, win) => {
    // Its webContents already exists; its window may be found only now.
    markAll();
    void win;
  };

  function schedule() {
    if (scheduled || subscribers.size === 0) return;
    scheduled = setImmediate(flush);
  }

  /** @param {WebContentsLike} wc */
  function track(wc) {
    const id = wc.id;
    if (tracked.has(id) || wc.isDestroyed()) return;
    const poke = () => {
      dirty.add(id);
      schedule();
    };
    /** @type {any} */
    const emitter = wc;
    const onFocus = () => {
      focus?.windowFocus(wc);
      markAll();
    };
    /** @param {unknown} _event @param {unknown} on */
    const onGuestFocus = (_event, on) => {
      if (focus?.guestFocus(wc, on === true)) markAll();
    };
    /** @param {unknown} _event @param {unknown} input */
    const onInput = (_event, input) => {
      if (focus?.input(wc, input)) markAll();
    };
    for (const name of contentsEvents) emitter.on(name, poke);
    emitter.on('focus', onFocus);
    emitter.on('blur', markAll);
    emitter.on('-focus-change', onGuestFocus);
    for (const name of inputEvents) emitter.on(name, onInput);
    emitter.once('destroyed', poke);
    const unlisten = () => {
      for (const name of contentsEvents) emitter.removeListener(name, poke);
      emitter.removeListener('focus', onFocus);
      emitter.removeListener('blur', markAll);
      emitter.removeListener('-focus-change', onGuestFocus);
      for (const name of inputEvents) emitter.removeListener(name, onInput);
      emitter.removeListener('destroyed', poke);
    };
    tracked.set(id, { id, wc, state: null, unlisten });
    poke();
  }

  /**
   * Listens to the window showing `wc`, once per window.
   * @param {WebContentsLike} wc
   */
  function listenWindow(wc) {
    if (!BrowserWindow) return;
    let win;
    try {
      win = BrowserWindow.fromWebContents(wc);
    } catch {
      return;
    }
    if (!win || windows.has(win) || typeof win.on !== 'function' || typeof win.removeListener !== 'function') return;
    /** @type {any} */
    const w = win;
    const onClosed = () => {
      for (const name of windowEvents) w.removeListener(name, markAll);
      w.removeListener('closed', onClosed);
      windows.delete(w);
    };
    for (const name of windowEvents) w.on(name, markAll);
    w.on('closed', onClosed);
    windows.set(w, onClosed);
  }

  /** Reads the dirty webContents again and tells the subscribers what changed. */
  function flush() {
    scheduled = null;
    if (subscribers.size === 0) return;
    /** @type {Change[]} */
    const changes = [];
    if (all) {
      // Catch up with webContents created without an app event (no `app` given).
      for (const wc of safeAll()) {
        try {
          track(wc);
        } catch {}
      }
    }
    const ids = all ? [...tracked.keys()] : [...dirty];
    all = false;
    dirty.clear();
    for (const id of ids.sort((a, b) => a - b)) {
      const t = tracked.get(id);
      if (!t) continue;
      const change = read(t);
      if (change) changes.push(change);
    }
    for (const change of changes) {
      for (const subscriber of [...subscribers]) {
        try {
          subscriber(change);
        } catch (err) {
          log.warn(`watch: a subscriber threw: ${errorMessage(err)}`);
        }
      }
    }
  }

  /**
   * @param {Tracked} t
   * @returns {Change | null}
   */
  function read(t) {
    let destroyed = true;
    try {
      destroyed = t.wc.isDestroyed();
    } catch {}
    const before = t.state;
    const now = destroyed || !targets.exposed(t.wc) ? null : targets.describe(t.wc);
    if (destroyed) {
      t.unlisten();
      tracked.delete(t.id);
    } else if (now) {
      listenWindow(t.wc);
    }
    t.state = now;
    if (!before && !now) return null;
    if (!before && now) return { kind: 'added', target: now, changed: [] };
    if (before && !now) return { kind: 'removed', target: before, changed: [] };
    const changed = fields.filter((f) => before?.[f] !== now?.[f]);
    return changed.length > 0 && now ? { kind: 'changed', target: now, changed } : null;
  }

  function safeAll() {
    try {
      return webContents.getAllWebContents();
    } catch (err) {
      log.debug(`watch: getAllWebContents: ${errorMessage(err)}`);
      return [];
    }
  }

  function start() {
    log.debug('watch: started');
    /** @type {any} */
    const a = app;
    if (a) {
      a.on('web-contents-created', onCreated);
      a.on('browser-window-created', onWindowCreated);
      a.on('browser-window-focus', onWindowFocus);
      a.on('browser-window-blur', markAll);
    }
    for (const wc of safeAll()) {
      try {
        track(wc);
      } catch {}
    }
    // The first read is not reported: it is what current() answers.
    if (scheduled) clearImmediate(scheduled);
    scheduled = null;
    dirty.clear();
    all = false;
    for (const t of tracked.values()) {
      t.state = t.wc.isDestroyed() || !targets.exposed(t.wc) ? null : targets.describe(t.wc);
      if (t.state) listenWindow(t.wc);
    }
  }

  function stop() {
    /** @type {any} */
    const a = app;
    if (a) {
      a.removeListener('web-contents-created', onCreated);
      a.removeListener('browser-window-created', onWindowCreated);
      a.removeListener('browser-window-focus', onWindowFocus);
      a.removeListener('browser-window-blur', markAll);
    }
    for (const t of tracked.values()) t.unlisten();
    tracked.clear();
    for (const onClosed of [...windows.values()]) onClosed();
    windows.clear();
    if (scheduled) clearImmediate(scheduled);
    scheduled = null;
    dirty.clear();
    all = false;
    // Signals are missed from now on.
    focus?.reset();
    log.debug('watch: stopped');
  }

  return {
    /**
     * Calls `subscriber` with every change from now on, until the returned
     * function is called. Changes come on a later turn than Electron's events.
     * @param {Subscriber} subscriber
     * @returns {() => void} unsubscribe (idempotent)
     */
    subscribe(subscriber) {
      // A function may subscribe twice; each subscription is its own.
      const entry = /** @type {Subscriber} */ ((change) => subscriber(change));
      if (subscribers.size === 0) {
        subscribers.add(entry);
        try {
          start();
        } catch (err) {
          log.warn(`watch: starting failed: ${errorMessage(err)}`);
        }
      } else {
        subscribers.add(entry);
      }
      return () => {
        if (!subscribers.delete(entry)) return;
        if (subscribers.size === 0) stop();
      };
    },

    /**
     * The exposed webContents now, ordered by id. While someone subscribes,
     * this is what the changes so far add up to (a change not yet reported
     * is not in it); otherwise it reads them afresh.
     * @returns {TargetState[]}
     */
    current() {
      if (subscribers.size > 0) {
        return [...tracked.values()]
          .flatMap((t) => (t.state ? [t.state] : []))
          .sort((a, b) => Number(a.id) - Number(b.id));
      }
      /** @type {TargetState[]} */
      const out = [];
      for (const wc of safeAll()) {
        const t = targets.exposed(wc) ? targets.describe(wc) : null;
        if (t) out.push(t);
      }
      return out.sort((a, b) => Number(a.id) - Number(b.id));
    },

    /** How many subscribe now (for tests: zero means no listener is left anywhere). */
    get subscribers() {
      return subscribers.size;
    },
  };
}

module.exports = { createWatch };
