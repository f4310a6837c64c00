package main

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/chromedp/cdproto"
	"github.com/gorilla/websocket"

	"github.com/electron-mcp/electron-mcp/go/bridge"
	"github.com/electron-mcp/electron-mcp/go/cdp"
	"github.com/electron-mcp/electron-mcp/go/internal/bench"
	"github.com/electron-mcp/electron-mcp/go/internal/standin"
	"github.com/electron-mcp/electron-mcp/proto"
)

// The other bounded attacks of the third security round, each repeated a
// number of times while the host's event loop is timed: a service worker a
// client's auto-attach reaches, app tools whose handlers fail with what no
// String() prints or whose arguments would cost quadratic or backtracking
// checks, a client that sets every override the bridge must undo and
// leaves, and navigation to the computer's files.

// attackResult is one of them: what was done, what came of it and the
// host's event loop meanwhile.
type attackResult struct {
	Name    string
	What    string
	Outcome string
	Loop    bench.LoopStats
}

// timed runs attack between a Mark and the Stats of the host's loop.
func timed(ctx context.Context, host *standin.Host, name, what string, attack func() (string, error)) (*attackResult, error) {
	bh := &bench.Host{Host: host}
	if err := bh.Mark(ctx); err != nil {
		return nil, err
	}
	outcome, err := attack()
	loop, lerr := bh.Stats(ctx)
	res := &attackResult{Name: name, What: what, Outcome: outcome, Loop: loop}
	fmt.Printf("  %s: %s; host loop delay max %.1f ms, its own longest stall %.1f ms (%.0f ms CPU in %.0f ms)\n",
		name, outcome, loop.Delay.Max, loop.Delay.OwnMax, loop.CPUMs, loop.WallMs)
	if err != nil {
		return res, err
	}
	return res, lerr
}

// cdpCode is the code of a CDP error, 0 for none or another error.
func cdpCode(err error) int64 {
	var ce *cdproto.Error
	if errors.As(err, &ce) {
		return ce.Code
	}
	return 0
}

// serviceWorkerReach: a page that registered a service worker; clients
// turn auto-attach on for it, rounds times, and must never hear of the
// worker (it serves every window of its origin, hidden ones too).
func serviceWorkerReach(ctx context.Context, host *standin.Host, target string, rounds int) (*attackResult, error) {
	return timed(ctx, host, "service worker reach", fmt.Sprintf("%d page clients in turn on a page whose service worker runs, then %d on the browser endpoint: Target.setAutoAttach (flatten) on the page, then 300 ms of its events", rounds, max(rounds/4, 1)), func() (string, error) {
		seen := map[string]int{}
		for i := range rounds {
			conn, err := host.Client().Dial(ctx, target)
			if err != nil {
				return "", err
			}
			events, stop := conn.Subscribe("Target.attachedToTarget")
			cctx, cancel := context.WithTimeout(ctx, 20*time.Second)
			var ready struct {
				Result struct {
					Value any `json:"value"`
				} `json:"result"`
			}
			err = conn.Call(cctx, "Runtime.evaluate", map[string]any{"expression": "navigator.serviceWorker.ready.then((r) => r.active.state)", "awaitPromise": true, "returnByValue": true}, &ready)
			if err == nil && i == 0 && ready.Result.Value != "activated" {
				err = fmt.Errorf("the page's service worker is %v, not activated", ready.Result.Value)
			}
			if err == nil {
				err = conn.Call(cctx, "Target.setAutoAttach", map[string]any{"autoAttach": true, "waitForDebuggerOnStart": false, "flatten": true}, nil)
			}
			cancel()
			if err != nil {
				stop()
				_ = conn.Close()
				return "", err
			}
			deadline := time.After(300 * time.Millisecond)
		listen:
			for {
				select {
				case ev := <-events:
					var p struct {
						TargetInfo struct {
							Type string `json:"type"`
						} `json:"targetInfo"`
					}
					_ = json.Unmarshal(ev, &p)
					seen[p.TargetInfo.Type]++
				case <-deadline:
					break listen
				}
			}
			stop()
			_ = conn.Close()
		}
		// The browser endpoint, as Playwright's connectOverCDP uses it: the
		// root's auto-attach gives the page, the page session's its children.
		for range max(rounds/4, 1) {
			if err := browserAutoAttach(ctx, host, "/worker", seen); err != nil {
				return "", fmt.Errorf("the browser endpoint: %w", err)
			}
		}
		out := fmt.Sprintf("attached targets the clients heard of: %s", orNone(sortedCounts(seen)))
		if n := seen["service_worker"] + seen["shared_worker"]; n > 0 {
			return out, fmt.Errorf("a client heard of %d service or shared workers", n)
		}
		return out, nil
	})
}

// browserAutoAttach connects to the browser endpoint, turns auto-attach
// on for the root and then for the session of the page whose URL ends in
// path, and counts the types of the targets it hears of for 300 ms after.
func browserAutoAttach(ctx context.Context, host *standin.Host, path string, seen map[string]int) error {
	v, err := host.Client().Version(ctx)
	if err != nil {
		return err
	}
	d := websocket.Dialer{HandshakeTimeout: 20 * time.Second}
	ws, _, err := d.DialContext(ctx, v.WebSocketDebuggerURL, authHeader(host))
	if err != nil {
		return err
	}
	defer ws.Close()
	autoAttach := func(id int, session string) error {
		m := map[string]any{"id": id, "method": "Target.setAutoAttach", "params": map[string]any{"autoAttach": true, "waitForDebuggerOnStart": false, "flatten": true}}
		if session != "" {
			m["sessionId"] = session
		}
		return ws.WriteJSON(m)
	}
	if err := autoAttach(1, ""); err != nil {
		return err
	}
	pageSession := ""
	var quiet time.Time // set once the page session's auto-attach is sent
	for {
		deadline := time.Now().Add(20 * time.Second)
		if !quiet.IsZero() {
			deadline = quiet
		}
		_ = ws.SetReadDeadline(deadline)
		var m struct {
			ID     int             `json:"id"`
			Method string          `json:"method"`
			Error  json.RawMessage `json:"error"`
			Params struct {
				SessionID  string `json:"sessionId"`
				TargetInfo struct {
					Type string `json:"type"`
					URL  string `json:"url"`
				} `json:"targetInfo"`
			} `json:"params"`
		}
		if err := ws.ReadJSON(&m); err != nil {
			if !quiet.IsZero() && time.Now().After(quiet) {
				return nil
			}
			return fmt.Errorf("reading: %w (page session %q)", err, pageSession)
		}
		if len(m.Error) > 0 {
			return fmt.Errorf("command %d failed: %s", m.ID, m.Error)
		}
		if m.Method != "Target.attachedToTarget" {
			continue
		}
		info := m.Params.TargetInfo
		if pageSession == "" && info.Type == "page" && strings.HasSuffix(info.URL, path) {
			pageSession = m.Params.SessionID
			if err := autoAttach(2, pageSession); err != nil {
				return err
			}
			quiet = time.Now().Add(300 * time.Millisecond)
			continue
		}
		if info.Type != "page" {
			seen[info.Type]++
		}
	}
}

// appToolAttacks: handlers that reject or throw a null-prototype object,
// an object whose toString throws, a proxy that throws on every read, a
// symbol, undefined, or never settle (past their timeout), each rounds
// times; then 100,000 distinct ids against uniqueItems, the same with one
// repeated, and a string a backtracking pattern takes seconds on.
func appToolAttacks(ctx context.Context, host *standin.Host, rounds int) (*attackResult, error) {
	return timed(ctx, host, "app tool attacks", fmt.Sprintf("%d calls of a tool whose handler rejects or throws what String() cannot print or never settles; uniqueItems over 100,000 ids (with and without a repeat); ^(\\w+\\s?)*$ on 40 characters", rounds*12), func() (string, error) {
		ctrl, err := host.Client().Control(ctx)
		if err != nil {
			return "", err
		}
		defer ctrl.Close()
		codes := map[string]int{}
		call := func(name string, args any) (time.Duration, error) {
			cctx, cancel := context.WithTimeout(ctx, 30*time.Second)
			defer cancel()
			start := time.Now()
			_, err := ctrl.CallTool(cctx, name, args, "")
			took := time.Since(start)
			var te *bridge.ToolError
			switch {
			case errors.As(err, &te):
				codes[fmt.Sprint(te.Code)]++
				return took, nil
			case err != nil:
				return took, err
			}
			codes["answered"]++
			return took, nil
		}
		for range rounds {
			for _, how := range []string{"nullProto", "throwingToString", "throwingGetters", "symbol", "undefined", "never"} {
				for _, thrown := range []bool{false, true} {
					if _, err := call("reject", map[string]any{"how": how, "thrown": thrown}); err != nil {
						return "", fmt.Errorf("reject %s: %w", how, err)
					}
				}
			}
		}
		failed := codes["answered"]
		ids := make([]string, 100_000)
		for i := range ids {
			ids[i] = fmt.Sprintf("i%d", i)
		}
		distinct, err := call("ids", map[string]any{"ids": ids})
		if err != nil {
			return "", err
		}
		ids[len(ids)-1] = ids[0]
		repeated, err := call("ids", map[string]any{"ids": ids})
		if err != nil {
			return "", err
		}
		words, err := call("words", map[string]any{"text": strings.Repeat("ab ", 13) + "!"})
		if err != nil {
			return "", err
		}
		out := fmt.Sprintf("answers %s; uniqueItems %s and %s (a repeat), the pattern %s", sortedCounts(codes), distinct.Round(time.Millisecond), repeated.Round(time.Millisecond), words.Round(time.Millisecond))
		if failed > 0 {
			return out, fmt.Errorf("%d failing handlers answered as if they succeeded", failed)
		}
		return out, nil
	})
}

// The overrides a leaving client sets, and a page-side probe of them.
var leavingOverrides = []struct {
	method string
	params map[string]any
}{
	{"Emulation.setDeviceMetricsOverride", map[string]any{"width": 301, "height": 302, "deviceScaleFactor": 2, "mobile": true}},
	{"Emulation.setUserAgentOverride", map[string]any{"userAgent": "leaving-agent", "platform": "Leaving"}},
	{"Emulation.setTimezoneOverride", map[string]any{"timezoneId": "Pacific/Chatham"}},
	{"Emulation.setLocaleOverride", map[string]any{"locale": "ar-EG"}},
	{"Emulation.setEmulatedMedia", map[string]any{"media": "print", "features": []map[string]any{{"name": "prefers-color-scheme", "value": "dark"}}}},
	{"Emulation.setDataSaverOverride", map[string]any{"dataSaverEnabled": true}},
	{"Emulation.setSafeAreaInsetsOverride", map[string]any{"insets": map[string]any{"top": 20}}},
	{"Emulation.setScriptExecutionDisabled", map[string]any{"value": false}},
	{"Emulation.setCPUThrottlingRate", map[string]any{"rate": 4}},
	{"Emulation.setIdleOverride", map[string]any{"isUserActive": false, "isScreenUnlocked": false}},
	{"Network.enable", nil},
	{"Network.setExtraHTTPHeaders", map[string]any{"headers": map[string]any{"X-Leaving": "1"}}},
	{"Network.setCacheDisabled", map[string]any{"cacheDisabled": true}},
	{"Page.addScriptToEvaluateOnNewDocument", map[string]any{"source": "window.leftBehind = 1"}},
	// Its global function stays in the document until the next one
	// (Runtime.removeBinding, which the bridge sends, only stops its
	// calls), so the probe does not look for it.
	{"Runtime.addBinding", map[string]any{"name": "leftBinding"}},
}

const overridesProbe = `[innerWidth, devicePixelRatio, navigator.userAgent, Intl.DateTimeFormat().resolvedOptions().timeZone,
 matchMedia('print').matches, matchMedia('(prefers-color-scheme: dark)').matches, navigator.connection.saveData, typeof leftBehind].join(' ')`

// leavingClient: rounds clients that each set every override of
// leavingOverrides on a window and leave (half of them while another
// client stays); after each, the page must read as before.
func leavingClient(ctx context.Context, host *standin.Host, target string, rounds int) (*attackResult, error) {
	return timed(ctx, host, "a leaving client's overrides", fmt.Sprintf("%d clients in turn set %d overrides (device, user agent, time zone, locale, media, data saver, safe area, CPU, idle, headers, cache, scripts, bindings), pause the debugger (half of them leave before the pause takes) and leave, every other one while another client stays with the debugger enabled; after each the page reads as before and runs its own tasks", rounds, len(leavingOverrides)), func() (string, error) {
		probe := func(c interface {
			Call(context.Context, string, any, any) error
		}) (string, error) {
			var r struct {
				Result struct {
					Value any `json:"value"`
				} `json:"result"`
			}
			cctx, cancel := context.WithTimeout(ctx, 20*time.Second)
			defer cancel()
			err := c.Call(cctx, "Runtime.evaluate", map[string]any{"expression": overridesProbe, "returnByValue": true}, &r)
			return fmt.Sprint(r.Result.Value), err
		}
		// The client that stays keeps the debugger enabled: a pause the
		// leaving one made would hold the page for it.
		dialStay := func() (*cdp.Conn, error) {
			c, err := host.Client().Dial(ctx, target)
			if err == nil {
				if err = c.Call(ctx, "Debugger.enable", nil, nil); err != nil {
					_ = c.Close()
				}
			}
			return c, err
		}
		stay, err := dialStay()
		if err != nil {
			return "", err
		}
		defer func() { _ = stay.Close() }() // the one open at the end
		before, err := probe(stay)
		if err != nil {
			return "", err
		}
		for i := range rounds {
			c, err := host.Client().Dial(ctx, target)
			if err != nil {
				return "", err
			}
			cctx, cancel := context.WithTimeout(ctx, 30*time.Second)
			for _, o := range leavingOverrides {
				if err = c.Call(cctx, o.method, o.params, nil); err != nil {
					err = fmt.Errorf("%s: %w", o.method, err)
					break
				}
			}
			cancel()
			if err == nil {
				var during string
				if during, err = probe(c); err == nil && during == before {
					err = fmt.Errorf("the overrides did not take: %s", during)
				}
			}
			// Last, a pause, which takes at the next script the page runs:
			// the staying client's, which waits until the bridge resumes
			// the page on the leaving client's behalf. In rounds 3-4, 7-8,
			// … the client leaves with the pause still pending, which the
			// bridge's own script must take and the bridge resume.
			pending := i%4 >= 2
			var probed chan error
			if err == nil {
				paused, stop := c.Subscribe("Debugger.paused")
				if err = c.Call(ctx, "Debugger.enable", nil, nil); err == nil {
					err = c.Call(ctx, "Debugger.pause", nil, nil)
				}
				if err == nil && !pending {
					probed = make(chan error, 1)
					go func(stay *cdp.Conn) {
						_, err := probe(stay)
						probed <- err
					}(stay)
					select {
					case <-paused:
					case <-time.After(20 * time.Second):
						err = errors.New("the page did not pause")
					}
				}
				stop()
			}
			_ = c.Close()
			if probed != nil {
				if perr := <-probed; perr != nil && err == nil {
					err = fmt.Errorf("the page paused by a client that left: %w", perr)
				}
			}
			if err != nil {
				return "", err
			}
			check := stay
			if i%2 == 1 {
				// Alone: the last client left; a fresh one looks.
				if err := stay.Close(); err != nil {
					return "", err
				}
				if _, err := waitDetached(ctx, host, 20*time.Second); err != nil {
					return "", err
				}
				if stay, err = dialStay(); err != nil {
					return "", err
				}
				check = stay
			}
			// The bridge undoes on the client's leaving, without an answer
			// to wait for: look until it reads as before, for 10 s.
			after := ""
			for deadline := time.Now().Add(10 * time.Second); ; {
				if after, err = probe(check); err != nil {
					return "", fmt.Errorf("round %d: %w", i+1, err)
				}
				if after == before || time.Now().After(deadline) {
					break
				}
				time.Sleep(50 * time.Millisecond)
			}
			if after != before {
				return "", fmt.Errorf("round %d: the page reads %q after the client left, %q before", i+1, after, before)
			}
			// A paused page answers an evaluate (nested in the pause) but
			// runs none of its own tasks: a timer's must fire.
			cctx, cancel = context.WithTimeout(ctx, 20*time.Second)
			err = check.Call(cctx, "Runtime.evaluate", map[string]any{"expression": "new Promise((resolve) => setTimeout(resolve))", "awaitPromise": true}, nil)
			cancel()
			if err != nil {
				return "", fmt.Errorf("round %d: the page does not run its own tasks after the client left (paused?): %w", i+1, err)
			}
		}
		return fmt.Sprintf("the page read as before and ran its own tasks after each (%s)", before), nil
	})
}

// fileNavigation: rounds times every way to the computer's files a client
// might try; each must be refused (proto.CodeBlocked), and the page stay.
func fileNavigation(ctx context.Context, host *standin.Host, target string, rounds int) (*attackResult, error) {
	urls := []string{"file:///etc/passwd", "FILE:///etc/hostname", "file://localhost/etc/passwd", "view-source:file:///etc/passwd", "filesystem:file:///etc/passwd", "chrome://version", "devtools://devtools/bundled/inspector.html", " file:///etc/passwd", "file:///%2e%2e/etc/passwd"}
	return timed(ctx, host, "file: navigation", fmt.Sprintf("%d times Page.navigate to each of %d URLs of the computer's files or the browser's pages", rounds, len(urls)), func() (string, error) {
		conn, err := host.Client().Dial(ctx, target)
		if err != nil {
			return "", err
		}
		defer conn.Close()
		var before struct {
			Result struct {
				Value string `json:"value"`
			} `json:"result"`
		}
		loc := map[string]any{"expression": "location.href", "returnByValue": true}
		if err := conn.Call(ctx, "Runtime.evaluate", loc, &before); err != nil {
			return "", err
		}
		refused := 0
		for range rounds {
			for _, u := range urls {
				cctx, cancel := context.WithTimeout(ctx, 20*time.Second)
				err := conn.Call(cctx, "Page.navigate", map[string]any{"url": u}, nil)
				cancel()
				if cdpCode(err) != proto.CodeBlocked {
					return "", fmt.Errorf("navigating to %q: %v, not refused", u, err)
				}
				refused++
			}
		}
		var after struct {
			Result struct {
				Value string `json:"value"`
			} `json:"result"`
		}
		if err := conn.Call(ctx, "Runtime.evaluate", loc, &after); err != nil {
			return "", err
		}
		if after.Result.Value != before.Result.Value {
			return "", fmt.Errorf("the page went from %s to %s", before.Result.Value, after.Result.Value)
		}
		return fmt.Sprintf("%d of %d refused (%d), the page stayed", refused, rounds*len(urls), proto.CodeBlocked), nil
	})
}
