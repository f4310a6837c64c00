// Package standin starts the Chromium stand-in for Electron —
// `node electron-bridge/testing/host.js`, the real bridge in front of a real
// headless Chromium — for tests, benchmarks and the demo.
package standin

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"sync"
	"syscall"
	"time"

	"github.com/electron-mcp/electron-mcp/go/bridge"
	"github.com/electron-mcp/electron-mcp/proto"
)

// Script is the host, relative to the repository root.
const Script = "electron-bridge/testing/host.js"

// StartTimeout bounds Chromium's start on a cold, busy machine.
const StartTimeout = 60 * time.Second

// Options say what the host opens.
type Options struct {
	URLs     []string // one window each; none means one window on about:blank
	Webviews []string // <webview> guests of the first window
}

// Target is one target the host announced.
type Target struct {
	ID     string `json:"id"`
	Type   string `json:"type"`
	URL    string `json:"url"`
	HostID string `json:"hostId,omitempty"`
}

// Host is a running stand-in host.
type Host struct {
	URL         string   `json:"url"`
	Token       string   `json:"token"`
	PID         int      `json:"pid"`
	ChromiumPID int      `json:"chromiumPid"`
	Targets     []Target `json:"targets"`

	cmd     *exec.Cmd
	stdin   io.WriteCloser
	lines   chan []byte // stdout lines after the first: answers to commands
	steerMu sync.Mutex
	stderr  *tail
	exited  chan struct{}
	stopped sync.Once
	stopErr error
}

// RepoRoot walks up from the working directory to go.mod.
func RepoRoot() (string, error) {
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
			return "", errors.New("standin: no go.mod above the working directory")
		}
		dir = parent
	}
}

// Start starts a host and waits for its JSON line. It writes no discovery
// file and leaves the caller's environment alone.
func Start(ctx context.Context, opt Options) (*Host, error) {
	root, err := RepoRoot()
	if err != nil {
		return nil, err
	}
	if _, err := os.Stat(filepath.Join(root, Script)); err != nil {
		return nil, fmt.Errorf("standin: %s is missing: %w", Script, err)
	}
	node, err := exec.LookPath("node")
	if err != nil {
		return nil, fmt.Errorf("standin: node is not installed: %w", err)
	}
	args := []string{Script, "--no-discovery"}
	for _, u := range opt.URLs {
		args = append(args, "--url", u)
	}
	for _, u := range opt.Webviews {
		args = append(args, "--webview", u)
	}
	h := &Host{stderr: &tail{max: 32 << 10}, exited: make(chan struct{}), lines: make(chan []byte, 16)}
	h.cmd = exec.Command(node, args...)
	h.cmd.Dir = root
	h.cmd.Env = withoutEnv(os.Environ(), proto.EnvBridge, proto.EnvToken)
	h.cmd.Stderr = h.stderr
	// The host exits when its stdin closes, even if this process dies.
	if h.stdin, err = h.cmd.StdinPipe(); err != nil {
		return nil, err
	}
	stdout, err := h.cmd.StdoutPipe()
	if err != nil {
		return nil, err
	}
	if err := h.cmd.Start(); err != nil {
		return nil, fmt.Errorf("standin: %w", err)
	}
	go func() {
		h.cmd.Wait()
		close(h.exited)
	}()
	line := make(chan []byte, 1)
	go func() {
		r := bufio.NewReader(stdout)
		l, _ := r.ReadBytes('\n')
		line <- l
		for {
			l, err := r.ReadBytes('\n')
			if err != nil {
				close(h.lines)
				return
			}
			h.lines <- l
		}
	}()
	ctx, cancel := context.WithTimeout(ctx, StartTimeout)
	defer cancel()
	select {
	case l := <-line:
		if err := json.Unmarshal(l, h); err != nil || h.URL == "" {
			h.Stop()
			return nil, fmt.Errorf("standin: the host did not start (%q): %s", bytes.TrimSpace(l), h.stderr)
		}
		return h, nil
	case <-ctx.Done():
		h.Stop()
		return nil, fmt.Errorf("standin: the host did not start within %s: %s", StartTimeout, h.stderr)
	}
}

// Steer runs one command of the host's stdin protocol (see host.js:
// "window <url>", "webview <hostId> <url>", "destroy <id>", "crash <id>")
// and returns the id it reports, if any.
func (h *Host) Steer(ctx context.Context, command string) (string, error) {
	h.steerMu.Lock()
	defer h.steerMu.Unlock()
	if _, err := io.WriteString(h.stdin, command+"\n"); err != nil {
		return "", fmt.Errorf("standin: %s: %w", command, err)
	}
	select {
	case l, ok := <-h.lines:
		if !ok {
			return "", fmt.Errorf("standin: %s: the host exited: %s", command, h.stderr)
		}
		var ans struct {
			OK    bool   `json:"ok"`
			ID    string `json:"id"`
			Error string `json:"error"`
		}
		if err := json.Unmarshal(l, &ans); err != nil || !ans.OK {
			return "", fmt.Errorf("standin: %s: %s%s", command, ans.Error, bytes.TrimSpace(l))
		}
		return ans.ID, nil
	case <-ctx.Done():
		return "", fmt.Errorf("standin: %s: %w", command, ctx.Err())
	}
}

// Endpoint is the bridge of the host.
func (h *Host) Endpoint() bridge.Endpoint {
	return bridge.Endpoint{URL: h.URL, Token: h.Token}
}

// Client returns a bridge client for the host.
func (h *Host) Client() *bridge.Client { return bridge.NewClient(h.Endpoint()) }

// Env returns the environment variables that point electron-mcp at the host.
func (h *Host) Env() []string {
	return []string{proto.EnvBridge + "=" + h.URL, proto.EnvToken + "=" + h.Token}
}

// Stderr returns the end of what the host wrote to stderr.
func (h *Host) Stderr() string { return h.stderr.String() }

// Stop ends the host (SIGTERM, then SIGKILL after a grace period) and waits
// for it. The host ends Chromium itself.
func (h *Host) Stop() error {
	h.stopped.Do(func() {
		h.stdin.Close()
		if h.cmd.Process != nil {
			h.cmd.Process.Signal(syscall.SIGTERM)
		}
		select {
		case <-h.exited:
		case <-time.After(15 * time.Second):
			h.cmd.Process.Kill()
			<-h.exited
			h.stopErr = fmt.Errorf("standin: the host did not stop within 15s: %s", h.stderr)
		}
	})
	return h.stopErr
}

func withoutEnv(env []string, names ...string) []string {
	out := env[:0:0]
next:
	for _, kv := range env {
		for _, n := range names {
			if len(kv) > len(n) && kv[:len(n)+1] == n+"=" {
				continue next
			}
		}
		out = append(out, kv)
	}
	return out
}

// tail keeps the last max bytes written to it.
type tail struct {
	mu  sync.Mutex
	max int
	buf []byte
}

func (t *tail) Write(p []byte) (int, error) {
	t.mu.Lock()
	defer t.mu.Unlock()
	t.buf = append(t.buf, p...)
	if len(t.buf) > t.max {
		t.buf = t.buf[len(t.buf)-t.max:]
	}
	return len(p), nil
}

func (t *tail) String() string {
	t.mu.Lock()
	defer t.mu.Unlock()
	return string(bytes.TrimSpace(t.buf))
}
