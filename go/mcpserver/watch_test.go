package mcpserver_test

// Tests of watching and steering the page (issue 4): console, network,
// dialogs, file chooser, request mocking, emulation and bounded buffers,
// through the in-process MCP client against the stand-in host; plus one
// test that kills a real `electron-mcp serve` process while a route is
// active.

import (
	"context"
	"fmt"
	"net"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/client/transport"
	"github.com/mark3labs/mcp-go/mcp"

	"github.com/electron-mcp/electron-mcp/go/internal/standin"
	"github.com/electron-mcp/electron-mcp/go/mcpserver"
	"github.com/electron-mcp/electron-mcp/go/page"
)

// watchOptions bound every tool call well below the test's deadline, so a
// call that hangs on a dialog fails the test with "timed out".
var watchOptions = mcpserver.Options{ToolTimeout: 20 * time.Second}

// floodOptions leave room for a page that floods the console or network.
var floodOptions = mcpserver.Options{ToolTimeout: 70 * time.Second}

func mustContain(t *testing.T, what, text string, wants ...string) {
	t.Helper()
	for _, w := range wants {
		if !strings.Contains(text, w) {
			t.Fatalf("%s: want %q in:\n%s", what, w, text)
		}
	}
}

func mustNotContain(t *testing.T, what, text string, unwanted ...string) {
	t.Helper()
	for _, w := range unwanted {
		if strings.Contains(text, w) {
			t.Fatalf("%s: do not want %q in:\n%s", what, w, text)
		}
	}
}

func TestConsoleLevelsExceptionsAndBrowserLog(t *testing.T) {
	s := newSession(t, watchOptions)
	out := s.open("console.html")
	url := pages.URL + "/console.html"
	// console.error, the missing image and the CSP violation; the favicon
	// the browser asks for is noise and left out.
	mustContain(t, "Page section", section(out, "Page"), "- Console: 3 errors, 1 warning")
	events := section(out, "Events")
	mustContain(t, "Events after load", events,
		"[ERROR] an error @ "+url+":8",
		"[ERROR] Failed to load resource: the server responded with a status of 404 (Not Found) @ "+pages.URL+"/missing-image.png",
		"violates the following Content Security Policy directive")
	mustNotContain(t, "Events after load", out, "favicon", "a warning")

	snap := section(out, "Snapshot")
	out = s.ok("browser_click", map[string]any{"target": ref(t, snap, `button "Throw"`)})
	mustContain(t, "uncaught exception", section(out, "Events"), "[ERROR] Uncaught Error: boom from explode @ "+url+":11")
	mustContain(t, "Page section", section(out, "Page"), "- Console: 4 errors, 1 warning")
	out = s.ok("browser_click", map[string]any{"target": ref(t, snap, `button "Reject"`)})
	mustContain(t, "unhandled rejection", section(out, "Events"), "[ERROR] Uncaught (in promise) TypeError: rejected promise")
	// Errors already reported are not reported again.
	out = s.ok("browser_snapshot", nil)
	if ev := section(out, "Events"); ev != "" {
		t.Fatalf("events repeated:\n%s", ev)
	}
	// The same error once more is said in a few words, not in full.
	out = s.ok("browser_click", map[string]any{"target": ref(t, snap, `button "Throw"`)})
	mustContain(t, "the same exception again", section(out, "Events"), "[ERROR] the same error as before, again")
	mustNotContain(t, "the same exception again", section(out, "Events"), "boom from explode")
	mustContain(t, "Page section", section(out, "Page"), "- Console: 6 errors, 1 warning")

	all := section(s.ok("browser_console_messages", nil), "Result")
	mustContain(t, "all levels", all,
		"Total messages: 11 (Errors: 6, Warnings: 1)",
		"[LOG] plain log 42 {a: 1} @ "+url+":5",
		"[INFO] some info @ "+url+":6",
		"[WARNING] a warning @ "+url+":7",
		"[ERROR] an error @ "+url+":8",
		"[DEBUG] debug detail @ "+url+":9",
		"[LOG] cart has 3 items @ "+url+":10",
		"    at explode ("+url+":11:",
		"    at HTMLButtonElement.onclick ("+url+":15:")
	mustNotContain(t, "all levels", all, "favicon")

	errs := section(s.ok("browser_console_messages", map[string]any{"level": "error"}), "Result")
	mustContain(t, "level error", errs, "Total messages: 6 (Errors: 6, Warnings: 0)", "Uncaught Error: boom")
	mustNotContain(t, "level error", errs, "[WARNING]", "[LOG]")
	warn := section(s.ok("browser_console_messages", map[string]any{"level": "warning"}), "Result")
	mustContain(t, "level warning", warn, "Total messages: 7 (Errors: 6, Warnings: 1)")
	info := section(s.ok("browser_console_messages", map[string]any{"level": "info"}), "Result")
	mustContain(t, "level info", info, "Total messages: 10 (", "[INFO] some info")
	mustNotContain(t, "level info", info, "[DEBUG]")
	// An error object logged shows its message in the response; its stack
	// is browser_console_messages'.
	out = s.ok("browser_click", map[string]any{"target": ref(t, snap, `button "Log caught"`)})
	mustContain(t, "a logged error", section(out, "Events"), "[ERROR] Error: boom from explode … (the rest: browser_console_messages) @ "+url+":")
	mustNotContain(t, "a logged error", section(out, "Events"), "at explode (")
	mustContain(t, "a logged error", section(s.ok("browser_console_messages", map[string]any{"level": "error"}), "Result"), "[ERROR] Error: boom from explode\n    at explode (")
	msg := s.fail("browser_console_messages", map[string]any{"level": "loud"})
	mustContain(t, "bad level", msg, `level must be one of "error", "warning", "info", "debug", not the string "loud"`)

	// A new document starts a new count; all brings the earlier ones back.
	out = s.open("dialogs.html")
	mustNotContain(t, "Page after navigation", section(out, "Page"), "Console:")
	mustContain(t, "after navigation", section(s.ok("browser_console_messages", nil), "Result"), "Total messages: 0 (Errors: 0, Warnings: 0)")
	mustContain(t, "all", section(s.ok("browser_console_messages", map[string]any{"all": true}), "Result"), "Total messages: 12 (Errors: 7, Warnings: 1)")
}

// deadPort returns a local port nothing listens on.
func deadPort(t *testing.T) int {
	t.Helper()
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	port := l.Addr().(*net.TCPAddr).Port
	l.Close()
	return port
}

func TestNetworkRequestsAndBodies(t *testing.T) {
	s := newSession(t, watchOptions)
	dead := deadPort(t)
	docURL := fmt.Sprintf("%s/network.html?dead=%d", pages.URL, dead)
	snap := section(s.ok("browser_navigate", map[string]any{"url": docURL}), "Snapshot")
	for _, b := range []struct{ button, shows string }{
		{"Fetch JSON", "json real data"},
		{"Post XHR", "xhr 200"},
		{"Fetch missing", "missing 404"},
		{"Fetch dead host", "dead failed"},
	} {
		s.clickShows(ref(t, snap, `button "`+b.button+`"`), b.shows)
	}

	list := section(s.ok("browser_network_requests", nil), "Result")
	mustContain(t, "requests", list,
		"[GET] "+docURL+" => [200] OK (Document",
		"[GET] "+pages.URL+"/data.json => [200] OK (Fetch",
		"[POST] "+pages.URL+"/data.json?kind=xhr => [200] OK (XHR",
		"[GET] "+pages.URL+"/no-such-file.json => [404] Not Found (Fetch",
		fmt.Sprintf("[GET] http://127.0.0.1:%d/api => [FAILED] net::ERR_CONNECTION_REFUSED", dead),
		"(1 static resource hidden: pass static:true to see them)")
	mustNotContain(t, "requests", list, "style.css", "favicon")
	if !regexpMatch(`\(Fetch, \d+ B, \d+ ms\)`, list) {
		t.Errorf("no type, size and time in:\n%s", list)
	}
	mustContain(t, "static", section(s.ok("browser_network_requests", map[string]any{"static": true}), "Result"), "/style.css => [200] OK (Stylesheet")
	filtered := section(s.ok("browser_network_requests", map[string]any{"filter": "data.json"}), "Result")
	if n := strings.Count(filtered, "\n") + 1; n != 2 {
		t.Errorf("filter data.json: want 2 lines:\n%s", filtered)
	}

	index := func(pattern string) int {
		t.Helper()
		m := regexpAll(`(?m)^(\d+)\. `+pattern, list)
		if len(m) == 0 {
			t.Fatalf("no request %s in:\n%s", pattern, list)
		}
		var i int
		fmt.Sscan(m[0][1], &i)
		return i
	}
	post := index(`\[POST\]`)
	body := section(s.ok("browser_network_request", map[string]any{"index": post, "part": "request-body"}), "Result")
	if body != `{"hello":"server"}` {
		t.Errorf("request body = %q", body)
	}
	mustContain(t, "request headers", s.ok("browser_network_request", map[string]any{"index": post, "part": "request-headers"}), "Content-Type: application/json")
	get := index(`\[GET\] \S+/data.json =>`)
	resp := section(s.ok("browser_network_request", map[string]any{"index": get, "part": "response-body"}), "Result")
	mustContain(t, "response body", resp, `{"name": "real data", "items": [1, 2, 3]}`)
	mustContain(t, "response headers", s.ok("browser_network_request", map[string]any{"index": get, "part": "response-headers"}), "Content-Type: application/json")
	mustContain(t, "summary", s.ok("browser_network_request", map[string]any{"index": get}), "Request headers:", "Response headers:")

	msg := s.fail("browser_network_request", map[string]any{"index": index(`\[GET\] http://127.0.0.1:\d+/api`), "part": "response-body"})
	mustContain(t, "failed request body", msg, "failed (net::ERR_CONNECTION_REFUSED)")
	msg = s.fail("browser_network_request", map[string]any{"index": get, "part": "request-body"})
	mustContain(t, "GET body", msg, "has no body")
	msg = s.fail("browser_network_request", map[string]any{"index": 9999})
	mustContain(t, "unknown index", msg, "no request 9999", "browser_network_requests")
	msg = s.fail("browser_network_request", map[string]any{"index": get, "part": "cookies"})
	mustContain(t, "unknown part", msg, `part must be one of "request-headers"`, `not the string "cookies"`)
}

// clickShows clicks target and waits until the page shows want: in the
// click's response, or in a snapshot taken within a few seconds (a fetch
// may answer after the click settled on a busy machine).
func (s *session) clickShows(target, want string) {
	s.t.Helper()
	out := s.ok("browser_click", map[string]any{"target": target})
	for end := time.Now().Add(10 * time.Second); !strings.Contains(out, want); {
		if time.Now().After(end) {
			s.t.Fatalf("after clicking %s, want %q on the page:\n%s", target, want, out)
		}
		out = s.ok("browser_snapshot", nil)
	}
}

func regexpMatch(pattern, s string) bool { return len(regexpAll(pattern, s)) > 0 }

func TestDialogs(t *testing.T) {
	s := newSession(t, watchOptions)
	// A dialog left open when a check fails would block the page for the
	// tests after this one: no client learns of a dialog opened before it
	// attached.
	t.Cleanup(func() { s.call("browser_handle_dialog", map[string]any{"accept": false}) })
	snap := section(s.open("dialogs.html"), "Snapshot")
	click := func(name string) string {
		t.Helper()
		return s.ok("browser_click", map[string]any{"target": ref(t, snap, `button "`+name+`"`)})
	}

	// An alert ends the click's wait and shows as Modal state.
	out := click("Alert")
	mustContain(t, "alert", section(out, "Modal state"), `- ["alert" dialog with message "Hello from alert"]: can be handled by browser_handle_dialog`)
	// Every other tool refuses at once and says what to do.
	for tool, args := range map[string]map[string]any{
		"browser_snapshot": nil, "browser_click": {"target": "e1"},
		"browser_evaluate": {"function": "() => 1"}, "browser_navigate": {"url": pages.URL},
	} {
		msg := s.fail(tool, args)
		mustContain(t, tool+" while a dialog is open", msg, tool+` cannot run while an alert dialog is open ("Hello from alert")`, "Call browser_handle_dialog first")
	}
	// Reading tools still work.
	s.ok("browser_console_messages", nil)
	out = s.ok("browser_handle_dialog", map[string]any{"accept": true})
	mustContain(t, "alert handled", out, `Accepted the alert dialog "Hello from alert".`, "alert closed")
	mustNotContain(t, "alert handled", out, "### Modal state")
	mustContain(t, "no dialog", s.fail("browser_handle_dialog", map[string]any{"accept": true}), "no dialog is open")

	// confirm: accept, then dismiss.
	mustContain(t, "confirm", section(click("Confirm"), "Modal state"), `"confirm" dialog with message "Delete it?"`)
	mustContain(t, "confirm accepted", s.ok("browser_handle_dialog", map[string]any{"accept": true}), "confirmed")
	click("Confirm")
	mustContain(t, "confirm dismissed", s.ok("browser_handle_dialog", map[string]any{"accept": false}), "Dismissed the confirm dialog", "cancelled")

	// prompt: Electron cancels it at once (the page sees null), whatever the
	// agent would answer; the click says so and nothing is left to handle.
	out = click("Prompt")
	mustNotContain(t, "prompt", out, "### Modal state")
	mustContain(t, "prompt cancelled", out, `the page's prompt ("Your name?") was cancelled at once`, "prompt cancelled")
	mustContain(t, "prompt gone", s.fail("browser_handle_dialog", map[string]any{"accept": true, "promptText": "Ada"}), "no dialog is open")

	// Two alerts in a row: handling the first shows the second.
	mustContain(t, "first alert", section(click("Two alerts"), "Modal state"), `message "first"`)
	out = s.ok("browser_handle_dialog", map[string]any{"accept": true})
	mustContain(t, "second alert", section(out, "Modal state"), `message "second"`)
	mustContain(t, "both handled", s.ok("browser_handle_dialog", map[string]any{"accept": true}), "both closed")

	// A dialog that opens while a tool waits in the page ends the wait:
	// browser_evaluate, browser_wait_for.
	out = s.ok("browser_evaluate", map[string]any{"function": "() => alert('from evaluate')"})
	mustContain(t, "evaluate", out, `The page opened an alert dialog ("from evaluate") before browser_evaluate finished`, `message "from evaluate"`)
	s.ok("browser_handle_dialog", map[string]any{"accept": true})
	// (On a busy machine the alert may open while the click still settles;
	// then the click's response shows it.)
	if out = click("Late alert"); !strings.Contains(out, "### Modal state") {
		out = s.ok("browser_wait_for", map[string]any{"text": "text that never comes", "time": 15})
		mustContain(t, "wait_for", out, "before browser_wait_for finished")
	}
	mustContain(t, "late alert", out, `message "late alert"`)
	s.ok("browser_handle_dialog", map[string]any{"accept": true})

	// beforeunload: Electron shows no dialog and cancels the unload (unless
	// the app lets it go): the navigation away does not happen.
	click("Arm unload")
	out = s.ok("browser_navigate", map[string]any{"url": pages.URL + "/nav.html"})
	mustNotContain(t, "no beforeunload dialog", out, "### Modal state")
	mustContain(t, "kept", out, "the app kept it (Electron shows no leave-page dialog): the page did not navigate away")
	mustContain(t, "stayed", section(s.ok("browser_snapshot", nil), "Page"), "/dialogs.html")
	// Disarmed, the page may go: the tests after this one share it.
	s.ok("browser_evaluate", map[string]any{"function": "() => { window.onbeforeunload = null; }"})
	mustContain(t, "left", section(s.ok("browser_navigate", map[string]any{"url": pages.URL + "/nav.html"}), "Page"), "/nav.html")
}

func TestFileUpload(t *testing.T) {
	s := newSession(t, watchOptions)
	dir := t.TempDir()
	a, b := filepath.Join(dir, "a.txt"), filepath.Join(dir, "b.txt")
	for path, content := range map[string]string{a: "alpha", b: "beta"} {
		if err := os.WriteFile(path, []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
	}

	snap := section(s.open("upload.html"), "Snapshot")
	one, many := ref(t, snap, `"Avatar"`), ref(t, snap, `"Attachments"`)

	out := s.ok("browser_click", map[string]any{"target": one})
	mustContain(t, "chooser", section(out, "Modal state"), "- [File chooser]: can be handled by browser_file_upload")
	mustContain(t, "snapshot refused", s.fail("browser_snapshot", nil), "browser_file_upload")
	// A missing file is a clear error that changes nothing.
	msg := s.fail("browser_file_upload", map[string]any{"paths": []string{a, filepath.Join(dir, "nope.txt")}})
	mustContain(t, "missing file", msg, "nope.txt", "no such file")
	mustContain(t, "still open", msg, "[File chooser]")
	msg = s.fail("browser_file_upload", map[string]any{"paths": []string{a, b}})
	mustContain(t, "two files for one", msg, "takes one file")
	out = s.ok("browser_file_upload", map[string]any{"paths": []string{a}})
	mustContain(t, "uploaded one", out, "Uploaded 1 file.")
	s.waitEval(`() => out.textContent`, `"one: a.txt=alpha"`)

	out = s.ok("browser_click", map[string]any{"target": many})
	mustContain(t, "multiple chooser", section(out, "Modal state"), "- [File chooser (multiple files)]")
	s.ok("browser_file_upload", map[string]any{"paths": []string{a, b}})
	s.waitEval(`() => out.textContent`, `"many: a.txt=alpha, b.txt=beta"`)

	// No paths cancels.
	s.ok("browser_click", map[string]any{"target": one})
	mustContain(t, "cancel", s.ok("browser_file_upload", nil), "Cancelled the file chooser.")
	s.waitEval(`() => out.textContent`, `"one: cancelled"`)
	mustContain(t, "no chooser", s.fail("browser_file_upload", map[string]any{"paths": []string{a}}), "no file chooser is open")
}

// echoServer answers with the request's X-Agent header and allows any
// origin; it adds X-Frame-Options to every response.
func echoServer(t *testing.T) *httptest.Server {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Access-Control-Allow-Origin", "*")
		w.Header().Set("Access-Control-Expose-Headers", "*")
		w.Header().Set("X-Server", "echo")
		fmt.Fprintf(w, "agent=%s accept=%q", r.Header.Get("X-Agent"), r.Header.Get("Accept"))
	}))
	t.Cleanup(srv.Close)
	return srv
}

func TestRoutes(t *testing.T) {
	s := newSession(t, watchOptions)
	echo := echoServer(t)
	snap := section(s.ok("browser_navigate", map[string]any{"url": pages.URL + "/route.html?echo=" + echo.URL + "/x"}), "Snapshot")
	load := func(want string) {
		t.Helper()
		s.clickShows(ref(t, snap, `button "Load data"`), want)
	}
	load(`200 - {"name": "real data"`)
	mustContain(t, "no routes", s.ok("browser_route_list", nil), "No active routes.")

	// A route that fulfils JSON.
	out := s.ok("browser_route", map[string]any{"pattern": "**/data.json", "body": `{"name":"mocked"}`, "headers": []string{"X-Mocked: yes"}})
	mustContain(t, "route added", out, `Route added: **/data.json → responds 200, body "{\"name\":\"mocked\"}", sets X-Mocked: yes`)
	load(`200 yes {"name":"mocked"}`)
	list := s.ok("browser_route_list", nil)
	mustContain(t, "route list", list, "1. **/data.json → responds 200", "(1 request)")
	mustContain(t, "network log of a mocked request", s.ok("browser_network_requests", map[string]any{"filter": "data.json"}), "/data.json => [200] OK")

	// The same pattern again replaces it: a 500.
	s.ok("browser_route", map[string]any{"pattern": "**/data.json", "status": 500, "body": "server exploded"})
	load("500 - server exploded")
	mustContain(t, "network log of the 500", s.ok("browser_network_requests", map[string]any{"filter": "data.json"}), "=> [500] Internal Server Error")

	// Request headers added and the real response's headers changed.
	s.ok("browser_route", map[string]any{"pattern": echo.URL + "/*", "headers": []string{"X-Agent: claude"}})
	s.clickShows(ref(t, snap, `button "Load echo"`), `echo agent=claude accept="*/*"`)
	s.ok("browser_route", map[string]any{"pattern": echo.URL + "/*", "headers": []string{"X-Agent: claude"}, "removeHeaders": "accept"})
	s.clickShows(ref(t, snap, `button "Load echo"`), `echo agent=claude accept=""`)
	s.ok("browser_route", map[string]any{"pattern": "/route.html", "modifyResponse": true, "headers": []string{"X-Mocked: response"}, "removeHeaders": "Last-Modified"})
	s.ok("browser_reload", nil)
	idx := regexpAll(`(?m)^(\d+)\. \[GET\] \S+/route.html`, section(s.ok("browser_network_requests", nil), "Result"))
	if len(idx) == 0 {
		t.Fatal("no document request after reload")
	}
	var i int
	fmt.Sscan(idx[len(idx)-1][1], &i)
	hdrs := s.ok("browser_network_request", map[string]any{"index": i, "part": "response-headers"})
	mustContain(t, "response headers changed", hdrs, "X-Mocked: response", "Content-Type: text/html")
	mustNotContain(t, "response headers changed", hdrs, "Last-Modified")

	// Removed again: the real data comes back.
	mustContain(t, "unroute", s.ok("browser_unroute", map[string]any{"pattern": "**/data.json"}), "Removed the route for **/data.json.")
	snap = section(s.ok("browser_snapshot", nil), "Snapshot")
	load(`200 - {"name": "real data"`)
	mustContain(t, "unknown pattern", s.fail("browser_unroute", map[string]any{"pattern": "**/nope"}), `no route has the pattern "**/nope"`)
	mustContain(t, "unroute all", s.ok("browser_unroute", nil), "Removed all routes (2).")
	mustContain(t, "bad route", s.fail("browser_route", map[string]any{"pattern": "**/x"}), "would change nothing")
}

func TestRoutesAndEmulationEndWithTheServer(t *testing.T) {
	// A second client keeps the debugger attached, so the bridge does not
	// detach: what the first set must be undone by its own Close.
	other := newSession(t, watchOptions)
	other.open("route.html")

	s := newSession(t, watchOptions)
	snap := section(s.open("route.html"), "Snapshot")
	s.ok("browser_route", map[string]any{"pattern": "**/data.json", "body": "mocked"})
	s.ok("browser_emulate_media", map[string]any{"colorScheme": "dark"})
	s.clickShows(ref(t, snap, `button "Load data"`), "200 - mocked")
	if got := s.eval(`() => matchMedia('(prefers-color-scheme: dark)').matches`); got != "true" {
		t.Fatalf("dark = %s", got)
	}
	s.c.Close()
	s.srv.Close()

	if got := other.eval(`() => matchMedia('(prefers-color-scheme: dark)').matches`); got != "false" {
		t.Errorf("dark after the server closed = %s", got)
	}
	other.ok("browser_click", map[string]any{"target": "button[onclick^=load]"})
	other.waitEval(`() => out.textContent.startsWith('200 - {"name": "real data"')`, "true")
}

func TestEmulateMedia(t *testing.T) {
	s := newSession(t, watchOptions)
	out := s.open("media.html")
	mustContain(t, "before", out, "(prefers-color-scheme: dark)=false")

	out = s.ok("browser_emulate_media", map[string]any{"colorScheme": "dark"})
	mustContain(t, "dark", out, "Emulating prefers-color-scheme: dark.")
	s.waitEval(`() => out.textContent.includes('(prefers-color-scheme: dark)=true')`, "true")
	if got := s.eval(`() => getComputedStyle(document.body).backgroundColor`); got != `"rgb(0, 0, 0)"` {
		t.Errorf("dark background = %s", got)
	}
	out = s.ok("browser_emulate_media", map[string]any{"reducedMotion": "reduce", "media": "print"})
	mustContain(t, "more", out, "prefers-color-scheme: dark, prefers-reduced-motion: reduce, media: print")
	s.waitEval(`() => out.textContent.includes('(prefers-reduced-motion: reduce)=true print=true')`, "true")
	// A new document keeps the emulation.
	mustContain(t, "after reload", s.ok("browser_reload", nil), "(prefers-color-scheme: dark)=true")

	mustContain(t, "bad value", s.fail("browser_emulate_media", map[string]any{"colorScheme": "purple"}), `colorScheme must be one of "light", "dark", "no-preference", "no-override", not the string "purple"`)
	out = s.ok("browser_emulate_media", map[string]any{"colorScheme": "no-override", "reducedMotion": "no-override", "media": "no-override"})
	mustContain(t, "no override", out, "No media emulation")
	s.waitEval(`() => out.textContent.includes('(prefers-color-scheme: dark)=false')`, "true")
}

func TestNetworkConditions(t *testing.T) {
	s := newSession(t, watchOptions)
	s.open("network.html?dead=1")
	mustContain(t, "offline", s.ok("browser_network_conditions", map[string]any{"offline": true}), "The page is offline.")
	if got := s.eval(`() => navigator.onLine`); got != "false" {
		t.Errorf("navigator.onLine offline = %s", got)
	}
	if got := s.eval(`() => fetch('data.json?offline').then(() => 'loaded', e => 'failed')`); got != `"failed"` {
		t.Errorf("fetch offline: %s", got)
	}
	mustContain(t, "offline request", s.ok("browser_network_requests", map[string]any{"filter": "data.json?offline"}), "[FAILED] net::ERR_INTERNET_DISCONNECTED")

	mustContain(t, "throttled", s.ok("browser_network_conditions", map[string]any{"latency": 300, "downloadKbps": 1000}), "Network throttled: 300 ms latency, 1000 kbit/s down.")
	if got := s.eval(`async () => { const t = performance.now(); await fetch('data.json?slow'); return performance.now() - t >= 250; }`); got != "true" {
		t.Errorf("a throttled fetch took less than the latency: %s", got)
	}
	mustContain(t, "restored", s.ok("browser_network_conditions", nil), "Network restored")
	if got := s.eval(`() => navigator.onLine`); got != "true" {
		t.Errorf("navigator.onLine restored = %s", got)
	}
	if got := s.eval(`() => fetch('data.json?online').then(() => 'loaded', e => 'failed')`); got != `"loaded"` {
		t.Errorf("fetch online again: %s", got)
	}
}

// waitText waits for text on the page with browser_wait_for, again and
// again until the deadline: a page flooding the console may take longer
// than one wait (at most a minute) on a busy machine.
func (s *session) waitText(text string, deadline time.Duration) {
	s.t.Helper()
	end := time.Now().Add(deadline)
	for {
		out, isErr := s.call("browser_wait_for", map[string]any{"text": text, "time": 30})
		if !isErr {
			return
		}
		if time.Now().After(end) {
			s.t.Fatalf("%q did not appear within %s:\n%s", text, deadline, out)
		}
	}
}

func TestBoundedBuffers(t *testing.T) {
	if testing.Short() {
		t.Skip("floods the console and the network")
	}
	s := newSession(t, floodOptions)
	// Far more than the server keeps (page.MaxConsoleMessages, MaxRequests),
	// yet fewer events in one burst than the bridge queues for a client
	// (proto.MaxBufferedFrames, at two events a message): past that it
	// cuts a client that reads too slowly, as it must, and this server
	// under the race detector is slow enough to be cut.
	const logs, requests = 30000, 10000
	snap := section(s.open(fmt.Sprintf("flood.html?logs=%d&requests=%d", logs, requests)), "Snapshot")
	// What the window logged before this test is reported too (Chromium
	// replays up to 1,000 stored messages when the server enables Runtime):
	// it is the oldest, so it is dropped first.
	var before int
	if m := regexpAll(`Total messages: (\d+)`, s.ok("browser_console_messages", map[string]any{"all": true})); len(m) > 0 {
		before, _ = strconv.Atoi(m[0][1])
	}

	s.ok("browser_click", map[string]any{"target": ref(t, snap, `button "Log"`)})
	s.waitText(fmt.Sprintf("logged %d", logs), 3*time.Minute)
	// The page is done; its last events may still be on their way to us.
	end := time.Now().Add(time.Minute)
	for !strings.Contains(s.ok("browser_console_messages", map[string]any{"level": "error"}), "last error") {
		if time.Now().After(end) {
			t.Fatal("the last console message did not arrive within a minute")
		}
	}
	out := s.ok("browser_console_messages", nil)
	kept := page.MaxConsoleMessages
	mustContain(t, "console", section(out, "Result"),
		fmt.Sprintf("Total messages: %d (Errors: 1, Warnings: 0)", kept),
		fmt.Sprintf("[LOG] message %d @", logs),
		"[ERROR] last error @")
	// Every message is kept or counted as dropped. (The browser may add an
	// entry of its own, such as a [Violation] about the long task.)
	if dropped, want := droppedCount(t, out, "messages"), before+logs+1-kept; dropped < want || dropped > want+5 {
		t.Errorf("dropped %d messages, want %d (%d from before the test)", dropped, want, before)
	}
	mustContain(t, "console counts", section(out, "Page"), "- Console: 1 error, 0 warnings")
	if n := strings.Count(out, "\n"); n > 250 {
		t.Errorf("console listing not bounded: %d lines", n)
	}

	s.ok("browser_click", map[string]any{"target": ref(t, snap, `button "Request"`)})
	s.waitText(fmt.Sprintf("requested %d", requests), 3*time.Minute)
	last := fmt.Sprintf("%d. [GET] data:text/plain,request%%20", requests+1)
	for end := time.Now().Add(time.Minute); !strings.Contains(s.ok("browser_network_requests", map[string]any{"filter": "data:"}), last); {
		if time.Now().After(end) {
			t.Fatal("the last request did not arrive within a minute")
		}
	}
	out = section(s.ok("browser_network_requests", nil), "Result")
	// The document and the page's requests; the oldest are dropped.
	mustContain(t, "network", out,
		fmt.Sprintf("(%d requests; showing the last 200: pass filter to narrow down)", page.MaxRequests),
		fmt.Sprintf("%d. [GET] data:text/plain,request%%20", requests+1))
	if dropped := droppedCount(t, out, "requests"); dropped != requests+1-page.MaxRequests {
		t.Errorf("dropped %d requests, want %d", dropped, requests+1-page.MaxRequests)
	}
	if n := strings.Count(out, "\n"); n > 250 {
		t.Errorf("network listing not bounded: %d lines", n)
	}
}

// droppedCount reads "(N older <what> were dropped" from a listing.
func droppedCount(t *testing.T, out, what string) int {
	t.Helper()
	m := regexpAll(`\((\d+) older `+what+` were dropped`, out)
	if len(m) == 0 {
		t.Fatalf("no count of dropped %s in:\n%s", what, out)
	}
	var n int
	fmt.Sscan(m[0][1], &n)
	return n
}

// TestKillWhileRouted kills a real electron-mcp serve process while a
// route is active: the bridge detaches the debugger when its last client
// leaves, which ends the interception, so the page keeps working.
func TestKillWhileRouted(t *testing.T) {
	root, err := standin.RepoRoot()
	if err != nil {
		t.Fatal(err)
	}
	bin := filepath.Join(t.TempDir(), "electron-mcp")
	build := exec.Command("go", "build", "-o", bin, "./go/cmd/electron-mcp")
	build.Dir = root
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	targetID := host.Targets[0].ID
	var proc *exec.Cmd
	c, err := client.NewStdioMCPClientWithOptions(bin, host.Env(), []string{"serve", "--caps", "network", "--target", targetID},
		transport.WithCommandFunc(func(ctx context.Context, command string, env, args []string) (*exec.Cmd, error) {
			proc = exec.Command(command, args...)
			proc.Env = append(os.Environ(), env...)
			return proc, nil
		}))
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	ctx := testCtx(t)
	init := mcp.InitializeRequest{}
	init.Params.ProtocolVersion = mcp.LATEST_PROTOCOL_VERSION
	init.Params.ClientInfo = mcp.Implementation{Name: "test", Version: "1"}
	if _, err := c.Initialize(ctx, init); err != nil {
		t.Fatal(err)
	}
	// The spawned server, driven like the in-process ones.
	spawned := &session{t: t, c: c}
	spawned.ok("browser_navigate", map[string]any{"url": pages.URL + "/route.html"})
	spawned.ok("browser_route", map[string]any{"pattern": "**/data.json", "body": "mocked by the dead server"})
	out := spawned.ok("browser_click", map[string]any{"target": "button[onclick^=load]"})
	for end := time.Now().Add(10 * time.Second); !strings.Contains(out, "mocked by the dead server"); {
		if time.Now().After(end) {
			t.Fatalf("the route did not answer:\n%s", out)
		}
		out = spawned.ok("browser_snapshot", nil)
	}

	if err := proc.Process.Signal(syscall.SIGKILL); err != nil {
		t.Fatal(err)
	}
	// The bridge notices the socket close and detaches; wait for that.
	deadline := time.Now().Add(10 * time.Second)
	for {
		ts, err := host.Client().List(ctx)
		if err != nil {
			t.Fatal(err)
		}
		attached := false
		for _, tg := range ts {
			if tg.ID == targetID {
				attached = tg.Attached
			}
		}
		if !attached {
			break
		}
		if time.Now().After(deadline) {
			t.Fatal("the bridge still holds the debugger 10s after the server was killed")
		}
		select {
		case <-ctx.Done():
			t.Fatal(ctx.Err())
		case <-time.After(20 * time.Millisecond): // polling the bridge, not synchronising on time
		}
	}

	s := newSession(t, watchOptions)
	out = s.open("route.html")
	mustContain(t, "page loads", out, "Page Title: Route")
	// A request that would have been routed reaches the server. (The
	// fetch has a deadline of its own: a request left paused would hang.)
	got := s.eval(`async () => {
		const ctl = new AbortController();
		setTimeout(() => ctl.abort(), 10000);
		const r = await fetch('data.json?after-kill', {signal: ctl.signal}).catch(e => null);
		return r ? r.status + ' ' + (await r.text()).trim() : 'no answer within 10s';
	}`)
	if got != `"200 {\"name\": \"real data\", \"items\": [1, 2, 3]}"` {
		t.Errorf("fetch after the kill: %s", got)
	}
	s.ok("browser_click", map[string]any{"target": "button[onclick^=load]"})
	s.waitEval(`() => out.textContent.startsWith('200 - {"name": "real data"')`, "true")
}

// Routes reach out-of-process iframes: those that attach after the route
// was added, and those already there when it changes.
func TestRoutesInOutOfProcessFrames(t *testing.T) {
	s := newSession(t, watchOptions)
	s.ok("browser_route", map[string]any{"pattern": "**/data.json", "body": "mocked in frame"})
	crossURL := strings.Replace(cross.URL, "127.0.0.1", "localhost", 1) + "/route.html"
	snap := section(s.ok("browser_navigate", map[string]any{"url": pages.URL + "/frames.html?cross=" + crossURL}), "Snapshot")
	for end := time.Now().Add(10 * time.Second); !strings.Contains(snap, `button "Load data"`); {
		if time.Now().After(end) {
			t.Fatalf("the out-of-process frame did not load:\n%s", snap)
		}
		s.ok("browser_wait_for", map[string]any{"text": "Load data", "time": 2})
		snap = section(s.ok("browser_snapshot", nil), "Snapshot")
	}
	load := ref(t, snap, `button "Load data" \[ref=f\d+e\d+\]`)
	s.clickShows(load, "200 - mocked in frame")
	s.ok("browser_route", map[string]any{"pattern": "**/data.json", "status": 404, "body": "changed"})
	s.clickShows(load, "404 - changed")
	s.ok("browser_unroute", nil)
	s.clickShows(load, `200 - {"name": "real data"`)
}

// When answering a paused request fails (here Chromium refuses the made-up
// response's header), the request goes on to the server instead of hanging.
func TestRouteThatFailsStillAnswers(t *testing.T) {
	s := newSession(t, watchOptions)
	snap := section(s.open("route.html"), "Snapshot")
	s.ok("browser_route", map[string]any{"pattern": "**/data.json", "body": "never", "headers": []string{"Bad Name: x"}})
	s.clickShows(ref(t, snap, `button "Load data"`), `200 - {"name": "real data"`)
	mustContain(t, "hit counted", s.ok("browser_route_list", nil), "(1 request)")
}

// A dialog that opened before electron-mcp attached sends no event, and the
// page answers nothing until it closes: attaching fails with a message
// that says so instead of waiting for the tool's deadline. (In Electron the
// person sees the dialog and can close it; the stand-in's headless Chromium
// shows none, so the test closes it through the first client.)
func TestAttachWhileADialogIsOpen(t *testing.T) {
	if testing.Short() {
		t.Skip("waits for the attach deadline (20s)")
	}
	a := newSession(t, watchOptions)
	snap := section(a.open("dialogs.html"), "Snapshot")
	a.ok("browser_click", map[string]any{"target": ref(t, snap, `button "Alert"`)})

	// A second server attaches (the first keeps the debugger attached, so
	// the dialog stays open and can be closed afterwards).
	b := newSession(t, mcpserver.Options{ToolTimeout: 40 * time.Second})
	msg := b.fail("browser_snapshot", nil)
	mustContain(t, "attach while a dialog is open", msg, "may show a JavaScript dialog", "Ask the person to close the dialog")

	a.ok("browser_handle_dialog", map[string]any{"accept": true})
	mustContain(t, "after the dialog closed", b.ok("browser_snapshot", nil), `button "Alert"`)
}
