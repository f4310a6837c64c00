// @ts-check
'use strict';

// What a client must not reach through what its window shares with windows
// the app hides: a service worker of its origin serves them too (it lists
// their URLs, answers their requests, and so runs a client's script in
// them), on the page endpoint and on the browser endpoint alike.

const { test, before, after } = require('node:test');
const assert = require('node:assert/strict');
const http = require('node:http');
const P = require('../protocol');
const { startBridge, defaultFilter } = require('..');
const { startHost, get, TestClient, eventually, closeServer, assertNoUnhandledRejections } = require('../testing/harness');

/** @type {import('../testing/harness').Host} */
let host;
let server = http.createServer();
let port = 0;

before(async () => {
  server = http.createServer((req, res) => {
    if (req.url === '/sw.js' || req.url === '/worker.js') {
      res.setHeader('Content-Type', 'text/javascript');
      res.end(req.url === '/sw.js' ? "self.addEventListener('activate', (e) => e.waitUntil(clients.claim()));" : 'onmessage = () => postMessage(1);');
      return;
    }
    if (req.url === '/data') {
      res.setHeader('Content-Type', 'application/json');
      res.end('{"from":"server"}');
      return;
    }
    res.setHeader('Content-Type', 'text/html');
    res.end(`<title>${req.url}</title><script>window.ready = navigator.serviceWorker.register('/sw.js').then(() => navigator.serviceWorker.ready).then(() => 'ready')</script>`);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  port = /** @type {import('node:net').AddressInfo} */ (server.address()).port;
  host = await startHost({
    urls: [`http://127.0.0.1:${port}/shown`, `http://127.0.0.1:${port}/hidden`],
    // The app exposes the first window; the second, of the same origin, it hides.
    bridge: { filter: (wc) => defaultFilter(wc) && !wc.getURL().includes('hidden') },
  });
  const c = await TestClient.connect(host.bridge, host.windows[0].id);
  assert.equal((await c.result('Runtime.evaluate', { expression: 'window.ready', awaitPromise: true, returnByValue: true })).result.value, 'ready');
  await c.close();
});

after(async () => {
  await host?.close();
  await closeServer(server);
  assertNoUnhandledRejections();
});

/**
 * The types of the targets a client was told of with Target.attachedToTarget
 * (those it did not take with next()).
 * @param {TestClient} c
 */
const attachedTypes = (c) => c.received.filter((m) => m.method === 'Target.attachedToTarget').map((m) => m.params.targetInfo.type);

/** @param {string[]} logs */
const detachedWorkers = (logs) => logs.filter((l) => /detached the service_worker .*\/sw\.js its auto-attach reached/.test(l)).length;

/** The hidden window still gets its own answers: its requests were not paused nor answered by a client. */
async function hiddenWindowUntouched() {
  const hidden = host.windows[1];
  const r = await host.standIn.chromium.send(
    'Runtime.evaluate',
    { expression: "fetch('/data').then((r) => r.text())", awaitPromise: true, returnByValue: true },
    hidden.control,
  );
  assert.equal(r.result.value, '{"from":"server"}');
}

test('Target.setAutoAttach on a page gives its frames and workers, not the service worker it shares with a hidden window', async () => {
  const before = detachedWorkers(host.logs);
  const c = await TestClient.connect(host.bridge, host.windows[0].id);
  try {
    await c.result('Target.setAutoAttach', { autoAttach: true, waitForDebuggerOnStart: true, flatten: true });
    // Its own dedicated worker still comes.
    await c.result('Runtime.evaluate', { expression: "window.w = new Worker('/worker.js'); 1" });
    const worker = await c.next((m) => m.method === 'Target.attachedToTarget' && m.params.targetInfo.type === 'worker', 'the dedicated worker');
    await c.result('Runtime.runIfWaitingForDebugger', {}, worker.params.sessionId);
    await eventually(() => detachedWorkers(host.logs) > before, 'the service worker detached');
    assert.deepEqual(attachedTypes(c), [], 'attached to more than its worker');
    // Asking for it by target fails: it is not one of the client's.
    const { targetInfos } = await host.standIn.chromium.send('Target.getTargets', {});
    const sw = targetInfos.find((/** @type {any} */ t) => t.type === 'service_worker');
    assert.ok(sw, 'the service worker runs');
    assert.equal((await c.call('Target.getTargetInfo', { targetId: sw.targetId })).error?.code, -32010);
    // The page's own worker answers; the service worker was let run, and serves the hidden window.
    assert.equal((await c.result('Runtime.evaluate', { expression: 'new Promise((r) => { w.onmessage = (e) => r(e.data); w.postMessage(0); })', awaitPromise: true, returnByValue: true })).result.value, 1);
    await hiddenWindowUntouched();
  } finally {
    await c.close();
  }
});

test('on the browser endpoint, a page session\'s auto-attach does not reach the service worker either', async () => {
  const before = detachedWorkers(host.logs);
  const { body } = await get(host.bridge, '/json/version');
  const b = await TestClient.connect(host.bridge, new URL(JSON.parse(body).webSocketDebuggerUrl).pathname);
  try {
    await b.result('Target.setAutoAttach', { autoAttach: true, waitForDebuggerOnStart: true, flatten: true });
    const page = await b.next((m) => m.method === 'Target.attachedToTarget' && m.params.targetInfo.type === 'page', 'the page');
    assert.equal(page.params.targetInfo.url, `http://127.0.0.1:${port}/shown`);
    await b.result('Target.setAutoAttach', { autoAttach: true, waitForDebuggerOnStart: true, flatten: true }, page.params.sessionId);
    await eventually(() => detachedWorkers(host.logs) > before, 'the service worker detached');
    // The first test's dedicated worker may still run; nothing else.
    assert.deepEqual(attachedTypes(b).filter((t) => t !== 'worker'), [], 'attached to more than its page and worker');
    await hiddenWindowUntouched();
  } finally {
    await b.close();
  }
});

test('an app that allows Target.setAutoAttach gives its clients the service worker', async () => {
  // A second bridge on the same window: the shared one lets its debugger go
  // only once it has undone what the last test's client set.
  await eventually(() => !host.windows[0].debugger.isAttached(), 'the shared bridge detached');
  const bridge = await startBridge({
    webContents: host.standIn.webContents,
    discoveryFile: false,
    setEnv: false,
    log: false,
    filter: (wc) => defaultFilter(wc) && !wc.getURL().includes('hidden'),
    allow: ['Target.setAutoAttach'],
  });
  const c = await TestClient.connect(bridge, host.windows[0].id);
  try {
    await c.result('Target.setAutoAttach', { autoAttach: true, waitForDebuggerOnStart: false, flatten: true });
    await c.next((m) => m.method === 'Target.attachedToTarget' && m.params.targetInfo.type === 'service_worker', 'the service worker');
  } finally {
    await c.close();
    await bridge.close();
  }
});

test('Page.navigate to a file: URL is refused with why and how to allow it; the page stays where it was', async () => {
  const c = await TestClient.connect(host.bridge, host.windows[0].id);
  try {
    for (const url of ['file:///etc/hostname', 'view-source:file:///etc/hostname', 'chrome://gpu']) {
      const { error } = await c.call('Page.navigate', { url });
      assert.equal(error?.code, P.CodeBlocked, url);
      assert.match(error.message, /^Page\.navigate is refused by electron-mcp-bridge: url ".*": .*; a client may navigate to http\(s\):, about:, data:, blob:\. The app can allow it: startBridge\(\{allow: \["Page\.navigate"\]\}\)$/);
    }
    const href = await c.result('Runtime.evaluate', { expression: 'location.href', returnByValue: true });
    assert.equal(href.result.value, `http://127.0.0.1:${port}/shown`);
    // The web is still reachable.
    await c.result('Page.enable');
    await c.result('Page.navigate', { url: `http://127.0.0.1:${port}/shown` });
    await c.event('Page.loadEventFired');
  } finally {
    await c.close();
  }
});
