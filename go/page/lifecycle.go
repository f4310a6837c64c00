package page

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/chromedp/cdproto"

	"github.com/electron-mcp/electron-mcp/go/cdp"
	"github.com/electron-mcp/electron-mcp/proto"
)

// ErrCrashed is wrapped by the errors of a page whose renderer crashed.
var ErrCrashed = errors.New("page: the renderer crashed")

// FaultKind says what happened to a page that stopped answering.
type FaultKind int

// The faults. Crashed leaves the target in place (a reload revives it);
// the others end the connection for good.
const (
	Crashed      FaultKind = iota + 1 // the renderer process crashed or was killed
	Destroyed                         // the webContents was destroyed: its window or webview closed
	Detached                          // someone else detached the debugger (the app, DevTools)
	BridgeClosed                      // the app closed its bridge: it is quitting or restarting
	Disconnected                      // the connection dropped or was refused: the app crashed, was killed, or the bridge refused us
	Closed                            // this side closed the page (Close)
)

func (k FaultKind) String() string {
	switch k {
	case Crashed:
		return "the renderer crashed"
	case Destroyed:
		return "the webContents was destroyed"
	case Detached:
		return "the debugger was detached by someone else"
	case BridgeClosed:
		return "the app closed its bridge"
	case Disconnected:
		return "the connection to the app dropped"
	case Closed:
		return "the page was closed"
	}
	return fmt.Sprintf("fault %d", int(k))
}

// FaultError says why a page stopped answering. It wraps ErrCrashed for a
// crash and ErrTargetGone for the other kinds, and the connection's
// *cdp.CloseError when the connection closed.
type FaultError struct {
	Kind   FaultKind
	Detail string // the bridge's close text, the detach reason or the I/O error; may be empty
	cause  error
}

func (e *FaultError) Error() string {
	s := "page: " + e.Kind.String()
	if e.Detail != "" {
		s += " (" + e.Detail + ")"
	}
	return s
}

// Is makes errors.Is(err, ErrCrashed) and errors.Is(err, ErrTargetGone)
// hold for the matching kinds.
func (e *FaultError) Is(target error) bool {
	if e.Kind == Crashed {
		return target == ErrCrashed
	}
	return target == ErrTargetGone
}

func (e *FaultError) Unwrap() error { return e.cause }

// epoch is a span of the page's life in which its renderer answers. A
// crash ends it and starts the next one (the target stays, and a reload
// brings a new renderer); the target going away ends the last one.
type epoch struct {
	done chan struct{} // closed when the epoch ends
	err  *FaultError   // why; set before done is closed
}

func newEpoch() *epoch { return &epoch{done: make(chan struct{})} }

// endEpoch ends the current epoch with f and, for a crash, starts the
// next. p.mu must be held. An epoch already ended by the target going
// away stays ended.
func (p *Page) endEpoch(f *FaultError) {
	e := p.epoch
	select {
	case <-e.done:
		return
	default:
	}
	e.err = f
	close(e.done)
	if f.Kind == Crashed {
		p.epoch = newEpoch()
	}
}

// Guard returns a context that ends, with a *FaultError as its cause, when
// the renderer crashes or the target goes away, so that every CDP call and
// wait made with it ends at once instead of at its deadline: a dead
// renderer never answers. A crash that happened before Guard does not end
// the context (a reload after a crash must go through); the target being
// gone already does. Call the cancel func when the operation is over, and
// Interrupted to learn whether a fault cut it short.
func (p *Page) Guard(ctx context.Context) (context.Context, context.CancelFunc) {
	p.mu.Lock()
	e := p.epoch
	p.mu.Unlock()
	ctx, cancel := context.WithCancelCause(context.WithValue(ctx, guardKey{p}, e))
	go func() {
		select {
		case <-e.done:
			cancel(e.err)
		case <-p.conn.Done():
			cancel(p.gone())
		case <-ctx.Done():
		}
	}()
	return ctx, func() { cancel(context.Canceled) }
}

type guardKey struct{ p *Page }

// Interrupted returns the fault that happened while ctx (from Guard) was
// guarding, or nil. It does not depend on whether the context had ended
// yet: an operation that returned on its own as the fault came (a wait
// that watches the connection too) is still reported.
func (p *Page) Interrupted(ctx context.Context) *FaultError {
	var f *FaultError
	if errors.As(context.Cause(ctx), &f) {
		return f
	}
	e, _ := ctx.Value(guardKey{p}).(*epoch)
	if e == nil {
		return nil
	}
	select {
	case <-e.done:
		return e.err
	default:
	}
	if p.conn.Err() != nil {
		return p.gone()
	}
	return nil
}

// FaultOf says whether err, from an operation on the page, came from a
// fault of the target, and which: the renderer crashed or the target went
// away. The bridge fails pending commands ("target closed", code
// proto.CodeTargetClosed) just before it says why, and the connection may
// close a moment after a call failed: FaultOf then waits for the page to
// learn why, briefly (faultGrace). It returns nil for any other error.
func (p *Page) FaultOf(ctx context.Context, err error) *FaultError {
	if err == nil {
		return nil
	}
	var f *FaultError
	if errors.As(err, &f) {
		return f
	}
	var ce *cdproto.Error
	closing := errors.Is(err, cdp.ErrClosed) || (errors.As(err, &ce) && ce.Code == proto.CodeTargetClosed)
	if closing {
		wctx, cancel := context.WithTimeout(ctx, faultGrace)
		p.waitFor(wctx, func() bool { return p.detachReason != 0 })
		cancel()
	}
	if gone := p.Err(); gone != nil {
		errors.As(gone, &f)
		return f
	}
	return nil
}

// faultGrace bounds how long FaultOf waits for the page to hear why its
// target went away.
const faultGrace = time.Second

// Err returns why the page's target is gone (a *FaultError wrapping
// ErrTargetGone): its connection closed, or the bridge said it is about
// to (Inspector.detached). It is nil while the target is there; a crash
// is not gone (see Crashed).
func (p *Page) Err() error {
	if p.conn.Err() != nil {
		return p.gone()
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.detachReason != 0 {
		return p.epoch.err
	}
	return nil
}

// gone classifies the closed connection, with what Inspector.detached
// said before the close, if anything.
func (p *Page) gone() *FaultError {
	err := p.conn.Err()
	p.mu.Lock()
	detached := p.detachReason
	p.mu.Unlock()
	f := &FaultError{Kind: Disconnected, cause: err}
	var ce *cdp.CloseError
	if !errors.As(err, &ce) {
		return f
	}
	f.Detail = ce.Text
	switch ce.Code {
	case proto.CloseTargetGone:
		f.Kind = Destroyed
	case proto.CloseDetached, proto.CloseAttachFailed:
		f.Kind = Detached
	case proto.CloseGoingAway:
		f.Kind = BridgeClosed
	case proto.CloseNormal:
		f.Kind = BridgeClosed
		if ce.Text == cdp.ClosedByClient {
			f.Kind, f.Detail = Closed, ""
		}
	default:
		if detached != 0 {
			// Chrome itself says why in Inspector.detached and just
			// drops the socket.
			f.Kind = detached
		}
		if ce.Code != 1006 {
			f.Detail = fmt.Sprintf("code %d: %s", ce.Code, ce.Text)
		}
	}
	return f
}

// detachKind maps the reason of Inspector.detached (the bridge's, or
// Chrome's own) to a fault.
func detachKind(reason string) FaultKind {
	switch reason {
	case "target_closed", "Render process gone.":
		return Destroyed
	}
	return Detached
}

// detached records Inspector.detached: the connection is about to close.
// It ends the page's epoch at once, so guarded calls end without waiting
// for the socket. p.mu must be held.
func (p *Page) detached(reason string) {
	p.detachReason = detachKind(reason)
	p.endEpoch(&FaultError{Kind: p.detachReason, Detail: reason, cause: ErrTargetGone})
}

// crashedNow records Inspector.targetCrashed. p.mu must be held.
func (p *Page) crashedNow() {
	p.crashed = true
	p.crashSeq++
	p.dialog, p.fileChooser = nil, nil
	p.endEpoch(&FaultError{Kind: Crashed, cause: ErrCrashed})
}
