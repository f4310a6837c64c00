// @ts-check
'use strict';

// A relay is one webContents' debugger shared by its clients. Electron allows
// one attach per webContents, so the relay attaches when the first client
// arrives, multiplexes every client over that attach (Electron picks the wire
// ids; each answer goes back to its own client under the client's own id),
// fans events out to all of them, and detaches when the last one leaves.

const P = require('../protocol');
const { errorFromElectron } = require('./frames');
const { errorMessage } = require('./log');
const { originOf } = require('./policy');

/** @typedef {import('../api').WebContentsLike} WebContentsLike */
/** @typedef {import('../api').DebuggerLike} DebuggerLike */
/** @typedef {import('./client').Client} Client */
/** @typedef {import('./frames').Command} Command */

// Bounds on what the relay remembers of a webContents' frames and workers.
const maxChildren = 1000;
const maxFrames = 1000;

const targetClosed = { code: P.CodeTargetClosed, message: 'target closed while handling command' };

class Relay {
  /**
   * @param {WebContentsLike} wc
   * @param {object} config
   * @param {import('./log').Logger} config.log
   * @param {ReturnType<typeof import('./policy').createPolicy>} config.policy
   * @param {(relay: Relay) => void} config.onEnd called once, when the relay holds nothing any more
   */
  constructor(wc, { log, policy, onEnd }) {
    this.wc = wc;
    this.id = String(wc.id);
    this.log = log;
    this.policy = policy;
    this.onEnd = onEnd;
    /** The webContents' own target id, once known. @type {string | null} */
    this.targetId = null;
    /** @type {Promise<void> | null} */
    this.learningTarget = null;
    /** Targets of its out-of-process frames and workers, by flat session id. @type {Map<string, {targetId: string, origin: string}>} */
    this.children = new Map();
    /** Origins of frames seen navigating (Page.frameNavigated), by frame id. @type {Map<string, string>} */
    this.frameOrigins = new Map();
    /** What a client may name (see lib/policy.js). @type {import('./policy').Scope} */
    this.scope = {
      ownsTarget: (targetId) => targetId === this.targetId || [...this.children.values()].some((c) => c.targetId === targetId),
      ownsSession: (sessionId) => this.children.has(sessionId),
      origins: () => this.origins(),
    };
    /** @type {Set<Client>} */
    this.clients = new Set();
    /** Strong reference while attached: Electron crashes if it is collected while attached. @type {DebuggerLike | null} */
    this.dbg = null;
    this.ended = false;
    /** The debugger went away; end() follows on the next turn. */
    this.lost = false;

    /** @type {(event: unknown, method: string, params: any, sessionId: string) => void} */
    this.onMessage = (_event, method, params, sessionId) => this.fanOut(method, params, sessionId);
    /** @type {(event: unknown, reason: string) => void} */
    this.onDetach = (_event, reason) => {
      // Electron says "target closed" both when the webContents dies and when
      // someone else detaches; whether it is destroyed by the next turn (its
      // 'destroyed' may come just before or just after) tells them apart.
      this.log.debug(`webContents ${this.id}: debugger detached (${reason})`);
      this.unlisten();
      this.dbg = null;
      this.lost = true;
      setImmediate(() => {
        let gone = true;
        try {
          gone = this.wc.isDestroyed();
        } catch {}
        if (gone) this.end(P.CloseTargetGone, 'target_closed', 'the webContents was destroyed');
        else this.end(P.CloseDetached, 'debugger_detached', 'the debugger was detached by someone else');
      });
    };
    this.onDestroyed = () => this.end(P.CloseTargetGone, 'target_closed', 'the webContents was destroyed');
  }

  get attached() {
    return this.dbg !== null;
  }

  /**
   * Adds a connected client, attaching the debugger for the first one.
   * @param {Client} client
   */
  add(client) {
    if (this.ended || this.lost) {
      client.close(P.CloseTargetGone, 'the webContents is gone or its debugger was detached: reconnect');
      return;
    }
    if (!this.dbg && !this.attach(client)) return;
    this.clients.add(client);
    client.onCommand = (command) => this.dispatch(client, command);
    client.onClose = () => this.remove(client);
    this.log.info(`${client.label}: connected (${this.clients.size} on this webContents)`);
  }

  /**
   * @param {Client} client
   * @returns {boolean} whether the debugger is attached now
   */
  attach(client) {
    const wc = this.wc;
    let dbg;
    try {
      if (wc.isDestroyed()) {
        client.close(P.CloseTargetGone, 'the webContents is gone');
        this.end(P.CloseTargetGone, 'target_closed', 'the webContents is gone');
        return false;
      }
      dbg = wc.debugger;
      dbg.attach('1.3');
    } catch (err) {
      const message = errorMessage(err);
      this.log.warn(`webContents ${this.id}: attaching the debugger failed: ${message}`);
      client.close(P.CloseAttachFailed, truncate(`attaching the debugger failed: ${message}`));
      this.end(P.CloseAttachFailed, 'attach_failed', message);
      return false;
    }
    this.dbg = dbg;
    dbg.on('message', this.onMessage);
    dbg.on('detach', this.onDetach);
    wc.once('destroyed', this.onDestroyed);
    this.log.info(`webContents ${this.id}: debugger attached`);
    return true;
  }

  /**
   * @param {Client} client
   * @param {Command} command
   */
  dispatch(client, command) {
    // Naming a target needs the webContents' own target id: learn it first.
    if (this.targetId === null && typeof command.params.targetId === 'string' && command.method.startsWith('Target.')) {
      this.learnTarget()
        .then(() => this.relay(client, command))
        .catch((err) => this.log.error(`webContents ${this.id}: relaying failed: ${errorMessage(err)}`));
      return;
    }
    this.relay(client, command);
  }

  /**
   * @param {Client} client
   * @param {Command} command
   */
  relay(client, command) {
    if (client.closed) return;
    const refusal = this.policy.check(command.method, command.params, this.scope);
    if (refusal) {
      client.fail(command, refusal);
      return;
    }
    const dbg = this.dbg;
    if (!dbg) {
      client.fail(command, targetClosed);
      return;
    }
    const key = client.track(command);
    /** @type {Promise<any>} */
    let sent;
    try {
      sent = command.sessionId
        ? dbg.sendCommand(command.method, command.params, command.sessionId)
        : dbg.sendCommand(command.method, command.params);
    } catch (err) {
      sent = Promise.reject(err);
    }
    Promise.resolve(sent).then(
      (result) => {
        if (command.method === 'Target.getTargetInfo' && !command.sessionId && command.params.targetId === undefined) {
          this.noteOwnTarget(result);
        }
        client.settle(key, { result: result ?? {} });
      },
      (err) => client.settle(key, { error: errorFromElectron(err) }),
    ).catch((err) => this.log.error(`webContents ${this.id}: answering failed: ${errorMessage(err)}`));
  }

  /**
   * @param {string} method
   * @param {any} params
   * @param {string} sessionId
   */
  fanOut(method, params, sessionId) {
    // The bridge reports the root session's end itself, with a close code.
    if (method === 'Inspector.detached' && !sessionId) return;
    if (method.startsWith('Target.') || method === 'Page.frameNavigated') this.noteTargets(method, params);
    const frame = JSON.stringify(sessionId ? { method, params, sessionId } : { method, params });
    for (const client of this.clients) client.send(frame);
  }

  /**
   * Keeps track of what its clients may name: the targets of its frames and
   * workers, and the origins its documents show.
   * @param {string} method
   * @param {any} params
   */
  noteTargets(method, params) {
    if (!params || typeof params !== 'object') return;
    if (method === 'Target.attachedToTarget' && typeof params.sessionId === 'string' && params.targetInfo) {
      if (this.children.size < maxChildren) {
        this.children.set(params.sessionId, { targetId: String(params.targetInfo.targetId), origin: originOf(params.targetInfo.url) });
      }
    } else if (method === 'Target.detachedFromTarget' && typeof params.sessionId === 'string') {
      this.children.delete(params.sessionId);
    } else if (method === 'Target.targetInfoChanged' && params.targetInfo) {
      for (const child of this.children.values()) {
        if (child.targetId === params.targetInfo.targetId) child.origin = originOf(params.targetInfo.url);
      }
    } else if (method === 'Page.frameNavigated' && params.frame && typeof params.frame.id === 'string') {
      if (!params.frame.parentId) this.frameOrigins.clear();
      else if (this.frameOrigins.size >= maxFrames) this.frameOrigins.clear();
      this.frameOrigins.set(params.frame.id, originOf(params.frame.url));
    }
  }

  /** The origins of the documents this webContents shows, as far as the bridge saw them. */
  origins() {
    const out = new Set();
    try {
      if (!this.wc.isDestroyed()) out.add(originOf(this.wc.getURL()));
    } catch {}
    for (const c of this.children.values()) out.add(c.origin);
    for (const o of this.frameOrigins.values()) out.add(o);
    out.delete('');
    return out;
  }

  /** @param {any} result the answer to Target.getTargetInfo for the webContents itself */
  noteOwnTarget(result) {
    const id = result?.targetInfo?.targetId;
    if (typeof id === 'string' && id) this.targetId = id;
  }

  /** Asks for the webContents' own target id (once at a time). */
  learnTarget() {
    const dbg = this.dbg;
    if (!dbg) return Promise.resolve();
    this.learningTarget ??= Promise.resolve()
      .then(() => dbg.sendCommand('Target.getTargetInfo'))
      .then(
        (result) => this.noteOwnTarget(result),
        (err) => this.log.debug(`webContents ${this.id}: Target.getTargetInfo failed: ${errorMessage(err)}`),
      )
      .finally(() => {
        this.learningTarget = null;
      });
    return this.learningTarget;
  }

  /** @param {Client} client */
  remove(client) {
    if (!this.clients.delete(client)) return;
    this.log.info(`${client.label}: left (${this.clients.size} remain on this webContents)`);
    if (this.clients.size > 0) return;
    this.detach();
    this.finish();
  }

  /** Detaches the debugger if the relay still holds it. */
  detach() {
    const dbg = this.dbg;
    if (!dbg) return;
    this.unlisten();
    this.dbg = null;
    try {
      if (!this.wc.isDestroyed() && dbg.isAttached()) dbg.detach();
      this.log.info(`webContents ${this.id}: debugger detached`);
    } catch (err) {
      this.log.debug(`webContents ${this.id}: detach failed: ${errorMessage(err)}`);
    }
  }

  unlisten() {
    const dbg = this.dbg;
    if (dbg) {
      dbg.removeListener('message', this.onMessage);
      dbg.removeListener('detach', this.onDetach);
    }
    try {
      this.wc.removeListener('destroyed', this.onDestroyed);
    } catch {}
  }

  /**
   * Ends every client: fail what is in flight, tell them why, close with `code`.
   * @param {number} code
   * @param {string} reason for Inspector.detached
   * @param {string} closeReason
   */
  end(code, reason, closeReason) {
    if (this.ended) return;
    this.log.info(`webContents ${this.id}: ending ${this.clients.size} client(s): ${closeReason}`);
    const event = JSON.stringify({ method: 'Inspector.detached', params: { reason } });
    const clients = [...this.clients];
    this.clients.clear();
    for (const client of clients) {
      client.failPending(targetClosed);
      if (code !== P.CloseGoingAway) client.send(event);
      client.close(code, truncate(closeReason));
    }
    this.detach();
    this.finish();
  }

  finish() {
    if (this.ended) return;
    this.ended = true;
    this.onEnd(this);
  }
}

/**
 * A close reason must fit in 123 bytes.
 * @param {string} s
 */
function truncate(s) {
  let out = s;
  while (Buffer.byteLength(out) > 123) out = out.slice(0, -1);
  return out;
}

module.exports = { Relay };
