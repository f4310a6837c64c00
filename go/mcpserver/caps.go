package mcpserver

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/electron-mcp/electron-mcp/go/internal/jsonobj"
)

// Capability names a group of tools outside the default set. Like Playwright
// MCP's --caps (whose names we use where it has the group), serve --caps
// network,storage lists them as well; the default set stays lean, since every
// listed tool costs the agent context on every turn.
//
// A tool joins a capability with .in(Cap…) on its line in tools(). A new
// capability is a constant here and an entry in capabilities.
type Capability string

// The capabilities.
const (
	CapNetwork   Capability = "network"   // mock, block and throttle requests
	CapStorage   Capability = "storage"   // cookies, localStorage, sessionStorage, storage state
	CapVision    Capability = "vision"    // act at x,y coordinates of a screenshot
	CapDownloads Capability = "downloads" // list and wait for the downloads an agent's action started
	CapElectron  Capability = "electron"  // what the app's main process sees: the IPC the pages send, the app's processes
)

// capInfo is a capability and what it adds.
type capInfo struct {
	name Capability
	adds string
}

// capabilities lists every capability with what it adds, in the order help
// shows them.
var capabilities = []capInfo{
	{CapNetwork, "mock or change requests (browser_route, …) and throttle the network"},
	{CapStorage, "read and change the page's cookies, localStorage, sessionStorage and storage state"},
	{CapVision, "mouse actions at x,y coordinates, for canvases and pages without an accessibility tree"},
	{CapDownloads, "list the downloads your actions started (saved into the bridge's folder) and wait for them"},
	{CapElectron, "what the app's main process sees: the IPC messages the page sent it, and the app's processes"},
}

// CapsAll in a --caps list stands for every capability.
const CapsAll = "all"

// capsInstructions tells the agent which tools it may lack, so it can ask
// the person to add a capability.
func capsInstructions() string {
	names := make([]string, len(capabilities))
	for i, c := range capabilities {
		names[i] = string(c.name)
	}
	return "More tools (the person adds them with serve --caps): " + strings.Join(names, ", ") + "."
}

// CapsHelp describes the capabilities, for a flag's usage text.
func CapsHelp() string {
	width := 0
	for _, c := range capabilities {
		width = max(width, len(c.name))
	}
	var b strings.Builder
	for _, c := range capabilities {
		fmt.Fprintf(&b, "\n  %-*s %s", width, c.name, c.adds)
	}
	return b.String()
}

// ParseCaps reads a comma-separated list of capabilities ("network,storage",
// or "all"). An unknown name is an error that lists the known ones.
func ParseCaps(list string) ([]Capability, error) {
	var caps []Capability
	for _, name := range strings.Split(list, ",") {
		name = strings.ToLower(strings.TrimSpace(name))
		switch {
		case name == "":
		case name == CapsAll:
			for _, c := range capabilities {
				caps = append(caps, c.name)
			}
		case slices.ContainsFunc(capabilities, func(c capInfo) bool { return string(c.name) == name }):
			caps = append(caps, Capability(name))
		default:
			known := []string{}
			for _, c := range capabilities {
				known = append(known, string(c.name))
			}
			return nil, fmt.Errorf("unknown capability %q: use %s, or %s", name, strings.Join(known, ", "), CapsAll)
		}
	}
	slices.Sort(caps)
	return slices.Compact(caps), nil
}

// unlisted are arguments a tool accepts but does not advertise, since every
// advertised argument costs the agent context on every turn: Playwright
// MCP's older names (ref for target), and Playwright's arguments that mean
// nothing here (a screenshot's filename: the image comes back inline).
var unlisted = struct {
	all    []string            // for every tool
	byTool map[string][]string // for one tool
}{
	all:    []string{"ref", "startRef", "endRef"},
	byTool: map[string][]string{"browser_take_screenshot": {"filename"}},
}

// listed returns what tools/list shows of a tool's input schema: the schema
// without its unlisted arguments, at any depth (browser_fill_form's fields
// have a ref too), and without the clauses that only concern them (an
// "either target or ref" becomes target required; a "not both" goes); a
// type that also allows null (Go's nil slices and pointers) shows as the
// type alone. Arguments are still checked against, and bound from, the
// whole schema. Key order is kept.
func listed(tool string, schema json.RawMessage) json.RawMessage {
	n, err := parseJSON(schema)
	if err != nil || n.obj == nil {
		return schema
	}
	walk(n, append(slices.Clone(unlisted.all), unlisted.byTool[tool]...))
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
