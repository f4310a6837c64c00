package page

import (
	"context"
	"net/url"
	"strings"
	"testing"
	"time"

	cdpproto "github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/cdproto/runtime"
)

// pageElement returns an element of the main frame by a JavaScript
// expression in the page (reaching into closed shadow roots through
// references the page kept).
func pageElement(t *testing.T, ctx context.Context, p *Page, expr string) *Element {
	t.Helper()
	res, err := cdpproto.Call(ctx, p.conn, runtime.Evaluate, runtime.EvaluateParams{Expression: expr})
	if err != nil || res.Result.ObjectID == "" {
		t.Fatalf("%s: %v %+v", expr, err, res)
	}
	return &Element{Target: expr, Frame: p.MainFrame(), Object: res.Result.ObjectID, sess: p.conn}
}

// TestHitTestThroughShadowRoots clicks buttons inside open and closed shadow
// roots whose middle is the host's slotted text: the hit test must not call
// them covered by their own host, and must still see a real overlay.
func TestHitTestThroughShadowRoots(t *testing.T) {
	p, _ := openTestPage(t)
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	for _, mode := range []string{"open", "closed"} {
		if _, err := p.Navigate(ctx, "data:text/html,"+url.PathEscape(strings.ReplaceAll(webComponentsPage, "MODE", mode))); err != nil {
			t.Fatal(err)
		}
		for _, id := range []string{"open", "icon", "nested"} {
			el := pageElement(t, ctx, p, "inner."+id)
			pt, err := p.clickPoint(ctx, el, true)
			if err != nil {
				t.Fatalf("%s root, button %s: %v", mode, id, err)
			}
			if err := p.mouseClick(ctx, pt, input.MouseButtonLeft, 0, false); err != nil {
				t.Fatal(err)
			}
			var log string
			if err := p.evalValue(ctx, `log.textContent`, &log); err != nil || log != "clicked "+id {
				t.Fatalf("%s root, button %s: log = %q, %v", mode, id, log, err)
			}
		}
		// An overlay inside the component's shadow root covers its button.
		el := pageElement(t, ctx, p, "inner.covered")
		if _, err := p.clickPoint(ctx, el, true); err == nil || !strings.Contains(err.Error(), "covered by") {
			t.Errorf("%s root: a button under an overlay in its own shadow root: %v", mode, err)
		}
	}
}

// TestClickWhileThePageScrollsItself: a page that animates its scroll
// frame by frame towards a place (TiddlyWiki moving the window to the
// tiddler it opens) undoes a scroll into view at its next frame; a click
// on a button it is scrolling away from waits for the page to come to
// rest, scrolls again and clicks, instead of calling the button outside
// the visible area.
func TestClickWhileThePageScrollsItself(t *testing.T) {
	p, base := openTestPage(t)
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	if _, err := p.Navigate(ctx, base+"/page/animated-scroll.html"); err != nil {
		t.Fatal(err)
	}
	if _, err := p.Click(ctx, "#jump", ClickOptions{}); err != nil {
		t.Fatal(err)
	}
	if _, err := p.Click(ctx, "#first", ClickOptions{}); err != nil {
		t.Fatalf("clicking a button the page is scrolling away from: %v", err)
	}
	var log string
	if err := p.evalValue(ctx, `document.getElementById('log').textContent`, &log); err != nil || log != "first clicked" {
		t.Fatalf("log = %q, %v; want the button clicked", log, err)
	}
}

const webComponentsPage = `<!doctype html>
<style>my-button { display: inline-block; margin: 8px; }</style>
<my-button id="open">Open dialog</my-button>
<my-button id="icon"><b slot="prefix">*</b>Favourite</my-button>
<my-card><my-button id="nested">Nested</my-button></my-card>
<my-button id="covered" data-veil>Covered</my-button>
<p id="log">none</p>
<script>
  window.inner = {};
  customElements.define('my-button', class extends HTMLElement {
    connectedCallback() {
      const root = this.attachShadow({mode: 'MODE'});
      root.innerHTML = '<button part="base"><span><slot name="prefix"></slot></span><span><slot></slot></span></button>' +
        (this.hasAttribute('data-veil') ? '<div style="position:absolute; inset:0; background:rgba(0,0,0,.3)"></div>' : '');
      if (this.hasAttribute('data-veil')) this.style.position = 'relative';
      const b = root.querySelector('button');
      b.addEventListener('click', () => { log.textContent = 'clicked ' + this.id; });
      inner[this.id] = b;
    }
  });
  customElements.define('my-card', class extends HTMLElement {
    connectedCallback() { this.attachShadow({mode: 'MODE'}).innerHTML = '<div style="border: 1px solid; padding: 10px"><slot></slot></div>'; }
  });
</script>`

// TestDragProbeStillness: over a drop target, the drag rests until the page
// stops rearranging. A class set and put back in one task (dragula hides its
// drag image that way to hit-test under it at every move) and inline style
// (pointer-following) are not rearranging; a class that stays, or a node
// moved, is.
func TestDragProbeStillness(t *testing.T) {
	p, _ := openTestPage(t)
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	page := `<ul><li id="a" class="item">A</li><li id="b" class="item">B</li></ul>`
	if _, err := p.Navigate(ctx, "data:text/html,"+url.PathEscape(page)); err != nil {
		t.Fatal(err)
	}
	probe := p.dragProbe(ctx, pageElement(t, ctx, p, "document.getElementById('a')"), point{})
	if probe == nil {
		t.Fatal("no probe")
	}
	last := func() float64 {
		t.Helper()
		var v float64
		// A round trip after the page's change: its mutation records have
		// been delivered by then (they are a microtask of the change's task).
		if err := probe.call(ctx, `function() { return this.last; }`, &v); err != nil {
			t.Fatal(err)
		}
		return v
	}
	change := func(js string) {
		t.Helper()
		if _, _, err := p.Evaluate(ctx, "() => { "+js+" }", ""); err != nil {
			t.Fatal(err)
		}
	}
	before := last()
	change(`const m = document.getElementById('a'); const c = m.className; m.className += ' gu-hide'; document.elementFromPoint(1, 1); m.className = c; m.style.left = '5px';`)
	if got := last(); got != before {
		t.Errorf("a class put back at once and an inline style counted as the page still moving (last %v → %v)", before, got)
	}
	change(`document.getElementById('a').classList.add('gu-transit');`)
	after := last()
	if after <= before {
		t.Errorf("a class that stayed did not count as the page moving (last %v → %v)", before, after)
	}
	change(`const l = document.querySelector('ul'); l.append(l.firstElementChild);`)
	if got := last(); got <= after {
		t.Errorf("a moved item did not count as the page moving (last %v → %v)", after, got)
	}
}

// A placeholder drawn over a field, in the field's own box (Element Plus's
// select), does not cover it: the click lands on it and goes through the
// box that takes the clicks, as a person's does.
func TestClickThroughAPlaceholderOverAField(t *testing.T) {
	p, base := openTestPage(t)
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	if _, err := p.Navigate(ctx, base+"/page/placeholder-over.html"); err != nil {
		t.Fatal(err)
	}
	if _, err := p.Click(ctx, "#who", ClickOptions{}); err != nil {
		t.Fatalf("the click on the field was refused: %v", err)
	}
	var open string
	if err := p.evalValue(ctx, "document.getElementById('who').getAttribute('aria-expanded')", &open); err != nil {
		t.Fatal(err)
	}
	if open != "true" {
		t.Errorf("the list did not open (aria-expanded %q)", open)
	}
}

// A checkbox that lets the pointer through to the option holding it
// (pointer-events: none, Carbon's multi-select) is clicked where it is,
// and the option takes the click, as the page means: not refused as
// covered by its own option.
func TestClickPassesThroughToItsOwnAncestor(t *testing.T) {
	p, base := openTestPage(t)
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	if _, err := p.Navigate(ctx, base+"/page/passthrough.html"); err != nil {
		t.Fatal(err)
	}
	for _, target := range []string{"#c-sec", "label[for=c-sec]"} {
		if _, err := p.Navigate(ctx, base+"/page/passthrough.html"); err != nil {
			t.Fatal(err)
		}
		if _, err := p.Click(ctx, target, ClickOptions{}); err != nil {
			t.Fatalf("click on %s: %v", target, err)
		}
		var got string
		if err := p.evalValue(ctx, "document.getElementById('out').textContent", &got); err != nil {
			t.Fatal(err)
		}
		if got != "Security notified" {
			t.Errorf("after clicking %s the page says %q, want %q", target, got, "Security notified")
		}
	}
	// A menu that lets nothing through while it opens: its item is
	// clicked once it takes clicks, not through to the page behind it.
	if _, err := p.Click(ctx, "#open", ClickOptions{}); err != nil {
		t.Fatal(err)
	}
	if _, err := p.Click(ctx, "#later", ClickOptions{}); err != nil {
		t.Fatalf("click on the opening menu's item: %v", err)
	}
	var got string
	if err := p.evalValue(ctx, "document.getElementById('out').textContent", &got); err != nil {
		t.Fatal(err)
	}
	if got != "chose Later" {
		t.Errorf("after clicking the opening menu's item the page says %q, want %q", got, "chose Later")
	}
	// The same inside a card that takes clicks, the menu sliding in: not
	// through to the card.
	if _, err := p.Click(ctx, "#more", ClickOptions{}); err != nil {
		t.Fatal(err)
	}
	if _, err := p.Click(ctx, "#archive", ClickOptions{}); err != nil {
		t.Fatalf("click on the card's opening menu's item: %v", err)
	}
	if err := p.evalValue(ctx, "document.getElementById('out').textContent", &got); err != nil {
		t.Fatal(err)
	}
	if got != "archived" {
		t.Errorf("after clicking the card's opening menu's item the page says %q, want %q", got, "archived")
	}
}
