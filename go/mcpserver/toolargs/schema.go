package toolargs

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"reflect"
	"slices"
	"strings"

	"github.com/electron-mcp/electron-mcp/go/internal/jsonobj"
)

// A tool's input schema comes from its arguments struct: WithAliases adds
// the older names of arguments to the schema arguments are checked against
// (check.go), and Listed leaves them out of what tools/list advertises.

// WithAliases rewrites the schema generated for A so that an argument with
// an alias (a field tagged `alias:"target"`, such as ref) may be given by
// either name, but not both: a required target becomes
// anyOf [{required:[target]}, {required:[ref]}], and
// not {required:[target, ref]} refuses both. It recurses into nested
// objects and arrays of them, and keeps the order of every object's keys
// (clients list properties as declared).
func WithAliases(t reflect.Type, raw json.RawMessage) (json.RawMessage, error) {
	o, err := jsonobj.Parse(raw)
	if err != nil {
		return nil, err
	}
	changed, err := applyAliases(t, o)
	if err != nil || !changed {
		return raw, err
	}
	return o.Marshal(), nil
}

func applyAliases(t reflect.Type, schema *jsonobj.Object) (bool, error) {
	for t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	if t.Kind() == reflect.Slice || t.Kind() == reflect.Array {
		items, ok := schema.Get("items")
		if !ok {
			return false, nil
		}
		sub, err := jsonobj.Parse(items)
		if err != nil {
			return false, err
		}
		changed, err := applyAliases(t.Elem(), sub)
		if changed {
			schema.Set("items", sub.Marshal())
		}
		return changed, err
	}
	if t.Kind() != reflect.Struct {
		return false, nil
	}
	rawProps, ok := schema.Get("properties")
	if !ok {
		return false, nil
	}
	props, err := jsonobj.Parse(rawProps)
	if err != nil {
		return false, err
	}
	var required []string
	if r, ok := schema.Get("required"); ok {
		if err := json.Unmarshal(r, &required); err != nil {
			return false, err
		}
	}
	changed := false
	var clauses []any
	for _, f := range fieldsOf(t) {
		name := jsonName(f)
		if name == "" {
			continue
		}
		if rawSub, ok := props.Get(name); ok {
			sub, err := jsonobj.Parse(rawSub)
			if err == nil {
				c, err := applyAliases(f.Type, sub)
				if err != nil {
					return false, err
				}
				if c {
					props.Set(name, sub.Marshal())
					changed = true
				}
			}
		}
		of, ok := f.Tag.Lookup("alias")
		if !ok {
			continue
		}
		if _, ok := props.Get(of); !ok {
			return false, fmt.Errorf("%s is an alias of %s, which is not an argument", name, of)
		}
		changed = true
		if i := slices.Index(required, of); i >= 0 {
			required = slices.Delete(required, i, i+1)
			clauses = append(clauses, map[string]any{"anyOf": []any{
				map[string]any{"required": []string{of}},
				map[string]any{"required": []string{name}},
			}})
		}
		clauses = append(clauses, map[string]any{"not": map[string]any{"required": []string{of, name}}})
	}
	if !changed {
		return false, nil
	}
	schema.Set("properties", props.Marshal())
	if _, ok := schema.Get("required"); ok || len(required) > 0 {
		schema.Set("required", jsonobj.Text(required))
	}
	if len(clauses) > 0 {
		var all []any
		if a, ok := schema.Get("allOf"); ok {
			if err := json.Unmarshal(a, &all); err != nil {
				return false, err
			}
		}
		schema.Set("allOf", jsonobj.Text(append(all, clauses...)))
	}
	return true, nil
}

// fieldsOf returns a struct's fields as encoding/json sees them: those of
// an embedded struct without a JSON name of its own count as the outer
// struct's.
func fieldsOf(t reflect.Type) []reflect.StructField {
	var out []reflect.StructField
	for i := 0; i < t.NumField(); i++ {
		f := t.Field(i)
		ft := f.Type
		if ft.Kind() == reflect.Pointer {
			ft = ft.Elem()
		}
		if f.Anonymous && ft.Kind() == reflect.Struct {
			if name, _, _ := strings.Cut(f.Tag.Get("json"), ","); name == "" {
				out = append(out, fieldsOf(ft)...)
				continue
			}
		}
		out = append(out, f)
	}
	return out
}

// jsonName is the JSON name of a struct field, or "" for none.
func jsonName(f reflect.StructField) string {
	if !f.IsExported() {
		return ""
	}
	tag := f.Tag.Get("json")
	name, _, _ := strings.Cut(tag, ",")
	switch name {
	case "-":
		return ""
	case "":
		return f.Name
	}
	return name
}

// unlisted returns the arguments of A, at any depth, that a tool accepts
// but does not advertise, since every advertised argument costs the agent
// context on every turn: the older names of arguments (a field tagged
// alias, such as ref for target) and Playwright MCP's arguments that mean
// nothing here (a field tagged unlisted, such as a screenshot's filename:
// the image comes back inline).
func unlisted(t reflect.Type) []string {
	var names []string
	seen := map[reflect.Type]bool{}
	var visit func(t reflect.Type)
	visit = func(t reflect.Type) {
		for t.Kind() == reflect.Pointer || t.Kind() == reflect.Slice || t.Kind() == reflect.Array || t.Kind() == reflect.Map {
			t = t.Elem()
		}
		if t.Kind() != reflect.Struct || seen[t] {
			return
		}
		seen[t] = true
		for _, f := range fieldsOf(t) {
			_, alias := f.Tag.Lookup("alias")
			_, hidden := f.Tag.Lookup("unlisted")
			if name := jsonName(f); name != "" && (alias || hidden) && !slices.Contains(names, name) {
				names = append(names, name)
			}
			visit(f.Type)
		}
	}
	visit(t)
	return names
}

// Listed returns what tools/list shows of the input schema of a tool whose
// arguments bind into t: the schema without its unlisted arguments, at any
// depth (browser_fill_form's fields have a ref too), and without the
// clauses that only concern them (an "either target or ref" becomes target
// required; a "not both" goes); a type that also allows null (Go's nil
// slices and pointers) shows as the type alone. Arguments are still checked
// against, and bound from, the whole schema. Key order is kept.
func Listed(t reflect.Type, schema json.RawMessage) json.RawMessage {
	n, err := parseJSON(schema)
	if err != nil || n.obj == nil {
		return schema
	}
	walk(n, unlisted(t))
	var b bytes.Buffer
	n.encode(&b)
	return b.Bytes()
}

// walk drops the names from an object schema and the schemas below it.
func walk(s *jnode, drop []string) {
	dropped := func(names *jnode) bool {
		return slices.ContainsFunc(names.strings(), func(n string) bool { return slices.Contains(drop, n) })
	}
	if t := s.get("type"); t != nil && t.isArr && len(t.arr) == 2 {
		if a, b := t.arr[0].str(), t.arr[1].str(); a == "null" {
			s.set("type", t.arr[1])
		} else if b == "null" {
			s.set("type", t.arr[0])
		}
	}
	if props := s.get("properties"); props != nil && props.obj != nil {
		for _, name := range drop {
			props.del(name)
		}
		for _, k := range props.keys {
			walk(props.obj[k], drop)
		}
	}
	if items := s.get("items"); items != nil && items.obj != nil {
		walk(items, drop)
	}
	required := slices.DeleteFunc(s.get("required").strings(), func(n string) bool { return slices.Contains(drop, n) })
	if all := s.get("allOf"); all != nil && all.isArr {
		var kept []*jnode
		for _, c := range all.arr {
			if not := c.get("not"); not != nil && dropped(not.get("required")) {
				continue // "not both target and ref"
			}
			if alts := c.get("anyOf"); alts != nil && alts.isArr {
				alts.arr = slices.DeleteFunc(alts.arr, func(a *jnode) bool { return dropped(a.get("required")) })
				if len(alts.arr) == 0 {
					continue
				}
				if only := alts.arr[0]; len(alts.arr) == 1 && len(only.keys) == 1 && only.get("required") != nil {
					// "target or ref" without ref: target is required.
					required = append(required, only.get("required").strings()...)
					continue
				}
			}
			kept = append(kept, c)
		}
		if len(kept) == 0 {
			s.del("allOf")
		} else {
			all.arr = kept
		}
	}
	if len(required) > 0 {
		r := &jnode{isArr: true}
		for _, name := range required {
			r.arr = append(r.arr, &jnode{raw: jsonobj.Text(name)})
		}
		s.set("required", r)
	} else {
		s.del("required")
	}
}

// jnode is a JSON value that keeps the order of its objects' keys.
type jnode struct {
	keys  []string          // an object's keys, in order
	obj   map[string]*jnode // non-nil for an object
	arr   []*jnode          // an array's elements
	isArr bool
	raw   json.RawMessage // a string, number, boolean or null
}

func parseJSON(data []byte) (*jnode, error) {
	d := json.NewDecoder(bytes.NewReader(data))
	d.UseNumber()
	n, err := parseNode(d)
	if err != nil {
		return nil, err
	}
	if _, err := d.Token(); err == nil {
		return nil, errors.New("text after the JSON value")
	}
	return n, nil
}

func parseNode(d *json.Decoder) (*jnode, error) {
	t, err := d.Token()
	if err != nil {
		return nil, err
	}
	switch t {
	case json.Delim('{'):
		n := &jnode{obj: map[string]*jnode{}}
		for d.More() {
			k, err := d.Token()
			if err != nil {
				return nil, err
			}
			v, err := parseNode(d)
			if err != nil {
				return nil, err
			}
			n.set(k.(string), v)
		}
		_, err := d.Token()
		return n, err
	case json.Delim('['):
		n := &jnode{isArr: true}
		for d.More() {
			v, err := parseNode(d)
			if err != nil {
				return nil, err
			}
			n.arr = append(n.arr, v)
		}
		_, err := d.Token()
		return n, err
	}
	return &jnode{raw: jsonobj.Text(t)}, nil
}

// get returns an object's value for k, or nil.
func (n *jnode) get(k string) *jnode {
	if n == nil || n.obj == nil {
		return nil
	}
	return n.obj[k]
}

func (n *jnode) set(k string, v *jnode) {
	if _, ok := n.obj[k]; !ok {
		n.keys = append(n.keys, k)
	}
	n.obj[k] = v
}

func (n *jnode) del(k string) {
	if _, ok := n.obj[k]; ok {
		delete(n.obj, k)
		n.keys = slices.DeleteFunc(n.keys, func(x string) bool { return x == k })
	}
}

// str returns a string value, or "".
func (n *jnode) str() string {
	var s string
	if n != nil && n.raw != nil {
		_ = json.Unmarshal(n.raw, &s)
	}
	return s
}

// strings returns an array's string elements.
func (n *jnode) strings() []string {
	var out []string
	if n != nil {
		for _, e := range n.arr {
			out = append(out, e.str())
		}
	}
	return out
}

func (n *jnode) encode(b *bytes.Buffer) {
	switch {
	case n.obj != nil:
		b.WriteByte('{')
		for i, k := range n.keys {
			if i > 0 {
				b.WriteByte(',')
			}
			b.Write(jsonobj.Text(k))
			b.WriteByte(':')
			n.obj[k].encode(b)
		}
		b.WriteByte('}')
	case n.isArr:
		b.WriteByte('[')
		for i, e := range n.arr {
			if i > 0 {
				b.WriteByte(',')
			}
			e.encode(b)
		}
		b.WriteByte(']')
	default:
		b.Write(n.raw)
	}
}
