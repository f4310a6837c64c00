package main

import (
	"context"
	"errors"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/electron-mcp/electron-mcp/go/internal/standin"
	"github.com/electron-mcp/electron-mcp/proto"
)

func TestParseCalls(t *testing.T) {
	calls, err := parseCalls([]string{"browser_snapshot", "browser_click", `{"target":"e3"}`, "browser_tabs", ` {"action":"list"}`})
	if err != nil {
		t.Fatal(err)
	}
	want := []toolCall{
		{"browser_snapshot", map[string]any{}},
		{"browser_click", map[string]any{"target": "e3"}},
		{"browser_tabs", map[string]any{"action": "list"}},
	}
	if !reflect.DeepEqual(calls, want) {
		t.Fatalf("parseCalls = %#v\nwant %#v", calls, want)
	}
	for _, bad := range [][]string{
		{`{"target":"e3"}`},
		{"browser_click", `{"target":"e3"}`, `{"target":"e4"}`},
		{"browser_click", `{not json`},
	} {
		var ue usageError
		if _, err := parseCalls(bad); !errors.As(err, &ue) {
			t.Errorf("parseCalls(%q) = %v, want a usage error", bad, err)
		}
	}
}

// TestCallAppTool: `electron-mcp call app_<name>` reaches a tool the app
// declares, which the server registers only once the bridge's channel
// answers (a call made at once found no such tool).
func TestCallAppTool(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	fixture, err := filepath.Abs("../../mcpserver/testdata/apptools.js")
	if err != nil {
		t.Fatal(err)
	}
	h, err := standin.Start(ctx, standin.Options{URLs: []string{"data:text/html,<title>App</title>app"}, Args: []string{"--tools", fixture}})
	if err != nil {
		t.Fatal(err)
	}
	defer h.Stop()
	env := envOf(map[string]string{proto.EnvBridge: h.URL, proto.EnvToken: h.Token, "XDG_RUNTIME_DIR": t.TempDir()})
	code, out, errs := runCLI(t, env, "call", "app_account")
	if code != exitOK || !strings.Contains(out, `"user":"ada"`) && !strings.Contains(out, `"user": "ada"`) {
		t.Fatalf("call app_account: exit %d\n%s%s", code, out, errs)
	}
}
