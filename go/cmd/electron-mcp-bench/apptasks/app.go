// Package apptasks holds the tasks on whole applications: each
// application's install, seed, start on loopback and check of its own
// state, and the tasks a person would ask of it. The benchmark program
// (package main) runs them with its agent on every server.
package apptasks

import (
	"context"
	_ "embed"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/url"
	"os"
	"os/exec"
	"path"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"time"
)

// An App is a whole self-hosted web application the app tasks run on:
// installed from npm by scripts/bench into its own directory under the
// apps directory (.bench/apps/<name>/, never into the repository), and
// started for every task on 127.0.0.1 with its data seeded afresh in a
// directory of its own, so that no task sees what another left.
type App struct {
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
	started func(ctx context.Context, in *Instance) error
}

// Instance is one running app.
type Instance struct {
	app  *App
	Base string // http://127.0.0.1:port
	dir  string // its data
	cmd  *exec.Cmd
	log  *os.File
}

// Start seeds a fresh data directory under work and starts the app on
// a free loopback port, waiting until it serves.
func Start(ctx context.Context, apps, work string, app *App, files map[string]string) (*Instance, error) {
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
	// (A scoped package, @scope/name, by its name.)
	dir, err := os.MkdirTemp(work, path.Base(app.Package)+"-")
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
	in := &Instance{app: app, Base: "http://127.0.0.1:" + strconv.Itoa(port), dir: dir, cmd: cmd, log: log}
	exited := make(chan error, 1)
	go func() { exited <- cmd.Wait() }()
	deadline := time.Now().Add(60 * time.Second)
	for {
		if code, _, err := in.get(ctx, app.ready); err == nil && code == http.StatusOK {
			if app.started != nil {
				if err := app.started(ctx, in); err != nil {
					in.Stop()
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
			in.Stop()
			return nil, ctx.Err()
		case <-time.After(100 * time.Millisecond):
		}
		if time.Now().After(deadline) {
			in.Stop()
			return nil, fmt.Errorf("%s did not serve %s within a minute", app.Name, app.ready)
		}
	}
}

// Stop ends the app (its whole process group) and removes its data.
func (in *Instance) Stop() {
	if in.cmd.Process != nil {
		_ = syscall.Kill(-in.cmd.Process.Pid, syscall.SIGKILL)
	}
	in.log.Close()
	_ = os.RemoveAll(in.dir)
}

// get reads path from the app: its status and body.
func (in *Instance) get(ctx context.Context, path string) (int, string, error) {
	return in.request(ctx, http.MethodGet, path, nil)
}

// getOK reads path from the app, which must answer 200: its body, or an
// error saying what came instead.
func (in *Instance) getOK(ctx context.Context, path string) (string, error) {
	code, body, err := in.get(ctx, path)
	if err != nil {
		return "", err
	}
	if code != http.StatusOK {
		return "", fmt.Errorf("GET %s: %d %s", path, code, firstLine(body))
	}
	return body, nil
}

// getJSON reads the app's JSON answer to path into v.
func (in *Instance) getJSON(ctx context.Context, path string, v any) error {
	body, err := in.getOK(ctx, path)
	if err != nil {
		return err
	}
	if err := json.Unmarshal([]byte(body), v); err != nil {
		return fmt.Errorf("GET %s: %w", path, err)
	}
	return nil
}

func (in *Instance) request(ctx context.Context, method, path string, header map[string]string) (int, string, error) {
	ctx, cancel := context.WithTimeout(ctx, 5*time.Second)
	defer cancel()
	req, err := http.NewRequestWithContext(ctx, method, in.Base+path, nil)
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

// Page is the path of the page the agent opens, with the data directory in
// it where the app's Path asks for it (percent-encoded, its slashes kept).
func (in *Instance) Page() string {
	return strings.ReplaceAll(in.app.Path, "{data}", strings.NewReplacer("%2F", "/", "+", "%20").Replace(url.QueryEscape(in.dir)))
}

// file reads a file of the app's data; a missing one reads as "(none)".
func (in *Instance) file(rel string) string {
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

// loopbackJS keeps what a launcher starts on loopback (apps/loopback.js):
// a launcher that needs it has it written beside itself and requires it.
//
//go:embed apps/loopback.js
var loopbackJS string

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

// Task is a task on a whole application: steps as in the widget tasks,
// then a check of the application's own state (its HTTP API or its files),
// not of the page.
type Task struct {
	App   *App
	Name  string
	Files map[string]string // written into the app's data after its seed
	Steps []widgetStep
	// Check reads the app's state after the steps and says what it
	// found; the task is completed when that contains Want.
	Check func(ctx context.Context, in *Instance) (string, error)
	Want  string
}
