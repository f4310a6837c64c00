package main

import (
	"bufio"
	"context"
	"encoding/json"
	"io"
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

// A request the client cancelled gets no response (the MCP specification:
// the receiver should not respond), and its work stops: the next call is
// not held up behind it.
func TestCancelledCallGetsNoResponse(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	bin := filepath.Join(t.TempDir(), "electron-mcp")
	if out, err := exec.CommandContext(ctx, "go", "build", "-o", bin, ".").CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	h, err := standin.Start(ctx, standin.Options{URLs: []string{"data:text/html,<title>Cancel</title><p>waiting</p>"}})
	if err != nil {
		t.Fatal(err)
	}
	defer h.Stop()
	cmd := exec.CommandContext(ctx, bin, "serve")
	cmd.Env = append(append(os.Environ(), h.Env()...), "XDG_RUNTIME_DIR="+t.TempDir())
	stdin, err := cmd.StdinPipe()
	if err != nil {
		t.Fatal(err)
	}
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	defer func() { stdin.Close(); cmd.Wait() }()
	send := func(msg string) {
		t.Helper()
		if _, err := io.WriteString(stdin, msg+"\n"); err != nil {
			t.Fatal(err)
		}
	}
	lines := make(chan map[string]any)
	go func() {
		sc := bufio.NewScanner(stdout)
		sc.Buffer(nil, 1<<24)
		for sc.Scan() {
			var m map[string]any
			if json.Unmarshal(sc.Bytes(), &m) == nil {
				lines <- m
			}
		}
		close(lines)
	}()
	// next returns the next message from the server that matches.
	next := func(what string, match func(map[string]any) bool) map[string]any {
		t.Helper()
		for {
			select {
			case m, ok := <-lines:
				if !ok {
					t.Fatalf("the server closed stdout while waiting for %s", what)
				}
				if m["id"] == float64(2) && m["method"] == nil {
					t.Fatalf("the cancelled call was answered: %v", m)
				}
				if match(m) {
					return m
				}
			case <-ctx.Done():
				t.Fatalf("no %s", what)
			}
		}
	}
	isID := func(id float64) func(map[string]any) bool {
		return func(m map[string]any) bool { return m["id"] == id && m["method"] == nil }
	}
	send(`{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"cancel","version":"1"}}}`)
	next("the initialize response", isID(1))
	send(`{"jsonrpc":"2.0","method":"notifications/initialized"}`)
	send(`{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"browser_wait_for","arguments":{"text":"never shown","time":50},"_meta":{"progressToken":"w"}}}`)
	// Its first progress notification: the call is running.
	next("a progress notification", func(m map[string]any) bool { return m["method"] == "notifications/progress" })
	send(`{"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":2,"reason":"the user pressed Escape"}}`)
	start := time.Now()
	// The next call runs once the cancelled one stopped: tool calls take
	// turns, so an answer to the cancelled one would come first.
	send(`{"jsonrpc":"2.0","id":3,"method":"tools/call","params":{"name":"browser_evaluate","arguments":{"function":"() => document.title"}}}`)
	res := next("the next call's response", isID(3))
	if took := time.Since(start); took > 30*time.Second {
		t.Errorf("the next call waited %v: the cancelled call's work went on", took)
	}
	if b, _ := json.Marshal(res); !strings.Contains(string(b), "Cancel") {
		t.Errorf("the next call's response: %s", b)
	}
	send(`{"jsonrpc":"2.0","id":4,"method":"ping"}`)
	next("the ping response", isID(4))
}
