// Command electron-mcp-bench runs electron-mcp's benchmarks that do not fit
// `go test -bench`: the bridge's relay overhead against a direct CDP
// connection, the scripted to-do task through electron-mcp and through
// Playwright MCP with the same MCP client, full snapshot sizes and refs
// compared with Playwright MCP's, what the tool lists cost side by side,
// and the event-loop delay the bridge causes
// in its host. It prints figures as it goes and, with -out, writes the
// report (BENCHMARKS.md), folding in the snapshot benchmark's `go test
// -bench` output given with -snapshot-bench. scripts/bench runs it.
//
// What every server answered is kept for reading (-transcripts): each
// counted call with its arguments, time and characters, then its response,
// per task and server.
package main

import (
	"context"
	"flag"
	"fmt"
	"os"
	"os/signal"
	"path/filepath"
	"slices"
	"strings"
	"syscall"
	"time"

	"github.com/electron-mcp/electron-mcp/go/internal/bench"
	"github.com/electron-mcp/electron-mcp/go/internal/standin"
)

type config struct {
	only          map[string]bool
	runs          int
	binary        string // electron-mcp
	playwright    string // @playwright/mcp's cli.js
	playwrightOut string // its --output-dir
	transcripts   string // where what the servers answered is written
	cdt           string // chrome-devtools-mcp's bin script
	libs          string // node_modules with the widget libraries
	widgetRuns    int
	widgetFilter  string
	widgetServers string
	apps          string // the apps directory, one npm install each
	appRuns       int
	appFilter     string
	chromium      string
	snapshotBench string
	snapshotFlags string
	out           string
	command       string
	commit        string
	phase         time.Duration
}

func main() {
	if err := run(); err != nil {
		fmt.Fprintln(os.Stderr, "electron-mcp-bench:", err)
		os.Exit(1)
	}
}

func run() error {
	var cfg config
	only := flag.String("only", "", "comma-separated parts to run: relay, tools, task, sizes, widgets, apps, host (default all)")
	flag.IntVar(&cfg.runs, "runs", 5, "runs of the to-do task per server")
	flag.StringVar(&cfg.binary, "electron-mcp", ".bench/electron-mcp", "the electron-mcp binary")
	flag.StringVar(&cfg.playwright, "playwright", ".bench/node_modules/@playwright/mcp/cli.js", "Playwright MCP's cli.js")
	flag.StringVar(&cfg.playwrightOut, "playwright-output", ".bench/playwright-output", "Playwright MCP's --output-dir")
	flag.StringVar(&cfg.transcripts, "transcripts", "", "write what every server answered, call by call with each response's characters, into this directory: transcript-<server>.txt (the to-do task), snapshot-<n>-<server>.txt (the snapshot sizes' pages), widgets/ and app-transcripts/ (a file per task and server: its first failure, else its first round); default: the directory holding -playwright-output")
	flag.StringVar(&cfg.cdt, "chrome-devtools-mcp", ".bench/node_modules/chrome-devtools-mcp/build/src/bin/chrome-devtools-mcp.js", "chrome-devtools-mcp's bin script")
	flag.StringVar(&cfg.libs, "libs", ".bench/node_modules", "node_modules holding the widget tasks' libraries (served at /lib/)")
	flag.IntVar(&cfg.widgetRuns, "widget-runs", 3, "rounds of the widget tasks on each server")
	flag.StringVar(&cfg.widgetFilter, "widgets", "", "run only the widget tasks whose name or library contains this (unseen: the unseen tasks; unseen1 … unseen18: one unseen set; op:drag: those with a step of that op)")
	flag.StringVar(&cfg.widgetServers, "widget-servers", "", "comma-separated servers of the widget and app tasks (default all three)")
	flag.StringVar(&cfg.apps, "apps", ".bench/apps", "the directory the applications of the app tasks are installed in, each in <apps>/<package>/")
	flag.IntVar(&cfg.appRuns, "app-runs", 2, "rounds of the app tasks on each server")
	flag.StringVar(&cfg.appFilter, "app-tasks", "", "run only the app tasks whose name or application contains this")
	flag.StringVar(&cfg.snapshotBench, "snapshot-bench", "", "output of `go test -bench Snapshot ./go/page` to include")
	flag.StringVar(&cfg.snapshotFlags, "snapshot-flags", "-benchtime 2s -count 3", "the go test flags that produced -snapshot-bench, for the report")
	flag.StringVar(&cfg.out, "out", "", "write the report to this file")
	flag.StringVar(&cfg.command, "command", "scripts/bench", "the command named in the report")
	flag.StringVar(&cfg.commit, "commit", "", "the commit measured, for the report (default: from git)")
	flag.DurationVar(&cfg.phase, "host-phase", 8*time.Second, "length of each phase of the host benchmark")
	flag.Parse()
	cfg.chromium = bench.ChromiumPath()
	if cfg.transcripts == "" {
		cfg.transcripts = filepath.Dir(cfg.playwrightOut)
	}
	_ = os.MkdirAll(cfg.transcripts, 0o755)
	cfg.only = map[string]bool{}
	for _, p := range strings.Split(*only, ",") {
		if p = strings.TrimSpace(p); p != "" {
			cfg.only[p] = true
		}
	}
	want := func(part string) bool { return len(cfg.only) == 0 || cfg.only[part] }

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
	rep := &report{cfg: cfg, machine: describeMachine(ctx, cfg), started: time.Now()}
	rep.loadBefore = loadAverage()

	if want("relay") {
		step("relay: Runtime.evaluate(\"1\") through the bridge vs direct")
		r, err := benchRelay(ctx, 20, 250)
		if err != nil {
			return fmt.Errorf("relay: %w", err)
		}
		rep.relay = r
		b, d, p := bench.Micros(r.Bridge), bench.Micros(r.Direct), bench.Micros(r.Pipe)
		fmt.Printf("bridge  median %6.0f µs  p99 %6.0f µs\n", bench.Median(b), bench.Quantile(b, .99))
		fmt.Printf("direct  median %6.0f µs  p99 %6.0f µs\n", bench.Median(d), bench.Quantile(d, .99))
		fmt.Printf("pipe    median %6.0f µs  p99 %6.0f µs  (inside the host, no bridge)\n", bench.Median(p), bench.Quantile(p, .99))
		in := bench.Micros(r.Instant)
		fmt.Printf("instant median %6.0f µs  p99 %6.0f µs  (the bridge before a debugger that answers at once)\n", bench.Median(in), bench.Quantile(in, .99))
		fmt.Printf("ratio bridge/direct: median %.2f×  p99 %.2f×\n", bench.Median(b)/bench.Median(d), bench.Quantile(b, .99)/bench.Quantile(d, .99))
	}

	if cfg.snapshotBench != "" {
		rows, err := parseSnapshotBench(cfg.snapshotBench)
		if err != nil {
			return err
		}
		rep.snapshot = rows
	}

	if want("tools") {
		step("tools/list: what the tool list costs")
		rows, err := benchToolLists(ctx, cfg)
		if err != nil {
			return fmt.Errorf("tools: %w", err)
		}
		rep.tools = rows
		theirs := toolListChars(rows, "Playwright MCP")
		for _, r := range rows {
			fmt.Printf("%-26s %3d tools %6d chars  %.3f× Playwright MCP's default\n", r.Server, r.Tools, r.Chars, float64(r.Chars)/float64(theirs))
		}
	}

	pages := pagesServer(root, cfg.libs)
	defer pages.Close()
	var host *bench.Host
	if want("task") || want("sizes") || want("widgets") || want("apps") {
		if host, err = bench.StartHost(ctx, bench.HostOptions{URLs: []string{"about:blank"}}); err != nil {
			return err
		}
		defer host.Stop()
	}
	startOurs := func(ctx context.Context) (*mcpServer, error) {
		s, err := startServer(ctx, "electron-mcp", host.Env(), cfg.binary, "serve")
		if s != nil {
			s.dialect = dialectOurs
		}
		return s, err
	}
	startTheirs := func(ctx context.Context) (*mcpServer, error) {
		s, err := startServer(ctx, "Playwright MCP", nil, "node", cfg.playwright,
			"--executable-path", cfg.chromium, "--headless", "--no-sandbox", "--isolated",
			"--output-dir", cfg.playwrightOut)
		if s != nil {
			s.dialect = dialectPlaywright
		}
		return s, err
	}
	startCDT := func(ctx context.Context) (*mcpServer, error) {
		s, err := startServer(ctx, "chrome-devtools-mcp", cdtEnv(), "node", cdtArgs(cfg)...)
		if s != nil {
			s.dialect = dialectCDT
		}
		return s, err
	}

	// The servers of the widget and app tasks.
	allServers := func() []serverStarter {
		var servers []serverStarter
		for _, s := range []serverStarter{{"electron-mcp", startOurs}, {"Playwright MCP", startTheirs}, {"chrome-devtools-mcp", startCDT}} {
			if cfg.widgetServers == "" || slices.Contains(strings.Split(cfg.widgetServers, ","), s.name) {
				servers = append(servers, s)
			}
		}
		return servers
	}

	if want("task") {
		step(fmt.Sprintf("the to-do task, %d runs on each server", cfg.runs))
		for i := range cfg.runs {
			// Alternate who goes first, so drift hits both alike.
			order := []func(context.Context) (*mcpServer, error){startOurs, startTheirs}
			if i%2 == 1 {
				order[0], order[1] = order[1], order[0]
			}
			for _, start := range order {
				r, err := runTask(ctx, start, pages.URL+"/todo.html")
				if err != nil {
					return fmt.Errorf("task: %w", err)
				}
				fmt.Printf("run %d %-15s %2d calls (%d browser_snapshot) %6d chars  %6.0f ms  (start %4.0f ms)\n",
					i+1, r.Server, r.Calls, r.SnapshotCalls, r.Chars, ms(r.Wall), ms(r.Start))
				if r.Server == "electron-mcp" {
					rep.oursTask = append(rep.oursTask, r)
				} else {
					rep.theirsTask = append(rep.theirsTask, r)
				}
			}
		}
		o, t := summarizeTask(rep.oursTask), summarizeTask(rep.theirsTask)
		fmt.Printf("medians: electron-mcp %.0f chars %.0f ms; Playwright MCP %.0f chars %.0f ms; ratios %.2f× chars, %.2f× time\n",
			o.chars, o.wall, t.chars, t.wall, o.chars/t.chars, o.wall/t.wall)
	}

	if want("sizes") {
		step("full snapshots of the same pages")
		ours, err := startOurs(ctx)
		if err != nil {
			return err
		}
		theirs, err := startTheirs(ctx)
		if err != nil {
			ours.Close()
			return err
		}
		rows, err := compareSizes(ctx, ours, theirs, pages.URL)
		ours.Close()
		theirs.Close()
		if err != nil {
			return fmt.Errorf("sizes: %w", err)
		}
		rep.sizes = rows
		for i, r := range rows {
			_ = os.WriteFile(filepath.Join(cfg.transcripts, fmt.Sprintf("snapshot-%d-electron-mcp.txt", i+1)), []byte(r.OursText), 0o644)
			_ = os.WriteFile(filepath.Join(cfg.transcripts, fmt.Sprintf("snapshot-%d-playwright-mcp.txt", i+1)), []byte(r.TheirsText), 0o644)
		}
		for _, r := range rows {
			fmt.Printf("%-28s ours %6d chars (snapshot %6d)  theirs %6d (snapshot %6d)  ratio %.2f×  refs %d/%d, actionable of theirs %d, missing %d %v\n",
				r.Page, r.Ours, r.OursSnap, r.Theirs, r.TheirsSnap, float64(r.OursSnap)/float64(r.TheirsSnap),
				r.OursRefs, r.TheirsRefs, r.TheirsActionable, len(r.Missing), r.Missing)
		}
	}
	if want("widgets") {
		step(fmt.Sprintf("widget tasks on real component libraries, %d rounds on each server", cfg.widgetRuns))
		res, err := benchWidgets(ctx, allServers(), pages.URL, cfg.widgetRuns, cfg.widgetFilter)
		if err != nil {
			return fmt.Errorf("widgets: %w", err)
		}
		fmt.Print(res.summary())
		writeWidgetTranscripts(filepath.Join(cfg.transcripts, "widgets"), res)
		if len(res.Servers) == 3 {
			// The report's sections compare the three: a run of some
			// of them (-widget-servers) has its table above only.
			rep.widgets = res
		}
	}
	if want("apps") {
		step(fmt.Sprintf("tasks on whole applications, %d rounds on each server", cfg.appRuns))
		res, err := benchApps(ctx, allServers(), cfg.apps, filepath.Join(filepath.Dir(cfg.playwrightOut), "app-data"), cfg.appRuns, cfg.appFilter)
		if err != nil {
			return fmt.Errorf("apps: %w", err)
		}
		if len(res.Servers) == 3 {
			rep.apps = res
		}
		fmt.Print(res.summary())
		fmt.Print(res.pairSummary())
		writeWidgetTranscripts(filepath.Join(cfg.transcripts, "app-transcripts"), res)
	}
	if host != nil {
		host.Stop()
	}

	if want("host") {
		step("the host's event-loop delay")
		phases, err := benchHostCost(ctx, cfg.binary, pages.URL+"/todo.html", cfg.phase)
		if err != nil {
			return fmt.Errorf("host: %w", err)
		}
		rep.host = phases
		for _, p := range phases {
			fmt.Printf("%-46s delay p50 %5.2f ms  p99 %6.2f ms  max %6.2f ms  ELU %.2f  CPU %5.0f ms/s  %s\n",
				p.Name, p.Stats.Delay.P50, p.Stats.Delay.P99, p.Stats.Delay.Max, p.Stats.ELU,
				p.Stats.CPUMs/p.Stats.WallMs*1000, p.Note)
		}
	}

	rep.loadAfter = loadAverage()
	rep.took = time.Since(rep.started)
	if cfg.out != "" {
		out := rep.markdown()
		if old, err := os.ReadFile(cfg.out); err == nil {
			// Sections another command wrote (scripts/stress's) stay.
			out = keepForeignSections(out, string(old))
		}
		if err := os.WriteFile(cfg.out, []byte(out), 0o644); err != nil {
			return err
		}
		fmt.Printf("\nwrote %s\n", cfg.out)
	}
	if len(rep.theirsTask) > 0 {
		// The transcripts, for whoever wants to read what the agent read.
		writeTranscript(filepath.Join(cfg.transcripts, "transcript-electron-mcp.txt"), rep.oursTask[0])
		writeTranscript(filepath.Join(cfg.transcripts, "transcript-playwright-mcp.txt"), rep.theirsTask[0])
	}
	return nil
}

func step(s string) { fmt.Printf("\n== %s\n", s) }

func ms(d time.Duration) float64 { return float64(d) / float64(time.Millisecond) }

func writeTranscript(path string, r *taskRun) {
	_ = os.WriteFile(path, []byte(strings.Join(r.Transcript, "\n\n")), 0o644)
}
