// @ts-check
'use strict';

// Which webContents the bridge exposes, and how /json/list describes them.

const { PathPage, TypePage, TypeWebview } = require('../protocol');
const { errorMessage } = require('./log');

/** @typedef {import('../api').WebContentsLike} WebContentsLike */
/** @typedef {import('../api').WebContentsModule} WebContentsModule */
/** @typedef {import('../api').BrowserWindowModule} BrowserWindowModule */
/** @typedef {import('../protocol').Target} Target */

/**
 * One exposed webContents as the bridge describes it (a /json/list entry
 * without webSocketDebuggerUrl and attached).
 * @typedef {object} TargetState
 * @property {string} id the webContents id, as a string
 * @property {string} type 'page' or 'webview'
 * @property {string} electronType getType()
 * @property {string} title
 * @property {string} url
 * @property {string} [hostId] the embedder of a webview
 * @property {boolean} focused the person is in it (lib/focus.js): a guest only once a signal said so
 * @property {boolean} visible
 */

// getType() values that show a page to the person. Left out: 'remote' (DevTools
// and other wrappers) and 'backgroundPage' (extensions).
const exposedTypes = new Set(['window', 'browserView', 'webview', 'offscreen']);

/**
 * The default rule: windows, views and `<webview>` guests, never DevTools.
 * @param {WebContentsLike} wc
 */
function defaultFilter(wc) {
  return exposedTypes.has(wc.getType()) && !wc.getURL().startsWith('devtools://');
}

/**
 * @param {object} config
 * @param {WebContentsModule} config.webContents
 * @param {BrowserWindowModule | null} config.BrowserWindow
 * @param {(wc: WebContentsLike) => boolean} config.filter
 * @param {import('./log').Logger} config.log
 * @param {ReturnType<typeof import('./focus').createFocus>} [config.focus] which guest the person is in (isFocused() cannot tell)
 */
function createTargets({ webContents, BrowserWindow, filter, log, focus }) {
  /** @param {WebContentsLike} wc */
  function exposed(wc) {
    try {
      return !wc.isDestroyed() && filter(wc) === true;
    } catch (err) {
      log.warn(`filter threw for webContents ${safeId(wc)}: ${errorMessage(err)}`);
      return false;
    }
  }

  /**
   * Whether its window is shown. Contents with no BrowserWindow (a
   * WebContentsView in a BaseWindow) count as visible: unknown is not hidden.
   * @param {WebContentsLike} wc
   */
  function visible(wc) {
    if (!BrowserWindow) return true;
    try {
      const win = BrowserWindow.fromWebContents(wc);
      if (!win) return true;
      return !win.isDestroyed() && win.isVisible() && !win.isMinimized();
    } catch {
      return false;
    }
  }

  return {
    /**
     * The exposed webContents with this id (the decimal string of the path), or undefined.
     * @param {string} id
     */
    find(id) {
      if (!/^[1-9][0-9]{0,15}$/.test(id)) return undefined;
      let wc;
      try {
        wc = webContents.fromId(Number(id));
      } catch {
        return undefined;
      }
      return wc && exposed(wc) ? wc : undefined;
    },

    /** Whether the bridge exposes this webContents (alive and passing the filter). */
    exposed,

    /** Whether an exposed webContents says isFocused(): the app, not another one, has the person's focus. */
    appFocused() {
      try {
        return webContents.getAllWebContents().some((wc) => exposed(wc) && wc.isFocused());
      } catch {
        return false;
      }
    },

    /**
     * What the bridge tells of one exposed webContents, without the parts
     * that depend on the listening port or on clients; null when it cannot be
     * read (destroyed meanwhile).
     * @param {WebContentsLike} wc
     * @returns {TargetState | null}
     */
    describe(wc) {
      try {
        const electronType = wc.getType();
        /** @type {TargetState} */
        const t = {
          id: String(wc.id),
          type: electronType === 'webview' ? TypeWebview : TypePage,
          electronType,
          title: wc.getTitle(),
          url: wc.getURL(),
          focused: focus ? focus.focused(wc, wc.isFocused()) : wc.isFocused(),
          visible: visible(wc),
        };
        const host = electronType === 'webview' ? wc.hostWebContents : null;
        if (host && !host.isDestroyed()) t.hostId = String(host.id);
        return t;
      } catch (err) {
        log.debug(`cannot read webContents ${safeId(wc)}: ${errorMessage(err)}`);
        return null;
      }
    },

    /**
     * The /json/list entries, ordered by id.
     * @param {number} port
     * @param {(wc: WebContentsLike) => boolean} attached
     * @returns {Target[]}
     */
    list(port, attached) {
      /** @type {Target[]} */
      const out = [];
      for (const wc of webContents.getAllWebContents()) {
        if (!exposed(wc)) continue;
        // Destroyed between the check and the read: left out.
        const t = this.describe(wc);
        if (!t) continue;
        const { hostId, focused, visible: shown, ...rest } = t;
        /** @type {Target} */
        const entry = {
          ...rest,
          webSocketDebuggerUrl: `ws://127.0.0.1:${port}${PathPage}${wc.id}`,
          // Electron answers no command before the first navigation commits.
          loaded: rest.url !== '',
          attached: attached(wc),
          focused,
          visible: shown,
        };
        if (hostId !== undefined) entry.hostId = hostId;
        out.push(entry);
      }
      return out.sort((a, b) => Number(a.id) - Number(b.id));
    },
  };
}

/** @param {WebContentsLike} wc */
function safeId(wc) {
  try {
    return String(wc.id);
  } catch {
    return '?';
  }
}

module.exports = { createTargets, defaultFilter };
