package mcpserver_test

import (
	"encoding/json"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"github.com/electron-mcp/electron-mcp/go/mcpserver"
)

// TestStorageToolsReachOnlyThePage: the page's cookies, localStorage and
// sessionStorage are listed, set and cleared through the tools, and what
// another site (localhost, same session) stored is neither listed nor
// changed nor reachable.
func TestStorageToolsReachOnlyThePage(t *testing.T) {
	s := newSession(t, mcpserver.Options{})
	other := strings.Replace(cross.URL, "127.0.0.1", "localhost", 1)

	// Another site of the same session stores its own.
	s.ok("browser_navigate", map[string]any{"url": other + "/misc.html"})
	s.eval(`() => { document.cookie = 'theirs=1; path=/'; localStorage.setItem('theirs', '1'); }`)
	t.Cleanup(func() {
		s.ok("browser_navigate", map[string]any{"url": other + "/misc.html"})
		s.eval(`() => { document.cookie = 'theirs=; max-age=0; path=/'; localStorage.clear(); }`)
	})

	s.open("misc.html") // http://127.0.0.1:…
	s.eval(`() => { document.cookie = 'sid=abc; path=/'; localStorage.setItem('mine', 'x'); sessionStorage.setItem('tab', 'y'); }`)

	// Cookies: listed, got, set, deleted, cleared.
	list := section(s.ok("browser_cookie_list", nil), "Result")
	if !strings.Contains(list, "sid=abc (domain: 127.0.0.1, path: /)") || strings.Contains(list, "theirs") {
		t.Errorf("browser_cookie_list:\n%s", list)
	}
	if got := section(s.ok("browser_cookie_list", map[string]any{"domain": "example"}), "Result"); got != "No cookies found" {
		t.Errorf("filtered by a domain the page has no cookies of:\n%s", got)
	}
	if got := section(s.ok("browser_cookie_get", map[string]any{"name": "sid"}), "Result"); got != "sid=abc (domain: 127.0.0.1, path: /, httpOnly: false, secure: false, sameSite: Lax)" {
		t.Errorf("browser_cookie_get: %s", got)
	}
	if got := section(s.ok("browser_cookie_get", map[string]any{"name": "theirs"}), "Result"); got != "Cookie 'theirs' not found" {
		t.Errorf("another site's cookie by name: %s", got)
	}
	s.ok("browser_cookie_set", map[string]any{"name": "theme", "value": "dark"})
	s.ok("browser_cookie_set", map[string]any{"name": "token", "value": "t1", "httpOnly": true, "sameSite": "Strict"})
	if got := s.eval(`() => document.cookie`); !strings.Contains(got, "theme=dark") || strings.Contains(got, "token") {
		t.Errorf("after browser_cookie_set, the page sees %s (theme, and not the httpOnly token)", got)
	}
	if got := section(s.ok("browser_cookie_get", map[string]any{"name": "token"}), "Result"); !strings.Contains(got, "httpOnly: true") || !strings.Contains(got, "sameSite: Strict") {
		t.Errorf("the httpOnly cookie: %s", got)
	}
	msg := s.fail("browser_cookie_set", map[string]any{"name": "x", "value": "y", "domain": "localhost"})
	if !strings.Contains(msg, `"localhost" is not the page's`) {
		t.Errorf("a cookie for another site: %s", msg)
	}
	msg = s.fail("browser_cookie_set", map[string]any{"name": "x", "value": "y", "sameSite": "sometimes"})
	if !strings.Contains(msg, "Strict, Lax or None") {
		t.Errorf("a bad sameSite: %s", msg)
	}
	if got := section(s.ok("browser_cookie_delete", map[string]any{"name": "theirs"}), "Result"); !strings.Contains(got, "not found") {
		t.Errorf("deleting another site's cookie: %s", got)
	}
	s.ok("browser_cookie_delete", map[string]any{"name": "sid"})
	if got := s.eval(`() => document.cookie`); strings.Contains(got, "sid=") || !strings.Contains(got, "theme=dark") {
		t.Errorf("after deleting sid, the page sees %s", got)
	}

	// localStorage and sessionStorage.
	if got := section(s.ok("browser_localstorage_list", nil), "Result"); got != "mine=x" {
		t.Errorf("browser_localstorage_list: %s", got)
	}
	s.ok("browser_localstorage_set", map[string]any{"key": "draft", "value": `{"title":"Hi"}`})
	if got := s.eval(`() => localStorage.getItem('draft')`); got != `"{\"title\":\"Hi\"}"` {
		t.Errorf("the page reads the item set as %s", got)
	}
	if got := section(s.ok("browser_localstorage_get", map[string]any{"key": "draft"}), "Result"); got != `draft={"title":"Hi"}` {
		t.Errorf("browser_localstorage_get: %s", got)
	}
	if got := section(s.ok("browser_localstorage_get", map[string]any{"key": "theirs"}), "Result"); got != "localStorage key 'theirs' not found" {
		t.Errorf("another origin's key: %s", got)
	}
	s.ok("browser_localstorage_delete", map[string]any{"key": "mine"})
	if got := s.eval(`() => Object.keys(localStorage).join()`); got != `"draft"` {
		t.Errorf("after deleting mine, localStorage has %s", got)
	}
	if got := section(s.ok("browser_sessionstorage_list", nil), "Result"); got != "tab=y" {
		t.Errorf("browser_sessionstorage_list: %s", got)
	}
	s.ok("browser_sessionstorage_set", map[string]any{"key": "step", "value": "2"})
	if got := s.eval(`() => sessionStorage.getItem('step')`); got != `"2"` {
		t.Errorf("sessionStorage step = %s", got)
	}

	// Storage state: saved, then restored over a cleared page.
	file := filepath.Join(t.TempDir(), "state.json")
	s.ok("browser_storage_state", map[string]any{"filename": file})
	data, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	var st struct {
		Cookies []struct{ Name, Value, Domain string }
		Origins []struct {
			Origin       string
			LocalStorage []struct{ Name, Value string }
		}
	}
	if err := json.Unmarshal(data, &st); err != nil {
		t.Fatalf("%v: %s", err, data)
	}
	if len(st.Cookies) != 2 || len(st.Origins) != 1 || st.Origins[0].Origin != pages.URL || len(st.Origins[0].LocalStorage) != 1 || strings.Contains(string(data), "theirs") {
		t.Errorf("storage state (want the cookies theme and token, and %s's draft):\n%s", pages.URL, data)
	}
	// Without a filename: never into a directory another user planted.
	if runtime.GOOS != "windows" {
		tmp := t.TempDir()
		t.Setenv("TMPDIR", tmp)
		trap := t.TempDir()
		if err := os.Chmod(trap, 0o777); err != nil {
			t.Fatal(err)
		}
		if err := os.Symlink(trap, filepath.Join(tmp, "electron-mcp")); err != nil {
			t.Fatal(err)
		}
		out := section(s.ok("browser_storage_state", nil), "Result")
		if entries, _ := os.ReadDir(trap); len(entries) != 0 || !strings.Contains(out, "Storage state saved to "+filepath.Join(tmp, "electron-mcp-")) {
			t.Errorf("with a planted link: %s; the link's target holds %v", out, entries)
		}
	}
	s.ok("browser_cookie_clear", nil)
	s.ok("browser_localstorage_clear", nil)
	s.ok("browser_sessionstorage_clear", nil)
	if got := s.eval(`() => [document.cookie, localStorage.length, sessionStorage.length].join('|')`); got != `"|0|0"` {
		t.Errorf("after clearing, the page has %s", got)
	}
	if got := section(s.ok("browser_cookie_list", nil), "Result"); got != "No cookies found" {
		t.Errorf("after browser_cookie_clear: %s", got)
	}
	// A state that also holds another site's is restored for the page only.
	var raw map[string][]any
	if err := json.Unmarshal(data, &raw); err != nil {
		t.Fatal(err)
	}
	raw["cookies"] = append(raw["cookies"], map[string]any{"name": "planted", "value": "1", "domain": "localhost", "path": "/", "expires": -1, "httpOnly": false, "secure": false, "sameSite": "Lax"})
	raw["origins"] = append(raw["origins"], map[string]any{"origin": other, "localStorage": []any{map[string]any{"name": "planted", "value": "1"}}})
	data, _ = json.Marshal(raw)
	if err := os.WriteFile(file, data, 0o600); err != nil {
		t.Fatal(err)
	}
	out := section(s.ok("browser_set_storage_state", map[string]any{"filename": file}), "Result")
	if !strings.Contains(out, "2 cookies, 1 localStorage item") || !strings.Contains(out, "cookie planted (domain localhost), localStorage of "+other) {
		t.Errorf("browser_set_storage_state: %s", out)
	}
	if got := s.eval(`() => document.cookie + '|' + localStorage.getItem('draft')`); got != `"theme=dark|{\"title\":\"Hi\"}"` {
		t.Errorf("after restoring, the page has %s", got)
	}

	// The other site's cookie and localStorage are as it left them.
	s.ok("browser_navigate", map[string]any{"url": other + "/misc.html"})
	if got := s.eval(`() => document.cookie + '|' + localStorage.getItem('theirs')`); got != `"theirs=1|1"` {
		t.Errorf("the other site now has %s; want its cookie and item untouched", got)
	}
	s.open("misc.html")
	s.ok("browser_cookie_clear", nil)
	s.ok("browser_localstorage_clear", nil)
}

// TestStorageToolsOnAPageWithoutOrigin: about:blank and data: pages have
// nothing to list, and say so.
func TestStorageToolsOnAPageWithoutOrigin(t *testing.T) {
	s := newSession(t, mcpserver.Options{})
	s.ok("browser_navigate", map[string]any{"url": "data:text/html,<title>no origin</title>"})
	if got := section(s.ok("browser_cookie_list", nil), "Result"); got != "No cookies found" {
		t.Errorf("cookies of a data: page: %s", got)
	}
	for tool, args := range map[string]map[string]any{
		"browser_localstorage_list": nil,
		"browser_cookie_set":        {"name": "a", "value": "b"},
	} {
		msg := s.fail(tool, args)
		if !strings.Contains(msg, "not an http or https page") || !strings.Contains(msg, "navigate") {
			t.Errorf("%s on a data: page: %s", tool, msg)
		}
	}
}
