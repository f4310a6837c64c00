// Command electron-mcp-stress runs the long fault and load checks that do
// not fit a test run, against the stand-in host (the real bridge in front of
// a headless Chromium) and the real electron-mcp binary:
//
//   - fuzzed frames: thousands of malformed, binary, invalid UTF-8, deeply
//     nested, wrongly typed, oversized, pipelined and blocked commands from
//     Go clients over real sockets, with the connections the bridge closes
//     opened again;
//   - many concurrent clients on one webContents, each sending a command;
//   - connect/disconnect cycles;
//   - an MCP soak: electron-mcp serve over stdio, snapshot and click in
//     turn, with the server's and the host's memory at 0, half and all the
//     calls;
//   - the bounded attacks of the third security round (attacks.go,
//     reach.go): clients that stop reading until the bridge cuts them, a
//     stopped electron-mcp serve, idle connections that never send a byte,
//     auto-attach next to a service worker, app tools that fail in every
//     way and arguments that cost the most to check, a leaving client's
//     overrides and navigation to the computer's files; each with the
//     host's event loop, whose own longest stall must stay within 100 ms
//     (report.go says how it is measured).
//
// Throughout, a bystander client on another window times a trivial
// command, so that the slowest round trip says whether the bridge kept
// serving others. After each phase it checks that nothing is left attached
// and that the host is still up. It prints the figures and, with -out,
// writes them into a section of BENCHMARKS.md of its own (the rest of the
// file is left as scripts/bench wrote it). It exits 1 when a check fails.
// scripts/stress runs it.
package main

import (
	"context"
	"flag"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"os/signal"
	"strconv"
	"strings"
	"syscall"
	"time"

	"github.com/electron-mcp/electron-mcp/go/internal/bench"
	"github.com/electron-mcp/electron-mcp/go/internal/standin"
)

type config struct {
	frames   int
	clients  int
	cycles   int
	calls    int
	seed     int64
	binary   string
	out      string
	command  string
	commit   string
	nodeFuzz string // the bridge's own frame fuzz, run with the count in env
	only     string // run only the phases whose names contain this
}

func main() {
	if err := run(); err != nil {
		fmt.Fprintln(os.Stderr, "electron-mcp-stress:", err)
		os.Exit(1)
	}
}

func run() error {
	var cfg config
	flag.IntVar(&cfg.frames, "frames", 10_000, "fuzzed frames to send")
	flag.IntVar(&cfg.clients, "clients", 500, "concurrent clients on one webContents")
	flag.IntVar(&cfg.cycles, "cycles", 1_000, "connect/disconnect cycles")
	flag.IntVar(&cfg.calls, "calls", 1_000, "MCP calls of the soak (snapshot and click in turn)")
	flag.Int64Var(&cfg.seed, "seed", 1, "seed of the frame fuzz")
	flag.StringVar(&cfg.binary, "electron-mcp", ".bench/electron-mcp", "the electron-mcp binary")
	flag.StringVar(&cfg.out, "out", "", "write the figures into this file's stress section")
	flag.StringVar(&cfg.command, "command", "scripts/stress", "the command named in the report")
	flag.StringVar(&cfg.commit, "commit", "", "the commit measured (default: from git)")
	flag.StringVar(&cfg.nodeFuzz, "node-fuzz", "", "a line the report quotes about the bridge's own node fuzz run")
	flag.StringVar(&cfg.only, "only", "", "run only the phases whose names contain this (to try one; the report is then partial)")
	flag.Parse()

	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	root, err := standin.RepoRoot()
	if err != nil {
		return err
	}
	if err := os.Chdir(root); err != nil {
		return err
	}
	if cfg.commit == "" {
		cfg.commit = gitCommit(ctx)
	}

	pages := httptest.NewServer(http.HandlerFunc(servePage))
	defer pages.Close()
	// The instrumented host (scripts/bench-host.js): it reports its own
	// event-loop delay per phase.
	host, err := standin.Start(ctx, standin.Options{Script: bench.HostScript, URLs: []string{
		pages.URL + "/soak", pages.URL + "/bystander", pages.URL + "/fuzz", pages.URL + "/crowd", pages.URL + "/worker",
	},
		// The crowd is far more clients than an app serves (proto.MaxClients);
		// the app tools are the attacks' (scripts/bench-host.js).
		Args: []string{"--max-clients", strconv.Itoa(cfg.clients + 16), "--attack-tools"},
	})
	if err != nil {
		return err
	}
	defer host.Stop()
	targets := map[string]string{}
	for _, t := range host.Targets {
		targets[t.URL[len(pages.URL):]] = t.ID
	}
	rep := &report{cfg: cfg, started: time.Now(), machine: describeMachine(ctx), loadBefore: loadAverage()}
	rep.hostBase = sample(host.PID)

	by, err := startBystander(ctx, host, targets["/bystander"])
	if err != nil {
		return err
	}
	defer by.stop()

	phases := []struct {
		name string
		run  func(context.Context) error
	}{
		// The soak first, on a fresh host, so that the host's memory during
		// it is the soak's; the fuzz, which leaves the most behind, last.
		{"MCP soak", func(ctx context.Context) error {
			r, err := soak(ctx, host, targets["/soak"], cfg.binary, cfg.calls)
			rep.soak = r
			return err
		}},
		{"concurrent clients", func(ctx context.Context) error {
			r, err := crowd(ctx, host, targets["/crowd"], cfg.clients)
			rep.crowd = r
			return err
		}},
		{"connect/disconnect cycles", func(ctx context.Context) error {
			r, err := cycles(ctx, host, targets["/crowd"], cfg.cycles)
			rep.cycles = r
			return err
		}},
		{"fuzzed frames", func(ctx context.Context) error {
			r, err := fuzzFrames(ctx, host, targets["/fuzz"], cfg.frames, cfg.seed)
			rep.fuzz = r
			return err
		}},
		// The bounded attacks of the third security round, each timed by
		// the host's own event-loop delay.
		{"clients that stop reading", func(ctx context.Context) error {
			r, err := slowReaders(ctx, host, targets["/crowd"])
			rep.slow = r
			return err
		}},
		{"a stopped electron-mcp serve", func(ctx context.Context) error {
			r, err := stoppedServer(ctx, host, targets["/crowd"], cfg.binary)
			rep.stopped = r
			return err
		}},
		{"idle connections", func(ctx context.Context) error {
			r, err := idleConnections(ctx, host, targets["/crowd"], 2000)
			rep.idle = r
			return err
		}},
		{"service worker reach", func(ctx context.Context) error {
			r, err := serviceWorkerReach(ctx, host, targets["/worker"], 20)
			rep.addAttack(r)
			return err
		}},
		{"app tool attacks", func(ctx context.Context) error {
			r, err := appToolAttacks(ctx, host, 10)
			rep.addAttack(r)
			return err
		}},
		{"a leaving client's overrides", func(ctx context.Context) error {
			r, err := leavingClient(ctx, host, targets["/crowd"], 10)
			rep.addAttack(r)
			return err
		}},
		{"file: navigation", func(ctx context.Context) error {
			r, err := fileNavigation(ctx, host, targets["/crowd"], 20)
			rep.addAttack(r)
			return err
		}},
	}
	for _, p := range phases {
		if !strings.Contains(p.name, cfg.only) {
			continue
		}
		step(p.name)
		by.mark()
		err := p.run(ctx)
		ph := phaseEnd{name: p.name, bystander: by.take()}
		ph.leftAttached, ph.attachErr = waitDetached(ctx, host, 20*time.Second)
		ph.hostAlive = host.Err() == nil
		ph.host = sample(host.PID)
		if err != nil {
			ph.err = err.Error()
		}
		rep.phases = append(rep.phases, ph)
		fmt.Printf("%s: bystander %s; left attached: %v; host %s\n", p.name, ph.bystander, ph.leftAttached, ph.host)
		if err != nil {
			fmt.Printf("%s failed: %v\n", p.name, err)
		}
		if !ph.hostAlive {
			break
		}
	}
	rep.loadAfter = loadAverage()
	rep.took = time.Since(rep.started)
	fmt.Println()
	fmt.Print(rep.markdown())
	if cfg.out != "" {
		if err := writeSection(cfg.out, rep.markdown()); err != nil {
			return err
		}
		fmt.Printf("\nwrote the stress section of %s\n", cfg.out)
	}
	if failed := rep.failures(); len(failed) > 0 {
		return fmt.Errorf("%d %s failed: %v", len(failed), plural(len(failed), "check", "checks"), failed)
	}
	return nil
}

func step(s string) { fmt.Fprintf(os.Stderr, "\n\033[1m== %s\033[0m\n", s) }

func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}

// servePage serves the pages of the run: /soak has a counter to click and
// enough of a page to make a snapshot do some work; the others are small.
func servePage(w http.ResponseWriter, r *http.Request) {
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	switch r.URL.Path {
	case "/worker":
		fmt.Fprint(w, `<!doctype html><title>worker</title><p>a page with a service worker</p>
<script>navigator.serviceWorker.register('/sw.js')</script>`)
	case "/sw.js":
		w.Header().Set("Content-Type", "text/javascript")
		fmt.Fprint(w, `self.addEventListener('fetch', () => {});`)
	case "/soak":
		fmt.Fprint(w, `<!doctype html><title>Soak</title><h1>Soak</h1>
<button id="b" onclick="n.textContent = String(Number(n.textContent) + 1)">Count</button> <span id="n">0</span>
<ul>`)
		for i := range 60 {
			fmt.Fprintf(w, `<li><a href="#item-%d">Item %d</a> <input aria-label="Field %d" value="v%d"> <label><input type="checkbox"> done</label></li>`, i, i, i, i)
		}
		fmt.Fprint(w, `</ul>`)
	default:
		fmt.Fprintf(w, `<!doctype html><title>%s</title><p>%s</p><button>OK</button>`, r.URL.Path[1:], r.URL.Path[1:])
	}
}
