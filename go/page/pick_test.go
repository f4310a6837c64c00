package page

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/electron-mcp/electron-mcp/go/internal/standin"
)

const pickPage = `data:text/html,<body style="margin:0"><h1 onclick="window.lastClick='h1'">Pick one</h1>` +
	`<button id=save onclick="window.lastClick='save'" style="position:absolute;left:50px;top:100px;width:120px;height:40px">Save</button>`

// personOf is the person at the window (standin.Person), with what a
// pick needs of them.
type personOf struct {
	*standin.Person
	t *testing.T
}

func newPersonOf(t *testing.T, id string) *personOf {
	return &personOf{Person: standin.NewPerson(t, shared.host, id), t: t}
}

// waitPrompt waits until the pick's prompt is shown (or gone).
func (p *personOf) waitPrompt(want bool) {
	p.t.Helper()
	for deadline := time.Now().Add(20 * time.Second); time.Now().Before(deadline); {
		if got := p.Eval(`!!document.querySelector('[data-electron-mcp-pick]')`) == "true"; got == want {
			return
		}
	}
	p.t.Fatalf("the pick's prompt is still shown: %t", !want)
}

// overlayOff checks that the pick left nothing behind: the prompt is gone
// and the person's click reaches the page again (inspect mode swallows it).
func (p *personOf) overlayOff() {
	p.t.Helper()
	p.waitPrompt(false)
	if got := p.ClickReaches(100, 20); got != `"h1"` { // the heading
		p.t.Fatalf("after the pick the person's click reached %s, want the heading: the overlay is still on", got)
	}
}

// The person points at an element: Pick returns it with a ref, its box,
// its description and its line in the snapshot taken after, and the
// overlay and the prompt are gone; the person's Escape ends a pick with
// ErrPickCancelled.
func TestPick(t *testing.T) {
	p, id, _ := openWindow(t, "about:blank")
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	if _, err := p.Navigate(ctx, pickPage); err != nil {
		t.Fatal(err)
	}
	person := newPersonOf(t, id)

	type result struct {
		picked *Picked
		err    error
	}
	pick := func() <-chan result {
		ch := make(chan result, 1)
		go func() {
			pk, err := p.Pick(ctx, PickOptions{Prompt: "Point at the button"})
			ch <- result{pk, err}
		}()
		person.waitPrompt(true)
		return ch
	}
	wait := func(ch <-chan result) result {
		t.Helper()
		select {
		case r := <-ch:
			return r
		case <-time.After(30 * time.Second):
			t.Fatal("the pick did not end")
		}
		return result{}
	}

	ch := pick()
	if got := person.Eval(`document.querySelector('[data-electron-mcp-pick]') && 'shown'`); got != `"shown"` {
		t.Fatalf("the prompt: %s", got)
	}
	person.Click(110, 120)
	r := wait(ch)
	if r.err != nil {
		t.Fatal(r.err)
	}
	pk := r.picked
	if pk.Ref == "" || !strings.Contains(pk.Description, "button#save") {
		t.Fatalf("picked %+v, want the Save button with a ref", pk)
	}
	if b := pk.Box; b.X != 50 || b.Y != 100 || b.W != 120 || b.H != 40 {
		t.Fatalf("the picked button's box is %+v", b)
	}
	if pk.Line < 0 || !strings.Contains(pk.Snapshot.Lines[pk.Line].Text, `button "Save"`) {
		t.Fatalf("the picked button's line is %d", pk.Line)
	}
	if person.Eval(`window.lastClick || ''`) == `"save"` {
		t.Fatal("the person's pick clicked the button")
	}
	person.overlayOff()

	ch = pick()
	person.Press("Escape", 27)
	if r := wait(ch); !errors.Is(r.err, ErrPickCancelled) {
		t.Fatalf("a pick the person escaped ended with %v, %+v", r.err, r.picked)
	}
	person.overlayOff()
}
