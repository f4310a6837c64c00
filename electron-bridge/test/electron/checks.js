// @ts-check
'use strict';

// The checks that only a real Electron can prove, written against a small
// driver of "the app" (driver.js for Electron, standin-driver.js for the
// Chromium stand-in, on which checks.test.js exercises this code on every
// run). Each check drives the bridge with real clients: the `ws` CDP client
// of client.js, and the electron-mcp binary (`electron-mcp call …`, `list`).
// A check throws to fail, throws a Known to report a known Electron bug of
// this version, and returns a note for the report.

const assert = require('node:assert/strict');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { execFile } = require('node:child_process');
const P = require('../../protocol');
const { Client, TimeoutError, within, list, getJSON } = require('./client');

/**
 * A window or <webview> guest of the app under test.
 * @typedef {object} Win
 * @property {string} id the webContents id, as the bridge lists it
 * @property {() => boolean} debuggerAttached whether its webContents.debugger is attached now
 * @property {() => Promise<void>} detached resolves at its debugger's next 'detach'
 * @property {() => HeldDebugger} holdDebugger a reference to its webContents.debugger that outlives the webContents
 * @property {() => Promise<void>} willPreventUnload resolves at its next 'will-prevent-unload'
 * @property {(url: string) => Promise<Win>} addWebview adds a <webview> showing url; resolves once it loaded
 * @property {(guest: Win) => Promise<void>} removeWebview removes the guest's <webview> element; resolves after its 'destroyed'
 * @property {() => Promise<void>} destroy closes the window (no beforeunload); resolves after 'destroyed'
 * @property {(guest: Win) => Promise<void>} personFocuses the person clicks into this window's guest (its <webview> element takes the focus)
 * @property {() => Electron.Debugger} ownDebugger its webContents.debugger, as the app itself uses it
 * @property {() => boolean} isDestroyed
 * @property {() => () => Promise<void>} appMakesPopups its setWindowOpenHandler supplies createWindow (the app's own BrowserWindow); returns what undoes it and closes those windows
 */

/**
 * A webContents' debugger held by the check, readable after its webContents
 * was destroyed.
 * @typedef {object} HeldDebugger
 * @property {() => boolean} isAttached
 * @property {Promise<void>} detached resolves at its next 'detach' (from when it was held)
 */

/**
 * The app under test, as the checks drive it.
 * @typedef {object} Driver
 * @property {string} kind 'electron' or 'stand-in'
 * @property {string} version the Electron version ('' for the stand-in)
 * @property {import('../../api').Bridge} bridge the bridge the app started (discovery file and env on)
 * @property {string} runtimeDir the XDG_RUNTIME_DIR the bridge wrote its discovery file under
 * @property {(o: {url: string, show?: boolean, webviews?: boolean}) => Promise<Win>} openWindow resolves once loaded; url '' loads nothing (a window that never navigated)
 * @property {() => void} gc a full garbage collection of the main process
 * @property {() => number} attachedDebuggers how many live webContents have their debugger attached
 * @property {() => Promise<void>} quit the app starts quitting; resolves in 'before-quit', the bridge still open
 * @property {{ipcMain: any, dialog: any}} main the main process's ipcMain and dialog (the bridge was started with dialogs: true; its windows' pages have ipcRenderer.send and invoke)
 */

/**
 * What a check gets.
 * @typedef {object} Context
 * @property {Driver} driver
 * @property {import('./server').Pages} pages
 * @property {number} answerMs how long a command may wait for its answer (the bridge's deadline must come sooner)
 * @property {number} gcRounds how many guests webview-destroy-gc destroys
 * @property {(args: string[], o?: {env?: Record<string, string | undefined>, timeoutMs?: number}) => Promise<CLIResult>} cli
 * @property {(line: string) => void} log
 */

/**
 * @typedef {object} CLIResult
 * @property {number} code the exit code (-1 when killed)
 * @property {string} stdout
 * @property {string} stderr
 * @property {number} ms how long it ran
 */

/**
 * @typedef {object} Check
 * @property {string} name
 * @property {string} what what it proves, one line
 * @property {(ctx: Context) => Promise<string | void>} run
 */

/** A known bug of this Electron version, reported as such rather than as a failure. */
class Known extends Error {}

/** Pre-release tags in the order Electron publishes them. */
const preTags = ['nightly', 'alpha', 'beta', 'rc'];

/**
 * Parses "45.1.2" into a key that compares as versions do (a string, compared
 * with < and >); a pre-release ("43.0.0-beta.4",
 * "45.0.0-nightly.20260817") comes before its release and after the
 * version before it, nightly < alpha < beta < rc, by number within a tag.
 * @param {string} v
 */
function parseVersion(v) {
  const [release, pre = ''] = v.split(/-(.*)/s);
  const pad = (/** @type {unknown} */ x, /** @type {number} */ n) => String(Math.min(Number(x) || 0, 10 ** n - 1)).padStart(n, '0');
  const [major = 0, minor = 0, patch = 0] = release.split('.');
  const key = `${pad(major, 4)}.${pad(minor, 4)}.${pad(patch, 6)}`;
  if (!pre) return `${key}.9`;
  const [tag = '', num = '0'] = pre.split('.');
  return `${key}.0${Math.max(0, preTags.indexOf(tag))}${pad(num, 9)}`;
}

/**
 * Whether this Electron loses events across a cross-site navigation (its
 * debugger reconnects when the main frame changes process, Electron #51959):
 * 29 up to 42.4.1, and 43's pre-releases before 43.0.0-beta.4, where the fix
 * landed.
 * @param {string} version
 */
function losesCrossSiteEvents(version) {
  return between(version, '29.0.0-nightly.0', '42.4.1') || between(version, '43.0.0-nightly.0', '43.0.0-beta.4');
}

/**
 * Whether Electron `version` (empty: not Electron) is at least `from` and below `to`.
 * @param {string} version
 * @param {string} from
 * @param {string} to
 */
function between(version, from, to) {
  if (!version) return false;
  const v = parseVersion(version);
  return v >= parseVersion(from) && v < parseVersion(to);
}

/**
 * Runs the electron-mcp binary named by ELECTRON_MCP_BIN.
 * @param {string | undefined} bin
 * @param {Record<string, string>} bridgeEnv ELECTRON_MCP_BRIDGE and ELECTRON_MCP_TOKEN
 * @returns {Context['cli']}
 */
function cliRunner(bin, bridgeEnv) {
  return (args, o = {}) => {
    if (!bin) {
      return Promise.reject(new Error('no electron-mcp binary: set ELECTRON_MCP_BIN (scripts/test-electron builds one)'));
    }
    const env = { ...process.env, ...bridgeEnv, ...o.env };
    for (const [k, v] of Object.entries(env)) if (v === undefined) delete env[k];
    const started = Date.now();
    return new Promise((resolve) => {
      execFile(bin, args, { env, timeout: o.timeoutMs ?? 60_000, maxBuffer: 16 << 20 }, (err, stdout, stderr) => {
        const code = err ? (typeof err.code === 'number' ? err.code : -1) : 0;
        resolve({ code, stdout: String(stdout), stderr: String(stderr), ms: Date.now() - started });
      });
    });
  };
}

/**
 * @param {CLIResult} r
 * @param {string} what
 */
function cliFailure(r, what) {
  return `${what}: exit ${r.code} after ${r.ms} ms\n--- stdout\n${r.stdout}\n--- stderr\n${r.stderr}`;
}

/**
 * The target of `id` in the bridge's /json/list, or undefined.
 * @param {Driver} driver
 * @param {string} id
 */
async function listed(driver, id) {
  return (await list(driver.bridge)).find((t) => t.id === id);
}

/**
 * An expression whose value is nested `depth` objects deep.
 * @param {number} depth
 */
function nested(depth) {
  return `(() => { const root = {}; let o = root; for (let i = 1; i < ${depth}; i++) o = o.a = {}; return root; })()`;
}

/**
 * Waits until innerWidth is not `not` (now, or at the next resize) and returns it.
 * @param {Client} c
 * @param {number} not
 * @param {number} timeoutMs
 */
function widthOtherThan(c, not, timeoutMs) {
  return c.evaluate(
    `innerWidth !== ${not} ? innerWidth : new Promise((resolve) => addEventListener('resize', function on() {` +
      ` if (innerWidth !== ${not}) { removeEventListener('resize', on); resolve(innerWidth); } }))`,
    { timeoutMs },
  );
}

/** @type {Check[]} */
const checks = [
  {
    name: 'list',
    what: "/json/list describes real windows, a hidden window and a <webview> guest; electron-mcp list finds the bridge by its discovery file and by the environment",
    async run({ driver, pages, cli }) {
      const shown = await driver.openWindow({ url: `${pages.a}/host`, webviews: true });
      const hidden = await driver.openWindow({ url: `${pages.a}/plain?title=hidden`, show: false });
      const guest = await shown.addWebview(`${pages.a}/plain?title=guest`);
      try {
        const ts = await list(driver.bridge);
        const byId = new Map(ts.map((t) => [t.id, t]));
        const w = byId.get(shown.id);
        const h = byId.get(hidden.id);
        const g = byId.get(guest.id);
        assert.ok(w && h && g, `the window, the hidden window and the guest are listed: ${JSON.stringify(ts)}`);
        assert.equal(w.type, P.TypePage);
        assert.equal(w.electronType, 'window');
        assert.equal(w.visible, true, 'a shown window is visible');
        assert.equal(h.visible, false, 'a window created with show:false is not visible');
        assert.equal(g.type, P.TypeWebview);
        assert.equal(g.electronType, 'webview');
        assert.equal(g.hostId, shown.id, "the guest's hostId is its embedder");
        assert.equal(g.url, `${pages.a}/plain?title=guest`);

        for (const [how, env] of /** @type {const} */ ([
          ['discovery file', { [P.EnvBridge]: undefined, [P.EnvToken]: undefined, XDG_RUNTIME_DIR: driver.runtimeDir }],
          ['environment', {}],
        ])) {
          const r = await cli(['list', '--json'], { env });
          assert.equal(r.code, 0, cliFailure(r, `electron-mcp list --json (${how})`));
          /** @type {import('../../protocol').Target[]} */
          const got = JSON.parse(r.stdout);
          for (const id of [shown.id, hidden.id, guest.id]) {
            assert.ok(
              got.some((t) => t.id === id),
              `electron-mcp list (${how}) lists webContents ${id}: ${r.stdout}`,
            );
          }
          assert.ok(!r.stdout.includes(driver.bridge.token) && !r.stderr.includes(driver.bridge.token), 'the CLI prints no token');
        }
      } finally {
        await shown.destroy();
        await hidden.destroy();
      }
    },
  },

  {
    name: 'two-clients',
    what: 'two clients share one attach: both get answers and events, one leaving keeps the other working, the last leaving detaches; the Go binary attaches and leaves in between',
    async run({ driver, pages, cli }) {
      const win = await driver.openWindow({ url: `${pages.a}/plain?title=two` });
      try {
        const c1 = await Client.connect(driver.bridge, win.id);
        assert.equal(await c1.evaluate('1 + 1'), 2);
        assert.ok(win.debuggerAttached(), 'the first client attached the debugger');
        assert.equal((await listed(driver, win.id))?.attached, true, '/json/list says attached');
        const c2 = await Client.connect(driver.bridge, win.id);
        await c1.send('Runtime.enable');
        await c2.send('Runtime.enable');
        const from1 = c1.events.length;
        let from2 = c2.events.length;
        await c2.evaluate(`console.log('both'), 1`);
        /** @param {string} text */
        const said = (text) => (/** @type {any} */ p) => p.args?.[0]?.value === text;
        await c1.event('Runtime.consoleAPICalled', { match: said('both'), from: from1 });
        await c2.event('Runtime.consoleAPICalled', { match: said('both'), from: from2 });

        // A third client, the Go binary, attaches and leaves.
        const r = await cli(['call', '--target', win.id, 'browser_evaluate', JSON.stringify({ function: '() => document.title' })]);
        assert.equal(r.code, 0, cliFailure(r, 'electron-mcp call browser_evaluate'));
        assert.match(r.stdout, /"two"/, cliFailure(r, 'browser_evaluate answers the title'));
        assert.equal(await c1.evaluate('3'), 3, 'the first client works after the binary left');

        await c1.close();
        assert.ok(win.debuggerAttached(), 'one client left, one stays: still attached');
        assert.equal(await c2.evaluate('2 + 2'), 4);
        from2 = c2.events.length;
        await c2.evaluate(`console.log('after'), 1`);
        await c2.event('Runtime.consoleAPICalled', { match: said('after'), from: from2 });

        const detached = win.detached();
        await c2.close();
        await within(detached, 10_000, "the debugger's 'detach' once the last client left");
        assert.equal(win.debuggerAttached(), false);
        assert.equal((await listed(driver, win.id))?.attached, false, '/json/list says not attached');
      } finally {
        await win.destroy();
      }
    },
  },

  {
    name: 'webview-destroy-gc',
    what: 'destroying attached <webview> guests (element removed, with and without a pending command, or the client gone first; the embedder window closed) with gc() after each: the host survives, nothing stays attached',
    async run({ driver, pages, answerMs, gcRounds: rounds }) {
      let host = await driver.openWindow({ url: `${pages.a}/host`, webviews: true });
      /** @type {string[]} */
      const how = [];
      let heldRounds = 0;
      try {
        for (let i = 0; i < rounds; i++) {
          const guest = await host.addWebview(`${pages.b}/plain?title=guest-${i}`);
          const c = await Client.connect(driver.bridge, guest.id);
          assert.equal(await c.evaluate('document.title'), `guest-${i}`);
          assert.ok(guest.debuggerAttached(), `round ${i}: the guest's debugger is attached`);
          const mode = i % 4;
          // The first four rounds (and every other four after) hold nothing,
          // so that gc() may collect the guest's debugger, which crashed
          // Electron 41 and 43 when it was left attached; the others hold it,
          // to see that the bridge detaches it once the guest is gone
          // (Electron's 'destroyed' of an attached guest comes while it is
          // still attached).
          /** @type {HeldDebugger | null} */
          let held = Math.floor(i / 4) % 2 === 1 ? guest.holdDebugger() : null;
          /** @type {Promise<import('./client').Message> | null} */
          let pending = null;
          if (mode === 1) {
            pending = c.answer('Runtime.evaluate', { expression: 'new Promise(() => {})', awaitPromise: true }, { timeoutMs: answerMs });
            // It is in flight once the page runs it: a second command answers after it was sent.
            assert.equal(await c.evaluate('1'), 1);
          }
          if (mode === 2) await c.close();
          if (mode === 3) {
            // The person closes the window that holds the panel.
            await host.destroy();
            host = await driver.openWindow({ url: `${pages.a}/host`, webviews: true });
          } else {
            await host.removeWebview(guest);
          }
          how[mode] = ['element removed', 'element removed, a command pending', 'client gone first', 'embedder closed'][mode];
          if (mode !== 2) {
            const { code } = await c.waitClosed(10_000);
            assert.equal(code, P.CloseTargetGone, `round ${i}: the client is closed with CloseTargetGone (${P.CloseTargetGone}), got ${code}`);
          }
          if (held) {
            if (held.isAttached()) await within(held.detached, 10_000, `round ${i}: the destroyed guest's debugger to detach`);
            assert.equal(held.isAttached(), false, `round ${i}: the destroyed guest's debugger is detached`);
            held = null;
            heldRounds++;
          }
          if (pending) {
            const answer = await pending.catch((err) => assert.fail(`round ${i}: the pending command got no answer before the socket closed: ${err.message}`));
            assert.ok(answer.error, `round ${i}: the pending command fails: ${JSON.stringify(answer)}`);
          }
          driver.gc();
          await new Promise((resolve) => setImmediate(resolve));
          driver.gc();
          assert.equal(driver.attachedDebuggers(), 0, `round ${i}: no debugger is left attached`);
          assert.equal(await listed(driver, guest.id), undefined, `round ${i}: the guest is no longer listed`);
        }
        // Collected again after everything settled: the wrappers of the
        // destroyed guests' debuggers go now if they ever do.
        for (let i = 0; i < 5; i++) {
          driver.gc();
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        const c = await Client.connect(driver.bridge, host.id);
        assert.equal(await c.evaluate('6 * 7'), 42, 'the host window still answers');
        await c.close();
        return `${rounds} guests destroyed while attached (${how.filter(Boolean).join('; ')}), gc() after each; ${heldRounds} of their debuggers held and seen detached`;
      } finally {
        await host.destroy();
      }
    },
  },

  {
    name: 'dialogs',
    what: "alert/confirm reach the client and are handled; prompt() is cancelled at once; beforeunload shows nothing, emits 'will-prevent-unload' and cancels the navigation, which Bridge.allowLeave lets go",
    async run({ driver, pages, cli, answerMs }) {
      const url = `${pages.a}/plain?title=dialogs`;
      const win = await driver.openWindow({ url });
      /** @type {string[]} */
      const notes = [];
      try {
        const c = await Client.connect(driver.bridge, win.id);
        await c.send('Page.enable');
        for (const [kind, expression, want] of /** @type {const} */ ([
          ['alert', `alert('an alert'), 'after alert'`, 'after alert'],
          ['confirm', `confirm('a confirm')`, true],
        ])) {
          const from = c.events.length;
          const evaluated = c.answer('Runtime.evaluate', { expression, returnByValue: true }, { timeoutMs: answerMs });
          const opening = await c.event('Page.javascriptDialogOpening', { from, timeoutMs: 10_000 });
          assert.equal(opening.params.type, kind);
          await c.send('Page.handleJavaScriptDialog', { accept: true });
          const answer = await evaluated;
          assert.deepEqual(answer.result?.result?.value, want, `${kind}: the page continues: ${JSON.stringify(answer)}`);
        }

        // prompt(): Electron cancels it without anyone answering.
        let from = c.events.length;
        const prompted = await c.evaluate(`prompt('a prompt', 'default')`, { timeoutMs: 10_000 });
        assert.equal(prompted, null, 'prompt() returns null: cancelled');
        const opened = c.events.slice(from).some((e) => e.method === 'Page.javascriptDialogOpening');
        notes.push(`prompt: ${opened ? 'javascriptDialogOpening seen' : 'no javascriptDialogOpening'}`);
        const r = await cli(['call', '--target', win.id, 'browser_evaluate', JSON.stringify({ function: "() => prompt('from the agent')" })], {
          timeoutMs: 60_000,
        });
        assert.equal(r.code, 0, cliFailure(r, 'electron-mcp call browser_evaluate prompt()'));
        assert.match(r.stdout, /null/, cliFailure(r, 'browser_evaluate of prompt() answers null'));

        // beforeunload: no dialog, 'will-prevent-unload', the navigation cancelled.
        await c.evaluate(`onbeforeunload = (e) => { e.preventDefault(); e.returnValue = ''; }, 1`, { userGesture: true });
        // A real click, for the sticky user activation beforeunload needs.
        for (const type of ['mousePressed', 'mouseReleased']) {
          await c.send('Input.dispatchMouseEvent', { type, x: 5, y: 5, button: 'left', clickCount: 1 });
        }
        from = c.events.length;
        const prevented = win.willPreventUnload();
        const navigated = c.answer('Page.navigate', { url: `${pages.a}/plain?title=away` }, { timeoutMs: answerMs });
        await within(prevented, 10_000, "'will-prevent-unload'");
        /** @type {import('./client').Message} */
        const nav = await navigated.catch((err) => ({ error: { code: 0, message: err.message } }));
        notes.push(`beforeunload: Page.navigate answered ${JSON.stringify(nav.result ?? nav.error)}`);
        assert.equal(await c.evaluate('location.href'), url, 'the navigation away was cancelled');
        const dialog = c.events.slice(from).find((e) => e.method === 'Page.javascriptDialogOpening');
        if (dialog) notes.push(`beforeunload: javascriptDialogOpening ${JSON.stringify(dialog.params.type)} seen`);

        // Bridge.allowLeave (lib/leave.js): within an agent's action the
        // bridge prevents the default of 'will-prevent-unload', which
        // RunBeforeUnloadDialog (shell/browser/api/electron_api_web_contents.cc)
        // emits and whose preventDefault() lets the unload go: the agent's
        // own navigation leaves the page that asks to stay.
        const ctl = await Client.connect(driver.bridge, P.PathControl);
        try {
          await ctl.send(P.MethodBeginAction, { targetId: win.id });
          await ctl.send(P.MethodAllowLeave, { targetId: win.id });
          const left = `${pages.a}/plain?title=left`;
          const leaving = win.willPreventUnload();
          await c.send('Page.navigate', { url: left });
          await within(leaving, 10_000, "'will-prevent-unload' before leaving");
          let href = '';
          for (const end = Date.now() + 10_000; Date.now() < end && href !== left; ) {
            href = await c.evaluate('location.href').catch(() => '');
          }
          assert.equal(href, left, 'with Bridge.allowLeave the navigation leaves the page that asks to stay');
          await ctl.send(P.MethodEndAction, { targetId: win.id });
        } finally {
          await ctl.close();
        }
        await c.evaluate('onbeforeunload = null, 1');
        // The message boxes of alert() and confirm() stay on screen until
        // the page navigates.
        from = c.events.length;
        await c.send('Page.navigate', { url: 'about:blank' });
        await c.event('Page.loadEventFired', { from });
        await c.close();
        return notes.join('; ');
      } finally {
        await win.destroy();
      }
    },
  },

  {
    name: 'main-process',
    what: "during an agent's action an ipc-driven showOpenDialog and showMessageBox are held and answered, the app's promises resolving as Electron's; the IPC (an invoke that throws, one never answered) is listed; getAppMetrics names the window's renderer",
    async run({ driver, pages }) {
      const { ipcMain, dialog } = driver.main;
      const file = path.join(os.tmpdir(), `electron-mcp-check-${process.pid}.txt`);
      fs.writeFileSync(file, 'chosen\n');
      ipcMain.handle('check-open', () => dialog.showOpenDialog({ title: 'Check open' }));
      ipcMain.handle('check-ask', () => dialog.showMessageBox({ message: 'Check?', buttons: ['No', 'Yes'] }));
      ipcMain.handle('check-throws', () => {
        throw new Error('thrown by the check');
      });
      ipcMain.handle('check-never', () => new Promise(() => {}));
      const win = await driver.openWindow({ url: `${pages.a}/plain?title=main-process` });
      const ctl = await Client.connect(driver.bridge, P.PathControl);
      const page = await Client.connect(driver.bridge, win.id);
      try {
        await ctl.send(P.MethodEnable);
        await ctl.send(P.MethodEnableIpc);
        const since = new Date().toISOString();
        await ctl.send(P.MethodBeginAction, { targetId: win.id });
        await page.evaluate(`window.opened = ipcRenderer.invoke('check-open').then(JSON.stringify); 0`);
        const open = (await ctl.event(P.EventDialogOpened, { match: (p) => p.dialog.title === 'Check open' })).params.dialog;
        assert.equal(open.kind, P.DialogOpen);
        await ctl.send(P.MethodAnswerDialog, { id: open.id, paths: [file] });
        assert.equal(await page.evaluate('window.opened'), JSON.stringify({ canceled: false, filePaths: [file] }), "the app's promise as Electron's");

        await page.evaluate(`window.asked = ipcRenderer.invoke('check-ask').then(JSON.stringify); 0`);
        const box = (await ctl.event(P.EventDialogOpened, { match: (p) => p.dialog.message === 'Check?' })).params.dialog;
        assert.deepEqual([box.buttons, box.cancelId], [['No', 'Yes'], 0]);
        await ctl.send(P.MethodAnswerDialog, { id: box.id, button: 1 });
        assert.equal(await page.evaluate('window.asked'), JSON.stringify({ response: 1, checkboxChecked: false }));

        // The page's own alert() is a message box of Electron's '-run-dialog': not held, seen through CDP.
        await page.send('Page.enable');
        const from = page.events.length;
        const alerted = page.answer('Runtime.evaluate', { expression: `alert('from the page'), 1` });
        await page.event('Page.javascriptDialogOpening', { from });
        await page.send('Page.handleJavaScriptDialog', { accept: true });
        await alerted;
        assert.ok(!ctl.events.some((e) => e.method === P.EventDialogOpened && e.params.dialog.message === 'from the page'), "the page's alert() is not held");
        await ctl.send(P.MethodEndAction, { targetId: win.id });

        const threw = await page.evaluate(`ipcRenderer.invoke('check-throws').then(() => 'answered', (e) => e.message)`);
        assert.equal(threw, "Error invoking remote method 'check-throws': Error: thrown by the check");
        await page.evaluate(`ipcRenderer.send('check-sent', {n: 1}), ipcRenderer.invoke('check-never'), 0`);
        /** @type {any} */
        let listed = { messages: [] };
        // The last send may still be on its way to the main process.
        const deadline = Date.now() + 10_000;
        while (listed.messages.length < 5 && Date.now() < deadline) listed = await ctl.send(P.MethodGetIpcMessages, { targetId: win.id, since });
        const by = Object.fromEntries(listed.messages.map((/** @type {any} */ m) => [m.channel, m]));
        assert.equal(by['check-throws']?.state, P.IpcThrew, JSON.stringify(listed));
        assert.equal(by['check-throws']?.error, 'Error: thrown by the check');
        assert.equal(by['check-open']?.state, P.IpcAnswered);
        assert.equal(by['check-never']?.state, P.IpcPending);
        assert.equal(by['check-sent']?.args, '[{n: 1}]');

        // Electron knows a renderer's pid at once; the stand-in after a trace of the page.
        /** @type {any[]} */
        let processes = [];
        const until = Date.now() + 30_000;
        do processes = (await ctl.send(P.MethodGetAppMetrics)).processes;
        while (!processes.some((p) => p.webContents?.includes(win.id)) && Date.now() < until);
        const renderer = processes.find((/** @type {any} */ p) => p.webContents?.includes(win.id));
        assert.equal(renderer?.type, 'Tab', JSON.stringify(processes));
        assert.ok(processes.some((/** @type {any} */ p) => p.type === 'Browser' && p.memoryKB > 0));
        return `${processes.length} processes: ${[...new Set(processes.map((/** @type {any} */ p) => p.type))].join(', ')}`;
      } finally {
        for (const channel of ['check-open', 'check-ask', 'check-throws', 'check-never']) ipcMain.removeHandler(channel);
        // The alert's message box stays on screen until the page navigates.
        await page.send('Page.navigate', { url: 'about:blank' }).catch(() => {});
        await page.close();
        await ctl.close();
        fs.rmSync(file, { force: true });
        await win.destroy();
      }
    },
  },

  {
    name: 'network-cross-site',
    what: 'a cross-site navigation (new renderer process) delivers every Network event of the new page to the client; the Go binary lists the requests of one',
    async run({ driver, pages, cli }) {
      const n = 5;
      const win = await driver.openWindow({ url: `${pages.a}/plain?title=start` });
      try {
        const c = await Client.connect(driver.bridge, win.id);
        await c.send('Network.enable');
        await c.send('Page.enable');
        const from = c.events.length;
        const loaded = pages.done('b');
        const target = `${pages.b}/net?set=b&n=${n}`;
        await c.send('Page.navigate', { url: target });
        await within(loaded, 15_000, 'the cross-site page to load (the server saw /done)');
        const mine = [target, ...Array.from({ length: n }, (_, i) => `${pages.b}/res/b/${i}.js`)];
        assert.equal(pages.hits(`/net?set=b&n=${n}`), 1, 'the server served the page once');
        const want = mine.length;
        const counts = () => {
          /** @type {Set<string>} */
          const ids = new Set();
          const got = { requestWillBeSent: 0, responseReceived: 0, loadingFinished: 0 };
          for (const e of c.events.slice(from)) {
            if (e.method === 'Network.requestWillBeSent' && mine.includes(e.params.request?.url)) {
              ids.add(e.params.requestId);
              got.requestWillBeSent++;
            } else if (e.method === 'Network.responseReceived' && ids.has(e.params.requestId)) {
              got.responseReceived++;
            } else if (e.method === 'Network.loadingFinished' && ids.has(e.params.requestId)) {
              got.loadingFinished++;
            }
          }
          return got;
        };
        // The events were sent before the page fetched /done; the last of
        // them may still be on their way.
        await c.until(() => Object.values(counts()).every((v) => v >= want), 'every Network event', 5_000).catch(() => {});
        const got = counts();
        const summary = `${want} requests; events ${JSON.stringify(got)}`;
        /** @type {string[]} */
        const lost = [];
        if (!Object.values(got).every((v) => v === want)) lost.push(`the client's Network events: ${summary}`);
        assert.equal(await c.evaluate('window.loaded'), n, 'the client works on the new page');

        // The Go binary, across sites back: its network list has the page's scripts.
        const back = `${pages.a}/net?set=a&n=3`;
        const r = await cli(['call', '--target', win.id, 'browser_navigate', JSON.stringify({ url: back }), 'browser_network_requests', JSON.stringify({ static: true })]);
        assert.equal(r.code, 0, cliFailure(r, 'electron-mcp call browser_navigate browser_network_requests'));
        const missing = [0, 1, 2].map((i) => `/res/a/${i}.js`).filter((p) => !r.stdout.includes(p));
        if (missing.length) lost.push(cliFailure(r, `browser_network_requests lacks ${missing.join(', ')}`));
        if (lost.length) {
          if (losesCrossSiteEvents(driver.version)) {
            throw new Known(
              `Electron ${driver.version} reconnects the debugger when the main frame changes host and drops events (Electron #51959, fixed in 42.4.1 and 43.0.0-beta.4): ${lost.join('; ')}`,
            );
          }
          assert.fail(`a cross-site navigation lost Network events: ${lost.join('\n')}`);
        }
        await c.close();
        return summary;
      } finally {
        await win.destroy();
      }
    },
  },

  {
    name: 'service-worker',
    what: "Target.setAutoAttach on a window reaches its dedicated worker, and the service worker Electron's debugger auto-attaches too is detached and reported to no client (it serves the origin's other windows)",
    async run({ driver, pages }) {
      const win = await driver.openWindow({ url: `${pages.a}/sw` });
      try {
        const c = await Client.connect(driver.bridge, win.id);
        assert.equal(await c.evaluate('window.ready', { timeoutMs: 15_000 }), 'ready', 'the service worker is active');
        const from = c.events.length;
        await c.send('Target.setAutoAttach', { autoAttach: true, waitForDebuggerOnStart: false, flatten: true });
        await c.evaluate("window.w = new Worker('/worker.js'); 1");
        const worker = await c.event('Target.attachedToTarget', { from, match: (p) => p.targetInfo?.type === 'worker', timeoutMs: 15_000 });
        assert.equal(await c.evaluate('new Promise((r) => { w.onmessage = (e) => r(e.data); w.postMessage(0); })'), 1, 'the page and its worker run');
        // Whenever Electron's auto-attach reaches the service worker, no client hears of it.
        const types = c.events.slice(from).filter((e) => e.method === 'Target.attachedToTarget').map((e) => e.params.targetInfo?.type);
        assert.deepEqual(types.filter((t) => t !== 'worker'), [], `a client was told of ${types.join(', ')}`);
        await c.close();
        return `attached: ${types.join(', ')} (worker session ${String(worker.params.sessionId).slice(0, 8)}…)`;
      } finally {
        await win.destroy();
      }
    },
  },

  {
    name: 'hidden-screenshot',
    what: 'a screenshot of a window that was never shown answers (an image or an error) within a bound, and the client and the binary go on',
    async run({ driver, pages, cli, answerMs }) {
      const win = await driver.openWindow({ url: `${pages.a}/plain?title=hidden`, show: false });
      try {
        const c = await Client.connect(driver.bridge, win.id);
        const started = Date.now();
        const answer = await c.answer('Page.captureScreenshot', { format: 'png' }, { timeoutMs: answerMs }).catch((err) => {
          if (err instanceof TimeoutError) {
            assert.fail(`Page.captureScreenshot of a hidden window got no answer in ${answerMs} ms: a command Electron never answers must end at the bridge's deadline`);
          }
          throw err;
        });
        const ms = Date.now() - started;
        assert.equal(await c.evaluate('1 + 1'), 2, 'the client works after the screenshot');
        const r = await cli(['call', '--tool-timeout', '30s', '--target', win.id, 'browser_take_screenshot', '{}'], { timeoutMs: 90_000 });
        assert.ok(r.code === 0 || r.code === 1, cliFailure(r, 'electron-mcp call browser_take_screenshot ends'));
        await c.close();
        const what = answer.error ? `failed in ${ms} ms: ${answer.error.message}` : `an image in ${ms} ms`;
        return `Page.captureScreenshot ${what}; browser_take_screenshot exit ${r.code} in ${r.ms} ms`;
      } finally {
        await win.destroy();
      }
    },
  },

  {
    name: 'resize-then-disconnect',
    what: "Emulation.setDeviceMetricsOverride is undone when the client that set it leaves, while another stays and when it is the last; so is the Go binary's browser_resize",
    async run({ driver, pages, cli }) {
      const win = await driver.openWindow({ url: `${pages.a}/plain?title=resize` });
      try {
        const stays = await Client.connect(driver.bridge, win.id);
        const width = await stays.evaluate('innerWidth');
        assert.notEqual(width, 400, 'the window is not 400 px wide to begin with');
        const leaves = await Client.connect(driver.bridge, win.id);
        await leaves.send('Emulation.setDeviceMetricsOverride', { width: 400, height: 300, deviceScaleFactor: 1, mobile: false });
        assert.equal(await stays.evaluate('innerWidth'), 400, 'the override applies');
        await leaves.close();
        const after = await widthOtherThan(stays, 400, 5_000).catch(() => 400);
        assert.equal(after, width, 'the override of the client that left is undone while another client stays');

        await stays.send('Emulation.setDeviceMetricsOverride', { width: 420, height: 300, deviceScaleFactor: 1, mobile: false });
        const detached = win.detached();
        await stays.close();
        await within(detached, 10_000, 'the detach after the last client left');
        const next = await Client.connect(driver.bridge, win.id);
        const last = await widthOtherThan(next, 420, 5_000).catch(() => 420);
        assert.equal(last, width, 'the override of the last client to leave is undone');

        const r = await cli(['call', '--target', win.id, 'browser_resize', JSON.stringify({ width: 500, height: 400 }), 'browser_evaluate', JSON.stringify({ function: '() => innerWidth' })]);
        assert.equal(r.code, 0, cliFailure(r, 'electron-mcp call browser_resize'));
        assert.match(r.stdout, /\b500\b/, cliFailure(r, 'the page is 500 px wide while the binary is attached'));
        const cliAfter = await widthOtherThan(next, 500, 5_000).catch(() => 500);
        assert.equal(cliAfter, width, "browser_resize is undone when the binary's client leaves");
        await next.close();
        return `innerWidth ${width}`;
      } finally {
        await win.destroy();
      }
    },
  },

  {
    name: 'pause-left-pending',
    what: 'a Debugger.pause whose client left before the page ran a script (still pending), on an idle page and on one running timers, does not hold the page for a client that stays with the debugger enabled',
    async run({ driver, pages }) {
      const win = await driver.openWindow({ url: `${pages.a}/plain?title=pause` });
      try {
        const stays = await Client.connect(driver.bridge, win.id);
        await stays.send('Debugger.enable');
        const rounds = 10;
        for (let round = 1; round <= rounds; round++) {
          const ticking = round % 2 === 0;
          if (ticking) await stays.evaluate('void (globalThis.ticking = setInterval(() => {}, 1))');
          const leaves = await Client.connect(driver.bridge, win.id);
          await leaves.send('Debugger.enable');
          await leaves.send('Debugger.pause');
          await leaves.close();
          // A paused page answers an evaluate (nested in the pause) but runs none of its own tasks.
          const ran = await stays
            .evaluate('new Promise((resolve) => setTimeout(() => resolve("runs")))', { timeoutMs: 5_000 })
            .catch((err) => (err instanceof TimeoutError ? 'paused' : Promise.reject(err)));
          assert.equal(ran, 'runs', `round ${round}${ticking ? ' (timers)' : ''}: the page runs its own tasks once the pausing client left`);
          if (ticking) await stays.evaluate('clearInterval(globalThis.ticking)');
        }
        await stays.close();
        return `${rounds} rounds`;
      } finally {
        await win.destroy();
      }
    },
  },

  {
    name: 'no-back-forward-cache',
    what: "going back loads the page again: Electron keeps no back/forward cache (its WebContentsDelegate does not support one), so what the page held before is gone and its scripts run anew",
    async run({ driver, pages }) {
      const win = await driver.openWindow({ url: `${pages.a}/plain?title=first` });
      try {
        const c = await Client.connect(driver.bridge, win.id);
        await c.send('Page.enable');
        await c.evaluate('void (globalThis.heldBefore = "kept")');
        let from = c.events.length;
        await c.send('Page.navigate', { url: `${pages.a}/plain?title=second` });
        await c.event('Page.loadEventFired', { from });
        from = c.events.length;
        // In a task of its own: an evaluate the navigation meets is refused.
        await c.evaluate('void setTimeout(() => history.back())');
        // Restored from a back/forward cache, the page would come back
        // with its load long over and what it held.
        await c.event('Page.frameNavigated', { from, match: (p) => !p.frame.parentId });
        await c.evaluate('new Promise((r) => document.readyState === "complete" ? r(undefined) : addEventListener("load", () => r(undefined)))');
        const held = await c.evaluate('[document.title, String(globalThis.heldBefore)].join(" ")');
        assert.equal(held, 'first undefined', 'the page went back to was loaded again, not restored');
        await c.close();
        return 'reloaded';
      } finally {
        await win.destroy();
      }
    },
  },

  {
    name: 'evaluate-250-deep',
    what: "an answer nested 250 deep (dropped by Electron's JSONReader) still ends, at the bridge's deadline; 150 deep answers; the client and the binary go on",
    async run({ driver, pages, cli, answerMs }) {
      const win = await driver.openWindow({ url: `${pages.a}/plain?title=deep` });
      try {
        const c = await Client.connect(driver.bridge, win.id);
        const shallow = await c.send('Runtime.evaluate', { expression: nested(150), returnByValue: true });
        assert.equal(typeof shallow.result.value, 'object', '150 levels deep answers');
        const started = Date.now();
        const deep = await c.answer('Runtime.evaluate', { expression: nested(250), returnByValue: true }, { timeoutMs: answerMs }).catch((err) => {
          if (err instanceof TimeoutError) {
            assert.fail(`an answer 250 deep got no answer in ${answerMs} ms: the bridge's deadline must answer a command Electron drops`);
          }
          throw err;
        });
        const ms = Date.now() - started;
        if (deep.error) assert.ok(deep.error.message, 'the error says why');
        assert.equal(await c.evaluate('1 + 1'), 2, 'the client works after it');
        const r = await cli(
          ['call', '--tool-timeout', '30s', '--target', win.id, 'browser_evaluate', JSON.stringify({ function: `() => ${nested(250)}` })],
          { timeoutMs: 90_000 },
        );
        assert.ok(r.code === 0 || r.code === 1, cliFailure(r, 'electron-mcp call browser_evaluate (250 deep) ends'));
        await c.close();
        const what = deep.error ? `failed in ${ms} ms: ${deep.error.message}` : `answered in ${ms} ms (this Electron kept the answer)`;
        return `250 deep ${what}; browser_evaluate exit ${r.code} in ${r.ms} ms`;
      } finally {
        await win.destroy();
      }
    },
  },

  {
    name: 'webview-window-close-gc',
    // The crash path the pin guards (lib/relay.js): an attached guest destroyed
    // by its own page (window.close() → WebContents::CloseContents in
    // shell/browser/api/electron_api_web_contents.cc; a destroyed guest's
    // debugger stays attached, electron_api_debugger.cc) and then collected.
    what: 'a <webview> guest that closes itself through window.close() while attached, then gc(): the host survives, nothing stays attached',
    async run({ driver, pages }) {
      const host = await driver.openWindow({ url: `${pages.a}/host`, webviews: true });
      try {
        const guest = await host.addWebview(`${pages.b}/plain?title=closer`);
        const c = await Client.connect(driver.bridge, guest.id);
        assert.equal(await c.evaluate('document.title'), 'closer');
        const held = guest.holdDebugger();
        await c.answer('Runtime.evaluate', { expression: 'setTimeout(() => window.close(), 0), 1' }).catch(() => {});
        const closed = await c.waitClosed(5_000).catch(() => null);
        let note = 'the guest closed itself while attached';
        if (!closed) {
          note = 'this Electron ignored the guest\'s window.close(): nothing to collect';
          await c.close();
          await host.removeWebview(guest);
        } else {
          assert.equal(closed.code, P.CloseTargetGone, `the client is closed with CloseTargetGone, got ${closed.code}`);
        }
        if (held.isAttached()) await within(held.detached, 10_000, "the closed guest's debugger to detach");
        for (let i = 0; i < 5; i++) {
          driver.gc();
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        assert.equal(driver.attachedDebuggers(), 0, 'no debugger is left attached');
        const h = await Client.connect(driver.bridge, host.id);
        assert.equal(await h.evaluate('6 * 7'), 42, 'the host window still answers');
        await h.close();
        return note;
      } finally {
        await host.destroy();
      }
    },
  },

  {
    name: 'two-panels-focus',
    // webContents.isFocused() is the view's HasFocus(), a guest's is its root
    // window's (electron_api_web_contents.cc IsFocused; Chromium's
    // render_widget_host_view_child_frame.cc), and 'focus'/'blur' never come
    // for a guest (web_contents_view_child_frame.cc GotFocus is NOTREACHED);
    // the guest's '-focus-change' does (lib/renderer/web-view/web-view-init.ts,
    // lib/browser/guest-view-manager.ts). The bridge's lib/focus.js follows it.
    what: 'two <webview> panels: the person focuses the second, then the first; the channel names each, though Electron reports both focused',
    async run({ driver, pages }) {
      const win = await driver.openWindow({ url: `${pages.a}/host`, webviews: true });
      const c = await Client.connect(driver.bridge, P.PathControl);
      try {
        const first = await win.addWebview(`${pages.b}/plain?title=first`);
        const second = await win.addWebview(`${pages.b}/plain?title=second`);
        await c.send(P.MethodEnable);
        let from = c.events.length;
        await win.personFocuses(second);
        await c.event(P.EventFocusChanged, { match: (p) => p.id === second.id, from, timeoutMs: 5_000 });
        const both = (await list(driver.bridge)).filter((t) => t.id === first.id || t.id === second.id).map((t) => [t.id, t.focused]);
        from = c.events.length;
        await win.personFocuses(first);
        await c.event(P.EventFocusChanged, { match: (p) => p.id === first.id, from, timeoutMs: 5_000 });
        return `focus followed the second panel, then the first; /json/list while in the second: ${JSON.stringify(both)}`;
      } finally {
        await c.close();
        await win.destroy();
      }
    },
  },

  {
    name: 'app-own-debugger',
    // One webContents.debugger per webContents, one attach
    // (electron_api_debugger.cc Attach: "Debugger is already attached to the
    // target"); the browser endpoint names targets through
    // getOrCreateDevToolsTargetId (electron_api_web_contents.cc, Electron 41+)
    // and attaches a page at its first command; bridge.release gives it back.
    what: "a Playwright-style connect attaches nothing; the app's own debugger.attach() on a webContents no client uses succeeds, the agent hears the app holds it; bridge.release hands one back",
    async run({ driver, pages }) {
      const mine = await driver.openWindow({ url: `${pages.a}/plain?title=app-debugs-this` });
      const theirs = await driver.openWindow({ url: `${pages.a}/plain?title=agent-uses-this` });
      const version = await getJSON(driver.bridge, '/json/version');
      const b = await Client.connect(driver.bridge, new URL(version.webSocketDebuggerUrl).pathname);
      try {
        await b.send('Target.setDiscoverTargets', { discover: true });
        const { targetInfos } = await b.send('Target.getTargets');
        await b.send('Target.setAutoAttach', { autoAttach: true, waitForDebuggerOnStart: true, flatten: true });
        assert.equal(mine.debuggerAttached(), false, 'listing and auto-attaching attach nothing');
        const dbg = mine.ownDebugger();
        dbg.attach('1.3');
        try {
          const own = await dbg.sendCommand('Runtime.evaluate', { expression: 'document.title', returnByValue: true });
          assert.equal(own.result.value, 'app-debugs-this');
          const session = (/** @type {string} */ title) =>
            b.event('Target.attachedToTarget', { match: (p) => p.targetInfo.title === title }).then((e) => e.params.sessionId);
          const refused = await b.answer('Runtime.evaluate', { expression: '1' }, { sessionId: await session('app-debugs-this') });
          assert.match(refused.error?.message ?? '', /the app holds this webContents' debugger/, JSON.stringify(refused));
          const theirSession = await session('agent-uses-this');
          assert.equal((await b.send('Runtime.evaluate', { expression: '2', returnByValue: true }, { sessionId: theirSession })).result.value, 2);
          // The app takes the other one back too.
          await driver.bridge.release(/** @type {any} */ ({ id: Number(theirs.id) }));
          assert.equal(theirs.debuggerAttached(), false, 'released');
        } finally {
          dbg.detach();
        }
        return `${targetInfos.length} targets listed with nothing attached; the app's attach held; release gave one back`;
      } finally {
        await b.close();
        await mine.destroy();
        await theirs.destroy();
      }
    },
  },

  {
    name: 'ctrl-w-default-menu',
    // Electron's default menu has Close on CmdOrCtrl+W (lib/browser/default-menu.ts,
    // menu-item-roles.ts); a key with nativeVirtualKeyCode the page leaves
    // reaches it (input_handler.cc gives it an OS event; NativeWindowViews'
    // HandleKeyboardEvent), one without is skip_if_unhandled. The bridge drops
    // the native code.
    what: "an agent's Ctrl+W (with nativeVirtualKeyCode, as chromedp sends it) reaches the page and never closes the window through the default menu",
    async run({ driver, pages }) {
      const win = await driver.openWindow({ url: `${pages.a}/plain?title=keys` });
      try {
        const c = await Client.connect(driver.bridge, win.id);
        await c.evaluate('window.keys = [], addEventListener("keydown", (e) => keys.push((e.ctrlKey ? "Ctrl+" : "") + e.key)), 1');
        const key = { modifiers: 2, key: 'w', code: 'KeyW', windowsVirtualKeyCode: 87, nativeVirtualKeyCode: 87 };
        await c.send('Input.dispatchKeyEvent', { type: 'rawKeyDown', ...key });
        await c.send('Input.dispatchKeyEvent', { type: 'keyUp', ...key });
        assert.deepEqual(await c.evaluate('keys'), ['Ctrl+w'], 'the page got the key');
        await new Promise((resolve) => setTimeout(resolve, 500));
        assert.equal(win.isDestroyed(), false, 'the window is still open');
        await c.close();
        return 'Ctrl+W reached the page; the window stayed';
      } finally {
        await win.destroy();
      }
    },
  },

  {
    name: 'never-navigated-connect',
    // A webContents answers nothing its renderer must answer before its first
    // navigation (electron#14810); Chromium's TargetHandler answers without one
    // (content/browser/devtools/protocol/target_handler.cc).
    what: 'with a window that never navigated open, Target.getTargets answers in well under a second every time, and a connect auto-attaches it',
    async run({ driver, pages }) {
      const blank = await driver.openWindow({ url: '' });
      const other = await driver.openWindow({ url: `${pages.a}/plain?title=loaded` });
      const version = await getJSON(driver.bridge, '/json/version');
      const b = await Client.connect(driver.bridge, new URL(version.webSocketDebuggerUrl).pathname);
      try {
        await b.send('Browser.getVersion');
        await b.send('Target.setDiscoverTargets', { discover: true });
        /** @type {number[]} */
        const took = [];
        for (let i = 0; i < 3; i++) {
          const started = Date.now();
          await b.send('Target.getTargets', {}, { timeoutMs: 5_000 });
          took.push(Date.now() - started);
        }
        assert.ok(took.every((ms) => ms < 1000), `Target.getTargets took ${took.join(', ')} ms`);
        await b.send('Target.setAutoAttach', { autoAttach: true, waitForDebuggerOnStart: true, flatten: true }, { timeoutMs: 5_000 });
        await b.event('Target.attachedToTarget', { match: (p) => p.targetInfo.title === 'loaded' });
        return `Target.getTargets took ${took.join(', ')} ms`;
      } finally {
        await b.close();
        await blank.destroy();
        await other.destroy();
      }
    },
  },

  {
    name: 'popup-download-createwindow',
    // With createWindow supplied, Electron emits no 'did-create-window'
    // (lib/browser/guest-window-manager.ts, openGuestWindow) and a noopener
    // popup has no opener frame: the bridge takes a webContents made during an
    // agent's action as that action's popup (lib/downloads.js).
    what: "a noopener popup the app makes itself through setWindowOpenHandler's createWindow downloads during an agent's action: the download is the agent's, in the bridge's folder",
    async run({ driver, pages }) {
      const win = await driver.openWindow({ url: `${pages.a}/plain?title=opener` });
      const undo = win.appMakesPopups();
      const ch = await Client.connect(driver.bridge, P.PathControl);
      try {
        await ch.send(P.MethodEnable);
        const c = await Client.connect(driver.bridge, win.id);
        await ch.send(P.MethodBeginAction, { targetId: win.id });
        await c.send('Runtime.evaluate', {
          expression: `(() => { const a = document.createElement('a'); a.href = '/attach/made-by-app.txt'; a.target = '_blank'; a.rel = 'noopener'; document.body.append(a); a.click(); a.remove(); return 1; })()`,
          userGesture: true,
        });
        const done = await ch.event(P.EventDownloadUpdated, { match: (p) => p.download.filename === 'made-by-app.txt' && p.download.state === P.DownloadCompleted, timeoutMs: 15_000 });
        await ch.send(P.MethodEndAction, { targetId: win.id });
        assert.equal(fs.readFileSync(done.params.download.path, 'utf8'), 'contents of made-by-app.txt\n');
        await c.close();
        return `saved as ${done.params.download.path}`;
      } finally {
        await ch.close();
        await undo();
        await win.destroy();
      }
    },
  },

  {
    name: 'quit',
    what: 'app.quit() with clients attached to a window and a guest and on the bridge channel: before-quit closes the bridge, every client is closed with 1001, nothing stays attached, the discovery file and env are gone',
    async run({ driver, pages }) {
      const win = await driver.openWindow({ url: `${pages.a}/host`, webviews: true });
      const guest = await win.addWebview(`${pages.b}/plain?title=last`);
      const clients = [
        await Client.connect(driver.bridge, win.id),
        await Client.connect(driver.bridge, guest.id),
        await Client.connect(driver.bridge, P.PathControl),
      ];
      assert.equal(await clients[1].evaluate('document.title'), 'last');
      const file = driver.bridge.discoveryFile;
      assert.ok(file && fs.existsSync(file), `the discovery file exists: ${file}`);
      await driver.quit();
      await within(driver.bridge.close(), 10_000, 'bridge.close()');
      for (const c of clients) {
        const { code } = await c.waitClosed(5_000);
        assert.equal(code, P.CloseGoingAway, `${c.path} is closed with CloseGoingAway (${P.CloseGoingAway}), got ${code}`);
      }
      assert.equal(driver.attachedDebuggers(), 0, 'no debugger stays attached');
      assert.equal(fs.existsSync(file), false, 'the discovery file is removed');
      assert.equal(process.env[P.EnvBridge], undefined, `${P.EnvBridge} is unset`);
    },
  },
];

/**
 * @typedef {object} Result
 * @property {string} name
 * @property {'ok' | 'known' | 'fail'} status
 * @property {number} ms
 * @property {string} message the note, or why it failed
 */

/**
 * Runs the checks in order, each within checkMs; a failure does not stop
 * the others. `quit` must come last when it runs: it closes the bridge.
 * @param {Context} ctx
 * @param {{only?: string[], checkMs?: number, onResult?: (r: Result) => void, onStart?: (name: string) => void}} [o]
 * @returns {Promise<Result[]>}
 */
async function runChecks(ctx, o = {}) {
  /** @type {Result[]} */
  const results = [];
  for (const check of checks) {
    if (o.only && !o.only.includes(check.name)) continue;
    o.onStart?.(check.name);
    const started = Date.now();
    /** @type {Result} */
    let r;
    try {
      const note = await within(check.run(ctx), o.checkMs ?? 180_000, `end of check ${check.name}`);
      r = { name: check.name, status: 'ok', ms: Date.now() - started, message: note ?? '' };
    } catch (err) {
      const status = err instanceof Known ? 'known' : 'fail';
      const message = err instanceof Error ? (status === 'known' ? err.message : err.stack ?? err.message) : String(err);
      r = { name: check.name, status, ms: Date.now() - started, message };
    }
    results.push(r);
    o.onResult?.(r);
  }
  return results;
}

/**
 * One report line per result, for a person.
 * @param {Result} r
 */
function formatResult(r) {
  const head = { ok: 'ok  ', known: 'KNOWN', fail: 'FAIL' }[r.status];
  return `electron-check: ${head} ${r.name} (${r.ms} ms)${r.message ? `: ${r.message.replace(/\n/g, '\n    ')}` : ''}`;
}

module.exports = { checks, runChecks, formatResult, cliRunner, Known, between, parseVersion, losesCrossSiteEvents };
