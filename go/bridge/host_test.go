package bridge_test

// The integration tests run against the real bridge in front of the Chromium
// stand-in for Electron: `node electron-bridge/testing/host.js`, started once
// for the package (on first use, so unit-test-only runs start no browser) and
// stopped by TestMain even when tests fail. Pages come from an httptest
// server in this process.

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/electron-mcp/electron-mcp/go/bridge"
	"github.com/electron-mcp/electron-mcp/proto"
)

// The host scripts, relative to the repository root: the stand-in host, and
// one the tests can steer (host.js offers no way to destroy a window from
// outside).
const (
	hostScript        = "electron-bridge/testing/host.js"
	controlHostScript = "go/bridge/testdata/control-host.js"
)

// Deadlines of the harness.
const (
	hostStartTimeout = 60 * time.Second // Chromium's first start on a cold, busy machine
	hostStopTimeout  = 15 * time.Second
	pollTimeout      = 10 * time.Second
)

// hostLine is the one JSON line a host prints once it serves.
type hostLine struct {
	URL   string `json:"url"`
	Token string `json:"token"`
	PID   int    `json:"pid"`
	// Targets as the host announced them; tests use List.
	Targets json.RawMessage `json:"targets"`
}

// hostProc is a running Node host: host.js or testdata/control-host.js.
type hostProc struct {
	hostLine
	name   string
	cmd    *exec.Cmd
	stdin  io.WriteCloser
	lines  chan string // stdout lines after the first
	stderr *tailBuffer
	exited chan struct{}
}

// testHost is the shared stand-in host.
type testHost struct {
	*hostProc
	pages      *httptest.Server // serves testdata/
	runtimeDir string           // XDG_RUNTIME_DIR of the host: its discovery file is here
	binDir     string           // where electron-mcp is built
	root       string           // the repository root

	// The targets the host was started with, by the page they show.
	windowA, windowB, webview proto.Target

	// A second host, testdata/control-host.js with two windows, for the
	// test that destroys one. It starts alongside the shared host.
	control      *hostProc
	controlErr   error
	controlReady chan struct{}

	// The electron-mcp binary, built while the hosts start.
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
		t.Fatalf("the Chromium stand-in host (%s) is needed for this test and did not start:\n%v", hostScript, hostErr)
	}
	return theHost
}

// repoRoot walks up from the working directory to go.mod.
func repoRoot() (string, error) {
	dir, err := os.Getwd()
	if err != nil {
		return "", err
	}
	for {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			return dir, nil
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return "", errors.New("no go.mod above the working directory")
		}
		dir = parent
	}
}

// launch starts `node script args...` in dir and waits for its JSON line.
func launch(dir, script string, args, env []string) (p *hostProc, err error) {
	if _, err := os.Stat(filepath.Join(dir, script)); err != nil {
		return nil, fmt.Errorf("%s is missing (%v): the JavaScript half of the repository is needed", script, err)
	}
	node, err := exec.LookPath("node")
	if err != nil {
		return nil, fmt.Errorf("node is not installed: %v", err)
	}
	p = &hostProc{name: script, stderr: &tailBuffer{max: 64 << 10}, exited: make(chan struct{}), lines: make(chan string, 16)}
	p.cmd = exec.Command(node, append([]string{script}, args...)...)
	p.cmd.Dir = dir
	p.cmd.Env = append(withoutEnv(os.Environ(), proto.EnvBridge, proto.EnvToken), env...)
	p.cmd.Stderr = p.stderr
	// The host exits when its stdin closes, so it never outlives this process.
	if p.stdin, err = p.cmd.StdinPipe(); err != nil {
		return nil, err
	}
	stdout, err := p.cmd.StdoutPipe()
	if err != nil {
		return nil, err
	}
	if err := p.cmd.Start(); err != nil {
		return nil, err
	}
	started := p // the named result is nil by the time a failing return defers
	defer func() {
		if err != nil {
			started.stop()
		}
	}()
	go func() { p.cmd.Wait(); close(p.exited) }()
	go func() {
		defer close(p.lines)
		sc := bufio.NewScanner(stdout)
		for sc.Scan() {
			p.lines <- sc.Text()
		}
	}()

	var line string
	select {
	case l, ok := <-p.lines:
		if !ok {
			select {
			case <-p.exited:
			case <-time.After(2 * time.Second):
			}
			return nil, fmt.Errorf("%s printed no JSON line; %s", script, p.describe())
		}
		line = l
	case <-time.After(hostStartTimeout):
		return nil, fmt.Errorf("%s printed nothing within %v; %s", script, hostStartTimeout, p.describe())
	}
	if err := json.Unmarshal([]byte(line), &p.hostLine); err != nil {
		return nil, fmt.Errorf("%s's line is not the documented JSON (%v): %q", script, err, line)
	}
	if p.URL == "" || p.Token == "" {
		return nil, fmt.Errorf("%s's line lacks url or token: %q", script, redact(line, p.Token))
	}
	return p, nil
}

func startHost() (h *testHost, err error) {
	root, err := repoRoot()
	if err != nil {
		return nil, err
	}
	h = &testHost{root: root}
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
	h.controlReady = make(chan struct{})
	go func() {
		defer close(h.controlReady)
		h.control, h.controlErr = launch(root, controlHostScript, []string{h.page("a.html"), h.page("b.html")}, nil)
	}()
	h.hostProc, err = launch(root, hostScript, []string{
		"--url", h.page("a.html"),
		"--url", h.page("b.html"),
		"--webview", h.page("guest.html"),
	}, []string{"XDG_RUNTIME_DIR=" + h.runtimeDir})
	if err != nil {
		return nil, err
	}

	// Name the targets by the page they show.
	ctx, cancel := context.WithTimeout(context.Background(), pollTimeout)
	defer cancel()
	ts, err := h.client().List(ctx)
	if err != nil {
		return nil, fmt.Errorf("listing the host's targets: %v; %s", err, h.describe())
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

// controlHost returns the control host, waiting for it to start.
func (h *testHost) controlHost(t testing.TB) *hostProc {
	t.Helper()
	<-h.controlReady // launch bounds its own wait
	if h.controlErr != nil {
		t.Fatalf("the control host (%s) is needed for this test and did not start:\n%v", controlHostScript, h.controlErr)
	}
	return h.control
}

func (h *testHost) stop() error {
	var err error
	if h.hostProc != nil {
		err = h.hostProc.stop()
	}
	if h.controlReady != nil {
		<-h.controlReady
		if h.control != nil {
			err = errors.Join(err, h.control.stop())
		}
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

// describe says how the host ended, with the tail of its stderr.
func (p *hostProc) describe() string {
	state := "still running"
	select {
	case <-p.exited:
		state = "exited: " + p.cmd.ProcessState.String()
	default:
	}
	return fmt.Sprintf("%s %s; its stderr:\n%s", p.name, state, p.stderr.String())
}

// stop ends the host: close its stdin, SIGTERM, wait; SIGKILL if it hangs.
// It reports a bad exit and any unhandled error the host logged.
func (p *hostProc) stop() error {
	if p.cmd == nil || p.cmd.Process == nil {
		return nil
	}
	var err error
	p.stdin.Close()
	p.cmd.Process.Signal(syscall.SIGTERM)
	select {
	case <-p.exited:
		if st := p.cmd.ProcessState; !st.Success() && !signaledBy(st, syscall.SIGTERM) {
			err = fmt.Errorf("%s exited badly: %s; stderr:\n%s", p.name, st, p.stderr.String())
		}
	case <-time.After(hostStopTimeout):
		p.cmd.Process.Kill()
		<-p.exited
		err = fmt.Errorf("%s did not stop within %v of SIGTERM; killed it", p.name, hostStopTimeout)
	}
	if s := p.stderr.String(); strings.Contains(s, "nhandled") { // "Unhandled rejection", "unhandled 'error' event"
		err = errors.Join(err, fmt.Errorf("%s logged an unhandled error:\n%s", p.name, s))
	}
	return err
}

// command sends one line to a control host and returns its answer.
func (p *hostProc) command(t testing.TB, line string) string {
	t.Helper()
	if _, err := io.WriteString(p.stdin, line+"\n"); err != nil {
		t.Fatalf("%s: sending %q: %v", p.name, line, err)
	}
	select {
	case answer, ok := <-p.lines:
		if !ok {
			t.Fatalf("%s: no answer to %q; %s", p.name, line, p.describe())
		}
		return answer
	case <-time.After(pollTimeout):
		t.Fatalf("%s: no answer to %q within %v", p.name, line, pollTimeout)
	}
	return ""
}

func signaledBy(st *os.ProcessState, sig syscall.Signal) bool {
	ws, ok := st.Sys().(syscall.WaitStatus)
	return ok && ws.Signaled() && ws.Signal() == sig
}

// endpoint is the host's bridge as the flags would give it.
func (p *hostProc) endpoint() bridge.Endpoint {
	return bridge.Endpoint{URL: p.URL, Token: p.Token, Source: bridge.Source{Kind: bridge.FromFlags}}
}

func (p *hostProc) client() *bridge.Client { return bridge.NewClient(p.endpoint()) }

// page is the URL of a test page.
func (h *testHost) page(name string) string { return h.pages.URL + "/" + name }

// target returns the current /json/list entry of id.
func (p *hostProc) target(t testing.TB, id string) (proto.Target, bool) {
	t.Helper()
	ts, err := p.client().List(ctxT(t))
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
func (p *hostProc) waitAttached(t testing.TB, id string, want bool) {
	t.Helper()
	deadline := time.Now().Add(pollTimeout)
	tick := time.NewTicker(20 * time.Millisecond)
	defer tick.Stop()
	for {
		tg, ok := p.target(t, id)
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

// tailBuffer keeps the last max bytes written to it.
type tailBuffer struct {
	mu  sync.Mutex
	max int
	buf bytes.Buffer
}

func (b *tailBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.buf.Write(p)
	if over := b.buf.Len() - b.max; over > 0 {
		b.buf.Next(over)
	}
	return len(p), nil
}

func (b *tailBuffer) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.buf.Len() == 0 {
		return "(empty)"
	}
	return b.buf.String()
}

func withoutEnv(env []string, names ...string) []string {
	out := env[:0:0]
next:
	for _, kv := range env {
		for _, n := range names {
			if strings.HasPrefix(kv, n+"=") {
				continue next
			}
		}
		out = append(out, kv)
	}
	return out
}

func redact(s, token string) string {
	if token == "" {
		return s
	}
	return strings.ReplaceAll(s, token, "REDACTED")
}
