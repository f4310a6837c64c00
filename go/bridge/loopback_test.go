package bridge_test

import (
	"errors"
	"net"
	"os"
	"os/exec"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/electron-mcp/electron-mcp/go/bridge"
	"github.com/electron-mcp/electron-mcp/proto"
)

var (
	loopbackURLs = []string{
		"http://127.0.0.1:9222", "http://127.5.6.7:9222", "http://localhost:9222", "http://LOCALHOST:9222",
		"http://[::1]:9222", "ws://[::ffff:127.0.0.1]:9222", "https://127.0.0.1:9222",
	}
	otherURLs = []string{
		"http://192.0.2.1:9222", "http://[2001:db8::1]:9222", "http://bridge.invalid:9222", "http://localhost.:9222",
		"http://app.localhost:9222", "http://0.0.0.0:9222", "http://127.1:9222", "ws://10.0.0.1:9222",
	}
)

// TestDiscoverRefusesOtherHosts: a bridge URL from the flags, the
// environment or a discovery file must name this machine's loopback.
func TestDiscoverRefusesOtherHosts(t *testing.T) {
	dir := isolate(t)
	for _, u := range loopbackURLs {
		if _, err := bridge.Discover(bridge.Options{URL: u, Token: "t"}); err != nil {
			t.Errorf("--bridge %s: %v", u, err)
		}
	}
	for _, u := range otherURLs {
		_, err := bridge.Discover(bridge.Options{URL: u, Token: "t"})
		if !errors.Is(err, bridge.ErrNotLoopback) || !strings.HasPrefix(err.Error(), "bridge: --bridge "+strings.TrimSuffix(strings.Replace(u, "ws://", "http://", 1), "/")+" is refused: ") ||
			!strings.Contains(err.Error(), "only to this machine's loopback (127.0.0.0/8, ::1 or localhost)") {
			t.Errorf("--bridge %s: got %v", u, err)
		}

		t.Setenv(proto.EnvBridge, u)
		t.Setenv(proto.EnvToken, "t")
		_, err = bridge.Discover(bridge.Options{})
		if !errors.Is(err, bridge.ErrNotLoopback) || !strings.Contains(err.Error(), proto.EnvBridge+" ") || !strings.Contains(err.Error(), "unset "+proto.EnvBridge) {
			t.Errorf("%s=%s: got %v", proto.EnvBridge, u, err)
		}
		t.Setenv(proto.EnvBridge, "")
		t.Setenv(proto.EnvToken, "")
	}

	// A discovery file naming another host is passed over, with the reason…
	d := liveDiscovery(os.Getpid(), 1, time.Now())
	d.URL = "http://192.0.2.1:9222"
	path := writeDiscovery(t, dir, d)
	_, err := bridge.Discover(bridge.Options{})
	if !errors.Is(err, bridge.ErrNoBridge) || !lineWith(err.Error(), path+": ", "only to this machine's loopback") {
		t.Fatalf("got %v, want the file passed over for its host", err)
	}
	// …and a live bridge of this machine is still found beside it.
	writeDiscovery(t, dir, liveDiscovery(os.Getppid(), 4100, time.Now().Add(-time.Minute)))
	ep, err := bridge.Discover(bridge.Options{})
	if err != nil || ep.URL != "http://127.0.0.1:4100" {
		t.Fatalf("got %v, %v; want the loopback bridge", ep, err)
	}
}

// otherAddress returns an address of this machine that is not loopback, or
// "" when it has none.
func otherAddress(t *testing.T) string {
	t.Helper()
	addrs, err := net.InterfaceAddrs()
	if err != nil {
		t.Fatal(err)
	}
	for _, a := range addrs {
		ipn, ok := a.(*net.IPNet)
		if ok && !ipn.IP.IsLoopback() && ipn.IP.IsGlobalUnicast() {
			return ipn.IP.String()
		}
	}
	return ""
}

// TestTokenStaysOnLoopback: a real listener on this machine's non-loopback
// address, named by the environment, a discovery file or a hand-made
// endpoint, is never connected to: not by Discover, not by a Client, not by
// the electron-mcp binary. (TestNoDialOutsideLoopback proves the same with
// a dial counter, on machines with no such address.)
func TestTokenStaysOnLoopback(t *testing.T) {
	ip := otherAddress(t)
	if ip == "" {
		t.Skip("this machine has no address but loopback; TestNoDialOutsideLoopback covers the rule")
	}
	ln, err := net.Listen("tcp", net.JoinHostPort(ip, "0"))
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	var accepted atomic.Int32
	acceptedOne := make(chan struct{}, 1)
	go func() {
		for {
			c, err := ln.Accept()
			if err != nil {
				return
			}
			accepted.Add(1)
			c.Close()
			select {
			case acceptedOne <- struct{}{}:
			default:
			}
		}
	}()
	url := "http://" + ln.Addr().String()

	// The listener is reachable: had anything connected, it would count.
	probe, err := net.DialTimeout("tcp", ln.Addr().String(), 5*time.Second)
	if err != nil {
		t.Fatal(err)
	}
	probe.Close()
	select {
	case <-acceptedOne:
	case <-time.After(pollTimeout):
		t.Fatal("the listener did not accept a plain connection")
	}
	accepted.Store(0)

	c := bridge.NewClient(bridge.Endpoint{URL: url, Token: "the-token"})
	_, errList := c.List(ctxT(t))
	_, errDial := c.Dial(ctxT(t), "1")
	_, errControl := c.Control(ctxT(t))
	for name, err := range map[string]error{"List": errList, "Dial": errDial, "Control": errControl} {
		if !errors.Is(err, bridge.ErrNotLoopback) {
			t.Errorf("%s: got %v, want ErrNotLoopback", name, err)
		}
	}

	// The binary, given the bridge by the environment, then by a discovery file.
	h := host(t)
	bin := h.binary(t)
	dir := isolate(t)
	d := liveDiscovery(os.Getpid(), 1, time.Now())
	d.URL = url
	writeDiscovery(t, dir, d)
	base := withoutEnv(os.Environ(), proto.EnvBridge, proto.EnvToken, "XDG_RUNTIME_DIR")
	for _, tc := range []struct {
		name string
		env  []string
		want string
	}{
		{"env", []string{proto.EnvBridge + "=" + url, proto.EnvToken + "=the-token", "XDG_RUNTIME_DIR=" + t.TempDir()}, proto.EnvBridge + " " + url + " is refused"},
		{"discovery file", []string{"XDG_RUNTIME_DIR=" + strings.TrimSuffix(dir, "/"+proto.DiscoveryDirName)}, "its url " + url + " is refused"},
	} {
		cmd := exec.CommandContext(ctxT(t), bin, "list")
		cmd.Env = append(base, tc.env...)
		out, err := cmd.CombinedOutput()
		var ee *exec.ExitError
		if !errors.As(err, &ee) || ee.ExitCode() != 1 || !strings.Contains(string(out), tc.want) || !strings.Contains(string(out), "only to this machine's loopback") {
			t.Errorf("%s: electron-mcp list: %v\n%s", tc.name, err, out)
		}
		if strings.Contains(string(out), "the-token") {
			t.Errorf("%s: the token is printed:\n%s", tc.name, out)
		}
	}
	if n := accepted.Load(); n != 0 {
		t.Fatalf("%d connections reached %s", n, url)
	}
}
