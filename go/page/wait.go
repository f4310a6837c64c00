package page

import (
	"context"
	"errors"
	"time"

	"github.com/electron-mcp/electron-mcp/go/page/inpage"
)

// MaxWait bounds browser_wait_for.
const MaxWait = 60 * time.Second

// jsWaitText resolves whether the page's text came (or went) within the
// timeout (inpage/settle.js: text, gone, timeout in ms).
var jsWaitText = inpage.Expr("waitText")

// WaitFor waits for text to appear or disappear, or for a time to pass.
// A navigation meanwhile restarts the watch in the new document.
func (p *Page) WaitFor(ctx context.Context, text, textGone string, d time.Duration) error {
	if text == "" && textGone == "" {
		if d <= 0 {
			return actionErrorf("pass text, textGone or time")
		}
		if d > MaxWait {
			d = MaxWait
		}
		t := time.NewTimer(d)
		defer t.Stop()
		select {
		case <-t.C:
			return nil
		case <-ctx.Done():
			return ctx.Err()
		}
	}
	if err := p.usable(); err != nil {
		return err
	}
	if text != "" && textGone != "" {
		return actionErrorf("pass either text or textGone, not both")
	}
	timeout := d
	if timeout <= 0 {
		timeout = 10 * time.Second
	}
	if timeout > MaxWait {
		timeout = MaxWait
	}
	want, gone := text, false
	if textGone != "" {
		want, gone = textGone, true
	}
	deadline := time.Now().Add(timeout)
	for {
		left := time.Until(deadline)
		if left <= 0 {
			break
		}
		if m := p.Modal(); m != nil {
			return actionErrorf("a dialog or file chooser opened while waiting; handle it first")
		}
		wctx, cancel := context.WithTimeout(ctx, left+time.Second)
		var ok bool
		err := p.evalInWorld(wctx, jsWaitText.Call(want, gone, left.Milliseconds()), &ok)
		cancel()
		if err == nil && ok {
			return nil
		}
		if err == nil {
			break
		}
		if ctx.Err() != nil {
			return ctx.Err()
		}
		if errors.Is(err, ErrTargetGone) || p.Err() != nil {
			return p.Err()
		}
		// The document changed under us (navigation): look again.
		p.waitFor(wctx, func() bool { return p.dcl })
	}
	if gone {
		return actionErrorf("the text %q was still on the page after %s", want, timeout)
	}
	return actionErrorf("the text %q did not appear within %s", want, timeout)
}
