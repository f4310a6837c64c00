package bridge_test

import (
	"encoding/json"
	"errors"
	"net/http"
	"os"
	"os/exec"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/accessibility"
	cdproto "github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/cdproto/runtime"
	"github.com/gorilla/websocket"

	"github.com/electron-mcp/electron-mcp/go/bridge"
	"github.com/electron-mcp/electron-mcp/go/cdp"
	"github.com/electron-mcp/electron-mcp/proto"
)

// TestHostTargets: two --url and one --webview give three targets, the
// webview typed "webview" with the id of the window that embeds it.
func TestHostTargets(t *testing.T) {
	h := host(t)
	ts, err := h.client().List(ctxT(t))
	if err != nil {
		t.Fatal(err)
	}
	checkThreeTargets(t, h, ts)

	v, err := h.client().Version(ctxT(t))
	if err != nil {
		t.Fatal(err)
	}
	if v.Protocol != proto.Version || v.ProtocolVersion != "1.3" || v.Bridge == "" || v.Browser == "" {
		t.Errorf("version: %+v", v)
	}
}

func checkThreeTargets(t *testing.T, h *testHost, ts []proto.Target) {
	t.Helper()
	// Other tests may have navigated window B; identify targets by id.
	byID := map[string]proto.Target{}
	for _, tg := range ts {
		byID[tg.ID] = tg
	}
	if len(ts) != 3 || len(byID) != 3 {
		t.Fatalf("want 3 targets, got %d: %+v", len(ts), ts)
	}
	for _, id := range []string{h.windowA.ID, h.windowB.ID} {
		if tg := byID[id]; tg.Type != proto.TypePage || tg.HostID != "" {
			t.Errorf("window %s: %+v", id, tg)
		}
	}
	wv := byID[h.webview.ID]
	if wv.Type != proto.TypeWebview || wv.ElectronType != "webview" {
		t.Errorf("webview: %+v", wv)
	}
	if host, ok := byID[wv.HostID]; !ok || host.Type != proto.TypePage {
		t.Errorf("webview hostId %q names no window: %+v", wv.HostID, ts)
	}
	for _, tg := range ts {
		if want := "ws://" + strings.TrimPrefix(h.URL, "http://") + proto.PathPage + tg.ID; tg.WebSocketDebuggerURL != want {
			t.Errorf("target %s: webSocketDebuggerUrl %q, want %q", tg.ID, tg.WebSocketDebuggerURL, want)
		}
	}
}

// TestCLIList runs the real binary: `electron-mcp list --json` finds the
// host through the environment, and through the host's own discovery file.
func TestCLIList(t *testing.T) {
	h := host(t)
	bin := h.binary(t)
	emptyRun := t.TempDir()
	for _, tc := range []struct {
		name string
		env  []string
	}{
		{"env", []string{proto.EnvBridge + "=" + h.URL, proto.EnvToken + "=" + h.Token, "XDG_RUNTIME_DIR=" + emptyRun}},
		{"discovery file", []string{"XDG_RUNTIME_DIR=" + h.runtimeDir}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			cmd := exec.CommandContext(ctxT(t), bin, "list", "--json")
			cmd.Env = append(withoutEnv(os.Environ(), proto.EnvBridge, proto.EnvToken, "XDG_RUNTIME_DIR"), tc.env...)
			var stderr strings.Builder
			cmd.Stderr = &stderr
			out, err := cmd.Output()
			if err != nil {
				t.Fatalf("electron-mcp list --json: %v\n%s", err, stderr.String())
			}
			if strings.Contains(string(out)+stderr.String(), h.Token) {
				t.Error("the CLI printed the token")
			}
			var ts []proto.Target
			if err := json.Unmarshal(out, &ts); err != nil {
				t.Fatalf("not a JSON target array: %v\n%s", err, out)
			}
			checkThreeTargets(t, h, ts)
		})
	}

	// The table, for a person.
	cmd := exec.CommandContext(ctxT(t), bin, "list", "--bridge", h.URL)
	cmd.Env = append(withoutEnv(os.Environ(), proto.EnvBridge, proto.EnvToken), proto.EnvToken+"=", "XDG_RUNTIME_DIR="+emptyRun)
	cmd.Args = append(cmd.Args, "--token", h.Token)
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("electron-mcp list: %v\n%s", err, out)
	}
	// (Titles are not checked: the stand-in learns them a moment after load.)
	if !strings.Contains(string(out), "webview") || !strings.Contains(string(out), "/a.html") {
		t.Errorf("table:\n%s", out)
	}
}

// TestDiscoverRealFile: the discovery file the bridge writes is one Discover
// accepts (mode, owner, fields, pid).
func TestDiscoverRealFile(t *testing.T) {
	h := host(t)
	t.Setenv("XDG_RUNTIME_DIR", h.runtimeDir)
	t.Setenv(proto.EnvBridge, "")
	t.Setenv(proto.EnvToken, "")
	ep, err := bridge.Discover(bridge.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if ep.URL != h.URL || ep.Token != h.Token || ep.PID != h.PID || ep.Source.Kind != bridge.FromFile || ep.StartedAt.IsZero() {
		t.Fatalf("got %v (pid %d, started %v), want the host at %s pid %d", ep, ep.PID, ep.StartedAt, h.URL, h.PID)
	}
}

// dial opens a CDP connection to target id and closes it at the end.
func dial(t *testing.T, h *testHost, id string) *cdp.Conn {
	t.Helper()
	conn, err := h.client().Dial(ctxT(t), id)
	if err != nil {
		t.Fatalf("Dial %s: %v", id, err)
	}
	t.Cleanup(func() { conn.Close() })
	return conn
}

// TestDrive: navigate a window, read its accessibility tree, evaluate
// JavaScript and receive console events, all with cdproto's types.
func TestDrive(t *testing.T) {
	h := host(t)
	conn := dial(t, h, h.windowB.ID)
	ctx := ctxT(t)

	if _, err := cdproto.Call(ctx, conn, page.Enable, page.EnableParams{}); err != nil {
		t.Fatal(err)
	}
	if _, err := cdproto.Call(ctx, conn, runtime.Enable, cdproto.Empty{}); err != nil {
		t.Fatal(err)
	}
	loaded := cdproto.Events(ctx, conn, page.LoadEventFired)
	consoles := cdproto.Events(ctx, conn, runtime.ConsoleAPICalled)
	next, stopConsoles := iterPull(consoles)
	defer stopConsoles()

	nav, err := cdproto.Call(ctx, conn, page.Navigate, page.NavigateParams{URL: h.page("form.html")})
	if err != nil {
		t.Fatal(err)
	}
	if nav.ErrorText != "" {
		t.Fatalf("navigate: %s", nav.ErrorText)
	}
	for _, err := range loaded {
		if err != nil {
			t.Fatalf("waiting for Page.loadEventFired: %v", err)
		}
		break
	}

	// The page logs "form ready" while loading.
	ev := next(t)
	if ev.Type != runtime.ConsoleAPICalledTypeInfo || len(ev.Args) != 1 || string(ev.Args[0].Value) != `"form ready"` {
		t.Errorf("console event: %s %+v", ev.Type, ev.Args)
	}

	tree, err := cdproto.Call(ctx, conn, accessibility.GetFullAXTree, accessibility.GetFullAXTreeParams{})
	if err != nil {
		t.Fatal(err)
	}
	var roles []string
	for _, n := range tree.Nodes {
		if n.Ignored || n.Role == nil || n.Name == nil {
			continue
		}
		roles = append(roles, axString(n.Role.Value)+" "+axString(n.Name.Value))
	}
	for _, want := range []string{"heading Sign in", "textbox Email", "button Submit", "link Home"} {
		if !slices.Contains(roles, want) {
			t.Errorf("the accessibility tree lacks %q: %q", want, roles)
		}
	}

	res, err := cdproto.Call(ctx, conn, runtime.Evaluate, runtime.EvaluateParams{
		Expression:    `document.querySelector('button').click(); document.title + ' ' + location.pathname`,
		ReturnByValue: new(true),
	})
	if err != nil {
		t.Fatal(err)
	}
	if res.ExceptionDetails != nil || string(res.Result.Value) != `"Sign in /form.html"` {
		t.Fatalf("evaluate: %s %+v", res.Result.Value, res.ExceptionDetails)
	}
	ev = next(t)
	if ev.Type != runtime.ConsoleAPICalledTypeLog || len(ev.Args) != 2 || string(ev.Args[1].Value) != `"a@b.c"` {
		t.Errorf("console event after the click: %s %+v", ev.Type, ev.Args)
	}
}

func axString(v []byte) string {
	var s string
	if json.Unmarshal(v, &s) != nil {
		return string(v)
	}
	return s
}

// iterPull turns an event iterator into a next func that fails the test on
// an error (the context's deadline included).
func iterPull[E any](seq func(func(E, error) bool)) (next func(testing.TB) E, stop func()) {
	type item struct {
		v   E
		err error
	}
	ch := make(chan item)
	done := make(chan struct{})
	go func() {
		defer close(ch)
		for v, err := range seq {
			select {
			case ch <- item{v, err}:
			case <-done:
				return
			}
			if err != nil {
				return
			}
		}
	}()
	var once sync.Once
	return func(t testing.TB) E {
			t.Helper()
			it, ok := <-ch
			if !ok {
				t.Fatal("the event stream ended")
			}
			if it.err != nil {
				t.Fatalf("waiting for an event: %v", it.err)
			}
			return it.v
		}, func() {
			once.Do(func() { close(done) })
		}
}

// TestTwoClients: two connections to one webContents at once both get their
// answers (even with the same command ids) and both get the events; when the
// last one leaves, the bridge detaches.
func TestTwoClients(t *testing.T) {
	h := host(t)
	id := h.windowA.ID
	h.waitAttached(t, id, false)
	ctx := ctxT(t)

	conns := []*cdp.Conn{dial(t, h, id), dial(t, h, id)}
	var nexts []func(testing.TB) runtime.EventConsoleAPICalled
	for _, c := range conns {
		if _, err := cdproto.Call(ctx, c, runtime.Enable, cdproto.Empty{}); err != nil {
			t.Fatal(err)
		}
		next, stop := iterPull(cdproto.Events(ctx, c, runtime.ConsoleAPICalled))
		defer stop()
		nexts = append(nexts, next)
	}
	if tg, _ := h.target(t, id); !tg.Attached {
		t.Errorf("target %s is not attached while two clients are connected", id)
	}

	// Both evaluate at the same time; each gets its own answer.
	var wg sync.WaitGroup
	for i, c := range conns {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for j := range 20 {
				res, err := cdproto.Call(ctx, c, runtime.Evaluate, runtime.EvaluateParams{
					Expression: `[` + strconv.Itoa(i) + `, ` + strconv.Itoa(j) + `]`, ReturnByValue: new(true),
				})
				if err != nil {
					t.Errorf("client %d call %d: %v", i, j, err)
					return
				}
				if want := `[` + strconv.Itoa(i) + `,` + strconv.Itoa(j) + `]`; string(res.Result.Value) != want {
					t.Errorf("client %d call %d: got %s, want %s", i, j, res.Result.Value, want)
				}
			}
		}()
	}
	wg.Wait()

	// An event caused by one client reaches both.
	if _, err := cdproto.Call(ctx, conns[0], runtime.Evaluate, runtime.EvaluateParams{Expression: `console.warn('to both')`}); err != nil {
		t.Fatal(err)
	}
	for i, next := range nexts {
		ev := next(t)
		if ev.Type != runtime.ConsoleAPICalledTypeWarning || string(ev.Args[0].Value) != `"to both"` {
			t.Errorf("client %d: %s %+v", i, ev.Type, ev.Args)
		}
	}

	// One leaves: the other still works, and the debugger stays attached.
	conns[0].Close()
	if _, err := cdproto.Call(ctx, conns[1], runtime.Evaluate, runtime.EvaluateParams{Expression: "1"}); err != nil {
		t.Fatalf("the second client after the first left: %v", err)
	}
	if tg, _ := h.target(t, id); !tg.Attached {
		t.Errorf("target %s detached while a client is still connected", id)
	}
	conns[1].Close()
	h.waitAttached(t, id, false)
}

// TestRefused: no token or a wrong token gets 401, an Origin header or a
// foreign Host gets 403, on HTTP and WebSocket alike; nothing is attached.
func TestRefused(t *testing.T) {
	h := host(t)
	id := h.windowA.ID
	h.waitAttached(t, id, false)

	tests := []struct {
		name   string
		header http.Header
		status int
	}{
		{"no token", http.Header{}, http.StatusUnauthorized},
		{"wrong token", http.Header{proto.HeaderAuthorization: {proto.AuthScheme + " wrong-" + h.Token}}, http.StatusUnauthorized},
		{"token without scheme", http.Header{proto.HeaderAuthorization: {h.Token}}, http.StatusUnauthorized},
		{"origin", http.Header{proto.HeaderAuthorization: {proto.AuthScheme + " " + h.Token}, "Origin": {"http://evil.example"}}, http.StatusForbidden},
		{"origin of the bridge itself", http.Header{proto.HeaderAuthorization: {proto.AuthScheme + " " + h.Token}, "Origin": {h.URL}}, http.StatusForbidden},
		{"foreign host", http.Header{proto.HeaderAuthorization: {proto.AuthScheme + " " + h.Token}, "Host": {"evil.example:80"}}, http.StatusForbidden},
		{"rebinding host", http.Header{proto.HeaderAuthorization: {proto.AuthScheme + " " + h.Token}, "Host": {"evil.example:" + port(h.URL)}}, http.StatusForbidden},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			for _, path := range []string{proto.PathList, proto.PathVersion} {
				req, _ := http.NewRequestWithContext(ctxT(t), http.MethodGet, h.URL+path, nil)
				for k, v := range tt.header {
					if k == "Host" {
						req.Host = v[0]
						continue
					}
					req.Header[k] = v
				}
				resp, err := http.DefaultClient.Do(req)
				if err != nil {
					t.Fatal(err)
				}
				resp.Body.Close()
				if resp.StatusCode != tt.status {
					t.Errorf("GET %s: %d, want %d", path, resp.StatusCode, tt.status)
				}
			}
			d := websocket.Dialer{HandshakeTimeout: 10 * time.Second}
			ws, resp, err := d.DialContext(ctxT(t), wsURL(h, proto.PathPage+id), tt.header)
			if err == nil {
				ws.Close()
				t.Fatalf("WebSocket accepted")
			}
			if resp == nil || resp.StatusCode != tt.status {
				t.Errorf("WebSocket: %v (%v), want %d", err, resp, tt.status)
			}
			if tg, ok := h.target(t, id); !ok || tg.Attached {
				t.Errorf("after a refused request, target %s is listed %t, attached %t; want listed, not attached", id, ok, tg.Attached)
			}
		})
	}

	// Through the Client, the refusals read as what to do.
	ep := h.endpoint()
	ep.Token = "wrong"
	_, err := bridge.NewClient(ep).List(ctxT(t))
	if !errors.Is(err, bridge.ErrUnauthorized) || !strings.Contains(err.Error(), "the token does not match") {
		t.Errorf("List with a wrong token: %v", err)
	}
	_, err = bridge.NewClient(ep).Dial(ctxT(t), id)
	if !errors.Is(err, bridge.ErrUnauthorized) {
		t.Errorf("Dial with a wrong token: %v", err)
	}
	_, err = h.client().Dial(ctxT(t), "987654")
	if !errors.Is(err, bridge.ErrNoTarget) || !strings.Contains(err.Error(), "no target 987654: ") {
		t.Errorf("Dial of an unknown target: %v", err)
	}
}

func wsURL(h *testHost, path string) string {
	return "ws://" + strings.TrimPrefix(h.URL, "http://") + path
}

func port(u string) string { return u[strings.LastIndex(u, ":")+1:] }
