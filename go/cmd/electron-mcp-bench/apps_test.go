package main

import (
	"context"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"
)

// The checks read the applications' own state: Node-RED's and
// TiddlyWiki's HTTP APIs (served here as the applications answer) and the
// file manager's files.
func TestAppChecks(t *testing.T) {
	mux := http.NewServeMux()
	mux.HandleFunc("/flows", func(w http.ResponseWriter, r *http.Request) {
		w.Write([]byte(`[{"id":"f1","type":"tab","label":"Sensors"},
			{"id":"n1","type":"inject","z":"f1","name":"tick","wires":[["n2"]]},
			{"id":"n2","type":"debug","z":"f1","name":"out","wires":[]}]`))
	})
	mux.HandleFunc("/recipes/default/tiddlers/", func(w http.ResponseWriter, r *http.Request) {
		switch strings.TrimPrefix(r.URL.Path, "/recipes/default/tiddlers/") {
		case "Shopping list":
			w.Write([]byte(`{"title":"Shopping list","text":"Milk\nBread\nEggs","revision":3,"bag":"default"}`))
		case "$:/SiteTitle":
			w.Write([]byte(`{"title":"$:/SiteTitle","text":"Team notes"}`))
		default:
			http.NotFound(w, r)
		}
	})
	srv := httptest.NewServer(mux)
	defer srv.Close()
	dir := t.TempDir()
	if err := writeFiles(dir, map[string]string{"root/notes.md": "# Notes\n- buy milk\n- call Ada", "root/reports/.keep": ""}); err != nil {
		t.Fatal(err)
	}
	in := &appInstance{base: srv.URL, dir: dir}
	ctx := context.Background()
	for _, c := range []struct {
		check func(context.Context, *appInstance) (string, error)
		want  string
	}{
		{nodeREDFlows, `tab "Sensors"; 2 nodes: inject "tick" → out, debug "out"`},
		{tiddlers("Shopping list", "Scratch"), `"Shopping list": "Milk\nBread\nEggs"; "Scratch" missing`},
		{tiddlers("$:/SiteTitle"), `"$:/SiteTitle": "Team notes"`},
		{files, "notes.md reports/"},
		{fileText("root/notes.md"), `notes.md: "# Notes\n- buy milk\n- call Ada"`},
		{fileText("root/gone.md"), `gone.md: "(none)"`},
	} {
		got, err := c.check(ctx, in)
		if err != nil {
			t.Fatal(err)
		}
		if got != c.want {
			t.Errorf("got  %s\nwant %s", got, c.want)
		}
	}
}

// Every app task names an application, has steps and a check, and the
// applications' names are those the report lists.
func TestAppTasksWellFormed(t *testing.T) {
	apps := map[*webApp]int{}
	for _, a := range webApps {
		apps[a] = 0
	}
	for _, task := range appTasks {
		if _, ok := apps[task.App]; !ok {
			t.Errorf("%s: its application is not in webApps", task.Name)
		}
		apps[task.App]++
		if len(task.Steps) == 0 || task.Check == nil || task.Want == "" {
			t.Errorf("%s: steps, check and want are required", task.Name)
		}
		for _, st := range task.Steps {
			if st.Target.IsNone() != (st.Op == "key" || st.Op == "accept") {
				t.Errorf("%s: %s step with target %v", task.Name, st.Op, st.Target)
			}
		}
	}
	if len(appTasks) < 10 {
		t.Errorf("%d app tasks, want 10 or more", len(appTasks))
	}
	for a, n := range apps {
		if n < 3 {
			t.Errorf("%s has %d tasks, want 3 or more", a.Name, n)
		}
	}
}

// An app that exits before it serves is an error naming it, at once.
func TestStartAppExits(t *testing.T) {
	apps := t.TempDir()
	pkg := filepath.Join(apps, "broken", "node_modules", "broken")
	if err := os.MkdirAll(pkg, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(pkg, "main.js"), []byte("console.error('no'); process.exit(3)\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	app := &webApp{Name: "Broken", Package: "broken", Path: "/", ready: "/",
		seed: func(string) error { return nil },
		args: func(pkg, dir string, port int) ([]string, []string) {
			return []string{filepath.Join(pkg, "main.js")}, nil
		},
	}
	start := time.Now()
	_, err := startApp(context.Background(), apps, t.TempDir(), app, nil)
	if err == nil {
		t.Fatal("no error")
	}
	if time.Since(start) > 30*time.Second {
		t.Fatalf("took %s", time.Since(start))
	}
	t.Log(err)
}

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
	ours.see("### Snapshot\n```yaml\n- [added] button \"Done\" [ref=e7]\n```\n", false)
	if ours.stale || len(ours.lookup(finder{Roles: roles("button"), Name: "Done"})) != 1 {
		t.Fatalf("after a diff: stale %v, known %+v", ours.stale, ours.known)
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
