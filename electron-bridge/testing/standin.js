// @ts-check
'use strict';

// The Chromium stand-in: an object that behaves like Electron's `webContents`
// module (and as much of `BrowserWindow` and `app` as the bridge and its tests
// touch), backed by a real headless Chromium. Each window or <webview> guest
// is a page target; its `debugger` is a flat CDP session on that target.
// The semantics copied from Electron are those of the design's Electron
// reference (Electron's sources, specs and electron.d.ts); the comments below
// name the ones that are easy to get wrong.

const { EventEmitter } = require('node:events');
const { Chromium } = require('./chromium');
const { StandInSession } = require('./session');

const loadTimeoutMs = 30_000;

/** What Electron passes as the first argument of its events. */
function electronEvent() {
  return { preventDefault() {}, defaultPrevented: false };
}

/**
 * A listener that throws inside Electron becomes an uncaught exception in the
 * main process; here too, so a test sees it.
 * @param {EventEmitter} emitter
 * @param {string} name
 * @param {...unknown} args
 */
function emitLikeElectron(emitter, name, ...args) {
  try {
    emitter.emit(name, ...args);
  } catch (err) {
    process.nextTick(() => {
      throw err;
    });
  }
}

/**
 * @typedef {object} PendingCommand
 * @property {(result: any) => void} resolve
 * @property {(err: Error) => void} reject
 */

/** `webContents.debugger`: a flat CDP session on the page target, opened by attach(). */
class StandInDebugger extends EventEmitter {
  /** @param {StandInWebContents} wc */
  constructor(wc) {
    super();
    this.wc = wc;
    this.attached = false;
    /** The flat session once Target.attachToTarget answered. @type {Promise<string | null> | null} */
    this.session = null;
    /** Child sessions (OOPIFs, workers) reported to this session. @type {Set<string>} */
    this.children = new Set();
    /** @type {Set<PendingCommand>} */
    this.pending = new Set();
  }

  /**
   * Synchronous, like Electron's; the session itself opens in the background
   * and commands wait for it.
   * @param {string} [protocolVersion]
   */
  attach(protocolVersion) {
    if (this.attached) throw new TypeError('Debugger is already attached to the target');
    if (protocolVersion !== undefined && !/^1\.[0-3]$/.test(protocolVersion)) {
      throw new TypeError('Requested protocol version is not supported');
    }
    if (this.wc.destroyed) throw new TypeError('No target available');
    this.attached = true;
    const standIn = this.wc.standIn;
    const session = standIn.chromium.send('Target.attachToTarget', { targetId: this.wc.targetId, flatten: true }).then(
      (/** @type {{sessionId: string}} */ r) => {
        if (this.session !== session) {
          // Detached before the session opened.
          standIn.chromium.send('Target.detachFromTarget', { sessionId: r.sessionId }).catch(() => {});
          return null;
        }
        standIn.sessions.set(r.sessionId, { wc: this.wc, role: 'debugger' });
        return r.sessionId;
      },
      () => {
        if (this.session === session) this.lose();
        return null;
      },
    );
    this.session = session;
  }

  isAttached() {
    return this.attached;
  }

  /** Synchronous: emits 'detach' and rejects what is pending at once. */
  detach() {
    if (!this.attached) return;
    const session = this.session;
    this.lose();
    session?.then((id) => {
      if (id && !this.wc.destroyed) this.wc.standIn.chromium.send('Target.detachFromTarget', { sessionId: id }).catch(() => {});
    });
  }

  /** The session ended: detach(), or the target went away. Electron only ever says "target closed". */
  lose() {
    if (!this.attached) return;
    this.attached = false;
    const session = this.session;
    this.session = null;
    session?.then((id) => id && this.wc.standIn.sessions.delete(id));
    for (const child of this.children) this.wc.standIn.sessions.delete(child);
    this.children.clear();
    const pending = [...this.pending];
    this.pending.clear();
    for (const p of pending) p.reject(new Error('target closed while handling command'));
    emitLikeElectron(this, 'detach', electronEvent(), 'target closed');
  }

  /**
   * Resolves with the result or `{}`; rejects with an Error carrying only the
   * CDP error's message, as Electron does.
   * @param {string} method
   * @param {any} [commandParams]
   * @param {string} [sessionId]
   * @returns {Promise<any>}
   */
  sendCommand(method, commandParams, sessionId) {
    if (typeof method !== 'string') return Promise.reject(new Error('Invalid method'));
    if (sessionId === '') return Promise.reject(new Error('Empty session id is not allowed'));
    if (!this.attached || !this.session) return Promise.reject(new Error('No target available'));
    // Electron's DevToolsManagerDelegate intercepts these.
    if (method === 'Target.createTarget') return Promise.reject(new Error('Not supported'));
    const session = this.session;
    return new Promise((resolve, reject) => {
      /** @type {PendingCommand} */
      const p = { resolve, reject };
      this.pending.add(p);
      if (method === 'Browser.close') {
        // Quits the app; the answer never comes, the detach rejects it.
        this.wc.standIn.quit();
        return;
      }
      const settle = (/** @type {() => void} */ fn) => {
        if (this.pending.delete(p)) fn();
      };
      session.then((root) => {
        if (!root || !this.pending.has(p)) return;
        const target = sessionId === undefined ? root : this.children.has(sessionId) ? sessionId : null;
        if (!target) {
          settle(() => reject(new Error('Session with given id not found.')));
          return;
        }
        this.wc.standIn.chromium.send(method, commandParams ?? {}, target).then(
          (result) => settle(() => resolve(result ?? {})),
          (err) => settle(() => reject(new Error(err.message))),
        );
      });
    });
  }

  /**
   * An event on this session or one of its children.
   * @param {string} method
   * @param {any} params
   * @param {string} sessionId '' for the root session
   */
  deliver(method, params, sessionId) {
    if (!this.attached) return;
    if (method === 'Target.attachedToTarget' && params.sessionId) {
      this.children.add(params.sessionId);
      this.wc.standIn.sessions.set(params.sessionId, { wc: this.wc, role: 'child' });
    }
    emitLikeElectron(this, 'message', electronEvent(), method, params ?? {}, sessionId ?? '');
    if (method === 'Target.detachedFromTarget' && params.sessionId && this.children.delete(params.sessionId)) {
      this.wc.standIn.sessions.delete(params.sessionId);
    }
  }
}

/**
 * The window a webContents is shown in (only what the bridge reads, plus
 * show/hide/minimize/restore and their events, which Electron emits on the
 * BrowserWindow).
 */
class StandInWindow extends EventEmitter {
  /** @param {StandInWebContents} webContents */
  constructor(webContents) {
    super();
    this.webContents = webContents;
    this.visible = true;
    this.minimized = false;
  }
  isDestroyed() {
    return this.webContents.destroyed;
  }
  isVisible() {
    return this.visible;
  }
  isMinimized() {
    return this.minimized;
  }
  show() {
    if (this.visible) return;
    this.visible = true;
    emitLikeElectron(this, 'show');
  }
  hide() {
    if (!this.visible) return;
    this.visible = false;
    emitLikeElectron(this, 'hide');
  }
  minimize() {
    if (this.minimized) return;
    this.minimized = true;
    emitLikeElectron(this, 'minimize');
  }
  restore() {
    if (!this.minimized) return;
    this.minimized = false;
    emitLikeElectron(this, 'restore');
  }
}

/** One webContents: a window or a <webview> guest, i.e. one page target. */
class StandInWebContents extends EventEmitter {
  /**
   * @param {StandIn} standIn
   * @param {number} id
   * @param {string} targetId
   * @param {string} control the stand-in's own session on the target (navigation, crash)
   * @param {'window' | 'webview'} type
   * @param {StandInWebContents | null} host
   */
  constructor(standIn, id, targetId, control, type, host) {
    super();
    this.standIn = standIn;
    this.id = id;
    this.targetId = targetId;
    this.control = control;
    this.type = type;
    this.hostWebContents = host;
    this.url = '';
    this.title = '';
    this.loading = false;
    this.crashed = false;
    this.destroyed = false;
    this.dbg = new StandInDebugger(this);
    this.window = type === 'window' ? new StandInWindow(this) : null;
  }

  /** Electron's defaultSession, which every webContents here shares. */
  get session() {
    return this.standIn.session;
  }

  /** Reading it after destruction throws, as in Electron. */
  get debugger() {
    if (this.destroyed) throw new TypeError('Object has been destroyed');
    return this.dbg;
  }

  getType() {
    return this.type;
  }
  getURL() {
    return this.url;
  }
  getTitle() {
    return this.title || this.url;
  }
  getUserAgent() {
    return this.standIn.chromium.userAgent;
  }
  isDestroyed() {
    return this.destroyed;
  }
  /** Only loads the stand-in started (loadURL, reload) are seen. */
  isLoading() {
    return this.loading;
  }
  isCrashed() {
    return this.crashed;
  }
  isFocused() {
    return this.standIn.focused === this;
  }

  focus() {
    this.assertAlive();
    this.standIn.focus(this);
    this.standIn.chromium.send('Target.activateTarget', { targetId: this.targetId }).catch(() => {});
  }

  /**
   * Navigates and resolves when the page has loaded; rejects like Electron
   * (`ERR_NAME_NOT_RESOLVED (-105) loading '…'`) when it cannot.
   * @param {string} url
   */
  loadURL(url) {
    return this.load(() => this.standIn.chromium.send('Page.navigate', { url }, this.control), url);
  }

  reload() {
    this.load(() => this.standIn.chromium.send('Page.reload', {}, this.control), this.url).catch(() => {});
  }

  /** Destroys the webContents (closes its target). */
  close() {
    return this.standIn.destroy(this);
  }

  /**
   * Runs a navigation on the control session and waits for the main frame to
   * stop loading. Page events are enabled only meanwhile: left enabled, the
   * stand-in's session would also catch the page's dialogs. A crashed page
   * has no renderer to enable them in: there, wait for the new renderer.
   * @param {() => Promise<any>} navigate
   * @param {string} url
   */
  async load(navigate, url) {
    this.assertAlive();
    const { chromium } = this.standIn;
    const crashed = this.crashed;
    this.loading = true;
    /** @type {() => void} */
    let stop = () => {};
    try {
      if (!crashed) await chromium.send('Page.enable', {}, this.control);
      const done = new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`ERR_TIMED_OUT (-7) loading '${url}'`)), loadTimeoutMs);
        /** @type {(method: string, params: any, sessionId?: string) => void} */
        const onEvent = (method, params, sessionId) => {
          if (sessionId !== this.control) return;
          if (crashed ? method === 'Inspector.targetReloadedAfterCrash' : method === 'Page.frameStoppedLoading' && params.frameId === this.targetId) {
            resolve(undefined);
          }
        };
        const onGone = () => reject(new Error(`ERR_ABORTED (-3) loading '${url}'`));
        chromium.on('event', onEvent);
        this.once('destroyed', onGone);
        stop = () => {
          clearTimeout(timer);
          chromium.removeListener('event', onEvent);
          this.removeListener('destroyed', onGone);
        };
      });
      done.catch(() => {});
      const r = await navigate();
      if (r.errorText) throw new Error(`${r.errorText} loading '${url}'`);
      // A same-document navigation (no loaderId) does not load anything.
      if (crashed || r.loaderId !== undefined || !('frameId' in r)) await done;
      // Target.targetInfoChanged reports a new title only after a while.
      const { targetInfo } = await chromium.send('Target.getTargetInfo', { targetId: this.targetId });
      this.standIn.info(this, targetInfo.url, targetInfo.title);
    } finally {
      stop();
      this.loading = false;
      if (!crashed && !this.destroyed) chromium.send('Page.disable', {}, this.control).catch(() => {});
    }
  }

  assertAlive() {
    if (this.destroyed) throw new TypeError('Object has been destroyed');
  }
}

/**
 * @typedef {object} SessionRole
 * @property {StandInWebContents} wc
 * @property {'control' | 'debugger' | 'child'} role
 */

class StandIn {
  /** @param {Chromium} chromium */
  constructor(chromium) {
    this.chromium = chromium;
    /** @type {Map<number, StandInWebContents>} */
    this.all = new Map();
    /** @type {Map<string, StandInWebContents>} */
    this.byTarget = new Map();
    /** @type {Map<string, SessionRole>} */
    this.sessions = new Map();
    /** @type {StandInWebContents | null} */
    this.focused = null;
    this.lastId = 0;
    this.closed = false;
    /** @type {Promise<void> | null} */
    this.closing = null;
    /** Electron's `app`: 'web-contents-created', 'before-quit', 'will-quit', 'quit'. */
    this.app = new EventEmitter();
    /** Electron's defaultSession: 'will-download' (see session.js). */
    this.session = new StandInSession(chromium, (frameId) => this.ownerOfFrame(frameId));
    /** "Chrome/156.0.…" */
    this.product = chromium.product;
    this.pid = chromium.pid;

    const self = this;
    /** Electron's `webContents` module. */
    this.webContents = {
      getAllWebContents() {
        return [...self.all.values()];
      },
      /** @param {number} id */
      fromId(id) {
        return self.all.get(id);
      },
      getFocusedWebContents() {
        const f = self.focused;
        return f && !f.destroyed ? f : null;
      },
    };
    /** Electron's `BrowserWindow`, as far as the bridge uses it. */
    this.BrowserWindow = {
      /** @param {import('../api').WebContentsLike} wc */
      fromWebContents(wc) {
        const own = self.all.get(wc.id);
        if (!own) return null;
        return own.window ?? own.hostWebContents?.window ?? null;
      },
      getAllWindows() {
        return [...self.all.values()].flatMap((wc) => (wc.window ? [wc.window] : []));
      },
    };

    chromium.on('event', (method, params, sessionId) => this.route(method, params, sessionId));
    chromium.on('exit', () => {
      for (const wc of [...this.all.values()]) this.gone(wc);
    });
  }

  /**
   * @param {string} method
   * @param {any} params
   * @param {string | undefined} sessionId
   */
  route(method, params, sessionId) {
    if (!sessionId) {
      if (this.session.route(method, params)) return;
      const wc = params.targetId ? this.byTarget.get(params.targetId) : undefined;
      if (method === 'Target.targetInfoChanged') {
        const own = this.byTarget.get(params.targetInfo.targetId);
        if (own) this.info(own, params.targetInfo.url, params.targetInfo.title);
      } else if (method === 'Target.targetCrashed' && wc) {
        wc.crashed = true;
        emitLikeElectron(wc, 'render-process-gone', electronEvent(), { reason: 'crashed', exitCode: params.errorCode ?? 0 });
      } else if (method === 'Target.targetDestroyed' && wc) {
        this.gone(wc);
      } else if (method === 'Target.detachedFromTarget') {
        const s = this.sessions.get(params.sessionId);
        if (s?.role === 'control') this.gone(s.wc);
      }
      return;
    }
    const s = this.sessions.get(sessionId);
    if (!s) return;
    if (s.role === 'control') {
      if (method === 'Inspector.targetReloadedAfterCrash') s.wc.crashed = false;
      return;
    }
    s.wc.dbg.deliver(method, params, s.role === 'debugger' ? '' : sessionId);
  }

  /**
   * A new URL or title, with Electron's events ('did-navigate' or
   * 'did-navigate-in-page' when only the fragment changed, then
   * 'page-title-updated'), once the getters return the new values.
   * @param {StandInWebContents} wc
   * @param {string} url
   * @param {string} title
   */
  info(wc, url, title) {
    if (wc.destroyed) return;
    const oldURL = wc.url;
    const oldTitle = wc.title;
    wc.url = url;
    wc.title = title;
    if (url !== oldURL) {
      if (url.split('#')[0] === oldURL.split('#')[0]) emitLikeElectron(wc, 'did-navigate-in-page', electronEvent(), url, true, 0, 0);
      else emitLikeElectron(wc, 'did-navigate', electronEvent(), url, -1, '');
    }
    if (title !== oldTitle) emitLikeElectron(wc, 'page-title-updated', electronEvent(), title || url, Boolean(title) && title !== url);
  }

  /**
   * The webContents whose page holds a frame: a main frame's id is its
   * target's; a subframe is looked for in each page's frame tree.
   * @param {string} frameId
   * @returns {Promise<StandInWebContents | undefined>}
   */
  async ownerOfFrame(frameId) {
    const own = this.byTarget.get(frameId);
    if (own) return own;
    for (const wc of this.all.values()) {
      try {
        const { frameTree } = await this.chromium.send('Page.getFrameTree', {}, wc.control);
        /** @param {any} t @returns {boolean} */
        const has = (t) => t.frame.id === frameId || (t.childFrames ?? []).some(has);
        if (has(frameTree)) return wc;
      } catch {}
    }
    return undefined;
  }

  /**
   * Moves the focus: 'blur' on the webContents (and app 'browser-window-blur'
   * for its window) that had it, then 'focus' on the new one, as Electron does.
   * @param {StandInWebContents | null} wc
   */
  focus(wc) {
    const before = this.focused;
    if (before === wc) return;
    this.focused = wc;
    if (before && !before.destroyed) {
      emitLikeElectron(before, 'blur');
      if (before.window) emitLikeElectron(this.app, 'browser-window-blur', electronEvent(), before.window);
    }
    if (wc) {
      emitLikeElectron(wc, 'focus');
      if (wc.window) emitLikeElectron(this.app, 'browser-window-focus', electronEvent(), wc.window);
    }
  }

  /**
   * The target is gone: the webContents is destroyed. Electron order: the
   * debugger detaches ("target closed", pending commands rejected), then
   * 'destroyed' fires after the id is deregistered. Guests die with their embedder.
   * @param {StandInWebContents} wc
   */
  gone(wc) {
    if (wc.destroyed) return;
    wc.destroyed = true;
    this.all.delete(wc.id);
    this.byTarget.delete(wc.targetId);
    this.sessions.delete(wc.control);
    wc.dbg.lose();
    emitLikeElectron(wc, 'destroyed');
    if (wc.window) emitLikeElectron(wc.window, 'closed');
    // The most recent window left takes the focus.
    if (this.focused === wc) {
      this.focused = null;
      this.focus([...this.all.values()].reverse().find((w) => w.type === 'window') ?? null);
    }
    for (const guest of [...this.all.values()]) {
      if (guest.hostWebContents === wc) this.destroy(guest).catch(() => {});
    }
  }

  /**
   * Opens a page target and wraps it.
   * @param {'window' | 'webview'} type
   * @param {StandInWebContents | null} host
   * @param {string} url
   */
  async open(type, host, url) {
    if (this.closed) throw new Error('the stand-in is closed');
    const { chromium } = this;
    // Ids follow the order of the calls, even when windows open concurrently.
    const id = ++this.lastId;
    // A window of its own keeps every page rendering (a background tab may not).
    const { targetId } = await chromium.send('Target.createTarget', { url: 'about:blank', newWindow: true });
    const { sessionId } = await chromium.send('Target.attachToTarget', { targetId, flatten: true });
    const wc = new StandInWebContents(this, id, targetId, sessionId, type, host);
    wc.url = 'about:blank';
    this.all.set(wc.id, wc);
    this.byTarget.set(targetId, wc);
    this.sessions.set(sessionId, { wc, role: 'control' });
    emitLikeElectron(this.app, 'web-contents-created', electronEvent(), wc);
    if (wc.window) {
      emitLikeElectron(this.app, 'browser-window-created', electronEvent(), wc.window);
      this.focus(wc);
    } else if (host) emitLikeElectron(host, 'did-attach-webview', electronEvent(), wc);
    if (url !== 'about:blank') await wc.loadURL(url);
    return wc;
  }

  /**
   * A BrowserWindow showing `url`; resolves once it has loaded. It takes the focus.
   * @param {string} [url]
   */
  createWindow(url = 'about:blank') {
    return this.open('window', null, url);
  }

  /**
   * A <webview> guest of `host` showing `url`; resolves once it has loaded.
   * @param {StandInWebContents} host
   * @param {string} [url]
   */
  createWebview(host, url = 'about:blank') {
    if (host.destroyed || host.type !== 'window') throw new TypeError('a webview needs a live window as its host');
    return this.open('webview', host, url);
  }

  /**
   * Destroys a webContents (its target closes); resolves after 'destroyed'.
   * @param {StandInWebContents} wc
   */
  async destroy(wc) {
    if (wc.destroyed) return;
    const destroyed = new Promise((resolve) => wc.once('destroyed', resolve));
    await this.chromium.send('Target.closeTarget', { targetId: wc.targetId }).catch(() => this.gone(wc));
    await destroyed;
  }

  /**
   * Crashes the renderer; resolves after 'render-process-gone'. The
   * webContents stays (isCrashed()), like in Electron; reload() revives it.
   * @param {StandInWebContents} wc
   */
  async crash(wc) {
    wc.assertAlive();
    const gone = new Promise((resolve) => wc.once('render-process-gone', resolve));
    // Page.crash is never answered.
    this.chromium.post('Page.crash', {}, wc.control);
    await gone;
  }

  /** What Browser.close does in Electron: the app quits. */
  quit() {
    if (this.closed) return;
    emitLikeElectron(this.app, 'before-quit', electronEvent());
    this.close()
      .then(() => emitLikeElectron(this.app, 'quit', electronEvent(), 0))
      .catch(() => {});
  }

  /** Destroys every webContents and ends Chromium. Idempotent. */
  close() {
    if (!this.closing) {
      this.closed = true;
      for (const wc of [...this.all.values()]) this.gone(wc);
      emitLikeElectron(this.app, 'will-quit', electronEvent());
      this.closing = this.chromium.close();
    }
    return this.closing;
  }
}

/**
 * Starts Chromium and returns the stand-in, with no window yet.
 * @param {import('./chromium').LaunchOptions} [options]
 */
async function createStandIn(options) {
  const chromium = await Chromium.launch(options);
  try {
    await chromium.send('Target.setDiscoverTargets', { discover: true });
    // The page Chromium opens by itself is not one of ours.
    const { targetInfos } = await chromium.send('Target.getTargets');
    for (const t of targetInfos) {
      if (t.type === 'page') await chromium.send('Target.closeTarget', { targetId: t.targetId }).catch(() => {});
    }
  } catch (err) {
    chromium.kill();
    throw err;
  }
  const standIn = new StandIn(chromium);
  try {
    await standIn.session.start();
  } catch (err) {
    await standIn.close();
    throw err;
  }
  return standIn;
}

module.exports = { createStandIn, StandIn, StandInWebContents, StandInDebugger };
