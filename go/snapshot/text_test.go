package snapshot

import (
	"runtime"
	"strings"
	"testing"

	"github.com/chromedp/cdproto/accessibility"
	"github.com/chromedp/cdproto/cdp"
)

func TestNormSpace(t *testing.T) {
	tests := []struct{ in, want string }{
		{"plain", "plain"},
		{"  a \n\t b  ", "a b"},
		{"a\u00a0\u00a0b", "a b"},
		{"Sub\u00admit\u200b", "Submit"},
		{"zero\u200bwidth no\u2060break bom\ufeffx", "zerowidth nobreak bomx"},
		{"\u200b", ""},
		{"a \u200b b", "a b"},
		// Joiners go in Latin text, stay where they shape what is written.
		{"join\u200der non\u200cjoiner", "joiner nonjoiner"},
		{"👨\u200d👩\u200d👧", "👨\u200d👩\u200d👧"},
		{"فارسی\u200cها", "فارسی\u200cها"},
		{"x\u200d👩", "x👩"},
		{"café naïve 日本語", "café naïve 日本語"},
	}
	for _, tt := range tests {
		if got := normSpace(tt.in); got != tt.want {
			t.Errorf("normSpace(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

func TestCleanText(t *testing.T) {
	tests := []struct{ in, want string }{
		{"  a  b ", "a b"},
		// Pre-formatted: lines and indentation stay, trailing spaces and
		// blank lines at the ends go.
		{"def f():\n    return 1\n\nf()", "def f():\n    return 1\n\nf()"},
		{"\n\n  indented  \n\tx\u00a0y\u00ad \n\n", "  indented\n\tx y"},
		{"a\r\nb", "a\nb"},
		{"\n \n", ""},
	}
	for _, tt := range tests {
		if got := cleanText(tt.in); got != tt.want {
			t.Errorf("cleanText(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
	for _, s := range []string{" ", "\u200b", " \u00ad\ufeff\n"} {
		if !blank(s) {
			t.Errorf("blank(%q) = false", s)
		}
	}
	if blank(" x ") || blank("\u200bx") {
		t.Error("blank text with something to show")
	}
}

// flowPage builds a page in the shape of Chromium's tree, for the cases of
// text flow that need no browser to show.
func flowPage() []Frame {
	g := &axGen{}
	root := g.node("RootWebArea", "Flow", nil)
	body := g.ignored(root)
	texts := func(p *accessibility.Node, ss ...string) {
		for _, s := range ss {
			g.text(p, s)
		}
	}
	inline := func(p *accessibility.Node, role, s string) { texts(g.child(p, role, ""), s) }

	// 1. Inline roles in a paragraph: no space invented.
	p := g.child(body, "paragraph", "")
	texts(p, "H")
	inline(p, "subscript", "2")
	texts(p, "O and ")
	inline(p, "code", "code")
	texts(p, ", ")
	inline(p, "strong", "x")
	texts(p, ".")

	// 2. Soft containers: a generic span with a space beside it is
	// inline; ignored flex containers, without one, are blocks.
	p = g.child(body, "paragraph", "")
	texts(p, "Hello ")
	inline(p, "generic", "World")
	texts(p, "!")
	texts(g.ignored(g.ignored(body)), "a")
	texts(g.ignored(body), "b")
	// An inline role in an ignored (flex) container is a block too…
	flex := g.ignored(body)
	inline(flex, "strong", "Jane")
	texts(g.ignored(flex), "Admin")
	// …unless white space says otherwise.
	mixed := g.ignored(body)
	texts(mixed, "Run ")
	inline(mixed, "code", "npm test")
	texts(mixed, ", then q.")
	texts(g.child(mixed, "paragraph", ""), "para")

	// 3. An unnamed SVG keeps its link and text; an empty one goes.
	svg := g.child(body, "SvgRoot", "")
	a := g.child(svg, "link", "Go")
	a.Properties = []*accessibility.Property{boolProp("focusable", true), strProp("url", "https://flow.test/x")}
	inline(a, "generic", "Go")
	inline(svg, "generic", "Chart label")
	g.child(body, "image", "")

	// 4. Chromium's own roles.
	sum := g.child(body, "DisclosureTriangleGrouped", "Summary")
	sum.Properties = []*accessibility.Property{boolProp("focusable", true)}
	texts(sum, "Summary")
	lt := g.child(body, "LayoutTable", "")
	row := g.child(lt, "LayoutTableRow", "")
	texts(g.child(row, "LayoutTableCell", "left"), "left")
	texts(g.child(row, "LayoutTableCell", "right"), "right")
	named := g.child(body, "LayoutTable", "Named layout")
	texts(g.child(g.child(named, "LayoutTableRow", ""), "LayoutTableCell", "cell"), "cell")
	obj := g.child(body, "PluginObject", "Plugin")
	obj.Properties = []*accessibility.Property{boolProp("focusable", true)}
	emb := g.child(body, "EmbeddedObject", "")
	emb.Properties = []*accessibility.Property{boolProp("focusable", true)}
	math := g.child(body, "MathMLMath", "")
	inline(math, "MathMLIdentifier", "x")
	inline(math, "MathMLOperator", "=")
	frac := g.child(math, "MathMLFraction", "")
	inline(frac, "MathMLNumber", "1")
	inline(frac, "MathMLNumber", "2")

	// 5. Pre-formatted text and 6. invisible characters.
	texts(g.child(body, "generic", ""), "def f():\n    return 1")
	texts(g.child(body, "paragraph", ""), "Soft\u00adhyphen zero\u200bwidth")
	texts(g.child(body, "paragraph", ""), "\u200b")
	return []Frame{{ID: "M", Parent: -1, URL: "https://flow.test/", Nodes: g.nodes}}
}

func TestTextFlow(t *testing.T) {
	s := buildT(t, flowPage(), NewRefTable())
	want := `- text: H2O and code, x.
- text: Hello World!
- text: a
- text: b
- text: Jane
- text: Admin
- text: Run npm test, then q.
- text: para
- link "Go" [ref=e1]:
  - /url: /x
- text: Chart label
- button "Summary" [ref=e2]
- text: left
- text: right
- table "Named layout": cell
- object "Plugin" [ref=e3]
- embed [ref=e4]
- math: x = 1 2
- text: "def f():\n    return 1"
- text: Softhyphen zerowidth
`
	if s.Text != want {
		t.Errorf("got:\n%s\nwant:\n%s", s.Text, want)
	}
	// Merged text keeps the identity of its first piece.
	for _, l := range s.Lines {
		if l.Text == "- text: H2O and code, x." && l.key.node == 0 {
			t.Error("merged text has no node")
		}
	}
}

// The brief's cases, as aria.js and Chromium give them: inline runs are
// joined as they are, and a soft boundary (a generic or ignored container)
// is inline only when white space touches it.
func TestResolveSoft(t *testing.T) {
	txt := func(s string) *item { return &item{kind: kindText, text: s} }
	soft := func() (*item, *item) {
		m := new([2]item)
		m[0] = item{kind: kindSoft}
		m[0].open = &m[0]
		m[1] = item{kind: kindSoft, open: &m[0]}
		return &m[0], &m[1]
	}
	render := func(in []*item) string {
		var out []string
		for _, it := range mergeText(in) {
			out = append(out, it.text)
		}
		return strings.Join(out, "|")
	}
	o1, c1 := soft()
	o2, c2 := soft()
	if got := render([]*item{o1, txt("span1"), c1, txt(" "), o2, txt("span2"), c2}); got != "span1 span2" {
		t.Errorf("spaced spans: %q", got)
	}
	o1, c1 = soft()
	o2, c2 = soft()
	if got := render([]*item{o1, txt("a"), c1, o2, txt("b"), c2}); got != "a|b" {
		t.Errorf("two blocks: %q", got)
	}
	// Nested markers share the boundary; evidence inside counts.
	o1, c1 = soft()
	o2, c2 = soft()
	if got := render([]*item{txt("x"), o1, o2, txt(" y"), c2, c1, txt("z")}); got != "x yz" {
		t.Errorf("nested: %q", got)
	}
	// Evidence at one end decides for the node at both.
	o1, c1 = soft()
	if got := render([]*item{txt("a"), o1, txt("b"), c1, txt(" c")}); got != "ab c" {
		t.Errorf("evidence after: %q", got)
	}
	// A block boundary is never crossed.
	o1, c1 = soft()
	if got := render([]*item{txt("a "), breakItem, o1, txt("b"), c1}); got != "a |b" {
		t.Errorf("break: %q", got)
	}
}

// A heading in a clickable card whose only child is a link of the same
// name leaves the name to the link, though it gets a ref of its own.
func TestHeadingLinkInCard(t *testing.T) {
	g := &axGen{}
	root := g.node("RootWebArea", "Cards", nil)
	card := g.child(root, "article", "")
	h := g.child(card, "heading", "Trail Master")
	h.Properties = []*accessibility.Property{intProp("level", 2)}
	a := g.child(h, "link", "Trail Master")
	a.Properties = []*accessibility.Property{boolProp("focusable", true), strProp("url", "https://c.test/p/2")}
	g.text(a, "Trail Master")
	info := map[cdp.BackendNodeID]NodeInfo{
		card.BackendDOMNodeID: {Pointer: true},
		h.BackendDOMNodeID:    {Pointer: true},
		a.BackendDOMNodeID:    {Pointer: true},
	}
	s := buildT(t, []Frame{{ID: "M", Parent: -1, URL: "https://c.test/", Nodes: g.nodes, Info: info}}, NewRefTable())
	want := `- article [ref=e1]:
  - heading [level=2] [ref=e2]:
    - link "Trail Master" [ref=e3]:
      - /url: /p/2
`
	if s.Text != want {
		t.Errorf("got:\n%s\nwant:\n%s", s.Text, want)
	}
}

// chromiumRoles are the role names Chromium's getFullAXTree gives that
// are not ARIA's (ax::mojom::Role names, as CDP spells them), and ARIA
// roles spelled otherwise than agents know them.
var chromiumRoles = []string{
	"Abbr", "Audio", "Canvas", "ColorWell", "ComboBoxGrouping", "ComboBoxMenuButton", "ComboBoxSelect",
	"Date", "DateTime", "DescriptionList", "DescriptionListDetail", "DescriptionListTerm", "Details",
	"DisclosureTriangle", "DisclosureTriangleGrouped", "EmbeddedObject", "Figcaption", "GraphicsSymbol",
	"Iframe", "IframePresentational", "InputTime", "LabelText", "LayoutTable", "LayoutTableCell",
	"LayoutTableRow", "Legend", "ListBoxOption", "MenuListOption", "MenuListPopup", "MathMLMath",
	"PluginObject", "PopUpButton", "Pre", "Ruby", "RubyAnnotation", "Section", "SvgRoot",
	"TextFieldWithComboBox", "ToggleButton", "Video", "Splitter", "splitter", "image",
	"graphics-document", "graphics-object", "graphics-symbol",
}

// Every role Chromium may send is printed as a word an agent knows (ARIA's
// or HTML's), never as Chromium's internal name.
func TestRoleNames(t *testing.T) {
	for _, r := range chromiumRoles {
		got := displayRole(r)
		if got != strings.ToLower(got) || strings.Contains(got, "-") || got == "image" {
			t.Errorf("role %s prints as %q", r, got)
		}
	}
}

// Wrappers around wrappers (div soup) cost each level its own content, not
// every boundary below it: the markers, breaks and slots of a deep chain do
// not pile up, so four times as deep allocates about four times as much.
func TestDeepWrappers(t *testing.T) {
	deep := func(roles []string, depth int) []Frame {
		g := &axGen{}
		p := g.node("RootWebArea", "Deep", nil)
		for i := 0; i < depth; i++ {
			if r := roles[i%len(roles)]; r == "ignored" {
				p = g.ignored(p)
			} else {
				p = g.child(p, r, "")
			}
		}
		g.text(p, "deep")
		g.text(g.child(p, "generic", ""), "er")
		a := g.child(p, "link", "end")
		a.Properties = []*accessibility.Property{boolProp("focusable", true)}
		return []Frame{{ID: "M", Parent: -1, Nodes: g.nodes}}
	}
	bytes := func(frames []Frame) uint64 {
		var before, after runtime.MemStats
		runtime.GC()
		runtime.ReadMemStats(&before)
		Build(frames, NewRefTable(), Options{})
		runtime.ReadMemStats(&after)
		return after.TotalAlloc - before.TotalAlloc
	}
	for _, roles := range [][]string{
		{"generic", "ignored", "paragraph"},
		{"ignored"},
		{"generic"},
		{"paragraph"},
		{"ignored", "strong"},
	} {
		if s := buildT(t, deep(roles, 3000), NewRefTable()); s.Text != "- text: deep\n- text: er\n- link \"end\" [ref=e1]\n" {
			t.Errorf("%v: got:\n%s", roles, s.Text)
		}
		small, big := bytes(deep(roles, 1500)), bytes(deep(roles, 6000))
		if big > 8*small {
			t.Errorf("%v: depth 1500: %d bytes, depth 6000: %d bytes: not linear", roles, small, big)
		}
	}
}

// A line's states print in Playwright's order with the heading level in
// its place, and a mixed state only when its plain one is not set.
func TestStatesOrder(t *testing.T) {
	all := stChecked | stDisabled | stExpanded | stPressed | stSelected | stRequired | stReadonly | stInvalid | stFocused
	for _, tt := range []struct {
		states state
		level  int
		want   string
	}{
		{0, 0, ""},
		{all, 3, " [checked] [disabled] [expanded] [level=3] [pressed] [selected] [required] [readonly] [invalid] [focused]"},
		{stCheckedMixed | stPressedMixed, 0, " [checked=mixed] [pressed=mixed]"},
		{stChecked | stCheckedMixed | stPressed | stPressedMixed, 0, " [checked] [pressed]"},
		{stFocused, 1, " [level=1] [focused]"},
	} {
		r := &renderer{}
		r.writeStates(&item{states: tt.states, level: tt.level})
		if got := string(r.all); got != tt.want {
			t.Errorf("states %b level %d: %q, want %q", tt.states, tt.level, got, tt.want)
		}
	}
}

// Text that repeats a name but for the icon font's glyph Chromium put in
// the name (" General" from the icon's ::before content) is not printed
// again; text that says more is.
func TestTextRepeatingANameWithAnIcon(t *testing.T) {
	g := &axGen{}
	root := g.node("RootWebArea", "t", nil)
	h := g.child(root, "heading", "\uf013 General")
	g.text(h, "General")
	link := g.child(root, "link", "\uf05a info")
	g.text(link, "info")
	more := g.child(root, "link", "\uf05a Help")
	g.text(more, "Help center")
	s := buildT(t, []Frame{{ID: "M", Parent: -1, Nodes: g.nodes}}, NewRefTable())
	want := "- heading \"\uf013 General\"\n" +
		"- link \"\uf05a info\" [ref=e1]\n" +
		"- link \"\uf05a Help\" [ref=e2]: Help center\n"
	if s.Text != want {
		t.Errorf("got:\n%q\nwant:\n%q", s.Text, want)
	}
	if sameWords("", "\uf013") || !sameWords("a b", "a\uf013b") || !sameWords("info", "\U000F0123 info") || sameWords("General", "Generals") {
		t.Error("sameWords")
	}
}

// A link that goes nowhere (href="#" on the same page, javascript:) has no
// /url line: a script acts on it. A fragment or a page keeps its own.
func TestLinksGoingNowhereHaveNoURL(t *testing.T) {
	g := &axGen{}
	root := g.node("RootWebArea", "t", nil)
	for _, l := range []struct{ name, url string }{
		{"Menu", "http://a.test/app/#"},
		{"Version", "javascript:void(0)"},
		{"More", "JavaScript: void(0);"},
		{"Top", "http://a.test/app/#top"},
		{"Plugins", "http://a.test/plugins"},
	} {
		a := g.child(root, "link", l.name)
		a.Properties = append(a.Properties, boolProp("focusable", true), strProp("url", l.url))
		g.text(a, l.name)
	}
	s := buildT(t, []Frame{{ID: "M", Parent: -1, URL: "http://a.test/app/", Nodes: g.nodes}}, NewRefTable())
	want := `- link "Menu" [ref=e1]
- link "Version" [ref=e2]
- link "More" [ref=e3]
- link "Top" [ref=e4]:
  - /url: "#top"
- link "Plugins" [ref=e5]:
  - /url: /plugins
`
	if s.Text != want {
		t.Errorf("got:\n%s\nwant:\n%s", s.Text, want)
	}
}
