// @ts-check
'use strict';

// The bridge against Electron's real semantics (the stand-in copies them):
// a destroyed guest whose debugger stays attached, answers Electron drops, a
// contents that never navigated, clients that leave what they set behind, a
// debugger the app holds, and the process it runs in.

const { test, before, after } = require('node:test');
const assert = require('node:assert/strict');
const http = require('node:http');
const P = require('../protocol');
const { startBridge } = require('..');
const { pinned } = require('../lib/relay');
const { startHost, list, TestClient, eventually, closeServer, assertNoUnhandledRejections } = require('../testing/harness');

/** @type {import('../testing/harness').Host} */
let host;
let pagesURL = '';
const pages = http.createServer((req, res) => {
  if (req.url === '/data') {
    res.setHeader('Content-Type', 'application/json');
    res.end('{"from":"the server"}');
    return;
  }
  res.setHeader('Content-Type', 'text/html');
  res.end('<title>page</title><input type=file id=f><p id=p>page</p>');
});

before(async () => {
  await new Promise((resolve) => pages.listen(0, '127.0.0.1', () => resolve(undefined)));
  pagesURL = `http://127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (pages.address()).port}`;
  host = await startHost({ urls: [`${pagesURL}/page`], bridge: { commandTimeoutMs: 1500, loadWaitMs: 1500 } });
});

after(async () => {
  await host?.close();
  await closeServer(pages);
  assert.deepEqual(host.standIn.attachedAfterDestroy(), [], 'no debugger left attached to a destroyed webContents');
  assertNoUnhandledRejections();
});

/**
 * @param {TestClient} c
 * @param {string} expression
 */
async function evaluate(c, expression) {
  const r = await c.result('Runtime.evaluate', { expression, returnByValue: true, awaitPromise: true });
  return r.result.value;
}

test('a <webview> closed while attached: clients end with 4001 and the bridge detaches the debugger the guest still holds', async () => {
  const [win] = host.windows;
  const guest = await host.standIn.createWebview(win, 'data:text/html,<title>panel</title>panel');
  const guestId = guest.id;
  const dbg = guest.dbg;
  const c = await TestClient.connect(host.bridge, guestId);
  assert.equal(await evaluate(c, 'document.title'), 'panel');
  const pending = c.send('Runtime.evaluate', { expression: 'new Promise(() => {})', awaitPromise: true });
  await evaluate(c, '1');
  assert.ok(pinned.has(dbg), 'the attached debugger is pinned');

  // The person closes the web panel: 'destroyed' comes first, the debugger is still attached.
  await host.standIn.destroy(guest);
  assert.deepEqual((await c.next((m) => m.id === pending, 'the pending answer')).error, {
    code: P.CodeTargetClosed,
    message: 'target closed while handling command',
  });
  assert.equal((await c.waitClosed()).code, P.CloseTargetGone);
  assert.equal(dbg.isAttached(), false, 'detached through the pin, although isDestroyed() was true');
  assert.deepEqual(host.standIn.attachedAfterDestroy(), []);
  assert.equal(pinned.has(dbg), false, 'the pin went with the detach');
  assert.ok(!(await list(host.bridge)).some((t) => t.id === String(guestId)));
});

test("an answer Electron drops (nested 200 deep) fails at the bridge's deadline with why; the client goes on", async () => {
  const [win] = host.windows;
  const c = await TestClient.connect(host.bridge, win.id);
  const deep = '(() => { let v = 0; for (let i = 0; i < 250; i++) v = [v]; return v; })()';
  const answer = await c.call('Runtime.evaluate', { expression: deep, returnByValue: true });
  assert.equal(answer.error?.code, P.CodeNoAnswer);
  assert.match(answer.error.message, /Runtime\.evaluate got no answer from Electron within 1\.5 s \(Electron drops answers nested 200 levels deep/);
  assert.equal(await evaluate(c, '6*7'), 42);
  await c.close();
});

test('a guest that has not loaded yet is marked in /json/list; commands wait for its first navigation, bounded', async () => {
  const [win] = host.windows;
  const guest = await host.standIn.createWebview(win);
  const entry = (await list(host.bridge)).find((t) => t.id === String(guest.id));
  assert.equal(entry?.loaded, false);
  assert.equal(entry?.url, '');
  assert.equal((await list(host.bridge)).find((t) => t.id === String(win.id))?.loaded, true);

  const c = await TestClient.connect(host.bridge, guest.id);
  // What Chromium answers without a renderer does not wait.
  const pending = c.send('Runtime.evaluate', { expression: '1' });
  assert.equal((await c.result('Target.getTargetInfo')).targetInfo.targetId, guest.getOrCreateDevToolsTargetId());
  assert.equal(c.received.some((m) => m.id === pending), false, 'the renderer-bound command still waits');
  // Nothing loads it: the wait runs out with a message that says so.
  await c.next((m) => m.id === pending, 'the first wait to run out');
  const refused = await c.call('Runtime.evaluate', { expression: '1' });
  assert.equal(refused.error?.code, P.CodeNotLoaded);
  assert.match(refused.error.message, /has not loaded a page yet \(a <webview> loads its src only once attached\)/);

  // The app attaches it: what waited is answered, in order.
  const first = c.send('Runtime.evaluate', { expression: '"first"', returnByValue: true });
  const second = c.send('Runtime.evaluate', { expression: 'location.href', returnByValue: true });
  await guest.loadURL('data:text/html,loaded');
  assert.equal((await c.next((m) => m.id === first, 'the first answer')).result.result.value, 'first');
  assert.equal((await c.next((m) => m.id === second, 'the second answer')).result.result.value, 'data:text/html,loaded');
  assert.equal((await list(host.bridge)).find((t) => t.id === String(guest.id))?.loaded, true);
  await c.close();
  await host.standIn.destroy(guest);
});

test('what a client set is undone when it leaves, even while others stay; what another set stays', async () => {
  const [win] = host.windows;
  const a = await TestClient.connect(host.bridge, win.id);
  const b = await TestClient.connect(host.bridge, win.id);
  const width = () => evaluate(b, 'innerWidth');
  const normal = await width();

  await a.result('Emulation.setDeviceMetricsOverride', { width: 301, height: 400, deviceScaleFactor: 1, mobile: false });
  await a.result('Emulation.setEmulatedMedia', { features: [{ name: 'prefers-color-scheme', value: 'dark' }] });
  await a.result('Emulation.setFocusEmulationEnabled', { enabled: true });
  await a.result('Network.emulateNetworkConditionsByRule', { offline: true, matchedNetworkConditions: [{ urlPattern: '', latency: 0, downloadThroughput: -1, uploadThroughput: -1, offline: true }] });
  await a.result('Page.setInterceptFileChooserDialog', { enabled: true });
  await a.result('Fetch.enable', { patterns: [{ urlPattern: '*/data' }] });
  await a.result('Page.addScriptToEvaluateOnNewDocument', { source: 'window.fromA = true' });
  assert.equal(await width(), 301);
  assert.equal(await evaluate(b, 'matchMedia("(prefers-color-scheme: dark)").matches'), true);

  await a.close();
  await eventually(async () => (await width()) === normal, 'the view size back');
  assert.equal(await evaluate(b, 'matchMedia("(prefers-color-scheme: dark)").matches'), false);
  // No interception left: the page's own request goes through (a paused one would hang).
  assert.equal(await evaluate(b, 'fetch("/data").then((r) => r.json()).then((j) => j.from)'), 'the server');
  // Another DevTools client (here the stand-in's own) may intercept file choosers again.
  await host.standIn.chromium.send('Page.setInterceptFileChooserDialog', { enabled: true }, win.control);
  await host.standIn.chromium.send('Page.setInterceptFileChooserDialog', { enabled: false }, win.control);
  await b.result('Page.reload');
  await eventually(async () => (await evaluate(b, 'document.readyState')) === 'complete', 'the reload');
  assert.equal(await evaluate(b, 'window.fromA === undefined'), true, "A's script for new documents is gone");

  // B intercepts too; C sets the same and leaves: B's interception stays.
  await b.result('Fetch.enable', { patterns: [{ urlPattern: '*/data' }] });
  await b.result('Emulation.setDeviceMetricsOverride', { width: 302, height: 400, deviceScaleFactor: 1, mobile: false });
  const c = await TestClient.connect(host.bridge, win.id);
  await c.result('Fetch.enable', { patterns: [{ urlPattern: '*/nothing' }] });
  await c.close();
  assert.equal(await width(), 302, "B's view size stays");
  const fetching = b.send('Runtime.evaluate', { expression: 'fetch("/data").then((r) => r.json()).then((j) => j.from)', returnByValue: true, awaitPromise: true });
  const paused = await b.event('Fetch.requestPaused');
  assert.match(paused.params.request.url, /\/data$/, "B's patterns are back after C replaced them");
  await b.result('Fetch.fulfillRequest', { requestId: paused.params.requestId, responseCode: 200, body: Buffer.from('{"from":"B"}').toString('base64') });
  assert.equal((await b.next((m) => m.id === fetching, 'the fetch')).result.result.value, 'B');
  await b.result('Fetch.disable');
  await b.result('Emulation.clearDeviceMetricsOverride');
  await b.close();
  await eventually(() => !win.dbg.isAttached(), 'the debugger to detach');
});

test('overrides of the device, the debugger\'s pauses and breakpoints, overlays: undone when their client leaves while another stays; what cannot be undone is refused', async () => {
  const [win] = host.windows;
  const a = await TestClient.connect(host.bridge, win.id);
  const b = await TestClient.connect(host.bridge, win.id);
  const probe = `(() => {
    let el = document.getElementById('inset');
    if (!el) { el = document.createElement('div'); el.id = 'inset'; el.style.paddingTop = 'env(safe-area-inset-top, 7px)'; document.body.append(el); }
    return [navigator.connection.saveData, getComputedStyle(el).paddingTop].join(' ');
  })()`;
  const before = await evaluate(b, probe);
  try {
    await b.result('Debugger.enable');
    await a.result('Debugger.enable');
    await a.result('Emulation.setDataSaverOverride', { dataSaverEnabled: true });
    await a.result('Emulation.setSafeAreaInsetsOverride', { insets: { top: 20 } });
    await a.result('DOM.enable');
    await a.result('Overlay.enable');
    await a.result('Overlay.setShowFPSCounter', { show: true });
    await a.result('Overlay.setPausedInDebuggerMessage', { message: 'paused by A' });
    await a.result('Debugger.setBreakpointByUrl', { lineNumber: 0, urlRegex: 'never-loaded' });
    assert.equal(await evaluate(b, probe), 'true 20px');
    await a.result('Debugger.pause');
    // Something runs, so the pause takes: the page stops.
    b.send('Runtime.evaluate', { expression: '1' });
    await b.event('Debugger.paused');

    await a.close();
    // The page runs again, as before A.
    await eventually(async () => (await b.call('Runtime.evaluate', { expression: '1', returnByValue: true })).result !== undefined, 'the page to run');
    assert.equal(await evaluate(b, probe), before);
    for (const [method, params] of /** @type {[string, object][]} */ ([
      ['Emulation.setVirtualTimePolicy', { policy: 'pause' }],
      ['Emulation.setHardwareConcurrencyOverride', { hardwareConcurrency: 64 }],
      ['Emulation.setNavigatorOverrides', { platform: 'Nope' }],
      ['Page.setFontSizes', { fontSizes: { standard: 40 } }],
    ])) {
      const { error } = await b.call(method, params);
      assert.equal(error?.code, P.CodeBlocked, method);
      assert.match(error.message, /it cannot be undone/);
    }
  } finally {
    await a.close();
    await b.result('Debugger.disable').catch(() => {});
    await b.close();
  }
  await eventually(() => !win.dbg.isAttached(), 'the debugger to detach');
});

test('a pause its client left, pending or taken, is undone: the page runs its own tasks again for the client that stays, round after round, idle or running timers', async () => {
  const [win] = host.windows;
  const b = await TestClient.connect(host.bridge, win.id);
  /**
   * Whether the page runs its own tasks within 5 s: a paused page runs none,
   * though it still answers an evaluate (nested in the pause).
   */
  const runs = async () => {
    /** @type {NodeJS.Timeout | undefined} */
    let timer;
    const hung = new Promise((resolve) => {
      timer = setTimeout(() => resolve('paused'), 5000);
    });
    const ran = b
      .call('Runtime.evaluate', { expression: 'new Promise((resolve) => setTimeout(() => resolve("runs")))', awaitPromise: true, returnByValue: true })
      .then((m) => m.result?.result?.value ?? JSON.stringify(m.error));
    try {
      return await Promise.race([ran, hung]);
    } finally {
      clearTimeout(timer);
    }
  };
  try {
    await b.result('Debugger.enable');
    for (let round = 0; round < 20; round++) {
      // Every other round the page runs a script every millisecond: the
      // pause may take there before its client leaves, or while it does.
      // Otherwise no script runs: the pause is pending when A leaves.
      const ticking = round % 2 === 1;
      if (ticking) await b.result('Runtime.evaluate', { expression: 'globalThis.ticking = setInterval(() => {}, 1)' });
      const a = await TestClient.connect(host.bridge, win.id);
      await a.result('Debugger.enable');
      await a.result('Debugger.pause');
      await a.close();
      assert.equal(await runs(), 'runs', `round ${round + 1}${ticking ? ' (timers)' : ''}: the page runs once A left`);
      if (ticking) await b.result('Runtime.evaluate', { expression: 'clearInterval(globalThis.ticking)' });
    }
  } finally {
    await b.call('Debugger.resume').catch(() => {});
    await b.close();
  }
  await eventually(() => !win.dbg.isAttached(), 'the debugger to detach');
});

test('Page.setFontFamilies is answered and not applied: the page keeps the app\'s fonts, and an app that allows it gets it relayed', async () => {
  const [win] = host.windows;
  const c = await TestClient.connect(host.bridge, win.id);
  /** The font Chromium draws the page's paragraph with. */
  const font = async () => {
    const { root } = await c.result('DOM.getDocument');
    const { nodeId } = await c.result('DOM.querySelector', { nodeId: root.nodeId, selector: '#p' });
    const { fonts } = await c.result('CSS.getPlatformFontsForNode', { nodeId });
    return fonts.map((/** @type {{familyName: string}} */ f) => f.familyName).join(', ');
  };
  // The paragraph is in the standard font: serif, unless a client changes it.
  const mono = { fontFamilies: { standard: 'DejaVu Sans Mono', serif: 'DejaVu Sans Mono' } };
  try {
    await c.result('DOM.enable');
    await c.result('CSS.enable');
    const before = await font();
    assert.notEqual(before, 'DejaVu Sans Mono');
    // Playwright's page initialisation sends it and fails on an error.
    assert.deepEqual(await c.result('Page.setFontFamilies', mono), {});
    assert.equal(await font(), before, 'the app\'s fonts stay');
  } finally {
    await c.close();
  }
  await eventually(() => !win.dbg.isAttached(), 'the debugger to detach');

  // With allow, it is relayed (and so changes the page: the app's choice).
  const bridge = await startBridge({ webContents: host.standIn.webContents, discoveryFile: false, setEnv: false, log: false, allow: ['Page.setFontFamilies'] });
  const wc = await host.standIn.createWindow(`${pagesURL}/page`);
  const d = await TestClient.connect(bridge, wc.id);
  try {
    await d.result('DOM.enable');
    await d.result('CSS.enable');
    await d.result('Page.setFontFamilies', mono);
    const { root } = await d.result('DOM.getDocument');
    const { nodeId } = await d.result('DOM.querySelector', { nodeId: root.nodeId, selector: '#p' });
    await eventually(async () => (await d.result('CSS.getPlatformFontsForNode', { nodeId })).fonts[0]?.familyName === 'DejaVu Sans Mono', 'the relayed fonts');
  } finally {
    await d.close();
    await bridge.close();
    await host.standIn.destroy(wc);
  }
});

test('a debugger the app holds itself: the client is told so, and nothing else changes', async () => {
  const wc = await host.standIn.createWindow('data:text/html,held');
  wc.debugger.attach();
  const c = await TestClient.connect(host.bridge, wc.id);
  const { code, reason } = await c.waitClosed();
  assert.equal(code, P.CloseAttachFailed);
  assert.match(reason, /the app holds this webContents' debugger itself/);
  assert.equal(wc.dbg.isAttached(), true, "the app's attach is left alone");
  wc.debugger.detach();
  await host.standIn.destroy(wc);
});

test('startBridge refuses to run outside the main process, with why', async () => {
  const proc = /** @type {{type?: string}} */ (process);
  proc.type = 'renderer';
  try {
    await assert.rejects(
      startBridge({ webContents: host.standIn.webContents, discoveryFile: false, setEnv: false, log: false }),
      /startBridge\(\) must run in Electron's main process, not in a renderer process/,
    );
  } finally {
    delete proc.type;
  }
});
