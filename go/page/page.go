package page

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"strings"
	"sync"
	"time"

	cdpproto "github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/cdp/jsonv2"
	"github.com/chromedp/cdproto/inspector"
	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/cdproto/target"

	"github.com/electron-mcp/electron-mcp/go/cdp"
	"github.com/electron-mcp/electron-mcp/go/page/emulate"
	"github.com/electron-mcp/electron-mcp/go/page/highlight"
	"github.com/electron-mcp/electron-mcp/go/page/observe"
	"github.com/electron-mcp/electron-mcp/go/page/storage"
	"github.com/electron-mcp/electron-mcp/go/snapshot"
)

// ErrTargetGone is wrapped by errors of a page whose webContents went away.
var ErrTargetGone = errors.New("page: the target is gone")

// callTimeout bounds a single CDP call that should answer at once.
const callTimeout = 10 * time.Second

// Page is one attached webContents.
type Page struct {
	conn *cdp.Conn
	log  *slog.Logger

	// slowPress, set by tests only, runs between a click's hover and its
	// press, which then reach the page apart, as on a loaded machine.
	slowPress func(ctx context.Context)

	// Refs maps snapshot refs to DOM nodes; it survives snapshots of one
	// document and is reset per frame on navigation.
	Refs *snapshot.RefTable

	stopEvents func()

	mu      sync.Mutex
	changed chan struct{} // closed and replaced on every state change

	mainFrame cdpproto.FrameID
	url       string
	loaderID  cdpproto.LoaderID
	navSeq    int       // main-frame navigations started
	routeAt   time.Time // the main frame's last same-document navigation (a single-page app's route)
	docSeq    int       // main-frame documents committed
	loaded    bool      // the current main-frame document fired load
	dcl       bool      // … and DOMContentLoaded
	crashed   bool

	dialog    *Dialog
	answering *Dialog        // the dialog HandleDialog is answering: its close is the agent's
	closed    []closedDialog // the last dialogs that closed without the agent (see settle)
	closedSeq int
	// The press watches a click into an iframe left armed in the
	// documents holding it when its press opened a dialog (the page
	// answers nothing while it is open): ended once it closes
	// (endDialogWatches), or a click of the person's there would be
	// stopped.
	dialogWatches []*Element
	// What a dialog kept from ending (a typing's watch of the page's
	// timers, which the page held by it could not be asked to end): run
	// once it closes, as dialogWatches are.
	afterDialog []func(context.Context)
	fileChooser *FileChooser

	frames map[cdpproto.FrameID]*frame // OOPIFs by frame id
	// sessions of out-of-process iframes and workers, by session id
	sessions map[target.SessionID]*frame

	net       *observe.Network
	console   *observe.Console
	routes    *observe.Router
	storage   *storage.Store
	emulation *emulate.Emulator

	// Our isolated worlds, per frame (see world.go); hadWorld remembers
	// frames whose world existed in the current document; pageWorlds are
	// the frames' own (main) worlds, where the page's scripts run;
	// readyWorlds are the worlds Chromium made for a new document with the
	// aria scripts in them (enable), not taken into use yet.
	worlds        map[worldKey]world
	hadWorld      map[worldKey]bool
	pageWorlds    map[worldKey]world
	readyWorlds   map[worldKey]world
	contextUnique map[runtime.ExecutionContextID]string
	// actedIn is the frame of the element a click or a typing last went
	// to: where the focus most likely is when a key comes next.
	actedIn worldKey

	// Refs resets that navigations asked for, applied by the tool that
	// next uses the refs (the ref table is not shared with this goroutine).
	resetAll    bool
	resetFrames map[cdpproto.FrameID]bool

	opened []string // URLs of windows the page opened, not yet reported

	pointer  pointerState        // where our mouse events left the mouse (see mouse.go)
	overlays *highlight.Overlays // the highlight of actions; sessions whose Overlay domain is on (show.go, pick.go)

	epoch        *epoch    // the renderer's current span of life (see lifecycle.go)
	crashSeq     int       // renderer crashes seen
	detachReason FaultKind // what Inspector.detached said, before the connection closed
}

// frame is an out-of-process iframe (or worker) reached through a flat
// session.
type frame struct {
	id      cdpproto.FrameID // == target id for iframe targets
	typ     string           // "iframe", "worker", …
	parent  cdpproto.FrameID // the frame that embeds it
	session *frameSession
	url     string
	// dead ends, with a *FrameCrashError as its cause, when the frame's
	// renderer crashes; a new document in the frame replaces it (p.mu).
	dead context.Context
	kill context.CancelCauseFunc
}

// Dialog is an open JavaScript dialog.
type Dialog struct {
	Type          page.DialogType
	Message       string
	DefaultPrompt string
	URL           string
}

// closedDialog is a dialog that closed without the agent handling it:
// Electron cancels prompt() and a beforeunload at once by itself, and the
// person may answer a message box in the app.
type closedDialog struct {
	seq      int
	dialog   Dialog
	accepted bool
}

// maxClosedDialogs bounds what is kept of dialogs that closed by themselves.
const maxClosedDialogs = 8

// FileChooser is a file chooser the page opened and we intercepted.
type FileChooser struct {
	Mode          page.FileChooserOpenedMode
	BackendNodeID cdpproto.BackendNodeID
	FrameID       cdpproto.FrameID
	session       cdpproto.Session
}

// Open starts watching the webContents behind conn. It enables the domains
// the page needs and returns once the main frame is known.
func Open(ctx context.Context, conn *cdp.Conn, logger *slog.Logger) (*Page, error) {
	if logger == nil {
		logger = slog.New(slog.DiscardHandler)
	}
	p := &Page{
		conn:          conn,
		log:           logger,
		Refs:          snapshot.NewRefTable(),
		changed:       make(chan struct{}),
		frames:        make(map[cdpproto.FrameID]*frame),
		sessions:      make(map[target.SessionID]*frame),
		resetFrames:   make(map[cdpproto.FrameID]bool),
		worlds:        make(map[worldKey]world),
		hadWorld:      make(map[worldKey]bool),
		pageWorlds:    make(map[worldKey]world),
		readyWorlds:   make(map[worldKey]world),
		contextUnique: make(map[runtime.ExecutionContextID]string),
		net:           observe.NewNetwork(),
		console:       observe.NewConsole(),
		epoch:         newEpoch(),
	}
	p.routes = observe.NewRouter(conn, p.frameSessions, logger)
	p.emulation = emulate.New(conn, p.frameSessions, logger)
	p.overlays = highlight.New(conn.Done())
	p.storage = storage.New(storage.Page{Conn: conn, URL: p.URL, MainFrame: p.MainFrame, FrameURLs: p.iframeURLs, Usable: p.usable})
	events, stop := conn.Events()
	p.stopEvents = stop
	go p.watch(events)

	ctx, cancel := context.WithTimeout(ctx, 2*callTimeout)
	defer cancel()
	if err := p.enable(ctx, conn); err != nil {
		stop()
		if errors.Is(err, context.DeadlineExceeded) {
			// No event tells a new client about a dialog already open.
			return nil, actionErrorf("the page does not answer (%v). It may show a JavaScript dialog (alert, confirm or prompt) that opened before electron-mcp attached, which only the person can close, or be stuck in a long script. Ask the person to close the dialog, then call the tool again", err)
		}
		return nil, err
	}
	tree, err := cdpproto.Call(ctx, conn, page.GetFrameTree, cdpproto.Empty{})
	if err != nil {
		stop()
		return nil, fmt.Errorf("page: reading the frame tree: %w", err)
	}
	p.mu.Lock()
	p.mainFrame = tree.FrameTree.Frame.ID
	p.url = tree.FrameTree.Frame.URL + tree.FrameTree.Frame.URLFragment
	p.loaderID = tree.FrameTree.Frame.LoaderID
	p.mu.Unlock()
	// Whether the current document already loaded is not in the frame tree.
	var state string
	if err := p.evalValue(ctx, "document.readyState", &state); err == nil {
		p.mu.Lock()
		p.dcl = state != "loading"
		p.loaded = state == "complete"
		p.mu.Unlock()
	}
	if err := conn.Call(ctx, "Target.setAutoAttach", target.SetAutoAttachParams{
		AutoAttach: true, WaitForDebuggerOnStart: true, Flatten: ptr(true),
	}, nil); err != nil {
		p.log.Warn("auto-attach to out-of-process iframes failed", "err", err)
	}
	return p, nil
}

func ptr[T any](v T) *T { return &v }

// enable turns on the domains a page or an out-of-process frame needs.
func (p *Page) enable(ctx context.Context, s cdpproto.Session) error {
	for _, c := range []struct {
		method string
		params any
	}{
		{"Page.enable", nil},
		{"Page.setLifecycleEventsEnabled", page.SetLifecycleEventsEnabledParams{Enabled: true}},
		{"Runtime.enable", nil},
		{"Network.enable", network.EnableParams{MaxTotalBufferSize: ptr[int64](32 << 20), MaxResourceBufferSize: ptr[int64](8 << 20)}},
		{"Log.enable", nil},
	} {
		if err := s.Call(ctx, c.method, c.params, nil); err != nil {
			return fmt.Errorf("page: %w", err)
		}
	}
	// The agent's terminal has the OS focus, not the page it drives: let
	// the page behave as focused (focus events, :focus-visible, caret)
	// as it does for a person typing into it.
	_ = s.Call(ctx, "Emulation.setFocusEmulationEnabled", map[string]any{"enabled": true}, nil)
	// Every new document gets our isolated world with the aria scripts as
	// it is created, so that the first snapshot after a navigation does not
	// wait for a world to be made and ~100 KB of script sent and run (see
	// world.go: readyWorlds). Without it, world makes them when needed.
	_ = s.Call(ctx, "Page.addScriptToEvaluateOnNewDocument", page.AddScriptToEvaluateOnNewDocumentParams{Source: ariaInstall, WorldName: worldName}, nil)
	// File choosers are intercepted only during actions (choosers.go).
	return nil
}

// restoreTimeout bounds what Close undoes (interception, emulation).
const restoreTimeout = 2 * time.Second

// Close detaches: it undoes what the agent set (routes, emulation), for
// the clients that may stay attached, stops watching and closes the
// connection, which the page owns from Open on. Calls in flight end with a
// *FaultError of kind Closed.
func (p *Page) Close() {
	if p.conn.Err() == nil {
		ctx, cancel := context.WithTimeout(context.Background(), restoreTimeout)
		// Interception is the browser's (it answers with the renderer
		// dead) and shared with every client of the bridge: always undo
		// it. Emulation needs a live renderer.
		p.routes.Close(ctx)
		if !p.Crashed() {
			p.emulation.Restore(ctx)
		}
		cancel()
	}
	p.stopEvents()
	p.conn.Close()
}

// Done is closed when the connection to the webContents closed.
func (p *Page) Done() <-chan struct{} { return p.conn.Done() }

// usable returns why the page cannot be read or acted on now: gone, or its
// renderer crashed (every call would wait forever for a dead process).
func (p *Page) usable() error {
	if err := p.Err(); err != nil {
		return err
	}
	if p.Crashed() {
		return actionErrorf("the page's renderer crashed (it may have run out of memory). Call browser_reload or browser_navigate to bring it back")
	}
	return nil
}

// URL returns the main frame's URL.
func (p *Page) URL() string {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.url
}

// MainFrame returns the main frame's id.
func (p *Page) MainFrame() cdpproto.FrameID {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.mainFrame
}

// Title reads the document title.
func (p *Page) Title(ctx context.Context) string {
	var t string
	ctx, cancel := context.WithTimeout(ctx, 2*time.Second)
	defer cancel()
	if p.Modal() != nil || p.Crashed() {
		return "" // the page's JavaScript is paused, or gone
	}
	ctx, stop := p.UntilDialog(ctx) // one may open meanwhile
	defer stop()
	_ = p.evalValue(ctx, "document.title", &t)
	return t
}

// Dialog returns the open JavaScript dialog, or nil.
func (p *Page) Dialog() *Dialog {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.dialog
}

// FileChooser returns the intercepted file chooser, or nil.
func (p *Page) FileChooser() *FileChooser {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.fileChooser
}

// Modal describes a state that blocks actions other than its own handler:
// an open dialog or file chooser.
type Modal struct {
	Dialog      *Dialog
	FileChooser *FileChooser
}

// Modal returns the open modal state, or nil.
func (p *Page) Modal() *Modal {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.dialog == nil && p.fileChooser == nil {
		return nil
	}
	return &Modal{Dialog: p.dialog, FileChooser: p.fileChooser}
}

// OpenedWindows returns the URLs of windows the page opened since the last
// call (window.open, target=_blank): they show up as new tabs.
func (p *Page) OpenedWindows() []string {
	p.mu.Lock()
	defer p.mu.Unlock()
	o := p.opened
	p.opened = nil
	return o
}

// Crashed reports whether the renderer crashed since the last navigation.
func (p *Page) Crashed() bool {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.crashed
}

// syncRefs applies the ref resets of navigations seen since the last call.
// Tools call it before they read or write p.Refs.
func (p *Page) syncRefs() {
	p.mu.Lock()
	all, frames := p.resetAll, p.resetFrames
	p.resetAll, p.resetFrames = false, make(map[cdpproto.FrameID]bool)
	p.mu.Unlock()
	if all {
		p.Refs.ResetAll()
	}
	for id := range frames {
		p.Refs.Reset(id)
	}
}

// notify wakes everyone waiting for a state change. p.mu must be held.
func (p *Page) notify() {
	close(p.changed)
	p.changed = make(chan struct{})
}

// waitFor waits until cond (called with p.mu held) holds, ctx ends or the
// connection closes. It reports whether cond held.
func (p *Page) waitFor(ctx context.Context, cond func() bool) bool {
	for {
		p.mu.Lock()
		if cond() {
			p.mu.Unlock()
			return true
		}
		ch := p.changed
		p.mu.Unlock()
		select {
		case <-ch:
		case <-ctx.Done():
			return false
		case <-p.conn.Done():
			p.mu.Lock()
			ok := cond()
			p.mu.Unlock()
			return ok
		}
	}
}

// watch consumes every event of the connection for the page's lifetime.
func (p *Page) watch(events <-chan cdp.Event) {
	for ev := range events {
		p.handle(ev)
	}
	var gone *FaultError
	if p.conn.Err() != nil {
		gone = p.gone()
	}
	p.mu.Lock()
	if gone != nil {
		p.endEpoch(gone)
	}
	p.notify()
	p.mu.Unlock()
}

func decode[T any](ev cdp.Event) (*T, bool) {
	v := new(T)
	if err := jsonv2.Unmarshal(ev.Params, v); err != nil {
		return nil, false
	}
	return v, true
}

func (p *Page) handle(ev cdp.Event) {
	sess := ev.SessionID
	switch ev.Method {
	case "Target.attachedToTarget":
		if e, ok := decode[target.EventAttachedToTarget](ev); ok {
			p.attached(sess, e)
		}
		return
	case "Target.detachedFromTarget":
		if e, ok := decode[target.EventDetachedFromTarget](ev); ok {
			p.mu.Lock()
			if f := p.sessions[e.SessionID]; f != nil {
				delete(p.sessions, e.SessionID)
				if p.frames[f.id] == f {
					delete(p.frames, f.id)
				}
			}
			p.notify()
			p.mu.Unlock()
		}
		return
	}
	if p.console.Handle(ev) {
		return
	}
	if strings.HasPrefix(ev.Method, "Network.") {
		p.mu.Lock()
		doc := p.docSeq
		p.mu.Unlock()
		if p.net.Handle(ev, doc) {
			p.mu.Lock()
			p.notify()
			p.mu.Unlock()
		}
		return
	}

	p.mu.Lock()
	defer p.mu.Unlock()
	if strings.HasPrefix(ev.Method, "Runtime.executionContext") {
		p.handleContext(ev, p.sessionForLocked(sess))
		return
	}
	isMain := func(id cdpproto.FrameID) bool { return sess == "" && id == p.mainFrame }
	switch ev.Method {
	case "Page.frameRequestedNavigation":
		if e, ok := decode[page.EventFrameRequestedNavigation](ev); ok && isMain(e.FrameID) {
			p.navSeq++
			p.loaded, p.dcl = false, false
		}
	case "Page.frameStartedNavigating":
		if e, ok := decode[page.EventFrameStartedNavigating](ev); ok && isMain(e.FrameID) {
			if !isSameDocument(e.NavigationType) {
				p.navSeq++
				p.loaded, p.dcl = false, false
			}
		}
	case "Page.frameNavigated":
		if e, ok := decode[page.EventFrameNavigated](ev); ok {
			f := e.Frame
			p.forgetFrameWorlds(f.ID)
			if of := p.sessions[sess]; sess != "" && of != nil && of.id == f.ID {
				of.url = f.URL
				of.revive() // a new document, in a new renderer if the old one crashed
			}
			if sess == "" && f.ParentID == "" {
				p.mainFrame = f.ID
				p.url = f.URL + f.URLFragment
				if f.LoaderID != p.loaderID {
					p.loaderID = f.LoaderID
					p.docSeq++
					p.crashed = false
					p.loaded, p.dcl = false, false
				}
				p.resetAll = true
				p.console.Navigated()
			} else {
				p.resetFrames[f.ID] = true
			}
		}
	case "Page.navigatedWithinDocument":
		if e, ok := decode[page.EventNavigatedWithinDocument](ev); ok && isMain(e.FrameID) {
			p.url = e.URL
			p.routeAt = time.Now()
		}
	case "Page.lifecycleEvent":
		if e, ok := decode[page.EventLifecycleEvent](ev); ok && isMain(e.FrameID) && e.LoaderID == p.loaderID {
			switch e.Name {
			case "DOMContentLoaded":
				p.dcl = true
			case "load":
				p.dcl, p.loaded = true, true
			}
		}
	case "Page.loadEventFired":
		if sess == "" {
			p.dcl, p.loaded = true, true
		}
	case "Page.frameStoppedLoading":
		if e, ok := decode[page.EventFrameStoppedLoading](ev); ok && isMain(e.FrameID) {
			// A navigation that failed or was cancelled ends here too.
			p.dcl, p.loaded = true, true
		}
	case "Page.javascriptDialogOpening":
		if e, ok := decode[page.EventJavascriptDialogOpening](ev); ok {
			p.dialog = &Dialog{Type: e.Type, Message: e.Message, DefaultPrompt: e.DefaultPrompt, URL: e.URL}
		}
	case "Page.javascriptDialogClosed":
		// HandleDialog clears p.dialog itself, but its close may come
		// before the answer to its command: one closed otherwise was
		// closed elsewhere.
		if p.dialog != nil && p.dialog != p.answering {
			e, _ := decode[page.EventJavascriptDialogClosed](ev)
			p.closedSeq++
			p.closed = append(p.closed, closedDialog{seq: p.closedSeq, dialog: *p.dialog, accepted: e != nil && e.Result})
			if len(p.closed) > maxClosedDialogs {
				p.closed = p.closed[1:]
			}
		}
		p.dialog = nil
		if w, after := p.dialogWatches, p.afterDialog; (w != nil || after != nil) && p.answering == nil {
			// Closed elsewhere (the person answered it): HandleDialog
			// ends the watches of a dialog it answers itself.
			p.dialogWatches, p.afterDialog = nil, nil
			go p.endDialogWatches(context.Background(), w, after)
		}
	case "Page.fileChooserOpened":
		if e, ok := decode[page.EventFileChooserOpened](ev); ok {
			p.fileChooser = &FileChooser{Mode: e.Mode, BackendNodeID: e.BackendNodeID, FrameID: e.FrameID, session: p.sessionForLocked(sess)}
		}
	case "Page.windowOpen":
		if e, ok := decode[page.EventWindowOpen](ev); ok && len(p.opened) < 20 {
			p.opened = append(p.opened, e.URL)
		}
	case "Inspector.targetCrashed":
		if sess != "" {
			// An out-of-process frame's renderer: the page lives on, the
			// calls on the frame end.
			if f := p.sessions[sess]; f != nil {
				f.kill(&FrameCrashError{URL: f.url})
			}
			break
		}
		p.crashedNow()
	case "Inspector.targetReloadedAfterCrash":
		if f := p.sessions[sess]; sess != "" && f != nil {
			f.revive()
		}
	case "Inspector.detached":
		if sess != "" {
			return
		}
		if e, ok := decode[inspector.EventDetached](ev); ok {
			p.detached(e.Reason)
		}
	default:
		return
	}
	p.notify()
}

func isSameDocument(t page.FrameStartedNavigatingNavigationType) bool {
	switch t {
	case page.FrameStartedNavigatingNavigationTypeSameDocument,
		page.FrameStartedNavigatingNavigationTypeHistorySameDocument:
		return true
	}
	return false
}

// sessionFor returns the CDP session for a flat session id ("" = root).
func (p *Page) sessionFor(id target.SessionID) cdpproto.Session {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.sessionForLocked(id)
}

func (p *Page) sessionForLocked(id target.SessionID) cdpproto.Session {
	if id == "" {
		return p.conn
	}
	if f := p.sessions[id]; f != nil {
		return f.session
	}
	return p.conn.Session(id)
}

// frameSessions returns the sessions of out-of-process iframes.
func (p *Page) frameSessions() []cdpproto.Session {
	p.mu.Lock()
	defer p.mu.Unlock()
	var out []cdpproto.Session
	for _, f := range p.frames {
		if f.typ == "iframe" {
			out = append(out, f.session)
		}
	}
	return out
}

// attached sets up an out-of-process iframe or worker the page reported.
func (p *Page) attached(parent target.SessionID, e *target.EventAttachedToTarget) {
	info := e.TargetInfo
	f := &frame{id: cdpproto.FrameID(info.TargetID), typ: info.Type, url: info.URL, parent: info.ParentFrameID}
	f.session = &frameSession{Session: p.conn.Session(e.SessionID), p: p, f: f}
	f.revive()
	s := f.session
	p.mu.Lock()
	p.sessions[e.SessionID] = f
	if info.Type == "iframe" {
		p.frames[f.id] = f
	}
	p.mu.Unlock()
	go func() {
		ctx, cancel := context.WithTimeout(context.Background(), callTimeout)
		defer cancel()
		if info.Type == "iframe" {
			if err := p.enable(ctx, s); err != nil {
				p.log.Debug("enabling an out-of-process iframe failed", "url", info.URL, "err", err)
			}
			// Its own iframes and workers, recursively.
			_ = s.Call(ctx, "Target.setAutoAttach", target.SetAutoAttachParams{
				AutoAttach: true, WaitForDebuggerOnStart: true, Flatten: ptr(true),
			}, nil)
			p.routes.Attach(ctx, s)
			p.emulation.Attach(ctx, s)
		} else if info.Type == "worker" || info.Type == "shared_worker" || info.Type == "service_worker" {
			_ = s.Call(ctx, "Runtime.enable", nil, nil)
		}
		if e.WaitingForDebugger {
			_ = s.Call(ctx, "Runtime.runIfWaitingForDebugger", nil, nil)
		}
		p.mu.Lock()
		p.notify()
		p.mu.Unlock()
	}()
}

// evalValue evaluates expr in the main frame and decodes its value.
func (p *Page) evalValue(ctx context.Context, expr string, out any) error {
	res, err := cdpproto.Call(ctx, p.conn, runtime.Evaluate, runtime.EvaluateParams{
		Expression: expr, ReturnByValue: ptr(true), AwaitPromise: ptr(true),
	})
	if err != nil {
		return err
	}
	if res.ExceptionDetails != nil {
		return fmt.Errorf("page: %s", exceptionText(res.ExceptionDetails))
	}
	if out != nil && len(res.Result.Value) > 0 {
		return jsonv2.Unmarshal(res.Result.Value, out)
	}
	return nil
}

func exceptionText(d *runtime.ExceptionDetails) string {
	if d.Exception != nil && d.Exception.Description != "" {
		first, _, _ := strings.Cut(d.Exception.Description, "\n    at ")
		return first
	}
	return d.Text
}
