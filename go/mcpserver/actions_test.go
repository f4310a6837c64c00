package mcpserver_test

import (
	"net/url"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/electron-mcp/electron-mcp/go/mcpserver"
)

func TestFormTypeCheckSelect(t *testing.T) {
	s := newSession(t, mcpserver.Options{})
	snap := section(s.open("form.html"), "Snapshot")

	s.ok("browser_type", map[string]any{"target": ref(t, snap, `textbox "Name"`), "text": "Ada Lovelace"})
	s.ok("browser_click", map[string]any{"element": "I agree", "target": ref(t, snap, `checkbox "I agree"`)})
	s.ok("browser_click", map[string]any{"target": ref(t, snap, `radio "Pro"`)})
	s.ok("browser_select_option", map[string]any{"target": ref(t, snap, `combobox "Size"`), "values": []string{"Large"}})
	out := s.ok("browser_select_option", map[string]any{"target": ref(t, snap, `listbox "Toppings"`), "values": []string{"Cheese", "Olives"}})
	if !strings.Contains(out, `Selected "Cheese", "Olives"`) {
		t.Errorf("select multiple result:\n%s", out)
	}

	if got := s.eval(`() => [document.getElementById('name').value, terms.checked, document.querySelector('[value=pro]').checked, size.value, [...document.getElementById('top').selectedOptions].map(o => o.value).join('+')].join('|')`); got != `"Ada Lovelace|true|true|l|Cheese+Olives"` {
		t.Fatalf("form state = %s", got)
	}

	// An unknown option is an error that lists the options and changes nothing.
	msg := s.fail("browser_select_option", map[string]any{"target": ref(t, snap, `combobox "Size"`), "values": []string{"Huge"}})
	if !strings.Contains(msg, `no option "Huge"`) || !strings.Contains(msg, `"Medium"`) {
		t.Errorf("unknown option message: %s", msg)
	}
	if got := s.eval(`() => size.value`); got != `"l"` {
		t.Errorf("size after a failed select = %s", got)
	}
}

func TestTypeSlowlyFiresKeyEvents(t *testing.T) {
	s := newSession(t, mcpserver.Options{})
	snap := section(s.open("form.html"), "Snapshot")
	notes := ref(t, snap, `textbox "Notes"`)
	s.ok("browser_type", map[string]any{"target": notes, "text": "hi there", "slowly": true})
	if got := s.eval(`() => notes.value + '|' + document.getElementById('keys').textContent`); got != `"hi there|keydowns 8"` {
		// 8 characters, one key each, and nothing else.
		t.Fatalf("textarea after slow typing = %s", got)
	}
	// Typing again without slowly replaces the content.
	s.ok("browser_type", map[string]any{"target": notes, "text": "second"})
	if got := s.eval(`() => notes.value`); got != `"second"` {
		t.Fatalf("textarea after replace = %s", got)
	}
}

// Playwright MCP's slowly types at the caret (pressSequentially): what
// the field holds stays. An agent that put the caret at the end of a note
// and typed slowly lost the note when slowly replaced it.
func TestTypeSlowlyKeepsWhatIsThere(t *testing.T) {
	s := newSession(t, mcpserver.Options{})
	snap := section(s.open("form.html"), "Snapshot")
	notes := ref(t, snap, `textbox "Notes"`)
	s.ok("browser_type", map[string]any{"target": notes, "text": "first line"})
	s.ok("browser_press_key", map[string]any{"key": "Control+End"})
	s.ok("browser_type", map[string]any{"target": notes, "text": "\nsecond", "slowly": true})
	if got := s.eval(`() => notes.value`); got != `"first line\nsecond"` {
		t.Fatalf("textarea after typing slowly at its end = %s", got)
	}
	// The caret placed in the middle: the text goes there.
	s.eval(`() => { notes.focus(); notes.setSelectionRange(5, 5); }`)
	s.ok("browser_type", map[string]any{"target": notes, "text": "!", "slowly": true})
	if got := s.eval(`() => notes.value`); got != `"first! line\nsecond"` {
		t.Fatalf("textarea after typing slowly at its caret = %s", got)
	}
}

func TestSubmitPressesEnterWithKeyCode13(t *testing.T) {
	s := newSession(t, mcpserver.Options{})
	snap := section(s.open("legacy.html"), "Snapshot")
	out := s.ok("browser_type", map[string]any{"target": ref(t, snap, `textbox "Search"`), "text": "gophers", "submit": true})
	if !strings.Contains(out, "searched for gophers") {
		t.Fatalf("the keyCode-13 handler did not run; response:\n%s", out)
	}
}

func TestFillForm(t *testing.T) {
	s := newSession(t, mcpserver.Options{})
	snap := section(s.open("form.html"), "Snapshot")
	s.ok("browser_fill_form", map[string]any{"fields": []map[string]any{
		{"name": "Name", "type": "textbox", "target": ref(t, snap, `textbox "Name"`), "value": "Grace"},
		{"name": "Email", "type": "textbox", "target": ref(t, snap, `textbox "Email"`), "value": "grace@example.com"},
		{"name": "Terms", "type": "checkbox", "target": ref(t, snap, `checkbox "I agree"`), "value": "true"},
		{"name": "Pro", "type": "radio", "target": ref(t, snap, `radio "Pro"`), "value": "true"},
		{"name": "Size", "type": "combobox", "target": ref(t, snap, `combobox "Size"`), "value": "Medium"},
		{"name": "Volume", "type": "slider", "target": ref(t, snap, `slider "Volume"`), "value": "7"},
	}})
	out := s.ok("browser_click", map[string]any{"target": ref(t, snap, `button "Send"`)})
	want := "submitted name=Grace&email=grace%40example.com&terms=on&plan=pro&size=m&vol=7&notes="
	if !strings.Contains(out, want) {
		t.Fatalf("after submit, want %q in:\n%s", want, out)
	}
}

func TestPressKeyCombinations(t *testing.T) {
	s := newSession(t, mcpserver.Options{})
	snap := section(s.open("keys.html"), "Snapshot")
	s.ok("browser_click", map[string]any{"target": ref(t, snap, `textbox "Keys"`)})
	for _, k := range []string{"a", "Shift+B", "Control+a", "Backspace", "Enter", "ArrowDown"} {
		s.ok("browser_press_key", map[string]any{"key": k})
	}
	got := s.eval(`() => document.getElementById('log').textContent`)
	want := `"a:65 Shift+Shift:16 Shift+B:66 Ctrl+Control:17 Ctrl+a:65 Backspace:8 Enter:13 ArrowDown:40"`
	if got != want {
		t.Fatalf("key log = %s\nwant      %s", got, want)
	}
	// Control+a selected "aB"; Backspace deleted it.
	if v := s.eval(`() => k.value`); v != `""` {
		t.Errorf("value after Control+a, Backspace = %s", v)
	}
	msg := s.fail("browser_press_key", map[string]any{"key": "Control+NoSuchKey"})
	if !strings.Contains(msg, "unknown key") {
		t.Errorf("bad key message: %s", msg)
	}
}

// The stand-in's host has Electron's default menu (Close on Ctrl+W, Reload on
// Ctrl+R): the agent's keys reach the page and never the menu, whose
// accelerators would close or reload the person's window.
func TestPressKeyNeverRunsTheAppsMenu(t *testing.T) {
	s := newSession(t, mcpserver.Options{})
	snap := section(s.open("keys.html"), "Snapshot")
	s.ok("browser_click", map[string]any{"target": ref(t, snap, `textbox "Keys"`)})
	s.eval(`() => { window.marker = 'still here'; document.getElementById('log').textContent = ''; }`)
	for _, k := range []string{"Control+w", "Control+r", "Control+Shift+R"} {
		s.ok("browser_press_key", map[string]any{"key": k})
	}
	if got := s.eval(`() => window.marker`); got != `"still here"` {
		t.Fatalf("after Control+w and Control+r the page was reloaded or closed: marker = %s", got)
	}
	if got := s.eval(`() => document.getElementById('log').textContent`); !strings.Contains(got, "Ctrl+w:87") || !strings.Contains(got, "Ctrl+r:82") {
		t.Errorf("the page did not get the keys: %s", got)
	}
}

func TestClickNavigates(t *testing.T) {
	s := newSession(t, mcpserver.Options{})
	snap := section(s.open("nav.html"), "Snapshot")
	out := s.ok("browser_click", map[string]any{"target": ref(t, snap, `link "Go to target"`)})
	if !strings.Contains(out, "/target.html") || !strings.Contains(out, "Page Title: Target") {
		t.Fatalf("after clicking the link:\n%s", out)
	}
	// A new document: the full snapshot, not a diff.
	if !strings.Contains(section(out, "Snapshot"), `heading "You arrived"`) {
		t.Fatalf("no full snapshot after navigation:\n%s", out)
	}
	// Refs of the old document are stale, and say so (not merely unknown).
	old := ref(t, snap, `link "Go to target"`)
	msg := s.fail("browser_click", map[string]any{"target": old})
	mustContain(t, "stale ref message", msg, "ref "+old+" is stale: the page navigated", "call browser_snapshot for fresh refs")

	// A navigation that starts a little after the click (in a task after
	// the next frame, as a router that awaits a paint starts one) is waited
	// for too.
	snap = section(s.open("nav.html"), "Snapshot")
	out = s.ok("browser_click", map[string]any{"target": ref(t, snap, `button "Late navigation"`)})
	if !strings.Contains(out, "target.html?late") {
		t.Fatalf("late navigation not settled:\n%s", out)
	}

	out = s.ok("browser_navigate_back", nil)
	if !strings.Contains(out, "/nav.html") {
		t.Fatalf("back:\n%s", out)
	}
	out = s.ok("browser_navigate_forward", nil)
	if !strings.Contains(out, "target.html?late") {
		t.Fatalf("forward:\n%s", out)
	}
}

func TestOverlayIsReportedNotClickedThrough(t *testing.T) {
	s := newSession(t, mcpserver.Options{})
	snap := section(s.open("overlay.html"), "Snapshot")
	msg := s.fail("browser_click", map[string]any{"target": ref(t, snap, `button "Buy"`)})
	if !strings.Contains(msg, "covered by") || !strings.Contains(msg, "banner") {
		t.Fatalf("overlay message: %s", msg)
	}
	if got := s.eval(`() => buy.textContent`); got != `"Buy"` {
		t.Fatalf("the covered button was clicked: %s", got)
	}
	s.ok("browser_click", map[string]any{"target": ref(t, snap, `button "Accept cookies"`)})
	out := s.ok("browser_click", map[string]any{"target": ref(t, snap, `button "Buy"`)})
	if !strings.Contains(out, "bought") {
		t.Fatalf("after dismissing the overlay:\n%s", out)
	}
}

func TestDragAndDrop(t *testing.T) {
	s := newSession(t, mcpserver.Options{})
	snap := section(s.open("dnd.html"), "Snapshot")
	s.ok("browser_drag", map[string]any{"startTarget": ref(t, snap, `listitem.*: Charlie`), "endTarget": ref(t, snap, `listitem.*: Alpha`)})
	if got := s.eval(`() => [...document.querySelectorAll('li')].map(l => l.id).join('')`); got != `"cab"` {
		t.Fatalf("order after drag = %s", got)
	}
	s.ok("browser_drag", map[string]any{"startTarget": "#b", "endTarget": "#bin"})
	if got := s.eval(`() => bin.textContent`); got != `"Bin: b"` {
		t.Fatalf("bin after drop = %s", got)
	}
}

func TestFramesAndShadowDOM(t *testing.T) {
	s := newSession(t, mcpserver.Options{})
	out := s.ok("browser_navigate", map[string]any{"url": pages.URL + "/frames.html?cross=" + strings.Replace(cross.URL, "127.0.0.1", "localhost", 1) + "/inner.html"})
	snap := section(out, "Snapshot")
	// The out-of-process frame may still be loading: look again until it
	// shows, with a deadline.
	for end := time.Now().Add(10 * time.Second); strings.Count(snap, `button "Press inner"`) != 2 && time.Now().Before(end); {
		snap = section(s.ok("browser_snapshot", nil), "Snapshot")
	}
	re := `button "Press inner" \[ref=(f\d+e\d+)\]`
	refs := allRefs(snap, re)
	if len(refs) != 2 {
		t.Fatalf("want the inner button of both frames with frame refs, got %v in:\n%s", refs, snap)
	}
	s.ok("browser_click", map[string]any{"target": refs[0]})
	s.waitEval(`() => log.textContent`, `"clicked Inner at `+strings.TrimPrefix(pages.URL, "http://")+`"`)
	s.ok("browser_click", map[string]any{"target": refs[1]})
	s.waitEval(`() => log.textContent.startsWith('clicked Inner at localhost')`, `true`)
	// Typing into the out-of-process frame.
	fields := allRefs(snap, `textbox "Inner field" \[ref=(f\d+e\d+)\]`)
	if len(fields) != 2 {
		t.Fatalf("inner fields: %v", fields)
	}
	s.ok("browser_type", map[string]any{"target": fields[1], "text": "oopif"})
	s.waitEval(`() => log.textContent`, `"typed oopif"`)

	snap = section(s.open("shadow.html"), "Snapshot")
	out = s.ok("browser_click", map[string]any{"target": ref(t, snap, `button "Increment"`)})
	if !strings.Contains(out, "count 1") {
		t.Fatalf("shadow DOM click:\n%s", out)
	}
}

func allRefs(snap, pattern string) []string {
	var out []string
	for _, m := range regexpAll(pattern, snap) {
		out = append(out, m[1])
	}
	return out
}

// An overlay that closes after a choice (Ionic's popover select,
// Bootstrap's modal) covers the page until its animation ends, or a moment
// longer: a click on what is under it waits for it to go, as a person
// does, instead of being refused as covered.
func TestClickWaitsForALeavingOverlay(t *testing.T) {
	for _, q := range []string{"", "?css", "?late"} {
		t.Run("closing"+q, func(t *testing.T) {
			s := newSession(t, mcpserver.Options{})
			snap := section(s.open("leaving-overlay.html"+q), "Snapshot")
			save := ref(t, snap, `button "Save" \[ref=e\d+\]`)
			s.ok("browser_click", map[string]any{"target": ref(t, snap, `radio "Pro" \[ref=e\d+\]`)})
			out := s.ok("browser_click", map[string]any{"element": "Save", "target": save})
			if got := s.eval(`() => log.textContent`); got != `"saved Pro"` {
				t.Fatalf("after choosing Pro and clicking Save the log says %s; response:\n%s", got, out)
			}
		})
	}
}

// A control in a panel that is still sliding in is clicked once the panel
// stops, where it then is, as a person does (it was refused as outside the
// visible area, or clicked where it was passing).
func TestClickWaitsForAPanelSlidingIn(t *testing.T) {
	s := newSession(t, mcpserver.Options{})
	snap := section(s.open("slide-in.html"), "Snapshot")
	out := s.ok("browser_click", map[string]any{"target": ref(t, snap, `button "Filters"`)})
	s.ok("browser_click", map[string]any{"target": ref(t, out, `checkbox "In stock only"`)})
	s.ok("browser_click", map[string]any{"target": ref(t, out, `button "Apply"`)})
	if got := s.eval(`() => log.textContent`); got != `"applied, in stock true"` {
		t.Fatalf("after opening the panel and clicking its checkbox and Apply: %s", got)
	}
}

// A control clipped away inside what draws it (MUI's slider: the range
// input in its thumb) is clicked where its face is, as a person does: the
// face is its own ancestor, not something covering it. An overlay over such
// a control is still refused.
func TestClickReachesAControlHiddenInItsFace(t *testing.T) {
	s := newSession(t, mcpserver.Options{})
	snap := section(s.open("hidden-input-slider.html"), "Snapshot")
	slider := ref(t, snap, `slider "Delivery within \(days\)"`)
	s.ok("browser_click", map[string]any{"element": "Delivery slider", "target": slider})
	if got := s.eval(`() => document.activeElement.type + ' ' + log.textContent`); got != `"range days 3"` {
		t.Fatalf("after the click on the slider: %s", got)
	}
	s.ok("browser_press_key", map[string]any{"key": "End"})
	if got := s.eval(`() => log.textContent`); got != `"days 10"` {
		t.Fatalf("after End on the slider: %s", got)
	}
	s.eval(`() => { const o = document.createElement('div'); o.id = 'cover'; o.textContent = 'Loading'; o.style.cssText = 'position:fixed;inset:0;background:#fff8'; document.body.append(o); return 1; }`)
	msg := s.fail("browser_click", map[string]any{"element": "Delivery slider", "target": slider})
	if !strings.Contains(msg, "covered by") || !strings.Contains(msg, "cover") {
		t.Fatalf("a slider under an overlay: %s", msg)
	}
}

// A field a script keeps for the form but shows another in place of (no
// size, moved off the page) is refused with what to do instead, and keeps
// its value; the field a person sees takes the typing.
func TestTypeRefusesAFieldNoOneSees(t *testing.T) {
	s := newSession(t, mcpserver.Options{})
	s.open("tag-input.html")
	out := s.fail("browser_type", map[string]any{"target": "#tags", "text": "urgent"})
	if !strings.Contains(out, "not visible") || !strings.Contains(out, "type into the field a person sees") {
		t.Errorf("the error does not say the field is not visible and what to do:\n%s", out)
	}
	if got := s.eval(`() => document.getElementById('tags').value + ' / ' + log.textContent`); got != `"draft / none"` {
		t.Errorf("after the refused typing the page holds %s", got)
	}
	s.ok("browser_type", map[string]any{"target": ".field", "text": "urgent"})
	if got := s.eval(`() => log.textContent`); got != `"typed urgent"` {
		t.Errorf("after typing into the visible field the log says %s", got)
	}
}

// The cells of a spreadsheet whose script selects and edits them from the
// document (jspreadsheet) have refs by their table turning text selection
// off; a table in a shell that turns it off for everything has none.
func TestSpreadsheetCellsWithoutMarksHaveRefs(t *testing.T) {
	s := newSession(t, mcpserver.Options{})
	snap := section(s.open("spreadsheet.html"), "Snapshot")
	if strings.Contains(snap, `"1540" [ref=`) || !strings.Contains(snap, "1540") {
		t.Errorf("the cells of a plain table in an unselectable shell got refs:\n%s", snap)
	}
	cell := ref(t, snap, `cell "340" \[ref=e\d+\]`)
	out := s.ok("browser_click", map[string]any{"element": "340", "target": cell, "doubleClick": true})
	field := ref(t, out, `textbox \[focused\] \[ref=e\d+\]`)
	s.ok("browser_type", map[string]any{"element": "the cell's editor", "target": field, "text": "410", "submit": true})
	if got := s.eval(`() => log.textContent`); got != `"340 → 410"` {
		t.Fatalf("after editing the cell the log says %s", got)
	}
}

// A click on a menu item whose submenu the pointer opens a moment after it
// came, and the click does not (Shoelace's, 100 ms), answers with the
// submenu, as a hover does. So does jQuery UI's (300 ms), whose pointer
// also moves a highlight and adds a node to measure and removes it: none
// of that is what the click showed.
func TestClickShowsASubmenuThatOpensLate(t *testing.T) {
	for _, page := range []string{"submenu-delay.html", "submenu-delay.html?jquery"} {
		t.Run(page, func(t *testing.T) {
			s := newSession(t, mcpserver.Options{})
			snap := section(s.open(page), "Snapshot")
			out := section(s.ok("browser_click", map[string]any{"element": "Move to", "target": ref(t, snap, `menuitem "Move to"`)}), "Snapshot")
			item := ref(t, out, `menuitem "Archive"`)
			if out := s.ok("browser_click", map[string]any{"target": item}); !strings.Contains(out, "Archive") {
				t.Fatalf("clicking the submenu's item:\n%s", out)
			}
		})
	}
}

// A dialog the page opens while a click waits for the submenu its pointer
// shows ends that wait at once: the page answers nothing while it is open.
// The bound tells an answer from the wait's own bound and its call's
// (400 ms and a second more).
func TestClickWaitingForASubmenuEndsAtADialog(t *testing.T) {
	s := newSession(t, mcpserver.Options{})
	page := `<meta charset=utf-8><title>Files</title><div role=menu><div role=menuitem tabindex=-1 aria-haspopup=menu id=m>Move to</div></div>` +
		`<script>m.addEventListener('mouseover', () => setTimeout(() => confirm('Move it?'), 100))</script>`
	out := s.ok("browser_navigate", map[string]any{"url": "data:text/html," + url.PathEscape(page)})
	m := ref(t, section(out, "Snapshot"), `menuitem "Move to"`)
	start := time.Now()
	out = s.ok("browser_click", map[string]any{"target": m})
	took := time.Since(start)
	defer s.ok("browser_handle_dialog", map[string]any{"accept": false})
	if !strings.Contains(out, "Move it?") {
		t.Fatalf("the click's response does not show the confirm:\n%s", out)
	}
	if took > time.Second {
		t.Errorf("the click took %s: it waited out the submenu under the dialog", took)
	}
}

// A hover over what opens a menu a moment later (antd's dropdown, 150 ms
// after the pointer comes) answers with the menu, instead of no change
// and the agent looking again.
func TestHoverShowsAMenuThatOpensLate(t *testing.T) {
	s := newSession(t, mcpserver.Options{})
	snap := section(s.open("hover-delay.html"), "Snapshot")
	out := section(s.ok("browser_hover", map[string]any{"element": "Account", "target": ref(t, snap, `button "Account ▾"`)}), "Snapshot")
	item := ref(t, out, `menuitem "Sign out"`)
	if out := s.ok("browser_click", map[string]any{"target": item}); !strings.Contains(out, "signed out") {
		t.Fatalf("clicking the menu's item:\n%s", out)
	}
}

// A hover waits for what the timers the page set show, following those
// the first ones set (a hover intent's check, then its menu), and leaves
// the page's own timer functions as they were; a hover whose listener set
// no timer answers without waiting.
func TestHoverFollowsTheTimersItsPageSets(t *testing.T) {
	s := newSession(t, mcpserver.Options{})
	snap := section(s.open("hover-delay.html"), "Snapshot")
	out := section(s.ok("browser_hover", map[string]any{"element": "Help", "target": ref(t, snap, `button "Help ▾"`)}), "Snapshot")
	if !strings.Contains(out, `menuitem "Contact support"`) {
		t.Fatalf("the hover's answer lacks the menu its second timer opened:\n%s", out)
	}
	if got := s.ok("browser_evaluate", map[string]any{"function": "() => window.timersRestored()"}); !strings.Contains(got, "true") {
		t.Fatalf("the page's timer functions after the hover: %s", got)
	}
	s.ok("browser_hover", map[string]any{"element": "Plain", "target": ref(t, snap, `button "Plain"`)})
	if got := s.ok("browser_evaluate", map[string]any{"function": "() => window.cameOver && window.timersRestored()"}); !strings.Contains(got, "true") {
		t.Fatalf("after the hover that set no timer: %s", got)
	}
}

// A button the page shows only as the pointer comes over its row (at
// opacity 0 until then) is clicked where it is, not in the middle of what
// holds it (which is the gap between it and the next one).
func TestClickReachesAButtonShownOnHover(t *testing.T) {
	s := newSession(t, mcpserver.Options{})
	snap := section(s.open("hover-visible.html"), "Snapshot")
	out := s.ok("browser_click", map[string]any{"element": "Edit account name", "target": ref(t, snap, `button "Edit account name"`)})
	if !strings.Contains(out, "editing the name") {
		t.Fatalf("the click on the button shown on hover:\n%s", out)
	}
}

// The options a combobox shows in a popup elsewhere, in no list box (an
// autocomplete's menu in a popover of the dialog), are options, as
// Playwright MCP prints them, not plain elements: the agent finds the one
// it typed and picks it.
func TestComboboxOptionsInAPopupOutsideAListBox(t *testing.T) {
	s := newSession(t, mcpserver.Options{})
	snap := section(s.open("combo-portal.html"), "Snapshot")
	out := section(s.ok("browser_type", map[string]any{"element": "Account", "target": ref(t, snap, `textbox "Account"`), "text": "Ch", "slowly": true}), "Snapshot")
	opt := ref(t, out, `option "Checking" \[selected\]`)
	if out := s.ok("browser_click", map[string]any{"element": "Checking", "target": opt}); !strings.Contains(out, "account: Checking") {
		t.Fatalf("picking the option:\n%s", out)
	}
}

// A popup the page hides from assistive technology as it begins to fade
// out (Duet's date picker) is gone from the answer: its buttons, still
// drawn for the fade, are not shown as controls left under aria-hidden.
func TestAPopupFadingOutUnderAriaHiddenIsGone(t *testing.T) {
	s := newSession(t, mcpserver.Options{})
	snap := section(s.open("fade-close.html"), "Snapshot")
	out := section(s.ok("browser_click", map[string]any{"element": "Choose the first day", "target": ref(t, snap, `button "Choose the first day"`)}), "Snapshot")
	out = s.ok("browser_click", map[string]any{"element": "10 February", "target": ref(t, out, `button "10 February"`)})
	if !strings.Contains(out, "first day: 10 February") || regexp.MustCompile(`(?m)^- (\[moved\] )?button "9 February"`).MatchString(out) {
		t.Fatalf("after choosing the day in the popup that fades out:\n%s\nwant the day chosen and the popup's buttons gone", out)
	}
}

// A page that says it is still at work after its load ("Initializing …",
// "Downloading…": a single-page app opening its database, fetching its
// data) answers a navigation and a click with what came once that line
// went, not with the line and the agent looking again.
func TestActionsWaitForTheLineThatSaysThePageIsLoading(t *testing.T) {
	s := newSession(t, mcpserver.Options{})
	out := s.open("loading-app.html")
	if strings.Contains(out, "Initializing") || !strings.Contains(out, `textbox "Password"`) {
		t.Fatalf("the navigation's answer:\n%s\nwant the sign-in form that came once the page had opened its database", out)
	}
	out = s.ok("browser_click", map[string]any{"element": "Sign in", "target": ref(t, section(out, "Snapshot"), `button "Sign in"`)})
	if strings.Contains(out, "Downloading") || !strings.Contains(out, "Household budget") {
		t.Fatalf("the sign-in's answer:\n%s\nwant the budget that came once the download ended", out)
	}
}

// A dialog the page opens while the navigation waits for its line that
// says it is still at work ends that wait at once: the page answers nothing
// until the dialog is handled.
func TestADialogEndsTheWaitForTheLoadingLine(t *testing.T) {
	s := newSession(t, mcpserver.Options{})
	// (The window is shared with the tests after this one: the alert is
	// answered even when the check fails.)
	defer s.call("browser_handle_dialog", map[string]any{"accept": true})
	out, isErr, took := s.timed("browser_navigate", map[string]any{"url": pages.URL + "/loading-alert.html"})
	// Bound: the wait for the line is 2 s, and a second more for its
	// answer; the alert comes 900 ms after the load, once the navigation
	// settled.
	if isErr || took > 2500*time.Millisecond || !strings.Contains(out, `"alert" dialog with message "The server does not answer"`) {
		t.Fatalf("the navigation took %v (error %v):\n%s\nwant the alert once it came, not the end of the wait for the loading line", took, isErr, out)
	}
}

// A hover over the next of two hover cards' names (Mantine's: the card
// opens 300 ms after the pointer comes, the one before closes 200 ms
// after it left) answers with the card it opens: the other card's
// closing, which comes first, is not what the hover shows.
func TestHoverShowsTheCardItOpensNotTheOneClosing(t *testing.T) {
	s := newSession(t, mcpserver.Options{})
	snap := section(s.open("hover-cards.html"), "Snapshot")
	out := section(s.ok("browser_hover", map[string]any{"element": "Ana Ramos", "target": ref(t, snap, `button "Ana Ramos"`)}), "Snapshot")
	s.ok("browser_click", map[string]any{"target": ref(t, out, `button "Follow Ana Ramos"`)})
	out = section(s.ok("browser_hover", map[string]any{"element": "Rui Dias", "target": ref(t, snap, `button "Rui Dias"`)}), "Snapshot")
	if out := s.ok("browser_click", map[string]any{"target": ref(t, out, `button "Follow Rui Dias"`)}); !strings.Contains(out, "following Ana Ramos, Rui Dias") {
		t.Fatalf("following Rui Dias:\n%s", out)
	}
}

// A click whose answer the page shows as busy (a Load more button's
// spinner, the next items from a timer) answers with what came once the
// spinner ended, instead of the spinner and the agent looking again; a
// busy state that does not end is waited for a bounded time only, and
// the page's own loader, shown before the click, not at all.
func TestClickWaitsForTheBusyStateItBroughtUp(t *testing.T) {
	s := newSession(t, mcpserver.Options{})
	snap := section(s.open("load-more.html"), "Snapshot")
	out := section(s.ok("browser_click", map[string]any{"element": "Load more", "target": ref(t, snap, `button "Load more"`)}), "Snapshot")
	if !strings.Contains(out, "Order 4") || strings.Contains(out, "Loading") {
		t.Fatalf("after the click on Load more, the response shows:\n%s\nwant the orders that came once the spinner ended", out)
	}
	start := time.Now()
	out = s.ok("browser_click", map[string]any{"element": "Refresh forever", "target": ref(t, snap, `button "Refresh forever"`)})
	if took := time.Since(start); took > 10*time.Second {
		t.Fatalf("a busy state that never ends held the click for %s", took)
	}
	if !strings.Contains(out, "Refreshing") {
		t.Fatalf("after the click on a button that stays busy:\n%s", out)
	}
	// A notice's bar that counts down its time is no busy state: the
	// click answers without waiting for it. The bound tells "not waited
	// for" from "waited for as long as a busy state is (2 s)".
	start = time.Now()
	out = s.ok("browser_click", map[string]any{"element": "Save", "target": ref(t, snap, `button "Save"`)})
	if took := time.Since(start); took > 1900*time.Millisecond || !strings.Contains(out, "Saved") {
		t.Fatalf("the click that showed a notice with its timer bar took %s:\n%s\nwant the notice, not a wait for its bar", took, out)
	}
	// A loading button's turning icon, which names itself to no one as
	// busy (antd's), is waited for as a spinner.
	out = s.ok("browser_click", map[string]any{"element": "Search the catalogue", "target": ref(t, snap, `button "Search the catalogue"`)})
	if !strings.Contains(out, "3 found") {
		t.Fatalf("after the click that turns a loading icon until the catalogue answers:\n%s\nwant what it found", out)
	}
	// Not a turning sign elsewhere on the page (an app's background
	// save): the bound tells "not waited for" from its 1.5 s.
	start = time.Now()
	out = s.ok("browser_click", map[string]any{"element": "Keep the draft", "target": ref(t, snap, `button "Keep the draft"`)})
	if took := time.Since(start); took > 1400*time.Millisecond || !strings.Contains(out, "Draft kept") {
		t.Fatalf("the click whose page turns a sign in its header took %s:\n%s\nwant its answer, not a wait for the sign", took, out)
	}
	// A bar that only fades in, then shows work going on, is waited for.
	out = s.ok("browser_click", map[string]any{"element": "Build report", "target": ref(t, snap, `button "Build report"`)})
	if !strings.Contains(out, "Report ready") {
		t.Fatalf("after the click that shows a bar fading in until the report comes:\n%s\nwant the report", out)
	}
}

// A click on an element in an iframe that the page moves by script (a
// wiki's editor sliding in) waits for the frame to stand still, as it
// waits for an element of the page itself: measured inside the frame, the
// element stands still while its frame moves, and the press would land
// where the frame was.
func TestClickInAFrameWaitsForTheFrameToStandStill(t *testing.T) {
	s := newSession(t, mcpserver.Options{})
	snap := section(s.open("sliding-frame.html"), "Snapshot")
	area := ref(t, snap, `textbox "Text"`)
	s.ok("browser_click", map[string]any{"element": "Edit", "target": ref(t, snap, `button "Edit"`)})
	out := s.ok("browser_click", map[string]any{"element": "Text", "target": area})
	if !strings.Contains(out, "pressed at rest") {
		t.Fatalf("the click on the text area of a moving frame:\n%s\nwant it pressed once the frame stood still", out)
	}
}

// A click on a button in an iframe that the hover moves away (uncovering a
// button of the page under it) is not taken by what it uncovered: the
// page's document heard the press, which was stopped there, and the click
// is tried where the iframe is now. In an iframe of this process; in an
// out-of-process one, whose press Chromium sends where the frame was last
// drawn (into it, either way), the watch of the page's document must stop
// nothing that went in.
func TestClickInAFrameFollowsWhatTheHoverMoved(t *testing.T) {
	for name, query := range map[string]string{
		"same-origin":    "",
		"out-of-process": "?inner=" + strings.Replace(cross.URL, "127.0.0.1", "localhost", 1) + "/frame-dodge-inner.html",
	} {
		t.Run(name, func(t *testing.T) {
			s := newSession(t, mcpserver.Options{})
			snap := section(s.ok("browser_navigate", map[string]any{"url": pages.URL + "/frame-dodge.html" + query}), "Snapshot")
			// An out-of-process frame may still be loading: look again
			// until it shows, with a deadline.
			for end := time.Now().Add(10 * time.Second); !strings.Contains(snap, `button "Save"`) && time.Now().Before(end); {
				snap = section(s.ok("browser_snapshot", nil), "Snapshot")
			}
			s.ok("browser_click", map[string]any{"element": "Save", "target": ref(t, snap, `button "Save"`)})
			s.waitEval(`() => out.textContent`, `"saved"`)
		})
	}
}

// confirmInAFrame opens frame-confirm.html, clicks the button in its
// iframe, whose press opens a confirm(), and accepts it; it returns the
// session and the page's snapshot.
func confirmInAFrame(t *testing.T) (*session, string) {
	t.Helper()
	s := newSession(t, mcpserver.Options{})
	snap := section(s.open("frame-confirm.html"), "Snapshot")
	out := s.ok("browser_click", map[string]any{"element": "Remove", "target": ref(t, snap, `button "Remove"`)})
	mustContain(t, "the click on Remove", section(out, "Modal state"), `"confirm" dialog with message "Remove it?"`)
	s.ok("browser_handle_dialog", map[string]any{"accept": true})
	return s, snap
}

// A click in an iframe that opens a dialog leaves the watch of the page's
// document for its press (the page answers nothing while the dialog is
// open): the agent's next click, in that document, reaches its button.
func TestClickAfterADialogAFrameOpened(t *testing.T) {
	s, snap := confirmInAFrame(t)
	s.ok("browser_click", map[string]any{"element": "Next", "target": ref(t, snap, `button "Next"`)})
	s.waitEval(`() => out.textContent`, `"removed, next"`)
}

// Once the agent answered a dialog that a click in an iframe opened, the
// person's own click in the page holding the iframe reaches it: the watch
// the agent's click armed there, for a press that might not go into the
// iframe, ends with the dialog (the page ran none of its timers while the
// dialog was open).
func TestAPersonsClickAfterADialogAFrameOpened(t *testing.T) {
	s, _ := confirmInAFrame(t)

	// The person clicks Next, over a connection of their own.
	ctx := testCtx(t)
	conn, err := host.Client().Dial(ctx, host.Targets[0].ID)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	var at struct {
		Result struct {
			Value struct{ X, Y float64 } `json:"value"`
		} `json:"result"`
	}
	if err := conn.Call(ctx, "Runtime.evaluate", map[string]any{
		"expression":    `(() => { const r = document.getElementById('next').getBoundingClientRect(); return {X: r.x + r.width / 2, Y: r.y + r.height / 2}; })()`,
		"returnByValue": true,
	}, &at); err != nil {
		t.Fatal(err)
	}
	for _, typ := range []string{"mousePressed", "mouseReleased"} {
		if err := conn.Call(ctx, "Input.dispatchMouseEvent", map[string]any{
			"type": typ, "x": at.Result.Value.X, "y": at.Result.Value.Y, "button": "left", "clickCount": 1,
		}, nil); err != nil {
			t.Fatal(err)
		}
	}
	s.waitEval(`() => out.textContent`, `"removed, next"`)
}

// Answering a dialog that a click in an iframe opened, when the page opens
// another at once, answers at once: ending the press watches the click
// left in the page holding the iframe gives up when the page is blocked
// by the next dialog.
func TestAnsweringADialogAFrameOpenedWhenAnotherFollows(t *testing.T) {
	s := newSession(t, mcpserver.Options{ToolTimeout: firstContactTimeout})
	t.Cleanup(func() { s.call("browser_handle_dialog", map[string]any{"accept": true}) })
	snap := section(s.open("frame-confirm-alert.html"), "Snapshot")
	out := s.ok("browser_click", map[string]any{"element": "Remove", "target": ref(t, snap, `button "Remove"`)})
	mustContain(t, "the click on Remove", section(out, "Modal state"), `"confirm" dialog with message "Remove it?"`)
	out, isErr, took := s.timed("browser_handle_dialog", map[string]any{"accept": true})
	if isErr || took > 900*time.Millisecond {
		t.Fatalf("answering the confirm, which the page follows with an alert, took %v (error %v):\n%s\nwant an answer at once", took, isErr, out)
	}
	mustContain(t, "the answer to the confirm", out, `"alert" dialog with message "Removed"`)
}

// A key sent to a field in an iframe (this site's, and another's, in a
// process of its own) waits for the timer its frame set in answer, as a
// key in the page's own field does: the list the filter shows once it
// fired.
func TestKeyInAFrameWaitsForItsTimers(t *testing.T) {
	s := newSession(t, mcpserver.Options{})
	for _, src := range []string{"debounced-filter.html", strings.Replace(cross.URL, "127.0.0.1", "localhost", 1) + "/debounced-filter.html"} {
		snap := section(s.ok("browser_navigate", map[string]any{"url": pages.URL + "/frame-filter.html?src=" + src}), "Snapshot")
		for end := time.Now().Add(10 * time.Second); !strings.Contains(snap, `textbox "Filter people"`) && time.Now().Before(end); {
			snap = section(s.ok("browser_snapshot", nil), "Snapshot")
		}
		s.ok("browser_click", map[string]any{"element": "Filter people", "target": ref(t, snap, `textbox "Filter people"`)})
		if out := s.ok("browser_press_key", map[string]any{"key": "x"}); !strings.Contains(out, "Showing 0 people") {
			t.Fatalf("after pressing x in the filter of the frame from %s:\n%s\nwant the list the filter showed once its timer fired", src, out)
		}
	}
}

// A loading bar drawn on a canvas, whose size and style the page sets
// every frame as it fills and fades, is not the page still changing: the
// click answers with what it showed, not once the bar is gone (or the
// quiet's bound).
func TestClickDoesNotWaitForACanvasLoadingBar(t *testing.T) {
	s := newSession(t, mcpserver.Options{})
	snap := section(s.open("topbar.html"), "Snapshot")
	out := s.ok("browser_click", map[string]any{"element": "Load", "target": ref(t, snap, `button "Load"`)})
	if !strings.Contains(out, "Sourdough for beginners") || strings.Contains(out, "Late note") {
		t.Fatalf("after the click that shows the posts and a loading bar on a canvas:\n%s\nwant the posts, answered before the note the page adds a second later", out)
	}
}

// A filter whose debounced answer fades the rows out and removes them on
// a timer of its own (a data grid's) answers the typing once the rows
// have gone: the timers a fired timer set in turn are waited for too.
func TestTypingWaitsForTheTimersItsDebounceSet(t *testing.T) {
	s := newSession(t, mcpserver.Options{})
	snap := section(s.open("fading-filter.html"), "Snapshot")
	out := s.ok("browser_type", map[string]any{"element": "Filter by city", "target": ref(t, snap, `textbox "Filter by city"`), "text": "Lisbon"})
	if !strings.Contains(out, "Showing 3 people") {
		t.Fatalf("after typing a city into the filter:\n%s\nwant the filtered list (Showing 3 people), as it is once its rows have faded out and gone", out)
	}
}

// On a page of more frames than a key watches the timers of (a
// dashboard's widgets), the frame the agent clicked into is among them:
// each key's debounce in it is waited for.
func TestKeyAmongManyFramesWaitsForTheFocusedFramesTimers(t *testing.T) {
	s := newSession(t, mcpserver.Options{})
	snap := section(s.ok("browser_navigate", map[string]any{"url": pages.URL + "/frame-filter.html?others=30&src=debounced-filter.html"}), "Snapshot")
	for end := time.Now().Add(10 * time.Second); !strings.Contains(snap, `textbox "Filter people"`) && time.Now().Before(end); {
		snap = section(s.ok("browser_snapshot", nil), "Snapshot")
	}
	s.ok("browser_click", map[string]any{"element": "Filter people", "target": ref(t, snap, `textbox "Filter people"`)})
	// Each key has 15 chances in 31 of being watched when the frames are
	// taken in no order: four keys tell.
	for _, k := range []struct{ key, want string }{{"a", "Showing 4 people"}, {"d", "Showing 2 people"}, {"a", "Showing 1 person"}, {"x", "Showing 0 people"}} {
		if out := s.ok("browser_press_key", map[string]any{"key": k.key}); !strings.Contains(out, k.want) {
			t.Fatalf("after pressing %s in the filter of one frame among 31:\n%s\nwant %q, the list the filter showed once its timer fired", k.key, out, k.want)
		}
	}
}

// A dialog the page opens while a click waits for the popup holding its
// element to fade in ends the wait: the click answers at once with the
// dialog, which the agent answers next, and is not left waiting out the
// fade nor made behind the dialog.
func TestDialogDuringAClicksWaitForAFade(t *testing.T) {
	s := newSession(t, mcpserver.Options{ToolTimeout: firstContactTimeout})
	t.Cleanup(func() { s.call("browser_handle_dialog", map[string]any{"accept": true}) })
	snap := section(s.open("fade-dialog.html"), "Snapshot")
	out := s.ok("browser_click", map[string]any{"element": "Clear search history", "target": ref(t, snap, `button "Clear search history"`)})
	clear := ref(t, out, `button "Clear all"`)
	out, isErr, took := s.timed("browser_click", map[string]any{"element": "Clear all", "target": clear})
	// The bound tells "answered at the dialog" from "waited out the fade
	// (3 s), or the tool's timeout".
	if isErr || took > 2500*time.Millisecond {
		t.Fatalf("the click during the popover's fade, when the page asked a question, took %v (error %v):\n%s\nwant the dialog at once", took, isErr, out)
	}
	mustContain(t, "the click during the popover's fade", section(out, "Modal state"), `"confirm" dialog with message "Your session ends soon. Stay signed in?"`)
	mustContain(t, "the click during the popover's fade", section(out, "Result"), "before browser_click acted: it was not done")
	s.ok("browser_handle_dialog", map[string]any{"accept": true})
	if got := s.eval(`() => document.getElementById('cleared').textContent`); got != `"nothing cleared"` {
		t.Fatalf("after the click that the dialog came before: the page says %s; want nothing cleared (the response said the click was not done)", got)
	}
	out = s.ok("browser_click", map[string]any{"element": "Clear all", "target": clear})
	mustContain(t, "the click again, once the dialog was answered", out, "cleared")
}

// An action that starts an animated scroll (a key's, or a smooth one the
// page asks for) is not done while the page scrolls: a virtualised list
// renders the rows of where it scrolled to only once there, and a quiet
// DOM in the meantime is no answer.
func TestActionWaitsForTheScrollItStarted(t *testing.T) {
	s := newSession(t, mcpserver.Options{})
	snap := section(s.open("smooth-scroll.html"), "Snapshot")
	out := s.ok("browser_click", map[string]any{"element": "Go to the end", "target": ref(t, snap, `button "Go to the end"`)})
	if !strings.Contains(out, "At the end") {
		t.Fatalf("after the click that scrolls the list to its end, smoothly:\n%s\nwant the page's answer once the scroll arrived", out)
	}
}

// A key whose scroll the browser animates (End in a long list) is not
// done while the list scrolls, though the page asked for no smooth
// scrolling.
func TestKeyWaitsForItsScroll(t *testing.T) {
	s := newSession(t, mcpserver.Options{})
	snap := section(s.open("key-scroll.html"), "Snapshot")
	s.ok("browser_click", map[string]any{"element": "Rows", "target": ref(t, snap, `"Rows"`)})
	if out := s.ok("browser_press_key", map[string]any{"key": "End"}); !strings.Contains(out, "At the end") {
		t.Fatalf("after End in the list:\n%s\nwant the page's answer once the scroll arrived", out)
	}
}

// The same in a web component's shadow root, where the list's scroll
// events do not reach the document: the focus is in that root, and the
// scroll is heard there.
func TestKeyWaitsForItsScrollInAShadowRoot(t *testing.T) {
	s := newSession(t, mcpserver.Options{})
	snap := section(s.open("key-scroll-shadow.html"), "Snapshot")
	s.ok("browser_click", map[string]any{"element": "Rows", "target": ref(t, snap, `"Rows"`)})
	if out := s.ok("browser_press_key", map[string]any{"key": "End"}); !strings.Contains(out, "At the end") {
		t.Fatalf("after End in the list in a shadow root:\n%s\nwant the page's answer once the scroll arrived", out)
	}
}

// Typing into a field whose page answers it after a timer (a search
// field's debounce: the list filters 250 ms after the last key) shows the
// list filtered, as the person sees it a moment after typing; the agent's
// next click would otherwise go to a row the filter is about to move. The
// page's timer functions are its own again after it.
func TestTypingWaitsForTheFilterItsTimerRuns(t *testing.T) {
	s := newSession(t, mcpserver.Options{})
	snap := section(s.open("debounced-filter.html"), "Snapshot")
	box := ref(t, snap, `textbox "Filter people"`)
	for _, slowly := range []bool{false, true} {
		out := s.ok("browser_type", map[string]any{"element": "Filter people", "target": box, "text": "pri", "slowly": slowly})
		if !strings.Contains(out, "Showing 1 person") {
			t.Fatalf("after typing into the filter (slowly: %v):\n%s\nwant the list the filter showed once its timer fired", slowly, out)
		}
		if got := s.eval(`() => window.timersRestored()`); got != "true" {
			t.Fatalf("the page's timer functions after the typing: restored %s, want true", got)
		}
		s.ok("browser_type", map[string]any{"element": "Filter people", "target": box, "text": ""})
	}
	if out := s.ok("browser_press_key", map[string]any{"key": "x"}); !strings.Contains(out, "Showing 0 people") {
		t.Fatalf("after pressing x in the filter:\n%s\nwant the list the filter showed once its timer fired", out)
	}
	if got := s.eval(`() => window.timersRestored()`); got != "true" {
		t.Fatalf("the page's timer functions after the key: restored %s, want true", got)
	}
	// Nor those of a page that answered the typing already.
	out := s.ok("browser_type", map[string]any{"element": "Command", "target": ref(t, snap, `textbox "Command"`), "text": "dark"})
	if !strings.Contains(out, "[removed]") && !strings.Contains(out, "Open file") || strings.Contains(out, "Announced") {
		t.Fatalf("after typing into the command field:\n%s\nwant the list it filtered at once, without waiting for its later timer", out)
	}
	if got := s.eval(`() => window.timersRestored()`); got != "true" {
		t.Fatalf("the page's timer functions after a typing it answered at once: restored %s, want true", got)
	}
	// Its later timer fires before the next typing begins: a change it
	// made then would be that typing's page answering already.
	s.waitEval(`() => document.getElementById('announced').textContent.startsWith('Announced')`, "true")
	// A menu's typeahead answers with the focus on the item: its timer
	// that forgets the letters is not waited for.
	s.ok("browser_click", map[string]any{"element": "Cut", "target": ref(t, snap, `menuitem "Cut"`)})
	if out := s.ok("browser_press_key", map[string]any{"key": "p"}); !strings.Contains(out, `menuitem "Paste" [focused]`) || s.eval(`() => window.typeahead`) != `"pending"` {
		t.Fatalf("after pressing p in the menu (its timer: %s):\n%s\nwant Paste focused at once, without waiting for the timer that forgets the letter", s.eval(`() => window.typeahead`), out)
	}
	// A dialog the page opens while the typing waits for its timers ends
	// the wait at once.
	// (The window is shared with the tests after this one: the alert is
	// answered even when the check fails.)
	defer s.call("browser_handle_dialog", map[string]any{"accept": true})
	out, isErr, took := s.timed("browser_type", map[string]any{"element": "Coupon", "target": ref(t, snap, `textbox "Coupon"`), "text": "SPRING"})
	if isErr || took > 800*time.Millisecond || !strings.Contains(out, `"alert" dialog with message "Coupon expired"`) {
		t.Fatalf("typing into the coupon field took %v (error %v):\n%s\nwant the alert once it came (100 ms), not after the page's 950 ms timer", took, isErr, out)
	}
	s.ok("browser_handle_dialog", map[string]any{"accept": true})
	// An editor's own timers are not waited for.
	if out := s.ok("browser_type", map[string]any{"element": "Notes", "target": ref(t, snap, `textbox "Notes"`), "text": "Call Ada"}); strings.Contains(out, "Notes checked") {
		t.Fatalf("after typing into the editor:\n%s\nwant the answer without waiting for the editor's timer", out)
	}
}
