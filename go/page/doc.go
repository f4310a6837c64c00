// Package page is one attached target — a window, <webview> or
// WebContentsView behind electron-bridge — as the MCP server sees it.
//
// A Page owns the CDP connection to its webContents for as long as the
// server keeps it, and watches it continuously: navigations and loads (for
// settling), requests in flight (for settling and browser_network_requests),
// console messages and exceptions, JavaScript dialogs and file choosers
// (modal states that end any wait), and out-of-process iframes, which it
// reaches through flat sessions (Target.setAutoAttach with flatten:true).
//
// Actions (click, type, press, select, drag, navigate, …) resolve their
// element from a snapshot ref (e12, f1e3) or a CSS selector, act through the
// Input domain as a person would, then settle: they wait briefly for a
// navigation the action started and its load, for requests the action
// started, and for the DOM to go quiet. Every wait is bounded, and a dialog
// or file chooser that opens ends it at once.
//
// Snapshots gather the accessibility tree of every frame and hand it to
// package snapshot, which renders it and keeps refs stable.
package page
