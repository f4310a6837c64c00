package page

import (
	"context"
	"errors"
	"testing"
	"time"
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
