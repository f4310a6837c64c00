package mcpserver

import (
	"bytes"
	"cmp"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/url"
	"slices"
	"strconv"
	"strings"
	"sync"

	"github.com/santhosh-tekuri/jsonschema/v6"
	"github.com/santhosh-tekuri/jsonschema/v6/kind"

	"github.com/electron-mcp/electron-mcp/go/internal/jsonobj"
)

// Tool arguments are checked against the very schema tools/list
// advertises (with the aliases it leaves out), by the JSON Schema library
// mcp-go uses, before a tool does anything: a missing or misspelt argument,
// a value of the wrong type or outside its enum is an error that names the
// argument and what it takes, not a silent default. This file compiles the
// schemas and words the library's errors for the agent.

const (
	// maxProblems bounds the problems one error lists.
	maxProblems = 5
	// maxArgValues bounds the JSON values (objects, arrays and scalars)
	// in one call's arguments: the library spends microseconds on each,
	// and tens on each it refuses.
	maxArgValues = 50_000
	// maxNumberChars and maxExponent bound a number in the arguments:
	// the library compares numbers exactly (math/big), which takes time
	// quadratic in their digits and grows with their exponent.
	maxNumberChars = 100
	maxExponent    = 400
)

// argSchema checks arguments against a compiled input schema.
type argSchema struct {
	schema *jsonschema.Schema // nil: any arguments (a schema that did not compile)
	source json.RawMessage    // the schema compiled
	base   string             // the URL of the schema's root, before '#'

	mu     sync.Mutex
	nodes  map[string]*schemaNode // by JSON pointer, read on demand
	places map[string]int         // property names, in the order the schema first declares them
}

// noLoader refuses every schema a $ref or $schema names outside the tool's
// own: an input schema is one document, read from nowhere else.
type noLoader struct{}

func (noLoader) Load(u string) (any, error) {
	return nil, fmt.Errorf("%s is not part of the schema", u)
}

// compileArgs compiles a tool's input schema: JSON Schema 2020-12, or the
// draft its $schema names; without $schema, a schema that is only valid as
// draft 7 (items as a list) is read as draft 7. An empty schema accepts
// any object.
func compileArgs(raw json.RawMessage) (*argSchema, error) {
	if len(bytes.TrimSpace(raw)) == 0 {
		raw = json.RawMessage(`{"type":"object"}`)
	}
	compiled.Lock()
	defer compiled.Unlock()
	if s, ok := compiled.by[string(raw)]; ok {
		return s, nil
	}
	raw = bytes.Clone(raw)
	s, err := compileSchema(raw)
	if err == nil && len(compiled.by) < maxCompiled {
		if compiled.by == nil {
			compiled.by = map[string]*argSchema{}
		}
		compiled.by[string(raw)] = s
	}
	return s, err
}

// compiled keeps the schemas compiled so far: every server declares the
// same tools, and the library takes milliseconds over each schema.
var compiled struct {
	sync.Mutex
	by map[string]*argSchema // by the schema's JSON
}

// maxCompiled bounds compiled, which an app that keeps changing its tools
// would grow.
const maxCompiled = 256

func compileSchema(raw json.RawMessage) (*argSchema, error) {
	var first error
	for _, draft := range []*jsonschema.Draft{jsonschema.Draft2020, jsonschema.Draft7} {
		doc, err := jsonschema.UnmarshalJSON(bytes.NewReader(raw))
		if err != nil {
			return nil, fmt.Errorf("mcpserver: reading an input schema: %w", err)
		}
		c := jsonschema.NewCompiler()
		c.UseLoader(noLoader{})
		c.DefaultDraft(draft)
		const loc = "mem:///arguments.json"
		if err := c.AddResource(loc, doc); err != nil {
			return nil, fmt.Errorf("mcpserver: compiling an input schema: %w", err)
		}
		s, err := c.Compile(loc)
		if err == nil {
			base, _, _ := strings.Cut(s.Location, "#")
			return &argSchema{schema: s, source: raw, base: base}, nil
		}
		if first == nil {
			first = err
		}
	}
	return nil, fmt.Errorf("mcpserver: compiling an input schema: %w", first)
}

// decodeNumbers decodes exactly one JSON value, keeping numbers as
// json.Number.
func decodeNumbers(raw []byte, v any) error {
	d := json.NewDecoder(bytes.NewReader(raw))
	d.UseNumber()
	if err := d.Decode(v); err != nil {
		return err
	}
	if _, err := d.Token(); err != io.EOF {
		return errors.New("more after the first JSON value")
	}
	return nil
}

// check validates a tool's arguments (raw JSON; empty or null means none)
// and returns an error for the agent naming each problem, or nil.
func (s *argSchema) check(tool string, raw json.RawMessage) error {
	var v any = map[string]any{}
	if t := bytes.TrimSpace(raw); len(t) > 0 && string(t) != "null" {
		if err := decodeNumbers(t, &v); err != nil {
			return errorf("the arguments of %s are not JSON: %v", tool, err)
		}
	}
	if s.schema == nil {
		return nil
	}
	probs := bounds(v)
	if len(probs) == 0 {
		err := s.schema.Validate(v)
		var ve *jsonschema.ValidationError
		if err != nil && !errors.As(err, &ve) {
			return errorf("invalid arguments for %s: %v. Nothing was done", tool, err)
		}
		if ve == nil {
			return nil
		}
		probs = s.problems(ve, v)
	}
	if len(probs) > maxProblems {
		probs = append(probs[:maxProblems], fmt.Sprintf("and %d more", len(probs)-maxProblems))
	}
	msg := fmt.Sprintf("invalid arguments for %s: %s.", tool, strings.Join(probs, "; "))
	if takes := s.accepted(); takes != "" {
		msg += fmt.Sprintf(" %s takes %s. Nothing was done; call it again with these fixed", tool, takes)
	} else {
		msg += fmt.Sprintf(" %s takes no arguments. Nothing was done; call it again without them", tool)
	}
	return errorf("%s", msg)
}

// bounds returns the problems of arguments too large to check: more values
// than maxArgValues, or numbers too long or too large (see maxNumberChars).
func bounds(v0 any) []string {
	var probs []string
	n := 0
	var loc []string // of the value walked, for naming it
	var walk func(v any)
	walk = func(v any) {
		if n++; n > maxArgValues {
			return
		}
		switch x := v.(type) {
		case map[string]any:
			for k, e := range x {
				loc = append(loc, k)
				walk(e)
				loc = loc[:len(loc)-1]
			}
		case []any:
			for i, e := range x {
				loc = append(loc, strconv.Itoa(i))
				walk(e)
				loc = loc[:len(loc)-1]
			}
		case json.Number:
			if !numberInBounds(x.String()) {
				probs = append(probs, fmt.Sprintf("%s is too long or too large a number to check (at most %d characters, exponents from -%d to %d)",
					orArguments(pathOf(v0, loc)), maxNumberChars, maxExponent, maxExponent))
			}
		}
	}
	walk(v0)
	if n > maxArgValues {
		return []string{fmt.Sprintf("the arguments hold more than %d values", maxArgValues)}
	}
	slices.Sort(probs)
	return probs
}

// numberInBounds reports whether a JSON number has at most maxNumberChars
// characters and an exponent (in scientific notation) within maxExponent.
func numberInBounds(num string) bool {
	if len(num) > maxNumberChars {
		return false
	}
	mant, exp, _ := strings.Cut(strings.ToLower(strings.TrimPrefix(num, "-")), "e")
	intPart, frac, _ := strings.Cut(mant, ".")
	digits := intPart + frac
	lead := len(digits) - len(strings.TrimLeft(digits, "0"))
	if lead == len(digits) {
		return true // zero
	}
	e, _ := strconv.Atoi(strings.TrimPrefix(exp, "+")) // at most 100 characters: no overflow
	e += len(intPart) - 1 - lead                       // the exponent of the leading digit
	return e >= -maxExponent && e <= maxExponent
}

// problem is one thing wrong with the arguments, with where it sorts.
type problem struct {
	key  []sortKey
	text string
}

// sortKey orders problems as the schema reads: at each level of the
// arguments, what is wrong with the object itself (rank below
// rankInside), then its arguments in their declared order (or an array's
// items by index), then what its combining keywords say.
type sortKey struct {
	rank, index int
	name        string
}

const (
	rankUnknown  = 0
	rankRequired = 1
	rankValue    = 2 // type, enum, const, then the bounds in keyword order
	rankInside   = 5
	rankCombined = 8
)

func compareKeys(a, b []sortKey) int {
	for i := range min(len(a), len(b)) {
		x, y := a[i], b[i]
		if c := cmp.Compare(x.rank, y.rank); c != 0 {
			return c
		}
		if c := cmp.Compare(x.index, y.index); c != 0 {
			return c
		}
		if c := strings.Compare(x.name, y.name); c != 0 {
			return c
		}
	}
	return cmp.Compare(len(a), len(b))
}

// problems words the library's errors, in the schema's order.
func (s *argSchema) problems(ve *jsonschema.ValidationError, v any) []string {
	r := renderer{s: s, v: v}
	s.fixItemIndexes(ve)
	r.walk(ve, nil, ve.SchemaURL)
	slices.SortStableFunc(r.out, func(a, b problem) int { return compareKeys(a.key, b.key) })
	texts := make([]string, len(r.out))
	for i, p := range r.out {
		texts[i] = p.text
	}
	return texts
}

// fixItemIndexes corrects where the library says an array item is when
// items after prefixItems (or draft 7's additionalItems) checked it: it
// counts from the first item after the prefix, not from the array's start.
func (s *argSchema) fixItemIndexes(e *jsonschema.ValidationError) {
	for _, c := range e.Causes {
		s.fixItemIndexes(c)
	}
	base, frag, _ := strings.Cut(e.SchemaURL, "#")
	toks := strings.Split(frag, "/")
	for i, tok := range toks {
		if i == 0 || (tok != "items" && tok != "additionalItems") {
			continue
		}
		arr := s.node(base + "#" + strings.Join(toks[:i], "/"))
		if arr == nil || arr.tuple == 0 || (tok == "items") != arr.prefixItems {
			continue
		}
		pos := len(e.InstanceLocation) - 1 - levels(toks[i+1:])
		if pos < 0 {
			continue
		}
		if n, err := strconv.Atoi(e.InstanceLocation[pos]); err == nil {
			e.InstanceLocation[pos] = strconv.Itoa(n + arr.tuple)
		}
	}
}

// levels counts how many levels down into a value a schema path leads.
func levels(toks []string) int {
	n := 0
	for i := 0; i < len(toks); i++ {
		switch toks[i] {
		case "properties", "patternProperties", "prefixItems":
			n++
			i++ // the name or index
		case "items":
			n++
			if i+1 < len(toks) {
				if _, err := strconv.Atoi(toks[i+1]); err == nil {
					i++ // draft 7's tuple
				}
			}
		case "additionalItems", "additionalProperties", "contains", "unevaluatedItems", "unevaluatedProperties":
			n++
		case "allOf", "anyOf", "oneOf", "dependentSchemas", "dependencies", "$defs", "definitions":
			i++
		}
	}
	return n
}

type renderer struct {
	s   *argSchema
	v   any // the arguments
	out []problem
}

// walk adds the problems of e, found at key; obj is the location of the
// schema that declares the properties of the value at e (for their
// descriptions and aliases).
func (r *renderer) walk(e *jsonschema.ValidationError, key []sortKey, obj string) {
	n := r.s.node(e.SchemaURL)
	if n != nil && n.order != nil {
		obj = e.SchemaURL
	}
	path := r.path(e.InstanceLocation)
	name := orArguments(path)
	add := func(rank, index int, text string) {
		r.out = append(r.out, problem{key: append(slices.Clip(key), sortKey{rank: rank, index: index}), text: text})
	}
	// The causes of e about values inside e's are read without the
	// schema that declared e's properties.
	cause := func(c *jsonschema.ValidationError) {
		o := obj
		if len(c.InstanceLocation) > len(e.InstanceLocation) {
			o = ""
		}
		r.walk(c, r.below(e, c, key), o)
	}
	switch k := e.ErrorKind.(type) {
	case *kind.Schema, *kind.Group, *kind.Reference, *kind.AllOf:
		for _, c := range e.Causes {
			cause(c)
		}
	case *kind.AnyOf:
		if names := requiredEach(e.Causes); names != nil {
			// One name of several is required: an argument and its
			// older name.
			o := r.s.node(obj)
			add(rankRequired, r.s.place(names[0]), fmt.Sprintf("%s is required%s", aliasWords(path, names), o.prop(names[0]).describe()))
			return
		}
		if len(e.Causes) > 0 {
			cause(e.Causes[0])
		}
	case *kind.OneOf:
		if k.Subschemas != nil {
			add(rankCombined, 0, fmt.Sprintf("%s matches more than one of the shapes it may take", name))
		} else if len(e.Causes) > 0 {
			cause(e.Causes[0])
		}
	case *kind.Not:
		if n == nil {
			n = &schemaNode{}
		}
		if both := n.notBoth(); len(both) > 1 {
			add(rankCombined, 0, fmt.Sprintf("pass %s, not both", orWords(qualify(path, both))))
		} else if parent, ok := strings.CutSuffix(e.SchemaURL, "/additionalProperties"); ok && n.not.isEmpty() && path != "" {
			// additionalProperties {"not": {}}: no other arguments.
			msg := fmt.Sprintf("there is no argument %q", path)
			if near := r.s.node(parent).nearest(e.InstanceLocation[len(e.InstanceLocation)-1]); near != "" {
				msg += fmt.Sprintf(" (did you mean %s?)", near)
			}
			add(rankUnknown, 0, msg)
		} else if n.not.isEmpty() {
			add(rankValue, 0, fmt.Sprintf("%s is not allowed", name))
		} else {
			add(rankCombined, 0, fmt.Sprintf("%s is not allowed as given", name))
		}
	case *kind.FalseSchema:
		add(rankValue, 0, fmt.Sprintf("%s is not allowed", name))
	case *kind.AdditionalProperties:
		names := slices.Sorted(slices.Values(k.Properties))
		for _, p := range names {
			msg := fmt.Sprintf("there is no argument %q", join(path, p))
			if near := n.nearest(p); near != "" {
				msg += fmt.Sprintf(" (did you mean %s?)", near)
			}
			r.out = append(r.out, problem{key: append(slices.Clip(key), sortKey{rank: rankUnknown, name: p}), text: msg})
		}
	case *kind.Required:
		o := n
		if o == nil || o.order == nil {
			o = r.s.node(obj)
		}
		for _, p := range k.Missing {
			add(rankRequired, r.s.place(p), fmt.Sprintf("%s is required%s", join(path, p), o.prop(p).describe()))
		}
	case *kind.Type:
		types := k.Want
		if n != nil && n.types != nil {
			types = n.types
		}
		add(rankValue, 0, fmt.Sprintf("%s must be %s%s, not %s", name, typeWords(types, r.s.resolve(n.itemsNode())), n.describe(), valueWords(r.value(e.InstanceLocation))))
	case *kind.Enum:
		add(rankValue, 0, fmt.Sprintf("%s must be %s, not %s", name, enumWords(k.Want), valueWords(k.Got)))
	case *kind.Const:
		add(rankValue, 0, fmt.Sprintf("%s must be %s, not %s", name, valueText(k.Want), valueWords(k.Got)))
	case *kind.MinLength:
		add(rankValue, 1, fmt.Sprintf("%s must have at least %d characters", name, k.Want))
	case *kind.MaxLength:
		add(rankValue, 2, fmt.Sprintf("%s must have at most %d characters", name, k.Want))
	case *kind.Pattern:
		add(rankValue, 3, fmt.Sprintf("%s must match %s", name, k.Want))
	case *kind.Minimum:
		add(rankValue, 1, r.bound(e, "at least", k.Want))
	case *kind.Maximum:
		add(rankValue, 2, r.bound(e, "at most", k.Want))
	case *kind.ExclusiveMinimum:
		add(rankValue, 3, r.bound(e, "more than", k.Want))
	case *kind.ExclusiveMaximum:
		add(rankValue, 4, r.bound(e, "less than", k.Want))
	case *kind.MinItems:
		add(rankValue, 1, fmt.Sprintf("%s must have at least %d %s", name, k.Want, plural(k.Want, "item", "items")))
	case *kind.MaxItems:
		add(rankValue, 2, fmt.Sprintf("%s must have at most %d %s", name, k.Want, plural(k.Want, "item", "items")))
	case *kind.AdditionalItems:
		items, _ := r.value(e.InstanceLocation).([]any)
		for i := len(items) - k.Count; i < len(items); i++ {
			r.out = append(r.out, problem{key: append(slices.Clip(key), sortKey{rank: rankInside, index: i}), text: fmt.Sprintf("%s[%d] is not allowed", path, i)})
		}
	case *kind.UniqueItems:
		add(rankValue, 3, fmt.Sprintf("%s must not hold an item twice (%s[%d] and %s[%d] are equal)", name, path, k.Duplicates[0], path, k.Duplicates[1]))
	case *kind.MultipleOf:
		f, _ := k.Want.Float64()
		add(rankValue, 5, fmt.Sprintf("%s must be a multiple of %s, not %v", name, strconv.FormatFloat(f, 'g', -1, 64), r.value(e.InstanceLocation)))
	case *kind.MinProperties:
		add(rankValue, 1, fmt.Sprintf("%s must have at least %d %s", name, k.Want, plural(k.Want, "property", "properties")))
	case *kind.MaxProperties:
		add(rankValue, 2, fmt.Sprintf("%s must have at most %d %s", name, k.Want, plural(k.Want, "property", "properties")))
	case *kind.DependentRequired:
		add(rankRequired, r.s.place(k.Missing[0]), requiredWith(path, k.Missing, k.Prop))
	case *kind.Dependency:
		add(rankRequired, r.s.place(k.Missing[0]), requiredWith(path, k.Missing, k.Prop))
	case *kind.Contains, *kind.MinContains, *kind.MaxContains:
		add(rankValue, 4, fmt.Sprintf("%s does not hold the items its schema asks for (%s)", name, strings.Join(e.ErrorKind.KeywordPath(), "/")))
	default:
		add(rankCombined, 1, fmt.Sprintf("%s does not satisfy %s of its schema", name, strings.Join(e.ErrorKind.KeywordPath(), "/")))
	}
}

// below returns the sort key of c, a cause of e: when c is about a value
// inside e's (one level down or more), a key for each level: an item's
// index, an argument's place among those the schema declares.
func (r *renderer) below(e, c *jsonschema.ValidationError, key []sortKey) []sortKey {
	for i := len(e.InstanceLocation); i < len(c.InstanceLocation); i++ {
		tok := c.InstanceLocation[i]
		k := sortKey{rank: rankInside}
		if _, isArray := r.value(c.InstanceLocation[:i]).([]any); isArray {
			k.index, _ = strconv.Atoi(tok)
		} else if k.index, k.name = r.s.place(tok), tok; k.index == unplaced {
			k.rank = rankUnknown // an argument no schema declares: with the unknown ones
		}
		key = append(slices.Clip(key), k)
	}
	return key
}

func (r *renderer) bound(e *jsonschema.ValidationError, words string, want interface{ Float64() (float64, bool) }) string {
	f, _ := want.Float64()
	got := r.value(e.InstanceLocation)
	return fmt.Sprintf("%s must be %s %s, not %v", orArguments(r.path(e.InstanceLocation)), words, strconv.FormatFloat(f, 'g', -1, 64), got)
}

// value returns the arguments' value at loc.
func (r *renderer) value(loc []string) any {
	v := r.v
	for _, tok := range loc {
		switch x := v.(type) {
		case map[string]any:
			v = x[tok]
		case []any:
			i, _ := strconv.Atoi(tok)
			if i < 0 || i >= len(x) {
				return nil
			}
			v = x[i]
		default:
			return nil
		}
	}
	return v
}

// path names the value at loc as messages do: fields[0].target.
func (r *renderer) path(loc []string) string { return pathOf(r.v, loc) }

// pathOf names the value at loc in v as messages do: fields[0].target.
func pathOf(v any, loc []string) string {
	var b strings.Builder
	for _, tok := range loc {
		switch x := v.(type) {
		case []any:
			b.WriteString("[" + tok + "]")
			i, _ := strconv.Atoi(tok)
			if i >= 0 && i < len(x) {
				v = x[i]
			}
		case map[string]any:
			if b.Len() > 0 {
				b.WriteByte('.')
			}
			b.WriteString(tok)
			v = x[tok]
		}
	}
	return b.String()
}

// requiredEach returns the names when each cause is one missing name (the
// anyOf [{required:[a]}, {required:[b]}] of an argument and its alias).
func requiredEach(causes []*jsonschema.ValidationError) []string {
	if len(causes) < 2 {
		return nil
	}
	var names []string
	for _, c := range causes {
		k, ok := c.ErrorKind.(*kind.Required)
		if !ok || len(k.Missing) != 1 {
			return nil
		}
		names = append(names, k.Missing[0])
	}
	return names
}

// requiredWith says "b, c are required with a".
func requiredWith(path string, missing []string, with string) string {
	return fmt.Sprintf("%s %s required with %s", strings.Join(qualify(path, missing), ", "), plural(len(missing), "is", "are"), join(path, with))
}

// aliasWords says "target (or ref)".
func aliasWords(path string, names []string) string {
	what := join(path, names[0])
	if len(names) > 1 {
		rest := slices.Sorted(slices.Values(names[1:]))
		what += " (or " + strings.Join(rest, ", ") + ")"
	}
	return what
}

// schemaNode is what messages need of one schema in the tool's input
// schema: its description, types and properties in declared order.
type schemaNode struct {
	desc     string
	types    []string
	order    []string // property names as declared; nil: no properties
	props    map[string]*schemaNode
	required []string
	allOf    []*schemaNode
	anyOf    []*schemaNode
	not      *schemaNode
	items    *schemaNode
	ref      string
	keys     []string // every keyword
	// tuple counts the items checked one by one: prefixItems, or draft
	// 7's items as a list.
	tuple       int
	prefixItems bool
}

// readNode reads a schema (an object; anything else is an empty node).
func readNode(raw json.RawMessage) *schemaNode {
	n := &schemaNode{}
	o, err := jsonobj.Parse(raw)
	if err != nil {
		return n
	}
	n.keys = o.Keys()
	get := func(k string, v any) {
		if b, ok := o.Get(k); ok {
			_ = json.Unmarshal(b, v)
		}
	}
	get("description", &n.desc)
	get("$ref", &n.ref)
	get("required", &n.required)
	if b, ok := o.Get("type"); ok {
		var one string
		if json.Unmarshal(b, &one) == nil {
			n.types = []string{one}
		} else {
			_ = json.Unmarshal(b, &n.types)
		}
	}
	if b, ok := o.Get("properties"); ok {
		if props, err := jsonobj.Parse(b); err == nil {
			n.order = slices.Clip(append([]string{}, props.Keys()...))
			n.props = map[string]*schemaNode{}
			for _, k := range n.order {
				p, _ := props.Get(k)
				n.props[k] = readNode(p)
			}
		}
	}
	list := func(k string) []*schemaNode {
		var raws []json.RawMessage
		get(k, &raws)
		out := make([]*schemaNode, len(raws))
		for i, b := range raws {
			out[i] = readNode(b)
		}
		return out
	}
	n.allOf, n.anyOf = list("allOf"), list("anyOf")
	if b, ok := o.Get("not"); ok {
		n.not = readNode(b)
	}
	if b, ok := o.Get("items"); ok {
		n.items = readNode(b)
	}
	var tuple []json.RawMessage
	if b, ok := o.Get("prefixItems"); ok && json.Unmarshal(b, &tuple) == nil {
		n.prefixItems = true
	} else if b, ok := o.Get("items"); ok {
		_ = json.Unmarshal(b, &tuple)
	}
	n.tuple = len(tuple)
	return n
}

// node returns the schema at loc (a location of the library's: the
// schema's URL, '#', a JSON pointer), or nil.
func (s *argSchema) node(loc string) *schemaNode {
	base, frag, ok := strings.Cut(loc, "#")
	if !ok || base != s.base {
		return nil
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if n, ok := s.nodes[frag]; ok {
		return n
	}
	var n *schemaNode
	if raw := pointerAt(s.source, frag); raw != nil {
		n = readNode(raw)
	}
	if s.nodes == nil {
		s.nodes = map[string]*schemaNode{}
	}
	s.nodes[frag] = n
	return n
}

// pointerAt returns the JSON value at a URL-escaped JSON pointer, or nil.
func pointerAt(doc json.RawMessage, frag string) json.RawMessage {
	frag, err := url.PathUnescape(frag)
	if err != nil {
		return nil
	}
	for _, tok := range strings.Split(frag, "/")[1:] {
		tok = strings.NewReplacer("~1", "/", "~0", "~").Replace(tok)
		if o, err := jsonobj.Parse(doc); err == nil {
			if doc, _ = o.Get(tok); doc == nil {
				return nil
			}
			continue
		}
		var list []json.RawMessage
		i, err := strconv.Atoi(tok)
		if json.Unmarshal(doc, &list) != nil || err != nil || i < 0 || i >= len(list) {
			return nil
		}
		doc = list[i]
	}
	return doc
}

// place returns where the schema first declares a property (an
// argument's place among its object's), for the order of problems.
func (s *argSchema) place(name string) int {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.places == nil {
		s.places = map[string]int{}
		var walk func(raw json.RawMessage)
		walk = func(raw json.RawMessage) {
			o, err := jsonobj.Parse(raw)
			if err != nil {
				var list []json.RawMessage
				if json.Unmarshal(raw, &list) == nil {
					for _, e := range list {
						walk(e)
					}
				}
				return
			}
			for _, k := range o.Keys() {
				v, _ := o.Get(k)
				props, err := jsonobj.Parse(v)
				if k != "properties" || err != nil {
					walk(v)
					continue
				}
				for _, p := range props.Keys() {
					if _, ok := s.places[p]; !ok {
						s.places[p] = len(s.places)
					}
					sub, _ := props.Get(p)
					walk(sub)
				}
			}
		}
		walk(s.source)
	}
	if i, ok := s.places[name]; ok {
		return i
	}
	return unplaced
}

// unplaced is the place of a name the schema does not declare.
const unplaced = 1 << 30

// resolve follows a node's $ref within the schema.
func (s *argSchema) resolve(n *schemaNode) *schemaNode {
	for i := 0; n != nil && n.ref != "" && i < 32; i++ {
		if !strings.HasPrefix(n.ref, "#") {
			return n
		}
		n = s.node(s.base + n.ref)
	}
	return n
}

func (n *schemaNode) itemsNode() *schemaNode {
	if n == nil {
		return nil
	}
	return n.items
}

// prop returns the schema of a property, or nil.
func (n *schemaNode) prop(name string) *schemaNode {
	if n == nil {
		return nil
	}
	return n.props[name]
}

// isEmpty reports whether the schema says nothing ({} or true).
func (n *schemaNode) isEmpty() bool { return n != nil && len(n.keys) == 0 }

// onlyRequired reports whether the schema says nothing but required.
func (n *schemaNode) onlyRequired() bool {
	return len(n.keys) == 1 && n.keys[0] == "required"
}

// notBoth returns the names of a "not {required: [a, b]}": not both.
func (n *schemaNode) notBoth() []string {
	if n == nil || n.not == nil || !n.not.onlyRequired() {
		return nil
	}
	return n.not.required
}

// aliasGroups finds the anyOf [{required:[a]}, {required:[b]}, …] in the
// schema and its allOf: one of the names is required.
func (n *schemaNode) aliasGroups() [][]string {
	var groups [][]string
	for _, sub := range append([]*schemaNode{n}, n.allOf...) {
		if len(sub.anyOf) < 2 {
			continue
		}
		var names []string
		for _, b := range sub.anyOf {
			if !b.onlyRequired() || len(b.required) != 1 {
				names = nil
				break
			}
			names = append(names, b.required[0])
		}
		if names != nil {
			groups = append(groups, names)
		}
	}
	return groups
}

// nearest returns the property k most likely meant: the same name in
// another case, or one a letter or two away.
func (n *schemaNode) nearest(k string) string {
	if n == nil {
		return ""
	}
	best, bestD := "", 3
	for _, p := range n.order {
		if strings.EqualFold(p, k) {
			return p
		}
		if d := editDistance(strings.ToLower(p), strings.ToLower(k)); d < bestD && d <= len(p)/3 {
			best, bestD = p, d
		}
	}
	return best
}

func editDistance(a, b string) int {
	if len(a) > 64 || len(b) > 64 {
		return 1 << 30
	}
	prev := make([]int, len(b)+1)
	cur := make([]int, len(b)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(a); i++ {
		cur[0] = i
		for j := 1; j <= len(b); j++ {
			cost := 1
			if a[i-1] == b[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
		}
		prev, cur = cur, prev
	}
	return prev[len(b)]
}

// accepted lists the top-level arguments, with the required ones marked
// and each alias beside its argument: "target or ref (required)".
func (s *argSchema) accepted() string {
	n := s.resolve(s.node(s.base + "#"))
	if n == nil || len(n.order) == 0 {
		return ""
	}
	required := map[string]bool{}
	aliases := map[string]string{} // alias → argument
	for _, r := range n.required {
		required[r] = true
	}
	for _, group := range n.aliasGroups() {
		required[group[0]] = true
		for _, alias := range group[1:] {
			aliases[alias] = group[0]
		}
	}
	var parts []string
	for _, name := range n.order {
		if aliases[name] != "" {
			continue // listed with its argument
		}
		p := name
		for _, alias := range n.order {
			if aliases[alias] == name {
				p += " or " + alias
			}
		}
		if required[name] {
			p += " (required)"
		}
		parts = append(parts, p)
	}
	return strings.Join(parts, ", ")
}

// describe returns " (description)" for messages, or "".
func (n *schemaNode) describe() string {
	if n == nil || n.desc == "" {
		return ""
	}
	d := n.desc
	if len(d) > 160 {
		d = d[:157] + "…"
	}
	return " (" + d + ")"
}

// orArguments names the value at path: "the arguments" for the whole.
func orArguments(path string) string {
	if path == "" {
		return "the arguments"
	}
	return path
}

func join(path, k string) string {
	if path == "" {
		return k
	}
	return path + "." + k
}

func qualify(path string, names []string) []string {
	out := make([]string, len(names))
	for i, n := range names {
		out[i] = join(path, n)
	}
	return out
}

func orWords(names []string) string {
	if len(names) < 2 {
		return strings.Join(names, "")
	}
	return strings.Join(names[:len(names)-1], ", ") + " or " + names[len(names)-1]
}

// typeWords says what types a value may have: "a string", "an array of
// strings", "an integer or null".
func typeWords(types []string, items *schemaNode) string {
	var words []string
	for _, t := range types {
		switch t {
		case "null":
			continue // optional values may be null; not worth saying
		case "boolean":
			words = append(words, "true or false")
		case "string":
			words = append(words, "a string")
		case "number":
			words = append(words, "a number")
		case "integer":
			words = append(words, "an integer")
		case "object":
			words = append(words, "an object")
		case "array":
			w := "an array"
			if items != nil && len(items.types) == 1 {
				w += " of " + pluralType(items.types[0])
			}
			words = append(words, w)
		default:
			words = append(words, t)
		}
	}
	if len(words) == 0 {
		return "null"
	}
	return orWords(words)
}

func pluralType(t string) string {
	switch t {
	case "boolean":
		return "booleans"
	case "string":
		return "strings"
	case "number":
		return "numbers"
	case "integer":
		return "integers"
	case "object":
		return "objects"
	case "array":
		return "arrays"
	}
	return t
}

// valueWords says what a value is, for "…, not a string \"x\"".
func valueWords(v any) string {
	switch x := v.(type) {
	case nil:
		return "null"
	case bool:
		return strconv.FormatBool(x)
	case string:
		return "the string " + valueText(x)
	case json.Number:
		return "the number " + x.String()
	case map[string]any:
		return "an object"
	case []any:
		return "an array"
	}
	return fmt.Sprint(v)
}

func valueText(v any) string {
	b, err := json.Marshal(v)
	if err != nil {
		return fmt.Sprint(v)
	}
	if len(b) > 80 {
		b = append(b[:77:77], "…"...)
	}
	return string(b)
}

func enumWords(enum []any) string {
	words := make([]string, len(enum))
	for i, e := range enum {
		words[i] = valueText(e)
	}
	return "one of " + strings.Join(words, ", ")
}

// bindError words an error of decoding checked arguments into a tool's
// struct: a number too large for its field, or a schema that says less
// than the struct.
func bindError(tool string, err error) error {
	var te *json.UnmarshalTypeError
	if errors.As(err, &te) {
		return errorf("invalid arguments for %s: %s cannot hold %s. Nothing was done; call it again with a value in range", tool, te.Field, te.Value)
	}
	return errorf("invalid arguments for %s: %v. Nothing was done; call it again with these fixed", tool, err)
}
