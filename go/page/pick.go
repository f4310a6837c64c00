package page

import (
	"context"
	"errors"
	"fmt"

	cdpproto "github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/cdp/jsonv2"
	"github.com/chromedp/cdproto/dom"
	"github.com/chromedp/cdproto/overlay"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/cdproto/runtime"

	"github.com/electron-mcp/electron-mcp/go/page/inpage"
	"github.com/electron-mcp/electron-mcp/go/snapshot"
)

// Why a pick ended without an element.
var (
	// ErrPickCancelled: the person pressed Escape.
	ErrPickCancelled = errors.New("page: the person cancelled the pick")
	// ErrPickNavigated: the page navigated while the person was picking.
	ErrPickNavigated = errors.New("page: the page navigated during the pick")
)

// pickHighlight is how inspect mode shows the element under the pointer:
// DevTools' colours, with its tooltip (tag, size, role, name).
var pickHighlight = &overlay.HighlightConfig{
	ShowInfo:              true,
	ShowAccessibilityInfo: true,
	ContentColor:          &cdpproto.RGBA{R: 111, G: 168, B: 220, A: 0.66},
	PaddingColor:          &cdpproto.RGBA{R: 147, G: 196, B: 125, A: 0.55},
	BorderColor:           &cdpproto.RGBA{R: 255, G: 229, B: 153, A: 0.66},
	MarginColor:           &cdpproto.RGBA{R: 246, G: 178, B: 107, A: 0.66},
}

// PickOptions configure Pick.
type PickOptions struct {
	Prompt string // what the person reads at the top of the page
}

// Picked is the element the person pointed at.
type Picked struct {
	Ref         string // its ref, usable by every tool (issued if no snapshot had one)
	Frame       cdpproto.FrameID
	Description string             // <button#save.primary> "Save"
	Box         snapshot.Rect      // in the main frame's viewport, CSS pixels
	Snapshot    *snapshot.Snapshot // the whole page, taken just after
	Line        int                // its line in Snapshot.Lines (or its nearest shown ancestor's); -1 if none
}

// Pick turns on the inspect overlay in every frame of the page, shows the
// prompt, and waits until the person clicks an element. It ends with
// ErrPickCancelled when they press Escape, ErrPickNavigated when the page
// navigates, an ActionError when a dialog opens, ErrTargetGone when the
// webContents goes away, and ctx's error (its cause, when it has one) when
// ctx ends. Whatever ends it, the overlay and the prompt are gone when it
// returns.
func (p *Page) Pick(ctx context.Context, opt PickOptions) (*Picked, error) {
	if err := p.usable(); err != nil {
		return nil, err
	}
	if d := p.Dialog(); d != nil {
		return nil, actionErrorf("%s dialog is open (%q); handle it with browser_handle_dialog first", DialogKind(d.Type), d.Message)
	}
	sessions := []cdpproto.Session{p.conn}
	p.mu.Lock()
	for _, f := range p.frames {
		sessions = append(sessions, f.session)
	}
	startNav := p.navSeq
	p.mu.Unlock()

	type request struct {
		sess   cdpproto.Session
		node   cdpproto.BackendNodeID
		cancel bool
	}
	requests := make(chan request, 16)
	var stops []func()
	defer func() {
		for _, stop := range stops {
			stop()
		}
	}()
	for _, sess := range sessions {
		picks, stopPicks := sess.Subscribe(overlay.InspectNodeRequested.Method)
		cancels, stopCancels := sess.Subscribe(overlay.InspectModeCanceled.Method)
		stops = append(stops, stopPicks, stopCancels)
		go func(sess cdpproto.Session) {
			for {
				select {
				case raw, ok := <-picks:
					if !ok {
						return
					}
					var ev overlay.EventInspectNodeRequested
					if jsonv2.Unmarshal(raw, &ev) == nil {
						select {
						case requests <- request{sess: sess, node: ev.BackendNodeID}:
						default:
						}
					}
				case _, ok := <-cancels:
					if !ok {
						return
					}
					select {
					case requests <- request{sess: sess, cancel: true}:
					default:
					}
				}
			}
		}(sess)
	}

	// Turn it all off again, whatever ends the wait (also a cancelled ctx).
	var inspecting []cdpproto.Session
	defer func() {
		cctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), callTimeout)
		defer cancel()
		for _, sess := range inspecting {
			_ = sess.Call(cctx, overlay.SetInspectMode.Method, overlay.SetInspectModeParams{Mode: overlay.InspectModeNone, HighlightConfig: &overlay.HighlightConfig{}}, nil)
		}
		p.hidePrompt(cctx)
	}()
	for i, sess := range sessions {
		err := p.overlays.On(ctx, sess)
		if err == nil {
			err = sess.Call(ctx, overlay.SetInspectMode.Method, overlay.SetInspectModeParams{Mode: overlay.InspectModeSearchForNode, HighlightConfig: pickHighlight}, nil)
		}
		if err != nil {
			if i == 0 {
				return nil, fmt.Errorf("page: turning on inspect mode: %w", err)
			}
			continue // an iframe that went away meanwhile
		}
		inspecting = append(inspecting, sess)
	}
	p.showPrompt(ctx, opt.Prompt)

	for {
		p.mu.Lock()
		navigated, dialog, crashed, changed := p.navSeq != startNav, p.dialog, p.crashed, p.changed
		p.mu.Unlock()
		switch {
		case navigated:
			return nil, ErrPickNavigated
		case dialog != nil:
			return nil, actionErrorf("the page opened %s dialog (%q) during the pick; handle it with browser_handle_dialog", DialogKind(dialog.Type), dialog.Message)
		case crashed:
			return nil, p.usable()
		}
		select {
		case r := <-requests:
			if r.cancel {
				return nil, ErrPickCancelled
			}
			picked, err := p.picked(ctx, r.sess, r.node)
			if errors.Is(err, errPickedPrompt) {
				continue // the person clicked our own prompt: keep waiting
			}
			return picked, err
		case <-changed:
		case <-p.conn.Done():
			return nil, p.Err()
		case <-ctx.Done():
			if cause := context.Cause(ctx); cause != nil {
				return nil, cause
			}
			return nil, ctx.Err()
		}
	}
}

// errPickedPrompt: the node picked is the prompt Pick shows.
var errPickedPrompt = errors.New("page: the prompt was picked")

// picked turns the node the person clicked into a Picked: it snapshots the
// page (so the element's ancestry can be shown and refs exist), finds the
// frame the node is in and its snapshot number, and issues its ref.
func (p *Page) picked(ctx context.Context, sess cdpproto.Session, node cdpproto.BackendNodeID) (*Picked, error) {
	obj, err := cdpproto.Call(ctx, sess, dom.ResolveNode, dom.ResolveNodeParams{BackendNodeID: node})
	if err != nil {
		return nil, actionErrorf("the element the person picked is gone already (%v); call browser_pick again", err)
	}
	el := &Element{Object: obj.Object.ObjectID, sess: sess}
	var isPrompt bool
	if el.call(ctx, jsIsPrompt, &isPrompt) == nil && isPrompt {
		return nil, errPickedPrompt
	}
	// The ancestry and the refs come from a snapshot taken now.
	p.hidePrompt(ctx)
	snap, err := p.Snapshot(ctx, snapshot.Options{MaxChars: -1})
	if err != nil {
		return nil, err
	}
	frameID, err := p.frameOfNode(ctx, sess, node)
	if err != nil {
		return nil, err
	}
	n, err := p.numberOf(ctx, sess, frameID, node)
	if err != nil {
		return nil, fmt.Errorf("page: numbering the picked element: %w", err)
	}
	ref, ok := p.Refs.Issue(frameID, cdpproto.BackendNodeID(n))
	if !ok {
		return nil, actionErrorf("the picked element is in a frame the snapshot does not cover; call browser_snapshot and use a ref from it")
	}
	el, err = p.Resolve(ctx, ref)
	if err != nil {
		return nil, err
	}
	res := &Picked{Ref: ref, Frame: frameID, Snapshot: snap, Line: -1, Description: el.Describe(ctx)}
	// Its line, or the nearest ancestor's that the snapshot shows.
	var chain []int64
	if err := el.call(ctx, jsAncestorIds, &chain); err == nil {
		for _, id := range chain {
			if i := snap.LineOf(frameID, cdpproto.BackendNodeID(id)); i >= 0 {
				res.Line = i
				break
			}
		}
	}
	if box, err := p.boxOf(ctx, el); err == nil {
		res.Box = box
	}
	return res, nil
}

// frameOfNode finds which frame of a session a node is in: the frame whose
// document owns it.
func (p *Page) frameOfNode(ctx context.Context, sess cdpproto.Session, node cdpproto.BackendNodeID) (cdpproto.FrameID, error) {
	tree, err := cdpproto.Call(ctx, sess, page.GetFrameTree, cdpproto.Empty{})
	if err != nil {
		return "", fmt.Errorf("page: reading the frame tree: %w", err)
	}
	var frames []cdpproto.FrameID
	var walk func(t *page.FrameTree)
	walk = func(t *page.FrameTree) {
		frames = append(frames, t.Frame.ID)
		for _, c := range t.ChildFrames {
			walk(c)
		}
	}
	walk(tree.FrameTree)
	if len(frames) == 1 {
		return frames[0], nil
	}
	for _, f := range frames {
		wid, err := p.world(ctx, sess, f)
		if err != nil {
			continue
		}
		obj, err := cdpproto.Call(ctx, sess, dom.ResolveNode, dom.ResolveNodeParams{BackendNodeID: node, ExecutionContextID: wid})
		if err != nil {
			continue
		}
		res, err := cdpproto.Call(ctx, sess, runtime.CallFunctionOn, runtime.CallFunctionOnParams{
			FunctionDeclaration: jsInThisDocument,
			ObjectID:            obj.Object.ObjectID, ReturnByValue: ptr(true),
		})
		if err == nil && string(res.Result.Value) == "true" {
			return f, nil
		}
	}
	return frames[0], nil
}

// boxOf returns the element's border box in the main frame's viewport.
func (p *Page) boxOf(ctx context.Context, el *Element) (snapshot.Rect, error) {
	var r snapshot.Rect
	if err := el.call(ctx, jsBorderBox, &r); err != nil {
		return r, err
	}
	off, err := p.frameOffset(ctx, el)
	if err != nil {
		return r, err
	}
	r.X += off.X
	r.Y += off.Y
	return r, nil
}

// The prompt at the top of the page during a pick, whether a node is in
// it, and where the picked element is (inpage/pick.js).
var (
	jsShowPrompt     = inpage.Expr("showPrompt") // text
	jsHidePrompt     = inpage.Expr("hidePrompt").Call()
	jsIsPrompt       = inpage.Func("isPrompt")       // → bool
	jsAncestorIds    = inpage.Func("ancestorIds")    // → the snapshot numbers of it and its ancestors
	jsBorderBox      = inpage.Func("borderBox")      // → snapshot.Rect in its frame's viewport
	jsInThisDocument = inpage.Func("inThisDocument") // → bool: of the world's document
)

func (p *Page) showPrompt(ctx context.Context, text string) {
	if text == "" {
		text = "The agent asks you to point at an element"
	}
	text += " — click it, or press Escape"
	_, _ = p.inWorld(ctx, p.conn, p.MainFrame(), jsShowPrompt.Call(text), true)
}

func (p *Page) hidePrompt(ctx context.Context) {
	_, _ = p.inWorld(ctx, p.conn, p.MainFrame(), jsHidePrompt, true)
}
