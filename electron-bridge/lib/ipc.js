// @ts-check
'use strict';

// The IPC the pages send the main process, for clients that ask
// (Bridge.enableIpc): what no browser can see. Per exposed webContents, the
// bridge listens, only while such a client is connected, to what Electron's
// WebContents.prototype._init dispatches (lib/browser/api/web-contents.ts):
// 'ipc-message' (ipcRenderer.send), 'ipc-message-sync' (sendSync) and
// '-ipc-invoke' (ipcRenderer.invoke), whose answer goes back through
// event._replyChannel.sendReply({result} | {error}) (event.sendReply before
// Electron 22). The bridge's '-ipc-invoke' listener comes first, so the reply
// it wraps is in place before the app's handler can answer; it changes
// nothing of the reply. Arguments are summarised (depth, lengths and the
// whole capped), never kept.

const P = require('../protocol');
const { Listened, everyExposed } = require('./listeners');

/** @typedef {import('../api').WebContentsLike} WebContentsLike */
/** @typedef {import('../protocol').IpcMessage} IpcMessage */

/**
 * @param {object} config
 * @param {() => WebContentsLike[]} config.exposed the exposed webContents now
 * @param {(listener: (change: import('./watch').Change) => void) => () => void} config.subscribe the watch's changes
 * @param {(id: string) => WebContentsLike | undefined} config.find
 * @param {import('./log').Logger} config.log
 */
function createIpc({ exposed, subscribe, find, log }) {
  /** Clients that asked. @type {Set<object>} */
  const clients = new Set();
  const listened = new Listened(log, 'the IPC');
  /** Per webContents id, the newest messages, oldest first. @type {Map<string, IpcMessage[]>} */
  const byTarget = new Map();
  /** @type {(() => void) | null} */
  let unsubscribe = null;
  let lastId = 0;

  /**
   * @param {string} targetId
   * @param {IpcMessage} m
   */
  function keep(targetId, m) {
    let list = byTarget.get(targetId);
    if (!list) byTarget.set(targetId, (list = []));
    list.push(m);
    if (list.length > P.MaxIpcMessages) list.splice(0, list.length - P.MaxIpcMessages);
  }

  /**
   * @param {string} targetId
   * @param {string} kind
   * @param {unknown} channel
   * @param {unknown[]} args
   * @returns {IpcMessage}
   */
  function record(targetId, kind, channel, args) {
    /** @type {IpcMessage} */
    const m = { id: ++lastId, targetId, kind, channel: cap(String(channel), 200), time: new Date().toISOString(), args: summarize(args) };
    keep(targetId, m);
    return m;
  }

  /** @param {WebContentsLike} wc */
  function listen(wc) {
    listened.add(wc, (id) => listeners(id));
  }

  /**
   * The bridge's '-ipc-invoke' listener comes first: the reply it wraps is
   * in place before the app's handler answers.
   * @param {string} id
   * @returns {import('./listeners').Listeners}
   */
  function listeners(id) {
    const message = (/** @type {unknown} */ _e, /** @type {unknown} */ channel, /** @type {unknown[]} */ ...args) => {
      try {
        record(id, P.IpcSend, channel, args);
      } catch {}
    };
    const sync = (/** @type {unknown} */ _e, /** @type {unknown} */ channel, /** @type {unknown[]} */ ...args) => {
      try {
        record(id, P.IpcSendSync, channel, args);
      } catch {}
    };
    const invoke = (/** @type {any} */ event, /** @type {unknown} */ internal, /** @type {unknown} */ channel, /** @type {unknown} */ args) => {
      try {
        if (internal) return; // Electron's own
        const m = record(id, P.IpcInvoke, channel, Array.isArray(args) ? args : []);
        m.state = P.IpcPending;
        const started = Date.now();
        const holder = event?._replyChannel && typeof event._replyChannel.sendReply === 'function' ? event._replyChannel : typeof event?.sendReply === 'function' ? event : null;
        if (!holder) return;
        const original = holder.sendReply;
        holder.sendReply = function (/** @type {any} */ reply, /** @type {unknown[]} */ ...rest) {
          try {
            if (m.state === P.IpcPending) {
              m.ms = Date.now() - started;
              if (reply && typeof reply === 'object' && 'error' in reply) {
                m.state = P.IpcThrew;
                m.error = cap(String(reply.error), 500);
              } else {
                m.state = P.IpcAnswered;
                m.result = summarize([reply?.result]).replace(/^\[|\]$/g, '');
              }
            }
          } catch {}
          return original.call(this, reply, ...rest);
        };
      } catch {}
    };
    return { on: { 'ipc-message': message, 'ipc-message-sync': sync }, first: { '-ipc-invoke': invoke } };
  }

  function stopListening() {
    unsubscribe?.();
    unsubscribe = null;
    listened.clear();
    byTarget.clear();
  }

  return {
    /** A client asks for the IPC: the bridge listens from now on. @param {object} client */
    enable(client) {
      clients.add(client);
      if (unsubscribe) return;
      unsubscribe = everyExposed({ exposed, subscribe, find }, listen);
    },

    /**
     * The messages a webContents' pages sent, newest first.
     * @param {object} client
     * @param {unknown} params
     * @returns {import('../protocol').IpcMessagesResult}
     */
    list(client, params) {
      if (!clients.has(client)) throw Object.assign(new Error('call Bridge.enableIpc first: the bridge listens to the IPC only for clients that asked'), { code: P.CodeInvalidParams });
      const { targetId, channel, since, limit } = /** @type {import('../protocol').IpcMessagesParams} */ (params ?? {});
      if (typeof targetId !== 'string' || targetId === '') throw Object.assign(new Error('targetId must be a webContents id (a string)'), { code: P.CodeInvalidParams });
      const n = limit === undefined ? P.MaxIpcMessages : Number(limit);
      if (!Number.isInteger(n) || n < 1) throw Object.assign(new Error('limit must be a positive integer'), { code: P.CodeInvalidParams });
      const list = (byTarget.get(targetId) ?? []).filter((m) => (!channel || m.channel === channel) && (!since || m.time >= since));
      const newest = list.slice(-n).reverse();
      return { messages: newest.map((m) => ({ ...m })), total: list.length };
    },

    /** A client left. @param {object} client */
    release(client) {
      if (clients.delete(client) && clients.size === 0) stopListening();
    },

    /** Stops listening (the bridge closes). */
    stop() {
      clients.clear();
      stopListening();
    },

    /** Whether anything listens: for tests. */
    listening() {
      return listened.size > 0;
    },
  };
}

/**
 * A short, bounded description of IPC arguments (structured-clone values):
 * JSON-like, strings cut, at most a few levels, items and keys, 300
 * characters in all.
 * @param {unknown[]} args
 */
function summarize(args) {
  let out = '';
  try {
    out = `[${args.slice(0, 10).map((a) => describe(a, 0)).join(', ')}${args.length > 10 ? `, … ${args.length - 10} more` : ''}]`;
  } catch {
    out = '[…]';
  }
  return cap(out, P.MaxIpcArgsChars);
}

/**
 * @param {unknown} v
 * @param {number} depth
 * @returns {string}
 */
function describe(v, depth) {
  if (v === null || v === undefined || typeof v === 'number' || typeof v === 'boolean') return String(v);
  if (typeof v === 'string') return JSON.stringify(cap(v, 100));
  if (typeof v === 'bigint') return `${v}n`;
  if (typeof v !== 'object') return typeof v;
  if (ArrayBuffer.isView(v)) return `${v.constructor.name}(${/** @type {any} */ (v).length ?? v.byteLength})`;
  if (v instanceof ArrayBuffer) return `ArrayBuffer(${v.byteLength})`;
  if (v instanceof Date) return `Date(${Number.isNaN(v.getTime()) ? 'invalid' : v.toISOString()})`;
  if (v instanceof Error) return `${v.name}(${JSON.stringify(cap(v.message, 100))})`;
  if (depth >= 3) return Array.isArray(v) ? `[…${v.length}]` : '{…}';
  if (v instanceof Map) return `Map(${v.size})`;
  if (v instanceof Set) return `Set(${v.size})`;
  if (Array.isArray(v)) {
    const items = v.slice(0, 10).map((x) => describe(x, depth + 1));
    return `[${items.join(', ')}${v.length > 10 ? `, … ${v.length - 10} more` : ''}]`;
  }
  const keys = Object.keys(v);
  const parts = keys.slice(0, 10).map((k) => `${/^[A-Za-z_$][\w$]*$/.test(k) ? k : JSON.stringify(cap(k, 40))}: ${describe(/** @type {any} */ (v)[k], depth + 1)}`);
  return `{${parts.join(', ')}${keys.length > 10 ? `, … ${keys.length - 10} more` : ''}}`;
}

/** @param {string} s @param {number} n */
function cap(s, n) {
  return s.length > n ? `${s.slice(0, n)}…` : s;
}

module.exports = { createIpc, summarize };
