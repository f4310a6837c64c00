package page

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	cdppage "github.com/chromedp/cdproto/page"
)

const dialogsPage = `data:text/html,<p id=out>-</p>` +
	`<button id=alert onclick="alert('hello'); out.textContent='after alert'">alert</button>` +
	`<button id=confirm onclick="out.textContent=String(confirm('sure?'))">confirm</button>` +
	`<button id=prompt onclick="out.textContent=String(prompt('name?', 'x'))">prompt</button>`

func outText(t *testing.T, ctx context.Context, p *Page) string {
	t.Helper()
	var s string
	if err := p.evalValue(ctx, "document.getElementById('out').textContent", &s); err != nil {
		t.Fatal(err)
	}
	return s
}

// clickOpening clicks sel, which opens a dialog that blocks the page, as the
// MCP server runs an action: under UntilDialog, which ends it once the
// dialog opens (the press and release wait for a page that no longer
// answers).
func clickOpening(t *testing.T, ctx context.Context, p *Page, sel string) {
	t.Helper()
	dctx, stop := p.UntilDialog(ctx)
	defer stop()
	if _, err := p.Click(dctx, sel, ClickOptions{}); err != nil && !DialogInterrupted(dctx) {
		t.Fatalf("clicking %s: %v", sel, err)
	}
}

// The agent's click that opens alert() or confirm() ends with the
// dialog open as the page's modal state; HandleDialog answers it, and the
// page goes on with the answer. prompt() Electron cancels by itself: the
// click's settle says so, and no dialog is left open.
func TestDialogsAnsweredByTheAgent(t *testing.T) {
	p, _, _ := openWindow(t, "about:blank")
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	if _, err := p.Navigate(ctx, dialogsPage); err != nil {
		t.Fatal(err)
	}
	var refused *ActionError
	if _, _, err := p.HandleDialog(ctx, true, ""); !errors.As(err, &refused) {
		t.Fatalf("HandleDialog with no dialog open: %v, want a refusal", err)
	}

	clickOpening(t, ctx, p, "#alert")
	d := p.Dialog()
	if d == nil || d.Type != cdppage.DialogTypeAlert || d.Message != "hello" {
		t.Fatalf("after the click the dialog is %+v, want the alert", d)
	}
	if m := p.Modal(); m == nil || m.Dialog != d {
		t.Fatalf("the modal state is %+v, want the alert", m)
	}
	got, _, err := p.HandleDialog(ctx, true, "")
	if err != nil || got.Type != cdppage.DialogTypeAlert {
		t.Fatalf("HandleDialog = %+v, %v", got, err)
	}
	if p.Dialog() != nil || p.Modal() != nil {
		t.Fatal("the answered alert is still open")
	}
	if s := outText(t, ctx, p); s != "after alert" {
		t.Fatalf("after the alert the page shows %q", s)
	}

	for _, accept := range []bool{false, true} {
		clickOpening(t, ctx, p, "#confirm")
		if d := p.Dialog(); d == nil || d.Type != cdppage.DialogTypeConfirm || d.Message != "sure?" {
			t.Fatalf("after the click the dialog is %+v, want the confirm", d)
		}
		if _, _, err := p.HandleDialog(ctx, accept, ""); err != nil {
			t.Fatal(err)
		}
		if s, want := outText(t, ctx, p), map[bool]string{false: "false", true: "true"}[accept]; s != want {
			t.Fatalf("confirm answered %t: the page shows %q", accept, s)
		}
	}

	s, err := p.Click(ctx, "#prompt", ClickOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if p.Dialog() != nil {
		t.Fatalf("the prompt is left open: %+v", p.Dialog())
	}
	if len(s.Notes) != 1 || !strings.Contains(s.Notes[0], "prompt") || !strings.Contains(s.Notes[0], "cancelled") {
		t.Fatalf("the click's notes are %q, want one saying the prompt was cancelled", s.Notes)
	}
	if s := outText(t, ctx, p); s != "null" {
		t.Fatalf("after the cancelled prompt the page shows %q", s)
	}
}

// A dialog that opens ends a wait made with UntilDialog at once, with
// DialogInterrupted; WhileNoDialog ends at once while one is open, and
// UntilDialog does not count the one already open.
func TestDialogEndsAWait(t *testing.T) {
	p, _, _ := openWindow(t, "about:blank")
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	if _, err := p.Navigate(ctx, dialogsPage); err != nil {
		t.Fatal(err)
	}
	wctx, stop := p.UntilDialog(ctx)
	defer stop()
	waited := make(chan error, 1)
	go func() { waited <- p.WaitFor(wctx, "never shown", "", 0) }()
	if _, _, err := p.Evaluate(ctx, "() => { setTimeout(() => alert('late'), 50); }", ""); err != nil {
		t.Fatal(err)
	}
	select {
	case err := <-waited:
		if err == nil || !DialogInterrupted(wctx) {
			t.Fatalf("the wait ended with %v, cause %v: want it ended by the dialog", err, context.Cause(wctx))
		}
	case <-time.After(20 * time.Second):
		t.Fatal("the wait went on after an alert opened")
	}

	nctx, nstop := p.WhileNoDialog(ctx)
	defer nstop()
	select {
	case <-nctx.Done():
	case <-time.After(10 * time.Second):
		t.Fatal("WhileNoDialog did not end with a dialog open")
	}
	uctx, ustop := p.UntilDialog(ctx)
	defer ustop()
	if _, _, err := p.HandleDialog(ctx, true, ""); err != nil {
		t.Fatal(err)
	}
	if uctx.Err() != nil {
		t.Fatalf("UntilDialog ended for the dialog already open: %v", context.Cause(uctx))
	}
}
