package observe

import (
	"context"
	"errors"
	"fmt"
	"testing"

	"github.com/chromedp/cdproto"

	"github.com/electron-mcp/electron-mcp/go/cdp"
)

// A paused request left unanswered is fine only when nothing is left to
// answer: told by the kind of failure, not by our own words.
func TestGone(t *testing.T) {
	answer := func(msg string) error {
		return fmt.Errorf("Fetch.continueRequest: %w", &cdproto.Error{Code: -32000, Message: msg})
	}
	for err, want := range map[error]bool{
		answer("Invalid InterceptionId."):                                 true,
		answer("No session with given id"):                                true,
		answer("target closed while handling command"):                    true,
		fmt.Errorf("Fetch.failRequest: %w", &cdp.CloseError{Code: 1006}):  true,
		answer("Invalid header: x"):                                       false,
		fmt.Errorf("Fetch.continueRequest: %w", context.DeadlineExceeded): false,
		errors.New("the connection closed"):                               false,
	} {
		if got := gone(err); got != want {
			t.Errorf("gone(%v) = %t, want %t", err, got, want)
		}
	}
}

func TestRouteGlobs(t *testing.T) {
	for _, c := range []struct {
		glob, url string
		match     bool
	}{
		{"**/api/users", "http://127.0.0.1:8080/api/users", true},
		{"**/api/users", "http://127.0.0.1:8080/api/users?page=2", true}, // no ? in the glob: the query is ignored
		{"**/api/users", "http://127.0.0.1:8080/api/users/7", false},
		{"**/api/*", "http://h/api/users", true},
		{"**/api/*", "http://h/api/users/7", false},
		{"**/*.{png,jpg}", "http://h/img/a.jpg", true},
		{"**/*.{png,jpg}", "http://h/img/a.gif", false},
		{"/data.json", "http://h/x/data.json", true},
		{"data.json", "http://h/data.json", true},
		{"http://h/a?b=1", "http://h/a?b=1", true},
		{"http://h/a?b=1", "http://h/aXb=1", false},
		{`**/a\*b`, "http://h/a*b", true},
		{`**/a\*b`, "http://h/axb", false},
	} {
		rt := Route{Pattern: c.glob}
		re, err := globRegexp(c.glob)
		if err != nil {
			t.Fatalf("%s: %v", c.glob, err)
		}
		rt.re = re
		if got := rt.matches(c.url); got != c.match {
			t.Errorf("%s matches %s = %t, want %t", c.glob, c.url, got, c.match)
		}
	}
	for glob, want := range map[string]string{
		"**/api/users":     "*/api/users*",
		"/data.json":       "*/data.json*",
		"http://h/a?b=1":   `http://h/a\?b=1`,
		"**/*.{png,jpg}":   "*",
		"https://h/**":     "https://h/*",
		"https://h/x/*.js": "https://h/x/*.js*",
	} {
		if got := chromiumPattern(glob); got != want {
			t.Errorf("chromiumPattern(%s) = %s, want %s", glob, got, want)
		}
	}
	if _, err := globRegexp("**/{a,b"); err == nil {
		t.Error("an unclosed { is not an error")
	}
	if _, err := globRegexp(" "); err == nil {
		t.Error("an empty pattern is not an error")
	}
}

func TestEditHeaders(t *testing.T) {
	h := editHeaders([][2]string{{"Accept", "*/*"}, {"X-A", "1"}, {"content-type", "text/plain"}}, [][2]string{{"Content-Type", "application/json"}}, []string{"accept"})
	want := [][2]string{{"X-A", "1"}, {"Content-Type", "application/json"}}
	if len(h) != len(want) || h[0] != want[0] || h[1] != want[1] {
		t.Errorf("editHeaders = %v, want %v", h, want)
	}
}
