package mcpserver

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"github.com/electron-mcp/electron-mcp/go/bridge"
	"github.com/electron-mcp/electron-mcp/go/cdp"
	"github.com/electron-mcp/electron-mcp/go/page"
	"github.com/electron-mcp/electron-mcp/proto"
)

// connect returns the bridge client, finding the bridge when there is none.
func (s *Server) connect(ctx context.Context) (*bridge.Client, error) {
	if s.client != nil {
		return s.client, nil
	}
	if s.opt.Connect == nil {
		return nil, errorf("no bridge configured")
	}
	c, err := s.opt.Connect(ctx)
	if err != nil {
		return nil, err
	}
	s.client = c
	return c, nil
}

// list returns the targets, finding the bridge again once if it went away
// (the app restarted on another port).
func (s *Server) list(ctx context.Context) ([]proto.Target, error) {
	c, err := s.connect(ctx)
	if err != nil {
		return nil, err
	}
	ts, err := c.List(ctx)
	if err != nil && errors.Is(err, bridge.ErrUnreachable) {
		s.forgetBridge()
		if c, err = s.connect(ctx); err != nil {
			return nil, err
		}
		ts, err = c.List(ctx)
	}
	return ts, err
}

// forgetBridge drops the client and every attached target.
func (s *Server) forgetBridge() {
	if s.client != nil {
		s.client.Close()
		s.client = nil
	}
	for id, t := range s.tabs {
		t.page.Close()
		t.page.Conn().Close()
		delete(s.tabs, id)
	}
}

// selected returns the selected target, attaching to it on first use. The
// first call picks the focused target, else the first window.
func (s *Server) selected(ctx context.Context) (*tab, error) {
	if s.gone != "" {
		msg := s.gone
		s.gone = ""
		return nil, errorf("%s", msg)
	}
	if t := s.tabs[s.current]; t != nil {
		select {
		case <-t.page.Done():
			return nil, s.lost(ctx, t)
		default:
			return t, nil
		}
	}
	ts, err := s.list(ctx)
	if err != nil {
		return nil, err
	}
	if len(ts) == 0 {
		return nil, errorf("the app exposes no windows or webviews yet")
	}
	var target *proto.Target
	if s.current != "" {
		for i := range ts {
			if ts[i].ID == s.current {
				target = &ts[i]
			}
		}
		if target == nil {
			return nil, errorf("webContents %s is not (or no longer) exposed by the app. Call browser_tabs to list what there is", s.current)
		}
	} else {
		target = pickDefault(ts)
	}
	return s.attach(ctx, *target)
}

// pickDefault prefers the focused target (a focused webview over its
// embedder), then a visible one, then the first.
func pickDefault(ts []proto.Target) *proto.Target {
	for _, typ := range []string{proto.TypeWebview, proto.TypePage} {
		for i := range ts {
			if ts[i].Focused && ts[i].Type == typ {
				return &ts[i]
			}
		}
	}
	for i := range ts {
		if ts[i].Visible {
			return &ts[i]
		}
	}
	return &ts[0]
}

// attach opens (or reuses) the persistent connection to a target and makes
// it the selected one.
func (s *Server) attach(ctx context.Context, target proto.Target) (*tab, error) {
	if t := s.tabs[target.ID]; t != nil {
		select {
		case <-t.page.Done():
			delete(s.tabs, target.ID)
		default:
			s.current = target.ID
			t.title = target.Title
			return t, nil
		}
	}
	c, err := s.connect(ctx)
	if err != nil {
		return nil, err
	}
	conn, err := c.Dial(ctx, target.ID)
	if err != nil {
		if errors.Is(err, bridge.ErrUnreachable) {
			s.forgetBridge()
		}
		return nil, err
	}
	p, err := page.Open(ctx, conn, s.log.With("target", target.ID))
	if err != nil {
		conn.Close()
		return nil, fmt.Errorf("attaching to webContents %s: %w", target.ID, err)
	}
	t := &tab{id: target.ID, typ: target.Type, title: target.Title, page: p}
	s.tabs[target.ID] = t
	s.current = target.ID
	return t, nil
}

// lost handles a selected target whose connection closed: it says why in
// words the agent can act on, and forgets the target so the next call
// picks again.
func (s *Server) lost(ctx context.Context, t *tab) error {
	t.page.Close()
	delete(s.tabs, t.id)
	s.current = s.opt.Target
	var ce *cdp.CloseError
	err := t.page.Conn().Err()
	name := describeTab(t.id, t.typ, t.title)
	if errors.As(err, &ce) {
		switch ce.Code {
		case proto.CloseTargetGone:
			s.current = ""
			return errorf("the selected tab (%s) was closed. Call browser_tabs to see what is left, or just go on: the next call picks the focused window", name)
		case proto.CloseDetached:
			return errorf("the debugger of the selected tab (%s) was detached by someone else; call the tool again to re-attach", name)
		case proto.CloseGoingAway:
			s.forgetBridge()
			return errorf("the app closed its bridge (it may be quitting or restarting). Call the tool again once the app is back")
		}
	}
	// The socket dropped: the app may have restarted. Find it again.
	s.forgetBridge()
	if _, lerr := s.list(ctx); lerr != nil {
		return errorf("lost the connection to the app (%v) and cannot find it again: %v", err, lerr)
	}
	return errorf("the connection to the app dropped (%v) and was re-established; call the tool again", err)
}

func describeTab(id, typ, title string) string {
	if title == "" {
		return fmt.Sprintf("%s %s", typ, id)
	}
	return fmt.Sprintf("%s %s %q", typ, id, title)
}

// tabsArgs are browser_tabs' arguments.
type tabsArgs struct {
	Action string `json:"action" jsonschema:"list the app's windows and webviews, or select one (new and close are not supported: the tabs are the app's own)"`
	Index  *int   `json:"index,omitempty" jsonschema:"for select: the tab's index from list"`
	ID     string `json:"id,omitempty" jsonschema:"for select: the webContents id (alternative to index)"`
}

func runTabs(ctx context.Context, c *call, a *tabsArgs) error {
	s := c.s
	switch strings.ToLower(a.Action) {
	case "", "list":
	case "select":
		ts, err := s.list(ctx)
		if err != nil {
			return err
		}
		var target *proto.Target
		switch {
		case a.ID != "":
			for i := range ts {
				if ts[i].ID == a.ID {
					target = &ts[i]
				}
			}
			if target == nil {
				return errorf("no tab with webContents id %s; call browser_tabs with action list", a.ID)
			}
		case a.Index != nil:
			if *a.Index < 0 || *a.Index >= len(ts) {
				return errorf("no tab at index %d: there are %d (0 to %d)", *a.Index, len(ts), len(ts)-1)
			}
			target = &ts[*a.Index]
		default:
			return errorf("select needs index or id")
		}
		s.gone = ""
		t, err := s.attach(ctx, *target)
		if err != nil {
			return err
		}
		c.tab = t
		// Show the selected tab in full: the agent has not seen it yet.
		c.snapshotMode = SnapshotFull
		c.acted(page.Settled{Navigated: true})
	case "new":
		return errorf("browser_tabs new is not supported: electron-mcp works on the app's own windows and webviews. Use browser_navigate in the selected one")
	case "close":
		return errorf("browser_tabs close is not supported: closing a window of the person's app is for the app to do")
	default:
		return errorf("unknown action %q: use list or select", a.Action)
	}
	ts, err := s.list(ctx)
	if err != nil {
		return err
	}
	var b strings.Builder
	for i, t := range ts {
		cur := ""
		if t.ID == s.current {
			cur = " (current)"
		}
		title := t.Title
		if title == "" {
			title = "(no title)"
		}
		fmt.Fprintf(&b, "- %d: [id %s] %s%s %q — %s", i, t.ID, t.Type, cur, title, t.URL)
		if t.HostID != "" {
			fmt.Fprintf(&b, " (in window %s)", t.HostID)
		}
		if t.Focused {
			b.WriteString(" [focused]")
		}
		b.WriteString("\n")
	}
	if len(ts) == 0 {
		b.WriteString("The app exposes no windows or webviews.\n")
	}
	c.out("%s", strings.TrimRight(b.String(), "\n"))
	return nil
}
