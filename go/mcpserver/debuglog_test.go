package mcpserver_test

import (
	"log/slog"
	"net/url"
	"strings"
	"sync"
	"testing"

	"github.com/electron-mcp/electron-mcp/go/mcpserver"
)

// lockedBuffer is a log sink the server writes from its goroutines.
type lockedBuffer struct {
	mu sync.Mutex
	b  strings.Builder
}

func (l *lockedBuffer) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.Write(p)
}

func (l *lockedBuffer) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.String()
}

// The debug log says where each call's time went and what it acted on,
// never what it typed (a password into a login form).
func TestDebugLogSaysWhereTheTimeWentNotWhatWasTyped(t *testing.T) {
	var buf lockedBuffer
	s := newSession(t, mcpserver.Options{Log: slog.New(slog.NewTextHandler(&buf, &slog.HandlerOptions{Level: slog.LevelDebug}))})
	page := `<meta charset=utf-8><title>Sign in</title><label>Password <input type=password></label>`
	out := s.ok("browser_navigate", map[string]any{"url": "data:text/html," + url.PathEscape(page)})
	pw := ref(t, section(out, "Snapshot"), `textbox "Password"`)
	s.ok("browser_type", map[string]any{"element": "Password", "target": pw, "text": "hunter2-secret"})
	log := buf.String()
	var line string
	for _, l := range strings.Split(log, "\n") {
		if strings.Contains(l, "msg=tool name=browser_type") {
			line = l
		}
	}
	if line == "" || !strings.Contains(line, "phases.act=") || !strings.Contains(line, "phases.settle=") || !strings.Contains(line, "phases.snapshot=") || !strings.Contains(line, pw) {
		t.Errorf("the typing's log line %q: want its phases and its target", line)
	}
	if strings.Contains(log, "hunter2") {
		t.Errorf("the log holds what was typed:\n%s", log)
	}
}
