// Public declarations of electron-mcp-bridge ("types" in package.json). The
// implementation is index.js (`// @ts-check`), which checks itself against
// this file. (They cannot share a base name: TypeScript would then skip the .js.)
//
// The Electron interfaces are the small slice of Electron's API the bridge
// uses. Electron's own `webContents` and `BrowserWindow` modules satisfy them
// (index.js checks that against electron.d.ts), and so does the Chromium
// stand-in in ./testing, which is how the bridge runs under plain Node in tests.

/** `webContents.debugger`: one per webContents. */
export interface DebuggerLike {
  attach(protocolVersion?: string): void;
  isAttached(): boolean;
  detach(): void;
  sendCommand(method: string, commandParams?: any, sessionId?: string): Promise<any>;
  on(event: 'message', listener: (event: unknown, method: string, params: any, sessionId: string) => void): this;
  on(event: 'detach', listener: (event: unknown, reason: string) => void): this;
  removeListener(event: 'message', listener: (event: unknown, method: string, params: any, sessionId: string) => void): this;
  removeListener(event: 'detach', listener: (event: unknown, reason: string) => void): this;
}

/** One webContents: a window, a `<webview>` guest, a WebContentsView, … */
export interface WebContentsLike {
  readonly id: number;
  readonly debugger: DebuggerLike;
  readonly hostWebContents: WebContentsLike | null;
  /** Its session: where the downloads it starts are announced. */
  readonly session?: SessionLike;
  getType(): string;
  getURL(): string;
  getTitle(): string;
  isDestroyed(): boolean;
  isFocused(): boolean;
  /** For Browser.getVersion on the browser endpoint. */
  getUserAgent?(): string;
  /** Electron 41+: the page's CDP target id, without attaching the debugger (the browser endpoint's Target domain). */
  getOrCreateDevToolsTargetId?(): string;
  once(event: 'destroyed', listener: () => void): this;
  removeListener(event: 'destroyed', listener: () => void): this;
}

/** Electron's `Session`, as far as agents' downloads need it. */
export interface SessionLike {
  on(event: 'will-download', listener: (event: { defaultPrevented?: boolean }, item: DownloadItemLike, webContents: WebContentsLike) => void): this;
  prependListener(event: 'will-download', listener: (event: { defaultPrevented?: boolean }, item: DownloadItemLike, webContents: WebContentsLike) => void): this;
  removeListener(event: 'will-download', listener: (event: { defaultPrevented?: boolean }, item: DownloadItemLike, webContents: WebContentsLike) => void): this;
}

/** Electron's `DownloadItem`, as far as the bridge uses it. */
export interface DownloadItemLike {
  getURL(): string;
  getFilename(): string;
  getSavePath(): string;
  setSavePath(path: string): void;
  getReceivedBytes(): number;
  getTotalBytes(): number;
  cancel(): void;
  on(event: 'updated', listener: (event: unknown, state: string) => void): this;
  once(event: 'done', listener: (event: unknown, state: string) => void): this;
}

/** Electron's `webContents` module. */
export interface WebContentsModule {
  getAllWebContents(): WebContentsLike[];
  fromId(id: number): WebContentsLike | undefined;
}

/** The window showing a webContents, as far as /json/list needs it. */
export interface WindowLike {
  isDestroyed(): boolean;
  isVisible(): boolean;
  isMinimized(): boolean;
  /** 'show', 'hide', 'minimize', 'restore', 'focus', 'blur', 'closed': the watch re-reads visibility and focus. */
  on?(event: string, listener: () => void): this;
  removeListener?(event: string, listener: () => void): this;
}

/** Electron's `BrowserWindow` class (only its static `fromWebContents`). */
export interface BrowserWindowModule {
  fromWebContents(webContents: WebContentsLike): WindowLike | null;
}

/**
 * Electron's `app`, as far as the bridge listens to it: 'web-contents-created',
 * 'browser-window-created', 'browser-window-focus', 'browser-window-blur'.
 */
export interface AppLike {
  on(event: string, listener: (...args: any[]) => void): this;
  removeListener(event: string, listener: (...args: any[]) => void): this;
  /** Electron's ProcessMetric list, for Bridge.getAppMetrics (each renderer with the webContents whose getOSProcessId() it is). */
  getAppMetrics?(): unknown[];
}

export type LogLevel = 'debug' | 'info' | 'warn' | 'error';

/** Receives one line per event. Lines never contain the token. */
export type LogFunction = (level: LogLevel, message: string) => void;

export interface BridgeOptions {
  /** Electron's `webContents` module. Default: `require('electron').webContents` (only inside Electron). */
  webContents?: WebContentsModule;
  /** Electron's `BrowserWindow`, used for `visible` in /json/list. Default: `require('electron').BrowserWindow` inside Electron. */
  BrowserWindow?: BrowserWindowModule | null;
  /** Electron's `app`, to see webContents as they are created. Default: `require('electron').app` inside Electron. */
  app?: AppLike | null;
  /** TCP port on 127.0.0.1; 0 (default) picks a free one. */
  port?: number;
  /** The bearer token; default 32 random bytes, base64url. */
  token?: string;
  /** Decides which webContents are exposed; replaces `defaultFilter` (call it inside yours to extend it). */
  filter?: (webContents: WebContentsLike) => boolean;
  /** Origins allowed to connect (a browser page always sends `Origin`); default none. */
  allowOrigins?: string[];
  /** CDP methods (or `"Domain.*"`) refused outright; default `Blocked` from protocol.js. */
  block?: readonly string[];
  /**
   * CDP methods (or `"Domain.*"`) relayed without any check of the reach policy: blocked ones,
   * ones whose parameters would reach past the webContents, unknown ones. Default none.
   */
  allow?: readonly string[];
  /**
   * How long a relayed command may wait for Electron's answer before it fails with -32013 (ten
   * times this for one that awaits a promise of the page); default `protocol.CommandTimeoutMs`.
   */
  commandTimeoutMs?: number;
  /**
   * How long commands to a webContents that has not loaded a page yet wait for it (Electron answers
   * none before its first navigation) before they fail with -32014; default `protocol.LoadWaitMs`.
   */
  loadWaitMs?: number;
  /** How many WebSocket clients the bridge serves at once, every endpoint together; default `protocol.MaxClients`. */
  maxClients?: number;
  /** Where log lines go; `false` for silence. Default: warnings and errors on stderr. */
  log?: LogFunction | false;
  /** Write `<runtime dir>/electron-mcp/<pid>.json` for discovery; default true. */
  discoveryFile?: boolean;
  /** The app's name in the discovery file; default `app.getName()` inside Electron. */
  appName?: string;
  /** Set ELECTRON_MCP_BRIDGE and ELECTRON_MCP_TOKEN in process.env; default true. */
  setEnv?: boolean;
  /** `Browser` in /json/version; default `Electron/<process.versions.electron>`. */
  browser?: string;
  /** Tools the app offers the agent (as the MCP tools `app_<name>`); `bridge.setTools` changes them. */
  tools?: AppTool[];
  /** Where downloads an agent's action starts are saved (never a path a client names); default a fresh folder in the OS temporary directory. */
  downloadsDir?: string;
  /**
   * Let agents answer the dialogs the app opens from its main process during their actions:
   * `dialog.showOpenDialog`, `showSaveDialog` and `showMessageBox` (the async forms; the `*Sync`
   * forms are left to the person) are held, not shown, while an agent's action runs on the
   * webContents their parent window shows (or on any, without a parent), and answered by the
   * agent: the app's promise resolves as Electron's would. A save dialog's path is one the bridge
   * chooses in `downloadsDir`. Other dialogs, and all of them while no agent is connected, are the
   * person's. Default false.
   */
  dialogs?: boolean;
  /** Electron's `dialog` module, for `dialogs`; default `require('electron').dialog` inside Electron. */
  dialog?: Record<string, unknown>;
}

/** What an app tool's handler gets besides its arguments. */
export interface AppToolContext {
  /** The exposed webContents the agent works on, if any. */
  webContents: WebContentsLike | null;
  /** Aborted when the call times out. */
  signal: AbortSignal;
}

/**
 * A tool the app declares: open a panel, switch account, read app state. The
 * agent calls it as `app_<name>`; the bridge checks the arguments against
 * `inputSchema` before the handler sees them, gives the handler `timeoutMs`,
 * and turns what it throws or rejects with into the tool's error.
 */
export interface AppTool {
  /** 1 to 60 letters, digits, `_` or `-`. */
  name: string;
  /** What the tool does and when to use it, for the agent. */
  description?: string;
  /** A JSON Schema of type "object" for the arguments; default `{type: "object"}`. */
  inputSchema?: Record<string, unknown>;
  /** Runs in the main process; returns (or resolves with) JSON, or undefined. */
  handler: (args: any, context: AppToolContext) => unknown;
  /** Default 30 000 ms, at most 600 000. */
  timeoutMs?: number;
}

export interface Bridge {
  /** http://127.0.0.1:<port> */
  readonly url: string;
  readonly token: string;
  readonly port: number;
  /** `{ELECTRON_MCP_BRIDGE, ELECTRON_MCP_TOKEN}`, to pass to a child process. */
  readonly env: Readonly<Record<string, string>>;
  /** The discovery file written, or null. */
  readonly discoveryFile: string | null;
  /** Replaces the app's tools; connected agents see the new list at once. Throws a TypeError (and changes nothing) on a bad declaration. */
  setTools(tools: AppTool[]): void;
  /**
   * Gives the app a webContents' debugger back: the agents on it are disconnected (4002, with
   * why), what they set is undone, and the debugger is detached. Resolves once it is, so that
   * `await bridge.release(wc); wc.debugger.attach()` succeeds; while the app holds the debugger,
   * agents that connect get an error saying so. Resolves at once when no agent uses it.
   */
  release(webContents: WebContentsLike): Promise<void>;
  /**
   * Whether an agent's input (a relayed `Input.*` command) is being dispatched now. Electron
   * emits `'before-input-event'` for an agent's keys as for the person's: a shortcut the app
   * handles there (not in its menu, which agents' keys never reach) can ask this to let the
   * agent's keys through to the page.
   */
  inputFromAgent(): boolean;
  /** Closes every client (1001), detaches every debugger, removes the file and env vars. Idempotent. */
  close(): Promise<void>;
}

/** Starts the bridge on 127.0.0.1; resolves once it listens. */
export declare function startBridge(options?: BridgeOptions): Promise<Bridge>;

/** The default exposure rule: windows, views and `<webview>` guests, never DevTools. */
export declare function defaultFilter(webContents: WebContentsLike): boolean;

/** What a client may name, for {@link Policy.check}. */
export interface PolicyScope {
  /** Whether the client may name this target (its webContents' own, or one of its frames' or workers'). */
  ownsTarget(targetId: string): boolean;
  /** Whether this flat session is one of its frames' or workers'. */
  ownsSession(sessionId: string): boolean;
  /** The origins its documents show (`https://a.example`). */
  origins(): Iterable<string>;
  /** The URL its webContents shows: Page.navigate may go to its scheme (an app's own) besides the web's. */
  url?(): string;
}

/** The reach policy (proto/policy.go): one decision for every endpoint that relays commands. */
export interface Policy {
  /** Why the bridge refuses this command (a CDP error with code -32010), or null to relay it. */
  check(method: string, params: any, scope: PolicyScope): { code: number; message: string } | null;
  /** The same decision as one sentence of why, without how to allow it; '' to relay it. */
  reason(method: string, params: any, scope: PolicyScope): string;
  /** Whether the app's `allow` names this method (or its "Domain.*") itself. */
  allows(method: string): boolean;
  /** Whether the bridge answers this method (once check let it pass) with an empty result instead of relaying it: `protocol.Policy.unapplied`, unless the app allows or blocks it. */
  unapplied(method: string): boolean;
}

/** The reach policy with the app's `block` and `allow` options. */
export declare function createPolicy(options?: { block?: readonly string[]; allow?: readonly string[] }): Policy;

/** The wire contract (generated from proto/proto.go). */
export declare const protocol: typeof import('./protocol');
