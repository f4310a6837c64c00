package page

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/electron-mcp/electron-mcp/go/snapshot"
)

// The agent's functions run in the page's own world of the current
// document, on an element too, whatever navigations came before: a new
// document, and back to the first one; a bare expression is taken, one
// that throws or none at all is refused in words for the agent.
func TestEvaluateAcrossDocuments(t *testing.T) {
	p, _, base := openWindow(t, "about:blank")
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	eval := func(fn, target, want string) {
		t.Helper()
		got, _, err := p.Evaluate(ctx, fn, target)
		if err != nil || got != want {
			t.Fatalf("Evaluate(%q, %q) = %s, %v; want %s", fn, target, got, err, want)
		}
	}
	// A ref of the document's snapshot reaches its element through our
	// isolated world of that document.
	byRef := func(search string) {
		t.Helper()
		if _, err := p.Snapshot(ctx, snapshot.Options{}); err != nil {
			t.Fatal(err)
		}
		el, err := p.Resolve(ctx, "#next")
		if err != nil {
			t.Fatal(err)
		}
		ref := p.RefFor(ctx, el)
		if ref == "" {
			t.Fatal("the snapshot gave the link no ref")
		}
		eval("el => el.id + ' ' + location.search", ref, `"next `+search+`"`)
	}
	doc := func(n string) string {
		return base + "/page/settle.html?doc=" + n
	}
	if _, err := p.Navigate(ctx, doc("1")); err != nil {
		t.Fatal(err)
	}
	eval("() => { window.answer = 'first'; }", "", "undefined")
	eval("() => answer", "", `"first"`)
	eval("el => el.id + ' ' + answer", "#out", `"out first"`)
	byRef("?doc=1")

	if _, err := p.Navigate(ctx, doc("2")); err != nil {
		t.Fatal(err)
	}
	eval("typeof answer", "", `"undefined"`)
	eval("() => { window.answer = 'second'; }", "", "undefined")
	eval("el => el.id + ' ' + answer + ' ' + location.search", "#out", `"out second ?doc=2"`)
	byRef("?doc=2")

	if _, err := p.History(ctx, -1); err != nil {
		t.Fatal(err)
	}
	eval("location.search", "", `"?doc=1"`)
	eval("el => el.id + ' ' + location.search", "#out", `"out ?doc=1"`)
	byRef("?doc=1")

	eval("1 + 2", "", "3")
	var refused *ActionError
	if _, _, err := p.Evaluate(ctx, "() => { throw new Error('boom') }", ""); !errors.As(err, &refused) || !strings.Contains(err.Error(), "boom") {
		t.Fatalf("a function that throws: %v, want a refusal naming the error", err)
	}
	if _, _, err := p.Evaluate(ctx, "  ", ""); !errors.As(err, &refused) {
		t.Fatalf("no function: %v, want a refusal", err)
	}
}
