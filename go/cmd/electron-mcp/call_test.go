package main

import (
	"errors"
	"reflect"
	"testing"
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
