package main

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/electron-mcp/electron-mcp/go/internal/bench"
)

type report struct {
	cfg                   config
	machine               []string
	started               time.Time
	took                  time.Duration
	loadBefore, loadAfter string

	relay                *relayResult
	snapshot             []snapshotRow
	oursTask, theirsTask []*taskRun
	sizes                []sizeResult
	host                 []hostPhase
	tools                []toolListRow
	widgets              *widgetResults
	apps                 *widgetResults
}

// describeMachine lists what the figures depend on.
func describeMachine(ctx context.Context, cfg config) []string {
	pw := "?"
	if b, err := os.ReadFile(filepath.Join(filepath.Dir(cfg.playwright), "package.json")); err == nil {
		var p struct{ Version string }
		if json.Unmarshal(b, &p) == nil {
			pw = p.Version
		}
	}
	return append(bench.Machine(ctx, cfg.chromium), "Playwright MCP: @playwright/mcp "+pw)
}

func gitCommit(ctx context.Context) string { return bench.GitCommit(ctx) }

func loadAverage() string { return bench.LoadAverage() }

// snapshotRow is the median over -count runs of one BenchmarkSnapshot
// sub-benchmark.
type snapshotRow struct {
	Elements int
	Runs     int
	Metrics  map[string]float64 // unit → median
}

var benchLine = regexp.MustCompile(`^BenchmarkSnapshot/elements=(\d+)(?:-\d+)?\s+(\d+)\s+(.*)$`)

// parseSnapshotBench reads `go test -bench Snapshot` output and takes the
// median of every metric over the -count runs.
func parseSnapshotBench(path string) ([]snapshotRow, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	samples := map[int]map[string][]float64{}
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		m := benchLine.FindStringSubmatch(strings.TrimSpace(sc.Text()))
		if m == nil {
			continue
		}
		n, _ := strconv.Atoi(m[1])
		if samples[n] == nil {
			samples[n] = map[string][]float64{}
		}
		fields := strings.Fields(m[3])
		for i := 0; i+1 < len(fields); i += 2 {
			v, err := strconv.ParseFloat(fields[i], 64)
			if err != nil {
				continue
			}
			samples[n][fields[i+1]] = append(samples[n][fields[i+1]], v)
		}
	}
	if err := sc.Err(); err != nil {
		return nil, err
	}
	var rows []snapshotRow
	for n, ms := range samples {
		r := snapshotRow{Elements: n, Metrics: map[string]float64{}}
		for unit, vs := range ms {
			r.Metrics[unit] = bench.Median(vs)
			r.Runs = len(vs)
		}
		rows = append(rows, r)
	}
	slices.SortFunc(rows, func(a, b snapshotRow) int { return a.Elements - b.Elements })
	if len(rows) == 0 {
		return nil, fmt.Errorf("%s: no BenchmarkSnapshot results", path)
	}
	return rows, nil
}

type taskSummary struct {
	chars, actionChars, snapshotChars, codeChars, calls, snapshotCalls, wall, start float64
}

func summarizeTask(runs []*taskRun) taskSummary {
	med := func(f func(*taskRun) float64) float64 {
		var xs []float64
		for _, r := range runs {
			xs = append(xs, f(r))
		}
		return bench.Median(xs)
	}
	return taskSummary{
		chars:         med(func(r *taskRun) float64 { return float64(r.Chars) }),
		actionChars:   med(func(r *taskRun) float64 { return float64(r.ActionChars) }),
		snapshotChars: med(func(r *taskRun) float64 { return float64(r.SnapshotChars) }),
		codeChars:     med(func(r *taskRun) float64 { return float64(r.CodeChars) }),
		calls:         med(func(r *taskRun) float64 { return float64(r.Calls) }),
		snapshotCalls: med(func(r *taskRun) float64 { return float64(r.SnapshotCalls) }),
		wall:          med(func(r *taskRun) float64 { return ms(r.Wall) }),
		start:         med(func(r *taskRun) float64 { return ms(r.Start) }),
	}
}

func verdict(ok bool) string {
	if ok {
		return "met"
	}
	return "**not met**"
}

func (r *report) markdown() string {
	var b strings.Builder
	p := func(format string, args ...any) { fmt.Fprintf(&b, format, args...) }
	p("# Benchmarks\n\n")
	p("Measured in one run of `%s` on commit %s (%s; %s after the snapshot benchmark). Every figure below comes from that run, on this machine:\n\n",
		r.cfg.command, r.cfg.commit, r.started.UTC().Format("2006-01-02 15:04 UTC"), r.took.Round(time.Second))
	for _, m := range r.machine {
		p("- %s\n", m)
	}
	p("- Load average (1, 5, 15 min) before / after: %s / %s\n\n", r.loadBefore, r.loadAfter)
	p("Medians and ratios, not single runs. Nothing here is asserted in tests; `go test ./...` runs none of it. ")
	p("The machine is shared (see the load average): absolute times vary from run to run by a factor of two or more; the ratios, measured side by side in the same run, are steadier.\n\n")

	var targets []string
	if rl := r.relay; rl != nil {
		b, d := bench.Micros(rl.Bridge), bench.Micros(rl.Direct)
		ratio := bench.Median(b) / bench.Median(d)
		targets = append(targets, fmt.Sprintf("| relay round trip within 1.5× of direct CDP at the median | %.2f× | %s |", ratio, verdict(ratio <= 1.5)))
	}
	if len(r.snapshot) > 0 {
		for _, row := range r.snapshot {
			if row.Elements == 10_000 {
				t := row.Metrics["ns/op"] / 1e6
				targets = append(targets, fmt.Sprintf("| snapshot of 10,000 elements well under a second | %.0f ms | %s |", t, verdict(t < 1000)))
			}
		}
	}
	if len(r.oursTask) > 0 && len(r.theirsTask) > 0 {
		o, t := summarizeTask(r.oursTask), summarizeTask(r.theirsTask)
		targets = append(targets,
			fmt.Sprintf("| to-do task: ≤ 0.5× Playwright MCP's response characters | %.2f× | %s |", o.chars/t.chars, verdict(o.chars/t.chars <= 0.5)),
			fmt.Sprintf("| to-do task: ≤ 0.5× Playwright MCP's wall time | %.2f× | %s |", o.wall/t.wall, verdict(o.wall/t.wall <= 0.5)))
	}
	if len(r.sizes) > 0 {
		worst, missing := 0.0, 0
		for _, s := range r.sizes {
			if !s.OursTruncated { // a capped snapshot is small by construction
				worst = max(worst, float64(s.OursSnap)/float64(s.TheirsSnap))
			}
			missing += len(s.Missing)
		}
		targets = append(targets,
			fmt.Sprintf("| full snapshot ≤ 0.8× Playwright MCP's `browser_snapshot` (worst page) | %.2f× | %s |", worst, verdict(worst <= 0.8)),
			fmt.Sprintf("| a ref for every actionable element Playwright MCP gives a ref | %d missing | %s |", missing, verdict(missing == 0)))
	}
	if theirs := toolListChars(r.tools, "Playwright MCP"); theirs > 0 {
		ratio := float64(toolListChars(r.tools, "electron-mcp")) / float64(theirs)
		targets = append(targets, fmt.Sprintf("| default `tools/list` ≤ 0.75× Playwright MCP's characters | %.2f× | %s |", ratio, verdict(ratio <= 0.75)))
	}
	for _, h := range r.host {
		if strings.HasPrefix(h.Name, "agent loop") {
			targets = append(targets, fmt.Sprintf("| host event-loop delay p99 < 20 ms during the agent loop | %.1f ms | %s |", h.Stats.Delay.P99, verdict(h.Stats.Delay.P99 < 20)))
		}
	}
	targets = append(targets, r.widgetTargets()...)
	targets = append(targets, r.appTargets()...)
	if len(targets) > 0 {
		p("## Targets\n\n| target | measured | |\n|---|---|---|\n%s\n\n", strings.Join(targets, "\n"))
	}

	if rl := r.relay; rl != nil {
		b, d, pp := bench.Micros(rl.Bridge), bench.Micros(rl.Direct), bench.Micros(rl.Pipe)
		p("## Relay overhead\n\n")
		p("Round trip of `Runtime.evaluate(\"1\")`, %d sequential calls per path after 200 warm-up calls, the paths taking turns in rounds of %d. ", len(rl.Bridge), len(rl.Bridge)/20)
		p("Same client code (go/cdp) and the same Chromium binary and flags on both sides.\n\n")
		p("| path | median | p90 | p99 | median vs direct |\n|---|---|---|---|---|\n")
		row := func(name string, xs []float64) {
			p("| %s | %.0f µs | %.0f µs | %.0f µs | %.2f× |\n", name, bench.Median(xs), bench.Quantile(xs, .9), bench.Quantile(xs, .99), bench.Median(xs)/bench.Median(d))
		}
		row("through the bridge: go/cdp → bridge WebSocket → stand-in `webContents.debugger` → Chromium's DevTools pipe", b)
		row("direct: go/cdp → Chromium's own page WebSocket (`--remote-debugging-port=0`, port read from `DevToolsActivePort`)", d)
		row("inside the host, no bridge: `webContents.debugger.sendCommand` → pipe (a second window)", pp)
		in := bench.Micros(rl.Instant)
		row("the bridge alone: go/cdp → bridge WebSocket → a `webContents.debugger` that answers at once (nothing behind it)", in)
		p("\nThe stand-in puts a third process between the bridge and Chromium: the host talks to Chromium over `--remote-debugging-pipe`, which costs about what the direct WebSocket does (third row). ")
		p("Electron has no such hop: `webContents.debugger` reaches the renderer from inside the main process, as Chromium's own DevTools endpoint does. ")
		p("What the bridge itself adds is the fourth row, the WebSocket hop into the host process and the bridge's JSON handling: %.0f µs at the median. ", bench.Median(in))
		p("So in Electron the relay should cost about direct + that, %.2f× direct here; through the stand-in it is %.2f×.\n\n", (bench.Median(d)+bench.Median(in))/bench.Median(d), bench.Median(b)/bench.Median(d))
	}

	if len(r.snapshot) > 0 {
		p("## Snapshot time and size\n\n")
		p("`go test -run '^$' -bench Snapshot %s ./go/page`: `Page.Snapshot` of generated pages (header navigation, then cards of nested `<div>`s with a heading, prose with a link and emphasis, a list of three links, a label with a number input, a checkbox, a button, and every fourth card a `<select>` and a small table), through the bridge of the stand-in. ", r.cfg.snapshotFlags)
		p("CDP is gathering: `Page.getFrameTree`, then go/page's listener marks (aria/listeners.js in the page's own world: which elements its scripts listen on, for refs) and snapshot scripts (aria/, in its isolated world), their answer carried over CDP through the bridge and decoded; processing is `snapshot.Build`. ")
		p("Chromium CPU is the CPU time of the stand-in's Chromium processes per snapshot, steadier than wall time on a shared machine. ")
		p("The last column is one `Accessibility.getFullAXTree` call on the same page, which gathering used before aria.js, for comparison; the one before it, what a page with custom elements that give themselves roles through ElementInternals adds to a snapshot for Chromium's tree (go/page/internals.go: `Accessibility.enable`, a `getPartialAXTree` of one element, which builds the tree of the whole document, `Accessibility.disable`, which drops it; pages without such elements pay nothing). Medians over %d runs.\n\n", r.snapshot[0].Runs)
		p("| elements | nodes | total (`browser_snapshot`) | CDP (gather) | of it, listener marks | processing (snapshot.Build) | per element | Chromium CPU | text (capped) | text (uncapped) | a look at internals | getFullAXTree alone |\n|---|---|---|---|---|---|---|---|---|---|---|---|\n")
		for _, row := range r.snapshot {
			m := row.Metrics
			ax := "–"
			if v, ok := m["getfullaxtree-ms"]; ok {
				ax = fmt.Sprintf("%.0f ms", v)
			}
			look := "–"
			if v, ok := m["internals-look-ms"]; ok {
				look = fmt.Sprintf("%.0f ms", v)
			}
			p("| %d | %.0f | %.1f ms | %.1f ms | %.1f ms | %.2f ms | %.1f µs | %.0f ms | %.0f B | %.0f B | %s | %s |\n",
				row.Elements, m["nodes"], m["ns/op"]/1e6, m["cdp-ms/op"], m["listeners-ms/op"], m["build-ms/op"], m["ns/element"]/1e3, m["chromium-cpu-ms/op"], m["text-bytes"], m["uncapped-bytes"], look, ax)
		}
		// What the ref policy costs: its look at the page's listeners is
		// measured on its own; the rest of it is part of the walk.
		var share []string
		for _, row := range r.snapshot {
			if m := row.Metrics; m["cdp-ms/op"] > 0 && m["listeners-ms/op"] > 0 {
				share = append(share, fmt.Sprintf("%.0f%% at %s elements", 100*m["listeners-ms/op"]/m["cdp-ms/op"], thousands(row.Elements)))
			}
		}
		if len(share) > 0 {
			p("\nWhat the ref policy (refs for what a person can act on beyond its role) costs per snapshot: its look at the page's listeners, one evaluation in the page's own world that visits every element, takes %s of gathering (the column above, measured on its own); inside the walk it adds a few checks per element (cursor, marks, whether the element is an item of a listening container or reveals something on :hover), and only where a page has them, hit tests of controls under aria-hidden, one look at each new custom element for a closed shadow root, and a second walk when a code editor is first met.\n", strings.Join(share, ", "))
		}
		first := r.snapshot[0]
		p("\nGrowth against the %d-element page (1.00 = linear):\n\n| elements | total per element | CDP per element | Chromium CPU per element | processing per element |\n|---|---|---|---|---|\n", first.Elements)
		for _, row := range r.snapshot {
			k := float64(row.Elements) / float64(first.Elements)
			p("| %d | %.2f | %.2f | %.2f | %.2f |\n", row.Elements,
				row.Metrics["ns/op"]/first.Metrics["ns/op"]/k,
				row.Metrics["cdp-ms/op"]/first.Metrics["cdp-ms/op"]/k,
				row.Metrics["chromium-cpu-ms/op"]/first.Metrics["chromium-cpu-ms/op"]/k,
				row.Metrics["build-ms/op"]/first.Metrics["build-ms/op"]/k)
		}
		p("\n")
	}

	if len(r.oursTask) > 0 && len(r.theirsTask) > 0 {
		o, t := summarizeTask(r.oursTask), summarizeTask(r.theirsTask)
		p("## The to-do task, electron-mcp vs Playwright MCP\n\n")
		p("The same Go MCP client (mcp-go's `client.NewStdioMCPClient`) drives `electron-mcp serve` (against the stand-in's window) and `node @playwright/mcp/cli.js --executable-path %s --headless --no-sandbox --isolated --output-dir …` (its own browser, default options otherwise), %d runs each, alternating which goes first, each on a freshly started server. ", r.cfg.chromium, len(r.oursTask))
		p("The task: `browser_navigate` to the to-do app, `browser_type` three items with `submit`, `browser_click` the first item's checkbox, the \"Active\" filter, the \"All\" filter, and \"Clear completed\". ")
		p("Every target ref is parsed from what that server answered before (role and name; refs the agent has seen stay known until a diff marks them removed or a full snapshot replaces them). ")
		p("A page check by `browser_evaluate` after the task (not counted) confirms both ended in the same state.\n\n")
		p("**What is counted**: the characters (Unicode code points) of the text of every response the agent must read to see the page after every step. electron-mcp's action responses carry what changed (the full tree after a navigation). Playwright MCP 0.0.83's action responses only link a snapshot file (`- [Snapshot](….yml)`), so after every action the agent also calls `browser_snapshot`; those calls and their characters are counted (reading the linked file instead would cost the same characters). ")
		p("Not counted for either: the server's launch, `initialize`, and a first `browser_navigate` to about:blank (Playwright MCP launches its browser there, electron-mcp attaches to the window); they are shown as start-up.\n\n")
		p("| median of %d runs | electron-mcp | Playwright MCP | ratio |\n|---|---|---|---|\n", len(r.oursTask))
		p("| response characters the agent reads | %.0f | %.0f | **%.2f×** |\n", o.chars, t.chars, o.chars/t.chars)
		p("| … of them in action responses | %.0f | %.0f | |\n", o.actionChars, t.actionChars)
		p("| … of them in `browser_snapshot` responses | %.0f | %.0f | |\n", o.snapshotChars, t.snapshotChars)
		p("| … of them Playwright's \"Ran Playwright code\" sections | %.0f | %.0f | |\n", o.codeChars, t.codeChars)
		p("| tool calls | %.0f | %.0f (%.0f of them `browser_snapshot`) | %.2f× |\n", o.calls, t.calls, t.snapshotCalls, o.calls/t.calls)
		p("| wall time of the task | %.0f ms | %.0f ms | **%.2f×** |\n", o.wall, t.wall, o.wall/t.wall)
		p("| start-up (launch, initialize, first navigation) | %.0f ms | %.0f ms | |\n\n", o.start, t.start)
		p("Every run:\n\n| run | server | calls | characters | wall time |\n|---|---|---|---|---|\n")
		for i := range r.oursTask {
			for _, tr := range []*taskRun{r.oursTask[i], r.theirsTask[i]} {
				p("| %d | %s | %d | %d | %.0f ms |\n", i+1, tr.Server, tr.Calls, tr.Chars, ms(tr.Wall))
			}
		}
		p("\n")
	}

	if len(r.sizes) > 0 {
		p("## Full snapshots of the same pages\n\n")
		p("`browser_snapshot` on both servers after navigating to the same page (the 3-item state is set up by a `browser_evaluate` on both). Characters of the Snapshot section (the tree) and of the whole response; time is the median of three calls as the client sees it. ")
		p("Refs: every Playwright MCP ref on an element one can act on (roles button, link, textbox, searchbox, checkbox, radio, combobox, listbox, option, menuitem*, tab, slider, spinbutton, switch, treeitem, or anything marked `[cursor=pointer]`) must have a ref in ours with the same role and name. A page marked capped is past our 40,000-character cap (the snapshot ends with a note on how to narrow it): its size ratio and refs are left out of the targets.\n\n")
		p("| page | ours: snapshot / response | Playwright MCP: snapshot / response | ratio (snapshot) | time ours / theirs | refs ours / theirs | their actionable refs we lack |\n|---|---|---|---|---|---|---|\n")
		for _, s := range r.sizes {
			miss := fmt.Sprintf("none (of %d)", s.TheirsActionable)
			if len(s.Missing) > 0 {
				miss = fmt.Sprintf("%s (of %d)", strings.Join(s.Missing, ", "), s.TheirsActionable)
			}
			if s.OursTruncated {
				miss = "– (capped)"
			}
			trunc := ""
			if s.OursTruncated {
				trunc = " (capped)"
			}
			p("| %s | %d / %d%s | %d / %d | %.2f× | %.0f / %.0f ms | %d / %d | %s |\n", s.Page, s.OursSnap, s.Ours, trunc, s.TheirsSnap, s.Theirs,
				float64(s.OursSnap)/float64(s.TheirsSnap), ms(s.OursTime), ms(s.TheirsTime), s.OursRefs, s.TheirsRefs, miss)
		}
		p("\n")
	}

	p("%s", r.appMarkdown())
	p("%s", r.widgetMarkdown())

	if len(r.tools) > 0 {
		p("%s", toolListMarkdown(r.tools))
	}

	if len(r.host) > 0 {
		p("## The bridge's cost to its host\n\n")
		p("`scripts/bench-host.js` is the stand-in host (the bridge in front of the headless Chromium) plus `perf_hooks.monitorEventLoopDelay({resolution: 1})`; the histogram is reset at the start of each %s phase. ", r.cfg.phase)
		p("A value is the time between two samples of a 1 ms timer, so 1 ms means no delay and the delay is the value minus 1 ms. The agent is `electron-mcp serve` over stdio on the to-do app; the console flood logs batches of 50 messages from a 0 ms interval timer.\n\n")
		p("| phase | delay p50 | p90 | p99 | max | event-loop utilisation | host CPU | |\n|---|---|---|---|---|---|---|---|\n")
		for _, h := range r.host {
			s := h.Stats
			p("| %s | %.2f ms | %.2f ms | %.2f ms | %.2f ms | %.0f%% | %.0f ms/s | %s |\n", h.Name, s.Delay.P50, s.Delay.P90, s.Delay.P99, s.Delay.Max, s.ELU*100, s.CPUMs/s.WallMs*1000, h.Note)
		}
		p("\n")
	}
	return b.String()
}

// thousands writes n with commas between groups of three digits (10,000).
func thousands(n int) string {
	s := strconv.Itoa(n)
	for i := len(s) - 3; i > 0; i -= 3 {
		s = s[:i] + "," + s[i:]
	}
	return s
}
