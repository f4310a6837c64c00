// @ts-check
'use strict';

// The Chromium stand-in: an object that behaves like Electron's `webContents`
// module (and as much of `BrowserWindow` and `app` as the bridge and its tests
// touch), backed by a real headless Chromium. Each window or <webview> guest
// is a page target; its `debugger` is a flat CDP session on that target.
//
// It copies Electron's semantics, not Chrome's (the design's Electron
// reference, "Checked against Electron's sources", has the facts and the
// files they come from):
//
//   * an attached <webview> guest emits 'destroyed' while its debugger stays
//     attached (the guest's contents live on in the embedder); the debugger
//     detaches when someone detaches it or the embedder goes;
//   * a webContents exists before it loads anything: getURL() is '' and its
//     debugger answers no command its renderer must answer until the first
//     navigation commits (a guest loads its src only once attached); what
//     Chromium answers in the browser process (Target.*, Page.navigate, …)
//     it answers;
//   * every message from the renderer passes base::JSONReader: one nested 200
//     levels or deeper is dropped, and its command never settles;
//   * Chrome's own browser handlers are missing: Browser.getWindowForTarget,
//     get/setWindowBounds, setContentsSize, setDockTile, … answer
//     "'…' wasn't found", and so do Chrome-only domains;
//   * dialogs are Electron's: prompt() is cancelled at once, beforeunload
//     shows nothing and cancels the unload ('will-prevent-unload') unless the
//     app calls preventDefault(), alert/confirm are message boxes that stay
//     on screen after a client answered the dialog, until the person clicks
//     them or the page navigates;
//   * window.open creates a new 'window' webContents unless
//     setWindowOpenHandler denies it (guests need allowpopups); the opener
//     hears 'did-create-window' before the popup's page loads, and the
//     popup's `opener` is the opener's main frame (a WebFrameMain that
//     webContents.fromFrame turns back into it), null for a noopener one;
//     a popup whose first navigation becomes a download keeps its
//     webContents until 'will-download' was emitted for it, then goes as
//     Chrome closes it (Electron would keep the blank window open);
//   * after destruction every method and property (id too) throws
//     "Object has been destroyed"; isDestroyed() does not;
//   * every <webview> guest of the focused window reports isFocused(), as its
//     embedder does, whichever the person is in (a hidden window does not);
//     focus moving between a window's guests says '-focus-change' on them,
//     never 'focus'/'blur', and a guest's focus() only focuses its window;
//   * ipcMain, the dialog module and, with createStandIn({preload: true}),
//     the ipcRenderer a preload hands every page (send, invoke) are
//     Electron's (mainprocess.js); so are app.getAppMetrics() and
//     getOSProcessId(), from Chromium's processes (metrics.js);
//   * 'render-process-gone' is the main frame's renderer's: an out-of-process
//     iframe's renderer crashing (crashFrame) leaves the webContents as it
//     was, and only its debugger hears it, on the frame's session.
//
// createStandIn({chrome: ['dialogs']}) keeps Chrome's behaviour for the
// named areas, for a test that needs it: 'dialogs', 'browserMethods',
// 'deepMessages', 'neverNavigated'.

const { EventEmitter } = require('node:events');
const { Chromium } = require('./chromium');
const { StandInSession } = require('./session');
const { createMainProcess } = require('./mainprocess');
const { createAppMetrics, createPidTracker } = require('./metrics');

const loadTimeoutMs = 30_000;

/** base::JSONReader's kAbsoluteMaxDepth: a message this deep or deeper is not parsed. */
const maxMessageDepth = 200;

// Chrome's browser handlers (chrome/browser/devtools/protocol), which
// Electron does not build.
const chromeOnlyMethods = new Set([
  'Browser.getWindowForTarget',
  'Browser.getWindowBounds',
  'Browser.setWindowBounds',
  'Browser.setContentsSize',
  'Browser.setDockTile',
  'Browser.executeBrowserCommand',
  'Browser.addPrivacySandboxEnrollmentOverride',
  'Browser.addPrivacySandboxCoordinatorKeyConfig',
  'Target.setRemoteLocations',
]);
const chromeOnlyDomains = new Set(['Cast', 'PWA', 'Extensions', 'Autofill']);

/** @typedef {'dialogs' | 'browserMethods' | 'deepMessages' | 'neverNavigated'} ChromeArea */

/** Electron APIs the stand-in can leave out, as an older Electron does. @typedef {'getOrCreateDevToolsTargetId'} ElectronAPI */

/**
 * An item of the app's menu with an accelerator ('CmdOrCtrl+W'), doing what
 * its role does in Electron or its click.
 * @typedef {object} MenuItem
 * @property {string} accelerator
 * @property {'close' | 'reload' | 'quit'} [role]
 * @property {(window: StandInWebContents) => void} [click]
 */

/** CDP's modifier bits by accelerator name (Linux: CmdOrCtrl is Ctrl). */
const acceleratorModifiers = /** @type {Record<string, number>} */ ({
  alt: 1, option: 1, ctrl: 2, control: 2, cmdorctrl: 2, commandorcontrol: 2, meta: 4, super: 4, cmd: 4, command: 4, shift: 8,
});

/**
 * Commands Chromium's DevToolsSession answers in the browser process, with
 * or without a renderer: the Target domain (target_handler.cc),
 * Browser.getVersion (browser_handler.cc), Page.navigate and
 * Page.getNavigationHistory (page_handler.cc). The rest goes to the
 * renderer, which a never-navigated webContents does not have yet.
 * @param {string} method
 * @param {string | undefined} sessionId
 */
function answeredInBrowser(method, sessionId) {
  if (sessionId !== undefined) return false;
  return method.startsWith('Target.') || method === 'Browser.getVersion' || method === 'Page.navigate' || method === 'Page.getNavigationHistory';
}

/**
 * What Electron passes as the first argument of its events.
 * @returns {{preventDefault(): void, defaultPrevented: boolean}}
 */
function electronEvent() {
  return {
    defaultPrevented: false,
    preventDefault() {
      this.defaultPrevented = true;
    },
  };
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
 * How deeply objects and arrays nest in a value (a message object is 1).
 * Iterative: the value may be deeper than the stack allows.
 * @param {unknown} value
 */
function nesting(value) {
  let max = 0;
  /** @type {[unknown, number][]} */
  const stack = [[value, 1]];
  while (stack.length > 0) {
    const [v, depth] = /** @type {[unknown, number]} */ (stack.pop());
    if (v === null || typeof v !== 'object') continue;
    if (depth > max) max = depth;
    for (const child of Object.values(v)) if (child !== null && typeof child === 'object') stack.push([child, depth + 1]);
  }
  return max;
}

/**
 * The window a webContents is shown in: itself, or a guest's embedder.
 * @param {StandInWebContents} wc
 * @returns {StandInWebContents}
 */
function rootOf(wc) {
  return wc.host ?? wc;
}

/** @returns {TypeError} */
function destroyedError() {
  return new TypeError('Object has been destroyed');
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
    if (this.wc.gone) throw new TypeError('No target available');
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
      if (id && !this.wc.gone) this.wc.standIn.chromium.send('Target.detachFromTarget', { sessionId: id }).catch(() => {});
    });
    // A destroyed guest's contents lived on only for this debugger.
    if (this.wc.destroyed && !this.wc.gone) this.wc.standIn.closeTarget(this.wc);
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
    if (!this.attached || !this.session) return Promise.reject(new Error('No target available'));
    if (typeof method !== 'string') return Promise.reject(new Error('Invalid method'));
    if (sessionId === '') return Promise.reject(new Error('Empty session id is not allowed'));
    const standIn = this.wc.standIn;
    // Electron's DevToolsManagerDelegate intercepts these.
    if (method === 'Target.createTarget') return Promise.reject(new Error('Not supported'));
    if (!standIn.chrome.has('browserMethods') && (chromeOnlyMethods.has(method) || chromeOnlyDomains.has(method.split('.')[0]))) {
      return Promise.reject(new Error(`'${method}' wasn't found`));
    }
    const session = this.session;
    return new Promise((resolve, reject) => {
      /** @type {PendingCommand} */
      const p = { resolve, reject };
      this.pending.add(p);
      if (method === 'Browser.close') {
        // Quits the app; the answer never comes, the detach rejects it.
        standIn.quit();
        return;
      }
      /** A key the app's menu takes once the page is done with it (see StandIn.setApplicationMenu). @type {MenuItem | null} */
      let accelerator = null;
      if (sessionId === undefined && method === 'Input.dispatchKeyEvent' && /^(keyDown|rawKeyDown)$/.test(commandParams?.type) && this.wc.committed) {
        // Electron's PreHandleKeyboardEvent: 'before-input-event' for every
        // key, the debugger's too; preventDefault() keeps it from the page.
        const event = electronEvent();
        const m = commandParams.modifiers ?? 0;
        emitLikeElectron(this.wc, 'before-input-event', event, {
          type: 'keyDown', key: commandParams.key ?? '', code: commandParams.code ?? '',
          alt: (m & 1) !== 0, control: (m & 2) !== 0, meta: (m & 4) !== 0, shift: (m & 8) !== 0,
        });
        emitLikeElectron(this.wc, 'input-event', electronEvent(), { type: commandParams.type, modifiers: [] });
        if (event.defaultPrevented) {
          this.pending.delete(p);
          resolve({});
          return;
        }
        // Only a key with a native code is passed on to the browser when the
        // page leaves it (input_handler.cc: the others are skip_if_unhandled).
        if (commandParams.nativeVirtualKeyCode) accelerator = standIn.acceleratorFor(commandParams);
      }
      if (method === 'Input.dispatchKeyEvent' && commandParams && 'nativeVirtualKeyCode' in commandParams) {
        // Chrome's own shortcuts (Ctrl+W closes its tab) are not Electron's:
        // the app's menu above stands for them.
        const { nativeVirtualKeyCode, ...rest } = commandParams;
        void nativeVirtualKeyCode;
        commandParams = rest;
      }
      if (sessionId === undefined && method === 'Input.dispatchMouseEvent' && commandParams?.type === 'mousePressed' && this.wc.committed) {
        // Input the debugger injects passes the widget's input observers
        // ('input-event') like the person's, and a press in a guest of the
        // focused window moves the focus into it (Chromium's SetFocusedFrame).
        emitLikeElectron(this.wc, 'input-event', electronEvent(), { type: 'mouseDown', modifiers: [] });
        const f = standIn.focused;
        if (this.wc.host && f && !f.destroyed && rootOf(f) === this.wc.host) standIn.focus(this.wc);
      }
      const settle = (/** @type {() => void} */ fn) => {
        if (this.pending.delete(p)) fn();
      };
      // Nothing the renderer answers comes before the first navigation
      // commits (electron#14810); Chromium's browser-side handlers answer.
      const ready = standIn.chrome.has('neverNavigated') || answeredInBrowser(method, sessionId) ? Promise.resolve() : this.wc.firstCommit;
      Promise.all([session, ready]).then(([root]) => {
        if (!root || !this.pending.has(p)) return;
        const target = sessionId === undefined ? root : this.children.has(sessionId) ? sessionId : null;
        if (!target) {
          settle(() => reject(new Error('Session with given id not found.')));
          return;
        }
        standIn.chromium.send(method, commandParams ?? {}, target).then(
          (result) => {
            // base::JSONReader drops an answer this deep; the command hangs until detach.
            if (!standIn.chrome.has('deepMessages') && 1 + nesting(result) >= maxMessageDepth) return;
            settle(() => resolve(result ?? {}));
            // The window's HandleKeyboardEvent, for a guest its embedder's.
            if (accelerator) standIn.runAccelerator(accelerator, rootOf(this.wc));
          },
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
    if (!this.wc.standIn.chrome.has('deepMessages') && 1 + nesting(params) >= maxMessageDepth) return;
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

/**
 * An alert or confirm shown as a message box (dialog.showMessageBox).
 * @typedef {object} MessageBox
 * @property {StandInWebContents} webContents
 * @property {'alert' | 'confirm'} type
 * @property {string} message
 * @property {boolean} answered a client already answered the dialog; the box stays anyway
 * @property {(button: 'ok' | 'cancel') => Promise<void>} click what the person does
 */

/** One webContents: a window or a <webview> guest, i.e. one page target. */
/**
 * Electron's WebFrameMain of a main frame, as far as `opener` and
 * webContents.fromFrame go.
 */
class StandInFrame {
  /** @param {StandInWebContents} webContents */
  constructor(webContents) {
    this.wc = webContents;
  }
  get url() {
    return this.wc.destroyed ? '' : this.wc.url;
  }
  get detached() {
    return this.wc.destroyed;
  }
}

class StandInWebContents extends EventEmitter {
  /**
   * @param {StandIn} standIn
   * @param {number} id
   * @param {string} targetId
   * @param {string} control the stand-in's own session on the target (navigation, dialogs, crash)
   * @param {'window' | 'webview'} type
   * @param {StandInWebContents | null} host
   * @param {{allowpopups?: boolean, opener?: StandInWebContents | null}} [options] opener: of a popup that can reach it
   */
  constructor(standIn, id, targetId, control, type, host, options = {}) {
    super();
    this.standIn = standIn;
    this.wcId = id;
    this.targetId = targetId;
    this.control = control;
    this.type = type;
    this.host = host;
    this.allowpopups = options.allowpopups ?? false;
    /** The webContents that opened this popup, when the popup can reach it. */
    /** @type {StandInWebContents | null} */
    this.openerWc = options.opener ?? null;
    this.frame = new StandInFrame(this);
    /** The last committed URL: '' until the first navigation commits. */
    this.url = '';
    this.title = '';
    this.loading = false;
    this.crashed = false;
    /** The Electron object is destroyed ('destroyed' emitted). */
    this.destroyed = false;
    /** The page target itself is closed (a destroyed guest's may live on while its debugger is attached). */
    this.gone = false;
    this.committed = false;
    /** @type {() => void} */
    this.onFirstCommit = () => {};
    /** Resolves when the first navigation commits. @type {Promise<void>} */
    this.firstCommit = new Promise((resolve) => (this.onFirstCommit = resolve));
    /** @type {((details: {url: string, frameName: string, features: string, disposition: string}) => {action: 'allow' | 'deny', createWindow?: (options: {webContents: StandInWebContents}) => unknown}) | null} */
    this.windowOpenHandler = null;
    this.dbg = new StandInDebugger(this);
    this.window = type === 'window' ? new StandInWindow(this) : null;
    /** The pid of its main frame's renderer, 0 until known (metrics.js). */
    this.osPid = 0;
  }

  get id() {
    this.assertAlive();
    return this.wcId;
  }
  /** Electron's defaultSession, which every webContents here shares. */
  get session() {
    this.assertAlive();
    return this.standIn.session;
  }
  /** Reading it after destruction throws, as in Electron. */
  get debugger() {
    this.assertAlive();
    return this.dbg;
  }
  get hostWebContents() {
    this.assertAlive();
    return this.host;
  }
  get mainFrame() {
    this.assertAlive();
    return this.frame;
  }
  /** The frame that opened this popup (window.open, target=_blank), or null. */
  get opener() {
    this.assertAlive();
    return this.openerWc && !this.openerWc.destroyed ? this.openerWc.frame : null;
  }

  getType() {
    this.assertAlive();
    return this.type;
  }
  getURL() {
    this.assertAlive();
    return this.url;
  }
  getTitle() {
    this.assertAlive();
    return this.title || this.url;
  }
  isDestroyed() {
    return this.destroyed;
  }
  getUserAgent() {
    this.assertAlive();
    return this.standIn.chromium.userAgent;
  }
  /**
   * Electron 41+: the id of its main frame's DevTools agent host, which is
   * the page's CDP target id; attaches nothing
   * (electron_api_web_contents.cc, GetOrCreateDevToolsTargetId).
   */
  getOrCreateDevToolsTargetId() {
    this.assertAlive();
    return this.targetId;
  }
  /** Only loads the stand-in started (loadURL, reload) are seen. */
  isLoading() {
    this.assertAlive();
    return this.loading;
  }
  isCrashed() {
    this.assertAlive();
    return this.crashed;
  }
  getOSProcessId() {
    this.assertAlive();
    this.standIn.pids.want();
    return this.osPid;
  }
  /**
   * As in Electron, the view's HasFocus(): a guest's is its root window's,
   * so the focused window and every one of its guests report true, whichever
   * of them the person is in (electron_api_web_contents.cc IsFocused;
   * Chromium's render_widget_host_view_child_frame.cc). Never in a hidden window.
   */
  isFocused() {
    this.assertAlive();
    const f = this.standIn.focused;
    if (!f || f.destroyed) return false;
    const win = this.window ?? this.host?.window ?? null;
    if (win && !win.visible) return false;
    return rootOf(f) === rootOf(this);
  }

  /**
   * Electron's focus(): a guest's only focuses its embedder's window
   * (WebContents::Focus returns early for guests), a window's takes the
   * focus to its own page. The person moving the focus is StandIn.focus.
   */
  focus() {
    this.assertAlive();
    if (this.host) {
      const f = this.standIn.focused;
      if (!f || f.destroyed || rootOf(f) !== this.host) this.standIn.focus(this.host);
      return;
    }
    this.standIn.focus(this);
    this.standIn.chromium.send('Target.activateTarget', { targetId: this.targetId }).catch(() => {});
  }

  /** @param {NonNullable<StandInWebContents['windowOpenHandler']>} handler */
  setWindowOpenHandler(handler) {
    this.assertAlive();
    this.windowOpenHandler = handler;
  }

  /**
   * Navigates and resolves when the page has loaded; rejects like Electron
   * (`ERR_NAME_NOT_RESOLVED (-105) loading '…'`) when it cannot.
   * @param {string} url
   */
  loadURL(url) {
    this.assertAlive();
    return this.load(() => this.standIn.chromium.send('Page.navigate', { url }, this.control), url);
  }

  reload() {
    this.assertAlive();
    this.load(() => this.standIn.chromium.send('Page.reload', {}, this.control), this.url).catch(() => {});
  }

  /** Destroys the webContents (closes its target). */
  close() {
    this.assertAlive();
    return this.standIn.destroy(this);
  }

  /**
   * Runs a navigation on the control session and waits for the main frame to
   * stop loading (or, for a crashed page, for the new renderer).
   * @param {() => Promise<any>} navigate
   * @param {string} url
   */
  async load(navigate, url) {
    const { chromium } = this.standIn;
    const crashed = this.crashed;
    this.loading = true;
    /** @type {() => void} */
    let stop = () => {};
    // A same-document navigation ends with Page.navigatedWithinDocument, which may come after its answer.
    let sameDocument = false;
    let inPage = false;
    try {
      /** @type {(value: unknown) => void} */
      let finish = () => {};
      const done = new Promise((resolve, reject) => {
        finish = resolve;
        const timer = setTimeout(() => reject(new Error(`ERR_TIMED_OUT (-7) loading '${url}'`)), loadTimeoutMs);
        /** @type {(method: string, params: any, sessionId?: string) => void} */
        const onEvent = (method, params, sessionId) => {
          if (sessionId !== this.control) return;
          if (crashed ? method === 'Inspector.targetReloadedAfterCrash' : method === 'Page.frameStoppedLoading' && params.frameId === this.targetId) {
            resolve(undefined);
          } else if (method === 'Page.navigatedWithinDocument' && params.frameId === this.targetId) {
            inPage = true;
            if (sameDocument) resolve(undefined);
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
      if (r.errorText) {
        emitLikeElectron(this, 'did-fail-load', electronEvent(), -2, r.errorText, url, true);
        throw new Error(`${r.errorText} loading '${url}'`);
      }
      // A same-document navigation (no loaderId) does not load anything.
      if (crashed || r.loaderId !== undefined || !('frameId' in r)) await done;
      else {
        sameDocument = true;
        if (inPage) finish(undefined);
        await done;
      }
      // Target.targetInfoChanged reports a new title only after a while.
      const { targetInfo } = await chromium.send('Target.getTargetInfo', { targetId: this.targetId });
      if (this.committed) this.standIn.title(this, targetInfo.title);
    } finally {
      stop();
      this.loading = false;
    }
  }

  /**
   * The main frame committed a document.
   * @param {string} url
   */
  commit(url) {
    this.url = url;
    if (!this.committed) {
      this.committed = true;
      this.onFirstCommit();
    }
    this.standIn.pids.committed(this);
    // Electron cancels its message boxes when the page navigates (CancelDialogs).
    this.standIn.boxes = this.standIn.boxes.filter((b) => b.webContents !== this);
    emitLikeElectron(this, 'did-navigate', electronEvent(), url, -1, '');
  }

  assertAlive() {
    if (this.destroyed) throw destroyedError();
  }
}

/**
 * @typedef {object} SessionRole
 * @property {StandInWebContents} wc
 * @property {'control' | 'debugger' | 'child'} role
 */

class StandIn {
  /**
   * @param {Chromium} chromium
   * @param {{chrome?: ChromeArea[], missing?: ElectronAPI[], preload?: boolean}} [options] preload: the app's windows have a
   *   preload that hands their pages ipcRenderer (send, invoke)
   */
  constructor(chromium, options = {}) {
    this.chromium = chromium;
    /** Areas where this stand-in keeps Chrome's behaviour instead of Electron's. */
    this.chrome = new Set(options.chrome ?? []);
    /** Electron APIs left out, as in an older Electron. @type {Set<ElectronAPI>} */
    this.missing = new Set(options.missing ?? []);
    /** Live webContents by id. @type {Map<number, StandInWebContents>} */
    this.all = new Map();
    /** Every webContents whose target is still open, destroyed guests included. @type {Map<string, StandInWebContents>} */
    this.byTarget = new Map();
    /** Popups being made into webContents, by target id. @type {Map<string, Promise<StandInWebContents>>} */
    this.wrapping = new Map();
    /** @type {Map<string, SessionRole>} */
    this.sessions = new Map();
    /** Our sessions on out-of-process iframes, by target id (holdFrame). @type {Map<string, string>} */
    this.heldFrames = new Map();
    /** @type {StandInWebContents | null} */
    this.focused = null;
    /** Message boxes on screen. @type {MessageBox[]} */
    this.boxes = [];
    /** The app's menu items with accelerators (setApplicationMenu). @type {MenuItem[]} */
    this.menu = [];
    this.lastId = 0;
    /** Targets this stand-in is creating itself (not popups). */
    this.creating = 0;
    this.closed = false;
    /** @type {Promise<void> | null} */
    this.closing = null;
    /** Electron's `app`: 'web-contents-created', 'before-quit', 'will-quit', 'quit'. */
    this.app = new EventEmitter();
    /** Electron's defaultSession: 'will-download' (see session.js). */
    this.session = new StandInSession(chromium, (frameId) => this.ownerOfFrame(frameId));
    /** Electron's ipcMain and dialog (main.ipcMain, main.dialog), and the ipcRenderer of its pages (mainprocess.js). */
    this.main = createMainProcess({ chromium, Window: StandInWindow, preload: options.preload ?? false });
    /** What keeps getOSProcessId() current once it is asked for, and Electron's app.getAppMetrics() (metrics.js). */
    this.pids = createPidTracker(chromium, () => [...this.all.values()]);
    const getAppMetrics = createAppMetrics(chromium.pid);
    Object.assign(this.app, {
      getAppMetrics: () => {
        this.pids.want();
        return getAppMetrics();
      },
    });
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
      /** @param {unknown} frame */
      fromFrame(frame) {
        return frame instanceof StandInFrame && !frame.wc.destroyed ? frame.wc : undefined;
      },
      /** Electron's (lib/browser/api/web-contents.ts): the first focused guest, else the first focused. */
      getFocusedWebContents() {
        /** @type {StandInWebContents | null} */
        let focused = null;
        for (const wc of self.all.values()) {
          if (!wc.isFocused()) continue;
          focused ??= wc;
          if (wc.type === 'webview') return wc;
        }
        return focused;
      },
    };
    /** Electron's `BrowserWindow`, as far as the bridge uses it. */
    this.BrowserWindow = {
      /** @param {import('../api').WebContentsLike} wc */
      fromWebContents(wc) {
        const own = self.all.get(wc.id);
        if (!own) return null;
        return own.window ?? own.host?.window ?? null;
      },
      getAllWindows() {
        return [...self.all.values()].flatMap((wc) => (wc.window ? [wc.window] : []));
      },
    };

    chromium.on('event', (method, params, sessionId) => this.route(method, params, sessionId));
    chromium.on('exit', () => {
      for (const wc of [...this.byTarget.values()]) this.gone(wc);
    });
  }

  /**
   * A new title, with Electron's 'page-title-updated' once getTitle() returns it.
   * @param {StandInWebContents} wc
   * @param {string} title
   */
  title(wc, title) {
    if (wc.destroyed || title === wc.title) return;
    wc.title = title;
    emitLikeElectron(wc, 'page-title-updated', electronEvent(), title || wc.url, Boolean(title) && title !== wc.url);
  }

  /**
   * The webContents whose page holds a frame: a main frame's id is its
   * target's; a subframe is looked for in each page's frame tree.
   * @param {string} frameId
   * @returns {Promise<StandInWebContents | undefined>}
   */
  async ownerOfFrame(frameId) {
    await this.wrapping.get(frameId)?.catch(() => {});
    const own = this.byTarget.get(frameId);
    if (own && !own.destroyed) return own;
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
   * The person moves the focus to `wc` (a window's own page or a guest), or
   * out of the app (null). As in Electron: 'blur' and 'focus' come only on
   * windows' webContents, when the focus moves from a window to another
   * (OnWebContentsFocused; a guest never hears them: Chromium's
   * WebContentsViewChildFrame::GotFocus is NOTREACHED), with the app's
   * 'browser-window-blur'/'browser-window-focus'; a guest the focus leaves
   * or enters hears '-focus-change' (its page's window blur/focus, sent by
   * lib/renderer/web-view/web-view-init.ts and emitted on the guest by
   * lib/browser/guest-view-manager.ts), a moment later (it is an IPC).
   * @param {StandInWebContents | null} wc
   */
  focus(wc) {
    const before = this.focused;
    if (before === wc) return;
    this.focused = wc;
    const beforeRoot = before && !before.destroyed ? rootOf(before) : null;
    const root = wc ? rootOf(wc) : null;
    if (before && !before.destroyed && before.host) {
      const guest = before;
      setImmediate(() => !guest.destroyed && emitLikeElectron(guest, '-focus-change', {}, false));
    }
    if (beforeRoot !== root) {
      if (beforeRoot && !beforeRoot.destroyed) {
        emitLikeElectron(beforeRoot, 'blur');
        if (beforeRoot.window) emitLikeElectron(this.app, 'browser-window-blur', electronEvent(), beforeRoot.window);
      }
      if (root) {
        emitLikeElectron(root, 'focus');
        if (root.window) emitLikeElectron(this.app, 'browser-window-focus', electronEvent(), root.window);
      }
    }
    if (wc && wc.host) {
      const guest = wc;
      setImmediate(() => !guest.destroyed && emitLikeElectron(guest, '-focus-change', {}, true));
    }
  }

  /**
   * The person clicks into a webContents (a window's own page or a guest):
   * the press reaches its widget ('input-event'), then the focus moves.
   * @param {StandInWebContents} wc
   */
  personClicks(wc) {
    this.personInput(wc, 'mouseDown');
    this.focus(wc);
  }

  /**
   * The person's hand on a webContents without moving the focus: Electron's
   * 'input-event' (an InputEventObserver on its widget), and for a key
   * 'before-input-event' first (PreHandleKeyboardEvent).
   * @param {StandInWebContents} wc
   * @param {'mouseDown' | 'rawKeyDown' | 'mouseMove'} type
   */
  personInput(wc, type) {
    wc.assertAlive();
    if (type === 'rawKeyDown') emitLikeElectron(wc, 'before-input-event', electronEvent(), { type: 'keyDown', key: 'a', code: 'KeyA' });
    emitLikeElectron(wc, 'input-event', electronEvent(), { type, modifiers: [] });
  }

  /**
   * The app's menu (Menu.setApplicationMenu), as far as its accelerators go:
   * a key the page leaves unhandled reaches the window's HandleKeyboardEvent,
   * which runs the matching item (NativeWindowViews: the focus manager's
   * accelerators). The model takes every key as unhandled by the page.
   * @param {MenuItem[]} items
   */
  setApplicationMenu(items) {
    this.menu = items;
  }

  /**
   * The menu item whose accelerator is this key, or null.
   * @param {{key?: string, code?: string, modifiers?: number}} key
   * @returns {MenuItem | null}
   */
  acceleratorFor(key) {
    const name = (key.key ?? '').toLowerCase();
    for (const item of this.menu) {
      const parts = item.accelerator.toLowerCase().split('+');
      const last = parts.pop() ?? '';
      const bits = parts.reduce((b, p) => b | (acceleratorModifiers[p] ?? 0), 0);
      if (bits === (key.modifiers ?? 0) && last === name) return item;
    }
    return null;
  }

  /**
   * @param {MenuItem} item
   * @param {StandInWebContents} win
   */
  runAccelerator(item, win) {
    if (win.destroyed) return;
    if (item.click) item.click(win);
    else if (item.role === 'close') void this.destroy(win).catch(() => {});
    else if (item.role === 'reload') win.reload();
    else if (item.role === 'quit') this.quit();
  }

  /**
   * Debuggers still attached to a webContents that is destroyed: in Electron,
   * one the app drops now crashes the main process when it is collected.
   */
  attachedAfterDestroy() {
    return [...this.byTarget.values()].filter((wc) => wc.destroyed && wc.dbg.isAttached());
  }

  /**
   * The person clicks an element (a file input) of the page. With no
   * DevTools client intercepting, the chooser is the person's (headless
   * Chromium cancels it at once: the input fires 'cancel'); a client that
   * intercepts holds it. Resolves 'cancelled', or 'held' when nothing came
   * within a few seconds.
   * @param {StandInWebContents} wc
   * @param {string} selector
   * @returns {Promise<'cancelled' | 'held'>}
   */
  async personOpensChooser(wc, selector) {
    const { chromium } = this;
    const s = wc.control;
    const el = `document.querySelector(${JSON.stringify(selector)})`;
    const where = await chromium.send(
      'Runtime.evaluate',
      { expression: `(() => { const r = ${el}.getBoundingClientRect(); return [r.x + r.width / 2, r.y + r.height / 2]; })()`, returnByValue: true },
      s,
    );
    const [x, y] = where.result.value;
    const outcome = chromium.send(
      'Runtime.evaluate',
      {
        expression: `new Promise((resolve) => { ${el}.addEventListener('cancel', () => resolve('cancelled'), { once: true }); setTimeout(() => resolve('held'), 3000); })`,
        awaitPromise: true,
        returnByValue: true,
      },
      s,
    );
    for (const type of ['mousePressed', 'mouseReleased']) {
      await chromium.send('Input.dispatchMouseEvent', { type, x, y, button: 'left', clickCount: 1 }, s);
    }
    return (await outcome).result.value;
  }

  /** The message boxes on screen (alert, confirm), oldest first. */
  messageBoxes() {
    return [...this.boxes];
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
        if (own?.committed) this.title(own, params.targetInfo.title);
      } else if (method === 'Target.targetCreated') {
        this.popup(params.targetInfo);
      } else if (method === 'Target.targetCrashed' && wc) {
        wc.crashed = true;
        if (!wc.destroyed) emitLikeElectron(wc, 'render-process-gone', electronEvent(), { reason: 'crashed', exitCode: params.errorCode ?? 0 });
      } else if (method === 'Target.targetDestroyed') {
        this.goneOnceSaid(params.targetId);
      } else if (method === 'Target.detachedFromTarget') {
        const s = this.sessions.get(params.sessionId);
        if (s?.role === 'control') this.goneOnceSaid(s.wc.targetId);
      }
      return;
    }
    const s = this.sessions.get(sessionId);
    if (!s) return;
    if (s.role === 'control') {
      if (method === 'Runtime.bindingCalled' && this.main.called(s.wc, params)) return;
      this.controlEvent(s.wc, method, params);
      return;
    }
    s.wc.dbg.deliver(method, params, s.role === 'debugger' ? '' : sessionId);
  }

  /**
   * A target went away. Chrome closes a popup whose first navigation became
   * a download; Electron keeps its webContents (a blank window), so the
   * download is the popup's: its webContents goes once it is made and the
   * download was announced.
   * @param {string} targetId
   * @param {Set<Promise<unknown>>} [waited] what was waited for already
   */
  goneOnceSaid(targetId, waited = new Set()) {
    /** @type {Promise<unknown>[]} */
    const pending = [];
    for (const p of [this.wrapping.get(targetId), this.session.beginning.get(targetId)]) if (p && !waited.has(p)) pending.push(p);
    if (pending.length === 0) {
      const wc = this.byTarget.get(targetId);
      if (wc) this.gone(wc);
      return;
    }
    for (const p of pending) waited.add(p);
    void Promise.allSettled(pending).then(() => this.goneOnceSaid(targetId, waited));
  }

  /**
   * What the app's side sees of a page: commits, crashes, dialogs.
   * @param {StandInWebContents} wc
   * @param {string} method
   * @param {any} params
   */
  controlEvent(wc, method, params) {
    if (method === 'Inspector.targetReloadedAfterCrash') {
      wc.crashed = false;
    } else if (method === 'Page.frameNavigated' && !params.frame.parentId) {
      if (!wc.destroyed) wc.commit(params.frame.url + (params.frame.urlFragment ?? ''));
    } else if (method === 'Page.navigatedWithinDocument' && params.frameId === wc.targetId) {
      if (!wc.destroyed && wc.committed) {
        wc.url = params.url;
        emitLikeElectron(wc, 'did-navigate-in-page', electronEvent(), params.url, true, 0, 0);
      }
    } else if (method === 'Page.javascriptDialogOpening' && !this.chrome.has('dialogs')) {
      this.dialog(wc, params);
    } else if (method === 'Page.javascriptDialogClosed') {
      for (const b of this.boxes) if (b.webContents === wc) b.answered = true;
    }
  }

  /**
   * Runs a JavaScript dialog as Electron does ('-run-dialog' and
   * RunBeforeUnloadDialog in Electron's web-contents).
   * @param {StandInWebContents} wc
   * @param {{type: string, message: string}} params
   */
  dialog(wc, params) {
    /** @param {boolean} accept */
    const answer = (accept) =>
      this.chromium.send('Page.handleJavaScriptDialog', { accept }, wc.control).catch(() => {
        // A client answered first.
      });
    if (params.type === 'prompt') {
      // "We don't support prompt() for some reason :)"
      answer(false);
    } else if (params.type === 'beforeunload') {
      // No dialog: the app may let the page go by preventing the default.
      const event = electronEvent();
      if (!wc.destroyed) emitLikeElectron(wc, 'will-prevent-unload', event);
      answer(event.defaultPrevented);
    } else if (params.type === 'alert' || params.type === 'confirm') {
      /** @type {MessageBox} */
      const box = {
        webContents: wc,
        type: params.type,
        message: params.message,
        answered: false,
        click: async (button) => {
          this.boxes = this.boxes.filter((b) => b !== box);
          if (!box.answered) await answer(button === 'ok');
        },
      };
      this.boxes.push(box);
    }
  }

  /**
   * A page opened a window (window.open, target=_blank): Electron makes it a
   * new 'window' webContents unless the opener's window open handler denies
   * it; a guest's popups need allowpopups.
   * @param {{targetId: string, type: string, openerId?: string, canAccessOpener?: boolean, url: string}} info
   */
  popup(info) {
    if (info.type !== 'page' || !info.openerId || this.byTarget.has(info.targetId)) return;
    const opener = this.byTarget.get(info.openerId);
    if (!opener || opener.destroyed || this.closed) return;
    let allowed = opener.type === 'window' || opener.allowpopups;
    /** The app's own way to make the window (lib/browser/guest-window-manager.ts: then no 'did-create-window'). */
    let createWindow = null;
    if (allowed && opener.windowOpenHandler) {
      try {
        const answer = opener.windowOpenHandler({ url: info.url, frameName: '', features: '', disposition: 'new-window' });
        allowed = answer?.action !== 'deny';
        if (allowed && typeof answer?.createWindow === 'function') createWindow = answer.createWindow;
      } catch (err) {
        process.nextTick(() => {
          throw err;
        });
        allowed = false;
      }
    }
    if (!allowed) {
      this.chromium.send('Target.closeTarget', { targetId: info.targetId }).catch(() => {});
      return;
    }
    const made = this.wrap(info.targetId, 'window', null, { opener: info.canAccessOpener ? opener : null });
    // Electron makes the popup's webContents before its page loads: a
    // download the page starts belongs to it (ownerOfFrame waits for it).
    this.wrapping.set(info.targetId, made);
    made
      .then(async (wc) => {
        if (createWindow) {
          // The app makes its window around the webContents; Electron says nothing to the opener.
          try {
            createWindow({ webContents: wc });
          } catch (err) {
            process.nextTick(() => {
              throw err;
            });
          }
        } else if (!opener.destroyed) {
          // Electron says it at once, before the popup's page loads.
          emitLikeElectron(opener, 'did-create-window', wc.window, { url: info.url, frameName: '' });
        }
        // It may have committed before the control session was there.
        const { targetInfo } = await this.chromium.send('Target.getTargetInfo', { targetId: info.targetId });
        if (!wc.committed && targetInfo.url && targetInfo.url !== 'about:blank') wc.commit(targetInfo.url);
      })
      .catch(() => {})
      .finally(() => this.wrapping.delete(info.targetId));
  }

  /**
   * Wraps an open page target as a webContents: attaches the control
   * session, registers it, says 'web-contents-created'.
   * @param {string} targetId
   * @param {'window' | 'webview'} type
   * @param {StandInWebContents | null} host
   * @param {{allowpopups?: boolean, opener?: StandInWebContents | null}} [options]
   * @param {number} [id] the id to give it (default: the next)
   */
  async wrap(targetId, type, host, options, id = ++this.lastId) {
    const { chromium } = this;
    const { sessionId } = await chromium.send('Target.attachToTarget', { targetId, flatten: true });
    const wc = new StandInWebContents(this, id, targetId, sessionId, type, host, options);
    for (const name of this.missing) Object.defineProperty(wc, name, { value: undefined });
    this.main.listen(wc);
    this.all.set(id, wc);
    this.byTarget.set(targetId, wc);
    this.sessions.set(sessionId, { wc, role: 'control' });
    // Page events on the control session: commits and dialogs (see controlEvent).
    try {
      await chromium.send('Page.enable', {}, sessionId);
    } catch (err) {
      // A popup Chrome closed at once (its page became a download) was
      // still made in Electron, and goes as a closed window does.
      if (!(err instanceof Error && err.message === 'target closed')) throw err;
    }
    await this.main.install(wc).catch(() => {});
    emitLikeElectron(this.app, 'web-contents-created', electronEvent(), wc);
    if (wc.window) {
      emitLikeElectron(this.app, 'browser-window-created', electronEvent(), wc.window);
      this.focus(wc);
    }
    return wc;
  }

  /**
   * Marks the webContents destroyed (the Electron object is gone; its target
   * may live on).
   * @param {StandInWebContents} wc
   */
  deregister(wc) {
    wc.destroyed = true;
    this.all.delete(wc.wcId);
    this.boxes = this.boxes.filter((b) => b.webContents !== wc);
    if (this.focused === wc) this.focused = null;
  }

  /** When nothing has the focus, the most recent window left takes it. */
  refocus() {
    if (this.focused === null && !this.closed) this.focus([...this.all.values()].reverse().find((w) => w.type === 'window') ?? null);
  }

  /**
   * The target is gone: the webContents (if not yet) is destroyed.
   * @param {StandInWebContents} wc
   */
  gone(wc) {
    if (wc.gone) return;
    wc.gone = true;
    this.byTarget.delete(wc.targetId);
    this.sessions.delete(wc.control);
    const wasDestroyed = wc.destroyed;
    if (!wasDestroyed) this.deregister(wc);
    wc.dbg.lose();
    if (!wasDestroyed) {
      emitLikeElectron(wc, 'destroyed');
      if (wc.window) emitLikeElectron(wc.window, 'closed');
      this.refocus();
    }
    // Guests die with their embedder; an attached one says 'destroyed' before its debugger detaches.
    for (const guest of [...this.byTarget.values()]) {
      if (guest.host !== wc) continue;
      if (!guest.destroyed && guest.dbg.isAttached() && !this.closed) this.destroyGuest(guest);
      this.closeTarget(guest);
    }
  }

  /**
   * An attached guest is destroyed while its contents live on in the
   * embedder: 'destroyed' fires, the debugger stays attached until detached.
   * @param {StandInWebContents} guest
   */
  destroyGuest(guest) {
    this.deregister(guest);
    emitLikeElectron(guest, 'destroyed');
    this.refocus();
  }

  /**
   * Closes a webContents' page target.
   * @param {StandInWebContents} wc
   */
  closeTarget(wc) {
    if (wc.gone) return;
    this.chromium.send('Target.closeTarget', { targetId: wc.targetId }).catch(() => this.gone(wc));
  }

  /**
   * Opens a page target and wraps it.
   * @param {'window' | 'webview'} type
   * @param {StandInWebContents | null} host
   * @param {string | undefined} url undefined: nothing is loaded
   * @param {{allowpopups?: boolean}} [options]
   */
  async open(type, host, url, options) {
    if (this.closed) throw new Error('the stand-in is closed');
    const { chromium } = this;
    // Ids follow the order of the calls, even when windows open concurrently.
    const id = ++this.lastId;
    // A window of its own keeps every page rendering (a background tab may not).
    const { targetId } = await chromium.send('Target.createTarget', { url: 'about:blank', newWindow: true });
    const wc = await this.wrap(targetId, type, host, options, id);
    if (url !== undefined) {
      // A guest loads its src once attached to its embedder.
      if (host) emitLikeElectron(wc, 'did-attach', electronEvent());
      const loaded = wc.loadURL(url);
      if (host) emitLikeElectron(host, 'did-attach-webview', electronEvent(), wc);
      await loaded;
    }
    return wc;
  }

  /**
   * A BrowserWindow showing `url`; resolves once it has loaded. It takes the
   * focus. Without a url it loads nothing: getURL() is '' and its debugger
   * answers nothing until loadURL().
   * @param {string} [url]
   */
  createWindow(url) {
    return this.open('window', null, url);
  }

  /**
   * A <webview> guest of `host` showing `url`; resolves once it has loaded.
   * Without a url the guest exists (type webview, URL '') but loads nothing
   * until loadURL().
   * @param {StandInWebContents} host
   * @param {string} [url]
   * @param {{allowpopups?: boolean}} [options]
   */
  createWebview(host, url, options) {
    if (host.destroyed || host.type !== 'window') throw new TypeError('a webview needs a live window as its host');
    return this.open('webview', host, url, options);
  }

  /**
   * Destroys a webContents, as closing its window or removing its <webview>
   * does; resolves after 'destroyed'. The target of an attached guest stays
   * open until its debugger is detached (or its embedder goes).
   * @param {StandInWebContents} wc
   */
  async destroy(wc) {
    if (wc.destroyed) return;
    if (wc.type === 'webview' && wc.dbg.isAttached() && !wc.gone) {
      this.destroyGuest(wc);
      return;
    }
    const destroyed = new Promise((resolve) => wc.once('destroyed', resolve));
    const close = () => this.chromium.send('Target.closeTarget', { targetId: wc.targetId }).catch(() => this.gone(wc));
    // Electron destroys a window at once. Chromium closes the document it
    // asked to close: a navigation under way that commits meanwhile (the
    // page has no back/forward cache to go to) leaves the new one open for
    // a minute. Closed again on its commit, and again once it stopped
    // loading: a close sent at the commit is sometimes lost too (1 in 5
    // when a page navigated to about:blank was destroyed at once).
    const again = () => void close();
    /** @type {(method: string, params: any, sessionId?: string) => void} */
    const onStopped = (method, params, sessionId) => {
      if (sessionId === wc.control && method === 'Page.frameStoppedLoading' && params.frameId === wc.targetId) again();
    };
    wc.on('did-navigate', again);
    this.chromium.on('event', onStopped);
    try {
      await close();
      await destroyed;
    } finally {
      wc.off('did-navigate', again);
      this.chromium.off('event', onStopped);
    }
  }

  /**
   * Crashes the renderer; resolves after 'render-process-gone'. The
   * webContents stays (isCrashed()), like in Electron; reload() revives it.
   * @param {StandInWebContents} wc
   */
  async crash(wc) {
    wc.assertAlive();
    const gone = new Promise((resolve) => wc.once('render-process-gone', resolve));
    // Page.crash is never answered when it works; Chromium refuses it at
    // once while a navigation is pending ("Page has pending navigations,
    // not killing"), which the caller hears instead of waiting forever.
    const refused = this.chromium.send('Page.crash', {}, wc.control);
    await Promise.race([gone, refused]);
  }

  /**
   * The target id of wc's out-of-process iframe whose URL holds urlPart;
   * throws unless there is exactly one.
   * @param {StandInWebContents} wc
   * @param {string} urlPart
   */
  async findFrame(wc, urlPart) {
    wc.assertAlive();
    /** @type {{targetId: string, type: string, url: string, parentFrameId?: string}[]} */
    const targetInfos = (await this.chromium.send('Target.getTargets')).targetInfos;
    // An iframe target is wc's when its parent frame is in wc's frame tree
    // (which leaves out-of-process frames out) or is another of wc's.
    const { frameTree } = await this.chromium.send('Page.getFrameTree', {}, wc.control);
    /** @type {Set<string>} */
    const ids = new Set();
    /** @param {any} t */
    const walk = (t) => {
      ids.add(t.frame.id);
      for (const c of t.childFrames ?? []) walk(c);
    };
    walk(frameTree);
    const iframes = targetInfos.filter((t) => t.type === 'iframe');
    for (let grew = true; grew; ) {
      grew = false;
      for (const t of iframes) {
        if (!ids.has(t.targetId) && t.parentFrameId !== undefined && ids.has(t.parentFrameId)) {
          ids.add(t.targetId);
          grew = true;
        }
      }
    }
    const frames = iframes.filter((t) => t.url.includes(urlPart));
    const mine = frames.filter((t) => ids.has(t.targetId));
    if (mine.length !== 1) {
      throw new Error(
        `webContents ${wc.id} has ${mine.length} out-of-process iframes whose URL holds ${JSON.stringify(urlPart)} (of ${frames.map((t) => t.url).join(', ') || 'none'})`,
      );
    }
    return mine[0].targetId;
  }

  /**
   * Attaches the stand-in to wc's out-of-process iframe whose URL holds
   * urlPart, so that crashFrame reaches its renderer even while the
   * renderer is busy (a session attached to a blocked renderer hears
   * nothing, Page.crash included, until it is free; the operating system
   * killing a renderer does not wait). Returns the session id.
   * @param {StandInWebContents} wc
   * @param {string} urlPart
   */
  async holdFrame(wc, urlPart) {
    const targetId = await this.findFrame(wc, urlPart);
    let sessionId = this.heldFrames.get(targetId);
    if (sessionId === undefined) {
      sessionId = /** @type {string} */ ((await this.chromium.send('Target.attachToTarget', { targetId, flatten: true })).sessionId);
      this.heldFrames.set(targetId, sessionId);
      // Chromium's answer runs the frame's session in (a blocked renderer
      // answers later; the crash does not need it to).
      this.chromium.send('Runtime.evaluate', { expression: '0' }, sessionId).catch(() => {});
    }
    return { targetId, sessionId };
  }

  /**
   * Crashes the renderer of wc's out-of-process iframe whose URL holds
   * urlPart; resolves once Chromium says it crashed. As in Electron the
   * webContents does not hear of it (render-process-gone is its main
   * frame's): its page lives on, the frame shows empty, and clients
   * attached to the frame get Inspector.targetCrashed on the frame's
   * session. A frame whose renderer may be busy is held first (holdFrame).
   * @param {StandInWebContents} wc
   * @param {string} urlPart
   */
  async crashFrame(wc, urlPart) {
    const { targetId, sessionId } = await this.holdFrame(wc, urlPart);
    /** @type {(method: string, params: any) => void} */
    let onEvent = () => {};
    const crashed = new Promise((resolve) => {
      onEvent = (method, params) => {
        if (method === 'Target.targetCrashed' && params.targetId === targetId) resolve(undefined);
      };
      this.chromium.on('event', onEvent);
    });
    try {
      // Page.crash is never answered when it works (see crash).
      const refused = this.chromium.send('Page.crash', {}, sessionId);
      await Promise.race([crashed, refused]);
    } finally {
      this.chromium.removeListener('event', onEvent);
      this.heldFrames.delete(targetId);
      // Ends our session, and with it the unanswered commands.
      await this.chromium.send('Target.detachFromTarget', { sessionId }).catch(() => {});
    }
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
      for (const wc of [...this.byTarget.values()]) this.gone(wc);
      emitLikeElectron(this.app, 'will-quit', electronEvent());
      this.closing = this.chromium.close();
    }
    return this.closing;
  }
}

/**
 * Starts Chromium and returns the stand-in, with no window yet.
 * @param {import('./chromium').LaunchOptions & {chrome?: ChromeArea[], missing?: ElectronAPI[], preload?: boolean}} [options]
 */
async function createStandIn(options = {}) {
  const { chrome, missing, preload, ...launch } = options;
  const chromium = await Chromium.launch(launch);
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
  const standIn = new StandIn(chromium, { chrome, missing, preload });
  try {
    await standIn.session.start();
  } catch (err) {
    await standIn.close();
    throw err;
  }
  return standIn;
}

module.exports = { createStandIn, StandIn, StandInWebContents, StandInDebugger, nesting };
