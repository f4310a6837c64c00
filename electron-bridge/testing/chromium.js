// @ts-check
'use strict';

// A headless Chromium driven over --remote-debugging-pipe: fd 3 carries
// commands to Chromium and fd 4 its answers and events, each message a JSON
// text ended by NUL. No port is opened. The browser runs in its own process
// group so that it, its helpers and its temporary profile can always be
// removed, even when a test fails.

const { spawn } = require('node:child_process');
const { EventEmitter } = require('node:events');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');

// Test-only knobs; the bridge itself reads none of these.
const EnvChromium = 'ELECTRON_MCP_CHROMIUM';
const EnvDebug = 'ELECTRON_MCP_DEBUG';

const startTimeoutMs = 30_000;
const closeTimeoutMs = 3_000;

/** A CDP error answer from Chromium. */
class ProtocolError extends Error {
  /**
   * @param {string} message
   * @param {number} code
   * @param {unknown} [data]
   */
  constructor(message, code, data) {
    super(message);
    this.name = 'ProtocolError';
    this.code = code;
    this.data = data;
  }
}

/**
 * @typedef {object} LaunchOptions
 * @property {string} [executable] default $ELECTRON_MCP_CHROMIUM or /usr/bin/chromium
 * @property {string[]} [args] extra command-line flags
 */

/**
 * @typedef {object} Pending
 * @property {(result: any) => void} resolve
 * @property {(err: Error) => void} reject
 * @property {string | undefined} sessionId
 */

/**
 * The browser connection. Emits 'event' (method, params, sessionId) for every
 * CDP event and 'exit' (code, signal) when the browser process ends.
 */
class Chromium extends EventEmitter {
  /**
   * Starts Chromium and resolves once it answers over the pipe.
   * @param {LaunchOptions} [options]
   */
  static async launch(options = {}) {
    const executable = options.executable ?? process.env[EnvChromium] ?? '/usr/bin/chromium';
    try {
      fs.accessSync(executable, fs.constants.X_OK);
    } catch {
      throw new Error(
        `Chromium not found at ${executable}: install it (apt-get install -y chromium) or set ${EnvChromium} to its path`,
      );
    }
    const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'electron-mcp-chromium-'));
    const args = [
      '--headless',
      '--disable-gpu',
      '--remote-debugging-pipe',
      `--user-data-dir=${userDataDir}`,
      '--no-first-run',
      '--no-default-browser-check',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-default-apps',
      '--mute-audio',
      // Windows in the background keep rendering, like an app's visible windows.
      '--disable-background-timer-throttling',
      '--disable-backgrounding-occluded-windows',
      '--disable-renderer-backgrounding',
      '--disable-crash-reporter',
      // Electron has no popup blocker: window.open always makes a window (unless the app denies it).
      '--disable-popup-blocking',
      // Nor a back/forward cache: its WebContentsDelegate keeps content's
      // default (IsBackForwardCacheSupported: false), so going back loads
      // the page again, in the renderer that showed the page before
      // (whose compiled scripts a same-site page reuses).
      '--disable-back-forward-cache',
      ...(process.getuid?.() === 0 ? ['--no-sandbox'] : []),
      ...(options.args ?? []),
      'about:blank',
    ];
    const browser = new Chromium(executable, args, userDataDir);
    try {
      await browser.started;
    } catch (err) {
      browser.kill();
      throw err;
    }
    return browser;
  }

  /**
   * @param {string} executable
   * @param {string[]} args
   * @param {string} userDataDir
   */
  constructor(executable, args, userDataDir) {
    super();
    this.userDataDir = userDataDir;
    this.exited = false;
    /** @type {Map<number, Pending>} */
    this.pending = new Map();
    this.lastId = 0;
    /** Chromium's noisy stderr, kept for error messages. */
    this.stderrTail = '';
    /** "Chrome/156.0.…", once started. */
    this.product = '';
    /** Browser.getVersion's userAgent, which every page of this Chromium sends. */
    this.userAgent = '';
    this.killSync = () => this.kill();
    process.on('exit', this.killSync);

    // /usr/bin/chromium is a shell script: detached puts it and everything it
    // starts in one process group, which kill() removes as a whole.
    this.child = spawn(executable, args, { stdio: ['ignore', 'ignore', 'pipe', 'pipe', 'pipe'], detached: true });
    this.pid = this.child.pid ?? 0;
    const [, , stderr, toChromium, fromChromium] = this.child.stdio;
    this.out = /** @type {import('node:stream').Writable} */ (toChromium);
    const input = /** @type {import('node:stream').Readable} */ (fromChromium);
    const errors = /** @type {import('node:stream').Readable} */ (stderr);
    errors.on('data', (/** @type {Buffer} */ chunk) => {
      if (process.env[EnvDebug]) process.stderr.write(chunk);
      this.stderrTail = (this.stderrTail + chunk.toString('utf8')).slice(-4000);
    });
    for (const s of [this.out, input, errors]) s.on('error', () => {}); // EPIPE once Chromium is gone

    /** @type {Buffer[]} */
    let partial = [];
    /** @type {any[]} */
    const queue = [];
    let draining = false;
    // One message at a time; after an answer, let its promise callbacks run
    // before the next message, so an event never overtakes an earlier answer
    // (Electron delivers each message in a task of its own).
    const drain = () => {
      draining = false;
      while (queue.length > 0) {
        if (this.dispatch(queue.shift())) {
          draining = true;
          setImmediate(drain);
          return;
        }
      }
    };
    input.on('data', (/** @type {Buffer} */ chunk) => {
      let start = 0;
      for (let nul = chunk.indexOf(0); nul !== -1; nul = chunk.indexOf(0, start)) {
        partial.push(chunk.subarray(start, nul));
        const text = Buffer.concat(partial).toString('utf8');
        partial = [];
        start = nul + 1;
        try {
          queue.push(JSON.parse(text));
        } catch {
          // Not ours to fix; Chromium never sends this.
        }
      }
      if (start < chunk.length) partial.push(chunk.subarray(start));
      if (!draining) drain();
    });

    /** @type {Promise<void>} */
    this.started = new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(this.failure(`Chromium did not answer within ${startTimeoutMs / 1000}s`)), startTimeoutMs);
      this.child.once('error', (err) => {
        clearTimeout(timer);
        reject(this.failure(`could not start Chromium (${err.message})`));
      });
      this.child.once('exit', (code, signal) => {
        clearTimeout(timer);
        reject(this.failure(`Chromium exited at start (${signal ?? code})`));
      });
      this.send('Browser.getVersion').then((v) => {
        clearTimeout(timer);
        this.product = String(v.product);
        this.userAgent = String(v.userAgent);
        resolve();
      }, reject);
    });
    this.started.catch(() => {});

    this.child.on('exit', (code, signal) => {
      this.exited = true;
      const err = new Error(`Chromium exited (${signal ?? code})`);
      for (const p of this.pending.values()) p.reject(err);
      this.pending.clear();
      this.emit('exit', code, signal);
    });
  }

  /** @param {string} what */
  failure(what) {
    const tail = this.stderrTail.trim().split('\n').slice(-5).join('\n');
    return new Error(tail ? `${what}; its last lines on stderr:\n${tail}` : what);
  }

  /**
   * Sends a command; resolves with its result, rejects with a ProtocolError.
   * @param {string} method
   * @param {object} [params]
   * @param {string} [sessionId]
   * @returns {Promise<any>}
   */
  send(method, params = {}, sessionId) {
    if (this.exited) return Promise.reject(new Error('Chromium has exited'));
    const id = ++this.lastId;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject, sessionId });
      this.write({ id, method, params, sessionId });
    });
  }

  /**
   * Sends a command whose answer may never come (Page.crash) and is not awaited.
   * @param {string} method
   * @param {object} [params]
   * @param {string} [sessionId]
   */
  post(method, params = {}, sessionId) {
    if (!this.exited) this.write({ id: ++this.lastId, method, params, sessionId });
  }

  /** @param {object} msg */
  write(msg) {
    this.out.write(`${JSON.stringify(msg)}\0`);
  }

  /**
   * @param {any} msg
   * @returns {boolean} whether it settled a command
   */
  dispatch(msg) {
    if (typeof msg.id === 'number') {
      const p = this.pending.get(msg.id);
      if (!p) return false;
      this.pending.delete(msg.id);
      if (msg.error) p.reject(new ProtocolError(msg.error.message, msg.error.code, msg.error.data));
      else p.resolve(msg.result ?? {});
      return true;
    }
    if (msg.method === 'Target.detachedFromTarget') {
      // Commands sent to a session that ended will never be answered.
      const gone = msg.params.sessionId;
      for (const [id, p] of this.pending) {
        if (p.sessionId === gone) {
          this.pending.delete(id);
          p.reject(new ProtocolError('target closed', -32000));
        }
      }
    }
    this.emit('event', msg.method, msg.params ?? {}, msg.sessionId);
    return false;
  }

  /**
   * Asks Chromium to quit, waits for it (bounded), then removes whatever is left.
   */
  async close() {
    if (!this.exited) {
      const exited = new Promise((resolve) => this.child.once('exit', resolve));
      this.post('Browser.close');
      const timer = setTimeout(() => this.kill(), closeTimeoutMs);
      await exited;
      clearTimeout(timer);
    }
    this.kill();
    // SIGKILL is sent, not yet done: wait (bounded) until nothing of it runs.
    for (const end = Date.now() + closeTimeoutMs; this.processes().length > 0 && Date.now() < end; ) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  /**
   * Kills the process group and any helper that left it (matched by the
   * unique profile path on its command line), then deletes the profile.
   * Synchronous, so it also runs on process 'exit'.
   */
  kill() {
    process.removeListener('exit', this.killSync);
    // Without a pid there is no group to kill (and -0 would be our own).
    if (this.pid > 0) {
      try {
        process.kill(-this.pid, 'SIGKILL');
      } catch {}
      for (const pid of this.processes()) {
        try {
          process.kill(pid, 'SIGKILL');
        } catch {}
      }
    }
    try {
      fs.rmSync(this.userDataDir, { recursive: true, force: true, maxRetries: 3 });
    } catch {}
  }

  /**
   * Live processes that belong to this browser: in its process group, or
   * naming its profile directory.
   */
  processes() {
    return this.pid > 0 ? liveProcesses(this.pid, this.userDataDir) : [];
  }
}

/**
 * Live processes (not zombies) in process group `pgid`, or whose command line
 * contains `marker`.
 * @param {number} pgid
 * @param {string} [marker]
 * @returns {number[]}
 */
function liveProcesses(pgid, marker) {
  /** @type {number[]} */
  const found = [];
  let entries;
  try {
    entries = fs.readdirSync('/proc');
  } catch {
    return found;
  }
  for (const name of entries) {
    if (!/^[0-9]+$/.test(name)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${name}/stat`, 'utf8');
      // Fields after the command name (which may hold spaces): state ppid pgrp …
      const [state, , pgrp] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (state === 'Z' || state === 'X') continue;
      if (Number(pgrp) === pgid || (marker && fs.readFileSync(`/proc/${name}/cmdline`, 'utf8').includes(marker))) {
        found.push(Number(name));
      }
    } catch {
      // The process ended while we looked.
    }
  }
  return found;
}

module.exports = { Chromium, ProtocolError, liveProcesses, EnvChromium, EnvDebug };
