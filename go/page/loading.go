package page

import (
	"context"
	"fmt"
	"time"
)

// An application that loads its data by script once its page has loaded
// (a flow editor fetching its settings, then its node types, then its
// flows, one after the other, each as the last one came in) is not usable
// until that chain ends: a navigation waits while the new document keeps
// fetching — an XHR or fetch in flight (for requestTimeout at most: longer
// ones are polls that hang), or one that ended less than loadingGap ago —
// and its DOM is still changing, loadingMax after its load at most. A page
// whose scripts fetch nothing is not held at all, nor by a poll (the same
// resource asked for again and again: see observe.Network.Fetching).
const (
	loadingGap = 300 * time.Millisecond
	loadingMax = 10 * time.Second
)

// awaitLoading waits, after a navigation's load, for the data requests
// made since mark (the network's count when the action began) to stop
// coming, and for the DOM to go quiet after them. It returns a note when
// loadingMax ran out first; stop ends it at once (a dialog, a crash, a
// new navigation).
func (p *Page) awaitLoading(ctx context.Context, mark int, stop func() bool) []string {
	end := time.Now().Add(loadingMax)
	for {
		pending, last := p.net.Fetching(mark, requestTimeout)
		idle := time.Since(last)
		if pending == 0 && idle >= loadingGap {
			return nil
		}
		if time.Now().After(end) {
			return []string{fmt.Sprintf("the page was still fetching data %s after it loaded; what is shown may still change — use browser_wait_for or browser_snapshot to check", loadingMax)}
		}
		wait := loadingGap - idle
		if pending > 0 || wait <= 0 {
			wait = loadingGap
		}
		wctx, cancel := context.WithTimeout(ctx, min(wait, time.Until(end)+time.Millisecond))
		// Wakes for any change of the page (a request's end among them),
		// a stop, or the time that makes the last request old enough.
		stopped := p.waitFor(wctx, stop)
		cancel()
		if stopped || ctx.Err() != nil {
			return nil
		}
		if pending, _ := p.net.Fetching(mark, requestTimeout); pending == 0 && !p.quiet(ctx, false, false) {
			return nil // interrupted: settle's caller sees why
		}
	}
}
