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
	// shownPage is the Page section the agent last got, and of which tab:
	// a response repeats it only when something in it changed.
	shownPage    string
	shownPageTab *tab
	// pinned: the agent selected a tab (browser_tabs select), so the
	// person's focus no longer moves it; see selected.
	pinned bool
	// focusAsked: a call has waited for the bridge's channel to say where
	// the person is (see followFocus).
	focusAsked bool

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

func warningNote(w string) string {
	if w == "" {
		return ""
	}
	return "\n\nWarning: " + w
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
