// @ts-check
'use strict';

// Bridge.allowLeave: an agent's own navigation may leave a page whose
// beforeunload handler asks to stay, for that action only; nothing is
// listened to otherwise, and a client that leaves takes its allowance along.
// (The whole way, through a page that asks to stay, is tested in
// go/mcpserver: TestLeavingAPageThatAsksToStay.)

const { test, before, after } = require('node:test');
const assert = require('node:assert/strict');
const P = require('../protocol');
const { startHost, TestClient, eventually, assertNoUnhandledRejections } = require('../testing/harness');

/** @type {import('../testing/harness').Host} */
let host;

before(async () => {
  host = await startHost({ urls: ['about:blank'] });
});

after(async () => {
  await host?.close();
  assertNoUnhandledRejections();
});

test('an allowance lasts from Bridge.allowLeave to the end of the action, or until its client leaves', async () => {
  const wc = /** @type {any} */ (host.windows[0]);
  const id = String(wc.id);
  const listening = () => wc.listenerCount('will-prevent-unload');
  const before = listening();
  const c = await TestClient.connect(host.bridge, P.PathControl);
  try {
    await c.result(P.MethodBeginAction, { targetId: id });
    assert.equal(listening(), before, 'an action alone listens to nothing');
    await c.result(P.MethodAllowLeave, { targetId: id });
    assert.equal(listening(), before + 1);
    // The page asks to stay: the unload goes on, after the app's listeners.
    const event = { defaultPrevented: false, preventDefault() { this.defaultPrevented = true; } };
    wc.emit('will-prevent-unload', event);
    assert.equal(event.defaultPrevented, true);
    await c.result(P.MethodEndAction, { targetId: id });
    assert.equal(listening(), before);

    const unknown = await c.call(P.MethodAllowLeave, { targetId: '999999' });
    assert.equal(unknown.error?.code, P.CodeInvalidParams);
    assert.match(unknown.error?.message ?? '', /no exposed webContents 999999/);
    const bad = await c.call(P.MethodAllowLeave, {});
    assert.equal(bad.error?.code, P.CodeInvalidParams);
    assert.equal(listening(), before);

    await c.result(P.MethodAllowLeave, { targetId: id });
    assert.equal(listening(), before + 1);
  } finally {
    await c.close();
  }
  await eventually(() => listening() === before, 'the allowance of a client that left is gone');
});
