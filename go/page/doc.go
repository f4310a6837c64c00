// Package page is one attached target — a window, <webview> or
// WebContentsView behind electron-bridge — as the MCP server sees it.
//
// A Page works on a CDP connection to its webContents that its caller
// dialed and hands over (Open takes it, Close closes it), and watches it
// continuously for as long as the server keeps it: navigations and loads (for
// settling), requests in flight (for settling and browser_network_requests),
// console messages and exceptions, JavaScript dialogs and file choosers
// (modal states that end any wait), and out-of-process iframes, which it
// reaches through flat sessions (Target.setAutoAttach with flatten:true).
//
// Actions (click, type, press, select, drag, navigate, …) resolve their
// element from a snapshot ref (e12, f1e3) or a CSS selector, act as a person
// would where a person can — mouse, keys and drags through the Input domain,
// at the point a hit test finds the element uncovered — and through the DOM
// where the page offers no such way (a <select>'s options, a date or colour
// input's value, the files of a file input), then settle: they wait briefly for a
// navigation the action started and its load (and, after the load, for an
// application's chain of data requests to stop coming, as a page that
// loads its data by script is usable only then), for requests the action
// started, and for the DOM to go quiet. Every wait is bounded, and a dialog
// or file chooser that opens ends it at once.
//
// A renderer that crashes, or a target that goes away, ends every call in
// flight at once with a *FaultError that says which (Guard, FaultOf): a dead
// renderer never answers. When only an out-of-process frame's renderer
// crashes, the page lives on: the calls on that frame end with a
// *FrameCrashError, snapshots show the frame empty (CrashedFrames lists it),
// and a new document in the frame brings it back.
//
// Snapshots are computed in the page: the scripts of aria/, installed in
// an isolated world of every frame (page scripts cannot see or disturb
// them), walk the flat tree once and report role, accessible name, value
// and states of every node in the shape of Chromium's accessibility tree,
// which package snapshot renders with stable refs. Chromium's own
// Accessibility.getFullAXTree gives the same information but costs about a
// kilobyte of JSON and superlinear time per element: seconds on a
// 10,000-element page, where they take tens of milliseconds. Before each
// walk, aria/listeners.js looks in the frame's own world, where the page's
// listeners and framework handlers live, for the elements its scripts
// made interactive, and marks them for the walk; closed shadow roots,
// which no script reaches, come in through the DOM domain. A ref maps to
// the node's number in its frame's world, so resolving it is one
// evaluation; numbers live as long as the document.
//
// The scripts actions run in the page (hit tests, filling fields, watching
// a drag, waiting for quiet or for text) are the functions of inpage/, in
// type-checked .js files like aria/'s; package inpage sends each with the
// helpers it calls, built once, as a function for Runtime.callFunctionOn
// (this is the element) or an expression for Runtime.evaluate.
//
// What needs none of a Page's state lives in rooms of its own: observe
// (console, network log, routes), storage (cookies, local and session
// storage), emulate (media, network conditions, the viewport's size),
// highlight (what the person sees of the agent's actions), inpage (the
// actions' scripts) and refusal (the error the agent is told). A Page
// holds one of each and feeds it events or sessions; the rooms import
// nothing of package page, and each but refusal has its tests beside it.
package page
