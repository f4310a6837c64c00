// @ts-check
'use strict';

// The IPC the pages send the main process, for clients that ask
// (Bridge.enableIpc): listened to only while such a client is connected.

const { test, before, after } = require('node:test');
const assert = require('node:assert/strict');
const P = require('../protocol');
const { summarize } = require('../lib/ipc');
const { startHost, TestClient, eventually, assertNoUnhandledRejections } = require('../testing/harness');

/** @type {import('../testing/harness').Host} */
let host;

before(async () => {
  host = await startHost({ urls: ['data:text/html,<title>IPC</title><p>ipc</p>'], standIn: { preload: true } });
  const { ipcMain } = host.standIn.main;
  ipcMain.handle('load', (_e, name) => ({ name, size: 12 }));
  ipcMain.handle('fails', () => {
    throw new Error('disk full');
  });
  ipcMain.handle('never', () => new Promise(() => {}));
});

after(async () => {
  await host?.close();
  assertNoUnhandledRejections();
});

/** The bridge's listeners on a webContents: none of its own while no client asked. @param {any} wc */
function listeners(wc) {
  return { message: wc.listenerCount('ipc-message'), sync: wc.listenerCount('ipc-message-sync'), invoke: wc.listenerCount('-ipc-invoke') };
}

test('with no client that asked, the bridge listens to no IPC event', async () => {
  const wc = host.windows[0];
  // Electron's own '-ipc-invoke' dispatcher is the only listener.
  assert.deepEqual(listeners(wc), { message: 0, sync: 0, invoke: 1 });
  const c = await TestClient.connect(host.bridge, P.PathControl);
  await c.result(P.MethodEnable);
  assert.deepEqual(listeners(wc), { message: 0, sync: 0, invoke: 1 }, 'a client that did not ask costs nothing');
  await assert.rejects(c.result(P.MethodGetIpcMessages, { targetId: String(wc.id) }), /call Bridge.enableIpc first/);
  await c.result(P.MethodEnableIpc);
  assert.deepEqual(listeners(wc), { message: 1, sync: 1, invoke: 2 });
  c.close();
  await eventually(() => listeners(wc).message === 0, 'the listeners gone with the client');
  assert.deepEqual(listeners(wc), { message: 0, sync: 0, invoke: 1 });
});

test('sends and invokes are listed newest first, with their arguments and whether the main process answered, threw or never did', async () => {
  const wc = host.windows[0];
  const id = String(wc.id);
  const c = await TestClient.connect(host.bridge, P.PathControl);
  const page = await TestClient.connect(host.bridge, wc.id);
  try {
    await c.result(P.MethodEnableIpc);
    const before = new Date().toISOString();
    await page.result('Runtime.evaluate', {
      expression: `ipcRenderer.send('saved', {name: 'a.txt', tags: ['x', 2]}); window.done = Promise.allSettled([ipcRenderer.invoke('load', 'a.txt'), ipcRenderer.invoke('fails'), ipcRenderer.invoke('nobody')]); ipcRenderer.invoke('never', 'x'.repeat(500)); 0`,
    });
    await page.result('Runtime.evaluate', { expression: 'window.done', awaitPromise: true });
    /** @type {import('../protocol').IpcMessagesResult} */
    let r = { messages: [], total: 0 };
    await eventually(async () => {
      r = await c.result(P.MethodGetIpcMessages, { targetId: id, since: before });
      return r.total === 5 && r.messages.filter((m) => m.state === P.IpcPending).length === 1;
    }, 'five messages, one pending');
    const by = Object.fromEntries(r.messages.map((m) => [m.channel, m]));
    assert.deepEqual(r.messages.map((m) => m.channel), ['never', 'nobody', 'fails', 'load', 'saved'], 'newest first');
    assert.equal(by.saved.kind, P.IpcSend);
    assert.equal(by.saved.args, '[{name: "a.txt", tags: ["x", 2]}]');
    assert.deepEqual([by.load.kind, by.load.state, by.load.args, by.load.result], [P.IpcInvoke, P.IpcAnswered, '["a.txt"]', '{name: "a.txt", size: 12}']);
    assert.equal(typeof by.load.ms, 'number');
    assert.deepEqual([by.fails.state, by.fails.error], [P.IpcThrew, 'Error: disk full']);
    assert.deepEqual([by.nobody.state, by.nobody.error], [P.IpcThrew, "No handler registered for 'nobody'"]);
    assert.equal(by.never.state, P.IpcPending);
    assert.ok(by.never.args.length <= P.MaxIpcArgsChars + 1 && by.never.args.includes('xxx…'), by.never.args);

    const only = await c.result(P.MethodGetIpcMessages, { targetId: id, channel: 'load' });
    assert.deepEqual(only.messages.map((/** @type {any} */ m) => m.channel), ['load']);
    const two = await c.result(P.MethodGetIpcMessages, { targetId: id, since: before, limit: 2 });
    assert.deepEqual([two.total, two.messages.length], [5, 2]);
    await assert.rejects(c.result(P.MethodGetIpcMessages, { targetId: id, limit: 0 }), /limit must be a positive integer/);
  } finally {
    page.close();
    c.close();
  }
});

test('arguments are summarised: depth, items, keys and length capped, whatever they hold', () => {
  const deep = { a: { b: { c: { d: { e: 1 } } } } };
  assert.equal(summarize([deep]), '[{a: {b: {c: {…}}}}]');
  assert.equal(summarize([Array.from({ length: 12 }, (_, i) => i)]), '[[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, … 2 more]]');
  assert.equal(summarize([new Uint8Array(1024), new Date(0), new Map([[1, 2]]), 10n, null, undefined]), '[Uint8Array(1024), Date(1970-01-01T00:00:00.000Z), Map(1), 10n, null, undefined]');
  const cyclic = /** @type {any} */ ({});
  cyclic.self = cyclic;
  assert.equal(summarize([cyclic]), '[{self: {self: {self: {…}}}}]');
  assert.ok(summarize([Array.from({ length: 10 }, () => 'y'.repeat(100))]).length <= P.MaxIpcArgsChars + 1);
});
