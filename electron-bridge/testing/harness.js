// @ts-check
'use strict';

// What the bridge tests (../test) share: a bridge in front of the Chromium stand-in, a
// small CDP client that waits with deadlines, plain HTTP requests with any
// headers, a guard against unhandled rejections, and a check that the token
// stays out of everything the bridge logs and sends (assertTokenKept).

const assert = require('node:assert/strict');
const http = require('node:http');
const WebSocket = require('ws');
const { startBridge } = require('..');
const { createStandIn } = require('.');

/** @typedef {import('../api').Bridge} Bridge */
/** @typedef {import('./standin').StandIn} StandIn */
/** @typedef {import('./standin').StandInWebContents} StandInWebContents */

const deadlineMs = 10_000;

/** @type {unknown[]} */
const unhandled = [];
process.on('unhandledRejection', (err) => unhandled.push(err));

/**
 * Everything a bridge sent back to this harness's clients, by the bridge's
 * port: HTTP bodies (refusals included), WebSocket text frames and close
 * reasons.
 * @type {{port: number, kind: 'http' | 'refusal' | 'frame' | 'close', text: string}[]}
 */
const answers = [];

/** Fails when anything (bridge, stand-in or test) left a rejection unhandled. */
function assertNoUnhandledRejections() {
  assert.deepEqual(unhandled.map(String), [], 'unhandled rejections');
}

/**
 * @typedef {object} Host
 * @property {StandIn} standIn
 * @property {Bridge} bridge
 * @property {StandInWebContents[]} windows
 * @property {StandInWebContents[]} webviews guests of the first window
 * @property {string[]} logs every log line of the bridge
 * @property {() => Promise<void>} close
 */

/**
 * The stand-in with windows (and webviews in the first) plus a bridge.
 * @param {object} [options]
 * @param {string[]} [options.urls]
 * @param {string[]} [options.webviews]
 * @param {Partial<import('../api').BridgeOptions> | ((standIn: StandIn) => Partial<import('../api').BridgeOptions>)} [options.bridge]
 *   the bridge's options, or a function of the stand-in that returns them
 * @param {Parameters<typeof createStandIn>[0]} [options.standIn]
 * @returns {Promise<Host>}
 */
async function startHost({ urls = ['about:blank'], webviews = [], bridge: bridgeOptions = {}, standIn: standInOptions = {} } = {}) {
  const standIn = await createStandIn(standInOptions);
  try {
    // Concurrently; ids still follow the order of the calls.
    const first = standIn.createWindow(urls[0]);
    const windows = await Promise.all([first, ...urls.slice(1).map((url) => standIn.createWindow(url))]);
    const guests = await Promise.all(webviews.map(async (url) => standIn.createWebview(await first, url)));
    /** @type {string[]} */
    const logs = [];
    const bridge = await startBridge({
      webContents: standIn.webContents,
      BrowserWindow: standIn.BrowserWindow,
      app: standIn.app,
      browser: standIn.product,
      discoveryFile: false,
      setEnv: false,
      log: (level, message) => logs.push(`${level}: ${message}`),
      ...(typeof bridgeOptions === 'function' ? bridgeOptions(standIn) : bridgeOptions),
    });
    return {
      standIn,
      bridge,
      windows,
      webviews: guests,
      logs,
      async close() {
        await bridge.close();
        await standIn.close();
      },
    };
  } catch (err) {
    await standIn.close();
    throw err;
  }
}

/**
 * @param {Bridge} bridge
 * @param {{auth?: 'ok' | 'none' | 'wrong', host?: string, origin?: string}} [o]
 * @returns {Record<string, string>}
 */
function headersFor(bridge, o = {}) {
  /** @type {Record<string, string>} */
  const h = {};
  if ((o.auth ?? 'ok') === 'ok') h.Authorization = `Bearer ${bridge.token}`;
  else if (o.auth === 'wrong') h.Authorization = 'Bearer AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';
  h.Host = o.host ?? `127.0.0.1:${bridge.port}`;
  if (o.origin !== undefined) h.Origin = o.origin;
  return h;
}

/**
 * A plain GET with exactly these headers.
 * @param {Bridge} bridge
 * @param {string} path
 * @param {Record<string, string>} [headers]
 * @returns {Promise<{status: number, body: string}>}
 */
function get(bridge, path, headers = headersFor(bridge)) {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port: bridge.port, path, headers, setHost: false }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => {
        answers.push({ port: bridge.port, kind: (res.statusCode ?? 0) >= 400 ? 'refusal' : 'http', text: body });
        resolve({ status: res.statusCode ?? 0, body });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

/**
 * @param {Bridge} bridge
 * @returns {Promise<import('../protocol').Target[]>}
 */
async function list(bridge) {
  const { status, body } = await get(bridge, '/json/list');
  assert.equal(status, 200, body);
  return JSON.parse(body);
}

/** Thrown by TestClient.connect when the upgrade is refused. */
class Refused extends Error {
  /**
   * @param {number} status
   * @param {string} [body] the refusal's text
   */
  constructor(status, body = '') {
    super(`upgrade refused with HTTP ${status}${body ? `: ${body.trim()}` : ''}`);
    this.status = status;
    this.body = body;
  }
}

/**
 * A CDP client that keeps what it receives and waits for it with deadlines.
 */
class TestClient {
  /**
   * @param {Bridge} bridge
   * @param {string | number} target a webContents id, or a path starting with /
   * @param {{auth?: 'ok' | 'none' | 'wrong', host?: string, origin?: string}} [o]
   * @returns {Promise<TestClient>}
   */
  static connect(bridge, target, o) {
    const path = typeof target === 'string' && target.startsWith('/') ? target : `/devtools/page/${target}`;
    const ws = new WebSocket(`ws://127.0.0.1:${bridge.port}${path}`, { headers: headersFor(bridge, o), maxPayload: 0 });
    return new Promise((resolve, reject) => {
      ws.once('open', () => resolve(new TestClient(ws, bridge.port)));
      ws.once('unexpected-response', (_req, res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => (body += chunk));
        const done = () => {
          answers.push({ port: bridge.port, kind: 'refusal', text: body });
          reject(new Refused(res.statusCode ?? 0, body));
          ws.terminate();
        };
        res.once('end', done);
        res.once('error', done);
      });
      ws.once('error', reject);
    });
  }

  /**
   * @param {WebSocket} ws
   * @param {number} port the bridge's, to file what it sends under
   */
  constructor(ws, port) {
    this.ws = ws;
    /** @type {any[]} */
    this.received = [];
    /** @type {Set<() => void>} */
    this.waiters = new Set();
    this.lastId = 1000;
    ws.on('error', () => {});
    ws.on('message', (data) => {
      const text = data.toString();
      answers.push({ port, kind: 'frame', text });
      this.received.push(JSON.parse(text));
      for (const w of [...this.waiters]) w();
    });
    /** How the socket closed, once it did. @type {{code: number, reason: string} | null} */
    this.closedWith = null;
    /** @type {Promise<{code: number, reason: string}>} */
    this.closed = new Promise((resolve) => {
      ws.on('close', (code, reason) => {
        answers.push({ port, kind: 'close', text: reason.toString() });
        this.closedWith = { code, reason: reason.toString() };
        resolve(this.closedWith);
        for (const w of [...this.waiters]) w();
      });
    });
  }

  /**
   * Sends a raw text frame, or an object as JSON.
   * @param {string | object} frame
   */
  sendRaw(frame) {
    this.ws.send(typeof frame === 'string' ? frame : JSON.stringify(frame));
  }

  /**
   * Sends a command; returns its id.
   * @param {string} method
   * @param {object} [params]
   * @param {string} [sessionId]
   */
  send(method, params, sessionId) {
    const id = ++this.lastId;
    this.sendRaw({ id, method, params, sessionId });
    return id;
  }

  /**
   * Sends a command and waits for its answer (result or error object).
   * @param {string} method
   * @param {object} [params]
   * @param {string} [sessionId]
   */
  call(method, params, sessionId) {
    const id = this.send(method, params, sessionId);
    return this.next((m) => m.id === id, `answer to ${method}`);
  }

  /**
   * Like call, but returns the result and fails on an error answer.
   * @param {string} method
   * @param {object} [params]
   * @param {string} [sessionId]
   */
  async result(method, params, sessionId) {
    const answer = await this.call(method, params, sessionId);
    assert.ok(answer.result, `${method}: ${JSON.stringify(answer.error)}`);
    return answer.result;
  }

  /**
   * Takes the first received message matching `match`, waiting for it.
   * @param {(msg: any) => boolean} match
   * @param {string} what for the failure message
   * @param {number} [timeoutMs]
   * @returns {Promise<any>}
   */
  next(match, what, timeoutMs = deadlineMs) {
    return new Promise((resolve, reject) => {
      const check = () => {
        const i = this.received.findIndex(match);
        if (i !== -1) {
          done();
          resolve(this.received.splice(i, 1)[0]);
        } else if (this.ws.readyState === WebSocket.CLOSED) {
          done();
          reject(new Error(`socket closed while waiting for ${what}${this.closedWith ? ` (${this.closedWith.code}: ${this.closedWith.reason})` : ''}`));
        }
      };
      const timer = setTimeout(() => {
        done();
        reject(new Error(`no ${what} within ${timeoutMs} ms`));
      }, timeoutMs);
      const done = () => {
        clearTimeout(timer);
        this.waiters.delete(check);
      };
      this.waiters.add(check);
      check();
    });
  }

  /**
   * Waits for the next event of this method.
   * @param {string} method
   * @param {number} [timeoutMs]
   */
  event(method, timeoutMs) {
    return this.next((m) => m.method === method, `event ${method}`, timeoutMs);
  }

  /** Waits for the socket to close, with a deadline. */
  async waitClosed(timeoutMs = deadlineMs) {
    let timer;
    const timeout = new Promise((_, reject) => {
      timer = setTimeout(() => reject(new Error(`socket still open after ${timeoutMs} ms`)), timeoutMs);
    });
    try {
      return await Promise.race([this.closed, timeout]);
    } finally {
      clearTimeout(timer);
    }
  }

  close() {
    this.ws.close();
    return this.waitClosed();
  }
}

/**
 * Waits until `cond()` holds, checking after every turn of the event loop's
 * I/O (no fixed sleeps), with a deadline.
 * @param {() => boolean | Promise<boolean>} cond
 * @param {string} what
 * @param {number} [timeoutMs]
 */
async function eventually(cond, what, timeoutMs = deadlineMs) {
  const end = Date.now() + timeoutMs;
  for (;;) {
    if (await cond()) return;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/**
 * Closes a test's HTTP server and resolves once it is closed. The
 * connections Chromium keeps open are ended first: a spare socket it
 * opened ahead of a request that never came is not idle to Node, and
 * server.close() alone waits minutes for it (the server's headers and
 * request timeouts).
 * @param {import('node:http').Server} server
 * @returns {Promise<void>}
 */
function closeServer(server) {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(() => resolve()));
}

/**
 * The host's token is in nothing the bridge logged, at any level, nor in
 * anything it sent this harness's clients (refusals, error answers, close
 * reasons). It fails on silence too: the log must hold debug lines, and the
 * clients must have been refused and sent error answers, so the check looked
 * at the bridge's words and not at nothing. An after hook, which also runs
 * when only some tests ran, passes {anySilence: true} to check what there is.
 * @param {Host} host
 * @param {{anySilence?: boolean}} [o]
 */
function assertTokenKept(host, o = {}) {
  const { token, port } = host.bridge;
  const mine = answers.filter((a) => a.port === port);
  for (const line of host.logs) assert.ok(!line.includes(token), `the token was logged: ${line}`);
  for (const a of mine) assert.ok(!a.text.includes(token), `the token was sent to a client in a ${a.kind}: ${a.text.slice(0, 500)}`);
  if (o.anySilence) return;
  assert.ok(
    host.logs.some((line) => line.startsWith('debug: ')),
    `no debug line was logged (${host.logs.length} lines in all): the token check would look at nothing`,
  );
  assert.ok(
    mine.some((a) => a.kind === 'refusal' && a.text !== ''),
    'no refusal with a body reached a client: the token check would look at nothing',
  );
  assert.ok(
    mine.some((a) => a.kind === 'frame' && a.text.includes('"error"')),
    'no error answer reached a client: the token check would look at nothing',
  );
}

module.exports = {
  assertNoUnhandledRejections,
  assertTokenKept,
  startHost,
  headersFor,
  get,
  list,
  TestClient,
  Refused,
  eventually,
  closeServer,
  deadlineMs,
};
