package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"log"
	"log/slog"
	"os"
	"time"

	"github.com/spf13/cobra"

	"github.com/electron-mcp/electron-mcp/go/bridge"
	"github.com/electron-mcp/electron-mcp/go/mcpserver"
)

// serveFlags are the options of serve (and of call and snapshot, which run
// the same server in-process).
type serveFlags struct {
	snapshotMode string
	logLevel     string
	toolTimeout  time.Duration
	caps         string
	showActions  bool
	// capsDefault is --caps when not given: none for serve (the lean
	// default set), every capability for call, where no agent pays for the
	// tool list.
	capsDefault string
}

func (f *serveFlags) register(cmd *cobra.Command) {
	cmd.Flags().StringVar(&f.snapshotMode, "snapshot", mcpserver.SnapshotDiff, "what action responses show of the page: diff (what changed), full or none")
	cmd.Flags().StringVar(&f.logLevel, "log-level", "warn", "stderr log level: debug, info, warn or error")
	cmd.Flags().DurationVar(&f.toolTimeout, "tool-timeout", 60*time.Second, "longest a tool call may take")
	cmd.Flags().BoolVar(&f.showActions, "show-actions", true, "highlight each element (or point) the agent acts on in the app for about a second, for the person watching")
	cmd.Flags().StringVar(&f.caps, "caps", f.capsDefault, "comma-separated capabilities whose tools to offer besides the default set, or all:"+mcpserver.CapsHelp())
}

// newServer builds the MCP server with discovery from the global flags. The
// warning of --cdp is said once: to the agent (the first response) and in
// the log for serve; on stderr alone for the command line (cli), whose user
// reads both.
func (f *serveFlags) newServer(g *globals, stderr io.Writer, cli bool) (*mcpserver.Server, error) {
	switch f.snapshotMode {
	case mcpserver.SnapshotDiff, mcpserver.SnapshotFull, mcpserver.SnapshotNone:
	default:
		return nil, usageError{fmt.Errorf("--snapshot %q: use diff, full or none", f.snapshotMode)}
	}
	var level slog.Level
	if err := level.UnmarshalText([]byte(f.logLevel)); err != nil {
		return nil, usageError{fmt.Errorf("--log-level %q: use debug, info, warn or error", f.logLevel)}
	}
	caps, err := mcpserver.ParseCaps(f.caps)
	if err != nil {
		return nil, usageError{fmt.Errorf("--caps: %w", err)}
	}
	logger := slog.New(slog.NewTextHandler(stderr, &slog.HandlerOptions{Level: level}))
	opt := mcpserver.Options{
		Target:       g.target,
		SnapshotMode: f.snapshotMode,
		Caps:         caps,
		ShowActions:  f.showActions,
		ToolTimeout:  f.toolTimeout,
		Version:      binaryVersion(),
		Log:          logger,
	}
	if g.cdpURL != "" {
		c, err := g.cdpClient()
		if err != nil {
			return nil, err
		}
		c.Close()
		if cli {
			fmt.Fprintf(stderr, "electron-mcp: warning: %s\n", bridge.CDPWarning(c.Endpoint().URL))
		} else {
			opt.Warning = bridge.CDPWarning(c.Endpoint().URL)
			logger.Warn(opt.Warning)
		}
		opt.Connect = func(context.Context) (*bridge.Client, error) {
			return bridge.NewCDPClient(g.cdpURL)
		}
		return mcpserver.New(opt), nil
	}
	opt.Connect = func(context.Context) (*bridge.Client, error) {
		// Discover afresh each time: after a restart the app's bridge has a
		// new port and token.
		ep, err := bridge.Discover(bridge.Options{URL: g.bridgeURL, Token: g.token, Getenv: g.getenv})
		if err != nil {
			return nil, err
		}
		logger.Info("bridge found", "endpoint", ep)
		return bridge.NewClient(ep), nil
	}
	return mcpserver.New(opt), nil
}

func newServeCmd(g *globals) *cobra.Command {
	var f serveFlags
	cmd := &cobra.Command{
		Use:   "serve",
		Short: "Run the MCP server over stdio (what Claude Code launches)",
		Long: `serve runs electron-mcp's MCP server on stdin and stdout. An MCP client such
as Claude Code launches it; stdout is the protocol, logs go to stderr.

The bridge is found lazily, at the first tool call, and found again if the app
restarts. Register it with: claude mcp add electron -- electron-mcp serve

The default tools are those most tasks need; --caps network,storage (or all)
offers more groups.`,
		Args: noArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			s, err := f.newServer(g, g.stderr, false)
			if err != nil {
				return err
			}
			defer s.Close()
			err = s.ServeStdio(cmd.Context(), os.Stdin, cmd.OutOrStdout(), log.New(g.stderr, "electron-mcp: ", 0))
			if err == nil || errors.Is(err, context.Canceled) || errors.Is(err, io.EOF) || errors.Is(err, io.ErrUnexpectedEOF) {
				return nil
			}
			return err
		},
	}
	f.register(cmd)
	return cmd
}
