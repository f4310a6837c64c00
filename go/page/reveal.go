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

// hoverRevealed is revealed for a hover whose timers were watched from
// before it (watchHoverTimers): it waits only while a timer the page set
// is still to come, and a moment after it (revealAfterTimer), not the
// whole of revealWait: a hover that set none, or whose timers fired and
// showed nothing, has nothing to show later (MUI X's column header, whose
// menu button shows by CSS, waited 400 ms for nothing). Its timers are
// read again after each wait, for those the last ones set.
func (p *Page) hoverRevealed(ctx context.Context, el *Element, s Settled, timers timersWatch) Settled {
	defer timers(ctx, true)
	deadline := time.Now().Add(revealWait)
	for {
		wait := time.Duration(0)
		if left := timers(ctx, false); left > 0 {
			wait = max(0, min(left+revealAfterTimer, time.Until(deadline)))
		}
		// got: true (something showed), false (nothing more), or
		// "waiting" (nothing yet, the watch goes on).
		var got any
		m := p.mark()
		wctx, cancel := context.WithTimeout(ctx, wait+time.Second)
		err := el.call(wctx, jsRevealsLater, &got, int(wait/time.Millisecond), wait > 0)
		cancel()
		if err != nil || got != "waiting" && got != true {
			return s
		}
		if got == true {
			timers(ctx, true)
			return p.settleAgain(ctx, s, m)
		}
		// Past the deadline, the next call waits no more, and ends the
		// watch.
	}
}

// revealAfterTimer is how long after the last timer a hover's page set is
// due its hover waits for what the timer shows.
const revealAfterTimer = 100 * time.Millisecond

// settleIfLater runs later, a function of el that resolves true when what
// the action shows came after its settle (within wait), and then settles
// again, adding to s.
func (p *Page) settleIfLater(ctx context.Context, el *Element, s Settled, later string, wait time.Duration) Settled {
	var again bool
	wctx, cancel := context.WithTimeout(ctx, wait+time.Second)
	defer cancel()
	if m := p.mark(); el.call(wctx, later, &again, int(wait/time.Millisecond)) == nil && again {
		return p.settleAgain(ctx, s, m)
	}
	return s
}

// settleAgain settles again, from m, after what an action showed late came,
// adding what it saw to s.
func (p *Page) settleAgain(ctx context.Context, s Settled, m mark) Settled {
	phases.End(ctx, "later")
	more := p.settle(ctx, m)
	s.Navigated = s.Navigated || more.Navigated
	s.Notes = append(s.Notes, more.Notes...)
	return s
}
