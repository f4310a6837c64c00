package bridge

import (
	"context"
	"errors"
	"net"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/electron-mcp/electron-mcp/proto"
)

// dialRecorder replaces tcpDial for a test and records every address a
// Client connects to. Tests that use it must not run in parallel.
type dialRecorder struct {
	mu    sync.Mutex
	addrs []string
}

// Dials that would leave this machine are recorded and not made, so that a
// regression sends nothing out.
func recordDials(t *testing.T) *dialRecorder {
	t.Helper()
	real := tcpDial
	return recordDialsTo(t, func(ctx context.Context, network, addr string) (net.Conn, error) {
		if host, _, err := net.SplitHostPort(addr); err == nil {
			if ip := net.ParseIP(host); ip != nil && ip.IsLoopback() {
				return real(ctx, network, addr)
			}
		}
		return nil, errors.New("the test did not dial " + addr)
	})
}

// recordDialsTo records the dials and passes them to dial.
func recordDialsTo(t *testing.T, dial func(context.Context, string, string) (net.Conn, error)) *dialRecorder {
	t.Helper()
	r := &dialRecorder{}
	real := tcpDial
	tcpDial = func(ctx context.Context, network, addr string) (net.Conn, error) {
		r.mu.Lock()
		r.addrs = append(r.addrs, addr)
		r.mu.Unlock()
		return dial(ctx, network, addr)
	}
	t.Cleanup(func() { tcpDial = real })
	return r
}

func (r *dialRecorder) dials() []string {
	r.mu.Lock()
	defer r.mu.Unlock()
	return append([]string(nil), r.addrs...)
}

func (r *dialRecorder) reset() {
	r.mu.Lock()
	r.addrs = nil
	r.mu.Unlock()
}

func testCtx(t *testing.T) context.Context {
	ctx, cancel := context.WithTimeout(t.Context(), 10*time.Second)
	t.Cleanup(cancel)
	return ctx
}

// tokenRecorder is a loopback server that answers like a bridge's
// /json/version and remembers the Authorization headers it was sent.
func tokenRecorder(t *testing.T) (*httptest.Server, func() []string) {
	t.Helper()
	var mu sync.Mutex
	var seen []string
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		mu.Lock()
		seen = append(seen, r.Header.Get(proto.HeaderAuthorization))
		mu.Unlock()
		w.Write([]byte(`{"Browser":"Electron/45.0.0","Protocol-Version":"1.3","bridge":"0.1.0","protocol":1}`))
	}))
	t.Cleanup(srv.Close)
	return srv, func() []string {
		mu.Lock()
		defer mu.Unlock()
		return append([]string(nil), seen...)
	}
}

// TestNoDialOutsideLoopback: a client whose bridge URL names another host
// makes no connection at all, on any path that would carry the token.
// (TestTokenStaysOnLoopback shows the same with a real listener.)
func TestNoDialOutsideLoopback(t *testing.T) {
	rec := recordDials(t)
	for _, u := range []string{
		"http://192.0.2.1:9222",      // TEST-NET-1
		"http://[2001:db8::1]:9222",  // documentation prefix
		"http://bridge.invalid:9222", // a name: never resolved
		"http://localhost.:9222",     // not the literal name
		"http://app.localhost:9222",
		"http://0.0.0.0:9222",
		"http://127.1:9222", // the resolver would say 127.0.0.1; the rule does not ask it
	} {
		c := NewClient(Endpoint{URL: u, Token: "the-token"})
		ctx := testCtx(t)
		_, errVersion := c.Version(ctx)
		_, errList := c.List(ctx)
		_, errDial := c.Dial(ctx, "1")
		_, errControl := c.Control(ctx)
		for name, err := range map[string]error{"Version": errVersion, "List": errList, "Dial": errDial, "Control": errControl} {
			if !errors.Is(err, ErrNotLoopback) || !strings.Contains(err.Error(), "only to this machine's loopback") {
				t.Errorf("%s %s: got %v, want it refused as not loopback", u, name, err)
			}
		}
		if d := rec.dials(); len(d) != 0 {
			t.Errorf("%s: connected to %v", u, d)
		}
	}

	// The dialler itself is the backstop: a name or a remote address is
	// refused before any connection, whoever asks.
	for _, addr := range []string{"192.0.2.1:80", "bridge.invalid:80", "[fe80::1%lo]:80", "nonsense"} {
		if _, err := dialLoopback(testCtx(t), "tcp", addr); !errors.Is(err, ErrNotLoopback) {
			t.Errorf("dialLoopback(%s): %v", addr, err)
		}
	}
	if d := rec.dials(); len(d) != 0 {
		t.Errorf("dialLoopback connected to %v", d)
	}
}

// TestLocalhostIsPinned: localhost is dialled as 127.0.0.1, never looked up,
// so no /etc/hosts entry or resolver can send the token elsewhere.
func TestLocalhostIsPinned(t *testing.T) {
	rec := recordDials(t)
	srv, seen := tokenRecorder(t)
	port := srv.URL[strings.LastIndex(srv.URL, ":")+1:]
	for _, host := range []string{"localhost", "LocalHost"} {
		rec.reset()
		c := NewClient(Endpoint{URL: "http://" + host + ":" + port, Token: "the-token"})
		if _, err := c.Version(testCtx(t)); err != nil {
			t.Fatalf("%s: %v", host, err)
		}
		c.Close()
		if d := rec.dials(); len(d) != 1 || d[0] != "127.0.0.1:"+port {
			t.Errorf("%s: dialled %v, want only 127.0.0.1:%s", host, d, port)
		}
	}
	if s := seen(); len(s) != 2 || s[0] != "Bearer the-token" {
		t.Errorf("the bridge saw %q", s)
	}
}

// TestRedirectCarriesNoToken: a loopback server that redirects (to another
// host, or to another loopback port) gets no request followed, HTTP or
// WebSocket; and were a redirect followed, the dialler would still refuse
// any host but loopback.
func TestRedirectCarriesNoToken(t *testing.T) {
	rec := recordDials(t)
	other, seenByOther := tokenRecorder(t)
	for _, to := range []string{"http://192.0.2.1:9222", other.URL} {
		redirector := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			http.Redirect(w, r, to+r.URL.Path, http.StatusTemporaryRedirect)
		}))
		rec.reset()
		c := NewClient(Endpoint{URL: redirector.URL, Token: "the-token"})
		ctx := testCtx(t)
		_, errList := c.List(ctx)
		_, errDial := c.Dial(ctx, "1")
		_, errControl := c.Control(ctx)
		for name, err := range map[string]error{"List": errList, "Dial": errDial, "Control": errControl} {
			var se *StatusError
			if !errors.As(err, &se) || se.Status != http.StatusTemporaryRedirect || !strings.Contains(err.Error(), "not followed") {
				t.Errorf("redirect to %s, %s: got %v", to, name, err)
			}
		}
		c.Close()
		redirector.Close()
		for _, d := range rec.dials() {
			if d != strings.TrimPrefix(redirector.URL, "http://") {
				t.Errorf("redirect to %s: dialled %s", to, d)
			}
		}
	}
	if s := seenByOther(); len(s) != 0 {
		t.Errorf("a redirect reached the other server: %q", s)
	}

	// The backstop: the same transport, made to follow redirects, still
	// cannot leave loopback.
	redirector := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		http.Redirect(w, r, "http://192.0.2.1:9222/json/list", http.StatusFound)
	}))
	defer redirector.Close()
	rec.reset()
	hc := newHTTPClient(dialLoopback)
	hc.CheckRedirect = nil // follow
	req, _ := http.NewRequestWithContext(testCtx(t), http.MethodGet, redirector.URL, nil)
	if _, err := hc.Do(req); !errors.Is(err, ErrNotLoopback) {
		t.Errorf("a followed redirect to another host: got %v, want ErrNotLoopback", err)
	}
	for _, d := range rec.dials() {
		if strings.HasPrefix(d, "192.0.2.1") {
			t.Errorf("dialled %s", d)
		}
	}
}

// TestCDPClientMayLeaveLoopback: --cdp sends no token, so the rule does not
// apply to it (CDPWarning tells the user what such an endpoint means).
func TestCDPClientMayLeaveLoopback(t *testing.T) {
	// Nothing leaves this machine: the dial is recorded, not made.
	errNotDialled := errors.New("not dialled by the test")
	rec := recordDialsTo(t, func(context.Context, string, string) (net.Conn, error) { return nil, errNotDialled })
	c, err := NewCDPClient("http://192.0.2.1:9")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := c.List(testCtx(t)); errors.Is(err, ErrNotLoopback) || !strings.Contains(err.Error(), errNotDialled.Error()) {
		t.Errorf("--cdp: got %v, want the dial attempted", err)
	}
	if d := rec.dials(); len(d) != 1 || d[0] != "192.0.2.1:9" {
		t.Errorf("--cdp dialled %v", d)
	}
}
