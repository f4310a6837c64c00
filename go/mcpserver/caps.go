package mcpserver

import (
	"bytes"
	"encoding/json"
	"fmt"
	"slices"
	"strings"
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
}

// CapsAll in a --caps list stands for every capability.
const CapsAll = "all"

// CapsHelp describes the capabilities, for a flag's usage text.
func CapsHelp() string {
	var b strings.Builder
	for _, c := range capabilities {
		fmt.Fprintf(&b, "\n  %-8s %s", c.name, c.adds)
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
// "either target or ref" becomes target required; a "not both" goes).
// Arguments are still checked against, and bound from, the whole schema.
func listed(tool string, schema json.RawMessage) json.RawMessage {
	var s map[string]any
	if json.Unmarshal(schema, &s) != nil {
		return schema
	}
	drop := append(slices.Clone(unlisted.all), unlisted.byTool[tool]...)
	walk(s, drop)
	var b bytes.Buffer
	e := json.NewEncoder(&b)
	e.SetEscapeHTML(false)
	if e.Encode(s) != nil {
		return schema
	}
	return bytes.TrimSpace(b.Bytes())
}

// walk drops the names from an object schema and the schemas below it.
func walk(s map[string]any, drop []string) {
	dropped := func(names any) bool {
		list, _ := names.([]any)
		return slices.ContainsFunc(list, func(n any) bool { name, _ := n.(string); return slices.Contains(drop, name) })
	}
	if props, ok := s["properties"].(map[string]any); ok {
		for _, name := range drop {
			delete(props, name)
		}
		for _, p := range props {
			if p, ok := p.(map[string]any); ok {
				walk(p, drop)
			}
		}
	}
	if items, ok := s["items"].(map[string]any); ok {
		walk(items, drop)
	}
	required, _ := s["required"].([]any)
	required = slices.DeleteFunc(required, func(n any) bool { name, _ := n.(string); return slices.Contains(drop, name) })
	if all, ok := s["allOf"].([]any); ok {
		var kept []any
		for _, c := range all {
			c, _ := c.(map[string]any)
			if not, ok := c["not"].(map[string]any); ok && dropped(not["required"]) {
				continue // "not both target and ref"
			}
			if alts, ok := c["anyOf"].([]any); ok {
				alts = slices.DeleteFunc(slices.Clone(alts), func(a any) bool { a2, _ := a.(map[string]any); return dropped(a2["required"]) })
				if len(alts) == 1 {
					if only, _ := alts[0].(map[string]any); len(only) == 1 && only["required"] != nil {
						// "target or ref" without ref: target is required.
						r, _ := only["required"].([]any)
						required = append(required, r...)
						continue
					}
				}
				if len(alts) == 0 {
					continue
				}
				c["anyOf"] = alts
			}
			kept = append(kept, c)
		}
		if len(kept) == 0 {
			delete(s, "allOf")
		} else {
			s["allOf"] = kept
		}
	}
	if len(required) > 0 {
		s["required"] = required
	} else {
		delete(s, "required")
	}
}
