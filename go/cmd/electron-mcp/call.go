package main

import (
	"context"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/spf13/cobra"
)

// errToolFailed is returned when the tool answered with an error; the
// answer itself is already printed.
var errToolFailed = fmt.Errorf("the tool reported an error")

// runTool runs one tool of an in-process server and prints its answer.
func runTool(ctx context.Context, g *globals, f *serveFlags, out io.Writer, name string, args map[string]any, imagePath string) error {
	s, err := f.newServer(g, g.stderr)
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
	req := mcp.CallToolRequest{}
	req.Params.Name = name
	req.Params.Arguments = args
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
	var f serveFlags
	var image string
	cmd := &cobra.Command{
		Use:   "call <tool> ['<json arguments>']",
		Short: "Run one MCP tool and print its response",
		Long: `call runs one tool of the MCP server, as an agent would, and prints the
response. Handy for humans and scripts:

  electron-mcp call browser_snapshot
  electron-mcp call browser_click '{"target":"e12"}'
  electron-mcp call browser_take_screenshot '{}' --image shot.png

Each call attaches afresh, so refs from an earlier call's snapshot may be
numbered differently; take a snapshot in the same script run when in doubt.`,
		Args: func(cmd *cobra.Command, args []string) error {
			if len(args) < 1 || len(args) > 2 {
				return usageError{fmt.Errorf("call takes a tool name and optionally its JSON arguments")}
			}
			return nil
		},
		RunE: func(cmd *cobra.Command, args []string) error {
			toolArgs := map[string]any{}
			if len(args) == 2 && strings.TrimSpace(args[1]) != "" {
				if err := json.Unmarshal([]byte(args[1]), &toolArgs); err != nil {
					return usageError{fmt.Errorf("the arguments must be a JSON object: %v", err)}
				}
			}
			return runTool(cmd.Context(), g, &f, cmd.OutOrStdout(), args[0], toolArgs, image)
		},
	}
	f.register(cmd)
	cmd.Flags().StringVar(&image, "image", "", "save an image the tool returns (a screenshot) to this file")
	return cmd
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
