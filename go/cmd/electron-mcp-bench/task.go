package main

import (
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"github.com/electron-mcp/electron-mcp/go/internal/bench"
)

// pagesServer serves what both servers' browsers load, on 127.0.0.1: the
// to-do app, the pages of the size comparison, generated pages, the widget
// tasks' pages (/widgets/), the libraries they load (/lib/) and the
// bundles scripts/bench makes of those without a browser build (/bundle/,
// from the bundles directory beside libs), and an
// empty favicon (so that no 404 shows up as a console error on either side).
func pagesServer(root, libs string) *httptest.Server {
	mux := http.NewServeMux()
	mux.Handle("/widgets/", http.StripPrefix("/widgets/", http.FileServer(http.Dir(filepath.Join(root, "go/cmd/electron-mcp-bench/widgets")))))
	mux.Handle("/lib/", http.StripPrefix("/lib/", http.FileServer(http.Dir(libs))))
	mux.Handle("/bundle/", http.StripPrefix("/bundle/", http.FileServer(http.Dir(filepath.Join(filepath.Dir(libs), "bundles")))))
	mux.Handle("/todo.html", fileHandler(filepath.Join(root, "electron-bridge/testing/pages/todo.html")))
	mux.Handle("/form.html", fileHandler(filepath.Join(root, "go/mcpserver/testdata/form.html")))
	mux.Handle("/shop.html", fileHandler(filepath.Join(root, "go/snapshot/testdata/shop.html")))
	mux.HandleFunc("/generated", func(w http.ResponseWriter, r *http.Request) {
		n, err := strconv.Atoi(r.URL.Query().Get("n"))
		if err != nil || n <= 0 || n > 1_000_000 {
			http.NotFound(w, r)
			return
		}
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		fmt.Fprint(w, bench.GeneratedPage(n))
	})
	mux.HandleFunc("/favicon.ico", func(w http.ResponseWriter, r *http.Request) {
		w.WriteHeader(http.StatusNoContent)
	})
	return httptest.NewServer(mux)
}

func fileHandler(path string) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { http.ServeFile(w, r, path) })
}

// taskRun is one run of the to-do task on one server.
type taskRun struct {
	Server        string
	Calls         int
	Chars         int // every response the agent read
	ActionChars   int // the action responses alone
	SnapshotCalls int // browser_snapshot calls the agent needed to see the page
	SnapshotChars int
	CodeChars     int // "Ran Playwright code" sections (Playwright MCP)
	Wall          time.Duration
	Start         time.Duration // launch, initialize and the first (uncounted) call
	Transcript    []string
}

// todoItems are added in this order; the first is completed.
var todoItems = []string{"Buy milk", "Buy bread", "Buy eggs"}

// runTask runs the scripted agent task on a freshly started server: navigate
// to the to-do app, add three items, complete one, filter by Active, go back
// to All, clear completed. Every target ref comes from what the server
// itself answered before. Only the task's calls are counted and timed; the
// launch and a first navigation to about:blank (which starts Playwright
// MCP's browser and attaches electron-mcp to the window) are not.
func runTask(ctx context.Context, start func(ctx context.Context) (*mcpServer, error), todoURL string) (*taskRun, error) {
	t0 := time.Now()
	s, err := start(ctx)
	if err != nil {
		return nil, err
	}
	defer s.Close()
	if _, err := s.call(ctx, "browser_navigate", map[string]any{"url": "about:blank"}); err != nil {
		return nil, err
	}
	run := &taskRun{Server: s.name, Start: time.Since(t0)}

	s.counting = true
	t1 := time.Now()
	if err := s.act(ctx, "browser_navigate", map[string]any{"url": todoURL}); err != nil {
		return nil, err
	}
	for _, item := range todoItems {
		r, err := s.ref("textbox", "New todo")
		if err != nil {
			return nil, err
		}
		if err := s.act(ctx, "browser_type", map[string]any{
			"element": "New todo input", s.argRef: r, "text": item, "submit": true,
		}); err != nil {
			return nil, err
		}
	}
	steps := []struct{ role, name, element string }{
		{"checkbox", todoItems[0], "the checkbox of " + todoItems[0]},
		{"link", "Active", "Active filter"},
		{"link", "All", "All filter"},
		{"button", "Clear completed", "Clear completed button"},
	}
	for _, st := range steps {
		r, err := s.ref(st.role, st.name)
		if err != nil {
			return nil, err
		}
		if err := s.act(ctx, "browser_click", map[string]any{"element": st.element, s.argRef: r}); err != nil {
			return nil, err
		}
	}
	run.Wall = time.Since(t1)
	s.counting = false

	// Check the outcome out of band (not counted).
	got, err := s.call(ctx, "browser_evaluate", map[string]any{
		"function": `() => location.hash + " " + [...document.querySelectorAll('.todo-list label')].map(l => l.textContent).join(",")`,
	})
	if err != nil {
		return nil, err
	}
	if want := `#/ Buy bread,Buy eggs`; !strings.Contains(got, want) {
		return nil, fmt.Errorf("%s: the task ended with the page in the wrong state: want %q in\n%s", s.name, want, got)
	}
	run.Calls, run.Chars = s.calls, s.chars
	run.ActionChars, run.SnapshotCalls, run.SnapshotChars = s.actionChars, s.snapshotCalls, s.snapshotChars
	run.CodeChars = s.codeChars
	run.Transcript = s.responses
	return run, nil
}
