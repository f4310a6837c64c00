// @ts-check
'use strict';

// The checks' driver (checks.js: Driver, Win) for a real Electron: windows are
// BrowserWindows, guests are <webview> elements added to and removed from
// the embedder's page, gc() is the main process's own. Only main.js, inside
// Electron, calls it. (Electron is required only then: under plain Node, as
// when node --test runs every file here, require('electron') would try to
// download a binary.)

const { within, exposeGC } = require('./client');

/** @typedef {import('./checks').Win} Win */
/** @typedef {import('./checks').Driver} Driver */

/**
 * Resolves at the next `event` of `emitter`.
 * @param {{once(event: any, listener: (...args: any[]) => void): unknown}} emitter
 * @param {string} event
 * @returns {Promise<any[]>}
 */
function once(emitter, event) {
  return new Promise((resolve) => emitter.once(event, (...args) => resolve(args)));
}

/**
 * Waits until a webContents finished loading (or failed to).
 * @param {Electron.WebContents} wc
 * @param {string} what
 */
function loaded(wc, what) {
  return within(
    new Promise((resolve, reject) => {
      wc.once('did-finish-load', () => resolve(undefined));
      wc.once('did-fail-load', (_e, code, description, url) => reject(new Error(`${what}: loading ${url} failed: ${description} (${code})`)));
    }),
    15_000,
    `${what} to load`,
  );
}

/**
 * A Win for a webContents; `bw` is its BrowserWindow, null for a guest
 * (whose embedder is `host`).
 * @param {Electron.WebContents} wc
 * @param {Electron.BrowserWindow | null} bw
 * @param {Win | null} host
 * @returns {Win}
 */
function winOf(wc, bw, host) {
  /** Guests by id, with the id of their <webview> element. @type {Map<string, {wc: Electron.WebContents, element: string}>} */
  const guests = new Map();
  let lastElement = 0;
  /** @type {Win} */
  const win = {
    id: String(wc.id),
    debuggerAttached: () => !wc.isDestroyed() && wc.debugger.isAttached(),
    detached: () => new Promise((resolve) => wc.debugger.once('detach', () => resolve())),
    holdDebugger: () => {
      const dbg = wc.debugger;
      return { isAttached: () => dbg.isAttached(), detached: /** @type {Promise<void>} */ (new Promise((resolve) => dbg.once('detach', () => resolve(undefined)))) };
    },
    willPreventUnload: () => new Promise((resolve) => wc.once('will-prevent-unload', () => resolve())),

    async addWebview(url) {
      if (!bw) throw new Error('a <webview> goes into a window');
      const element = `webview-${++lastElement}`;
      /** @type {Promise<void> | null} */
      let guestLoaded = null;
      const attached = new Promise((resolve) => {
        wc.once('did-attach-webview', (_event, guest) => {
          // The guest loads its src on attach: listen before that ends.
          guestLoaded = loaded(guest, `the <webview> ${url}`);
          resolve(guest);
        });
      });
      await wc.executeJavaScript(
        `(() => { const v = document.createElement('webview'); v.id = ${JSON.stringify(element)};` +
          // Guests do not inherit backgroundThrottling from the embedder.
          ` v.setAttribute('webpreferences', 'backgroundThrottling=false');` +
          ` v.style.cssText = 'display:inline-flex; width:400px; height:300px';` +
          ` v.src = ${JSON.stringify(url)}; document.body.appendChild(v); return true; })()`,
      );
      const guest = /** @type {Electron.WebContents} */ (await within(attached, 15_000, "the embedder's 'did-attach-webview'"));
      await guestLoaded;
      guests.set(String(guest.id), { wc: guest, element });
      return winOf(guest, null, win);
    },

    async removeWebview(guest) {
      const g = guests.get(guest.id);
      if (!g) throw new Error(`webContents ${guest.id} is no guest of ${wc.id}`);
      guests.delete(guest.id);
      if (g.wc.isDestroyed()) return;
      const destroyed = once(g.wc, 'destroyed');
      await wc.executeJavaScript(`document.getElementById(${JSON.stringify(g.element)}).remove(), true`);
      await within(destroyed, 15_000, "the guest's 'destroyed' after its <webview> element was removed");
    },

    async personFocuses(guest) {
      const g = guests.get(guest.id);
      if (!g) throw new Error(`webContents ${guest.id} is no guest of ${wc.id}`);
      bw?.focus();
      wc.focus();
      // The <webview> element's focus() moves the focus into the guest, whose
      // page's window 'focus' Electron turns into '-focus-change' on it.
      await wc.executeJavaScript(`document.getElementById(${JSON.stringify(g.element)}).focus(), true`);
    },
    ownDebugger: () => wc.debugger,
    appMakesPopups() {
      const { BrowserWindow } = require('electron');
      /** @type {Electron.BrowserWindow[]} */
      const made = [];
      wc.setWindowOpenHandler(() => ({
        action: 'allow',
        createWindow: (options) => {
          const w = new BrowserWindow({ ...options, show: false });
          made.push(w);
          return w.webContents;
        },
      }));
      return async () => {
        wc.setWindowOpenHandler(() => ({ action: 'allow' }));
        for (const w of made) if (!w.isDestroyed()) w.destroy();
      };
    },
    isDestroyed: () => wc.isDestroyed(),

    async destroy() {
      if (!bw) {
        if (host) await host.removeWebview(win);
        return;
      }
      if (bw.isDestroyed()) return;
      const gone = Promise.all([once(bw, 'closed'), wc.isDestroyed() ? null : once(wc, 'destroyed')]);
      // destroy(), not close(): no beforeunload can keep it open.
      bw.destroy();
      await within(gone, 15_000, `window ${wc.id} to close`);
    },
  };
  return win;
}

/**
 * @param {import('../../api').Bridge} bridge
 * @param {string} runtimeDir
 * @returns {Driver}
 */
function electronDriver(bridge, runtimeDir) {
  if (!process.versions.electron) throw new Error('electronDriver runs inside Electron only');
  const { app, BrowserWindow, webContents, ipcMain, dialog } = require('electron');
  const path = require('node:path');
  const gc = exposeGC();
  return {
    kind: 'electron',
    version: process.versions.electron ?? '',
    bridge,
    runtimeDir,
    async openWindow({ url, show = true, webviews = false }) {
      const bw = new BrowserWindow({
        show,
        width: 800,
        height: 600,
        webPreferences: {
          // The page gets ipcRenderer's send and invoke (the main-process check).
          preload: path.join(__dirname, 'preload.js'),
          webviewTag: webviews,
          // A shown window keeps rendering when the X server gives focus
          // elsewhere; a hidden one behaves as in any app (throttled).
          backgroundThrottling: !show,
        },
      });
      if (url) await bw.loadURL(url);
      return winOf(bw.webContents, bw, null);
    },
    gc,
    main: { ipcMain, dialog },
    attachedDebuggers: () => webContents.getAllWebContents().filter((wc) => !wc.isDestroyed() && wc.debugger.isAttached()).length,
    quit: () =>
      new Promise((resolve) => {
        app.once('before-quit', (event) => {
          // Held, as an app holds it until bridge.close() resolves.
          event.preventDefault();
          resolve();
        });
        app.quit();
      }),
  };
}

module.exports = { electronDriver };
