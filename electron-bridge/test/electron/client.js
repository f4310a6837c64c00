// @ts-check
'use strict';

// The small clients the Electron checks drive the bridge with: a CDP client
// over the bridge's WebSocket (the `ws` package, as any Node CDP client) and
// plain HTTP for /json/list. Everything waits with a deadline.

const v8 = require('node:v8');
const vm = require('node:vm');
const WebSocket = require('ws');

/** An error answer of a CDP command. */
class CDPError extends Error {
  /**
   * @param {string} method
   * @param {{code?: number, message?: string}} error
   */
  constructor(method, error) {
    super(`${method}: ${error.message ?? JSON.stringify(error)} (code ${error.code})`);
    this.code = error.code;
    this.cdpMessage = error.message ?? '';
  }
}

/** Nothing came within the deadline. */
class TimeoutError extends Error {}

/**
 * Resolves like `promise`, or rejects with a TimeoutError after `ms`.
 * @template T
 * @param {Promise<T>} promise
 * @param {number} ms
 * @param {string} what
 * @returns {Promise<T>}
 */
function within(promise, ms, what) {
  /** @type {NodeJS.Timeout | undefined} */
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new TimeoutError(`no ${what} within ${ms} ms`)), ms);
  });
  return /** @type {Promise<T>} */ (Promise.race([promise, timeout]).finally(() => clearTimeout(timer)));
}

/**
 * @typedef {object} BridgeAddress
 * @property {string} url http://127.0.0.1:<port>
 * @property {string} token
 */

/**
 * GET a bridge path with the token; resolves with the parsed JSON.
 * @param {BridgeAddress} bridge
 * @param {string} path
 * @param {number} [timeoutMs]
 */
async function getJSON(bridge, path, timeoutMs = 10_000) {
  const res = await fetch(bridge.url + path, {
    headers: { Authorization: `Bearer ${bridge.token}` },
    signal: AbortSignal.timeout(timeoutMs),
  });
  const body = await res.text();
  if (res.status !== 200) throw new Error(`GET ${path}: HTTP ${res.status}: ${body}`);
  return JSON.parse(body);
}

/**
 * The bridge's /json/list.
 * @param {BridgeAddress} bridge
 * @returns {Promise<import('../../protocol').Target[]>}
 */
function list(bridge) {
  return getJSON(bridge, '/json/list');
}

/**
 * @typedef {object} Message
 * @property {number} [id]
 * @property {string} [method]
 * @property {any} [params]
 * @property {any} [result]
 * @property {{code: number, message: string}} [error]
 * @property {string} [sessionId]
 */

/** A CDP client of one bridge target (or of the bridge's own channel). */
class Client {
  /**
   * Connects to /devtools/page/<id>, or to `path` when it starts with '/'.
   * @param {BridgeAddress} bridge
   * @param {string} target
   * @param {number} [timeoutMs]
   * @returns {Promise<Client>}
   */
  static connect(bridge, target, timeoutMs = 10_000) {
    const path = target.startsWith('/') ? target : `/devtools/page/${target}`;
    const url = `${bridge.url.replace(/^http/, 'ws')}${path}`;
    const ws = new WebSocket(url, { headers: { Authorization: `Bearer ${bridge.token}` }, handshakeTimeout: timeoutMs });
    return new Promise((resolve, reject) => {
      ws.once('open', () => resolve(new Client(ws, path)));
      ws.once('unexpected-response', (_req, res) => {
        reject(new Error(`${path}: the upgrade was refused with HTTP ${res.statusCode}`));
        res.resume();
        ws.terminate();
      });
      ws.once('error', reject);
    });
  }

  /**
   * @param {WebSocket} ws
   * @param {string} path
   */
  constructor(ws, path) {
    this.ws = ws;
    this.path = path;
    this.lastId = 0;
    /** Every event received, in order. @type {Message[]} */
    this.events = [];
    /** Answers by id. @type {Map<number, (m: Message) => void>} */
    this.answers = new Map();
    /** @type {Set<() => void>} */
    this.waiters = new Set();
    ws.on('error', () => {});
    ws.on('message', (data) => {
      /** @type {Message} */
      let m;
      try {
        m = JSON.parse(data.toString());
      } catch {
        return;
      }
      if (m.id !== undefined) {
        this.answers.get(m.id)?.(m);
        this.answers.delete(m.id);
      } else {
        this.events.push(m);
      }
      for (const w of [...this.waiters]) w();
    });
    /** @type {Promise<{code: number, reason: string}>} */
    this.closed = new Promise((resolve) => {
      ws.on('close', (code, reason) => {
        resolve({ code, reason: reason.toString() });
        for (const w of [...this.waiters]) w();
      });
    });
  }

  get isOpen() {
    return this.ws.readyState === WebSocket.OPEN;
  }

  /**
   * Sends a command and resolves with its whole answer ({result} or
   * {error}), or rejects when the socket closes first or after timeoutMs.
   * @param {string} method
   * @param {object} [params]
   * @param {{timeoutMs?: number, sessionId?: string}} [o]
   * @returns {Promise<Message>}
   */
  answer(method, params = {}, o = {}) {
    const id = ++this.lastId;
    const answered = new Promise((resolve, reject) => {
      this.answers.set(id, resolve);
      this.closed.then(({ code, reason }) => reject(new Error(`${method}: the socket closed (${code} ${reason}) before an answer`)));
    });
    this.ws.send(JSON.stringify(o.sessionId ? { id, method, params, sessionId: o.sessionId } : { id, method, params }));
    const expression = /** @type {{expression?: unknown}} */ (params).expression;
    const what = typeof expression === 'string' ? `answer to ${method} of ${JSON.stringify(expression.slice(0, 80))}` : `answer to ${method}`;
    return within(/** @type {Promise<Message>} */ (answered), o.timeoutMs ?? 10_000, what).finally(() =>
      this.answers.delete(id),
    );
  }

  /**
   * Sends a command and resolves with its result; an error answer rejects
   * with a CDPError.
   * @param {string} method
   * @param {object} [params]
   * @param {{timeoutMs?: number, sessionId?: string}} [o]
   */
  async send(method, params, o) {
    const m = await this.answer(method, params, o);
    if (m.error) throw new CDPError(method, m.error);
    return m.result;
  }

  /**
   * Evaluates an expression in the page and returns its value.
   * @param {string} expression
   * @param {{timeoutMs?: number, userGesture?: boolean}} [o]
   */
  async evaluate(expression, o = {}) {
    const r = await this.send(
      'Runtime.evaluate',
      { expression, returnByValue: true, awaitPromise: true, userGesture: o.userGesture ?? false },
      o,
    );
    if (r.exceptionDetails) throw new Error(`${expression}: ${r.exceptionDetails.exception?.description ?? r.exceptionDetails.text}`);
    return r.result.value;
  }

  /**
   * Waits for an event matching method (and `match`), received before or
   * after the call, from index `from` of this.events.
   * @param {string} method
   * @param {{match?: (params: any) => boolean, timeoutMs?: number, from?: number}} [o]
   * @returns {Promise<Message>}
   */
  event(method, o = {}) {
    const from = o.from ?? 0;
    /** @type {() => void} */
    let check = () => {};
    const found = new Promise((resolve, reject) => {
      check = () => {
        for (let i = from; i < this.events.length; i++) {
          const e = this.events[i];
          if (e.method === method && (!o.match || o.match(e.params))) return resolve(e);
        }
        if (this.ws.readyState === WebSocket.CLOSED) reject(new Error(`the socket closed while waiting for ${method}`));
      };
      this.waiters.add(check);
      check();
    });
    return within(/** @type {Promise<Message>} */ (found), o.timeoutMs ?? 10_000, `event ${method}`).finally(() =>
      this.waiters.delete(check),
    );
  }

  /**
   * Waits until cond() holds, checking it now and after every message.
   * @param {() => boolean} cond
   * @param {string} what
   * @param {number} [timeoutMs]
   */
  until(cond, what, timeoutMs = 10_000) {
    /** @type {() => void} */
    let check = () => {};
    const held = new Promise((resolve, reject) => {
      check = () => {
        if (cond()) resolve(undefined);
        else if (this.ws.readyState === WebSocket.CLOSED) reject(new Error(`the socket closed while waiting for ${what}`));
      };
      this.waiters.add(check);
      check();
    });
    return within(held, timeoutMs, what).finally(() => this.waiters.delete(check));
  }

  /**
   * Waits for the socket to close, with a deadline.
   * @param {number} [timeoutMs]
   */
  waitClosed(timeoutMs = 10_000) {
    return within(this.closed, timeoutMs, `close of ${this.path}`);
  }

  /** Closes the socket and waits until it has closed. */
  close() {
    this.ws.close();
    return this.waitClosed();
  }
}

/**
 * This process's gc(): the one --js-flags=--expose-gc (or node --expose-gc)
 * exposes, else one exposed now.
 * @returns {() => void}
 */
function exposeGC() {
  const exposed = /** @type {{gc?: () => void}} */ (globalThis).gc;
  if (typeof exposed === 'function') return exposed;
  v8.setFlagsFromString('--expose-gc');
  return vm.runInNewContext('gc');
}

module.exports = { Client, CDPError, TimeoutError, within, getJSON, list, exposeGC };
