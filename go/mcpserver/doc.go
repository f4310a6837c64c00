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
// Responses are one text block of "### Section" parts — Error, Result, Page,
// Modal state, Snapshot, Events — plus an image for screenshots. After an
// action the Snapshot section shows only what changed since the snapshot the
// agent saw last (see package snapshot's Diff), unless a new document loaded.
package mcpserver
