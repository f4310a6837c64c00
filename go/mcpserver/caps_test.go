package mcpserver_test

import (
	"context"
	"encoding/json"
	"slices"
	"strings"
	"testing"

	"github.com/mark3labs/mcp-go/mcp"

	"github.com/electron-mcp/electron-mcp/go/internal/bench"
	"github.com/electron-mcp/electron-mcp/go/mcpserver"
)

// toolList returns the raw tools/list result of a server with caps, as it
// goes on the wire.
func toolList(t *testing.T, caps []mcpserver.Capability) (json.RawMessage, []string) {
	t.Helper()
	srv := mcpserver.New(mcpserver.Options{Caps: caps})
	defer srv.Close()
	ctx := context.Background()
	srv.MCP().HandleMessage(ctx, []byte(`{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"`+mcp.LATEST_PROTOCOL_VERSION+`","capabilities":{},"clientInfo":{"name":"test","version":"1"}}}`))
	resp := srv.MCP().HandleMessage(ctx, []byte(`{"jsonrpc":"2.0","id":2,"method":"tools/list"}`))
	raw, err := json.Marshal(resp)
	if err != nil {
		t.Fatal(err)
	}
	var r struct {
		Result json.RawMessage `json:"result"`
	}
	if err := json.Unmarshal(raw, &r); err != nil || r.Result == nil {
		t.Fatalf("tools/list: %s (%v)", raw, err)
	}
	var list mcp.ListToolsResult
	if err := json.Unmarshal(r.Result, &list); err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, tl := range list.Tools {
		names = append(names, tl.Name)
	}
	return r.Result, names
}

// TestDefaultToolListIsLean holds the default tool list to at most 0.75× the
// characters of Playwright MCP's default list (a number checked in with
// where it came from; scripts/bench measures both side by side). A new tool
// of the default set must fit in, or go into a capability.
func TestDefaultToolListIsLean(t *testing.T) {
	raw, names := toolList(t, nil)
	chars, n, err := bench.ToolListChars(raw)
	if err != nil {
		t.Fatal(err)
	}
	ratio := float64(chars) / bench.PlaywrightDefaultToolListChars
	t.Logf("default tools/list: %d tools, %d characters, %.3f× Playwright MCP 0.0.83's %d", n, chars, ratio, bench.PlaywrightDefaultToolListChars)
	if ratio > 0.75 {
		t.Errorf("the default tools/list costs %d characters, %.3f× Playwright MCP's (at most 0.75×, %d): shorten descriptions or put a tool into a capability with .in(Cap…)",
			chars, ratio, bench.PlaywrightDefaultToolListChars*3/4)
	}
	for _, want := range []string{"browser_snapshot", "browser_click", "browser_type", "browser_navigate", "browser_tabs"} {
		if !slices.Contains(names, want) {
			t.Errorf("the default set lacks %s", want)
		}
	}
}

func TestCapsAddTools(t *testing.T) {
	_, base := toolList(t, nil)
	all, err := mcpserver.ParseCaps("all")
	if err != nil {
		t.Fatal(err)
	}
	_, every := toolList(t, all)
	for _, c := range []struct {
		cap   mcpserver.Capability
		tools []string
	}{
		{mcpserver.CapNetwork, []string{"browser_route", "browser_route_list", "browser_unroute", "browser_network_conditions"}},
		{mcpserver.CapStorage, []string{"browser_cookie_list", "browser_cookie_set", "browser_localstorage_clear", "browser_sessionstorage_get", "browser_storage_state", "browser_set_storage_state"}},
	} {
		_, with := toolList(t, []mcpserver.Capability{c.cap})
		for _, name := range c.tools {
			if slices.Contains(base, name) {
				t.Errorf("%s is in the default set; want it only with --caps %s", name, c.cap)
			}
			if !slices.Contains(with, name) || !slices.Contains(every, name) {
				t.Errorf("%s missing with --caps %s or all", name, c.cap)
			}
		}
		for _, name := range base {
			if !slices.Contains(with, name) {
				t.Errorf("--caps %s dropped %s of the default set", c.cap, name)
			}
		}
		if len(every) < len(with) {
			t.Errorf("--caps all lists %d tools, fewer than --caps %s's %d", len(every), c.cap, len(with))
		}
	}
}

func TestParseCaps(t *testing.T) {
	got, err := mcpserver.ParseCaps(" Storage,network,,storage ")
	if err != nil {
		t.Fatal(err)
	}
	if want := []mcpserver.Capability{mcpserver.CapNetwork, mcpserver.CapStorage}; !slices.Equal(got, want) {
		t.Errorf("ParseCaps = %v, want %v", got, want)
	}
	if got, err := mcpserver.ParseCaps(""); err != nil || len(got) != 0 {
		t.Errorf(`ParseCaps("") = %v, %v; want none`, got, err)
	}
	_, err = mcpserver.ParseCaps("network,cookies")
	if err == nil || !strings.Contains(err.Error(), `"cookies"`) || !strings.Contains(err.Error(), "storage") {
		t.Errorf("an unknown capability gives %v; want an error naming it and the known ones", err)
	}
}

// TestUnlistedArgumentsStillWork: Playwright MCP's older argument names are
// left out of the list (they cost context) but still accepted.
func TestUnlistedArgumentsStillWork(t *testing.T) {
	raw, _ := toolList(t, nil)
	var list struct {
		Tools []struct {
			Name        string          `json:"name"`
			InputSchema json.RawMessage `json:"inputSchema"`
		} `json:"tools"`
	}
	if err := json.Unmarshal(raw, &list); err != nil {
		t.Fatal(err)
	}
	for _, tl := range list.Tools {
		if !strings.Contains(string(tl.InputSchema), `"type":"object"`) {
			t.Errorf("%s: no input schema: %s", tl.Name, tl.InputSchema)
		}
		if tl.Name == "browser_click" && !strings.Contains(string(tl.InputSchema), `"target"`) {
			t.Errorf("browser_click does not list target: %s", tl.InputSchema)
		}
		for _, alias := range []string{`"ref"`, `"startRef"`, `"endRef"`} {
			if strings.Contains(string(tl.InputSchema), alias) {
				t.Errorf("%s lists %s: %s", tl.Name, alias, tl.InputSchema)
			}
		}
	}
	s := newSession(t, mcpserver.Options{})
	snap := section(s.open("misc.html"), "Snapshot")
	s.ok("browser_click", map[string]any{"ref": ref(t, snap, `button "Far away"`)})
	if got := s.eval(`() => far.textContent`); got != `"far clicked"` {
		t.Errorf("click by ref: %s", got)
	}
	s.ok("browser_take_screenshot", map[string]any{"filename": "shot.png"})
}

// TestInstructionsNameTheCapabilities: an agent that lacks a tool learns
// from the instructions which capability has it.
func TestInstructionsNameTheCapabilities(t *testing.T) {
	srv := mcpserver.New(mcpserver.Options{})
	defer srv.Close()
	resp := srv.MCP().HandleMessage(context.Background(), []byte(`{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"`+mcp.LATEST_PROTOCOL_VERSION+`","capabilities":{},"clientInfo":{"name":"test","version":"1"}}}`))
	raw, _ := json.Marshal(resp)
	var r struct {
		Result mcp.InitializeResult `json:"result"`
	}
	if err := json.Unmarshal(raw, &r); err != nil {
		t.Fatal(err)
	}
	all, _ := mcpserver.ParseCaps(mcpserver.CapsAll)
	for _, c := range all {
		if !strings.Contains(r.Result.Instructions, string(c)) {
			t.Errorf("the instructions do not name the capability %s: %s", c, r.Result.Instructions)
		}
	}
}
