// @ts-check
'use strict';

// The checks' driver (checks.js: Driver, Win) for the Chromium stand-in, so
// that checks.test.js runs the Electron checks' own code — their clients,
// their waits, the binary's calls — on every test run. What they prove about
// Electron they prove only in Electron (main.js).

const { exposeGC } = require('./client');
const { startBridge } = require('../..');
const { createStandIn } = require('../../testing');

/** @typedef {import('./checks').Win} Win */
/** @typedef {import('./checks').Driver} Driver */
/** @typedef {import('../../testing/standin').StandIn} StandIn */
/** @typedef {import('../../testing/standin').StandInWebContents} StandInWebContents */

/**
 * @param {StandIn} standIn
 * @param {StandInWebContents} wc
 * @returns {Win}
 */
function winOf(standIn, wc) {
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
      return winOf(standIn, await standIn.createWebview(wc, url));
    },
    async removeWebview(guest) {
      const g = standIn.webContents.fromId(Number(guest.id));
      if (g && !g.isDestroyed()) await standIn.destroy(/** @type {StandInWebContents} */ (g));
    },
    async destroy() {
      if (!wc.isDestroyed()) await standIn.destroy(wc);
    },
    async personFocuses(guest) {
      standIn.personClicks(/** @type {StandInWebContents} */ (standIn.webContents.fromId(Number(guest.id))));
    },
    ownDebugger: () => /** @type {any} */ (wc.debugger),
    appMakesPopups() {
      /** @type {StandInWebContents[]} */
      const made = [];
      wc.setWindowOpenHandler(() => ({ action: 'allow', createWindow: (options) => (made.push(options.webContents), options.webContents) }));
      return async () => {
        /** @type {any} */ (wc).windowOpenHandler = null;
        for (const w of made) if (!w.isDestroyed()) await standIn.destroy(w);
      };
    },
    isDestroyed: () => wc.isDestroyed(),
  };
  return win;
}

/**
 * Starts the stand-in and a bridge in front of it (discovery file under
 * runtimeDir, env set, as an app's defaults).
 * @param {string} runtimeDir
 * @returns {Promise<Driver & {close: () => Promise<void>}>}
 */
async function standInDriver(runtimeDir) {
  // The checks' windows have a preload that hands the page ipcRenderer.
  const standIn = await createStandIn({ preload: true });
  // Electron's default menu (lib/browser/default-menu.ts: windowMenu and
  // viewMenu), as far as the Ctrl+W check goes.
  standIn.setApplicationMenu([
    { accelerator: 'CmdOrCtrl+W', role: 'close' },
    { accelerator: 'CmdOrCtrl+R', role: 'reload' },
  ]);
  try {
    process.env.XDG_RUNTIME_DIR = runtimeDir;
    const bridge = await startBridge({
      webContents: standIn.webContents,
      BrowserWindow: standIn.BrowserWindow,
      app: standIn.app,
      browser: standIn.product,
      appName: 'electron-mcp checks (stand-in)',
      dialogs: true,
      dialog: standIn.main.dialog,
      log: false,
      // The checks wait answerMs for an answer (ELECTRON_CHECK_ANSWER_MS, 10 s): the bridge's deadline must come first.
      commandTimeoutMs: Math.max(1000, Math.floor((Number(process.env.ELECTRON_CHECK_ANSWER_MS) || 10_000) / 2)),
    });
    const gc = exposeGC();
    return {
      kind: 'stand-in',
      version: '',
      bridge,
      runtimeDir,
      async openWindow({ url, show = true }) {
        const wc = await standIn.createWindow(url || undefined);
        if (!show) standIn.BrowserWindow.fromWebContents(wc)?.hide();
        return winOf(standIn, wc);
      },
      gc,
      main: standIn.main,
      attachedDebuggers: () => standIn.webContents.getAllWebContents().filter((wc) => !wc.isDestroyed() && wc.debugger.isAttached()).length,
      quit: async () => {},
      async close() {
        await bridge.close();
        await standIn.close();
      },
    };
  } catch (err) {
    await standIn.close();
    throw err;
  }
}

module.exports = { standInDriver };
