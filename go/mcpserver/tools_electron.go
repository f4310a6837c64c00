package mcpserver

import (
	"context"
	"fmt"
	"strings"
	"sync"
	"time"

	"github.com/electron-mcp/electron-mcp/go/cdp"
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
	// news are Events lines about the renderers not yet shown.
	news []string
}

// rendererChanged records what the bridge said of a renderer: a line for
// the next response.
func (s *Server) rendererChanged(e proto.RendererEvent) {
	tab := "tab " + e.TargetID
	var line string
	switch e.Kind {
	case proto.RendererGone:
		why := e.Reason
		if e.ExitCode != 0 {
			why += fmt.Sprintf(", exit code %d", e.ExitCode)
		}
		line = fmt.Sprintf("The renderer of %s went away (%s): its page is gone until browser_reload or browser_navigate brings it back", tab, strings.TrimPrefix(why, ", "))
	case proto.RendererUnresponsive:
		line = fmt.Sprintf("The renderer of %s became unresponsive: a script may be stuck in a loop; electron_app_metrics shows its CPU", tab)
	case proto.RendererResponsive:
		line = fmt.Sprintf("The renderer of %s is responsive again", tab)
	default:
		return
	}
	e2 := &s.electron
	e2.mu.Lock()
	defer e2.mu.Unlock()
	e2.news = append(e2.news, line)
	if len(e2.news) > 20 {
		e2.news = e2.news[len(e2.news)-20:]
	}
}

// rendererNews returns the Events lines about renderers since the last call.
func (s *Server) rendererNews() []string {
	e := &s.electron
	e.mu.Lock()
	defer e.mu.Unlock()
	n := e.news
	e.news = nil
	return n
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

type metricsArgs struct{}

func runAppMetrics(ctx context.Context, c *call, _ *metricsArgs) error {
	ctl := c.s.watch.control()
	if ctl == nil {
		return errorf("the app is not connected: no processes to list")
	}
	res, err := ctl.AppMetrics(ctx)
	if err != nil {
		return errorf("the app's bridge did not list its processes: %v", err)
	}
	var total int64
	for _, p := range res.Processes {
		total += p.MemoryKB
	}
	c.out("%d processes, %s of memory in all (CPU: percent of one core since the previous call; memory: working set):", len(res.Processes), cdp.Size(int(total*1024)))
	selected := c.s.current // the selected tab, when the call has none of its own
	if c.tab != nil {
		selected = c.tab.id
	}
	for _, p := range res.Processes {
		kind := p.Type
		if kind == "Tab" {
			kind = "Renderer"
		}
		if p.ServiceName != "" {
			kind += " (" + p.ServiceName + ")"
		} else if p.Name != "" {
			kind += " (" + p.Name + ")"
		}
		line := fmt.Sprintf("- %s, pid %d: CPU %.1f%%, %s", kind, p.PID, p.CPU, cdp.Size(int(p.MemoryKB*1024)))
		if len(p.WebContents) > 0 {
			var tabs []string
			for _, id := range p.WebContents {
				t := "tab " + id
				if id == selected {
					t += " (the selected tab)"
				}
				tabs = append(tabs, t)
			}
			line += " — serves " + strings.Join(tabs, ", ")
		}
		c.out("%s", line)
	}
	return nil
}
