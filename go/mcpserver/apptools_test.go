package mcpserver_test

import (
	"context"
	"encoding/json"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/mark3labs/mcp-go/mcp"

	"github.com/electron-mcp/electron-mcp/go/internal/standin"
	"github.com/electron-mcp/electron-mcp/go/mcpserver"
)

// appToolNames lists the session's app_* tools.
func (s *session) appToolNames() []string {
	s.t.Helper()
	res, err := s.c.ListTools(testCtx(s.t), mcp.ListToolsRequest{})
	if err != nil {
		s.t.Fatal(err)
	}
	var names []string
	for _, tl := range res.Tools {
		if strings.HasPrefix(tl.Name, "app_") {
			names = append(names, tl.Name)
		}
	}
	slices.Sort(names)
	return names
}

// waitAppTools waits until the app's tools are listed as want.
func (s *session) waitAppTools(want ...string) {
	s.t.Helper()
	deadline := time.Now().Add(10 * time.Second)
	var got []string
	for time.Now().Before(deadline) {
		if got = s.appToolNames(); slices.Equal(got, want) {
			return
		}
	}
	s.t.Fatalf("app tools %v, want %v", got, want)
}

func TestAppTools(t *testing.T) {
	fixture, err := filepath.Abs("testdata/apptools.js")
	if err != nil {
		t.Fatal(err)
	}
	h, err := standin.Start(testCtx(t), standin.Options{URLs: []string{"data:text/html,<title>App</title>app"}, Args: []string{"--tools", fixture}})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { h.Stop() })
	s := followingSession(t, h, mcpserver.Options{})
	changed := make(chan struct{}, 16)
	s.c.OnNotification(func(n mcp.JSONRPCNotification) {
		if n.Method == string(mcp.MethodNotificationToolsListChanged) {
			changed <- struct{}{}
		}
	})

	s.waitAppTools("app_account", "app_last_abort", "app_open_panel", "app_wait")
	res, err := s.c.ListTools(testCtx(t), mcp.ListToolsRequest{})
	if err != nil {
		t.Fatal(err)
	}
	for _, tl := range res.Tools {
		if tl.Name == "app_open_panel" {
			raw, _ := json.Marshal(tl)
			if tl.Description != "Open a side panel of the app." || !strings.Contains(string(raw), `"enum":["files","search","locked","frozen"]`) {
				t.Errorf("app_open_panel is listed as %s", raw)
			}
		}
	}

	// Good arguments.
	out := s.ok("app_open_panel", map[string]any{"panel": "files"})
	if section(out, "Result") != "opened files (open now: files)" {
		t.Errorf("app_open_panel:\n%s", out)
	}
	s.ok("browser_snapshot", nil) // the agent works on the window now
	out = s.ok("app_account", nil)
	want := `{
  "user": "ada",
  "plan": "pro",
  "view": ` + h.Targets[0].ID + `
}`
	if section(out, "Result") != want {
		t.Errorf("app_account:\n%s", out)
	}

	// Bad arguments never reach the handler; its failures are the call's errors.
	for _, tc := range []struct {
		args map[string]any
		want string
	}{
		{map[string]any{"panel": "settings"}, `invalid arguments for app_open_panel: panel must be one of "files", "search", "locked", "frozen", not the string "settings"`},
		{map[string]any{}, `invalid arguments for app_open_panel: panel is required`},
		{map[string]any{"panel": "files", "width": 3}, `invalid arguments for app_open_panel: there is no argument "width"`},
		{map[string]any{"panel": "locked"}, "app_open_panel failed: the panel is locked"},
		{map[string]any{"panel": "frozen"}, "app_open_panel did not answer within 0.5s"},
	} {
		msg := s.fail("app_open_panel", tc.args)
		if !strings.Contains(section(msg, "Error"), tc.want) {
			t.Errorf("%v: %s, want %q", tc.args, msg, tc.want)
		}
	}
	out = s.ok("app_open_panel", map[string]any{"panel": "search"})
	if section(out, "Result") != "opened search (open now: files, search)" {
		t.Errorf("after the failures:\n%s", out)
	}

	// A call the agent gives up on aborts the handler's signal.
	ctx, cancel := context.WithTimeout(testCtx(t), 300*time.Millisecond)
	wait := mcp.CallToolRequest{}
	wait.Params.Name = "app_wait"
	_, _ = s.c.CallTool(ctx, wait)
	cancel()
	deadline := time.Now().Add(10 * time.Second)
	for {
		out := section(s.ok("app_last_abort", nil), "Result")
		if out == "the agent cancelled the call" {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("the handler of a cancelled call was not aborted (last abort: %q)", out)
		}
		time.Sleep(20 * time.Millisecond)
	}

	// The app changes its tools: the client hears of it and lists the new ones.
	for len(changed) > 0 {
		<-changed
	}
	if _, err := h.Steer(testCtx(t), "tools more"); err != nil {
		t.Fatal(err)
	}
	select {
	case <-changed:
	case <-time.After(10 * time.Second):
		t.Fatal("no notifications/tools/list_changed after setTools")
	}
	s.waitAppTools("app_switch_account")
	out = s.ok("app_switch_account", map[string]any{"user": "grace"})
	if !strings.Contains(out, `"switchedTo": "grace"`) {
		t.Errorf("app_switch_account:\n%s", out)
	}
	req := mcp.CallToolRequest{}
	req.Params.Name = "app_open_panel"
	req.Params.Arguments = map[string]any{"panel": "files"}
	if res, err := s.c.CallTool(testCtx(t), req); err == nil && !res.IsError {
		t.Errorf("a removed tool still answers: %v", res.Content)
	}
}
