package mcpserver

// The tool-call pipeline: every tool call, ours or the app's, goes through
// handler and runTool, in this order:
//
//  1. its arguments are checked against the schema tools/list advertises
//     (a bad one changes nothing and waits for nothing);
//  2. it takes its turn: calls run one at a time, and a call that waits for
//     the person (browser_pick) gives way to the next (preempt, waiting);
//  3. its deadline is set (--tool-timeout, or the tool's own for a tool
//     timedByItself);
//  4. the tab is selected (or followed to the person's focus), and a modal
//     state (a dialog, a file chooser) refuses the tools that cannot run
//     beside it (withModal lets one);
//  5. a tool that acts is bracketed with the bridge's Bridge.beginAction and
//     endAction (downloads it starts go to the bridge's folder; see
//     downloads.go), and runs guarded: a crash or a detach ends it at once
//     (page.Guard), and so does a JavaScript dialog (untilDialog);
//  6. its response is rendered (call.go: result), and the highlight of what
//     it acted on is armed for when the agent pauses (showingTarget).
//
// What differs per tool is a flag on its declaration (tools.go): withModal,
// withoutPage, timedByItself, in, showingTarget; the bracket follows from
// its hints (acting).

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"github.com/electron-mcp/electron-mcp/go/internal/phases"
	"github.com/electron-mcp/electron-mcp/go/page"
)

// showPause is how long the agent must pause between calls for the person
// to see the highlight of what its last action acted on. Drawing one costs
// the renderer's main thread a few milliseconds, the first in a document
// a frame or more, which a call that follows at once would wait behind; an
// agent that thinks between calls pauses far longer. A quick run of calls
// shows the last one's target when it ends.
const showPause = 50 * time.Millisecond

// toolDef is one tool: its declaration and its handler.
type toolDef struct {
	tool mcp.Tool
	// modalOK: the tool may run while a dialog or file chooser is open.
	modalOK bool
	// noPage: the tool does not need a selected target (browser_tabs).
	noPage bool
	// cap is the capability the tool belongs to; "" is the default set.
	cap Capability
	// selfTimed: the tool bounds its own wait (browser_pick's timeout),
	// beyond Options.ToolTimeout up to maxSelfTimed.
	selfTimed bool
	// brackets: the tool acts on the page (its hints say so), so the
	// bridge is told when it begins and ends (actionBegins).
	brackets bool
	// showsTarget: the person sees what it acted on highlighted once the
	// agent pauses (Options.ShowActions): the element, or for the tools
	// that act at coordinates a marker at the point (from and to for a
	// drag).
	showsTarget bool
	// args checks the arguments against the tool's input schema (with the
	// aliases tools/list leaves out); handler compiles it from the
	// advertised schema when the declaration did not (an app's tool).
	args *argSchema
	// bind decodes checked arguments into what run finds in call.args;
	// nil leaves them in call.req.
	bind func(json.RawMessage) (any, error)
	run  func(ctx context.Context, s *Server, c *call) error
}

// add registers a tool with the serialising, timing and rendering wrapper.
func (s *Server) add(d toolDef) {
	s.mcp.AddTool(d.tool, s.handler(d))
}

// handler is a tool's handler with the checking, serialising, timing and
// rendering wrapper.
func (s *Server) handler(d toolDef) server.ToolHandlerFunc {
	if d.args == nil {
		a, err := compileArgs(toolSchema(d.tool))
		if err != nil {
			// A schema from elsewhere (an app's tool) that this checker
			// cannot read: the tool checks its own arguments.
			s.log.Warn("a tool's input schema does not compile; its arguments go unchecked", "name", d.tool.Name, "err", err)
			a = &argSchema{}
		}
		d.args = a
	}
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		// Bad arguments change nothing, not even which tab is attached,
		// and do not wait for the calls before them.
		raw := rawArguments(req)
		err := d.args.check(d.tool.Name, raw)
		var args any
		if err == nil && d.bind != nil {
			args, err = d.bind(raw)
		}
		if err != nil {
			s.log.Debug("tool", "name", d.tool.Name, "err", err)
			return (&call{s: s, req: req, name: d.tool.Name}).result(ctx, err), nil
		}
		// A call that waits for the person (browser_pick) gives way to
		// the next call instead of holding it up.
		turn := s.preempt(d.tool.Name)
		s.mu.Lock()
		defer s.mu.Unlock()
		turn()
		if s.showTimer != nil && !s.showTimer.Stop() {
			s.showNext = nil // drawn already
		}
		timeout := s.opt.ToolTimeout
		if d.selfTimed {
			timeout = max(timeout, maxSelfTimed)
		}
		ctx, cancel := context.WithTimeout(ctx, timeout)
		defer cancel()
		c := &call{s: s, req: req, name: d.tool.Name, args: args, progress: startProgress(ctx, s.mcp, req, d.tool.Name)}
		s.log.Debug("tool started", "name", d.tool.Name)
		start := time.Now()
		ctx, ph := phases.With(ctx)
		err = s.runTool(ctx, d, c)
		res := c.result(ctx, err)
		s.log.Debug("tool", "name", d.tool.Name, "ms", time.Since(start).Milliseconds(), "err", err, "phases", ph, "args", debugArgs(raw))
		if c.show != nil {
			s.showNext = c.show
		}
		if s.showNext != nil {
			// What the last action acted on, for the person (see
			// page.ShowTargets), once the agent pauses; armed again after
			// a call that came first.
			s.showTimer = time.AfterFunc(showPause, s.showNext)
		}
		c.progress.end()
		if s.opt.Warning != "" && !s.warned {
			s.warned = true
			if text, ok := res.Content[0].(mcp.TextContent); ok {
				text.Text = "### Warning\n" + s.opt.Warning + "\n\n" + text.Text
				res.Content[0] = text
			}
		}
		return res, nil
	}
}

func (s *Server) runTool(ctx context.Context, d toolDef, c *call) error {
	if d.noPage {
		return d.run(ctx, s, c)
	}
	t, err := s.selected(ctx, c)
	if err != nil {
		return err
	}
	c.tab = t
	if m := t.page.Modal(); m != nil && !d.modalOK {
		return &toolError{msg: modalRefusal(d.tool.Name, m)}
	}
	if t.stayed != nil && d.tool.Name != "browser_handle_dialog" && !isReadOnly(d) {
		t.stayed = nil
	}
	if s.opt.ShowActions && d.showsTarget {
		ctx, c.show = page.ShowTargets(ctx, s.opt.ShowFor)
	}
	// Every CDP call and wait of the tool ends as soon as the renderer
	// crashes or the target goes away, not at the tool's deadline.
	ended := s.actionBegins(ctx, d, t)
	gctx, stop := t.page.Guard(ctx)
	err = d.run(gctx, s, c)
	f := t.page.Interrupted(gctx)
	stop()
	ended()
	if f == nil {
		// The target went away during the call, and the call heard of it
		// first: say what happened, not the CDP error it caused.
		f = t.page.FaultOf(ctx, err)
	}
	if f != nil {
		return s.interrupted(ctx, c, t, f)
	}
	return err
}

// isReadOnly reports whether the tool only reads.
func isReadOnly(d toolDef) bool {
	a := d.tool.Annotations.ReadOnlyHint
	return a != nil && *a
}

// interrupted is the error of a tool call that a fault of its target cut
// short: what happened and what to do next.
func (s *Server) interrupted(ctx context.Context, c *call, t *tab, f *page.FaultError) error {
	if f.Kind == page.Crashed {
		// The target stays; the response still shows its page section.
		return errorf("%s was interrupted: the page's renderer crashed (it may have run out of memory, or its process was killed). Call browser_reload or browser_navigate to bring the page back, or browser_tabs to select another tab", c.name)
	}
	c.tab = nil
	err := s.lost(ctx, t, f)
	return errorf("%s was interrupted: %s", c.name, agentMessage(err))
}

func modalRefusal(tool string, m *page.Modal) string {
	if m.Dialog != nil {
		return fmt.Sprintf("%s cannot run while %s dialog is open (%q): the page is blocked until it is handled. Call browser_handle_dialog first", tool, page.DialogKind(m.Dialog.Type), m.Dialog.Message)
	}
	return fmt.Sprintf("%s cannot run while a file chooser is open. Call browser_file_upload with the paths to upload (or with none to cancel) first", tool)
}

func (d toolDef) withModal() toolDef { d.modalOK = true; return d }

// showingTarget highlights, for the person, what the tool acted on.
func (d toolDef) showingTarget() toolDef { d.showsTarget = true; return d }
func (d toolDef) withoutPage() toolDef   { d.noPage = true; return d }

// timedByItself lets the tool wait longer than --tool-timeout: it has a
// timeout argument of its own.
func (d toolDef) timedByItself() toolDef { d.selfTimed = true; return d }

// in puts the tool in a capability (see caps.go): it is listed only when
// serve --caps names that capability. Without it, a tool is in the default
// set, which every agent pays for in context: keep that set to what most
// tasks need.
func (d toolDef) in(c Capability) toolDef { d.cap = c; return d }

// untilDialog runs a tool that gives up when a JavaScript dialog opens: the
// page's renderer is blocked until the dialog is handled, so input events,
// evaluations and waits would otherwise hang. What the tool started (the
// click that opened the dialog) has happened, unless the dialog came
// before it acted (page.ErrNotActed); the response says which and shows
// the dialog as Modal state.
func untilDialog(ctx context.Context, c *call, run func(context.Context) error) error {
	gctx, stop := c.tab.page.UntilDialog(ctx)
	defer stop()
	err := run(gctx)
	if err == nil || ctx.Err() != nil || !page.DialogInterrupted(gctx) {
		return err
	}
	d := c.tab.page.Dialog()
	if d == nil {
		return err
	}
	if errors.Is(err, page.ErrNotActed) {
		c.out("The page opened %s dialog (%q) before %s acted: it was not done. Call browser_handle_dialog to accept or dismiss it, then call %s again.", page.DialogKind(d.Type), d.Message, c.name, c.name)
		return nil
	}
	c.out("The page opened %s dialog (%q) before %s finished. Call browser_handle_dialog to accept or dismiss it.", page.DialogKind(d.Type), d.Message, c.name)
	return nil
}

// preempted is why a call that waited for the person ended: another call came.
type preempted struct{ by string }

func (p *preempted) Error() string { return "another tool call (" + p.by + ") came" }

var errPickTimeout = errors.New("mcpserver: the pick timed out")

// preempt ends the call that waits for the person, if there is one, because
// tool is called and waits for its turn: tool calls run one at a time, and
// the agent moved on. The returned func says the call has its turn.
func (s *Server) preempt(tool string) (turn func()) {
	s.waitMu.Lock()
	defer s.waitMu.Unlock()
	s.queued++
	s.queuedTool = tool
	if s.waitStop != nil {
		s.waitStop(&preempted{by: tool})
	}
	return func() {
		s.waitMu.Lock()
		s.queued--
		s.waitMu.Unlock()
	}
}

// waiting registers the call that waits for the person (stop ends it), or
// unregisters it (nil). A call already waiting for its turn ends it at once.
func (s *Server) waiting(stop context.CancelCauseFunc) {
	s.waitMu.Lock()
	defer s.waitMu.Unlock()
	s.waitStop = stop
	if stop != nil && s.queued > 0 {
		stop(&preempted{by: s.queuedTool})
	}
}

// actionBegins tells the bridge that an agent's action on t starts, for a
// tool that acts: a download it starts is then saved into the bridge's
// folder instead of asking the person. The returned func says it ended.
func (s *Server) actionBegins(ctx context.Context, d toolDef, t *tab) (ended func()) {
	if !d.brackets {
		return func() {}
	}
	s.actionStarted(t.id)
	ctl := s.watch.control()
	if ctl == nil {
		return func() {}
	}
	bctx, cancel := context.WithTimeout(ctx, controlCallTimeout)
	err := ctl.BeginAction(bctx, t.id)
	cancel()
	if err != nil {
		s.log.Debug("telling the bridge an action begins", "err", err)
		return func() {}
	}
	began := time.Now()
	return func() {
		ectx, cancel := context.WithTimeout(context.WithoutCancel(ctx), controlCallTimeout)
		defer cancel()
		// The dialogs the action made the app open, before their events
		// reach the watcher: the action's response shows them.
		held, err := ctl.EndAction(ectx, t.id)
		s.downloads.mu.Lock()
		s.downloads.began, s.downloads.ended = began, time.Now()
		s.downloads.mu.Unlock()
		if err == nil {
			for _, d := range held {
				s.dialogOpened(d)
			}
		}
	}
}

// debugArgs is a call's arguments for the debug log: what it acts on
// (refs, element descriptions, a URL, a key), cut short; what it types,
// fills, evaluates or uploads shows as its size alone, so that a password
// typed into a login form never reaches a log, nor a URL's query.
func debugArgs(raw json.RawMessage) string {
	var args map[string]json.RawMessage
	if json.Unmarshal(raw, &args) != nil {
		return fmt.Sprintf("(%d bytes)", len(raw))
	}
	shown := make(map[string]any, len(args))
	for k, v := range args {
		switch k {
		case "element", "target", "ref", "startElement", "startTarget", "endElement", "endTarget", "url", "key", "button", "slowly", "submit", "doubleClick", "accept", "index", "action":
			var x any
			if json.Unmarshal(v, &x) == nil {
				if s, ok := x.(string); ok {
					if k == "url" {
						// Not its query or fragment: tokens ride there.
						s, _, _ = strings.Cut(s, "?")
						s, _, _ = strings.Cut(s, "#")
					}
					if utf8.RuneCountInString(s) > 80 {
						s = string([]rune(s)[:80]) + "…"
					}
					x = s
				}
				shown[k] = x
				continue
			}
		}
		shown[k] = fmt.Sprintf("(%d bytes)", len(v))
	}
	b, _ := json.Marshal(shown)
	return string(b)
}
