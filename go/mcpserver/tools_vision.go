package mcpserver

import (
	"context"
	"fmt"
	"time"
)

// The vision tools act at coordinates, for canvases and custom-drawn UIs
// that have no elements to name. Their names and arguments are Playwright
// MCP's (its vision capability); positions are CSS pixels of the viewport,
// which is what browser_take_screenshot shows (unless it had to scale a
// viewport wider than 1568 px down).
func visionTools() []toolDef {
	return []toolDef{
		newTool("browser_mouse_click_xy", "Click at coordinates", "Click at a position of the viewport (CSS pixels, as in a screenshot), for canvases and custom-drawn UIs.", acting, runMouseClickXY).in(CapVision).showingTarget(),
		newTool("browser_mouse_move_xy", "Move the mouse", "Move the mouse to a position of the viewport (CSS pixels), holding the buttons that are down.", acting, runMouseMoveXY).in(CapVision).showingTarget(),
		newTool("browser_mouse_drag_xy", "Drag between coordinates", "Press the left button at one position, move to another in small steps and release it there (CSS pixels of the viewport).", acting, runMouseDragXY).in(CapVision).showingTarget(),
		newTool("browser_mouse_down", "Press a mouse button", "Press a mouse button where the mouse is.", acting, runMouseDown).in(CapVision).showingTarget(),
		newTool("browser_mouse_up", "Release a mouse button", "Release a mouse button where the mouse is.", acting, runMouseUp).in(CapVision).showingTarget(),
		newTool("browser_mouse_wheel", "Scroll the wheel", "Scroll the mouse wheel where the mouse is (or at x, y) by deltaX, deltaY CSS pixels; lists that render rows as they scroll show the new rows in the response.", acting, runMouseWheel).in(CapVision).showingTarget(),
	}
}

type mouseClickXYArgs struct {
	Element    string  `json:"element,omitempty" jsonschema:"human-readable description of what is there, for the record"`
	X          float64 `json:"x" jsonschema:"X coordinate, CSS pixels from the viewport's left"`
	Y          float64 `json:"y" jsonschema:"Y coordinate, CSS pixels from the viewport's top"`
	Button     string  `json:"button,omitempty" jsonschema:"left (default), right or middle"`
	ClickCount int     `json:"clickCount,omitempty" jsonschema:"number of clicks, 1 (default) to 3"`
	Delay      float64 `json:"delay,omitempty" jsonschema:"milliseconds between press and release, 0 by default"`
}

func runMouseClickXY(ctx context.Context, c *call, a *mouseClickXYArgs) error {
	s, err := c.tab.page.ClickAt(ctx, a.X, a.Y, a.Button, a.ClickCount, time.Duration(a.Delay*float64(time.Millisecond)))
	if err != nil {
		return err
	}
	c.out("Clicked at (%g, %g).", a.X, a.Y)
	return c.acted(s, nil)
}

type mouseMoveXYArgs struct {
	Element string  `json:"element,omitempty" jsonschema:"human-readable description of what is there, for the record"`
	X       float64 `json:"x" jsonschema:"X coordinate, CSS pixels from the viewport's left"`
	Y       float64 `json:"y" jsonschema:"Y coordinate, CSS pixels from the viewport's top"`
}

func runMouseMoveXY(ctx context.Context, c *call, a *mouseMoveXYArgs) error {
	return c.acted(c.tab.page.MouseMove(ctx, a.X, a.Y))
}

type mouseDragXYArgs struct {
	Element string  `json:"element,omitempty" jsonschema:"human-readable description of what is dragged, for the record"`
	StartX  float64 `json:"startX" jsonschema:"start X coordinate, CSS pixels"`
	StartY  float64 `json:"startY" jsonschema:"start Y coordinate, CSS pixels"`
	EndX    float64 `json:"endX" jsonschema:"end X coordinate, CSS pixels"`
	EndY    float64 `json:"endY" jsonschema:"end Y coordinate, CSS pixels"`
}

func runMouseDragXY(ctx context.Context, c *call, a *mouseDragXYArgs) error {
	s, rep, err := c.tab.page.DragAt(ctx, a.StartX, a.StartY, a.EndX, a.EndY)
	if err != nil {
		return err
	}
	c.out("%s", dragOutcome(fmt.Sprintf("from (%g, %g)", a.StartX, a.StartY), fmt.Sprintf("(%g, %g)", a.EndX, a.EndY), rep))
	return c.acted(s, nil)
}

type mouseButtonArgs struct {
	Button string `json:"button,omitempty" jsonschema:"left (default), right or middle"`
}

func runMouseDown(ctx context.Context, c *call, a *mouseButtonArgs) error {
	return c.acted(c.tab.page.MouseButton(ctx, a.Button, true))
}

func runMouseUp(ctx context.Context, c *call, a *mouseButtonArgs) error {
	return c.acted(c.tab.page.MouseButton(ctx, a.Button, false))
}

type mouseWheelArgs struct {
	DeltaX float64  `json:"deltaX,omitempty" jsonschema:"horizontal scroll in CSS pixels (positive: right)"`
	DeltaY float64  `json:"deltaY,omitempty" jsonschema:"vertical scroll in CSS pixels (positive: down)"`
	X      *float64 `json:"x,omitempty" jsonschema:"where to scroll, X in CSS pixels; default: where the mouse is"`
	Y      *float64 `json:"y,omitempty" jsonschema:"where to scroll, Y in CSS pixels"`
}

func runMouseWheel(ctx context.Context, c *call, a *mouseWheelArgs) error {
	var at *[2]float64
	if (a.X == nil) != (a.Y == nil) {
		return errorf("pass both x and y, or neither to scroll where the mouse is")
	}
	if a.X != nil {
		at = &[2]float64{*a.X, *a.Y}
	}
	s, err := c.tab.page.Wheel(ctx, a.DeltaX, a.DeltaY, at)
	if err != nil {
		return err
	}
	c.out("Scrolled by (%g, %g).", a.DeltaX, a.DeltaY)
	return c.acted(s, nil)
}
