package mcpserver

import (
	"context"

	"github.com/electron-mcp/electron-mcp/proto"
)

type navigateArgs struct {
	URL string `json:"url" jsonschema:"the URL to navigate to"`
}

func runNavigate(ctx context.Context, c *call, a *navigateArgs) error {
	c.status("Loading "+a.URL, 0)
	return c.acted(c.tab.page.Navigate(ctx, a.URL))
}

type noArgs struct{}

func runBack(ctx context.Context, c *call, _ *noArgs) error {
	c.status("Going back", 0)
	return c.acted(c.tab.page.History(ctx, -1))
}

func runForward(ctx context.Context, c *call, _ *noArgs) error {
	c.status("Going forward", 0)
	return c.acted(c.tab.page.History(ctx, +1))
}

func runReload(ctx context.Context, c *call, _ *noArgs) error {
	c.status("Reloading", 0)
	s, err := c.tab.page.Reload(ctx, c.tab.typ == proto.TypeWebview)
	if err != nil {
		return err
	}
	s.Navigated = true
	return c.acted(s, nil)
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
