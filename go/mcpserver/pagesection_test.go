package mcpserver_test

import (
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/electron-mcp/electron-mcp/go/mcpserver"
	"github.com/electron-mcp/electron-mcp/go/snapshot"
)

// The Page section (URL, title, console counts) comes when something in it
// changed since the agent last got it, and always from the tools that ask
// where the page is; an action that changes none of it leaves it out.
func TestPageSectionOnlyWhenItChanged(t *testing.T) {
	s := newSession(t, mcpserver.Options{})
	out := s.open("form.html")
	mustContain(t, "navigation", section(out, "Page"), "/form.html", "- Page Title: Form")
	agree := ref(t, section(out, "Snapshot"), `checkbox "I agree"`)

	out = s.ok("browser_click", map[string]any{"target": agree})
	mustContain(t, "click", section(out, "Snapshot"), "[checked]")
	mustNotContain(t, "click that changed no page line", out, "### Page", "Page URL")

	// The title changes: the next response says so.
	out = s.ok("browser_evaluate", map[string]any{"function": `() => { document.title = 'Renamed'; return 1; }`})
	mustContain(t, "new title", section(out, "Page"), "- Page Title: Renamed")
	out = s.ok("browser_click", map[string]any{"target": agree})
	mustNotContain(t, "title seen", out, "### Page")

	// A console error changes the counts; a URL changed by the page too.
	// (The error's event may come after the response: the next one
	// carries the count then.)
	out = s.ok("browser_evaluate", map[string]any{"function": `() => { console.error('boom'); return 1; }`})
	for i := 0; section(out, "Page") == "" && i < 20; i++ {
		out = s.ok("browser_click", map[string]any{"target": agree})
	}
	mustContain(t, "console error", section(out, "Page"), "- Console: 1 error")
	out = s.ok("browser_evaluate", map[string]any{"function": `() => { history.pushState(null, '', '#moved'); return 1; }`})
	mustContain(t, "pushState", section(out, "Page"), "/form.html#moved")

	// A snapshot and a navigation show it, changed or not.
	mustContain(t, "snapshot", section(s.ok("browser_snapshot", nil), "Page"), "- Page Title: Renamed")
	mustContain(t, "navigation", section(s.open("form.html"), "Page"), "- Page Title: Form")
}

// A navigation's response folds a long list after its first entries,
// keeping its last ones; the line that says so names the tools that show
// the rest, and the refs they give work.
func TestNavigationFoldsLongLists(t *testing.T) {
	s := newSession(t, mcpserver.Options{})
	snap := section(s.open("long-list.html"), "Snapshot")
	mustContain(t, "folded list", snap, `button "Open 8"`, "- … (30 more listitems; browser_find, or browser_snapshot", `button "Open 39"`, `button "Open 40"`)
	mustNotContain(t, "folded list", snap, `button "Open 9"`, `button "Open 38"`)
	mustContain(t, "snapshot", section(s.ok("browser_snapshot", nil), "Snapshot"), `button "Open 20"`)
	found := section(s.ok("browser_find", map[string]any{"text": "Open 21"}), "Snapshot")
	s.ok("browser_click", map[string]any{"target": ref(t, found, `button "Open 21"`)})
	if got := s.eval(`() => out.textContent`); got != `"opened 21"` {
		t.Fatalf("the folded entry's ref clicked %s", got)
	}
}

// Unnamed handles alike in a row (a dashboard widget's eight resize
// handles) print as one line that names the others' refs, in a
// navigation's response and in browser_snapshot; a ref named there acts on
// its handle.
func TestLinesAlikePrintOnce(t *testing.T) {
	s := newSession(t, mcpserver.Options{})
	snap := section(s.open("dashboard.html"), "Snapshot")
	m := regexp.MustCompile(`- generic \[ref=(e\d+)\] \(7 more alike: (e\d+)–(e\d+)\)`).FindAllStringSubmatch(snap, -1)
	if len(m) != 3 {
		t.Fatalf("want the handles of 3 widgets on one line each:\n%s", snap)
	}
	if strings.Count(section(s.ok("browser_snapshot", nil), "Snapshot"), "more alike") != 3 {
		t.Fatalf("browser_snapshot prints the handles otherwise")
	}
	// The sixth handle of the second widget: its north-west corner.
	first, _ := strconv.Atoi(m[1][1][1:])
	s.ok("browser_click", map[string]any{"target": "e" + strconv.Itoa(first+5)})
	if got := s.eval(`() => out.textContent`); got != `"resize CPU nw"` {
		t.Fatalf("the sixth handle's ref acted on %s", got)
	}
}

// A modal dialog that hides the rest of the page (aria-hidden on the
// others, as ng-bootstrap does) shows alone; once it closes, the response
// says it is gone and what changed on the page since before it, not the
// whole page again; the refs known from before it still act.
func TestBackToThePageBehindADialog(t *testing.T) {
	s := newSession(t, mcpserver.Options{})
	page := section(s.open("modal-behind.html"), "Snapshot")
	open := section(s.ok("browser_click", map[string]any{"target": ref(t, page, `button "Show/Hide Widgets"`)}), "Snapshot")
	mustContain(t, "dialog opened", open, snapshot.WholeNote, `dialog "Show/Hide Widgets"`)
	mustNotContain(t, "dialog opened", open, "Reading 12")

	back := section(s.ok("browser_click", map[string]any{"target": ref(t, open, `button "Show Clock"`)}), "Snapshot")
	mustContain(t, "dialog closed", back, snapshot.BackNote, `- [removed] dialog "Show/Hide Widgets"`, "[added] listitem: Clock")
	mustNotContain(t, "dialog closed", back, "Reading 12", `button "Details 12"`)
	if len(back) > len(page)/3 {
		t.Errorf("the response after the dialog closed has %d characters, the page %d:\n%s", len(back), len(page), back)
	}
	// A ref from before the dialog: it opens again.
	again := section(s.ok("browser_click", map[string]any{"target": ref(t, page, `button "Show/Hide Widgets"`)}), "Snapshot")
	mustContain(t, "dialog again", again, `button "Show Weather"`)
}

// When all that changed are lines of their own with refs (a field typed
// into, a radio button that took the choice from another), the diff is
// those lines alone: no ancestors, no "- …" around them.
func TestDiffOfChangedLinesAlone(t *testing.T) {
	s := newSession(t, mcpserver.Options{})
	page := section(s.open("form.html"), "Snapshot")
	diff := section(s.ok("browser_click", map[string]any{"target": ref(t, page, `radio "Pro"`)}), "Snapshot")
	free, pro := ref(t, page, `radio "Free"`), ref(t, page, `radio "Pro"`)
	want := "- [changed] radio \"Free\" [ref=" + free + "] (no longer [checked])\n- [changed] radio \"Pro\" [checked] [focused] [ref=" + pro + "]"
	if diff != want {
		t.Errorf("after a click on Pro:\n%s\nwant:\n%s", diff, want)
	}
}

// A click focuses what it clicks: the diff after it does not report that
// (the agent knows), only what the click did; focus that went elsewhere
// still shows.
func TestClickFocusIsNoNews(t *testing.T) {
	s := newSession(t, mcpserver.Options{})
	page := section(s.open("form.html"), "Snapshot")
	diff := section(s.ok("browser_click", map[string]any{"target": ref(t, page, `button "Send"`)}), "Snapshot")
	mustContain(t, "after a click on Send", diff, "submitted name=")
	mustNotContain(t, "after a click on Send", diff, `button "Send"`)
	// A label's click focuses its field, not what was clicked.
	diff = section(s.ok("browser_click", map[string]any{"target": ref(t, page, `checkbox "I agree"`)}), "Snapshot")
	mustContain(t, "after a click on the checkbox", diff, `checkbox "I agree" [checked] [focused]`)
}
