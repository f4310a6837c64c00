// @ts-check
'use strict';

// Listeners the bridge adds to the app's webContents only while a client
// needs them, and takes away again: nothing of the bridge stays on a
// webContents once no client is left. Each part of the bridge (the IPC, the
// renderers' events, the dialogs' bracket, the downloads' popups) keeps its
// own set.

const { errorMessage } = require('./log');

/** @typedef {import('../api').WebContentsLike} WebContentsLike */

/**
 * The listeners of one webContents: `first` ones go before the app's own
 * (prependListener), `on` ones after them.
 * @typedef {object} Listeners
 * @property {Record<string, Function>} [first]
 * @property {Record<string, Function>} [on]
 */

class Listened {
  /**
   * @param {import('./log').Logger} log
   * @param {string} what what is listened to, for the log ("the IPC")
   */
  constructor(log, what) {
    this.log = log;
    this.what = what;
    /** @type {Map<WebContentsLike, Listeners & {gone: () => void}>} */
    this.listened = new Map();
  }

  /**
   * Adds the listeners make returns (given the webContents' id) to wc,
   * unless it has them already or is destroyed; a webContents that goes
   * away is forgotten.
   * @param {WebContentsLike} wc
   * @param {(id: string) => Listeners} make
   */
  add(wc, make) {
    if (this.listened.has(wc)) return;
    let id = '';
    try {
      if (wc.isDestroyed()) return;
      id = String(wc.id);
    } catch {
      return;
    }
    const l = { ...make(id), gone: () => this.listened.delete(wc) };
    try {
      for (const [name, fn] of Object.entries(l.first ?? {})) /** @type {any} */ (wc).prependListener(name, fn);
      for (const [name, fn] of Object.entries(l.on ?? {})) /** @type {any} */ (wc).on(name, fn);
      wc.once('destroyed', l.gone);
      this.listened.set(wc, l);
    } catch (err) {
      remove(wc, l);
      this.log.debug(`listening to ${this.what} of webContents ${id} failed: ${errorMessage(err)}`);
    }
  }

  /** How many webContents it listens to. */
  get size() {
    return this.listened.size;
  }

  /** Takes every listener away. */
  clear() {
    for (const [wc, l] of this.listened) {
      try {
        if (!wc.isDestroyed()) remove(wc, l);
      } catch {}
    }
    this.listened.clear();
  }
}

/**
 * @param {WebContentsLike} wc
 * @param {Listeners & {gone: () => void}} l
 */
function remove(wc, l) {
  try {
    for (const [name, fn] of [...Object.entries(l.first ?? {}), ...Object.entries(l.on ?? {})]) /** @type {any} */ (wc).removeListener(name, fn);
    wc.removeListener('destroyed', l.gone);
  } catch {}
}

/**
 * Calls listen with every exposed webContents now and with each one exposed
 * later, until the returned function is called.
 * @param {object} watch
 * @param {() => WebContentsLike[]} watch.exposed
 * @param {(listener: (change: import('./watch').Change) => void) => () => void} watch.subscribe
 * @param {(id: string) => WebContentsLike | undefined} watch.find
 * @param {(wc: WebContentsLike) => void} listen
 * @returns {() => void} unsubscribe
 */
function everyExposed({ exposed, subscribe, find }, listen) {
  for (const wc of exposed()) listen(wc);
  return subscribe((change) => {
    if (change.kind !== 'added') return;
    const wc = find(change.target.id);
    if (wc) listen(wc);
  });
}

module.exports = { Listened, everyExposed };
