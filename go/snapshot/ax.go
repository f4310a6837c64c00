package snapshot

import (
	"encoding/json"
	"strings"

	"github.com/chromedp/cdproto/accessibility"
	"github.com/chromedp/cdproto/cdp"
	jsonv2 "github.com/chromedp/cdproto/cdp/jsonv2"
)

// Small readers for cdproto's accessibility values. An AX value holds raw
// JSON (a string, bool or number); decoding every one through a JSON
// decoder would dominate Build's time, so the common cases are sliced
// directly.

// rawString returns a JSON scalar as text: strings unquoted, other scalars
// as written ("true", "36").
func rawString(v jsonv2.Value) string {
	if len(v) == 0 {
		return ""
	}
	if v[0] != '"' {
		if string(v) == "null" {
			return ""
		}
		return string(v)
	}
	if len(v) >= 2 && !containsByte(v, '\\') {
		return string(v[1 : len(v)-1])
	}
	var s string
	if err := json.Unmarshal(v, &s); err != nil {
		return ""
	}
	return s
}

func containsByte(b []byte, c byte) bool {
	for _, x := range b {
		if x == c {
			return true
		}
	}
	return false
}

func valueString(v *accessibility.Value) string {
	if v == nil {
		return ""
	}
	return rawString(v.Value)
}

func roleOf(n *accessibility.Node) string {
	if n.Role == nil {
		return ""
	}
	return rawString(n.Role.Value)
}

func prop(n *accessibility.Node, name accessibility.PropertyName) *accessibility.Value {
	for _, p := range n.Properties {
		if p.Name == name {
			return p.Value
		}
	}
	return nil
}

// rawIs reports whether a JSON scalar is s, quoted or not (Chromium sends
// true for booleans and "true" for tristates), without allocating.
func rawIs(v jsonv2.Value, s string) bool {
	if len(v) == len(s)+2 && v[0] == '"' && v[len(v)-1] == '"' {
		return string(v[1:len(v)-1]) == s
	}
	return string(v) == s
}

// propTrue reports a boolean or tristate property that is "true".
func propTrue(n *accessibility.Node, name accessibility.PropertyName) bool {
	v := prop(n, name)
	return v != nil && rawIs(v.Value, "true")
}

func hasIgnoredReason(n *accessibility.Node, name accessibility.PropertyName) bool {
	for _, p := range n.IgnoredReasons {
		if p.Name == name {
			return true
		}
	}
	return false
}

// placeholderOf digs the placeholder out of the name's sources: Chromium
// lists it there (type "placeholder") rather than as a property.
func placeholderOf(n *accessibility.Node) string {
	if n.Name == nil {
		return ""
	}
	for _, s := range n.Name.Sources {
		if s.Type == accessibility.ValueSourceTypePlaceholder && s.AttributeValue != nil {
			if p := rawString(s.AttributeValue.Value); p != "" {
				return p
			}
		}
	}
	return ""
}

// labelNodes collects the <label> elements that name some control, so that
// their text, already the control's name, is not printed a second time.
func labelNodes(nodes []*accessibility.Node) map[cdp.BackendNodeID]bool {
	var m map[cdp.BackendNodeID]bool
	for _, n := range nodes {
		if n.Ignored {
			continue
		}
		v := prop(n, accessibility.PropertyNameLabelledby)
		if v == nil {
			continue
		}
		for _, r := range v.RelatedNodes {
			if m == nil {
				m = map[cdp.BackendNodeID]bool{}
			}
			m[r.BackendDOMNodeID] = true
		}
	}
	return m
}

// normSpace collapses runs of white space to one space and trims the ends.
func normSpace(s string) string {
	// Fast path: nothing to do for most names.
	clean := true
	prevSpace := true
	for i := 0; i < len(s); i++ {
		c := s[i]
		sp := c == ' ' || c == '\n' || c == '\t' || c == '\r' || c == '\f' || c == '\v'
		if sp && (prevSpace || c != ' ') {
			clean = false
			break
		}
		if c >= 0x80 { // non-ASCII may hold NBSP and friends
			clean = false
			break
		}
		prevSpace = sp
	}
	if clean && !prevSpace {
		return s
	}
	return strings.Join(strings.Fields(s), " ") // Fields also splits on NBSP
}
