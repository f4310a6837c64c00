package bridge_test

// The integration tests run against the real bridge in front of the Chromium
// stand-in for Electron, `node electron-bridge/testing/host.js`, started
// through go/internal/standin once for the package (on first use, so
// unit-test-only runs start no browser) and stopped by TestMain even when
// tests fail. Pages come from an httptest server in this process.

import (
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/electron-mcp/electron-mcp/go/bridge"
	"github.com/electron-mcp/electron-mcp/go/internal/standin"
	"github.com/electron-mcp/electron-mcp/proto"
)

// pollTimeout bounds the wait for the bridge to show a change.
const pollTimeout = 10 * time.Second

// testHost is the shared stand-in host, with two windows (a.html, b.html)
// and a <webview> guest of the first (guest.html).
type testHost struct {
	*standin.Host
	pages      *httptest.Server // serves testdata/
	runtimeDir string           // XDG_RUNTIME_DIR of the host: its discovery file is here
	binDir     string           // where electron-mcp is built

	// The targets the host was started with, by the page they show.
	windowA, windowB, webview proto.Target

	// The electron-mcp binary, built while the host starts.
	bin      string
	binErr   error
	binReady chan struct{}
}

var (
	hostOnce sync.Once
	theHost  *testHost
	hostErr  error
)

func TestMain(m *testing.M) {
	code := m.Run()
	if theHost != nil {
		if err := theHost.stop(); err != nil {
			fmt.Fprintf(os.Stderr, "stopping the stand-in host: %v\n", err)
			if code == 0 {
				code = 1
			}
		}
	}
	os.Exit(code)
}

// host returns the shared stand-in host, starting it on first use. A host
// that cannot start fails the test: the integration tests never skip.
func host(t testing.TB) *testHost {
	t.Helper()
	hostOnce.Do(func() { theHost, hostErr = startHost() })
	if hostErr != nil {
		t.Fatalf("the Chromium stand-in host (%s) is needed for this test and did not start:\n%v", standin.Script, hostErr)
	}
	return theHost
}

func startHost() (h *testHost, err error) {
	root, err := standin.RepoRoot()
	if err != nil {
		return nil, err
	}
	h = &testHost{}
	h.pages = httptest.NewServer(http.FileServer(http.Dir("testdata")))
	started := h // the named result is nil by the time a failing return defers
	defer func() {
		if err != nil {
			started.stop()
		}
	}()
	// The host writes its discovery file under here, not in the developer's
	// runtime directory.
	if h.runtimeDir, err = os.MkdirTemp("", "bridge-test-run-"); err != nil {
		return nil, err
	}
	if h.binDir, err = os.MkdirTemp("", "bridge-test-bin-"); err != nil {
		return nil, err
	}
	h.binReady = make(chan struct{})
	go func() {
		defer close(h.binReady)
		h.bin, h.binErr = buildCLI(root, h.binDir)
	}()
	h.Host, err = standin.Start(context.Background(), standin.Options{
		URLs:       []string{h.page("a.html"), h.page("b.html")},
		Webviews:   []string{h.page("guest.html")},
		RuntimeDir: h.runtimeDir,
	})
	if err != nil {
		return nil, err
	}

	// Name the targets by the page they show.
	ctx, cancel := context.WithTimeout(context.Background(), pollTimeout)
	defer cancel()
	ts, err := h.client().List(ctx)
	if err != nil {
		return nil, fmt.Errorf("listing the host's targets: %v; its stderr:\n%s", err, h.Stderr())
	}
	for _, t := range ts {
		switch {
		case strings.HasSuffix(t.URL, "/a.html"):
			h.windowA = t
		case strings.HasSuffix(t.URL, "/b.html"):
			h.windowB = t
		case strings.HasSuffix(t.URL, "/guest.html"):
			h.webview = t
		}
	}
	if h.windowA.ID == "" || h.windowB.ID == "" || h.webview.ID == "" {
		return nil, fmt.Errorf("the host does not show a.html, b.html and guest.html: %+v", ts)
	}
	return h, nil
}

// buildCLI builds electron-mcp into dir.
func buildCLI(root, dir string) (string, error) {
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute) // a cold build cache
	defer cancel()
	bin := filepath.Join(dir, "electron-mcp")
	build := exec.CommandContext(ctx, "go", "build", "-o", bin, "./go/cmd/electron-mcp")
	build.Dir = root
	if out, err := build.CombinedOutput(); err != nil {
		return "", fmt.Errorf("go build ./go/cmd/electron-mcp: %v\n%s", err, out)
	}
	return bin, nil
}

// binary returns the electron-mcp binary, waiting for its build.
func (h *testHost) binary(t testing.TB) string {
	t.Helper()
	<-h.binReady
	if h.binErr != nil {
		t.Fatal(h.binErr)
	}
	return h.bin
}

// stop ends the host (reporting a bad exit, a hang or an unhandled error it
// logged) and removes what the tests made.
func (h *testHost) stop() error {
	var err error
	if h.Host != nil {
		err = h.Host.Stop()
	}
	if h.binReady != nil {
		<-h.binReady
	}
	if h.binDir != "" {
		os.RemoveAll(h.binDir)
	}
	if h.pages != nil {
		h.pages.Close()
	}
	if h.runtimeDir != "" {
		os.RemoveAll(h.runtimeDir)
	}
	return err
}

// endpoint is the host's bridge as the flags would give it.
func (h *testHost) endpoint() bridge.Endpoint {
	ep := h.Endpoint()
	ep.Source = bridge.Source{Kind: bridge.FromFlags}
	return ep
}

func (h *testHost) client() *bridge.Client { return bridge.NewClient(h.endpoint()) }

// page is the URL of a test page.
func (h *testHost) page(name string) string { return h.pages.URL + "/" + name }

// steer runs one command of host.js on the host (see standin.Host.Steer).
func (h *testHost) steer(t testing.TB, command string) string {
	t.Helper()
	id, err := h.Steer(ctxT(t), command)
	if err != nil {
		t.Fatal(err)
	}
	return id
}

// target returns the current /json/list entry of id.
func (h *testHost) target(t testing.TB, id string) (proto.Target, bool) {
	t.Helper()
	ts, err := h.client().List(ctxT(t))
	if err != nil {
		t.Fatalf("List: %v", err)
	}
	for _, tg := range ts {
		if tg.ID == id {
			return tg, true
		}
	}
	return proto.Target{}, false
}

// waitAttached polls /json/list until target id shows attached == want.
func (h *testHost) waitAttached(t testing.TB, id string, want bool) {
	t.Helper()
	deadline := time.Now().Add(pollTimeout)
	tick := time.NewTicker(20 * time.Millisecond)
	defer tick.Stop()
	for {
		tg, ok := h.target(t, id)
		if !ok {
			t.Fatalf("target %s is gone from /json/list", id)
		}
		if tg.Attached == want {
			return
		}
		if time.Now().After(deadline) {
			t.Fatalf("target %s: attached stayed %v for %v", id, tg.Attached, pollTimeout)
		}
		<-tick.C
	}
}

// withoutEnv returns env without the variables names.
func withoutEnv(env []string, names ...string) []string {
	return slices.DeleteFunc(slices.Clone(env), func(kv string) bool {
		name, _, _ := strings.Cut(kv, "=")
		return slices.Contains(names, name)
	})
}
