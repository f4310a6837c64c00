// @ts-check
'use strict';

// Dialogs the app's main process opens during an agent's action. An app that
// starts the bridge with `dialogs: true` lets the agent answer them: while an
// action runs on a webContents (Bridge.beginAction … Bridge.endAction, plus
// DialogGraceMs) a dialog.showOpenDialog, showSaveDialog or showMessageBox
// whose parent window shows that webContents, or that has no parent, is held
// instead of shown, announced on the channel (Bridge.dialogOpened) and
// answered by the client whose action it was (Bridge.answerDialog). The
// app's promise then resolves as Electron's would. The person's own dialogs,
// and every dialog while no client is connected, are Electron's.
//
// How: the functions of Electron's `dialog` module are replaced by wrappers
// while a client is connected (apps call them as dialog.showOpenDialog(…), a
// property read at each call), and put back when the last client leaves or
// the bridge closes, unless the app replaced them meanwhile (a wrapper left
// behind does nothing but call what it wrapped). The *Sync forms block the
// main process: they are never held, only announced (sync: true) so the
// agent knows a dialog waits for the person.
//
// The options are read as Electron's lib/browser/api/dialog.ts reads them;
// options it would throw on are not held: Electron's own function throws.
//
// A page's alert() and confirm() are message boxes too: Electron's
// '-run-dialog' listener (lib/browser/api/web-contents.ts) calls
// dialog.showMessageBox synchronously, and clients see those dialogs through
// CDP (Page.javascriptDialogOpening) already. The bridge brackets each
// '-run-dialog' of a webContents an agent acts on (a listener before
// Electron's and one after it) and holds nothing inside the bracket.

const fs = require('node:fs');
const path = require('node:path');
const P = require('../protocol');
const { errorMessage } = require('./log');
const { Actions } = require('./actions');
const { Listened } = require('./listeners');

/** @typedef {import('../api').WebContentsLike} WebContentsLike */
/** @typedef {import('../protocol').Dialog} Dialog */
/** @typedef {import('../protocol').DialogResult} DialogResult */

/** @type {Record<string, string>} */
const asyncKinds = { showOpenDialog: P.DialogOpen, showSaveDialog: P.DialogSave, showMessageBox: P.DialogMessageBox };
/** @type {Record<string, string>} */
const syncKinds = { showOpenDialogSync: P.DialogOpen, showSaveDialogSync: P.DialogSave, showMessageBoxSync: P.DialogMessageBox };
const messageBoxTypes = ['none', 'info', 'warning', 'error', 'question'];

/**
 * @typedef {object} Held
 * @property {Dialog} info
 * @property {object} owner the client that answers it
 * @property {Function} original Electron's function
 * @property {unknown} self what the app called it on
 * @property {unknown[]} args what the app passed
 * @property {boolean} parent it has a parent window
 * @property {(value: unknown) => void} resolve
 * @property {(err: unknown) => void} reject
 * @property {() => void} unlisten stops listening to the webContents and the signal
 */

/**
 * @param {object} config
 * @param {Record<string, unknown> | null} config.dialog Electron's `dialog` module; null turns the feature off
 * @param {{fromWebContents(wc: WebContentsLike): unknown} | null} config.BrowserWindow
 * @param {(id: string) => WebContentsLike | undefined} config.find the exposed webContents with this id
 * @param {(name: string) => string} config.savePath a free path for this file name in the bridge's downloads folder
 * @param {(method: string, params: object) => void} config.onEvent
 * @param {import('./log').Logger} config.log
 */
function createDialogs({ dialog, BrowserWindow, find, savePath, onEvent, log }) {
  const actions = new Actions(P.DialogGraceMs);
  /** @type {Map<string, Held>} */
  const held = new Map();
  let lastId = 0;
  /** Inside a '-run-dialog' of a webContents (a page's alert or confirm). */
  let runDialog = 0;
  /** webContents whose '-run-dialog' is bracketed. */
  const bracketed = new Listened(log, "'-run-dialog'");
  /** The wrappers in place, or null. @type {{token: object, saved: Map<string, {original: Function, wrapper: Function}>} | null} */
  let installed = null;

  /** Puts the wrappers in place (the first action of a client). */
  function install() {
    if (installed || !dialog) return;
    const token = {};
    /** @type {Map<string, {original: Function, wrapper: Function}>} */
    const saved = new Map();
    for (const name of [...Object.keys(asyncKinds), ...Object.keys(syncKinds)]) {
      try {
        const original = dialog[name];
        if (typeof original !== 'function') continue;
        const wrapper = name in asyncKinds ? asyncWrapper(asyncKinds[name], original, token) : syncWrapper(syncKinds[name], original, token);
        dialog[name] = wrapper;
        if (dialog[name] === wrapper) saved.set(name, { original, wrapper });
        else log.warn(`dialog.${name} cannot be replaced: agents cannot answer it`);
      } catch (err) {
        log.warn(`dialog.${name} cannot be replaced: ${errorMessage(err)}`);
      }
    }
    installed = { token, saved };
  }

  /**
   * Brackets the webContents' '-run-dialog' (its page's alert and confirm).
   * @param {WebContentsLike} wc
   */
  function bracket(wc) {
    bracketed.add(wc, () => {
      // Electron's listener calls showMessageBox synchronously, between
      // these two; should a listener throw first, a microtask ends the
      // bracket.
      let open = 0;
      const close = () => {
        if (open === 0) return;
        open--;
        runDialog = Math.max(0, runDialog - 1);
      };
      const enter = () => {
        open++;
        runDialog++;
        queueMicrotask(close);
      };
      return { first: { '-run-dialog': enter }, on: { '-run-dialog': close } };
    });
  }

  /** Puts Electron's functions back, where the wrappers still are. */
  function uninstall() {
    if (!installed || !dialog) return;
    for (const [name, { original, wrapper }] of installed.saved) {
      try {
        if (dialog[name] === wrapper) dialog[name] = original;
      } catch {}
    }
    installed = null;
  }

  /**
   * @param {string} kind
   * @param {Function} original
   * @param {object} token
   */
  function asyncWrapper(kind, original, token) {
    /** @this {unknown} @param {unknown[]} args */
    return function (...args) {
      if (installed?.token === token) {
        /** @type {Promise<unknown> | undefined} */
        let promise;
        try {
          promise = hold(kind, original, this, args);
        } catch (err) {
          log.warn(`holding a dialog failed: ${errorMessage(err)}`);
        }
        if (promise) return promise;
      }
      return original.apply(this, args);
    };
  }

  /**
   * @param {string} kind
   * @param {Function} original
   * @param {object} token
   */
  function syncWrapper(kind, original, token) {
    /** @this {unknown} @param {unknown[]} args */
    return function (...args) {
      /** @type {Dialog | null} */
      let info = null;
      if (installed?.token === token) {
        try {
          const { win, options } = split(args);
          const target = targetFor(win);
          info = target ? describe(kind, options, target.id) : null;
          if (info) {
            info.sync = true;
            onEvent(P.EventDialogOpened, { dialog: info });
          }
        } catch {
          info = null;
        }
      }
      try {
        return original.apply(this, args);
      } finally {
        if (info) onEvent(P.EventDialogClosed, { dialog: { ...info, closed: 'person' } });
      }
    };
  }

  /**
   * Electron's reading of (window, options) or (options).
   * @param {unknown[]} args
   */
  function split(args) {
    const [a, b] = args;
    const isWin = isWindow(a);
    return { win: a && !isWin ? null : a, options: a && !isWin ? a : b };
  }

  /** @param {unknown} x */
  function isWindow(x) {
    if (!x || typeof x !== 'object') return false;
    if (typeof BrowserWindow === 'function') return x instanceof BrowserWindow;
    // The stand-in's windows are no class's instances.
    return 'webContents' in x && typeof (/** @type {any} */ (x).isDestroyed) === 'function';
  }

  /**
   * The webContents and client a dialog opened now belongs to: an agent's
   * action on the webContents its parent window shows (or a guest of it),
   * or, without a parent, the newest action.
   * @param {unknown} win
   * @returns {{id: string, owner: object} | null}
   */
  function targetFor(win) {
    return actions.latest((id) => !win || shows(win, id));
  }

  /**
   * Whether the window shows the webContents (as its own, or a guest's embedder).
   * @param {unknown} win
   * @param {string} id
   */
  function shows(win, id) {
    const wc = find(id);
    if (!wc) return false;
    try {
      if (/** @type {any} */ (win).webContents === wc) return true;
    } catch {}
    try {
      return BrowserWindow?.fromWebContents(wc) === win;
    } catch {
      return false;
    }
  }

  /**
   * Holds a dialog, or returns undefined to let Electron show it.
   * @param {string} kind
   * @param {Function} original
   * @param {unknown} self
   * @param {unknown[]} args
   * @returns {Promise<unknown> | undefined}
   */
  function hold(kind, original, self, args) {
    if (runDialog > 0) return undefined; // the page's own alert or confirm
    const { win, options } = split(args);
    const target = targetFor(win);
    if (!target) return undefined;
    const info = describe(kind, options, target.id);
    if (!info) return undefined; // Electron throws on these options
    if (held.size >= P.MaxHeldDialogs) {
      log.warn(`${held.size} dialogs are held already: this one goes to the person`);
      return undefined;
    }
    const wc = find(target.id);
    if (!wc) return undefined;
    return new Promise((resolve, reject) => {
      /** @type {Held} */
      const h = { info, owner: target.owner, original, self, args, parent: Boolean(win), resolve, reject, unlisten: () => {} };
      held.set(info.id, h);
      const gone = () => {
        // With its parent window the dialog goes; without, the person still gets it.
        if (h.parent) settle(h, 'closed', cancelled(h.info));
        else toPerson(h);
      };
      wc.once('destroyed', gone);
      const signal = kind === P.DialogMessageBox ? signalOf(options) : null;
      const aborted = () => settle(h, 'closed', cancelled(h.info));
      signal?.addEventListener('abort', aborted, { once: true });
      h.unlisten = () => {
        try {
          if (!wc.isDestroyed()) wc.removeListener('destroyed', gone);
        } catch {}
        try {
          signal?.removeEventListener('abort', aborted);
        } catch {}
      };
      log.info(`webContents ${target.id}: holding the app's ${kind} dialog ${info.id} for an agent`);
      onEvent(P.EventDialogOpened, { dialog: info });
      if (signal?.aborted) aborted();
    });
  }

  /**
   * The dialog as Electron reads its options, or null where Electron throws.
   * @param {string} kind
   * @param {unknown} raw
   * @param {string} targetId
   * @returns {Dialog | null}
   */
  function describe(kind, raw, targetId) {
    /** @type {any} */
    const o = raw == null ? defaults(kind) : raw;
    if (typeof o !== 'object') return null;
    const str = (/** @type {unknown} */ v, /** @type {string} */ d) => (v === undefined ? d : typeof v === 'string' ? v : null);
    const title = str(o.title, '');
    const message = str(o.message, '');
    if (title === null || message === null) return null;
    /** @type {Dialog} */
    const info = { id: `g${++lastId}`, targetId, kind, title: cap(title), message: cap(message), defaultId: -1, cancelId: 0, openedAt: new Date().toISOString() };
    if (kind === P.DialogMessageBox) {
      const { type = 'none', buttons = [], id = '', noLink = false, detail = '', checkboxLabel = '', normalizeAccessKeys } = o;
      let { cancelId, defaultId = -1 } = o;
      if (!messageBoxTypes.includes(type) || !Array.isArray(buttons)) return null;
      if (typeof id !== 'string' || typeof noLink !== 'boolean' || typeof detail !== 'string' || typeof checkboxLabel !== 'string') return null;
      if (!buttons.every((b) => typeof b === 'string')) return null;
      const checkboxChecked = Boolean(o.checkboxChecked);
      if (checkboxChecked && !checkboxLabel) return null;
      if (cancelId == null) {
        cancelId = defaultId === 0 && buttons.length > 1 ? 1 : 0;
        const i = buttons.findIndex((b) => b.toLowerCase() === 'cancel' || b.toLowerCase() === 'no');
        if (i !== -1) cancelId = i;
      }
      if (!Number.isInteger(cancelId) || !Number.isInteger(defaultId)) return null;
      info.buttons = buttons.slice(0, 32).map((b) => cap(normalizeAccessKeys ? b.replace(/&(&?)/g, '$1') : b, 200));
      info.defaultId = defaultId;
      info.cancelId = cancelId;
      if (detail) info.detail = cap(detail);
      if (checkboxLabel) info.checkboxLabel = cap(checkboxLabel, 200);
      if (checkboxChecked) info.checkboxChecked = true;
      return info;
    }
    const buttonLabel = str(o.buttonLabel, '');
    const defaultPath = str(o.defaultPath, '');
    if (buttonLabel === null || defaultPath === null) return null;
    if (kind === P.DialogSave && str(o.nameFieldLabel, '') === null) return null;
    const properties = o.properties ?? (kind === P.DialogOpen ? ['openFile'] : []);
    if (kind === P.DialogOpen && !Array.isArray(properties)) return null;
    if (Array.isArray(properties) && properties.length > 0) info.properties = properties.filter((p) => typeof p === 'string').slice(0, 16);
    if (Array.isArray(o.filters)) {
      info.filters = o.filters.slice(0, 16).flatMap((/** @type {any} */ f) =>
        f && typeof f === 'object' ? [{ name: cap(String(f.name ?? ''), 100), extensions: Array.isArray(f.extensions) ? f.extensions.slice(0, 16).map((/** @type {unknown} */ e) => cap(String(e), 20)) : [] }] : [],
      );
    }
    if (defaultPath) info.defaultPath = cap(defaultPath, 1000);
    if (buttonLabel) info.buttonLabel = cap(buttonLabel, 200);
    return info;
  }

  /**
   * Settles a held dialog with a result and says so.
   * @param {Held} h
   * @param {string} how
   * @param {DialogResult | unknown} value
   */
  function settle(h, how, value) {
    if (held.get(h.info.id) !== h) return;
    held.delete(h.info.id);
    h.unlisten();
    h.resolve(value);
    onEvent(P.EventDialogClosed, { dialog: { ...h.info, closed: how } });
  }

  /**
   * The person gets the dialog, as if it was never held: Electron's own
   * function, whose promise becomes the app's.
   * @param {Held} h
   */
  function toPerson(h) {
    if (held.get(h.info.id) !== h) return;
    held.delete(h.info.id);
    h.unlisten();
    onEvent(P.EventDialogClosed, { dialog: { ...h.info, closed: 'person' } });
    try {
      Promise.resolve(h.original.apply(h.self, h.args)).then(h.resolve, h.reject);
    } catch (err) {
      h.reject(err);
    }
  }

  /**
   * Checks an answer and the value the app's promise resolves with.
   * @param {Held} h
   * @param {import('../protocol').DialogAnswer} a
   * @returns {Record<string, unknown>}
   */
  function resultOf(h, a) {
    const { info } = h;
    if (info.kind === P.DialogOpen) {
      if (a.paths !== undefined && (!Array.isArray(a.paths) || !a.paths.every((/** @type {unknown} */ p) => typeof p === 'string'))) {
        throw invalid('paths must be an array of absolute paths');
      }
      const paths = a.paths ?? [];
      if (paths.length === 0) return { canceled: true, filePaths: [] };
      const props = info.properties ?? ['openFile'];
      const files = props.includes('openFile') || !props.includes('openDirectory');
      const dirs = props.includes('openDirectory');
      if (paths.length > 1 && !props.includes('multiSelections')) throw invalid(`this dialog takes one ${dirs && !files ? 'folder' : 'file'}, not ${paths.length}`);
      if (paths.length > 100) throw invalid('at most 100 paths');
      for (const p of paths) {
        if (!path.isAbsolute(p)) throw invalid(`${JSON.stringify(p)} is not an absolute path`);
        let st;
        try {
          st = fs.statSync(p);
        } catch {
          throw invalid(`${p} does not exist`);
        }
        if (st.isDirectory() && !dirs) throw invalid(`${p} is a folder: this dialog opens files`);
        if (!st.isDirectory() && !files) throw invalid(`${p} is not a folder: this dialog opens folders`);
      }
      return { canceled: false, filePaths: paths.map((/** @type {string} */ p) => path.resolve(p)) };
    }
    if (info.kind === P.DialogSave) {
      if (!a.accept) return { canceled: true, filePath: '' };
      return { canceled: false, filePath: savePath(saveName(info)) };
    }
    const count = Math.max(info.buttons?.length ?? 0, 1);
    let response;
    if (a.button !== undefined && a.button !== null) {
      if (!Number.isInteger(a.button) || a.button < 0 || a.button >= count) {
        throw invalid(`button ${JSON.stringify(a.button)} is out of range: this message box has ${count} (0 to ${count - 1})`);
      }
      response = a.button;
    } else if (a.accept) {
      response = info.defaultId >= 0 && info.defaultId < count ? info.defaultId : 0;
    } else {
      response = info.cancelId;
    }
    return { response, checkboxChecked: Boolean(info.checkboxChecked) };
  }

  return {
    /**
     * An agent's action on a webContents starts.
     * @param {object} owner the client
     * @param {string} targetId
     */
    begin(owner, targetId) {
      const wc = find(targetId);
      if (!dialog || !wc) return;
      install();
      bracket(wc);
      actions.begin(owner, targetId);
    },

    /**
     * The action ends; answers the dialogs held for this client on it.
     * @param {object} owner
     * @param {string} targetId
     * @returns {Dialog[]}
     */
    end(owner, targetId) {
      actions.end(owner, targetId);
      return this.list(owner, targetId);
    },

    /**
     * The dialogs held for a client, oldest first.
     * @param {object} owner
     * @param {string} [targetId]
     */
    list(owner, targetId) {
      return [...held.values()].filter((h) => h.owner === owner && (targetId === undefined || h.info.targetId === targetId)).map((h) => ({ ...h.info }));
    },

    /**
     * A client answers a dialog held for it.
     * @param {object} owner
     * @param {unknown} params
     * @returns {Record<string, unknown>} what the app's promise resolved with
     */
    answer(owner, params) {
      if (!params || typeof params !== 'object') throw invalid('params must be {id, accept?, paths?, button?}');
      const a = /** @type {import('../protocol').DialogAnswer} */ (params);
      if (typeof a.id !== 'string') throw invalid('id must be the id of a held dialog (a string)');
      const h = held.get(a.id);
      if (!h || h.owner !== owner) {
        throw Object.assign(new Error(`no dialog ${a.id} is waiting for this client: it was answered, went to the person or closed with its window`), { code: P.CodeNoSuchDialog });
      }
      const value = resultOf(h, a);
      settle(h, 'answered', value);
      log.info(`dialog ${a.id} answered by an agent`);
      return value;
    },

    /** Ends every action of a client that left; its dialogs go to the person. @param {object} owner */
    release(owner) {
      actions.release(owner, false);
      for (const h of [...held.values()]) if (h.owner === owner) toPerson(h);
    },

    /** No client is left (or the bridge closes): Electron's functions come back. */
    stop() {
      for (const h of [...held.values()]) toPerson(h);
      actions.clear();
      uninstall();
      bracketed.clear();
      runDialog = 0;
    },
  };
}

/** @param {string} kind */
function defaults(kind) {
  if (kind === P.DialogOpen) return { title: 'Open', properties: ['openFile'] };
  if (kind === P.DialogSave) return { title: 'Save' };
  return { type: 'none', message: '' };
}

/** @param {Dialog} info */
function cancelled(info) {
  if (info.kind === P.DialogOpen) return { canceled: true, filePaths: [] };
  if (info.kind === P.DialogSave) return { canceled: true, filePath: '' };
  return { response: info.cancelId, checkboxChecked: Boolean(info.checkboxChecked) };
}

/**
 * The file name a save dialog suggests: its defaultPath's, with the first
 * filter's extension when it has none.
 * @param {Dialog} info
 */
function saveName(info) {
  let name = path.basename(info.defaultPath ?? '') || 'Untitled';
  const ext = info.filters?.[0]?.extensions?.[0];
  if (!path.extname(name) && ext && ext !== '*' && /^[\w.-]+$/.test(ext)) name += `.${ext}`;
  return name;
}

/** @param {unknown} options */
function signalOf(options) {
  try {
    const s = /** @type {any} */ (options)?.signal;
    return s && typeof s.addEventListener === 'function' ? /** @type {AbortSignal} */ (s) : null;
  } catch {
    return null;
  }
}

/** @param {string} s @param {number} [n] */
function cap(s, n = 2000) {
  return s.length > n ? `${s.slice(0, n)}…` : s;
}

/** @param {string} message */
function invalid(message) {
  return Object.assign(new Error(message), { code: P.CodeInvalidParams });
}

module.exports = { createDialogs };
