package mcpserver

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"slices"
	"sync"
	"time"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"github.com/electron-mcp/electron-mcp/go/bridge"
	"github.com/electron-mcp/electron-mcp/go/cdp"
	"github.com/electron-mcp/electron-mcp/go/page"
	"github.com/electron-mcp/electron-mcp/go/snapshot"
)

// Snapshot modes for action responses.
const (
	SnapshotFull = "full" // the whole tree after every action
	SnapshotDiff = "diff" // only what changed (default)
	SnapshotNone = "none" // no snapshot; the agent calls browser_snapshot
)

// Options configure a Server.
type Options struct {
	// Connect finds the bridge. It is called again when the bridge went
	// away (the app restarted), so it should rediscover, not cache. It is
	// called from more than one goroutine (tool calls, and the watcher that
	// keeps the bridge's own channel open).
	Connect func(ctx context.Context) (*bridge.Client, error)
	// Target pins a webContents id; "" picks the focused (or first) one.
	Target string
	// SnapshotMode is SnapshotDiff (default), SnapshotFull or SnapshotNone.
	SnapshotMode string
	// ShowActions highlights, in the person's view, the element each
	// click, hover, drag, type and select acts on, and the point each
	// coordinate tool acts at (serve --show-actions).
	ShowActions bool
	// ShowFor is how long the highlight stays (default a second).
	ShowFor time.Duration
	// ToolTimeout bounds one tool call (default 60 s).
	ToolTimeout time.Duration
	// Caps are the capabilities whose tools are listed besides the default
	// set (see ParseCaps); nil lists the default set only.
	Caps []Capability
	// Warning, when set, heads the first tool response (and the server's
	// instructions) in a Warning section: what the agent and the person
	// must know about the connection, such as a debugging port's lack of
	// authentication.
	Warning string
	// Version is reported to the client.
	Version string
	Log     *slog.Logger
}

// Server is the MCP server. Its tools run one at a time.
type Server struct {
	opt Options
	log *slog.Logger
	mcp *server.MCPServer

	mu      sync.Mutex // serialises tool calls and guards the rest
	client  *bridge.Client
	tabs    map[string]*tab // attached targets by webContents id
	current string          // selected webContents id
	gone    string          // a note for the next call: the selected target went away
	warned  bool            // the first response carried Options.Warning
	// pinned: the agent selected a tab (browser_tabs select), so the
	// person's focus no longer moves it; see selected.
	pinned bool

	watch     *watcher      // the bridge's own channel (focus, app tools, downloads)
	appTools  appTools      // the tools the app declares, as MCP tools
	downloads downloads     // the downloads agents started
	dialogs   appDialogs    // the app's dialogs the bridge holds for the agent
	electron  electronState // what the tools of CapElectron keep between calls

	// The highlight of what the last action acted on waits for a pause
	// between calls (see showPause).
	showNext  func()
	showTimer *time.Timer

	waitMu     sync.Mutex
	waitStop   context.CancelCauseFunc // ends the call that waits for the person, if one does
	queued     int                     // calls waiting for their turn
	queuedTool string                  // the last of them
}

// tab is a target the server attached to.
type tab struct {
	id    string
	typ   string
	title string
	page  *page.Page
	last  *snapshot.Snapshot // the last snapshot the agent saw
	// stayed is the agent's navigation that the page's beforeunload
	// handler kept from happening, to do again when the agent answers
	// Leave (browser_handle_dialog); nil when there is none. Any other
	// action forgets it.
	stayed *stayedNavigation
}

// New returns a server with every tool registered.
func New(opt Options) *Server {
	if opt.Log == nil {
		opt.Log = slog.New(slog.DiscardHandler)
	}
	if opt.SnapshotMode == "" {
		opt.SnapshotMode = SnapshotDiff
	}
	if opt.ToolTimeout <= 0 {
		opt.ToolTimeout = 60 * time.Second
	}
	if opt.Version == "" {
		opt.Version = "dev"
	}
	s := &Server{opt: opt, log: opt.Log, tabs: make(map[string]*tab), current: opt.Target, pinned: opt.Target != ""}
	s.watch = newWatcher(s)
	s.mcp = server.NewMCPServer("electron-mcp", opt.Version,
		// listChanged: the tools the app declares come and go (apptools.go).
		server.WithToolCapabilities(true),
		server.WithRecovery(),
		server.WithInstructions(instructions+" "+capsInstructions()+warningNote(opt.Warning)),
	)
	for _, t := range tools() {
		if t.cap == "" || slices.Contains(opt.Caps, t.cap) {
			s.add(t)
		}
	}
	s.watch.start()
	return s
}

const instructions = `electron-mcp drives the windows and <webview>s of the Electron app you run in — the very page the person sees, with its session and cookies. Tools follow Playwright MCP: call browser_snapshot to read the page as an accessibility tree with refs (e12, f1e3), then act with browser_click, browser_type, … passing a ref as target. After an action the response shows only what changed. Calls act on the view the person focused last until browser_tabs selects one. When the person can show you faster than you can find it, browser_pick lets them click the element.`

// MCP returns the underlying mcp-go server (for ServeStdio or an in-process
// client).
func (s *Server) MCP() *server.MCPServer { return s.mcp }

// Close detaches from every target.
func (s *Server) Close() {
	s.watch.close()
	s.mu.Lock()
	defer s.mu.Unlock()
	for id, t := range s.tabs {
		t.page.Close()
		delete(s.tabs, id)
	}
	if s.client != nil {
		s.client.Close()
	}
}

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
		err = s.runTool(ctx, d, c)
		s.log.Debug("tool", "name", d.tool.Name, "ms", time.Since(start).Milliseconds(), "err", err)
		res := c.result(ctx, err)
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

func warningNote(w string) string {
	if w == "" {
		return ""
	}
	return "\n\nWarning: " + w
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
	if s.opt.ShowActions && showsTarget[d.tool.Name] {
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

// toolSchema returns the input schema a tool advertises.
func toolSchema(t mcp.Tool) json.RawMessage {
	if len(t.RawInputSchema) > 0 {
		return t.RawInputSchema
	}
	b, err := json.Marshal(t.InputSchema)
	if err != nil {
		return nil
	}
	return b
}

// mustCompileArgs compiles a tool's input schema; a schema that does not
// compile is a bug of the tool's declaration.
func mustCompileArgs(tool string, schema json.RawMessage) *argSchema {
	a, err := compileArgs(schema)
	if err != nil {
		panic(fmt.Sprintf("%s: %v", tool, err))
	}
	return a
}

// rawArguments returns a call's arguments as JSON (nil for none).
func rawArguments(req mcp.CallToolRequest) json.RawMessage {
	if len(req.Params.RawArguments) > 0 {
		return req.Params.RawArguments
	}
	switch a := req.Params.Arguments.(type) {
	case nil:
		return nil
	case json.RawMessage:
		return a
	}
	b, err := json.Marshal(req.Params.Arguments)
	if err != nil {
		return nil
	}
	return b
}

// toolError is an error whose text is meant for the agent as is.
type toolError struct{ msg string }

func (e *toolError) Error() string { return e.msg }

func errorf(format string, args ...any) error { return &toolError{msg: fmt.Sprintf(format, args...)} }

func modalRefusal(tool string, m *page.Modal) string {
	if m.Dialog != nil {
		return fmt.Sprintf("%s cannot run while %s dialog is open (%q): the page is blocked until it is handled. Call browser_handle_dialog first", tool, page.DialogKind(m.Dialog.Type), m.Dialog.Message)
	}
	return fmt.Sprintf("%s cannot run while a file chooser is open. Call browser_file_upload with the paths to upload (or with none to cancel) first", tool)
}

// agentMessage returns the text of err for the agent: page and tool errors
// as they are, anything else with its cause.
func agentMessage(err error) string {
	var ae *page.ActionError
	var te *toolError
	var tl *cdp.TooLargeError
	switch {
	case errors.As(err, &te):
		return te.msg
	case errors.As(err, &tl):
		return fmt.Sprintf("the call's input is too large to send to the app: its %s command would be %s, and the app's bridge takes at most %s in one command, so nothing was sent. Pass less at once: split a long text over several calls, or have the page load a large script from a URL",
			tl.Method, cdp.Size(tl.Bytes), cdp.Size(tl.Limit))
	case errors.As(err, &ae):
		return ae.Msg
	case errors.Is(err, context.DeadlineExceeded):
		return fmt.Sprintf("the tool timed out (%v). The page may be busy or hung; try browser_snapshot, or a smaller step", err)
	}
	return err.Error()
}
