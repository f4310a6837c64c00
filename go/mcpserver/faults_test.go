package mcpserver_test

// Faults during long tool calls: a crashed renderer, a destroyed
// webContents, a detached debugger, a killed host and a closed bridge each
// end every call in flight on the target within 2 s of the fault, with an
// error that says what happened and what to do, and the server answers the
// next call.

import (
	"context"
	"fmt"
	"html"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/mark3labs/mcp-go/mcp"

	"github.com/electron-mcp/electron-mcp/go/internal/standin"
	"github.com/electron-mcp/electron-mcp/go/mcpserver"
)

// faultBound is how soon after a fault every call in flight must return.
const faultBound = 2 * time.Second

// faultSite serves the pages of the fault tests and tells them when a page
// reached a point: /slow?k=K answers only once released,
// /started?k=K answers at once, and both signal K; /loading?k=K is a page
// that never finishes loading, whose script fetches /started?k=K.
type faultSite struct {
	srv  *httptest.Server
	mu   sync.Mutex
	hits map[string]chan struct{}
	stop chan struct{}
}

func newFaultSite(t *testing.T) *faultSite {
	f := &faultSite{hits: map[string]chan struct{}{}, stop: make(chan struct{})}
	mux := http.NewServeMux()
	mux.HandleFunc("/page", func(w http.ResponseWriter, r *http.Request) {
		k := r.URL.Query().Get("k")
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		fmt.Fprintf(w, `<!doctype html><title>Fault %[1]s</title><h1>Fault %[1]s</h1>
<p>Some text to read.</p><a href="/loading?k=%[2]s">Go slowly</a>`, html.EscapeString(k), url.QueryEscape(k))
	})
	mux.HandleFunc("/framed", func(w http.ResponseWriter, r *http.Request) {
		// A page with an iframe from another site (localhost), so in a
		// renderer of its own.
		k := r.URL.Query().Get("k")
		_, port, _ := strings.Cut(r.Host, ":")
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		fmt.Fprintf(w, `<!doctype html><title>Framed %[1]s</title><h1>Framed %[1]s</h1>
<iframe title="Inner" src="http://localhost:%[2]s/frame?k=%[3]s"></iframe><p>After the frame</p>`, html.EscapeString(k), port, url.QueryEscape(k))
	})
	mux.HandleFunc("/frame", func(w http.ResponseWriter, r *http.Request) {
		// The frame's renderer blocks in a synchronous request to
		// /slow?k=K-busy when the page posts it "block".
		k := r.URL.Query().Get("k")
		_, port, _ := strings.Cut(r.Host, ":")
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		fmt.Fprintf(w, `<!doctype html><title>Frame</title><button>Inside %[1]s</button>
<script>addEventListener('message', (e) => { if (e.data === 'block') setTimeout(() => { const x = new XMLHttpRequest(); x.open('GET', 'http://127.0.0.1:%[2]s/slow?k=%[3]s-busy', false); try { x.send(); } catch {} }, 0); });</script>`,
			html.EscapeString(k), port, url.QueryEscape(k))
	})
	mux.HandleFunc("/loading", func(w http.ResponseWriter, r *http.Request) {
		// A document that commits and then never finishes loading: its
		// script says it is there.
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		fmt.Fprintf(w, `<!doctype html><title>Loading</title><p>Half a page</p><script>fetch('/started?k=%s')</script>`, url.QueryEscape(r.URL.Query().Get("k")))
		w.(http.Flusher).Flush()
		select {
		case <-r.Context().Done():
		case <-f.stop:
		case <-time.After(time.Minute):
		}
	})
	mux.HandleFunc("/slow", func(w http.ResponseWriter, r *http.Request) {
		k := r.URL.Query().Get("k")
		f.signal(k)
		select {
		case <-f.ch("release " + k):
		case <-r.Context().Done():
		case <-f.stop:
		case <-time.After(time.Minute):
		}
	})
	mux.HandleFunc("/started", func(w http.ResponseWriter, r *http.Request) {
		f.signal(r.URL.Query().Get("k"))
		w.Header().Set("Access-Control-Allow-Origin", "*")
	})
	f.srv = httptest.NewServer(mux)
	t.Cleanup(func() {
		close(f.stop)
		f.srv.Close()
	})
	return f
}

func (f *faultSite) ch(k string) chan struct{} {
	f.mu.Lock()
	defer f.mu.Unlock()
	c := f.hits[k]
	if c == nil {
		c = make(chan struct{})
		f.hits[k] = c
	}
	return c
}

func (f *faultSite) signal(k string) {
	c := f.ch(k)
	f.mu.Lock()
	defer f.mu.Unlock()
	select {
	case <-c:
	default:
		close(c)
	}
}

// release answers the requests for /slow?k=K.
func (f *faultSite) release(k string) { f.signal("release " + k) }

func (f *faultSite) pageURL(k string) string { return f.srv.URL + "/page?k=" + k }

// toolLog tells when a server starts a tool, through its debug log.
type toolLog struct {
	mu      sync.Mutex
	waiters map[string][]chan struct{}
}

// next returns a channel closed when the server next starts the tool.
func (l *toolLog) next(name string) <-chan struct{} {
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.waiters == nil {
		l.waiters = map[string][]chan struct{}{}
	}
	c := make(chan struct{})
	l.waiters[name] = append(l.waiters[name], c)
	return c
}

func (l *toolLog) Enabled(context.Context, slog.Level) bool { return true }
func (l *toolLog) WithAttrs([]slog.Attr) slog.Handler       { return l }
func (l *toolLog) WithGroup(string) slog.Handler            { return l }
func (l *toolLog) Handle(_ context.Context, r slog.Record) error {
	if r.Message != "tool started" {
		return nil
	}
	r.Attrs(func(a slog.Attr) bool {
		if a.Key == "name" {
			l.mu.Lock()
			for _, c := range l.waiters[a.Value.String()] {
				close(c)
			}
			delete(l.waiters, a.Value.String())
			l.mu.Unlock()
		}
		return true
	})
	return nil
}

// faultCase is one long call on one target.
type faultCase struct {
	fs     *faultSite
	host   *standin.Host
	target string // webContents id
	s      *session
	log    *toolLog
	k      string // the key of the page's signals
	call   *inFlight
}

// longCall is a kind of tool call that stays in flight until something
// ends it. start runs whatever must come first and returns the call; the
// call is in flight once inFlight is closed.
type longCall struct {
	name  string
	start func(t *testing.T, c *faultCase) (tool string, args map[string]any, inFlight <-chan struct{})
}

var longCalls = []longCall{
	{"evaluate", func(t *testing.T, c *faultCase) (string, map[string]any, <-chan struct{}) {
		fs, k := c.fs, c.k
		fn := fmt.Sprintf(`() => { fetch(%q); return new Promise(() => {}); }`, fs.srv.URL+"/started?k="+k)
		return "browser_evaluate", map[string]any{"function": fn}, fs.ch(k)
	}},
	{"wait_for", func(t *testing.T, c *faultCase) (string, map[string]any, <-chan struct{}) {
		return "browser_wait_for", map[string]any{"text": "a text that never appears", "time": 50}, c.log.next("browser_wait_for")
	}},
	{"snapshot", func(t *testing.T, c *faultCase) (string, map[string]any, <-chan struct{}) {
		fs := c.fs
		// The renderer is stuck in a synchronous request, as in a long
		// script or a very large page: the snapshot waits for it. Another
		// client of the bridge sets it off, so that no response of this
		// server waits for the stuck page.
		busy := c.k + "-busy"
		blockRenderer(t, c.host, c.target, fmt.Sprintf(
			`setTimeout(() => { const x = new XMLHttpRequest(); x.open('GET', %q, false); try { x.send(); } catch {} }, 0)`,
			fs.srv.URL+"/slow?k="+busy))
		waitSignal(t, fs.ch(busy), "the page to block")
		return "browser_snapshot", nil, c.log.next("browser_snapshot")
	}},
	{"navigate", func(t *testing.T, c *faultCase) (string, map[string]any, <-chan struct{}) {
		return "browser_navigate", map[string]any{"url": c.fs.srv.URL + "/loading?k=" + c.k}, c.fs.ch(c.k)
	}},
	{"click that settles", func(t *testing.T, c *faultCase) (string, map[string]any, <-chan struct{}) {
		snap := c.s.ok("browser_snapshot", nil)
		return "browser_click", map[string]any{"target": ref(t, snap, `link "Go slowly"`)}, c.fs.ch(c.k)
	}},
}

// blockRenderer evaluates expr in the target over a CDP connection of its
// own.
func blockRenderer(t *testing.T, h *standin.Host, target string, expr string) {
	t.Helper()
	ctx := testCtx(t)
	conn, err := h.Client().Dial(ctx, target)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	if err := conn.Call(ctx, "Runtime.evaluate", map[string]any{"expression": expr}, nil); err != nil {
		t.Fatal(err)
	}
}

func waitSignal(t *testing.T, c <-chan struct{}, what string) {
	t.Helper()
	select {
	case <-c:
	case <-time.After(30 * time.Second):
		t.Fatalf("timed out waiting for %s", what)
	}
}

// inFlight is a long call running in a goroutine.
type inFlight struct {
	kind string
	s    *session
	done chan struct{}
	text string
	err  bool
	at   time.Time // when it returned
}

func startLong(t *testing.T, lc longCall, c *faultCase) *inFlight {
	t.Helper()
	tool, args, started := lc.start(t, c)
	f := &inFlight{kind: lc.name, s: c.s, done: make(chan struct{})}
	go func() {
		defer close(f.done)
		f.text, f.err = c.s.callNoFatal(tool, args)
		f.at = time.Now()
	}()
	select {
	case <-started:
	case <-f.done:
		t.Fatalf("%s returned before the fault:\n%s", lc.name, f.text)
	case <-time.After(30 * time.Second):
		t.Fatalf("%s: not in flight after 30 s", lc.name)
	}
	return f
}

// returned checks that the call returned within faultBound of the fault.
func (f *inFlight) returned(t *testing.T, faultAt time.Time) {
	t.Helper()
	select {
	case <-f.done:
	case <-time.After(faultBound + 30*time.Second):
		t.Fatalf("%s still in flight %s after the fault", f.kind, time.Since(faultAt))
	}
	t.Logf("%s returned %s after the fault", f.kind, f.at.Sub(faultAt).Round(time.Millisecond))
	if took := f.at.Sub(faultAt); took > faultBound {
		t.Errorf("%s returned %s after the fault, want within %s:\n%s", f.kind, took.Round(time.Millisecond), faultBound, f.text)
	}
}

// ended checks that the call returned within faultBound of the fault with
// an error that says each of want.
func (f *inFlight) ended(t *testing.T, faultAt time.Time, want ...string) {
	t.Helper()
	f.returned(t, faultAt)
	if !f.err {
		t.Errorf("%s did not fail after the fault: %q %v", f.kind, f.text, f.at.Sub(faultAt))
	}
	msg := section(f.text, "Error")
	for _, w := range want {
		if !strings.Contains(msg, w) {
			t.Errorf("%s: the error does not say %q:\n%s", f.kind, w, f.text)
		}
	}
}

// callNoFatal is call for goroutines: a transport error is an error text.
func (s *session) callNoFatal(name string, args map[string]any) (string, bool) {
	req := mcp.CallToolRequest{}
	req.Params.Name = name
	req.Params.Arguments = args
	res, err := s.c.CallTool(testCtx(s.t), req)
	if err != nil {
		return "### Error\n" + err.Error(), true
	}
	var b strings.Builder
	for _, c := range res.Content {
		if tc, ok := c.(mcp.TextContent); ok {
			b.WriteString(tc.Text)
		}
	}
	return b.String(), res.IsError
}

// round runs every kind of long call at once, each in a window of its own
// on h with a server of its own, and returns them in flight.
func round(t *testing.T, fs *faultSite, h *hostRef, targets []string, name string) []*faultCase {
	t.Helper()
	cases := make([]*faultCase, len(longCalls))
	for i, lc := range longCalls {
		log := &toolLog{}
		c := &faultCase{fs: fs, host: h.h, target: targets[i], log: log, k: caseKey(name, lc)}
		c.s = newSession(t, mcpserver.Options{Target: c.target, Log: slog.New(log), Connect: h.connect})
		c.s.ok("browser_snapshot", nil)
		c.call = startLong(t, lc, c)
		cases[i] = c
	}
	return cases
}

func caseKey(fault string, lc longCall) string {
	return strings.ReplaceAll(fault+"-"+lc.name, " ", "-")
}

// A fault of one target (crash, destroy, detach) during each kind of long
// call: the call on that target ends, the others do not notice.
func TestFaultsOfATargetEndCallsInFlight(t *testing.T) {
	fs := newFaultSite(t)
	for _, fault := range []struct {
		name string
		want []string
		next func(t *testing.T, c *faultCase)
	}{
		{"crash", []string{"interrupted", "renderer crashed", "browser_reload"}, func(t *testing.T, c *faultCase) {
			// The tab stays: loading a page brings it back.
			if out := c.s.ok("browser_navigate", map[string]any{"url": fs.pageURL(c.k + "-again")}); !strings.Contains(out, "Fault "+c.k+"-again") {
				t.Fatalf("navigating the crashed tab:\n%s", out)
			}
		}},
		{"destroy", []string{"interrupted", "was closed", "browser_tabs"}, func(t *testing.T, c *faultCase) {
			// Another tab carries on.
			c.s.ok("browser_snapshot", nil)
		}},
		{"detach", []string{"interrupted", "detached by someone else", "call the tool again"}, func(t *testing.T, c *faultCase) {
			// The next call attaches again (to the page as it is now:
			// a navigation in flight went on without us).
			if out := c.s.ok("browser_snapshot", nil); !strings.Contains(out, "- Page URL: "+fs.srv.URL) {
				t.Fatalf("after re-attaching:\n%s", out)
			}
		}},
	} {
		t.Run(fault.name, func(t *testing.T) {
			var targets []string
			for _, lc := range longCalls {
				id, err := host.Steer(testCtx(t), "window "+fs.pageURL(caseKey(fault.name, lc)))
				if err != nil {
					t.Fatal(err)
				}
				t.Cleanup(func() { host.Steer(context.Background(), "destroy "+id) })
				targets = append(targets, id)
			}
			cases := round(t, fs, &hostRef{h: host}, targets, fault.name)
			for _, c := range cases {
				faultAt := time.Now()
				if _, err := host.Steer(testCtx(t), fault.name+" "+c.target); err != nil {
					t.Fatal(err)
				}
				c.call.ended(t, faultAt, fault.want...)
			}
			for _, c := range cases {
				fs.release(c.k + "-busy") // the renderer the snapshot waited for goes on
				fault.next(t, c)
			}
		})
	}
}

// A killed host and a closed bridge end the calls in flight on all of its
// targets at once; once the app is back, the next call works.
func TestFaultsOfTheHostEndCallsInFlight(t *testing.T) {
	fs := newFaultSite(t)
	for _, fault := range []struct {
		name string
		do   func(h *standin.Host)
		want []string
	}{
		{"killed host", (*standin.Host).Kill, []string{"interrupted", "cannot reach it again", "restart"}},
		{"closed bridge", func(h *standin.Host) { h.Stop() }, []string{"interrupted", "closed its bridge", "once the app is back"}},
	} {
		t.Run(fault.name, func(t *testing.T) {
			var urls []string
			for _, lc := range longCalls {
				urls = append(urls, fs.pageURL(caseKey(fault.name, lc)))
			}
			h := startHost(t, urls...)
			var targets []string
			for _, tg := range h.Targets {
				targets = append(targets, tg.ID)
			}
			app := &hostRef{h: h}
			cases := round(t, fs, app, targets, fault.name)
			faultAt := time.Now()
			fault.do(h)
			for _, c := range cases {
				c.call.ended(t, faultAt, fault.want...)
			}
			// The app comes back (on another port); the servers find it.
			app.set(startHost(t, "data:text/html,<title>Back</title><p>back again</p>"))
			for _, c := range cases {
				if out := c.s.ok("browser_tabs", map[string]any{"action": "select", "index": 0}); !strings.Contains(out, "back again") {
					t.Fatalf("after the app came back:\n%s", out)
				}
			}
		})
	}
}
