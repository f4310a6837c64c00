package page

import (
	"context"
	"time"

	"github.com/electron-mcp/electron-mcp/go/page/highlight"
)

// Showing the agent's actions to the person is package highlight's; an
// action says what it met (shown, shownAt, shownDrag), and the caller that
// marked its context with ShowTargets draws it once the action is done.

// DefaultShowFor is how long an action's target stays highlighted.
const DefaultShowFor = highlight.DefaultShowFor

// ShowTargets marks ctx as an action's whose target is shown to the
// person, for d (DefaultShowFor when 0): the last element Resolve found
// with it (or the point or drag of a tool that acts at coordinates). show
// draws it, once: the caller calls it when the action is done.
func ShowTargets(ctx context.Context, d time.Duration) (_ context.Context, show func()) {
	return highlight.ShowTargets(ctx, d)
}

// shown makes el the target ctx's action shows (ShowTargets).
func (p *Page) shown(ctx context.Context, el *Element) {
	if el == nil || el.Object == "" {
		return
	}
	p.overlays.Wish(ctx, highlight.Element(el.sess, el.Object))
}

// shownAt makes a marker at pt of the viewport what ctx's action shows.
func (p *Page) shownAt(ctx context.Context, pt point) {
	p.overlays.Wish(ctx, highlight.At(p.conn, pt.X, pt.Y))
}

// shownDrag makes a drag from a to b what ctx's action shows.
func (p *Page) shownDrag(ctx context.Context, a, b point) {
	p.overlays.Wish(ctx, highlight.Drag(p.conn, a.X, a.Y, b.X, b.Y))
}
