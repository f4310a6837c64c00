package apptasks

import (
	"context"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// The seed writes the project as Backlog.md's CLI does (settings that keep
// it off git, remotes and the browser; a file per task), and the check
// reads the board through its API and its archive folder.
func TestBacklogSeedAndCheck(t *testing.T) {
	dir := t.TempDir()
	if err := backlogApp.seed(dir); err != nil {
		t.Fatal(err)
	}
	config, err := os.ReadFile(filepath.Join(dir, "backlog", "config.yml"))
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{`project_name: "Website relaunch"`, "auto_open_browser: false", "remote_operations: false", "filesystem_only: true", "check_active_branches: false"} {
		if !strings.Contains(string(config), want+"\n") {
			t.Errorf("config.yml lacks %q:\n%s", want, config)
		}
	}
	b, err := os.ReadFile(filepath.Join(dir, "backlog", "tasks", "task-4 - Migrate-the-blog-posts.md"))
	if err != nil {
		t.Fatal(err)
	}
	if want := "---\nid: TASK-4\ntitle: Migrate the blog posts\nstatus: In Progress\nassignee:\n  - '@ada'\ncreated_date: '2026-11-30 09:00'\nlabels:\n  - 'content'\ndependencies: []\nordinal: 4000\n---\n\n## Description\n\n<!-- SECTION:DESCRIPTION:BEGIN -->\nForty posts from the old site, with their images.\n<!-- SECTION:DESCRIPTION:END -->\n"; string(b) != want {
		t.Errorf("task file:\n%s\nwant:\n%s", b, want)
	}
	entries, err := os.ReadDir(filepath.Join(dir, "backlog", "tasks"))
	if err != nil || len(entries) != len(bkTasks) {
		t.Errorf("%d task files (%v), want %d", len(entries), err, len(bkTasks))
	}
	args, env := backlogApp.args("/apps/backlog.md/node_modules/backlog.md", dir, 18448)
	if got := strings.Join(args, " "); got != "/apps/backlog.md/node_modules/backlog.md/cli.js browser --port 18448 --no-open" {
		t.Errorf("args %s", got)
	}
	if len(env) != 1 || env[0] != "BACKLOG_CWD="+dir {
		t.Errorf("env %q", env)
	}

	// TASK-6 archived, TASK-4 moved to Done, a task of an unknown status.
	if err := writeFiles(dir, map[string]string{"backlog/archive/tasks/task-6 - Remove-the-old-logo-experiments.md": "---\nid: TASK-6\ntitle: 'Remove the old logo experiments'\nstatus: To Do\n---\n"}); err != nil {
		t.Fatal(err)
	}
	tasks := `[{"id":"TASK-10","title":"Later","status":"To Do"},{"id":"TASK-4","title":"Migrate the blog posts","status":"Done"},
		{"id":"TASK-2","title":"Choose a colour palette","status":"To Do"},{"id":"TASK-8","title":"Odd","status":"Blocked"}]`
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		switch r.URL.Path {
		case "/api/config":
			w.Write([]byte(`{"projectName":"Spring launch","statuses":["To Do","In Progress","Done"],"defaultStatus":"To Do"}`))
		case "/api/tasks":
			w.Write([]byte(tasks))
		default:
			http.NotFound(w, r)
		}
	}))
	defer srv.Close()
	in := &Instance{app: backlogApp, Base: srv.URL, dir: dir}
	ctx := context.Background()
	got, err := bkState(ctx, in)
	want := `project "Spring launch"; To Do: TASK-2 "Choose a colour palette", TASK-10 "Later"; In Progress: (none); Done: TASK-4 "Migrate the blog posts"; Blocked: TASK-8 "Odd"; archived: TASK-6 "Remove the old logo experiments"`
	if err != nil || got != want {
		t.Errorf("got  %s (%v)\nwant %s", got, err, want)
	}
	tasks = `{"error": "no"}`
	if _, err := bkState(ctx, in); err == nil || !strings.Contains(err.Error(), "/api/tasks") {
		t.Errorf("an answer that is not a list: %v", err)
	}
	in.Base = srv.URL + "/elsewhere"
	if _, err := bkState(ctx, in); err == nil || !strings.Contains(err.Error(), "404") {
		t.Errorf("a failing API: %v", err)
	}
	if in.Page() != "/" {
		t.Errorf("page %s", in.Page())
	}
}
