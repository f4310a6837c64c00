package page

import "context"

// SettleAfter runs do, which starts something the page cannot see start
// (the app's main process answering the page over IPC, say), and then
// waits for what follows as an action's settle does: a navigation,
// requests, DOM mutations. An error of do is returned as it is, with
// nothing settled.
func (p *Page) SettleAfter(ctx context.Context, do func(context.Context) error) (Settled, error) {
	m := p.mark()
	if err := do(ctx); err != nil {
		return Settled{}, err
	}
	return p.settle(ctx, m), nil
}
