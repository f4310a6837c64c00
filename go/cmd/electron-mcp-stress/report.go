package main

import (
	"context"
	"fmt"
	"os"
	"sort"
	"strings"
	"time"

	"github.com/electron-mcp/electron-mcp/go/internal/bench"
	"github.com/electron-mcp/electron-mcp/proto"
)

// phaseEnd is how the host and the bystander came out of a phase.
type phaseEnd struct {
	name         string
	err          string
	bystander    bystanderStats
	leftAttached []string
	attachErr    error
	hostAlive    bool
	host         procSample
}

type report struct {
	cfg                   config
	machine               []string
	started               time.Time
	took                  time.Duration
	loadBefore, loadAfter string
	hostBase              procSample

	fuzz    *fuzzResult
	crowd   *crowdResult
	cycles  *cycleResult
	soak    *soakResult
	slow    *slowResult
	stopped *stoppedResult
	idle    *idleResult
	attacks []*attackResult
	phases  []phaseEnd
}

func describeMachine(ctx context.Context) []string { return bench.Machine(ctx, bench.ChromiumPath()) }
func gitCommit(ctx context.Context) string         { return bench.GitCommit(ctx) }
func loadAverage() string                          { return bench.LoadAverage() }

// growthLimit is how much the server's or the host's memory may grow
// between half and all of the soak's calls and still count as flat: RSS
// moves with the garbage collectors' rhythm, not only with leaks.
func growthLimit(half uint64) uint64 { return max(half/10, 4<<20) }

func (r *report) addAttack(a *attackResult) {
	if a != nil {
		r.attacks = append(r.attacks, a)
	}
}

// maxOwnStallMs bounds the host's own longest stall in every attack: the
// bridge never holds the app's main thread longer.
const maxOwnStallMs = 100

// loops names the host's loop during each attack.
func (r *report) loops() map[string]bench.LoopStats {
	m := map[string]bench.LoopStats{}
	if sl := r.slow; sl != nil {
		for _, rd := range sl.Rounds {
			m[fmt.Sprintf("%d clients that stop reading", rd.Clients)] = rd.Loop
		}
	}
	if r.stopped != nil {
		m["a stopped electron-mcp serve"] = r.stopped.Loop
	}
	if r.idle != nil {
		m["idle connections"] = r.idle.Loop
	}
	for _, a := range r.attacks {
		m[a.Name] = a.Loop
	}
	return m
}

// failures lists the checks that did not hold.
func (r *report) failures() []string {
	var f []string
	for _, p := range r.phases {
		if p.err != "" {
			f = append(f, p.name+": "+p.err)
		}
		if !p.hostAlive {
			f = append(f, p.name+": the host died")
		}
		if len(p.leftAttached) > 0 {
			f = append(f, fmt.Sprintf("%s: left attached %v", p.name, p.leftAttached))
		}
		if p.bystander.Errors > 0 {
			f = append(f, fmt.Sprintf("%s: %d bystander calls failed", p.name, p.bystander.Errors))
		}
	}
	for name, loop := range r.loops() {
		if loop.Delay.OwnMax > maxOwnStallMs {
			f = append(f, fmt.Sprintf("%s: the host's own longest stall was %.1f ms (over %d ms)", name, loop.Delay.OwnMax, maxOwnStallMs))
		}
	}
	sort.Strings(f)
	if c := r.crowd; c != nil && c.Connected < c.Clients {
		f = append(f, fmt.Sprintf("concurrent clients: %d of %d connected", c.Connected, c.Clients))
	}
	if z := r.fuzz; z != nil {
		switch {
		case z.Unanswered > 0:
			f = append(f, fmt.Sprintf("fuzz: %d of the %d frames the bridge must answer got no answer (%s)", z.Unanswered, z.Expected, orNone(sortedCounts(z.UnansweredKinds))))
		case z.Unanswered < 0:
			f = append(f, fmt.Sprintf("fuzz: %d answers more than the %d frames sent", -z.Unanswered, z.Expected))
		}
	}
	if s := r.soak; s != nil {
		if s.Failed > 0 {
			f = append(f, fmt.Sprintf("soak: %d calls failed (first: %s)", s.Failed, s.FirstErr))
		}
		if s.Counter != fmt.Sprint(s.Clicks) {
			f = append(f, fmt.Sprintf("soak: %d clicks, but the counter says %s", s.Clicks, s.Counter))
		}
		half, ok1 := s.point(s.Calls / 2)
		all, ok2 := s.point(s.Calls)
		if ok1 && ok2 {
			if all.Server.RSS > half.Server.RSS+growthLimit(half.Server.RSS) {
				f = append(f, fmt.Sprintf("soak: the server grew from %s to %s between %d and %d calls", mib(half.Server.RSS), mib(all.Server.RSS), half.Calls, all.Calls))
			}
			if all.Host.RSS > half.Host.RSS+growthLimit(half.Host.RSS) {
				f = append(f, fmt.Sprintf("soak: the host grew from %s to %s between %d and %d calls", mib(half.Host.RSS), mib(all.Host.RSS), half.Calls, all.Calls))
			}
		}
	}
	return f
}

func (r *report) markdown() string {
	var b strings.Builder
	p := func(format string, args ...any) { fmt.Fprintf(&b, format, args...) }
	p("%s\n\n", bench.StressHeading)
	p("`%s` on %s (commit %s), %s; load average %s before, %s after.\n", r.cfg.command, r.started.UTC().Format("2006-01-02 15:04 MST"), r.cfg.commit, r.took.Round(time.Second), r.loadBefore, r.loadAfter)
	p("The stand-in host (the real bridge in front of a headless Chromium) with five windows and the attacks' app tools; the host process is the Electron main process's stand-in.\n")
	p("A bystander client on a window of its own times `Runtime.evaluate(\"1\")` every 20 ms throughout.\n")
	p("Machine: %s.\n\n", strings.Join(r.machine, "; "))
	p("The host's event loop during each attack (`scripts/bench-host.js`): *delay max* is perf_hooks' monitorEventLoopDelay at 1 ms resolution, the latest its samples came, which on a loaded machine includes the time the host was not scheduled at all; *its own longest stall* is the longest turn of the loop (between two ticks of a 5 ms timer) counting only the CPU time the host used during it (process.cpuUsage, every thread), the stall its own work would make on an idle machine. The check is its own longest stall ≤ %d ms in every attack.\n\n", maxOwnStallMs)
	if f := r.failures(); len(f) > 0 {
		p("**Failed checks:** %s.\n\n", strings.Join(f, "; "))
	} else {
		p("All checks held: the host stayed up, the bystander never failed, nothing was left attached after any phase, the server's and the host's memory did not grow between %d and %d calls of the soak, and the host's own longest stall stayed within %d ms in every attack.\n\n", r.cfg.calls/2, r.cfg.calls, maxOwnStallMs)
	}

	p("| phase | what | figures |\n|---|---|---|\n")
	if f := r.fuzz; f != nil {
		p("| fuzzed frames | %d frames (seed %d) from 6 Go clients at once, reconnecting when the bridge closed them | %d connections; the bridge closed %s; %d answers to the %d frames it must answer (%d unanswered), error codes %s; %s |\n",
			f.Frames, r.cfg.seed, f.Dials, orNone(sortedCounts(f.Closes)), f.Answers, f.Expected, f.Unanswered, orNone(sortedCounts(f.ErrorCodes)), f.Took.Round(time.Millisecond))
		p("| | frames by kind | %s |\n", sortedCounts(f.Kinds))
	}
	if r.cfg.nodeFuzz != "" {
		p("| bridge's node fuzz | %s | |\n", r.cfg.nodeFuzz)
	}
	if c := r.crowd; c != nil {
		refused := "none refused"
		if len(c.Refused) > 0 {
			refused = "refused: " + sortedCounts(c.Refused)
		}
		failed := ""
		if len(c.Failed) > 0 {
			failed = "; failed: " + sortedCounts(c.Failed)
		}
		p("| concurrent clients | %d clients on one webContents (%d handshakes at a time), then one command each, all at once | %d connected in %s (%s); %d answered, slowest %s%s; host %s with them, %s after |\n",
			c.Clients, proto.MaxPendingConnections/2, c.Connected, c.DialTook.Round(time.Millisecond), refused, c.Answered, c.Slowest.Round(time.Millisecond), failed, c.Host, c.HostAfter)
	}
	if c := r.cycles; c != nil {
		p("| connect/disconnect | %d cycles (connect, one command, close), 4 at a time | %s, slowest cycle %s, %d failed; host %s before, %s after |\n",
			c.Cycles, c.Took.Round(time.Millisecond), c.Slowest.Round(time.Millisecond), sum(c.Failed), c.Before, c.After)
	}
	if s := r.soak; s != nil {
		p("| MCP soak | `electron-mcp serve` over stdio: browser_snapshot and browser_click in turn, %d calls | %s, slowest call %s, %d failed; %d clicks, the page counted %s |\n",
			s.Calls, s.Took.Round(time.Millisecond), s.Slowest.Round(time.Millisecond), s.Failed, s.Clicks, s.Counter)
	}
	if sl := r.slow; sl != nil {
		for _, rd := range sl.Rounds {
			p("| clients that stop reading | %d at once, each sending commands answered with ~200-byte errors and reading nothing | %d sent; all cut after %s; host event loop: delay max %.1f ms, p99 %.1f ms, its own longest stall %.1f ms, %.0f ms CPU in %.0f ms |\n",
				rd.Clients, rd.Frames, rd.Cut.Round(time.Millisecond), rd.Loop.Delay.Max, rd.Loop.Delay.P99, rd.Loop.Delay.OwnMax, rd.Loop.CPUMs, rd.Loop.WallMs)
		}
	}
	if st := r.stopped; st != nil {
		p("| a stopped electron-mcp serve | `electron-mcp serve` attached to a window (one browser_snapshot), then SIGSTOP; the page logs %d console messages of 200 characters | %s until a second after the cut; host event loop: delay max %.1f ms, p99 %.1f ms, its own longest stall %.1f ms, %.0f ms CPU in %.0f ms; resumed, its next browser_snapshot: %s |\n",
			st.Logs, st.Took.Round(time.Millisecond), st.Loop.Delay.Max, st.Loop.Delay.P99, st.Loop.Delay.OwnMax, st.Loop.CPUMs, st.Loop.WallMs, st.AfterCont)
	}
	if id := r.idle; id != nil {
		p("| idle connections | %d TCP connections that send nothing; meanwhile a client with the token lists and evaluates | host open files %d with them, %d %d ms later (%d closed by the host); the token holder answered in %s%s; host event loop: delay max %.1f ms, its own longest stall %.1f ms, %.0f ms CPU in %.0f ms |\n",
			id.Opened, id.FDsOpen, id.FDsAfter, proto.HandshakeTimeoutMs, id.ClosedBy, id.TokenHolder.Round(time.Millisecond), errSuffix(id.TokenHolderE), id.Loop.Delay.Max, id.Loop.Delay.OwnMax, id.Loop.CPUMs, id.Loop.WallMs)
	}
	for _, a := range r.attacks {
		p("| %s | %s | %s; host event loop: delay max %.1f ms, p99 %.1f ms, its own longest stall %.1f ms, %.0f ms CPU in %.0f ms |\n",
			a.Name, a.What, a.Outcome, a.Loop.Delay.Max, a.Loop.Delay.P99, a.Loop.Delay.OwnMax, a.Loop.CPUMs, a.Loop.WallMs)
	}
	p("\n")
	if s := r.soak; s != nil && len(s.Points) > 0 {
		p("Memory during the soak (RSS; open files):\n\n| calls | electron-mcp serve | host (main process) |\n|---:|---|---|\n")
		for _, pt := range s.Points {
			if pt.Calls == 0 || pt.Calls == s.Calls/2 || pt.Calls == s.Calls || pt.Calls%(max(s.Calls/5, 1)) == 0 {
				p("| %d | %s | %s |\n", pt.Calls, pt.Server, pt.Host)
			}
		}
		if half, ok := s.point(s.Calls / 2); ok {
			if all, ok := s.point(s.Calls); ok {
				p("\nBetween %d and %d calls: server %+.1f MiB, host %+.1f MiB (flat means less than 10%% or 4 MiB).\n",
					half.Calls, all.Calls, (float64(all.Server.RSS)-float64(half.Server.RSS))/(1<<20), (float64(all.Host.RSS)-float64(half.Host.RSS))/(1<<20))
			}
		}
		p("\n")
	}
	p("After each phase (the host at the start: %s):\n\n| phase | bystander | left attached | host |\n|---|---|---|---|\n", r.hostBase)
	for _, ph := range r.phases {
		left := "nothing"
		if len(ph.leftAttached) > 0 {
			left = strings.Join(ph.leftAttached, ", ")
		}
		host := ph.host.String()
		if !ph.hostAlive {
			host = "**died**"
		}
		p("| %s | %s | %s | %s |\n", ph.name, ph.bystander, left, host)
	}
	return b.String()
}

func orNone(s string) string {
	if s == "" {
		return "none"
	}
	return s
}

// writeSection puts section into the file at path in place of its stress
// section, keeping the rest as it is (a file that does not exist yet gets
// just the section).
func writeSection(path, section string) error {
	old, err := os.ReadFile(path)
	if err != nil && !os.IsNotExist(err) {
		return err
	}
	doc := section
	if len(old) > 0 {
		doc = bench.WithSection(string(old), bench.StressHeading, section)
	}
	return os.WriteFile(path, []byte(doc), 0o644)
}
