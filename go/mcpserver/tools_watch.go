package mcpserver

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"github.com/electron-mcp/electron-mcp/go/cdp"
	"github.com/electron-mcp/electron-mcp/go/page"
	"github.com/electron-mcp/electron-mcp/proto"
)

type dialogArgs struct {
	Accept     bool   `json:"accept" jsonschema:"accept (OK) or dismiss (Cancel) the dialog"`
	PromptText string `json:"promptText,omitempty" jsonschema:"the text to enter into a prompt dialog"`
	Button     string `json:"button,omitempty" jsonschema:"the app's message box: the button to click, by label"`
}

func runHandleDialog(ctx context.Context, c *call, a *dialogArgs) error {
	if c.tab.page.Dialog() == nil {
		if d, ok := c.s.appDialog(c.tab.id, proto.DialogMessageBox, proto.DialogSave); ok {
			return c.handleAppDialog(ctx, d, a)
		}
	} else if a.Button != "" {
		return errorf("button is for the app's message boxes; the page's %s dialog takes accept (and promptText)", c.tab.page.Dialog().Type)
	}
	if c.tab.page.Dialog() == nil && c.tab.stayed != nil {
		return c.leave(ctx, a.Accept)
	}
	d, s, err := c.tab.page.HandleDialog(ctx, a.Accept, a.PromptText)
	if err != nil {
		return err
	}
	verb := "Dismissed"
	if a.Accept {
		verb = "Accepted"
	}
	c.out("%s the %s dialog %q.", verb, d.Type, d.Message)
	return c.acted(s, nil)
}

type uploadArgs struct {
	Paths []string `json:"paths,omitempty" jsonschema:"absolute paths of the files to upload; none cancels the file chooser"`
}

func runFileUpload(ctx context.Context, c *call, a *uploadArgs) error {
	paths := make([]string, len(a.Paths))
	for i, p := range a.Paths {
		abs, err := filepath.Abs(p)
		if err != nil {
			return errorf("bad path %q: %v", p, err)
		}
		fi, err := os.Stat(abs)
		if err != nil {
			return errorf("cannot upload %q: %v", p, err)
		}
		if fi.IsDir() {
			return errorf("cannot upload %q: it is a directory", p)
		}
		paths[i] = abs
	}
	if c.tab.page.FileChooser() == nil {
		if d, ok := c.s.appDialog(c.tab.id, proto.DialogOpen); ok {
			return c.uploadToAppDialog(ctx, d, paths)
		}
	}
	s, err := c.tab.page.UploadFiles(ctx, paths)
	if err != nil {
		return err
	}
	if len(paths) == 0 {
		c.out("Cancelled the file chooser.")
	} else {
		c.out("Uploaded %d %s.", len(paths), plural(len(paths), "file", "files"))
	}
	return c.acted(s, nil)
}

// maxListed bounds the lines of a console or network listing: the newest
// are shown.
const maxListed = 200

type consoleArgs struct {
	Level string `json:"level,omitempty" jsonschema:"and more severe (default: all),enum=error,enum=warning,enum=info,enum=debug"`
	All   bool   `json:"all,omitempty" jsonschema:"include messages from before the last navigation"`
}

func runConsole(ctx context.Context, c *call, a *consoleArgs) error {
	level := strings.ToLower(a.Level)
	switch level {
	case "", page.LevelError, page.LevelWarning, page.LevelInfo, page.LevelDebug:
	case "warn":
		level = page.LevelWarning
	case "log":
		level = page.LevelInfo
	default:
		return errorf("unknown level %q: use error, warning, info or debug", a.Level)
	}
	msgs, dropped := c.tab.page.ConsoleMessages(level, a.All)
	errs, warns := 0, 0
	for _, m := range msgs {
		switch m.Level {
		case page.LevelError:
			errs++
		case page.LevelWarning:
			warns++
		}
	}
	c.out("Total messages: %d (Errors: %d, Warnings: %d)", len(msgs), errs, warns)
	if dropped > 0 {
		c.out("(%d older messages were dropped: the page logs a lot)", dropped)
	}
	if len(msgs) > maxListed {
		c.out("(showing the last %d; pass level to narrow down)", maxListed)
		msgs = msgs[len(msgs)-maxListed:]
	}
	for _, m := range msgs {
		c.out("%s", consoleLine(m))
		if m.Stack != "" {
			c.out("%s", indent(m.Stack, "    "))
		}
	}
	return nil
}

func indent(s, prefix string) string {
	lines := strings.Split(s, "\n")
	for i, l := range lines {
		lines[i] = prefix + strings.TrimSpace(l)
	}
	return strings.Join(lines, "\n")
}

type networkArgs struct {
	Static bool   `json:"static,omitempty" jsonschema:"include images, fonts, scripts and stylesheets"`
	Filter string `json:"filter,omitempty" jsonschema:"only URLs containing this text"`
	All    bool   `json:"all,omitempty" jsonschema:"include requests from before the last navigation"`
}

var staticTypes = map[string]bool{"Image": true, "Font": true, "Stylesheet": true, "Script": true, "Media": true, "Manifest": true, "TextTrack": true}

func runNetworkRequests(ctx context.Context, c *call, a *networkArgs) error {
	reqs, dropped := c.tab.page.Requests(a.All)
	var lines []string
	hidden := 0
	for _, r := range reqs {
		if a.Filter != "" && !strings.Contains(r.URL, a.Filter) {
			continue
		}
		if !a.Static && staticTypes[string(r.Type)] && r.Failed == "" && r.Status < 400 {
			hidden++
			continue
		}
		lines = append(lines, requestLine(r))
	}
	shown := len(lines)
	if shown > maxListed {
		c.out("(%d requests; showing the last %d: pass filter to narrow down)", shown, maxListed)
		lines = lines[shown-maxListed:]
	}
	for _, l := range lines {
		c.out("%s", l)
	}
	if shown == 0 {
		c.out("No requests%s.", map[bool]string{true: " match", false: ""}[a.Filter != ""])
	}
	if hidden > 0 {
		c.out("(%d static %s hidden: pass static:true to see them)", hidden, plural(hidden, "resource", "resources"))
	}
	if dropped > 0 {
		c.out("(%d older requests were dropped: the page makes many)", dropped)
	}
	return nil
}

func requestLine(r page.Request) string {
	s := fmt.Sprintf("%d. [%s] %s", r.Index, r.Method, r.URL)
	if len(s) > 300 {
		s = s[:300] + "…"
	}
	switch {
	case r.Failed != "":
		s += " => [FAILED] " + r.Failed
	case r.Status > 0:
		s += fmt.Sprintf(" => [%d] %s", r.Status, r.StatusText)
	case !r.Finished:
		s += " => (pending)"
	}
	var extra []string
	if r.Type != "" {
		extra = append(extra, string(r.Type))
	}
	if r.Size > 0 {
		extra = append(extra, cdp.Size(int(r.Size)))
	}
	if r.Duration > 0 {
		extra = append(extra, fmt.Sprintf("%d ms", r.Duration.Milliseconds()))
	}
	if len(extra) > 0 {
		s += " (" + strings.Join(extra, ", ") + ")"
	}
	return s
}

type networkRequestArgs struct {
	Index int    `json:"index" jsonschema:"the request's number from browser_network_requests"`
	Part  string `json:"part,omitempty" jsonschema:"default: a summary,enum=request-headers,enum=request-body,enum=response-headers,enum=response-body"`
}

func runNetworkRequest(ctx context.Context, c *call, a *networkRequestArgs) error {
	r, ok := c.tab.page.RequestByIndex(a.Index)
	if !ok {
		return errorf("no request %d; call browser_network_requests for the numbers", a.Index)
	}
	headers := func(h map[string]any) {
		keys := make([]string, 0, len(h))
		for k := range h {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		for _, k := range keys {
			c.out("%s: %v", k, h[k])
		}
	}
	switch a.Part {
	case "":
		c.out("%s", requestLine(r))
		c.out("Request headers:")
		headers(r.RequestHeaders)
		if r.ResponseHeaders != nil {
			c.out("Response headers:")
			headers(r.ResponseHeaders)
		}
	case "request-headers":
		headers(r.RequestHeaders)
	case "response-headers":
		if r.ResponseHeaders == nil {
			return errorf("request %d has no response (yet)", a.Index)
		}
		headers(r.ResponseHeaders)
	case "request-body", "response-body":
		body, err := c.tab.page.RequestBody(ctx, r, a.Part == "response-body")
		if err != nil {
			return err
		}
		c.out("%s", body)
	default:
		return errorf("unknown part %q: use request-headers, request-body, response-headers or response-body", a.Part)
	}
	return nil
}
