package snapshot

import (
	"fmt"
	"strconv"
	"strings"
	"testing"

	"github.com/chromedp/cdproto/accessibility"
	"github.com/chromedp/cdproto/cdp"
	jsonv2 "github.com/chromedp/cdproto/cdp/jsonv2"
)

// genFrames makes a page of about n elements shaped like a real one:
// cards of nested <div>s, each with a heading, a paragraph, a list of
// links and a button and a text field, every element with its text node
// and inline text box as Chromium reports them (so 2–3 AX nodes per
// element).
func genFrames(n int) []Frame {
	g := &axGen{}
	root := g.node("RootWebArea", "Generated", nil)
	root.Properties = []*accessibility.Property{boolProp("focusable", true)}
	body := g.ignored(root)
	main := g.child(body, "main", "")
	for card := 0; g.elements < n; card++ {
		wrap := g.ignored(main)
		div := g.child(wrap, "generic", "")
		h := g.child(div, "heading", "Card "+strconv.Itoa(card))
		h.Properties = []*accessibility.Property{intProp("level", 2)}
		g.text(h, "Card "+strconv.Itoa(card))
		p := g.child(div, "paragraph", "")
		g.text(p, "Some descriptive text for card number "+strconv.Itoa(card)+", long enough to look like prose.")
		list := g.child(div, "list", "")
		for i := 0; i < 3; i++ {
			li := g.child(list, "listitem", "")
			name := fmt.Sprintf("Link %d.%d", card, i)
			a := g.child(li, "link", name)
			a.Properties = []*accessibility.Property{boolProp("focusable", true), strProp("url", "https://example.com/cards/"+strconv.Itoa(card)+"/"+strconv.Itoa(i))}
			g.text(a, name)
		}
		b := g.child(div, "button", "Buy")
		b.Properties = []*accessibility.Property{boolProp("focusable", true)}
		g.text(b, "Buy")
		tb := g.child(div, "textbox", "Quantity")
		tb.Properties = []*accessibility.Property{boolProp("focusable", true), boolProp("editable", true)}
		tb.Value = &accessibility.Value{Type: "string", Value: jsonv2.Value(`"1"`)}
		inner := g.child(tb, "generic", "")
		g.text(inner, "1")
	}
	return []Frame{{ID: "MAIN", Parent: -1, URL: "https://example.com/", Nodes: g.nodes}}
}

type axGen struct {
	nodes    []*accessibility.Node
	elements int
	nextID   int
}

func (g *axGen) node(role, name string, parent *accessibility.Node) *accessibility.Node {
	g.nextID++
	n := &accessibility.Node{
		NodeID:           accessibility.NodeID(strconv.Itoa(g.nextID)),
		Role:             &accessibility.Value{Type: "role", Value: jsonv2.Value(strconv.Quote(role))},
		BackendDOMNodeID: cdp.BackendNodeID(g.nextID),
	}
	if name != "" {
		n.Name = &accessibility.Value{Type: "computedString", Value: jsonv2.Value(strconv.Quote(name))}
	}
	if parent != nil {
		n.ParentID = parent.NodeID
		parent.ChildIDs = append(parent.ChildIDs, n.NodeID)
	}
	g.nodes = append(g.nodes, n)
	return n
}

func (g *axGen) child(parent *accessibility.Node, role, name string) *accessibility.Node {
	g.elements++
	return g.node(role, name, parent)
}

func (g *axGen) ignored(parent *accessibility.Node) *accessibility.Node {
	g.elements++
	n := g.node("none", "", parent)
	n.Ignored = true
	n.IgnoredReasons = []*accessibility.Property{boolProp("uninteresting", true)}
	return n
}

func (g *axGen) text(parent *accessibility.Node, s string) {
	t := g.node("StaticText", s, parent)
	box := g.node("InlineTextBox", s, t)
	box.BackendDOMNodeID = 0
}

func boolProp(name string, v bool) *accessibility.Property {
	return &accessibility.Property{Name: accessibility.PropertyName(name), Value: &accessibility.Value{Type: "booleanOrUndefined", Value: jsonv2.Value(strconv.FormatBool(v))}}
}

func intProp(name string, v int) *accessibility.Property {
	return &accessibility.Property{Name: accessibility.PropertyName(name), Value: &accessibility.Value{Type: "integer", Value: jsonv2.Value(strconv.Itoa(v))}}
}

func strProp(name, v string) *accessibility.Property {
	return &accessibility.Property{Name: accessibility.PropertyName(name), Value: &accessibility.Value{Type: "string", Value: jsonv2.Value(strconv.Quote(v))}}
}

var benchSizes = []int{100, 1000, 10000, 50000}

// BenchmarkBuild: a full snapshot of a page of N elements (refs issued on
// the first iteration, looked up on later ones, as in a session).
func BenchmarkBuild(b *testing.B) {
	for _, n := range benchSizes {
		frames := genFrames(n)
		b.Run(strconv.Itoa(n), func(b *testing.B) {
			refs := NewRefTable()
			b.ReportAllocs()
			var s *Snapshot
			for b.Loop() {
				var err error
				s, err = Build(frames, refs, Options{MaxChars: -1})
				if err != nil {
					b.Fatal(err)
				}
			}
			b.ReportMetric(float64(len(frames[0].Nodes)), "axnodes")
			b.ReportMetric(float64(len(s.Text)), "chars")
		})
	}
}

func BenchmarkDiff(b *testing.B) {
	for _, n := range benchSizes {
		frames := genFrames(n)
		refs := NewRefTable()
		prev, _ := Build(frames, refs, Options{})
		// One text changed near the end.
		changed := cloneFrames(frames)
		for i := len(changed[0].Nodes) - 1; i >= 0; i-- {
			if n := changed[0].Nodes[i]; roleOf(n) == "StaticText" && strings.HasPrefix(valueString(n.Name), "Some") {
				n.Name = &accessibility.Value{Type: "computedString", Value: jsonv2.Value(`"Changed"`)}
				break
			}
		}
		cur, _ := Build(changed, refs, Options{})
		b.Run(strconv.Itoa(n), func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				if Diff(prev, cur) == "" {
					b.Fatal("no diff")
				}
			}
		})
	}
}

// BenchmarkRerender: the whole page re-rendered (every DOM node replaced by
// an equivalent one): Build hands every ref over, and Diff matches every
// line without its identity.
func BenchmarkRerender(b *testing.B) {
	for _, n := range benchSizes {
		frames := genFrames(n)
		again := rerendered(frames, cdp.BackendNodeID(len(frames[0].Nodes)+1))
		b.Run("build/"+strconv.Itoa(n), func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				refs := NewRefTable()
				if _, err := Build(frames, refs, Options{MaxChars: -1}); err != nil {
					b.Fatal(err)
				}
				if _, err := Build(again, refs, Options{MaxChars: -1}); err != nil {
					b.Fatal(err)
				}
			}
		})
		refs := NewRefTable()
		prev, _ := Build(frames, refs, Options{})
		cur, _ := Build(again, refs, Options{})
		b.Run("diff/"+strconv.Itoa(n), func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				if d := Diff(prev, cur); d != "" {
					b.Fatalf("re-render shows changes:\n%.500s", d)
				}
			}
		})
	}
}

func BenchmarkFind(b *testing.B) {
	frames := genFrames(10000)
	s, _ := Build(frames, NewRefTable(), Options{})
	b.ReportAllocs()
	for b.Loop() {
		if _, n, _ := Find(s, "link 17.2", false, 2); n == 0 {
			b.Fatal("not found")
		}
	}
}

// TestGeneratedPage keeps the benchmark's page honest: every link, button
// and field has a ref, and the output has the expected shape.
func TestGeneratedPage(t *testing.T) {
	s, err := Build(genFrames(100), NewRefTable(), Options{})
	if err != nil {
		t.Fatal(err)
	}
	want := `- main:
  - heading "Card 0" [level=2]
  - text: Some descriptive text for card number 0, long enough to look like prose.
  - list:
    - link "Link 0.0" [ref=e2]:
      - /url: /cards/0/0
`
	if len(s.Text) < len(want) || s.Text[:len(want)] != want {
		t.Errorf("generated page:\n%s", s.Text)
	}
}
