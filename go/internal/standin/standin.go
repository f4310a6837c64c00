package standin

import (
	"bufio"
	"bytes"
	"cmp"
	"context"
	"encoding/json"
	"errors"
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
	"github.com/electron-mcp/electron-mcp/proto"
)

// Script is the host, relative to the repository root.
const Script = "electron-bridge/testing/host.js"

// Deadlines of the harness.
const (
	StartTimeout = 60 * time.Second // Chromium's first start on a cold, busy machine
	StopTimeout  = 15 * time.Second // from SIGTERM until the host is killed
)

// stopTimeout is StopTimeout, shorter in this package's tests.
var stopTimeout = StopTimeout

// Options say what the host opens and how it runs. The zero value is one
// window on about:blank, no discovery file.
type Options struct {
	URLs     []string // one window each (--url); none means one window on about:blank
	Webviews []string // <webview> guests of the first window (--webview; host.js only)

	// RuntimeDir, when set, is the host's XDG_RUNTIME_DIR, and its bridge
	// writes its discovery file there, where bridge.Discover finds it with
	// the same XDG_RUNTIME_DIR. Unset, host.js writes none.
	RuntimeDir string
	// Env adds NAME=value entries to the host's environment.
	Env []string

	// Script replaces host.js with another host (relative to the
	// repository root) that prints the same first line and answers each
	// stdin line with one JSON line, such as scripts/bench-host.js. It gets
	// --url per URL, then Args, and none of host.js's other flags.
	Script string
	// Args are more arguments for the script, after the --url flags.
	Args []string
}

// Target is one target the host announced.
type Target struct {
	ID     string `json:"id"`
	Type   string `json:"type"`
	URL    string `json:"url"`
	HostID string `json:"hostId,omitempty"`
}

// Host is a running stand-in host. Its exported fields are those of the
// JSON line the host printed once it served.
type Host struct {
	URL         string   `json:"url"`   // of its bridge
	Token       string   `json:"token"` // of its bridge
	PID         int      `json:"pid"`
	ChromiumPID int      `json:"chromiumPid"` // also Chromium's process group
	Targets     []Target `json:"targets"`     // as the host started; List has the current ones

	script  string
	cmd     *exec.Cmd
	stdin   io.WriteCloser
	answers chan []byte // stdout lines after the first
	callMu  sync.Mutex  // one command at a time
	callErr error       // set once a Call stopped waiting: answers would be out of step
	stderr  *tail
	exited  chan struct{}
	stopped sync.Once
	stopErr error
	killed  bool // by Kill: its exit status says nothing
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

// Start starts a host and waits (at most StartTimeout) for its JSON line.
// The host gets the caller's environment without the variables that point
// electron-mcp at a bridge, plus opt.Env. It exits when its stdin closes,
// so it never outlives this process; still, call Stop.
func Start(ctx context.Context, opt Options) (*Host, error) {
	root, err := RepoRoot()
	if err != nil {
		return nil, err
	}
	script := cmp.Or(opt.Script, Script)
	if _, err := os.Stat(filepath.Join(root, script)); err != nil {
		return nil, fmt.Errorf("standin: %s is missing (%w): the JavaScript half of the repository is needed", script, err)
	}
	node, err := exec.LookPath("node")
	if err != nil {
		return nil, fmt.Errorf("standin: node is not installed: %w", err)
	}
	args := []string{script}
	for _, u := range opt.URLs {
		args = append(args, "--url", u)
	}
	switch {
	case script == Script:
		for _, u := range opt.Webviews {
			args = append(args, "--webview", u)
		}
		if opt.RuntimeDir == "" {
			args = append(args, "--no-discovery")
		}
	case len(opt.Webviews) > 0:
		return nil, fmt.Errorf("standin: Webviews need %s, not %s", Script, script)
	}
	args = append(args, opt.Args...)
	env := withoutEnv(os.Environ(), proto.EnvBridge, proto.EnvToken)
	if opt.RuntimeDir != "" {
		env = append(withoutEnv(env, "XDG_RUNTIME_DIR"), "XDG_RUNTIME_DIR="+opt.RuntimeDir)
	}

	h := &Host{
		script:  script,
		answers: make(chan []byte, 16),
		stderr:  &tail{max: 64 << 10},
		exited:  make(chan struct{}),
	}
	h.cmd = exec.Command(node, args...)
	h.cmd.Dir = root
	h.cmd.Env = append(env, opt.Env...)
	h.cmd.Stderr = h.stderr
	h.cmd.SysProcAttr = ownProcessGroup()
	h.cmd.WaitDelay = 5 * time.Second // a grandchild holding stderr open does not hang Wait
	if h.stdin, err = h.cmd.StdinPipe(); err != nil {
		return nil, err
	}
	stdout, err := h.cmd.StdoutPipe()
	if err != nil {
		return nil, err
	}
	started := time.Now()
	if err := h.cmd.Start(); err != nil {
		return nil, fmt.Errorf("standin: starting %s: %w", script, err)
	}
	go func() {
		h.cmd.Wait()
		close(h.exited)
	}()
	first := make(chan []byte, 1)
	go func() {
		defer close(h.answers)
		r := bufio.NewReader(stdout)
		l, err := r.ReadBytes('\n')
		if err != nil {
			close(first)
			return
		}
		first <- l
		for {
			l, err := r.ReadBytes('\n')
			if err != nil {
				return
			}
			h.answers <- l
		}
	}()

	ctx, cancel := context.WithTimeout(ctx, StartTimeout)
	defer cancel()
	select {
	case l, ok := <-first:
		if !ok {
			select { // for the exit status
			case <-h.exited:
			case <-time.After(2 * time.Second):
			}
			err = fmt.Errorf("standin: %s printed no JSON line; %s", script, h.state())
		} else if jerr := json.Unmarshal(l, h); jerr != nil || h.URL == "" || h.Token == "" {
			err = fmt.Errorf("standin: %s's first line is not the documented JSON with url and token (%v): %q",
				script, jerr, redact(string(bytes.TrimSpace(l)), h.Token))
		}
	case <-ctx.Done():
		err = fmt.Errorf("standin: %s printed nothing within %s (%w); %s",
			script, time.Since(started).Round(time.Second), ctx.Err(), h.state())
	}
	if err != nil {
		h.Stop()
		return nil, err
	}
	return h, nil
}

// Call sends one command line to the host's stdin and decodes its one-line
// JSON answer into v (nil discards it). An answer {"error":"…"} is returned
// as an error. A Call that stops waiting (ctx) makes later Calls fail: their
// answers would be out of step.
func (h *Host) Call(ctx context.Context, command string, v any) error {
	h.callMu.Lock()
	defer h.callMu.Unlock()
	if h.callErr != nil {
		return fmt.Errorf("standin: %s: %w", command, h.callErr)
	}
	if _, err := io.WriteString(h.stdin, command+"\n"); err != nil {
		return fmt.Errorf("standin: %s: %w; %s", command, err, h.state())
	}
	select {
	case l, ok := <-h.answers:
		if !ok {
			return fmt.Errorf("standin: %s: no answer; %s", command, h.state())
		}
		var e struct {
			Error string `json:"error"`
		}
		if err := json.Unmarshal(l, &e); err != nil {
			return fmt.Errorf("standin: %s: the answer is not a JSON object (%v): %q", command, err, bytes.TrimSpace(l))
		}
		if e.Error != "" {
			return fmt.Errorf("standin: %s: %s", command, e.Error)
		}
		if v != nil {
			if err := json.Unmarshal(l, v); err != nil {
				return fmt.Errorf("standin: %s: decoding the answer: %w", command, err)
			}
		}
		return nil
	case <-ctx.Done():
		h.callErr = fmt.Errorf("an earlier command, %q, got no answer in time", command)
		return fmt.Errorf("standin: %s: no answer: %w", command, ctx.Err())
	}
}

// Steer runs one command of host.js ("window <url>", "webview <hostId>
// <url>", "destroy <id>", "crash <id>", "crash-frame <id> <url part>", "detach <id>"; see its header
// comment) and returns the id it reports, if any.
func (h *Host) Steer(ctx context.Context, command string) (string, error) {
	var ans struct {
		OK bool   `json:"ok"`
		ID string `json:"id"`
	}
	if err := h.Call(ctx, command, &ans); err != nil {
		return "", err
	}
	if !ans.OK {
		return "", fmt.Errorf("standin: %s: the answer lacks \"ok\"", command)
	}
	return ans.ID, nil
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

// Stderr returns the end (64 KiB) of what the host wrote to stderr.
func (h *Host) Stderr() string { return h.stderr.String() }

// Err is nil while the host runs. Once it has exited, Err says how, with
// the end of its stderr.
func (h *Host) Err() error {
	select {
	case <-h.exited:
		return errors.New("standin: " + h.state())
	default:
		return nil
	}
}

// Kill kills the host and its Chromium at once (SIGKILL to both process
// groups), as when the app crashes or is killed: nothing cleans up, the
// bridge's sockets just drop. It returns once the host has exited; Stop
// afterwards reports nothing about the exit.
func (h *Host) Kill() {
	h.killed = true
	killGroups(h.cmd.Process.Pid, h.ChromiumPID)
	<-h.exited
}

// Stop ends the host: it closes its stdin and sends SIGTERM (the host ends
// Chromium and exits), and kills the host's process group and Chromium's if
// the host has not exited within StopTimeout. The error reports a host that
// had to be killed, one that exited badly, and one that logged an unhandled
// error ("Unhandled rejection", "unhandled 'error' event"). Later calls
// return the first call's error.
func (h *Host) Stop() error {
	h.stopped.Do(func() { h.stopErr = h.stop() })
	return h.stopErr
}

func (h *Host) stop() error {
	var errs []error
	h.stdin.Close()
	h.cmd.Process.Signal(syscall.SIGTERM) // fails once the host has exited
	select {
	case <-h.exited:
		if st := h.cmd.ProcessState; !h.killed && !st.Success() && !signaledBy(st, syscall.SIGTERM) {
			errs = append(errs, fmt.Errorf("standin: %s exited badly: %s; its stderr:\n%s", h.script, st, h.stderrOrEmpty()))
		}
	case <-time.After(stopTimeout):
		killGroups(h.cmd.Process.Pid, h.ChromiumPID)
		<-h.exited
		errs = append(errs, fmt.Errorf("standin: %s did not stop within %s of SIGTERM: killed it and Chromium; its stderr:\n%s",
			h.script, stopTimeout, h.stderrOrEmpty()))
	}
	if s := h.stderr.String(); strings.Contains(s, "nhandled") {
		errs = append(errs, fmt.Errorf("standin: %s logged an unhandled error:\n%s", h.script, s))
	}
	return errors.Join(errs...)
}

// state says whether the host still runs, with the end of its stderr.
func (h *Host) state() string {
	state := "still running"
	select {
	case <-h.exited:
		state = "exited: " + h.cmd.ProcessState.String()
	default:
	}
	return fmt.Sprintf("%s %s; its stderr:\n%s", h.script, state, h.stderrOrEmpty())
}

func (h *Host) stderrOrEmpty() string {
	if s := h.stderr.String(); s != "" {
		return s
	}
	return "(empty)"
}

func signaledBy(st *os.ProcessState, sig syscall.Signal) bool {
	ws, ok := st.Sys().(syscall.WaitStatus)
	return ok && ws.Signaled() && ws.Signal() == sig
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
