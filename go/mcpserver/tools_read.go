package mcpserver

import (
	"context"
	"fmt"
	"time"

	"github.com/electron-mcp/electron-mcp/go/page"
	"github.com/electron-mcp/electron-mcp/go/snapshot"
)

type snapshotArgs struct {
	Target string `json:"target,omitempty" jsonschema:"a ref or CSS selector: capture only this element's subtree"`
	Ref    string `json:"ref,omitempty" alias:"target" jsonschema:"older name of target"`
	Depth  int    `json:"depth,omitempty" jsonschema:"levels below the root (or target) to include; 0 = all"`
	Boxes  bool   `json:"boxes,omitempty" jsonschema:"append each element's box [box=x,y,width,height] in CSS pixels"`
}

func runSnapshot(ctx context.Context, c *call, a *snapshotArgs) error {
	target := targetOf(a.Target, a.Ref)
	if target != "" && !snapshot.IsRef(target) {
		// A selector: find its element, whose ref the snapshot knows.
		el, err := c.tab.page.Resolve(ctx, target)
		if err != nil {
			return err
		}
		target = c.tab.page.RefFor(ctx, el)
		if target == "" {
			// Refs are issued by snapshots: take one, then look again.
			if _, err := c.tab.page.Snapshot(ctx, snapshot.Options{MaxChars: -1}); err != nil {
				return err
			}
			if target = c.tab.page.RefFor(ctx, el); target == "" {
				return errorf("%q matches an element that has no ref in the snapshot (it is not interactive); pass the ref of an ancestor or of something inside it", targetOf(a.Target, a.Ref))
			}
		}
	}
	snap, err := c.tab.page.Snapshot(ctx, snapshot.Options{Target: target, Depth: a.Depth, Boxes: a.Boxes})
	if err != nil {
		return err
	}
	if target == "" && a.Depth == 0 {
		c.tab.last = snap
	}
	c.snap = snap.Text
	return nil
}

type findArgs struct {
	Text  string `json:"text,omitempty" jsonschema:"text to find (case-insensitive)"`
	Regex string `json:"regex,omitempty" jsonschema:"a regular expression to find instead"`
}

func runFind(ctx context.Context, c *call, a *findArgs) error {
	if (a.Text == "") == (a.Regex == "") {
		return errorf("pass text or regex")
	}
	snap, err := c.tab.page.Snapshot(ctx, snapshot.Options{MaxChars: -1})
	if err != nil {
		return err
	}
	q, isRegex := a.Text, false
	if a.Regex != "" {
		q, isRegex = a.Regex, true
	}
	text, n, err := snapshot.Find(snap, q, isRegex, 0)
	if err != nil {
		return errorf("%v", err)
	}
	if n == 0 {
		c.out("No line matches %q.", q)
		return nil
	}
	c.out("%d %s match %q:", n, plural(n, "line", "lines"), q)
	c.snap = text
	return nil
}

type screenshotArgs struct {
	optionalTargetArgs
	Type     string `json:"type,omitempty" jsonschema:"default png,enum=png,enum=jpeg"`
	FullPage bool   `json:"fullPage,omitempty" jsonschema:"capture the whole scrollable page"`
	Filename string `json:"filename,omitempty" jsonschema:"ignored: the image is returned in the response" unlisted:"Playwright MCP's; the image comes back inline"`
}

func runScreenshot(ctx context.Context, c *call, a *screenshotArgs) error {
	shot, err := c.tab.page.Screenshot(ctx, page.ScreenshotOptions{
		Target: a.locator(), FullPage: a.FullPage, Format: a.Type,
	})
	if err != nil {
		return err
	}
	what := "the viewport"
	switch {
	case a.FullPage:
		what = "the full page"
	case a.locator() != "":
		what = a.described()
	}
	scaled := ""
	if shot.Scale < 1 {
		scaled = fmt.Sprintf(", scaled to %.0f%%", shot.Scale*100)
	}
	c.out("Screenshot of %s (%dx%d %s%s).", what, shot.Width, shot.Height, shot.MimeType, scaled)
	c.image = shot
	return nil
}

type waitArgs struct {
	Text     string  `json:"text,omitempty" jsonschema:"text to wait for"`
	TextGone string  `json:"textGone,omitempty" jsonschema:"text to wait to disappear"`
	Time     float64 `json:"time,omitempty" jsonschema:"seconds to wait; with text or textGone, the timeout (default 10)"`
}

func runWaitFor(ctx context.Context, c *call, a *waitArgs) error {
	d := time.Duration(a.Time * float64(time.Second))
	bound := min(d, page.MaxWait)
	switch {
	case a.Text != "":
		if d <= 0 {
			bound = 10 * time.Second
		}
		c.status(fmt.Sprintf("Waiting for %q to appear", a.Text), bound)
	case a.TextGone != "":
		if d <= 0 {
			bound = 10 * time.Second
		}
		c.status(fmt.Sprintf("Waiting for %q to go", a.TextGone), bound)
	default:
		c.status(fmt.Sprintf("Waiting %gs", a.Time), bound)
	}
	if err := c.tab.page.WaitFor(ctx, a.Text, a.TextGone, d); err != nil {
		return err
	}
	switch {
	case a.Text != "":
		c.out("%q appeared.", a.Text)
	case a.TextGone != "":
		c.out("%q is gone.", a.TextGone)
	default:
		c.out("Waited %gs.", a.Time)
	}
	// Show what the wait led to.
	return c.acted(page.Settled{}, nil)
}

type resizeArgs struct {
	Width  int `json:"width" jsonschema:"viewport width in CSS pixels"`
	Height int `json:"height" jsonschema:"viewport height in CSS pixels"`
}

func runResize(ctx context.Context, c *call, a *resizeArgs) error {
	if err := c.tab.page.Resize(ctx, a.Width, a.Height); err != nil {
		return err
	}
	c.out("Viewport resized to %dx%d.", a.Width, a.Height)
	return nil
}
