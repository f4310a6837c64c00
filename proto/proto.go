// Package proto is the wire contract between electron-bridge (the JavaScript
// module inside an Electron app's main process) and the electron-mcp binary.
//
// It is the single source of truth for what both sides must agree on: the
// protocol version, HTTP paths, header and environment-variable names, the
// discovery file, WebSocket close codes, CDP error codes and the methods the
// bridge refuses to relay. `go generate ./proto` writes
// electron-bridge/protocol.js and protocol.d.ts from the values below; a test
// fails when the generated files are stale.
//
// The bridge deliberately looks like Chrome's own DevTools HTTP endpoints, per
// webContents, so any CDP client can use it:
//
//	GET /json/version           → Version
//	GET /json/list              → []Target
//	WS  /devtools/page/<id>     → raw CDP JSON frames for that webContents
//	WS  /devtools/browser/<id>  → a browser-level CDP endpoint whose Target
//	                              domain shows only the exposed webContents
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
	CodeBlocked         = -32010 // the bridge refuses to relay this method
	CodeTargetClosed    = -32011 // the webContents went away while the command was pending
	CodeTooManyPending  = -32012 // more than MaxPendingPerClient commands in flight
)

// Limits.
const (
	// MaxMessageBytes bounds a frame from a client (file uploads and mocked
	// bodies travel as base64 inside a command).
	MaxMessageBytes = 64 << 20
	// MaxPendingPerClient bounds the commands one client has in flight.
	MaxPendingPerClient = 1024
	// MaxBufferedBytes bounds what the bridge queues for a client that reads
	// too slowly; past it the client is closed with CloseSlowClient.
	MaxBufferedBytes = 128 << 20
)

// Blocked lists the CDP methods the bridge refuses by default: they would
// close, crash or escape the host app, or reach beyond the client's own
// webContents — to other windows the app did not expose, or to the browser
// target. Out-of-process iframes and workers of the webContents stay
// reachable through Target.setAutoAttach.
var Blocked = []string{
	"Browser.close",
	"Browser.crash",
	"Browser.crashGpuProcess",
	"Browser.executeBrowserCommand",
	"Page.close",
	"Page.crash",
	"Target.attachToBrowserTarget",
	"Target.attachToTarget",
	"Target.autoAttachRelated",
	"Target.closeTarget",
	"Target.createBrowserContext",
	"Target.disposeBrowserContext",
	"Target.exposeDevToolsProtocol",
	"Target.getTargets",
	"Target.setDiscoverTargets",
	"Target.setRemoteLocations",
}
