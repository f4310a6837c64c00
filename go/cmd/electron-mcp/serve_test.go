package main

import (
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/mcp"

	"github.com/electron-mcp/electron-mcp/go/internal/standin"
)

// TestServeOverStdio is the smoke test of the real binary: built with go
// build, launched as an MCP client launches it, over stdio, against the
// real bridge in front of the Chromium stand-in.
func TestServeOverStdio(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	bin := filepath.Join(t.TempDir(), "electron-mcp")
	build := exec.CommandContext(ctx, "go", "build", "-o", bin, ".")
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	h, err := standin.Start(ctx, standin.Options{URLs: []string{"data:text/html,<title>Smoke</title><button onclick=\"this.textContent='smoked'\">Light</button>"}})
	if err != nil {
		t.Fatal(err)
	}
	defer h.Stop()

	env := append(os.Environ(), h.Env()...)
	env = append(env, "XDG_RUNTIME_DIR="+t.TempDir())
	c, err := client.NewStdioMCPClient(bin, env, "serve", "--log-level", "debug")
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	init := mcp.InitializeRequest{}
	init.Params.ProtocolVersion = mcp.LATEST_PROTOCOL_VERSION
	init.Params.ClientInfo = mcp.Implementation{Name: "smoke", Version: "1"}
	info, err := c.Initialize(ctx, init)
	if err != nil {
		t.Fatal(err)
	}
	if info.ServerInfo.Name != "electron-mcp" {
		t.Errorf("server name %q", info.ServerInfo.Name)
	}
	tools, err := c.ListTools(ctx, mcp.ListToolsRequest{})
	if err != nil {
		t.Fatal(err)
	}
	names := map[string]bool{}
	for _, tl := range tools.Tools {
		names[tl.Name] = true
		a := tl.Annotations
		if a.ReadOnlyHint == nil || a.DestructiveHint == nil || a.IdempotentHint == nil || a.OpenWorldHint == nil {
			t.Errorf("%s: not every annotation hint is set: %+v", tl.Name, a)
		}
	}
	for _, want := range []string{"browser_snapshot", "browser_click", "browser_type", "browser_tabs", "browser_navigate"} {
		if !names[want] {
			t.Errorf("tool %s missing", want)
		}
	}

	call := func(name string, args map[string]any) string {
		t.Helper()
		req := mcp.CallToolRequest{}
		req.Params.Name = name
		req.Params.Arguments = args
		res, err := c.CallTool(ctx, req)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		text := res.Content[0].(mcp.TextContent).Text
		if res.IsError {
			t.Fatalf("%s failed:\n%s", name, text)
		}
		return text
	}
	snap := call("browser_snapshot", nil)
	if !strings.Contains(snap, `button "Light" [ref=e`) || !strings.Contains(snap, "Page Title: Smoke") {
		t.Fatalf("snapshot over stdio:\n%s", snap)
	}
	ref := snap[strings.Index(snap, "[ref=")+5:]
	ref = ref[:strings.Index(ref, "]")]
	out := call("browser_click", map[string]any{"target": ref})
	if !strings.Contains(out, "smoked") {
		t.Fatalf("click over stdio:\n%s", out)
	}
}
