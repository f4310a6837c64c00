package toolargs

import (
	"encoding/json"
	"reflect"
	"testing"
)

// TestListedSchemas: what tools/list shows leaves out the unlisted
// arguments and the clauses that only concern them, keeping the order.
func TestListedSchemas(t *testing.T) {
	type field struct {
		Target string `json:"target"`
		Ref    string `json:"ref,omitempty" alias:"target"`
	}
	type form struct {
		Fields []field `json:"fields"`
	}
	type screenshot struct {
		FullPage bool   `json:"fullPage,omitempty"`
		Filename string `json:"filename,omitempty" unlisted:"the image comes back inline"`
	}
	type saved struct {
		Filename string `json:"filename,omitempty"`
	}
	click, fill, shot, state := reflect.TypeFor[field](), reflect.TypeFor[form](), reflect.TypeFor[screenshot](), reflect.TypeFor[saved]()
	for _, c := range []struct {
		args     reflect.Type
		in, want string
	}{
		{click,
			`{"type":"object","properties":{"target":{"type":"string"},"ref":{"type":"string"},"button":{"type":"string","description":"<b>"}},"additionalProperties":false}`,
			`{"type":"object","properties":{"target":{"type":"string"},"button":{"type":"string","description":"<b>"}},"additionalProperties":false}`},
		// "either target or ref, not both" shows as target required.
		{click,
			`{"type":"object","properties":{"target":{"type":"string"},"ref":{"type":"string"}},"required":["x"],"allOf":[{"anyOf":[{"required":["target"]},{"required":["ref"]}]},{"not":{"required":["target","ref"]}}]}`,
			`{"type":"object","properties":{"target":{"type":"string"}},"required":["x","target"]}`},
		// Other clauses stay; a field's own ref goes at any depth; a type
		// that also allows null shows without it.
		{fill,
			`{"type":"object","properties":{"fields":{"type":["null","array"],"items":{"type":"object","properties":{"target":{},"ref":{},"n":{"type":["integer","null"],"minimum":1.5}},"required":["ref"]}}},"allOf":[{"anyOf":[{"required":["a"]},{"required":["b"]}]}]}`,
			`{"type":"object","properties":{"fields":{"type":"array","items":{"type":"object","properties":{"target":{},"n":{"type":"integer","minimum":1.5}}}}},"allOf":[{"anyOf":[{"required":["a"]},{"required":["b"]}]}]}`},
		{shot,
			`{"type":"object","properties":{"filename":{"type":"string"},"fullPage":{"type":"boolean"}}}`,
			`{"type":"object","properties":{"fullPage":{"type":"boolean"}}}`},
		// filename is unlisted only where its field says so.
		{state,
			`{"type":"object","properties":{"filename":{"type":"string"}}}`,
			`{"type":"object","properties":{"filename":{"type":"string"}}}`},
	} {
		got := string(Listed(c.args, json.RawMessage(c.in)))
		if got != c.want {
			t.Errorf("%v %s:\n got %s\nwant %s", c.args, c.in, got, c.want)
		}
	}
}
