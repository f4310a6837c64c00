package main

import (
	"context"
	"fmt"
	"time"

	cdpproto "github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/runtime"

	"github.com/electron-mcp/electron-mcp/go/cdp"
	"github.com/electron-mcp/electron-mcp/go/internal/bench"
)

// relayPage is the page both paths evaluate in.
const relayPage = "data:text/html,<title>relay</title><p>relay benchmark</p>"

// relayResult is the round trips of Runtime.evaluate("1") over each path.
type relayResult struct {
	Bridge []time.Duration // go/cdp → bridge (WebSocket) → debugger → pipe → Chromium
	Direct []time.Duration // go/cdp → Chromium's own DevTools WebSocket
	Pipe   []time.Duration // inside the host: debugger → pipe → Chromium
	// go/cdp → bridge → a debugger that answers at once: the bridge's own
	// cost (the WebSocket hop to the host and its JSON handling).
	Instant []time.Duration
}

// benchRelay measures the round trip of Runtime.evaluate("1") through the
// bridge of a stand-in host and over a direct DevTools WebSocket to a
// Chromium started with --remote-debugging-port, with the same client code
// (go/cdp) on both, and, to tell the bridge's WebSocket hop from the
// stand-in's pipe, the same call made inside the host over a second window's
// debugger, and the bridge in front of a debugger that answers at once. The
// paths take turns in rounds so that drift on a busy machine
// hits all alike.
func benchRelay(ctx context.Context, rounds, perRound int) (*relayResult, error) {
	host, err := bench.StartHost(ctx, bench.HostOptions{URLs: []string{relayPage, relayPage}, Instant: true})
	if err != nil {
		return nil, err
	}
	defer host.Stop()
	var instantID string
	for _, t := range host.Targets {
		if t.URL == bench.InstantURL {
			instantID = t.ID
		}
	}
	viaInstant, err := host.Client().Dial(ctx, instantID)
	if err != nil {
		return nil, err
	}
	defer viaInstant.Close()
	viaBridge, err := host.Client().Dial(ctx, host.Targets[0].ID)
	if err != nil {
		return nil, err
	}
	defer viaBridge.Close()

	chromium, err := bench.StartChromium(ctx, relayPage)
	if err != nil {
		return nil, err
	}
	defer chromium.Close()
	ws, err := chromium.PageWebSocket(ctx, "data:")
	if err != nil {
		return nil, err
	}
	direct, err := cdp.Dial(ctx, ws, nil)
	if err != nil {
		return nil, err
	}
	defer direct.Close()

	eval := func(c *cdp.Conn, n int, out []time.Duration) ([]time.Duration, error) {
		for range n {
			cctx, cancel := context.WithTimeout(ctx, 10*time.Second)
			start := time.Now()
			res, err := cdpproto.Call(cctx, c, runtime.Evaluate, runtime.EvaluateParams{Expression: "1"})
			d := time.Since(start)
			cancel()
			if err != nil {
				return out, err
			}
			if res.Result == nil || string(res.Result.Value) != "1" {
				return out, fmt.Errorf("Runtime.evaluate(\"1\") answered %+v", res.Result)
			}
			out = append(out, d)
		}
		return out, nil
	}
	// Warm up both: the first calls attach the debugger, compile, and grow
	// buffers.
	for _, c := range []*cdp.Conn{viaBridge, direct, viaInstant} {
		if _, err := eval(c, 200, nil); err != nil {
			return nil, err
		}
	}
	if _, err := host.Pipe(ctx, host.Targets[1].ID, 200); err != nil {
		return nil, err
	}
	r := &relayResult{}
	for range rounds {
		if r.Bridge, err = eval(viaBridge, perRound, r.Bridge); err != nil {
			return nil, fmt.Errorf("through the bridge: %w", err)
		}
		if r.Direct, err = eval(direct, perRound, r.Direct); err != nil {
			return nil, fmt.Errorf("direct: %w", err)
		}
		p, err := host.Pipe(ctx, host.Targets[1].ID, perRound)
		if err != nil {
			return nil, fmt.Errorf("pipe: %w", err)
		}
		r.Pipe = append(r.Pipe, p...)
		if r.Instant, err = eval(viaInstant, perRound, r.Instant); err != nil {
			return nil, fmt.Errorf("instant: %w", err)
		}
	}
	return r, nil
}
