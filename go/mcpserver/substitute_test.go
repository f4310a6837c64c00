package mcpserver_test

import (
	"fmt"
	"net/url"
	"testing"

	"github.com/electron-mcp/electron-mcp/go/mcpserver"
)

// A click on a control whose own box is hidden (a custom checkbox: the
// input has no size, its label is styled) clicks its visible label, as a
// person would.
func TestClickHiddenCheckboxClicksItsLabel(t *testing.T) {
	s := newSession(t, mcpserver.Options{})
	out := s.ok("browser_navigate", map[string]any{"url": `data:text/html,<title>Terms</title>` +
		`<input type=checkbox id=c style="position:absolute;width:0;height:0;margin:0;opacity:0">` +
		`<label for=c style="display:inline-block;padding:8px;border:1px solid">Accept terms</label>`})
	box := ref(t, section(out, "Snapshot"), `checkbox "Accept terms"`)
	s.ok("browser_click", map[string]any{"target": box})
	if got := s.eval(`() => document.getElementById('c').checked`); got != "true" {
		t.Errorf("checked = %s, want true", got)
	}
}

// A radio clipped away to a pixel (MUI's Rating: every star's input sits
// at the group's corner, under the first star, with clip: rect(0 0 0 0))
// is clicked through its own label (its star), not refused as covered by
// the first star's.
func TestClickClippedRadioClicksItsLabel(t *testing.T) {
	s := newSession(t, mcpserver.Options{})
	hidden := `style="position:absolute;width:1px;height:1px;margin:-1px;padding:0;border:0;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap"`
	page := `<meta charset=utf-8><title>Rating</title><span style="display:inline-flex;position:relative;font-size:24px">`
	for i, name := range []string{"1 Star", "2 Stars", "3 Stars", "4 Stars", "5 Stars"} {
		page += fmt.Sprintf(`<label for=r%d style="cursor:pointer"><span aria-hidden=true>★</span><span %s>%s</span></label><input type=radio name=stars id=r%d value=%d %s>`, i+1, hidden, name, i+1, i+1, hidden)
	}
	page += `</span><p id=out>none</p><script>document.addEventListener('change', e => out.textContent = e.target.value)</script>`
	out := s.ok("browser_navigate", map[string]any{"url": "data:text/html," + url.PathEscape(page)})
	four := ref(t, section(out, "Snapshot"), `radio "4 Stars"`)
	s.ok("browser_click", map[string]any{"target": four})
	if got := s.eval(`() => document.getElementById('out').textContent`); got != `"4"` {
		t.Errorf("the rating is %s after clicking radio \"4 Stars\", want \"4\"", got)
	}
}

// A range input hidden inside its thumb by a clipped one-pixel wrapper
// (React Aria's VisuallyHidden), its own box left wide across the track:
// a click on the slider lands on the thumb that draws it, as a person's
// does, and is not refused as covered by the track.
func TestClickSliderHiddenInItsThumb(t *testing.T) {
	s := newSession(t, mcpserver.Options{})
	page := `<meta charset=utf-8><title>Guests</title><span id=lbl>Guests</span>` +
		`<div id=track style="position:relative;width:16em;height:1.5em;margin:2em;background:#eee">` +
		`<div id=thumb style="position:absolute;left:10%;top:.75em;width:1.2em;height:1.2em;transform:translate(-50%,-50%);border-radius:50%;background:#36c">` +
		`<div style="position:absolute;width:1px;height:1px;margin:-1px;padding:0;border:0;overflow:hidden;clip:rect(0 0 0 0);clip-path:inset(50%);white-space:nowrap">` +
		`<input id=range type=range min=1 max=8 value=2 aria-labelledby=lbl style="width:8em"></div></div></div>` +
		`<p id=out>untouched</p><script>thumb.addEventListener('pointerdown', e => { e.preventDefault(); range.focus(); out.textContent = 'thumb pressed'; });` +
		`track.addEventListener('pointerdown', e => { if (e.target === track) out.textContent = 'track pressed'; });</script>`
	out := s.ok("browser_navigate", map[string]any{"url": "data:text/html," + url.PathEscape(page)})
	slider := ref(t, section(out, "Snapshot"), `slider "Guests"`)
	s.ok("browser_click", map[string]any{"target": slider})
	if got := s.eval(`() => document.getElementById('out').textContent + ', focused ' + document.activeElement.id`); got != `"thumb pressed, focused range"` {
		t.Errorf("after clicking the slider: %s, want the thumb pressed and the range input focused", got)
	}
}

// A checkbox clipped to a pixel apart from the label that draws it
// (jQuery UI's checkboxradio, in a dialog): its pixel lies over the
// dialog's body, not over anything of its own, so the click goes to its
// label, as a person's does, and does not land on the dialog doing
// nothing.
func TestClickClippedCheckboxInADialogClicksItsLabel(t *testing.T) {
	s := newSession(t, mcpserver.Options{})
	hidden := `style="position:absolute;width:1px;height:1px;margin:-1px;padding:0;border:0;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap"`
	page := `<meta charset=utf-8><title>Archive</title><div role=dialog aria-label=Archive style="position:relative;padding:2em;border:1px solid;width:20em" tabindex=-1>` +
		`<p>Archive INV-1002?</p><label for=c style="display:block;width:10em;padding:4px 8px;border:1px solid;cursor:pointer"><span aria-hidden=true>☐</span> Email a copy</label>` +
		`<div style="margin-top:1em;height:2em"><input type=checkbox id=c ` + hidden + `></div></div><p id=out>no email</p>` +
		`<script>c.addEventListener('change', () => out.textContent = c.checked ? 'email' : 'no email')</script>`
	out := s.ok("browser_navigate", map[string]any{"url": "data:text/html," + url.PathEscape(page)})
	box := ref(t, section(out, "Snapshot"), `checkbox "Email a copy"`)
	s.ok("browser_click", map[string]any{"target": box})
	if got := s.eval(`() => document.getElementById('out').textContent`); got != `"email"` {
		t.Errorf("after clicking the checkbox: %s, want \"email\"", got)
	}
}
