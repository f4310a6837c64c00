package mcpserver

import (
	"context"
	"fmt"
	"strings"

	"github.com/electron-mcp/electron-mcp/go/page"
)

type clickArgs struct {
	targetArgs
	DoubleClick bool     `json:"doubleClick,omitempty" jsonschema:"double click"`
	Button      string   `json:"button,omitempty" jsonschema:"default left,enum=left,enum=right,enum=middle"`
	Modifiers   []string `json:"modifiers,omitempty" jsonschema:"keys held during the click: Alt, Control, ControlOrMeta, Meta, Shift"`
}

func runClick(ctx context.Context, c *call, a *clickArgs) error {
	c.actedOn = a.locator()
	return c.acted(c.tab.page.Click(ctx, a.locator(), page.ClickOptions{Button: a.Button, Double: a.DoubleClick, Modifiers: a.Modifiers}))
}

type hoverArgs struct {
	targetArgs
}

func runHover(ctx context.Context, c *call, a *hoverArgs) error {
	return c.acted(c.tab.page.Hover(ctx, a.locator()))
}

type dragArgs struct {
	StartElement string `json:"startElement,omitempty" jsonschema:"description of the element to drag"`
	StartTarget  string `json:"startTarget" jsonschema:"the element to drag: a ref or CSS selector"`
	StartRef     string `json:"startRef,omitempty" alias:"startTarget" jsonschema:"older name of startTarget"`
	EndElement   string `json:"endElement,omitempty" jsonschema:"description of where to drop"`
	EndTarget    string `json:"endTarget" jsonschema:"the element to drop onto: a ref or CSS selector"`
	EndRef       string `json:"endRef,omitempty" alias:"endTarget" jsonschema:"older name of endTarget"`
}

func runDrag(ctx context.Context, c *call, a *dragArgs) error {
	from, to := targetOf(a.StartTarget, a.StartRef), targetOf(a.EndTarget, a.EndRef)
	// What was dragged is what moved, where a new order reads two ways.
	c.actedOn = from
	s, rep, err := c.tab.page.Drag(ctx, from, to)
	if err != nil {
		return err
	}
	// By their refs: the agent's own words for them, which it sent, would
	// come back to it in every drag's answer.
	c.out("%s", dragOutcome(from, to, rep))
	return c.acted(s, nil)
}

// dragOutcome says in a sentence what a drag did, so that an agent can
// tell a drop the page refused from one it took.
func dragOutcome(what, onto string, rep page.DragReport) string {
	how := "mouse moves"
	if rep.Kind == "html5" {
		how = "HTML drag and drop events"
	}
	head := fmt.Sprintf("Dragged %s onto %s (%s)", what, onto, how)
	switch {
	case !rep.Known:
		return head + "."
	case rep.Removed:
		return head + ": it left its place (moved elsewhere or re-rendered)."
	case rep.Moved && rep.From != rep.To && rep.To > 0:
		return fmt.Sprintf("%s: it moved from position %d to %d of %d among its siblings.", head, rep.From, rep.To, rep.Of)
	case rep.Moved:
		return head + ": it moved."
	case rep.Changed:
		return head + ": the page changed, but the dragged element stayed where it was."
	}
	return head + ": nothing changed in the page, so the drop was not accepted. Check the target (a drop zone may only accept some items), or, with the vision tools (--caps vision), browser_mouse_drag_xy at coordinates from a screenshot."
}

type typeArgs struct {
	targetArgs
	Text   string `json:"text" jsonschema:"the text to type"`
	Submit bool   `json:"submit,omitempty" jsonschema:"press Enter afterwards"`
	Slowly bool   `json:"slowly,omitempty" jsonschema:"type one character at a time with key events, at the caret, keeping the content; by default the text replaces it at once"`
}

func runType(ctx context.Context, c *call, a *typeArgs) error {
	c.actedOn = a.locator()
	return c.acted(c.tab.page.Type(ctx, a.locator(), a.Text, page.TypeOptions{Submit: a.Submit, Slowly: a.Slowly}))
}

type pressKeyArgs struct {
	Key string `json:"key" jsonschema:"a key name (Enter, Tab, Escape, ArrowDown, Backspace, F5), a character, or a combination such as Control+A"`
}

func runPressKey(ctx context.Context, c *call, a *pressKeyArgs) error {
	return c.acted(c.tab.page.PressKey(ctx, a.Key))
}

type selectArgs struct {
	targetArgs
	Values []string `json:"values" jsonschema:"the options to select, by value or label"`
}

func runSelectOption(ctx context.Context, c *call, a *selectArgs) error {
	c.actedOn = a.locator()
	s, selected, err := c.tab.page.SelectOption(ctx, a.locator(), a.Values)
	if err != nil {
		return err
	}
	c.out("Selected %s.", quoteList(selected))
	return c.acted(s, nil)
}

func quoteList(ss []string) string {
	if len(ss) == 0 {
		return "nothing"
	}
	q := make([]string, len(ss))
	for i, s := range ss {
		q[i] = fmt.Sprintf("%q", s)
	}
	return strings.Join(q, ", ")
}

type formField struct {
	Name string `json:"name,omitempty" jsonschema:"human-readable field name"`
	targetArgs
	Type  string `json:"type" jsonschema:"the kind of field,enum=textbox,enum=checkbox,enum=radio,enum=combobox,enum=slider"`
	Value string `json:"value" jsonschema:"text for a textbox, true/false for a checkbox or radio, an option for a combobox, a number for a slider"`
}

type fillFormArgs struct {
	Fields []formField `json:"fields" jsonschema:"the fields to fill, in order"`
}

func runFillForm(ctx context.Context, c *call, a *fillFormArgs) error {
	if len(a.Fields) == 0 {
		return errorf("no fields given")
	}
	fields := make([]page.Field, len(a.Fields))
	for i, f := range a.Fields {
		name := f.Name
		if name == "" {
			name = f.Element
		}
		fields[i] = page.Field{Target: f.locator(), Name: name, Type: f.Type, Value: f.Value}
	}
	s, err := c.tab.page.FillForm(ctx, fields)
	if err != nil {
		return err
	}
	c.out("Filled %d %s.", len(fields), plural(len(fields), "field", "fields"))
	return c.acted(s, nil)
}

type evaluateArgs struct {
	Function string `json:"function" jsonschema:"a JavaScript function such as () => document.title, or (element) => element.textContent with a target"`
	optionalTargetArgs
}

func runEvaluate(ctx context.Context, c *call, a *evaluateArgs) error {
	out, s, err := c.tab.page.Evaluate(ctx, a.Function, a.locator())
	if err != nil {
		return err
	}
	c.out("%s", out)
	return c.acted(s, nil)
}
