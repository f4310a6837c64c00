package page

import (
	"context"
	"errors"
	"fmt"
	"time"

	cdpproto "github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/dom"
	"github.com/chromedp/cdproto/page"

	"github.com/electron-mcp/electron-mcp/go/cdp"
	"github.com/electron-mcp/electron-mcp/go/page/inpage"
)

// ErrDialogOpened is the cause of a context that UntilDialog ended.
var ErrDialogOpened = errors.New("page: a JavaScript dialog opened")

// ErrNotActed wraps the error of an action a dialog interrupted before it
// acted (a click that waited for its element to stand still, or for the
// popup holding it to fade in, when the page opened the dialog): nothing
// was done, and the agent does it again once the dialog is answered.
var ErrNotActed = errors.New("page: the action was not made")

// UntilDialog returns a context that ends, with cause ErrDialogOpened, when
// a JavaScript dialog opens (one already open does not count). While a
// dialog is open the renderer is blocked: Runtime.evaluate, input events and
// most other calls do not answer until it is handled, so whatever a tool
// waits for must give up when one opens.
func (p *Page) UntilDialog(ctx context.Context) (context.Context, context.CancelFunc) {
	p.mu.Lock()
	open := p.dialog
	p.mu.Unlock()
	return p.untilDialog(ctx, open)
}

// WhileNoDialog is UntilDialog for a wait that cannot be answered while any
// dialog is open, one already open included: it ends at once then.
func (p *Page) WhileNoDialog(ctx context.Context) (context.Context, context.CancelFunc) {
	return p.untilDialog(ctx, nil)
}

// untilDialog ends ctx when a dialog other than open is open.
func (p *Page) untilDialog(ctx context.Context, open *Dialog) (context.Context, context.CancelFunc) {
	ctx, cancel := context.WithCancelCause(ctx)
	go func() {
		for {
			var d *Dialog
			if !p.waitFor(ctx, func() bool { d = p.dialog; return d != nil && d != open }) {
				return
			}
			// One Electron closes by itself does not block the page for long.
			if selfClosing(d) {
				wctx, wcancel := context.WithTimeout(ctx, selfClosingWait)
				closed := p.waitFor(wctx, func() bool { return p.dialog != d })
				wcancel()
				if closed {
					continue
				}
				if ctx.Err() != nil {
					return
				}
			}
			cancel(ErrDialogOpened)
			return
		}
	}()
	return ctx, func() { cancel(context.Canceled) }
}

// selfClosing reports dialogs Electron closes by itself at once: prompt()
// (cancelled unless the app handles it) and beforeunload (no dialog; the
// unload is cancelled unless the app allows it). Real Chrome (--cdp) keeps
// them open for the agent.
func selfClosing(d *Dialog) bool {
	return d != nil && (d.Type == page.DialogTypePrompt || d.Type == page.DialogTypeBeforeunload)
}

// DialogInterrupted reports whether ctx (from UntilDialog) ended because a
// dialog opened.
func DialogInterrupted(ctx context.Context) bool {
	return errors.Is(context.Cause(ctx), ErrDialogOpened)
}

// DialogKind names a dialog type with its article: "an alert", "a confirm".
func DialogKind(t page.DialogType) string {
	switch t {
	case page.DialogTypeAlert:
		return "an alert"
	case page.DialogTypeBeforeunload:
		return "a beforeunload (leave page?)"
	}
	return "a " + string(t)
}

// HandleDialog accepts or dismisses the open JavaScript dialog and settles
// what follows (a confirm often navigates or changes the page).
func (p *Page) HandleDialog(ctx context.Context, accept bool, promptText string) (Dialog, Settled, error) {
	d := p.Dialog()
	if d == nil {
		return Dialog{}, Settled{}, actionErrorf("no dialog is open")
	}
	m := p.mark()
	p.mu.Lock()
	p.answering = d
	p.mu.Unlock()
	defer func() {
		p.mu.Lock()
		p.answering = nil
		p.mu.Unlock()
	}()
	err := p.conn.Call(ctx, page.HandleJavaScriptDialog.Method, page.HandleJavaScriptDialogParams{Accept: accept, PromptText: promptText}, nil)
	if err != nil && !cdp.Failed(err, cdp.NoDialog) {
		return *d, Settled{}, fmt.Errorf("page: handling the dialog: %w", err)
	}
	p.mu.Lock()
	if p.dialog == d {
		// javascriptDialogClosed may still be on its way; the dialog is gone.
		p.dialog = nil
		p.notify()
	}
	watches, after := p.dialogWatches, p.afterDialog
	p.dialogWatches, p.afterDialog = nil, nil
	p.mu.Unlock()
	p.endDialogWatches(ctx, watches, after)
	return *d, p.settle(ctx, m), nil
}

// endDialogWatches ends the press watches a click into an iframe left in
// the documents holding it when its press opened a dialog, now closed,
// and runs what else the dialog kept from ending (after). A dialog that
// opens meanwhile (the page answers nothing then) or ctx ending cuts it
// short: the watches then end by themselves, 2 s after the click (a
// press watch) or 10 s after the typing (a watch of the timers) at most
// once the page runs its timers again.
func (p *Page) endDialogWatches(ctx context.Context, owners []*Element, after []func(context.Context)) {
	if len(owners) == 0 && len(after) == 0 {
		return
	}
	ctx, cancel := context.WithTimeout(ctx, time.Second)
	defer cancel()
	ctx, stop := p.WhileNoDialog(ctx)
	defer stop()
	if len(owners) > 0 {
		p.framePressVerdict(ctx, owners)
	}
	for _, f := range after {
		f(ctx)
	}
}

// jsCancelChooser fires a file input's cancel event (inpage/fill.js).
var jsCancelChooser = inpage.Func("cancelChooser")

// UploadFiles sets the files of the intercepted file chooser; no paths
// cancels it.
func (p *Page) UploadFiles(ctx context.Context, paths []string) (Settled, error) {
	fc := p.FileChooser()
	if fc == nil {
		return Settled{}, actionErrorf("no file chooser is open: click the file input (or the button that opens it) first")
	}
	if fc.Mode == page.FileChooserOpenedModeSelectSingle && len(paths) > 1 {
		return Settled{}, actionErrorf("this file chooser takes one file, not %d", len(paths))
	}
	m := p.mark()
	clear := func() {
		p.mu.Lock()
		if p.fileChooser == fc {
			p.fileChooser = nil
			p.notify()
		}
		p.mu.Unlock()
	}
	if fc.BackendNodeID == 0 {
		clear()
		p.stopIntercepting(ctx)
		return Settled{}, actionErrorf("the file chooser did not come from a file input; it cannot be filled")
	}
	if paths == nil {
		paths = []string{}
	}
	// The timers the page sets in answer to the input's change, as typing
	// waits for them: FilePond takes the files 250 ms after it, "so the
	// OS file select window can move out of the way".
	timers := p.watchTimers(ctx, fc.session, fc.FrameID)
	err := fc.session.Call(ctx, dom.SetFileInputFiles.Method, dom.SetFileInputFilesParams{Files: paths, BackendNodeID: fc.BackendNodeID}, nil)
	clear()
	p.stopIntercepting(ctx)
	if err != nil {
		timers(ctx, true)
		return Settled{}, fmt.Errorf("page: setting the files: %w", err)
	}
	if len(paths) == 0 {
		// Setting no files does not tell the page; a person's cancel fires
		// the input's cancel event.
		if obj, rerr := cdpproto.Call(ctx, fc.session, dom.ResolveNode, dom.ResolveNodeParams{BackendNodeID: fc.BackendNodeID}); rerr == nil {
			el := &Element{Object: obj.Object.ObjectID, sess: fc.session}
			_ = el.call(ctx, jsCancelChooser, nil)
		}
	}
	s := p.settle(ctx, m)
	return p.timersFired(ctx, s, timers(ctx, false), time.Now(), timerWaitMax, timers), nil
}
