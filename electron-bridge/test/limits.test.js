// @ts-check
'use strict';

// Limits that keep the bridge cheap for the app's main process: frames too
// costly to parse or convert are refused before parsing (nesting, object and
// key counts), a frame up to MaxMessageBytes goes through, and a bridge
// serves at most maxClients WebSocket clients, every endpoint together.

const { test, before, after } = require('node:test');
const assert = require('node:assert/strict');
const { execFileSync } = require('node:child_process');
const path = require('node:path');
const P = require('../protocol');
const { tooCostly } = require('../lib/frames');
const { startHost, get, TestClient, Refused, eventually, assertNoUnhandledRejections } = require('../testing/harness');

const maxClients = 3;

/** @type {import('../testing/harness').Host} */
let host;
before(async () => {
  host = await startHost({ urls: ['data:text/html,<title>limits</title>limits'], bridge: { maxClients } });
});
after(async () => {
  await host?.close();
  assertNoUnhandledRejections();
});

/** @param {number} levels how deeply arrays nest inside params (params itself is one more, the frame another) */
function nested(levels) {
  return `{"id":7,"method":"Runtime.evaluate","params":{"expression":"7","returnByValue":true,"x":${'['.repeat(levels)}${']'.repeat(levels)}}}`;
}

test('tooCostly: on the text, before parsing; brackets and colons inside strings do not count', () => {
  assert.equal(tooCostly('{"id":1,"method":"Runtime.evaluate","params":{"expression":"1"}}'), '');
  // params nest 100 levels: the object itself and 99 arrays.
  assert.equal(tooCostly(nested(99)), '');
  assert.match(tooCostly(nested(100)), /nest more than 100 levels/);
  const script = JSON.stringify('[{'.repeat(200_000) + ':'.repeat(200_000));
  assert.equal(tooCostly(`{"id":1,"method":"Runtime.evaluate","params":{"expression":${script}}}`), '');
  // Escaped quotes do not end a string.
  assert.equal(tooCostly(`{"id":1,"method":"Runtime.evaluate","params":{"expression":"\\"${'['.repeat(500)}"}}`), '');
  const objects = (/** @type {number} */ n) => `{"id":1,"method":"M.m","params":{"a":[${Array(n).fill('{}').join(',')}]}}`;
  // The frame, its params and the array: 3 nodes, plus 4 keys.
  assert.equal(tooCostly(objects(P.MaxFrameNodes - 7)), '');
  assert.match(tooCostly(objects(P.MaxFrameNodes - 6)), new RegExp(`more than ${P.MaxFrameNodes} objects, arrays and object keys`));
  const keys = (/** @type {number} */ n) => `{"id":1,"method":"M.m","params":{${Array.from({ length: n }, (_, i) => `"k${i}":0`).join(',')}}}`;
  assert.equal(tooCostly(keys(P.MaxFrameNodes - 5)), '');
  assert.match(tooCostly(keys(P.MaxFrameNodes - 4)), /object keys/);
});

test('frames too deep or with too many values are refused with why, keeping the id; the client goes on', async () => {
  const c = await TestClient.connect(host.bridge, host.windows[0].id);
  try {
    c.sendRaw(nested(99));
    assert.equal((await c.next((m) => m.id === 7, 'the 100-level answer')).result.result.value, 7);
    c.sendRaw(nested(100));
    const deep = await c.next((m) => m.id === 7, 'the 101-level answer');
    assert.equal(deep.error.code, P.CodeInvalidParams);
    assert.match(deep.error.message, /nest more than 100 levels.*flatten them/);
    // Half a million levels: refused as cheaply, never parsed.
    c.sendRaw(`{"id":8,"method":"Runtime.evaluate","params":{"x":${'['.repeat(500_000)}${']'.repeat(500_000)}}}`);
    assert.equal((await c.next((m) => m.id === 8, 'the deep answer')).error.code, P.CodeInvalidParams);
    c.sendRaw(`{"id":9,"method":"Runtime.evaluate","params":{${Array.from({ length: P.MaxFrameNodes }, (_, i) => `"${i.toString(36)}":0`).join(',')}}}`);
    const keys = await c.next((m) => m.id === 9, 'the many-keys answer');
    assert.equal(keys.error.code, P.CodeInvalidParams);
    assert.match(keys.error.message, /objects, arrays and object keys.*send fewer per command/);
    assert.equal((await c.result('Runtime.evaluate', { expression: '1+1', returnByValue: true })).result.value, 2);
  } finally {
    await c.close();
  }
});

test('a frame of exactly MaxMessageBytes is relayed and answered; one byte more closes with 1009', async () => {
  const c = await TestClient.connect(host.bridge, host.windows[0].id);
  try {
    const head = '{"id":3,"method":"Runtime.evaluate","params":{"expression":"\'';
    const tail = '\'.length","returnByValue":true}}';
    const n = P.MaxMessageBytes - head.length - tail.length;
    c.sendRaw(head + 'b'.repeat(n) + tail);
    assert.equal((await c.next((m) => m.id === 3, 'the max-size answer')).result.result.value, n);
    c.sendRaw(head + 'b'.repeat(n + 1) + tail);
    assert.equal((await c.waitClosed()).code, 1009);
  } finally {
    c.ws.terminate();
  }
});

test(`at most ${maxClients} clients, page, control and browser endpoints together; past it 503 with why, nothing attached`, async () => {
  const wc = host.windows[0];
  await eventually(() => !wc.dbg.isAttached(), 'earlier clients gone');
  const { body } = await get(host.bridge, P.PathVersion);
  const browserPath = new URL(JSON.parse(body).webSocketDebuggerUrl).pathname;
  const page = await TestClient.connect(host.bridge, wc.id);
  const control = await TestClient.connect(host.bridge, P.PathControl);
  const browser = await TestClient.connect(host.bridge, browserPath);
  try {
    for (const target of [wc.id, P.PathControl, browserPath]) {
      await assert.rejects(TestClient.connect(host.bridge, target), (err) => {
        assert.ok(err instanceof Refused, String(err));
        assert.equal(err.status, 503);
        assert.match(err.body, new RegExp(`too many clients: this bridge serves ${maxClients} at once.*close one and retry`));
        return true;
      });
    }
    assert.ok(host.logs.some((l) => l.includes(`refused a client: ${maxClients} are connected already`)));
    // The refused page client attached nothing: only the first holds the debugger.
    await page.close();
    await eventually(() => !wc.dbg.isAttached(), 'the page client gone and the debugger detached');
    // A place is free again.
    const again = await TestClient.connect(host.bridge, wc.id);
    assert.equal((await again.result('Runtime.evaluate', { expression: '2+2', returnByValue: true })).result.value, 4);
    await again.close();
  } finally {
    await control.close();
    await browser.close();
  }
});

test('testing/frame-cost.js measures every shape at the limit: the cheap and bounded ones relayed, the rest refused', () => {
  const out = execFileSync(process.execPath, [path.join(__dirname, '..', 'testing', 'frame-cost.js'), '1'], { encoding: 'utf8' });
  const rows = out.trim().split('\n').slice(2).map((l) => l.split('|').map((c) => c.trim()));
  const outcome = Object.fromEntries(rows.map((r) => [r[1], r[6]]));
  assert.equal(outcome['one long string (a base64 body)'], 'relayed');
  assert.equal(outcome[`${P.MaxFrameNodes - 10} distinct keys, then numbers`], 'relayed');
  for (const name of ['nested 500,000 levels', '300,000 empty objects', '100,000 distinct keys']) assert.equal(outcome[name], 'refused', name);
});
