// @ts-check
'use strict';

// The bridge's own channel (WS /electron-mcp): the gate, Bridge.enable, and
// the target and focus events, from Electron's events rather than polling.

const { test, before, after } = require('node:test');
const assert = require('node:assert/strict');
const P = require('../protocol');
const { startHost, TestClient, Refused, eventually, list, assertNoUnhandledRejections } = require('../testing/harness');

/** @type {import('../testing/harness').Host} */
let host;

before(async () => {
  host = await startHost({
    urls: ['data:text/html,<title>one</title>one', 'data:text/html,<title>two</title>two'],
    webviews: ['data:text/html,<title>guest</title>guest'],
  });
});

after(async () => {
  await host?.close();
  assertNoUnhandledRejections();
});

/** How many listeners the bridge keeps on a webContents for an event. @param {import('../testing/standin').StandInWebContents} wc @param {string} name */
function listeners(wc, name) {
  return wc.listenerCount(name);
}

test('the channel passes the same gate as the rest', async () => {
  for (const o of [{ auth: /** @type {const} */ ('none') }, { auth: /** @type {const} */ ('wrong') }, { origin: 'https://evil.example' }, { host: 'evil.example' }]) {
    await assert.rejects(TestClient.connect(host.bridge, P.PathControl, o), (err) => err instanceof Refused && (err.status === 401 || err.status === 403));
  }
});

test('Bridge.enable answers the targets and the focus, then events follow; unknown methods fail like CDP', async () => {
  const [one, two] = host.windows;
  const [guest] = host.webviews;
  two.focus();
  const c = await TestClient.connect(host.bridge, P.PathControl);
  try {
    const state = await c.result(P.MethodEnable);
    assert.deepEqual(
      state.targets.map((/** @type {any} */ t) => t.id),
      [one, two, guest].map((wc) => String(wc.id)),
    );
    assert.equal(state.focused, String(two.id));
    assert.deepEqual(state.tools, []);
    assert.deepEqual(state.downloads, []);

    // Its window takes the focus first ('' for a moment: which of its
    // views has it is not known yet), then the guest says it.
    host.standIn.focus(guest);
    await c.next((m) => m.method === P.EventFocusChanged && m.params.id === String(guest.id), 'the guest focused');
    c.received = c.received.filter((m) => m.method !== P.EventFocusChanged);
    two.focus();
    assert.deepEqual((await c.event(P.EventFocusChanged)).params, { id: String(two.id) });

    const three = await host.standIn.createWindow('data:text/html,<title>three</title>three');
    const created = await c.event(P.EventTargetCreated);
    assert.equal(created.params.id, String(three.id));
    await eventually(() => c.received.some((m) => m.method === P.EventTargetChanged && m.params.target.title === 'three'), 'the new title');
    const threeId = String(three.id);
    await host.standIn.destroy(three);
    assert.deepEqual((await c.event(P.EventTargetDestroyed)).params, { id: threeId });

    const bad = await c.call('Bridge.nope');
    assert.deepEqual(bad.error, { code: P.CodeMethodNotFound, message: "'Bridge.nope' wasn't found" });
    const noTarget = await c.call(P.MethodBeginAction, {});
    assert.equal(noTarget.error.code, P.CodeInvalidParams);
  } finally {
    await c.close();
  }
});

test('focus that leaves the app keeps the last one', async () => {
  const [, two] = host.windows;
  const [guest] = host.webviews;
  two.focus();
  const c = await TestClient.connect(host.bridge, P.PathControl);
  try {
    assert.equal((await c.result(P.MethodEnable)).focused, String(two.id));
    // The person moves to another app: Electron reports nothing focused.
    host.standIn.focus(null);
    await eventually(() => !two.isFocused(), 'the blur');
    assert.equal((await c.result(P.MethodEnable)).focused, String(two.id));
    host.standIn.focus(guest);
    assert.deepEqual((await c.event(P.EventFocusChanged)).params, { id: String(guest.id) });
    assert.equal((await c.result(P.MethodEnable)).focused, String(guest.id));
    // Out of the app from the guest: its '-focus-change' false leaves the embedder, which is not focused either.
    host.standIn.focus(null);
    await eventually(() => !guest.isFocused(), 'the blur');
    assert.equal((await c.result(P.MethodEnable)).focused, String(guest.id));
  } finally {
    await c.close();
  }
});

test('two <webview> panels: every guest of the focused window reports isFocused(), the channel names the one the person is in', async () => {
  const { standIn } = host;
  const win = await standIn.createWindow('data:text/html,<title>app</title><input id=terminal>');
  const [first, second] = await Promise.all([
    standIn.createWebview(win, 'data:text/html,<title>first</title><button>first</button>'),
    standIn.createWebview(win, 'data:text/html,<title>second</title><button>second</button>'),
  ]);
  const c = await TestClient.connect(host.bridge, P.PathControl);
  try {
    // The window took the focus when it opened; nobody said where in it the person is.
    win.focus();
    assert.deepEqual([win.isFocused(), first.isFocused(), second.isFocused()], [true, true, true]);
    assert.equal(standIn.webContents.getFocusedWebContents(), first, "Electron's own guess: the first guest");
    const state = await c.result(P.MethodEnable);
    assert.equal(state.focused, '', 'unknown, not a guess');
    assert.deepEqual(
      state.targets.filter((/** @type {any} */ t) => [win, first, second].some((w) => String(w.id) === t.id)).map((/** @type {any} */ t) => t.focused),
      [false, false, false],
    );

    standIn.focus(second);
    assert.deepEqual((await c.event(P.EventFocusChanged)).params, { id: String(second.id) });
    assert.deepEqual([win.isFocused(), first.isFocused(), second.isFocused()], [true, true, true]);
    assert.deepEqual((await list(host.bridge)).filter((t) => t.hostId === String(win.id)).map((t) => t.focused), [false, true]);
    standIn.focus(first);
    assert.deepEqual((await c.event(P.EventFocusChanged)).params, { id: String(first.id) });
    // The person clicks into the app's own page (its terminal, say).
    standIn.focus(win);
    assert.deepEqual((await c.event(P.EventFocusChanged)).params, { id: String(win.id) });
    // Input tells too: the person types in the second panel.
    standIn.personInput(second, 'rawKeyDown');
    assert.deepEqual((await c.event(P.EventFocusChanged)).params, { id: String(second.id) });
    standIn.personInput(first, 'mouseMove');
    standIn.personInput(first, 'mouseDown');
    assert.deepEqual((await c.event(P.EventFocusChanged)).params, { id: String(first.id) });
    standIn.focus(second);
    assert.deepEqual((await c.event(P.EventFocusChanged)).params, { id: String(second.id) });

    // An agent's click in the first panel moves Electron's focus there and
    // says so on the same events, but it is not the person moving.
    const agent = await TestClient.connect(host.bridge, first.id);
    try {
      const n = c.received.length;
      const echo = new Promise((resolve) => first.once('-focus-change', (_e, on) => resolve(on)));
      for (const type of ['mousePressed', 'mouseReleased']) {
        await agent.result('Input.dispatchMouseEvent', { type, x: 5, y: 5, button: 'left', clickCount: 1 });
      }
      assert.equal(await echo, true, "Electron's focus moved into the first panel");
      assert.equal((await c.result(P.MethodEnable)).focused, String(second.id));
      assert.deepEqual(c.received.slice(n).filter((m) => m.method === P.EventFocusChanged), []);
    } finally {
      await agent.close();
    }
  } finally {
    await c.close();
    await standIn.destroy(win);
  }
});

test('nothing listens to the app while no client holds the channel; a later client learns the focus', async () => {
  const [one, two] = host.windows;
  one.focus();
  const before = listeners(one, 'did-navigate');
  const c = await TestClient.connect(host.bridge, P.PathControl);
  await c.result(P.MethodEnable);
  assert.ok(listeners(one, 'did-navigate') > before);
  two.focus();
  await c.event(P.EventFocusChanged);
  await c.close();
  await eventually(() => listeners(one, 'did-navigate') === before, 'the listeners to go');
  // The app lost the focus meanwhile (the person went to the terminal):
  // the last view they used is still known.
  host.standIn.focus(null);
  const d = await TestClient.connect(host.bridge, P.PathControl);
  try {
    assert.equal((await d.result(P.MethodEnable)).focused, String(two.id));
    // The person clicks into the first window's webview.
    host.standIn.focus(host.webviews[0]);
    await d.next((m) => m.method === P.EventFocusChanged && m.params.id === String(host.webviews[0].id), 'the webview focused');
  } finally {
    await d.close();
  }
});
