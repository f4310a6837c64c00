package page

import (
	"context"
	"testing"
	"time"
)

// A click on an element that is still moving — a list that scales in as it
// opens, overshooting — waits for it to stand still and lands on it, where
// a click at the point measured mid-animation would press beside it.
func TestClickWaitsForAMovingElementToStandStill(t *testing.T) {
	p, base := openTestPage(t)
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	for i := range 3 {
		if _, err := p.Navigate(ctx, base+"/page/moving.html"); err != nil {
			t.Fatal(err)
		}
		if _, err := p.Click(ctx, "#show", ClickOptions{}); err != nil {
			t.Fatal(err)
		}
		if _, err := p.Click(ctx, "li:nth-child(4)", ClickOptions{}); err != nil {
			t.Fatal(err)
		}
		var got string
		if err := p.evalValue(ctx, "document.getElementById('out').textContent", &got); err != nil {
			t.Fatal(err)
		}
		if got != "chose Kotlin" {
			t.Fatalf("try %d: the click on the item of a list scaling in: the page says %q, want %q", i+1, got, "chose Kotlin")
		}
	}
}

// Typing into an autocomplete that shows its suggestions a moment later
// returns with them shown.
func TestTypeWaitsForAnAutocompletesSuggestions(t *testing.T) {
	p, base := openTestPage(t)
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	if _, err := p.Navigate(ctx, base+"/page/suggest.html"); err != nil {
		t.Fatal(err)
	}
	if _, err := p.Type(ctx, "#lang", "Ja", TypeOptions{}); err != nil {
		t.Fatal(err)
	}
	var n int
	if err := p.evalValue(ctx, "document.querySelectorAll('#list [role=option]').length", &n); err != nil {
		t.Fatal(err)
	}
	if n != 2 {
		t.Fatalf("after typing into the autocomplete: %d suggestions shown, want 2", n)
	}
}

// The hover itself can set what is clicked moving: a menu a script slides
// down, frame by frame, when the pointer enters it. The click waits for it
// to stand still, even though nothing moved it when it was measured.
func TestClickWaitsForWhatTheHoverSetMoving(t *testing.T) {
	p, base := openTestPage(t)
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	for i := range 3 {
		if _, err := p.Navigate(ctx, base+"/page/hover-moves.html"); err != nil {
			t.Fatal(err)
		}
		if _, err := p.Click(ctx, "li:nth-child(2)", ClickOptions{}); err != nil {
			t.Fatal(err)
		}
		var got string
		if err := p.evalValue(ctx, "document.getElementById('out').textContent", &got); err != nil {
			t.Fatal(err)
		}
		if got != "chose Save" {
			t.Fatalf("try %d: the click on the item of a menu that slides down on hover: the page says %q, want %q", i+1, got, "chose Save")
		}
	}
}

// A click sends its hover and press together, as Playwright's does: a
// control that opens on hover after a zero timer and toggles on a click
// (MUI's speed dial) is opened by the click, not opened by the hover and
// closed again by a press a frame later.
func TestClickPressesWithItsHover(t *testing.T) {
	p, base := openTestPage(t)
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	for i := range 3 {
		if _, err := p.Navigate(ctx, base+"/page/hover-toggle.html"); err != nil {
			t.Fatal(err)
		}
		if _, err := p.Click(ctx, "#dial", ClickOptions{}); err != nil {
			t.Fatal(err)
		}
		var got string
		if err := p.evalValue(ctx, "document.getElementById('out').textContent", &got); err != nil {
			t.Fatal(err)
		}
		if got != "open" {
			t.Fatalf("try %d: the click on a button that opens on hover and toggles on a click: it is %s, want open", i+1, got)
		}
	}
}

// A press sent with its hover that would land elsewhere, because the hover
// moved the element at once and uncovered another, is stopped before the
// page hears it, and the click goes where the element is now.
func TestClickFollowsWhatTheHoverMovedAtOnce(t *testing.T) {
	p, base := openTestPage(t)
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	if _, err := p.Navigate(ctx, base+"/page/hover-dodge.html"); err != nil {
		t.Fatal(err)
	}
	if _, err := p.Click(ctx, "#target", ClickOptions{}); err != nil {
		t.Fatal(err)
	}
	var got string
	if err := p.evalValue(ctx, "document.getElementById('out').textContent", &got); err != nil {
		t.Fatal(err)
	}
	if got != "saved" {
		t.Fatalf("the click on a button that moves away on hover, uncovering another: the page says %q, want %q", got, "saved")
	}
}

// A checkbox at the top of a panel that is still growing open keeps its
// place: the click does not wait for the panel's animation to end.
func TestClickDoesNotWaitForAPanelGrowingUnderIt(t *testing.T) {
	p, base := openTestPage(t)
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	if _, err := p.Navigate(ctx, base+"/page/growing.html"); err != nil {
		t.Fatal(err)
	}
	if _, err := p.Click(ctx, "#open", ClickOptions{}); err != nil {
		t.Fatal(err)
	}
	if _, err := p.Click(ctx, "#weekly", ClickOptions{}); err != nil {
		t.Fatal(err)
	}
	var got string
	if err := p.evalValue(ctx, "document.getElementById('out').textContent", &got); err != nil {
		t.Fatal(err)
	}
	if got != "clicked while it grew" {
		t.Fatalf("the click on the checkbox of a panel growing open: the page says %q, want %q", got, "clicked while it grew")
	}
}

// Suggestions the typing brought up by the end of its settle are not
// waited for again, though the input names no list of them (Tagify's):
// what the page adds next is not taken for them.
func TestTypeDoesNotWaitForSuggestionsShownAlready(t *testing.T) {
	p, base := openTestPage(t)
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	if _, err := p.Navigate(ctx, base+"/page/suggest-now.html"); err != nil {
		t.Fatal(err)
	}
	el, err := p.Resolve(ctx, "#tags")
	if err != nil {
		t.Fatal(err)
	}
	var how string
	if err := el.call(ctx, jsPrepareFillNoting, &how, false, false); err != nil {
		t.Fatal(err)
	}
	// The typing shows the list; something else is added a moment later.
	if err := p.evalValue(ctx, "tags.textContent = 'res'; tags.dispatchEvent(new Event('input')); setTimeout(() => document.body.append(document.createElement('p')), 50); true", nil); err != nil {
		t.Fatal(err)
	}
	var later bool
	if err := el.call(ctx, jsSuggestsLater, &later, 5000); err != nil {
		t.Fatal(err)
	}
	if later {
		t.Fatal("the suggestions were shown by the typing, and the check waited for more: what the page added next was taken for them")
	}
}
