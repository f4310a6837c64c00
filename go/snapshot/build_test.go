package snapshot

import (
	"net/url"
	"regexp"
	"strings"
	"testing"

	"github.com/chromedp/cdproto/accessibility"
)

func TestShortURL(t *testing.T) {
	tests := []struct{ base, link, want string }{
		{"http://a.test/dir/page.html", "http://a.test/dir/page.html#/active", "#/active"},
		{"http://a.test/dir/page.html", "http://a.test/dir/page.html#", "#"},
		{"http://a.test/dir/page.html", "http://a.test/dir/other.html#", "/dir/other.html"},
		{"http://a.test/dir/page.html", "http://a.test/dir/other.html", "/dir/other.html"},
		{"http://a.test/dir/page.html", "http://a.test/", "/"},
		{"http://a.test/dir/page.html", "http://b.test/x", "http://b.test/x"},
		// file: documents have no host; files next to the document are
		// printed relative to it, others by their path.
		{"file:///opt/App/index.html", "file:///opt/App/index.html#/active", "#/active"},
		{"file:///opt/App/index.html#/", "file:///opt/App/index.html#/completed", "#/completed"},
		{"file:///opt/App/index.html", "file:///opt/App/settings.html", "settings.html"},
		{"file:///opt/App/index.html", "file:///opt/App/help/intro.html?x=1#top", "help/intro.html?x=1#top"},
		{"file:///opt/App/index.html", "file:///opt/App/my%20notes.html", "my%20notes.html"},
		{"file:///opt/App/index.html", "file:///etc/hosts", "/etc/hosts"},
		{"file:///opt/App/index.html", "file:///opt/App/", "/opt/App/"},
		{"file:///opt/App/index.html", "https://example.com/", "https://example.com/"},
		{"http://a.test/index.html", "file:///opt/App/x.html", "file:///opt/App/x.html"},
	}
	for _, tt := range tests {
		b, err := url.Parse(tt.base)
		if err != nil {
			t.Fatal(err)
		}
		fd := &frameData{base: b}
		if got := fd.shortURL(tt.link); got != tt.want {
			t.Errorf("base %s: shortURL(%s) = %q, want %q", tt.base, tt.link, got, tt.want)
		}
	}
}

// A file: document's base comes from Frame.URL like an http one's.
func TestShortURLFileFrame(t *testing.T) {
	g := &axGen{}
	root := g.node("RootWebArea", "App", nil)
	for _, href := range []string{"file:///opt/App/index.html#/active", "file:///opt/App/about.html"} {
		a := g.child(root, "link", href)
		a.Properties = []*accessibility.Property{boolProp("focusable", true), strProp("url", href)}
	}
	s := buildT(t, []Frame{{ID: "MAIN", Parent: -1, URL: "file:///opt/App/index.html", Nodes: g.nodes}}, NewRefTable())
	want := `- link "file:///opt/App/index.html#/active" [ref=e1]:
  - /url: "#/active"
- link "file:///opt/App/about.html" [ref=e2]:
  - /url: about.html
`
	if s.Text != want {
		t.Errorf("got:\n%s\nwant:\n%s", s.Text, want)
	}
}

// A row whose name only repeats what its cells show (Chromium names rows
// from their contents) is printed without it; a name that says more stays.
func TestRowNameThatEchoesItsCellsIsLeftOut(t *testing.T) {
	g := &axGen{}
	root := g.node("RootWebArea", "Page", nil)
	grid := g.child(root, "grid", "March 2025")
	echo := g.child(grid, "row", "1 March 2025, Saturday 2 March 2025, Sunday")
	for _, day := range []string{"1 March 2025, Saturday", "2 March 2025, Sunday"} {
		c := g.child(echo, "gridcell", day)
		c.Properties = append(c.Properties, boolProp("focusable", true))
		g.text(c, strings.Fields(day)[0])
	}
	more := g.child(grid, "row", "Week 10: 3 March 2025, Monday")
	c := g.child(more, "gridcell", "3 March 2025, Monday")
	c.Properties = append(c.Properties, boolProp("focusable", true))
	s := buildT(t, []Frame{{ID: "MAIN", Parent: -1, Nodes: g.nodes}}, NewRefTable())
	if strings.Contains(s.Text, `row "1 March`) || !strings.Contains(s.Text, `gridcell "2 March 2025, Sunday" [ref=`) {
		t.Errorf("the row's name that its cells repeat is printed:\n%s", s.Text)
	}
	if !strings.Contains(s.Text, `- row "Week 10: 3 March 2025, Monday":`) {
		t.Errorf("the row's name that says more is left out:\n%s", s.Text)
	}
}

// An item named by its text, with a control before the text (antd's
// transfer list: a checkbox that names nothing), prints the name once.
func TestItemNamedByItsTextAfterAControlSaysItOnce(t *testing.T) {
	g := &axGen{}
	root := g.node("RootWebArea", "Page", nil)
	list := g.child(root, "list", "")
	item := g.child(list, "listitem", "Edit reports")
	item.Properties = append(item.Properties, boolProp("focusable", true))
	box := g.child(item, "checkbox", "")
	box.Properties = append(box.Properties, boolProp("focusable", true))
	g.text(item, "Edit reports")
	other := g.child(list, "listitem", "Export reports")
	other.Properties = append(other.Properties, boolProp("focusable", true))
	box = g.child(other, "checkbox", "")
	box.Properties = append(box.Properties, boolProp("focusable", true))
	g.text(other, "Export")
	s := buildT(t, []Frame{{ID: "MAIN", Parent: -1, Nodes: g.nodes}}, NewRefTable())
	want := `- list:
  - listitem "Edit reports" [ref=e1]:
    - checkbox [ref=e2]
  - listitem "Export reports" [ref=e3]:
    - checkbox [ref=e4]
    - text: Export
`
	if s.Text != want {
		t.Errorf("got:\n%s\nwant:\n%s", s.Text, want)
	}
}

// A row whose cells hold text, but for one holding the row's buttons,
// prints its text on one line, the cell of buttons left empty (left out
// when it comes first), and the buttons under it; a cell holding text and
// a control beside it keeps the line per cell.
func TestRowOfTextAndControlsIsOneLineAndItsControls(t *testing.T) {
	g := &axGen{}
	root := g.node("RootWebArea", "Orders", nil)
	table := g.child(root, "table", "Orders")
	row := g.child(table, "row", "#1001 Ana Lima Mark #1001 shipped Cancel")
	g.text(g.child(row, "cell", "#1001"), "#1001")
	g.text(g.child(row, "cell", "Ana Lima"), "Ana Lima")
	actions := g.child(row, "cell", "Mark #1001 shipped Cancel")
	for _, name := range []string{"Mark #1001 shipped", "Cancel"} {
		b := g.child(actions, "button", name)
		b.Properties = append(b.Properties, boolProp("focusable", true))
	}
	mixed := g.child(table, "row", "#1002 Due today Keep")
	g.text(g.child(mixed, "cell", "#1002"), "#1002")
	both := g.child(mixed, "cell", "Due today Keep")
	g.text(g.child(both, "generic", ""), "Due today")
	box := g.child(both, "checkbox", "Keep")
	box.Properties = append(box.Properties, boolProp("focusable", true))
	// A selection column first (antd's): the text starts the line, with
	// no bar before it.
	picked := g.child(table, "row", "Select #1003 #1003 Bo Chen")
	pick := g.child(g.child(picked, "cell", ""), "checkbox", "Select #1003")
	pick.Properties = append(pick.Properties, boolProp("focusable", true))
	g.text(g.child(picked, "cell", "#1003"), "#1003")
	g.text(g.child(picked, "cell", "Bo Chen"), "Bo Chen")
	s := buildT(t, []Frame{{ID: "MAIN", Parent: -1, Nodes: g.nodes}}, NewRefTable())
	want := regexp.MustCompile(`  - row: #1001 \| Ana Lima \|\n    - button "Mark #1001 shipped" \[ref=e\d+\]\n    - button "Cancel" \[ref=e\d+\]\n  - row:\n    - cell "#1002"\n(.*\n)*  - row: #1003 \| Bo Chen\n    - checkbox "Select #1003" \[ref=e\d+\]\n`)
	if !want.MatchString(s.Text) {
		t.Errorf("the rows print:\n%s\nwant in it:\n%s", s.Text, want)
	}
}

// So is a cell's: React Aria's grid list names each cell from its
// checkbox and its two lines of text, which the lines under it say.
func TestCellNameThatEchoesItsContentIsLeftOut(t *testing.T) {
	g := &axGen{}
	root := g.node("RootWebArea", "Inbox", nil)
	grid := g.child(root, "grid", "Messages")
	row := g.child(grid, "row", "Your weekly digest")
	cell := g.child(row, "gridcell", "Select Ledger Your weekly digest")
	box := g.child(cell, "checkbox", "Select Your weekly digest")
	box.Properties = append(box.Properties, boolProp("focusable", true))
	g.text(g.child(cell, "generic", ""), "Ledger")
	g.text(g.child(cell, "generic", ""), "Your weekly digest")
	s := buildT(t, []Frame{{ID: "MAIN", Parent: -1, Nodes: g.nodes}}, NewRefTable())
	if strings.Contains(s.Text, `gridcell "Select`) || !strings.Contains(s.Text, `checkbox "Select Your weekly digest" [ref=`) || !strings.Contains(s.Text, "text: Ledger") {
		t.Errorf("the cell's name that its content repeats is printed:\n%s", s.Text)
	}
}
