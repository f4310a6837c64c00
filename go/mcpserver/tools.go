package mcpserver

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"reflect"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"

	"github.com/electron-mcp/electron-mcp/go/mcpserver/toolargs"
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

// newTool declares a tool whose arguments bind into A. The JSON schema
// comes from A's fields: json tags (a field without omitempty is required),
// jsonschema descriptions and enums (`jsonschema:"…,enum=a,enum=b"`: the
// description must come first, as a tag that begins with enum= makes
// mcp-go build the schema another way, which drops the fields of embedded
// structs such as targetArgs), `alias:"x"` on a field that is another
// name of x (ref for target: either may be given, not both), and
// `unlisted:"why"` on an argument accepted but not worth advertising.
// tools/list advertises it without the aliases and the unlisted arguments
// (see toolargs.Listed); every call's arguments are checked against it,
// aliases included, before anything is done (see package toolargs), so a
// tool sees only arguments its schema allows.
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
	full, err := toolargs.WithAliases(reflect.TypeFor[A](), t.RawInputSchema)
	if err != nil {
		panic(fmt.Sprintf("mcpserver: the schema of %s: %v", name, err))
	}
	t.RawInputSchema = toolargs.Listed(reflect.TypeFor[A](), t.RawInputSchema)
	bind := func(raw json.RawMessage) (any, error) {
		a := new(A)
		if t := bytes.TrimSpace(raw); len(t) > 0 && string(t) != "null" {
			d := json.NewDecoder(bytes.NewReader(t))
			d.DisallowUnknownFields()
			if err := d.Decode(a); err != nil {
				return nil, bindError(name, err)
			}
		}
		return a, nil
	}
	// A tool whose hints say it acts on the page is bracketed with the
	// bridge's beginAction/endAction.
	brackets := h.destructive && !h.readOnly
	return toolDef{tool: t, args: mustCompileArgs(name, full), bind: bind, brackets: brackets, run: func(ctx context.Context, s *Server, c *call) error {
		a, _ := c.args.(*A)
		if a == nil {
			a = new(A)
		}
		if c.tab == nil {
			return run(ctx, c, a)
		}
		return untilDialog(ctx, c, func(ctx context.Context) error { return run(ctx, c, a) })
	}}
}

// tools lists every tool, in the order clients show them. Each line is a
// tool of the default set unless it ends with .in(Cap…).
func tools() []toolDef {
	return append([]toolDef{
		newTool("browser_tabs", "List or select tabs",
			"List the app's windows and <webview>s (the tabs), or select the one to act on.",
			hints{idempotent: true}, runTabs).withoutPage().withModal(),
		newTool("browser_navigate", "Navigate to a URL", "Load a URL in the selected tab and wait for it.", acting, runNavigate),
		newTool("browser_navigate_back", "Go back", "Go back in the tab's history.", acting, runBack),
		newTool("browser_navigate_forward", "Go forward", "Go forward in the tab's history.", acting, runForward),
		newTool("browser_reload", "Reload", "Reload the selected tab.", acting, runReload),
		newTool("browser_snapshot", "Page snapshot",
			"Read the page (or one element's subtree) as an accessibility tree with refs to pass as target. Use it to find what to act on; action responses already show what changed.",
			readOnly, runSnapshot),
		newTool("browser_find", "Find in snapshot",
			"Find the snapshot lines matching a text or regex, with their ancestors and refs: cheaper than browser_snapshot on large pages.",
			readOnly, runFind),
		newTool("browser_click", "Click", "Click an element (double, right or middle, with modifiers). An overlay covering it is reported, not clicked through.", acting, runClick).showingTarget(),
		newTool("browser_hover", "Hover", "Move the mouse over an element, to open menus or tooltips that show on hover.", acting, runHover).showingTarget(),
		newTool("browser_drag", "Drag and drop", "Drag an element and drop it onto another.", acting, runDrag).showingTarget(),
		newTool("browser_type", "Type text", "Type text into an editable element: it replaces the content; slowly types at the caret instead (several fields: browser_fill_form).", acting, runType).showingTarget(),
		newTool("browser_press_key", "Press a key", "Press a key or combination on the focused element, for shortcuts and keyboard navigation.", acting, runPressKey),
		newTool("browser_select_option", "Select options", "Select options of a <select> by value or label.", acting, runSelectOption).showingTarget(),
		newTool("browser_fill_form", "Fill a form", "Fill several form fields in one call: textboxes, checkboxes, radios, comboboxes and sliders.", acting, runFillForm).showingTarget(),
		newTool("browser_evaluate", "Evaluate JavaScript", "Run a JavaScript function in the page or on an element and return its JSON result, for what no other tool reads or does.", acting, runEvaluate),
		newTool("browser_take_screenshot", "Screenshot", "Screenshot the viewport, an element or the full page (at most 1568 px a side) to see the layout; to act, use browser_snapshot.", readOnly, runScreenshot),
		newTool("browser_resize", "Resize", "Resize the viewport (CSS pixels), e.g. to check a responsive layout.", hints{idempotent: true}, runResize),
		newTool("browser_pick", "Person picks an element",
			"Ask the person to click an element in the app; returns its ref, snapshot line and box.",
			readOnly, runPick).timedByItself(),
		newTool("browser_wait_for", "Wait", "Wait for text to appear or disappear, or for some seconds, when the page changes after an action returned.", readOnly, runWaitFor),
		newTool("browser_handle_dialog", "Handle a dialog", "Accept or dismiss the open alert, confirm, prompt or beforeunload dialog; other tools wait until it is handled.", acting, runHandleDialog).withModal(),
		newTool("browser_file_upload", "Upload files", "Choose the files for the open file chooser, or cancel it with none.", acting, runFileUpload).withModal(),
		newTool("browser_console_messages", "Console messages", "List the page's console messages and uncaught errors, to debug the page.", readOnly, runConsole).withModal(),
		newTool("browser_network_requests", "Network requests", "List the page's requests since it loaded (method, URL, status, type, size, time), to debug loading or API calls.", readOnly, runNetworkRequests).withModal(),
		newTool("browser_network_request", "Network request details", "Show the headers or body of one request from browser_network_requests.", readOnly, runNetworkRequest).withModal(),
		newTool("browser_route", "Mock requests", "Answer the page's requests that match a URL glob with a made-up response (status, body, contentType, headers), or let them go on with headers added or removed. Routes last until browser_unroute or until electron-mcp detaches.", hints{destructive: true, openWorld: true}, runRoute).withModal().in(CapNetwork),
		newTool("browser_route_list", "List routes", "List the active routes of browser_route, with how many requests each answered.", readOnly, runRouteList).withModal().in(CapNetwork),
		newTool("browser_unroute", "Remove routes", "Remove the route with a pattern, or every route.", hints{destructive: true, idempotent: true}, runUnroute).withModal().in(CapNetwork),
		newTool("browser_emulate_media", "Emulate media", "Emulate CSS media features or print media as the page's CSS and matchMedia see them, until detach; omitted ones stay, no-override ends one.", hints{idempotent: true}, runEmulateMedia),
		newTool("browser_network_conditions", "Network conditions", "Take the page offline or throttle its network (latency, download and upload kbit/s); with no arguments, restore it. It ends when electron-mcp detaches.", hints{idempotent: true, openWorld: true}, runNetworkConditions).in(CapNetwork),
		newTool("browser_downloads", "Downloads",
			"List the downloads your actions started (file name, URL, size, state, path), or wait for those in progress.",
			readOnly, runDownloads).withoutPage().withModal().timedByItself().in(CapDownloads),
		newTool("electron_ipc_messages", "IPC messages",
			"List the IPC messages the page sent the app's main process (channel, arguments; for invoke, whether it answered), newest first, by default since your last action.",
			readOnly, runIpcMessages).withModal().in(CapElectron),
		newTool("electron_app_metrics", "App processes",
			"List the app's processes (browser, GPU, renderers, utilities) with their CPU and memory, and which renderer serves which tab.",
			readOnly, runAppMetrics).withoutPage().withModal().in(CapElectron),
		newTool("browser_close", "Detach", "Detach from the tab (its window stays open); the next call attaches again.", hints{idempotent: true}, runClose).withoutPage().withModal(),
	}, append(storageTools(), visionTools()...)...)
}

// describe returns the element description for messages: the agent's own
// words when given, else the target.
func describe(element, target string) string {
	if element != "" {
		return fmt.Sprintf("%s (%s)", element, target)
	}
	return target
}

// targetArgs name the element a tool acts on, as Playwright MCP's tools
// do: the agent's words for it, and its ref or CSS selector.
type targetArgs struct {
	Element string `json:"element,omitempty" jsonschema:"human-readable description of the element"`
	Target  string `json:"target" jsonschema:"the element: a ref or CSS selector"`
	Ref     string `json:"ref,omitempty" alias:"target"` // Playwright MCP's older name of target: accepted, not listed
}

// locator returns the ref or selector, from target or its older name.
func (a targetArgs) locator() string { return targetOf(a.Target, a.Ref) }

// optionalTargetArgs name an element a tool may act on (browser_evaluate's
// argument, browser_take_screenshot's element); without one, it acts on
// the page.
type optionalTargetArgs struct {
	Element string `json:"element,omitempty" jsonschema:"human-readable description of the element"`
	Target  string `json:"target,omitempty" jsonschema:"the element: a ref or CSS selector"`
	Ref     string `json:"ref,omitempty" alias:"target"` // Playwright MCP's older name of target: accepted, not listed
}

func (a optionalTargetArgs) locator() string { return targetOf(a.Target, a.Ref) }

// described returns the element for messages (see describe).
func (a optionalTargetArgs) described() string { return describe(a.Element, a.locator()) }

// targetOf returns a target argument, accepting ref as its older name.
func targetOf(target, ref string) string {
	if strings.TrimSpace(target) != "" {
		return target
	}
	return ref
}
