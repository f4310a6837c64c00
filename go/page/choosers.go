package page

import (
	"context"

	cdpproto "github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/page"

	"github.com/electron-mcp/electron-mcp/go/cdp"
)

// File chooser interception is on only while an agent's action may open a
// chooser, and while one it opened waits for browser_file_upload: held for a
// whole attach, it would leave the person's own file pickers opening nothing
// while an agent is connected. Only one DevTools client of a webContents may
// intercept; when another holds it, a chooser the action opens is the
// person's to handle.

// interceptChoosers turns file chooser interception on or off in the page and
// its out-of-process frames. The commands go out at once and what the
// caller sends next reaches the browser after them (an action's press);
// the wait it returns collects their answers.
func (p *Page) interceptChoosers(ctx context.Context, on bool) (wait func()) {
	ctx, cancel := context.WithTimeout(ctx, callTimeout)
	var waits []func(context.Context, any) error
	for _, s := range append([]cdpproto.Session{p.conn}, p.frameSessions()...) {
		waits = append(waits, cdp.Start(ctx, s, page.SetInterceptFileChooserDialog.Method, page.SetInterceptFileChooserDialogParams{Enabled: on}))
	}
	return func() {
		defer cancel()
		for _, w := range waits {
			_ = w(ctx, nil)
		}
	}
}

// stopIntercepting turns interception off, unless a chooser the action
// opened waits for the agent. A crashed renderer answers nothing and keeps
// nothing (the next action turns interception on again), so a crash, before
// or during the call, ends it at once instead of at callTimeout.
//
// The answers are waited for: when the action returns, a chooser the person
// opens (through the app, not this connection) is theirs. But not past the
// call's own end (ctx: a hung page answers nothing), nor while a JavaScript
// dialog is open (the page answers once it is handled, and no chooser can
// open before): then they are collected in the background, and what the
// agent sends next still reaches the browser after them.
func (p *Page) stopIntercepting(ctx context.Context) {
	if p.FileChooser() != nil || p.Err() != nil || p.Crashed() {
		return
	}
	bg, cancel := p.Guard(context.WithoutCancel(ctx))
	wait := p.interceptChoosers(bg, false)
	done := make(chan struct{})
	go func() {
		defer close(done)
		defer cancel()
		wait()
	}()
	wctx, stop := p.WhileNoDialog(ctx)
	defer stop()
	select {
	case <-done:
	case <-wctx.Done():
	}
}
