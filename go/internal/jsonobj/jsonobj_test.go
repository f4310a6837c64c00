package jsonobj

import (
	"encoding/json"
	"strings"
	"testing"
)

func TestParseKeepsOrderAndValues(t *testing.T) {
	o, err := Parse([]byte(`{"z": 1, "a": {"nested": [1, 2]}, "m": "<&>", "a": true}`))
	if err != nil {
		t.Fatal(err)
	}
	if got := strings.Join(o.Keys(), ","); got != "z,a,m" {
		t.Errorf("keys %s, want z,a,m (a key given twice keeps its first place)", got)
	}
	if v, ok := o.Get("a"); !ok || string(v) != "true" {
		t.Errorf("a = %s, %v; want the last value, true", v, ok)
	}
	if _, ok := o.Get("nope"); ok {
		t.Error("Get found a key that is not there")
	}
	o.Set("z", json.RawMessage(`2`))
	o.Set("new <key>", Text([]string{"x&y"}))
	if got, want := string(o.Marshal()), `{"z":2,"a":true,"m":"<&>","new <key>":["x&y"]}`; got != want {
		t.Errorf("Marshal = %s, want %s", got, want)
	}
}

func TestZeroObject(t *testing.T) {
	var o Object
	if got := string(o.Marshal()); got != "{}" {
		t.Errorf("zero Marshal = %s", got)
	}
	o.Set("k", json.RawMessage(`null`))
	if got := string(o.Marshal()); got != `{"k":null}` {
		t.Errorf("Marshal = %s", got)
	}
}

func TestParseRefuses(t *testing.T) {
	for _, in := range []string{``, `[1]`, `"s"`, `{"a":1`, `{"a":1} {}`, `{"a":1,}`, `{"a" 1}`, `{"a":1} // comment`} {
		if _, err := Parse([]byte(in)); err == nil {
			t.Errorf("Parse(%q) took it", in)
		}
	}
}
