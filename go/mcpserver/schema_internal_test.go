package mcpserver

import (
	"encoding/json"
	"testing"
)

// TestListedSchemas: what tools/list shows leaves out the unlisted
// arguments and the clauses that only concern them, keeping the order.
func TestListedSchemas(t *testing.T) {
	for _, c := range []struct{ tool, in, want string }{
		{"browser_click",
			`{"type":"object","properties":{"target":{"type":"string"},"ref":{"type":"string"},"button":{"type":"string","description":"<b>"}},"additionalProperties":false}`,
			`{"type":"object","properties":{"target":{"type":"string"},"button":{"type":"string","description":"<b>"}},"additionalProperties":false}`},
		// "either target or ref, not both" shows as target required.
		{"browser_click",
			`{"type":"object","properties":{"target":{"type":"string"},"ref":{"type":"string"}},"required":["x"],"allOf":[{"anyOf":[{"required":["target"]},{"required":["ref"]}]},{"not":{"required":["target","ref"]}}]}`,
			`{"type":"object","properties":{"target":{"type":"string"}},"required":["x","target"]}`},
		// Other clauses stay; a field's own ref goes at any depth; a type
		// that also allows null shows without it.
		{"browser_fill_form",
			`{"type":"object","properties":{"fields":{"type":["null","array"],"items":{"type":"object","properties":{"target":{},"ref":{},"n":{"type":["integer","null"],"minimum":1.5}},"required":["ref"]}}},"allOf":[{"anyOf":[{"required":["a"]},{"required":["b"]}]}]}`,
			`{"type":"object","properties":{"fields":{"type":"array","items":{"type":"object","properties":{"target":{},"n":{"type":"integer","minimum":1.5}}}}},"allOf":[{"anyOf":[{"required":["a"]},{"required":["b"]}]}]}`},
		{"browser_take_screenshot",
			`{"type":"object","properties":{"filename":{"type":"string"},"fullPage":{"type":"boolean"}}}`,
			`{"type":"object","properties":{"fullPage":{"type":"boolean"}}}`},
		// filename is unlisted only where it means nothing.
		{"browser_storage_state",
			`{"type":"object","properties":{"filename":{"type":"string"}}}`,
			`{"type":"object","properties":{"filename":{"type":"string"}}}`},
	} {
		got := string(listed(c.tool, json.RawMessage(c.in)))
		if got != c.want {
			t.Errorf("%s %s:\n got %s\nwant %s", c.tool, c.in, got, c.want)
		}
	}
}
