package mcpserver_test

import (
	"encoding/json"
	"strings"
	"testing"
	"time"

	"github.com/electron-mcp/electron-mcp/go/mcpserver"
)

// What a user meets first: each test bounds a wait so that "answers" is
// told from "hangs" (or from waiting out a timeout), with margins no loaded
// machine misses. Speed itself is measured in scripts/bench.

// firstContactTimeout is the tool timeout of these tests: short, so that a
// call that waits it out is seen, and long enough for any answer.
const firstContactTimeout = 6 * time.Second

// timed runs a tool and returns its text, whether it is an error and how
// long it took.
func (s *session) timed(name string, args map[string]any) (string, bool, time.Duration) {
	s.t.Helper()
	start := time.Now()
	text, isErr := s.call(name, args)
	return text, isErr, time.Since(start)
}

// A click whose handler opens alert() or confirm() answers at once, not at
// a timeout: the release of the mouse is answered only once the dialog
// closes, so the click must not wait for it.
func TestClickThatOpensADialogAnswersAtOnce(t *testing.T) {
	s := newSession(t, mcpserver.Options{ToolTimeout: firstContactTimeout})
	t.Cleanup(func() { s.call("browser_handle_dialog", map[string]any{"accept": false}) })
	snap := section(s.open("dialogs.html"), "Snapshot")
	for _, c := range []struct{ button, kind, message string }{
		{"Alert", "alert", "Hello from alert"},
		{"Confirm", "confirm", "Delete it?"},
	} {
		out, isErr, took := s.timed("browser_click", map[string]any{"target": ref(t, snap, `button "`+c.button+`"`)})
		if isErr {
			t.Fatalf("click on %s: an error:\n%s", c.button, out)
		}
		// Half the tool timeout: a click that waited for the dialog to
		// close waits it out whole.
		if took > firstContactTimeout/2 {
			t.Errorf("click on %s took %v: it waited for the dialog", c.button, took)
		}
		mustContain(t, c.button, out, `The page opened a`+map[bool]string{true: "n"}[c.kind == "alert"]+` `+c.kind+` dialog ("`+c.message+`")`, "browser_handle_dialog")
		mustContain(t, c.button+" modal", section(out, "Modal state"), `"`+c.kind+`" dialog with message "`+c.message+`"`)
		out = s.ok("browser_handle_dialog", map[string]any{"accept": true})
		// The agent answered it; the response says so.
		mustContain(t, c.button+" handled", out, "Accepted the "+c.kind+" dialog")
		mustNotContain(t, c.button+" handled", out, "not by the agent")
	}
	if got := s.eval(`() => out.textContent`); got != `"confirmed"` {
		t.Fatalf("after accepting the confirm the page shows %s", got)
	}
	// The same for a key: Enter on the focused button.
	s.eval(`() => [...document.querySelectorAll('button')].find(b => b.textContent === 'Confirm').focus()`)
	out, isErr, took := s.timed("browser_press_key", map[string]any{"key": "Enter"})
	if isErr || took > firstContactTimeout/2 {
		t.Errorf("Enter that opens a confirm: error %v, took %v:\n%s", isErr, took, out)
	}
	mustContain(t, "Enter", section(out, "Modal state"), `"confirm" dialog with message "Delete it?"`)
	mustContain(t, "Enter dismissed", s.ok("browser_handle_dialog", map[string]any{"accept": false}), "Dismissed the confirm dialog", "cancelled")
}

// Nor does it ask the page anything more once the dialog is open (the
// page answers nothing then: a question costs whatever bounds it). A
// click answers in tens of milliseconds; the bound tells that from a
// wait of a second.
func TestClickThatOpensADialogAsksThePageNothingMore(t *testing.T) {
	s := newSession(t, mcpserver.Options{ToolTimeout: firstContactTimeout})
	t.Cleanup(func() { s.call("browser_handle_dialog", map[string]any{"accept": false}) })
	snap := section(s.open("dialogs.html"), "Snapshot")
	for _, button := range []string{"Alert", "Confirm"} {
		out, isErr, took := s.timed("browser_click", map[string]any{"target": ref(t, snap, `button "`+button+`"`)})
		if isErr || took > 900*time.Millisecond {
			t.Errorf("click on %s: error %v, took %v, want well under a second:\n%s", button, isErr, took, out)
		}
		s.ok("browser_handle_dialog", map[string]any{"accept": true})
	}
}

// A drag whose drop the page answers with confirm() answers at once with
// the dialog, as a click does; the drop happened, and the agent's answer
// is the page's.
func TestDragThatOpensADialogAnswersAtOnce(t *testing.T) {
	s := newSession(t, mcpserver.Options{ToolTimeout: firstContactTimeout})
	t.Cleanup(func() { s.call("browser_handle_dialog", map[string]any{"accept": false}) })
	snap := section(s.open("dnd.html"), "Snapshot")
	out, isErr, took := s.timed("browser_drag", map[string]any{
		"startElement": "Bravo", "startTarget": ref(t, snap, `listitem.*: Bravo`),
		"endElement": "Shredder", "endTarget": ref(t, snap, `region "Shredder"`),
	})
	if isErr || took > firstContactTimeout/2 {
		t.Fatalf("a drag whose drop opens a confirm: error %v, took %v:\n%s", isErr, took, out)
	}
	mustContain(t, "drag", out, `The page opened a confirm dialog ("Shred Bravo?") before browser_drag finished`, "browser_handle_dialog")
	mustContain(t, "drag modal", section(out, "Modal state"), `"confirm" dialog with message "Shred Bravo?"`)
	mustContain(t, "accepted", s.ok("browser_handle_dialog", map[string]any{"accept": true}), "Accepted the confirm dialog", "Shredded b")
}

// So does a click at coordinates (the vision tools) and a click with a
// modifier held: what lets go of the button and the key does not wait for
// the page, which answers nothing while the dialog is open.
func TestClickAtCoordinatesOrWithAModifierThatOpensADialogAnswersAtOnce(t *testing.T) {
	s := newSession(t, mcpserver.Options{ToolTimeout: firstContactTimeout, Caps: []mcpserver.Capability{mcpserver.CapVision}})
	t.Cleanup(func() { s.call("browser_handle_dialog", map[string]any{"accept": false}) })
	snap := section(s.open("dialogs.html"), "Snapshot")
	var box struct{ X, Y float64 }
	if err := json.Unmarshal([]byte(s.eval(`() => { const r = [...document.querySelectorAll('button')].find(b => b.textContent === 'Confirm').getBoundingClientRect(); return {x: r.x + r.width / 2, y: r.y + r.height / 2}; }`)), &box); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		name string
		tool string
		args map[string]any
	}{
		{"at coordinates", "browser_mouse_click_xy", map[string]any{"x": box.X, "y": box.Y}},
		{"with Shift held", "browser_click", map[string]any{"target": ref(t, snap, `button "Confirm"`), "modifiers": []string{"Shift"}}},
	} {
		out, isErr, took := s.timed(c.tool, c.args)
		if isErr || took > firstContactTimeout/2 {
			t.Errorf("a click %s that opens a confirm: error %v, took %v:\n%s", c.name, isErr, took, out)
		}
		mustContain(t, c.name, section(out, "Modal state"), `"confirm" dialog with message "Delete it?"`)
		mustContain(t, c.name+" accepted", s.ok("browser_handle_dialog", map[string]any{"accept": true}), "Accepted the confirm dialog")
	}
}

// A page that never answers costs the tool timeout once: the response is
// built from what is known, without another round of waiting.
func TestHungPageCostsOneToolTimeout(t *testing.T) {
	s := newSession(t, mcpserver.Options{ToolTimeout: firstContactTimeout})
	s.open("form.html")
	bound := firstContactTimeout + 5*time.Second
	out, isErr, took := s.timed("browser_evaluate", map[string]any{"function": "() => { while (true) {} }"})
	if !isErr {
		t.Fatalf("an endless loop answered:\n%s", out)
	}
	if took > bound {
		t.Errorf("browser_evaluate of an endless loop took %v, want at most the tool timeout (%v) and a moment", took, firstContactTimeout)
	}
	mustContain(t, "hung evaluate", out, "did not finish within the tool's time", "it was stopped")
	// Leaving the hung page: one timeout at most, and the page after it
	// answers.
	out, _, took = s.timed("browser_navigate", map[string]any{"url": pages.URL + "/form.html"})
	if took > bound {
		t.Errorf("navigating away from a hung page took %v, want at most the tool timeout (%v) and a moment:\n%s", took, firstContactTimeout, out)
	}
	for i := 0; ; i++ {
		out, isErr = s.call("browser_evaluate", map[string]any{"function": "() => document.title"})
		if !isErr && strings.Contains(out, "Form") {
			break
		}
		if i == 3 {
			t.Fatalf("the page does not answer after leaving the hung one:\n%s", out)
		}
		s.call("browser_navigate", map[string]any{"url": pages.URL + "/form.html"})
	}
}

// A page whose beforeunload handler asks to stay: Electron asks no one and
// keeps it (the stand-in does the same). The agent is told, and may leave
// for its own navigation, as a person answering Leave would; the app's
// behaviour stays for every other navigation.
func TestLeavingAPageThatAsksToStay(t *testing.T) {
	s := newSession(t, mcpserver.Options{ToolTimeout: 20 * time.Second})
	snap := section(s.open("dialogs.html"), "Snapshot")
	arm := ref(t, snap, `button "Arm unload"`)
	s.ok("browser_click", map[string]any{"target": arm})
	away := pages.URL + "/form.html"

	out := s.ok("browser_navigate", map[string]any{"url": away})
	mustContain(t, "navigation kept", out, "The page asked to stay", "the navigation to "+away+" did not happen", "browser_handle_dialog with accept: true")
	mustContain(t, "navigation kept", section(out, "Page"), "dialogs.html")
	out = s.ok("browser_handle_dialog", map[string]any{"accept": false})
	mustContain(t, "stay", out, "Stayed on the page")
	mustContain(t, "stay", section(out, "Page"), "dialogs.html")
	// Answered once: nothing is left to answer.
	mustContain(t, "answered", s.fail("browser_handle_dialog", map[string]any{"accept": true}), "no dialog is open")

	// Going back is kept the same way; another action forgets it.
	s.ok("browser_navigate", map[string]any{"url": away})
	s.ok("browser_click", map[string]any{"target": arm})
	mustContain(t, "forgotten", s.fail("browser_handle_dialog", map[string]any{"accept": true}), "no dialog is open")

	out = s.ok("browser_navigate", map[string]any{"url": away})
	mustContain(t, "kept again", out, "did not happen")
	out = s.ok("browser_handle_dialog", map[string]any{"accept": true})
	mustContain(t, "leave", out, "Left the page", "went ahead")
	mustContain(t, "leave", section(out, "Page"), "form.html")

	// The allowance was for that navigation only.
	snap = section(s.open("dialogs.html"), "Snapshot")
	s.ok("browser_click", map[string]any{"target": ref(t, snap, `button "Arm unload"`)})
	out = s.ok("browser_navigate", map[string]any{"url": away})
	mustContain(t, "kept after leaving once", out, "did not happen")
	mustContain(t, "kept after leaving once", section(out, "Page"), "dialogs.html")
	// Leave for the next test.
	s.ok("browser_handle_dialog", map[string]any{"accept": true})
}
