package mcpserver_test

import (
	"strconv"
	"strings"
	"testing"

	"github.com/electron-mcp/electron-mcp/go/page"
)

// TestInputsOverTheBridgeLimit: what an agent passes that would make a
// command larger than the bridge takes fails that call alone, at once, with
// the limit and what to do; the page stays usable. A route body at the
// largest size it may have reaches the page.
func TestInputsOverTheBridgeLimit(t *testing.T) {
	s := newSession(t, watchOptions)
	s.open("misc.html")

	// The largest made-up body arrives whole.
	body := strings.Repeat("b", page.MaxRouteBodyBytes)
	s.ok("browser_route", map[string]any{"pattern": "**/big.txt", "body": body})
	out := s.ok("browser_evaluate", map[string]any{"function": "async () => (await (await fetch('/big.txt')).text()).length"})
	if got := section(out, "Result"); got != strconv.Itoa(len(body)) {
		t.Errorf("the largest route body: the page read %s bytes, want %d", got, len(body))
	}

	msg := s.fail("browser_route", map[string]any{"pattern": "**/bigger.txt", "body": strings.Repeat("b", 1<<20)})
	mustContain(t, "a route body too large", msg, "too large", "1 MiB", "serve a larger one")
	mustContain(t, "the refused route is not listed", s.ok("browser_route_list", nil), "**/big.txt")
	mustNotContain(t, "the refused route is not listed", s.ok("browser_route_list", nil), "bigger.txt")

	fn := "() => '" + strings.Repeat("f", 1<<20) + "'.length"
	msg = s.fail("browser_evaluate", map[string]any{"function": fn})
	mustContain(t, "a function too large", msg, "too large to send to the app", "at most 1 MiB", "nothing was sent")
	if got := section(s.ok("browser_evaluate", map[string]any{"function": "() => 6 * 7"}), "Result"); got != "42" {
		t.Errorf("evaluate after the refused one: %s", got)
	}
}
