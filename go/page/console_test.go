package page

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"
)

// A real page's console calls and uncaught exceptions, as Chromium reports
// them.
func TestConsoleFromChromium(t *testing.T) {
	p, base := openTestPage(t)
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	url := base + "/page/console.html"
	if _, err := p.Navigate(ctx, url); err != nil {
		t.Fatal(err)
	}
	if err := p.evalValue(ctx, "logAll(); setTimeout(explode); true", nil); err != nil {
		t.Fatal(err)
	}
	var msgs []ConsoleMessage
	waitUntil(ctx, t, "five console messages", func() bool {
		msgs, _ = p.ConsoleMessages("", false)
		return len(msgs) >= 5
	})
	var got []string
	for _, m := range msgs {
		got = append(got, fmt.Sprintf("%s %s %q @ %s", m.Level, m.Type, m.Text, m.Location))
	}
	want := []string{
		`info log "count 3 of items {a: 1, b: \"x\"}" @ ` + url + `:5`,
		`warning warn "careful" @ ` + url + `:6`,
		`error error "went wrong" @ ` + url + `:7`,
		`debug debug "detail" @ ` + url + `:8`,
		`error exception "Uncaught Error: boom" @ ` + url + `:11`,
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("console:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	if st := msgs[4].Stack; !strings.HasPrefix(st, "at explode ("+url+":11:") {
		t.Errorf("the exception's stack: %q", st)
	}
	if e, w := p.ConsoleCounts(); e != 2 || w != 1 {
		t.Errorf("counts = %d errors, %d warnings; want 2 and 1", e, w)
	}
}

// waitUntil polls cond until it holds, failing the test when ctx ends: for
// what the page learns from events that carry no notification.
func waitUntil(ctx context.Context, t *testing.T, what string, cond func() bool) {
	t.Helper()
	for !cond() {
		select {
		case <-ctx.Done():
			t.Fatalf("waiting for %s: %v", what, ctx.Err())
		case <-time.After(10 * time.Millisecond): // polling the condition, with the context's deadline
		}
	}
}
