package mcpserver

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math"
	"reflect"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/electron-mcp/electron-mcp/go/internal/jsonobj"
)

// Tool arguments are checked against the very schema tools/list
// advertises, before a tool does anything: a missing or misspelt argument,
// a value of the wrong type or outside its enum is an error that names the
// argument and what it takes, not a silent default. The checker reads a
// JSON schema (drafts 7 and 2020-12, the keywords tool schemas use: type,
// enum, const, properties, patternProperties, required,
// additionalProperties, items, prefixItems, anyOf, oneOf, allOf, not, $ref
// into $defs, and the numeric, length and pattern bounds); keywords it does
// not know are ignored, so it never refuses what a schema allows (an app's
// tool is checked again by the bridge).

// maxProblems bounds the problems one error lists.
const maxProblems = 5

// argSchema is a compiled JSON schema.
type argSchema struct {
	types        []string // "string", "integer", "number", "boolean", "object", "array", "null"; none: any
	enum         []any
	constant     *any
	desc         string
	props        map[string]*argSchema
	order        []string // of props, as declared
	required     []string
	patterns     []patternSchema // patternProperties
	additional   *argSchema      // nil: any value
	noAdditional bool            // additionalProperties false (or {"not":{}})
	prefixItems  []*argSchema    // prefixItems (or draft 7's items as an array)
	items        *argSchema      // for the items after prefixItems
	anyOf        []*argSchema
	oneOf        []*argSchema
	allOf        []*argSchema
	not          *argSchema
	ref          string // $ref, resolved against root at check time
	root         *argSchema
	defs         map[string]*argSchema

	minimum, maximum, exclusiveMinimum, exclusiveMaximum *float64
	minLength, maxLength, minItems, maxItems             *int
	pattern                                              *regexp.Regexp
	never                                                bool            // the schema false, or {"not":{}}
	source                                               json.RawMessage // of the root: the schema compiled
}

type patternSchema struct {
	re     *regexp.Regexp
	schema *argSchema
}

// compileArgs compiles a tool's input schema. An empty schema accepts any
// object.
func compileArgs(raw json.RawMessage) (*argSchema, error) {
	if len(bytes.TrimSpace(raw)) == 0 {
		return &argSchema{types: []string{"object"}}, nil
	}
	s, err := compileSchema(raw, nil)
	if err != nil {
		return nil, fmt.Errorf("mcpserver: compiling an input schema: %w", err)
	}
	s.source = raw
	return s, nil
}

func compileSchema(raw json.RawMessage, root *argSchema) (*argSchema, error) {
	raw = bytes.TrimSpace(raw)
	switch string(raw) {
	case "true", "{}":
		return &argSchema{root: root}, nil
	case "false":
		return &argSchema{never: true, root: root}, nil
	}
	var m map[string]json.RawMessage
	if err := json.Unmarshal(raw, &m); err != nil {
		return nil, err
	}
	s := &argSchema{root: root}
	if root == nil {
		s.root = s
		root = s
	}
	for _, key := range []string{"$defs", "definitions"} {
		if d, ok := m[key]; ok && s == root {
			var defs map[string]json.RawMessage
			if err := json.Unmarshal(d, &defs); err != nil {
				return nil, fmt.Errorf("%s: %w", key, err)
			}
			if s.defs == nil {
				s.defs = map[string]*argSchema{}
			}
			for name, d := range defs {
				c, err := compileSchema(d, root)
				if err != nil {
					return nil, fmt.Errorf("%s/%s: %w", key, name, err)
				}
				s.defs["#/"+key+"/"+name] = c
			}
		}
	}
	if t, ok := m["type"]; ok {
		var one string
		if json.Unmarshal(t, &one) == nil {
			s.types = []string{one}
		} else if err := json.Unmarshal(t, &s.types); err != nil {
			return nil, fmt.Errorf("type: %w", err)
		}
	}
	if e, ok := m["enum"]; ok {
		if err := decodeNumbers(e, &s.enum); err != nil {
			return nil, fmt.Errorf("enum: %w", err)
		}
	}
	if c, ok := m["const"]; ok {
		var v any
		if err := decodeNumbers(c, &v); err != nil {
			return nil, fmt.Errorf("const: %w", err)
		}
		s.constant = &v
	}
	if d, ok := m["description"]; ok {
		json.Unmarshal(d, &s.desc)
	}
	if p, ok := m["properties"]; ok {
		props, err := jsonobj.Parse(p)
		if err != nil {
			return nil, fmt.Errorf("properties: %w", err)
		}
		s.order = props.Keys()
		s.props = make(map[string]*argSchema, len(s.order))
		for _, name := range s.order {
			ps, _ := props.Get(name)
			c, err := compileSchema(ps, root)
			if err != nil {
				return nil, fmt.Errorf("properties/%s: %w", name, err)
			}
			s.props[name] = c
		}
	}
	if r, ok := m["required"]; ok {
		if err := json.Unmarshal(r, &s.required); err != nil {
			return nil, fmt.Errorf("required: %w", err)
		}
	}
	if a, ok := m["additionalProperties"]; ok {
		c, err := compileSchema(a, root)
		if err != nil {
			return nil, fmt.Errorf("additionalProperties: %w", err)
		}
		if c.never {
			s.noAdditional = true
		} else {
			s.additional = c
		}
	}
	if pp, ok := m["patternProperties"]; ok {
		var pats map[string]json.RawMessage
		if err := json.Unmarshal(pp, &pats); err != nil {
			return nil, fmt.Errorf("patternProperties: %w", err)
		}
		for src, ps := range pats {
			re, err := regexp.Compile(src)
			if err != nil {
				return nil, fmt.Errorf("patternProperties: %w", err)
			}
			c, err := compileSchema(ps, root)
			if err != nil {
				return nil, fmt.Errorf("patternProperties/%s: %w", src, err)
			}
			s.patterns = append(s.patterns, patternSchema{re: re, schema: c})
		}
	}
	tuple := "prefixItems"
	if it, ok := m["items"]; ok {
		if t := bytes.TrimSpace(it); len(t) > 0 && t[0] == '[' {
			tuple = "items" // draft 7: the tuple form; additionalItems is the rest
			if ai, ok := m["additionalItems"]; ok {
				it = ai
			} else {
				it = nil
			}
		}
		if it != nil {
			c, err := compileSchema(it, root)
			if err != nil {
				return nil, fmt.Errorf("items: %w", err)
			}
			s.items = c
		}
	}
	if l, ok := m[tuple]; ok {
		var list []json.RawMessage
		if err := json.Unmarshal(l, &list); err != nil {
			return nil, fmt.Errorf("%s: %w", tuple, err)
		}
		for i, b := range list {
			c, err := compileSchema(b, root)
			if err != nil {
				return nil, fmt.Errorf("%s/%d: %w", tuple, i, err)
			}
			s.prefixItems = append(s.prefixItems, c)
		}
	}
	for key, dst := range map[string]*[]*argSchema{"anyOf": &s.anyOf, "oneOf": &s.oneOf, "allOf": &s.allOf} {
		if l, ok := m[key]; ok {
			var list []json.RawMessage
			if err := json.Unmarshal(l, &list); err != nil {
				return nil, fmt.Errorf("%s: %w", key, err)
			}
			for i, b := range list {
				c, err := compileSchema(b, root)
				if err != nil {
					return nil, fmt.Errorf("%s/%d: %w", key, i, err)
				}
				*dst = append(*dst, c)
			}
		}
	}
	if n, ok := m["not"]; ok {
		c, err := compileSchema(n, root)
		if err != nil {
			return nil, fmt.Errorf("not: %w", err)
		}
		if len(c.types) == 0 && c.isEmpty() {
			s.never = true // {"not":{}}
		} else {
			s.not = c
		}
	}
	if r, ok := m["$ref"]; ok {
		json.Unmarshal(r, &s.ref)
	}
	for key, dst := range map[string]**float64{"minimum": &s.minimum, "maximum": &s.maximum, "exclusiveMinimum": &s.exclusiveMinimum, "exclusiveMaximum": &s.exclusiveMaximum} {
		if v, ok := m[key]; ok {
			var f float64
			if json.Unmarshal(v, &f) == nil { // draft-4 booleans are ignored
				*dst = &f
			}
		}
	}
	for key, dst := range map[string]**int{"minLength": &s.minLength, "maxLength": &s.maxLength, "minItems": &s.minItems, "maxItems": &s.maxItems} {
		if v, ok := m[key]; ok {
			var n int
			if err := json.Unmarshal(v, &n); err != nil {
				return nil, fmt.Errorf("%s: %w", key, err)
			}
			*dst = &n
		}
	}
	if p, ok := m["pattern"]; ok {
		var src string
		json.Unmarshal(p, &src)
		re, err := regexp.Compile(src)
		if err != nil {
			return nil, fmt.Errorf("pattern: %w", err)
		}
		s.pattern = re
	}
	return s, nil
}

// isEmpty reports whether the schema constrains nothing.
func (s *argSchema) isEmpty() bool {
	return len(s.types) == 0 && s.enum == nil && s.constant == nil && s.props == nil && s.required == nil &&
		s.additional == nil && !s.noAdditional && s.items == nil && s.prefixItems == nil && s.patterns == nil &&
		s.anyOf == nil && s.oneOf == nil &&
		s.allOf == nil && s.not == nil && s.ref == "" && s.minimum == nil && s.maximum == nil &&
		s.exclusiveMinimum == nil && s.exclusiveMaximum == nil && s.minLength == nil && s.maxLength == nil &&
		s.minItems == nil && s.maxItems == nil && s.pattern == nil && !s.never
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
	var probs []string
	s.validate(v, "", &probs)
	if len(probs) == 0 {
		return nil
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

// accepted lists the top-level arguments, with the required ones marked.
func (s *argSchema) accepted() string {
	s = s.resolve()
	if len(s.order) == 0 {
		return ""
	}
	required, aliases := s.requiredNames()
	var parts []string
	for _, name := range s.order {
		if aliases[name] != "" {
			continue // listed with its main name
		}
		p := name
		for _, alias := range s.order {
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

// requiredNames returns the required properties, counting a name required
// either as itself or as an alias (the pattern anyOf [{required:[a]},
// {required:[b]}]), and the aliases (b → a).
func (s *argSchema) requiredNames() (map[string]bool, map[string]string) {
	required := map[string]bool{}
	aliases := map[string]string{}
	for _, r := range s.required {
		required[r] = true
	}
	for _, group := range s.aliasGroups() {
		required[group[0]] = true
		for _, alias := range group[1:] {
			aliases[alias] = group[0]
		}
	}
	return required, aliases
}

// aliasGroups finds the anyOf [{required:[a]}, {required:[b]}, …] in the
// schema and its allOf: one of the names is required.
func (s *argSchema) aliasGroups() [][]string {
	var groups [][]string
	for _, sub := range append([]*argSchema{s}, s.allOf...) {
		if g := requiredOneOf(sub.anyOf); g != nil {
			groups = append(groups, g)
		}
	}
	return groups
}

func requiredOneOf(branches []*argSchema) []string {
	if len(branches) < 2 {
		return nil
	}
	var names []string
	for _, b := range branches {
		if len(b.required) != 1 || !b.onlyRequired() {
			return nil
		}
		names = append(names, b.required[0])
	}
	return names
}

// onlyRequired reports whether the schema says nothing but required.
func (s *argSchema) onlyRequired() bool {
	c := *s
	c.required = nil
	return c.isEmpty()
}

func (s *argSchema) resolve() *argSchema {
	for i := 0; s.ref != "" && i < 32; i++ {
		var next *argSchema
		if s.ref == "#" {
			next = s.root
		} else if s.root != nil {
			next = s.root.defs[s.ref]
		}
		if next == nil {
			return s
		}
		s = next
	}
	return s
}

// validate appends the problems of v at path (a JSON value decoded with
// UseNumber) to probs.
func (s *argSchema) validate(v any, path string, probs *[]string) {
	s = s.resolve()
	name := path
	if name == "" {
		name = "the arguments"
	}
	if s.never {
		*probs = append(*probs, fmt.Sprintf("%s is not allowed", name))
		return
	}
	if len(s.types) > 0 && !slices.ContainsFunc(s.types, func(t string) bool { return hasType(v, t) }) {
		*probs = append(*probs, fmt.Sprintf("%s must be %s%s, not %s", name, typeWords(s.types, s.items), s.describe(), valueWords(v)))
		return
	}
	if s.enum != nil && !slices.ContainsFunc(s.enum, func(e any) bool { return jsonEqual(e, v) }) {
		*probs = append(*probs, fmt.Sprintf("%s must be %s, not %s", name, enumWords(s.enum), valueWords(v)))
		return
	}
	if s.constant != nil && !jsonEqual(*s.constant, v) {
		*probs = append(*probs, fmt.Sprintf("%s must be %s, not %s", name, valueText(*s.constant), valueWords(v)))
		return
	}
	switch x := v.(type) {
	case string:
		n := utf8.RuneCountInString(x)
		if s.minLength != nil && n < *s.minLength {
			*probs = append(*probs, fmt.Sprintf("%s must have at least %d characters", name, *s.minLength))
		}
		if s.maxLength != nil && n > *s.maxLength {
			*probs = append(*probs, fmt.Sprintf("%s must have at most %d characters", name, *s.maxLength))
		}
		if s.pattern != nil && !s.pattern.MatchString(x) {
			*probs = append(*probs, fmt.Sprintf("%s must match %s", name, s.pattern))
		}
	case json.Number:
		f, _ := x.Float64()
		for _, b := range []struct {
			bound *float64
			bad   func(a, b float64) bool
			words string
		}{
			{s.minimum, func(a, b float64) bool { return a < b }, "at least"},
			{s.maximum, func(a, b float64) bool { return a > b }, "at most"},
			{s.exclusiveMinimum, func(a, b float64) bool { return a <= b }, "more than"},
			{s.exclusiveMaximum, func(a, b float64) bool { return a >= b }, "less than"},
		} {
			if b.bound != nil && b.bad(f, *b.bound) {
				*probs = append(*probs, fmt.Sprintf("%s must be %s %s, not %s", name, b.words, strconv.FormatFloat(*b.bound, 'g', -1, 64), x))
			}
		}
	case []any:
		if s.minItems != nil && len(x) < *s.minItems {
			*probs = append(*probs, fmt.Sprintf("%s must have at least %d %s", name, *s.minItems, plural(*s.minItems, "item", "items")))
		}
		if s.maxItems != nil && len(x) > *s.maxItems {
			*probs = append(*probs, fmt.Sprintf("%s must have at most %d %s", name, *s.maxItems, plural(*s.maxItems, "item", "items")))
		}
		for i, e := range x {
			switch {
			case i < len(s.prefixItems):
				s.prefixItems[i].validate(e, fmt.Sprintf("%s[%d]", path, i), probs)
			case s.items != nil:
				s.items.validate(e, fmt.Sprintf("%s[%d]", path, i), probs)
			}
		}
	case map[string]any:
		s.validateObject(x, path, probs)
	}
	for _, sub := range s.allOf {
		sub.validate(v, path, probs)
	}
	if len(s.anyOf) > 0 {
		s.validateAnyOf(v, path, probs)
	}
	if len(s.oneOf) > 0 {
		matched := 0
		var first []string
		for i, b := range s.oneOf {
			var p []string
			b.validate(v, path, &p)
			if len(p) == 0 {
				matched++
			} else if i == 0 {
				first = p
			}
		}
		switch {
		case matched == 0:
			*probs = append(*probs, first...)
		case matched > 1:
			*probs = append(*probs, fmt.Sprintf("%s matches more than one of the shapes it may take", name))
		}
	}
	if s.not != nil {
		var p []string
		s.not.validate(v, path, &p)
		if len(p) == 0 {
			if both := s.not.requiredAll(); len(both) > 1 {
				*probs = append(*probs, fmt.Sprintf("pass %s, not both", orWords(qualify(path, both))))
			} else {
				*probs = append(*probs, fmt.Sprintf("%s is not allowed as given", name))
			}
		}
	}
}

// requiredAll returns required when the schema says nothing else (the
// pattern not {required:[a, b]}: not both).
func (s *argSchema) requiredAll() []string {
	if s.onlyRequired() {
		return s.required
	}
	return nil
}

func (s *argSchema) validateObject(x map[string]any, path string, probs *[]string) {
	required, aliases := s.requiredNames()
	// Unknown names first: a misspelt name also reads as a missing one.
	var unknown []string
	for k := range x {
		matched := false
		for _, p := range s.patterns {
			if p.re.MatchString(k) {
				matched = true
				p.schema.validate(x[k], join(path, k), probs)
			}
		}
		if _, ok := s.props[k]; !ok && !matched && (s.noAdditional || s.additional != nil) {
			unknown = append(unknown, k)
		}
	}
	slices.Sort(unknown)
	for _, k := range unknown {
		if s.noAdditional {
			msg := fmt.Sprintf("there is no argument %q", qualify(path, []string{k})[0])
			if near := s.nearest(k); near != "" {
				msg += fmt.Sprintf(" (did you mean %s?)", near)
			}
			*probs = append(*probs, msg)
		} else {
			s.additional.validate(x[k], join(path, k), probs)
		}
	}
	for _, k := range s.order {
		if _, given := x[k]; !given && required[k] && aliases[k] == "" {
			if !slices.Contains(s.required, k) && s.aliasGiven(k, x) {
				continue
			}
			names := []string{k}
			for alias, of := range aliases {
				if of == k {
					names = append(names, alias)
				}
			}
			slices.Sort(names[1:])
			what := qualify(path, names[:1])[0]
			if len(names) > 1 {
				what += " (or " + strings.Join(names[1:], ", ") + ")"
			}
			*probs = append(*probs, fmt.Sprintf("%s is required%s", what, s.props[k].describe()))
		}
	}
	for _, k := range s.required {
		if _, known := s.props[k]; !known {
			if _, given := x[k]; !given {
				*probs = append(*probs, fmt.Sprintf("%s is required", join(path, k)))
			}
		}
	}
	for _, k := range s.order {
		if e, given := x[k]; given {
			s.props[k].validate(e, join(path, k), probs)
		}
	}
}

// aliasGiven reports whether another name of k is in x.
func (s *argSchema) aliasGiven(k string, x map[string]any) bool {
	for _, g := range s.aliasGroups() {
		if !slices.Contains(g, k) {
			continue
		}
		for _, n := range g {
			if _, ok := x[n]; ok {
				return true
			}
		}
	}
	return false
}

func (s *argSchema) validateAnyOf(v any, path string, probs *[]string) {
	if _, ok := v.(map[string]any); ok && requiredOneOf(s.anyOf) != nil {
		return // one name of several: reported with the object's properties
	}
	var first []string
	for i, b := range s.anyOf {
		var p []string
		b.validate(v, path, &p)
		if len(p) == 0 {
			return
		}
		if i == 0 {
			first = p
		}
	}
	*probs = append(*probs, first...)
}

// nearest returns the property k most likely meant: the same name in
// another case, or one a letter or two away.
func (s *argSchema) nearest(k string) string {
	best, bestD := "", 3
	for _, p := range s.order {
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
		return math.MaxInt
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

// describe returns " (description)" for messages, or "".
func (s *argSchema) describe() string {
	if s == nil || s.desc == "" {
		return ""
	}
	d := s.desc
	if len(d) > 160 {
		d = d[:157] + "…"
	}
	return " (" + d + ")"
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

func hasType(v any, t string) bool {
	switch t {
	case "null":
		return v == nil
	case "boolean":
		_, ok := v.(bool)
		return ok
	case "string":
		_, ok := v.(string)
		return ok
	case "number":
		_, ok := v.(json.Number)
		return ok
	case "integer":
		n, ok := v.(json.Number)
		if !ok {
			return false
		}
		return isInteger(n.String())
	case "object":
		_, ok := v.(map[string]any)
		return ok
	case "array":
		_, ok := v.([]any)
		return ok
	}
	return true // an unknown type name constrains nothing
}

// isInteger reports whether a JSON number has no fractional part (1, 1.0,
// 1e3, 2.50e1), working on the digits: no float rounding, and no cost
// for a huge exponent.
func isInteger(num string) bool {
	num = strings.TrimPrefix(num, "-")
	mant, exp, _ := strings.Cut(strings.ToLower(num), "e")
	intPart, frac, _ := strings.Cut(mant, ".")
	digits := strings.TrimLeft(intPart+frac, "0")
	if digits == "" {
		return true // zero
	}
	// The value is digits × 10^(exp - len(frac)); trailing zeros of the
	// digits move the point right.
	scale := int64(len(digits)-len(strings.TrimRight(digits, "0"))) - int64(len(frac))
	if exp != "" {
		e, err := strconv.ParseInt(strings.TrimPrefix(exp, "+"), 10, 64)
		if err != nil {
			return !strings.HasPrefix(exp, "-") // a huge positive exponent leaves no fraction
		}
		if e > 1<<40 {
			return true
		}
		scale += e
	}
	return scale >= 0
}

// typeWords says what types a value may have: "a string", "an array of
// strings", "an integer or null".
func typeWords(types []string, items *argSchema) string {
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
			if items != nil {
				if it := items.resolve(); len(it.types) == 1 {
					w += " of " + pluralType(it.types[0])
				}
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

// jsonEqual compares two JSON values decoded with UseNumber.
func jsonEqual(a, b any) bool {
	if x, ok := a.(json.Number); ok {
		y, ok := b.(json.Number)
		if !ok {
			return false
		}
		fx, e1 := x.Float64()
		fy, e2 := y.Float64()
		return e1 == nil && e2 == nil && fx == fy
	}
	return reflect.DeepEqual(a, b)
}

// withAliases rewrites the schema generated for A so that an argument with
// an alias (a field tagged `alias:"target"`, such as ref) may be given by
// either name, but not both: a required target becomes
// anyOf [{required:[target]}, {required:[ref]}], and
// not {required:[target, ref]} refuses both. It recurses into nested
// objects and arrays of them, and keeps the order of every object's keys
// (clients list properties as declared).
func withAliases(t reflect.Type, raw json.RawMessage) (json.RawMessage, error) {
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
