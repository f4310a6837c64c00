package mcpserver_test

import (
	"strings"
	"sync"
	"testing"

	"github.com/mark3labs/mcp-go/mcp"

	"github.com/electron-mcp/electron-mcp/go/mcpserver"
)

// callWithProgress runs a tool with a progressToken (when token is not nil)
// and returns the progress notifications the client got for it.
func (s *session) callWithProgress(name string, args map[string]any, token any) (string, []map[string]any) {
	s.t.Helper()
	var mu sync.Mutex
	var got []map[string]any
	s.c.OnNotification(func(n mcp.JSONRPCNotification) {
		if n.Method == string(mcp.MethodNotificationProgress) {
			mu.Lock()
			got = append(got, n.Params.AdditionalFields)
			mu.Unlock()
		}
	})
	req := mcp.CallToolRequest{}
	req.Params.Name = name
	req.Params.Arguments = args
	if token != nil {
		req.Params.Meta = &mcp.Meta{ProgressToken: token}
	}
	res, err := s.c.CallTool(testCtx(s.t), req)
	if err != nil {
		s.t.Fatal(err)
	}
	var b strings.Builder
	for _, c := range res.Content {
		if tc, ok := c.(mcp.TextContent); ok {
			b.WriteString(tc.Text)
		}
	}
	mu.Lock()
	defer mu.Unlock()
	return b.String(), got
}

func TestProgressWhenAsked(t *testing.T) {
	s := newSession(t, mcpserver.Options{})
	s.open("misc.html")
	out, got := s.callWithProgress("browser_wait_for", map[string]any{"time": 2.5}, 7)
	if !strings.Contains(out, "Waited 2.5s") {
		t.Fatalf("browser_wait_for:\n%s", out)
	}
	if len(got) < 2 {
		t.Fatalf("%d progress notifications in 2.5 s, want one a second: %v", len(got), got)
	}
	last := 0.0
	for _, n := range got {
		if n["progressToken"] != float64(7) || n["message"] != "Waiting 2.5s" || n["total"] != 2.5 {
			t.Errorf("notification %v", n)
		}
		p, _ := n["progress"].(float64)
		if p <= last {
			t.Errorf("progress %v after %v: it must grow", p, last)
		}
		last = p
	}
	// Not asked, not sent.
	_, got = s.callWithProgress("browser_wait_for", map[string]any{"time": 1.5}, nil)
	if len(got) != 0 {
		t.Errorf("progress without a token: %v", got)
	}
}
