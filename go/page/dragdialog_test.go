package page

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"
)

// A drag whose page asks with confirm() — at the drop, or on the way —
// answers with the dialog open, at once, as a click that opens one does:
// not at the tool's timeout, and not by hanging on the moves the page
// cannot answer while the dialog holds it. Once the agent answers, the
// page goes on, and the mouse's button is not left pressed.
func TestDragThatOpensADialogAnswersAtOnce(t *testing.T) {
	for _, c := range []struct{ name, query, want string }{
		{"at the drop", "", "binned invoice"},
		{"in an HTML5 drop", "?html5", "binned invoice"},
		{"on the way", "?at=move", ""},
	} {
		t.Run(c.name, func(t *testing.T) {
			// A window of its own: a dialog left open holds its page.
			p, _, base := openWindow(t, "about:blank")
			ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
			defer cancel()
			if _, err := p.Navigate(ctx, base+"/page/drag-confirm.html"+c.query); err != nil {
				t.Fatal(err)
			}
			// As the MCP server runs an action: it gives up when a dialog
			// opens (the tool's timeout is longer than the bound below).
			tctx, tcancel := context.WithTimeout(ctx, 8*time.Second)
			defer tcancel()
			dctx, dcancel := p.UntilDialog(tctx)
			defer dcancel()
			start := time.Now()
			_, _, err := p.Drag(dctx, "#invoice", "#bin")
			took := time.Since(start)
			t.Logf("the drag answered in %v: %v", took, err)
			if took > 4*time.Second {
				t.Errorf("the drag took %v: it waited for the dialog", took)
			}
			if p.Dialog() == nil {
				t.Fatalf("the drag returned without the page's dialog (error %v)", err)
			}
			if _, _, err := p.HandleDialog(ctx, true, ""); err != nil {
				t.Fatal(err)
			}
			var buttons int
			var log string
			deadline := time.Now().Add(3 * time.Second)
			for time.Now().Before(deadline) {
				if err := p.evalValue(ctx, "window.buttons", &buttons); err != nil {
					t.Fatal(err)
				}
				if err := p.evalValue(ctx, "document.getElementById('log').textContent", &log); err != nil {
					t.Fatal(err)
				}
				if (buttons == 0 || c.query == "?html5") && (c.want == "" || log == c.want) {
					break
				}
			}
			if c.want != "" && log != c.want {
				t.Errorf("after accepting, the page says %q, want %q", log, c.want)
			}
			if buttons != 0 && c.query != "?html5" {
				var events []string
				_ = p.evalValue(ctx, "window.events.slice(-6)", &events)
				t.Errorf("after the drag the mouse's buttons are %d, want 0 (released); last events %v", buttons, events)
			}
		})
	}
}

// A drag cancelled while the button is held (the agent's client gave up)
// ends at once and lets go of the button: the page hears it released.
func TestCancelledDragLetsGoOfTheButton(t *testing.T) {
	p, base := openTestPage(t)
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	if _, err := p.Navigate(ctx, base+"/page/drag-confirm.html?busy"); err != nil {
		t.Fatal(err)
	}
	dctx, dcancel := context.WithCancel(ctx)
	defer dcancel()
	done := make(chan error, 1)
	var ended time.Time
	go func() {
		_, _, err := p.Drag(dctx, "#receipt", "#bin")
		ended = time.Now()
		done <- err
	}()
	// The page never settles while the card is held: the drag rests over
	// the bin for a second.
	var log string
	for !strings.HasPrefix(log, "holding") {
		if err := p.evalValue(ctx, "document.getElementById('log').textContent", &log); err != nil {
			t.Fatal(err)
		}
		select {
		case err := <-done:
			t.Fatalf("the drag ended before it was cancelled (the page says %q): %v", log, err)
		default:
		}
	}
	cancelled := time.Now()
	dcancel()
	if err := <-done; !errors.Is(err, context.Canceled) {
		t.Errorf("the cancelled drag: %v, want it cancelled", err)
	}
	t.Logf("ended %v after its cancel", ended.Sub(cancelled))
	if took := ended.Sub(cancelled); took > 500*time.Millisecond {
		t.Errorf("the cancelled drag ended %v after its cancel", took)
	}
	buttons := -1
	for deadline := time.Now().Add(3 * time.Second); time.Now().Before(deadline); {
		if err := p.evalValue(ctx, "window.buttons", &buttons); err != nil {
			t.Fatal(err)
		}
		if err := p.evalValue(ctx, "document.getElementById('log').textContent", &log); err != nil {
			t.Fatal(err)
		}
		if buttons == 0 && !strings.HasPrefix(log, "holding") {
			break
		}
	}
	if buttons != 0 || strings.HasPrefix(log, "holding") {
		t.Errorf("after the cancelled drag the page's buttons are %d and it says %q: the button was left pressed", buttons, log)
	}
}

// A drag whose page swallows clicks for a moment after the release (dnd
// kit's clean-up timer, 50 ms; 120 here) answers once that is over: the
// agent's next click, sent at once, is heard.
func TestClickAfterADragIsHeard(t *testing.T) {
	p, base := openTestPage(t)
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	if _, err := p.Navigate(ctx, base+"/page/drag-cleanup.html"); err != nil {
		t.Fatal(err)
	}
	if _, _, err := p.Drag(ctx, "#card", "#bin"); err != nil {
		t.Fatal(err)
	}
	if _, err := p.Click(ctx, "#save", ClickOptions{}); err != nil {
		t.Fatal(err)
	}
	var log, in string
	if err := p.evalValue(ctx, "document.getElementById('log').textContent", &log); err != nil {
		t.Fatal(err)
	}
	if err := p.evalValue(ctx, "document.getElementById('card').parentElement.id", &in); err != nil {
		t.Fatal(err)
	}
	if in != "bin" {
		t.Errorf("the card is in #%s after the drag, want #bin", in)
	}
	if log != "saved" {
		t.Errorf("the click after the drag was not heard: the page says %q", log)
	}
}

// A dialog the page opens in a timer the release set, while the drag
// waits for that timer, ends the wait at once: the drag answers with it.
func TestDragWaitingForItsReleaseTimersEndsAtADialog(t *testing.T) {
	p, _, base := openWindow(t, "about:blank") // a dialog left open holds its page
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	if _, err := p.Navigate(ctx, base+"/page/drag-cleanup.html?confirm"); err != nil {
		t.Fatal(err)
	}
	tctx, tcancel := context.WithTimeout(ctx, 8*time.Second)
	defer tcancel()
	dctx, dcancel := p.UntilDialog(tctx)
	defer dcancel()
	start := time.Now()
	_, _, err := p.Drag(dctx, "#card", "#bin")
	took := time.Since(start)
	t.Logf("the drag answered in %v: %v", took, err)
	if took > 4*time.Second {
		t.Errorf("the drag took %v: it waited past the dialog", took)
	}
	if p.Dialog() == nil {
		t.Fatalf("the drag returned without the page's dialog (error %v)", err)
	}
	if _, _, err := p.HandleDialog(ctx, true, ""); err != nil {
		t.Fatal(err)
	}
	var log string
	for deadline := time.Now().Add(3 * time.Second); log != "kept" && time.Now().Before(deadline); {
		if err := p.evalValue(ctx, "document.getElementById('log').textContent", &log); err != nil {
			t.Fatal(err)
		}
	}
	if log != "kept" {
		t.Errorf("after accepting, the page says %q, want \"kept\"", log)
	}
}

// A click's hover, press and release reach the page as one gesture: a
// timer of no delay the page sets as the pointer comes (MUI's speed dial
// opens on one, and a click on its button toggles it) runs after the
// click, even when the press reaches the page a frame after the hover, as
// on a loaded machine, and it runs all the same once the click is done.
func TestClickHoldsTheTimersItsHoverSets(t *testing.T) {
	p, base := openTestPage(t)
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	if _, err := p.Navigate(ctx, base+"/page/hover-timer.html"); err != nil {
		t.Fatal(err)
	}
	// The loaded machine: the press waits for a frame and a task of the
	// page after the hover, when a timer the hover set is due.
	p.slowPress = func(ctx context.Context) {
		if err := p.evalInWorld(ctx, `new Promise(r => requestAnimationFrame(() => setTimeout(r, 0)))`, nil); err != nil {
			t.Error(err)
		}
	}
	if _, err := p.Click(ctx, "#fab", ClickOptions{}); err != nil {
		t.Fatal(err)
	}
	var expanded string
	if err := p.evalValue(ctx, "document.getElementById('fab').getAttribute('aria-expanded')", &expanded); err != nil {
		t.Fatal(err)
	}
	if expanded != "true" {
		var log string
		_ = p.evalValue(ctx, "logText()", &log)
		t.Errorf("the dial is not open after the click on its button (aria-expanded %q); the page's log: %s", expanded, log)
	}
	// The hover's other timer runs once the click is done: two tasks of
	// the page later, its hold has let go (a task after the release) and
	// it has run (in a task that hold set).
	var log string
	if err := p.evalValue(ctx, "new Promise(r => setTimeout(r, 0)).then(() => new Promise(r => setTimeout(r, 0))).then(() => logText())", &log); err != nil {
		t.Fatal(err)
	}
	if log != "click, hover timer" {
		t.Errorf("the page's log reads %q, want the click, then the hover's timer", log)
	}
}

// A drag presses once what the last action set moving has come to rest:
// the folder the last drop filed into grows open (Naive UI's tree throws
// when a drag starts mid-growth).
func TestDragWaitsForTheLastDropsFolderToOpen(t *testing.T) {
	p, base := openTestPage(t)
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	if _, err := p.Navigate(ctx, base+"/page/drag-grow.html"); err != nil {
		t.Fatal(err)
	}
	if _, _, err := p.Drag(ctx, "#tax", "#finance b"); err != nil {
		t.Fatal(err)
	}
	if _, _, err := p.Drag(ctx, "#lease", "#legal b"); err != nil {
		t.Fatal(err)
	}
	var log string
	if err := p.evalValue(ctx, "document.getElementById('log').textContent", &log); err != nil {
		t.Fatal(err)
	}
	if want := "tax dragged, filed in finance, lease dragged, filed in legal"; log != want {
		t.Errorf("the page's log reads %q, want %q", log, want)
	}
}

// A dialog the page opens while a drag waits for what moves on it to come
// to rest ends that wait at once: the drag answers with the dialog.
func TestDragWaitingForThePageToRestEndsAtADialog(t *testing.T) {
	p, _, base := openWindow(t, "about:blank") // a dialog left open holds its page
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	if _, err := p.Navigate(ctx, base+"/page/drag-grow.html?confirm"); err != nil {
		t.Fatal(err)
	}
	dctx, dcancel := p.UntilDialog(ctx)
	defer dcancel()
	start := time.Now()
	_, _, err := p.Drag(dctx, "#tax", "#legal b")
	took := time.Since(start)
	t.Logf("the drag answered in %v: %v", took, err)
	if p.Dialog() == nil {
		t.Fatalf("the drag returned without the page's dialog (error %v)", err)
	}
	if took > 1200*time.Millisecond {
		t.Errorf("the drag took %v: its wait for the page to rest outlasted the dialog", took)
	}
	if _, _, err := p.HandleDialog(ctx, true, ""); err != nil {
		t.Fatal(err)
	}
}
