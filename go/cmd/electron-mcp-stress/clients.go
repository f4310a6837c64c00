package main

import (
	"context"
	"errors"
	"fmt"
	"os"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/electron-mcp/electron-mcp/go/cdp"
	"github.com/electron-mcp/electron-mcp/go/internal/bench"
	"github.com/electron-mcp/electron-mcp/go/internal/standin"
	"github.com/electron-mcp/electron-mcp/proto"
)

// procSample is a process's memory and open files.
type procSample struct {
	RSS uint64 // bytes
	FDs int
}

func (s procSample) String() string {
	return fmt.Sprintf("RSS %s, %d open files", mib(s.RSS), s.FDs)
}

func mib(b uint64) string { return fmt.Sprintf("%.1f MiB", float64(b)/(1<<20)) }

// sample reads /proc for pid.
func sample(pid int) procSample {
	var s procSample
	if b, err := os.ReadFile(fmt.Sprintf("/proc/%d/status", pid)); err == nil {
		for _, l := range strings.Split(string(b), "\n") {
			if rest, ok := strings.CutPrefix(l, "VmRSS:"); ok {
				kb, _ := strconv.ParseUint(strings.TrimSuffix(strings.TrimSpace(rest), " kB"), 10, 64)
				s.RSS = kb << 10
			}
		}
	}
	if ents, err := os.ReadDir(fmt.Sprintf("/proc/%d/fd", pid)); err == nil {
		s.FDs = len(ents)
	}
	return s
}

// bystander times Runtime.evaluate("1") on a window of its own, every
// 20 ms, for as long as the run lasts: the slowest round trip of a phase
// says whether the bridge kept serving others meanwhile.
type bystander struct {
	mu     sync.Mutex
	rtts   []time.Duration
	errors int
	cancel context.CancelFunc
	done   chan struct{}
}

type bystanderStats struct {
	Calls  int
	Errors int
	P50    time.Duration
	P99    time.Duration
	Max    time.Duration
}

func (b bystanderStats) String() string {
	return fmt.Sprintf("%d round trips, p50 %s, p99 %s, slowest %s, %d errors", b.Calls, b.P50.Round(10*time.Microsecond), b.P99.Round(10*time.Microsecond), b.Max.Round(10*time.Microsecond), b.Errors)
}

func startBystander(ctx context.Context, host *standin.Host, target string) (*bystander, error) {
	conn, err := host.Client().Dial(ctx, target)
	if err != nil {
		return nil, err
	}
	ctx, cancel := context.WithCancel(ctx)
	b := &bystander{cancel: cancel, done: make(chan struct{})}
	go func() {
		defer close(b.done)
		defer conn.Close()
		tick := time.NewTicker(20 * time.Millisecond)
		defer tick.Stop()
		for {
			select {
			case <-ctx.Done():
				return
			case <-tick.C:
			}
			cctx, ccancel := context.WithTimeout(ctx, 30*time.Second)
			start := time.Now()
			err := conn.Call(cctx, "Runtime.evaluate", map[string]any{"expression": "1"}, nil)
			d := time.Since(start)
			ccancel()
			b.mu.Lock()
			if err != nil {
				if ctx.Err() == nil {
					b.errors++
				}
			} else {
				b.rtts = append(b.rtts, d)
			}
			b.mu.Unlock()
			if errors.Is(err, cdp.ErrClosed) {
				return
			}
		}
	}()
	return b, nil
}

// mark starts a phase.
func (b *bystander) mark() {
	b.mu.Lock()
	b.rtts, b.errors = nil, 0
	b.mu.Unlock()
}

// take returns the phase's figures.
func (b *bystander) take() bystanderStats {
	b.mu.Lock()
	defer b.mu.Unlock()
	s := bystanderStats{Calls: len(b.rtts), Errors: b.errors}
	if len(b.rtts) > 0 {
		ms := bench.Millis(b.rtts)
		s.P50 = time.Duration(bench.Median(ms) * float64(time.Millisecond))
		s.P99 = time.Duration(bench.Quantile(ms, .99) * float64(time.Millisecond))
		s.Max = slices.Max(b.rtts)
	}
	return s
}

func (b *bystander) stop() {
	b.cancel()
	<-b.done
}

// waitDetached waits until the bridge has no debugger attached but the
// bystander's, and returns the targets still attached after timeout.
func waitDetached(ctx context.Context, host *standin.Host, timeout time.Duration) ([]string, error) {
	c := host.Client()
	defer c.Close()
	deadline := time.Now().Add(timeout)
	for {
		ts, err := c.List(ctx)
		if err != nil {
			return nil, err
		}
		var left []string
		for _, t := range ts {
			if t.Attached && !strings.HasSuffix(t.URL, "/bystander") {
				left = append(left, t.ID+" "+t.URL)
			}
		}
		if len(left) == 0 || time.Now().After(deadline) {
			return left, nil
		}
		select {
		case <-ctx.Done():
			return left, ctx.Err()
		case <-time.After(100 * time.Millisecond):
		}
	}
}

// crowdResult is many clients on one webContents at once.
type crowdResult struct {
	Clients   int
	Connected int
	Refused   map[string]int // dials refused, by HTTP status or error
	Answered  int
	Failed    map[string]int // commands that failed, by error
	Slowest   time.Duration  // of the answers, all clients sending at once
	DialTook  time.Duration
	Host      procSample // with every client connected
	HostAfter procSample // once they left
	Took      time.Duration
}

// crowd connects n clients to target at once, then has each send one
// command at the same moment. A bridge that bounds its clients must refuse
// the others cleanly (an HTTP status at the handshake, or a close code);
// none may hang.
func crowd(ctx context.Context, host *standin.Host, target string, n int) (*crowdResult, error) {
	res := &crowdResult{Clients: n, Refused: map[string]int{}, Failed: map[string]int{}}
	start := time.Now()
	conns := make([]*cdp.Conn, n)
	var mu sync.Mutex
	var wg sync.WaitGroup
	dialCtx, cancel := context.WithTimeout(ctx, 2*time.Minute)
	defer cancel()
	client := host.Client()
	defer client.Close()
	// The bridge closes the oldest of more than proto.MaxPendingConnections
	// connections waiting at its gate (idle sockets must not lock out the
	// token holder): half as many handshakes at a time, all kept open.
	handshakes := make(chan struct{}, proto.MaxPendingConnections/2)
	for i := range n {
		wg.Add(1)
		go func() {
			defer wg.Done()
			handshakes <- struct{}{}
			c, err := client.Dial(dialCtx, target)
			<-handshakes
			mu.Lock()
			defer mu.Unlock()
			if err != nil {
				res.Refused[shortError(err)]++
				return
			}
			conns[i] = c
			res.Connected++
		}()
	}
	wg.Wait()
	res.DialTook = time.Since(start)
	res.Host = sample(host.PID)
	fmt.Printf("%d of %d clients connected in %s (refused: %v); host %s\n", res.Connected, n, res.DialTook.Round(time.Millisecond), res.Refused, res.Host)

	go1 := make(chan struct{})
	callCtx, ccancel := context.WithTimeout(ctx, 2*time.Minute)
	defer ccancel()
	for _, c := range conns {
		if c == nil {
			continue
		}
		wg.Add(1)
		go func() {
			defer wg.Done()
			<-go1
			t := time.Now()
			err := c.Call(callCtx, "Runtime.evaluate", map[string]any{"expression": "1+1"}, nil)
			d := time.Since(t)
			mu.Lock()
			defer mu.Unlock()
			if err != nil {
				res.Failed[shortError(err)]++
				return
			}
			res.Answered++
			res.Slowest = max(res.Slowest, d)
		}()
	}
	close(go1)
	wg.Wait()
	for _, c := range conns {
		if c != nil {
			c.Close()
		}
	}
	res.Took = time.Since(start)
	if _, err := waitDetached(ctx, host, 20*time.Second); err != nil {
		return res, err
	}
	res.HostAfter = sample(host.PID)
	fmt.Printf("%d answered, slowest %s (failed: %v); host after %s\n", res.Answered, res.Slowest.Round(time.Millisecond), res.Failed, res.HostAfter)
	if res.Connected+sum(res.Refused) != n || res.Answered+sum(res.Failed) != res.Connected {
		return res, fmt.Errorf("clients unaccounted for: %+v", res)
	}
	return res, nil
}

// cycleResult is connect/disconnect cycles.
type cycleResult struct {
	Cycles  int
	Failed  map[string]int
	Took    time.Duration
	Slowest time.Duration // of one cycle
	Before  procSample
	After   procSample // once the last client left
}

// cycles connects to target, sends one command, waits for its answer and
// disconnects, n times, four at a time.
func cycles(ctx context.Context, host *standin.Host, target string, n int) (*cycleResult, error) {
	res := &cycleResult{Cycles: n, Failed: map[string]int{}, Before: sample(host.PID)}
	client := host.Client()
	defer client.Close()
	start := time.Now()
	work := make(chan int)
	var mu sync.Mutex
	var wg sync.WaitGroup
	for range 4 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for range work {
				t := time.Now()
				err := func() error {
					cctx, cancel := context.WithTimeout(ctx, 30*time.Second)
					defer cancel()
					c, err := client.Dial(cctx, target)
					if err != nil {
						return err
					}
					defer c.Close()
					return c.Call(cctx, "Runtime.evaluate", map[string]any{"expression": "1"}, nil)
				}()
				d := time.Since(t)
				mu.Lock()
				if err != nil {
					res.Failed[shortError(err)]++
				}
				res.Slowest = max(res.Slowest, d)
				mu.Unlock()
			}
		}()
	}
	for i := range n {
		select {
		case work <- i:
		case <-ctx.Done():
		}
	}
	close(work)
	wg.Wait()
	res.Took = time.Since(start)
	if _, err := waitDetached(ctx, host, 20*time.Second); err != nil {
		return res, err
	}
	res.After = sample(host.PID)
	fmt.Printf("%d cycles in %s, slowest %s, failed %v; host before %s, after %s\n", n, res.Took.Round(time.Millisecond), res.Slowest.Round(time.Millisecond), res.Failed, res.Before, res.After)
	if sum(res.Failed) > 0 {
		return res, fmt.Errorf("%d cycles failed: %v", sum(res.Failed), res.Failed)
	}
	return res, nil
}

func sum(m map[string]int) int {
	n := 0
	for _, v := range m {
		n += v
	}
	return n
}

func shortError(err error) string {
	s := err.Error()
	if len(s) > 120 {
		s = s[:120] + "…"
	}
	return s
}
