package mcpserver

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/electron-mcp/electron-mcp/go/bridge"
	"github.com/electron-mcp/electron-mcp/go/page"
	"github.com/electron-mcp/electron-mcp/go/snapshot"
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
		delete(s.tabs, id)
	}
}

// selected returns the selected target, attaching to it on first use.
// Until the agent selects a tab (browser_tabs select, or --target), that is
// the webContents the person focused last, as the bridge's channel reports
// it; without the channel, the focused target at the first call, else the
// first window.
func (s *Server) selected(ctx context.Context, c *call) (*tab, error) {
	if s.gone != "" {
		msg := s.gone
		s.gone = ""
		return nil, errorf("%s", msg)
	}
	if t, from, ok := s.followFocus(ctx); ok {
		if from != "" {
			c.nowOn = fmt.Sprintf("%s, the view the person focused", nowOnName(s.targetOf(t)))
			if ref := refArgument(c.req.GetArguments()); ref != "" {
				c.tab = t
				return nil, errorf("the person focused another view since your last snapshot, so %s is not from this one. Call browser_snapshot to see it, or browser_tabs select to go back to %s", ref, from)
			}
		}
		return t, nil
	}
	if t := s.tabs[s.current]; t != nil {
		if t.page.Err() != nil {
			return nil, s.lost(ctx, t, nil)
		}
		return t, nil
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

// followFocus moves the agent to the webContents the person focused last,
// unless the agent chose one; from names the tab it left ("" on the first
// call). It reports false when it did not move (not following, focus
// unknown, already there, or attaching failed: the call then stays where
// it was).
func (s *Server) followFocus(ctx context.Context) (t *tab, from string, moved bool) {
	if s.pinned {
		return nil, "", false
	}
	if !s.focusAsked {
		// The channel opens in the background as the server starts; the
		// first call waits for it (focusWait at most, once), so that it
		// acts where the person is, as browser_tabs then shows, rather
		// than on a guess made a moment too early.
		s.focusAsked = true
		wctx, cancel := context.WithTimeout(ctx, focusWait)
		s.WaitBridge(wctx)
		cancel()
	}
	target, ok := s.watch.focus()
	if !ok || target.ID == s.current {
		return nil, "", false
	}
	if target.Type == "" {
		// Not in the channel's list yet: ask the bridge.
		ts, err := s.list(ctx)
		if err != nil {
			return nil, "", false
		}
		found := false
		for _, t := range ts {
			if t.ID == target.ID {
				target, found = t, true
			}
		}
		if !found {
			return nil, "", false
		}
	}
	before := s.tabs[s.current]
	t, err := s.attach(ctx, target)
	if err != nil {
		s.log.Info("following the focus failed", "target", target.ID, "err", err)
		if before != nil {
			s.current = before.id
		}
		return nil, "", false
	}
	if before != nil {
		from = describeTab(before.id, before.typ, before.title)
	}
	return t, from, true
}

// focusWait bounds the first call's wait for the bridge's channel (a
// bridge without one makes it wait that long, once).
const focusWait = 3 * time.Second

// targetOf describes an attached tab as the bridge would.
func (s *Server) targetOf(t *tab) proto.Target {
	return proto.Target{ID: t.id, Type: t.typ, Title: t.title}
}

// refArgument returns the first snapshot ref among a call's arguments
// (target, ref, startTarget, the targets of form fields, …), or "".
func refArgument(args map[string]any) string {
	var find func(v any) string
	find = func(v any) string {
		switch v := v.(type) {
		case string:
			if snapshot.IsRef(v) {
				return strings.TrimSpace(v)
			}
		case map[string]any:
			for k, x := range v {
				if k == "target" || k == "ref" || strings.HasSuffix(k, "Target") || strings.HasSuffix(k, "Ref") || k == "fields" {
					if r := find(x); r != "" {
						return r
					}
				}
			}
		case []any:
			for _, x := range v {
				if r := find(x); r != "" {
					return r
				}
			}
		}
		return ""
	}
	return find(args)
}

// nowOnName names a target for the "Now on" note: "Docs" (webview 7).
func nowOnName(t proto.Target) string {
	typ := t.Type
	if typ == proto.TypePage {
		typ = "window"
	}
	if t.Title == "" {
		return fmt.Sprintf("%s %s", typ, t.ID)
	}
	return fmt.Sprintf("%q (%s %s)", t.Title, typ, t.ID)
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
		if t.page.Err() == nil {
			s.current = target.ID
			t.title = target.Title
			return t, nil
		}
		t.page.Close()
		delete(s.tabs, target.ID)
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

// lost handles a selected target that went away (f says how; nil: ask
// the page): it says why in words the agent can act on, and forgets the
// target so the next call picks again.
func (s *Server) lost(ctx context.Context, t *tab, f *page.FaultError) error {
	if f == nil && !errors.As(t.page.Err(), &f) {
		f = &page.FaultError{Kind: page.Disconnected}
	}
	t.page.Close()
	delete(s.tabs, t.id)
	s.current = s.opt.Target
	name := describeTab(t.id, t.typ, t.title)
	switch f.Kind {
	case page.Destroyed:
		s.current = ""
		s.pinned = s.opt.Target != ""
		return errorf("the selected tab (%s) was closed. Call browser_tabs to see what is left, or just go on: the next call picks the view the person focused", name)
	case page.Detached:
		return errorf("the debugger of the selected tab (%s) was detached by someone else (the app, or DevTools); call the tool again to re-attach", name)
	case page.BridgeClosed:
		s.forgetBridge()
		return errorf("the app closed its bridge (it may be quitting or restarting). Call the tool again once the app is back")
	}
	// The socket dropped: the app may have crashed, been killed or
	// restarted. Find it again, briefly: the agent waits on this answer.
	s.forgetBridge()
	why := f.Kind.String()
	if f.Detail != "" {
		why += ": " + f.Detail
	}
	lctx, cancel := context.WithTimeout(ctx, time.Second)
	defer cancel()
	if _, lerr := s.list(lctx); lerr != nil {
		return errorf("lost the connection to the app (%s) and cannot reach it again (%v). The app may have quit or crashed: restart it (or ask the person to), then call the tool again", why, lerr)
	}
	return errorf("the connection to the app dropped (%s) and was re-established; call the tool again", why)
}

func describeTab(id, typ, title string) string {
	if title == "" {
		return fmt.Sprintf("%s %s", typ, id)
	}
	return fmt.Sprintf("%s %s %q", typ, id, title)
}

// tabsArgs are browser_tabs' arguments.
type tabsArgs struct {
	Action string `json:"action,omitempty" jsonschema:"select stops following the person's focus; follow (the default) resumes,enum=list,enum=select,enum=follow,enum=new,enum=close"`
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
		s.pinned = true
		c.tab = t
		// Show the selected tab in full: the agent has not seen it yet.
		c.snapshotMode = SnapshotFull
		c.acted(page.Settled{Navigated: true}, nil)
	case "follow":
		if s.opt.Target != "" {
			return errorf("electron-mcp was started with --target %s, which pins the tab; browser_tabs select picks another", s.opt.Target)
		}
		s.pinned = false
		s.gone = ""
	case "new":
		return errorf("browser_tabs new is not supported: electron-mcp works on the app's own windows and webviews. Use browser_navigate in the selected one")
	case "close":
		return errorf("browser_tabs close is not supported: closing a window of the person's app is for the app to do")
	default:
		return errorf("unknown action %q: use list, select or follow", a.Action)
	}
	ts, err := s.list(ctx)
	if err != nil {
		return err
	}
	// The person's focus as the channel follows it (it outlives the app
	// losing the OS focus to the agent's terminal; while it does not know,
	// nothing is shown focused, as calls then do not follow either); with
	// no channel, the bridge's view.
	focused, known := s.watch.focus()
	known = known || s.watch.control() != nil
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
		if (known && focused.ID == t.ID) || (!known && t.Focused) {
			b.WriteString(" [focused]")
		}
		if t.Visible {
			b.WriteString(" [visible]")
		} else {
			b.WriteString(" [hidden]")
		}
		b.WriteString("\n")
	}
	if len(ts) == 0 {
		b.WriteString("The app exposes no windows or webviews.\n")
	}
	switch {
	case s.pinned:
		b.WriteString("Tools act on the current tab; the person's focus does not move you (browser_tabs follow would).")
	case known:
		b.WriteString("Tools act on the view the person focused last, and follow when they focus another.")
	}
	c.out("%s", strings.TrimRight(b.String(), "\n"))
	return nil
}
