package mcpserver

import (
	"context"
	"fmt"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
)

// hints are a tool's annotations. All four are always set: left unset, a
// read-only tool advertises itself as destructive.
type hints struct {
	readOnly, destructive, idempotent, openWorld bool
}

var (
	readOnly = hints{readOnly: true, idempotent: true}
	acting   = hints{destructive: true, openWorld: true}
)

// newTool declares a tool whose arguments bind into A; the JSON schema comes
// from A's fields (json tags, jsonschema descriptions).
func newTool[A any](name, title, desc string, h hints, run func(ctx context.Context, c *call, a *A) error) toolDef {
	t := mcp.NewTool(name,
		mcp.WithDescription(desc),
		mcp.WithInputSchema[A](),
		mcp.WithTitleAnnotation(title),
		mcp.WithReadOnlyHintAnnotation(h.readOnly),
		mcp.WithDestructiveHintAnnotation(h.destructive),
		mcp.WithIdempotentHintAnnotation(h.idempotent),
		mcp.WithOpenWorldHintAnnotation(h.openWorld),
	)
	return toolDef{tool: t, run: func(ctx context.Context, s *Server, c *call) error {
		var a A
		if args := c.req.GetRawArguments(); args != nil {
			if err := c.req.BindArguments(&a); err != nil {
				return errorf("invalid arguments for %s: %v", name, err)
			}
		}
		if c.tab == nil {
			return run(ctx, c, &a)
		}
		return untilDialog(ctx, c, func(ctx context.Context) error { return run(ctx, c, &a) })
	}}
}

func (d toolDef) withModal() toolDef   { d.modalOK = true; return d }
func (d toolDef) withoutPage() toolDef { d.noPage = true; return d }

// tools lists every tool, in the order clients show them.
func tools() []toolDef {
	return []toolDef{
		newTool("browser_tabs", "List or select tabs",
			"List the app's windows and <webview>s (the tabs) with their webContents ids, or select the one to act on.",
			hints{idempotent: true}, runTabs).withoutPage().withModal(),
		newTool("browser_navigate", "Navigate to a URL", "Navigate the selected tab to a URL and wait for it to load.", acting, runNavigate),
		newTool("browser_navigate_back", "Go back", "Go back to the previous page in the tab's history.", acting, runBack),
		newTool("browser_navigate_forward", "Go forward", "Go forward to the next page in the tab's history.", acting, runForward),
		newTool("browser_reload", "Reload", "Reload the selected tab.", acting, runReload),
		newTool("browser_snapshot", "Page snapshot",
			"Capture the accessibility snapshot of the page (or of one element's subtree): roles, names, values and states, with refs (e12, f1e3) to pass as target to other tools. Better than a screenshot for acting.",
			readOnly, runSnapshot),
		newTool("browser_find", "Find in snapshot",
			"Find the snapshot lines whose text matches a string or regular expression, with their ancestors for context and their refs. Cheaper than a full snapshot on large pages.",
			readOnly, runFind),
		newTool("browser_click", "Click", "Click an element (double, right or middle click, with modifiers). Reports an element covered by an overlay instead of clicking through it.", acting, runClick),
		newTool("browser_hover", "Hover", "Move the mouse over an element.", acting, runHover),
		newTool("browser_drag", "Drag and drop", "Drag one element onto another.", acting, runDrag),
		newTool("browser_type", "Type text", "Type text into an editable element, replacing its content; optionally press Enter after (submit) or type one key at a time (slowly) for pages that handle key events.", acting, runType),
		newTool("browser_press_key", "Press a key", "Press a key or a combination on the focused element: Enter, Tab, Escape, ArrowDown, Backspace, a, Control+A, Shift+Tab, …", acting, runPressKey),
		newTool("browser_select_option", "Select options", "Select options of a <select> by value or label (several for a multiple select).", acting, runSelectOption),
		newTool("browser_fill_form", "Fill a form", "Fill several form fields at once: textboxes, checkboxes, radios, comboboxes (selects) and sliders.", acting, runFillForm),
		newTool("browser_evaluate", "Evaluate JavaScript", "Run a JavaScript function in the page, or on an element (it receives the element as its argument), and return its JSON result.", acting, runEvaluate),
		newTool("browser_take_screenshot", "Screenshot", "Take a screenshot of the viewport, an element or the full page (png or jpeg), scaled to at most 1568 px a side. For acting, browser_snapshot is better.", readOnly, runScreenshot),
		newTool("browser_resize", "Resize", "Resize the page's viewport (CSS pixels).", hints{idempotent: true}, runResize),
		newTool("browser_wait_for", "Wait", "Wait for text to appear or disappear, or for a number of seconds.", readOnly, runWaitFor),
		newTool("browser_handle_dialog", "Handle a dialog", "Accept or dismiss the open alert, confirm, prompt or beforeunload dialog (with the text to enter into a prompt).", acting, runHandleDialog).withModal(),
		newTool("browser_file_upload", "Upload files", "Choose the files for the open file chooser; with no paths, cancel it.", acting, runFileUpload).withModal(),
		newTool("browser_console_messages", "Console messages", "List the page's console messages, uncaught exceptions and browser log entries (level: error, warning, info or debug and more severe).", readOnly, runConsole).withModal(),
		newTool("browser_network_requests", "Network requests", "List the page's network requests since it loaded: method, URL, status, type, size and time; static resources are hidden unless static is true.", readOnly, runNetworkRequests).withModal(),
		newTool("browser_network_request", "Network request details", "Show one request's headers or body, by its index from browser_network_requests.", readOnly, runNetworkRequest).withModal(),
		newTool("browser_route", "Mock requests", "Answer the page's requests that match a URL glob with a made-up response (status, body, contentType, headers), or let them go on with headers added or removed. Routes last until browser_unroute or until electron-mcp detaches.", hints{destructive: true, openWorld: true}, runRoute).withModal(),
		newTool("browser_route_list", "List routes", "List the active routes of browser_route, with how many requests each answered.", readOnly, runRouteList).withModal(),
		newTool("browser_unroute", "Remove routes", "Remove the route with a pattern, or every route.", hints{destructive: true, idempotent: true}, runUnroute).withModal(),
		newTool("browser_emulate_media", "Emulate media", "Emulate CSS media features (prefers-color-scheme, prefers-reduced-motion, forced-colors, prefers-contrast) and the media type (screen, print), as the page's matchMedia and CSS see them. Omitted ones stay as they are; it ends when electron-mcp detaches.", hints{idempotent: true}, runEmulateMedia),
		newTool("browser_network_conditions", "Network conditions", "Take the page offline or throttle its network (latency, download and upload kbit/s); with no arguments, restore it. It ends when electron-mcp detaches.", hints{idempotent: true, openWorld: true}, runNetworkConditions),
		newTool("browser_close", "Detach", "Detach from the selected tab. The app's window stays open; the next call attaches again.", hints{idempotent: true}, runClose).withoutPage().withModal(),
	}
}

// describe returns the element description for messages: the agent's own
// words when given, else the target.
func describe(element, target string) string {
	if element != "" {
		return fmt.Sprintf("%s (%s)", element, target)
	}
	return target
}

// targetOf returns the target argument, accepting ref as its older name.
func targetOf(target, ref string) string {
	if strings.TrimSpace(target) != "" {
		return target
	}
	return ref
}
