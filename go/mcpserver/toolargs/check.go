package toolargs

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"maps"
	"slices"
	"strconv"
	"strings"
	"sync"

	"github.com/santhosh-tekuri/jsonschema/v6"
	"github.com/santhosh-tekuri/jsonschema/v6/kind"

	"github.com/electron-mcp/electron-mcp/go/internal/jsonobj"
)

// This file compiles input schemas and turns the library's error tree into
// one sentence per problem, worded by the library's error kind alone —
// which argument, what is wrong, what to send (the schema's type, enum,
// bounds and description) — then what the tool takes and "Nothing was
// done". What a tool needs said lives in its schema, not here.

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

// Schema checks arguments against a compiled input schema. Its zero value
// takes any arguments that are JSON (for a schema that did not compile).
type Schema struct {
	schema *jsonschema.Schema // nil: any arguments (a schema that did not compile)
	source json.RawMessage    // the schema compiled
	// at holds every schema in the compiled one by its location, which
	// the library's errors name.
	at map[string]*jsonschema.Schema
	// places numbers property names in the order the schema first
	// declares them: problems and the arguments a tool takes are listed
	// in that order.
	places map[string]int
	descs  map[string]string // property names' first description
}

// noLoader refuses every schema a $ref or $schema names outside the tool's
// own: an input schema is one document, read from nowhere else.
type noLoader struct{}

func (noLoader) Load(u string) (any, error) {
	return nil, fmt.Errorf("%s is not part of the schema", u)
}

// Compile compiles a tool's input schema: JSON Schema 2020-12, or the
// draft its $schema names; without $schema, a schema that is only valid as
// draft 7 (items as a list) is read as draft 7. An empty schema accepts
// any object.
func Compile(raw json.RawMessage) (*Schema, error) {
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
			compiled.by = map[string]*Schema{}
		}
		compiled.by[string(raw)] = s
	}
	return s, err
}

// compiled keeps the schemas compiled so far: every server declares the
// same tools, and the library takes milliseconds over each schema.
var compiled struct {
	sync.Mutex
	by map[string]*Schema // by the schema's JSON
}

// maxCompiled bounds compiled, which an app that keeps changing its tools
// would grow.
const maxCompiled = 256

func compileSchema(raw json.RawMessage) (*Schema, error) {
	var first error
	for _, draft := range []*jsonschema.Draft{jsonschema.Draft2020, jsonschema.Draft7} {
		doc, err := jsonschema.UnmarshalJSON(bytes.NewReader(raw))
		if err != nil {
			return nil, fmt.Errorf("toolargs: reading an input schema: %w", err)
		}
		c := jsonschema.NewCompiler()
		c.UseLoader(noLoader{})
		c.DefaultDraft(draft)
		const loc = "mem:///arguments.json"
		if err := c.AddResource(loc, doc); err != nil {
			return nil, fmt.Errorf("toolargs: compiling an input schema: %w", err)
		}
		s, err := c.Compile(loc)
		if err == nil {
			a := &Schema{schema: s, source: raw, at: map[string]*jsonschema.Schema{}, places: map[string]int{}, descs: map[string]string{}}
			a.index(s)
			a.place(raw)
			return a, nil
		}
		if first == nil {
			first = err
		}
	}
	return nil, fmt.Errorf("toolargs: compiling an input schema: %w", first)
}

// index records sch and every schema below it by location.
func (s *Schema) index(sch *jsonschema.Schema) {
	if sch == nil || s.at[sch.Location] != nil {
		return
	}
	s.at[sch.Location] = sch
	subs := []*jsonschema.Schema{sch.Ref, sch.RecursiveRef, sch.Not, sch.If, sch.Then, sch.Else,
		sch.PropertyNames, sch.UnevaluatedProperties, sch.Contains, sch.Items2020, sch.UnevaluatedItems, sch.ContentSchema}
	if sch.DynamicRef != nil {
		subs = append(subs, sch.DynamicRef.Ref)
	}
	subs = slices.Concat(subs, sch.AllOf, sch.AnyOf, sch.OneOf, sch.PrefixItems)
	for _, p := range sch.Properties {
		subs = append(subs, p)
	}
	for _, p := range sch.PatternProperties {
		subs = append(subs, p)
	}
	for _, p := range sch.DependentSchemas {
		subs = append(subs, p)
	}
	others := []any{sch.AdditionalProperties, sch.Items, sch.AdditionalItems}
	for _, d := range sch.Dependencies {
		others = append(others, d)
	}
	for _, o := range others {
		switch x := o.(type) {
		case *jsonschema.Schema:
			subs = append(subs, x)
		case []*jsonschema.Schema:
			subs = append(subs, x...)
		}
	}
	for _, sub := range subs {
		s.index(sub)
	}
}

// place numbers the names of the properties the schema (raw JSON, below
// any keyword) declares, in the order it first declares them, and keeps
// the first description of each.
func (s *Schema) place(raw json.RawMessage) {
	o, err := jsonobj.Parse(raw)
	if err != nil {
		var list []json.RawMessage
		if json.Unmarshal(raw, &list) == nil {
			for _, e := range list {
				s.place(e)
			}
		}
		return
	}
	for _, k := range o.Keys() {
		v, _ := o.Get(k)
		props, err := jsonobj.Parse(v)
		if k != "properties" || err != nil {
			s.place(v)
			continue
		}
		for _, p := range props.Keys() {
			if _, ok := s.places[p]; !ok {
				s.places[p] = len(s.places)
			}
			sub, _ := props.Get(p)
			if d := (struct{ Description string }{}); s.descs[p] == "" && json.Unmarshal(sub, &d) == nil && d.Description != "" {
				s.descs[p] = " (" + d.Description + ")"
			}
			s.place(sub)
		}
	}
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

// Check validates a tool's arguments (raw JSON; empty or null means none)
// and returns an *Error for the agent naming each problem, or nil.
func (s *Schema) Check(tool string, raw json.RawMessage) error {
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

// libraryWords is the library's own message for an error kind, for the
// kinds worded no better here.
func libraryWords(k jsonschema.ErrorKind) string {
	return (&jsonschema.ValidationError{ErrorKind: k}).BasicOutput().Error.String()
}

// The rank of a problem among those about the same value: unknown
// arguments, missing ones, what is wrong with the value, then what is
// wrong inside it (placed from rankInside on).
const (
	rankUnknown  = -1
	rankRequired = 0
	rankValue    = 1 // type, enum, const; then the bounds
	rankCombined = 8 // not, oneOf, and the kinds worded by the library
	rankInside   = 10
)

// problem is one thing wrong with the arguments, with where it sorts.
type problem struct {
	key  []int
	text string
}

// problems words the library's errors, in the schema's order.
func (s *Schema) problems(ve *jsonschema.ValidationError, v any) []string {
	s.fixItemIndexes(ve)
	r := renderer{s: s, v: v}
	r.walk(ve)
	slices.SortFunc(r.out, func(a, b problem) int {
		if c := slices.Compare(a.key, b.key); c != 0 {
			return c
		}
		return strings.Compare(a.text, b.text)
	})
	texts := make([]string, len(r.out))
	for i, p := range r.out {
		texts[i] = p.text
	}
	return texts
}

// fixItemIndexes corrects where the library says an array item is when
// items after prefixItems (or draft 7's additionalItems) checked it: it
// counts from the first item after the prefix, not from the array's start.
func (s *Schema) fixItemIndexes(e *jsonschema.ValidationError) {
	for _, c := range e.Causes {
		s.fixItemIndexes(c)
	}
	base, frag, _ := strings.Cut(e.SchemaURL, "#")
	toks := strings.Split(frag, "/")
	for i, tok := range toks {
		if i == 0 || (tok != "items" && tok != "additionalItems") {
			continue
		}
		arr := s.at[base+"#"+strings.Join(toks[:i], "/")]
		if arr == nil {
			continue
		}
		tuple := len(arr.PrefixItems)
		if tok == "additionalItems" {
			list, _ := arr.Items.([]*jsonschema.Schema)
			tuple = len(list)
		}
		pos := len(e.InstanceLocation) - 1 - levels(toks[i+1:])
		if tuple == 0 || pos < 0 {
			continue
		}
		if n, err := strconv.Atoi(e.InstanceLocation[pos]); err == nil {
			e.InstanceLocation[pos] = strconv.Itoa(n + tuple)
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
	s   *Schema
	v   any // the arguments
	out []problem
}

// add adds a problem about the value at loc, or about its argument name
// when name is not "". Problems sort by where they are: at each level,
// what is wrong with the value itself (by rank, then for an argument by
// its place), then the values inside it (by place or index).
func (r *renderer) add(loc []string, name string, rank int, text string) {
	var key []int
	for i, tok := range loc {
		if _, isArray := r.value(loc[:i]).([]any); isArray {
			n, _ := strconv.Atoi(tok)
			key = append(key, rankInside+n)
		} else {
			key = append(key, rankInside+r.s.placeOf(tok))
		}
	}
	key = append(key, rank)
	if name != "" {
		key = append(key, r.s.placeOf(name))
	}
	r.out = append(r.out, problem{key: key, text: text})
}

// walk adds the problems of e.
func (r *renderer) walk(e *jsonschema.ValidationError) {
	loc := e.InstanceLocation
	path := pathOf(r.v, loc)
	name := orArguments(path)
	sch := r.s.at[e.SchemaURL]
	add := func(rank int, text string) { r.add(loc, "", rank, text) }
	switch k := e.ErrorKind.(type) {
	case *kind.Schema, *kind.Group, *kind.Reference, *kind.AllOf:
		for _, c := range e.Causes {
			r.walk(c)
		}
	case *kind.AnyOf:
		if names := requiredEach(e.Causes); names != nil {
			// One name of several is required: an argument and its
			// older name.
			r.add(loc, names[0], rankRequired, fmt.Sprintf("%s is required%s", aliasWords(path, names), r.s.describeProp(sch, names[0])))
		} else if len(e.Causes) > 0 {
			r.walk(e.Causes[0])
		}
	case *kind.OneOf:
		if k.Subschemas != nil {
			add(rankCombined, fmt.Sprintf("%s matches more than one of the shapes it may take", name))
		} else if len(e.Causes) > 0 {
			r.walk(e.Causes[0])
		}
	case *kind.Not, *kind.FalseSchema:
		parent, unknown := strings.CutSuffix(e.SchemaURL, "/additionalProperties")
		_, isNot := k.(*kind.Not)
		switch {
		case sch != nil && sch.Not != nil && len(sch.Not.Required) > 1:
			add(rankCombined, fmt.Sprintf("pass %s, not both", orWords(qualify(path, sch.Not.Required))))
		case unknown && len(loc) > 0:
			// additionalProperties {"not": {}} or false: no other
			// arguments.
			r.unknown(loc[:len(loc)-1], loc[len(loc)-1], r.s.at[parent])
		case isNot:
			add(rankCombined, fmt.Sprintf("%s is not allowed as given", name))
		default: // a false schema
			add(rankValue, fmt.Sprintf("%s is not allowed", name))
		}
	case *kind.AdditionalProperties:
		for _, p := range k.Properties {
			r.unknown(loc, p, sch)
		}
	case *kind.Required:
		for _, p := range k.Missing {
			r.add(loc, p, rankRequired, fmt.Sprintf("%s is required%s", join(path, p), r.s.describeProp(sch, p)))
		}
	case *kind.DependentRequired:
		r.add(loc, k.Missing[0], rankRequired, requiredWith(path, k.Missing, k.Prop))
	case *kind.Dependency:
		r.add(loc, k.Missing[0], rankRequired, requiredWith(path, k.Missing, k.Prop))
	case *kind.Type:
		add(rankValue, fmt.Sprintf("%s must be %s%s, not %s", name, typeWords(k.Want, itemsOf(sch)), descriptionOf(sch), valueWords(r.value(loc))))
	case *kind.Enum:
		add(rankValue, fmt.Sprintf("%s must be %s, not %s", name, enumWords(k.Want), valueWords(k.Got)))
	case *kind.Const:
		add(rankValue, fmt.Sprintf("%s must be %s, not %s", name, valueText(k.Want), valueWords(k.Got)))
	case *kind.MinLength:
		add(rankValue+1, fmt.Sprintf("%s must have at least %d characters", name, k.Want))
	case *kind.MaxLength:
		add(rankValue+2, fmt.Sprintf("%s must have at most %d characters", name, k.Want))
	case *kind.Pattern:
		add(rankValue+3, fmt.Sprintf("%s must match %s", name, k.Want))
	case *kind.Minimum:
		add(rankValue+1, r.bound(loc, "at least", k.Want))
	case *kind.Maximum:
		add(rankValue+2, r.bound(loc, "at most", k.Want))
	case *kind.ExclusiveMinimum:
		add(rankValue+3, r.bound(loc, "more than", k.Want))
	case *kind.ExclusiveMaximum:
		add(rankValue+4, r.bound(loc, "less than", k.Want))
	case *kind.MultipleOf:
		add(rankValue+5, r.bound(loc, "a multiple of", k.Want))
	case *kind.MinItems:
		add(rankValue+1, fmt.Sprintf("%s must have at least %d %s", name, k.Want, plural(k.Want, "item", "items")))
	case *kind.MaxItems:
		add(rankValue+2, fmt.Sprintf("%s must have at most %d %s", name, k.Want, plural(k.Want, "item", "items")))
	case *kind.AdditionalItems:
		items, _ := r.value(loc).([]any)
		for i := len(items) - k.Count; i < len(items); i++ {
			item := append(slices.Clip(loc), strconv.Itoa(i))
			r.add(item, "", rankValue, fmt.Sprintf("%s[%d] is not allowed", path, i))
		}
	case *kind.MinProperties:
		add(rankValue+1, fmt.Sprintf("%s must have at least %d %s", name, k.Want, plural(k.Want, "property", "properties")))
	case *kind.MaxProperties:
		add(rankValue+2, fmt.Sprintf("%s must have at most %d %s", name, k.Want, plural(k.Want, "property", "properties")))
	case *kind.UniqueItems:
		add(rankValue+3, fmt.Sprintf("%s must not hold an item twice (%s[%d] and %s[%d] are equal)", name, path, k.Duplicates[0], path, k.Duplicates[1]))
	default:
		// The rarer keywords (contains, propertyNames, formats an app
		// asserts…): the library's words.
		add(rankCombined, fmt.Sprintf("%s: %s", name, libraryWords(k)))
	}
}

// unknown adds "there is no argument": name is not one of the properties
// the object at loc may have, by the schema obj.
func (r *renderer) unknown(loc []string, name string, obj *jsonschema.Schema) {
	msg := fmt.Sprintf("there is no argument %q", join(pathOf(r.v, loc), name))
	if near := r.s.nearest(obj, name); near != "" {
		msg += fmt.Sprintf(" (did you mean %s?)", near)
	}
	r.add(loc, name, rankUnknown, msg)
}

func (r *renderer) bound(loc []string, words string, want interface{ Float64() (float64, bool) }) string {
	f, _ := want.Float64()
	return fmt.Sprintf("%s must be %s %s, not %v", orArguments(pathOf(r.v, loc)), words, strconv.FormatFloat(f, 'g', -1, 64), r.value(loc))
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

// placeOf returns where the schema first declares a property.
func (s *Schema) placeOf(name string) int {
	if i, ok := s.places[name]; ok {
		return i
	}
	return len(s.places) // after the declared ones
}

// deref follows a schema's $ref to what it refers to, while it says
// nothing of its own.
func deref(s *jsonschema.Schema) *jsonschema.Schema {
	for i := 0; s != nil && s.Ref != nil && s.Description == "" && s.Types == nil && i < 32; i++ {
		s = s.Ref
	}
	return s
}

// properties returns the names of an object schema's properties, in the
// order the schema declares them.
func (s *Schema) properties(obj *jsonschema.Schema) []string {
	obj = deref(obj)
	if obj == nil {
		return nil
	}
	names := slices.Collect(maps.Keys(obj.Properties))
	slices.SortFunc(names, func(a, b string) int {
		if c := s.placeOf(a) - s.placeOf(b); c != 0 {
			return c
		}
		return strings.Compare(a, b)
	})
	return names
}

// describeProp returns " (description)" of a property: as the schema obj
// declares it, or where the tool's schema first does (a required clause
// in an allOf declares none).
func (s *Schema) describeProp(obj *jsonschema.Schema, name string) string {
	if obj = deref(obj); obj != nil && obj.Properties[name] != nil {
		return descriptionOf(obj.Properties[name])
	}
	return shorten(s.descs[name])
}

// descriptionOf returns " (description)" for messages, or "".
func descriptionOf(s *jsonschema.Schema) string {
	s = deref(s)
	if s == nil || s.Description == "" {
		return ""
	}
	return shorten(" (" + s.Description + ")")
}

// shorten cuts a description to a length worth repeating.
func shorten(d string) string {
	if len(d) > 162 {
		d = d[:159] + "…)"
	}
	return d
}

// itemsOf returns the schema of an array's items, if one schema checks
// them all.
func itemsOf(s *jsonschema.Schema) *jsonschema.Schema {
	if s = deref(s); s == nil {
		return nil
	}
	if one, ok := s.Items.(*jsonschema.Schema); ok {
		return deref(one)
	}
	return deref(s.Items2020)
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

// nearest returns the property of obj most likely meant by k: the same
// name in another case, or one a letter or two away.
func (s *Schema) nearest(obj *jsonschema.Schema, k string) string {
	best, bestD := "", 3
	for _, p := range s.properties(obj) {
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
func (s *Schema) accepted() string {
	root := deref(s.schema)
	required := map[string]bool{}
	aliases := map[string]string{} // alias → argument
	for _, r := range root.Required {
		required[r] = true
	}
	// An argument and its aliases: anyOf [{required:[a]}, {required:[b]}]
	// in the schema or its allOf.
	for _, sub := range append([]*jsonschema.Schema{root}, root.AllOf...) {
		var names []string
		for _, b := range sub.AnyOf {
			if len(b.Required) != 1 {
				names = nil
				break
			}
			names = append(names, b.Required[0])
		}
		if len(names) > 1 {
			required[names[0]] = true
			for _, alias := range names[1:] {
				aliases[alias] = names[0]
			}
		}
	}
	order := s.properties(root)
	var parts []string
	for _, name := range order {
		if aliases[name] != "" {
			continue // listed with its argument
		}
		p := name
		for _, alias := range order {
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
func typeWords(types []string, items *jsonschema.Schema) string {
	one := map[string]string{"boolean": "true or false", "string": "a string", "number": "a number", "integer": "an integer", "object": "an object", "array": "an array"}
	many := map[string]string{"boolean": "booleans", "string": "strings", "number": "numbers", "integer": "integers", "object": "objects", "array": "arrays"}
	var words []string
	for _, t := range types {
		w, ok := one[t]
		switch {
		case t == "null":
			continue // optional values may be null; not worth saying
		case !ok:
			w = t
		case t == "array" && items != nil && items.Types != nil && len(items.Types.ToStrings()) == 1:
			w += " of " + many[items.Types.ToStrings()[0]]
		}
		words = append(words, w)
	}
	if len(words) == 0 {
		return "null"
	}
	return orWords(words)
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

// Source returns the schema compiled, as JSON.
func (s *Schema) Source() json.RawMessage { return s.source }

// Error is arguments refused: its text says what is wrong and what to
// send, for the agent.
type Error struct{ msg string }

func (e *Error) Error() string { return e.msg }

func errorf(format string, args ...any) error { return &Error{msg: fmt.Sprintf(format, args...)} }

func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}
