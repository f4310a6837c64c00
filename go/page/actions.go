package page

import (
	"context"
	"fmt"
	"math"
	goruntime "runtime"
	"strings"
	"time"

	"github.com/chromedp/cdproto/dom"
	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/cdproto/runtime"

	"github.com/electron-mcp/electron-mcp/go/cdp"
	"github.com/electron-mcp/electron-mcp/go/internal/phases"
	"github.com/electron-mcp/electron-mcp/go/page/inpage"
	"github.com/electron-mcp/electron-mcp/go/page/keyboard"
	"github.com/electron-mcp/electron-mcp/go/page/mouse"
)

// Typing, choosing and checking in the page (inpage/fill.js says what
// each does).
var (
	jsPrepareFillNoting = inpage.Func("prepareFillNoting") // hiddenInput, atCaret → "text", "value", "editor" or "error:…"
	jsEditableWithin    = inpage.Func("editableWithin")    // → the text input inside a container, or null
	jsSetValue          = inpage.Func("setValue")          // value → "" or why not
	jsSuggestsLater     = inpage.Func("suggestsLater")     // ms → whether an autocomplete showed suggestions after the settle
	jsScrollsLater      = inpage.Func("scrollsLater")      // ms → whether a carousel's track by the element scrolled after the settle
	jsSelect            = inpage.Func("selectOptions")     // values → selectResult
	jsChecked           = inpage.Func("isChecked")         // → bool
)

// ClickOptions are the variants of a click.
type ClickOptions struct {
	Button    string   // left (default), right, middle
	Double    bool     // a double click
	Modifiers []string // Alt, Control, ControlOrMeta, Meta, Shift
}

// act runs an action and settles afterwards (a dialog or file chooser that
// opens ends the settle at once). It does not check for one already open:
// the MCP server refuses such tools before they run (runTool), and the
// tools that handle one call HandleDialog or UploadFiles instead.
func (p *Page) act(ctx context.Context, do func(ctx context.Context) error) (Settled, error) {
	return p.actWith(ctx, false, do)
}

// actScrolling is act for an action whose answer is most often a scroll
// (a key, the wheel): its settle waits while anything scrolls, where
// act's waits only for the scrolls the page asked to be smooth. A
// virtualised list renders the rows of where it scrolls to once there,
// and a key's scroll is animated.
func (p *Page) actScrolling(ctx context.Context, do func(ctx context.Context) error) (Settled, error) {
	return p.actWith(ctx, true, do)
}

func (p *Page) actWith(ctx context.Context, scrolls bool, do func(ctx context.Context) error) (Settled, error) {
	// A crashed page can still be navigated or reloaded; reading it and
	// acting on elements fail earlier, in usable.
	if err := p.Err(); err != nil {
		return Settled{}, err
	}
	m := p.mark()
	m.scrolls = scrolls
	// The person's own file pickers work while the agent is attached: only
	// its actions intercept them (see choosers.go).
	intercepting := p.interceptChoosers(ctx, true)
	defer p.stopIntercepting(ctx)
	err := do(ctx)
	m.acted = time.Now()
	intercepting()
	phases.End(ctx, "act")
	if err != nil {
		return Settled{}, err
	}
	s := p.settle(ctx, m)
	phases.End(ctx, "settle")
	return s, nil
}

// Click clicks the element: scroll into view, check that nothing covers it
// (waiting a moment for a cover on its way out: a popover closing after a
// choice), then press and release the mouse at its centre. A control whose own box
// is hidden (a custom checkbox) is clicked through its visible label, and a
// code editor's hidden input through the editor's surface, as a person
// would.
func (p *Page) Click(ctx context.Context, target string, opt ClickOptions) (Settled, error) {
	button, err := mouse.ParseButton(opt.Button)
	if err != nil {
		return Settled{}, err
	}
	mods, err := modifierMask(opt.Modifiers)
	if err != nil {
		return Settled{}, err
	}
	el, _, err := p.locate(ctx, target)
	phases.End(ctx, "locate")
	if err != nil {
		return Settled{}, err
	}
	p.noteActedIn(el)
	timers := p.watchClickTimers(ctx, el)
	var popup bool
	s, err := p.act(ctx, func(ctx context.Context) (err error) {
		popup, err = p.clickElement(ctx, el, button, mods, opt.Double)
		return err
	})
	if err != nil {
		timers(ctx, true)
		return s, err
	}
	left, at := timers(ctx, false), time.Now()
	s = p.busyEnded(ctx, el, s)
	phases.End(ctx, "busy")
	if !s.Navigated && p.Modal() == nil {
		// A carousel's track that a component scrolls smoothly, in its
		// shadow root, frames after the click: its slide is what the
		// click showed.
		s = p.settleIfLater(ctx, el.clicked(), s, jsScrollsLater, scrollStartWait)
		phases.End(ctx, "scrolled")
	}
	if !s.Navigated && popup {
		// A popup the pointer opens a moment after it came, which the
		// click did not open (a submenu item's): its hover's wait for it.
		s = p.revealed(ctx, el.clicked(), s)
		phases.End(ctx, "revealed")
	}
	// What the page shows once the poll the click began runs (see
	// clickTimerMax).
	return p.timersFired(ctx, s, left, at, clickTimerMax, timers), nil
}

// clickElement clicks a located element as Playwright's click does: it
// waits for it to stand still, then sends the hover, press and release
// together, the page watching that the press reaches it. A press that
// reached something else (the hover moved the element, or showed
// something over it) was stopped before the page heard it: the click is
// measured again and tried where the element is now, a few times at most.
// popup says the element opens a popup (see Click).
func (p *Page) clickElement(ctx context.Context, el *Element, button input.MouseButton, mods int64, double bool) (popup bool, err error) {
	var v pressVerdict
	for i := 0; i < 4; i++ {
		var pt point
		held := p.holdClickTimers(ctx, el)
		if pt, popup, err = p.stillPoint(ctx, el, jsArmClick); err != nil {
			if p.Dialog() != nil {
				// The page opened a dialog while the click waited for
				// the element (a session's question, during a popup's
				// fade): the press was not sent.
				return false, fmt.Errorf("%w: %w", ErrNotActed, err)
			}
			return false, err
		}
		phases.End(ctx, "still")
		owners := p.watchFramePresses(ctx, el.clicked())
		held(ctx)
		err = p.mouseClick(ctx, pt, button, mods, double)
		phases.End(ctx, "press")
		p.mu.Lock()
		dialog := p.dialog != nil
		if dialog && len(owners) > 0 {
			p.dialogWatches = owners
		}
		p.mu.Unlock()
		if dialog {
			// The press reached the page, whose handler opened a dialog;
			// the page answers nothing while it is open. The element's
			// watch, satisfied, stops nothing (it ends by itself); those
			// of the documents holding its iframe end when the dialog
			// closes.
			return false, err
		}
		if err != nil {
			// The watch must not stop the person's own clicks after.
			vctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), time.Second)
			p.verdict(vctx, el)
			p.framePressVerdict(vctx, owners)
			cancel()
			return false, err
		}
		v = p.verdict(ctx, el)
		phases.End(ctx, "verdict")
		if fv, stray := p.framePressVerdict(ctx, owners); stray && !v.OK {
			// The press landed in a document holding the element's
			// iframe, not in the iframe: stopped there.
			v = fv
		}
		if v.OK || !v.Seen {
			return popup, nil
		}
		if _, err := p.clickPoint(ctx, el, true); err != nil {
			return false, err
		}
	}
	return false, actionErrorf("the click on %s kept landing on %s, which moved over it as the mouse came; try browser_hover first, or browser_snapshot to see the page", el.Target, v.Target)
}

// locate resolves a target and finds where a click on it lands, checking
// that nothing covers it.
func (p *Page) locate(ctx context.Context, target string) (*Element, point, error) {
	el, err := p.Resolve(ctx, target)
	if err != nil {
		return nil, point{}, err
	}
	pt, err := p.clickPoint(ctx, el, true)
	return el, pt, err
}

// hoverStable moves the mouse to pt, then checks that the element is still
// there and uncovered and stands still — its box the same in two frames
// running, as Playwright's actionability checks want it: a list that
// scales in as it opens, a menu that slides or a layout that shifts under
// the hover would take the click elsewhere. When it moved, it follows it,
// a few times at most.
func (p *Page) hoverStable(ctx context.Context, el *Element, pt point) (point, error) {
	for i := 0; i < 4; i++ {
		if err := p.mouse(ctx, input.DispatchMouseEventTypeMouseMoved, pt); err != nil {
			return pt, err
		}
		now, err := p.clickPointStill(ctx, el)
		if err != nil {
			return pt, err
		}
		if math.Abs(now.X-pt.X) < 1 && math.Abs(now.Y-pt.Y) < 1 {
			return pt, nil
		}
		pt = now
	}
	return pt, nil
}

// standStillMax bounds the wait for a moving element to stand still.
const standStillMax = time.Second

func modifierMask(names []string) (int64, error) {
	var m int64
	for _, n := range names {
		k, err := keyboard.Lookup(n)
		if err != nil {
			return 0, err
		}
		bit, ok := keyboard.ModifierBits[k.Key]
		if !ok {
			return 0, actionErrorf("%q is not a modifier: use Alt, Control, ControlOrMeta, Meta or Shift", n)
		}
		m |= bit
	}
	return m, nil
}

// pressModifiers sends the key events of holding (or releasing) modifiers,
// for pages that watch keydown rather than the event's modifier flags.
func (p *Page) pressModifiers(ctx context.Context, mods int64, down bool) error {
	for _, name := range []string{"Control", "Alt", "Meta", "Shift"} {
		if mods&keyboard.ModifierBits[name] == 0 {
			continue
		}
		k, _ := keyboard.Lookup(name)
		if !down {
			if err := p.letGo(ctx, input.DispatchKeyEvent.Method, keyboard.Event(input.DispatchKeyEventTypeKeyUp, k, mods, "")); err != nil {
				return err
			}
			continue
		}
		if err := p.conn.Call(ctx, input.DispatchKeyEvent.Method, keyboard.Event(input.DispatchKeyEventTypeRawKeyDown, k, mods, ""), nil); err != nil {
			return err
		}
	}
	return nil
}

// Hover moves the mouse over the element.
func (p *Page) Hover(ctx context.Context, target string) (Settled, error) {
	el, pt, err := p.locate(ctx, target)
	if err != nil {
		return Settled{}, err
	}
	timers := p.watchHoverTimers(ctx, el)
	_ = el.call(ctx, jsWatchReveal, nil)
	s, err := p.act(ctx, func(ctx context.Context) error {
		_, err := p.hoverStable(ctx, el, pt)
		return err
	})
	if err != nil || s.Navigated {
		timers(ctx, true)
		return s, err
	}
	s = p.hoverRevealed(ctx, el, s, timers)
	phases.End(ctx, "revealed")
	return s, nil
}

// TypeOptions are the variants of typing.
type TypeOptions struct {
	Submit bool // press Enter afterwards
	Slowly bool // one key at a time at the caret, keeping what is there (Playwright's pressSequentially)
}

// Type replaces the content of a text field with text, or with
// opt.Slowly types it at the caret one key at a time, as Playwright MCP's
// browser_type does (fill, or pressSequentially).
func (p *Page) Type(ctx context.Context, target, text string, opt TypeOptions) (Settled, error) {
	el, err := p.Resolve(ctx, target)
	if err != nil {
		return Settled{}, err
	}
	p.noteActedIn(el)
	timers := p.watchTimers(ctx, el.sess, el.Frame)
	s, err := p.act(ctx, func(ctx context.Context) error {
		if err := p.fill(ctx, el, text, opt.Slowly); err != nil {
			return err
		}
		if opt.Submit {
			return p.keys(ctx, nil, "Enter")
		}
		return nil
	})
	if err != nil {
		timers(ctx, true)
		return s, err
	}
	left, at := timers(ctx, false), time.Now()
	if s = p.busyEnded(ctx, el, s); opt.Submit || s.Navigated {
		return p.timersFired(ctx, s, left, at, timerWaitMax, timers), nil
	}
	// An autocomplete shows its suggestions a moment after the typing
	// (CodeMirror's after 100 ms, jQuery UI's after 300 ms): the response
	// shows them rather than the agent looking again.
	s = p.settleIfLater(ctx, el, s, jsSuggestsLater, suggestWait)
	phases.End(ctx, "suggestions")
	// A list the typing filters once the page's timer for it fires (a
	// debounce), as the person would see it.
	return p.timersFired(ctx, s, left, at, timerWaitMax, timers), nil
}

// scrollStartWait bounds the wait for a carousel's track by a clicked
// element to start scrolling (see inpage/settle.js: scrollsLater).
const scrollStartWait = 200 * time.Millisecond

// suggestWait bounds the wait for an autocomplete's suggestions.
const suggestWait = 400 * time.Millisecond

func (p *Page) fill(ctx context.Context, el *Element, text string, slowly bool) error {
	// The renderer runs a session's commands in the order they were sent:
	// what fill asks before it types goes out together, not one round
	// trip after another (a field is most often the input itself, whose
	// own editor surface is then the one asked for).
	within := p.startSubstitute(ctx, el, jsEditableWithin)
	surface := p.startSubstitute(ctx, el, jsEditorSurface)
	hidden := surface(ctx) != ""
	if inner := within(ctx); inner != "" {
		in := *el
		in.Object, in.Number = inner, 0
		el = &in
		_, hidden = p.editorSurface(ctx, el)
	}
	// Focus through CDP first: it also focuses the frame and the window.
	focused := cdp.Start(ctx, el.sess, dom.Focus.Method, dom.FocusParams{ObjectID: el.Object})
	var how string
	err := el.call(ctx, jsPrepareFillNoting, &how, hidden, slowly)
	_ = focused(ctx, nil)
	if err != nil {
		return fmt.Errorf("page: typing into %s: %w", el.Target, err)
	}
	switch {
	case strings.HasPrefix(how, "error:"):
		return actionErrorf("cannot type into %s: %s", el.Target, strings.TrimPrefix(how, "error:"))
	case how == "value":
		var msg string
		if err := el.call(ctx, jsSetValue, &msg, text); err != nil {
			return fmt.Errorf("page: setting %s: %w", el.Target, err)
		}
		if msg != "" {
			return actionErrorf("cannot set %s: %s", el.Target, msg)
		}
		return nil
	case how == "editor" && !slowly:
		// Editors select their whole document on the select-all shortcut
		// (and a plain contenteditable does natively). The text comes once
		// the shortcut's keys were handled: Chromium takes typed text by
		// another way than key events.
		if err := p.keys(ctx, []string{selectAllModifier()}, "a"); err != nil {
			return err
		}
	}
	if text == "" && !slowly {
		// Clear the selection with a real key, as a person would.
		if err := p.keys(ctx, nil, "Backspace"); err != nil {
			return err
		}
	}
	if text == "" {
		return nil
	}
	if slowly {
		for _, ev := range keyboard.TextEvents(text) {
			if err := p.conn.Call(ctx, input.DispatchKeyEvent.Method, ev, nil); err != nil {
				return fmt.Errorf("page: typing: %w", err)
			}
		}
		return nil
	}
	return p.conn.Call(ctx, input.InsertText.Method, input.InsertTextParams{Text: text}, nil)
}

// selectAllModifier is the modifier of the select-all shortcut where the
// app runs (electron-mcp runs on the same machine).
func selectAllModifier() string {
	if goruntime.GOOS == "darwin" {
		return "Meta"
	}
	return "Control"
}

// startSubstitute sends fn, a function of el that answers an element to
// act on in its place (the text input inside a container, an editor's
// surface) or null, and returns what waits for that element's object id,
// "" when there is none.
func (p *Page) startSubstitute(ctx context.Context, el *Element, fn string) func(context.Context) runtime.RemoteObjectID {
	wait := cdp.Start(ctx, el.sess, runtime.CallFunctionOn.Method, runtime.CallFunctionOnParams{FunctionDeclaration: fn, ObjectID: el.Object})
	return func(ctx context.Context) runtime.RemoteObjectID {
		var res runtime.CallFunctionOnResult
		if err := wait(ctx, &res); err != nil || res.ExceptionDetails != nil || res.Result == nil {
			return ""
		}
		return res.Result.ObjectID
	}
}

// PressKey presses a key or a combination such as Control+A on whatever
// has focus.
func (p *Page) PressKey(ctx context.Context, combo string) (Settled, error) {
	if err := p.usable(); err != nil {
		return Settled{}, err
	}
	mods, key, err := keyboard.ParseCombo(combo)
	if err != nil {
		return Settled{}, err
	}
	if _, err := keyboard.Lookup(key); err != nil {
		return Settled{}, err
	}
	timers := p.watchFramesTimers(ctx)
	s, err := p.actScrolling(ctx, func(ctx context.Context) error { return p.keys(ctx, mods, key) })
	if err != nil {
		timers(ctx, true)
		return s, err
	}
	return p.timersFired(ctx, s, timers(ctx, false), time.Now(), timerWaitMax, timers), nil
}

func (p *Page) keys(ctx context.Context, mods []string, key string) error {
	evs, err := keyboard.Events(mods, key)
	if err != nil {
		return err
	}
	// The events go out together, as a keyboard's reach the browser (each
	// is still handled in turn).
	if err := p.conn.CallInOrder(ctx, keyCommands(evs)...); err != nil {
		return fmt.Errorf("page: pressing %s: %w", keyboard.Describe(mods, key), err)
	}
	return nil
}

// keyCommands are the Input.dispatchKeyEvent commands of evs.
func keyCommands(evs []*input.DispatchKeyEventParams) []cdp.Command {
	cmds := make([]cdp.Command, len(evs))
	for i, ev := range evs {
		cmds[i] = cdp.Command{Method: input.DispatchKeyEvent.Method, Params: ev}
	}
	return cmds
}

type selectResult struct {
	Error    string   `json:"error"`
	Selected []string `json:"selected"`
}

// SelectOption selects options of a <select> by value or label.
func (p *Page) SelectOption(ctx context.Context, target string, values []string) (Settled, []string, error) {
	el, err := p.Resolve(ctx, target)
	if err != nil {
		return Settled{}, nil, err
	}
	var res selectResult
	s, err := p.act(ctx, func(ctx context.Context) error {
		if values == nil {
			values = []string{}
		}
		if err := el.call(ctx, jsSelect, &res, values); err != nil {
			return fmt.Errorf("page: selecting in %s: %w", el.Target, err)
		}
		if res.Error != "" {
			return actionErrorf("cannot select in %s: %s", el.Target, res.Error)
		}
		return nil
	})
	return s, res.Selected, err
}

// Field is one field of browser_fill_form.
type Field struct {
	Target string
	Name   string
	Type   string // textbox, checkbox, radio, combobox, slider
	Value  string
}

// FillForm fills several fields, one after another.
func (p *Page) FillForm(ctx context.Context, fields []Field) (Settled, error) {
	return p.act(ctx, func(ctx context.Context) error {
		for i, f := range fields {
			name := f.Name
			if name == "" {
				name = f.Target
			}
			if err := p.fillField(ctx, f); err != nil {
				return fmt.Errorf("field %d (%s): %w", i+1, name, err)
			}
		}
		return nil
	})
}

func (p *Page) fillField(ctx context.Context, f Field) error {
	el, err := p.Resolve(ctx, f.Target)
	if err != nil {
		return err
	}
	switch strings.ToLower(f.Type) {
	case "textbox", "searchbox", "spinbutton", "":
		return p.fill(ctx, el, f.Value, false)
	case "checkbox", "radio", "switch":
		want := strings.EqualFold(f.Value, "true") || f.Value == "1" || strings.EqualFold(f.Value, "checked") || strings.EqualFold(f.Value, "on")
		if !want && !(strings.EqualFold(f.Value, "false") || f.Value == "0" || f.Value == "" || strings.EqualFold(f.Value, "unchecked") || strings.EqualFold(f.Value, "off")) {
			return actionErrorf("value %q for a %s: use true or false", f.Value, f.Type)
		}
		var checked bool
		if err := el.call(ctx, jsChecked, &checked); err != nil {
			return err
		}
		if checked == want {
			return nil
		}
		if !want && strings.EqualFold(f.Type, "radio") {
			return actionErrorf("a radio button cannot be unchecked; check another one of its group")
		}
		pt, err := p.clickPoint(ctx, el, true)
		if err != nil {
			return err
		}
		return p.mouseClick(ctx, pt, input.MouseButtonLeft, 0, false)
	case "combobox", "listbox", "select":
		var res struct {
			Error    string
			Selected []string
		}
		if err := el.call(ctx, jsSelect, &res, []string{f.Value}); err != nil {
			return err
		}
		if res.Error != "" {
			if strings.HasPrefix(res.Error, "it is not a <select>") {
				// An editable combobox (autocomplete input): type into it.
				return p.fill(ctx, el, f.Value, false)
			}
			return actionErrorf("%s", res.Error)
		}
		return nil
	case "slider":
		var msg string
		if err := el.call(ctx, jsSetValue, &msg, f.Value); err != nil {
			return err
		}
		if msg != "" {
			return actionErrorf("%s", msg)
		}
		return nil
	}
	return actionErrorf("unknown field type %q: use textbox, checkbox, radio, combobox or slider", f.Type)
}

// Evaluate runs a JavaScript function in the page — on the element when
// target is set — and returns its result as JSON.
func (p *Page) Evaluate(ctx context.Context, fn, target string) (string, Settled, error) {
	var out string
	s, err := p.act(ctx, func(ctx context.Context) error {
		var err error
		out, err = p.evaluate(ctx, fn, target)
		return err
	})
	return out, s, err
}
