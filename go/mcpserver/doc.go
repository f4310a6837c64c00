// Package mcpserver is electron-mcp's MCP server: the browser_* tools an
// agent calls to read and drive the webContents of an Electron app through
// electron-bridge.
//
// Tool names and argument shapes follow Playwright MCP, so an agent's habits
// carry over; "tabs" are the webContents the bridge exposes (windows,
// <webview> guests, WebContentsViews). Tool calls are serialised: one runs
// at a time, since a navigation in the middle of a snapshot would produce
// garbage. Every CDP wait has a deadline.
//
// The server keeps one persistent connection per target it has used (so
// console messages, requests and dialogs are collected continuously, not
// only while a tool runs), finds the bridge again and redials when the app
// restarts, and says plainly when the selected target went away.
//
// Apart from the tool calls, a watcher holds the bridge's own channel
// (proto.PathControl) for the server's lifetime: it follows the view the
// person focused last (which calls act on until the agent selects a tab),
// registers the tools the app declares as app_<name> (mcp-go sends
// notifications/tools/list_changed), mirrors the downloads the agent's
// actions started and the dialogs of the app's main process the bridge
// holds for the agent (appdialogs.go), and, with serve --caps electron,
// hears of renderers that hang or go away. A call that waits for the person (browser_pick) gives way
// to the next call; calls that take long send MCP progress notifications
// when the client asks for them.
//
// Responses are one text block of "### Section" parts — Error, Result, Page,
// Modal state, Snapshot, Events — plus an image for screenshots; the first
// response of a session opens with a Warning when Options.Warning is set
// (serve --cdp: a debugging port has no authentication). Page (URL,
// title, tab, console counts) comes when something in it changed since the
// agent last got it, after a navigation or on another tab, and always from
// browser_snapshot, the navigation tools, browser_tabs,
// browser_handle_dialog and browser_console_messages (call.go's showPage). After an
// action the Snapshot section shows only what changed since the snapshot the
// agent saw last (see package snapshot's Diff), unless a new document loaded.
package mcpserver
