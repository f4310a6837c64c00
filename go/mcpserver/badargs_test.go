package mcpserver_test

// Bad arguments of every kind for every tool tools/list advertises: each
// call fails with an error that names the argument, and neither the page
// (checked in the page) nor the server's state (selected tab, routes)
// changes. The bad arguments are made from each tool's advertised schema,
// so tools added later are covered without a line here; the table of
// working arguments only makes the check sharper (a call that slipped
// through would act on the page).

import (
	"context"
	"encoding/json"
	"fmt"
	"slices"
	"sort"
	"strings"
	"testing"

	"github.com/electron-mcp/electron-mcp/go/mcpserver"
)

// workingArgs are arguments that make each tool act on untouched.html
// (or on the server's state), so that a bad argument that went unnoticed
// would show.
var workingArgs = map[string]map[string]any{
	"browser_tabs":               {"action": "select", "index": 1},
	"browser_navigate":           {"url": "about:blank"},
	"browser_click":              {"target": "#btn", "button": "left", "doubleClick": true, "modifiers": []any{"Shift"}},
	"browser_hover":              {"target": "#btn"},
	"browser_drag":               {"startTarget": "#drag", "endTarget": "#drop"},
	"browser_type":               {"target": "#text", "text": "typed", "submit": true},
	"browser_press_key":          {"key": "a"},
	"browser_select_option":      {"target": "#sel", "values": []any{"two"}},
	"browser_fill_form":          {"fields": []any{map[string]any{"target": "#text", "type": "textbox", "value": "filled"}}},
	"browser_evaluate":           {"function": "() => { window.__evaluated = 'yes'; }"},
	"browser_resize":             {"width": 500, "height": 400},
	"browser_wait_for":           {"time": 0.1},
	"browser_handle_dialog":      {"accept": true},
	"browser_route":              {"pattern": "**/bad-args-route", "status": 200, "body": "x"},
	"browser_unroute":            {"pattern": "**/kept-route"},
	"browser_emulate_media":      {"colorScheme": "dark", "media": "print"},
	"browser_network_conditions": {"offline": true},
	"browser_network_request":    {"index": 1},
	"browser_take_screenshot":    {"type": "jpeg"},
	"browser_snapshot":           {"depth": 2},
	"browser_find":               {"text": "Press"},
	"browser_console_messages":   {"level": "error"},
}

// badCall is one call with bad arguments, and the names its error must say.
type badCall struct {
	what  string
	args  map[string]any
	names []string
}

func TestBadArgumentsChangeNothing(t *testing.T) {
	id, err := host.Steer(testCtx(t), "window "+pages.URL+"/untouched.html")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { host.Steer(context.Background(), "destroy "+id) })
	s := newSession(t, mcpserver.Options{Target: id, SnapshotMode: mcpserver.SnapshotNone})
	s.ok("browser_route", map[string]any{"pattern": "**/kept-route", "body": "kept"})
	state := func() string {
		return s.eval("() => fingerprint()") + "\n" + section(s.ok("browser_route_list", nil), "Result") + "\n" + section(s.ok("browser_tabs", nil), "Result")
	}
	before := state()

	schemas := advertisedSchemas(t, s.srv)
	if len(schemas) < 20 {
		t.Fatalf("tools/list has %d tools", len(schemas))
	}
	var names []string
	for name := range schemas {
		names = append(names, name)
	}
	sort.Strings(names)
	calls := 0
	for _, name := range names {
		bad := badCalls(name, schemas[name])
		if len(bad) == 0 {
			t.Fatalf("%s: no bad arguments made from its schema", name)
		}
		for _, b := range bad {
			calls++
			msg := s.fail(name, b.args)
			errText := section(msg, "Error")
			if !strings.Contains(errText, "invalid arguments for "+name) {
				t.Errorf("%s %s (%v): the error is not about its arguments:\n%s", name, b.what, b.args, msg)
				continue
			}
			for _, n := range b.names {
				if !strings.Contains(errText, n) {
					t.Errorf("%s %s (%v): the error does not name %s:\n%s", name, b.what, b.args, n, errText)
				}
			}
		}
		if after := state(); after != before {
			t.Fatalf("bad arguments for %s changed the page or the server:\nbefore %s\nafter  %s", name, before, after)
		}
	}
	t.Logf("%d calls with bad arguments to %d tools", calls, len(names))

	// The working arguments do act (else the check above proves little).
	s.ok("browser_click", workingArgs["browser_click"])
	if after := state(); after == before {
		t.Fatal("a working click left no trace in the fingerprint")
	}
}

// advertisedSchemas returns every tool's input schema as tools/list sends
// it on the wire.
func advertisedSchemas(t *testing.T, srv *mcpserver.Server) map[string]map[string]any {
	t.Helper()
	ctx := testCtx(t)
	srv.MCP().HandleMessage(ctx, []byte(`{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"test","version":"1"}}}`))
	b, err := json.Marshal(srv.MCP().HandleMessage(ctx, []byte(`{"jsonrpc":"2.0","id":2,"method":"tools/list"}`)))
	if err != nil {
		t.Fatal(err)
	}
	var res struct {
		Result struct {
			Tools []struct {
				Name        string         `json:"name"`
				InputSchema map[string]any `json:"inputSchema"`
			} `json:"tools"`
		} `json:"result"`
	}
	if err := json.Unmarshal(b, &res); err != nil {
		t.Fatal(err)
	}
	out := map[string]map[string]any{}
	for _, tl := range res.Result.Tools {
		out[tl.Name] = tl.InputSchema
	}
	return out
}

// badCalls makes calls with bad arguments of every kind from a tool's
// schema: an unknown argument and a misspelt one, each required argument
// missing, each argument of the wrong type, each enum argument outside its
// enum, an argument and its alias together, and the same inside the
// objects of array arguments.
func badCalls(tool string, schema map[string]any) []badCall {
	base := workingArgs[tool]
	if base == nil {
		base = validArgs(schema)
	}
	var out []badCall
	with := func(what string, names []string, edit func(a map[string]any)) {
		a := cloneArgs(base)
		edit(a)
		out = append(out, badCall{what: what, args: a, names: names})
	}
	with("an unknown argument", []string{"zzUnknown"}, func(a map[string]any) { a["zzUnknown"] = 1 })
	props, _ := schema["properties"].(map[string]any)
	for _, name := range sortedKeys(props) {
		if strings.ToLower(name) != name {
			with("a misspelt argument", []string{strings.ToLower(name), name}, func(a map[string]any) {
				a[strings.ToLower(name)] = a[name]
				delete(a, name)
			})
			break
		}
	}
	out = append(out, objectBadCalls(schema, base, "")...)
	// The documented older names tools/list leaves out: accepted, but not
	// together with the new name.
	for name, alias := range map[string]string{"target": "ref", "startTarget": "startRef", "endTarget": "endRef"} {
		if v, ok := base[name]; ok {
			with(name+" and its older name "+alias, []string{name, alias}, func(a map[string]any) { a[alias] = v })
		}
	}
	// Inside the objects of array arguments.
	for _, name := range sortedKeys(props) {
		p, _ := props[name].(map[string]any)
		items, _ := p["items"].(map[string]any)
		if items == nil || items["properties"] == nil {
			continue
		}
		item := validArgs(items)
		if list, ok := base[name].([]any); ok && len(list) > 0 {
			if m, ok := list[0].(map[string]any); ok {
				item = m
			}
		}
		for _, b := range objectBadCalls(items, item, name+"[0]") {
			a := cloneArgs(base)
			a[name] = []any{b.args}
			out = append(out, badCall{what: name + " items: " + b.what, args: a, names: b.names})
		}
	}
	return out
}

// objectBadCalls makes the bad variants of one object.
func objectBadCalls(schema, base map[string]any, path string) []badCall {
	var out []badCall
	qual := func(n string) string {
		if path == "" {
			return n
		}
		return path + "." + n
	}
	with := func(what string, names []string, edit func(a map[string]any)) {
		a := cloneArgs(base)
		edit(a)
		out = append(out, badCall{what: what, args: a, names: names})
	}
	props, _ := schema["properties"].(map[string]any)
	required, aliases := requiredOf(schema)
	for _, name := range required {
		names := []string{qual(name)}
		with("missing "+name, names, func(a map[string]any) {
			delete(a, name)
			for _, al := range aliases[name] {
				delete(a, al)
			}
		})
	}
	for name, als := range aliases {
		for _, al := range als {
			with(name+" and its alias "+al, []string{qual(name), al}, func(a map[string]any) {
				v := a[name]
				if v == nil {
					v = a[al]
				}
				a[name], a[al] = v, v
			})
		}
	}
	for _, name := range sortedKeys(props) {
		p, _ := props[name].(map[string]any)
		types := typesOf(p)
		if wrong, ok := wrongValue(types); ok {
			with(name+" of the wrong type", []string{qual(name)}, func(a map[string]any) { a[name] = wrong })
		}
		if enum, ok := p["enum"].([]any); ok && len(enum) > 0 {
			with(name+" outside its enum", []string{qual(name)}, func(a map[string]any) { a[name] = "zz-not-an-option" })
		}
		if slices.Contains(types, "array") {
			if items, _ := p["items"].(map[string]any); items != nil {
				if wrong, ok := wrongValue(typesOf(items)); ok {
					with(name+" with an item of the wrong type", []string{qual(name) + "[0]"}, func(a map[string]any) { a[name] = []any{wrong} })
				}
			}
		}
	}
	return out
}

// requiredOf returns the required names, counting a name required through
// the pattern allOf/anyOf [{required:[a]},{required:[b]}], and the aliases
// of each (b for a).
func requiredOf(schema map[string]any) ([]string, map[string][]string) {
	var required []string
	for _, r := range asList(schema["required"]) {
		required = append(required, r.(string))
	}
	aliases := map[string][]string{}
	clauses := append([]any{schema}, asList(schema["allOf"])...)
	for _, c := range clauses {
		m, _ := c.(map[string]any)
		var group []string
		for _, b := range asList(m["anyOf"]) {
			bm, _ := b.(map[string]any)
			r := asList(bm["required"])
			if len(r) != 1 || len(bm) != 1 {
				group = nil
				break
			}
			group = append(group, r[0].(string))
		}
		if len(group) > 1 {
			required = append(required, group[0])
			aliases[group[0]] = append(aliases[group[0]], group[1:]...)
		}
	}
	return required, aliases
}

func typesOf(p map[string]any) []string {
	switch t := p["type"].(type) {
	case string:
		return []string{t}
	case []any:
		var out []string
		for _, x := range t {
			out = append(out, x.(string))
		}
		return out
	}
	return nil
}

// wrongValue returns a value none of the types allow.
func wrongValue(types []string) (any, bool) {
	if len(types) == 0 {
		return nil, false
	}
	for _, v := range []any{"a string", 7, 1.5, true, []any{}, map[string]any{}} {
		if !allows(types, v) {
			return v, true
		}
	}
	return nil, false
}

func allows(types []string, v any) bool {
	for _, t := range types {
		switch x := v.(type) {
		case string:
			if t == "string" {
				return true
			}
		case int:
			if t == "integer" || t == "number" {
				return true
			}
		case float64:
			if t == "number" || (t == "integer" && x == float64(int(x))) {
				return true
			}
		case bool:
			if t == "boolean" {
				return true
			}
		case []any:
			if t == "array" {
				return true
			}
		case map[string]any:
			if t == "object" {
				return true
			}
		}
	}
	return false
}

// validArgs makes arguments that satisfy the schema's required ones.
func validArgs(schema map[string]any) map[string]any {
	a := map[string]any{}
	props, _ := schema["properties"].(map[string]any)
	required, _ := requiredOf(schema)
	for _, name := range required {
		p, _ := props[name].(map[string]any)
		if enum, ok := p["enum"].([]any); ok && len(enum) > 0 {
			a[name] = enum[0]
			continue
		}
		switch types := typesOf(p); {
		case slices.Contains(types, "string"):
			a[name] = "x"
		case slices.Contains(types, "integer"), slices.Contains(types, "number"):
			a[name] = 1
		case slices.Contains(types, "boolean"):
			a[name] = false
		case slices.Contains(types, "array"):
			a[name] = []any{}
		case slices.Contains(types, "object"):
			a[name] = map[string]any{}
		}
	}
	return a
}

func asList(v any) []any {
	l, _ := v.([]any)
	return l
}

func sortedKeys(m map[string]any) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}

func cloneArgs(a map[string]any) map[string]any {
	b, err := json.Marshal(a)
	if err != nil {
		panic(fmt.Sprint(err))
	}
	var c map[string]any
	json.Unmarshal(b, &c)
	if c == nil {
		c = map[string]any{}
	}
	return c
}
