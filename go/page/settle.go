package page

import (
	"context"
	"fmt"
	"time"

	"github.com/chromedp/cdproto/page"

	"github.com/electron-mcp/electron-mcp/go/cdp"
	"github.com/electron-mcp/electron-mcp/go/internal/phases"
	"github.com/electron-mcp/electron-mcp/go/page/inpage"
)

// Settle bounds. A settle never takes longer than settleMax, and most end
// after one quiet window (tens of milliseconds).
const (
	dclTimeout     = 15 * time.Second // a navigation's DOMContentLoaded
	loadTimeout    = 3 * time.Second  // … then its load (images, ads, trackers)
	requestTimeout = 2 * time.Second  // requests an action started, from when they could start
	requestMaxAge  = 5 * time.Second  // older requests are long-lived (polls, streams): ignored
	// A message over a WebSocket is the action's when the page sends it
	// this soon after the action's input went out (a form's submit
	// handler); later ones are the page's own (a view's subscriptions
	// after a sign-in over HTTP), which no answer need follow.
	socketSendWindow = 150 * time.Millisecond
	quietWindow      = 40 * time.Millisecond   // DOM mutation-free time that counts as quiet where no frames are painted
	quietFrames      = 16 * time.Millisecond   // … the least of it where frames are painted (with two frames in it)
	quietAnimation   = 600 * time.Millisecond  // a transition or animation ending within this is waited for
	quietMax         = 1500 * time.Millisecond // a page that never goes quiet
	viewGap          = 250 * time.Millisecond  // a view is rendered this long after its code came in or its route changed
	viewRounds       = 4                       // … looked at again at most this often (each: the gap, requests, quiet)
	settleMax        = 25 * time.Second
	// Electron closes a prompt() or beforeunload dialog by itself at once;
	// settle gives it this long to do so before it reports the dialog open.
	selfClosingWait = 500 * time.Millisecond
)

// mark is the page's state before an action, so settle can tell what the
// action started.
type mark struct {
	nav, doc, req, closed, crash int
	at                           time.Time
	acted                        time.Time // when the action's input had gone out (zero: at)
	scrolls                      bool      // any scroll is the page still moving (actScrolling)
}

// sent is when what the action sent the page had gone out: a message the
// page sends its socket in answer comes then, not when the action began
// (a click that waited for its button to stop moving presses later).
func (m mark) sent() time.Time {
	if m.acted.IsZero() {
		return m.at
	}
	return m.acted
}

func (p *Page) mark() mark {
	p.mu.Lock()
	defer p.mu.Unlock()
	return mark{nav: p.navSeq, doc: p.docSeq, req: p.net.Seq(), closed: p.closedSeq, crash: p.crashSeq, at: time.Now()}
}

// Settled says what happened while an action settled.
type Settled struct {
	Navigated bool     // a new main-frame document was committed
	Notes     []string // waits that ran out, for the agent to know
	// Stayed: the page's beforeunload handler asked to stay and the app
	// kept it, so an unload the action started did not happen.
	Stayed bool
}

// settle waits for what the action at m started: a navigation and its load,
// requests, and DOM mutations; an open dialog or file chooser ends it at
// once. It never fails: each wait is bounded and simply ends when its time
// is up; a navigation that did not load in time, and dialogs that closed
// without the agent, become notes.
func (p *Page) settle(ctx context.Context, m mark) Settled {
	ctx, cancel := context.WithTimeout(ctx, settleMax)
	defer cancel()
	start := time.Now()
	var notes []string
	// A crash during the action ends the wait; one before it does not
	// (a navigation or reload of a crashed page brings a new renderer).
	modal := func() bool { return p.dialog != nil || p.fileChooser != nil || p.crashSeq > m.crash }
	loaded := false // a navigation's document loaded

	for round := 0; round < 5; round++ {
		p.mu.Lock()
		stop := modal()
		navigating := p.navSeq > m.nav && !p.loaded
		// A new document that loaded before this first look (a small
		// page on a busy machine) is a navigation all the same: its
		// loading chain is waited for below.
		loaded = loaded || p.docSeq > m.doc && p.loaded
		p.mu.Unlock()
		if stop {
			if p.closesItself(ctx) {
				continue
			}
			break
		}
		if navigating {
			// The document first; then its load, for a while: a page whose
			// load waits on a slow image or tracker is usable before.
			dctx, dcancel := context.WithTimeout(ctx, dclTimeout)
			ok := p.waitFor(dctx, func() bool { return p.dcl || modal() })
			dcancel()
			phases.End(ctx, "dcl")
			if !ok {
				notes = append(notes, fmt.Sprintf("the navigation did not finish loading within %s; the page may be incomplete — use browser_wait_for or browser_snapshot to check", dclTimeout))
				break
			}
			lctx, lcancel := context.WithTimeout(ctx, loadTimeout)
			ok = p.waitFor(lctx, func() bool { return p.loaded || modal() })
			lcancel()
			phases.End(ctx, "load")
			if !ok {
				notes = append(notes, "the page is still loading (some resources are slow); what is shown may still change")
			}
			start = time.Now() // the new document's own requests start now
			loaded = true
		}
		// Requests the action started (a fetch that updates the page).
		p.awaitRequests(ctx, m, modal, requestTimeout-time.Since(start))
		phases.End(ctx, "requests")
		p.mu.Lock()
		nav, stop := p.navSeq, modal()
		p.mu.Unlock()
		if stop {
			if p.closesItself(ctx) {
				continue
			}
			break
		}
		q := p.quiet(ctx, !loaded, m.scrolls)
		phases.End(ctx, "quiet")
		if !q {
			continue // a navigation or a modal interrupted the quiet wait
		}
		p.mu.Lock()
		again := p.navSeq != nav && !p.loaded
		p.mu.Unlock()
		// A request the action started may be reported only now (its
		// requestWillBeSent raced the first look): wait for it too.
		if !again && time.Since(start) < requestTimeout && p.net.PendingSince(m.req, requestMaxAge) > 0 {
			again = true
		}
		if !again {
			break
		}
	}
	if !loaded {
		p.awaitView(ctx, m, modal)
	} else {
		p.mu.Lock()
		nav := p.navSeq
		p.mu.Unlock()
		notes = append(notes, p.awaitLoading(ctx, m.req, func() bool { return modal() || p.navSeq != nav })...)
		phases.End(ctx, "loading")
	}
	p.mu.Lock()
	navigated := p.docSeq > m.doc
	stayed := false
	for _, c := range p.closed {
		if c.seq > m.closed {
			notes = append(notes, closedNote(c))
			stayed = stayed || c.dialog.Type == page.DialogTypeBeforeunload && !c.accepted
		}
	}
	p.mu.Unlock()
	return Settled{Navigated: navigated, Notes: notes, Stayed: stayed && !navigated}
}

// awaitView waits for the view a single-page app is bringing in after the
// action at m: when the action made the page import code (a route's chunk,
// then the chunks it needs, one after the other) or change its route
// (history.pushState), the view is rendered a moment later, after the
// framework has worked on what came in — not always within the frames
// quiet waits for. So the page must stay quiet for viewGap after the last
// script came in and after the route changed; a click that loads no code
// and changes no route waits for nothing more.
func (p *Page) awaitView(ctx context.Context, m mark, modal func() bool) {
	for range viewRounds {
		p.mu.Lock()
		last := p.routeAt
		nav := p.navSeq
		p.mu.Unlock()
		if !last.After(m.at) {
			last = time.Time{}
		}
		if t := p.net.ScriptsLoaded(m.req); t.After(last) {
			last = t
		}
		wait := viewGap - time.Since(last)
		if last.IsZero() || wait <= 0 {
			return
		}
		wctx, cancel := context.WithTimeout(ctx, wait)
		stopped := p.waitFor(wctx, func() bool { return modal() || p.navSeq != nav })
		cancel()
		if stopped || ctx.Err() != nil {
			return
		}
		p.awaitRequests(ctx, m, modal, requestTimeout)
		if !p.quiet(ctx, true, m.scrolls) {
			return
		}
	}
}

// awaitRequests waits, for d at most, until the requests the action at m
// started have answered, or a modal (a dialog, a chooser, a crash) stops
// the page.
func (p *Page) awaitRequests(ctx context.Context, m mark, modal func() bool, d time.Duration) {
	if d <= 0 {
		return
	}
	rctx, cancel := context.WithTimeout(ctx, d)
	defer cancel()
	pending := func() (bool, time.Duration) {
		n, again := p.net.Pending(m.req, m.sent().Add(socketSendWindow), requestMaxAge)
		return !modal() && n > 0, again
	}
	for {
		// A WebSocket's answer, waited for or still coming in, ends with
		// no event to say so: look again when its time is up, or at the
		// next event, whichever comes first.
		// (modal reads the page's state: under its lock, as waitFor
		// calls it.)
		p.mu.Lock()
		busy, again := pending()
		p.mu.Unlock()
		if !busy || rctx.Err() != nil {
			return
		}
		wctx, wcancel := rctx, context.CancelFunc(func() {})
		if again > 0 {
			wctx, wcancel = context.WithTimeout(rctx, again)
		}
		p.waitFor(wctx, func() bool { b, _ := pending(); return !b })
		wcancel()
	}
}

// closesItself reports whether the open dialog is one Electron closes by
// itself (prompt, beforeunload) and did so within selfClosingWait.
func (p *Page) closesItself(ctx context.Context) bool {
	p.mu.Lock()
	d := p.dialog
	p.mu.Unlock()
	if !selfClosing(d) {
		return false
	}
	wctx, cancel := context.WithTimeout(ctx, selfClosingWait)
	defer cancel()
	return p.waitFor(wctx, func() bool { return p.dialog != d })
}

// closedNote tells the agent about a dialog that closed without it.
func closedNote(c closedDialog) string {
	switch c.dialog.Type {
	case page.DialogTypePrompt:
		return fmt.Sprintf("the page's prompt (%q) was cancelled at once: Electron answers prompt() with null unless the app handles it", c.dialog.Message)
	case page.DialogTypeBeforeunload:
		if c.accepted {
			return "the page's beforeunload handler asked to stay; the page was left all the same"
		}
		return "the page's beforeunload handler asked to stay and the app kept it (Electron shows no leave-page dialog): the page did not navigate away"
	}
	answer := "dismissed"
	if c.accepted {
		answer = "accepted"
	}
	return fmt.Sprintf("%s dialog (%q) was %s in the app, not by the agent", DialogKind(c.dialog.Type), c.dialog.Message, answer)
}

// jsQuiet resolves once the main frame's document has gone quiet
// (inpage/settle.js: windowMs, frameMs, animationMs, maxMs, popups, scrolls).
var jsQuiet = inpage.Expr("quiet")

// quiet waits for the DOM of the main frame to go quiet (watched from our
// isolated world, out of the page scripts' reach); popups waits for a
// transparent popup about to show (not after a navigation, where nothing
// was opened: what is transparent then stays so); scrolls counts any
// scroll as the page moving, not only a smooth one the page asked for. It reports false
// when a navigation, a modal or a crash cut it short (settle looks again),
// and true otherwise: quiet, or never quiet within quietMax (an animation,
// a ticking clock), or ctx ended.
func (p *Page) quiet(ctx context.Context, popups, scrolls bool) bool {
	qctx, cancel := context.WithTimeout(ctx, quietMax+time.Second)
	defer cancel()
	p.mu.Lock()
	nav, crashes := p.navSeq, p.crashSeq
	p.mu.Unlock()
	done := make(chan error, 1)
	go func() {
		q := int(quietWindow / time.Millisecond)
		done <- p.evalInWorld(qctx, jsQuiet.Call(q, int(quietFrames/time.Millisecond), int(quietAnimation/time.Millisecond), int(quietMax/time.Millisecond), popups, scrolls), nil)
	}()
	interrupted := make(chan struct{})
	go func() {
		if p.waitFor(qctx, func() bool {
			return p.navSeq != nav || p.dialog != nil || p.fileChooser != nil || p.crashSeq != crashes
		}) {
			close(interrupted)
		}
	}()
	select {
	case err := <-done:
		if cdp.Failed(err, cdp.ContextGone) {
			return false
		}
		if err != nil && qctx.Err() == nil {
			// The page could not be watched (its document going, or a
			// mistake of ours): no wait at all, which the log says.
			p.log.Debug("waiting for a quiet page failed", "err", err)
		}
		return true
	case <-interrupted:
		cancel()
		return false
	case <-qctx.Done():
		return true // never quiet (an animation, a ticking clock): move on
	}
}
