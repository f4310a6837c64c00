// @ts-check
'use strict';

// One WebSocket client of one webContents: checks its frames, bounds what it
// has in flight and what waits in its send buffer, and closes it cleanly.

const P = require('../protocol');
const { parseCommand } = require('./frames');
const { errorMessage } = require('./log');

/** @typedef {import('./frames').Command} Command */
/** @typedef {import('./frames').CDPError} CDPError */

// How long a closing client may take to acknowledge before its socket is dropped.
const closeGraceMs = 1000;
// What the socket itself may hold unwritten; the rest waits in the client's
// own queue (see send). Few enough frames that destroying the socket, which
// fails each queued write with an error of its own, costs nothing.
const socketHighWaterBytes = 1 << 20;
const socketHighWaterFrames = 64;

let lastClientNumber = 0;

/**
 * What a relay needs of whatever it relays for (a WebSocket client here, a
 * session of the browser endpoint in lib/browser.js): commands in flight,
 * bounded, each settled once. Subclasses say how an answer goes out.
 */
class Commands {
  constructor() {
    /** Commands in flight, by a key of our own (clients may reuse ids). @type {Map<number, Command>} */
    this.pending = new Map();
    this.nextKey = 0;
  }

  /**
   * Whether another command may be in flight; if not, it is failed with why.
   * @param {Command} command
   */
  admit(command) {
    if (this.pending.size < P.MaxPendingPerClient) return true;
    this.fail(command, {
      code: P.CodeTooManyPending,
      message: `more than ${P.MaxPendingPerClient} commands in flight: wait for answers before sending more`,
    });
    return false;
  }

  /**
   * Registers a command as in flight; the key settles it once.
   * @param {Command} command
   */
  track(command) {
    const key = ++this.nextKey;
    this.pending.set(key, command);
    return key;
  }

  /**
   * Answers a tracked command unless it was already failed (or the client left).
   * @param {number} key
   * @param {{result: object} | {error: CDPError}} outcome
   */
  settle(key, outcome) {
    const command = this.pending.get(key);
    if (!command) return;
    this.pending.delete(key);
    if ('result' in outcome) this.answer(command, outcome.result);
    else this.fail(command, outcome.error);
  }

  /**
   * Fails every command in flight at once.
   * @param {CDPError} error
   */
  failPending(error) {
    const commands = [...this.pending.values()];
    this.pending.clear();
    for (const command of commands) this.fail(command, error);
  }

  /**
   * @param {Command} _command
   * @param {object} _result
   */
  answer(_command, _result) {
    throw new Error('Commands.answer: a subclass says how an answer goes out');
  }

  /**
   * @param {Command} _command
   * @param {CDPError} _error
   */
  fail(_command, _error) {
    throw new Error('Commands.fail: a subclass says how an error goes out');
  }
}

class Client extends Commands {
  /**
   * @param {import('ws').WebSocket} ws
   * @param {import('./log').Logger} log
   * @param {string} target the webContents id, for log lines
   */
  constructor(ws, log, target) {
    super();
    this.ws = ws;
    this.log = log;
    this.label = `client ${++lastClientNumber} of webContents ${target}`;
    this.closed = false;
    /**
     * Frames waiting for the socket to take them (from head on), and their
     * length in characters. @type {string[]}
     */
    this.queue = [];
    this.head = 0;
    this.queuedChars = 0;
    /** What the socket holds that it has not written yet. */
    this.inSocketChars = 0;
    this.inSocketFrames = 0;
    this.sendFailed = false;
    /** Set by the relay. @type {(command: Command) => void} */
    this.onCommand = () => {};
    /** Set by the relay. @type {() => void} */
    this.onClose = () => {};

    ws.on('error', (err) => this.log.debug(`${this.label}: socket error: ${err.message}`));
    ws.on('message', (data, isBinary) => this.receive(data, isBinary));
    ws.on('close', (code) => {
      this.log.debug(`${this.label}: closed (${code})`);
      this.closed = true;
      this.pending.clear();
      this.onClose();
    });
  }

  /**
   * @param {import('ws').RawData} data
   * @param {boolean} isBinary
   */
  receive(data, isBinary) {
    if (this.closed) return;
    if (isBinary) {
      this.close(P.CloseUnsupportedData, 'binary frames are not CDP: send JSON text frames');
      return;
    }
    const text = Buffer.isBuffer(data)
      ? data.toString('utf8')
      : Array.isArray(data)
        ? Buffer.concat(data).toString('utf8')
        : Buffer.from(data).toString('utf8');
    const parsed = parseCommand(text);
    if ('answer' in parsed) {
      this.send(JSON.stringify(parsed.answer));
      return;
    }
    if (this.admit(parsed.command)) this.onCommand(parsed.command);
  }

  /**
   * @param {Command} command
   * @param {object} result
   */
  answer(command, result) {
    /** @type {Record<string, unknown>} */
    const msg = { id: command.id, result };
    if (command.sessionId) msg.sessionId = command.sessionId;
    const text = JSON.stringify(msg);
    if (text.length > P.MaxRelayedBytes) this.fail(command, tooLarge(command, text.length));
    else this.send(text);
  }

  /**
   * @param {Command} command
   * @param {CDPError} error
   */
  fail(command, error) {
    /** @type {Record<string, unknown>} */
    const msg = { id: command.id, error };
    // Like Chrome: an unknown session answers from the root, without sessionId.
    if (command.sessionId && error.code !== P.CodeSessionNotFound) msg.sessionId = command.sessionId;
    this.send(JSON.stringify(msg));
  }

  /**
   * Sends one text frame, or queues it while the socket holds more than a
   * little unwritten. A client whose queue passes MaxBufferedBytes or
   * MaxBufferedFrames is closed rather than letting the host app's memory
   * grow; its queue is dropped at once, at no cost to the app's loop.
   * @param {string} frame
   */
  send(frame) {
    if (this.closed || this.ws.readyState !== this.ws.OPEN) return;
    if (this.head === this.queue.length && this.socketHasRoom()) {
      this.write(frame);
      return;
    }
    this.queue.push(frame);
    this.queuedChars += frame.length;
    if (this.queuedChars + this.inSocketChars > P.MaxBufferedBytes || this.queue.length - this.head > P.MaxBufferedFrames) {
      this.log.warn(`${this.label}: more than ${P.MaxBufferedBytes} bytes or ${P.MaxBufferedFrames} messages unread, closing it`);
      this.dropQueue();
      this.close(P.CloseSlowClient, 'client too slow: it did not read its messages');
    }
  }

  socketHasRoom() {
    return this.inSocketChars < socketHighWaterBytes && this.inSocketFrames < socketHighWaterFrames;
  }

  /**
   * Hands one frame to the socket; its callback (once the frame is written,
   * or failed) makes room for the queue.
   * @param {string} frame
   */
  write(frame) {
    const size = frame.length;
    this.inSocketChars += size;
    this.inSocketFrames++;
    this.ws.send(frame, (err) => {
      this.inSocketChars -= size;
      this.inSocketFrames--;
      if (err) {
        // Every write still in the socket fails with it: say so once.
        if (!this.sendFailed) this.log.debug(`${this.label}: send failed: ${errorMessage(err)}`);
        this.sendFailed = true;
        this.dropQueue();
        return;
      }
      this.pump();
    });
  }

  /** Moves queued frames into the socket while it has room. */
  pump() {
    while (this.head < this.queue.length && this.socketHasRoom() && !this.sendFailed && this.ws.readyState === this.ws.OPEN) {
      const frame = this.queue[this.head];
      this.queue[this.head++] = '';
      this.queuedChars -= frame.length;
      this.write(frame);
    }
    if (this.head === this.queue.length) {
      this.queue = [];
      this.head = 0;
    } else if (this.head > 4096 && this.head * 2 > this.queue.length) {
      this.queue = this.queue.slice(this.head);
      this.head = 0;
    }
  }

  dropQueue() {
    this.queue = [];
    this.head = 0;
    this.queuedChars = 0;
  }

  /**
   * Starts a clean close; drops the socket if the peer does not answer in time.
   * @param {number} code
   * @param {string} reason at most 123 bytes
   */
  close(code, reason) {
    if (this.closed) return;
    // What is queued goes out before the close frame when it is little (the
    // event that says why, say); a slow client's backlog is dropped.
    if (this.queue.length - this.head <= socketHighWaterFrames && this.queuedChars <= socketHighWaterBytes) {
      for (let i = this.head; i < this.queue.length; i++) this.write(this.queue[i]);
    }
    this.dropQueue();
    this.closed = true;
    this.pending.clear();
    try {
      this.ws.close(code, reason);
    } catch (err) {
      this.log.debug(`${this.label}: close failed: ${errorMessage(err)}`);
      this.ws.terminate();
    }
    const timer = setTimeout(() => this.ws.terminate(), closeGraceMs);
    timer.unref();
    this.ws.once('close', () => clearTimeout(timer));
  }
}

/**
 * The error a client gets instead of an answer over MaxRelayedBytes.
 * @param {Command} command
 * @param {number} size
 * @returns {CDPError}
 */
function tooLarge(command, size) {
  const mib = (/** @type {number} */ n) => `${(n / (1 << 20)).toFixed(1)} MiB`;
  return {
    code: P.CodeServerError,
    message: `the answer to ${command.method} is ${mib(size)}, over the bridge's ${mib(P.MaxRelayedBytes)} (it is written out on the app's main thread): ask for less (a clip or a JPEG for a screenshot, a smaller range or depth)`,
  };
}

module.exports = { Client, Commands, tooLarge };
