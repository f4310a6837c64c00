package bench

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"time"

	"github.com/electron-mcp/electron-mcp/go/bridge"
	"github.com/electron-mcp/electron-mcp/go/internal/standin"
	"github.com/electron-mcp/electron-mcp/proto"
)

// HostScript is the instrumented stand-in host, relative to the repository
// root.
const HostScript = "scripts/bench-host.js"

// Host is a running scripts/bench-host.js: the stand-in host (the real
// bridge in front of a headless Chromium) that also reports its event-loop
// delay and times its own pipe to Chromium.
type Host struct {
	URL         string           `json:"url"`
	Token       string           `json:"token"`
	PID         int              `json:"pid"`
	ChromiumPID int              `json:"chromiumPid"`
	Targets     []standin.Target `json:"targets"`
	cmd         *exec.Cmd
	stdin       io.WriteCloser
	lines       *bufio.Reader
	mu          sync.Mutex // one command at a time
	exited      chan struct{}
	stderr      strings.Builder
	stderrM     sync.Mutex
}

// HostOptions say what the host opens.
type HostOptions struct {
	URLs []string // one window each
	// Instant adds a webContents whose debugger answers every command at
	// once, with no browser behind it (target URL InstantURL).
	Instant bool
}

// InstantURL is the URL of the instant webContents.
const InstantURL = "about:blank#instant"

// StartHost starts the instrumented host.
func StartHost(ctx context.Context, opt HostOptions) (*Host, error) {
	root, err := standin.RepoRoot()
	if err != nil {
		return nil, err
	}
	args := []string{HostScript}
	for _, u := range opt.URLs {
		args = append(args, "--url", u)
	}
	if opt.Instant {
		args = append(args, "--instant")
	}
	h := &Host{exited: make(chan struct{})}
	h.cmd = exec.Command("node", args...)
	h.cmd.Dir = root
	h.cmd.Env = os.Environ()
	h.cmd.Stderr = writerFunc(func(p []byte) (int, error) {
		h.stderrM.Lock()
		defer h.stderrM.Unlock()
		if h.stderr.Len() < 16<<10 {
			h.stderr.Write(p)
		}
		return len(p), nil
	})
	if h.stdin, err = h.cmd.StdinPipe(); err != nil {
		return nil, err
	}
	stdout, err := h.cmd.StdoutPipe()
	if err != nil {
		return nil, err
	}
	if err := h.cmd.Start(); err != nil {
		return nil, fmt.Errorf("bench: starting %s: %w", filepath.Base(HostScript), err)
	}
	go func() {
		h.cmd.Wait()
		close(h.exited)
	}()
	h.lines = bufio.NewReaderSize(stdout, 1<<20)
	if err := h.read(ctx, h, 60*time.Second); err != nil {
		h.Stop()
		return nil, err
	}
	return h, nil
}

type writerFunc func([]byte) (int, error)

func (f writerFunc) Write(p []byte) (int, error) { return f(p) }

// read decodes the next stdout line into v.
func (h *Host) read(ctx context.Context, v any, timeout time.Duration) error {
	type result struct {
		line []byte
		err  error
	}
	done := make(chan result, 1)
	go func() {
		l, err := h.lines.ReadBytes('\n')
		done <- result{l, err}
	}()
	select {
	case r := <-done:
		if r.err != nil {
			return fmt.Errorf("bench: the host ended: %v: %s", r.err, h.Stderr())
		}
		var e struct{ Error string }
		if json.Unmarshal(r.line, &e) == nil && e.Error != "" {
			return fmt.Errorf("bench: the host: %s", e.Error)
		}
		return json.Unmarshal(r.line, v)
	case <-time.After(timeout):
		return fmt.Errorf("bench: the host did not answer within %s: %s", timeout, h.Stderr())
	case <-ctx.Done():
		return ctx.Err()
	}
}

// Stderr returns what the host wrote to stderr.
func (h *Host) Stderr() string {
	h.stderrM.Lock()
	defer h.stderrM.Unlock()
	return strings.TrimSpace(h.stderr.String())
}

// Command sends one command line and decodes the answer into v.
func (h *Host) Command(ctx context.Context, line string, v any) error {
	h.mu.Lock()
	defer h.mu.Unlock()
	if _, err := io.WriteString(h.stdin, line+"\n"); err != nil {
		return fmt.Errorf("bench: the host: %w", err)
	}
	if v == nil {
		v = new(json.RawMessage)
	}
	return h.read(ctx, v, 5*time.Minute)
}

// LoopStats is the host's event-loop delay and load over one phase.
type LoopStats struct {
	Delay struct {
		P50, P90, P99, Max, Mean float64 // ms
		Count                    int
	}
	ResolutionMs float64
	ELU          float64 // event-loop utilisation, 0–1
	CPUMs        float64
	WallMs       float64
}

// Mark starts a phase.
func (h *Host) Mark(ctx context.Context) error { return h.Command(ctx, "mark", nil) }

// Stats returns the phase since the last Mark.
func (h *Host) Stats(ctx context.Context) (LoopStats, error) {
	var s LoopStats
	err := h.Command(ctx, "stats", &s)
	return s, err
}

// Pipe times n round trips of Runtime.evaluate("1") over the debugger of
// webContents id inside the host: the stand-in's pipe, without the bridge.
func (h *Host) Pipe(ctx context.Context, id string, n int) ([]time.Duration, error) {
	var r struct{ Micros []float64 }
	if err := h.Command(ctx, fmt.Sprintf("pipe %s %d", id, n), &r); err != nil {
		return nil, err
	}
	out := make([]time.Duration, len(r.Micros))
	for i, us := range r.Micros {
		out[i] = time.Duration(us * float64(time.Microsecond))
	}
	return out, nil
}

// Client returns a bridge client for the host.
func (h *Host) Client() *bridge.Client {
	return bridge.NewClient(bridge.Endpoint{URL: h.URL, Token: h.Token})
}

// Env points electron-mcp at the host.
func (h *Host) Env() []string {
	return []string{proto.EnvBridge + "=" + h.URL, proto.EnvToken + "=" + h.Token}
}

// Stop closes the host's stdin (it ends Chromium and exits), then kills it
// if it lingers.
func (h *Host) Stop() {
	h.stdin.Close()
	select {
	case <-h.exited:
	case <-time.After(10 * time.Second):
		h.cmd.Process.Signal(syscall.SIGKILL)
		<-h.exited
	}
}
