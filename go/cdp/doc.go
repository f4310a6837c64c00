// Package cdp is a Chrome DevTools Protocol connection to one target — a
// webContents behind electron-bridge, or any Chrome page WebSocket — over
// gorilla/websocket.
//
// A *Conn implements cdproto's cdp.Session, so the typed commands and events
// of github.com/chromedp/cdproto work on it directly (cdproto here is
// github.com/chromedp/cdproto/cdp; params go by value):
//
//	res, err := cdproto.Call(ctx, conn, runtime.Evaluate, runtime.EvaluateParams{Expression: "1+1"})
//	for ev, err := range cdproto.Events(ctx, conn, runtime.ConsoleAPICalled) { … }
//
// Flat sessions (Target.setAutoAttach with flatten:true, which is how
// out-of-process iframes and workers are reached) are addressed with
// Conn.Session, which returns another cdp.Session sharing the socket.
//
// Every call carries the caller's context: its deadline bounds the wait, and
// a call whose context ends stops waiting at once (a late answer is dropped).
// When the socket closes — the client closed it, the bridge went away, or the
// webContents was destroyed — every pending call fails at once with an error
// that wraps ErrClosed and tells why (see CloseError).
//
// Event delivery never blocks the reader: each subscription has its own queue,
// bounded at MaxQueuedEvents; past that the oldest events are dropped (the
// newest say most about the page now) and counted in Conn.Stats, so a page
// that floods the console cannot grow memory without limit nor stall command
// answers. A consumer that must not miss an event has to keep up.
//
// Frames are read leniently, since a peer may be buggy or hostile: an answer
// whose integer id is readable always ends the call waiting for it, with an
// error when the rest is malformed (an error that is not an object, a frame
// cut short or nested too deep); strings with invalid UTF-8 or lone UTF-16
// surrogates — page text holds them, and JSON.stringify writes them as \ud800
// escapes — read as U+FFFD instead of losing the frame. Frames that are not CDP
// at all are dropped and counted.
package cdp
