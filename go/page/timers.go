package page

import (
	"context"
	"fmt"
	"slices"
	"sync"
	"time"

	cdpproto "github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/cdp/jsonv2"
	"github.com/chromedp/cdproto/runtime"

	"github.com/electron-mcp/electron-mcp/go/cdp"
	"github.com/electron-mcp/electron-mcp/go/internal/phases"
)

// timerWaitMax is the longest timer set in answer to typing that the
// action waits for (a search field's debounce, a form's check of a field
// a moment after it changed): what the person would see once it fires.
const timerWaitMax = time.Second

// releaseWaitMax is the longest timer set in answer to the release that
// ends a drag that the drag waits for: a library's clean-up after its
// drag (dnd kit's, 50 ms, swallows clicks until it fires), not what it
// animates or saves later.
const releaseWaitMax = 150 * time.Millisecond

// timersWatch says how long until the last timer a watch saw set, still
// pending, is due, and ends the watch when stop is true (see
// watchTimers). The last call stops it.
type timersWatch func(ctx context.Context, stop bool) time.Duration

// clickTimerMax is the longest interval set in answer to a click's own
// events whose first time the click waits for (aria/timers.js: click): a
// page's poll for what the click began (ungit's for the markup of the
// dialog it opens, every 200 ms), not one that animates or refreshes.
const clickTimerMax = 250 * time.Millisecond

// watchTimers starts watching, in the own world of the frame (where the
// page's timers are), the timers the page sets in answer to keyboard and
// input events (aria/timers.js), before an action that types, and those
// their callbacks set in turn. A frame whose own world is not known, or a
// page held by a dialog, is not watched (the watch ends by itself once
// the page runs again).
func (p *Page) watchTimers(ctx context.Context, sess cdpproto.Session, frame cdpproto.FrameID) timersWatch {
	return p.watchTimersBy(ctx, sess, frame, watchTimersJS, timerWaitMax, true)
}

// watchReleaseTimers is watchTimers for the timers the page sets in answer
// to the release that ends a drag (see releaseWaitMax).
func (p *Page) watchReleaseTimers(ctx context.Context, sess cdpproto.Session, frame cdpproto.FrameID) timersWatch {
	return p.watchTimersBy(ctx, sess, frame, watchReleaseTimersJS, releaseWaitMax, true)
}

// watchClickTimers is watchTimers for the timers the page sets in answer
// to a click's own events (see clickTimerMax), in the frame the click
// goes to. It does not wait for the watch to be in place: the click's
// hold of its timers (holdClickTimers), evaluated after it in the same
// frame and waited for before the press, is in place after it.
func (p *Page) watchClickTimers(ctx context.Context, el *Element) timersWatch {
	m := el.clicked()
	return p.watchTimersBy(ctx, m.sess, m.Frame, watchClickTimersJS, clickTimerMax, false)
}

// watchHoverTimers is watchTimers for every timer the page sets from a
// hover until its answer (timers.js: hover), in the frame of the element
// hovered; like watchClickTimers, it does not wait for the watch to be in
// place (the hover's watch of what it reveals, evaluated after it in the
// same frame and waited for before the pointer moves, is).
func (p *Page) watchHoverTimers(ctx context.Context, el *Element) timersWatch {
	return p.watchTimersBy(ctx, el.sess, el.Frame, watchHoverTimersJS, revealWait, false)
}

// watchTimersBy starts the watch script expr, whose timers are waited for
// up to most; with await, it returns once the watch is in place, else the
// first read waits for that.
func (p *Page) watchTimersBy(ctx context.Context, sess cdpproto.Session, frame cdpproto.FrameID, expr string, most time.Duration, await bool) timersWatch {
	none := func(context.Context, bool) time.Duration { return 0 }
	p.mu.Lock()
	w, ok := p.pageWorlds[worldKey{sess, frame}]
	blocked := p.dialog != nil
	p.mu.Unlock()
	if !ok || blocked {
		return none
	}
	// Installed before the action: the input events a key sends reach the
	// renderer by another way than this evaluation, and may overtake it.
	started := cdp.Start(ctx, sess, runtime.Evaluate.Method, runtime.EvaluateParams{
		Expression: expr, ContextID: w.id, ReturnByValue: ptr(true), Silent: ptr(true),
	})
	inPlace := func(ctx context.Context) bool {
		var on runtime.EvaluateResult
		return started(ctx, &on) == nil && on.ExceptionDetails == nil
	}
	if await && !inPlace(ctx) {
		return none
	}
	// seen: the evaluation's answer was read (and said the watch is in).
	seen := await
	// ended: the watch is over (stopped, nothing was left to wait for, or
	// it could not be read): no more round trips for it.
	ended := false
	return func(ctx context.Context, stop bool) time.Duration {
		if ended {
			return 0
		}
		ended = true // until a read says more is to come
		// Ended even when the call was cancelled: the page's timer
		// functions are not left wrapped. A cancelled call does not wait
		// long for the answer (the page runs the command once it runs at
		// all; the watch ends itself then in any case).
		end := time.Second
		if ctx.Err() != nil {
			end = 50 * time.Millisecond
		}
		ectx, cancel := context.WithTimeout(context.WithoutCancel(ctx), end)
		defer cancel()
		// (Its evaluation came before the click's hold, whose answer the
		// press waited for: its own is in.)
		if !seen {
			seen = true
			if !inPlace(ectx) {
				return 0
			}
		}
		p.mu.Lock()
		if p.dialog != nil {
			// The page answers nothing while the dialog is open: the
			// watch is ended once it closes (or ends itself).
			p.afterDialog = append(p.afterDialog, func(ctx context.Context) { readTimers(ctx, sess, w.id, timersDueJS) })
			p.mu.Unlock()
			return 0
		}
		p.mu.Unlock()
		expr := timersLeftJS
		if stop || ctx.Err() != nil {
			expr = timersDueJS
		}
		ms, err := readTimers(ectx, sess, w.id, expr)
		if err != nil {
			p.log.Debug("ending the watch of the page's timers", "err", err)
			return 0
		}
		if ms <= 0 {
			return 0 // the page ended the watch when it had nothing left
		}
		ended = stop || ctx.Err() != nil
		return min(time.Duration(ms)*time.Millisecond, most)
	}
}

// holdMax is the longest timer set in answer to a click's own events that
// the click holds until it is done (aria/hold.js): a timer of no delay (a
// menu that opens as the pointer comes), not a tooltip's.
const holdMax = 4 * time.Millisecond

// holdLetGo is when a hold lets go by itself, the release never coming (a
// click that failed before its press): the click's wait for its element
// to stand still, and a second.
const holdLetGo = standStillMax + time.Second

// holdClickTimers starts holding, in the own world of the element's frame,
// the timers the page sets in answer to the click's own events until the
// click is done (aria/hold.js), as a click whose events reach the page
// together does. It returns at once; the returned wait ends when the hold
// is in place (or could not be: a frame whose own world is not known, a
// page held by a dialog, an error), and must be called before the click's
// first event is sent, which would overtake the evaluation otherwise.
func (p *Page) holdClickTimers(ctx context.Context, el *Element) func(ctx context.Context) {
	none := func(context.Context) {}
	m := el.clicked()
	p.mu.Lock()
	w, ok := p.pageWorlds[worldKey{m.sess, m.Frame}]
	blocked := p.dialog != nil
	p.mu.Unlock()
	if !ok || blocked {
		return none
	}
	wait := cdp.Start(ctx, m.sess, runtime.Evaluate.Method, runtime.EvaluateParams{
		Expression: holdTimersJS, ContextID: w.id, ReturnByValue: ptr(true), Silent: ptr(true),
	})
	return func(ctx context.Context) {
		wctx, cancel := context.WithTimeout(ctx, time.Second)
		defer cancel()
		dctx, stop := p.UntilDialog(wctx)
		defer stop()
		var res runtime.EvaluateResult
		if err := wait(dctx, &res); err != nil {
			p.log.Debug("holding the page's timers for a click", "err", err)
		}
	}
}

// readTimers evaluates a read of the timers watch (timersLeftJS or
// timersDueJS) in the world id: the milliseconds until its last timer is
// due.
func readTimers(ctx context.Context, sess cdpproto.Session, id runtime.ExecutionContextID, expr string) (float64, error) {
	var res runtime.EvaluateResult
	if err := cdp.Start(ctx, sess, runtime.Evaluate.Method, runtime.EvaluateParams{
		Expression: expr, ContextID: id, ReturnByValue: ptr(true), Silent: ptr(true),
	})(ctx, &res); err != nil {
		return 0, err
	}
	if res.ExceptionDetails != nil {
		return 0, fmt.Errorf("page: reading the watch of the page's timers: %s", exceptionText(res.ExceptionDetails))
	}
	if res.Result == nil {
		return 0, fmt.Errorf("page: reading the watch of the page's timers: no result")
	}
	var ms float64
	err := jsonv2.Unmarshal(res.Result.Value, &ms)
	return ms, err
}

// framesWatchedMax bounds the frames whose timers a key watches.
const framesWatchedMax = 16

// noteActedIn remembers el's frame as the one a key most likely goes to
// next (see watchFramesTimers).
func (p *Page) noteActedIn(el *Element) {
	p.mu.Lock()
	p.actedIn = worldKey{el.sess, el.Frame}
	p.mu.Unlock()
}

// watchFramesTimers is watchTimers in every frame whose own world is
// known (framesWatchedMax at most), for a key sent to whatever has the
// focus: that may be a field in an iframe (an editor's, a search in an
// embedded app), and only the frame it reaches sets timers in answer to
// it. The main frame comes first, then the frame a click or a typing last
// went to (where the focus most likely is, on a page of many frames),
// then the others. The watches start and end together.
func (p *Page) watchFramesTimers(ctx context.Context) timersWatch {
	p.mu.Lock()
	main := worldKey{p.conn, p.mainFrame}
	keys := []worldKey{main}
	if _, ok := p.pageWorlds[p.actedIn]; ok && p.actedIn != main {
		keys = append(keys, p.actedIn)
	}
	for k := range p.pageWorlds {
		if k != main && k != p.actedIn && len(keys) < framesWatchedMax {
			keys = append(keys, k)
		}
	}
	p.mu.Unlock()
	ends := make([]timersWatch, len(keys))
	var wg sync.WaitGroup
	for i, k := range keys {
		wg.Go(func() { ends[i] = p.watchTimers(ctx, k.sess, k.frame) })
	}
	wg.Wait()
	return func(ctx context.Context, stop bool) time.Duration {
		lefts := make([]time.Duration, len(ends))
		var wg sync.WaitGroup
		for i, end := range ends {
			wg.Go(func() { lefts[i] = end(ctx, stop) })
		}
		wg.Wait()
		return slices.Max(lefts)
	}
}

// timersFired waits for the timers the page set in answer to an action's
// typing to fire, then for the page to settle again: a list a search
// field filters after its debounce is what the action showed. The timers
// those set in turn are waited for the same way (a grid's rows that fade
// out, then go on a timer), all of it most at most from at, when the
// action had ended and left was read. A navigation or a dialog ends it.
// It ends the watch.
func (p *Page) timersFired(ctx context.Context, s Settled, left time.Duration, at time.Time, most time.Duration, timers timersWatch) Settled {
	end := at.Add(most)
	left -= time.Since(at)
	for {
		left = min(left, time.Until(end))
		if left <= 0 || s.Navigated || p.Modal() != nil || ctx.Err() != nil {
			timers(ctx, true)
			return s
		}
		m := p.mark()
		wctx, cancel := context.WithTimeout(ctx, left)
		p.waitFor(wctx, func() bool { return p.dialog != nil || p.navSeq != m.nav || p.crashSeq != m.crash })
		cancel()
		if ctx.Err() != nil {
			timers(ctx, true)
			return s
		}
		phases.End(ctx, "timers")
		more := p.settle(ctx, m)
		s.Navigated = s.Navigated || more.Navigated
		s.Notes = append(s.Notes, more.Notes...)
		left = timers(ctx, false)
	}
}
