package main

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/mcp"

	"github.com/electron-mcp/electron-mcp/go/internal/bench"
	"github.com/electron-mcp/electron-mcp/go/internal/standin"
	"github.com/electron-mcp/electron-mcp/proto"
)

var (
	buildOnce sync.Once
	builtBin  string
	buildErr  error
)

// binary builds electron-mcp once for the tests that run it as a process.
func binary(t *testing.T) string {
	t.Helper()
	buildOnce.Do(func() {
		dir, err := os.MkdirTemp("", "electron-mcp-test-bin-")
		if err != nil {
			buildErr = err
			return
		}
		builtBin = filepath.Join(dir, "electron-mcp")
		out, err := exec.Command("go", "build", "-o", builtBin, ".").CombinedOutput()
		if err != nil {
			buildErr = fmt.Errorf("go build: %v\n%s", err, out)
		}
	})
	if buildErr != nil {
		t.Fatal(buildErr)
	}
	return builtBin
}

// todoServer serves the to-do app (and an empty favicon, so that no 404
// shows up as a console error).
func todoServer(t *testing.T) string {
	t.Helper()
	root, err := standin.RepoRoot()
	if err != nil {
		t.Fatal(err)
	}
	page := filepath.Join(root, "electron-bridge/testing/pages/todo.html")
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path == "/todo.html" {
			http.ServeFile(w, r, page)
			return
		}
		w.WriteHeader(http.StatusNoContent)
	}))
	t.Cleanup(srv.Close)
	return srv.URL + "/todo.html"
}

// stdioAgent is an MCP client of `electron-mcp serve` that remembers the refs
// it read, as an agent does.
type stdioAgent struct {
	t         *testing.T
	c         *client.Client
	refs      map[string]string
	responses []string
}

func startAgent(ctx context.Context, t *testing.T, env []string, args ...string) *stdioAgent {
	t.Helper()
	c, err := client.NewStdioMCPClient(binary(t), env, append([]string{"serve"}, args...)...)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { c.Close() })
	init := mcp.InitializeRequest{}
	init.Params.ProtocolVersion = mcp.LATEST_PROTOCOL_VERSION
	init.Params.ClientInfo = mcp.Implementation{Name: "cdp-test", Version: "1"}
	if _, err := c.Initialize(ctx, init); err != nil {
		t.Fatal(err)
	}
	return &stdioAgent{t: t, c: c, refs: map[string]string{}}
}

var refLine = regexp.MustCompile(`^\s*- (?:\[(?:added|changed)\] )?([a-z]+)(?: "((?:[^"\\]|\\.)*)")?.*?\[ref=([a-z0-9]+)\]`)

func (a *stdioAgent) call(ctx context.Context, name string, args map[string]any) string {
	a.t.Helper()
	req := mcp.CallToolRequest{}
	req.Params.Name = name
	req.Params.Arguments = args
	res, err := a.c.CallTool(ctx, req)
	if err != nil {
		a.t.Fatalf("%s: %v", name, err)
	}
	text := res.Content[0].(mcp.TextContent).Text
	if res.IsError {
		a.t.Fatalf("%s failed:\n%s", name, text)
	}
	a.responses = append(a.responses, fmt.Sprintf("→ %s %v\n%s", name, args, text))
	for _, line := range strings.Split(text, "\n") {
		if m := refLine.FindStringSubmatch(line); m != nil {
			a.refs[m[1]+"|"+m[2]] = m[3]
		}
	}
	return text
}

func (a *stdioAgent) ref(role, name string) string {
	a.t.Helper()
	r, ok := a.refs[role+"|"+name]
	if !ok {
		a.t.Fatalf("no ref for %s %q in what the agent read:\n%s", role, name, strings.Join(a.responses, "\n"))
	}
	return r
}

// todoTask is the to-do task of scripts/bench: add three items, complete
// one, filter by Active, back to All, clear completed. It returns every
// response, in order.
func todoTask(ctx context.Context, a *stdioAgent, todoURL string) []string {
	a.call(ctx, "browser_navigate", map[string]any{"url": todoURL})
	for _, item := range []string{"Buy milk", "Buy bread", "Buy eggs"} {
		a.call(ctx, "browser_type", map[string]any{"element": "New todo input", "target": a.ref("textbox", "New todo"), "text": item, "submit": true})
	}
	for _, st := range []struct{ role, name string }{{"checkbox", "Buy milk"}, {"link", "Active"}, {"link", "All"}, {"button", "Clear completed"}} {
		a.call(ctx, "browser_click", map[string]any{"element": st.name, "target": a.ref(st.role, st.name)})
	}
	out := a.call(ctx, "browser_evaluate", map[string]any{
		"function": `() => location.hash + " " + [...document.querySelectorAll('.todo-list label')].map(l => l.textContent).join(",")`,
	})
	if !strings.Contains(out, `#/ Buy bread,Buy eggs`) {
		a.t.Fatalf("the task ended in the wrong state:\n%s", out)
	}
	return a.responses
}

// cleanEnv is the test's environment without what points electron-mcp at a
// bridge, with a runtime dir of its own (no discovery files).
func cleanEnv(t *testing.T) []string {
	var env []string
	for _, kv := range os.Environ() {
		if !strings.HasPrefix(kv, proto.EnvBridge+"=") && !strings.HasPrefix(kv, proto.EnvToken+"=") && !strings.HasPrefix(kv, "XDG_RUNTIME_DIR=") {
			env = append(env, kv)
		}
	}
	return append(env, "XDG_RUNTIME_DIR="+t.TempDir())
}

// TestServeCDPTodoTaskMatchesBridge runs the to-do task through
// `serve --cdp` on Debian's Chromium started with --remote-debugging-port=0,
// and through the bridge in front of the stand-in, and compares every
// response: they must be the same but for the Warning that heads the first
// response over --cdp.
func TestServeCDPTodoTaskMatchesBridge(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	todoURL := todoServer(t)

	h, err := standin.Start(ctx, standin.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer h.Stop()
	viaBridge := todoTask(ctx, startAgent(ctx, t, append(cleanEnv(t), h.Env()...)), todoURL)

	chromium, err := bench.StartChromium(ctx, "about:blank")
	if err != nil {
		t.Fatal(err)
	}
	defer chromium.Close()
	cdpURL := fmt.Sprintf("http://127.0.0.1:%d", chromium.Port)
	viaCDP := todoTask(ctx, startAgent(ctx, t, cleanEnv(t), "--cdp", cdpURL), todoURL)

	if len(viaCDP) != len(viaBridge) {
		t.Fatalf("%d responses over --cdp, %d through the bridge", len(viaCDP), len(viaBridge))
	}
	first, rest, ok := strings.Cut(viaCDP[0], "### Warning\n")
	if !ok {
		t.Fatalf("the first response over --cdp has no Warning:\n%s", viaCDP[0])
	}
	warning, rest, _ := strings.Cut(rest, "\n\n")
	if !strings.Contains(warning, cdpURL+" is a DevTools debugging port: it has no authentication") {
		t.Errorf("warning: %q", warning)
	}
	viaCDP[0] = first + rest
	for i := range viaCDP {
		if strings.Contains(viaCDP[i], "### Warning") && i > 0 {
			t.Errorf("response %d repeats the warning", i)
		}
		if viaCDP[i] != viaBridge[i] {
			t.Errorf("response %d differs.\nover --cdp:\n%s\nthrough the bridge:\n%s", i, viaCDP[i], viaBridge[i])
		}
	}
}

// TestListCDP lists a DevTools endpoint's pages and webviews only, with the
// warning on stderr, and sends it no token.
func TestListCDP(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Header.Get("Authorization") != "" {
			t.Errorf("%s carried an Authorization header", r.URL.Path)
		}
		if r.URL.Path == proto.PathVersion {
			w.Write([]byte(`{"Browser":"Chrome/156.0.1.2","Protocol-Version":"1.3","webSocketDebuggerUrl":"ws://127.0.0.1:1/devtools/browser/x"}`))
			return
		}
		if r.URL.Path != proto.PathList {
			http.NotFound(w, r)
			return
		}
		json.NewEncoder(w).Encode([]map[string]string{
			{"id": "B1", "type": "browser", "url": ""},
			{"id": "0123456789ABCDEF0123456789ABCDEF", "type": "page", "title": "Inbox", "url": "https://mail.example/"},
			{"id": "D1", "type": "page", "title": "DevTools", "url": "devtools://devtools/bundled/inspector.html"},
			{"id": "W1", "type": "webview", "title": "Guest", "url": "https://guest.example/"},
			{"id": "S1", "type": "service_worker", "url": "https://mail.example/sw.js"},
			{"id": "I1", "type": "iframe", "url": "https://ads.example/"},
			{"id": "O1", "type": "other", "url": "chrome://omnibox-popup.top-chrome/"},
		})
	}))
	defer srv.Close()
	code, out, errs := runCLI(t, noBridge(t), "list", "--cdp", srv.URL)
	if code != exitOK {
		t.Fatalf("exit %d: %s", code, errs)
	}
	if !strings.Contains(errs, "warning: "+srv.URL+" is a DevTools debugging port: it has no authentication") {
		t.Errorf("no warning on stderr: %q", errs)
	}
	lines := strings.Split(strings.TrimRight(out, "\n"), "\n")
	if len(lines) != 3 || !strings.HasPrefix(lines[1], "0123456789ABCDEF0123456789ABCDEF ") || !strings.HasPrefix(lines[2], "W1 ") {
		t.Errorf("want the page (with its whole id) and the webview only:\n%s", out)
	}

	code, out, _ = runCLI(t, noBridge(t), "list", "--json", "--cdp", srv.URL)
	var ts []proto.Target
	if err := json.Unmarshal([]byte(out), &ts); code != exitOK || err != nil || len(ts) != 2 || ts[1].Type != proto.TypeWebview {
		t.Errorf("list --json --cdp: exit %d, %v: %s", code, err, out)
	}

	code, out, errs = runCLI(t, noBridge(t), "version", "--cdp", srv.URL)
	if code != exitOK || !strings.Contains(out, "DevTools endpoint "+srv.URL+" (--cdp): Chrome/156.0.1.2, CDP 1.3") || strings.Contains(errs, "wire protocol") {
		t.Errorf("version --cdp: exit %d\n%s%s", code, out, errs)
	}

	code, _, errs = runCLI(t, noBridge(t), "list", "--cdp", srv.URL, "--bridge", "http://127.0.0.1:1", "--token", "x")
	if code != exitUsage || !strings.Contains(errs, "either --cdp or --bridge") {
		t.Errorf("--cdp with --bridge: exit %d: %s", code, errs)
	}
	code, _, errs = runCLI(t, noBridge(t), "list", "--cdp", "ftp://127.0.0.1:9222")
	if code != exitUsage || !strings.Contains(errs, "--cdp") {
		t.Errorf("--cdp ftp://: exit %d: %s", code, errs)
	}
}

// TestCallCDPWarnsOnce: on the command line the warning of --cdp is said
// once, on stderr, not again in the tool's response below it.
func TestCallCDPWarnsOnce(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	chromium, err := bench.StartChromium(ctx, "about:blank")
	if err != nil {
		t.Fatal(err)
	}
	defer chromium.Close()
	cdpURL := fmt.Sprintf("http://127.0.0.1:%d", chromium.Port)
	code, out, errs := runCLI(t, noBridge(t), "call", "--cdp", cdpURL, "browser_snapshot")
	if code != exitOK {
		t.Fatalf("exit %d:\n%s%s", code, out, errs)
	}
	all := out + errs
	if n := strings.Count(all, "is a DevTools debugging port"); n != 1 {
		t.Errorf("the warning is said %d times:\nstdout:\n%s\nstderr:\n%s", n, out, errs)
	}
	if !strings.Contains(errs, "electron-mcp: warning: "+cdpURL+" is a DevTools debugging port") {
		t.Errorf("no warning on stderr: %q", errs)
	}
}
