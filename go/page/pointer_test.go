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
