package mcpserver_test

import (
	"context"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/page"
	"github.com/mark3labs/mcp-go/mcp"

	"github.com/electron-mcp/electron-mcp/go/cdp"
	"github.com/electron-mcp/electron-mcp/go/internal/standin"
	"github.com/electron-mcp/electron-mcp/go/mcpserver"
)

// person is the person at the window (standin.Person): a second CDP
// client of the same webContents, through the bridge.
type person struct {
	*standin.Person
	t    *testing.T
	conn *cdp.Conn
}

func newPerson(t *testing.T, target string) *person {
	t.Helper()
	sp := standin.NewPerson(t, host, target)
	return &person{Person: sp, t: t, conn: sp.Conn}
}

func (p *person) eval(expr string) string { p.t.Helper(); return p.Eval(expr) }

// waitPrompt waits until browser_pick shows its prompt in the page.
func (p *person) waitPrompt(want bool) {
	p.t.Helper()
	deadline := time.Now().Add(20 * time.Second)
	for time.Now().Before(deadline) {
		if got := p.eval(`!!document.querySelector('[data-electron-mcp-pick]')`) == "true"; got == want {
			return
		}
	}
	p.t.Fatalf("the pick prompt is still %v", !want)
}

func (p *person) click(x, y float64) { p.t.Helper(); p.Click(x, y) }

func (p *person) press(key string, code int64) { p.t.Helper(); p.Press(key, code) }

// overlayOff checks that the inspect overlay is gone: the person's click
// reaches the page again (inspect mode swallows it).
func (p *person) overlayOff() {
	p.t.Helper()
	p.waitPrompt(false)
	if got := p.ClickReaches(200, 30); got != `"h1"` { // the heading
		p.t.Fatalf("after the pick, the person's click reached %s, want the heading: the overlay is still on", got)
	}
}

// picking runs browser_pick in the background; wait returns its answer.
type picking struct {
	done chan struct{}
	text string
	err  bool
	mu   sync.Mutex
	prog []mcp.JSONRPCNotification
}

func (s *session) pick(args map[string]any, token any) *picking {
	pk := &picking{done: make(chan struct{})}
	if token != nil {
		s.c.OnNotification(func(n mcp.JSONRPCNotification) {
			if n.Method == string(mcp.MethodNotificationProgress) {
				pk.mu.Lock()
				pk.prog = append(pk.prog, n)
				pk.mu.Unlock()
			}
		})
	}
	go func() {
		defer close(pk.done)
		req := mcp.CallToolRequest{}
		req.Params.Name = "browser_pick"
		req.Params.Arguments = args
		if token != nil {
			req.Params.Meta = &mcp.Meta{ProgressToken: token}
		}
		res, err := s.c.CallTool(context.Background(), req)
		if err != nil {
			pk.text, pk.err = err.Error(), true
			return
		}
		for _, c := range res.Content {
			if tc, ok := c.(mcp.TextContent); ok {
				pk.text += tc.Text
			}
		}
		pk.err = res.IsError
	}()
	return pk
}

func (pk *picking) wait(t *testing.T) (string, bool) {
	t.Helper()
	select {
	case <-pk.done:
		return pk.text, pk.err
	case <-time.After(60 * time.Second):
		t.Fatal("browser_pick did not answer")
		return "", false
	}
}

func TestPickAnElement(t *testing.T) {
	s := newSession(t, mcpserver.Options{})
	s.open("pick.html")
	p := newPerson(t, host.Targets[0].ID)

	pk := s.pick(map[string]any{"prompt": "Point at the Save button"}, "pick-1")
	p.waitPrompt(true)
	if got := p.eval(`document.querySelector('[data-electron-mcp-pick]') && 1`); got != "1" {
		t.Fatal("no prompt")
	}
	p.click(80, 120) // the Save button, as the person clicks it
	out, isErr := pk.wait(t)
	if isErr {
		t.Fatalf("browser_pick failed:\n%s", out)
	}
	r := ref(t, section(out, "Snapshot"), `button "Save"`)
	if !strings.Contains(section(out, "Result"), "ref "+r) || !strings.Contains(out, "box x=20 y=100 width=120 height=40") {
		t.Errorf("the answer lacks the ref or the box:\n%s", out)
	}
	// The line comes with its ancestry.
	snap := section(out, "Snapshot")
	for _, want := range []string{"- main:", `  - form "Profile":`, `    - button "Save" [ref=` + r + `]`} {
		if !strings.Contains(snap, want) {
			t.Errorf("the snapshot lacks %q:\n%s", want, snap)
		}
	}
	// The person's click went to the overlay, not to the page.
	if got := p.eval(`document.getElementById('save').textContent`); got != `"Save"` {
		t.Errorf("the pick clicked the button: %s", got)
	}
	p.overlayOff()
	// The ref works at once.
	s.ok("browser_click", map[string]any{"target": r})
	if got := p.eval(`document.getElementById('save').textContent`); got != `"Saved"` {
		t.Errorf("browser_click on the picked ref: %s", got)
	}
	// Progress: the client asked, so it heard what the call waits for.
	pk.mu.Lock()
	defer pk.mu.Unlock()
	if len(pk.prog) == 0 {
		t.Fatal("no progress notification")
	}
	n := pk.prog[0].Params.AdditionalFields
	if n["progressToken"] != "pick-1" || !strings.Contains(n["message"].(string), "Point at the Save button") {
		t.Errorf("progress notification: %v", n)
	}
}

func TestPickPlainText(t *testing.T) {
	s := newSession(t, mcpserver.Options{})
	s.open("pick.html")
	p := newPerson(t, host.Targets[0].ID)
	pk := s.pick(nil, nil)
	p.waitPrompt(true)
	p.click(60, 215) // the text in the <div id=note>
	out, isErr := pk.wait(t)
	if isErr {
		t.Fatalf("browser_pick failed:\n%s", out)
	}
	// Not interactive, so no snapshot gave it a ref: it gets one anyway.
	m := regexpAll(`ref ((?:f\d+)?e\d+)`, section(out, "Result"))
	if len(m) == 0 {
		t.Fatalf("no ref in:\n%s", out)
	}
	r := m[0][1]
	if !strings.Contains(section(out, "Snapshot"), "[ref="+r+"]") {
		t.Errorf("the snapshot lines do not show %s:\n%s", r, out)
	}
	got := s.ok("browser_evaluate", map[string]any{"function": "(el) => el.id || el.parentElement.id", "target": r})
	if section(got, "Result") != `"note"` {
		t.Errorf("the picked ref is %s", got)
	}
	p.overlayOff()
}

func TestPickEndsCleanly(t *testing.T) {
	s := newSession(t, mcpserver.Options{})
	s.open("pick.html")
	p := newPerson(t, host.Targets[0].ID)

	// Escape.
	pk := s.pick(nil, nil)
	p.waitPrompt(true)
	p.press("Escape", 27)
	out, isErr := pk.wait(t)
	if isErr || !strings.Contains(out, "pressed Escape") {
		t.Errorf("Escape: %v\n%s", isErr, out)
	}
	p.overlayOff()

	// The timeout.
	start := time.Now()
	out = s.fail("browser_pick", map[string]any{"timeout": 0.5})
	if !strings.Contains(out, "no element was picked within 500ms") || time.Since(start) > 30*time.Second {
		t.Errorf("timeout:\n%s", out)
	}
	p.overlayOff()

	// Another tool call.
	pk = s.pick(nil, nil)
	p.waitPrompt(true)
	snap := s.ok("browser_snapshot", nil)
	if !strings.Contains(snap, `button "Save"`) {
		t.Errorf("the call that ended the pick:\n%s", snap)
	}
	out, isErr = pk.wait(t)
	if !isErr || !strings.Contains(out, "browser_snapshot was called") {
		t.Errorf("another call: %v\n%s", isErr, out)
	}
	p.overlayOff()

	// A navigation.
	pk = s.pick(nil, nil)
	p.waitPrompt(true)
	if err := p.conn.Call(testCtx(t), page.Reload.Method, page.ReloadParams{}, nil); err != nil {
		t.Fatal(err)
	}
	out, isErr = pk.wait(t)
	if !isErr || !strings.Contains(out, "navigated") {
		t.Errorf("navigation: %v\n%s", isErr, out)
	}
	p.overlayOff()
}
