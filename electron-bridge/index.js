// @ts-check
'use strict';

// electron-mcp-bridge: relays the Chrome DevTools Protocol of an Electron
// app's webContents to electron-mcp over a token-protected WebSocket on
// 127.0.0.1. It lives in someone else's main process, so it never throws into
// it, bounds every buffer, and costs nothing while no client is connected.

const http = require('node:http');
const { WebSocketServer } = require('ws');
const P = require('./protocol');
const { version: bridgeVersion } = require('./package.json');
const { createLogger, errorMessage } = require('./lib/log');
const { createGate, generateToken } = require('./lib/gate');
const { createTargets, defaultFilter } = require('./lib/targets');
const { Client } = require('./lib/client');
const { Relay } = require('./lib/relay');
const { createPolicy } = require('./lib/policy');
const { createWatch } = require('./lib/watch');
const { createFocus } = require('./lib/focus');
const { BrowserEndpoint } = require('./lib/browser');
const { Control } = require('./lib/control');
const { createAppTools } = require('./lib/apptools');
const { createDownloads } = require('./lib/downloads');
const { createLeaving } = require('./lib/leave');
const { createDialogs } = require('./lib/dialogs');
const { createIpc } = require('./lib/ipc');
const { createMetrics } = require('./lib/metrics');
const { writeDiscovery, removeDiscovery } = require('./lib/discovery');

/** @typedef {import('./api').BridgeOptions} BridgeOptions */
/** @typedef {import('./api').Bridge} Bridge */
/** @typedef {import('./api').WebContentsLike} WebContentsLike */
/** @typedef {import('./api').WebContentsModule} WebContentsModule */
/** @typedef {import('./api').BrowserWindowModule} BrowserWindowModule */
/** @typedef {import('./api').AppLike} AppLike */

const pagePath = new RegExp(`^${P.PathPage.replace(/\//g, '\\/')}([^/?#]+)$`);

/**
 * Electron's modules, only when running inside Electron: under plain Node,
 * require('electron') tries to download a binary.
 */
function electron() {
  if (!process.versions.electron) {
    throw new TypeError('electron-mcp-bridge: not running inside Electron: pass options.webContents');
  }
  return require('electron');
}

/**
 * Starts the bridge on 127.0.0.1. Resolves once it listens.
 * @param {BridgeOptions} [options]
 * @returns {Promise<Bridge>}
 */
async function startBridge(options = {}) {
  // Electron's modules the bridge needs exist in the main process only.
  const processType = /** @type {{type?: string}} */ (process).type;
  if (processType !== undefined && processType !== 'browser') {
    throw new Error(
      `electron-mcp-bridge: startBridge() must run in Electron's main process, not in a ${processType} process: require it from the app's main script (the one package.json "main" names)`,
    );
  }
  const log = createLogger(options.log);
  /** @type {WebContentsModule} */
  const webContents = options.webContents ?? electron().webContents;
  /** @type {BrowserWindowModule | null} */
  const BrowserWindow =
    options.BrowserWindow !== undefined ? options.BrowserWindow : process.versions.electron ? electron().BrowserWindow : null;
  /** @type {AppLike | null} */
  const app = options.app !== undefined ? options.app : process.versions.electron ? electron().app : null;
  const token = options.token ?? generateToken();
  if (typeof token !== 'string' || token.length < 16) {
    throw new TypeError('electron-mcp-bridge: options.token must be a string of at least 16 characters');
  }
  const policy = createPolicy({ block: options.block ?? P.Blocked, allow: options.allow ?? [] });
  const commandTimeoutMs = options.commandTimeoutMs ?? P.CommandTimeoutMs;
  const maxClients = options.maxClients ?? P.MaxClients;
  if (!Number.isSafeInteger(maxClients) || maxClients < 1) {
    throw new TypeError('electron-mcp-bridge: options.maxClients must be a positive integer');
  }
  if (!Number.isFinite(commandTimeoutMs) || commandTimeoutMs <= 0) {
    throw new TypeError('electron-mcp-bridge: options.commandTimeoutMs must be a positive number of milliseconds');
  }
  /** One relay per webContents id that has clients. @type {Map<number, Relay>} */
  const relays = new Map();
  // An agent's input reaches the same Electron events as the person's.
  const focus = createFocus({ webContents, agentActing: () => [...relays.values()].some((r) => r.inputRecently()) });
  const targets = createTargets({ webContents, BrowserWindow, filter: options.filter ?? defaultFilter, log, focus });
  // Listens to nothing until something subscribes.
  const watch = createWatch({ targets, webContents, app, BrowserWindow, log, focus });
  const browser = options.browser ?? `Electron/${process.versions.electron ?? 'unknown'}`;

  let port = 0;
  const gate = createGate({ token, port: () => port, allowOrigins: options.allowOrigins ?? [] });
  /**
   * The webContents' relay, made if it has none.
   * @param {WebContentsLike} wc
   */
  function relayFor(wc) {
    // Keyed by id, which Electron never reuses, not by the wrapper object.
    const id = wc.id;
    let relay = relays.get(id);
    if (!relay) {
      relay = new Relay(wc, { log, policy, commandTimeoutMs, loadWaitMs: options.loadWaitMs, onEnd: (r) => relays.get(id) === r && relays.delete(id) });
      relays.set(id, relay);
    }
    return relay;
  }
  const browserEndpoint = new BrowserEndpoint({
    targets,
    watch,
    webContents,
    relayFor,
    attached: (wc) => relays.get(wc.id)?.attached ?? false,
    policy,
    browser,
    log,
  });
  // The app's declarations fail here, before anything listens.
  const tools = createAppTools({ find: (id) => targets.find(id), log });
  tools.set(options.tools);
  const downloads = createDownloads({
    find: (id) => targets.find(id),
    dir: options.downloadsDir,
    onUpdate: (download) => control.broadcast(P.EventDownloadUpdated, { download }),
    log,
    fromFrame: (frame) => /** @type {any} */ (webContents).fromFrame?.(frame),
    app,
  });
  const leaving = createLeaving({ find: (id) => targets.find(id), log });
  const dialogs = options.dialogs ? createDialogs({
    dialog: options.dialog ?? (process.versions.electron ? /** @type {Record<string, unknown>} */ (/** @type {unknown} */ (electron().dialog)) : null),
    BrowserWindow,
    find: (id) => targets.find(id),
    savePath: (name) => downloads.savePath(name),
    onEvent: (method, params) => control.broadcast(method, params),
    log,
  }) : undefined;
  if (options.dialogs && !options.dialog && !process.versions.electron) log.warn('dialogs: true needs options.dialog outside Electron');
  // Listens to nothing until a client asks.
  const ipc = createIpc({
    exposed: () => targets.list(port, () => false).flatMap((t) => targets.find(t.id) ?? []),
    subscribe: (listener) => watch.subscribe(listener),
    find: (id) => targets.find(id),
    log,
  });
  // Listens to the renderers only while a client has the channel enabled.
  const metrics = createMetrics({
    app,
    exposed: () => targets.list(port, () => false).flatMap((t) => targets.find(t.id) ?? []),
    subscribe: (listener) => watch.subscribe(listener),
    find: (id) => targets.find(id),
    onEvent: (method, params) => control.broadcast(method, params),
    log,
  });
  /** The bridge's own channel (WS PathControl). */
  const control = new Control({ targets, watch, port: () => port, attached: (id) => relays.get(Number(id))?.attached ?? false, tools, downloads, leaving, dialogs, ipc, metrics, log });

  let stopping = false;
  const server = http.createServer((req, res) => {
    if (stopping) return reply(res, 503, 'the bridge is closing');
    const refusal = gate(req);
    if (refusal) return reply(res, refusal.status, refusal.message);
    // Kept alive after this, it is closed when idle by Node's keepAliveTimeout.
    proven(req.socket);
    if (req.method !== 'GET') return reply(res, 405, 'only GET');
    // Like Chrome: a trailing slash is the same path, and /json is the list.
    const path = (req.url ?? '').split('?')[0].replace(/(.)\/$/, '$1');
    if (path === P.PathVersion) {
      /** @type {import('./protocol').VersionInfo} */
      const info = {
        Browser: browser,
        'Protocol-Version': '1.3',
        bridge: bridgeVersion,
        protocol: P.Version,
        webSocketDebuggerUrl: `ws://127.0.0.1:${port}${browserEndpoint.path}`,
      };
      return replyJSON(res, info);
    }
    if (path === P.PathList || path === '/json') {
      return replyJSON(res, targets.list(port, (wc) => relays.get(wc.id)?.attached ?? false));
    }
    return reply(res, 404, 'not found: try /json/list or /json/version');
  });

  // One message per turn of the event loop (allowSynchronousEvents false): a
  // client that pipelines thousands of frames does not hold the app's loop
  // while ws parses them all.
  const wss = new WebSocketServer({ noServer: true, maxPayload: P.MaxMessageBytes, perMessageDeflate: false, allowSynchronousEvents: false });
  wss.on('error', (err) => log.error(`websocket server: ${err.message}`));
  /** Upgrades under way, which count towards maxClients with the open sockets (wss.clients). @type {Set<import('node:stream').Duplex>} */
  const upgrading = new Set();
  /**
   * wss.handleUpgrade, counted against maxClients until the socket is open or gone.
   * @param {http.IncomingMessage} req
   * @param {import('node:stream').Duplex} socket
   * @param {Buffer} head
   * @param {(ws: import('ws').WebSocket) => void} then
   */
  function upgrade(req, socket, head, then) {
    upgrading.add(socket);
    socket.once('close', () => upgrading.delete(socket));
    wss.handleUpgrade(req, socket, head, (ws) => {
      upgrading.delete(socket);
      then(ws);
    });
  }

  /**
   * Connections that have not passed the gate yet, oldest first, with the
   * timer that closes each after HandshakeTimeoutMs.
   * @type {Map<import('node:stream').Duplex, NodeJS.Timeout>}
   */
  const unproven = new Map();
  let droppedPending = 0;
  server.on('connection', (socket) => {
    socket.on('error', (err) => log.debug(`connection: ${err.message}`));
    const timer = setTimeout(() => {
      if (!unproven.delete(socket)) return;
      log.debug(`closed a connection that sent no request passing the gate within ${P.HandshakeTimeoutMs} ms`);
      socket.destroy();
    }, P.HandshakeTimeoutMs);
    timer.unref();
    unproven.set(socket, timer);
    socket.once('close', () => proven(socket));
    if (unproven.size > P.MaxPendingConnections) {
      const [oldest] = unproven.keys();
      proven(oldest);
      oldest.destroy();
      // Once per burst, not per connection.
      if (droppedPending++ % 1000 === 0) log.warn(`more than ${P.MaxPendingConnections} connections have not passed the gate: closing the oldest (${droppedPending} so far)`);
    }
  });
  /**
   * A connection passed the gate (or closed): it no longer counts as pending.
   * @param {import('node:stream').Duplex} socket
   */
  function proven(socket) {
    const timer = unproven.get(socket);
    if (timer === undefined) return;
    clearTimeout(timer);
    unproven.delete(socket);
  }

  server.on('upgrade', (req, socket, head) => {
    socket.on('error', (err) => log.debug(`upgrade socket: ${err.message}`));
    if (stopping) return refuse(socket, 503, 'the bridge is closing');
    // Every check happens before the upgrade and before anything is attached.
    const refusal = gate(req);
    if (refusal) return refuse(socket, refusal.status, refusal.message);
    proven(socket);
    if (wss.clients.size + upgrading.size >= maxClients) {
      log.warn(`refused a client: ${maxClients} are connected already`);
      return refuse(socket, 503, `too many clients: this bridge serves ${maxClients} at once (startBridge({maxClients})); close one and retry`);
    }
    const path = (req.url ?? '').split('?')[0];
    if (path.startsWith(P.PathBrowser)) {
      if (path !== browserEndpoint.path) return refuse(socket, 404, 'no such browser endpoint: see webSocketDebuggerUrl in /json/version');
      upgrade(req, socket, head, (ws) => {
        if (stopping) return ws.close(P.CloseGoingAway, 'the bridge is closing');
        browserEndpoint.connect(ws);
      });
      return;
    }
    if (path === P.PathControl) {
      upgrade(req, socket, head, (ws) => {
        if (stopping) return ws.close(P.CloseGoingAway, 'the bridge is closing');
        control.add(ws);
      });
      return;
    }
    const m = pagePath.exec(path);
    const wc = m ? targets.find(m[1]) : undefined;
    if (!wc) return refuse(socket, 404, 'no such target: see /json/list');
    upgrade(req, socket, head, (ws) => {
      if (stopping) return ws.close(P.CloseGoingAway, 'the bridge is closing');
      relayFor(wc).add(new Client(ws, log, String(wc.id)));
    });
  });
  server.on('clientError', (err, socket) => {
    log.debug(`http client error: ${err.message}`);
    socket.destroy();
  });

  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => {
      server.removeListener('error', reject);
      resolve(undefined);
    });
  });
  server.on('error', (err) => log.error(`http server: ${err.message}`));
  const address = server.address();
  port = typeof address === 'object' && address ? address.port : 0;
  const url = `http://127.0.0.1:${port}`;
  const env = Object.freeze({ [P.EnvBridge]: url, [P.EnvToken]: token });
  log.info(`listening on ${url}`);

  if (options.setEnv !== false) Object.assign(process.env, env);

  /** @type {string | null} */
  let discoveryFile = null;
  if (options.discoveryFile !== false) {
    try {
      discoveryFile = await writeDiscovery({
        protocol: P.Version,
        pid: process.pid,
        url,
        token,
        app: options.appName ?? appName(),
        startedAt: new Date().toISOString(),
      });
      log.info(`discovery file ${discoveryFile}`);
    } catch (err) {
      log.warn(`could not write the discovery file: ${errorMessage(err)}`);
    }
  }

  /** @type {Promise<void> | null} */
  let closing = null;
  async function close() {
    stopping = true;
    browserEndpoint.close(P.CloseGoingAway, 'the bridge is closing');
    for (const relay of [...relays.values()]) relay.end(P.CloseGoingAway, 'bridge_closing', 'the bridge is closing');
    relays.clear();
    control.close(P.CloseGoingAway, 'the bridge is closing');
    dialogs?.stop();
    ipc.stop();
    const closed = new Promise((resolve) => server.close(() => resolve(undefined)));
    server.closeIdleConnections();
    // Give clients a moment to acknowledge the close frame, then drop what is left.
    const timer = setTimeout(() => server.closeAllConnections(), 500);
    await closed;
    clearTimeout(timer);
    wss.close();
    if (options.setEnv !== false) {
      for (const [k, v] of Object.entries(env)) if (process.env[k] === v) delete process.env[k];
    }
    if (discoveryFile) await removeDiscovery(discoveryFile, url).catch(() => {});
    log.info('closed');
  }

  return {
    url,
    token,
    port,
    env,
    discoveryFile,
    setTools(list) {
      tools.set(list);
      control.broadcast(P.EventToolsChanged, { tools: tools.list() });
    },
    inputFromAgent() {
      for (const relay of relays.values()) if (relay.inputs > 0) return true;
      return false;
    },
    release(webContents) {
      let id;
      try {
        id = webContents.id;
      } catch {
        return Promise.resolve();
      }
      const relay = relays.get(id);
      return relay ? relay.giveBack() : Promise.resolve();
    },
    close() {
      closing ??= close().catch((err) => log.error(`close: ${errorMessage(err)}`));
      return closing;
    },
  };
}

/** The app's name, for the discovery file. */
function appName() {
  if (process.versions.electron) {
    try {
      return electron().app.getName();
    } catch {}
  }
  return process.title || 'node';
}

/**
 * @param {http.ServerResponse} res
 * @param {number} status
 * @param {string} message
 */
function reply(res, status, message) {
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
  res.end(`${message}\n`);
}

/**
 * @param {http.ServerResponse} res
 * @param {unknown} body
 */
function replyJSON(res, body) {
  res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
  res.end(JSON.stringify(body));
}

/**
 * Refuses an upgrade with a plain HTTP answer.
 * @param {import('node:stream').Duplex} socket
 * @param {number} status
 * @param {string} message
 */
function refuse(socket, status, message) {
  const body = `${message}\n`;
  socket.end(
    `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\n` +
      'Connection: close\r\nContent-Type: text/plain; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
}

module.exports = { startBridge, defaultFilter, createPolicy, protocol: P };


// Keep api.d.ts (the published declarations) honest.
/** @type {typeof import('./api')} */
const declared = module.exports;
void declared;
