// @ts-check
'use strict';

// A relay is one webContents' debugger shared by its clients. Electron allows
// one attach per webContents, so the relay attaches when the first client
// arrives, multiplexes every client over that attach (Electron picks the wire
// ids; each answer goes back to its own client under the client's own id),
// fans events out to all of them, and detaches when the last one leaves.
//
// It holds to what Electron really does (the design's Electron reference):
// the debugger is pinned while attached and detached through that pin
// whatever isDestroyed() says (a destroyed <webview> guest keeps its debugger
// attached; dropping it then crashes the app when it is collected); every
// command has a deadline (Electron drops answers nested 200 deep and answers
// nothing before a webContents' first navigation); commands to a contents
// that never navigated wait, bounded, until it does; and what a client set
// on the page is undone when that client leaves (lib/state.js).

const P = require('../protocol');
const { errorFromElectron } = require('./frames');
const { errorMessage } = require('./log');
const { endPause } = require('./pause');
const { originOf } = require('./policy');
const { ClientState } = require('./state');

/** @typedef {import('../api').WebContentsLike} WebContentsLike */
/** @typedef {import('../api').DebuggerLike} DebuggerLike */
/** @typedef {import('./client').Client} Client */
/** @typedef {import('./frames').Command} Command */

// Bounds on what the relay remembers of a webContents' frames and workers.
const maxChildren = 1000;
const maxFrames = 1000;

// The targets Target.setAutoAttach may give a client: those that belong to
// its webContents alone. Anything else (a service worker, a shared worker)
// also serves other windows of its origin, the ones the app hides included:
// from it a client would list their URLs, answer their requests (Fetch) and
// so run its own script in them. The relay detaches such targets at once
// and tells no client of them, unless the app allows Target.setAutoAttach.
const ownTargetTypes = new Set(['iframe', 'worker', 'page', 'worklet', 'auction_worklet', 'shared_storage_worklet']);

const targetClosed = { code: P.CodeTargetClosed, message: 'target closed while handling command' };

// How long undoing what the last client set may take before the debugger is detached anyway.
const undoTimeoutMs = 2000;

// How long after an agent's input the person's focus signals are taken for
// its echo (lib/focus.js): the guest's '-focus-change' comes over the
// renderer's IPC, after the input's answer.
const inputEchoMs = 1000;

// Events after which a webContents may have committed its first navigation.
const loadEvents = ['did-navigate', 'did-fail-load', 'did-finish-load', 'dom-ready'];

/**
 * Debuggers a relay attached whose 'detach' has not come yet. A relay may be
 * gone by then (ended on 'destroyed'); the debugger must stay referenced
 * until Electron says it detached, or collecting it crashes the app.
 * @type {Set<DebuggerLike>}
 */
const pinned = new Set();

/**
 * Debuggers a relay holds now, of whichever bridge of this process: a second
 * bridge that finds one attached tells its client so, not that the app
 * holds it.
 * @type {WeakSet<DebuggerLike>}
 */
const relayed = new WeakSet();

/**
 * Whether Chromium answers a command in the browser process, so Electron
 * answers it before a webContents' first navigation too: the Target domain
 * (content/browser/devtools/protocol/target_handler.cc), Browser.getVersion
 * (browser_handler.cc) and Page.navigate / Page.getNavigationHistory
 * (page_handler.cc). Everything else may need the renderer, which a
 * never-navigated webContents does not have yet (electron#14810).
 * @param {Command} command
 */
function answeredWithoutRenderer(command) {
  if (command.sessionId) return false;
  const m = command.method;
  return m.startsWith('Target.') || m === 'Browser.getVersion' || m === 'Page.navigate' || m === 'Page.getNavigationHistory';
}

/**
 * An agent's key without nativeVirtualKeyCode: Chromium's input handler then
 * marks it skip_if_unhandled (content/browser/devtools/protocol/input_handler.cc,
 * DispatchKeyEvent: only a key with a native code is given an OS event and
 * passed on to the browser), so a key the page does not handle stops there
 * instead of reaching Electron's HandleKeyboardEvent and the app's menu
 * accelerators (NativeWindowViews via UnhandledKeyboardEventHandler, and
 * PlatformHandleKeyboardEvent in electron_api_web_contents_mac.mm, both return
 * early on skip_if_unhandled): Ctrl+W, Cmd+Q or Ctrl+R close, quit or reload
 * no window. The page sees the same key (the native code is not exposed to it).
 * @param {Command} command
 * @returns {Command}
 */
function keptFromAccelerators(command) {
  if (command.method !== 'Input.dispatchKeyEvent' || !command.params || !('nativeVirtualKeyCode' in command.params)) return command;
  const { nativeVirtualKeyCode, ...params } = /** @type {Record<string, unknown>} */ (command.params);
  void nativeVirtualKeyCode;
  return { ...command, params };
}

/**
 * The commands that may wait on the page for long by design (a promise the
 * page resolves), and get a longer deadline.
 * @param {Command} command
 */
function waitsOnPage(command) {
  return command.method === 'Runtime.awaitPromise' || (command.params.awaitPromise === true && /^Runtime\.(evaluate|callFunctionOn)$/.test(command.method));
}

class Relay {
  /**
   * @param {WebContentsLike} wc
   * @param {object} config
   * @param {import('./log').Logger} config.log
   * @param {ReturnType<typeof import('./policy').createPolicy>} config.policy
   * @param {(relay: Relay) => void} config.onEnd called once, when the relay holds nothing any more
   * @param {number} [config.commandTimeoutMs] how long a command may wait for Electron's answer
   * @param {number} [config.loadWaitMs] how long commands wait for a first navigation
   */
  constructor(wc, { log, policy, onEnd, commandTimeoutMs = P.CommandTimeoutMs, loadWaitMs = P.LoadWaitMs }) {
    this.wc = wc;
    this.commandTimeoutMs = commandTimeoutMs;
    this.loadWaitMs = loadWaitMs;
    /** What each client set on the page. @type {ClientState<Client>} */
    this.state = new ClientState();
    /** Deadlines of the commands in flight, per client. @type {Map<Client, Set<NodeJS.Timeout>>} */
    this.deadlines = new Map();
    /** Commands waiting for the first navigation. @type {{client: Client, command: Command}[]} */
    this.held = [];
    /** Set while commands are held. @type {{timer: NodeJS.Timeout, onEvent: () => void} | null} */
    this.holding = null;
    /** The last client left: what it set is being undone before the debugger detaches. */
    this.leaving = false;
    this.id = String(wc.id);
    this.log = log;
    this.policy = policy;
    this.onEnd = onEnd;
    /** The webContents' own target id, once known. @type {string | null} */
    this.targetId = null;
    /** @type {Promise<void> | null} */
    this.learningTarget = null;
    /**
     * Targets of its out-of-process frames and workers, by flat session id,
     * with what Target.attachedToTarget said of them and the session it came
     * on, for a client that asks for auto-attach later.
     * @type {Map<string, {targetId: string, origin: string, info: any, parent: string, heard: WeakSet<Client>}>}
     */
    this.children = new Map();
    /** Sessions of targets shared with other windows, being detached (see ownTargetTypes). @type {Set<string>} */
    this.foreign = new Set();
    /** Origins of frames seen navigating (Page.frameNavigated), by frame id. @type {Map<string, string>} */
    this.frameOrigins = new Map();
    /** What a client may name (see lib/policy.js). @type {import('./policy').Scope} */
    this.scope = {
      ownsTarget: (targetId) => targetId === this.targetId || [...this.children.values()].some((c) => c.targetId === targetId),
      ownsSession: (sessionId) => this.children.has(sessionId),
      origins: () => this.origins(),
      url: () => {
        try {
          return this.wc.isDestroyed() ? '' : this.wc.getURL();
        } catch {
          return '';
        }
      },
    };
    /** @type {Set<Client>} */
    this.clients = new Set();
    /** Strong reference while attached: Electron crashes if it is collected while attached. @type {DebuggerLike | null} */
    this.dbg = null;
    this.ended = false;
    /** Set while the app takes the debugger back (giveBack). @type {Promise<void> | null} */
    this.releasing = null;
    /** Input.* commands in flight, and when the last one settled (for inputRecently). */
    this.inputs = 0;
    this.inputSettled = 0;
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
    if (this.releasing) {
      client.close(P.CloseAttachFailed, "the app is taking this webContents' debugger back (bridge.release)");
      return;
    }
    if (!this.dbg && !this.attach(client)) return;
    // A client that comes while the last one's settings are undone keeps the attach.
    this.leaving = false;
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
      if (dbg.isAttached()) {
        const message = relayed.has(dbg)
          ? "another bridge in this app holds this webContents' debugger (Electron allows one): connect again once its clients left"
          : "the app holds this webContents' debugger itself (webContents.debugger.attach()), and Electron allows one: detach it in the app, then connect again";
        this.log.warn(`webContents ${this.id}: ${message}`);
        client.close(P.CloseAttachFailed, truncate(message));
        this.end(P.CloseAttachFailed, 'attach_failed', message);
        return false;
      }
      dbg.attach('1.3');
    } catch (err) {
      const message = errorMessage(err);
      this.log.warn(`webContents ${this.id}: attaching the debugger failed: ${message}`);
      client.close(P.CloseAttachFailed, truncate(`attaching the debugger failed: ${message}`));
      this.end(P.CloseAttachFailed, 'attach_failed', message);
      return false;
    }
    this.dbg = dbg;
    relayed.add(dbg);
    pin(dbg);
    dbg.on('message', this.onMessage);
    dbg.on('detach', this.onDetach);
    wc.once('destroyed', this.onDestroyed);
    this.log.info(`webContents ${this.id}: debugger attached`);
    return true;
  }

  /** Whether the webContents committed a navigation (before that Electron answers nothing). */
  loaded() {
    try {
      return this.wc.isDestroyed() || this.wc.getURL() !== '';
    } catch {
      return true;
    }
  }

  /**
   * Keeps a command until the webContents' first navigation commits, at most
   * P.LoadWaitMs; then fails it with why.
   * @param {Client} client
   * @param {Command} command
   */
  hold(client, command) {
    if (this.held.length >= P.MaxPendingPerClient) {
      client.fail(command, { code: P.CodeTooManyPending, message: `more than ${P.MaxPendingPerClient} commands wait for webContents ${this.id} to load: wait for answers before sending more` });
      return;
    }
    this.held.push({ client, command });
    if (this.holding) return;
    const onEvent = () => {
      if (this.loaded()) this.release(false);
    };
    const timer = setTimeout(() => this.release(true), this.loadWaitMs);
    timer.unref?.();
    this.holding = { timer, onEvent };
    /** @type {any} */
    const emitter = this.wc;
    for (const name of loadEvents) emitter.on(name, onEvent);
    this.log.debug(`webContents ${this.id}: has not loaded a page yet; commands wait for it`);
  }

  /**
   * Ends the wait: relays the held commands, or fails them when the wait ran out.
   * @param {boolean} expired
   */
  release(expired) {
    const holding = this.holding;
    if (!holding) return;
    this.holding = null;
    clearTimeout(holding.timer);
    /** @type {any} */
    const emitter = this.wc;
    for (const name of loadEvents) emitter.removeListener(name, holding.onEvent);
    const held = this.held;
    this.held = [];
    for (const { client, command } of held) {
      if (!this.clients.has(client)) continue;
      if (expired && !this.loaded()) {
        client.fail(command, {
          code: P.CodeNotLoaded,
          message: `webContents ${this.id} has not loaded a page yet (a <webview> loads its src only once attached), and Electron answers no command before that: waited ${this.loadWaitMs / 1000} s. Retry once /json/list shows it loaded`,
        });
      } else {
        this.dispatch(client, command);
      }
    }
  }

  /**
   * @param {Client} client
   * @param {Command} command
   */
  dispatch(client, command) {
    if ((this.held.length > 0 || !this.loaded()) && !answeredWithoutRenderer(command)) {
      this.hold(client, command);
      return;
    }
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
    // A session the relay is detaching (a shared worker's) is no client's.
    if (command.sessionId && this.foreign.has(command.sessionId)) {
      client.fail(command, { code: P.CodeSessionNotFound, message: 'Session with given id not found.' });
      return;
    }
    const refusal = this.policy.check(command.method, command.params, this.scope);
    if (refusal) {
      client.fail(command, refusal);
      return;
    }
    if (this.policy.unapplied(command.method)) {
      this.log.debug(`${client.label}: ${command.method} answered, not applied: ${P.Policy.unapplied[command.method]}`);
      client.answer(command, {});
      return;
    }
    const dbg = this.dbg;
    if (!dbg) {
      client.fail(command, targetClosed);
      return;
    }
    const key = client.track(command);
    const input = command.method.startsWith('Input.');
    if (input) this.inputs++;
    let settled = false;
    const inputDone = () => {
      if (!input || settled) return;
      settled = true;
      this.inputs--;
      this.inputSettled = Date.now();
    };
    const ms = waitsOnPage(command) ? this.commandTimeoutMs * 10 : this.commandTimeoutMs;
    const deadline = setTimeout(() => {
      inputDone();
      this.forget(client, deadline);
      client.settle(key, {
        error: {
          code: P.CodeNoAnswer,
          message: `${command.method} got no answer from Electron within ${ms / 1000} s (Electron drops answers nested 200 levels deep or more; a renderer that is stuck or shows a dialog answers nothing); it may still run in the page`,
        },
      });
    }, ms);
    deadline.unref?.();
    let timers = this.deadlines.get(client);
    if (!timers) this.deadlines.set(client, (timers = new Set()));
    timers.add(deadline);
    /** @type {Promise<any>} */
    let sent;
    const out = keptFromAccelerators(command);
    try {
      sent = out.sessionId ? dbg.sendCommand(out.method, out.params, out.sessionId) : dbg.sendCommand(out.method, out.params);
    } catch (err) {
      sent = Promise.reject(err);
    }
    Promise.resolve(sent)
      .then(
        (result) => {
          inputDone();
          this.forget(client, deadline);
          if (command.method === 'Target.getTargetInfo' && !command.sessionId && command.params.targetId === undefined) {
            this.noteOwnTarget(result);
          }
          // What it set is remembered only while it is a client (its leaving undid the rest).
          if (this.clients.has(client)) this.state.record(client, command, result);
          if (command.method === 'Target.setAutoAttach' && command.params.autoAttach === true && this.clients.has(client)) this.tellChildren(client, command.sessionId ?? '');
          client.settle(key, { result: result ?? {} });
        },
        (err) => {
          inputDone();
          this.forget(client, deadline);
          client.settle(key, { error: errorFromElectron(err) });
        },
      )
      .catch((err) => this.log.error(`webContents ${this.id}: answering failed: ${errorMessage(err)}`));
  }

  /**
   * Tells a client that turned auto-attach on of the child sessions that
   * exist already: Chromium announced them once, to the one session every
   * client shares, when another client turned it on.
   * @param {Client} client
   * @param {string} parent the session it turned auto-attach on for
   */
  tellChildren(client, parent) {
    for (const [sessionId, c] of this.children) {
      if (c.parent !== parent || c.heard.has(client)) continue;
      c.heard.add(client);
      const params = { sessionId, targetInfo: c.info, waitingForDebugger: false };
      client.send(JSON.stringify(parent ? { method: 'Target.attachedToTarget', params, sessionId: parent } : { method: 'Target.attachedToTarget', params }));
    }
  }

  /** Whether a client's input to this webContents is in flight or settled within inputEchoMs. */
  inputRecently() {
    return this.inputs > 0 || Date.now() - this.inputSettled < inputEchoMs;
  }

  /**
   * @param {Client} client
   * @param {NodeJS.Timeout} deadline
   */
  forget(client, deadline) {
    clearTimeout(deadline);
    const timers = this.deadlines.get(client);
    if (!timers) return;
    timers.delete(deadline);
    if (timers.size === 0) this.deadlines.delete(client);
  }

  /** @param {Client} client */
  forgetAll(client) {
    for (const t of this.deadlines.get(client) ?? []) clearTimeout(t);
    this.deadlines.delete(client);
  }

  /**
   * @param {string} method
   * @param {any} params
   * @param {string} sessionId
   */
  fanOut(method, params, sessionId) {
    // The bridge reports the root session's end itself, with a close code.
    if (method === 'Inspector.detached' && !sessionId) return;
    if (this.foreign.size > 0) {
      if (sessionId && this.foreign.has(sessionId)) return;
      if (method === 'Target.detachedFromTarget' && this.foreign.delete(params?.sessionId)) return;
    }
    if (method === 'Target.attachedToTarget' && this.detachForeign(params, sessionId)) return;
    if (method.startsWith('Target.') || method === 'Page.frameNavigated') this.noteTargets(method, params, sessionId);
    const frame = JSON.stringify(sessionId ? { method, params, sessionId } : { method, params });
    if (frame.length > P.MaxRelayedBytes) {
      this.log.warn(`webContents ${this.id}: dropped a ${method} event of ${frame.length} characters, over MaxRelayedBytes`);
      return;
    }
    for (const client of this.clients) client.send(frame);
  }

  /**
   * Detaches a target Target.setAutoAttach attached that does not belong to
   * this webContents alone (see ownTargetTypes), as Playwright does with the
   * workers it does not drive: let it run if it waits for a debugger, then
   * detach. Returns whether it did (the event then goes to no client).
   * @param {any} params of Target.attachedToTarget
   * @param {string} parent the session it was attached on ('' for the root)
   */
  detachForeign(params, parent) {
    const child = params?.sessionId;
    const type = params?.targetInfo?.type;
    if (typeof child !== 'string' || ownTargetTypes.has(type) || this.policy.allows('Target.setAutoAttach')) return false;
    if (this.foreign.size >= maxChildren) this.foreign.delete(this.foreign.values().next().value ?? '');
    this.foreign.add(child);
    this.log.info(
      `webContents ${this.id}: detached the ${String(type)} ${String(params.targetInfo?.url ?? '')} its auto-attach reached: it also serves windows the app may not expose (startBridge({allow: ["Target.setAutoAttach"]}) relays it)`,
    );
    const dbg = this.dbg;
    if (!dbg) return true;
    /** @param {string} method @param {object} p @param {string} on */
    const send = (method, p, on) => {
      try {
        return Promise.resolve(on ? dbg.sendCommand(method, p, on) : dbg.sendCommand(method, p)).catch(
          (err) => this.log.debug(`webContents ${this.id}: ${method} on a ${String(type)} failed: ${errorMessage(err)}`),
        );
      } catch (err) {
        this.log.debug(`webContents ${this.id}: ${method} on a ${String(type)} failed: ${errorMessage(err)}`);
        return Promise.resolve();
      }
    };
    send('Runtime.runIfWaitingForDebugger', {}, child).then(() => send('Target.detachFromTarget', { sessionId: child }, parent));
    return true;
  }

  /**
   * Keeps track of what its clients may name: the targets of its frames and
   * workers, and the origins its documents show.
   * @param {string} method
   * @param {any} params
   * @param {string} [parent] the session the event came on ('' for the root)
   */
  noteTargets(method, params, parent = '') {
    if (!params || typeof params !== 'object') return;
    if (method === 'Target.attachedToTarget' && typeof params.sessionId === 'string' && params.targetInfo) {
      if (this.children.size < maxChildren) {
        this.children.set(params.sessionId, {
          targetId: String(params.targetInfo.targetId),
          origin: originOf(params.targetInfo.url),
          info: params.targetInfo,
          parent,
          // The clients the event is about to reach.
          heard: new WeakSet(this.clients),
        });
      }
    } else if (method === 'Target.detachedFromTarget' && typeof params.sessionId === 'string') {
      this.children.delete(params.sessionId);
      this.state.dropSession(params.sessionId);
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

  /**
   * A client left: undo what it set (which may be the last client's, then
   * the debugger detaches once that is done).
   * @param {Client} client
   */
  remove(client) {
    if (!this.clients.delete(client)) return;
    this.forgetAll(client);
    this.held = this.held.filter((h) => h.client !== client);
    this.log.info(`${client.label}: left (${this.clients.size} remain on this webContents)`);
    const undo = this.state.leave(client);
    const done = this.undo(undo);
    if (this.clients.size > 0) return;
    this.leaving = true;
    done
      .then(() => {
        if (!this.leaving || this.ended || this.clients.size > 0) return;
        this.leaving = false;
        this.detach();
        this.finish();
      })
      .catch((err) => this.log.error(`webContents ${this.id}: leaving failed: ${errorMessage(err)}`));
  }

  /**
   * Sends the commands that undo a client's settings; resolves when they are
   * answered, or after undoTimeoutMs.
   * @param {import('./state').Undo[]} undo
   * @returns {Promise<void>}
   */
  undo(undo) {
    const dbg = this.dbg;
    if (!dbg || undo.length === 0) return Promise.resolve();
    this.log.debug(`webContents ${this.id}: undoing ${undo.map((u) => u.method).join(', ')}`);
    const sent = undo.map((u) => {
      if (u.pause) return endPause(dbg, u.sessionId, this.commandTimeoutMs);
      try {
        return Promise.resolve(u.sessionId ? dbg.sendCommand(u.method, u.params, u.sessionId) : dbg.sendCommand(u.method, u.params)).catch(
          (err) => this.log.debug(`webContents ${this.id}: ${u.method} failed: ${errorMessage(err)}`),
        );
      } catch (err) {
        return Promise.resolve();
      }
    });
    /** @type {NodeJS.Timeout | undefined} */
    let timer;
    const timeout = new Promise((resolve) => {
      timer = setTimeout(resolve, undoTimeoutMs);
      timer.unref?.();
    });
    return Promise.race([Promise.all(sent), timeout]).then(() => clearTimeout(timer));
  }

  /**
   * Detaches the debugger if the relay still holds it: through the pinned
   * reference whenever it is attached, whatever isDestroyed() says (a
   * destroyed guest's stays attached). The pin goes with its 'detach'.
   */
  detach() {
    const dbg = this.dbg;
    if (!dbg) return;
    this.unlisten();
    this.dbg = null;
    try {
      if (dbg.isAttached()) dbg.detach();
      this.log.info(`webContents ${this.id}: debugger detached`);
    } catch (err) {
      this.log.debug(`webContents ${this.id}: detach failed: ${errorMessage(err)}`);
    }
  }

  unlisten() {
    const dbg = this.dbg;
    if (dbg) {
      relayed.delete(dbg);
      dbg.removeListener('message', this.onMessage);
      dbg.removeListener('detach', this.onDetach);
    }
    try {
      this.wc.removeListener('destroyed', this.onDestroyed);
    } catch {}
  }

  /**
   * The app takes the debugger back (bridge.release): every client ends
   * with why, what they set is undone, then the debugger detaches; clients
   * that come meanwhile are refused. Resolves once it is detached.
   * @returns {Promise<void>}
   */
  giveBack() {
    if (this.ended) return Promise.resolve();
    this.releasing ??= (async () => {
      const message = "the app took this webContents' debugger back (bridge.release) to debug the page itself";
      this.log.info(`webContents ${this.id}: ${message}`);
      const error = { code: P.CodeTargetClosed, message };
      const event = JSON.stringify({ method: 'Inspector.detached', params: { reason: 'released_by_app' } });
      const clients = [...this.clients];
      this.clients.clear();
      this.leaving = false;
      const held = this.held;
      this.held = [];
      this.release(false);
      for (const { client, command } of held) client.fail(command, error);
      /** @type {import('./state').Undo[]} */
      const undo = [];
      for (const client of clients) {
        this.forgetAll(client);
        undo.push(...this.state.leave(client));
        client.failPending(error);
        client.send(event);
        client.close(P.CloseDetached, truncate(message));
      }
      await this.undo(undo);
      this.detach();
      this.finish();
    })();
    return this.releasing;
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
    this.leaving = false;
    const held = this.held;
    this.held = [];
    this.release(false);
    for (const { client, command } of held) client.fail(command, targetClosed);
    for (const client of clients) {
      this.forgetAll(client);
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
 * Keeps a debugger referenced until Electron says it detached.
 * @param {DebuggerLike} dbg
 */
function pin(dbg) {
  if (pinned.has(dbg)) return;
  pinned.add(dbg);
  const unpin = () => {
    pinned.delete(dbg);
    dbg.removeListener('detach', unpin);
  };
  dbg.on('detach', unpin);
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

module.exports = { Relay, pinned, answeredWithoutRenderer, keptFromAccelerators };
