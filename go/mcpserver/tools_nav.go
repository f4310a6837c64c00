package mcpserver

import (
	"context"

	"github.com/electron-mcp/electron-mcp/go/page"
	"github.com/electron-mcp/electron-mcp/proto"
)

type navigateArgs struct {
	URL string `json:"url" jsonschema:"the URL to navigate to"`
}

func runNavigate(ctx context.Context, c *call, a *navigateArgs) error {
	c.status("Loading "+a.URL, 0)
	return c.navigated(ctx, "navigation to "+a.URL, func(ctx context.Context) (page.Settled, error) {
		return c.tab.page.Navigate(ctx, a.URL)
	})
}

// stayedNavigation is an agent's navigation that the page's beforeunload
// handler kept from happening (Electron asks no one: it stays unless the
// app lets it go). The agent may answer Leave and have it done again.
type stayedNavigation struct {
	what string // "navigation to …", "going back", …
	do   func(context.Context) (page.Settled, error)
}

// navigated runs one of the agent's navigations; when the page asked to
// stay and stayed, the response says so and how to leave.
func (c *call) navigated(ctx context.Context, what string, do func(context.Context) (page.Settled, error)) error {
	s, err := do(ctx)
	if err != nil {
		return err
	}
	if s.Stayed {
		c.tab.stayed = &stayedNavigation{what: what, do: do}
		c.out("The page asked to stay (its beforeunload handler: it may hold unsaved changes), and the app keeps a page that asks: the %s did not happen. To leave anyway, as a person answering Leave would, call browser_handle_dialog with accept: true (what the page did not save is lost); accept: false stays.", what)
	}
	return c.acted(s, nil)
}

// leave answers the page's request to stay: accept does the navigation
// again, letting the page go this once (the bridge's Bridge.allowLeave,
// until the call ends).
func (c *call) leave(ctx context.Context, accept bool) error {
	st := c.tab.stayed
	c.tab.stayed = nil
	if !accept {
		c.out("Stayed on the page, as it asked; the %s was not done.", st.what)
		return nil
	}
	ctl := c.s.watch.control()
	if ctl == nil {
		return errorf("the app's bridge channel is not reachable, so the page cannot be left against its beforeunload handler; the page stays")
	}
	if err := ctl.AllowLeave(ctx, c.tab.id); err != nil {
		return errorf("the bridge did not let the page go: %v; the page stays", err)
	}
	s, err := st.do(ctx)
	if err != nil {
		return err
	}
	if s.Stayed {
		c.out("The page asked to stay again and the app kept it: the %s did not happen.", st.what)
	} else {
		c.out("Left the page, as a person answering Leave would: the %s went ahead.", st.what)
	}
	return c.acted(s, nil)
}

type noArgs struct{}

func runBack(ctx context.Context, c *call, _ *noArgs) error {
	c.status("Going back", 0)
	return c.navigated(ctx, "going back", func(ctx context.Context) (page.Settled, error) { return c.tab.page.History(ctx, -1) })
}

func runForward(ctx context.Context, c *call, _ *noArgs) error {
	c.status("Going forward", 0)
	return c.navigated(ctx, "going forward", func(ctx context.Context) (page.Settled, error) { return c.tab.page.History(ctx, +1) })
}

func runReload(ctx context.Context, c *call, _ *noArgs) error {
	c.status("Reloading", 0)
	return c.navigated(ctx, "reload", func(ctx context.Context) (page.Settled, error) {
		s, err := c.tab.page.Reload(ctx, c.tab.typ == proto.TypeWebview)
		if err == nil && !s.Stayed {
			s.Navigated = true
		}
		return s, err
	})
}

func runClose(ctx context.Context, c *call, _ *noArgs) error {
	s := c.s
	t := s.tabs[s.current]
	if t == nil {
		c.out("Not attached to any tab.")
		return nil
	}
	t.page.Close()
	delete(s.tabs, t.id)
	c.out("Detached from %s; the window stays open. The next tool call attaches again.", describeTab(t.id, t.typ, t.title))
	return nil
}
