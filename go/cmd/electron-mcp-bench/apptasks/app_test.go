package apptasks

import (
	"context"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
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
	in := &Instance{Base: srv.URL, dir: dir}
	ctx := context.Background()
	for _, c := range []struct {
		check func(context.Context, *Instance) (string, error)
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
	apps := map[*App]int{}
	for _, a := range Apps {
		apps[a] = 0
	}
	for _, task := range Tasks {
		if _, ok := apps[task.App]; !ok {
			t.Errorf("%s: its application is not in Apps", task.Name)
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
	if len(Tasks) < 10 {
		t.Errorf("%d app tasks, want 10 or more", len(Tasks))
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
	app := &App{Name: "Broken", Package: "broken", Path: "/", ready: "/",
		seed: func(string) error { return nil },
		args: func(pkg, dir string, port int) ([]string, []string) {
			return []string{filepath.Join(pkg, "main.js")}, nil
		},
	}
	start := time.Now()
	_, err := Start(context.Background(), apps, t.TempDir(), app, nil)
	if err == nil {
		t.Fatal("no error")
	}
	if time.Since(start) > 30*time.Second {
		t.Fatalf("took %s", time.Since(start))
	}
	t.Log(err)
}

// installed returns the directory scripts/bench installs the apps in, and
// skips the test when one of the packages is not installed there.
func installed(t *testing.T, packages ...string) string {
	t.Helper()
	apps, err := filepath.Abs(filepath.Join("..", "..", "..", "..", ".bench", "apps"))
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range packages {
		if _, err := os.Stat(filepath.Join(apps, p, "node_modules", p, "package.json")); err != nil {
			t.Skipf("%s is not installed in %s (scripts/bench installs it)", p, apps)
		}
	}
	return apps
}

// seeded seeds app into a directory of its own and returns it, with a
// reader of its files that fails the test when one is missing.
func seeded(t *testing.T, app *App) (string, func(name string) string) {
	t.Helper()
	dir := t.TempDir()
	if err := app.seed(dir); err != nil {
		t.Fatal(err)
	}
	return dir, func(name string) string {
		t.Helper()
		b, err := os.ReadFile(filepath.Join(dir, name))
		if err != nil {
			t.Fatal(err)
		}
		return string(b)
	}
}
