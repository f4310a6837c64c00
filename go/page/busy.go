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
// brought up to end, and settles again when it did. A dialog the action
// opened ends it at once: the page answers nothing while one is open.
func (p *Page) busyEnded(ctx context.Context, el *Element, s Settled) Settled {
	if s.Navigated || p.Modal() != nil {
		return s
	}
	return p.settleIfLater(ctx, el, s, jsBusyEnds, busyWait)
}
