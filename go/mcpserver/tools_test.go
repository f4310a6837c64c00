package mcpserver_test

import (
	"bytes"
	"encoding/base64"
	"image"
	_ "image/jpeg"
	_ "image/png"
	"strings"
	"testing"
	"time"

	"github.com/mark3labs/mcp-go/mcp"

	"github.com/electron-mcp/electron-mcp/go/mcpserver"
	"github.com/electron-mcp/electron-mcp/go/snapshot"
)

func TestClickVariantsHoverAndScroll(t *testing.T) {
	s := newSession(t, mcpserver.Options{})
	snap := section(s.open("misc.html"), "Snapshot")
	out := s.ok("browser_hover", map[string]any{"target": ref(t, snap, `button "Menu"`)})
	if !strings.Contains(out, `link "Item one"`) {
		t.Errorf("the hover menu did not show in the response:\n%s", out)
	}
	if got := s.eval(`() => hovered.textContent`); got != `"hovered"` {
		t.Errorf("mouseover: %s", got)
	}
	s.ok("browser_click", map[string]any{"target": "#dbl", "doubleClick": true})
	if got := s.eval(`() => dbl.textContent`); got != `"double clicked"` {
		t.Errorf("double click: %s", got)
	}
	s.ok("browser_click", map[string]any{"target": "#dbl", "button": "right"})
	if got := s.eval(`() => dbl.textContent`); got != `"right clicked"` {
		t.Errorf("right click: %s", got)
	}
	s.ok("browser_click", map[string]any{"target": "#mod", "modifiers": []string{"Shift"}})
	if got := s.eval(`() => mod.textContent`); got != `"shift click"` {
		t.Errorf("shift click: %s", got)
	}
	// An element below the fold is scrolled into view first.
	s.ok("browser_click", map[string]any{"target": ref(t, snap, `button "Far away"`)})
	if got := s.eval(`() => far.textContent`); got != `"far clicked"` {
		t.Errorf("far click: %s", got)
	}
	msg := s.fail("browser_click", map[string]any{"target": "#nothing-here"})
	if !strings.Contains(msg, "no element matches") {
		t.Errorf("missing selector: %s", msg)
	}
	msg = s.fail("browser_click", map[string]any{"target": "e99999"})
	mustContain(t, "unknown ref", msg, "ref e99999 is not in the last snapshot; call browser_snapshot for fresh refs")
	msg = s.fail("browser_click", map[string]any{"target": "#mod", "button": "fourth"})
	if !strings.Contains(msg, `button must be one of "left", "right", "middle"`) {
		t.Errorf("bad button: %s", msg)
	}
}

func TestWaitForAndEvaluate(t *testing.T) {
	s := newSession(t, mcpserver.Options{})
	snap := section(s.open("misc.html"), "Snapshot")
	s.ok("browser_click", map[string]any{"target": ref(t, snap, `button "Save"`)})
	s.ok("browser_wait_for", map[string]any{"text": "Saved!"})
	s.ok("browser_wait_for", map[string]any{"textGone": "Unsaved"})
	msg := s.fail("browser_wait_for", map[string]any{"text": "never there", "time": 0.3})
	if !strings.Contains(msg, "did not appear") {
		t.Errorf("wait timeout: %s", msg)
	}
	out := s.ok("browser_evaluate", map[string]any{"function": "(el) => el.textContent", "target": ref(t, snap, `button "Save"`)})
	if section(out, "Result") != `"Save"` {
		t.Errorf("evaluate on an element: %s", out)
	}
	out = s.ok("browser_evaluate", map[string]any{"function": "async () => { await new Promise(r => setTimeout(r, 10)); return {a: [1, 2]}; }"})
	if section(out, "Result") != `{"a":[1,2]}` {
		t.Errorf("async evaluate: %s", out)
	}
	msg = s.fail("browser_evaluate", map[string]any{"function": "() => { throw new Error('boom') }"})
	if !strings.Contains(msg, "boom") {
		t.Errorf("throwing function: %s", msg)
	}
}

func TestScreenshots(t *testing.T) {
	s := newSession(t, mcpserver.Options{})
	s.open("form.html")
	for _, tc := range []struct {
		args      map[string]any
		mime      string
		wantW     func(w, h int) bool
		describes string
	}{
		{map[string]any{}, "image/png", func(w, h int) bool { return w > 100 && h > 100 }, "viewport"},
		{map[string]any{"type": "jpeg"}, "image/jpeg", func(w, h int) bool { return w > 100 }, "viewport"},
		{map[string]any{"target": "h1"}, "image/png", func(w, h int) bool { return w > 10 && h < 100 }, "h1"},
		{map[string]any{"fullPage": true}, "image/png", func(w, h int) bool { return w > 100 && h > 100 }, "full page"},
	} {
		req := mcp.CallToolRequest{}
		req.Params.Name = "browser_take_screenshot"
		req.Params.Arguments = tc.args
		res, err := s.c.CallTool(testCtx(t), req)
		if err != nil || res.IsError {
			t.Fatalf("%v: %v %+v", tc.args, err, res)
		}
		var img *mcp.ImageContent
		for _, c := range res.Content {
			if ic, ok := c.(mcp.ImageContent); ok {
				img = &ic
			}
		}
		if img == nil || img.MIMEType != tc.mime {
			t.Fatalf("%v: no %s image in %+v", tc.args, tc.mime, res.Content)
		}
		data, err := base64.StdEncoding.DecodeString(img.Data)
		if err != nil {
			t.Fatalf("%v: the image is not base64: %v", tc.args, err)
		}
		cfg, format, err := image.DecodeConfig(bytes.NewReader(data))
		if err != nil {
			t.Fatalf("%v: the image does not decode: %v", tc.args, err)
		}
		if !tc.wantW(cfg.Width, cfg.Height) || cfg.Width > 1568 || cfg.Height > 1568 {
			t.Errorf("%v: %s image %dx%d", tc.args, format, cfg.Width, cfg.Height)
		}
	}
	msg := s.fail("browser_take_screenshot", map[string]any{"type": "gif"})
	if !strings.Contains(msg, `type must be one of "png", "jpeg"`) {
		t.Errorf("bad type: %s", msg)
	}
}

func TestTabsSelectWebview(t *testing.T) {
	s := newSession(t, mcpserver.Options{})
	out := s.ok("browser_tabs", map[string]any{"action": "list"})
	if !strings.Contains(out, "webview") || !strings.Contains(out, "Second") || !strings.Contains(out, "(current)") {
		t.Fatalf("tabs list:\n%s", out)
	}
	var guest string
	for _, tg := range host.Targets {
		if tg.Type == "webview" {
			guest = tg.ID
		}
	}
	out = s.ok("browser_tabs", map[string]any{"action": "select", "id": guest})
	if !strings.Contains(out, `button "Guest button"`) {
		t.Fatalf("selecting the webview shows its snapshot:\n%s", out)
	}
	snap := section(out, "Snapshot")
	out = s.ok("browser_click", map[string]any{"target": ref(t, snap, `button "Guest button"`)})
	if !strings.Contains(out, "pressed") {
		t.Fatalf("click in the webview:\n%s", out)
	}
	// Index 1 is the second window.
	out = s.ok("browser_tabs", map[string]any{"action": "select", "index": 1})
	if !strings.Contains(out, "second window") {
		t.Fatalf("select by index:\n%s", out)
	}
	msg := s.fail("browser_tabs", map[string]any{"action": "select", "index": 42})
	if !strings.Contains(msg, "no tab at index 42") {
		t.Errorf("bad index: %s", msg)
	}
	msg = s.fail("browser_tabs", map[string]any{"action": "new"})
	if !strings.Contains(msg, "not supported") {
		t.Errorf("new: %s", msg)
	}
}

func TestLargePageSnapshotRefsWork(t *testing.T) {
	s := newSession(t, mcpserver.Options{})
	// 10,000 elements: rows with a text, a link and a button each.
	s.ok("browser_navigate", map[string]any{"url": "about:blank"})
	s.ok("browser_evaluate", map[string]any{"function": `() => {
		const frag = document.createDocumentFragment();
		for (let i = 0; i < 2500; i++) {
			const row = document.createElement('div');
			row.innerHTML = '<span>Row ' + i + '</span> <a href="#r' + i + '">link ' + i + '</a> <button onclick="this.textContent=\'done ' + i + '\'">Act ' + i + '</button>';
			frag.append(row);
		}
		document.body.append(frag);
		return document.querySelectorAll('*').length;
	}`})
	out := s.ok("browser_find", map[string]any{"text": "Act 2499"})
	r := ref(t, section(out, "Snapshot"), `button "Act 2499"`)
	s.ok("browser_click", map[string]any{"target": r})
	if got := s.eval(`() => document.querySelectorAll('button')[2499].textContent`); got != `"done 2499"` {
		t.Fatalf("the ref of the last button clicked %s", got)
	}
	// The full snapshot is capped: it stops before the last rows and says
	// how to see them.
	full := section(s.ok("browser_snapshot", nil), "Snapshot")
	mustContain(t, "capped snapshot", full, "- … snapshot truncated: ", "browser_snapshot target=<ref>", "browser_find")
	mustNotContain(t, "capped snapshot", full, `button "Act 2499"`)
	if n := len(full); n > snapshot.DefaultMaxChars+2000 {
		t.Errorf("the capped snapshot has %d characters, want about %d", n, snapshot.DefaultMaxChars)
	}
}

func TestReconnectsAfterTheAppRestarts(t *testing.T) {
	// A host of its own, which the test restarts.
	h1 := startHost(t, "data:text/html,<title>First run</title><button>One</button>")
	current := &hostRef{h: h1}
	s := newSession(t, mcpserver.Options{Target: "1", Connect: current.connect})
	out := s.ok("browser_snapshot", nil)
	if !strings.Contains(out, "First run") {
		t.Fatalf("first run:\n%s", out)
	}
	if err := h1.Stop(); err != nil {
		t.Fatal(err)
	}
	current.set(startHost(t, "data:text/html,<title>Second run</title><button>Two</button>"))
	// The first call after the restart says what happened and what to do
	// (or already works); the next one works.
	if text, isErr := s.call("browser_snapshot", nil); isErr {
		said := strings.ToLower(section(text, "Error"))
		if !strings.Contains(said, "closed its bridge") && !strings.Contains(said, "connection to the app dropped") || !strings.Contains(said, "call the tool again") {
			t.Fatalf("the first call after the restart does not say the app went away and to call again:\n%s", text)
		}
	}
	out = s.ok("browser_snapshot", nil)
	if !strings.Contains(out, "Second run") {
		t.Fatalf("after the restart:\n%s", out)
	}
}

func TestSelectedTabClosedAndCrashed(t *testing.T) {
	s := newSession(t, mcpserver.Options{})
	id, err := host.Steer(testCtx(t), "window data:text/html,<title>Doomed</title><button>Bye</button>")
	if err != nil {
		t.Fatal(err)
	}
	out := s.ok("browser_tabs", map[string]any{"action": "select", "id": id})
	if !strings.Contains(out, `button "Bye"`) {
		t.Fatalf("selecting the new window:\n%s", out)
	}
	if _, err := host.Steer(testCtx(t), "destroy "+id); err != nil {
		t.Fatal(err)
	}
	// The next call says plainly what happened …
	msg := s.fail("browser_snapshot", nil)
	if !strings.Contains(msg, "was closed") || !strings.Contains(msg, "browser_tabs") {
		t.Fatalf("after the window closed: %s", msg)
	}
	// … browser_tabs shows what is left …
	out = s.ok("browser_tabs", nil)
	if strings.Contains(out, "Doomed") || !strings.Contains(out, "Second") {
		t.Fatalf("tabs after the close:\n%s", out)
	}
	// … and the server goes on with another window.
	s.ok("browser_tabs", map[string]any{"action": "select", "index": 1})
	s.ok("browser_snapshot", nil)

	// A crashed renderer: the page says so and a reload revives it.
	id, err = host.Steer(testCtx(t), "window data:text/html,<title>Fragile</title><p>alive</p>")
	if err != nil {
		t.Fatal(err)
	}
	s.ok("browser_tabs", map[string]any{"action": "select", "id": id})
	if _, err := host.Steer(testCtx(t), "crash "+id); err != nil {
		t.Fatal(err)
	}
	// The crash reaches the server as an event of its own; once the Page
	// section shows it, a snapshot must refuse at once and say why. (A
	// call the crash lands in says so as its error.)
	crashed := func() bool {
		out, isErr := s.call("browser_console_messages", nil)
		if isErr && !strings.Contains(section(out, "Error"), "renderer crashed") {
			t.Fatalf("browser_console_messages failed:\n%s", out)
		}
		return strings.Contains(section(out, "Page"), "renderer crashed")
	}
	for end := time.Now().Add(10 * time.Second); !crashed(); {
		if time.Now().After(end) {
			t.Fatal("the server did not learn of the crash within 10s")
		}
	}
	msg = s.fail("browser_snapshot", nil)
	mustContain(t, "after the crash", section(msg, "Error"), "the page's renderer crashed", "Call browser_reload or browser_navigate")
	out = s.ok("browser_reload", nil)
	if !strings.Contains(out, "alive") {
		t.Fatalf("after reloading the crashed page:\n%s", out)
	}
	host.Steer(testCtx(t), "destroy "+id)
}
