package mcpserver

import (
	"context"
	"encoding/base64"
	"fmt"
	"strings"
	"time"

	"github.com/mark3labs/mcp-go/mcp"

	"github.com/electron-mcp/electron-mcp/go/internal/phases"
	"github.com/electron-mcp/electron-mcp/go/page"
	"github.com/electron-mcp/electron-mcp/go/snapshot"
)

// call is one tool call being answered: what the tool produced, rendered
// into sections at the end.
type call struct {
	s    *Server
	req  mcp.CallToolRequest
	name string
	args any // the bound arguments (see toolDef.bind)
	tab  *tab

	text         strings.Builder
	settled      *page.Settled // set by actions: a snapshot follows
	snapshotMode string        // overrides the server's mode for this call
	snap         string        // the Snapshot section, when set directly
	image        *page.Screenshot
	nowOn        string // the call followed the person's focus to this tab
	progress     *progress
	show         func() // shows the person what the call acted on (page.ShowTargets)
	// actedOn: the ref (or selector) a click, typing or selection acted on;
	// its taking the focus is no news in the diff (snapshot.Snapshot.Acted).
	actedOn string
}

// status says what the call is doing, for the client's progress display
// (when it asked for progress), and how long it may take at most.
func (c *call) status(what string, total time.Duration) {
	c.progress.set(what, total, false)
}

// announce is status, sent at once: the call waits for the person.
func (c *call) announce(what string, total time.Duration) {
	c.progress.set(what, total, true)
}

// out appends a line to the Result section.
func (c *call) out(format string, args ...any) {
	if c.text.Len() > 0 {
		c.text.WriteByte('\n')
	}
	if len(args) == 0 {
		c.text.WriteString(format)
		return
	}
	fmt.Fprintf(&c.text, format, args...)
}

// acted records that an action ran and settled, so the response carries
// what changed; an action that failed records nothing and returns its
// error. A handler ends with return c.acted(c.tab.page.Click(…)).
func (c *call) acted(s page.Settled, err error) error {
	if err != nil {
		return err
	}
	c.settled = &s
	return nil
}

// result renders the response.
func (c *call) result(ctx context.Context, err error) *mcp.CallToolResult {
	var b strings.Builder
	section := func(name, body string) {
		if body == "" {
			return
		}
		if b.Len() > 0 {
			b.WriteString("\n")
		}
		b.WriteString("### ")
		b.WriteString(name)
		b.WriteString("\n")
		b.WriteString(strings.TrimRight(body, "\n"))
		b.WriteString("\n")
	}
	if err != nil {
		section("Error", agentMessage(err))
	}
	section("Result", c.text.String())

	var events []string
	if t := c.tab; t != nil && t.page.Err() == nil {
		p := t.page
		// When the call's time is up, the response says what is known
		// (the URL, the modal state) and waits for nothing more: a hung
		// page would answer neither the title nor the snapshot.
		late := ctx.Err() != nil
		// The title is read while the snapshot is taken, not after it.
		var title <-chan string
		if p.Modal() == nil && !late {
			ch := make(chan string, 1)
			title = ch
			go func() {
				tctx, cancel := context.WithTimeout(ctx, 2*time.Second)
				defer cancel()
				ch <- p.Title(tctx)
			}()
		}
		if err == nil && c.settled != nil && !late {
			c.actionSnapshot(ctx)
			for _, n := range c.settled.Notes {
				events = append(events, "- "+n)
			}
		}
		if body := c.pageSection(title); c.showPage(body) {
			if c.nowOn != "" {
				body = "- Now on: " + c.nowOn + "\n" + body
			}
			section("Page", body)
		}
		modal := c.s.appDialogLines(t.id)
		if m := p.Modal(); m != nil {
			modal = append([]string{modalSection(m)}, modal...)
		}
		section("Modal state", strings.Join(modal, "\n"))
		if c.snap != "" {
			// The section is the YAML itself, unfenced: a fence says
			// nothing an agent needs and was a twentieth of what an
			// action's answer held.
			section("Snapshot", c.snap)
		}
		for _, u := range p.OpenedWindows() {
			events = append(events, fmt.Sprintf("- The page opened a new window (%s); if the app shows it, browser_tabs lists and selects it", u))
		}
		for _, n := range c.s.rendererNews() {
			events = append(events, "- "+n)
		}
		for _, n := range c.s.dialogNews() {
			events = append(events, "- "+n)
		}
		for _, n := range c.s.downloadNews() {
			events = append(events, "- "+n)
		}
		fresh, again := p.NewConsoleErrors()
		for _, m := range fresh {
			events = append(events, "- "+eventLine(m))
		}
		switch {
		case again == 1:
			events = append(events, "- [ERROR] the same error as before, again")
		case again > 1:
			events = append(events, fmt.Sprintf("- [ERROR] %d errors the same as before, again", again))
		}
		if len(events) > 20 {
			n := len(events) - 20
			events = append(events[:20], fmt.Sprintf("- … and %d more; call browser_console_messages", n))
		}
	}
	section("Events", strings.Join(events, "\n"))

	res := &mcp.CallToolResult{Content: []mcp.Content{mcp.NewTextContent(b.String())}, IsError: err != nil}
	if c.image != nil {
		res.Content = append(res.Content, mcp.NewImageContent(base64.StdEncoding.EncodeToString(c.image.Data), c.image.MimeType))
	}
	return res
}

// pageSection describes the page (the call's note that it followed the
// person to it aside); title is the page's title being read
// (nil when a dialog or file chooser was open).
func (c *call) pageSection(title <-chan string) string {
	p := c.tab.page
	var b strings.Builder
	fmt.Fprintf(&b, "- Page URL: %s\n", p.URL())
	if title != nil && p.Modal() == nil {
		fmt.Fprintf(&b, "- Page Title: %s\n", <-title)
	}
	if c.s.multiTab() {
		fmt.Fprintf(&b, "- Tab: %s\n", describeTab(c.tab.id, c.tab.typ, ""))
	}
	if errs, warns := p.ConsoleCounts(); errs+warns > 0 {
		fmt.Fprintf(&b, "- Console: %d %s, %d %s\n", errs, plural(errs, "error", "errors"), warns, plural(warns, "warning", "warnings"))
	}
	if p.Crashed() {
		b.WriteString("- The page's renderer crashed: call browser_reload or browser_navigate\n")
	}
	for _, u := range p.CrashedFrames() {
		fmt.Fprintf(&b, "- The renderer of the frame %s crashed: the frame shows empty until browser_reload loads it again\n", u)
	}
	return b.String()
}

// showPage says whether the response shows the Page section: when
// something in it changed since the last response that showed it, after a
// navigation or on another tab, from the tools that ask where the page is
// (pagePlaces), and whenever the call followed the person to another
// view. Every other response leaves it out: most actions change none of
// it, and it was a seventh of what an agent read.
func (c *call) showPage(body string) bool {
	s := c.s
	force := c.nowOn != "" || pagePlaces[c.name] || c.settled != nil && c.settled.Navigated
	if !force && s.shownPageTab == c.tab && s.shownPage == body {
		return false
	}
	s.shownPage, s.shownPageTab = body, c.tab
	return true
}

// pagePlaces are the tools whose responses always show the Page section:
// a snapshot of the whole page, those that move the page or keep it where
// it was (a navigation the page refused, a dialog answered), and the
// console's listing, which the section's counts sum up.
var pagePlaces = map[string]bool{
	"browser_snapshot": true, "browser_navigate": true, "browser_navigate_back": true,
	"browser_navigate_forward": true, "browser_reload": true, "browser_tabs": true,
	"browser_handle_dialog": true, "browser_console_messages": true,
}

func (s *Server) multiTab() bool { return len(s.tabs) > 1 }

func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}

func modalSection(m *page.Modal) string {
	if d := m.Dialog; d != nil {
		s := fmt.Sprintf("- [%q dialog with message %q]: can be handled by browser_handle_dialog", string(d.Type), d.Message)
		if d.DefaultPrompt != "" {
			s += fmt.Sprintf(" (default text %q)", d.DefaultPrompt)
		}
		return s
	}
	if f := m.FileChooser; f != nil {
		kind := "File chooser"
		if f.Mode == "selectMultiple" {
			kind = "File chooser (multiple files)"
		}
		return fmt.Sprintf("- [%s]: can be handled by browser_file_upload", kind)
	}
	return ""
}

func consoleLine(m page.ConsoleMessage) string {
	s := fmt.Sprintf("[%s] %s", strings.ToUpper(levelTag(m)), m.Text)
	if m.Location != "" {
		s += " @ " + m.Location
	}
	return s
}

// eventLine is a console message as the Events section shows it: its
// first line (an error's message, not its stack or the object logged
// with it) and where it came from; browser_console_messages has the rest.
func eventLine(m page.ConsoleMessage) string {
	first, rest, more := strings.Cut(m.Text, "\n")
	if more && strings.TrimSpace(rest) != "" {
		m.Text = strings.TrimSpace(first) + " … (the rest: browser_console_messages)"
	}
	return consoleLine(m)
}

func levelTag(m page.ConsoleMessage) string {
	switch m.Level {
	case page.LevelError:
		return "error"
	case page.LevelWarning:
		return "warning"
	case page.LevelDebug:
		return "debug"
	}
	if m.Type == "info" {
		return "info"
	}
	return "log"
}

// actionSnapshot fills the Snapshot section after an action: what changed
// since the snapshot the agent saw last, or all of it after a navigation.
func (c *call) actionSnapshot(ctx context.Context) {
	mode := c.snapshotMode
	if mode == "" {
		mode = c.s.opt.SnapshotMode
	}
	t := c.tab
	if mode == SnapshotNone || t.page.Modal() != nil {
		return
	}
	// A dialog that opens meanwhile blocks the page: the Modal state
	// section shows it instead.
	ctx, stop := t.page.UntilDialog(ctx)
	defer stop()
	cur, err := t.page.Snapshot(ctx, snapshot.Options{})
	phases.End(ctx, "snapshot")
	if page.DialogInterrupted(ctx) {
		return
	}
	if err != nil {
		c.snap = "(no snapshot: " + agentMessage(err) + ")"
		return
	}
	prev := t.last
	t.last = cur
	if mode == SnapshotFull {
		c.snap = cur.Text
		return
	}
	if prev == nil || c.settled.Navigated {
		// The whole page, long runs of like entries folded: browser_find
		// and browser_snapshot show them.
		c.snap = cur.Folded()
		return
	}
	cur.Acted = c.actedOn
	d := snapshot.Changes(prev, cur)
	phases.End(ctx, "diff")
	if d == "" {
		c.snap = "(no changes)"
		return
	}
	c.snap = d
}
