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
  bufferedAmount = 0;
  /** @type {string[]} */
  sent = [];
  /** @type {[number, string][]} */
  closes = [];
  terminated = false;
  /** @param {string} frame */
  send(frame) {
    this.sent.push(frame);
    this.bufferedAmount += frame.length;
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

test('a client whose unread data passes MaxBufferedBytes is closed with CloseSlowClient, then dropped', async (t) => {
  t.mock.timers.enable({ apis: ['setTimeout'] });
  const ws = new FakeSocket();
  const { client, logs } = clientOn(ws);
  client.send('{"method":"A.b","params":{}}');
  assert.deepEqual(ws.closes, []);
  ws.bufferedAmount = P.MaxBufferedBytes;
  client.send('{"method":"A.b","params":{}}');
  assert.equal(ws.closes.length, 1);
  assert.equal(ws.closes[0][0], P.CloseSlowClient);
  assert.ok(logs.some((l) => l.startsWith('warn: ')));
  // Nothing more is queued for it, and it is dropped if it never answers the close.
  client.send('{"method":"A.c","params":{}}');
  assert.equal(ws.sent.length, 2);
  assert.equal(ws.terminated, false);
  t.mock.timers.tick(1000);
  assert.equal(ws.terminated, true);
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
