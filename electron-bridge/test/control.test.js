// @ts-check
'use strict';

// The bridge's own channel (WS /electron-mcp): the gate, Bridge.enable, and
// the target and focus events, from Electron's events rather than polling.

const { test, before, after } = require('node:test');
const assert = require('node:assert/strict');
const P = require('../protocol');
const { startHost, TestClient, Refused, eventually, assertNoUnhandledRejections } = require('../testing/harness');

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
  one.focus();
  const c = await TestClient.connect(host.bridge, P.PathControl);
  try {
    const state = await c.result(P.MethodEnable);
    assert.deepEqual(
      state.targets.map((/** @type {any} */ t) => t.id),
      [one, two, guest].map((wc) => String(wc.id)),
    );
    assert.equal(state.focused, String(one.id));
    assert.deepEqual(state.tools, []);
    assert.deepEqual(state.downloads, []);

    guest.focus();
    assert.deepEqual((await c.event(P.EventFocusChanged)).params, { id: String(guest.id) });
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
  const [one, two] = host.windows;
  one.focus();
  const c = await TestClient.connect(host.bridge, P.PathControl);
  try {
    assert.equal((await c.result(P.MethodEnable)).focused, String(one.id));
    // The person moves to another app: Electron reports nothing focused.
    host.standIn.focus(null);
    await eventually(() => !one.isFocused(), 'the blur');
    assert.equal((await c.result(P.MethodEnable)).focused, String(one.id));
    two.focus();
    assert.deepEqual((await c.event(P.EventFocusChanged)).params, { id: String(two.id) });
    assert.equal((await c.result(P.MethodEnable)).focused, String(two.id));
  } finally {
    await c.close();
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
    one.focus();
    assert.deepEqual((await d.event(P.EventFocusChanged)).params, { id: String(one.id) });
  } finally {
    await d.close();
  }
});
