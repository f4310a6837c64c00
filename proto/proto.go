// Package proto is the wire contract between electron-bridge (the JavaScript
// module inside an Electron app's main process) and the electron-mcp binary.
//
// It is the single source of truth for what both sides must agree on: the
// protocol version, HTTP paths, header and environment-variable names, the
// discovery file, WebSocket close codes, CDP error codes, limits and the
// reach policy (policy.go: which CDP methods a client may send).
// `go generate ./proto` writes electron-bridge/protocol.js and protocol.d.ts
// from the values below; a test fails when the generated files are stale.
//
// The bridge deliberately looks like Chrome's own DevTools HTTP endpoints, per
// webContents, so any CDP client can use it:
//
//	GET /json/version           → Version
//	GET /json/list              → []Target
//	WS  /devtools/page/<id>     → raw CDP JSON frames for that webContents
//	WS  /devtools/browser/<id>  → a browser-level CDP endpoint whose Target
//	                              domain shows only the exposed webContents
//	WS  /electron-mcp           → the bridge's own channel (see PathControl)
//
// Both GETs also answer with a trailing slash (/json/version/ is what
// Playwright's connectOverCDP asks for), and /json is /json/list, as in Chrome.
//
// Every request carries "Authorization: Bearer <token>". The bridge listens on
// 127.0.0.1 only, rejects a Host that is not 127.0.0.1:<port> or
// localhost:<port>, and rejects any request with an Origin header unless the
// app allow-listed that origin.
package proto

//go:generate go run ./gen -out ../electron-bridge

// Version is the protocol version. It changes when either side would
// misunderstand the other.
const Version = 1

// HTTP paths served by the bridge.
const (
	PathVersion = "/json/version"
	PathList    = "/json/list"
	// PathPage is the prefix of a target's WebSocket; the webContents id follows.
	PathPage = "/devtools/page/"
	// PathBrowser is the prefix of the browser endpoint's WebSocket; the id
	// in VersionInfo.WebSocketDebuggerURL follows.
	PathBrowser = "/devtools/browser/"
)

// Authentication.
const (
	HeaderAuthorization = "Authorization"
	AuthScheme          = "Bearer"
	// TokenBytes is the number of random bytes in a generated token, which is
	// then encoded as unpadded base64url (43 characters).
	TokenBytes = 32
)

// Environment variables. The bridge sets both in its own process.env, so a
// terminal or agent the app spawns inherits them.
const (
	EnvBridge = "ELECTRON_MCP_BRIDGE"
	EnvToken  = "ELECTRON_MCP_TOKEN"
)

// Discovery file: <runtime dir>/electron-mcp/<pid>.json, directory 0700, file
// 0600, written atomically, removed on close. The runtime dir is
// $XDG_RUNTIME_DIR, else the OS temporary directory.
const (
	DiscoveryDirName = "electron-mcp"
	DiscoveryDirMode = 0o700
	DiscoveryMode    = 0o600
)

// Discovery is the content of a discovery file.
type Discovery struct {
	Protocol  int    `json:"protocol"`
	PID       int    `json:"pid"`
	URL       string `json:"url"` // http://127.0.0.1:<port>
	Token     string `json:"token"`
	App       string `json:"app"`       // the app's name
	StartedAt string `json:"startedAt"` // RFC 3339
}

// VersionInfo is the answer to GET /json/version.
type VersionInfo struct {
	Browser         string `json:"Browser"` // "Electron/<v>" (or "Chrome/<v>" under the stand-in)
	ProtocolVersion string `json:"Protocol-Version"`
	Bridge          string `json:"bridge"`   // electron-bridge package version
	Protocol        int    `json:"protocol"` // Version
	// WebSocketDebuggerURL is the browser endpoint,
	// ws://127.0.0.1:<port>/devtools/browser/<id>, as in Chrome's answer.
	WebSocketDebuggerURL string `json:"webSocketDebuggerUrl,omitempty"`
}

// Target types in Target.Type.
const (
	TypePage    = "page"
	TypeWebview = "webview"
)

// Target is one entry of GET /json/list: one exposed webContents.
type Target struct {
	ID                   string `json:"id"`           // webContents id, as a string
	Type                 string `json:"type"`         // TypePage or TypeWebview
	ElectronType         string `json:"electronType"` // webContents.getType()
	Title                string `json:"title"`
	URL                  string `json:"url"`
	WebSocketDebuggerURL string `json:"webSocketDebuggerUrl"`
	HostID               string `json:"hostId,omitempty"` // embedder of a webview
	Loaded               bool   `json:"loaded"`           // it committed a navigation (before that, commands wait: LoadWaitMs)
	Attached             bool   `json:"attached"`         // the bridge holds the debugger
	Focused              bool   `json:"focused"`
	Visible              bool   `json:"visible"`
}

// WebSocket close codes the bridge uses. 4000–4999 are private to us.
const (
	CloseNormal          = 1000 // the client closed, or the bridge is shutting down
	CloseGoingAway       = 1001 // the bridge is closing
	CloseUnsupportedData = 1003 // a binary frame
	ClosePolicy          = 1008 // a frame that is not a CDP command object
	CloseTooBig          = 1009 // a frame over MaxMessageBytes
	CloseTargetGone      = 4001 // the webContents was destroyed
	CloseDetached        = 4002 // the debugger was detached by someone else
	CloseAttachFailed    = 4003 // attaching the debugger failed
	CloseSlowClient      = 4008 // the client did not read its messages fast enough
)

// CDP error codes in {"error":{"code":…}} answers. Chrome's own codes follow
// JSON-RPC; Electron drops them, so the bridge maps messages back to these.
const (
	CodeParseError      = -32700 // not JSON
	CodeInvalidRequest  = -32600 // not a command object, or a field of the wrong type
	CodeMethodNotFound  = -32601 // "'X.y' wasn't found"
	CodeInvalidParams   = -32602 // "Invalid parameters"
	CodeServerError     = -32000 // any other failure of the command
	CodeSessionNotFound = -32001 // "Session with given id not found."
	CodeBlocked         = -32010 // the bridge refuses to relay this method (see policy.go)
	CodeTargetClosed    = -32011 // the webContents went away while the command was pending
	CodeTooManyPending  = -32012 // more than MaxPendingPerClient commands in flight
	CodeNoAnswer        = -32013 // Electron gave no answer within CommandTimeoutMs
	CodeNotLoaded       = -32014 // the webContents committed no navigation within LoadWaitMs
)

// Limits.
const (
	// MaxMessageBytes bounds a frame from a client. The bridge parses each
	// frame and Electron converts its parameters on the app's main thread: a
	// 1 MiB frame costs the loop some 5 ms as one long string and about 50 ms
	// in its costliest accepted shape (half a million numbers, 20,000
	// distinct keys), well under 100 ms. It holds Playwright's and
	// Puppeteer's injected scripts (about 340 KiB), a mocked response body of
	// up to 765 KiB (base64 in Fetch.fulfillRequest; serve a larger one from
	// a server the page can reach) and any file upload (DOM.setFileInputFiles
	// passes paths, not contents). A larger frame closes the connection
	// (1009): the Go client refuses to send one (cdp.TooLargeError).
	MaxMessageBytes = 1 << 20
	// MaxFrameNodes bounds the objects, arrays and object keys in one frame
	// from a client together: each costs the bridge's parse and Electron's
	// conversion on the app's main thread, and a frame of tiny objects or of
	// many distinct keys is the costliest per byte (one object of 130,000
	// keys in 1 MiB costs some 180 ms). Frames nested more than 101 levels
	// deep are refused too (Electron passes 100 levels of params).
	MaxFrameNodes = 20_000
	// MaxClients bounds the WebSocket clients of one bridge, every endpoint
	// together; past it an upgrade is refused with 503.
	MaxClients = 64
	// HandshakeTimeoutMs bounds how long a connection may take to send a
	// request that passes the gate (token, Host, Origin); then it is closed.
	// Without it a connection that never sends a byte held a descriptor of
	// the app for 60 to 90 s (Node's own headers timeout).
	HandshakeTimeoutMs = 3_000
	// MaxPendingConnections bounds the connections that have not passed the
	// gate yet; past it the oldest is closed, so a local process without the
	// token cannot hold the app's descriptors with idle connections nor lock
	// out a client that has it.
	MaxPendingConnections = 128
	// CommandTimeoutMs bounds how long the bridge waits for Electron's answer
	// to a relayed command (ten times this for one that awaits a promise of
	// the page); then the command fails with CodeNoAnswer. Electron drops
	// answers nested 200 levels deep or more, so without it such a command
	// would never settle.
	CommandTimeoutMs = 60_000
	// LoadWaitMs is how long commands to a webContents that has not
	// committed its first navigation (Electron answers none before it) wait
	// for one; then they fail with CodeNotLoaded.
	LoadWaitMs = 10_000
	// MaxPendingPerClient bounds the commands one client has in flight.
	MaxPendingPerClient = 1024
	// MaxBufferedBytes bounds what the bridge queues for a client that reads
	// too slowly; past it the client is closed with CloseSlowClient.
	MaxBufferedBytes = 128 << 20
	// MaxBufferedFrames bounds the frames queued for such a client, whatever
	// their size. The bridge hands the socket only a few at a time and keeps
	// the rest in a queue of its own, which it drops when it cuts the client:
	// a socket destroyed with its writes still queued fails each of them with
	// an error of its own, and a million of them held the app's main thread
	// for seconds.
	MaxBufferedFrames = 65_536
	// MaxRelayedBytes bounds an answer or event from Electron that the
	// bridge passes on (in UTF-16 characters of its JSON). Electron has
	// parsed it and made it a V8 object on the app's main thread already;
	// writing it out again there is the bridge's own pass, which on a loaded
	// 2-core machine took 120 ms for one 32 MiB string and about twice that
	// for as much JSON of small objects: 16 MiB keeps it near 60 ms for a
	// screenshot's base64. An answer over it reaches the client as an error
	// (CodeServerError) that says how large it was and to ask for less (a
	// clip, a JPEG, a smaller range); an event over it is dropped, and logged.
	MaxRelayedBytes = 16 << 20
)

// The bridge's own channel, WS PathControl. Its frames have CDP's shape
// ({id, method, params} → {id, result} or {id, error: {code, message}};
// events {method, params}) and its methods the "Bridge" domain, so any CDP
// client can speak it. Through it a client hears about webContents created,
// destroyed and focused without polling, calls the tools the app declares
// and reads the downloads an agent started. It passes the same gate as the
// rest (token, Host, Origin) and costs nothing while no client holds it.
const (
	PathControl = "/electron-mcp"

	// MethodEnable starts the events and answers ControlState.
	MethodEnable = "Bridge.enable"
	// MethodCallTool calls a tool the app declared: CallToolParams → CallToolResult.
	MethodCallTool = "Bridge.callTool"
	// MethodCancelTool (CancelToolParams) aborts the handler's signal of a
	// call the client no longer waits for (the agent cancelled it); the
	// signals of a client's calls are aborted when it leaves, too.
	MethodCancelTool = "Bridge.cancelTool"
	// MethodBeginAction says an agent's action on a webContents starts
	// (ActionParams): a download it starts is saved into the bridge's folder
	// instead of asking the person, until MethodEndAction plus DownloadGraceMs.
	MethodBeginAction = "Bridge.beginAction"
	MethodEndAction   = "Bridge.endAction"
	// MethodAllowLeave (ActionParams), within an action: until its
	// MethodEndAction, an unload of that webContents that the page's
	// beforeunload handler asks to stop goes on, as when a person answers
	// Leave (Electron shows no such dialog: it cancels the unload unless
	// the app allows it). The agent's own navigation asks for it; the
	// person's keep the app's behaviour.
	MethodAllowLeave = "Bridge.allowLeave"
	// MethodGetDownloads answers DownloadsResult: the downloads agents started.
	MethodGetDownloads = "Bridge.getDownloads"
	// MethodAnswerDialog answers a dialog the bridge holds (DialogAnswer →
	// DialogResult, what the app's promise resolved with).
	MethodAnswerDialog = "Bridge.answerDialog"
	// MethodEnableIpc: from now until this client leaves, the bridge
	// listens to the IPC the pages of every exposed webContents send the
	// main process ('ipc-message', 'ipc-message-sync', and invoke with
	// whether and when the main process answered). Nothing listens for a
	// client that did not ask.
	MethodEnableIpc = "Bridge.enableIpc"
	// MethodGetIpcMessages answers IpcMessagesResult (IpcMessagesParams):
	// a webContents' messages, newest first.
	MethodGetIpcMessages = "Bridge.getIpcMessages"
	// MethodGetAppMetrics answers AppMetricsResult: the app's processes
	// (Electron's app.getAppMetrics()) and the exposed webContents each
	// renderer serves.
	MethodGetAppMetrics = "Bridge.getAppMetrics"

	// EventTargetCreated: TargetEvent, a webContents is exposed now.
	EventTargetCreated = "Bridge.targetCreated"
	// EventTargetDestroyed: TargetEvent with only the id.
	EventTargetDestroyed = "Bridge.targetDestroyed"
	// EventTargetChanged: TargetEvent, its title or URL changed.
	EventTargetChanged = "Bridge.targetChanged"
	// EventFocusChanged: FocusEvent, the person focused another exposed
	// webContents. Focus leaving the app (or going to a webContents the app
	// does not expose) is not reported: the last one stays the person's. The
	// id is "" when the app has the focus but which of its webContents is not
	// known (a window with <webview>s, before the person's input says which).
	EventFocusChanged = "Bridge.focusChanged"
	// EventToolsChanged: ToolsEvent, the app declared other tools.
	EventToolsChanged = "Bridge.toolsChanged"
	// EventDownloadUpdated: DownloadEvent, a download an agent started
	// began, progressed or ended.
	EventDownloadUpdated = "Bridge.downloadUpdated"
	// EventDialogOpened: DialogEvent, the app's main process opened a
	// dialog (dialog.showOpenDialog, showSaveDialog, showMessageBox) during
	// an agent's action on a webContents, or within DialogGraceMs after it,
	// and the bridge holds it for that client to answer (an app that
	// started the bridge with dialogs: true). A *Sync form is reported with
	// Sync set and not held: it blocks the main process until the person
	// answers it.
	EventDialogOpened = "Bridge.dialogOpened"
	// EventDialogClosed: DialogEvent, a dialog of EventDialogOpened is gone:
	// answered, given to the person (its client left), or closed with its
	// webContents or by the app (an AbortSignal).
	EventDialogClosed = "Bridge.dialogClosed"
	// EventRendererChanged: RendererEvent, the renderer of an exposed
	// webContents went away ('render-process-gone', with Electron's reason
	// and exit code), became unresponsive or responsive again (Electron's
	// hang monitor).
	EventRendererChanged = "Bridge.rendererChanged"
)

// Error codes of the bridge's channel.
const (
	CodeNoSuchTool    = -32020 // Bridge.callTool: the app declares no such tool (any more)
	CodeToolArguments = -32021 // the arguments do not match the tool's inputSchema
	CodeToolFailed    = -32022 // the handler threw, rejected or returned what is not JSON
	CodeToolTimeout   = -32023 // the handler did not answer in time
	CodeNoSuchDialog  = -32024 // Bridge.answerDialog: no such dialog is held (any more) for this client
)

// Limits of the bridge's channel.
const (
	// DefaultToolTimeoutMs bounds an app tool's handler unless its
	// declaration says otherwise (timeoutMs, at most MaxToolTimeoutMs).
	DefaultToolTimeoutMs = 30_000
	MaxToolTimeoutMs     = 600_000
	// MaxToolResultBytes bounds the JSON of what a handler returns.
	MaxToolResultBytes = 1 << 20
	// MaxDownloads bounds the downloads the bridge remembers (the newest);
	// the file of one it forgets is removed from its folder, so the folder
	// holds no more than it lists.
	MaxDownloads = 100
	// MaxDownloadBytes bounds the bytes of the agents' downloads the bridge
	// lists, together; a download that would pass it is cancelled.
	MaxDownloadBytes = 1 << 30
	// DownloadGraceMs: a download that starts this long after an agent's
	// action ended is still the agent's (a click whose script starts the
	// download a moment later).
	DownloadGraceMs = 2000
	// DialogGraceMs: a dialog the main process opens this long after an
	// agent's action ended is still the agent's (a click whose page asks
	// the main process over IPC, which then opens it).
	DialogGraceMs = 2000
	// MaxIpcMessages bounds the IPC messages the bridge keeps per
	// webContents (the newest), and MaxIpcArgsChars the summary of one
	// message's arguments.
	MaxIpcMessages  = 500
	MaxIpcArgsChars = 300
	// MaxHeldDialogs bounds the dialogs the bridge holds at once; one more
	// goes to the person, as if the bridge did not hold dialogs.
	MaxHeldDialogs = 16
)

// IPC message kinds (IpcMessage.Kind), after ipcRenderer's functions, and
// an invoke's states.
const (
	IpcSend     = "send"
	IpcSendSync = "sendSync"
	IpcInvoke   = "invoke"
	IpcPending  = "pending"  // the main process has not answered yet
	IpcAnswered = "answered" // its handler returned (or resolved)
	IpcThrew    = "threw"    // its handler threw or rejected, or there is none
)

// RendererEvent kinds.
const (
	RendererGone         = "gone"
	RendererUnresponsive = "unresponsive"
	RendererResponsive   = "responsive"
)

// Dialog kinds, after Electron's dialog functions.
const (
	DialogOpen       = "open"       // dialog.showOpenDialog
	DialogSave       = "save"       // dialog.showSaveDialog
	DialogMessageBox = "messageBox" // dialog.showMessageBox
)

// Download states.
const (
	DownloadProgressing = "progressing"
	DownloadCompleted   = "completed"
	DownloadCancelled   = "cancelled"
	DownloadInterrupted = "interrupted"
)

// ControlState answers MethodEnable.
type ControlState struct {
	Targets   []Target   `json:"targets"`
	Focused   string     `json:"focused"` // the exposed webContents the person focused last, or ""
	Tools     []AppTool  `json:"tools"`
	Downloads []Download `json:"downloads"`
	Dialogs   []Dialog   `json:"dialogs,omitempty"` // the dialogs held for this client (none when it just connected)
}

// TargetEvent is the params of EventTargetCreated, EventTargetDestroyed
// (ID only) and EventTargetChanged.
type TargetEvent struct {
	ID     string  `json:"id"`
	Target *Target `json:"target,omitempty"`
}

// FocusEvent is the params of EventFocusChanged.
type FocusEvent struct {
	ID string `json:"id"`
}

// AppTool is a tool the app declares, as clients see it (the handler stays
// in the app).
type AppTool struct {
	Name        string `json:"name"`
	Description string `json:"description"`
	InputSchema any    `json:"inputSchema"` // a JSON Schema with type "object"
}

// ToolsEvent is the params of EventToolsChanged.
type ToolsEvent struct {
	Tools []AppTool `json:"tools"`
}

// CallToolParams are the params of MethodCallTool.
type CallToolParams struct {
	Name      string `json:"name"`
	Arguments any    `json:"arguments"`
	// TargetID is the webContents the agent works on, handed to the
	// handler; "" when none.
	TargetID string `json:"targetId,omitempty"`
	// CallID names the call for MethodCancelTool; "" when it cannot be
	// cancelled. Unique among the client's calls in flight.
	CallID string `json:"callId,omitempty"`
}

// CancelToolParams are the params of MethodCancelTool.
type CancelToolParams struct {
	CallID string `json:"callId"`
}

// CallToolResult answers MethodCallTool: what the handler returned
// (absent for undefined).
type CallToolResult struct {
	Value any `json:"value,omitempty"`
}

// ActionParams are the params of MethodBeginAction and MethodEndAction.
type ActionParams struct {
	TargetID string `json:"targetId"`
}

// Download is one download an agent started.
type Download struct {
	ID            string `json:"id"`
	TargetID      string `json:"targetId"` // the webContents that started it
	URL           string `json:"url"`
	Filename      string `json:"filename"`
	Path          string `json:"path"` // where it is saved, in the bridge's folder
	State         string `json:"state"`
	ReceivedBytes int64  `json:"receivedBytes"`
	TotalBytes    int64  `json:"totalBytes"` // 0 when unknown
	StartedAt     string `json:"startedAt"`  // RFC 3339
}

// DownloadsResult answers MethodGetDownloads.
type DownloadsResult struct {
	Downloads []Download `json:"downloads"`
}

// DownloadEvent is the params of EventDownloadUpdated.
type DownloadEvent struct {
	Download Download `json:"download"`
}

// ActionResult answers MethodEndAction: the dialogs the bridge holds for
// this client on that webContents, so the action's answer shows them
// without waiting for EventDialogOpened.
type ActionResult struct {
	Dialogs []Dialog `json:"dialogs,omitempty"`
}

// Dialog is a dialog the app's main process opened during an agent's
// action, as Electron's options describe it.
type Dialog struct {
	ID       string `json:"id"`
	TargetID string `json:"targetId"` // the webContents of the action (or of the dialog's parent window)
	Kind     string `json:"kind"`     // DialogOpen, DialogSave or DialogMessageBox
	// Sync: a *Sync form, which the bridge does not hold: the main process
	// is blocked until the person answers it.
	Sync    bool   `json:"sync,omitempty"`
	Title   string `json:"title,omitempty"`
	Message string `json:"message,omitempty"`
	Detail  string `json:"detail,omitempty"` // a message box's
	// A message box's buttons (Electron shows "OK" for none), the one
	// Enter chooses (-1: none) and the one cancelling answers.
	Buttons         []string `json:"buttons,omitempty"`
	DefaultID       int      `json:"defaultId"`
	CancelID        int      `json:"cancelId"`
	CheckboxLabel   string   `json:"checkboxLabel,omitempty"`
	CheckboxChecked bool     `json:"checkboxChecked,omitempty"`
	// An open dialog's properties (openFile, openDirectory, multiSelections, …).
	Properties  []string       `json:"properties,omitempty"`
	Filters     []DialogFilter `json:"filters,omitempty"`
	DefaultPath string         `json:"defaultPath,omitempty"`
	ButtonLabel string         `json:"buttonLabel,omitempty"`
	OpenedAt    string         `json:"openedAt"` // RFC 3339
	// How a closed dialog went (EventDialogClosed): "answered", "person"
	// (its client left: the person answers it), "closed" (its webContents
	// went away or the app aborted it).
	Closed string `json:"closed,omitempty"`
}

// DialogFilter is one entry of an open or save dialog's filters.
type DialogFilter struct {
	Name       string   `json:"name"`
	Extensions []string `json:"extensions"`
}

// DialogEvent is the params of EventDialogOpened and EventDialogClosed.
type DialogEvent struct {
	Dialog Dialog `json:"dialog"`
}

// DialogAnswer is the params of MethodAnswerDialog. An open dialog takes
// Paths (existing files or folders, as its properties allow; none
// cancels); a save dialog Accept (the bridge chooses the path, inside its
// downloads folder, from the dialog's defaultPath; a client never names
// it) or not (cancel); a message box Button (an index of its buttons) or,
// without one, Accept (its default button, else the first) or not (its
// cancel button).
type DialogAnswer struct {
	ID     string   `json:"id"`
	Accept bool     `json:"accept,omitempty"`
	Paths  []string `json:"paths,omitempty"`
	Button *int     `json:"button,omitempty"`
}

// DialogResult answers MethodAnswerDialog: what the app's promise resolved
// with, in Electron's shape ({canceled, filePaths}, {canceled, filePath},
// {response, checkboxChecked}).
type DialogResult struct {
	Canceled        bool     `json:"canceled,omitempty"`
	FilePaths       []string `json:"filePaths,omitempty"`
	FilePath        string   `json:"filePath,omitempty"`
	Response        *int     `json:"response,omitempty"`
	CheckboxChecked bool     `json:"checkboxChecked,omitempty"`
}

// IpcMessage is one message a page sent the main process.
type IpcMessage struct {
	ID       int64  `json:"id"`
	TargetID string `json:"targetId"`
	Kind     string `json:"kind"` // IpcSend, IpcSendSync or IpcInvoke
	Channel  string `json:"channel"`
	Time     string `json:"time"` // RFC 3339, milliseconds
	// Args summarises the arguments ([…], at most MaxIpcArgsChars).
	Args string `json:"args"`
	// An invoke's: State, and once answered how long it took (Ms) and the
	// result's summary or the error the page got.
	State  string `json:"state,omitempty"`
	Ms     *int64 `json:"ms,omitempty"`
	Result string `json:"result,omitempty"`
	Error  string `json:"error,omitempty"`
}

// IpcMessagesParams are the params of MethodGetIpcMessages.
type IpcMessagesParams struct {
	TargetID string `json:"targetId"`
	Channel  string `json:"channel,omitempty"` // only this channel
	Since    string `json:"since,omitempty"`   // RFC 3339: only messages from then on
	Limit    int    `json:"limit,omitempty"`   // at most this many (the newest)
}

// IpcMessagesResult answers MethodGetIpcMessages.
type IpcMessagesResult struct {
	Messages []IpcMessage `json:"messages"` // newest first
	Total    int          `json:"total"`    // how many matched, before Limit
}

// ProcessInfo is one of the app's processes (Electron's ProcessMetric).
type ProcessInfo struct {
	PID          int     `json:"pid"`
	Type         string  `json:"type"` // Browser, Tab (a renderer), GPU, Utility, Zygote, …
	Name         string  `json:"name,omitempty"`
	ServiceName  string  `json:"serviceName,omitempty"` // a utility process's, e.g. network.mojom.NetworkService
	CPU          float64 `json:"cpu"`                   // percent of one core since the previous getAppMetrics
	CPUSeconds   float64 `json:"cpuSeconds,omitempty"`  // in all, where Electron says
	MemoryKB     int64   `json:"memoryKB"`              // working set
	PeakMemoryKB int64   `json:"peakMemoryKB,omitempty"`
	CreatedAt    string  `json:"createdAt,omitempty"` // RFC 3339
	// WebContents are the exposed webContents whose main frame this
	// renderer serves (getOSProcessId).
	WebContents []string `json:"webContents,omitempty"`
}

// AppMetricsResult answers MethodGetAppMetrics.
type AppMetricsResult struct {
	Processes []ProcessInfo `json:"processes"`
}

// RendererEvent is the params of EventRendererChanged.
type RendererEvent struct {
	TargetID string `json:"targetId"`
	Kind     string `json:"kind"`               // RendererGone, RendererUnresponsive or RendererResponsive
	Reason   string `json:"reason,omitempty"`   // gone: Electron's reason (crashed, oom, killed, …)
	ExitCode int    `json:"exitCode,omitempty"` // gone
	Time     string `json:"time"`               // RFC 3339
}
