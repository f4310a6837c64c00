package page

import (
	"context"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/page"

	"github.com/electron-mcp/electron-mcp/go/page/inpage"
	"github.com/electron-mcp/electron-mcp/go/snapshot"
)

// An action settles: it returns once a navigation it started has its
// document, and once the requests it started have answered, so that what
// the agent sees next is the page after the action.
func TestSettle(t *testing.T) {
	p, base := openTestPage(t)
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	text := func() string {
		t.Helper()
		var s string
		if err := p.evalValue(ctx, "document.getElementById('out')?.textContent", &s); err != nil {
			t.Fatal(err)
		}
		return s
	}
	if _, err := p.Navigate(ctx, base+"/page/settle.html"); err != nil {
		t.Fatal(err)
	}

	// A request the action started, answered half a second later.
	_, s, err := p.Evaluate(ctx, "() => loadSlowly(500)", "")
	if err != nil {
		t.Fatal(err)
	}
	if got := text(); got != "loaded" {
		t.Errorf("after the action that loads data, the page shows %q, want %q", got, "loaded")
	}
	if s.Navigated || len(s.Notes) > 0 {
		t.Errorf("settled %+v, want no navigation and no notes", s)
	}

	// A same-document navigation is not a new document.
	_, s, err = p.Evaluate(ctx, "() => { location.hash = 'part'; }", "")
	if err != nil {
		t.Fatal(err)
	}
	if s.Navigated || !strings.HasSuffix(p.URL(), "/page/settle.html#part") {
		t.Errorf("after a fragment change: navigated %t, URL %s", s.Navigated, p.URL())
	}

	// A click that follows a link returns with the new document loaded:
	// its image answers 0.7 s after the document, well within the wait
	// for the load.
	s, err = p.Click(ctx, "#next", ClickOptions{})
	if err != nil {
		t.Fatal(err)
	}
	var state string
	if err := p.evalValue(ctx, "document.readyState + ' ' + document.title", &state); err != nil {
		t.Fatal(err)
	}
	if !s.Navigated || !strings.HasSuffix(p.URL(), "/page/slowload.html") || state != "complete Slow load" || len(s.Notes) > 0 {
		t.Errorf("after clicking a link: settled %+v, URL %s, document %q; want a navigation to slowload.html, complete", s, p.URL(), state)
	}
}

// A navigation answers once the page is usable: an application that
// fetches its data by script after its load, one request after another
// with a moment's work between them, has its last piece in when the
// navigation returns.
func TestNavigateWaitsForAnAppsLoadingChain(t *testing.T) {
	p, base := openTestPage(t)
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	s, err := p.Navigate(ctx, base+"/page/chain.html")
	wantChainLoaded(ctx, t, p, s, err)
}

// The same when the new document has loaded before settle first looks (a
// small page on a busy machine: its load event is handled while the
// navigation's answer is): the navigation still waits for its loading
// chain, not only for the DOM to go quiet.
func TestNavigateLoadedBeforeSettleWaitsForItsLoadingChain(t *testing.T) {
	p, base := openTestPage(t)
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	s, err := p.act(ctx, func(ctx context.Context) error {
		p.mu.Lock()
		doc := p.docSeq
		p.mu.Unlock()
		if err := p.conn.Call(ctx, page.Navigate.Method, page.NavigateParams{URL: base + "/page/chain.html"}, nil); err != nil {
			return err
		}
		if !p.waitFor(ctx, func() bool { return p.docSeq > doc && p.loaded }) {
			return ctx.Err()
		}
		return nil
	})
	wantChainLoaded(ctx, t, p, s, err)
}

// wantChainLoaded checks that a navigation to chain.html returned with its
// last piece in and no note.
func wantChainLoaded(ctx context.Context, t *testing.T, p *Page, s Settled, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
	var state string
	if err := p.evalValue(ctx, "document.getElementById('state').textContent", &state); err != nil {
		t.Fatal(err)
	}
	if state != "Flows loaded" || len(s.Notes) > 0 {
		t.Errorf("the navigation returned with the page saying %q, notes %q; want \"Flows loaded\" and none", state, s.Notes)
	}
}

// A page that polls its server faster than the loading chain's gap (a
// dashboard's status, every 150 ms, for as long as it is open) does not
// hold the navigation until loadingMax: what it asks for again and again
// is a poll, not the application loading.
func TestNavigateIsNotHeldByAPoll(t *testing.T) {
	p, base := openTestPage(t)
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	start := time.Now()
	s, err := p.Navigate(ctx, base+"/page/poll.html")
	if err != nil {
		t.Fatal(err)
	}
	took := time.Since(start)
	var state string
	if err := p.evalValue(ctx, "document.getElementById('state').textContent", &state); err != nil {
		t.Fatal(err)
	}
	// The bound tells "took the poll for a poll" from "waited loadingMax
	// out" on any machine.
	if state != "Ready" || len(s.Notes) > 0 || took >= loadingMax/2 {
		t.Errorf("the navigation returned after %s with the page saying %q, notes %q; want \"Ready\", no note, well within %s", took.Round(time.Millisecond), state, s.Notes, loadingMax)
	}
}

// An action settles once the page has painted what it did and stopped
// changing: updates spread over the frames after a click (a render in the
// next frame, an effect after its paint, a task after that) have all
// happened when the click returns.
func TestSettleWaitsForTheFramesAfterAnAction(t *testing.T) {
	p, base := openTestPage(t)
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	if _, err := p.Navigate(ctx, base+"/page/settle.html"); err != nil {
		t.Fatal(err)
	}
	for i := range 5 {
		if _, err := p.Click(ctx, "#later", ClickOptions{}); err != nil {
			t.Fatal(err)
		}
		var s string
		if err := p.evalValue(ctx, "document.getElementById('out').textContent", &s); err != nil {
			t.Fatal(err)
		}
		if s != "done" {
			t.Fatalf("click %d returned with the page showing %q, want %q (the click's updates over the next frames)", i+1, s, "done")
		}
		if err := p.evalValue(ctx, "document.getElementById('out').textContent = 'idle'", &s); err != nil {
			t.Fatal(err)
		}
	}
}

// On a busy machine a visible page's next frame may come well after the
// action (the compositor waits for a core): what the page does in it is
// still waited for. A frame late by 150 ms is made here by holding each
// world's first requestAnimationFrame back (the page's, which renders in
// it, and ours); the quiet is not over because no frame has come yet, as
// it is in a hidden window, which paints none.
func TestQuietWaitsForALateFirstFrame(t *testing.T) {
	p, base := openTestPage(t)
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	if _, err := p.Navigate(ctx, base+"/page/settle.html"); err != nil {
		t.Fatal(err)
	}
	const late = `(() => { const raf = requestAnimationFrame; let first = true;
		window.requestAnimationFrame = cb => { if (!first) return raf(cb); first = false; return setTimeout(() => raf(cb), 150); }; return true; })()`
	var ok bool
	if err := p.evalValue(ctx, late, &ok); err != nil {
		t.Fatal(err)
	}
	if err := p.evalInWorld(ctx, "("+late+", document.getElementById('later').click(), "+jsQuiet.Call(int(quietWindow/time.Millisecond), 16, 600, 5000, false, false)+")", &ok); err != nil {
		t.Fatal(err)
	}
	var s string
	if err := p.evalValue(ctx, "document.getElementById('out').textContent", &s); err != nil {
		t.Fatal(err)
	}
	if s != "done" {
		t.Fatalf("the quiet after the click, its first frame 150 ms late, ended with the page showing %q; want %q (what the page did in the frames after the click)", s, "done")
	}
}

// A dialog the page opens while the quiet after a click waits for a late
// first frame ends the wait at once: the click returns with the dialog
// open, not after the frame nor the tool's time.
func TestDialogDuringALateFirstFrame(t *testing.T) {
	p, base := openTestPage(t)
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	if _, err := p.Navigate(ctx, base+"/page/settle.html"); err != nil {
		t.Fatal(err)
	}
	// Every frame of our world comes 400 ms late, the quiet's first one
	// too; the page asks 100 ms after the click.
	const late = `(() => { const raf = requestAnimationFrame; window.requestAnimationFrame = cb => setTimeout(() => raf(cb), 400); return true; })()`
	var ok bool
	if err := p.evalInWorld(ctx, late, &ok); err != nil {
		t.Fatal(err)
	}
	start := time.Now()
	if _, err := p.Click(ctx, "#ask", ClickOptions{}); err != nil {
		t.Fatal(err)
	}
	took := time.Since(start)
	if m := p.Modal(); m == nil || m.Dialog == nil || m.Dialog.Message != "Discard the draft?" {
		t.Fatalf("after the click, the modal state is %+v; want the confirm open", m)
	}
	// The bound tells "returned at the dialog" from "waited for the
	// frame that cannot come while the dialog is open".
	if took > 5*time.Second {
		t.Errorf("the click took %v; want it to return at the dialog", took)
	}
	if _, _, err := p.HandleDialog(ctx, false, ""); err != nil {
		t.Fatal(err)
	}
	var s string
	if err := p.evalValue(ctx, "document.getElementById('out').textContent", &s); err != nil {
		t.Fatal(err)
	}
	if s != "kept" {
		t.Errorf("after dismissing the confirm the page shows %q, want %q", s, "kept")
	}
}

// An action settles once the fade of an empty overlay it started has
// ended, with what the page does at its end: a dialog that is shown once
// its backdrop has faded in (as Bootstrap's modal is) is there when the
// click returns.
func TestSettleWaitsForABackdropsFade(t *testing.T) {
	p, base := openTestPage(t)
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	if _, err := p.Navigate(ctx, base+"/page/settle.html"); err != nil {
		t.Fatal(err)
	}
	if _, err := p.Click(ctx, "#open", ClickOptions{}); err != nil {
		t.Fatal(err)
	}
	var n int
	if err := p.evalValue(ctx, "document.querySelectorAll('#sheet').length", &n); err != nil {
		t.Fatal(err)
	}
	if n != 1 {
		t.Fatalf("after the click that fades a backdrop in and then shows a dialog: %d dialogs, want 1", n)
	}
}

// A request that never answers does not hold the action: settling is
// bounded, and the page goes on answering.
func TestSettleIsBounded(t *testing.T) {
	p, base := openTestPage(t)
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	if _, err := p.Navigate(ctx, base+"/page/settle.html"); err != nil {
		t.Fatal(err)
	}
	// A request that never answers holds the action for requestTimeout,
	// not until the call's own deadline (a minute here): the bound tells
	// "waited its while" from "waited for the request".
	start := time.Now()
	if _, _, err := p.Evaluate(ctx, "() => { fetch('/net/hang'); }", ""); err != nil {
		t.Fatal(err)
	}
	if took, bound := time.Since(start), requestTimeout+quietMax+15*time.Second; took > bound {
		t.Errorf("an action that started a hanging request took %v, more than %v: settle waited for the request", took, bound)
	}
	var title string
	if err := p.evalValue(ctx, "document.title", &title); err != nil || title != "Settle" {
		t.Errorf("the page after a hanging request: %q, %v", title, err)
	}
	// Leave, so the hanging request ends with the document.
	if _, err := p.Navigate(ctx, "about:blank"); err != nil {
		t.Fatal(err)
	}
}

// A dialog shown at once beside its overlay (Radix's, MUI's) is not held
// back until the overlay has faded in: the click returns with it, the
// overlay still fading.
func TestSettleDoesNotWaitForAnOverlayBesideItsDialog(t *testing.T) {
	if got := outAfterClick(t, "/page/overlay-dialog.html", "#show"); got != "open" {
		t.Fatalf("after the click that opens a dialog beside a fading overlay: the page says %q, want %q", got, "open")
	}
}

// A dialog that closes as Bootstrap's modal does (it fades out with its
// overlay, and both go once the overlay's fade has ended) is gone when
// the click that closes it returns: the dialog beside a fading overlay is
// closing, not shown.
func TestSettleWaitsForADialogToFadeOut(t *testing.T) {
	if got := outAfterClick(t, "/page/overlay-close.html", "#shut"); got != "closed" {
		t.Fatalf("after the click that closes a dialog fading out with its overlay: the page says %q, want %q", got, "closed")
	}
}

// What settle waits for once is an overlay's fade: an empty element that
// slides along a little of the page (a tab's indicator, a switch's thumb)
// is not held for, and the click returns with the tab chosen.
func TestSettleDoesNotWaitForASmallEmptyElementsTransition(t *testing.T) {
	if got := outAfterClick(t, "/page/tab-indicator.html", "#two"); got != "Shipping" {
		t.Fatalf("after the click on a tab whose indicator slides to it: the page says %q, want %q", got, "Shipping")
	}
}

// A menu that its library renders far off the page and transparent, to
// measure it, then places beside its button a moment later, still
// transparent, and zooms in after that (antd's, by rc-trigger and
// rc-motion) is showing when the click that opens it returns: before
// that, its items are nowhere a person can click.
func TestSettleWaitsForAPopupToBePlaced(t *testing.T) {
	if got := outAfterClick(t, "/page/placed-popup.html", "#more"); got != "placed" {
		t.Fatalf("after the click that opens a menu placed a moment later: the page says %q, want %q", got, "placed")
	}
}

// A popup about to show, transparent, is waited for until its fade in
// has ended, not longer: Bootstrap's popover wires its buttons then (its
// "shown" event), and changes nothing in the page that would end the
// wait, nor does the spinner in it ever end. (The quiet is given a 10-s
// wait for animations, so that only the fade's end can end it within
// seconds.)
func TestQuietWaitsForAPopupsFadeNotLonger(t *testing.T) {
	p, base := openTestPage(t)
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	if _, err := p.Navigate(ctx, base+"/page/fading-popover.html"); err != nil {
		t.Fatal(err)
	}
	var ok bool
	start := time.Now()
	if err := p.evalInWorld(ctx, "(document.getElementById('open-later').click(), "+jsQuiet.Call(40, 16, 10000, 10000, true, false)+")", &ok); err != nil {
		t.Fatal(err)
	}
	took := time.Since(start)
	var shown bool
	if err := p.evalValue(ctx, "window.shown === true", &shown); err != nil {
		t.Fatal(err)
	}
	if !shown || took > 5*time.Second {
		t.Fatalf("the quiet after opening the popover ended after %v with its fade over: %v; want it over, and no wait for the 10 s", took, shown)
	}
}

// A click on a button in a popover still fading in waits for the fade to
// end: the popover (Bootstrap's) wires it then, and a person clicks what
// has appeared. (The popover is opened by the page's own click here, so
// that no wait of ours after it comes between.)
func TestClickWaitsForAFadeIn(t *testing.T) {
	p, base := openTestPage(t)
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	if _, err := p.Navigate(ctx, base+"/page/fading-popover.html"); err != nil {
		t.Fatal(err)
	}
	var out string
	if err := p.evalValue(ctx, "(document.getElementById('open').click(), document.getElementById('out').textContent)", &out); err != nil {
		t.Fatal(err)
	}
	if _, err := p.Click(ctx, "#confirm", ClickOptions{}); err != nil {
		t.Fatal(err)
	}
	if err := p.evalValue(ctx, "document.getElementById('out').textContent", &out); err != nil {
		t.Fatal(err)
	}
	if out != "cleared" {
		t.Fatalf("after a click on the popover's button: the page says %q, want %q", out, "cleared")
	}
}

// A closed menu the page keeps, transparent, at the top of the body
// (slim-select's) is no popup about to show: the navigation's settle
// ends with it and marks it stale, so no action waits for it; one the
// page opens and closes again stays stale.
func TestSettleLeavesAKeptClosedMenu(t *testing.T) {
	p, base := openTestPage(t)
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	if _, err := p.Navigate(ctx, base+"/page/kept-popup.html"); err != nil {
		t.Fatal(err)
	}
	pending := func() int {
		t.Helper()
		var n int
		if err := p.evalInWorld(ctx, inpage.Expr("pendingPopups").Call()+".length", &n); err != nil {
			t.Fatal(err)
		}
		return n
	}
	if n := pending(); n != 0 {
		t.Fatalf("after the navigation, %d popups about to show, want none (the kept menu is stale)", n)
	}
	for _, want := range []string{"open", "closed"} {
		if _, err := p.Click(ctx, "#toggle", ClickOptions{}); err != nil {
			t.Fatal(err)
		}
		var out string
		if err := p.evalValue(ctx, "document.getElementById('out').textContent", &out); err != nil {
			t.Fatal(err)
		}
		if n := pending(); out != want || n != 0 {
			t.Fatalf("after a click the page says %q with %d popups about to show; want %q and none", out, n, want)
		}
	}
}

// A live region drawn nowhere (React Aria's announcer, clipped to a
// pixel) is not in the snapshot: it says to screen readers what the page
// shows already. One that shows (a status line) is.
func TestSnapshotLeavesOutAnAnnouncer(t *testing.T) {
	p, base := openTestPage(t)
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	if _, err := p.Navigate(ctx, base+"/page/announcer.html"); err != nil {
		t.Fatal(err)
	}
	if _, err := p.Click(ctx, "#set", ClickOptions{}); err != nil {
		t.Fatal(err)
	}
	s, err := p.Snapshot(ctx, snapshot.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(s.Text, "log") || !strings.Contains(s.Text, "- status: Alarm at 06:00") {
		t.Errorf("want the status line and no announcer in:\n%s", s.Text)
	}
}

// The wait for a view ends at once when the page asks something instead
// (a confirm() after the code came in): the click returns with the
// dialog open, and answering it shows what the page does.
func TestClickWaitingForAViewEndsAtADialog(t *testing.T) {
	p, base := openTestPage(t)
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	if _, err := p.Navigate(ctx, base+"/page/route.html"); err != nil {
		t.Fatal(err)
	}
	if _, err := p.Click(ctx, "#reset", ClickOptions{}); err != nil {
		t.Fatal(err)
	}
	if m := p.Modal(); m == nil || m.Dialog == nil || m.Dialog.Message != "Reset everything?" {
		t.Fatalf("after the click, the modal state is %+v; want the confirm open", m)
	}
	if _, _, err := p.HandleDialog(ctx, false, ""); err != nil {
		t.Fatal(err)
	}
	var h string
	if err := p.evalValue(ctx, "document.querySelector('main h1').textContent", &h); err != nil {
		t.Fatal(err)
	}
	if h != "Kept" {
		t.Errorf("after dismissing the confirm the view is %q, want %q", h, "Kept")
	}
}

// outAfterClick opens a test page, clicks target and returns what the
// page's #out says when the click has returned.
func outAfterClick(t *testing.T, path, target string) string {
	t.Helper()
	p, base := openTestPage(t)
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	if _, err := p.Navigate(ctx, base+path); err != nil {
		t.Fatal(err)
	}
	if _, err := p.Click(ctx, target, ClickOptions{}); err != nil {
		t.Fatal(err)
	}
	var got string
	if err := p.evalValue(ctx, "document.getElementById('out').textContent", &got); err != nil {
		t.Fatal(err)
	}
	return got
}

// A click on a single-page app's menu returns with the route's view shown:
// its code imported (a chunk, then the chunk it needs), then the router's
// own work, the URL's change and the render a moment later — and, on the
// route's second visit, the URL's change and the render without any code
// to load.
func TestClickWaitsForARoutesView(t *testing.T) {
	p, base := openTestPage(t)
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	if _, err := p.Navigate(ctx, base+"/page/route.html"); err != nil {
		t.Fatal(err)
	}
	for i, step := range []struct{ link, want string }{{"#settings", "Settings"}, {"#status", "Status"}, {"#settings", "Settings"}} {
		s, err := p.Click(ctx, step.link, ClickOptions{})
		if err != nil {
			t.Fatal(err)
		}
		var h string
		if err := p.evalValue(ctx, "document.querySelector('main h1').textContent", &h); err != nil {
			t.Fatal(err)
		}
		if h != step.want || !strings.HasSuffix(p.URL(), step.link) || s.Navigated || len(s.Notes) > 0 {
			t.Errorf("click %d on %s returned with the view %q at %s (settled %+v); want %q", i+1, step.link, h, p.URL(), s, step.want)
		}
	}
}

// A click that slides a carousel's track (its slides marked as ARIA's
// carousel pattern says) answers once the track has stopped: the slide it
// brought is shown then, and the agent would otherwise see the one before.
func TestClickWaitsForACarouselToStop(t *testing.T) {
	p, base := openTestPage(t)
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	if _, err := p.Navigate(ctx, base+"/page/carousel.html"); err != nil {
		t.Fatal(err)
	}
	if _, err := p.Click(ctx, "#next", ClickOptions{}); err != nil {
		t.Fatal(err)
	}
	var hidden []bool
	if err := p.evalValue(ctx, "[...document.querySelectorAll('.slide')].map(s => s.getAttribute('aria-hidden') === 'true')", &hidden); err != nil {
		t.Fatal(err)
	}
	if want := []bool{true, false, true}; !slices.Equal(hidden, want) {
		t.Errorf("after the click, the slides hidden are %v, want %v (the second shown)", hidden, want)
	}
}

// A dialog the page opens while the click waits for its carousel to stop
// ends that wait at once: the click answers with it.
func TestClickWaitingForACarouselEndsAtADialog(t *testing.T) {
	p, _, base := openWindow(t, "about:blank") // a dialog left open holds its page
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	if _, err := p.Navigate(ctx, base+"/page/carousel.html?confirm"); err != nil {
		t.Fatal(err)
	}
	dctx, dcancel := p.UntilDialog(ctx)
	defer dcancel()
	start := time.Now()
	_, err := p.Click(dctx, "#next", ClickOptions{})
	took := time.Since(start)
	t.Logf("the click answered in %v: %v", took, err)
	if took > time.Second {
		t.Errorf("the click took %v: it waited past the dialog", took)
	}
	if p.Dialog() == nil {
		t.Fatalf("the click returned without the page's dialog (error %v)", err)
	}
	if _, _, err := p.HandleDialog(ctx, true, ""); err != nil {
		t.Fatal(err)
	}
}

// Controls that turn visible through a transition of their visibility
// (`transition: all` on them, in a popup fading in: Pickr's colour field)
// are hidden until it starts; the click's answer waits until they show.
func TestClickWaitsForControlsTurningVisible(t *testing.T) {
	p, base := openTestPage(t)
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	if _, err := p.Navigate(ctx, base+"/page/fade-popup.html"); err != nil {
		t.Fatal(err)
	}
	if _, err := p.Click(ctx, "#toggle", ClickOptions{}); err != nil {
		t.Fatal(err)
	}
	s, err := p.Snapshot(ctx, snapshot.Options{MaxChars: -1})
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{`textbox "Colour field"`, `button "Save colour"`} {
		if !strings.Contains(s.Text, want) {
			t.Errorf("the snapshot after the click lacks %s:\n%s", want, s.Text)
		}
	}
}

// A navigation's answer waits for a table whose head is there and whose
// rows come frames later, changing nothing meanwhile (Grid.js's).
func TestNavigationWaitsForATablesRows(t *testing.T) {
	p, base := openTestPage(t)
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	if _, err := p.Navigate(ctx, base+"/page/table-rows-later.html"); err != nil {
		t.Fatal(err)
	}
	s, err := p.Snapshot(ctx, snapshot.Options{MaxChars: -1})
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(s.Text, "Ada") {
		t.Errorf("the snapshot after the navigation has no rows:\n%s", s.Text)
	}
}

// A box a script eases by less than a pixel a frame, and an attribute set
// again to the value it had, are no change to wait for: the click answers
// with the page as it is, not 1.5 s later (FilePond's panels).
func TestClickDoesNotWaitForSubPixelEasing(t *testing.T) {
	p, base := openTestPage(t)
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	if _, err := p.Navigate(ctx, base+"/page/spring.html"); err != nil {
		t.Fatal(err)
	}
	if _, err := p.Click(ctx, "#add", ClickOptions{}); err != nil {
		t.Fatal(err)
	}
	var out string
	if err := p.evalValue(ctx, "document.getElementById('out').textContent", &out); err != nil {
		t.Fatal(err)
	}
	if out != "Added" {
		t.Errorf("after the click the page reads %q: the click waited for the easing (want %q)", out, "Added")
	}
}

// What counts as a table loading its rows after a navigation: one with
// its heads and an empty body, not the fixed head of a table whose body is
// another table (Element Plus's, FullCalendar's), which would have every
// navigation to it wait for nothing.
func TestLoadingTable(t *testing.T) {
	p, _ := openTestPage(t)
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	for _, c := range []struct {
		html string
		want bool
	}{
		{`<table><thead><tr><th>Name</th></tr></thead><tbody></tbody></table>`, true},
		{`<div role=grid><div role=row><span role=columnheader>Name</span></div></div>`, true},
		{`<table><thead><tr><th>Name</th></tr></thead></table><table><tbody><tr><td>Ada</td></tr></tbody></table>`, false},
		{`<table><thead><tr><th>Name</th></tr></thead><tbody><tr><td>Ada</td></tr></tbody></table>`, false},
	} {
		if _, err := p.Navigate(ctx, "data:text/html,"+c.html); err != nil {
			t.Fatal(err)
		}
		var got bool
		if err := p.evalInWorld(ctx, inpage.Expr("loadingTable").Call(), &got); err != nil {
			t.Fatal(err)
		}
		if got != c.want {
			t.Errorf("%s: loading %v, want %v", c.html, got, c.want)
		}
	}
}

// A click that sends a message over the page's WebSocket waits for the
// answer, and for the messages that follow it closely (a chat's sign-in:
// its success, then the channels): the answer shows what the page then
// shows, not the disabled button.
func TestClickWaitsForTheSocketsAnswer(t *testing.T) {
	p, ctx := openSocketPage(t, "")
	// A heartbeat gets no answer and is waited for by nothing (else the
	// click would wait for the answer a second).
	start := time.Now()
	if _, err := p.Click(ctx, "#beat", ClickOptions{}); err != nil {
		t.Fatal(err)
	}
	if d := time.Since(start); d >= 750*time.Millisecond {
		t.Errorf("a click that sent a heartbeat took %s: it waited for an answer", d)
	}
	if _, err := p.Click(ctx, "button:not([type])", ClickOptions{}); err != nil {
		t.Fatal(err)
	}
	s, err := p.Snapshot(ctx, snapshot.Options{MaxChars: -1})
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(s.Text, `heading "Welcome, ada"`) {
		t.Errorf("the snapshot after signing in does not show what the socket's answer brought:\n%s", s.Text)
	}
}

// An action whose input went out well after it began (a click that
// waited for its button to stop moving first, a loaded machine) counts
// the message the page sends its socket in answer from when its input
// went out: its answer is waited for all the same.
func TestSettleCountsASocketMessageFromWhenTheActionActed(t *testing.T) {
	p, ctx := openSocketPage(t, "")
	m := p.mark()
	m.at = m.at.Add(-time.Second) // the action began a second ago …
	if err := p.evalValue(ctx, "document.querySelector('button:not([type])').click(), true", nil); err != nil {
		t.Fatal(err)
	}
	// The message's event comes from the browser, after the answer to
	// the evaluation that sent it, maybe.
	wctx, cancel := context.WithTimeout(ctx, 10*time.Second)
	defer cancel()
	if !p.waitFor(wctx, func() bool { return p.net.Seq() != m.req }) {
		t.Fatal("the page's message was not seen")
	}
	m.acted = time.Now() // … and pressed just now
	p.settle(ctx, m)
	var heading string
	if err := p.evalValue(ctx, "document.querySelector('h2')?.textContent ?? document.getElementById('state').textContent", &heading); err != nil {
		t.Fatal(err)
	}
	if heading != "Welcome, ada" {
		t.Errorf("the settle did not wait for the answer to the message the action's press sent: the page shows %q", heading)
	}
}

// A dialog the page opens while a click waits for its WebSocket's answer
// ends that wait at once: the click answers with the dialog open, not at
// the answer's bound (a second); once the agent answers it, the page goes
// on.
func TestClickWaitingForASocketsAnswerEndsAtADialog(t *testing.T) {
	// The server answers 3 s after each message: later than the wait's
	// bound.
	p, ctx := openSocketPage(t, "?ms=3000")
	start := time.Now()
	if _, err := p.Click(ctx, "#leave", ClickOptions{}); err != nil {
		t.Fatal(err)
	}
	took := time.Since(start)
	if m := p.Modal(); m == nil || m.Dialog == nil || m.Dialog.Message != "Leave #general?" {
		t.Fatalf("after the click (%s), the modal state is %+v; want the confirm open", took, m)
	}
	if took >= 800*time.Millisecond {
		t.Errorf("the click took %s: it waited for the socket's answer with the dialog open", took)
	}
	if _, _, err := p.HandleDialog(ctx, true, ""); err != nil {
		t.Fatal(err)
	}
	var state string
	if err := p.evalValue(ctx, "document.getElementById('state').textContent", &state); err != nil {
		t.Fatal(err)
	}
	if state != "left" {
		t.Errorf("after accepting, the page says %q, want %q", state, "left")
	}
}

// A message no answer follows (a spreadsheet telling its server which
// cell is selected) holds a click a second at most, not the whole wait
// for requests; on a socket that left it unanswered, the next is waited
// for a moment only, as the page does not wait to hear back.
func TestClickOnASocketThatDoesNotAnswer(t *testing.T) {
	p, ctx := openSocketPage(t, "")
	for i, bound := range []time.Duration{1800 * time.Millisecond, 800 * time.Millisecond, 800 * time.Millisecond} {
		start := time.Now()
		if _, err := p.Click(ctx, "#select", ClickOptions{}); err != nil {
			t.Fatal(err)
		}
		if d := time.Since(start); d >= bound {
			t.Errorf("click %d on a button whose message gets no answer took %s, want less than %s", i+1, d, bound)
		}
	}
}

// openSocketPage opens socket-signin.html with query, once its socket is
// open (it opens after the load: the page says so).
func openSocketPage(t *testing.T, query string) (*Page, context.Context) {
	t.Helper()
	p, base := openTestPage(t)
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	t.Cleanup(cancel)
	if _, err := p.Navigate(ctx, base+"/page/socket-signin.html"+query); err != nil {
		t.Fatal(err)
	}
	for {
		v, _, err := p.Evaluate(ctx, "() => document.getElementById('state').textContent", "")
		if err != nil {
			t.Fatal(err)
		}
		if strings.Contains(v, "connected") {
			break
		}
	}
	return p, ctx
}
