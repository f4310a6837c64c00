package toolargs

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"github.com/santhosh-tekuri/jsonschema/v6"
)

// Numbers the library would spend long on are refused before it sees
// them; numbers that make sense are not.
func TestNumberInBounds(t *testing.T) {
	for num, want := range map[string]bool{
		"0": true, "-0": true, "1": true, "-7": true, "1.5": true, "1e3": true, "1E+3": true, "5e-1": true,
		"0.0e-99999": true, "1e400": true, "1e401": false, "10e400": false, "0.1e401": true, "1e-400": true,
		"1e-401": false, "0.01e-399": false, "123.456e398": true, "1234.5e398": false, "-1e999999999": false,
		"9007199254740993": true, strings.Repeat("9", 100): true, strings.Repeat("9", 101): false,
	} {
		if got := numberInBounds(num); got != want {
			t.Errorf("numberInBounds(%s) = %t, want %t", num, got, want)
		}
	}
}

// Raw schemas, as an app declares them: the checker refuses what they
// refuse and nothing they allow.
func TestArgumentsOfRawSchemas(t *testing.T) {
	for _, c := range []checkCase{
		{`{"type":"object","properties":{"a":{"type":"string"}},"patternProperties":{"^x-":{"type":"integer"}},"additionalProperties":false}`, `{"a":"s","x-n":3}`, ""},
		{`{"type":"object","properties":{"a":{"type":"string"}},"patternProperties":{"^x-":{"type":"integer"}},"additionalProperties":false}`, `{"x-n":"3"}`, "x-n must be an integer"},
		{`{"type":"object","properties":{"a":{"type":"string"}},"patternProperties":{"^x-":{"type":"integer"}},"additionalProperties":false}`, `{"b":1}`, `there is no argument "b"`},
		{`{"type":"object","properties":{"p":{"type":"array","prefixItems":[{"type":"string"},{"type":"number"}],"items":false}}}`, `{"p":["a",1]}`, ""},
		{`{"type":"object","properties":{"p":{"type":"array","prefixItems":[{"type":"string"},{"type":"number"}],"items":false}}}`, `{"p":["a",1,2]}`, "p[2] is not allowed"},
		{`{"type":"object","properties":{"p":{"type":"array","items":[{"type":"string"}],"additionalItems":{"type":"boolean"}}}}`, `{"p":["a",true]}`, ""},
		{`{"type":"object","properties":{"p":{"type":"array","items":[{"type":"string"}],"additionalItems":{"type":"boolean"}}}}`, `{"p":[1]}`, "p[0] must be a string"},
		{`{"type":"object","properties":{"n":{"$ref":"#/$defs/n"}},"$defs":{"n":{"type":"integer","minimum":1}}}`, `{"n":0}`, "n must be at least 1"},
		{`{"type":"object","properties":{"s":{"type":"string","minLength":2,"pattern":"^[a-z]+$"}}}`, `{"s":"A"}`, "s must have at least 2 characters; s must match"},
		{`{"type":"object","properties":{"k":{"oneOf":[{"type":"string"},{"type":"integer"}]}}}`, `{"k":true}`, "k must be a string"},
		{`{"type":"object","if":{"required":["a"]},"then":{"required":["b"]},"format":"x","uniqueItems":true}`, `{"a":1}`, "b is required"},
		{`{"type":"object","if":{"required":["a"]},"then":{"required":["b"]},"format":"x","uniqueItems":true}`, `{"c":1}`, ""},
		{`{"type":"object","properties":{"ids":{"type":"array","uniqueItems":true}}}`, `{"ids":["a","b","a"]}`, "ids must not hold an item twice (ids[0] and ids[2] are equal)"},
		{`{"type":"object","properties":{"n":{"type":"integer","multipleOf":3}}}`, `{"n":4}`, "n must be a multiple of 3, not 4"},
		{`{"type":"object","dependentRequired":{"a":["b","c"]}}`, `{"a":1,"c":2}`, "b is required with a"},
		{`{"type":"object","properties":{"p":{"type":"array","items":[{"type":"string"}],"additionalItems":{"type":"boolean"}}}}`, `{"p":["a",true,3]}`, "p[2] must be true or false"},
		{`{"type":"object","properties":{"p":{"type":"array","prefixItems":[{"type":"string"}],"items":{"type":"object","properties":{"x":{"type":"string"}}}}}}`, `{"p":["a",{"x":"y"},{"x":3}]}`, "p[2].x must be a string"},
		{`{"type":"object","properties":{"n":{"type":"number"}}}`, `{"n":1e999999}`, "n is too long or too large a number to check"},
		{`{"type":"object","properties":{"n":{"type":"number"}}}`, `{"n":1e300}`, ""},
		{`{"$schema":"http://json-schema.org/draft-07/schema#","type":"object","properties":{"n":{"$ref":"#/definitions/n"}},"definitions":{"n":{"type":"string"}}}`, `{"n":1}`, "n must be a string"},
		{`{"type":"object","required":["a"],"properties":{"a":{"const":"yes"}}}`, `{"a":"no"}`, `a must be "yes"`},
	} {
		c.check(t)
	}
}

// Arguments made to keep the checker busy are answered: more values than
// maxArgValues are refused before the library walks them, and what the
// library does in linear time (uniqueItems by hashing, patterns with Go's
// regexp) is checked.
func TestHostileArguments(t *testing.T) {
	ids := make([]string, 20000)
	for i := range ids {
		ids[i] = fmt.Sprintf(`"id-%d-%s"`, i, strings.Repeat("x", 40))
	}
	for _, c := range []checkCase{
		{`{"type":"object","properties":{"ids":{"type":"array","uniqueItems":true,"items":{"type":"string"}}}}`,
			`{"ids":[` + strings.Join(ids, ",") + `]}`, ""},
		{`{"type":"object","properties":{"ids":{"type":"array","uniqueItems":true,"items":{"type":"string"}}}}`,
			`{"ids":[` + strings.Join(ids, ",") + `,"id-7-` + strings.Repeat("x", 40) + `"]}`, "ids must not hold an item twice (ids[7] and ids[20000] are equal)"},
		{`{"type":"object","properties":{"s":{"type":"string","pattern":"^(\\w+\\s?)*$"}}}`, `{"s":"aaaaaaaaaaaaaaaaaaaaaaaaaaa!"}`, `s must match ^(\w+\s?)*$`},
		{`{"type":"object","properties":{"s":{"type":"string","pattern":"^(\\w+\\s?)*$"}}}`, `{"s":"` + strings.Repeat("a ", 1<<15) + `!"}`, `s must match`},
		{`{"type":"object","properties":{"ids":{"type":"array","items":{"type":"string"}}}}`, `{"ids":[` + strings.Repeat("1,", 1<<19-16) + `1]}`, "the arguments hold more than 50000 values"},
		{`{"type":"object","properties":{"ids":{"type":"array","items":{"type":"string"}}}}`, `{"ids":[` + strings.Repeat("1,", 2000) + `1]}`, "ids[0] must be a string, not the number 1; ids[1] must be a string, not the number 1; ids[2] must be a string, not the number 1; ids[3] must be a string, not the number 1; ids[4] must be a string, not the number 1; and 1996 more"},
		{`{"type":"object","properties":{"n":{"enum":[1,2]}}}`, `{"n":` + strings.Repeat("7", 1<<20-16) + `}`, "n is too long or too large a number to check"},
		{`{"type":"object","properties":{"n":{"type":"array","items":{"type":"integer"}}}}`, `{"n":[1,1e-999999]}`, "n[1] is too long or too large a number to check"},
	} {
		c.check(t)
	}
}

// checkCase is arguments checked against a raw schema.
type checkCase struct {
	schema, args string
	want         string // part of the message; "": accepted
}

func (c checkCase) check(t *testing.T) {
	t.Helper()
	a, err := Compile(json.RawMessage(c.schema))
	if err != nil {
		t.Fatalf("%s: %v", c.schema, err)
	}
	err = a.Check("app_x", json.RawMessage(c.args))
	args := c.args
	if len(args) > 200 {
		args = args[:200] + "…"
	}
	switch {
	case c.want == "" && err != nil:
		t.Errorf("%s %s: %v", c.schema, args, err)
	case c.want != "" && (err == nil || !strings.Contains(err.Error(), c.want)):
		t.Errorf("%s %s: %v, want %q", c.schema, args, err, c.want)
	}
}

// FuzzAppToolArguments checks arbitrary arguments against arbitrary
// schemas (an app declares its own): the checker never panics, refuses
// exactly what the library refuses (within the bounds), and words each
// refusal for the agent.
func FuzzAppToolArguments(f *testing.F) {
	for _, s := range []string{
		`{"type":"object","properties":{"a":{"type":"string"}},"patternProperties":{"^x-":{"type":"integer"}},"additionalProperties":false}`,
		`{"type":"object","properties":{"p":{"type":"array","prefixItems":[{"type":"string"},{"type":"number"}],"items":{"type":"object","properties":{"x":{"const":1}}}}}}`,
		`{"type":"object","properties":{"p":{"type":"array","items":[{"type":"string"}],"additionalItems":{"type":"boolean"}}}}`,
		`{"type":"object","properties":{"n":{"$ref":"#/$defs/n"}},"$defs":{"n":{"type":"integer","minimum":1,"multipleOf":2}}}`,
		`{"type":"object","properties":{"k":{"oneOf":[{"type":"string"},{"type":"integer"}],"not":{"enum":[3]}}},"dependentRequired":{"k":["j"]}}`,
		`{"type":"object","properties":{"l":{"type":"array","uniqueItems":true,"minItems":1,"contains":{"type":"null"}}},"additionalProperties":{"not":{}},"allOf":[{"anyOf":[{"required":["l"]},{"required":["m"]}]},{"not":{"required":["l","m"]}}]}`,
	} {
		f.Add(s, `{}`)
		f.Add(s, `{"a":1,"x-1":"s","p":["a",1,{"x":2},3],"n":3,"k":true,"l":[1,1]}`)
	}
	f.Fuzz(func(t *testing.T, schema, args string) {
		a, err := Compile(json.RawMessage(schema))
		if err != nil {
			return
		}
		cerr := a.Check("app_x", json.RawMessage(args))
		if cerr != nil && !strings.HasPrefix(cerr.Error(), "invalid arguments for app_x: ") && !strings.HasPrefix(cerr.Error(), "the arguments of app_x are not JSON") {
			t.Fatalf("%s %s: the message does not say whose arguments: %v", schema, args, cerr)
		}
		if t := strings.TrimSpace(args); t == "" || t == "null" {
			args = `{}` // no arguments
		}
		v, err := jsonschema.UnmarshalJSON(strings.NewReader(args))
		if err != nil || (cerr != nil && strings.Contains(cerr.Error(), "to check")) {
			return
		}
		if verr := a.schema.Validate(v); (verr == nil) != (cerr == nil) {
			t.Fatalf("%s %s: checker says %v, the library %v", schema, args, cerr, verr)
		}
	})
}

// An app's schema cannot make the server read anything but itself: a $ref
// or $schema elsewhere (a file, stdin, a URL) does not compile, and its
// tool goes unchecked here (the bridge checks it again).
func TestSchemasReadNothingElse(t *testing.T) {
	for _, schema := range []string{
		`{"type":"object","properties":{"a":{"$ref":"file:///dev/stdin"}}}`,
		`{"$ref":"file:///etc/hostname"}`,
		`{"$schema":"file:///etc/hostname","type":"object"}`,
		`{"type":"object","properties":{"a":{"$ref":"http://127.0.0.1:1/schema.json"}}}`,
		`{"type":"object","properties":{"a":{"$ref":"other.json"}}}`,
	} {
		_, err := Compile(json.RawMessage(schema))
		if err == nil || !strings.Contains(err.Error(), "is not part of the schema") {
			t.Errorf("%s: %v", schema, err)
		}
	}
}

// A schema the library refuses (an app's) leaves its tool's arguments
// unchecked here, as the server does (see handler), but they must be JSON.
func TestUncheckedArguments(t *testing.T) {
	if _, err := Compile(json.RawMessage(`{"type":"object","properties":{"a":{"type":"text"}}}`)); err == nil {
		t.Error("a schema with an unknown type compiled")
	}
	var unchecked Schema
	if err := unchecked.Check("app_x", json.RawMessage(`{"a":[1,"b"],"zz":1e999999}`)); err != nil {
		t.Errorf("unchecked arguments refused: %v", err)
	}
	if err := unchecked.Check("app_x", json.RawMessage(`{"a":`)); err == nil || !strings.Contains(err.Error(), "the arguments of app_x are not JSON") {
		t.Errorf("arguments that are not JSON: %v", err)
	}
}
