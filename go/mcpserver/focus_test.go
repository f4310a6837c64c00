package mcpserver_test

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/electron-mcp/electron-mcp/go/bridge"
	"github.com/electron-mcp/electron-mcp/go/internal/standin"
	"github.com/electron-mcp/electron-mcp/go/mcpserver"
)

// followingSession is a session that pins no tab, so it follows the
// person's focus, on a host of the test's own.
func followingSession(t *testing.T, h *standin.Host, opt mcpserver.Options) *session {
	t.Helper()
	opt.Connect = func(context.Context) (*bridge.Client, error) { return h.Client(), nil }
	return startSession(t, opt)
}

// focus has the person click into a view with host.js's focus command and
// waits until browser_tabs shows it focused. The click is repeated until
// then: the bridge learns where the person is only from signals it hears
// while the server's channel is open, which it opens in the background.
func (s *session) focus(h *standin.Host, id string) {
	s.t.Helper()
	want := "[id " + id + "]"
	deadline := time.Now().Add(10 * time.Second)
	var out string
	for time.Now().Before(deadline) {
		if _, err := h.Steer(testCtx(s.t), "focus "+id); err != nil {
			s.t.Fatal(err)
		}
		out = s.ok("browser_tabs", map[string]any{"action": "list"})
		for _, line := range strings.Split(out, "\n") {
			if strings.Contains(line, want) && strings.Contains(line, "[focused]") {
				return
			}
		}
	}
	s.t.Fatalf("browser_tabs never showed webContents %s focused:\n%s", id, out)
}

func TestFollowTheFocus(t *testing.T) {
	h, err := standin.Start(testCtx(t), standin.Options{
		URLs:     []string{"data:text/html,<title>Main</title><button>Main button</button>"},
		Webviews: []string{"data:text/html,<title>Docs</title><button>Docs button</button>"},
	})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { h.Stop() })
	main, docs := h.Targets[0].ID, h.Targets[1].ID
	s := followingSession(t, h, mcpserver.Options{})

	// The host focused its window, which has a webview: where in it the
	// person is, nothing said yet (Electron reports both focused), so the
	// first call acts on the window, with no note.
	out := s.ok("browser_snapshot", nil)
	if !strings.Contains(out, "- Page Title: Main") || strings.Contains(out, "Now on") {
		t.Fatalf("first call:\n%s", out)
	}
	mainRef := ref(t, section(out, "Snapshot"), `button "Main button"`)

	// The person clicks into the webview: the next call acts there and says so.
	s.focus(h, docs)
	out = s.ok("browser_snapshot", nil)
	if !strings.Contains(out, `- Now on: "Docs" (webview `+docs+`), the view the person focused`) || !strings.Contains(out, "- Page Title: Docs") {
		t.Fatalf("after focusing the webview:\n%s", out)
	}
	docsRef := ref(t, section(out, "Snapshot"), `button "Docs button"`)
	list := s.ok("browser_tabs", nil)
	if !strings.Contains(list, "follow when they focus another") || !strings.Contains(list, "[visible]") {
		t.Errorf("browser_tabs while following:\n%s", list)
	}

	// A ref from the view the agent saw is not used on the one the person
	// moved to.
	s.focus(h, main)
	msg := s.fail("browser_click", map[string]any{"target": docsRef})
	if !strings.Contains(msg, "Now on: \"Main\"") || !strings.Contains(msg, "browser_snapshot") {
		t.Errorf("a stale ref after a focus change:\n%s", msg)
	}
	s.ok("browser_click", map[string]any{"target": mainRef})

	// Once the agent selects a tab, focus no longer moves it.
	s.ok("browser_tabs", map[string]any{"action": "select", "id": docs})
	s.focus(h, main)
	out = s.ok("browser_snapshot", nil)
	if strings.Contains(out, "Now on") || !strings.Contains(out, "- Page Title: Docs") {
		t.Fatalf("after select, focus moved the agent:\n%s", out)
	}
	if list := s.ok("browser_tabs", nil); !strings.Contains(list, "does not move you") {
		t.Errorf("browser_tabs after select:\n%s", list)
	}

	// follow goes back to the person's focus.
	s.ok("browser_tabs", map[string]any{"action": "follow"})
	out = s.ok("browser_snapshot", nil)
	if !strings.Contains(out, `- Now on: "Main" (window `+main+`)`) {
		t.Fatalf("after follow:\n%s", out)
	}
}

// Two <webview> panels beside the app's own page: Electron reports every
// guest of the focused window focused, so the bridge names the panel from
// the person's own signals (electron-bridge/lib/focus.js) and the agent's
// next call acts on the panel the person is in.
func TestFocusTwoWebviewPanels(t *testing.T) {
	h, err := standin.Start(testCtx(t), standin.Options{
		URLs: []string{"data:text/html,<title>App</title><input aria-label=Terminal>"},
		Webviews: []string{
			"data:text/html,<title>First</title><button>First button</button>",
			"data:text/html,<title>Second</title><button>Second button</button>",
		},
	})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { h.Stop() })
	first, second := h.Targets[1].ID, h.Targets[2].ID
	s := followingSession(t, h, mcpserver.Options{})

	s.focus(h, second)
	out := s.ok("browser_snapshot", nil)
	if !strings.Contains(out, "- Page Title: Second") {
		t.Fatalf("after the person focused the second panel:\n%s", out)
	}
	s.focus(h, first)
	out = s.ok("browser_snapshot", nil)
	if !strings.Contains(out, `- Now on: "First" (webview `+first+`), the view the person focused`) || !strings.Contains(out, "- Page Title: First") {
		t.Fatalf("after the person focused the first panel:\n%s", out)
	}
	s.focus(h, second)
	out = s.ok("browser_snapshot", nil)
	if !strings.Contains(out, `- Now on: "Second" (webview `+second+`)`) || !strings.Contains(out, "- Page Title: Second") {
		t.Fatalf("after the person went back to the second panel:\n%s", out)
	}
	// The agent's own click in the panel it acts on moves Electron's focus
	// there too; it is not mistaken for the person's.
	s.ok("browser_click", map[string]any{"target": ref(t, section(out, "Snapshot"), `button "Second button"`)})
	if list := s.ok("browser_tabs", nil); !strings.Contains(list, "[id "+second+"]") {
		t.Fatalf("browser_tabs:\n%s", list)
	}
}
