package mcpserver_test

import (
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/electron-mcp/electron-mcp/go/mcpserver"
)

// A wheel picker's column (Ionic's) has the slider role and holds a button
// for each value, which a person clicks: the buttons keep their lines and
// refs, where a slider's children are otherwise presentational (its thumb
// and track stay out).
func TestSliderOfButtonsKeepsThem(t *testing.T) {
	s := newSession(t, mcpserver.Options{})
	var opts strings.Builder
	for _, m := range []string{"0", "5", "10", "15", "20", "25"} {
		opts.WriteString(`<button data-v=` + m + `>` + m + ` min</button>`)
	}
	page := `<meta charset=utf-8><title>Timer</title>` +
		`<div id=col role=slider tabindex=0 aria-label=Minutes aria-valuemin=0 aria-valuemax=25 aria-valuenow=5 aria-valuetext="5 min" style="display:flex;flex-direction:column;width:8em">` + opts.String() + `</div>` +
		`<div role=slider tabindex=0 aria-label=Volume aria-valuenow=3 style="width:10em;height:1em;position:relative;cursor:pointer"><span style="position:absolute;left:30%;width:1em;height:1em;background:#333;cursor:grab"></span><span>3</span></div>` +
		`<script>col.addEventListener('click', e => { const b = e.target.closest('button'); if (b) { col.setAttribute('aria-valuenow', b.dataset.v); col.setAttribute('aria-valuetext', b.textContent); } })</script>`
	out := s.ok("browser_navigate", map[string]any{"url": "data:text/html," + url.PathEscape(page)})
	snap := section(out, "Snapshot")
	if strings.Contains(snap, "- text: 3") || strings.Count(snap, "\n") > 12 {
		t.Errorf("the volume slider's thumb and text show, or more than its line:\n%s", snap)
	}
	b := ref(t, snap, `button "25 min"`)
	out = s.ok("browser_click", map[string]any{"target": b})
	if !strings.Contains(out, `slider "Minutes"`) || !strings.Contains(out, "25 min") {
		t.Errorf("after clicking 25 min:\n%s", out)
	}
}

// A splitter (a separator that takes the focus) is dragged to a place the
// page names by its headings: they get refs on its page, to drag it to.
func TestSplitterDraggedToAHeading(t *testing.T) {
	s := newSession(t, mcpserver.Options{})
	page := `<meta charset=utf-8><title>Notes</title><style>body{margin:0} #wrap{display:flex;width:600px;height:300px}</style>` +
		`<h1 style="text-align:center;width:600px;margin:0">Trip to Porto</h1>` +
		`<div id=wrap><div id=list style="width:200px;overflow:hidden"><ul><li>Groceries</li><li>Ideas</li></ul></div>` +
		`<div id=bar role=separator tabindex=0 aria-label=Resize aria-valuenow=25 style="width:8px;cursor:col-resize;background:#999"></div>` +
		`<article style="flex:1">Train on Friday.</article></div><p id=out>list 200px</p>` +
		`<script>let on = false; bar.addEventListener('pointerdown', e => { on = true; bar.setPointerCapture(e.pointerId); });` +
		`bar.addEventListener('pointermove', e => { if (on) list.style.width = Math.round(e.clientX - 4) + 'px'; });` +
		`bar.addEventListener('pointerup', () => { on = false; out.textContent = 'list ' + list.style.width; });</script>`
	out := s.ok("browser_navigate", map[string]any{"url": "data:text/html," + url.PathEscape(page)})
	snap := section(out, "Snapshot")
	h := ref(t, snap, `heading "Trip to Porto"`)
	bar := ref(t, snap, `separator "Resize"`)
	s.ok("browser_drag", map[string]any{"startElement": "separator", "startTarget": bar, "endElement": "heading", "endTarget": h})
	if got := s.eval(`() => document.getElementById('out').textContent`); got != `"list 296px"` {
		t.Errorf("after dragging the splitter to the heading: %s, want \"list 296px\" (the heading's middle)", got)
	}
}

// A carousel whose component scrolls its track smoothly in its shadow
// root, frames after a dot is clicked, and shows the slide once there
// (Shoelace's): the click's response shows the slide.
func TestClickWaitsForACarouselsTrack(t *testing.T) {
	s := newSession(t, mcpserver.Options{})
	page := `<meta charset=utf-8><title>Plans</title><x-carousel></x-carousel><p id=out>Slide 1 shown</p><script>
customElements.define('x-carousel', class extends HTMLElement {
  connectedCallback() {
    const r = this.attachShadow({mode: 'open'});
    r.innerHTML = '<style>.track{display:flex;width:300px;overflow-x:auto;scroll-snap-type:x mandatory}.track div{flex:0 0 300px;height:80px;scroll-snap-align:start}</style>' +
      '<div class=track><div>Free</div><div>Pro</div><div>Team</div></div>' +
      '<button>Go to slide 1</button><button>Go to slide 2</button><button>Go to slide 3</button>';
    const track = r.querySelector('.track');
    r.querySelectorAll('button').forEach((b, i) => b.addEventListener('click', () => {
      let n = 0;
      const later = () => n++ < 3 ? requestAnimationFrame(later) : track.scrollTo({left: i * 300, behavior: 'smooth'});
      requestAnimationFrame(later);
    }));
    track.addEventListener('scrollend', () => { document.getElementById('out').textContent = 'Slide ' + (Math.round(track.scrollLeft / 300) + 1) + ' shown'; });
  }
});
</script>`
	out := s.ok("browser_navigate", map[string]any{"url": "data:text/html," + url.PathEscape(page)})
	dot := ref(t, section(out, "Snapshot"), `button "Go to slide 3"`)
	out = s.ok("browser_click", map[string]any{"target": dot})
	if !strings.Contains(out, "Slide 3 shown") {
		t.Errorf("the click's response does not show the slide it scrolled to:\n%s", out)
	}
}

// A dialog the page opens while a click waits for what it started (here a
// busy list, 2 s at most) ends that wait at once: the page answers nothing
// while it is open. The bound tells an answer from the wait's timeout.
func TestClickWaitingForBusyEndsAtADialog(t *testing.T) {
	s := newSession(t, mcpserver.Options{})
	page := `<meta charset=utf-8><title>Orders</title><button id=b>Load more</button><ul id=l></ul>` +
		`<script>b.onclick = () => { l.setAttribute('aria-busy', 'true'); l.textContent = 'Loading…'; setTimeout(() => confirm('Keep loading?'), 400); }</script>`
	out := s.ok("browser_navigate", map[string]any{"url": "data:text/html," + url.PathEscape(page)})
	b := ref(t, section(out, "Snapshot"), `button "Load more"`)
	start := time.Now()
	out = s.ok("browser_click", map[string]any{"target": b})
	took := time.Since(start)
	// The window is shared with the tests after this one: close it.
	defer s.ok("browser_handle_dialog", map[string]any{"accept": false})
	if !strings.Contains(out, "Keep loading?") {
		t.Fatalf("the click's response does not show the confirm:\n%s", out)
	}
	if took > 1500*time.Millisecond {
		t.Errorf("the click took %s: it waited out the busy list under the dialog", took)
	}
}
