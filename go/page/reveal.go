package page

import (
	"context"
	"time"

	"github.com/electron-mcp/electron-mcp/go/internal/phases"
	"github.com/electron-mcp/electron-mcp/go/page/inpage"
)

// revealWait bounds how long a hover waits for what it opens to show.
const revealWait = 400 * time.Millisecond

// What a hover shows (inpage/reveal.js): jsWatchReveal starts watching
// just before the hover, jsRevealsLater (ms) resolves whether something
// showed after its settle.
var (
	jsWatchReveal  = inpage.Func("watchReveal")
	jsRevealsLater = inpage.Func("revealsLater")
)

// revealed waits, after a hover that showed nothing, for what a listener
// of the element opens a moment later (antd's dropdown after 150 ms, a
// tooltip after its delay), and settles again when it shows: the response
// shows the menu rather than the agent looking again.
func (p *Page) revealed(ctx context.Context, el *Element, s Settled) Settled {
	return p.settleIfLater(ctx, el, s, jsRevealsLater, revealWait)
}

// settleIfLater runs later, a function of el that resolves true when what
// the action shows came after its settle (within wait), and then settles
// again, adding to s.
func (p *Page) settleIfLater(ctx context.Context, el *Element, s Settled, later string, wait time.Duration) Settled {
	var again bool
	wctx, cancel := context.WithTimeout(ctx, wait+time.Second)
	defer cancel()
	if m := p.mark(); el.call(wctx, later, &again, int(wait/time.Millisecond)) == nil && again {
		phases.End(ctx, "later")
		more := p.settle(ctx, m)
		s.Navigated = s.Navigated || more.Navigated
		s.Notes = append(s.Notes, more.Notes...)
	}
	return s
}
