package mouse

import (
	"errors"
	"testing"

	"github.com/chromedp/cdproto/input"

	"github.com/electron-mcp/electron-mcp/go/page/refusal"
)

func TestParseButton(t *testing.T) {
	for name, want := range map[string]input.MouseButton{"": input.MouseButtonLeft, "Left": input.MouseButtonLeft, "right": input.MouseButtonRight, "middle": input.MouseButtonMiddle} {
		if got, err := ParseButton(name); err != nil || got != want {
			t.Errorf("ParseButton(%q) = %q, %v; want %q", name, got, err, want)
		}
	}
	var r *refusal.Error
	if _, err := ParseButton("back"); !errors.As(err, &r) {
		t.Errorf("ParseButton(back): %v, want a refusal naming the buttons", err)
	}
}

// A press of the right button while the left is held reports both held,
// with a pressure; a move reports the first held button.
func TestEvent(t *testing.T) {
	ev := Event(input.DispatchMouseEventTypeMousePressed, 3, 4, Button(input.MouseButtonRight), Holding(Bits[input.MouseButtonLeft]|Bits[input.MouseButtonRight]), ClickCount(1), Modifiers(8))
	if ev.X != 3 || ev.Y != 4 || ev.Button != input.MouseButtonRight || ev.Buttons != 3 || ev.Force != 0.5 || ev.ClickCount != 1 || ev.Modifiers != 8 {
		t.Errorf("Event = %+v", ev)
	}
	if ev := Event(input.DispatchMouseEventTypeMouseReleased, 0, 0, Holding(0)); ev.Force != 0 {
		t.Errorf("a release holding nothing has pressure %g", ev.Force)
	}
	for held, want := range map[int64]input.MouseButton{0: input.MouseButtonNone, 1: input.MouseButtonLeft, 2: input.MouseButtonRight, 4: input.MouseButtonMiddle, 6: input.MouseButtonRight} {
		if got := Held(held); got != want {
			t.Errorf("Held(%d) = %q, want %q", held, got, want)
		}
	}
}
