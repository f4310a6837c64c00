// Command electron-mcp lets an AI agent drive the webContents of an Electron
// app — the very window or <webview> a person is looking at — through
// electron-bridge, a small module inside the app.
//
// The subcommands live one per file beside this one; root.go lists them.
package main

import (
	"context"
	"os"
	"os/signal"
	"syscall"
)

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	code := run(ctx, os.Args[1:], os.Stdout, os.Stderr, os.Getenv)
	stop()
	os.Exit(code)
}
