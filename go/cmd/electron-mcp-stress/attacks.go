package main

import (
	"context"
	"fmt"
	"net"
	"net/url"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"time"

	"github.com/gorilla/websocket"
	"github.com/mark3labs/mcp-go/mcp"

	"github.com/electron-mcp/electron-mcp/go/internal/bench"
	"github.com/electron-mcp/electron-mcp/go/internal/standin"
	"github.com/electron-mcp/electron-mcp/proto"
)

// The bounded attacks of the third security round. Each is timed by the
// host's own event-loop delay (scripts/bench-host.js: perf_hooks'
// monitorEventLoopDelay at 1 ms, reset when the phase starts), with the
// CPU time the host used, since on a loaded machine a late sample may only
// mean the host was not scheduled.

// slowRound is one round of clients that stop reading.
type slowRound struct {
	Clients int
	Frames  int64         // commands they sent before the bridge cut them
	Cut     time.Duration // until the last was cut
	Loop    bench.LoopStats
}

type slowResult struct{ Rounds []slowRound }

// slowReaders: one, then four clients at once on one window, each sending
// commands the bridge answers with an error of about 200 bytes (an unknown
// method of a long name) and reading nothing, until the bridge cuts it
// (proto.MaxBufferedFrames or MaxBufferedBytes unread).
func slowReaders(ctx context.Context, host *standin.Host, target string) (*slowResult, error) {
	bh := &bench.Host{Host: host}
	res := &slowResult{}
	frame := []byte(fmt.Sprintf(`{"id":1,"method":"Nope.%s"}`, strings.Repeat("x", 100)))
	for _, n := range []int{1, 4} {
		if err := bh.Mark(ctx); err != nil {
			return res, err
		}
		start := time.Now()
		var sent atomic.Int64
		var wg sync.WaitGroup
		errs := make(chan error, n)
		for range n {
			wg.Add(1)
			go func() {
				defer wg.Done()
				d := websocket.Dialer{HandshakeTimeout: 20 * time.Second}
				ws, _, err := d.DialContext(ctx, wsURL(host, target), authHeader(host))
				if err != nil {
					errs <- err
					return
				}
				defer ws.Close()
				// It never reads; it writes until the bridge drops it.
				deadline := time.Now().Add(2 * time.Minute)
				for time.Now().Before(deadline) {
					_ = ws.SetWriteDeadline(time.Now().Add(10 * time.Second))
					if err := ws.WriteMessage(websocket.TextMessage, frame); err != nil {
						return
					}
					sent.Add(1)
				}
				errs <- fmt.Errorf("a client that stopped reading was not cut within 2 minutes")
			}()
		}
		wg.Wait()
		r := slowRound{Clients: n, Frames: sent.Load(), Cut: time.Since(start)}
		loop, err := bh.Stats(ctx)
		if err != nil {
			return res, err
		}
		r.Loop = loop
		res.Rounds = append(res.Rounds, r)
		fmt.Printf("  %d client(s) that stop reading: %d commands sent, all cut after %s; host loop delay max %.1f ms, p99 %.1f ms, its own longest stall %.1f ms (%.0f ms CPU in %.0f ms)\n",
			n, r.Frames, r.Cut.Round(time.Millisecond), loop.Delay.Max, loop.Delay.P99, loop.Delay.OwnMax, loop.CPUMs, loop.WallMs)
		close(errs)
		for err := range errs {
			if err != nil {
				return res, err
			}
		}
	}
	return res, nil
}

type idleResult struct {
	Opened       int
	FDsOpen      int           // the host's open files with them all open
	FDsAfter     int           // once the handshake time ran out
	ClosedBy     int           // connections the host had closed by then
	TokenHolder  time.Duration // /json/list and a page client's first answer, with them open
	TokenHolderE string
	Loop         bench.LoopStats
}

// idleConnections: n TCP connections that never send a byte, held open;
// meanwhile a client with the token lists the targets and evaluates on a
// page; then the host's open files once proto.HandshakeTimeoutMs has passed.
func idleConnections(ctx context.Context, host *standin.Host, target string, n int) (*idleResult, error) {
	bh := &bench.Host{Host: host}
	if err := bh.Mark(ctx); err != nil {
		return nil, err
	}
	u, _ := url.Parse(host.URL)
	res := &idleResult{}
	var closed atomic.Int64
	conns := make([]net.Conn, 0, n)
	defer func() {
		for _, c := range conns {
			_ = c.Close()
		}
	}()
	for range n {
		c, err := net.DialTimeout("tcp", u.Host, 5*time.Second)
		if err != nil {
			return res, fmt.Errorf("after %d idle connections: %w", len(conns), err)
		}
		conns = append(conns, c)
		go func() {
			var b [1]byte
			_, _ = c.Read(b[:]) // returns when the host closes it
			closed.Add(1)
		}()
	}
	res.Opened = len(conns)
	res.FDsOpen = sample(host.PID).FDs
	start := time.Now()
	tctx, cancel := context.WithTimeout(ctx, 10*time.Second)
	err := func() error {
		defer cancel()
		if _, err := host.Client().List(tctx); err != nil {
			return err
		}
		conn, err := host.Client().Dial(tctx, target)
		if err != nil {
			return err
		}
		defer conn.Close()
		return conn.Call(tctx, "Runtime.evaluate", map[string]any{"expression": "1"}, nil)
	}()
	res.TokenHolder = time.Since(start)
	if err != nil {
		res.TokenHolderE = err.Error()
	}
	deadline := time.Now().Add(time.Duration(proto.HandshakeTimeoutMs)*time.Millisecond + 5*time.Second)
	for closed.Load() < int64(n) && time.Now().Before(deadline) {
		time.Sleep(50 * time.Millisecond)
	}
	res.ClosedBy = int(closed.Load())
	res.FDsAfter = sample(host.PID).FDs
	loop, lerr := bh.Stats(ctx)
	if lerr != nil {
		return res, lerr
	}
	res.Loop = loop
	fmt.Printf("  %d idle connections: host open files %d with them open, %d after %d ms; %d closed by the host; the token holder answered in %s%s; host loop delay max %.1f ms, its own longest stall %.1f ms (%.0f ms CPU in %.0f ms)\n",
		n, res.FDsOpen, res.FDsAfter, proto.HandshakeTimeoutMs, res.ClosedBy, res.TokenHolder.Round(time.Millisecond), errSuffix(res.TokenHolderE), loop.Delay.Max, loop.Delay.OwnMax, loop.CPUMs, loop.WallMs)
	if res.TokenHolderE != "" {
		return res, fmt.Errorf("the token holder was locked out by %d idle connections: %s", n, res.TokenHolderE)
	}
	if res.ClosedBy < n {
		return res, fmt.Errorf("%d of %d idle connections still open %d ms after the handshake time", n-res.ClosedBy, n, 5000)
	}
	return res, nil
}

func errSuffix(e string) string {
	if e == "" {
		return ""
	}
	return " (failed: " + e + ")"
}

type stoppedResult struct {
	Logs      int           // console messages the page logged while the server was stopped
	Took      time.Duration // of the flood, the cut and its grace
	Loop      bench.LoopStats
	AfterCont string // what the server answered once resumed
}

// stoppedServer: electron-mcp serve attached to a window (one
// browser_snapshot) is stopped with SIGSTOP; the page then logs to the
// console far more than the bridge queues for an unread client, so the
// bridge cuts the server's connection. The host's event loop is timed from
// the stop to a second after the cut; then the server resumes and is asked
// for a snapshot again.
func stoppedServer(ctx context.Context, host *standin.Host, target, binary string) (*stoppedResult, error) {
	c, cmd, err := startServe(ctx, host, target, binary)
	if err != nil {
		return nil, err
	}
	defer c.Close()
	snapshot := func() (string, error) {
		req := mcp.CallToolRequest{}
		req.Params.Name = "browser_snapshot"
		cctx, cancel := context.WithTimeout(ctx, time.Minute)
		defer cancel()
		r, err := c.CallTool(cctx, req)
		if err != nil {
			return "", err
		}
		var b strings.Builder
		for _, part := range r.Content {
			if tc, ok := part.(mcp.TextContent); ok {
				b.WriteString(tc.Text)
			}
		}
		if r.IsError {
			return "", fmt.Errorf("%s", strings.Join(strings.Fields(b.String()), " "))
		}
		return "answered", nil
	}
	if _, err := snapshot(); err != nil {
		return nil, err
	}
	flood, err := host.Client().Dial(ctx, target)
	if err != nil {
		return nil, err
	}
	defer flood.Close()

	bh := &bench.Host{Host: host}
	if err := bh.Mark(ctx); err != nil {
		return nil, err
	}
	if err := cmd.Process.Signal(syscall.SIGSTOP); err != nil {
		return nil, err
	}
	resumed := false
	defer func() {
		if !resumed {
			_ = cmd.Process.Signal(syscall.SIGCONT)
		}
	}()
	res := &stoppedResult{}
	start := time.Now()
	// 4 rounds of 25,000 messages of 200 characters: some 100,000 events
	// for the stopped server, past proto.MaxBufferedFrames.
	for range 4 {
		fctx, cancel := context.WithTimeout(ctx, 2*time.Minute)
		err := flood.Call(fctx, "Runtime.evaluate", map[string]any{
			"expression": "for (let i = 0; i < 25000; i++) console.log('" + strings.Repeat("x", 200) + "', i); 1",
		}, nil)
		cancel()
		if err != nil {
			return res, fmt.Errorf("flooding the console: %w", err)
		}
		res.Logs += 25000
	}
	// The bridge drops a cut client's socket a second after its close frame.
	time.Sleep(1500 * time.Millisecond)
	res.Took = time.Since(start)
	loop, err := bh.Stats(ctx)
	if err != nil {
		return res, err
	}
	res.Loop = loop
	_ = cmd.Process.Signal(syscall.SIGCONT)
	resumed = true
	// The first call after the cut may fail, saying why; the next must work.
	for i := range 2 {
		out, err := snapshot()
		if err == nil {
			res.AfterCont += out
			break
		}
		res.AfterCont += fmt.Sprintf("call %d failed: %s; ", i+1, shortError(err))
	}
	fmt.Printf("  a stopped electron-mcp serve: %d console messages in %s; host loop delay max %.1f ms, p99 %.1f ms, its own longest stall %.1f ms (%.0f ms CPU in %.0f ms); resumed, its next browser_snapshot: %s\n",
		res.Logs, res.Took.Round(time.Millisecond), loop.Delay.Max, loop.Delay.P99, loop.Delay.OwnMax, loop.CPUMs, loop.WallMs, res.AfterCont)
	return res, nil
}
