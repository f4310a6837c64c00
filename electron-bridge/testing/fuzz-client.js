#!/usr/bin/env node
// @ts-check
'use strict';

// A client that sends a bridge frames of every shape, from a process of its
// own (so that its work is not counted against the host's event loop):
//
//   node electron-bridge/testing/fuzz-client.js URL TOKEN ID FRAMES [SEED] [SOCKETS]
//
// URL is the bridge (http://127.0.0.1:<port>), ID the webContents to fuzz,
// FRAMES how many frames in all (a flood counts as one), over SOCKETS (default 4) connections at
// once. Shapes: valid, blocked, unknown and guarded commands, also on the
// child sessions (out-of-process frames) it learns of and on made-up ones;
// commands that change the page's state and are left for the bridge to
// undo; malformed JSON; wrong types; nesting past what the bridge accepts;
// too many objects or keys; messages in fragments; binary frames; invalid
// UTF-8; frames right at MaxMessageBytes and past it; bursts of pipelined
// frames and floods past MaxPendingPerClient; sockets dropped mid-command.
//
// Every text frame the bridge keeps the socket open for must be answered
// (with its id, or an error without one when it had no usable id): after
// each burst, and before each frame that ends the socket (binary, invalid
// UTF-8, oversized, dropped), the client waits, bounded, until the answers
// match the frames; then it opens the socket again.
//
// Prints one JSON line: {"sent", "kinds": {kind: n}, "answers", "closes": {code: n}, "unanswered"}.
// Exits 1 on a frame left unanswered or an unexpected close.

const crypto = require('node:crypto');
const net = require('node:net');
const WebSocket = require('ws');
const P = require('../protocol');

const answerTimeoutMs = 15_000;

/**
 * A small seeded PRNG (mulberry32), so a failing run can be repeated.
 * @param {number} seed
 */
function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * @typedef {object} Frame
 * @property {string} kind
 * @property {string | Buffer} data
 * @property {boolean} [binary]
 * @property {'raw' | 'drop' | 'fragments' | 'flood'} [how] raw: written to the TCP socket as is; drop: the socket is destroyed after it; fragments: sent as several WebSocket fragments; flood: data is a list of frames sent at once
 * @property {string[]} [frames] for flood
 * @property {boolean} [ends] the bridge closes the socket for it (or it drops the socket)
 */

/**
 * The frame generator.
 * @param {() => number} random
 * @param {Set<string>} children child session ids learned from Target.attachedToTarget
 */
function generator(random, children) {
  const pick = (/** @type {any[]} */ list) => list[Math.floor(random() * list.length)];
  let nextId = 1;
  const blocked = P.Blocked.filter((m) => !m.endsWith('.*'));
  const valid = () => ({ id: nextId++, method: 'Runtime.evaluate', params: { expression: String(Math.floor(random() * 1000)), returnByValue: true } });
  /** @type {[number, string, () => Frame][]} */
  const shapes = [
    [20, 'valid', () => ({ kind: 'valid', data: JSON.stringify(valid()) })],
    [8, 'blocked', () => ({ kind: 'blocked', data: JSON.stringify({ id: nextId++, method: pick(blocked), params: {} }) })],
    [4, 'unknown', () => ({ kind: 'unknown', data: JSON.stringify({ id: nextId++, method: pick(['Nope.nothing', 'Page.nothing', '', '.', 'a.b.c', '__proto__', 'constructor']), params: {} }) })],
    [
      4,
      'guarded',
      () => ({
        kind: 'guarded',
        data: JSON.stringify(
          pick([
            { id: nextId++, method: 'Target.getTargetInfo', params: { targetId: 'F'.repeat(32) } },
            { id: nextId++, method: 'Target.activateTarget', params: { targetId: 42 } },
            { id: nextId++, method: 'Network.getCookies', params: { urls: ['https://elsewhere.example/', 7] } },
            { id: nextId++, method: 'Storage.getUsageAndQuota', params: { origin: null } },
            { id: nextId++, method: 'Browser.setDownloadBehavior', params: { behavior: 'allow', downloadPath: '/tmp' } },
            { id: nextId++, method: 'DOMStorage.getDOMStorageItems', params: { storageId: 'x' } },
          ]),
        ),
      }),
    ],
    [
      4,
      'state',
      () => ({
        kind: 'state',
        data: JSON.stringify(
          pick([
            { id: nextId++, method: 'Emulation.setDeviceMetricsOverride', params: { width: 200 + Math.floor(random() * 600), height: 300, deviceScaleFactor: 1, mobile: false } },
            { id: nextId++, method: 'Emulation.setEmulatedMedia', params: { features: [{ name: 'prefers-color-scheme', value: 'dark' }] } },
            { id: nextId++, method: 'Emulation.setFocusEmulationEnabled', params: { enabled: true } },
            { id: nextId++, method: 'Page.setInterceptFileChooserDialog', params: { enabled: true } },
            { id: nextId++, method: 'Fetch.enable', params: { patterns: [{ urlPattern: '*/never-requested' }] } },
            { id: nextId++, method: 'Page.addScriptToEvaluateOnNewDocument', params: { source: '0' } },
            { id: nextId++, method: 'Runtime.addBinding', params: { name: `fuzz${Math.floor(random() * 5)}` } },
            { id: nextId++, method: 'Target.setAutoAttach', params: { autoAttach: true, waitForDebuggerOnStart: false, flatten: true } },
          ]),
        ),
      }),
    ],
    [
      10,
      'malformed',
      () => {
        const good = JSON.stringify(valid());
        return {
          kind: 'malformed',
          data: pick([
            good.slice(0, Math.floor(random() * good.length)),
            `${good}}`,
            good.replace(/"/g, "'"),
            '',
            ' ',
            'null',
            '[]',
            '"just a string"',
            '12',
            '{',
            '{"id":',
            '{"id":1,"method":"Runtime.evaluate","params":{"expression":"1"},}',
            '\u0000\u0001\u0002',
            Array.from({ length: 32 }, () => String.fromCharCode(32 + Math.floor(random() * 95))).join(''),
          ]),
        };
      },
    ],
    [
      10,
      'types',
      () => ({
        kind: 'types',
        data: JSON.stringify(
          pick([
            { id: '1', method: 'Runtime.evaluate' },
            { id: 1.5, method: 'Runtime.evaluate' },
            { id: -1, method: 'Runtime.evaluate' },
            { id: 2 ** 60, method: 'Runtime.evaluate' },
            { id: null, method: 'Runtime.evaluate' },
            { method: 'Runtime.evaluate' },
            { id: nextId++, method: 5 },
            { id: nextId++, method: null },
            { id: nextId++, method: 'Runtime.evaluate', params: [] },
            { id: nextId++, method: 'Runtime.evaluate', params: 'x' },
            { id: nextId++, method: 'Runtime.evaluate', params: null },
            { id: nextId++, method: 'Runtime.evaluate', params: { expression: 5 } },
            { id: nextId++, method: 'Runtime.evaluate', params: { expression: '1' }, sessionId: 5 },
            { id: nextId++, method: 'Runtime.evaluate', params: { expression: '1' }, sessionId: '' },
            { id: nextId++, method: 'Runtime.evaluate', params: { expression: '1' }, sessionId: 'NOSUCHSESSION' },
            { id: nextId++, method: 'Runtime.evaluate', params: { expression: '1', returnByValue: 'yes' } },
          ]),
        ),
      }),
    ],
    [
      6,
      'deep',
      () => {
        const n = pick([99, 150, 1000, 100_000, 400_000]);
        return { kind: 'deep', data: `{"id":${nextId++},"method":"Runtime.evaluate","params":{"expression":"1","x":${'['.repeat(n)}${']'.repeat(n)}}}` };
      },
    ],
    [3, 'many-objects', () => ({ kind: 'many-objects', data: `{"id":${nextId++},"method":"Runtime.evaluate","params":{"expression":"1","a":[${Array(20_000).fill('{}').join(',')}]}}` })],
    [3, 'binary', () => ({ kind: 'binary', data: Buffer.from(JSON.stringify(valid())), binary: true, ends: true })],
    [3, 'utf8', () => ({ kind: 'utf8', data: Buffer.concat([Buffer.from('{"id":1,"method":"'), Buffer.from([0xc3, 0x28, 0xff, 0xfe]), Buffer.from('"}')]), how: 'raw', ends: true })],
    [2, 'oversized', () => ({ kind: 'oversized', data: `{"id":${nextId++},"method":"Runtime.evaluate","params":{"expression":"'${'o'.repeat(P.MaxMessageBytes)}'"}}`, ends: true })],
    [
      2,
      'max-size',
      () => {
        const head = `{"id":${nextId++},"method":"Runtime.evaluate","params":{"expression":"1","pad":"`;
        return { kind: 'max-size', data: `${head}${'p'.repeat(P.MaxMessageBytes - head.length - 3)}"}}` };
      },
    ],
    [2, 'dropped', () => ({ kind: 'dropped', data: JSON.stringify({ id: nextId++, method: 'Runtime.evaluate', params: { expression: 'new Promise(() => {})', awaitPromise: true } }), how: 'drop', ends: true })],
    [4, 'fragments', () => ({ kind: 'fragments', data: JSON.stringify(pick([valid(), { id: nextId++, method: pick(blocked), params: {} }, { id: nextId++, method: 'Nope.x' }])), how: 'fragments' })],
    [
      6,
      'child',
      () => {
        const known = [...children];
        const sessionId = known.length > 0 && random() < 0.7 ? pick(known) : pick(['F'.repeat(32), crypto.randomBytes(16).toString('hex').toUpperCase(), 'sess', '0']);
        return {
          kind: 'child',
          data: JSON.stringify(
            pick([
              { ...valid(), sessionId },
              { id: nextId++, method: pick(blocked), params: {}, sessionId },
              { id: nextId++, method: 'Target.getTargetInfo', params: { targetId: 'F'.repeat(32) }, sessionId },
              { id: nextId++, method: 'Storage.clearDataForOrigin', params: { origin: 'https://elsewhere.example', storageTypes: 'all' }, sessionId },
              { id: nextId++, method: 'Emulation.setDeviceMetricsOverride', params: { width: 300, height: 300, deviceScaleFactor: 1, mobile: false }, sessionId },
              { id: nextId++, method: 'Nope.nothing', params: {}, sessionId },
            ]),
          ),
        };
      },
    ],
    [1, 'flood', () => ({ kind: 'flood', data: '', how: 'flood', frames: Array.from({ length: P.MaxPendingPerClient + 200 }, () => JSON.stringify(valid())) })],
  ];
  const total = shapes.reduce((s, [w]) => s + w, 0);
  return {
    /** @returns {Frame} */
    next() {
      let r = random() * total;
      for (const [w, , make] of shapes) {
        if ((r -= w) < 0) return make();
      }
      return shapes[0][2]();
    },
  };
}

/**
 * One text frame, masked as a client must, for writing to the socket by hand
 * (ws refuses to send invalid UTF-8 as text).
 * @param {Buffer} payload
 */
function rawTextFrame(payload) {
  const mask = Buffer.from([0x11, 0x22, 0x33, 0x44]);
  /** @type {Buffer} */
  let head;
  if (payload.length < 126) head = Buffer.from([0x81, 0x80 | payload.length]);
  else {
    head = Buffer.alloc(4);
    head[0] = 0x81;
    head[1] = 0x80 | 126;
    head.writeUInt16BE(payload.length, 2);
  }
  const body = Buffer.from(payload);
  for (let i = 0; i < body.length; i++) body[i] ^= mask[i & 3];
  return Buffer.concat([head, mask, body]);
}

async function main() {
  const [base, token, id, framesArg, seedArg, socketsArg] = process.argv.slice(2);
  if (!base || !token || !id || !framesArg) {
    process.stderr.write('usage: fuzz-client.js URL TOKEN ID FRAMES [SEED] [SOCKETS]\n');
    process.exit(2);
  }
  const frames = Number(framesArg);
  const random = rng(Number(seedArg ?? 1));
  const sockets = Number(socketsArg ?? 4);
  /** @type {Set<string>} */
  const children = new Set();
  const gen = generator(random, children);
  const url = `${base.replace(/^http/, 'ws')}${P.PathPage}${id}`;
  /** @type {Record<string, number>} */
  const kinds = {};
  /** @type {Record<string, number>} */
  const closes = {};
  let sent = 0;
  let answers = 0;
  let unanswered = 0;
  /** @type {string[]} */
  const problems = [];

  /**
   * One connection: what it was sent that the bridge owes an answer for, and
   * what it answered.
   * @typedef {{ws: WebSocket, owed: number, got: number, closed: Promise<number>, onAnswer: () => void}} Conn
   */

  /** @returns {Promise<Conn>} */
  const open = () =>
    new Promise((resolve, reject) => {
      const ws = new WebSocket(url, { headers: { Authorization: `Bearer ${token}` }, maxPayload: 0 });
      /** @type {Conn} */
      const conn = { ws, owed: 0, got: 0, closed: new Promise((r) => ws.once('close', (code) => r(code))), onAnswer: () => {} };
      ws.on('error', () => {});
      ws.on('message', (data) => {
        let m;
        try {
          m = JSON.parse(data.toString());
        } catch {
          problems.push(`a frame from the bridge that is not JSON: ${data.toString().slice(0, 80)}`);
          return;
        }
        if (m.method === 'Target.attachedToTarget' && typeof m.params?.sessionId === 'string') children.add(m.params.sessionId);
        if (m.method === 'Target.detachedFromTarget' && typeof m.params?.sessionId === 'string') children.delete(m.params.sessionId);
        // An answer has an id, or is the error of a frame without a usable one; the rest are events.
        if (m.id !== undefined || (m.error && m.method === undefined)) {
          answers++;
          conn.got++;
          conn.onAnswer();
        }
      });
      conn.closed.then((code) => {
        closes[code] = (closes[code] ?? 0) + 1;
        conn.onAnswer();
      });
      ws.once('open', () => resolve(conn));
      ws.once('unexpected-response', (_req, res) => reject(new Error(`upgrade refused: ${res.statusCode}`)));
      ws.once('error', reject);
    });

  /**
   * Waits, bounded, until the bridge answered everything it owes on conn.
   * @param {Conn} conn
   */
  const settled = (conn) =>
    new Promise((resolve) => {
      const check = () => {
        if (conn.got < conn.owed && conn.ws.readyState === WebSocket.OPEN) return;
        clearTimeout(timer);
        conn.onAnswer = () => {};
        if (conn.got < conn.owed) {
          unanswered += conn.owed - conn.got;
          problems.push(`${conn.owed - conn.got} of ${conn.owed} frames unanswered: the socket closed (${conn.ws.readyState})`);
        }
        conn.owed = conn.got = 0;
        resolve(undefined);
      };
      const timer = setTimeout(() => {
        conn.onAnswer = () => {};
        unanswered += conn.owed - conn.got;
        problems.push(`${conn.owed - conn.got} of ${conn.owed} frames unanswered after ${answerTimeoutMs} ms`);
        conn.owed = conn.got = 0;
        resolve(undefined);
      }, answerTimeoutMs);
      conn.onAnswer = check;
      check();
    });

  /** @param {number} share */
  async function run(share) {
    let conn = await open();
    let left = share;
    while (left > 0) {
      const burst = Math.min(left, 1 + Math.floor(random() * 40));
      for (let i = 0; i < burst && left > 0; i++) {
        const f = gen.next();
        kinds[f.kind] = (kinds[f.kind] ?? 0) + 1;
        const { ws } = conn;
        if (f.ends) {
          // What came before it is answered first; then the bridge ends the socket.
          await settled(conn);
          sent++;
          left--;
          if (f.how === 'raw') /** @type {net.Socket} */ (/** @type {any} */ (ws)._socket).write(rawTextFrame(/** @type {Buffer} */ (f.data)));
          else ws.send(f.data, { binary: Boolean(f.binary) });
          if (f.how === 'drop') /** @type {net.Socket} */ (/** @type {any} */ (ws)._socket).destroy();
          const code = await Promise.race([conn.closed, new Promise((r) => setTimeout(() => r(0), answerTimeoutMs))]);
          if (code === 0) problems.push(`a ${f.kind} frame: the bridge did not close the socket`);
          conn = await open();
          break;
        }
        if (f.how === 'flood') {
          const list = /** @type {string[]} */ (f.frames);
          for (const frame of list) ws.send(frame);
          // One shape of FRAMES, however many frames.
          sent += list.length;
          conn.owed += list.length;
          left--;
        } else if (f.how === 'fragments') {
          const text = /** @type {string} */ (f.data);
          const cuts = [0, ...Array.from({ length: 1 + Math.floor(random() * 4) }, () => Math.floor(random() * text.length)).sort((a, b) => a - b), text.length];
          for (let j = 1; j < cuts.length; j++) ws.send(text.slice(cuts[j - 1], cuts[j]), { fin: j === cuts.length - 1 });
          sent++;
          left--;
          conn.owed++;
        } else {
          ws.send(f.data);
          sent++;
          left--;
          conn.owed++;
        }
      }
      await settled(conn);
      if (conn.ws.readyState !== WebSocket.OPEN) {
        problems.push(`the bridge closed a socket unasked (${await conn.closed})`);
        conn = await open();
      }
    }
    conn.ws.close();
    await conn.closed;
  }

  const shares = Array.from({ length: sockets }, (_, i) => Math.floor(frames / sockets) + (i < frames % sockets ? 1 : 0));
  await Promise.all(shares.map(run));
  process.stdout.write(`${JSON.stringify({ sent, kinds, answers, closes, unanswered, problems: problems.slice(0, 20) })}\n`);
  process.exit(unanswered > 0 || problems.length > 0 ? 1 : 0);
}

main().catch((err) => {
  process.stderr.write(`fuzz-client: ${err instanceof Error ? err.stack : err}\n`);
  process.exit(1);
});
