package mcpserver_test

import (
	"strings"
	"testing"

	"github.com/electron-mcp/electron-mcp/go/mcpserver"
)

// The drags below go through libraries' own ways of telling a drag from a
// click; each page's log says what order the library ended with.

func TestDragSortableJS(t *testing.T) {
	for _, c := range []struct{ name, query, how string }{
		{"native", "", "HTML drag and drop"},
		{"fallback", "?fallback", "mouse moves"},
	} {
		t.Run(c.name, func(t *testing.T) {
			s := newSession(t, mcpserver.Options{})
			snap := section(s.open("sortable.html"+c.query), "Snapshot")
			item := func(name string) string { return ref(t, snap, `listitem \[ref=e\d+\]: `+name) }
			out := s.ok("browser_drag", map[string]any{"startElement": "Alpha", "startTarget": item("Alpha"), "endElement": "Charlie", "endTarget": item("Charlie")})
			if got := s.eval(`() => log.textContent`); got != `"order bcad"` {
				t.Fatalf("order after dragging Alpha onto Charlie = %s (on the way: %s); response:\n%s", got, s.eval(`() => changes.join(', ')`), out)
			}
			if !strings.Contains(out, c.how) || !strings.Contains(out, "moved from position 1 to 3 of 4") {
				t.Errorf("the response does not say how the drag went and that Alpha moved:\n%s", out)
			}
			// By refs: the agent's words for them, sent, do not come back.
			if want := "Dragged " + item("Alpha") + " onto " + item("Charlie") + " ("; !strings.Contains(out, want) || strings.Contains(out, "Alpha (") {
				t.Errorf("the response does not say %q, or echoes the agent's words:\n%s", want, out)
			}
			// And back up: Delta onto Bravo (now first).
			s.ok("browser_drag", map[string]any{"startTarget": item("Delta"), "endTarget": item("Bravo")})
			if got := s.eval(`() => log.textContent`); got != `"order dbca"` {
				t.Fatalf("order after dragging Delta onto Bravo = %s", got)
			}
		})
	}
}

func TestDragPointerSortableWithThreshold(t *testing.T) {
	s := newSession(t, mcpserver.Options{})
	snap := section(s.open("pointer-sortable.html"), "Snapshot")
	item := func(name string) string { return ref(t, snap, `listitem \[ref=e\d+\]: `+name) }
	out := s.ok("browser_drag", map[string]any{"startTarget": item("Wash"), "endTarget": item("Fold")})
	if got := s.eval(`() => log.textContent`); got != `"order 2314"` {
		t.Fatalf("order after dragging Wash onto Fold = %s; response:\n%s", got, out)
	}
	// The list re-renders its items: the dragged node left the page.
	if !strings.Contains(out, "it left its place") {
		t.Errorf("response:\n%s", out)
	}
	// The list re-rendered its items: their refs are new.
	snap = section(s.ok("browser_snapshot", nil), "Snapshot")
	s.ok("browser_drag", map[string]any{"startTarget": item("Store"), "endTarget": item("Dry")})
	if got := s.eval(`() => log.textContent`); got != `"order 4231"` {
		t.Fatalf("order after dragging Store onto Dry = %s", got)
	}
}

func TestDragMouseSortable(t *testing.T) {
	s := newSession(t, mcpserver.Options{})
	snap := section(s.open("mouse-sortable.html"), "Snapshot")
	item := func(name string) string { return ref(t, snap, `listitem \[ref=e\d+\]: `+name) }
	out := s.ok("browser_drag", map[string]any{"startTarget": item("Test"), "endTarget": item("Design")})
	if got := s.eval(`() => log.textContent`); got != `"order zxy"` {
		t.Fatalf("order after dragging Test onto Design = %s; response:\n%s", got, out)
	}
	if !strings.Contains(out, "mouse moves") || !strings.Contains(out, "moved from position 3 to 1 of 3") {
		t.Errorf("response:\n%s", out)
	}
	out = s.ok("browser_drag", map[string]any{"startTarget": item("Design"), "endTarget": item("Build")})
	if got := s.eval(`() => log.textContent`); got != `"order zyx"` {
		t.Fatalf("order after dragging Design onto Build = %s", got)
	}
	// Test, Design, Build → Test, Build, Design reads as Build moved up
	// or Design down: the one dragged moved, shown after the one before
	// it, and nothing else of the list.
	want := "  - listitem [ref=" + item("Build") + "]: Build\n  - [moved] listitem [ref=" + item("Design") + "]: Design\n"
	if diff := section(out, "Snapshot"); !strings.Contains(diff, want) || strings.Contains(diff, "Test") {
		t.Errorf("the diff after dragging Design below Build:\n%s\nwant it to hold:\n%s", diff, want)
	}
}

func TestDragNothingMovedSaysSo(t *testing.T) {
	s := newSession(t, mcpserver.Options{})
	s.open("form.html")
	out := s.ok("browser_drag", map[string]any{"startTarget": "h1", "endTarget": "button"})
	if !strings.Contains(out, "nothing changed in the page") {
		t.Errorf("a drag the page ignores is not reported as such:\n%s", out)
	}
}

func TestDragIntoAndOutOfAFrame(t *testing.T) {
	s := newSession(t, mcpserver.Options{})
	snap := section(s.open("dnd-frames.html"), "Snapshot")
	zone := ref(t, snap, `: Zone`)
	out := s.ok("browser_drag", map[string]any{"startTarget": ref(t, snap, `listitem \[ref=e\d+\]: Parcel`), "endTarget": zone})
	s.waitEval(`() => f.contentDocument.getElementById('zone').textContent`, `"Zone got parcel"`)
	if !strings.Contains(out, "the page changed") {
		t.Errorf("the drop changed the frame, and the response does not say so:\n%s", out)
	}
	out = s.ok("browser_drag", map[string]any{"startTarget": ref(t, snap, `Box`), "endTarget": "#dock"})
	s.waitEval(`() => dock.textContent`, `"Dock got box"`)
	if !strings.Contains(out, "the page changed") {
		t.Errorf("the drop changed the page, and the response does not say so:\n%s", out)
	}
}

// A slider's scale (noUiSlider's pips, the values along an axis) is inert
// text no script listens on, but it is where a person drags a handle to:
// each value has a ref, and a drag onto one sets the slider there.
func TestDragSliderHandleToItsScale(t *testing.T) {
	s := newSession(t, mcpserver.Options{})
	snap := section(s.open("scale-slider.html"), "Snapshot")
	handle := ref(t, snap, `slider "Budget" \[ref=e\d+\]`)
	out := s.ok("browser_drag", map[string]any{"startElement": "Budget slider", "startTarget": handle, "endElement": "300", "endTarget": ref(t, snap, `generic \[ref=e\d+\]: "?300"?$`)})
	if got := s.eval(`() => log.textContent`); got != `"budget 300"` {
		t.Fatalf("after dragging the handle onto 300: %s; response:\n%s", got, out)
	}
	if !strings.Contains(out, "it moved") {
		t.Errorf("the response does not say the handle moved:\n%s", out)
	}
}

// A card a script drags with pointer events from the document (interact.js)
// has a ref by its touch-action, and the heading of a drop zone that has no
// listener at all has one to drop it on.
func TestDragOntoADropZoneWatchedFromTheDocument(t *testing.T) {
	s := newSession(t, mcpserver.Options{})
	snap := section(s.open("dropzone.html"), "Snapshot")
	card := ref(t, snap, `generic \[ref=e\d+\]: Invoice.pdf`)
	zone := ref(t, snap, `heading "Archive" \[level=2\] \[ref=e\d+\]`)
	out := s.ok("browser_drag", map[string]any{"startElement": "Invoice.pdf", "startTarget": card, "endElement": "Archive", "endTarget": zone})
	if got := s.eval(`() => log.textContent`); got != `"archived Invoice.pdf"` {
		t.Fatalf("after dragging Invoice.pdf onto Archive the log says %s; response:\n%s", got, out)
	}
}

// A calendar's days (FullCalendar's month view) are grid cells with no
// mark of their own, under a body that takes every press: they are the
// items that listener is for, each with a ref, and an event dragged onto
// one moves there.
func TestDragAnEventOntoACalendarDay(t *testing.T) {
	s := newSession(t, mcpserver.Options{})
	snap := section(s.open("calendar-drag.html"), "Snapshot")
	ev := ref(t, snap, `generic \[ref=e\d+\]: Team lunch`)
	day := ref(t, snap, `gridcell "March 20, 2025" \[ref=e\d+\]`)
	out := s.ok("browser_drag", map[string]any{"startElement": "Team lunch", "startTarget": ev, "endElement": "March 20", "endTarget": day})
	if got := s.eval(`() => log.textContent`); got != `"moved to 2025-03-20"` {
		t.Fatalf("after dragging Team lunch onto March 20 the log says %s; response:\n%s", got, out)
	}
}

// Dropped onto a card of another list, a card takes its place: before
// it, in a list that puts it before or after by the half of the card the
// pointer is in (UIkit's, where the very middle is the lower half);
// within its own list, moved down onto a card, it goes after it.
func TestDragOntoACardOfAnotherList(t *testing.T) {
	s := newSession(t, mcpserver.Options{})
	snap := section(s.open("board-halves.html"), "Snapshot")
	item := func(name string) string { return ref(t, snap, `listitem \[ref=e\d+\]: `+name) }
	for _, c := range []struct{ from, to, want string }{
		// Up and across, onto the first card of the other list.
		{"Fix login", "Migrate db", "To do: Write notes, Update policy; Doing: Fix login, Migrate db, Review PR"},
		// Level and across.
		{"Write notes", "Fix login", "To do: Update policy; Doing: Write notes, Fix login, Migrate db, Review PR"},
		// Down within the list, onto the last card: after it.
		{"Fix login", "Review PR", "To do: Update policy; Doing: Write notes, Migrate db, Review PR, Fix login"},
		// Up within the list: before it.
		{"Review PR", "Write notes", "To do: Update policy; Doing: Review PR, Write notes, Migrate db, Fix login"},
	} {
		out := s.ok("browser_drag", map[string]any{"startTarget": item(c.from), "endTarget": item(c.to)})
		if got := s.eval(`() => log.textContent`); got != `"`+c.want+`"` {
			t.Fatalf("after dragging %s onto %s the board is %s, want %q; response:\n%s", c.from, c.to, got, c.want, out)
		}
	}
}
