package aria

import (
	"strconv"

	"github.com/chromedp/cdproto/accessibility"
	"github.com/chromedp/cdproto/cdp/jsonv2"
)

// internalsStates are the states read from Chromium for such an element;
// they replace the walk's (which only sees attributes).
var internalsStates = []accessibility.PropertyName{
	accessibility.PropertyNameChecked, accessibility.PropertyNamePressed, accessibility.PropertyNameSelected,
	accessibility.PropertyNameExpanded, accessibility.PropertyNameDisabled, accessibility.PropertyNameRequired,
	accessibility.PropertyNameInvalid,
}

// ApplyInternals writes what Chromium said of custom elements with roles
// of their own over the walk's nodes: their states (internals.ariaChecked
// and the like), a name the walk found none for (internals.ariaLabel), and
// the value of a range.
func ApplyInternals(nodes []Node, ax map[int64]*accessibility.Node) {
	if len(ax) == 0 {
		return
	}
	for i := range nodes {
		j := &nodes[i]
		n := ax[j.ID]
		if n == nil || j.Role == "StaticText" {
			continue
		}
		if j.Props == nil {
			j.Props = make(map[string]any)
		}
		for _, k := range internalsStates {
			delete(j.Props, string(k))
		}
		for _, pr := range n.Properties {
			if pr.Value == nil || !isInternalsState(pr.Name) {
				continue
			}
			var v any
			if jsonv2.Unmarshal(pr.Value.Value, &v) != nil || v == nil {
				continue
			}
			// Chromium says "not required" and "not invalid" too; the
			// walk, like the snapshot, says only what holds.
			if (v == false || v == "false") && (pr.Name == accessibility.PropertyNameDisabled || pr.Name == accessibility.PropertyNameRequired || pr.Name == accessibility.PropertyNameInvalid) {
				continue
			}
			j.Props[string(pr.Name)] = v
		}
		if j.Name == "" && n.Name != nil {
			var name string
			if jsonv2.Unmarshal(n.Name.Value, &name) == nil {
				j.Name = name
			}
		}
		if n.Value != nil && rangeRoles[j.Role] {
			var v any
			if jsonv2.Unmarshal(n.Value.Value, &v) == nil {
				switch v := v.(type) {
				case float64:
					j.Value = strconv.FormatFloat(v, 'f', -1, 64)
				case string:
					j.Value = v
				}
			}
		}
	}
}

func isInternalsState(k accessibility.PropertyName) bool {
	for _, s := range internalsStates {
		if s == k {
			return true
		}
	}
	return false
}

// rangeRoles have a value a person reads as a number.
var rangeRoles = map[string]bool{"slider": true, "spinbutton": true, "progressbar": true, "meter": true, "scrollbar": true}
