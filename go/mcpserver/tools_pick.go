package mcpserver

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/electron-mcp/electron-mcp/go/page"
	"github.com/electron-mcp/electron-mcp/go/snapshot"
)

// Bounds of browser_pick's wait.
const (
	pickTimeout = 120 * time.Second
	pickMax     = 10 * time.Minute
	// maxSelfTimed bounds a self-timed tool's call (pickMax and its cleanup).
	maxSelfTimed = pickMax + 30*time.Second
)

type pickArgs struct {
	Prompt  string  `json:"prompt,omitempty" jsonschema:"shown to the person"`
	Timeout float64 `json:"timeout,omitempty" jsonschema:"seconds (default 120)"`
}

func runPick(ctx context.Context, c *call, a *pickArgs) error {
	timeout := pickTimeout
	switch {
	case a.Timeout < 0:
		return errorf("timeout must be a number of seconds, not %g", a.Timeout)
	case a.Timeout > 0:
		timeout = min(time.Duration(a.Timeout*float64(time.Second)), pickMax)
	}
	ctx, stop := context.WithCancelCause(ctx)
	defer stop(nil)
	c.s.waiting(stop)
	defer c.s.waiting(nil)
	ctx, cancel := context.WithTimeoutCause(ctx, timeout, errPickTimeout)
	defer cancel()

	what := "Waiting for the person to click an element"
	if a.Prompt != "" {
		what += ": " + a.Prompt
	}
	c.announce(what, timeout)
	picked, err := c.tab.page.Pick(ctx, page.PickOptions{Prompt: a.Prompt})
	var pre *preempted
	switch {
	case errors.Is(err, page.ErrPickCancelled):
		c.out("The person pressed Escape: no element was picked. The overlay is off.")
		return nil
	case errors.Is(err, errPickTimeout):
		return errorf("no element was picked within %s; the overlay is off. Call browser_pick again (with a prompt that says what to point at), or ask the person", timeout)
	case errors.As(err, &pre):
		return errorf("browser_pick ended before the person picked an element: %s was called. The overlay is off", pre.by)
	case errors.Is(err, page.ErrPickNavigated):
		return errorf("the page navigated before the person picked an element; the overlay is off. Call browser_pick again")
	case err != nil:
		return err
	}
	b := picked.Box
	c.out("The person picked %s: ref %s, box x=%.0f y=%.0f width=%.0f height=%.0f (CSS pixels, viewport). Pass %s as target to other tools.",
		picked.Description, picked.Ref, b.X, b.Y, b.W, b.H, picked.Ref)
	c.snap = pickedLines(picked)
	return nil
}

// pickedLines is the picked element's snapshot line with its ancestors,
// with its ref on it. An element the snapshot does not show on a line of its
// own (a plain <div>) comes as a line of its own under its nearest shown
// ancestor.
func pickedLines(p *page.Picked) string {
	lines := p.Snapshot.Lines
	if p.Line < 0 || p.Line >= len(lines) {
		return fmt.Sprintf("- %s [ref=%s]", p.Description, p.Ref)
	}
	chain := []snapshot.Line{lines[p.Line]}
	for i, d := p.Line-1, lines[p.Line].Depth; i >= 0 && d > 0; i-- {
		if lines[i].Depth < d {
			chain = append(chain, lines[i])
			d = lines[i].Depth
		}
	}
	var b strings.Builder
	for i := len(chain) - 1; i >= 0; i-- {
		depth := len(chain) - 1 - i
		text := chain[i].Text
		if i == 0 {
			if chain[i].Ref != p.Ref {
				// An ancestor's line: the element goes under it.
				fmt.Fprintf(&b, "%s%s\n", strings.Repeat("  ", depth), text)
				text, depth = fmt.Sprintf("- %s [ref=%s]", p.Description, p.Ref), depth+1
			} else if !strings.Contains(text, "[ref="+p.Ref+"]") {
				text = withRef(text, p.Ref)
			}
		}
		fmt.Fprintf(&b, "%s%s\n", strings.Repeat("  ", depth), text)
	}
	return b.String()
}

// withRef puts [ref=…] on a snapshot line that does not print one: after its
// role, name and states, before its ": text".
func withRef(line, ref string) string {
	inQuote := false
	for i := 0; i < len(line); i++ {
		switch line[i] {
		case '\\':
			if inQuote {
				i++
			}
		case '"':
			inQuote = !inQuote
		case ':':
			if !inQuote && (i+1 == len(line) || line[i+1] == ' ') {
				return line[:i] + " [ref=" + ref + "]" + line[i:]
			}
		}
	}
	return line + " [ref=" + ref + "]"
}
