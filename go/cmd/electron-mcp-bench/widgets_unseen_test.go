package main

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"
)

// Every unseen task has its page (and the entry script of the bundle the
// page loads), a library installed by scripts/bench, steps and a check;
// there are ten or more, and none shares a page with a tuned task.
func TestUnseenTasksWellFormed(t *testing.T) {
	bench, err := os.ReadFile("../../../scripts/bench")
	if err != nil {
		t.Fatal(err)
	}
	bundle := regexp.MustCompile(`src="/bundle/([a-z0-9-]+)\.js"`)
	tuned := map[string]bool{}
	for _, task := range allWidgetTasks() {
		if task.Unseen == 0 {
			tuned[task.Page] = true
		}
	}
	n := 0
	for _, task := range allWidgetTasks() {
		if task.Unseen == 0 {
			continue
		}
		n++
		page, err := os.ReadFile(filepath.Join("widgets", task.Page))
		if err != nil {
			t.Errorf("%s: %v", task.Name, err)
			continue
		}
		if m := bundle.FindSubmatch(page); m != nil {
			if _, err := os.Stat(filepath.Join("widgets", string(m[1])+".jsx")); err != nil {
				t.Errorf("%s: the page loads a bundle without its entry: %v", task.Name, err)
			}
		}
		if tuned[task.Page] {
			t.Errorf("%s: its page %s is a tuned task's", task.Name, task.Page)
		}
		if !strings.Contains(string(bench), " "+task.Library+"@") && !strings.Contains(string(bench), "\n  "+task.Library+"@") {
			t.Errorf("%s: %s is not in scripts/bench's packages", task.Name, task.Library)
		}
		if len(task.Steps) == 0 || task.Check == "" || task.Want == "" {
			t.Errorf("%s: steps, check and want are required", task.Name)
		}
		for _, st := range task.Steps {
			if st.Target.IsNone() != (st.Op == "key" || st.Op == "accept") {
				t.Errorf("%s: %s step with target %v", task.Name, st.Op, st.Target)
			}
		}
	}
	if n < 10 {
		t.Errorf("%d unseen tasks, want 10 or more", n)
	}
}

// Each unseen set's sums leave the others out, and the report gives them
// apart.
func TestUnseenTotals(t *testing.T) {
	run := func(chars int, wall time.Duration) []*widgetRun {
		return []*widgetRun{{OK: true, Chars: chars, Wall: wall, Steps: wall / 2}}
	}
	res := &widgetResults{
		Servers: []string{"electron-mcp", "Playwright MCP", "chrome-devtools-mcp"},
		Tasks:   []widgetTask{{Name: "tuned"}, {Name: "new", Unseen: 1}, {Name: "new, not done by chrome-devtools-mcp", Unseen: 1}, {Name: "second", Unseen: 2}, {Name: "third", Unseen: 3}},
		Runs: [][][]*widgetRun{
			{run(100, time.Second), run(400, 4*time.Second), run(200, 2*time.Second)},
			{run(300, time.Second), run(600, 2*time.Second), run(300, 2*time.Second)},
			{run(100, time.Second), run(400, 2*time.Second), {{OK: false}}},
			{run(50, time.Second), run(100, 2*time.Second), run(25, time.Second)},
			{run(30, time.Second), run(120, 4*time.Second), run(60, time.Second)},
		},
	}
	chars, wall, _, n := res.totalsOf(unseenSet(1))
	if n != 1 || chars[0] != 300 || chars[1] != 600 || wall[0] != 1000 {
		t.Fatalf("unseen: %v %v %d", chars, wall, n)
	}
	if chars, wall, _, n := res.totalsOf(unseenSet(3)); n != 1 || chars[0] != 30 || chars[1] != 120 || wall[1] != 4000 {
		t.Fatalf("third set: %v %v %d", chars, wall, n)
	}
	if chars, _, _, n := res.totals(); n != 4 || chars[0] != 480 {
		t.Fatalf("all: %v %d", chars, n)
	}
	md := res.unseenMarkdown()
	for _, want := range []string{"0.50× Playwright MCP's characters and 1.00× chrome-devtools-mcp's, in 0.50× Playwright MCP's wall time", "over the 1 others, 0.25×, 0.50× and 0.25×",
		"electron-mcp 2, Playwright MCP 2, chrome-devtools-mcp 1", "Over the 2 unseen tasks electron-mcp and Playwright MCP both completed, 0.40× Playwright MCP's characters and 0.50× its wall time; over the 1 electron-mcp and chrome-devtools-mcp both completed, 1.00×",
		"The tasks marked (unseen, second set), 1,", "Over the 1 tasks of the second set all servers completed, electron-mcp read 0.50× Playwright MCP's characters and 2.00× chrome-devtools-mcp's, in 0.50× Playwright MCP's wall time",
		"The tasks marked (unseen, third set), 1,", "Over the 1 tasks of the third set all servers completed, electron-mcp read 0.25× Playwright MCP's characters and 0.50× chrome-devtools-mcp's, in 0.25× Playwright MCP's wall time"} {
		if !strings.Contains(md, want) {
			t.Errorf("report lacks %q:\n%s", want, md)
		}
	}
}

// The twelfth set is a set of its own: selected by its filter name,
// marked in the table and given its own paragraph.
func TestTwelfthSet(t *testing.T) {
	n := 0
	for _, task := range allWidgetTasks() {
		if task.Unseen == 12 {
			n++
		}
	}
	if n != 12 {
		t.Fatalf("%d tasks in the twelfth set, want 12", n)
	}
	run := []*widgetRun{{OK: true, Chars: 100, Wall: time.Second, Steps: time.Second / 2}}
	res := &widgetResults{
		Servers: []string{"electron-mcp", "Playwright MCP", "chrome-devtools-mcp"},
		Tasks:   []widgetTask{{Name: "twelfth", Unseen: 12}},
		Runs:    [][][]*widgetRun{{run, run, run}},
	}
	md := res.unseenMarkdown()
	for _, want := range []string{"**Twelfth unseen set.** The tasks marked (unseen, twelfth set), 1,", "Over the 1 tasks of the twelfth set all servers completed"} {
		if !strings.Contains(md, want) {
			t.Errorf("report lacks %q:\n%s", want, md)
		}
	}
}

func TestThirteenthSet(t *testing.T) {
	n := 0
	for _, task := range allWidgetTasks() {
		if task.Unseen == 13 {
			n++
		}
	}
	if n != 12 {
		t.Fatalf("%d tasks in the thirteenth set, want 12", n)
	}
	run := []*widgetRun{{OK: true, Chars: 100, Wall: time.Second, Steps: time.Second / 2}}
	res := &widgetResults{
		Servers: []string{"electron-mcp", "Playwright MCP", "chrome-devtools-mcp"},
		Tasks:   []widgetTask{{Name: "thirteenth", Unseen: 13}},
		Runs:    [][][]*widgetRun{{run, run, run}},
	}
	md := res.unseenMarkdown()
	for _, want := range []string{"**Thirteenth unseen set.** The tasks marked (unseen, thirteenth set), 1,", "Over the 1 tasks of the thirteenth set all servers completed"} {
		if !strings.Contains(md, want) {
			t.Errorf("report lacks %q:\n%s", want, md)
		}
	}
}

func TestFourteenthSet(t *testing.T) {
	n := 0
	for _, task := range allWidgetTasks() {
		if task.Unseen == 14 {
			n++
		}
	}
	if n != 12 {
		t.Fatalf("%d tasks in the fourteenth set, want 12", n)
	}
	run := []*widgetRun{{OK: true, Chars: 100, Wall: time.Second, Steps: time.Second / 2}}
	res := &widgetResults{
		Servers: []string{"electron-mcp", "Playwright MCP", "chrome-devtools-mcp"},
		Tasks:   []widgetTask{{Name: "fourteenth", Unseen: 14}},
		Runs:    [][][]*widgetRun{{run, run, run}},
	}
	md := res.unseenMarkdown()
	for _, want := range []string{"**Fourteenth unseen set.** The tasks marked (unseen, fourteenth set), 1,", "Over the 1 tasks of the fourteenth set all servers completed"} {
		if !strings.Contains(md, want) {
			t.Errorf("report lacks %q:\n%s", want, md)
		}
	}
}

func TestFifteenthSet(t *testing.T) {
	n := 0
	for _, task := range allWidgetTasks() {
		if task.Unseen == 15 {
			n++
		}
	}
	if n != 12 {
		t.Fatalf("%d tasks in the fifteenth set, want 12", n)
	}
	run := []*widgetRun{{OK: true, Chars: 100, Wall: time.Second, Steps: time.Second / 2}}
	res := &widgetResults{
		Servers: []string{"electron-mcp", "Playwright MCP", "chrome-devtools-mcp"},
		Tasks:   []widgetTask{{Name: "fifteenth", Unseen: 15}},
		Runs:    [][][]*widgetRun{{run, run, run}},
	}
	md := res.unseenMarkdown()
	for _, want := range []string{"**Fifteenth unseen set.** The tasks marked (unseen, fifteenth set), 1,", "Over the 1 tasks of the fifteenth set all servers completed"} {
		if !strings.Contains(md, want) {
			t.Errorf("report lacks %q:\n%s", want, md)
		}
	}
}

func TestSixteenthSet(t *testing.T) {
	n := 0
	for _, task := range allWidgetTasks() {
		if task.Unseen == 16 {
			n++
		}
	}
	if n != 12 {
		t.Fatalf("%d tasks in the sixteenth set, want 12", n)
	}
	run := []*widgetRun{{OK: true, Chars: 100, Wall: time.Second, Steps: time.Second / 2}}
	res := &widgetResults{
		Servers: []string{"electron-mcp", "Playwright MCP", "chrome-devtools-mcp"},
		Tasks:   []widgetTask{{Name: "sixteenth", Unseen: 16}},
		Runs:    [][][]*widgetRun{{run, run, run}},
	}
	md := res.unseenMarkdown()
	for _, want := range []string{"**Sixteenth unseen set.** The tasks marked (unseen, sixteenth set), 1,", "Over the 1 tasks of the sixteenth set all servers completed"} {
		if !strings.Contains(md, want) {
			t.Errorf("report lacks %q:\n%s", want, md)
		}
	}
}

func TestSeventeenthSet(t *testing.T) {
	n := 0
	for _, task := range allWidgetTasks() {
		if task.Unseen == 17 {
			n++
		}
	}
	if n != 12 {
		t.Fatalf("%d tasks in the seventeenth set, want 12", n)
	}
	run := []*widgetRun{{OK: true, Chars: 100, Wall: time.Second, Steps: time.Second / 2}}
	res := &widgetResults{
		Servers: []string{"electron-mcp", "Playwright MCP", "chrome-devtools-mcp"},
		Tasks:   []widgetTask{{Name: "seventeenth", Unseen: 17}},
		Runs:    [][][]*widgetRun{{run, run, run}},
	}
	md := res.unseenMarkdown()
	for _, want := range []string{"**Seventeenth unseen set.** The tasks marked (unseen, seventeenth set), 1,", "Over the 1 tasks of the seventeenth set all servers completed"} {
		if !strings.Contains(md, want) {
			t.Errorf("report lacks %q:\n%s", want, md)
		}
	}
}

func TestEighteenthSet(t *testing.T) {
	n := 0
	for _, task := range allWidgetTasks() {
		if task.Unseen == 18 {
			n++
		}
	}
	if n != 12 {
		t.Fatalf("%d tasks in the eighteenth set, want 12", n)
	}
	run := []*widgetRun{{OK: true, Chars: 100, Wall: time.Second, Steps: time.Second / 2}}
	res := &widgetResults{
		Servers: []string{"electron-mcp", "Playwright MCP", "chrome-devtools-mcp"},
		Tasks:   []widgetTask{{Name: "eighteenth", Unseen: 18}},
		Runs:    [][][]*widgetRun{{run, run, run}},
	}
	md := res.unseenMarkdown()
	for _, want := range []string{"**Eighteenth unseen set.** The tasks marked (unseen, eighteenth set), 1,", "Over the 1 tasks of the eighteenth set all servers completed"} {
		if !strings.Contains(md, want) {
			t.Errorf("report lacks %q:\n%s", want, md)
		}
	}
}
