package page

import (
	"context"
	"errors"
	"fmt"
	"slices"

	"github.com/electron-mcp/electron-mcp/go/cdp"
)

// ErrFrameCrashed is wrapped by the errors of calls on an out-of-process
// frame whose renderer crashed. The page itself lives on (see ErrCrashed for
// the page's own renderer).
var ErrFrameCrashed = errors.New("page: a frame's renderer crashed")

// FrameCrashError says that the renderer of an out-of-process frame crashed:
// a call on the frame ended with it, or could not start. It wraps
// ErrFrameCrashed, and its text is meant for the agent.
type FrameCrashError struct {
	URL string // the frame's document when it crashed
}

func (e *FrameCrashError) Error() string {
	return fmt.Sprintf("the renderer of the frame %s crashed (it may have run out of memory). The rest of the page lives on and the frame shows empty: call browser_reload to load the page and the frame again, or go on without the frame", e.URL)
}

// Unwrap makes errors.Is(err, ErrFrameCrashed) hold, and errors.As find the
// ActionError an agent reads.
func (e *FrameCrashError) Unwrap() []error {
	return []error{ErrFrameCrashed, &ActionError{Msg: e.Error()}}
}

// frameSession is the session of an out-of-process frame: a call on it ends
// as soon as the frame's renderer crashes, with a *FrameCrashError, instead
// of waiting to its deadline for a process that will never answer.
type frameSession struct {
	*cdp.Session
	p *Page
	f *frame
}

// Call sends a command to the frame, and fails at once when its renderer
// crashed, before or while the command is in flight.
func (s *frameSession) Call(ctx context.Context, method string, params, result any) error {
	s.p.mu.Lock()
	dead := s.f.dead
	s.p.mu.Unlock()
	if dead.Err() != nil {
		return context.Cause(dead)
	}
	ctx, cancel := context.WithCancelCause(ctx)
	defer cancel(nil)
	stop := context.AfterFunc(dead, func() { cancel(context.Cause(dead)) })
	defer stop()
	err := s.Session.Call(ctx, method, params, result)
	if err != nil && dead.Err() != nil {
		return context.Cause(dead)
	}
	return err
}

// revive gives the frame a live renderer again: at its first document, and
// after a crash, when a new document commits in it. p.mu must be held once
// the frame is known to the page.
func (f *frame) revive() {
	if f.dead != nil && f.dead.Err() == nil {
		return
	}
	f.dead, f.kill = context.WithCancelCause(context.Background())
}

// crashed returns the crash of an out-of-process frame, or nil while
// its renderer lives. p.mu must be held.
func (f *frame) crashed() *FrameCrashError {
	var fc *FrameCrashError
	if errors.As(context.Cause(f.dead), &fc) {
		return fc
	}
	return nil
}

// CrashedFrames returns the URLs of the page's out-of-process frames whose
// renderer crashed and that have not loaded since.
func (p *Page) CrashedFrames() []string {
	p.mu.Lock()
	defer p.mu.Unlock()
	var urls []string
	for _, f := range p.frames {
		if fc := f.crashed(); fc != nil {
			urls = append(urls, fc.URL)
		}
	}
	slices.Sort(urls)
	return urls
}
