package main

import (
	"context"
	"errors"
	"fmt"
	"io"

	"github.com/spf13/cobra"

	"github.com/electron-mcp/electron-mcp/go/bridge"
	"github.com/electron-mcp/electron-mcp/proto"
)

// subcommands builds electron-mcp's subcommands, in the order help lists
// them. A new command is a constructor (newXCmd, in the file of its
// concern: call.go holds call and snapshot) and one line here.
var subcommands = []func(*globals) *cobra.Command{
	newServeCmd,
	newListCmd,
	newSnapshotCmd,
	newCallCmd,
	newInitCmd,
	newVersionCmd,
}

// Exit codes.
const (
	exitOK    = 0
	exitError = 1 // the command failed; the message is on stderr
	exitUsage = 2 // bad flags or arguments
)

// globals holds the persistent flags every subcommand sees and what a
// subcommand needs from its surroundings.
type globals struct {
	bridgeURL string // --bridge
	token     string // --token
	target    string // --target
	cdpURL    string // --cdp: a DevTools endpoint instead of a bridge

	getenv func(string) string
	stderr io.Writer
}

func newRootCmd(g *globals) *cobra.Command {
	root := &cobra.Command{
		Use:   "electron-mcp",
		Short: "Drive the webviews of an Electron app through electron-bridge",
		Long: `electron-mcp lets an AI agent drive the webContents of an Electron app — the very
window or <webview> a person is looking at — through electron-bridge, a small
module inside the app that relays the Chrome DevTools Protocol.

The bridge is found, in this order, from --bridge and --token, from
` + proto.EnvBridge + ` and ` + proto.EnvToken + `, or from the newest live discovery
file in $XDG_RUNTIME_DIR/electron-mcp (else the temporary directory).

For an app without the bridge (or Chromium, Chrome), --cdp http://127.0.0.1:<port>
drives the pages and webviews of a DevTools endpoint started with
--remote-debugging-port=<port>. Such a port has no authentication.`,
		SilenceUsage:  true,
		SilenceErrors: true,
	}
	root.CompletionOptions.HiddenDefaultCmd = true
	pf := root.PersistentFlags()
	pf.StringVar(&g.bridgeURL, "bridge", "", "bridge URL, http://127.0.0.1:<port> (default: environment, then discovery file)")
	pf.StringVar(&g.token, "token", "", "bridge token; other local users can see flags, so prefer "+proto.EnvToken)
	pf.StringVar(&g.target, "target", "", "webContents id to act on (see list)")
	pf.StringVar(&g.cdpURL, "cdp", "", "drive a DevTools endpoint, http://127.0.0.1:<port> of --remote-debugging-port, instead of a bridge (no authentication: see the warning it prints)")
	root.SetFlagErrorFunc(func(_ *cobra.Command, err error) error { return usageError{err} })
	for _, newCmd := range subcommands {
		root.AddCommand(newCmd(g))
	}
	return root
}

// run runs electron-mcp with args and returns the exit code. Errors go to
// stderr, one message, prefixed with the program name.
func run(ctx context.Context, args []string, stdout, stderr io.Writer, getenv func(string) string) int {
	g := &globals{getenv: getenv, stderr: stderr}
	root := newRootCmd(g)
	root.SetArgs(args)
	root.SetOut(stdout)
	root.SetErr(stderr)
	err := root.ExecuteContext(ctx)
	if err == nil {
		return exitOK
	}
	fmt.Fprintf(stderr, "electron-mcp: %v\n", err)
	var ue usageError
	// Cobra refuses an unknown command in words only: ask it again
	// whether the command line names one.
	if _, _, ferr := root.Find(args); errors.As(err, &ue) || ferr != nil {
		fmt.Fprintln(stderr, "Run 'electron-mcp --help' for usage.")
		return exitUsage
	}
	return exitError
}

// usageError is a mistake in the command line rather than a failure.
type usageError struct{ err error }

func (e usageError) Error() string { return e.err.Error() }
func (e usageError) Unwrap() error { return e.err }

// noArgs refuses positional arguments as a usage error.
func noArgs(cmd *cobra.Command, args []string) error {
	if len(args) > 0 {
		return usageError{fmt.Errorf("%s takes no arguments, got %q", cmd.CommandPath(), args)}
	}
	return nil
}

// endpoint finds the bridge from the flags, the environment or a discovery
// file. When several bridges run, it says on stderr which one it chose.
func (g *globals) endpoint() (bridge.Endpoint, error) {
	ep, err := bridge.Discover(bridge.Options{URL: g.bridgeURL, Token: g.token, Getenv: g.getenv})
	if err != nil {
		return ep, err
	}
	if ep.Source.Live > 1 {
		app := ""
		if ep.App != "" {
			app = fmt.Sprintf(" %q", ep.App)
		}
		fmt.Fprintf(g.stderr, "electron-mcp: %d bridges are running; using the newest, app%s pid %d (%s); pass --bridge and --token to choose another\n",
			ep.Source.Live, app, ep.PID, ep.Source.Path)
	}
	return ep, nil
}

// client returns a client for the bridge endpoint finds, or for the
// DevTools endpoint of --cdp, saying on stderr what a debugging port exposes.
func (g *globals) client() (*bridge.Client, error) {
	if g.cdpURL != "" {
		c, err := g.cdpClient()
		if err != nil {
			return nil, err
		}
		fmt.Fprintf(g.stderr, "electron-mcp: warning: %s\n", bridge.CDPWarning(c.Endpoint().URL))
		return c, nil
	}
	ep, err := g.endpoint()
	if err != nil {
		return nil, err
	}
	return bridge.NewClient(ep), nil
}

// cdpClient returns the client of --cdp, refusing it next to a bridge's flags.
func (g *globals) cdpClient() (*bridge.Client, error) {
	if g.bridgeURL != "" || g.token != "" {
		return nil, usageError{errors.New("--cdp drives a DevTools endpoint, which has no token: give either --cdp or --bridge and --token, not both")}
	}
	c, err := bridge.NewCDPClient(g.cdpURL)
	if err != nil {
		return nil, usageError{err}
	}
	return c, nil
}
