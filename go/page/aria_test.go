package page

// The scripts of aria/ against Chromium: every page in testdata/aria/ (and
// the pages the snapshot goldens were recorded from) is rendered twice —
// from aria/'s walk, as browser_snapshot does, and from Chromium's own
// accessibility tree (Accessibility.getFullAXTree plus DOMSnapshot facts,
// as go/page did before aria/) — and the two texts, refs stripped, must match line for line
// except for the differences allow-listed below, each with its reason.

import (
	"context"
	"fmt"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/accessibility"
	cdpproto "github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/dom"
	"github.com/chromedp/cdproto/domsnapshot"
	"github.com/chromedp/cdproto/page"

	"github.com/electron-mcp/electron-mcp/go/snapshot"
)

// requiredStar: the star a form draws by a required field's label.
const requiredStar = "the star a form draws by a required field's label (antd's ::before \"*\") is what [required] says; a person calls the field by the rest, and so does the agent's element description"

// formAssociated: a custom element that declares itself form-associated is
// labelable, but only the page's own world knows it (its customElements
// registry); aria/ reads the label's text as the label's.
const formAssociated = "a form-associated custom element is labelled by its <label> in Chromium; whether an element is form-associated only the page's own world knows (its customElements registry), so aria/ reads the text as the label's"

// ariaAllowed lists the lines on which the two renderings may differ, per
// page: "-" lines are Chromium's, "+" lines aria/'s, compared without refs
// and indentation. Each says why.
var ariaAllowed = map[string][]allowedDiff{
	"snapshot/widgets.html": {
		{`-- slider "Brightness": 30`, valueText},
		{`+- slider "Brightness": 30 percent`, valueText},
	},
	"roles.html": {
		{`-- meter "Battery": 0.699999988079071`, valueText + "; " + float32},
		{`+- meter "Battery": 70%`, valueText},
		{`-- meter: 0.6000000238418579`, float32},
		{`+- meter: 0.6`, float32},
		{`+- textbox "Chosen teams" [readonly]: "Engineering\nSupport"`, shownText},
		{`-- textbox "Chosen teams" [readonly]: "\n      \nEngineering\n\n\n      \nSupport\n\n    "`, shownText},
	},
	"hidden.html": {
		{`+- button "Hidden button"`, ariaHiddenControl},
		{`+- link "Hidden link":`, ariaHiddenControl},
		{`+- /url: /h`, ariaHiddenControl},
		{`+- generic: Focusable aria hidden`, ariaHiddenControl},
		{`-- img "Alt text"`, "a ::before image with CSS alt text (content: url(…) / \"Alt text\"): aria/ does not make nodes for generated content"},
	},
	"leaves.html": {
		{`-- text: Draggable`, "aria/ gives draggable elements a ref, for browser_drag; DOMSnapshot's isClickable (the AX path's source) does not count them"},
		{`+- group: Draggable`, "as above: with a ref, the group is printed"},
	},
	"reactlibs.html": {
		{`-- textbox "* Phone 2 :" [required]`, requiredStar},
		{`+- textbox "Phone 2 :" [required]`, requiredStar},
	},
	"internals.html": {
		{`-- generic "Weekly digest"`, formAssociated},
		{`+- label:`, formAssociated},
		{`+- generic`, formAssociated},
		{`+- text: Weekly digest`, formAssociated},
	},
	"realworld.html": {
		{"-- button \"\uf007 Account\"", iconGlyphs},
		{`+- button "Account"`, iconGlyphs},
		{"-- link \"\uf07a 3 items in cart\":", iconGlyphs},
		{`+- link "3 items in cart":`, iconGlyphs},
	},
	"hints.html": {
		{"-- button \"\uf040\"", iconGlyphs},
		{`+- button`, iconGlyphs},
		{"-- link \"\uf129 Info\"", iconGlyphs},
		{`+- link "Info"`, iconGlyphs},
	},
	"shadow.html": {
		{`-- button "Closed shadow button"`, "inside a closed shadow root on a plain <div>: aria/ enters closed roots (through CDP's DOM domain) only on custom elements, which is where components put them, to keep pages without them from paying for a look at every element"},
	},
	"snapshot/content.html": {
		{`+- button "Aria hidden"`, ariaHiddenControl},
	},
	"snapshot/text.html": {
		{`+- button "Hidden button"`, ariaHiddenControl},
	},
	"ariahidden.html": {
		{`+- button "Visible control"`, ariaHiddenControl},
		{`+- link "More":`, ariaHiddenControl},
		{`+- /url: /more`, ariaHiddenControl},
		{`+- generic: ✎`, ariaHiddenControl + "; " + actionCursor},
	},
	"editors.html": {
		{`+- textbox "Editor content": "function hello() {\n  return 1;\n\n}"`, hiddenInputEditor},
		{`-- textbox "Editor content"`, hiddenInputEditor},
		{`+- textbox "Query": "SELECT *\nFROM t"`, hiddenInputEditor},
		{`-- textbox "Query"`, hiddenInputEditor},
		{`-- text: 1`, hiddenInputEditor},
		{`-- text: SELECT *`, hiddenInputEditor},
		{`-- text: 2`, hiddenInputEditor},
		{`-- text: FROM t`, hiddenInputEditor},
		{`+- textbox: "x = 42\nprint(x)"`, hiddenInputEditor},
		{`-- textbox`, hiddenInputEditor},
		{`-- text: x = 42`, hiddenInputEditor},
		{`-- text: print(x)`, hiddenInputEditor},
	},
	"libraries.html": {
		{`-- table:`, "jQuery delegates clicks from the table to its rows by a selector, which names the rows; Chromium sees one listener, on the table"},
		{`+- row:`, "as above: the rows get the refs, and are printed"},
	},
	"svgflow.html": {
		{`+- img`, "a diagram's handle with a crosshair cursor and no listener of its own (the script listens on the document) gets a ref, to drag from; Chromium leaves an SVG shape without listeners or a title out"},
	},
	"focustrap.html": {
		{`-- generic`, "an empty focusable element with no area (a focus trap's sentinel, MUI's around its menus) is nothing a person can click or read: aria/ leaves it out, as Playwright MCP does; Chromium keeps it, being focusable"},
	},
	"scripted.html": {
		// The tiles of a container that listens for clicks on them.
		{`+- generic: Tile one`, delegated},
		{`+- generic: Tile two`, delegated},
		{`+- generic: Tile three`, delegated},
		{`-- text: Tile one`, delegated},
		{`-- text: Tile two`, delegated},
		{`-- text: Tile three`, delegated},
		// A custom element's items, custom elements of one tag.
		{`+- generic: Lisbon`, delegated},
		{`+- generic: Tokyo`, delegated},
		{`-- text: Lisbon`, delegated},
		{`-- text: Tokyo`, delegated},
		// A table listening for clicks on its rows (inside its <tbody>):
		// a press lands in a cell, and the cells get the refs.
		{`-- table:`, delegated},
		{`+- cell: Rent`, delegated},
		{`+- cell: 900`, delegated},
		{`+- cell: Food`, delegated},
		{`+- cell: 300`, delegated},
		{`-- text: Rent`, delegated},
		{`-- text: 900`, delegated},
		{`-- text: Food`, delegated},
		{`-- text: 300`, delegated},
		// A React-like root and what it holds.
		{`-- generic:`, reactRoot},
		{`-- text: Clickable row`, reactRoot},
		{`-- text: Row without a handler`, reactRoot},
		{`-- text: Hover card`, reactRoot},
		{`+- generic: Clickable row`, frameworkHandler},
		{`+- text: Row without a handler`, reactRoot},
		{`+- generic: Hover card`, frameworkHandler},
		{`+- generic: Svelte button`, frameworkHandler},
		{`+- generic: Solid button`, frameworkHandler},
		{`-- text: Svelte button`, frameworkHandler},
		{`-- text: Solid button`, frameworkHandler},
		// Action cursors and dragging.
		{`-- text: Resize here.`, actionCursor},
		{`+- text: Resize`, actionCursor},
		{`+- generic "Resize column"`, actionCursor + "; its title names it, which ARIA does not let a generic element's title do (Chromium makes it the description)"},
		{`+- text: here.`, actionCursor},
		{`-- text: Star it ★ now.`, actionCursor},
		{`+- text: Star it`, actionCursor},
		{`+- generic: ★`, actionCursor},
		{`+- text: now.`, actionCursor},
		{`-- text: Card with a pointer`, actionCursor},
		{`-- heading "and a heading" [level=3]`, actionCursor},
		{`+- generic:`, actionCursor},
		{`+- text: Card with a pointer`, actionCursor},
		{`+- heading "and a heading" [level=3]`, actionCursor},
		{`-- text: Drag me by the card`, actionCursor},
		{`+- generic: Drag me by the card`, actionCursor},
		{`-- text: Draggable box`, "aria/ keeps draggable elements (for browser_drag); Chromium gives them the role group but DOMSnapshot's isClickable (the AX path's ref) does not count them"},
		{`+- group: Draggable box`, "as above: with a ref, the group is printed"},
	},
}

// Why the ref policy's elements read differently from Chromium's tree:
// they are kept, with a ref, where Chromium ignores them.
const (
	delegated         = "items of a container that listens for clicks on them get the refs (the container, which Chromium keeps and DOMSnapshot calls clickable, does not)"
	reactRoot         = "a container listening to every kind of event is a framework's root, which says nothing of what is clickable inside; Chromium keeps it as clickable"
	frameworkHandler  = "handlers a framework keeps on the element (React props, Svelte's and Solid's delegated handlers) count as listeners; Chromium sees only real listeners"
	actionCursor      = "where a pointer, grab, move or resize cursor starts, the element is kept with a ref; Chromium ignores it and merges its text with the text around"
	hiddenInputEditor = "a code editor whose input is hidden is one text box, its ref on the surface a person clicks and its value the text drawn there; Chromium lists the hidden input (empty) and the drawn text apart"
	dblclick          = "a double-click listener counts for a ref (to-do apps edit an item so); DOMSnapshot's isClickable, the AX path's source, does not count it"
	ariaHiddenControl = "a control under aria-hidden that shows and that a click reaches is there for a person; Chromium leaves all of aria-hidden out"
	iconGlyphs        = "an icon font's glyph (a private-use character from an icon's ::before) reads as nothing: aria/ leaves it out of names, and a name of glyphs alone is none; Chromium keeps it"
)

const (
	shownText = "a text box that is no editor (a multiple select's chosen items) reads as its lines, without the markup's white space and empty lines; Chromium keeps them"
	valueText = "Chromium's CDP tree leaves aria-valuetext out (valuetext is empty); aria/ shows it, as the page meant"
	float32   = "Chromium keeps range values as float32 (0.6 reads 0.6000000238418579); aria/ shows the value as written"
)

type allowedDiff struct {
	line   string // "-…" or "+…"
	reason string
}

func TestAriaMatchesChromium(t *testing.T) {
	p, base := openTestPage(t)
	var pages []string
	for _, dir := range []string{filepath.Join("..", "snapshot", "testdata"), filepath.Join("testdata", "aria")} {
		m, err := filepath.Glob(filepath.Join(dir, "*.html"))
		if err != nil {
			t.Fatal(err)
		}
		for _, f := range m {
			name := filepath.Base(f)
			if strings.HasPrefix(dir, "..") {
				if name == "child.html" || name == "todoapp.html" {
					continue // loaded as an iframe; a script-driven app recorded as steps
				}
				name = "snapshot/" + name
			} else if strings.HasPrefix(name, "_") {
				continue // only loaded inside another page
			}
			pages = append(pages, name)
		}
	}
	if len(pages) < 10 {
		t.Fatalf("only %d pages found", len(pages))
	}
	for _, name := range pages {
		t.Run(strings.TrimSuffix(name, ".html"), func(t *testing.T) {
			ctx, cancel := context.WithTimeout(context.Background(), 90*time.Second)
			defer cancel()
			if _, err := p.Navigate(ctx, base+"/"+name); err != nil {
				t.Fatal(err)
			}
			if err := waitFramesLoaded(ctx, p); err != nil {
				t.Fatal(err)
			}
			got, err := p.Snapshot(ctx, snapshot.Options{MaxChars: -1, MaxText: -1})
			if err != nil {
				t.Fatal(err)
			}
			frames, err := axFrames(ctx, p)
			if err != nil {
				t.Fatal(err)
			}
			want, err := snapshot.Build(frames, snapshot.NewRefTable(), snapshot.Options{MaxChars: -1, MaxText: -1})
			if err != nil {
				t.Fatal(err)
			}
			// Hints are the scripts' own (TestAriaHints); Chromium's tree has
			// none. Every line, as lines alike that a hint set apart are
			// merged only where there is none.
			checkSameSnapshot(t, name, stripRefs(everyLine(want)), stripRefs(hintRE.ReplaceAllString(everyLine(got), "")))
		})
	}
}

// TestAriaOddDocuments snapshots documents that are not ordinary HTML
// pages, and a page that patches the DOM API (aria/ runs in its own
// world, where the patches do not reach): each gives the snapshot its
// document calls for, lines compared without refs.
func TestAriaOddDocuments(t *testing.T) {
	p, base := openTestPage(t)
	cards := strings.Count(generatedPage(300), "<h3>Card ")
	for _, c := range []struct {
		url  string
		want []string // lines the snapshot holds, in this order
		not  []string // text it must not hold anywhere
	}{
		// Nothing to show, and no error: an empty snapshot.
		{url: "about:blank"},
		{url: "/_odd.svg", want: []string{`- img "Odd drawing":`, `  - text: SVG text`, `  - link "SVG link":`, `    - /url: /x`}},
		{url: "/_odd.txt", want: []string{`- text: "Plain text file\nsecond line"`}},
		{url: "/_frameset.html", want: []string{`- iframe "Left":`, `  - textbox "Nested input": deep`, `- iframe "Right": "Plain text file\nsecond line"`}},
		{
			url: "/_broken.html",
			want: []string{
				`- text: cell without row`, `- combobox: orphan`, `- option "Option outside select"`,
				`- listitem: Item without list`, `- textbox: labelled by itself`, `- checkbox "loop":`,
				`- button "in svg"`, `- math "x = 1"`,
			},
			not: []string{"patched by the page", "page getter", "page method"},
		},
		// A document that is usually a frame's, at the top.
		{url: "/snapshot/child.html", want: []string{`- heading "Inside the frame" [level=2]`, `- textbox "Query": frames`, `- button "Inside"`, `- link "Back home":`}},
		{url: "/generated?n=300", want: []string{`- main:`, `  - heading "Card 0" [level=3]`, fmt.Sprintf(`  - heading "Card %d" [level=3]`, 4*(cards-1)), `- contentinfo: Footer text`}},
		{url: "/frames.html#fragment", want: []string{`  - button "Frame one button"`, `    - textbox "Nested input": deep`, `  - button "Srcdoc button"`, `- text: After frames`}},
		{url: "/names.html?query=1#top", want: []string{`- heading "Names" [level=1]`, `  - button "Self First": Content`}},
	} {
		t.Run(strings.Trim(c.url, "/"), func(t *testing.T) {
			ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
			defer cancel()
			u := c.url
			if strings.HasPrefix(u, "/") {
				u = base + u
			}
			if _, err := p.Navigate(ctx, u); err != nil {
				t.Fatal(err)
			}
			if err := waitFramesLoaded(ctx, p); err != nil {
				t.Fatal(err)
			}
			s, err := p.Snapshot(ctx, snapshot.Options{MaxChars: -1})
			if err != nil {
				t.Fatal(err)
			}
			text := stripRefs(s.Text)
			if len(c.want) == 0 && strings.TrimSpace(text) != "" {
				t.Errorf("snapshot of an empty document is not empty:\n%s", text)
			}
			lines := strings.Split(text, "\n")
			at := 0
			for _, w := range c.want {
				for at < len(lines) && strings.TrimLeft(lines[at], " ") != strings.TrimLeft(w, " ") {
					at++
				}
				if at == len(lines) {
					t.Errorf("snapshot lacks the line %q (in this order: %q):\n%s", w, c.want, text)
					break
				}
				if indent(lines[at]) != indent(w) {
					t.Errorf("line %q is indented %d, want %d:\n%s", w, indent(lines[at]), indent(w), text)
				}
			}
			for _, n := range c.not {
				if strings.Contains(text, n) {
					t.Errorf("snapshot holds %q:\n%s", n, text)
				}
			}
			if c.url == "/generated?n=300" {
				if got := strings.Count(text, `- heading "Card `); got != cards {
					t.Errorf("%d card headings, want %d", got, cards)
				}
			}
		})
	}
}

// TestAriaHints: a control without an accessible name gets a hint at what
// it is for, apart from the name: its tooltip, its icon's class, an icon's
// <use> or ligature, a description, its id (not a made-up one), a field's
// name, its own class in a person's words (not a utility's, a library's or
// a hashed one). Named controls get none.
func TestAriaHints(t *testing.T) {
	p, base := openTestPage(t)
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	if _, err := p.Navigate(ctx, base+"/hints.html"); err != nil {
		t.Fatal(err)
	}
	s, err := p.Snapshot(ctx, snapshot.Options{MaxChars: -1})
	if err != nil {
		t.Fatal(err)
	}
	want := []string{
		`- link [hint: bars]`, // href="#": no /url
		`- button [hint: trash3]`,
		`- button [hint: pencil]`,
		`- button [hint: content_copy]`,
		`- button [hint: save]`,
		`- button [hint: share]`,
		`- button [hint: Undo last change]`,
		`- button [hint: Redo]`,
		`- button [hint: sidemenu]`,
		`- button [hint: home]`,
		`- button`,
		`- button [hint: compose]`,
		`- link [hint: Next page]:`,
		`- link [hint: navbar brand]`,
		`- button [hint: navbar toggler]`,
		`- button [hint: sidebar minimizer]`,
		`- button`,
		`- button`,
		`- generic`,  // not a button or a link: its class is no hint
		`- checkbox`, // its class says only what it is, and the library's name
		`- textbox [hint: q]`,
		`- button "Settings"`,
		`- button "Add"`,
		`- generic:`,    // a hint would say less than the heading inside
		`- link "Info"`, // an icon font's glyph is no part of the name
	}
	var got []string
	for _, l := range strings.Split(stripRefs(s.Text), "\n") {
		if strings.HasPrefix(l, "- button") || strings.HasPrefix(l, "- link") || strings.HasPrefix(l, "- textbox") || strings.HasPrefix(l, "- generic") || strings.HasPrefix(l, "- checkbox") {
			got = append(got, l)
		}
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("controls:\n%s\nwant:\n%s\n\nsnapshot:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"), s.Text)
	}
}

// indent is the number of spaces a snapshot line starts with.
func indent(line string) int { return len(line) - len(strings.TrimLeft(line, " ")) }

// waitFramesLoaded waits until every same-process frame's document is
// complete, so that both renderings see the same page.
func waitFramesLoaded(ctx context.Context, p *Page) error {
	const expr = `(() => { const ok = w => { try { if (w.document.readyState !== 'complete') return false; for (const f of w.frames) if (!ok(f)) return false; return true; } catch (e) { return true; } }; return ok(window); })()`
	for {
		var done bool
		if err := p.evalValue(ctx, expr, &done); err != nil {
			return err
		}
		if done {
			return nil
		}
		select {
		case <-ctx.Done():
			return fmt.Errorf("frames did not load: %w", ctx.Err())
		case <-time.After(20 * time.Millisecond):
		}
	}
}

var (
	refRE  = regexp.MustCompile(` \[ref=[a-z0-9]+\]`)
	hintRE = regexp.MustCompile(` \[hint: [^\]]*\]`)
)

func stripRefs(s string) string { return refRE.ReplaceAllString(s, "") }

// everyLine is the snapshot's text with every line of it: Text merges
// runs of lines alike.
func everyLine(s *snapshot.Snapshot) string {
	var b strings.Builder
	for _, l := range s.Lines {
		b.WriteString(strings.Repeat("  ", l.Depth))
		b.WriteString(l.Text)
		b.WriteByte('\n')
	}
	return b.String()
}

// checkSameSnapshot reports the lines on which want (Chromium) and got
// (aria/) differ and are not allow-listed.
func checkSameSnapshot(t *testing.T, page, want, got string) {
	t.Helper()
	allowed := map[string]bool{}
	for _, a := range ariaAllowed[page] {
		allowed[a.line] = true
	}
	used := map[string]bool{}
	var bad []string
	ops := diffLines(strings.Split(want, "\n"), strings.Split(got, "\n"))
	for _, op := range ops {
		if op[0] == ' ' {
			continue
		}
		key := op[:1] + strings.TrimSpace(op[1:])
		if allowed[key] {
			used[key] = true
			continue
		}
		bad = append(bad, op)
	}
	if len(bad) > 0 {
		t.Errorf("aria/ and Chromium differ on %s (- Chromium, + aria/):\n%s\n\nfull diff:\n%s", page, strings.Join(bad, "\n"), strings.Join(ops, "\n"))
	}
	for _, a := range ariaAllowed[page] {
		if !used[a.line] {
			t.Errorf("allow-listed difference no longer seen on %s: %s", page, a.line)
		}
	}
}

// diffLines is a line diff (longest common subsequence): each line of the
// result starts with ' ', '-' (only in a) or '+' (only in b).
func diffLines(a, b []string) []string {
	n, m := len(a), len(b)
	lcs := make([][]int32, n+1)
	for i := range lcs {
		lcs[i] = make([]int32, m+1)
	}
	for i := n - 1; i >= 0; i-- {
		for j := m - 1; j >= 0; j-- {
			if a[i] == b[j] {
				lcs[i][j] = lcs[i+1][j+1] + 1
			} else {
				lcs[i][j] = max(lcs[i+1][j], lcs[i][j+1])
			}
		}
	}
	var out []string
	i, j := 0, 0
	for i < n || j < m {
		switch {
		case i < n && j < m && a[i] == b[j]:
			out = append(out, " "+a[i])
			i++
			j++
		case j < m && (i == n || lcs[i][j+1] >= lcs[i+1][j]):
			out = append(out, "+"+b[j])
			j++
		default:
			out = append(out, "-"+a[i])
			i++
		}
	}
	return out
}

// axFrames gathers the page as go/page did before aria/: Chromium's
// accessibility tree per same-process frame, and from DOMSnapshot the
// pointer cursor, click listeners and visibility.
func axFrames(ctx context.Context, p *Page) ([]snapshot.Frame, error) {
	tree, err := cdpproto.Call(ctx, p.conn, page.GetFrameTree, cdpproto.Empty{})
	if err != nil {
		return nil, err
	}
	info, err := domInfo(ctx, p.conn)
	if err != nil {
		return nil, err
	}
	var frames []snapshot.Frame
	var walk func(t *page.FrameTree, parent int) error
	walk = func(t *page.FrameTree, parent int) error {
		var owner cdpproto.BackendNodeID
		params := accessibility.GetFullAXTreeParams{}
		if parent >= 0 {
			o, err := cdpproto.Call(ctx, p.conn, dom.GetFrameOwner, dom.GetFrameOwnerParams{FrameID: t.Frame.ID})
			if err != nil {
				return err
			}
			owner = o.BackendNodeID
			params.FrameID = t.Frame.ID
		}
		ax, err := cdpproto.Call(ctx, p.conn, accessibility.GetFullAXTree, params)
		if err != nil {
			return err
		}
		idx := len(frames)
		frames = append(frames, snapshot.Frame{ID: t.Frame.ID, Parent: parent, Owner: owner, URL: t.Frame.URL, Nodes: ax.Nodes, Info: info})
		for _, c := range t.ChildFrames {
			if err := walk(c, idx); err != nil {
				return err
			}
		}
		return nil
	}
	if err := walk(tree.FrameTree, -1); err != nil {
		return nil, err
	}
	return frames, nil
}

func domInfo(ctx context.Context, sess cdpproto.Session) (map[cdpproto.BackendNodeID]snapshot.NodeInfo, error) {
	res, err := cdpproto.Call(ctx, sess, domsnapshot.CaptureSnapshot, domsnapshot.CaptureSnapshotParams{
		ComputedStyles: []string{"cursor", "visibility"},
	})
	if err != nil {
		return nil, err
	}
	m := make(map[cdpproto.BackendNodeID]snapshot.NodeInfo)
	str := func(i int64) string {
		if i < 0 || int(i) >= len(res.Strings) {
			return ""
		}
		return res.Strings[i]
	}
	for _, d := range res.Documents {
		nodes := d.Nodes
		if nodes == nil {
			continue
		}
		if nodes.IsClickable != nil {
			for _, i := range nodes.IsClickable.Index {
				if int(i) < len(nodes.BackendNodeID) {
					id := nodes.BackendNodeID[i]
					ni := m[id]
					ni.Clickable = true
					m[id] = ni
				}
			}
		}
		l := d.Layout
		if l == nil {
			continue
		}
		for j, ni := range l.NodeIndex {
			if int(ni) >= len(nodes.BackendNodeID) {
				continue
			}
			id := nodes.BackendNodeID[ni]
			info := m[id]
			if j < len(l.Styles) && len(l.Styles[j]) >= 2 {
				info.Pointer = str(l.Styles[j][0]) == "pointer"
				info.Hidden = str(l.Styles[j][1]) == "hidden"
			}
			m[id] = info
		}
	}
	return m, nil
}

// BenchmarkAriaSnapshot10k times aria/ on a generated page of about
// 10,000 elements: the in-page walk, without sending its answer (ns/op),
// and the nodes it reports; fullaxtree-ns is one Accessibility.getFullAXTree
// of the same page, for scale on a machine whose load varies.
//
//	go test -run '^$' -bench AriaSnapshot10k ./go/page
func BenchmarkAriaSnapshot10k(b *testing.B) {
	p, base := openTestPage(b)
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Minute)
	defer cancel()
	if _, err := p.Navigate(ctx, base+"/generated?n=10000"); err != nil {
		b.Fatal(err)
	}
	var elements int
	if err := p.evalValue(ctx, "document.getElementsByTagName('*').length", &elements); err != nil {
		b.Fatal(err)
	}
	// The first snapshot numbers every node; time the ones after it.
	snap := func() int {
		obj, err := p.inWorld(ctx, p.conn, p.MainFrame(), "__emcp.snapshot({boxes: false}).nodes.length", true)
		if err != nil {
			b.Fatal(err)
		}
		n, err := strconv.Atoi(string(obj.Value))
		if err != nil {
			b.Fatal(err)
		}
		return n
	}
	nodes := snap()
	// For scale, on this machine now: Chromium's own tree of the page.
	t0 := time.Now()
	if _, err := cdpproto.Call(ctx, p.conn, accessibility.GetFullAXTree, accessibility.GetFullAXTreeParams{}); err != nil {
		b.Fatal(err)
	}
	ax := time.Since(t0)
	b.ResetTimer()
	for b.Loop() {
		nodes = snap()
	}
	b.ReportMetric(float64(nodes), "nodes")
	b.ReportMetric(float64(elements), "elements")
	b.ReportMetric(float64(ax.Nanoseconds()), "fullaxtree-ns")
}

// generatedPage is a page of about n elements of the kinds real pages are
// made of: a navigation, cards with headings, text, images and buttons,
// forms with labels, tables, lists of links, icons in spans.
func generatedPage(n int) string {
	var sb strings.Builder
	sb.WriteString(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Generated</title>
<style>.card { border: 1px solid #ccc; padding: 4px; } .icon::before { content: "\2605"; } .row { display: flex; gap: 4px; } .btn { cursor: pointer; }</style>
</head><body><header><nav aria-label="Main"><ul>`)
	count := 6
	for i := 0; i < 10; i++ {
		fmt.Fprintf(&sb, `<li><a href="/section/%d">Section %d</a></li>`, i, i)
		count += 2
	}
	sb.WriteString(`</ul></nav></header><main>`)
	for i := 0; count < n; i++ {
		switch i % 4 {
		case 0:
			fmt.Fprintf(&sb, `<div class="card"><h3>Card %d</h3><p>Some <b>text</b> for card %d, with <a href="/c/%d">a link</a>.</p><div class="row"><img src="data:," alt="Picture %d" width="4" height="4"><span class="icon"></span><span class="price">€<span>%d.99</span></span><button class="btn" aria-label="Add %d"><svg width="8" height="8" aria-hidden="true"><path d="M0 0h8v8H0z"/></svg></button></div></div>`, i, i, i, i, i, i)
			count += 13
		case 1:
			fmt.Fprintf(&sb, `<form aria-label="Form %d"><p><label for="f%d">Name %d</label> <input id="f%d" value="v%d"></p><p><label><input type="checkbox" checked> Option %d</label></p><select aria-label="Pick %d"><option>One</option><option selected>Two</option></select><button type="submit">Send</button></form>`, i, i, i, i, i, i, i)
			count += 12
		case 2:
			fmt.Fprintf(&sb, `<table><caption>Table %d</caption><tr><th>Key</th><th>Value</th></tr><tr><td>a</td><td>%d</td></tr><tr><td>b</td><td><a href="/t/%d">more</a></td></tr></table>`, i, i, i)
			count += 14
		case 3:
			fmt.Fprintf(&sb, `<section><h2>List %d</h2><ul>`, i)
			for j := 0; j < 5; j++ {
				fmt.Fprintf(&sb, `<li><a href="/l/%d/%d"><span>Item</span> %d</a> <span class="meta" title="details">(%d)</span></li>`, i, j, j, j)
			}
			sb.WriteString(`</ul></section>`)
			count += 22
		}
	}
	sb.WriteString(`</main><footer><p>Footer text</p></footer></body></html>`)
	return sb.String()
}

// A component defined after the first snapshot, with a closed root: the
// next snapshot enters it (elements are looked at for closed roots once
// they are defined, each once).
func TestClosedRootDefinedLater(t *testing.T) {
	p, base := openTestPage(t)
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	if _, err := p.Navigate(ctx, base+"/components.html"); err != nil {
		t.Fatal(err)
	}
	if err := p.evalValue(ctx, `document.body.insertAdjacentHTML('beforeend', '<x-later></x-later>')`, nil); err != nil {
		t.Fatal(err)
	}
	s, err := p.Snapshot(ctx, snapshot.Options{MaxChars: -1})
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(s.Text, "Defined later") {
		t.Fatalf("an undefined element has no root yet:\n%s", s.Text)
	}
	if err := p.evalValue(ctx, `customElements.define('x-later', class extends HTMLElement {
		connectedCallback() { this.attachShadow({mode: 'closed'}).innerHTML = '<button>Defined later</button>'; }
	})`, nil); err != nil {
		t.Fatal(err)
	}
	s, err = p.Snapshot(ctx, snapshot.Options{MaxChars: -1})
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(s.Text, `button "Defined later" [ref=`) {
		t.Fatalf("the closed root defined later is not in the snapshot:\n%s", s.Text)
	}
}

// Roles and states given through ElementInternals (internals.html) follow
// the page: a click that changes them shows in the next snapshot, and an
// element added later is asked about when it is first met.
func TestInternalsStatesFollowThePage(t *testing.T) {
	p, base := openTestPage(t)
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	if _, err := p.Navigate(ctx, base+"/internals.html"); err != nil {
		t.Fatal(err)
	}
	s, err := p.Snapshot(ctx, snapshot.Options{MaxChars: -1})
	if err != nil {
		t.Fatal(err)
	}
	refOf := func(text, line string) string {
		t.Helper()
		m := regexp.MustCompile(regexp.QuoteMeta(line) + ` \[ref=(e\d+)\]`).FindStringSubmatch(text)
		if m == nil {
			t.Fatalf("no %s with a ref:\n%s", line, text)
		}
		return m[1]
	}
	wifi := refOf(s.Text, `switch "Wi-Fi"`)
	light := refOf(s.Text, `option "Light"`)
	if _, err := p.Click(ctx, wifi, ClickOptions{}); err != nil {
		t.Fatal(err)
	}
	if _, err := p.Click(ctx, light, ClickOptions{}); err != nil {
		t.Fatal(err)
	}
	if err := p.evalValue(ctx, `document.body.insertAdjacentHTML('beforeend', '<x-switch tabindex="0">Added later</x-switch>')`, nil); err != nil {
		t.Fatal(err)
	}
	s, err = p.Snapshot(ctx, snapshot.Options{MaxChars: -1})
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{`switch "Wi-Fi" [checked] [ref=`, `option "Light" [selected] [ref=`, `option "Dark" [ref=`, `switch "Added later" [ref=`, `generic [ref=`} {
		if !strings.Contains(s.Text, want) {
			t.Errorf("no %s in:\n%s", want, s.Text)
		}
	}
	// A custom element with no role of its own reads as the walk sees it,
	// also in the snapshot in which Chromium is asked about it (Chromium
	// names this one from its label, but its word is taken only for an
	// element with a role of its own).
	if err := p.evalValue(ctx, `document.body.innerHTML = '<label><x-field tabindex="0"></x-field> Weekly digest</label>'`, nil); err != nil {
		t.Fatal(err)
	}
	for range 2 {
		s, err = p.Snapshot(ctx, snapshot.Options{MaxChars: -1})
		if err != nil {
			t.Fatal(err)
		}
		if strings.Contains(s.Text, `"Weekly digest"`) || !strings.Contains(s.Text, `- text: Weekly digest`) {
			t.Errorf("the labelled custom element with no role reads otherwise than the walk sees it:\n%s", s.Text)
		}
	}
}

// An element Chromium did not answer for (a read that failed, a call that
// ran out of time) is asked about again in the next snapshot, not taken
// for one without a role of its own.
func TestInternalsUnansweredAskedAgain(t *testing.T) {
	p, base := openTestPage(t)
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	if _, err := p.Navigate(ctx, base+"/internals.html"); err != nil {
		t.Fatal(err)
	}
	// A walk whose elements all went unanswered.
	if _, err := p.inWorld(ctx, p.conn, p.MainFrame(), `(() => {
		__emcp.snapshot({});
		const t = __emcp.takeInternals();
		return __emcp.learnInternals.call(t, t.map(() => null)).own.length;
	})()`, true); err != nil {
		t.Fatal(err)
	}
	s, err := p.Snapshot(ctx, snapshot.Options{MaxChars: -1})
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(s.Text, `switch "Wi-Fi" [ref=`) {
		t.Fatalf("the elements left unanswered were not asked about again:\n%s", s.Text)
	}
}

// Elements behind a modal dialog are out of Chromium's tree while it is
// open (inert): their roles are not taken for gone, and read again once it
// closes.
func TestInternalsRolesOutlastAModalDialog(t *testing.T) {
	p, base := openTestPage(t)
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	if _, err := p.Navigate(ctx, base+"/internals.html"); err != nil {
		t.Fatal(err)
	}
	snap := func() string {
		t.Helper()
		s, err := p.Snapshot(ctx, snapshot.Options{MaxChars: -1})
		if err != nil {
			t.Fatal(err)
		}
		return s.Text
	}
	if s := snap(); !strings.Contains(s, `switch "Wi-Fi" [ref=`) {
		t.Fatalf("no switch:\n%s", s)
	}
	// The dialog inside a component's shadow root, as Fluent UI's is.
	if err := p.evalValue(ctx, `(() => { const host = document.createElement('x-modal'); host.id = 'modal'; document.body.append(host); const d = document.createElement('dialog'); d.innerHTML = '<p>Busy</p><button>Close</button>'; host.attachShadow({mode: 'open'}).append(d); d.showModal(); })()`, nil); err != nil {
		t.Fatal(err)
	}
	snap()
	if err := p.evalValue(ctx, `document.getElementById('modal').shadowRoot.querySelector('dialog').close()`, nil); err != nil {
		t.Fatal(err)
	}
	if s := snap(); !strings.Contains(s, `switch "Wi-Fi" [ref=`) || !strings.Contains(s, `button "Save" [ref=`) {
		t.Fatalf("the roles did not outlast the modal dialog:\n%s", s)
	}
}

// A table's row listening for clicks itself (Element Plus's, whose Vue
// listeners are plain ones) is what a person clicks: it gets the ref, not
// its cells, as if it delegated to them.
func TestRowListeningForClicksIsTheTarget(t *testing.T) {
	p, base := openTestPage(t)
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	if _, err := p.Navigate(ctx, base+"/page/row-listeners.html"); err != nil {
		t.Fatal(err)
	}
	s, err := p.Snapshot(ctx, snapshot.Options{MaxChars: -1})
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"- row [ref=", ": #391 | Shared drive is read-only"} {
		if !strings.Contains(s.Text, want) {
			t.Errorf("the snapshot lacks %q:\n%s", want, s.Text)
		}
	}
	if strings.Contains(s.Text, "cell") {
		t.Errorf("the rows' cells are lines of their own:\n%s", s.Text)
	}
}

// A table listening for presses on itself (a spreadsheet's grid, beside a
// <colgroup>) is pressed in a cell, and a date picker listening above its
// weekday names and its grid of days is clicked on a day: the cells and
// the days get the refs, and a click on one reaches the page's listener.
func TestCellsAndDaysOfAListeningContainer(t *testing.T) {
	p, base := openTestPage(t)
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	if _, err := p.Navigate(ctx, base+"/page/delegated-cells.html"); err != nil {
		t.Fatal(err)
	}
	s, err := p.Snapshot(ctx, snapshot.Options{MaxChars: -1})
	if err != nil {
		t.Fatal(err)
	}
	cell := regexp.MustCompile(`cell "365" \[ref=(e\d+)\]`).FindStringSubmatch(s.Text)
	day := regexp.MustCompile(`generic \[ref=(e\d+)\]: "?18"?\n`).FindStringSubmatch(s.Text)
	if cell == nil || day == nil {
		t.Fatalf("the sheet's cell 365 or the picker's day 18 has no ref:\n%s", s.Text)
	}
	if strings.Contains(s.Text, `generic [ref=e`) && regexp.MustCompile(`generic \[ref=e\d+\]:\n\s+- (generic|text): Mo`).MatchString(s.Text) {
		t.Errorf("the picker's listening element has a ref of its own over its days:\n%s", s.Text)
	}
	for _, c := range []struct{ ref, want string }{{cell[1], "selected 365"}, {day[1], "picked 18"}} {
		if _, err := p.Click(ctx, c.ref, ClickOptions{}); err != nil {
			t.Fatal(err)
		}
		var got string
		if err := p.evalValue(ctx, "document.getElementById('out').textContent", &got); err != nil {
			t.Fatal(err)
		}
		if got != c.want {
			t.Errorf("after clicking %s the page says %q, want %q", c.ref, got, c.want)
		}
	}
}
