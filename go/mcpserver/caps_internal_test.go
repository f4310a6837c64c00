package mcpserver

import (
	"encoding/json"
	"testing"
)

// TestListedSchemas: what tools/list shows leaves out the unlisted
// arguments and the clauses that only concern them.
func TestListedSchemas(t *testing.T) {
	for _, c := range []struct{ tool, in, want string }{
		{"browser_click",
			`{"type":"object","properties":{"target":{"type":"string"},"ref":{"type":"string"},"button":{"type":"string"}},"additionalProperties":false}`,
			`{"additionalProperties":false,"properties":{"button":{"type":"string"},"target":{"type":"string"}},"type":"object"}`},
		// "either target or ref, not both" shows as target required.
		{"browser_click",
			`{"type":"object","properties":{"target":{"type":"string"},"ref":{"type":"string"}},"required":["x"],"allOf":[{"anyOf":[{"required":["target"]},{"required":["ref"]}]},{"not":{"required":["target","ref"]}}]}`,
			`{"properties":{"target":{"type":"string"}},"required":["x","target"],"type":"object"}`},
		// Other clauses stay; a field's own ref goes at any depth.
		{"browser_fill_form",
			`{"type":"object","properties":{"fields":{"type":"array","items":{"type":"object","properties":{"target":{},"ref":{}},"required":["ref"]}}},"allOf":[{"anyOf":[{"required":["a"]},{"required":["b"]}]}]}`,
			`{"allOf":[{"anyOf":[{"required":["a"]},{"required":["b"]}]}],"properties":{"fields":{"items":{"properties":{"target":{}},"type":"object"},"type":"array"}},"type":"object"}`},
		{"browser_take_screenshot",
			`{"type":"object","properties":{"filename":{"type":"string"},"fullPage":{"type":"boolean"}}}`,
			`{"properties":{"fullPage":{"type":"boolean"}},"type":"object"}`},
		// filename is unlisted only where it means nothing.
		{"browser_storage_state",
			`{"type":"object","properties":{"filename":{"type":"string"}}}`,
			`{"properties":{"filename":{"type":"string"}},"type":"object"}`},
	} {
		got := string(listed(c.tool, json.RawMessage(c.in)))
		if got != c.want {
			t.Errorf("%s %s:\n got %s\nwant %s", c.tool, c.in, got, c.want)
		}
	}
}
