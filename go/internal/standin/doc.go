// Package standin starts the Chromium stand-in for Electron —
// `node electron-bridge/testing/host.js`, the real bridge in front of a real
// headless Chromium — for tests, benchmarks and the demo. It is the one
// harness for that host: every package that needs a live bridge starts it
// through here.
//
// Start runs the host and waits for the one JSON line it prints once every
// page has loaded; its fields (URL, Token, PID, ChromiumPID, Targets) are on
// the returned Host. By default the host writes no discovery file and gets
// the caller's environment without ELECTRON_MCP_BRIDGE and
// ELECTRON_MCP_TOKEN; Options.RuntimeDir makes it write its discovery file
// into a directory of the caller's choosing, Options.Env adds variables.
//
// The host takes commands on its stdin, one a line, each answered by one
// JSON line: Steer runs host.js's commands ("window <url>",
// "webview <hostId> <url>", "destroy <id>", "crash <id>", "crash-frame <id> <url part>",
// "detach <id>"; see host.js's header for all) and returns the id
// it reports; Call sends any line and decodes the answer, for hosts that
// speak the same protocol with other commands (Options.Script, such as
// scripts/bench-host.js).
//
// Stop ends the host and reports what a test should not let pass: a host
// that had to be killed (then its process group and Chromium's are killed,
// so nothing outlives the test), a bad exit status, or an unhandled error on
// its stderr. Err says whether the host still runs, and Stderr returns the
// tail of its stderr, for failure messages.
package standin
