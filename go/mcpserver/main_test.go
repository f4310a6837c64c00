package mcpserver_test

// The tests drive the real MCP server through mcp-go's in-process client,
// against the real bridge in front of a real headless Chromium (the
// stand-in host), with pages served by httptest from testdata/. One host
// serves the package: two windows and a <webview> guest of the first.

import (
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/mcp"

	"github.com/electron-mcp/electron-mcp/go/bridge"
	"github.com/electron-mcp/electron-mcp/go/internal/standin"
	"github.com/electron-mcp/electron-mcp/go/mcpserver"
)

var (
	host  *standin.Host
	pages *httptest.Server // http://127.0.0.1:…
	// cross serves the same files on another site (localhost), so an iframe
	// from it is out of process.
	cross *httptest.Server
)

func TestMain(m *testing.M) {
	// go/page's pages of the snapshot's checks against Chromium are at
	// /aria/, for the tests that act on them through the tools.
	mux := http.NewServeMux()
	mux.Handle("/", http.FileServer(http.Dir("testdata")))
	mux.Handle("/aria/", http.StripPrefix("/aria/", http.FileServer(http.Dir(filepath.Join("..", "page", "testdata", "aria")))))
	pages = httptest.NewServer(mux)
	cross = httptest.NewServer(http.FileServer(http.Dir("testdata")))
	var err error
	host, err = standin.Start(context.Background(), standin.Options{
		URLs:     []string{"about:blank", "data:text/html,<title>Second</title><p>second window</p>"},
		Webviews: []string{"data:text/html,<title>Guest</title><button onclick=\"this.textContent='pressed'\">Guest button</button>"},
	})
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	code := m.Run()
	if err := host.Stop(); err != nil {
		fmt.Fprintln(os.Stderr, err)
		code = 1
	}
	pages.Close()
	cross.Close()
	os.Exit(code)
}

// session is one MCP client talking to a fresh server.
type session struct {
	t   *testing.T
	c   *client.Client
	srv *mcpserver.Server
}

func newSession(t *testing.T, opt mcpserver.Options) *session {
	t.Helper()
	if opt.Connect == nil {
		opt.Connect = func(context.Context) (*bridge.Client, error) { return host.Client(), nil }
	}
	if opt.Target == "" {
		opt.Target = host.Targets[0].ID
	}
	if opt.Caps == nil {
		// Tests reach every tool; caps_test.go checks what each set lists.
		opt.Caps, _ = mcpserver.ParseCaps(mcpserver.CapsAll)
	}
	return startSession(t, opt)
}

// startSession starts a server with opt as it is and a client initialised
// against it, both closed at cleanup.
func startSession(t *testing.T, opt mcpserver.Options) *session {
	t.Helper()
	srv := mcpserver.New(opt)
	c, err := client.NewInProcessClient(srv.MCP())
	if err != nil {
		t.Fatal(err)
	}
	ctx := testCtx(t)
	if err := c.Start(ctx); err != nil {
		t.Fatal(err)
	}
	init := mcp.InitializeRequest{}
	init.Params.ProtocolVersion = mcp.LATEST_PROTOCOL_VERSION
	init.Params.ClientInfo = mcp.Implementation{Name: "test", Version: "1"}
	if _, err := c.Initialize(ctx, init); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		c.Close()
		srv.Close()
	})
	return &session{t: t, c: c, srv: srv}
}

func testCtx(t *testing.T) context.Context {
	ctx, cancel := context.WithTimeout(context.Background(), 90*time.Second)
	t.Cleanup(cancel)
	return ctx
}

// call runs a tool and returns its text and whether it is an error.
func (s *session) call(name string, args map[string]any) (string, bool) {
	s.t.Helper()
	req := mcp.CallToolRequest{}
	req.Params.Name = name
	req.Params.Arguments = args
	res, err := s.c.CallTool(testCtx(s.t), req)
	if err != nil {
		s.t.Fatalf("%s: %v", name, err)
	}
	var b strings.Builder
	for _, c := range res.Content {
		if tc, ok := c.(mcp.TextContent); ok {
			b.WriteString(tc.Text)
		}
	}
	return b.String(), res.IsError
}

// ok runs a tool that must succeed.
func (s *session) ok(name string, args map[string]any) string {
	s.t.Helper()
	text, isErr := s.call(name, args)
	if isErr {
		s.t.Fatalf("%s %v failed:\n%s", name, args, text)
	}
	return text
}

// fail runs a tool that must fail and returns its message.
func (s *session) fail(name string, args map[string]any) string {
	s.t.Helper()
	text, isErr := s.call(name, args)
	if !isErr {
		s.t.Fatalf("%s %v succeeded, want an error:\n%s", name, args, text)
	}
	return text
}

// eval returns the result of a JavaScript function in the page.
func (s *session) eval(fn string) string {
	s.t.Helper()
	text := s.ok("browser_evaluate", map[string]any{"function": fn})
	return section(text, "Result")
}

// open navigates to a testdata page.
func (s *session) open(path string) string {
	s.t.Helper()
	return s.ok("browser_navigate", map[string]any{"url": pages.URL + "/" + path})
}

// section returns the body of a ### section of a response.
func section(text, name string) string {
	i := strings.Index(text, "### "+name+"\n")
	if i < 0 {
		return ""
	}
	body := text[i+len("### "+name+"\n"):]
	if j := strings.Index(body, "\n### "); j >= 0 {
		body = body[:j]
	}
	return strings.TrimSpace(body)
}

// ref finds the ref on the first snapshot line matching pattern (a regular
// expression), e.g. `button "Send"`.
func ref(t *testing.T, snapshot, pattern string) string {
	t.Helper()
	re := regexp.MustCompile(pattern)
	refRe := regexp.MustCompile(`\[ref=((?:f\d+)?e\d+)\]`)
	for _, line := range strings.Split(snapshot, "\n") {
		if !re.MatchString(line) {
			continue
		}
		if m := refRe.FindStringSubmatch(line); m != nil {
			return m[1]
		}
	}
	t.Fatalf("no line matching %q with a ref in:\n%s", pattern, snapshot)
	return ""
}

// waitEval polls a JavaScript condition until it is true, with a deadline:
// for effects that land after the tool returned (none should, but a failure
// then says so instead of flaking).
func (s *session) waitEval(fn string, want string) {
	s.t.Helper()
	deadline := time.Now().Add(5 * time.Second)
	var got string
	for time.Now().Before(deadline) {
		if got = s.eval(fn); got == want {
			return
		}
	}
	s.t.Fatalf("%s = %s, want %s", fn, got, want)
}

func regexpAll(pattern, s string) [][]string {
	return regexp.MustCompile(pattern).FindAllStringSubmatch(s, -1)
}

// startHost starts a stand-in host of the test's own, stopped at cleanup.
func startHost(t *testing.T, urls ...string) *standin.Host {
	t.Helper()
	h, err := standin.Start(testCtx(t), standin.Options{URLs: urls})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { h.Stop() })
	return h
}

// hostRef is a host a test replaces (the app restarts); Connect is called
// from the server's own goroutines too, so it is guarded.
type hostRef struct {
	mu sync.Mutex
	h  *standin.Host
}

func (r *hostRef) set(h *standin.Host) {
	r.mu.Lock()
	r.h = h
	r.mu.Unlock()
}

// connect connects to whichever host r holds at the time of the call.
func (r *hostRef) connect(context.Context) (*bridge.Client, error) {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.h.Client(), nil
}
