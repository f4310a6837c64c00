// @ts-check
'use strict';

// The browser endpoint (/devtools/browser/<id>): what Playwright's
// connectOverCDP and Puppeteer's connect talk to, scoped to the webContents
// the app exposes.
//
// The bridge answers the browser-level commands itself: Browser.getVersion and
// the Target domain, whose targets are the exposed webContents only (each a
// "page", <webview> guests too, plus the "tab" that holds it, as Chrome has
// since tab targets). Attaching to a page opens a flat session that is one
// more client of that webContents' relay (lib/relay.js): the same shared
// debugger, id rewriting and blocked methods as /devtools/page/<id>. Targets
// come and go with lib/watch.js. Nothing here creates, closes or activates a
// window or a browser context; leaving detaches every session.
//
// The page's targetId is Chrome's own (the main frame's id, which clients
// match against frame ids): webContents.getOrCreateDevToolsTargetId()
// (Electron 41 and later; DevToolsAgentHost::GetOrCreateFor, the main
// frame's agent host, shell/browser/api/electron_api_web_contents.cc) gives it
// without attaching anything, a never-navigated window's too. On an older
// Electron it is learned once from Target.getTargetInfo on the webContents'
// debugger, which Chromium's TargetHandler answers without a renderer, and
// only for a webContents that loaded a page. /json/list keeps the
// webContents ids.
//
// The debugger is attached only for a client's page session, and only once
// that session sends its first command: listing, discovering and
// auto-attaching leave the app's webContents alone, so an app may use the
// debugger of a webContents no client uses (see bridge.release).

const crypto = require('node:crypto');
const P = require('../protocol');
const { Client, Commands, tooLarge } = require('./client');
const { errorMessage } = require('./log');

/** @typedef {import('../api').WebContentsLike} WebContentsLike */
/** @typedef {import('./frames').Command} Command */
/** @typedef {import('./frames').CDPError} CDPError */
/** @typedef {import('./relay').Relay} Relay */
/** @typedef {import('./watch').Change} Change */

/**
 * @typedef {object} TargetInfo
 * @property {string} targetId
 * @property {string} type
 * @property {string} title
 * @property {string} url
 * @property {boolean} attached
 * @property {boolean} canAccessOpener
 * @property {string} [browserContextId]
 */

/** @typedef {{type?: string, exclude?: boolean}[]} TargetFilter */

// Chrome's filter when a command gives none: everything but the browser and tabs.
/** @type {TargetFilter} */
const defaultFilter = [{ type: 'browser', exclude: true }, { type: 'tab', exclude: true }, {}];

// How long learning a webContents' targetId through its debugger may take
// (Electron before 41).
const probeTimeoutMs = 10_000;

const targetClosed = { code: P.CodeTargetClosed, message: 'target closed while handling command' };

/**
 * What to do instead of a browser-level method the reach policy refuses,
 * added to the policy's reason (lib/policy.js decides; this only advises).
 * @type {Record<string, string>}
 */
const instead = {
  'Target.createTarget': 'the bridge exposes the app\'s own windows: use a page from Target.getTargets',
  'Target.closeTarget': 'detach with Target.detachFromTarget or close the connection',
  'Target.createBrowserContext': 'use the default context, the app\'s own',
  'Target.disposeBrowserContext': 'the bridge has one browser context, the app\'s own',
  'Target.activateTarget': 'use Page.bringToFront on a page session',
  'Target.sendMessageToTarget': 'send the command with its sessionId',
  'Target.attachToBrowserTarget': 'attach to a page from Target.getTargets',
  'Browser.close': 'close the connection instead',
};

/** What the browser endpoint answers itself, for the message of the rest. */
const answered = "Browser.getVersion and Target's getTargets, getTargetInfo, getBrowserContexts, setDiscoverTargets, setAutoAttach, attachToTarget and detachFromTarget";

class CDPFailure extends Error {
  /**
   * @param {number} code
   * @param {string} message
   */
  constructor(code, message) {
    super(message);
    this.code = code;
  }
}

/** @param {string} message */
const invalidParams = (message) => new CDPFailure(P.CodeInvalidParams, message);

/**
 * @param {TargetFilter} filter
 * @param {string} type
 */
function matches(filter, type) {
  for (const f of filter) {
    if (f.type === undefined || f.type === type) return !f.exclude;
  }
  return false;
}

/**
 * @param {unknown} value
 * @returns {TargetFilter}
 */
function parseFilter(value) {
  if (value === undefined) return defaultFilter;
  const ok =
    Array.isArray(value) &&
    value.every(
      (f) =>
        f !== null &&
        typeof f === 'object' &&
        (f.type === undefined || typeof f.type === 'string') &&
        (f.exclude === undefined || typeof f.exclude === 'boolean'),
    );
  if (!ok) throw invalidParams('filter must be a list of {type?: string, exclude?: boolean}');
  return /** @type {TargetFilter} */ (value);
}

const newSessionId = () => crypto.randomBytes(16).toString('hex').toUpperCase();
/** @param {string} pageId */
const tabIdOf = (pageId) => `tab-${pageId}`;

/**
 * @param {Command} command
 * @param {string} name
 */
function boolParam(command, name) {
  const v = /** @type {Record<string, unknown>} */ (command.params)[name];
  if (v !== undefined && typeof v !== 'boolean') throw invalidParams(`${name} must be a boolean`);
  return v;
}

/**
 * @param {Command} command
 * @param {string} name
 */
function stringParam(command, name) {
  const v = /** @type {Record<string, unknown>} */ (command.params)[name];
  if (v !== undefined && typeof v !== 'string') throw invalidParams(`${name} must be a string`);
  return v;
}

/**
 * A flat page session: one more client of the webContents' relay. Frames the
 * relay gives it go to the browser connection with the session's id.
 */
class PageSession extends Commands {
  /**
   * @param {BrowserClient} owner
   * @param {WebContentsLike} wc
   * @param {string} parent the session it was attached from ('' for the browser)
   */
  constructor(owner, wc, parent) {
    super();
    this.kind = /** @type {const} */ ('page');
    this.owner = owner;
    this.wc = wc;
    this.wcId = wc.id;
    this.id = newSessionId();
    this.parent = parent;
    this.targetId = '';
    this.label = `${owner.label}, session on webContents ${wc.id}`;
    this.closed = false;
    /** Whether it joined the webContents' relay (attaching its debugger): at its first command. */
    this.joined = false;
    /** Why the relay ended it, for the commands sent after. @type {CDPError} */
    this.closeError = targetClosed;
    /** Commands of the bridge's own (Target.getTargetInfo), answered to it. @type {Map<Command, {resolve: (r: any) => void, reject: (e: Error) => void}>} */
    this.internal = new Map();
    /** Set by the relay. @type {(command: Command) => void} */
    this.onCommand = () => {};
    /** Set by the relay. @type {() => void} */
    this.onClose = () => {};
  }

  /**
   * A command from the browser connection for this session (or a child of it).
   * @param {Command} command
   */
  command(command) {
    if (!this.closed && !this.joined) this.join();
    if (this.closed) return this.fail(command, this.closeError);
    if (this.admit(command)) this.onCommand(command);
  }

  /** Becomes a client of the webContents' relay, which attaches its debugger for the first one. */
  join() {
    this.joined = true;
    const relay = this.owner.endpoint.relayFor(this.wc);
    if (!relay) {
      this.close(P.CloseTargetGone, 'the webContents is gone');
      return;
    }
    relay.add(/** @type {any} */ (this));
  }

  /**
   * Sends a command of the bridge's own through the relay.
   * @param {string} method
   * @param {object} params
   * @param {number} timeoutMs
   * @returns {Promise<any>}
   */
  ask(method, params, timeoutMs) {
    /** @type {Command} */
    const command = { id: -1, method, params };
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        if (this.internal.delete(command)) reject(new Error(`${method} got no answer within ${timeoutMs} ms`));
      }, timeoutMs);
      timer.unref();
      const done = { resolve: (/** @type {any} */ r) => (clearTimeout(timer), resolve(r)), reject: (/** @type {Error} */ e) => (clearTimeout(timer), reject(e)) };
      this.internal.set(command, done);
      if (this.closed) {
        this.internal.delete(command);
        done.reject(new Error('the session closed'));
        return;
      }
      this.onCommand(command);
    });
  }

  // The relay's side: lib/client.js's Commands, answered on the browser connection.

  /**
   * @param {Command} command
   * @param {object} result
   */
  answer(command, result) {
    const own = this.internal.get(command);
    if (own) {
      this.internal.delete(command);
      own.resolve(result);
      return;
    }
    const text = JSON.stringify({ id: command.id, result, sessionId: command.sessionId ?? this.id });
    if (text.length > P.MaxRelayedBytes) this.fail(command, tooLarge(command, text.length));
    else this.owner.conn.send(text);
  }

  /**
   * @param {Command} command
   * @param {CDPError} error
   */
  fail(command, error) {
    const own = this.internal.get(command);
    if (own) {
      this.internal.delete(command);
      own.reject(new Error(error.message));
      return;
    }
    /** @type {Record<string, unknown>} */
    const msg = { id: command.id, error };
    if (error.code !== P.CodeSessionNotFound) msg.sessionId = command.sessionId ?? this.id;
    this.owner.conn.send(JSON.stringify(msg));
  }

  /** @param {CDPError} error */
  failPending(error) {
    super.failPending(error);
    for (const [command, own] of [...this.internal]) {
      this.internal.delete(command);
      own.reject(new Error(error.message));
    }
  }

  /**
   * An event frame of the relay. Its own events get this session's id;
   * those of child sessions (OOPIFs, workers) keep theirs, which are routed
   * back here.
   * @param {string} frame
   */
  send(frame) {
    if (this.closed) return;
    const child = topSessionId(frame);
    if (child === null) {
      // The bridge's own end-of-session notice; Target.detachedFromTarget tells it here.
      if (frame.startsWith('{"method":"Inspector.detached"')) return;
      this.owner.conn.send(`${frame.slice(0, -1)},"sessionId":${JSON.stringify(this.id)}}`);
    } else {
      this.owner.conn.send(frame);
    }
    if (frame.startsWith('{"method":"Target.attachedToTarget"') || frame.startsWith('{"method":"Target.detachedFromTarget"')) {
      try {
        const { method, params } = JSON.parse(frame);
        if (typeof params?.sessionId === 'string') {
          if (method === 'Target.attachedToTarget') this.owner.routes.set(params.sessionId, this);
          else if (this.owner.routes.get(params.sessionId) === this) this.owner.routes.delete(params.sessionId);
        }
      } catch {}
    }
  }

  /**
   * The relay ends this session (the webContents went away, its debugger was
   * taken, attaching failed).
   * @param {number} _code
   * @param {string} reason
   */
  close(_code, reason) {
    if (this.closed) return;
    this.closed = true;
    this.closeError = { code: _code === P.CloseAttachFailed ? P.CodeServerError : P.CodeTargetClosed, message: reason };
    this.pending.clear();
    this.owner.log.debug(`${this.label}: ended: ${reason}`);
    this.owner.sessionEnded(this);
  }

  /** Leaves the relay (detach, or the browser connection closed). */
  detach() {
    if (this.closed) return;
    this.failPending(targetClosed);
    this.closed = true;
    this.onClose();
    this.owner.sessionEnded(this);
  }
}

/** A session on a tab target: holds the page session of its webContents. */
class TabSession {
  /**
   * @param {WebContentsLike} wc
   * @param {string} pageId the page's targetId
   * @param {string} parent
   */
  constructor(wc, pageId, parent) {
    this.kind = /** @type {const} */ ('tab');
    this.wc = wc;
    this.wcId = wc.id;
    this.id = newSessionId();
    this.parent = parent;
    this.targetId = tabIdOf(pageId);
    this.pageId = pageId;
    this.autoAttach = false;
    this.closed = false;
  }
}

/** One WebSocket client of the browser endpoint. */
class BrowserClient {
  /**
   * @param {import('ws').WebSocket} ws
   * @param {BrowserEndpoint} endpoint
   */
  constructor(ws, endpoint) {
    this.endpoint = endpoint;
    this.log = endpoint.log;
    this.conn = new Client(ws, endpoint.log, 'browser');
    this.label = this.conn.label.replace('of webContents browser', 'of the browser endpoint');
    this.conn.label = this.label;
    /** @type {Map<string, PageSession | TabSession>} */
    this.sessions = new Map();
    /** Child sessions (OOPIFs, workers) of page sessions. @type {Map<string, PageSession>} */
    this.routes = new Map();
    /** @type {TargetFilter | null} */
    this.discover = null;
    /** @type {TargetFilter | null} */
    this.autoAttach = null;
    /** webContents announced with targetCreated, with their page targetId. @type {Map<number, string>} */
    this.announced = new Map();
    /** Work per webContents, in order. @type {Map<number, Promise<void>>} */
    this.chains = new Map();
    this.closed = false;
    /** What this connection may name, for the reach policy: the exposed pages and tabs, its own sessions. @type {import('./policy').Scope} */
    this.scope = {
      ownsTarget: (targetId) => endpoint.ownsTarget(targetId),
      ownsSession: (sessionId) => this.sessions.has(sessionId) || this.routes.has(sessionId),
      origins: () => [],
    };
    this.conn.onCommand = (command) => this.receive(command);
    this.conn.onClose = () => this.leave();
    this.unsubscribe = endpoint.watch.subscribe((change) => this.onChange(change));
    this.log.info(`${this.label}: connected`);
  }

  /** @param {Command} command */
  receive(command) {
    const sid = command.sessionId;
    if (!sid) {
      this.answer(command, this.browserCommand(command));
      return;
    }
    const session = this.sessions.get(sid);
    if (session?.kind === 'page') {
      /** @type {Command} */
      const root = { id: command.id, method: command.method, params: command.params };
      session.command(root);
    } else if (session?.kind === 'tab') {
      this.answer(command, this.tabCommand(session, command));
    } else {
      const owner = this.routes.get(sid);
      if (owner) owner.command(command);
      else this.conn.fail(command, { code: P.CodeSessionNotFound, message: 'Session with given id not found.' });
    }
  }

  /**
   * @param {Command} command
   * @param {Promise<object>} outcome
   */
  answer(command, outcome) {
    const key = this.conn.track(command);
    outcome.then(
      (result) => this.conn.settle(key, { result }),
      (err) => {
        /** @type {CDPError} */
        const error =
          err instanceof CDPFailure ? { code: err.code, message: err.message } : { code: P.CodeServerError, message: errorMessage(err) };
        this.conn.settle(key, { error });
      },
    ).catch((err) => this.log.error(`${this.label}: answering failed: ${errorMessage(err)}`));
  }

  /**
   * @param {string} method
   * @param {object} params
   * @param {string} [sessionId]
   */
  event(method, params, sessionId) {
    this.conn.send(JSON.stringify(sessionId ? { method, params, sessionId } : { method, params }));
  }

  /**
   * @param {Command} command
   * @returns {Promise<object>}
   */
  async browserCommand(command) {
    const { method } = command;
    const e = this.endpoint;
    switch (method) {
      case 'Browser.getVersion':
        return e.version();
      case 'Target.getBrowserContexts':
        return { browserContextIds: [], defaultBrowserContextId: e.browserContextId };
      case 'Target.setDiscoverTargets':
        return this.setDiscoverTargets(command);
      case 'Target.getTargets': {
        const filter = command.params && 'filter' in command.params ? parseFilter(/** @type {any} */ (command.params).filter) : this.discover ?? defaultFilter;
        /** @type {TargetInfo[]} */
        const infos = matches(filter, 'browser') ? [e.browserInfo()] : [];
        for (const wc of e.exposed()) {
          const pageId = await this.inOrder(wc.id, () => e.targetId(wc)).catch(() => null);
          if (!pageId || !e.isExposed(wc)) continue;
          if (matches(filter, 'tab')) infos.push(e.info(wc, pageId, 'tab'));
          if (matches(filter, 'page')) infos.push(e.info(wc, pageId, 'page'));
        }
        return { targetInfos: infos };
      }
      case 'Target.getTargetInfo': {
        const targetId = stringParam(command, 'targetId');
        if (targetId === undefined || targetId === e.browserId) return { targetInfo: e.browserInfo() };
        const found = await this.findTarget(targetId);
        if (!found) throw invalidParams('No target with given id found');
        return { targetInfo: e.info(found.wc, found.pageId, found.kind) };
      }
      case 'Target.setAutoAttach':
        return this.setAutoAttach(command, '');
      case 'Target.attachToTarget': {
        const targetId = stringParam(command, 'targetId');
        if (targetId === undefined) throw invalidParams('targetId is required: a page from Target.getTargets');
        if (boolParam(command, 'flatten') !== true) {
          throw invalidParams('only flat sessions are supported: pass flatten: true');
        }
        if (targetId === e.browserId) {
          throw new CDPFailure(P.CodeBlocked, 'the browser target is not exposed by electron-mcp-bridge: attach to a page from Target.getTargets');
        }
        const found = await this.findTarget(targetId);
        if (!found) throw invalidParams(`No target with given id found (the bridge exposes only the app's webContents listed by Target.getTargets)`);
        const sessionId = await this.inOrder(found.wc.id, () => this.attach(found.wc, found.kind, ''));
        return { sessionId };
      }
      case 'Target.detachFromTarget':
        return this.detachFromTarget(command, '');
      case 'Target.closeTarget':
        return this.closeTarget(command);
      case 'Runtime.runIfWaitingForDebugger':
        // Nothing waits: the app's webContents run already.
        return {};
      case 'Browser.setDownloadBehavior':
        // Session-wide: it would send the person's downloads elsewhere, silently.
        this.log.info(`${this.label}: Browser.setDownloadBehavior acknowledged, not applied: downloads stay the app's`);
        return {};
      default:
        throw this.unanswered(command, `the bridge's browser endpoint answers ${answered}; send page commands with a page's sessionId`);
    }
  }

  /**
   * The error for a method the endpoint does not answer itself: the reach
   * policy's refusal when it refuses it, or not found.
   * @param {Command} command
   * @param {string} hint what to do instead when it is not found
   */
  unanswered(command, hint) {
    const { method } = command;
    const why = this.endpoint.policy.reason(method, command.params, this.scope);
    if (why) return new CDPFailure(P.CodeBlocked, instead[method] ? `${why}: ${instead[method]}` : why);
    return new CDPFailure(P.CodeMethodNotFound, `'${method}' wasn't found: ${hint}`);
  }

  /**
   * @param {TabSession} tab
   * @param {Command} command
   * @returns {Promise<object>}
   */
  async tabCommand(tab, command) {
    switch (command.method) {
      case 'Target.setAutoAttach':
        return this.setAutoAttach(command, tab.id);
      case 'Runtime.runIfWaitingForDebugger':
        return {};
      case 'Target.getTargetInfo':
        return { targetInfo: this.endpoint.info(tab.wc, tab.pageId, 'tab') };
      case 'Target.detachFromTarget':
        return this.detachFromTarget(command, tab.id);
      default:
        throw this.unanswered(command, 'a tab session answers Target.setAutoAttach, Target.getTargetInfo and Target.detachFromTarget; send page commands to the page session');
    }
  }

  /** @param {Command} command */
  async setDiscoverTargets(command) {
    const discover = boolParam(command, 'discover');
    if (discover === undefined) throw invalidParams('discover is required (true or false)');
    const filter = parseFilter(/** @type {any} */ (command.params).filter);
    if (!discover) {
      this.discover = null;
      this.announced.clear();
      return {};
    }
    const first = this.discover === null;
    this.discover = filter;
    if (first && matches(filter, 'browser')) {
      this.event('Target.targetCreated', { targetInfo: this.endpoint.browserInfo() });
    }
    await Promise.all(this.endpoint.exposed().map((wc) => this.inOrder(wc.id, () => this.announce(wc)).catch(() => {})));
    return {};
  }

  /**
   * targetCreated for a webContents not yet announced.
   * @param {WebContentsLike} wc
   */
  async announce(wc) {
    if (!this.discover || this.announced.has(wc.id)) return;
    const pageId = await this.endpoint.targetId(wc);
    if (!this.discover || this.announced.has(wc.id) || !this.endpoint.isExposed(wc)) return;
    this.announced.set(wc.id, pageId);
    if (matches(this.discover, 'tab')) this.event('Target.targetCreated', { targetInfo: this.endpoint.info(wc, pageId, 'tab') });
    if (matches(this.discover, 'page')) this.event('Target.targetCreated', { targetInfo: this.endpoint.info(wc, pageId, 'page') });
  }

  /**
   * @param {Command} command
   * @param {string} parent '' for the browser, or a tab session's id
   */
  async setAutoAttach(command, parent) {
    const autoAttach = boolParam(command, 'autoAttach');
    if (autoAttach === undefined) throw invalidParams('autoAttach is required (true or false)');
    boolParam(command, 'waitForDebuggerOnStart');
    const flatten = boolParam(command, 'flatten');
    const filter = parseFilter(/** @type {any} */ (command.params).filter);
    if (autoAttach && flatten !== true) throw invalidParams('only flat sessions are supported: pass flatten: true');
    if (parent) {
      const tab = /** @type {TabSession} */ (this.sessions.get(parent));
      tab.autoAttach = autoAttach && matches(filter, 'page');
      if (tab.autoAttach) await this.inOrder(tab.wcId, () => this.autoAttachTab(tab));
      return {};
    }
    this.autoAttach = autoAttach ? filter : null;
    if (autoAttach) {
      await Promise.all(this.endpoint.exposed().map((wc) => this.inOrder(wc.id, () => this.autoAttachRoot(wc)).catch(() => {})));
    }
    return {};
  }

  /**
   * Attaches the browser's auto-attach to a webContents, unless it already is.
   * @param {WebContentsLike} wc
   */
  async autoAttachRoot(wc) {
    const filter = this.autoAttach;
    if (!filter || !this.endpoint.isExposed(wc)) return;
    for (const kind of /** @type {const} */ (['tab', 'page'])) {
      if (!matches(filter, kind) || this.find(wc.id, kind, '')) continue;
      await this.attach(wc, kind, '').catch((err) => this.log.warn(`${this.label}: auto-attaching webContents ${wc.id}: ${errorMessage(err)}`));
    }
  }

  /** @param {TabSession} tab */
  async autoAttachTab(tab) {
    if (tab.closed || !tab.autoAttach || this.find(tab.wcId, 'page', tab.id) || !this.endpoint.isExposed(tab.wc)) return;
    await this.attach(tab.wc, 'page', tab.id);
  }

  /**
   * @param {number} wcId
   * @param {'page' | 'tab'} kind
   * @param {string} parent
   */
  find(wcId, kind, parent) {
    for (const s of this.sessions.values()) if (s.wcId === wcId && s.kind === kind && s.parent === parent) return s;
    return undefined;
  }

  /**
   * Opens a session on a webContents' page or tab and reports it with
   * Target.attachedToTarget on `parent`. Resolves with the session id.
   * @param {WebContentsLike} wc
   * @param {'page' | 'tab'} kind
   * @param {string} parent
   */
  async attach(wc, kind, parent) {
    const e = this.endpoint;
    if (this.closed) throw new CDPFailure(P.CodeTargetClosed, 'the connection is closing');
    if (kind === 'tab') {
      const pageId = await e.targetId(wc);
      if (this.closed || !e.isExposed(wc)) throw invalidParams('No target with given id found');
      const tab = new TabSession(wc, pageId, parent);
      this.sessions.set(tab.id, tab);
      this.event('Target.attachedToTarget', { sessionId: tab.id, targetInfo: e.info(wc, pageId, 'tab'), waitingForDebugger: false }, parent);
      return tab.id;
    }
    // Its debugger is attached at the session's first command (PageSession.join).
    const targetId = await e.targetId(wc);
    if (this.closed || !e.isExposed(wc)) throw new CDPFailure(P.CodeTargetClosed, `webContents ${wc.id} went away while attaching`);
    const session = new PageSession(this, wc, parent);
    session.targetId = targetId;
    this.sessions.set(session.id, session);
    this.event(
      'Target.attachedToTarget',
      { sessionId: session.id, targetInfo: e.info(wc, session.targetId, 'page'), waitingForDebugger: false },
      parent,
    );
    return session.id;
  }

  /**
   * The app decides when its windows close, so this is refused; but the
   * client's sessions on that target end (Target.detachedFromTarget), as
   * they would with the window: Playwright's page.close() swallows the
   * refusal and waits for that, and would wait forever.
   * @param {Command} command
   * @returns {Promise<object>}
   */
  async closeTarget(command) {
    const refusal = this.unanswered(command, "the bridge closes none of the app's windows");
    const targetId = stringParam(command, 'targetId');
    if (targetId !== undefined) {
      for (const s of [...this.sessions.values()]) {
        if (s.targetId === targetId || (s.kind === 'tab' && s.pageId === targetId) || (s.kind === 'page' && tabIdOf(s.targetId) === targetId)) this.end(s);
      }
    }
    throw refusal;
  }

  /**
   * @param {Command} command
   * @param {string} parent
   */
  async detachFromTarget(command, parent) {
    const sessionId = stringParam(command, 'sessionId');
    const targetId = stringParam(command, 'targetId');
    const session = sessionId !== undefined
      ? this.sessions.get(sessionId)
      : [...this.sessions.values()].find((s) => s.targetId === targetId && (!parent || s.parent === parent));
    if (!session || (parent && session.parent !== parent)) throw invalidParams('No session with given id');
    this.end(session);
    return {};
  }

  /**
   * Ends a session and what it holds.
   * @param {PageSession | TabSession} session
   */
  end(session) {
    if (session.kind === 'page') {
      session.detach();
      return;
    }
    for (const s of [...this.sessions.values()]) if (s.parent === session.id) this.end(s);
    if (session.closed) return;
    session.closed = true;
    this.sessionEnded(session);
  }

  /**
   * A session ended (detached, or its webContents went away): forget it and tell the client.
   * @param {PageSession | TabSession} session
   */
  sessionEnded(session) {
    if (this.sessions.get(session.id) !== session) return;
    this.sessions.delete(session.id);
    for (const [child, owner] of [...this.routes]) if (owner === session) this.routes.delete(child);
    if (session.kind === 'tab') for (const s of [...this.sessions.values()]) if (s.parent === session.id) this.end(s);
    if (this.closed || !session.targetId) return;
    if (session.parent && !this.sessions.has(session.parent)) return;
    this.event('Target.detachedFromTarget', { sessionId: session.id, targetId: session.targetId }, session.parent || undefined);
  }

  /**
   * The page or tab with this targetId among the exposed webContents.
   * @param {string} targetId
   * @returns {Promise<{wc: WebContentsLike, pageId: string, kind: 'page' | 'tab'} | null>}
   */
  async findTarget(targetId) {
    const e = this.endpoint;
    for (const wc of e.exposed()) {
      const pageId = await this.inOrder(wc.id, () => e.targetId(wc)).catch(() => null);
      if (!pageId || !e.isExposed(wc)) continue;
      if (pageId === targetId) return { wc, pageId, kind: 'page' };
      if (tabIdOf(pageId) === targetId) return { wc, pageId, kind: 'tab' };
    }
    return null;
  }

  /** @param {Change} change */
  onChange(change) {
    const id = Number(change.target.id);
    if (change.kind === 'added') {
      this.inOrder(id, async () => {
        const wc = this.endpoint.find(change.target.id);
        if (!wc) return;
        await this.announce(wc);
        await this.autoAttachRoot(wc);
      }).catch((err) => this.log.debug(`${this.label}: webContents ${id} added: ${errorMessage(err)}`));
    } else if (change.kind === 'removed') {
      this.inOrder(id, async () => {
        for (const s of [...this.sessions.values()]) if (s.wcId === id && !s.parent) this.end(s);
        for (const s of [...this.sessions.values()]) if (s.wcId === id) this.end(s);
        const pageId = this.announced.get(id);
        this.announced.delete(id);
        if (pageId && this.discover) {
          if (matches(this.discover, 'page')) this.event('Target.targetDestroyed', { targetId: pageId });
          if (matches(this.discover, 'tab')) this.event('Target.targetDestroyed', { targetId: tabIdOf(pageId) });
        }
      }).catch((err) => this.log.debug(`${this.label}: webContents ${id} removed: ${errorMessage(err)}`));
    } else if (change.changed.includes('title') || change.changed.includes('url')) {
      this.inOrder(id, async () => {
        const pageId = this.announced.get(id);
        const wc = this.endpoint.find(change.target.id);
        if (wc && !pageId && change.changed.includes('url')) {
          // Before Electron 41 a window that had not loaded could not be named: now it can.
          await this.announce(wc);
          await this.autoAttachRoot(wc);
          return;
        }
        if (!pageId || !wc || !this.discover) return;
        if (matches(this.discover, 'tab')) this.event('Target.targetInfoChanged', { targetInfo: this.endpoint.info(wc, pageId, 'tab') });
        if (matches(this.discover, 'page')) this.event('Target.targetInfoChanged', { targetInfo: this.endpoint.info(wc, pageId, 'page') });
      }).catch(() => {});
    }
  }

  /**
   * Runs `work` after the earlier work on the same webContents.
   * @template T
   * @param {number} wcId
   * @param {() => Promise<T>} work
   * @returns {Promise<T>}
   */
  inOrder(wcId, work) {
    const before = this.chains.get(wcId) ?? Promise.resolve();
    const result = before.then(work);
    const next = result.then(
      () => {},
      () => {},
    );
    this.chains.set(wcId, next);
    next.then(() => {
      if (this.chains.get(wcId) === next) this.chains.delete(wcId);
    });
    return result;
  }

  /** The connection closed: detach every session, quietly. */
  leave() {
    if (this.closed) return;
    this.closed = true;
    this.unsubscribe();
    for (const s of [...this.sessions.values()]) this.end(s);
    this.sessions.clear();
    this.routes.clear();
    this.endpoint.clients.delete(this);
    this.log.info(`${this.label}: left`);
  }

  /**
   * @param {number} code
   * @param {string} reason
   */
  close(code, reason) {
    this.conn.close(code, reason);
    this.leave();
  }
}

/**
 * webContents.getOrCreateDevToolsTargetId() where Electron has it (41 and
 * later), else ''.
 * @param {WebContentsLike} wc
 */
function ownTargetId(wc) {
  try {
    if (typeof wc.getOrCreateDevToolsTargetId !== 'function') return '';
    const id = wc.getOrCreateDevToolsTargetId();
    return typeof id === 'string' ? id : '';
  } catch {
    return '';
  }
}

/**
 * The top-level sessionId of a relay frame, or null. The relay writes it as
 * the last key (`{method, params, sessionId}`), so only the tail is read.
 * @param {string} frame
 */
function topSessionId(frame) {
  const m = /,"sessionId":"([^"\\]*)"\}$/.exec(frame.length > 200 ? frame.slice(-200) : frame);
  return m ? m[1] : null;
}

class BrowserEndpoint {
  /**
   * @param {object} config
   * @param {ReturnType<typeof import('./targets').createTargets>} config.targets
   * @param {ReturnType<typeof import('./watch').createWatch>} config.watch
   * @param {import('../api').WebContentsModule} config.webContents
   * @param {(wc: WebContentsLike) => Relay | null} config.relayFor the webContents' relay, made if needed
   * @param {(wc: WebContentsLike) => boolean} config.attached whether its debugger is attached
   * @param {ReturnType<typeof import('./policy').createPolicy>} config.policy the reach policy, for what the endpoint does not answer itself
   * @param {string} config.browser the Browser of /json/version
   * @param {import('./log').Logger} config.log
   */
  constructor({ targets, watch, webContents, relayFor, attached, policy, browser, log }) {
    this.targets = targets;
    this.watch = watch;
    this.webContents = webContents;
    this.relayFor = relayFor;
    this.attached = attached;
    this.policy = policy;
    this.browser = browser;
    this.log = log;
    this.browserId = crypto.randomUUID();
    this.browserContextId = crypto.randomBytes(16).toString('hex').toUpperCase();
    this.path = `${P.PathBrowser}${this.browserId}`;
    /** @type {Set<BrowserClient>} */
    this.clients = new Set();
    /** The page targetId of each webContents, once learned. @type {WeakMap<WebContentsLike, string>} */
    this.pageIds = new WeakMap();
    /** Lookups in flight. @type {WeakMap<WebContentsLike, Promise<string>>} */
    this.probes = new WeakMap();
  }

  /** @param {import('ws').WebSocket} ws */
  connect(ws) {
    this.clients.add(new BrowserClient(ws, this));
  }

  /**
   * @param {number} code
   * @param {string} reason
   */
  close(code, reason) {
    for (const client of [...this.clients]) client.close(code, reason);
    this.clients.clear();
  }

  /** The exposed webContents, by id. */
  exposed() {
    /** @type {WebContentsLike[]} */
    let all = [];
    try {
      all = this.webContents.getAllWebContents();
    } catch {}
    return all.filter((wc) => this.targets.exposed(wc)).sort((a, b) => a.id - b.id);
  }

  /** @param {WebContentsLike} wc */
  isExposed(wc) {
    return this.targets.exposed(wc);
  }

  /**
   * Whether targetId is the page or tab target of an exposed webContents
   * (one whose id is known already).
   * @param {string} targetId
   */
  ownsTarget(targetId) {
    for (const wc of this.exposed()) {
      const pageId = this.pageIds.get(wc);
      if (pageId && (pageId === targetId || tabIdOf(pageId) === targetId)) return true;
    }
    return false;
  }

  /** @param {string} id */
  find(id) {
    return this.targets.find(id);
  }

  /**
   * The page targetId of a webContents: Chrome's id of its main frame.
   * Learned once, without attaching anything where Electron can say it.
   * @param {WebContentsLike} wc
   * @returns {Promise<string>}
   */
  targetId(wc) {
    const known = this.pageIds.get(wc);
    if (known) return Promise.resolve(known);
    const own = ownTargetId(wc);
    if (own) {
      this.pageIds.set(wc, own);
      return Promise.resolve(own);
    }
    const inFlight = this.probes.get(wc);
    if (inFlight) return inFlight;
    const probe = this.learn(wc);
    this.probes.set(wc, probe);
    probe.then(() => {}, () => {}).then(() => this.probes.delete(wc));
    return probe;
  }

  /**
   * Before Electron 41: asks the webContents' debugger, through a short-lived
   * client of its relay, unless it never loaded a page (it would wait for one)
   * or the app holds its debugger (the relay refuses).
   * @param {WebContentsLike} wc
   */
  async learn(wc) {
    let loaded = false;
    try {
      loaded = wc.getURL() !== '';
    } catch {}
    if (!loaded) throw new CDPFailure(P.CodeNotLoaded, `webContents ${wc.id} has not loaded a page yet, and this Electron (before 41) tells its target id only through its debugger`);
    const relay = this.relayFor(wc);
    if (!relay) throw invalidParams('No target with given id found');
    const own = new PageSession(/** @type {any} */ ({ label: 'browser endpoint', log: this.log, conn: { send() {} }, routes: new Map(), sessionEnded() {} }), wc, '');
    own.joined = true;
    relay.add(/** @type {any} */ (own));
    if (own.closed) throw new CDPFailure(P.CodeServerError, `attaching to webContents ${wc.id} failed: ${own.closeError.message}`);
    try {
      const { targetInfo } = await own.ask('Target.getTargetInfo', {}, probeTimeoutMs);
      const id = targetInfo?.targetId;
      if (typeof id !== 'string' || !id) throw new Error('Target.getTargetInfo gave no targetId');
      this.pageIds.set(wc, id);
      return id;
    } finally {
      own.detach();
    }
  }

  /**
   * @param {WebContentsLike} wc
   * @param {string} pageId
   * @param {'page' | 'tab'} kind
   * @returns {TargetInfo}
   */
  info(wc, pageId, kind) {
    const state = this.targets.describe(wc);
    return {
      targetId: kind === 'tab' ? tabIdOf(pageId) : pageId,
      // A <webview> guest is a page too, so clients drive it as one.
      type: kind,
      title: state?.title ?? '',
      url: state?.url ?? '',
      attached: this.attached(wc),
      canAccessOpener: false,
      browserContextId: this.browserContextId,
    };
  }

  /** @returns {TargetInfo} */
  browserInfo() {
    return { targetId: this.browserId, type: 'browser', title: '', url: '', attached: true, canAccessOpener: false };
  }

  /** Browser.getVersion, from Electron's Chromium (Playwright reads the major version from product). */
  version() {
    const chrome = process.versions.chrome ?? /Chrome\/([0-9.]+)/.exec(this.browser)?.[1] ?? '0';
    let userAgent = '';
    for (const wc of this.exposed()) {
      try {
        if (typeof wc.getUserAgent === 'function') userAgent = wc.getUserAgent();
      } catch {}
      if (userAgent) break;
    }
    if (!userAgent) userAgent = `Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${chrome} Safari/537.36`;
    return {
      protocolVersion: '1.3',
      product: `Chrome/${chrome}`,
      revision: '',
      userAgent,
      jsVersion: process.versions.v8,
    };
  }
}

module.exports = { BrowserEndpoint };
