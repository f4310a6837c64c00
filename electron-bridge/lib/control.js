// @ts-check
'use strict';

// The bridge's own channel (WS /electron-mcp): frames shaped like CDP's, in
// a "Bridge" domain of our own. Clients hear about webContents created,
// destroyed, changed and focused without polling, call the tools the app
// declares and read the downloads agents started. Nothing here runs, and
// nothing listens to the app, while no client has enabled it.

const P = require('../protocol');
const { Client } = require('./client');
const { errorMessage } = require('./log');

/** @typedef {import('../api').WebContentsLike} WebContentsLike */
/** @typedef {import('./frames').Command} Command */
/** @typedef {import('./frames').CDPError} CDPError */
/** @typedef {import('./watch').Change} Change */
/** @typedef {import('./targets').TargetState} TargetState */

/**
 * What the channel answers from; each part is optional so the channel works
 * before the later ones exist.
 * @typedef {object} ControlParts
 * @property {ReturnType<typeof import('./targets').createTargets>} targets
 * @property {ReturnType<typeof import('./watch').createWatch>} watch
 * @property {() => number} port
 * @property {(id: string) => boolean} attached whether the bridge holds this webContents' debugger
 * @property {import('./log').Logger} log
 * @property {ToolsPart} [tools]
 * @property {DownloadsPart} [downloads]
 * @property {ReturnType<typeof import('./leave').createLeaving>} [leaving]
 * @property {ReturnType<typeof import('./metrics').createMetrics>} [metrics] the app's processes, and its renderers' events while the channel is enabled
 * @property {ReturnType<typeof import('./ipc').createIpc>} [ipc] the IPC the pages send, for clients that ask
 * @property {ReturnType<typeof import('./dialogs').createDialogs>} [dialogs] the app's dialogs agents answer (startBridge({dialogs: true}))
 */

/**
 * @typedef {object} ToolsPart
 * @property {() => import('../protocol').AppTool[]} list
 * @property {(params: any, cancelled?: AbortSignal) => Promise<import('../protocol').CallToolResult>} call rejects with a CDPError-shaped {code, message}
 */

/**
 * @typedef {object} DownloadsPart
 * @property {(owner: object, targetId: string) => void} begin
 * @property {(owner: object, targetId: string) => void} end
 * @property {(owner: object) => void} release every action of a client that left
 * @property {() => import('../protocol').Download[]} list
 * @property {() => void} stop stops listening to the app (no client is left)
 */

let lastControlNumber = 0;

class Control {
  /** @param {ControlParts} parts */
  constructor(parts) {
    this.parts = parts;
    this.log = parts.log;
    /** @type {Set<Client>} */
    this.clients = new Set();
    /** Clients that called Bridge.enable. @type {Set<Client>} */
    this.enabled = new Set();
    /** @type {(() => void) | null} */
    this.unsubscribe = null;
    /**
     * The exposed webContents the person focused last; '' while unknown.
     * Focus that leaves the app (to the agent's terminal, say) or goes to a
     * webContents the app does not expose does not change it. @type {string}
     */
    this.focused = '';
    this.focusCheck = false;
    /** Tool calls in flight, per client, by callId ('' for those that cannot be cancelled). @type {Map<Client, Map<string, AbortController>>} */
    this.calls = new Map();
  }

  /**
   * A client connected to the channel.
   * @param {import('ws').WebSocket} ws
   */
  add(ws) {
    const client = new Client(ws, this.log, 'bridge channel');
    client.label = `bridge channel client ${++lastControlNumber}`;
    this.clients.add(client);
    client.onCommand = (command) => this.dispatch(client, command);
    client.onClose = () => this.remove(client);
    this.log.info(`${client.label}: connected`);
  }

  /** @param {Client} client */
  remove(client) {
    if (!this.clients.delete(client)) return;
    for (const call of this.calls.get(client)?.values() ?? []) call.abort(new Error('the client that called the tool left'));
    this.calls.delete(client);
    this.enabled.delete(client);
    this.parts.downloads?.release(client);
    this.parts.leaving?.release(client);
    this.parts.dialogs?.release(client);
    this.parts.ipc?.release(client);
    if (this.clients.size === 0) {
      this.parts.downloads?.stop();
      this.parts.dialogs?.stop();
    }
    if (this.enabled.size === 0) this.stopWatching();
    this.log.info(`${client.label}: left`);
  }

  /**
   * Sends an event to every client that enabled the channel.
   * @param {string} method
   * @param {object} params
   */
  broadcast(method, params) {
    if (this.enabled.size === 0) return;
    const frame = JSON.stringify({ method, params });
    for (const client of this.enabled) client.send(frame);
  }

  /**
   * @param {Client} client
   * @param {Command} command
   */
  dispatch(client, command) {
    const key = client.track(command);
    /** @type {Promise<object>} */
    let answer;
    try {
      answer = Promise.resolve(this.run(client, command));
    } catch (err) {
      answer = Promise.reject(err);
    }
    answer
      .then(
        (result) => client.settle(key, { result }),
        (err) => client.settle(key, { error: asCDPError(err) }),
      )
      .catch((err) => this.log.error(`${client.label}: answering failed: ${errorMessage(err)}`));
  }

  /**
   * @param {Client} client
   * @param {Command} command
   * @returns {object | Promise<object>}
   */
  run(client, command) {
    const { params } = command;
    switch (command.method) {
      case P.MethodEnable:
        this.enabled.add(client);
        this.startWatching();
        return this.state();
      case P.MethodCallTool:
        if (!this.parts.tools) throw cdpError(P.CodeNoSuchTool, 'this app declares no tools');
        return this.callTool(client, params);
      case P.MethodCancelTool: {
        const id = /** @type {{callId?: unknown}} */ (params).callId;
        if (typeof id !== 'string' || id === '') throw cdpError(P.CodeInvalidParams, 'callId must be the callId of a Bridge.callTool (a string)');
        this.calls.get(client)?.get(id)?.abort(new Error('the agent cancelled the call'));
        return {};
      }
      case P.MethodBeginAction:
      case P.MethodEndAction:
      case P.MethodAllowLeave: {
        const id = /** @type {{targetId?: unknown}} */ (params ?? {}).targetId;
        if (typeof id !== 'string' || id === '') throw cdpError(P.CodeInvalidParams, 'targetId must be a webContents id (a string)');
        if (command.method === P.MethodBeginAction) {
          this.parts.downloads?.begin(client, id);
          this.parts.dialogs?.begin(client, id);
        } else if (command.method === P.MethodEndAction) {
          this.parts.downloads?.end(client, id);
          this.parts.leaving?.end(client, id);
          const dialogs = this.parts.dialogs?.end(client, id) ?? [];
          /** @type {import('../protocol').ActionResult} */
          const result = dialogs.length > 0 ? { dialogs } : {};
          return result;
        } else if (!this.parts.leaving?.allow(client, id)) {
          throw cdpError(P.CodeInvalidParams, `no exposed webContents ${id}`);
        }
        return {};
      }
      case P.MethodGetDownloads:
        return { downloads: this.parts.downloads?.list() ?? [] };
      case P.MethodEnableIpc:
        if (!this.parts.ipc) throw cdpError(P.CodeMethodNotFound, `'${command.method}' wasn't found`);
        this.parts.ipc.enable(client);
        return {};
      case P.MethodGetIpcMessages:
        if (!this.parts.ipc) throw cdpError(P.CodeMethodNotFound, `'${command.method}' wasn't found`);
        return this.parts.ipc.list(client, params);
      case P.MethodGetAppMetrics:
        if (!this.parts.metrics) throw cdpError(P.CodeMethodNotFound, `'${command.method}' wasn't found`);
        return this.parts.metrics.metrics();
      case P.MethodAnswerDialog:
        if (!this.parts.dialogs) throw cdpError(P.CodeNoSuchDialog, 'this app does not let agents answer its dialogs (it would start the bridge with dialogs: true)');
        return this.parts.dialogs.answer(client, params);
    }
    throw cdpError(P.CodeMethodNotFound, `'${command.method}' wasn't found`);
  }

  /**
   * Calls an app tool with a signal aborted when the client leaves or
   * cancels the call.
   * @param {Client} client
   * @param {any} params
   */
  async callTool(client, params) {
    const tools = /** @type {ToolsPart} */ (this.parts.tools);
    const id = typeof params?.callId === 'string' && params.callId.length <= 200 ? params.callId : '';
    let calls = this.calls.get(client);
    if (!calls) this.calls.set(client, (calls = new Map()));
    const controller = new AbortController();
    // A reused callId cancels the newest call only; '' calls are kept apart.
    const key = id || `\u0000${calls.size}:${Math.random()}`;
    calls.set(key, controller);
    try {
      return await tools.call(params, controller.signal);
    } finally {
      if (calls.get(key) === controller) calls.delete(key);
      if (calls.size === 0 && this.calls.get(client) === calls) this.calls.delete(client);
    }
  }

  /** @returns {import('../protocol').ControlState} */
  state() {
    const { targets, port, attached } = this.parts;
    const list = targets.list(port(), (wc) => attached(String(wc.id)));
    if (this.focused && !list.some((t) => t.id === this.focused)) this.focused = '';
    return {
      targets: list,
      focused: this.focused,
      tools: this.parts.tools?.list() ?? [],
      downloads: this.parts.downloads?.list() ?? [],
    };
  }

  startWatching() {
    if (this.unsubscribe) return;
    this.unsubscribe = this.parts.watch.subscribe((change) => this.watched(change));
    this.parts.metrics?.start();
    // Said by the state Bridge.enable answers, not by an event.
    this.checkFocus(false);
  }

  stopWatching() {
    this.unsubscribe?.();
    this.unsubscribe = null;
    this.parts.metrics?.stop();
  }

  /** @param {Change} change */
  watched(change) {
    const { target } = change;
    switch (change.kind) {
      case 'removed':
        this.broadcast(P.EventTargetDestroyed, { id: target.id });
        if (target.id === this.focused) this.focused = '';
        break;
      case 'added':
        this.broadcast(P.EventTargetCreated, { id: target.id, target: this.entry(target) });
        break;
      case 'changed':
        this.broadcast(P.EventTargetChanged, { id: target.id, target: this.entry(target) });
        break;
    }
    if (change.kind === 'added' ? target.focused : change.changed.includes('focused')) this.scheduleFocusCheck();
  }

  /**
   * A /json/list entry from the watch's state.
   * @param {TargetState} t
   * @returns {import('../protocol').Target}
   */
  entry(t) {
    return { ...t, webSocketDebuggerUrl: `ws://127.0.0.1:${this.parts.port()}${P.PathPage}${t.id}`, loaded: t.url !== '', attached: this.parts.attached(t.id) };
  }

  /** A focus change touches several webContents at once (a guest and its embedder): decide once they are all in. */
  scheduleFocusCheck() {
    if (this.focusCheck) return;
    this.focusCheck = true;
    queueMicrotask(() => {
      this.focusCheck = false;
      this.checkFocus(true);
    });
  }

  /**
   * Which exposed webContents the person is in (lib/focus.js decides which
   * report focused: a guest only once the person's own signal named it).
   * When the app has the focus but that is not known (a window with guests
   * the person has not clicked or typed in since the bridge listens), the
   * focus becomes unknown (''), rather than a guess; when the focus left the
   * app, the last one stays.
   * @param {boolean} announce whether to tell the clients
   */
  checkFocus(announce) {
    const focused = this.parts.watch.current().filter((t) => t.focused);
    const now = focused.find((t) => t.type === P.TypeWebview) ?? focused[0];
    const id = now ? now.id : this.parts.targets.appFocused() ? '' : this.focused;
    if (id === this.focused) return;
    this.focused = id;
    if (announce) this.broadcast(P.EventFocusChanged, { id });
  }

  /**
   * Closes every client.
   * @param {number} code
   * @param {string} reason
   */
  close(code, reason) {
    for (const client of [...this.clients]) {
      client.failPending({ code: P.CodeServerError, message: reason });
      client.close(code, reason);
      this.remove(client);
    }
    this.stopWatching();
  }
}

/**
 * @param {number} code
 * @param {string} message
 * @returns {CDPError & Error}
 */
function cdpError(code, message) {
  return Object.assign(new Error(message), { code });
}

/**
 * @param {unknown} err
 * @returns {CDPError}
 */
function asCDPError(err) {
  try {
    const code = err && typeof err === 'object' ? /** @type {{code?: unknown}} */ (err).code : undefined;
    if (typeof code === 'number' && Number.isInteger(code)) return { code, message: errorMessage(err) };
  } catch {
    // A value whose code cannot be read (a throwing getter, a revoked Proxy) is described below.
  }
  return { code: P.CodeServerError, message: errorMessage(err) };
}

module.exports = { Control, cdpError };
