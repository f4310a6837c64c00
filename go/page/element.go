package page

import (
	"context"
	"errors"
	"fmt"
	"strings"

	cdpproto "github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/dom"
	"github.com/chromedp/cdproto/runtime"

	"github.com/electron-mcp/electron-mcp/go/page/inpage"
	"github.com/electron-mcp/electron-mcp/go/page/refusal"
	"github.com/electron-mcp/electron-mcp/go/snapshot"
)

// ActionError is an error an agent can act on: its text says what happened
// and what to do next.
type ActionError = refusal.Error

func actionErrorf(format string, args ...any) error { return refusal.Errorf(format, args...) }

// Element is a resolved DOM element of the page.
type Element struct {
	Target string // the ref or selector it was resolved from
	Frame  cdpproto.FrameID
	Number int64                  // its snapshot number (see aria/walk.js), 0 when not known yet
	Object runtime.RemoteObjectID // a handle on it, in our isolated world or the page's
	sess   cdpproto.Session       // the session the node lives in (root or an OOPIF)
	oopif  *frame                 // the out-of-process frame it is in, if any
	// measured is what clickPoint last measured for it: its editor's
	// surface, its visible label, or itself.
	measured *Element
	// owners are the iframes that embed its frame, once frameOwners found
	// them all (a click measures where they stand, then watches them).
	owners *[]*Element
}

// clicked is what a click on the element goes to: what clickPoint last
// measured for it, or itself.
func (el *Element) clicked() *Element {
	if el.measured != nil {
		return el.measured
	}
	return el
}

// Resolve finds the element a tool names: a ref from the last snapshot
// (e12, f1e3) or a CSS selector evaluated in the main frame.
func (p *Page) Resolve(ctx context.Context, t string) (*Element, error) {
	t = strings.TrimSpace(t)
	if t == "" {
		return nil, actionErrorf("no target given: pass a ref from the last snapshot (like e12) or a CSS selector")
	}
	if err := p.usable(); err != nil {
		return nil, err
	}
	p.syncRefs()
	var el *Element
	var err error
	if snapshot.IsRef(t) {
		el, err = p.resolveRef(ctx, t)
	} else {
		el, err = p.resolveSelector(ctx, t)
	}
	if err == nil {
		p.shown(ctx, el) // an action's target, when ctx says so (show.go)
	}
	return el, err
}

func (p *Page) resolveRef(ctx context.Context, ref string) (*Element, error) {
	frameID, number, err := p.Refs.Resolve(ref)
	if err != nil {
		if errors.Is(err, snapshot.ErrStaleRef) {
			return nil, actionErrorf("ref %s is stale: the page navigated since that snapshot; call browser_snapshot for fresh refs", ref)
		}
		return nil, actionErrorf("ref %s is not in the last snapshot; call browser_snapshot for fresh refs", ref)
	}
	el := &Element{Target: ref, Frame: frameID, Number: int64(number)}
	el.sess, el.oopif = p.sessionOfFrame(frameID)
	obj, ok, err := p.nodeObject(ctx, el.sess, frameID, el.Number)
	if err != nil {
		return nil, fmt.Errorf("page: finding %s: %w", ref, err)
	}
	if !ok {
		return nil, actionErrorf("element %s is no longer in the page (it was removed or re-rendered); call browser_snapshot for fresh refs", ref)
	}
	el.Object = obj
	return el, nil
}

func (p *Page) resolveSelector(ctx context.Context, sel string) (*Element, error) {
	res, err := cdpproto.Call(ctx, p.conn, runtime.Evaluate, runtime.EvaluateParams{
		Expression: jsQuerySelector.Call(sel),
	})
	if err != nil {
		return nil, fmt.Errorf("page: selector %q: %w", sel, err)
	}
	if res.Result.Type == runtime.RemoteObjectTypeString {
		var msg string
		_ = unmarshal(res.Result.Value, &msg)
		return nil, actionErrorf("%q is neither a ref from the snapshot (like e12) nor a valid CSS selector (%s)", sel, strings.TrimPrefix(msg, "bad selector: "))
	}
	if res.Result.ObjectID == "" {
		return nil, actionErrorf("no element matches selector %q; call browser_snapshot and use a ref", sel)
	}
	return &Element{Target: sel, Frame: p.MainFrame(), Object: res.Result.ObjectID, sess: p.conn}, nil
}

// backend returns the element's backend node id.
func (el *Element) backend(ctx context.Context) (cdpproto.BackendNodeID, error) {
	d, err := cdpproto.Call(ctx, el.sess, dom.DescribeNode, dom.DescribeNodeParams{ObjectID: el.Object})
	if err != nil {
		return 0, err
	}
	return d.Node.BackendNodeID, nil
}

// pageObject returns a handle on the element in the page's own world, where
// the page's JavaScript globals live (browser_evaluate runs there).
func (p *Page) pageObject(ctx context.Context, el *Element) (runtime.RemoteObjectID, error) {
	if el.Number == 0 {
		return el.Object, nil // from a selector: already the page's
	}
	b, err := el.backend(ctx)
	if err != nil {
		return "", err
	}
	res, err := cdpproto.Call(ctx, el.sess, dom.ResolveNode, dom.ResolveNodeParams{BackendNodeID: b})
	if err != nil {
		return "", err
	}
	return res.Object.ObjectID, nil
}

// sessionOfFrame returns the session a frame's nodes live in.
func (p *Page) sessionOfFrame(id cdpproto.FrameID) (cdpproto.Session, *frame) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if f := p.frames[id]; f != nil {
		return f.session, f
	}
	return p.conn, nil
}

// call runs a function on the element and decodes its by-value result.
func (el *Element) call(ctx context.Context, fn string, out any, args ...any) error {
	cargs := make([]*runtime.CallArgument, len(args))
	for i, a := range args {
		b, err := marshal(a)
		if err != nil {
			return err
		}
		cargs[i] = &runtime.CallArgument{Value: b}
	}
	res, err := cdpproto.Call(ctx, el.sess, runtime.CallFunctionOn, runtime.CallFunctionOnParams{
		FunctionDeclaration: fn,
		ObjectID:            el.Object,
		Arguments:           cargs,
		ReturnByValue:       ptr(true),
		AwaitPromise:        ptr(true),
	})
	if err != nil {
		return err
	}
	if res.ExceptionDetails != nil {
		return fmt.Errorf("page: %s", exceptionText(res.ExceptionDetails))
	}
	if out != nil && len(res.Result.Value) > 0 {
		return unmarshal(res.Result.Value, out)
	}
	return nil
}

// Describe returns a short description of the element for messages:
// <button#id.class> "text".
func (el *Element) Describe(ctx context.Context) string {
	var d string
	_ = el.call(ctx, jsDescribe, &d)
	if d == "" {
		return el.Target
	}
	return d
}

// Elements found and named (inpage/describe.js): jsQuerySelector (a
// selector) finds the first match in the main frame, or says why the
// selector is not one; jsDescribe describes an element for messages.
var (
	jsQuerySelector = inpage.Expr("querySelectorOrWhy")
	jsDescribe      = inpage.Func("describe")
)

// RefFor returns the snapshot ref of an element, or "" when no snapshot
// has named it yet.
func (p *Page) RefFor(ctx context.Context, el *Element) string {
	n := el.Number
	if n == 0 {
		b, err := el.backend(ctx)
		if err != nil {
			return ""
		}
		if n, err = p.numberOf(ctx, el.sess, el.Frame, b); err != nil {
			return ""
		}
	}
	ref, _ := p.Refs.RefOf(el.Frame, cdpproto.BackendNodeID(n))
	return ref
}
