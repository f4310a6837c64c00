package main

import (
	"context"
	"fmt"
	"strings"
	"time"

	"github.com/electron-mcp/electron-mcp/go/cmd/electron-mcp-bench/apptasks"
)

// benchApps runs the app tasks (those whose name or app contains filter) on
// every server, rounds times, each task on a freshly started app.
func benchApps(ctx context.Context, servers []serverStarter, apps, work string, rounds int, filter string) (*widgetResults, error) {
	var tasks []apptasks.Task
	var rows []widgetTask
	for _, t := range apptasks.Tasks {
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
func runAppTask(ctx context.Context, s *mcpServer, apps, work string, t apptasks.Task) *widgetRun {
	in, err := apptasks.Start(ctx, apps, work, t.App, t.Files)
	if err != nil {
		return &widgetRun{Task: t.Name, Server: s.name, Why: "could not start the app: " + err.Error()}
	}
	defer in.Stop()
	r, _ := runSteps(ctx, s, in.Base+in.Page(), widgetTask{Name: t.Name, Steps: t.Steps})
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
