package mcpserver

import (
	"context"
	"fmt"
	"strings"
	"sync"
	"time"

	"github.com/electron-mcp/electron-mcp/proto"
)

// What the app's main process sees, for the tools of CapElectron: the IPC
// the pages sent, and the app's processes.

// electronState is what those tools keep between calls.
type electronState struct {
	mu sync.Mutex
	// lastAction is when the agent's last action on each tab began, so
	// electron_ipc_messages can show what that action made the page send.
	lastAction map[string]time.Time
}

// actionStarted records that an action on the target begins.
func (s *Server) actionStarted(targetID string) {
	e := &s.electron
	e.mu.Lock()
	defer e.mu.Unlock()
	if e.lastAction == nil {
		e.lastAction = map[string]time.Time{}
	}
	e.lastAction[targetID] = time.Now()
}

func (s *Server) lastActionOn(targetID string) (time.Time, bool) {
	e := &s.electron
	e.mu.Lock()
	defer e.mu.Unlock()
	t, ok := e.lastAction[targetID]
	return t, ok
}

type ipcArgs struct {
	Channel string `json:"channel,omitempty" jsonschema:"only this channel"`
	All     bool   `json:"all,omitempty" jsonschema:"include messages from before your last action"`
	Limit   int    `json:"limit,omitempty" jsonschema:"at most this many, newest first (default 50)"`
}

func runIpcMessages(ctx context.Context, c *call, a *ipcArgs) error {
	ctl := c.s.watch.control()
	if ctl == nil {
		return errorf("the app is not connected: no IPC to list")
	}
	if a.Limit < 0 {
		return errorf("limit must be a positive number, not %d", a.Limit)
	}
	limit := a.Limit
	if limit == 0 {
		limit = 50
	}
	p := proto.IpcMessagesParams{TargetID: c.tab.id, Channel: a.Channel, Limit: limit}
	since, acted := c.s.lastActionOn(c.tab.id)
	if !a.All && acted {
		p.Since = since.UTC().Format("2006-01-02T15:04:05.000Z")
	}
	res, err := ctl.IpcMessages(ctx, p)
	if err != nil {
		return errorf("the app's bridge did not list its IPC: %v", err)
	}
	scope := "since the page was first watched"
	if !a.All && acted {
		scope = "since your last action"
	}
	what := "IPC messages"
	if a.Channel != "" {
		what = fmt.Sprintf("IPC messages on %q", a.Channel)
	}
	c.out("%d %s %s (newest first):", res.Total, what, scope)
	if res.Total == 0 {
		c.out("(none: the page sent nothing to the main process; all: true shows older ones)")
	}
	now := time.Now()
	for _, m := range res.Messages {
		c.out("%s", ipcLine(m, now))
	}
	if res.Total > len(res.Messages) {
		c.out("(%d older not shown; pass limit or channel)", res.Total-len(res.Messages))
	}
	return nil
}

// ipcLine renders one message: when, how, the channel, the arguments and,
// for an invoke, whether and when the main process answered.
func ipcLine(m proto.IpcMessage, now time.Time) string {
	at := m.Time
	if t, err := time.Parse(time.RFC3339Nano, m.Time); err == nil {
		at = t.Local().Format("15:04:05.000")
	}
	args := strings.TrimSuffix(strings.TrimPrefix(m.Args, "["), "]")
	line := fmt.Sprintf("- %s %s %q (%s)", at, m.Kind, m.Channel, args)
	if m.Kind != proto.IpcInvoke {
		return line
	}
	switch m.State {
	case proto.IpcAnswered:
		line += fmt.Sprintf(" → answered in %d ms: %s", derefMs(m.Ms), m.Result)
	case proto.IpcThrew:
		line += fmt.Sprintf(" → threw after %d ms: %s", derefMs(m.Ms), m.Error)
	default:
		wait := ""
		if t, err := time.Parse(time.RFC3339Nano, m.Time); err == nil {
			wait = fmt.Sprintf(" for %.1f s", now.Sub(t).Seconds())
		}
		line += " → pending: the main process has not answered" + wait
	}
	return line
}

func derefMs(p *int64) int64 {
	if p == nil {
		return 0
	}
	return *p
}
