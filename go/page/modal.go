package page

import (
	"context"
	"encoding/base64"
	"errors"
	"fmt"
	"strings"
	"unicode/utf8"

	cdpproto "github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/dom"
	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/cdproto/page"
)

// ErrDialogOpened is the cause of a context that UntilDialog ended.
var ErrDialogOpened = errors.New("page: a JavaScript dialog opened")

// UntilDialog returns a context that ends, with cause ErrDialogOpened, when
// a JavaScript dialog opens (one already open does not count). While a
// dialog is open the renderer is blocked: Runtime.evaluate, input events and
// most other calls do not answer until it is handled, so whatever a tool
// waits for must give up when one opens.
func (p *Page) UntilDialog(ctx context.Context) (context.Context, context.CancelFunc) {
	p.mu.Lock()
	open := p.dialog
	p.mu.Unlock()
	ctx, cancel := context.WithCancelCause(ctx)
	go func() {
		if p.waitFor(ctx, func() bool { return p.dialog != nil && p.dialog != open }) {
			cancel(ErrDialogOpened)
		}
	}()
	return ctx, func() { cancel(context.Canceled) }
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
	err := p.conn.Call(ctx, page.HandleJavaScriptDialog.Method, page.HandleJavaScriptDialogParams{Accept: accept, PromptText: promptText}, nil)
	if err != nil && !strings.Contains(err.Error(), "No dialog is showing") {
		return *d, Settled{}, fmt.Errorf("page: handling the dialog: %w", err)
	}
	p.mu.Lock()
	if p.dialog == d {
		// javascriptDialogClosed may still be on its way; the dialog is gone.
		p.dialog = nil
		p.notify()
	}
	p.mu.Unlock()
	return *d, p.settle(ctx, m), nil
}

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
		return Settled{}, actionErrorf("the file chooser did not come from a file input; it cannot be filled")
	}
	if paths == nil {
		paths = []string{}
	}
	err := fc.session.Call(ctx, dom.SetFileInputFiles.Method, dom.SetFileInputFilesParams{Files: paths, BackendNodeID: fc.BackendNodeID}, nil)
	clear()
	if err != nil {
		return Settled{}, fmt.Errorf("page: setting the files: %w", err)
	}
	if len(paths) == 0 {
		// Setting no files does not tell the page; a person's cancel fires
		// the input's cancel event.
		if obj, rerr := cdpproto.Call(ctx, fc.session, dom.ResolveNode, dom.ResolveNodeParams{BackendNodeID: fc.BackendNodeID}); rerr == nil {
			el := &Element{Object: obj.Object.ObjectID, sess: fc.session}
			_ = el.call(ctx, `function() { this.dispatchEvent(new Event('cancel', {bubbles: true})); }`, nil)
		}
	}
	return p.settle(ctx, m), nil
}

// maxBodyChars bounds a body shown to the agent.
const maxBodyChars = 50000

// RequestBody fetches a request's body (posted data) or its response body.
func (p *Page) RequestBody(ctx context.Context, r Request, response bool) (string, error) {
	sess := p.sessionFor(r.session)
	if !response {
		if !r.HasPostData {
			return "", actionErrorf("request %d has no body", r.Index)
		}
		var res struct {
			PostData      string `json:"postData"`
			Base64encoded bool   `json:"base64Encoded"`
		}
		// Decoded by hand: cdproto's []byte field reads plain text as base64.
		err := sess.Call(ctx, network.GetRequestPostData.Method, network.GetRequestPostDataParams{RequestID: r.id}, &res)
		if err != nil {
			return "", actionErrorf("the body of request %d is no longer available (%v)", r.Index, err)
		}
		return clip(res.PostData, res.Base64encoded), nil
	}
	if !r.Finished {
		return "", actionErrorf("request %d has not finished yet", r.Index)
	}
	if r.Failed != "" {
		return "", actionErrorf("request %d failed (%s): it has no response body", r.Index, r.Failed)
	}
	var res struct {
		Body          string `json:"body"`
		Base64encoded bool   `json:"base64Encoded"`
	}
	err := sess.Call(ctx, network.GetResponseBody.Method, network.GetResponseBodyParams{RequestID: r.id}, &res)
	if err != nil {
		return "", actionErrorf("the response body of request %d is not available (%v); it may have been evicted or been a redirect", r.Index, err)
	}
	return clip(res.Body, res.Base64encoded), nil
}

func clip(body string, b64 bool) string {
	if b64 {
		raw, err := base64.StdEncoding.DecodeString(body)
		if err != nil || !utf8.Valid(raw) {
			return fmt.Sprintf("(binary, %d bytes)", base64.StdEncoding.DecodedLen(len(body)))
		}
		body = string(raw)
	}
	if len(body) > maxBodyChars {
		return body[:maxBodyChars] + fmt.Sprintf("\n… (truncated: %d characters in all)", len(body))
	}
	return body
}
