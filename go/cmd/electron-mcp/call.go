package main

import (
	"context"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"strings"
	"time"

	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/spf13/cobra"

	"github.com/electron-mcp/electron-mcp/go/mcpserver"
)

// errToolFailed is returned when the tool answered with an error; the
// answer itself is already printed.
var errToolFailed = fmt.Errorf("the tool reported an error")

// toolCall is one tool call of the command line.
type toolCall struct {
	name string
	args map[string]any
}

// appToolsWait bounds the wait for the app's tools before calling one.
const appToolsWait = 10 * time.Second

// runTool runs one tool of an in-process server and prints its answer.
func runTool(ctx context.Context, g *globals, f *serveFlags, out io.Writer, name string, args map[string]any, imagePath string) error {
	return runTools(ctx, g, f, out, []toolCall{{name, args}}, imagePath)
}

// runTools runs tools one after another on one in-process server — one
// attachment, so refs and "what changed" carry from call to call — and
// prints each answer. It stops at the first that fails.
func runTools(ctx context.Context, g *globals, f *serveFlags, out io.Writer, calls []toolCall, imagePath string) error {
	s, err := f.newServer(g, g.stderr, true)
	if err != nil {
		return err
	}
	defer s.Close()
	c, err := client.NewInProcessClient(s.MCP())
	if err != nil {
		return err
	}
	defer c.Close()
	if err := c.Start(ctx); err != nil {
		return err
	}
	init := mcp.InitializeRequest{}
	init.Params.ProtocolVersion = mcp.LATEST_PROTOCOL_VERSION
	init.Params.ClientInfo = mcp.Implementation{Name: "electron-mcp-cli", Version: binaryVersion()}
	if _, err := c.Initialize(ctx, init); err != nil {
		return err
	}
	for _, tc := range calls {
		if strings.HasPrefix(tc.name, "app_") {
			// The app's tools are registered once its bridge answers.
			wctx, cancel := context.WithTimeout(ctx, appToolsWait)
			s.WaitBridge(wctx)
			cancel()
			break
		}
	}
	for i, tc := range calls {
		if len(calls) > 1 {
			if i > 0 {
				fmt.Fprintln(out)
			}
			fmt.Fprintf(out, "## %s\n", tc.name)
		}
		if err := printCall(ctx, c, out, tc, imagePath); err != nil {
			return err
		}
	}
	return nil
}

func printCall(ctx context.Context, c *client.Client, out io.Writer, tc toolCall, imagePath string) error {
	req := mcp.CallToolRequest{}
	req.Params.Name = tc.name
	req.Params.Arguments = tc.args
	res, err := c.CallTool(ctx, req)
	if err != nil {
		return err
	}
	for _, part := range res.Content {
		switch p := part.(type) {
		case mcp.TextContent:
			fmt.Fprint(out, p.Text)
			if !strings.HasSuffix(p.Text, "\n") {
				fmt.Fprintln(out)
			}
		case mcp.ImageContent:
			data, err := base64.StdEncoding.DecodeString(p.Data)
			if err != nil {
				return err
			}
			if imagePath == "" {
				fmt.Fprintf(out, "[%s image, %d bytes; pass --image FILE to save it]\n", p.MIMEType, len(data))
				continue
			}
			if err := os.WriteFile(imagePath, data, 0o644); err != nil {
				return err
			}
			fmt.Fprintf(out, "[%s image saved to %s]\n", p.MIMEType, imagePath)
		}
	}
	if res.IsError {
		return errToolFailed
	}
	return nil
}

func newCallCmd(g *globals) *cobra.Command {
	f := serveFlags{capsDefault: mcpserver.CapsAll}
	var image string
	cmd := &cobra.Command{
		Use:   "call <tool> ['<json arguments>'] [<tool> ['<json arguments>']]...",
		Short: "Run MCP tools and print their responses",
		Long: `call runs tools of the MCP server, as an agent would, and prints each
response. Handy for humans and scripts:

  electron-mcp call browser_snapshot
  electron-mcp call browser_click '{"target":"e12"}'
  electron-mcp call browser_take_screenshot '{}' --image shot.png

Several tools in one call share one attachment, so the second response shows
what changed since the first and refs carry over:

  electron-mcp call browser_snapshot browser_click '{"target":"e3"}'

Separate calls attach afresh: refs from an earlier call's snapshot may be
numbered differently; take a snapshot in the same call when in doubt.`,
		Args: func(cmd *cobra.Command, args []string) error {
			if len(args) < 1 {
				return usageError{fmt.Errorf("call takes a tool name, optionally followed by its JSON arguments, and more of those")}
			}
			return nil
		},
		RunE: func(cmd *cobra.Command, args []string) error {
			calls, err := parseCalls(args)
			if err != nil {
				return err
			}
			return runTools(cmd.Context(), g, &f, cmd.OutOrStdout(), calls, image)
		},
	}
	f.register(cmd)
	cmd.Flags().StringVar(&image, "image", "", "save an image the tool returns (a screenshot) to this file")
	return cmd
}

// parseCalls reads "tool [json] tool [json] …": an argument that starts
// with "{" holds the arguments of the tool before it.
func parseCalls(args []string) ([]toolCall, error) {
	var calls []toolCall
	for _, a := range args {
		t := strings.TrimSpace(a)
		if strings.HasPrefix(t, "{") {
			if len(calls) == 0 || calls[len(calls)-1].args != nil {
				return nil, usageError{fmt.Errorf("JSON arguments %q must follow a tool name", a)}
			}
			m := map[string]any{}
			if err := json.Unmarshal([]byte(t), &m); err != nil {
				return nil, usageError{fmt.Errorf("the arguments of %s must be a JSON object: %v", calls[len(calls)-1].name, err)}
			}
			calls[len(calls)-1].args = m
			continue
		}
		if t == "" {
			continue
		}
		calls = append(calls, toolCall{name: t})
	}
	for i := range calls {
		if calls[i].args == nil {
			calls[i].args = map[string]any{}
		}
	}
	return calls, nil
}

func newSnapshotCmd(g *globals) *cobra.Command {
	var f serveFlags
	var depth int
	cmd := &cobra.Command{
		Use:   "snapshot [ref or selector]",
		Short: "Print the accessibility snapshot of a webContents (--target ID)",
		Args: func(cmd *cobra.Command, args []string) error {
			if len(args) > 1 {
				return usageError{fmt.Errorf("snapshot takes at most one ref or selector")}
			}
			return nil
		},
		RunE: func(cmd *cobra.Command, args []string) error {
			a := map[string]any{}
			if len(args) == 1 {
				a["target"] = args[0]
			}
			if depth > 0 {
				a["depth"] = depth
			}
			return runTool(cmd.Context(), g, &f, cmd.OutOrStdout(), "browser_snapshot", a, "")
		},
	}
	f.register(cmd)
	cmd.Flags().IntVar(&depth, "depth", 0, "levels to show below the root; 0 = all")
	return cmd
}
