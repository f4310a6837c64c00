package standin

import (
	"context"
	"testing"
	"time"

	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/cdproto/runtime"

	"github.com/electron-mcp/electron-mcp/go/cdp"
)

// Person is the person at a window of the stand-in: a CDP client of their
// own, through the bridge, beside the agent's, that does what the person
// does with the mouse and keyboard and reads the page.
type Person struct {
	t    testing.TB
	Conn *cdp.Conn
}

// personTimeout bounds each thing the person does.
const personTimeout = 30 * time.Second

// NewPerson connects the person to the target id of h; the connection
// closes when the test ends.
func NewPerson(t testing.TB, h *Host, id string) *Person {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), personTimeout)
	defer cancel()
	conn, err := h.Client().Dial(ctx, id)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { conn.Close() })
	return &Person{t: t, Conn: conn}
}

// Eval returns the JSON of what expr evaluates to in the page.
func (p *Person) Eval(expr string) string {
	p.t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), personTimeout)
	defer cancel()
	byValue := true
	var res runtime.EvaluateResult
	if err := p.Conn.Call(ctx, runtime.Evaluate.Method, runtime.EvaluateParams{Expression: expr, ReturnByValue: &byValue}, &res); err != nil {
		p.t.Fatal(err)
	}
	return string(res.Result.Value)
}

// Click clicks at x, y of the viewport with the left button.
func (p *Person) Click(x, y float64) {
	p.t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), personTimeout)
	defer cancel()
	for _, ev := range []input.DispatchMouseEventParams{
		{Type: input.DispatchMouseEventTypeMouseMoved, X: x, Y: y},
		{Type: input.DispatchMouseEventTypeMousePressed, X: x, Y: y, Button: input.MouseButtonLeft, Buttons: 1, ClickCount: 1},
		{Type: input.DispatchMouseEventTypeMouseReleased, X: x, Y: y, Button: input.MouseButtonLeft, ClickCount: 1},
	} {
		if err := p.Conn.Call(ctx, input.DispatchMouseEvent.Method, ev, nil); err != nil {
			p.t.Fatal(err)
		}
	}
}

// Press presses and releases a key (its key and code name, and its
// Windows virtual key code).
func (p *Person) Press(key string, code int64) {
	p.t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), personTimeout)
	defer cancel()
	for _, typ := range []input.DispatchKeyEventType{input.DispatchKeyEventTypeRawKeyDown, input.DispatchKeyEventTypeKeyUp} {
		if err := p.Conn.Call(ctx, input.DispatchKeyEvent.Method, input.DispatchKeyEventParams{
			Type: typ, Key: key, Code: key, WindowsVirtualKeyCode: code,
		}, nil); err != nil {
			p.t.Fatal(err)
		}
	}
}

// ClickReaches clicks at x, y and returns the JSON of window.lastClick
// after it, which the test page's click listeners set to say what the
// click reached ("" when none did: something swallowed it).
func (p *Person) ClickReaches(x, y float64) string {
	p.t.Helper()
	p.Eval(`window.lastClick = ''`)
	p.Click(x, y)
	return p.Eval(`window.lastClick`)
}
