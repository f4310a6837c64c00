// @ts-check
'use strict';

// The bridge in front of the Chromium stand-in: listing, multiplexing, the
// gate, targets that die or crash, flat sessions, limits and options.

const { test, before, after } = require('node:test');
const assert = require('node:assert/strict');
const http = require('node:http');
const net = require('node:net');
const P = require('../protocol');
const { startBridge } = require('..');
const { startHost, list, get, headersFor, TestClient, Refused, eventually, closeServer, assertNoUnhandledRejections, assertTokenKept } = require('../testing/harness');

/** @type {import('../testing/harness').Host} */
let host;
/** Serves /main (an iframe from the other site) and /frame. */
let pages = http.createServer();
let pagesPort = 0;

before(async () => {
  pages = http.createServer((req, res) => {
    res.setHeader('Content-Type', 'text/html');
    if (req.url === '/main') {
      res.end(`<title>main</title><iframe src="http://localhost:${pagesPort}/frame"></iframe>`);
    } else {
      res.end('<title>frame</title><p>in the frame</p>');
    }
  });
  await new Promise((resolve) => pages.listen(0, '127.0.0.1', () => resolve(undefined)));
  pagesPort = /** @type {import('node:net').AddressInfo} */ (pages.address()).port;
  host = await startHost({
    urls: ['data:text/html,<title>one</title>one', 'data:text/html,<title>two</title>two'],
    webviews: ['data:text/html,<title>guest</title>guest'],
  });
});

after(async () => {
  await host?.close();
  await closeServer(pages);
  if (host) assertTokenKept(host, { anySilence: true });
  assertNoUnhandledRejections();
});

/** @param {import('../testing/standin').StandInWebContents} wc */
function attachedInStandIn(wc) {
  return wc.dbg.isAttached();
}

test('lists windows and webviews with their types, host and state', async () => {
  const [one, two] = host.windows;
  const [guest] = host.webviews;
  const targets = await list(host.bridge);
  assert.deepEqual(
    targets.map((t) => [t.id, t.type, t.electronType, t.hostId]),
    [
      [String(one.id), 'page', 'window', undefined],
      [String(two.id), 'page', 'window', undefined],
      [String(guest.id), 'webview', 'webview', String(one.id)],
    ],
  );
  const first = targets[0];
  assert.equal(first.title, 'one');
  assert.equal(first.url, 'data:text/html,<title>one</title>one');
  assert.equal(first.webSocketDebuggerUrl, `ws://127.0.0.1:${host.bridge.port}/devtools/page/${one.id}`);
  assert.equal(first.attached, false);
  assert.equal(first.visible, true);

  two.focus();
  assert.deepEqual((await list(host.bridge)).map((t) => [t.focused, t.visible]), [[false, true], [true, true], [false, true]]);
  // The person in the webview: Electron says its embedder (and every guest
  // of that window) is focused. Which one the person is in is known only
  // from signals the bridge listens to while a client follows the focus
  // (test/control.test.js); without them the list does not guess.
  host.standIn.focus(guest);
  assert.deepEqual([one.isFocused(), guest.isFocused()], [true, true]);
  assert.deepEqual((await list(host.bridge)).map((t) => t.focused), [false, false, false]);
  two.focus();
  two.window?.hide();
  try {
    const now = await list(host.bridge);
    assert.deepEqual(now.map((t) => [t.focused, t.visible]), [[false, true], [false, false], [false, true]]);
  } finally {
    two.window?.show();
  }
});

test('bridge.release gives the app the debugger back: the agents on it end with why, what they set is undone, later ones hear the app holds it', async () => {
  const wc = host.windows[1];
  const a = await TestClient.connect(host.bridge, wc.id);
  await a.result('Emulation.setDeviceMetricsOverride', { width: 300, height: 200, deviceScaleFactor: 1, mobile: false });
  const width = async () => (await wc.debugger.sendCommand('Runtime.evaluate', { expression: 'innerWidth', returnByValue: true })).result.value;
  await host.bridge.release(wc);
  const closed = await a.closed;
  assert.equal(closed.code, P.CloseDetached);
  assert.match(closed.reason, /the app took this webContents' debugger back \(bridge\.release\)/);
  assert.equal(wc.dbg.isAttached(), false);
  // The app attaches at once, and the agent's override is gone.
  wc.debugger.attach('1.3');
  try {
    assert.notEqual(await width(), 300);
    const b = await TestClient.connect(host.bridge, wc.id);
    const refused = await b.closed;
    assert.equal(refused.code, P.CloseAttachFailed);
    assert.match(refused.reason, /the app holds this webContents' debugger itself/);
  } finally {
    wc.debugger.detach();
  }
  // Nothing to give back: resolves, never throws into the app.
  await host.bridge.release(wc);
  await host.bridge.release(/** @type {any} */ ({}));
});

test("an agent's Ctrl+W reaches the page, never the app's menu accelerator; the app's before-input-event can tell it from the person's", async () => {
  const { standIn } = host;
  const win = await standIn.createWindow('data:text/html,<title>keys</title><script>window.keys = []; addEventListener("keydown", (e) => keys.push((e.ctrlKey ? "Ctrl+" : "") + e.key))</script>');
  /** @type {string[]} */
  const closedBy = [];
  standIn.setApplicationMenu([{ accelerator: 'CmdOrCtrl+W', click: (w) => closedBy.push(`menu closes ${w.id}`) }]);
  /** @type {boolean[]} */
  const fromAgent = [];
  win.on('before-input-event', () => fromAgent.push(host.bridge.inputFromAgent()));
  const c = await TestClient.connect(host.bridge, win.id);
  try {
    // As electron-mcp and chromedp send it: with the native key code.
    const key = { modifiers: 2, key: 'w', code: 'KeyW', windowsVirtualKeyCode: 87, nativeVirtualKeyCode: 87 };
    await c.result('Input.dispatchKeyEvent', { type: 'rawKeyDown', ...key });
    await c.result('Input.dispatchKeyEvent', { type: 'keyUp', ...key });
    const keys = await c.result('Runtime.evaluate', { expression: 'keys', returnByValue: true });
    assert.deepEqual(keys.result.value, ['Ctrl+w'], 'the page got the key');
    await new Promise((resolve) => setImmediate(resolve));
    assert.deepEqual(closedBy, [], 'the menu accelerator did not run');
    assert.equal(win.isDestroyed(), false);
    standIn.personInput(win, 'rawKeyDown');
    assert.deepEqual(fromAgent, [true, false]);
  } finally {
    await c.close();
    standIn.setApplicationMenu([]);
    await standIn.destroy(win);
  }
});

test('two clients share one attach; the debugger detaches after the last leaves', async () => {
  const wc = host.windows[0];
  const a = await TestClient.connect(host.bridge, wc.id);
  const b = await TestClient.connect(host.bridge, wc.id);
  assert.equal(attachedInStandIn(wc), true);
  assert.equal((await list(host.bridge))[0].attached, true);

  // Both use the same id at once; each gets its own answer.
  a.sendRaw({ id: 1, method: 'Runtime.evaluate', params: { expression: '"from a"', returnByValue: true } });
  b.sendRaw({ id: 1, method: 'Runtime.evaluate', params: { expression: '"from b"', returnByValue: true } });
  assert.equal((await a.next((m) => m.id === 1, 'answer 1')).result.result.value, 'from a');
  assert.equal((await b.next((m) => m.id === 1, 'answer 1')).result.result.value, 'from b');

  // Events reach every client, whoever caused them.
  await a.result('Runtime.enable');
  await a.result('Runtime.evaluate', { expression: 'console.log("hello both")' });
  for (const c of [a, b]) {
    const e = await c.next((m) => m.method === 'Runtime.consoleAPICalled' && m.params.args[0].value === 'hello both', 'console event');
    assert.equal(e.sessionId, undefined);
  }

  await a.close();
  assert.equal((await b.result('Runtime.evaluate', { expression: '1+1', returnByValue: true })).result.value, 2);
  assert.equal(attachedInStandIn(wc), true);
  await b.close();
  await eventually(() => !attachedInStandIn(wc), 'the debugger to detach');
  assert.equal((await list(host.bridge))[0].attached, false);
});

test('requests without the token, from a page or for another host are refused before anything attaches', async () => {
  const { bridge } = host;
  const wc = host.windows[0];
  await eventually(() => !attachedInStandIn(wc), 'earlier clients to leave');
  /** @type {[Parameters<typeof headersFor>[1], number][]} */
  const cases = [
    [{ auth: 'none' }, 401],
    [{ auth: 'wrong' }, 401],
    [{ origin: 'http://evil.example' }, 403],
    [{ host: 'evil.example' }, 403],
    [{ host: `127.0.0.1:${bridge.port + 1}` }, 403],
    [{ origin: 'file://', auth: 'none' }, 403],
  ];
  for (const [o, status] of cases) {
    assert.equal((await get(bridge, '/json/list', headersFor(bridge, o))).status, status, JSON.stringify(o));
    await assert.rejects(TestClient.connect(bridge, wc.id, o), (err) => err instanceof Refused && err.status === status);
  }
  assert.equal((await get(bridge, '/json/list', headersFor(bridge, { host: `localhost:${bridge.port}` }))).status, 200);
  await assert.rejects(TestClient.connect(bridge, 987654), (err) => err instanceof Refused && err.status === 404);
  await assert.rejects(TestClient.connect(bridge, 'abc'), (err) => err instanceof Refused && err.status === 404);
  assert.equal(attachedInStandIn(wc), false);
});

test('connections that send no request are closed after HandshakeTimeoutMs, the oldest first past MaxPendingConnections; a client with the token still gets in', async () => {
  const n = P.MaxPendingConnections + 32;
  /** @type {net.Socket[]} */
  const idle = [];
  let closed = 0;
  try {
    for (let i = 0; i < n; i++) {
      const socket = net.connect(host.bridge.port, '127.0.0.1');
      socket.on('error', () => {});
      socket.on('close', () => closed++);
      await new Promise((resolve) => socket.once('connect', resolve));
      idle.push(socket);
    }
    // The bridge holds no more of them than the bound.
    await eventually(() => closed >= n - P.MaxPendingConnections, 'the oldest idle connections closed');
    assert.equal(idle.slice(0, n - P.MaxPendingConnections).every((s) => s.destroyed || s.readableEnded), true, 'it closed others than the oldest');
    // The token holder is not locked out.
    assert.ok((await list(host.bridge)).length > 0);
    const c = await TestClient.connect(host.bridge, host.windows[0].id);
    assert.equal((await c.result('Runtime.evaluate', { expression: '1 + 1', returnByValue: true })).result.value, 2);
    // The rest go once the handshake time is out; the client with the token stays.
    await eventually(() => closed === n, 'every idle connection closed', P.HandshakeTimeoutMs + 5000);
    assert.equal((await c.result('Runtime.evaluate', { expression: '2 + 2', returnByValue: true })).result.value, 4);
    await c.close();
  } finally {
    for (const s of idle) s.destroy();
  }
});

test('the token stays out of the logs and of refusals wherever a request carries it', async () => {
  const { bridge } = host;
  const token = bridge.token;
  const noAuth = headersFor(bridge, { auth: 'none' });
  // Without the header, the token elsewhere in the request: refused.
  for (const path of [`/json/list?token=${token}`, `/${token}`, `/devtools/page/${host.windows[0].id}?token=${token}`]) {
    assert.equal((await get(bridge, path, noAuth)).status, 401, path);
  }
  for (const auth of [`Basic ${token}`, `Bearer ${token}x`, `bearer ${token}`]) {
    assert.equal((await get(bridge, '/json/list', { ...noAuth, Authorization: auth })).status, 401, auth);
  }
  assert.equal((await get(bridge, '/json/list', { ...headersFor(bridge), Origin: `http://${token}.example` })).status, 403);
  assert.equal((await get(bridge, '/json/list', { ...headersFor(bridge), Host: `${token}:${bridge.port}` })).status, 403);
  // With it, the token in paths that name nothing.
  assert.equal((await get(bridge, `/json/${token}`)).status, 404);
  for (const path of [`/devtools/page/${token}`, `/devtools/browser/${token}`]) {
    await assert.rejects(TestClient.connect(bridge, path), (err) => err instanceof Refused && err.status === 404, path);
  }
  // Commands the bridge refuses, from a client that has the token.
  const c = await TestClient.connect(bridge, host.windows[0].id);
  assert.equal((await c.call('Browser.close')).error?.code, P.CodeBlocked);
  assert.equal((await c.call('Target.attachToTarget', { targetId: token })).error?.code, P.CodeBlocked);
  await c.close();
  // A request the HTTP parser refuses (the bridge logs why at debug level).
  await new Promise((resolve, reject) => {
    const socket = net.connect(bridge.port, '127.0.0.1', () => {
      socket.write(`GET /${token} HTTP/1.1\r\nHost: 127.0.0.1:${bridge.port}\r\nAuthorization: Bearer ${token}\r\nX-Bad: a\x00b\r\n\r\n`);
    });
    socket.on('error', reject);
    socket.on('close', () => resolve(undefined));
    socket.resume();
  });
  await eventually(() => host.logs.some((line) => line.startsWith('debug: http client error')), 'the parse error logged');
  assertTokenKept(host);
});

test('a window destroyed while a command is pending: error at once, Inspector.detached, 4001; the rest keeps working', async () => {
  const doomed = await host.standIn.createWindow('data:text/html,<title>doomed</title>doomed');
  const doomedId = doomed.id;
  const c = await TestClient.connect(host.bridge, doomedId);
  const other = await TestClient.connect(host.bridge, host.windows[0].id);
  const id = c.send('Runtime.evaluate', { expression: 'new Promise(() => {})', awaitPromise: true });
  // The command is in Chromium's hands before the window goes.
  await c.result('Runtime.evaluate', { expression: '1' });
  await host.standIn.destroy(doomed);

  const answer = await c.next((m) => m.id === id, 'the pending answer');
  assert.deepEqual(answer.error, { code: P.CodeTargetClosed, message: 'target closed while handling command' });
  const detached = await c.event('Inspector.detached');
  assert.deepEqual(detached.params, { reason: 'target_closed' });
  assert.equal((await c.waitClosed()).code, P.CloseTargetGone);

  assert.equal((await other.result('Runtime.evaluate', { expression: '6*7', returnByValue: true })).result.value, 42);
  assert.ok(!(await list(host.bridge)).some((t) => t.id === String(doomedId)));
  await assert.rejects(TestClient.connect(host.bridge, doomedId), (err) => err instanceof Refused && err.status === 404);
  await other.close();
});

test('a debugger detached by the app ends its clients with 4002; a new client attaches again', async () => {
  const wc = host.windows[1];
  const c = await TestClient.connect(host.bridge, wc.id);
  wc.debugger.detach();
  assert.deepEqual((await c.event('Inspector.detached')).params, { reason: 'debugger_detached' });
  assert.equal((await c.waitClosed()).code, P.CloseDetached);
  const again = await TestClient.connect(host.bridge, wc.id);
  assert.equal((await again.result('Runtime.evaluate', { expression: 'document.title', returnByValue: true })).result.value, 'two');
  await again.close();
});

test('a debugger the app already holds: the client is closed with CloseAttachFailed and the reason', async () => {
  const wc = await host.standIn.createWindow('data:text/html,taken');
  wc.debugger.attach();
  const c = await TestClient.connect(host.bridge, wc.id);
  const { code, reason } = await c.waitClosed();
  assert.equal(code, P.CloseAttachFailed);
  assert.match(reason, /the app holds this webContents' debugger itself/);
  assert.equal((await list(host.bridge)).find((t) => t.id === String(wc.id))?.attached, false);
  wc.debugger.detach();
  await host.standIn.destroy(wc);
});

test("a second bridge in the app, on a webContents whose debugger the first holds: its client is closed with CloseAttachFailed saying so; once the first let go, it attaches", async () => {
  const wc = await host.standIn.createWindow('data:text/html,two bridges');
  const second = await startBridge({ webContents: host.standIn.webContents, discoveryFile: false, setEnv: false, log: false });
  try {
    const first = await TestClient.connect(host.bridge, wc.id);
    await first.result('Runtime.evaluate', { expression: '1' });
    const refused = await TestClient.connect(second, wc.id);
    const { code, reason } = await refused.waitClosed();
    assert.equal(code, P.CloseAttachFailed);
    assert.match(reason, /^another bridge in this app holds this webContents' debugger/);
    assert.equal(attachedInStandIn(wc), true, "the first bridge's client goes on");
    assert.equal((await first.result('Runtime.evaluate', { expression: '2', returnByValue: true })).result.value, 2);
    await first.close();
    await eventually(() => !attachedInStandIn(wc), 'the first bridge detached');
    // Had by the app now, it is the app's.
    wc.debugger.attach();
    const toApp = await TestClient.connect(second, wc.id);
    assert.match((await toApp.waitClosed()).reason, /^the app holds this webContents' debugger itself/);
    wc.debugger.detach();
    const c = await TestClient.connect(second, wc.id);
    assert.equal((await c.result('Runtime.evaluate', { expression: '3', returnByValue: true })).result.value, 3);
    await c.close();
  } finally {
    await second.close();
    await host.standIn.destroy(wc);
  }
});

test('a renderer crash takes nothing down; reload brings the page back', async () => {
  const wc = await host.standIn.createWindow('data:text/html,<title>fragile</title>fragile');
  const c = await TestClient.connect(host.bridge, wc.id);
  await c.result('Page.enable');
  await host.standIn.crash(wc);
  await c.event('Inspector.targetCrashed');
  assert.equal(wc.isCrashed(), true);
  assert.ok((await list(host.bridge)).some((t) => t.id === String(wc.id)));

  const other = await TestClient.connect(host.bridge, host.windows[0].id);
  assert.equal((await other.result('Runtime.evaluate', { expression: '2+2', returnByValue: true })).result.value, 4);
  await other.close();

  await c.result('Page.reload');
  await c.event('Inspector.targetReloadedAfterCrash');
  await c.event('Page.loadEventFired');
  assert.equal((await c.result('Runtime.evaluate', { expression: 'document.title', returnByValue: true })).result.value, 'fragile');
  await c.close();
  await host.standIn.destroy(wc);
});

test('flat sessions: Target.setAutoAttach reaches an out-of-process iframe; its events carry its sessionId to every client', async () => {
  const wc = await host.standIn.createWindow(`http://127.0.0.1:${pagesPort}/main`);
  const a = await TestClient.connect(host.bridge, wc.id);
  const b = await TestClient.connect(host.bridge, wc.id);
  await a.result('Target.setAutoAttach', { autoAttach: true, waitForDebuggerOnStart: false, flatten: true });
  const attached = await a.next((m) => m.method === 'Target.attachedToTarget' && m.params.targetInfo.type === 'iframe', 'the OOPIF');
  const session = attached.params.sessionId;
  assert.equal(attached.sessionId, undefined, 'reported on the root session');

  const answer = await a.call('Runtime.evaluate', { expression: 'location.host', returnByValue: true }, session);
  assert.equal(answer.result.result.value, `localhost:${pagesPort}`);
  assert.equal(answer.sessionId, session);

  await a.result('Runtime.enable', {}, session);
  for (const c of [a, b]) {
    const e = await c.next((m) => m.method === 'Runtime.executionContextCreated' && m.sessionId === session, 'a context of the frame');
    assert.equal(e.params.context.origin, `http://localhost:${pagesPort}`);
  }
  await a.close();
  await b.close();
  await host.standIn.destroy(wc);
});

test("auto-attach: a client that joins later learns the child sessions there are; waitForDebuggerOnStart goes with the client that set it", async () => {
  const wc = await host.standIn.createWindow(`http://127.0.0.1:${pagesPort}/main`);
  const a = await TestClient.connect(host.bridge, wc.id);
  const b = await TestClient.connect(host.bridge, wc.id);
  try {
    await a.result('Target.setAutoAttach', { autoAttach: true, waitForDebuggerOnStart: true, flatten: true });
    const first = await a.next((m) => m.method === 'Target.attachedToTarget' && m.params.targetInfo.type === 'iframe', 'the OOPIF');
    await a.result('Runtime.runIfWaitingForDebugger', {}, first.params.sessionId);
    // b was there: it heard of it with a; c comes later and asks.
    await b.next((m) => m.method === 'Target.attachedToTarget' && m.params.sessionId === first.params.sessionId, 'b heard it');
    const c = await TestClient.connect(host.bridge, wc.id);
    try {
      await c.result('Target.setAutoAttach', { autoAttach: true, waitForDebuggerOnStart: true, flatten: true });
      const told = await c.next((m) => m.method === 'Target.attachedToTarget', 'the OOPIF, told to c');
      assert.equal(told.params.sessionId, first.params.sessionId);
      assert.equal(told.params.waitingForDebugger, false);
      await c.result('Target.setAutoAttach', { autoAttach: true, waitForDebuggerOnStart: true, flatten: true });
      await c.result('Runtime.evaluate', { expression: '1' });
      assert.equal(c.received.filter((m) => m.method === 'Target.attachedToTarget').length, 0, 'told once');
    } finally {
      await c.close();
    }
    // a leaves: its waitForDebuggerOnStart goes with it, so a new
    // out-of-process frame runs although nobody is there to run it.
    await a.close();
    const loaded = await b.call('Runtime.evaluate', {
      expression: `new Promise((resolve) => { const f = document.createElement('iframe'); f.onload = () => resolve('loaded'); f.src = 'http://localhost:${pagesPort}/frame?late'; document.body.append(f); })`,
      awaitPromise: true,
      returnByValue: true,
    });
    assert.equal(loaded.result?.result?.value, 'loaded', JSON.stringify(loaded));
  } finally {
    await b.close();
    await host.standIn.destroy(wc);
  }
});

test('an answer over MaxRelayedBytes reaches the client as an error that says so; an event over it is dropped; the client goes on', async () => {
  const wc = await host.standIn.createWindow('data:text/html,<title>big</title>big');
  const c = await TestClient.connect(host.bridge, wc.id);
  try {
    const chars = P.MaxRelayedBytes + 1024;
    const big = await c.call('Runtime.evaluate', { expression: `'x'.repeat(${chars})`, returnByValue: true });
    assert.equal(big.error?.code, P.CodeServerError, JSON.stringify(big).slice(0, 200));
    assert.match(big.error.message, /^the answer to Runtime\.evaluate is 16\.0 MiB, over the bridge's 16\.0 MiB .*ask for less/);
    await c.result('Runtime.enable');
    await c.result('Runtime.evaluate', { expression: `console.log('x'.repeat(${chars})), console.log('small'), 1` });
    const small = await c.next((m) => m.method === 'Runtime.consoleAPICalled' && m.params.args[0]?.value === 'small', 'the small console message');
    assert.ok(small);
    assert.equal(c.received.some((m) => m.method === 'Runtime.consoleAPICalled'), false, 'the large one was dropped');
    assert.ok(host.logs.some((l) => /dropped a Runtime\.consoleAPICalled event of \d+ characters, over MaxRelayedBytes/.test(l)));
    assert.equal((await c.result('Runtime.evaluate', { expression: '6*7', returnByValue: true })).result.value, 42);
  } finally {
    await c.close();
    await host.standIn.destroy(wc);
  }
});

test('more than MaxPendingPerClient commands in flight are refused, one by one', async () => {
  const wc = await host.standIn.createWindow('data:text/html,busy');
  const c = await TestClient.connect(host.bridge, wc.id);
  const never = { expression: 'new Promise(() => {})', awaitPromise: true };
  for (let i = 0; i < P.MaxPendingPerClient; i++) c.send('Runtime.evaluate', never);
  const answer = await c.call('Runtime.evaluate', never);
  assert.equal(answer.error.code, P.CodeTooManyPending);
  assert.match(answer.error.message, /commands in flight/);
  await c.close();
  await host.standIn.destroy(wc);
});

test('options: block extends the list, filter hides webContents, close() is idempotent and says going away', async () => {
  const [one] = host.windows;
  const [guest] = host.webviews;
  const bridge = await startBridge({
    webContents: host.standIn.webContents,
    BrowserWindow: host.standIn.BrowserWindow,
    discoveryFile: false,
    setEnv: false,
    log: false,
    block: [...P.Blocked, 'Runtime.evaluate'],
    filter: (wc) => wc.getType() !== 'webview',
  });
  assert.deepEqual((await list(bridge)).map((t) => t.id), host.windows.map((w) => String(w.id)));
  await assert.rejects(TestClient.connect(bridge, guest.id), (err) => err instanceof Refused && err.status === 404);

  const c = await TestClient.connect(bridge, one.id);
  assert.deepEqual((await c.call('Runtime.evaluate', { expression: '1' })).error, {
    code: P.CodeBlocked,
    message: 'Runtime.evaluate is blocked by electron-mcp-bridge: the app blocks it. The app can allow it: startBridge({allow: ["Runtime.evaluate"]})',
  });
  assert.equal((await c.call('Page.crash')).error.code, P.CodeBlocked);

  const first = bridge.close();
  assert.equal(bridge.close(), first);
  await first;
  assert.equal((await c.waitClosed()).code, P.CloseGoingAway);
  assert.equal(attachedInStandIn(one), false);
  await assert.rejects(get(bridge, '/json/list'));
  await bridge.close();
});
