package page

import (
	"context"

	cdpproto "github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/page"
)

// File chooser interception is on only while an agent's action may open a
// chooser, and while one it opened waits for browser_file_upload: held for a
// whole attach, it would leave the person's own file pickers opening nothing
// while an agent is connected. Only one DevTools client of a webContents may
// intercept; when another holds it, chooserErr says so and a chooser the
// action opens is the person's to handle.

// interceptChoosers turns file chooser interception on or off in the page and
// its out-of-process frames.
func (p *Page) interceptChoosers(ctx context.Context, on bool) {
	ctx, cancel := context.WithTimeout(ctx, callTimeout)
	defer cancel()
	for i, s := range append([]cdpproto.Session{p.conn}, p.frameSessions()...) {
		err := s.Call(ctx, page.SetInterceptFileChooserDialog.Method, page.SetInterceptFileChooserDialogParams{Enabled: on}, nil)
		if i == 0 && on {
			p.mu.Lock()
			p.chooserErr = err
			p.mu.Unlock()
		}
	}
}

// stopIntercepting turns interception off, unless a chooser the action
// opened waits for the agent. A crashed renderer answers nothing and keeps
// nothing (the next action turns interception on again), so a crash, before
// or during the call, ends it at once instead of at callTimeout.
func (p *Page) stopIntercepting(ctx context.Context) {
	if p.FileChooser() != nil || p.Err() != nil || p.Crashed() {
		return
	}
	ctx, cancel := p.Guard(context.WithoutCancel(ctx))
	defer cancel()
	p.interceptChoosers(ctx, false)
}
