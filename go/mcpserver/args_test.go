package mcpserver

import (
	"bytes"
	"encoding/json"
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
		doc, err := jsonschema.UnmarshalJSON(bytes.NewReader(d.args.Source()))
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
