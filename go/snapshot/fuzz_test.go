package snapshot

import (
	"strconv"
	"testing"

	"github.com/chromedp/cdproto/accessibility"
	"github.com/chromedp/cdproto/cdp"
	jsonv2 "github.com/chromedp/cdproto/cdp/jsonv2"
)

var fuzzRoles = []string{"RootWebArea", "generic", "none", "StaticText", "InlineTextBox", "button", "link",
	"textbox", "combobox", "MenuListPopup", "option", "list", "listitem", "row", "cell", "paragraph",
	"LabelText", "Iframe", "heading", "image", "ListMarker", "LineBreak", "main",
	"strong", "subscript", "SvgRoot", "LayoutTableCell", "MathMLIdentifier"}

// treeFromBytes builds an arbitrary, possibly malformed tree: any parent,
// cycles, dangling ids, unknown roles, property values of the wrong type or
// none, names with lone surrogates, NULs and bidi controls.
func treeFromBytes(data []byte) []Frame {
	var nodes []*accessibility.Node
	for i := 0; i+3 < len(data) && len(nodes) < 300; i += 4 {
		id := len(nodes) + 1
		n := &accessibility.Node{
			NodeID:           accessibility.NodeID(strconv.Itoa(id)),
			Role:             &accessibility.Value{Type: "role", Value: jsonv2.Value(strconv.Quote(fuzzRoles[int(data[i])%len(fuzzRoles)]))},
			Name:             &accessibility.Value{Type: "computedString", Value: jsonv2.Value(strconv.Quote(string(data[i : i+3])))},
			BackendDOMNodeID: cdp.BackendNodeID(int(data[i+1]) % 40),
			Ignored:          data[i+2]&1 == 1,
		}
		if data[i+2]&2 != 0 {
			n.Properties = append(n.Properties, &accessibility.Property{Name: "focusable", Value: &accessibility.Value{Type: "booleanOrUndefined", Value: jsonv2.Value("true")}})
		}
		if data[i+2]&4 != 0 {
			n.Properties = append(n.Properties, &accessibility.Property{Name: "checked", Value: &accessibility.Value{Type: "tristate", Value: jsonv2.Value(`"mixed"`)}})
		}
		if data[i+2]&8 != 0 {
			n.Value = &accessibility.Value{Type: "string", Value: jsonv2.Value(`"v\n\"x\""`)}
		}
		if data[i+2]&16 != 0 {
			// A role no table knows (role="…" takes any text).
			n.Role.Value = jsonv2.Value(strconv.Quote("x-" + string(data[i:i+3])))
		}
		if data[i+2]&32 != 0 {
			// Properties whose values have the wrong type or shape.
			for k, v := range map[accessibility.PropertyName]string{"level": `"two"`, "expanded": `null`, "valuenow": `{}`, "checked": `7`, "selected": `["true"]`, "url": `false`} {
				if int(data[i+1])%3 == 0 || k == "level" {
					n.Properties = append(n.Properties, &accessibility.Property{Name: k, Value: &accessibility.Value{Type: "string", Value: jsonv2.Value(v)}})
				}
			}
			n.Properties = append(n.Properties, &accessibility.Property{Name: "focusable"}) // no value at all
		}
		if data[i+2]&64 != 0 {
			n.Value = &accessibility.Value{Type: "number", Value: jsonv2.Value(`1e308`)}
			n.Name = &accessibility.Value{Type: "computedString", Value: jsonv2.Value(`"a\ud800b\u0000\u202e"`)}
		}
		if id > 1 {
			parent := nodes[int(data[i+3])%len(nodes)]
			n.ParentID = parent.NodeID
			parent.ChildIDs = append(parent.ChildIDs, n.NodeID)
		}
		if data[i+3]&0x80 != 0 { // a cycle or a dangling child
			n.ChildIDs = append(n.ChildIDs, accessibility.NodeID(strconv.Itoa(int(data[i+3])%(id+2))))
		}
		nodes = append(nodes, n)
	}
	if len(nodes) == 0 {
		return nil
	}
	half := len(nodes) / 2
	frames := []Frame{{ID: "A", Parent: -1, Nodes: nodes[:half+1]}}
	if half > 2 {
		// The rest as a child frame owned by some node of the first.
		rest := nodes[half+1:]
		if len(rest) > 0 {
			rest[0].ParentID = ""
			frames = append(frames, Frame{ID: "B", Parent: 0, Owner: cdp.BackendNodeID(int(data[0]) % 40), Nodes: rest})
		}
	}
	return frames
}

func FuzzBuild(f *testing.F) {
	f.Add([]byte("\x00\x01\x02\x03\x05\x06\x07\x08\x13\x09\x02\x81\x06\x11\x00\x02\x14\x12\x03\x83"))
	f.Add([]byte("hello, world: a tree of bytes with cycles \xff\xfe\xfd\xfc"))
	f.Fuzz(func(t *testing.T, data []byte) {
		frames := treeFromBytes(data)
		if frames == nil {
			return
		}
		refs := NewRefTable()
		a, err := Build(frames, refs, Options{Depth: int(data[0] % 4), Boxes: true, MaxChars: 500})
		if err != nil {
			return
		}
		b, err := Build(frames, refs, Options{})
		if err != nil {
			t.Fatal(err)
		}
		c, err := Build(frames, refs, Options{})
		if err != nil {
			t.Fatal(err)
		}
		if b.Text != c.Text {
			t.Fatalf("not deterministic:\n%s\n---\n%s", b.Text, c.Text)
		}
		if d := Diff(b, c); d != "" {
			t.Fatalf("diff of equal trees:\n%s", d)
		}
		Diff(a, b)
		Find(b, "e1", false, -1)
		checkRefs(t, refs, b)

		// The same page re-rendered: every DOM node replaced by an
		// equivalent one. All refs carry over, and nothing changed.
		r, err := Build(rerendered(frames, 1000), refs, Options{})
		if err != nil {
			t.Fatal(err)
		}
		if r.Text != c.Text {
			t.Fatalf("re-rendered page reads differently:\n%s\n---\n%s", c.Text, r.Text)
		}
		if d := Diff(c, r); d != "" {
			t.Fatalf("diff of a re-render:\n%s", d)
		}
		checkRefs(t, refs, r)

		// Re-rendered again with a subtree gone: refs still resolve to
		// the node of their own line.
		m := rerendered(frames, 2000)
		if n := m[0].Nodes[int(data[1])%len(m[0].Nodes)]; len(n.ChildIDs) > 0 {
			n.ChildIDs = n.ChildIDs[1:]
		}
		if s, err := Build(m, refs, Options{}); err == nil {
			checkRefs(t, refs, s)
			Diff(r, s)
		}
	})
}

// checkRefs: every printed ref resolves to the node of its line.
func checkRefs(t *testing.T, refs *RefTable, s *Snapshot) {
	t.Helper()
	for _, l := range s.Lines {
		if l.Ref == "" || l.key.kind != lineNode {
			continue
		}
		f, n, err := refs.Resolve(l.Ref)
		if err != nil || f != l.key.frame || n != l.key.node {
			t.Fatalf("printed ref %s resolves to %s/%d (%v), its line is %s/%d", l.Ref, f, n, err, l.key.frame, l.key.node)
		}
	}
}

// rerendered returns a copy of frames in which every DOM node has a new
// backend id (shifted by delta).
func rerendered(frames []Frame, delta cdp.BackendNodeID) []Frame {
	out := cloneFrames(frames)
	for i := range out {
		for _, n := range out[i].Nodes {
			if n.BackendDOMNodeID != 0 {
				n.BackendDOMNodeID += delta
			}
		}
		if out[i].Owner != 0 {
			out[i].Owner += delta
		}
		if out[i].Info != nil {
			info := make(map[cdp.BackendNodeID]NodeInfo, len(out[i].Info))
			for id, v := range out[i].Info {
				info[id+delta] = v
			}
			out[i].Info = info
		}
	}
	return out
}
