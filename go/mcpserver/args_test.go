package mcpserver

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"github.com/santhosh-tekuri/jsonschema/v6"
)

// toolByName returns a declared tool.
func toolByName(t testing.TB, name string) toolDef {
	t.Helper()
	for _, d := range tools() {
		if d.tool.Name == name {
			return d
		}
	}
	t.Fatalf("no tool %s", name)
	return toolDef{}
}

func TestArgumentErrors(t *testing.T) {
	for _, c := range []struct {
		tool, args string
		want       []string // parts of the message; none: the arguments are fine
	}{
		{"browser_type", `{"target":"#t"}`, []string{"invalid arguments for browser_type", "text is required (the text to type", "takes element, target or ref (required), text (required), submit, slowly", "Nothing was done"}},
		{"browser_type", `{"target":"#t","text":"x"}`, nil},
		{"browser_type", `{"ref":"e3","text":"x"}`, nil},
		{"browser_type", `{"text":"x"}`, []string{"target (or ref) is required"}},
		{"browser_type", `{"target":"#t","ref":"e3","text":"x"}`, []string{"pass target or ref, not both"}},
		{"browser_click", `{"target":"e1","doubleclick":true}`, []string{`there is no argument "doubleclick" (did you mean doubleClick?)`}},
		{"browser_click", `{"target":"e1","button":"top"}`, []string{`button must be one of "left", "right", "middle", not the string "top"`}},
		{"browser_click", `{"target":"e1","doubleClick":"yes"}`, []string{`doubleClick must be true or false (double click), not the string "yes"`}},
		{"browser_click", `{"target":"e1","modifiers":"Shift"}`, []string{`modifiers must be an array of strings`}},
		{"browser_click", `{"target":"e1","modifiers":["Shift",3]}`, []string{`modifiers[1] must be a string, not the number 3`}},
		{"browser_click", `{"target":7}`, []string{`target must be a string`}},
		{"browser_click", `[1,2]`, []string{`the arguments must be an object, not an array`}},
		{"browser_click", `{"target":"e1"}`, nil},
		{"browser_resize", `{"width":800.5,"height":600}`, []string{`width must be an integer`}},
		{"browser_resize", `{"width":800.0,"height":600}`, nil},
		{"browser_resize", `{"width":800}`, []string{`height is required`}},
		{"browser_reload", `{"hard":true}`, []string{`there is no argument "hard"`, "browser_reload takes no arguments"}},
		{"browser_reload", `null`, nil},
		{"browser_reload", ``, nil},
		{"browser_fill_form", `{"fields":[{"target":"e1","type":"textbox","value":"a"},{"ref":"e2","type":"check","value":"true"}]}`, []string{`fields[1].type must be one of "textbox"`}},
		{"browser_fill_form", `{"fields":[{"type":"textbox","value":"a"}]}`, []string{`fields[0].target (or ref) is required`}},
		{"browser_fill_form", `{"fields":[{"target":"e1","type":"checkbox","value":true}]}`, []string{`fields[0].value must be a string`}},
		{"browser_fill_form", `{"fields":[{"target":"e1","type":"textbox","value":"a","label":"x"}]}`, []string{`there is no argument "fields[0].label"`}},
		{"browser_drag", `{"startRef":"e1","endTarget":"e2"}`, nil},
		{"browser_drag", `{"startRef":"e1"}`, []string{`endTarget (or endRef) is required`}},
		{"browser_tabs", `{}`, nil},
		{"browser_tabs", `{"action":"open"}`, []string{`action must be one of "list", "select", "follow", "new", "close"`}},
		{"browser_tabs", `{"action":"select","index":"1"}`, []string{`index must be an integer`}},
		{"browser_wait_for", `{"time":"5"}`, []string{`time must be a number`}},
		{"browser_navigate", `{"URL":"x"}`, []string{`there is no argument "URL" (did you mean url?)`, `url is required`}},
	} {
		d := toolByName(t, c.tool)
		err := d.args.check(c.tool, json.RawMessage(c.args))
		if c.want == nil {
			if err != nil {
				t.Errorf("%s %s: %v", c.tool, c.args, err)
			}
			continue
		}
		if err == nil {
			t.Errorf("%s %s: no error, want %q", c.tool, c.args, c.want)
			continue
		}
		for _, w := range c.want {
			if !strings.Contains(err.Error(), w) {
				t.Errorf("%s %s:\n%v\nwant it to say %q", c.tool, c.args, err, w)
			}
		}
	}
}

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

// FuzzToolArguments checks arbitrary arguments for every tool against the
// schema tools/list advertises, with the library compiled afresh as the
// oracle: the checker accepts exactly what the schema allows (numbers
// within its bounds), what it accepts binds into the tool's arguments, and
// what it refuses gets a message for the agent.
func FuzzToolArguments(f *testing.F) {
	defs := tools()
	oracles := make([]*jsonschema.Schema, len(defs))
	for i, d := range defs {
		// The schema the checker reads: the advertised one with the
		// aliases tools/list leaves out.
		doc, err := jsonschema.UnmarshalJSON(bytes.NewReader(d.args.source))
		if err != nil {
			f.Fatal(err)
		}
		c := jsonschema.NewCompiler()
		url := "mem:///" + d.tool.Name + ".json"
		if err := c.AddResource(url, doc); err != nil {
			f.Fatal(err)
		}
		if oracles[i], err = c.Compile(url); err != nil {
			f.Fatalf("%s: %v", d.tool.Name, err)
		}
	}
	for i := range defs {
		f.Add(uint8(i), []byte(`{}`))
	}
	f.Add(uint8(7), []byte(`{"target":"e1","button":"right","modifiers":["Shift"]}`))
	f.Add(uint8(7), []byte(`{"ref":"e1","target":"e2"}`))
	f.Add(uint8(13), []byte(`{"fields":[{"ref":"e1","type":"checkbox","value":"true"},{"target":"#a","type":"slider","value":"3","name":"n"}]}`))
	f.Add(uint8(16), []byte(`{"width":1e3,"height":600.0}`))
	f.Add(uint8(16), []byte(`{"width":1e30,"height":-1}`))
	f.Fuzz(func(t *testing.T, which uint8, args []byte) {
		i := int(which) % len(defs)
		d := defs[i]
		err := d.args.check(d.tool.Name, args)
		if err != nil && !strings.HasPrefix(err.Error(), "invalid arguments for "+d.tool.Name+": ") && !strings.HasPrefix(err.Error(), "the arguments of "+d.tool.Name+" are not JSON") {
			t.Fatalf("%s %q: the message does not say whose arguments: %v", d.tool.Name, args, err)
		}
		trimmed := bytes.TrimSpace(args)
		if len(trimmed) > 0 && !json.Valid(trimmed) {
			if err == nil {
				t.Fatalf("%s %q: not JSON, yet accepted", d.tool.Name, args)
			}
			return
		}
		if err != nil && strings.Contains(err.Error(), "too large a number to check") {
			return // refused before the library would take forever
		}
		if len(trimmed) == 0 || string(trimmed) == "null" {
			trimmed = []byte(`{}`)
		}
		v, jerr := jsonschema.UnmarshalJSON(bytes.NewReader(trimmed))
		if jerr != nil {
			return
		}
		oerr := oracles[i].Validate(v)
		if (err == nil) != (oerr == nil) {
			t.Fatalf("%s %s: checker says %v, the schema says %v", d.tool.Name, trimmed, err, oerr)
		}
		if err == nil {
			if _, berr := d.bind(args); berr != nil && !strings.Contains(berr.Error(), "cannot hold") {
				t.Fatalf("%s %s: accepted but does not bind: %v", d.tool.Name, trimmed, berr)
			}
		}
	})
}

// Raw schemas, as an app declares them: the checker refuses what they
// refuse and nothing they allow.
func TestArgumentsOfRawSchemas(t *testing.T) {
	for _, c := range []struct {
		schema, args string
		want         string // "" accepted
	}{
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
		a, err := compileArgs(json.RawMessage(c.schema))
		if err != nil {
			t.Fatalf("%s: %v", c.schema, err)
		}
		err = a.check("app_x", json.RawMessage(c.args))
		switch {
		case c.want == "" && err != nil:
			t.Errorf("%s %s: %v", c.schema, c.args, err)
		case c.want != "" && (err == nil || !strings.Contains(err.Error(), c.want)):
			t.Errorf("%s %s: %v, want %q", c.schema, c.args, err, c.want)
		}
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
	for _, c := range []struct {
		schema, args string
		want         string // "" accepted
	}{
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
		a, err := compileArgs(json.RawMessage(c.schema))
		if err != nil {
			t.Fatalf("%s: %v", c.schema, err)
		}
		err = a.check("app_x", json.RawMessage(c.args))
		switch {
		case c.want == "" && err != nil:
			t.Errorf("%s: %v", c.schema, err)
		case c.want != "" && (err == nil || !strings.Contains(err.Error(), c.want)):
			t.Errorf("%s: %v, want %q", c.schema, err, c.want)
		}
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
		a, err := compileArgs(json.RawMessage(schema))
		if err != nil {
			return
		}
		cerr := a.check("app_x", json.RawMessage(args))
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
		_, err := compileArgs(json.RawMessage(schema))
		if err == nil || !strings.Contains(err.Error(), "is not part of the schema") {
			t.Errorf("%s: %v", schema, err)
		}
	}
}

// A schema the library refuses (an app's) leaves its tool's arguments
// unchecked here, as the server does (see handler), but they must be JSON.
func TestUncheckedArguments(t *testing.T) {
	if _, err := compileArgs(json.RawMessage(`{"type":"object","properties":{"a":{"type":"text"}}}`)); err == nil {
		t.Error("a schema with an unknown type compiled")
	}
	var unchecked argSchema
	if err := unchecked.check("app_x", json.RawMessage(`{"a":[1,"b"],"zz":1e999999}`)); err != nil {
		t.Errorf("unchecked arguments refused: %v", err)
	}
	if err := unchecked.check("app_x", json.RawMessage(`{"a":`)); err == nil || !strings.Contains(err.Error(), "the arguments of app_x are not JSON") {
		t.Errorf("arguments that are not JSON: %v", err)
	}
}
