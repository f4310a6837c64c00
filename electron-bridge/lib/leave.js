// @ts-check
'use strict';

// Leaving a page whose beforeunload handler asks to stay. Electron shows no
// leave-page dialog: RunBeforeUnloadDialog (shell/browser/api/
// electron_api_web_contents.cc) emits 'will-prevent-unload' and cancels the
// unload unless a listener calls preventDefault(). A person in a browser is
// asked and may answer Leave; an agent asks for that with Bridge.allowLeave,
// for the action it runs now on that webContents: until the action's
// Bridge.endAction (or the client leaving), the bridge prevents the default
// there, after the app's own listeners ran. Nothing is listened to otherwise.

/** @typedef {import('../api').WebContentsLike} WebContentsLike */

/**
 * @param {object} config
 * @param {(id: string) => WebContentsLike | undefined} config.find the exposed webContents with this id
 * @param {import('./log').Logger} config.log
 */
function createLeaving({ find, log }) {
  /**
   * The allowances in force, per client: webContents id → its listener.
   * @type {Map<object, Map<string, {wc: any, listener: (event: any) => void}>>}
   */
  const allowed = new Map();

  /**
   * Lets the next unloads of the webContents go, for owner's action.
   * @param {object} owner
   * @param {string} id
   * @returns {boolean} whether the webContents is exposed
   */
  function allow(owner, id) {
    const wc = /** @type {any} */ (find(id));
    if (!wc || wc.isDestroyed()) return false;
    let mine = allowed.get(owner);
    if (!mine) allowed.set(owner, (mine = new Map()));
    if (mine.has(id)) return true;
    /** @param {any} event */
    const listener = (event) => {
      try {
        event.preventDefault();
      } catch {
        // Not an event we know: the app's behaviour stays.
      }
    };
    wc.on('will-prevent-unload', listener);
    mine.set(id, { wc, listener });
    log.info(`webContents ${id}: an agent leaves its page even if the page asks to stay`);
    return true;
  }

  /**
   * Ends owner's allowance on the webContents.
   * @param {object} owner
   * @param {string} id
   */
  function end(owner, id) {
    const mine = allowed.get(owner);
    const a = mine?.get(id);
    if (!mine || !a) return;
    mine.delete(id);
    if (mine.size === 0) allowed.delete(owner);
    try {
      if (!a.wc.isDestroyed()) a.wc.removeListener('will-prevent-unload', a.listener);
    } catch {
      // Destroyed meanwhile: its listeners went with it.
    }
  }

  /** @param {object} owner a client that left */
  function release(owner) {
    for (const id of [...(allowed.get(owner)?.keys() ?? [])]) end(owner, id);
  }

  return { allow, end, release };
}

module.exports = { createLeaving };
