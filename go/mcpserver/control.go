package mcpserver

import (
	"context"
	"errors"
	"slices"
	"sync"
	"time"

	"github.com/chromedp/cdproto/cdp/jsonv2"

	"github.com/electron-mcp/electron-mcp/go/bridge"
	"github.com/electron-mcp/electron-mcp/go/cdp"
	"github.com/electron-mcp/electron-mcp/proto"
)

// How the watcher retries a bridge it cannot reach: soon at first, then
// every few seconds (the app may be starting, or restarting on another
// port); an old bridge without the channel is asked again rarely.
const (
	retryFirst = 200 * time.Millisecond
	retryMax   = 5 * time.Second
	retryOld   = 30 * time.Second
	// controlCallTimeout bounds the watcher's own calls on the channel.
	controlCallTimeout = 5 * time.Second
)

// errNoChannel: the server drives a plain DevTools endpoint (--cdp), which
// has no channel of the bridge's; the watcher has nothing to do.
var errNoChannel = errors.New("mcpserver: no bridge channel on a DevTools endpoint")

// watcher keeps the bridge's own channel open for the server's lifetime,
// apart from tool calls: it follows the webContents the app exposes and the
// one the person focused last, the tools the app declares, and the
// downloads agents started. It never holds the server's tool mutex.
type watcher struct {
	s *Server

	mu      sync.Mutex
	ctl     *bridge.Control // nil while not connected
	targets map[string]proto.Target
	focused string // the exposed webContents the person focused last, "" when unknown
	changed chan struct{}
	// ready is closed once the first state is in: the targets, and the
	// app's tools registered.
	ready     chan struct{}
	readyOnce sync.Once

	stop context.CancelFunc
	done chan struct{}
}

func newWatcher(s *Server) *watcher {
	return &watcher{s: s, targets: map[string]proto.Target{}, changed: make(chan struct{}), ready: make(chan struct{}), done: make(chan struct{})}
}

// start runs the watcher until close (without a bridge to connect to, it
// does nothing).
func (w *watcher) start() {
	if w.s.opt.Connect == nil {
		close(w.done)
		return
	}
	ctx, cancel := context.WithCancel(context.Background())
	w.stop = cancel
	go w.run(ctx)
}

// WaitBridge waits until the bridge's channel has been reached once and the
// tools the app declares are registered, ctx ends or the watcher stops (no
// bridge, or a DevTools endpoint). It reports whether the channel was
// reached. A client that calls an app's tool at once (electron-mcp call)
// waits for it first.
func (s *Server) WaitBridge(ctx context.Context) bool {
	select {
	case <-s.watch.ready:
		return true
	case <-s.watch.done:
	case <-ctx.Done():
	}
	return false
}

// close stops the watcher and waits for it.
func (w *watcher) close() {
	if w.stop != nil {
		w.stop()
	}
	<-w.done
}

func (w *watcher) run(ctx context.Context) {
	defer close(w.done)
	wait := retryFirst
	for ctx.Err() == nil {
		connected, err := w.session(ctx)
		if ctx.Err() != nil || errors.Is(err, errNoChannel) {
			return
		}
		if connected {
			wait = retryFirst
		}
		next := wait
		if errors.Is(err, bridge.ErrNoControl) {
			next = retryOld
		}
		w.s.log.Debug("bridge channel", "err", err, "retry", next)
		t := time.NewTimer(next)
		select {
		case <-ctx.Done():
			t.Stop()
			return
		case <-t.C:
		}
		wait = min(wait*2, retryMax)
	}
}

// session connects once and follows the channel until it closes. It
// reports whether it got as far as the first state.
func (w *watcher) session(ctx context.Context) (bool, error) {
	if w.s.opt.Connect == nil {
		return false, errors.New("no bridge configured")
	}
	c, err := w.s.opt.Connect(ctx)
	if err != nil {
		return false, err
	}
	defer c.Close()
	if c.IsCDP() {
		return false, errNoChannel
	}
	ctl, err := c.Control(ctx)
	if err != nil {
		return false, err
	}
	defer ctl.Close()
	cctx, cancel := context.WithTimeout(ctx, controlCallTimeout)
	st, err := ctl.Enable(cctx)
	cancel()
	if err != nil {
		return false, err
	}
	w.mu.Lock()
	w.ctl = ctl
	clear(w.targets)
	for _, t := range st.Targets {
		w.targets[t.ID] = t
	}
	w.focused = st.Focused
	w.notifyLocked()
	w.mu.Unlock()
	w.s.setAppTools(st.Tools)
	w.s.downloadsReset(st.Downloads)
	w.s.dialogsReset(st.Dialogs)
	if slices.Contains(w.s.opt.Caps, CapElectron) {
		// The IPC the pages send, from now on (electron_ipc_messages); a
		// bridge without it answers an error, and the tool says so.
		cctx, cancel := context.WithTimeout(ctx, controlCallTimeout)
		if err := ctl.EnableIpc(cctx); err != nil {
			w.s.log.Debug("the bridge does not listen to the IPC", "err", err)
		}
		cancel()
	}
	w.readyOnce.Do(func() { close(w.ready) })
	defer func() {
		w.mu.Lock()
		w.ctl = nil
		clear(w.targets)
		w.focused = ""
		w.notifyLocked()
		w.mu.Unlock()
		// The app's tools are gone with it, and its dialogs went to the person.
		w.s.setAppTools(nil)
		w.s.dialogsReset(nil)
	}()
	for {
		select {
		case <-ctx.Done():
			return true, ctx.Err()
		case ev, ok := <-ctl.Events():
			if !ok {
				return true, ctl.Err()
			}
			w.handle(ev)
		}
	}
}

func (w *watcher) handle(ev cdp.Event) {
	switch ev.Method {
	case proto.EventTargetCreated, proto.EventTargetChanged, proto.EventTargetDestroyed:
		var e proto.TargetEvent
		if jsonv2.Unmarshal(ev.Params, &e) != nil {
			return
		}
		w.mu.Lock()
		if e.Target != nil {
			w.targets[e.ID] = *e.Target
		} else {
			delete(w.targets, e.ID)
			if w.focused == e.ID {
				w.focused = ""
			}
		}
		w.notifyLocked()
		w.mu.Unlock()
	case proto.EventToolsChanged:
		var e proto.ToolsEvent
		if jsonv2.Unmarshal(ev.Params, &e) == nil {
			w.s.setAppTools(e.Tools)
		}
	case proto.EventDownloadUpdated:
		var e proto.DownloadEvent
		if jsonv2.Unmarshal(ev.Params, &e) == nil {
			w.s.downloadUpdated(e.Download)
		}
	case proto.EventDialogOpened, proto.EventDialogClosed:
		var e proto.DialogEvent
		if jsonv2.Unmarshal(ev.Params, &e) != nil {
			return
		}
		if ev.Method == proto.EventDialogOpened {
			w.s.dialogOpened(e.Dialog)
		} else {
			w.s.dialogClosed(e.Dialog)
		}
	case proto.EventRendererChanged:
		var e proto.RendererEvent
		if jsonv2.Unmarshal(ev.Params, &e) == nil {
			w.s.rendererChanged(e)
		}
	case proto.EventFocusChanged:
		var e proto.FocusEvent
		if jsonv2.Unmarshal(ev.Params, &e) != nil {
			return
		}
		w.mu.Lock()
		w.focused = e.ID
		w.notifyLocked()
		w.mu.Unlock()
	}
}

// notifyLocked wakes whoever waits for a change. w.mu is held.
func (w *watcher) notifyLocked() {
	close(w.changed)
	w.changed = make(chan struct{})
}

// focus returns the exposed webContents the person focused last and what
// the bridge says of it; ok is false while that is not known.
func (w *watcher) focus() (proto.Target, bool) {
	w.mu.Lock()
	defer w.mu.Unlock()
	if w.ctl == nil || w.focused == "" {
		return proto.Target{}, false
	}
	t, ok := w.targets[w.focused]
	if !ok {
		t = proto.Target{ID: w.focused}
	}
	return t, true
}

// control returns the open channel, or nil.
func (w *watcher) control() *bridge.Control {
	w.mu.Lock()
	defer w.mu.Unlock()
	return w.ctl
}
