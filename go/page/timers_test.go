package page

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/chromedp/cdproto/page"
)

// A typing cancelled while it waits for the timer the page set in answer
// to its keys ends at once, not once the timer fires (the agent's client
// gave up on it), and the watch of the page's timers ends with it: the
// page's own timer functions are back and its timer still runs.
func TestCancelledTypingEndsItsWatchOfTheTimers(t *testing.T) {
	p, base := openTestPage(t)
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	if _, err := p.Navigate(ctx, base+"/page/slow-search.html"); err != nil {
		t.Fatal(err)
	}
	tctx, tcancel := context.WithCancel(ctx)
	defer tcancel()
	done := make(chan error, 1)
	var ended time.Time
	go func() {
		_, err := p.Type(tctx, "#q", "abc", TypeOptions{})
		ended = time.Now()
		done <- err
	}()
	// Once the keys are in, the typing waits for the page's 950-ms timer.
	var typed string
	for typed != "abc" {
		if err := p.evalValue(ctx, "document.getElementById('q').value", &typed); err != nil {
			t.Fatal(err)
		}
		select {
		case err := <-done:
			t.Fatalf("the typing ended before it was cancelled (the field holds %q): %v", typed, err)
		default:
		}
	}
	cancelled := time.Now()
	tcancel()
	// The keys are in: the typing is done, or says it was cancelled.
	if err := <-done; err != nil && !errors.Is(err, context.Canceled) {
		t.Fatalf("the cancelled typing: %v", err)
	}
	// Well before the page's timer: a typing that waited it out took 950 ms.
	t.Logf("ended %v after its cancel", ended.Sub(cancelled))
	if took := ended.Sub(cancelled); took > 500*time.Millisecond {
		t.Errorf("the cancelled typing ended %v after its cancel: it waited for the page's timer", took)
	}
	for _, c := range []struct{ expr, want string }{
		{"String(window.timersRestored())", "true"},
		{"document.getElementById('out').textContent", "searched abc"},
	} {
		var got string
		deadline := time.Now().Add(3 * time.Second)
		for got != c.want && time.Now().Before(deadline) {
			if err := p.evalValue(ctx, c.expr, &got); err != nil {
				t.Fatal(err)
			}
		}
		if got != c.want {
			t.Errorf("after the cancelled typing, %s = %q, want %q", c.expr, got, c.want)
		}
	}
}

// A typing whose debounce opens a dialog returns with the dialog open,
// while its watch of the page's timers is still on (the page, held by
// the dialog, could not be asked to end it). Once the dialog closes, by
// the agent's answer or by someone else's, the watch ends: the page's
// own timer functions are back at once, not 10 s later when the watch
// would end itself.
func TestTypingsWatchOfTheTimersEndsWhenItsDialogCloses(t *testing.T) {
	for _, c := range []struct {
		name   string
		answer func(ctx context.Context, p *Page) error
	}{
		{"answered by the agent", func(ctx context.Context, p *Page) error {
			_, _, err := p.HandleDialog(ctx, true, "")
			return err
		}},
		{"answered elsewhere", func(ctx context.Context, p *Page) error {
			return p.conn.Call(ctx, page.HandleJavaScriptDialog.Method, page.HandleJavaScriptDialogParams{Accept: true}, nil)
		}},
	} {
		t.Run(c.name, func(t *testing.T) {
			p, base := openTestPage(t)
			ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
			defer cancel()
			if _, err := p.Navigate(ctx, base+"/page/alert-search.html"); err != nil {
				t.Fatal(err)
			}
			if _, err := p.Type(ctx, "#q", "abc", TypeOptions{}); err != nil {
				t.Fatal(err)
			}
			if p.Dialog() == nil {
				t.Fatal("the typing returned before the dialog its debounce opened")
			}
			if err := c.answer(ctx, p); err != nil {
				t.Fatal(err)
			}
			answered := time.Now()
			var got string
			// The watch would end itself 10 s after the typing began.
			for got != "true" && time.Since(answered) < 3*time.Second {
				if err := p.evalValue(ctx, "String(window.timersRestored())", &got); err != nil {
					t.Fatal(err)
				}
			}
			if got != "true" {
				t.Errorf("3 s after the dialog closed, the page's timer functions are still wrapped by the typing's watch")
			}
			t.Logf("restored %v after the answer", time.Since(answered))
		})
	}
}

// A click whose page shows nothing of its answer at once, and opens a
// dialog from a timer it set a moment later (ungit's discard), answers
// with the dialog shown, as the person sees it; the watch of the click's
// timers ends with the click.
func TestClickWaitsForTheTimerThatShowsItsDialog(t *testing.T) {
	p, base := openTestPage(t)
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	if _, err := p.Navigate(ctx, base+"/page/late-dialog.html"); err != nil {
		t.Fatal(err)
	}
	if _, err := p.Click(ctx, "#discard", ClickOptions{}); err != nil {
		t.Fatal(err)
	}
	var shown, restored string
	if err := p.evalValue(ctx, "String(!!document.querySelector('.modal:not([hidden])'))", &shown); err != nil {
		t.Fatal(err)
	}
	if shown != "true" {
		t.Errorf("the click answered before the page showed its dialog")
	}
	if err := p.evalValue(ctx, "String(window.timersRestored())", &restored); err != nil {
		t.Fatal(err)
	}
	if restored != "true" {
		t.Errorf("after the click, the page's timer functions are not its own")
	}
	// A click the page answered at once ends the watch too.
	if _, err := p.Click(ctx, "#save", ClickOptions{}); err != nil {
		t.Fatal(err)
	}
	if err := p.evalValue(ctx, "String(window.timersRestored())", &restored); err != nil {
		t.Fatal(err)
	}
	if restored != "true" {
		t.Errorf("after the click the page answered at once, the page's timer functions are not its own")
	}
}
