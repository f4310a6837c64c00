package page

import (
	"context"
	"errors"
	"fmt"
	"time"
)

// MaxWait bounds browser_wait_for.
const MaxWait = 60 * time.Second

// jsWaitText resolves when the page's visible text contains (or no longer
// contains) the text, checking on every DOM change; it gives up at the
// timeout and reports whether the condition held.
const jsWaitText = `(text, gone, timeout) => new Promise(resolve => {
	const norm = s => s.replace(/\s+/g, ' ').toLowerCase();
	const want = norm(text);
	const holds = () => {
		const body = document.body ? norm(document.body.innerText || '') : '';
		return gone ? !body.includes(want) : body.includes(want);
	};
	if (holds()) return resolve(true);
	let timer;
	const obs = new MutationObserver(() => { if (holds()) { obs.disconnect(); clearTimeout(timer); resolve(true); } });
	obs.observe(document, {subtree: true, childList: true, characterData: true, attributes: true});
	timer = setTimeout(() => { obs.disconnect(); resolve(holds()); }, timeout);
})`

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
		err := p.evalInWorld(wctx, fmt.Sprintf("(%s)(%s, %t, %d)", jsWaitText, jsonString(want), gone, left.Milliseconds()), &ok)
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
