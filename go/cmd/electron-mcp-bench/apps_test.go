package main

import (
	"slices"
	"strings"
	"testing"
	"time"
)

// The lazy reader: a response that does not show the page leaves what the
// agent knew (now stale) and asks for nothing; one that shows a diff is
// read.
func TestAgentReadsLazily(t *testing.T) {
	a := newAgent(&mcpServer{dialect: dialectPlaywright})
	a.read("```yaml\n- button \"Save\" [ref=e1]\n```\n")
	a.see("### Page\n- Page URL: http://x/\n### Snapshot\n- [Snapshot](page.yml)\n", false)
	if !a.stale || len(a.lookup(finder{Roles: roles("button"), Name: "Save"})) != 1 {
		t.Fatalf("after a response without the page: stale %v, known %+v", a.stale, a.known)
	}
	ours := newAgent(&mcpServer{dialect: dialectOurs})
	ours.stale = true
	ours.see("### Snapshot\n- [added] button \"Done\" [ref=e7]\n### Events\n- [ERROR] boom\n", false)
	if ours.stale || len(ours.lookup(finder{Roles: roles("button"), Name: "Done"})) != 1 {
		t.Fatalf("after a diff: stale %v, known %+v", ours.stale, ours.known)
	}
	// Playwright MCP's browser_snapshot fences its tree; that shows the
	// page too.
	if !showsTree("### Snapshot\n```yaml\n- button \"Save\" [ref=e1]\n```\n") || showsTree("### Snapshot\n- [Snapshot](page.yml)\n") || showsTree("### Result\nok\n") {
		t.Error("showsTree: a fenced tree shows the page, a link to a file or no Snapshot section does not")
	}
}

func TestReadable(t *testing.T) {
	for in, want := range map[string]string{"\ue900 F2": "F2", " Deploy": "Deploy", "Save": "Save", "a\U000F0001b": "ab"} {
		if got := readable(in); got != want {
			t.Errorf("readable(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestPairTotals(t *testing.T) {
	run := func(ok bool, chars int, wall time.Duration) []*widgetRun {
		return []*widgetRun{{OK: ok, Chars: chars, Wall: wall}}
	}
	res := &widgetResults{
		Servers: []string{"electron-mcp", "Playwright MCP", "chrome-devtools-mcp"},
		Tasks:   []widgetTask{{Name: "a"}, {Name: "b"}, {Name: "c"}},
		Runs: [][][]*widgetRun{
			{run(true, 100, time.Second), run(true, 400, 2*time.Second), run(false, 0, 0)},
			{run(false, 0, 0), run(true, 300, time.Second), run(true, 50, time.Second)},
			{run(true, 10, time.Second), run(true, 40, time.Second), run(true, 20, time.Second)},
		},
	}
	co, ct, wo, wt, n := res.pairTotals(0, 1)
	if n != 2 || co != 110 || ct != 440 || wo != 2000 || wt != 3000 {
		t.Fatalf("vs Playwright MCP: %v %v %v %v %d", co, ct, wo, wt, n)
	}
	if co, ct, _, _, n := res.pairTotals(0, 2); n != 1 || co != 10 || ct != 20 {
		t.Fatalf("vs chrome-devtools-mcp: %v %v %d", co, ct, n)
	}
	if got := res.lacking(); len(got) != 1 || got[0] != "b" {
		t.Fatalf("lacking %v", got)
	}
	if res.completed(0) != 2 || res.completed(2) != 2 {
		t.Fatalf("completed %d %d", res.completed(0), res.completed(2))
	}
}

// A node editor's port: an unnamed part found by its hint inside the node
// that holds a label; an unnamed button by its hint as its name.
func TestAgentFindsPartsByHint(t *testing.T) {
	a := newAgent(&mcpServer{dialect: dialectOurs})
	a.read("```yaml\n" +
		"- generic [focused] [ref=e1]:\n" +
		"  - group [ref=e2]:\n" +
		"    - group [ref=e3]:\n" +
		"      - img [hint: red-ui-flow-node] [ref=e4]\n" +
		"      - text: tick\n" +
		"      - img [hint: red-ui-flow-port] [ref=e5]\n" +
		"    - group [ref=e6]:\n" +
		"      - img [hint: red-ui-flow-port] [ref=e7]\n" +
		"      - text: out\n" +
		"- link [hint: bars] [ref=e8]\n" +
		"```\n")
	for _, c := range []struct {
		f    finder
		want string
	}{
		{finder{Hint: "port", In: "tick"}, "e5"},
		{finder{Hint: "port", In: "out"}, "e7"},
		{finder{Roles: roles("link"), Name: "bars"}, "e8"},
	} {
		if got := a.lookup(c.f); len(got) == 0 || got[0] != c.want {
			t.Errorf("%s: got %v, want %s first", c.f, got, c.want)
		}
	}
}

// The characters of the responses add up per kind of call, over the tasks
// every server completed.
func TestCallChars(t *testing.T) {
	run := func(ok bool, calls ...timedCall) []*widgetRun {
		return []*widgetRun{{OK: ok, Timed: calls}}
	}
	res := &widgetResults{
		Servers: []string{"electron-mcp", "chrome-devtools-mcp"},
		Tasks:   []widgetTask{{Name: "a"}, {Name: "b"}},
		Runs: [][][]*widgetRun{
			{run(true, timedCall{Tool: "browser_navigate", Chars: 100}, timedCall{Tool: "browser_click", Chars: 30}),
				run(true, timedCall{Tool: "navigate_page", Chars: 10}, timedCall{Tool: "click", Chars: 5}, timedCall{Tool: "take_snapshot", Chars: 90})},
			{run(true, timedCall{Tool: "browser_click", Chars: 1000}), run(false)},
		},
	}
	got := res.callChars()
	// navigation, click, type, hover, drag, snapshot, other
	want := [][]float64{{100, 30, 0, 0, 0, 0, 0}, {10, 5, 0, 0, 0, 90, 0}}
	for si := range want {
		if !slices.Equal(got[si], want[si]) {
			t.Errorf("%s: got %v, want %v", res.Servers[si], got[si], want[si])
		}
	}
	if md := res.callCharsMarkdown(); !strings.Contains(md, "| navigation | 100 ch (77%) | 10 ch (10%) |") {
		t.Errorf("table:\n%s", md)
	}
}
