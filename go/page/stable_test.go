package page

import (
	"context"
	"regexp"
	"testing"
	"time"

	"github.com/chromedp/cdproto/input"

	"github.com/electron-mcp/electron-mcp/go/snapshot"
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
// closed again by a press a frame later. The press is sent with the hover
// but handled in a task of its own, and on a loaded machine the page's
// zero timer sometimes runs between them (Playwright's click, which awaits
// each event, loses that race every time): most tries must open it; a
// press a frame later closes it in every one.
func TestClickPressesWithItsHover(t *testing.T) {
	p, base := openTestPage(t)
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	var states []string
	opened := 0
	for range 4 {
		if _, err := p.Navigate(ctx, base+"/page/hover-toggle.html"); err != nil {
			t.Fatal(err)
		}
		// Away from the button, so that each click's hover comes anew.
		if err := p.mouse(ctx, input.DispatchMouseEventTypeMouseMoved, point{X: 1, Y: 1}); err != nil {
			t.Fatal(err)
		}
		if _, err := p.Click(ctx, "#dial", ClickOptions{}); err != nil {
			t.Fatal(err)
		}
		var got string
		if err := p.evalValue(ctx, "document.getElementById('out').textContent", &got); err != nil {
			t.Fatal(err)
		}
		states = append(states, got)
		if got == "open" {
			opened++
		}
	}
	if opened < 2 {
		t.Fatalf("the clicks on a button that opens on hover and toggles on a click left it %v, want open at least twice in four", states)
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
// place: the click does not wait for the panel's animation to end, where
// the checkbox shows from the start (growing.html) and where the panel
// grows from nothing and clips it at first (growing-clipped.html,
// Bootstrap's collapse): it is clicked once it shows.
func TestClickDoesNotWaitForAPanelGrowingUnderIt(t *testing.T) {
	p, base := openTestPage(t)
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	for _, page := range []string{"growing.html", "growing-clipped.html"} {
		if _, err := p.Navigate(ctx, base+"/page/"+page); err != nil {
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
			t.Fatalf("%s: the click on the checkbox of a panel growing open: the page says %q, want %q", page, got, "clicked while it grew")
		}
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

// A search field whose list of items shows before the typing (a command
// palette's menu, which the typing filters at once) is not waited for:
// what the page adds next is not taken for its suggestions.
func TestTypeDoesNotWaitForAMenuItFiltersShownAlready(t *testing.T) {
	p, base := openTestPage(t)
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	if _, err := p.Navigate(ctx, base+"/page/palette.html"); err != nil {
		t.Fatal(err)
	}
	el, err := p.Resolve(ctx, "#search")
	if err != nil {
		t.Fatal(err)
	}
	var how string
	if err := el.call(ctx, jsPrepareFillNoting, &how, false, false); err != nil {
		t.Fatal(err)
	}
	if err := p.evalValue(ctx, "search.value = 'dark'; search.dispatchEvent(new Event('input')); setTimeout(() => document.body.append(document.createElement('p')), 50); true", nil); err != nil {
		t.Fatal(err)
	}
	var later bool
	if err := el.call(ctx, jsSuggestsLater, &later, 5000); err != nil {
		t.Fatal(err)
	}
	if later {
		t.Fatal("the menu the field filters was shown before the typing, and the check waited for suggestions: what the page added next was taken for them")
	}
}

// A hover that opens a submenu a moment later, inside the shadow roots of
// the element it is over (Shoelace's menu item: a class of its popup's
// own shadow root changes, nothing in the light DOM), is seen as
// showing something.
func TestRevealSeesASubmenuOpenInTheElementsShadowRoots(t *testing.T) {
	p, base := openTestPage(t)
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	if _, err := p.Navigate(ctx, base+"/page/shadow-submenu.html"); err != nil {
		t.Fatal(err)
	}
	// The look at the page marks the item's hover listener.
	snap, err := p.Snapshot(ctx, snapshot.Options{MaxChars: -1})
	if err != nil {
		t.Fatal(err)
	}
	ref := regexp.MustCompile(`menuitem "Move to[^\n]*\[ref=(e\d+)\]`).FindStringSubmatch(snap.Text)
	if ref == nil {
		t.Fatalf("no ref for the menu item in:\n%s", snap.Text)
	}
	el, err := p.Resolve(ctx, ref[1])
	if err != nil {
		t.Fatal(err)
	}
	if err := el.call(ctx, jsWatchReveal, nil); err != nil {
		t.Fatal(err)
	}
	// The pointer comes and the watch is asked in one task: the page's
	// 100-ms timer cannot come first, however loaded the machine.
	hoverThenAsk := "function(ms) { this.dispatchEvent(new MouseEvent('mouseover', {bubbles: true, composed: true})); return (" + jsRevealsLater + ").call(this, ms); }"
	var later bool
	if err := el.call(ctx, hoverThenAsk, &later, 5000); err != nil {
		t.Fatal(err)
	}
	if !later {
		t.Fatal("the submenu opened in the item's shadow roots 100 ms after the pointer came, and the reveal watch saw nothing")
	}
}
