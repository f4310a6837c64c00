// @ts-check
'use strict';

// Pieces of lib/ on their own: the per-client limits on a fake socket
// (filling MaxBufferedBytes for real would take hundreds of megabytes), the
// error mapping and the exposure rule.

const { test } = require('node:test');
const assert = require('node:assert/strict');
const { EventEmitter } = require('node:events');
const P = require('../protocol');
const { Client } = require('../lib/client');
const { createLogger } = require('../lib/log');
const { errorFromElectron } = require('../lib/frames');
const { defaultFilter } = require('..');

class FakeSocket extends EventEmitter {
  OPEN = 1;
  readyState = 1;
  /** @type {string[]} */
  sent = [];
  /** @type {[number, string][]} */
  closes = [];
  terminated = false;
  /** Callbacks of the frames not written yet. @type {((err?: Error) => void)[]} */
  unwritten = [];
  /**
   * @param {string} frame
   * @param {(err?: Error) => void} [cb]
   */
  send(frame, cb) {
    this.sent.push(frame);
    if (cb) this.unwritten.push(cb);
  }
  /** The peer read: every frame is written. */
  drain() {
    while (this.unwritten.length > 0) this.unwritten.shift()?.();
  }
  /** Destroyed with its writes queued: each fails, as a net.Socket's do. */
  destroy() {
    const cbs = this.unwritten.splice(0);
    for (const cb of cbs) cb(new Error('Cannot call write after a stream was destroyed'));
  }
  /**
   * @param {number} code
   * @param {string} reason
   */
  close(code, reason) {
    this.closes.push([code, reason]);
    this.readyState = 2;
  }
  terminate() {
    this.terminated = true;
  }
}

/** @param {FakeSocket} ws */
function clientOn(ws) {
  /** @type {string[]} */
  const logs = [];
  const client = new Client(/** @type {any} */ (ws), createLogger((level, m) => logs.push(`${level}: ${m}`)), '7');
  return { client, logs };
}

test('a client that does not read gets a few frames in its socket, the rest wait in its queue, in order', () => {
  const ws = new FakeSocket();
  const { client } = clientOn(ws);
  for (let i = 0; i < 1000; i++) client.send(`{"method":"A.b","params":{"n":${i}}}`);
  const held = ws.sent.length;
  assert.ok(held > 0 && held < 100, `the socket was handed ${held} frames`);
  // As the peer reads, the queue moves into the socket, in order.
  for (let rounds = 0; ws.unwritten.length > 0 && rounds < 100; rounds++) ws.drain();
  assert.equal(ws.sent.length, 1000);
  assert.deepEqual(ws.sent.map((f) => JSON.parse(f).params.n), [...Array(1000).keys()]);
  assert.equal(client.queue.length - client.head, 0);
});

test('a client whose unread frames pass MaxBufferedFrames is closed with CloseSlowClient, its queue dropped, then dropped', async (t) => {
  t.mock.timers.enable({ apis: ['setTimeout'] });
  const ws = new FakeSocket();
  const { client, logs } = clientOn(ws);
  for (let i = 0; i <= P.MaxBufferedFrames + 100; i++) client.send('{"method":"A.b","params":{}}');
  assert.equal(ws.closes.length, 1);
  assert.equal(ws.closes[0][0], P.CloseSlowClient);
  assert.ok(logs.some((l) => l.startsWith('warn: ')));
  // The socket never held more than a few frames, so destroying it fails only those
  // (Node fails every queued write with an error of its own: a million took seconds).
  assert.ok(ws.sent.length < 100, `the socket was handed ${ws.sent.length} frames`);
  assert.equal(client.queue.length, 0, 'the queue was kept');
  ws.destroy();
  assert.equal(logs.filter((l) => l.includes('send failed')).length, 1, 'one line per failed write');
  // Nothing more is queued for it, and it is dropped if it never answers the close.
  const sent = ws.sent.length;
  client.send('{"method":"A.c","params":{}}');
  assert.equal(ws.sent.length, sent);
  assert.equal(ws.terminated, false);
  t.mock.timers.tick(1000);
  assert.equal(ws.terminated, true);
});

test('a client whose unread data passes MaxBufferedBytes is closed with CloseSlowClient', () => {
  const ws = new FakeSocket();
  const { client } = clientOn(ws);
  // One string, sent many times: its length counts each time, its memory once.
  const big = `"${'x'.repeat(4 << 20)}"`;
  for (let i = 0; i < P.MaxBufferedBytes / big.length + 2 && ws.closes.length === 0; i++) client.send(big);
  assert.equal(ws.closes[0]?.[0], P.CloseSlowClient);
  assert.equal(ws.sent.length, 1);
});

test('a closing client gets what little is queued before the close frame', () => {
  const ws = new FakeSocket();
  const { client } = clientOn(ws);
  for (let i = 0; i < 70; i++) client.send(`{"method":"A.b","params":{"n":${i}}}`);
  client.close(P.CloseGoingAway, 'bye');
  assert.equal(ws.sent.length, 70);
  assert.equal(ws.closes.length, 1);
});

test('frames are checked before anything is relayed', () => {
  const ws = new FakeSocket();
  const { client } = clientOn(ws);
  /** @type {import('../lib/frames').Command[]} */
  const relayed = [];
  client.onCommand = (c) => relayed.push(c);
  client.receive(Buffer.from('{"id":1,"method":"A.b","sessionId":""}'), false);
  client.receive(Buffer.from('{"id":2,"method":"A.b","params":{"x":1},"sessionId":"S"}'), false);
  client.receive(Buffer.from('{"id":3.5,"method":"A.b"}'), false);
  assert.deepEqual(relayed, [
    { id: 1, method: 'A.b', params: {} },
    { id: 2, method: 'A.b', params: { x: 1 }, sessionId: 'S' },
  ]);
  assert.deepEqual(ws.sent.map((f) => JSON.parse(f)), [
    { error: { code: P.CodeInvalidRequest, message: "Message must have integer 'id' property" } },
  ]);
  client.receive(Buffer.from('{}'), true);
  assert.deepEqual(ws.closes[0][0], P.CloseUnsupportedData);
});

test("Electron's message-only rejections get their CDP codes back", () => {
  /** @type {[string, number][]} */
  const cases = [
    ["'Nope.nothing' wasn't found", P.CodeMethodNotFound],
    ['Invalid parameters', P.CodeInvalidParams],
    ['Session with given id not found.', P.CodeSessionNotFound],
    ['target closed while handling command', P.CodeTargetClosed],
    ['No target available', P.CodeTargetClosed],
    ['Not supported', P.CodeServerError],
    ['No dialog is showing', P.CodeServerError],
  ];
  for (const [message, code] of cases) assert.deepEqual(errorFromElectron(new Error(message)), { code, message });
  assert.deepEqual(errorFromElectron('odd'), { code: P.CodeServerError, message: 'odd' });
});

test('the default filter exposes what a person sees, never DevTools', () => {
  /**
   * @param {string} type
   * @param {string} url
   */
  const wc = (type, url) => /** @type {any} */ ({ getType: () => type, getURL: () => url });
  for (const type of ['window', 'browserView', 'webview', 'offscreen']) assert.equal(defaultFilter(wc(type, 'https://a.example/')), true, type);
  for (const type of ['remote', 'backgroundPage']) assert.equal(defaultFilter(wc(type, 'https://a.example/')), false, type);
  assert.equal(defaultFilter(wc('window', 'devtools://devtools/bundled/devtools_app.html')), false);
});
