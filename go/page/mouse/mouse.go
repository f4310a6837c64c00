// Package mouse builds the Input.dispatchMouseEvent parameters of pointer
// actions (in the manner of chromedp's input options) and reads the
// button names the tools take.
package mouse

import (
	"strings"

	"github.com/chromedp/cdproto/input"

	"github.com/electron-mcp/electron-mcp/go/page/refusal"
)

// Option sets a field of one Input.dispatchMouseEvent.
type Option func(*input.DispatchMouseEventParams)

// Button names the button an event is about: the one pressed or
// released, or the one held during a move.
func Button(b input.MouseButton) Option {
	return func(p *input.DispatchMouseEventParams) { p.Button = b }
}

// Holding sets the buttons held down during (or after) the event, as the
// DOM's MouseEvent.buttons and PointerEvent.pressure report them.
func Holding(buttons int64) Option {
	return func(p *input.DispatchMouseEventParams) {
		p.Buttons = buttons
		if buttons != 0 {
			p.Force = 0.5 // a mouse button pressed has pressure 0.5 (Pointer Events)
		}
	}
}

// ClickCount sets the click count of a press or release (2 for a double
// click's second pair).
func ClickCount(n int64) Option {
	return func(p *input.DispatchMouseEventParams) { p.ClickCount = n }
}

// Modifiers sets the modifier keys held during the event.
func Modifiers(mods int64) Option {
	return func(p *input.DispatchMouseEventParams) { p.Modifiers = mods }
}

// Bits are the buttons' bits in MouseEvent.buttons.
var Bits = map[input.MouseButton]int64{input.MouseButtonLeft: 1, input.MouseButtonRight: 2, input.MouseButtonMiddle: 4}

// Event is the Input.dispatchMouseEvent of type t at (x, y).
func Event(t input.DispatchMouseEventType, x, y float64, opts ...Option) input.DispatchMouseEventParams {
	ev := input.DispatchMouseEventParams{Type: t, X: x, Y: y}
	for _, o := range opts {
		o(&ev)
	}
	return ev
}

// ParseButton reads a button's name as the tools take it ("" is left).
func ParseButton(name string) (input.MouseButton, error) {
	switch strings.ToLower(name) {
	case "", "left":
		return input.MouseButtonLeft, nil
	case "right":
		return input.MouseButtonRight, nil
	case "middle":
		return input.MouseButtonMiddle, nil
	}
	return "", refusal.Errorf("unknown button %q: use left, right or middle", name)
}

// Held is the button a move reports while buttons are held.
func Held(buttons int64) input.MouseButton {
	switch {
	case buttons&1 != 0:
		return input.MouseButtonLeft
	case buttons&2 != 0:
		return input.MouseButtonRight
	case buttons&4 != 0:
		return input.MouseButtonMiddle
	}
	return input.MouseButtonNone
}
