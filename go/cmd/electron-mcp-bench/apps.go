package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"time"
)

// A webApp is a whole self-hosted web application the app tasks run on:
// installed from npm by scripts/bench into its own directory under the
// apps directory (.bench/apps/<name>/, never into the repository), and
// started for every task on 127.0.0.1 with its data seeded afresh in a
// directory of its own, so that no task sees what another left.
type webApp struct {
	Name    string // what the report calls it
	Kind    string // what kind of application it is
	Package string // the npm package, installed in <apps>/<Package>/
	Path    string // the page the agent opens; {data} stands for the app's data directory
	// seed writes the app's starting data into dir.
	seed func(dir string) error
	// args are node's arguments and the environment's additions that
	// serve the app with its data in dir on port.
	args  func(pkg, dir string, port int) (args, env []string)
	ready string // a path that answers 200 once the app serves
	// started, when set, gives the running app what it takes only
	// through its own door (mail over SMTP), before the task, not counted.
	started func(ctx context.Context, in *appInstance) error
}

// appInstance is one running app.
type appInstance struct {
	app  *webApp
	base string // http://127.0.0.1:port
	dir  string // its data
	cmd  *exec.Cmd
	log  *os.File
}

// startApp seeds a fresh data directory under work and starts the app on
// a free loopback port, waiting until it serves.
func startApp(ctx context.Context, apps, work string, app *webApp, files map[string]string) (*appInstance, error) {
	pkg, err := filepath.Abs(filepath.Join(apps, app.Package, "node_modules", app.Package))
	if err != nil {
		return nil, err
	}
	if _, err := os.Stat(pkg); err != nil {
		return nil, fmt.Errorf("%s is not installed in %s (scripts/bench installs it): %w", app.Package, apps, err)
	}
	if err := os.MkdirAll(work, 0o755); err != nil {
		return nil, err
	}
	if work, err = filepath.Abs(work); err != nil {
		return nil, err
	}
	dir, err := os.MkdirTemp(work, app.Package+"-")
	if err != nil {
		return nil, err
	}
	if err := app.seed(dir); err != nil {
		return nil, fmt.Errorf("%s: seed: %w", app.Name, err)
	}
	if err := writeFiles(dir, files); err != nil {
		return nil, err
	}
	port, err := freePort()
	if err != nil {
		return nil, err
	}
	args, env := app.args(pkg, dir, port)
	log, err := os.Create(filepath.Join(dir, "app.log"))
	if err != nil {
		return nil, err
	}
	cmd := exec.Command("node", args...)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), env...)
	cmd.Stdout, cmd.Stderr = log, log
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	if err := cmd.Start(); err != nil {
		log.Close()
		return nil, err
	}
	in := &appInstance{app: app, base: "http://127.0.0.1:" + strconv.Itoa(port), dir: dir, cmd: cmd, log: log}
	exited := make(chan error, 1)
	go func() { exited <- cmd.Wait() }()
	deadline := time.Now().Add(60 * time.Second)
	for {
		if code, _, err := in.get(ctx, app.ready); err == nil && code == http.StatusOK {
			if app.started != nil {
				if err := app.started(ctx, in); err != nil {
					in.stop()
					return nil, fmt.Errorf("%s: seed the running app: %w", app.Name, err)
				}
			}
			return in, nil
		}
		select {
		case err := <-exited:
			b, _ := os.ReadFile(log.Name())
			log.Close()
			return nil, fmt.Errorf("%s exited before it served (%v): %s", app.Name, err, firstLine(string(b)))
		case <-ctx.Done():
			in.stop()
			return nil, ctx.Err()
		case <-time.After(100 * time.Millisecond):
		}
		if time.Now().After(deadline) {
			in.stop()
			return nil, fmt.Errorf("%s did not serve %s within a minute", app.Name, app.ready)
		}
	}
}

// stop ends the app (its whole process group) and removes its data.
func (in *appInstance) stop() {
	if in.cmd.Process != nil {
		_ = syscall.Kill(-in.cmd.Process.Pid, syscall.SIGKILL)
	}
	in.log.Close()
	_ = os.RemoveAll(in.dir)
}

// get reads path from the app: its status and body.
func (in *appInstance) get(ctx context.Context, path string) (int, string, error) {
	return in.request(ctx, http.MethodGet, path, nil)
}

func (in *appInstance) request(ctx context.Context, method, path string, header map[string]string) (int, string, error) {
	ctx, cancel := context.WithTimeout(ctx, 5*time.Second)
	defer cancel()
	req, err := http.NewRequestWithContext(ctx, method, in.base+path, nil)
	if err != nil {
		return 0, "", err
	}
	for k, v := range header {
		req.Header.Set(k, v)
	}
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		return 0, "", err
	}
	defer res.Body.Close()
	b, err := io.ReadAll(io.LimitReader(res.Body, 16<<20))
	return res.StatusCode, string(b), err
}

// page is the path of the page the agent opens, with the data directory in
// it where the app's Path asks for it (percent-encoded, its slashes kept).
func (in *appInstance) page() string {
	return strings.ReplaceAll(in.app.Path, "{data}", strings.NewReplacer("%2F", "/", "+", "%20").Replace(url.QueryEscape(in.dir)))
}

// file reads a file of the app's data; a missing one reads as "(none)".
func (in *appInstance) file(rel string) string {
	b, err := os.ReadFile(filepath.Join(in.dir, rel))
	if errors.Is(err, os.ErrNotExist) {
		return "(none)"
	}
	if err != nil {
		return "(" + err.Error() + ")"
	}
	return string(b)
}

func freePort() (int, error) {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return 0, err
	}
	defer l.Close()
	return l.Addr().(*net.TCPAddr).Port, nil
}

// writeFiles writes files (path → content) under dir.
func writeFiles(dir string, files map[string]string) error {
	for name, body := range files {
		path := filepath.Join(dir, name)
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			return err
		}
		if err := os.WriteFile(path, []byte(body), 0o644); err != nil {
			return err
		}
	}
	return nil
}

// appTask is a task on a whole application: steps as in the widget tasks,
// then a check of the application's own state (its HTTP API or its files),
// not of the page.
type appTask struct {
	App   *webApp
	Name  string
	Files map[string]string // written into the app's data after its seed
	Steps []widgetStep
	// Check reads the app's state after the steps and says what it
	// found; the task is completed when that contains Want.
	Check func(ctx context.Context, in *appInstance) (string, error)
	Want  string
}

// benchApps runs the app tasks (those whose name or app contains filter) on
// every server, rounds times, each task on a freshly started app.
func benchApps(ctx context.Context, servers []serverStarter, apps, work string, rounds int, filter string) (*widgetResults, error) {
	var tasks []appTask
	var rows []widgetTask
	for _, t := range appTasks {
		if filter == "" || strings.Contains(t.Name, filter) || strings.Contains(t.App.Name, filter) || strings.Contains(t.App.Package, filter) {
			tasks = append(tasks, t)
			rows = append(rows, widgetTask{Name: t.Name, Kind: t.App.Kind, Library: t.App.Package, Note: t.App.Name, Steps: t.Steps})
		}
	}
	return benchRounds(ctx, servers, rows, rounds, func(ctx context.Context, s *mcpServer, ti int) *widgetRun {
		return runAppTask(ctx, s, apps, work, tasks[ti])
	})
}

// runAppTask starts the task's app (not counted), has the agent do the
// steps, and reads the app's state, giving it a few seconds to save what
// the page sent (a wiki saves in the background).
func runAppTask(ctx context.Context, s *mcpServer, apps, work string, t appTask) *widgetRun {
	in, err := startApp(ctx, apps, work, t.App, t.Files)
	if err != nil {
		return &widgetRun{Task: t.Name, Server: s.name, Why: "could not start the app: " + err.Error()}
	}
	defer in.stop()
	r, _ := runSteps(ctx, s, in.base+in.page(), widgetTask{Name: t.Name, Steps: t.Steps})
	if r.Why != "" {
		return r
	}
	var got string
	deadline := time.Now().Add(8 * time.Second)
	for {
		got, err = t.Check(ctx, in)
		if err == nil && strings.Contains(got, t.Want) {
			r.OK = true
			return r
		}
		if time.Now().After(deadline) || ctx.Err() != nil {
			break
		}
		time.Sleep(200 * time.Millisecond)
	}
	if err != nil {
		r.Why = "check failed: " + firstLine(err.Error())
	} else {
		r.Why = fmt.Sprintf("the app ended in the wrong state: want %q, got %s", t.Want, firstLine(got))
	}
	return r
}
