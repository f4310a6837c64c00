// @ts-check
'use strict';

// What clients set on a page, and the relay undoing it, on their own: the
// ownership rules of lib/state.js, and a relay over a recording debugger that
// shows the order of things when the last client leaves (undo, then detach),
// which the stand-in cannot (Chromium clears some of it on detach by itself,
// Electron before 45 did not).

const { test } = require('node:test');
const assert = require('node:assert/strict');
const { EventEmitter } = require('node:events');
const { ClientState } = require('../lib/state');
const { Relay, pinned } = require('../lib/relay');
const { createPolicy } = require('../lib/policy');
const { createLogger } = require('../lib/log');
const { eventually } = require('../testing/harness');

/**
 * @param {string} method
 * @param {Record<string, any>} [params]
 * @param {string} [sessionId]
 */
const cmd = (method, params = {}, sessionId) => (sessionId ? { id: 1, method, params, sessionId } : { id: 1, method, params });

test('the last to set a thing owns it: its leaving puts back what the others set, or resets it', () => {
  /** @type {ClientState<string>} */
  const s = new ClientState();
  const metrics = (/** @type {number} */ width) => cmd('Emulation.setDeviceMetricsOverride', { width, height: 1, deviceScaleFactor: 1, mobile: false });
  s.record('A', metrics(100), {});
  s.record('B', metrics(200), {});
  assert.deepEqual(s.leave('A'), [], 'A no longer owns it');
  assert.deepEqual(s.leave('B'), [{ method: 'Emulation.clearDeviceMetricsOverride', params: {} }]);

  s.record('A', metrics(100), {});
  s.record('B', metrics(200), {});
  assert.deepEqual(s.leave('B'), [{ method: 'Emulation.setDeviceMetricsOverride', params: metrics(100).params }], "back to A's");
  assert.deepEqual(s.leave('A'), [{ method: 'Emulation.clearDeviceMetricsOverride', params: {} }]);

  // A client that reset it itself leaves nothing to undo; a later setter does.
  s.record('A', metrics(100), {});
  s.record('A', cmd('Emulation.clearDeviceMetricsOverride'), {});
  assert.deepEqual(s.leave('A'), []);
  s.record('B', cmd('Emulation.clearDeviceMetricsOverride'), {});
  s.record('A', metrics(100), {});
  assert.deepEqual(s.leave('A'), [{ method: 'Emulation.clearDeviceMetricsOverride', params: {} }], "B's reset is what remains");
  assert.deepEqual(s.leave('B'), []);

  // Interception: another client's patterns come back; the last one's leaving disables it.
  s.record('A', cmd('Fetch.enable', { patterns: [{ urlPattern: '*a*' }] }), {});
  s.record('B', cmd('Fetch.enable', { patterns: [{ urlPattern: '*b*' }] }), {});
  assert.deepEqual(s.leave('B'), [{ method: 'Fetch.enable', params: { patterns: [{ urlPattern: '*a*' }] } }]);
  assert.deepEqual(s.leave('A'), [{ method: 'Fetch.disable', params: {} }]);

  // Per session: an out-of-process frame's settings are its own, and go with it.
  s.record('A', cmd('Emulation.setEmulatedMedia', { media: 'print' }, 'FRAME'), {});
  s.record('A', cmd('Page.setInterceptFileChooserDialog', { enabled: true }), {});
  s.record('A', cmd('Emulation.setFocusEmulationEnabled', { enabled: true }, 'GONE'), {});
  s.dropSession('GONE');
  assert.deepEqual(s.leave('A'), [
    { method: 'Emulation.setEmulatedMedia', params: { media: '', features: [] }, sessionId: 'FRAME' },
    { method: 'Page.setInterceptFileChooserDialog', params: { enabled: false } },
  ]);
});

test("Chromium's accessibility tree, which any read of it builds, goes when its client leaves: enable, then disable (a disable alone drops it only after an enable)", () => {
  /** @type {ClientState<string>} */
  const s = new ClientState();
  const drop = [
    { method: 'Accessibility.enable', params: {} },
    { method: 'Accessibility.disable', params: {} },
  ];
  s.record('A', cmd('Accessibility.getPartialAXTree', { backendNodeId: 5, fetchRelatives: false }), {});
  assert.deepEqual(s.leave('A'), drop, 'a read without enable');
  s.record('A', cmd('Accessibility.enable'), {});
  s.record('A', cmd('Accessibility.getFullAXTree'), {});
  assert.deepEqual(s.leave('A'), drop);
  // A client that dropped it itself leaves nothing to undo.
  s.record('A', cmd('Accessibility.enable'), {});
  s.record('A', cmd('Accessibility.getPartialAXTree', { nodeId: 1 }), {});
  s.record('A', cmd('Accessibility.disable'), {});
  assert.deepEqual(s.leave('A'), []);
  // Another client's read keeps it: what is put back for it holds the tree
  // (an enable), not its old read replayed.
  s.record('B', cmd('Accessibility.queryAXTree', { backendNodeId: 3, role: 'button' }), {});
  s.record('A', cmd('Accessibility.getPartialAXTree', { nodeId: 1 }), {});
  assert.deepEqual(s.leave('A'), [{ method: 'Accessibility.enable', params: {} }]);
  assert.deepEqual(s.leave('B'), drop);
  // In an out-of-process frame's session, in that session.
  s.record('A', cmd('Accessibility.getPartialAXTree', { nodeId: 1 }, 'FRAME'), {});
  assert.deepEqual(
    s.leave('A'),
    drop.map((u) => ({ ...u, sessionId: 'FRAME' })),
  );
});

test('what a client added is removed when it leaves; a binding another client added too stays', () => {
  /** @type {ClientState<string>} */
  const s = new ClientState();
  s.record('A', cmd('Page.addScriptToEvaluateOnNewDocument', { source: 'x' }), { identifier: '7' });
  s.record('A', cmd('Runtime.addBinding', { name: 'shared' }), {});
  s.record('A', cmd('Runtime.addBinding', { name: 'mine' }), {});
  s.record('B', cmd('Runtime.addBinding', { name: 'shared' }), {});
  s.record('A', cmd('Runtime.evaluate', { expression: '1' }), {});
  assert.deepEqual(s.leave('A'), [
    { method: 'Page.removeScriptToEvaluateOnNewDocument', params: { identifier: '7' } },
    { method: 'Runtime.removeBinding', params: { name: 'mine' } },
  ]);
  assert.deepEqual(s.leave('B'), [{ method: 'Runtime.removeBinding', params: { name: 'shared' } }]);
});

/** A debugger that records what it is sent, in order, with detach. */
class RecordingDebugger extends EventEmitter {
  attached = false;
  /** @type {string[]} */
  log = [];
  attach() {
    this.attached = true;
  }
  isAttached() {
    return this.attached;
  }
  detach() {
    if (!this.attached) return;
    this.attached = false;
    this.log.push('detach');
    this.emit('detach', {}, 'target closed');
  }
  /** @param {string} method */
  sendCommand(method) {
    this.log.push(method);
    return Promise.resolve({});
  }
}

/** A client of the relay on no socket: commands go in, answers are kept. */
class FakeClient {
  static n = 0;
  label = `fake client ${++FakeClient.n}`;
  closed = false;
  /** @type {Map<number, any>} */
  pending = new Map();
  key = 0;
  /** @type {any[]} */
  answers = [];
  /** @type {(c: any) => void} */
  onCommand = () => {};
  onClose = () => {};
  /** @param {any} c */
  track(c) {
    this.pending.set(++this.key, c);
    return this.key;
  }
  /** @param {number} k @param {any} outcome */
  settle(k, outcome) {
    if (this.pending.delete(k)) this.answers.push(outcome);
  }
  /** @param {any} c @param {any} error */
  fail(c, error) {
    this.answers.push({ error });
  }
  failPending() {
    this.pending.clear();
  }
  /** Frames the relay sent it. @type {string[]} */
  sent = [];
  /** @param {string} frame */
  send(frame) {
    this.sent.push(frame);
  }
  close() {
    this.closed = true;
  }
  leave() {
    this.closed = true;
    this.onClose();
  }
}

/**
 * @param {RecordingDebugger} dbg
 * @param {{destroyed?: boolean}} [state]
 */
function fakeWebContents(dbg, state = {}) {
  const wc = new EventEmitter();
  return Object.assign(wc, {
    id: 9,
    debugger: dbg,
    hostWebContents: null,
    getType: () => 'webview',
    getURL: () => 'https://app.example/',
    getTitle: () => 'app',
    isDestroyed: () => Boolean(state.destroyed),
    isFocused: () => false,
  });
}

test('when the last client leaves, what it set is undone before the debugger detaches', async () => {
  const dbg = new RecordingDebugger();
  let ended = false;
  const relay = new Relay(/** @type {any} */ (fakeWebContents(dbg)), { log: createLogger(false), policy: createPolicy(), onEnd: () => (ended = true) });
  const client = new FakeClient();
  relay.add(/** @type {any} */ (client));
  client.onCommand(cmd('Emulation.setDeviceMetricsOverride', { width: 300, height: 300, deviceScaleFactor: 1, mobile: false }));
  client.onCommand(cmd('Page.setInterceptFileChooserDialog', { enabled: true }));
  await eventually(() => client.answers.length === 2, 'the answers');
  client.leave();
  await eventually(() => ended, 'the relay to end');
  assert.deepEqual(dbg.log, [
    'Emulation.setDeviceMetricsOverride',
    'Page.setInterceptFileChooserDialog',
    'Emulation.clearDeviceMetricsOverride',
    'Page.setInterceptFileChooserDialog',
    'detach',
  ]);
});

test('a destroyed webContents whose debugger is still attached is detached through the pin; the pin goes with the detach', async () => {
  const dbg = new RecordingDebugger();
  const state = { destroyed: false };
  const wc = fakeWebContents(dbg, state);
  let ended = false;
  const relay = new Relay(/** @type {any} */ (wc), { log: createLogger(false), policy: createPolicy(), onEnd: () => (ended = true) });
  const client = new FakeClient();
  relay.add(/** @type {any} */ (client));
  assert.ok(pinned.has(/** @type {any} */ (dbg)));
  // A guest: 'destroyed' while its debugger stays attached; reading wc.debugger would throw now.
  state.destroyed = true;
  Object.defineProperty(wc, 'debugger', {
    get() {
      throw new TypeError('Object has been destroyed');
    },
  });
  wc.emit('destroyed');
  assert.equal(ended, true);
  assert.equal(client.closed, true);
  assert.deepEqual(dbg.log, ['detach']);
  assert.equal(pinned.has(/** @type {any} */ (dbg)), false);
});

test("a service worker the debugger's auto-attach reaches is let run and detached; its session is no client's, its events go to none", async () => {
  const dbg = new RecordingDebugger();
  const relay = new Relay(/** @type {any} */ (fakeWebContents(dbg)), { log: createLogger(false), policy: createPolicy(), onEnd: () => {} });
  const client = new FakeClient();
  relay.add(/** @type {any} */ (client));
  const worker = { sessionId: 'SW', targetInfo: { targetId: 'T-SW', type: 'service_worker', url: 'https://app.example/sw.js' }, waitingForDebugger: true };
  dbg.emit('message', {}, 'Target.attachedToTarget', worker, '');
  dbg.emit('message', {}, 'Runtime.consoleAPICalled', { type: 'log', args: [] }, 'SW');
  await eventually(() => dbg.log.includes('Target.detachFromTarget'), 'the detach');
  assert.deepEqual(dbg.log, ['Runtime.runIfWaitingForDebugger', 'Target.detachFromTarget']);
  client.onCommand({ id: 5, method: 'Runtime.evaluate', params: { expression: '1' }, sessionId: 'SW' });
  assert.equal(client.answers.at(-1)?.error?.code, -32001);
  dbg.emit('message', {}, 'Target.detachedFromTarget', { sessionId: 'SW', targetId: 'T-SW' }, '');
  // Its own frame still comes.
  dbg.emit('message', {}, 'Target.attachedToTarget', { sessionId: 'F', targetInfo: { targetId: 'T-F', type: 'iframe', url: 'https://frame.example/' } }, '');
  assert.deepEqual(client.sent.map((f) => JSON.parse(f).params.targetInfo?.type ?? JSON.parse(f).method), ['iframe']);
  client.leave();
});
