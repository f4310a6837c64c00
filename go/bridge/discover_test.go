package bridge_test

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/electron-mcp/electron-mcp/go/bridge"
	"github.com/electron-mcp/electron-mcp/proto"
)

// isolate points every place Discover looks at empty test values.
func isolate(t *testing.T) (dir string) {
	t.Helper()
	run := t.TempDir()
	t.Setenv("XDG_RUNTIME_DIR", run)
	t.Setenv(proto.EnvBridge, "")
	t.Setenv(proto.EnvToken, "")
	dir = filepath.Join(run, proto.DiscoveryDirName)
	if err := os.Mkdir(dir, proto.DiscoveryDirMode); err != nil {
		t.Fatal(err)
	}
	return dir
}

// writeDiscovery writes <pid>.json into dir the way a bridge does.
func writeDiscovery(t *testing.T, dir string, d proto.Discovery) string {
	t.Helper()
	b, err := json.Marshal(d)
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(dir, strconv.Itoa(d.PID)+".json")
	if err := os.WriteFile(path, b, proto.DiscoveryMode); err != nil {
		t.Fatal(err)
	}
	return path
}

func liveDiscovery(pid int, port int, started time.Time) proto.Discovery {
	return proto.Discovery{
		Protocol:  proto.Version,
		PID:       pid,
		URL:       fmt.Sprintf("http://127.0.0.1:%d", port),
		Token:     fmt.Sprintf("token-of-%d", pid),
		App:       fmt.Sprintf("app-%d", pid),
		StartedAt: started.UTC().Format(time.RFC3339Nano),
	}
}

// deadPID returns the pid of a process that has exited.
func deadPID(t *testing.T) int {
	t.Helper()
	cmd := exec.Command("true")
	if err := cmd.Run(); err != nil {
		t.Fatalf("running true: %v", err)
	}
	return cmd.Process.Pid
}

func TestDiscoverOrder(t *testing.T) {
	dir := isolate(t)
	writeDiscovery(t, dir, liveDiscovery(os.Getpid(), 3000, time.Now()))

	// A live discovery file alone is found.
	ep, err := bridge.Discover(bridge.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if ep.Source.Kind != bridge.FromFile || ep.URL != "http://127.0.0.1:3000" || ep.PID != os.Getpid() {
		t.Fatalf("file: got %#v from %v", ep, ep.Source)
	}

	// The environment beats the file.
	t.Setenv(proto.EnvBridge, "http://127.0.0.1:2000")
	t.Setenv(proto.EnvToken, "env-token")
	ep, err = bridge.Discover(bridge.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if ep.Source.Kind != bridge.FromEnv || ep.URL != "http://127.0.0.1:2000" || ep.Token != "env-token" {
		t.Fatalf("env: got %#v", ep)
	}

	// Flags beat the environment.
	ep, err = bridge.Discover(bridge.Options{URL: "ws://127.0.0.1:1000/", Token: "flag-token"})
	if err != nil {
		t.Fatal(err)
	}
	if ep.Source.Kind != bridge.FromFlags || ep.URL != "http://127.0.0.1:1000" || ep.Token != "flag-token" {
		t.Fatalf("flags: got %#v", ep)
	}
}

func TestDiscoverHalfSettings(t *testing.T) {
	isolate(t)
	for _, opts := range []bridge.Options{{URL: "http://127.0.0.1:1"}, {Token: "t"}} {
		if _, err := bridge.Discover(opts); err == nil || !strings.Contains(err.Error(), "--bridge and --token go together") {
			t.Errorf("Discover(%+v): got %v, want the flags to be refused", opts.URL, err)
		}
	}
	t.Setenv(proto.EnvBridge, "http://127.0.0.1:2000")
	if _, err := bridge.Discover(bridge.Options{}); err == nil || !strings.Contains(err.Error(), proto.EnvToken) {
		t.Errorf("env without token: got %v", err)
	}
}

func TestDiscoverBadURL(t *testing.T) {
	isolate(t)
	for _, u := range []string{"127.0.0.1:80", "ftp://127.0.0.1:21", "http://127.0.0.1", "http://127.0.0.1:9/devtools/page/1", "http://u:secret@127.0.0.1:9"} {
		_, err := bridge.Discover(bridge.Options{URL: u, Token: "t"})
		if err == nil {
			t.Errorf("%q: accepted", u)
			continue
		}
		if strings.Contains(err.Error(), "secret") {
			t.Errorf("%q: error repeats the password: %v", u, err)
		}
	}
}

func TestDiscoverNothing(t *testing.T) {
	isolate(t)
	_, err := bridge.Discover(bridge.Options{})
	if !errors.Is(err, bridge.ErrNoBridge) {
		t.Fatalf("got %v, want ErrNoBridge", err)
	}
	for _, want := range []string{"startBridge()", "electron-bridge/testing/host.js --url", "--bridge", "--token"} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("the error does not say %q:\n%v", want, err)
		}
	}

	// No directory at all is the same answer.
	t.Setenv("XDG_RUNTIME_DIR", filepath.Join(t.TempDir(), "missing"))
	if _, err := bridge.Discover(bridge.Options{}); !errors.Is(err, bridge.ErrNoBridge) {
		t.Fatalf("missing dir: got %v, want ErrNoBridge", err)
	}
}

func TestDiscoverSkipsUnusableFiles(t *testing.T) {
	dir := isolate(t)
	now := time.Now()

	dead := writeDiscovery(t, dir, liveDiscovery(deadPID(t), 4001, now))

	old := liveDiscovery(os.Getppid(), 4002, now)
	old.Protocol = proto.Version + 1
	wrongProto := writeDiscovery(t, dir, old)

	readable := writeDiscovery(t, dir, liveDiscovery(os.Getpid(), 4003, now))
	if err := os.Chmod(readable, 0o644); err != nil {
		t.Fatal(err)
	}

	target := filepath.Join(t.TempDir(), "elsewhere.json")
	b, _ := json.Marshal(liveDiscovery(1, 4004, now))
	if err := os.WriteFile(target, b, proto.DiscoveryMode); err != nil {
		t.Fatal(err)
	}
	link := filepath.Join(dir, "1.json")
	if err := os.Symlink(target, link); err != nil {
		t.Fatal(err)
	}

	// Junk that is not <pid>.json is ignored without comment.
	if err := os.WriteFile(filepath.Join(dir, ".123.json.tmp"), []byte("{"), 0o600); err != nil {
		t.Fatal(err)
	}

	_, err := bridge.Discover(bridge.Options{})
	if !errors.Is(err, bridge.ErrNoBridge) {
		t.Fatalf("got %v, want ErrNoBridge", err)
	}
	msg := err.Error()
	for path, why := range map[string]string{
		dead:       "is not running",
		wrongProto: "protocol version",
		readable:   "mode 0644",
		link:       "symbolic link",
	} {
		if !lineWith(msg, path+": ", why) {
			t.Errorf("the error does not say %s: %s…:\n%s", path, why, msg)
		}
	}
	if strings.Contains(msg, ".tmp") {
		t.Errorf("the error mentions a temporary file:\n%s", msg)
	}

	// A good file beside the bad ones is found.
	writeDiscovery(t, dir, liveDiscovery(os.Getppid(), 4005, now)) // replaces wrongProto
	ep, err := bridge.Discover(bridge.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if ep.URL != "http://127.0.0.1:4005" || ep.Source.Live != 1 {
		t.Fatalf("got %v (live %d)", ep, ep.Source.Live)
	}
}

func TestDiscoverSkipsOtherOwner(t *testing.T) {
	if os.Getuid() != 0 {
		t.Skip("needs root to give a file to another user")
	}
	dir := isolate(t)
	path := writeDiscovery(t, dir, liveDiscovery(os.Getpid(), 4006, time.Now()))
	if err := os.Chown(path, 65534, 65534); err != nil {
		t.Fatal(err)
	}
	_, err := bridge.Discover(bridge.Options{})
	if !errors.Is(err, bridge.ErrNoBridge) || !strings.Contains(err.Error(), "owned by uid 65534") {
		t.Fatalf("got %v, want the file refused for its owner", err)
	}
}

func TestDiscoverNewestWins(t *testing.T) {
	dir := isolate(t)
	now := time.Now()
	writeDiscovery(t, dir, liveDiscovery(os.Getppid(), 5001, now.Add(-time.Hour)))
	newest := writeDiscovery(t, dir, liveDiscovery(os.Getpid(), 5002, now))
	writeDiscovery(t, dir, liveDiscovery(deadPID(t), 5003, now.Add(time.Hour))) // newer, but dead

	ep, err := bridge.Discover(bridge.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if ep.URL != "http://127.0.0.1:5002" || ep.PID != os.Getpid() || ep.App != fmt.Sprintf("app-%d", os.Getpid()) {
		t.Fatalf("got %v, want the newest live bridge", ep)
	}
	if ep.Source.Path != newest || ep.Source.Live != 2 {
		t.Fatalf("source: got %+v", ep.Source)
	}
	if s := ep.Source.String(); !strings.Contains(s, "the newest of 2 running bridges") {
		t.Fatalf("the choice is not visible: %q", s)
	}
}

func TestDiscoveryDir(t *testing.T) {
	run := t.TempDir()
	t.Setenv("XDG_RUNTIME_DIR", run)
	if got, want := bridge.DiscoveryDir(nil), filepath.Join(run, proto.DiscoveryDirName); got != want {
		t.Errorf("with XDG_RUNTIME_DIR: got %s, want %s", got, want)
	}
	tmp := t.TempDir()
	t.Setenv("XDG_RUNTIME_DIR", "")
	t.Setenv("TMPDIR", tmp)
	if got, want := bridge.DiscoveryDir(nil), filepath.Join(tmp, proto.DiscoveryDirName); got != want {
		t.Errorf("without XDG_RUNTIME_DIR: got %s, want %s", got, want)
	}
}

// lineWith reports whether a line of s holds both prefix and want, in order.
func lineWith(s, prefix, want string) bool {
	for line := range strings.Lines(s) {
		if _, rest, ok := strings.Cut(line, prefix); ok && strings.Contains(rest, want) {
			return true
		}
	}
	return false
}
