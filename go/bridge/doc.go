// Package bridge finds a running electron-bridge and talks to it: it lists the
// webContents the app exposes and opens a CDP connection to one of them.
//
// An electron-bridge runs inside an Electron app's main process and serves,
// on 127.0.0.1 only and behind a bearer token, Chrome-like DevTools endpoints
// per webContents (see package proto for the wire contract). Finding it is
// Discover's job, which looks, in this order, at:
//
//  1. explicit settings (electron-mcp's --bridge URL --token T flags);
//  2. the environment variables ELECTRON_MCP_BRIDGE and ELECTRON_MCP_TOKEN,
//     which the bridge sets in its own process, so a terminal or an agent the
//     app spawns inherits them;
//  3. discovery files <runtime dir>/electron-mcp/<pid>.json, where the runtime
//     dir is $XDG_RUNTIME_DIR, else the OS temporary directory. A file is used
//     only when it is a regular file owned by the current user with mode 0600,
//     its process is alive and it speaks this protocol version; when several
//     bridges qualify, the most recently started one wins and Endpoint.Source
//     says so.
//
// The Endpoint found carries the token. It never prints it: String, GoString,
// LogValue and JSON encoding all leave it out. The token goes only to this
// machine's loopback: Discover refuses a URL (flags, environment) or passes
// over a discovery file that names any host but 127.0.0.0/8, ::1 or
// localhost (ErrNotLoopback), and every connection of a Client that sends
// the token (HTTP, the pages' and the bridge channel's WebSockets) is
// dialled by one dialler that refuses any other address and dials localhost
// as 127.0.0.1 without a lookup. No redirect is followed. A DevTools
// endpoint (NewCDPClient) gets no token and may be anywhere.
//
// A Client then makes the bridge's calls, each with a deadline:
//
//	ep, err := bridge.Discover(bridge.Options{})
//	c := bridge.NewClient(ep)
//	targets, err := c.List(ctx)
//	conn, err := c.Dial(ctx, targets[0].ID) // a *cdp.Conn: use cdproto's typed calls on it
//
// Check verifies that the bridge speaks this protocol version. Refusals come
// back as errors that say what to do next and match sentinels with
// errors.Is: ErrNoBridge, ErrUnauthorized, ErrForbidden, ErrNoTarget,
// ErrUnreachable, ErrProtocol; an HTTP refusal is also a *StatusError.
package bridge
