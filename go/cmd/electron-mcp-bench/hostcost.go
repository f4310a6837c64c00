package main

import (
	"context"
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/electron-mcp/electron-mcp/go/internal/bench"
)

// hostPhase is the host's event loop over one phase.
type hostPhase struct {
	Name  string
	Stats bench.LoopStats
	Note  string
}

// floodStart makes the page log batches of console messages as fast as its
// timers allow, counting them in window.__logged.
const floodStart = `() => {
	window.__logged = 0;
	window.__flood = setInterval(() => {
		for (let i = 0; i < 50; i++) console.log('flood message', ++window.__logged, {i});
	}, 0);
	return 'flooding';
}`

const floodStop = `() => { clearInterval(window.__flood); return String(window.__logged); }`

// benchHostCost measures the event-loop delay of the host process (the
// Electron main process, where the bridge runs) idle, while an agent
// (electron-mcp serve over stdio) snapshots and clicks in a loop, and while
// the page floods the console with and without a client attached.
func benchHostCost(ctx context.Context, binary, todoURL string, phase time.Duration) ([]hostPhase, error) {
	host, err := bench.StartHost(ctx, bench.HostOptions{URLs: []string{"about:blank"}})
	if err != nil {
		return nil, err
	}
	defer host.Stop()
	var out []hostPhase
	measure := func(name string, during func(ctx context.Context) (string, error)) error {
		if err := host.Mark(ctx); err != nil {
			return err
		}
		note, err := during(ctx)
		if err != nil {
			return fmt.Errorf("%s: %w", name, err)
		}
		st, err := host.Stats(ctx)
		if err != nil {
			return err
		}
		out = append(out, hostPhase{Name: name, Stats: st, Note: note})
		return nil
	}
	sleep := func(ctx context.Context) (string, error) {
		select {
		case <-time.After(phase):
			return "", nil
		case <-ctx.Done():
			return "", ctx.Err()
		}
	}

	if err := measure("idle, no client", sleep); err != nil {
		return nil, err
	}

	agent, err := startServer(ctx, "electron-mcp", host.Env(), binary, "serve")
	if err != nil {
		return nil, err
	}
	defer agent.Close()
	if _, err := agent.call(ctx, "browser_navigate", map[string]any{"url": todoURL}); err != nil {
		return nil, err
	}
	if _, err := agent.call(ctx, "browser_evaluate", map[string]any{"function": sizePages[1].Setup}); err != nil {
		return nil, err
	}
	if err := measure("agent loop: browser_snapshot + browser_click", func(ctx context.Context) (string, error) {
		n := 0
		for end := time.Now().Add(phase); time.Now().Before(end); n++ {
			text, err := agent.call(ctx, "browser_snapshot", map[string]any{})
			if err != nil {
				return "", err
			}
			agent.refs = map[string]string{}
			agent.learn(text)
			ref, err := agent.ref("checkbox", "Buy bread")
			if err != nil {
				return "", err
			}
			if _, err := agent.call(ctx, "browser_click", map[string]any{agent.argRef: ref}); err != nil {
				return "", err
			}
		}
		return fmt.Sprintf("%d snapshot+click rounds", n), nil
	}); err != nil {
		return nil, err
	}

	flood := func(ctx context.Context, s *mcpServer) (string, error) {
		if _, err := s.call(ctx, "browser_evaluate", map[string]any{"function": floodStart}); err != nil {
			return "", err
		}
		start := time.Now()
		if _, err := sleep(ctx); err != nil {
			return "", err
		}
		res, err := s.call(ctx, "browser_evaluate", map[string]any{"function": floodStop})
		if err != nil {
			return "", err
		}
		n := lastNumber(section(res, "Result"))
		return fmt.Sprintf("%.0f console messages/s", float64(n)/time.Since(start).Seconds()), nil
	}
	if err := measure("console flood, agent attached", func(ctx context.Context) (string, error) { return flood(ctx, agent) }); err != nil {
		return nil, err
	}
	// The same flood with no client: the bridge is detached and should cost
	// nothing. Start and stop it over a short-lived connection, outside
	// the measured window.
	if _, err := agent.call(ctx, "browser_evaluate", map[string]any{"function": floodStart}); err != nil {
		return nil, err
	}
	agent.Close()
	time.Sleep(500 * time.Millisecond)
	if err := measure("console flood, no client", sleep); err != nil {
		return nil, err
	}
	return out, nil
}

// lastNumber returns the last integer in s (a tool's result), or 0.
func lastNumber(s string) int {
	f := strings.FieldsFunc(s, func(r rune) bool { return r < '0' || r > '9' })
	for i := len(f) - 1; i >= 0; i-- {
		if n, err := strconv.Atoi(f[i]); err == nil {
			return n
		}
	}
	return 0
}
