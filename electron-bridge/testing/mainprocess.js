// @ts-check
'use strict';

// The stand-in's main process beyond webContents: Electron's `ipcMain`, the
// `ipcRenderer` a preload hands its pages, and the `dialog` module. Copied
// from Electron's sources:
//
//   * lib/browser/api/web-contents.ts (WebContents.prototype._init): a page's
//     ipcRenderer.send arrives as '-ipc-message' (event, internal, channel,
//     args) on its webContents, which emits 'ipc-message' (event, channel,
//     ...args) and then ipcMain's channel; ipcRenderer.invoke arrives as
//     '-ipc-invoke', whose listener calls the handler ipcMain.handle
//     registered, awaits it and answers with event._replyChannel.sendReply
//     ({result}) or ({error: String(err)}), "No handler registered for '…'"
//     without one; '-run-dialog' (a page's alert or confirm) calls
//     dialog.showMessageBox synchronously, with the window as parent. Like
//     Electron's, these listeners are there from the webContents' start,
//     before any of the app's or a bridge's;
//   * lib/browser/ipc-main-impl.ts: handle() throws for a second handler of a
//     channel and for a handler that is not a function;
//   * lib/renderer/api/ipc-renderer.ts: invoke rejects with "Error invoking
//     remote method '<channel>': <error>";
//   * lib/browser/api/dialog.ts: showOpenDialog, showSaveDialog and
//     showMessageBox take (window, options) or (options), with a window only
//     when it is a BrowserWindow; they throw a TypeError for options of the
//     wrong types before anything shows (messages copied); a message box's
//     cancelId defaults to the button labelled Cancel or No, else 0 (1 when
//     defaultId is 0). The dialog then waits for the person: here the test
//     answers it (nativeDialogs(), answer()). Its promise resolves with
//     {canceled, filePaths}, {canceled, filePath} or {response,
//     checkboxChecked}.
//
// The page's side, when the app has a preload (createStandIn({preload:
// true})): each page gets `window.ipcRenderer` with send and invoke, which
// reach the main process through a CDP binding (as a preload's
// contextBridge would expose them). sendSync is not modelled: a binding
// cannot block the page. Arguments cross as JSON, not structured clones.
// The *Sync dialog forms cannot block here either: they return what a
// person who cancels at once would.

const { EventEmitter } = require('node:events');

/** The page's binding (Runtime.addBinding). */
const bindingName = '__electronMcpStandInIpc';

/** The page's side, run in every document before its scripts. */
const pageScript = `(() => {
  const send = globalThis.${bindingName};
  if (typeof send !== 'function' || globalThis.ipcRenderer) return;
  const pending = new Map();
  let next = 0;
  Object.defineProperty(globalThis, '${bindingName}Reply', {
    value: (id, reply) => {
      const p = pending.get(id);
      if (!p) return;
      pending.delete(id);
      if (reply.error !== undefined) p.reject(new Error("Error invoking remote method '" + p.channel + "': " + reply.error));
      else p.resolve(reply.result);
    },
  });
  globalThis.ipcRenderer = Object.freeze({
    send(channel, ...args) {
      send(JSON.stringify({ kind: 'send', channel: String(channel), args }));
    },
    invoke(channel, ...args) {
      const id = ++next;
      return new Promise((resolve, reject) => {
        pending.set(id, { resolve, reject, channel: String(channel) });
        send(JSON.stringify({ kind: 'invoke', id, channel: String(channel), args }));
      });
    },
  });
})();`;

/** Electron's ipcMain (lib/browser/ipc-main-impl.ts). */
class StandInIpcMain extends EventEmitter {
  constructor() {
    super();
    /** @type {Map<string, (event: any, ...args: any[]) => unknown>} */
    this._invokeHandlers = new Map();
  }

  /**
   * @param {string} method
   * @param {(event: any, ...args: any[]) => unknown} fn
   */
  handle(method, fn) {
    if (this._invokeHandlers.has(method)) throw new Error(`Attempted to register a second handler for '${method}'`);
    if (typeof fn !== 'function') throw new TypeError(`Expected handler to be a function, but found type '${typeof fn}'`);
    this._invokeHandlers.set(method, fn);
  }

  /**
   * @param {string} method
   * @param {(event: any, ...args: any[]) => unknown} fn
   */
  handleOnce(method, fn) {
    this.handle(method, (e, ...args) => {
      this.removeHandler(method);
      return fn(e, ...args);
    });
  }

  /** @param {string} method */
  removeHandler(method) {
    this._invokeHandlers.delete(method);
  }
}

/**
 * A dialog shown to the person, waiting for them (nativeDialogs()).
 * @typedef {object} NativeDialog
 * @property {'open' | 'save' | 'messageBox'} kind
 * @property {boolean} sync
 * @property {unknown} window the parent window, or null
 * @property {Record<string, any>} settings what Electron hands its native dialog
 * @property {(result: unknown) => void} answer the person answers (resolves the app's promise)
 */

/**
 * @param {object} standIn
 * @param {import('./chromium').Chromium} standIn.chromium
 * @param {Function} standIn.Window the class of the stand-in's windows (BrowserWindow)
 * @param {boolean} standIn.preload whether pages get ipcRenderer
 */
function createMainProcess({ chromium, Window, preload }) {
  const ipcMain = new StandInIpcMain();
  /** @type {NativeDialog[]} */
  let shown = [];

  /**
   * Electron's reading of (window, options) or (options).
   * @param {unknown} a
   * @param {unknown} b
   */
  const split = (a, b) => {
    const isWin = a instanceof Window;
    return { window: a && !isWin ? null : a ?? null, options: /** @type {any} */ (a && !isWin ? a : b) };
  };

  /**
   * @param {'open' | 'save' | 'messageBox'} kind
   * @param {boolean} sync
   * @param {unknown} window
   * @param {Record<string, any>} settings
   */
  const show = (kind, sync, window, settings) => {
    if (sync) return cancelValue(kind, settings, true);
    return new Promise((resolve) => {
      /** @type {NativeDialog} */
      const d = {
        kind,
        sync,
        window,
        settings,
        answer: (result) => {
          shown = shown.filter((x) => x !== d);
          resolve(result);
        },
      };
      shown.push(d);
    });
  };

  /** Electron's `dialog` module (lib/browser/api/dialog.ts). */
  const dialog = {
    /** @param {unknown} a @param {unknown} [b] */
    showOpenDialog(a, b) {
      const { window, options } = split(a, b);
      return show('open', false, window, openSettings(options));
    },
    /** @param {unknown} a @param {unknown} [b] */
    showOpenDialogSync(a, b) {
      const { window, options } = split(a, b);
      return show('open', true, window, openSettings(options));
    },
    /** @param {unknown} a @param {unknown} [b] */
    showSaveDialog(a, b) {
      const { window, options } = split(a, b);
      return show('save', false, window, saveSettings(options));
    },
    /** @param {unknown} a @param {unknown} [b] */
    showSaveDialogSync(a, b) {
      const { window, options } = split(a, b);
      return show('save', true, window, saveSettings(options));
    },
    /** @param {unknown} a @param {unknown} [b] */
    showMessageBox(a, b) {
      const { window, options } = split(a, b);
      return show('messageBox', false, window, messageBoxSettings(options));
    },
    /** @param {unknown} a @param {unknown} [b] */
    showMessageBoxSync(a, b) {
      const { window, options } = split(a, b);
      return show('messageBox', true, window, messageBoxSettings(options));
    },
  };

  /**
   * Gives a new webContents, as it is made (before the app or a bridge can
   * listen to it), the listeners Electron's WebContents.prototype._init
   * adds: IPC, and the page's alert and confirm ('-run-dialog').
   * @param {import('./standin').StandInWebContents} wc
   */
  function listen(wc) {
    wc.on('-ipc-message', (/** @type {any} */ event, /** @type {boolean} */ internal, /** @type {string} */ channel, /** @type {unknown[]} */ args) => {
      if (internal) return;
      wc.emit('ipc-message', event, channel, ...args);
      ipcMain.emit(channel, event, ...args);
    });
    wc.on('-ipc-invoke', async (/** @type {any} */ event, /** @type {boolean} */ internal, /** @type {string} */ channel, /** @type {unknown[]} */ args) => {
      if (internal) return;
      const replyWithResult = (/** @type {unknown} */ result) => event._replyChannel.sendReply({ result });
      const replyWithError = (/** @type {unknown} */ error) => event._replyChannel.sendReply({ error: String(error) });
      const handler = ipcMain._invokeHandlers.get(channel);
      if (!handler) {
        replyWithError(`No handler registered for '${channel}'`);
        return;
      }
      try {
        replyWithResult(await Promise.resolve(handler(event, ...args)));
      } catch (err) {
        replyWithError(err);
      }
    });
    // What Electron's C++ emits for a page's alert(), confirm() and prompt():
    // the message box is shown synchronously, within the emit, with the
    // owner window as parent. (The stand-in's own pages' dialogs are the
    // message boxes of standin.js, which do not emit it; a test emits it.)
    wc.on('-run-dialog', (/** @type {{dialogType: string, messageText: string}} */ info, /** @type {(success: boolean, input: string) => void} */ callback) => {
      // "We don't support prompt() for some reason :)"
      if (info.dialogType === 'prompt') return callback(false, '');
      const options =
        info.dialogType === 'confirm'
          ? { message: info.messageText, checkboxLabel: '', buttons: ['OK', 'Cancel'], defaultId: 0, cancelId: 1 }
          : { message: info.messageText, checkboxLabel: '', buttons: ['OK'], defaultId: -1, cancelId: 0 };
      // getOwnerBrowserWindow(): a guest's is its embedder's.
      const parent = wc.window ?? wc.host?.window;
      const promise = parent ? dialog.showMessageBox(parent, options) : dialog.showMessageBox(options);
      void promise.then((/** @type {any} */ result) => {
        if (!wc.destroyed) callback(result.response === 0, '');
      });
    });
  }

  /**
   * Gives a new webContents' pages their ipcRenderer.
   * @param {import('./standin').StandInWebContents} wc
   */
  async function install(wc) {
    if (!preload) return;
    // Chromium installs bindings only while Runtime is enabled on the session.
    await chromium.send('Runtime.enable', {}, wc.control);
    await chromium.send('Runtime.addBinding', { name: bindingName }, wc.control);
    await chromium.send('Page.addScriptToEvaluateOnNewDocument', { source: pageScript, runImmediately: true }, wc.control);
  }

  /**
   * The page called its binding: what Electron's renderer sends the main
   * process over its IPC pipe.
   * @param {import('./standin').StandInWebContents} wc
   * @param {{name: string, payload: string, executionContextId: number}} params
   */
  function called(wc, params) {
    if (params.name !== bindingName || wc.destroyed) return false;
    /** @type {{kind: string, id?: number, channel: string, args: unknown[]}} */
    let msg;
    try {
      msg = JSON.parse(params.payload);
    } catch {
      return true;
    }
    const event = { type: 'frame', sender: wc, frameId: 1, processId: 0, senderFrame: wc.frame };
    if (msg.kind === 'send') {
      wc.emit('-ipc-message', event, false, msg.channel, msg.args);
    } else if (msg.kind === 'invoke') {
      let replied = false;
      const invokeEvent = {
        ...event,
        _replyChannel: {
          /** @param {{result?: unknown, error?: string}} reply */
          sendReply(reply) {
            if (replied) return;
            replied = true;
            const expression = `globalThis.${bindingName}Reply(${JSON.stringify(msg.id)}, ${JSON.stringify(reply) ?? '{}'})`;
            chromium.send('Runtime.evaluate', { expression, contextId: params.executionContextId }, wc.control).catch(() => {});
          },
        },
      };
      wc.emit('-ipc-invoke', invokeEvent, false, msg.channel, msg.args);
    }
    return true;
  }

  return {
    ipcMain,
    dialog,
    listen,
    install,
    called,
    /** The dialogs shown to the person, oldest first. */
    nativeDialogs() {
      return [...shown];
    },
  };
}

/**
 * The answer of a person who cancels at once.
 * @param {string} kind
 * @param {Record<string, any>} settings
 * @param {boolean} sync
 */
function cancelValue(kind, settings, sync) {
  if (kind === 'open') return sync ? undefined : { canceled: true, filePaths: [] };
  if (kind === 'save') return sync ? '' : { canceled: true, filePath: '' };
  return sync ? settings.cancelId : { response: settings.cancelId, checkboxChecked: settings.checkboxChecked };
}

/** @param {any} options */
function openSettings(options) {
  if (options == null) options = { title: 'Open', properties: ['openFile'] };
  const { buttonLabel = '', defaultPath = '', filters = [], properties = ['openFile'], title = '', message = '' } = options;
  if (!Array.isArray(properties)) throw new TypeError('Properties must be an array');
  if (typeof title !== 'string') throw new TypeError('Title must be a string');
  if (typeof buttonLabel !== 'string') throw new TypeError('Button label must be a string');
  if (typeof defaultPath !== 'string') throw new TypeError('Default path must be a string');
  if (typeof message !== 'string') throw new TypeError('Message must be a string');
  return { title, buttonLabel, defaultPath, filters, message, properties };
}

/** @param {any} options */
function saveSettings(options) {
  if (options == null) options = { title: 'Save' };
  const { buttonLabel = '', defaultPath = '', filters = [], properties = [], title = '', message = '', nameFieldLabel = '' } = options;
  if (typeof title !== 'string') throw new TypeError('Title must be a string');
  if (typeof buttonLabel !== 'string') throw new TypeError('Button label must be a string');
  if (typeof defaultPath !== 'string') throw new TypeError('Default path must be a string');
  if (typeof message !== 'string') throw new TypeError('Message must be a string');
  if (typeof nameFieldLabel !== 'string') throw new TypeError('Name field label must be a string');
  return { title, buttonLabel, defaultPath, filters, message, properties };
}

/** @param {any} options */
function messageBoxSettings(options) {
  if (options == null) options = { type: 'none', message: '' };
  const types = ['none', 'info', 'warning', 'error', 'question'];
  let { buttons = [], cancelId, checkboxLabel = '', checkboxChecked, id = '', defaultId = -1, detail = '', noLink = false, message = '', title = '', type = 'none' } = options;
  const messageBoxType = types.indexOf(type);
  if (messageBoxType === -1) throw new TypeError('Invalid message box type');
  if (!Array.isArray(buttons)) throw new TypeError('Buttons must be an array');
  if (typeof id !== 'string') throw new TypeError('ID must be a string');
  if (typeof title !== 'string') throw new TypeError('Title must be a string');
  if (typeof noLink !== 'boolean') throw new TypeError('noLink must be a boolean');
  if (typeof message !== 'string') throw new TypeError('Message must be a string');
  if (typeof detail !== 'string') throw new TypeError('Detail must be a string');
  if (typeof checkboxLabel !== 'string') throw new TypeError('checkboxLabel must be a string');
  checkboxChecked = !!checkboxChecked;
  if (checkboxChecked && !checkboxLabel) throw new Error('checkboxChecked requires that checkboxLabel also be passed');
  if (cancelId == null) {
    cancelId = defaultId === 0 && buttons.length > 1 ? 1 : 0;
    for (let i = 0; i < buttons.length; i++) {
      const text = buttons[i].toLowerCase();
      if (text === 'cancel' || text === 'no') {
        cancelId = i;
        break;
      }
    }
  }
  return { messageBoxType, buttons, id, defaultId, cancelId, noLink, title, message, detail, checkboxLabel, checkboxChecked };
}

module.exports = { createMainProcess, StandInIpcMain, bindingName };
