package page

import (
	"context"
	"time"

	"github.com/electron-mcp/electron-mcp/go/page/inpage"
)

// busyWait bounds how long an action waits for a busy state it brought up
// (a spinner, a progress bar with no value, aria-busy) to end: the page is
// still doing what the action asked, from a timer or a slow answer that
// the request and quiet waits do not see. A busy state the page showed
// before the action is not the action's, and is not waited for.
const busyWait = 2 * time.Second

// What an action's busy state is (inpage/busy.js): noteBusy, called as
// a click is armed and as a typing begins, notes what shows already;
// jsBusyEnds (ms) resolves whether what came since ended within ms.
var jsBusyEnds = inpage.Func("busyEnds")

// busyEnded waits, after an action on el settled, for a busy state it
// brought up to end, and settles again when it did; after an action that
// navigated, for what the new page says it is still doing (loadingEnded).
// A dialog the action opened ends it at once: the page answers nothing
// while one is open.
func (p *Page) busyEnded(ctx context.Context, el *Element, s Settled) Settled {
	if p.Modal() != nil {
		return s
	}
	if s.Navigated {
		return p.loadingEnded(ctx, s)
	}
	return p.settleIfLater(ctx, el, s, jsBusyEnds, busyWait)
}

// jsLoadingEnds (ms) resolves whether the texts that say the main frame's
// document is still at work went within ms (inpage/busy.js: loadingEnds).
var jsLoadingEnds = inpage.Expr("loadingEnds")

// loadingEnded waits, after a navigation settled, for the texts that say
// the page is still at work as it starts ("Initializing the connection to
// the local database…", "Loading…": a single-page app that starts its
// database or fetches its data after the load) to go, busyWait at most,
// and settles again when they did: the answer shows the page the person
// waits for, not its loading line.
func (p *Page) loadingEnded(ctx context.Context, s Settled) Settled {
	if p.Modal() != nil {
		return s
	}
	var gone bool
	wctx, cancel := context.WithTimeout(ctx, busyWait+time.Second)
	defer cancel()
	m := p.mark()
	if err := p.evalInWorld(wctx, jsLoadingEnds.Call(int(busyWait/time.Millisecond)), &gone); err != nil || !gone {
		return s
	}
	return p.settleAgain(ctx, s, m)
}
