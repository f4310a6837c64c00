package page

// The package's tests share one stand-in host (the real bridge in front of
// a real headless Chromium) and one page server, both started on first use.
// Pure tests (keys, console formatting, globs, buffers) need neither.

import (
	"context"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/gorilla/websocket"

	"github.com/electron-mcp/electron-mcp/go/internal/standin"
)

// One stand-in host and one page server for the whole test binary, started
// on first use so that tests without a browser do not pay for one.
var shared struct {
	once sync.Once
	err  error
	host *standin.Host
	srv  *httptest.Server
}

func TestMain(m *testing.M) {
	code := m.Run()
	if shared.host != nil {
		shared.host.Stop()
	}
	if shared.srv != nil {
		shared.srv.Close()
	}
	os.Exit(code)
}

// testServer serves testdata/aria/ at /, go/snapshot's pages at
// /snapshot/, testdata/page/ (the pages of the settle, network and console
// tests) at /page/, the libraries go/mcpserver's tests vendor at /vendor/,
// the endpoints those pages call at /net/, and a generated page of about n
// elements at /generated?n=.
func testServer() *httptest.Server {
	mux := http.NewServeMux()
	mux.Handle("/", http.FileServer(http.Dir(filepath.Join("testdata", "aria"))))
	mux.Handle("/snapshot/", http.StripPrefix("/snapshot/", http.FileServer(http.Dir(filepath.Join("..", "snapshot", "testdata")))))
	mux.Handle("/page/", http.StripPrefix("/page/", http.FileServer(http.Dir(filepath.Join("testdata", "page")))))
	mux.Handle("/vendor/", http.StripPrefix("/vendor/", http.FileServer(http.Dir(filepath.Join("..", "mcpserver", "testdata", "vendor")))))
	// /net/data answers JSON; ?ms= delays the answer (a slow API).
	mux.HandleFunc("/net/data", func(w http.ResponseWriter, r *http.Request) {
		if !delayed(r) {
			return
		}
		w.Header().Set("Content-Type", "application/json")
		io.WriteString(w, `{"ok":true}`)
	})
	// /net/module answers a JavaScript module; ?ms= delays it (a chunk of
	// a single-page app's code, imported for a view).
	mux.HandleFunc("/net/module", func(w http.ResponseWriter, r *http.Request) {
		if !delayed(r) {
			return
		}
		w.Header().Set("Content-Type", "text/javascript")
		w.Header().Set("Cache-Control", "no-store")
		io.WriteString(w, "export const loaded = true;\n")
	})
	// /net/echo answers with the request's body.
	mux.HandleFunc("/net/echo", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/plain")
		io.Copy(w, r.Body)
	})
	// /net/redirect sends the client on to /net/data.
	mux.HandleFunc("/net/redirect", func(w http.ResponseWriter, r *http.Request) {
		http.Redirect(w, r, "/net/data", http.StatusFound)
	})
	// /net/hang answers only when the client gives up.
	mux.HandleFunc("/net/hang", func(w http.ResponseWriter, r *http.Request) {
		<-r.Context().Done()
	})
	// /framed has an iframe from another site (localhost), so in a
	// renderer of its own, holding a button.
	// /net/socket is a WebSocket that answers each message but a
	// heartbeat ("3") ?ms= later with two messages 30 ms apart, as a
	// chat's server answers a sign-in: its success, then the data the
	// page opens on ({"init": the message}); a message that tells it what
	// the page did ({"tell": …}) gets no answer.
	mux.HandleFunc("/net/socket", func(w http.ResponseWriter, r *http.Request) {
		ms, _ := strconv.Atoi(r.URL.Query().Get("ms"))
		ws, err := (&websocket.Upgrader{}).Upgrade(w, r, nil)
		if err != nil {
			return
		}
		defer ws.Close()
		for {
			_, msg, err := ws.ReadMessage()
			if err != nil {
				return
			}
			if string(msg) == "3" || strings.HasPrefix(string(msg), `{"tell":`) {
				continue
			}
			time.Sleep(time.Duration(ms) * time.Millisecond) // the server's work
			if ws.WriteMessage(websocket.TextMessage, []byte(`{"ok":true}`)) != nil {
				return
			}
			time.Sleep(30 * time.Millisecond)
			if ws.WriteMessage(websocket.TextMessage, []byte(`{"init":`+strconv.Quote(string(msg))+`}`)) != nil {
				return
			}
		}
	})
	mux.HandleFunc("/framed", func(w http.ResponseWriter, r *http.Request) {
		_, port, _ := strings.Cut(r.Host, ":")
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		io.WriteString(w, `<!doctype html><title>Framed</title><iframe title="Inner" src="http://localhost:`+port+`/frame"></iframe><p>After the frame</p>`)
	})
	mux.HandleFunc("/frame", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		io.WriteString(w, `<!doctype html><title>Frame</title><button>Inside</button>`)
	})
	mux.HandleFunc("/generated", func(w http.ResponseWriter, r *http.Request) {
		n, err := strconv.Atoi(r.URL.Query().Get("n"))
		if err != nil || n <= 0 {
			http.NotFound(w, r)
			return
		}
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		io.WriteString(w, generatedPage(n))
	})
	return httptest.NewServer(mux)
}

// delayed waits the ?ms= of r (a slow server), and reports false when the
// client gave up first.
func delayed(r *http.Request) bool {
	ms, err := strconv.Atoi(r.URL.Query().Get("ms"))
	if err != nil || ms <= 0 {
		return true
	}
	select {
	case <-time.After(time.Duration(ms) * time.Millisecond):
		return true
	case <-r.Context().Done():
		return false
	}
}

// openTestPage returns a Page on a fresh connection to the shared host, and
// the page server's URL.
func openTestPage(t testing.TB) (*Page, string) {
	t.Helper()
	startShared(t)
	return openTarget(t, shared.host.Targets[0].ID), shared.srv.URL
}

// openWindow opens a window of its own on url in the shared host, for a
// test that leaves it in a state others must not see (a crash, a resize,
// a dialog), and returns a Page on it, its target id and the page
// server's URL.
func openWindow(t testing.TB, url string) (*Page, string, string) {
	t.Helper()
	startShared(t)
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	id, err := shared.host.Steer(ctx, "window "+url)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
		defer cancel()
		_, _ = shared.host.Steer(ctx, "destroy "+id)
	})
	return openTarget(t, id), id, shared.srv.URL
}

// startShared starts the shared host and page server, once.
func startShared(t testing.TB) {
	t.Helper()
	if testing.Short() {
		t.Skip("needs the stand-in host (Chromium)")
	}
	shared.once.Do(func() {
		shared.srv = testServer()
		ctx, cancel := context.WithTimeout(context.Background(), 2*standin.StartTimeout)
		defer cancel()
		shared.host, shared.err = standin.Start(ctx, standin.Options{})
	})
	if shared.err != nil {
		t.Fatal(shared.err)
	}
}

// openTarget returns a Page on a fresh connection to a target of the
// shared host.
func openTarget(t testing.TB, id string) *Page {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	conn, err := shared.host.Client().Dial(ctx, id)
	if err != nil {
		t.Fatal(err)
	}
	p, err := Open(ctx, conn, nil)
	if err != nil {
		conn.Close()
		t.Fatal(err)
	}
	t.Cleanup(func() {
		p.Close()
		conn.Close()
	})
	return p
}
