package bridge_test

import (
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/runtime"

	"github.com/electron-mcp/electron-mcp/go/bridge"
	"github.com/electron-mcp/electron-mcp/go/internal/bench"
	"github.com/electron-mcp/electron-mcp/proto"
)

// TestCDPClientOnChromium drives Debian's Chromium started with
// --remote-debugging-port=0: its pages only, never the browser target or
// Chromium's own UI targets, and no token on the wire.
func TestCDPClientOnChromium(t *testing.T) {
	ch, err := bench.StartChromium(ctxT(t), "data:text/html,<title>plain</title>plain")
	if err != nil {
		t.Fatal(err)
	}
	defer ch.Close()
	url := fmt.Sprintf("http://127.0.0.1:%d", ch.Port)
	c, err := bridge.NewCDPClient(url + "/")
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	if !c.IsCDP() || c.Endpoint().URL != url || c.Endpoint().Source.Kind != bridge.FromCDP {
		t.Fatalf("endpoint %v", c.Endpoint())
	}
	if _, err := c.Check(ctxT(t)); err != nil {
		t.Fatalf("Check on a DevTools endpoint (no protocol field): %v", err)
	}

	// Chromium lists more than pages (its own UI targets, for one).
	resp, err := http.Get(url + proto.PathList)
	if err != nil {
		t.Fatal(err)
	}
	var raw []struct{ ID, Type, URL string }
	err = json.NewDecoder(resp.Body).Decode(&raw)
	resp.Body.Close()
	if err != nil {
		t.Fatal(err)
	}
	var notPage string
	for _, r := range raw {
		if r.Type != "page" {
			notPage = r.ID
		}
	}

	// The title shows once the page has loaded.
	var ts []proto.Target
	ctx := ctxT(t)
	for {
		if ts, err = c.List(ctx); err != nil {
			t.Fatal(err)
		}
		if len(ts) == 1 && ts[0].Title == "plain" {
			break
		}
		select {
		case <-ctx.Done():
			t.Fatalf("targets: %+v", ts)
		case <-time.After(20 * time.Millisecond):
		}
	}
	if ts[0].Type != proto.TypePage || !strings.HasPrefix(ts[0].WebSocketDebuggerURL, "ws://127.0.0.1:") {
		t.Errorf("target %+v", ts[0])
	}

	conn, err := c.Dial(ctxT(t), ts[0].ID)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	res, err := cdp.Call(ctxT(t), conn, runtime.Evaluate, runtime.EvaluateParams{Expression: "document.title", ReturnByValue: new(true)})
	if err != nil {
		t.Fatal(err)
	}
	if string(res.Result.Value) != `"plain"` {
		t.Errorf("title %s", res.Result.Value)
	}

	v, err := c.Version(ctxT(t))
	if err != nil {
		t.Fatal(err)
	}
	browserID := v.WebSocketDebuggerURL[strings.LastIndex(v.WebSocketDebuggerURL, "/")+1:]
	for _, id := range []string{browserID, notPage, "nope"} {
		if id == "" {
			continue
		}
		if _, err := c.Dial(ctxT(t), id); !errors.Is(err, bridge.ErrNoTarget) || !strings.Contains(err.Error(), "not a page") {
			t.Errorf("Dial(%q) should be refused as no page: %v", id, err)
		}
	}
}

func TestCDPWarningAndURLs(t *testing.T) {
	w := bridge.CDPWarning("http://127.0.0.1:9222")
	if !strings.Contains(w, "no authentication") || !strings.Contains(w, "any program on this machine") {
		t.Errorf("loopback warning: %s", w)
	}
	w = bridge.CDPWarning("http://192.168.1.7:9222")
	if !strings.Contains(w, "anyone who can reach 192.168.1.7:9222 over the network") {
		t.Errorf("network warning: %s", w)
	}
	for _, bad := range []string{"", "ftp://127.0.0.1:9222", "http://127.0.0.1", "http://127.0.0.1:9222/json"} {
		if _, err := bridge.NewCDPClient(bad); err == nil || !strings.HasPrefix(err.Error(), "bridge: --cdp: ") {
			t.Errorf("NewCDPClient(%q): %v", bad, err)
		}
	}
	if _, err := bridge.NewCDPClient("ws://localhost:9222"); err != nil {
		t.Errorf("ws:// is accepted as http://: %v", err)
	}
}
