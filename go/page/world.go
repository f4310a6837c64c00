package page

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"fmt"
	"strconv"
	"strings"
	"time"

	cdpproto "github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/cdp/jsonv2"
	"github.com/chromedp/cdproto/dom"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/cdproto/runtime"

	"github.com/electron-mcp/electron-mcp/go/cdp"
	"github.com/electron-mcp/electron-mcp/go/page/aria"
	"github.com/electron-mcp/electron-mcp/go/page/inpage"
)

// markType is the type of the events listeners.js marks elements with:
// only our worlds listen to it. It is new in every process, so that a page
// cannot listen for it or fake marks without reading our events.
var markType = func() string {
	b := make([]byte, 8)
	_, _ = rand.Read(b)
	return "emcp-mark-" + hex.EncodeToString(b)
}()

// ariaInstall installs the aria scripts in a new world and listens for
// marks there.
var ariaInstall = aria.Install + "__emcp.listen(" + string(jsonString(markType)) + ");\n"

// listenersJS marks the elements the page's scripts made interactive
// (aria/listeners.js), to be evaluated in a frame's own world.
var listenersJS = "(() => {\n" + aria.File("listeners.js") + "\nreturn markListeners(" + string(jsonString(markType)) + ");\n})()"

// timersKey names, on a page's window, the watch of the timers the page
// sets in answer to typing (aria/timers.js). It is new in every process.
var timersKey = func() string {
	b := make([]byte, 8)
	_, _ = rand.Read(b)
	return "__emcpTimers" + hex.EncodeToString(b)
}()

// watchTimersJS starts that watch, timersLeftJS reads it and timersDueJS
// reads and ends it, to be evaluated in a frame's own world. A read sends
// only timers-due.js (a few hundred bytes), not the whole watch.
var (
	watchTimersJS = "(() => {\n" + aria.File("timers.js") + "\nreturn watchTimers(" + string(jsonString(timersKey)) + ", 1, " + strconv.Itoa(int(timerWaitMax/time.Millisecond)) + ", 'keys');\n})()"
	// … of the release that ends a drag (timers.js: release).
	watchReleaseTimersJS = "(() => {\n" + aria.File("timers.js") + "\nreturn watchTimers(" + string(jsonString(timersKey)) + ", 1, " + strconv.Itoa(int(releaseWaitMax/time.Millisecond)) + ", 'release');\n})()"
	// … of a click's own events (timers.js: click), above the delays its
	// hold holds (holdTimersJS).
	watchClickTimersJS = "(() => {\n" + aria.File("timers.js") + "\nreturn watchTimers(" + string(jsonString(timersKey)) + ", " + strconv.Itoa(int(holdMax/time.Millisecond)+1) + ", " + strconv.Itoa(int(clickTimerMax/time.Millisecond)) + ", 'click');\n})()"
	// … of a hover and the settle after it: every timer (timers.js:
	// hover), up to the wait for what a hover reveals.
	watchHoverTimersJS = "(() => {\n" + aria.File("timers.js") + "\nreturn watchTimers(" + string(jsonString(timersKey)) + ", 0, " + strconv.Itoa(int(revealWait/time.Millisecond)) + ", 'hover');\n})()"
	timersLeftJS       = "(() => {\n" + aria.File("timers-due.js") + "\nreturn timersDue(" + string(jsonString(timersKey)) + ", false);\n})()"
	timersDueJS        = "(() => {\n" + aria.File("timers-due.js") + "\nreturn timersDue(" + string(jsonString(timersKey)) + ", true);\n})()"
	// holdTimersJS holds the timers the page sets in answer to a click's
	// events until it is done (aria/hold.js), under a key of its own.
	holdTimersJS = "(() => {\n" + aria.File("hold.js") + "\nreturn holdTimers(" + string(jsonString(timersKey+"Hold")) + ", " + strconv.Itoa(int(holdMax/time.Millisecond)) + ", " + strconv.Itoa(int(holdLetGo/time.Millisecond)) + ");\n})()"
)

// worldName names our isolated worlds in execution-context events.
const worldName = "electron-mcp"

// worldKey is one frame's isolated world: frames are unique per session.
type worldKey struct {
	sess  cdpproto.Session
	frame cdpproto.FrameID
}

type world struct {
	id       runtime.ExecutionContextID
	uniqueID string
}

// world returns the execution context of our isolated world in a frame,
// creating it and installing the aria scripts on first use. Page scripts cannot see
// or disturb what runs there, and the page's CSP does not apply.
func (p *Page) world(ctx context.Context, sess cdpproto.Session, frame cdpproto.FrameID) (runtime.ExecutionContextID, error) {
	k := worldKey{sess, frame}
	p.mu.Lock()
	w, ok := p.worlds[k]
	had := p.hadWorld[k]
	p.mu.Unlock()
	if ok {
		return w.id, nil
	}
	if id, ok := p.takeReadyWorld(k); ok {
		return id, nil
	}
	res, err := cdpproto.Call(ctx, sess, page.CreateIsolatedWorld, page.CreateIsolatedWorldParams{FrameID: frame, WorldName: worldName})
	if err != nil {
		return 0, fmt.Errorf("page: creating an isolated world in frame %s: %w", frame, err)
	}
	ev, err := cdpproto.Call(ctx, sess, runtime.Evaluate, runtime.EvaluateParams{Expression: ariaInstall, ContextID: res.ExecutionContextID})
	if err != nil {
		return 0, fmt.Errorf("page: installing the snapshot script: %w", err)
	}
	if ev.ExceptionDetails != nil {
		return 0, fmt.Errorf("page: installing the snapshot script: %s", exceptionText(ev.ExceptionDetails))
	}
	if had {
		// A world lost while its document lives (rare): its numbers start
		// again, so the refs issued from the old one must not be used.
		p.Refs.Reset(frame)
		if frame == p.MainFrame() {
			p.Refs.ResetAll()
		}
	}
	p.mu.Lock()
	if _, raced := p.worlds[k]; !raced {
		p.worlds[k] = world{id: res.ExecutionContextID, uniqueID: p.contextUnique[res.ExecutionContextID]}
	}
	p.hadWorld[k] = true
	p.mu.Unlock()
	return res.ExecutionContextID, nil
}

// takeReadyWorld takes into use the world Chromium made for the frame's
// document with the aria scripts in it, if there is one.
func (p *Page) takeReadyWorld(k worldKey) (runtime.ExecutionContextID, bool) {
	p.mu.Lock()
	defer p.mu.Unlock()
	w, ok := p.readyWorlds[k]
	if !ok {
		return 0, false
	}
	delete(p.readyWorlds, k)
	if p.hadWorld[k] {
		// As in world: a world lost while its document lives.
		p.Refs.Reset(k.frame)
		if k.frame == p.mainFrame {
			p.Refs.ResetAll()
		}
	}
	p.worlds[k] = w
	p.hadWorld[k] = true
	return w.id, true
}

// inWorld evaluates expr in a frame's isolated world, recreating the world
// once if it was destroyed under us.
func (p *Page) inWorld(ctx context.Context, sess cdpproto.Session, frame cdpproto.FrameID, expr string, byValue bool) (*runtime.RemoteObject, error) {
	for attempt := 0; ; attempt++ {
		id, err := p.world(ctx, sess, frame)
		if err != nil {
			return nil, err
		}
		res, err := cdpproto.Call(ctx, sess, runtime.Evaluate, runtime.EvaluateParams{
			Expression: expr, ContextID: id, ReturnByValue: ptr(byValue), AwaitPromise: ptr(true),
		})
		// The world is gone ("Cannot find context with specified id",
		// "Execution context was destroyed"); not our own ctx ending.
		if attempt == 0 && ctx.Err() == nil && cdp.Failed(err, cdp.ContextGone) {
			p.forgetWorld(worldKey{sess, frame})
			continue
		}
		if err != nil {
			return nil, err
		}
		if res.ExceptionDetails != nil {
			if attempt == 0 && strings.Contains(exceptionText(res.ExceptionDetails), "__emcp") {
				p.forgetWorld(worldKey{sess, frame})
				continue
			}
			return nil, fmt.Errorf("page: %s", exceptionText(res.ExceptionDetails))
		}
		return res.Result, nil
	}
}

// evalInWorld evaluates expr in the main frame's isolated world, where
// page scripts cannot interfere with it (by patching MutationObserver,
// say), and decodes its value into out.
func (p *Page) evalInWorld(ctx context.Context, expr string, out any) error {
	obj, err := p.inWorld(ctx, p.conn, p.MainFrame(), expr, true)
	if err != nil {
		return err
	}
	if out != nil && obj != nil && len(obj.Value) > 0 {
		return jsonv2.Unmarshal(obj.Value, out)
	}
	return nil
}

func (p *Page) forgetWorld(k worldKey) {
	p.mu.Lock()
	delete(p.worlds, k)
	delete(p.readyWorlds, k)
	p.mu.Unlock()
}

// handleContext keeps the world cache true to the execution contexts of
// each session. p.mu is held.
func (p *Page) handleContext(ev cdp.Event, sess cdpproto.Session) {
	switch ev.Method {
	case "Runtime.executionContextCreated":
		e, ok := decode[runtime.EventExecutionContextCreated](ev)
		if !ok || e.Context == nil {
			return
		}
		p.contextUnique[e.Context.ID] = e.Context.UniqueID
		var aux struct {
			FrameID   cdpproto.FrameID `json:"frameId"`
			IsDefault bool             `json:"isDefault"`
			Type      string           `json:"type"`
		}
		if len(e.Context.AuxData) > 0 && jsonv2.Unmarshal(e.Context.AuxData, &aux) == nil && aux.FrameID != "" {
			k := worldKey{sess, aux.FrameID}
			switch {
			case aux.IsDefault:
				p.pageWorlds[k] = world{id: e.Context.ID, uniqueID: e.Context.UniqueID}
			case aux.Type == "isolated" && e.Context.Name == worldName:
				// Ours, made for a new document (enable's script) or by
				// world; the latter is in p.worlds already.
				if w, ok := p.worlds[k]; !ok || w.id != e.Context.ID {
					p.readyWorlds[k] = world{id: e.Context.ID, uniqueID: e.Context.UniqueID}
				}
			}
		}
		for k, w := range p.worlds {
			if k.sess == sess && w.id == e.Context.ID && w.uniqueID == "" {
				w.uniqueID = e.Context.UniqueID
				p.worlds[k] = w
			}
		}
	case "Runtime.executionContextDestroyed":
		e, ok := decode[runtime.EventExecutionContextDestroyed](ev)
		if !ok {
			return
		}
		for k, w := range p.worlds {
			if w.uniqueID != "" && w.uniqueID == e.ExecutionContextUniqueID {
				delete(p.worlds, k)
			}
		}
		for k, w := range p.pageWorlds {
			if w.uniqueID == e.ExecutionContextUniqueID {
				delete(p.pageWorlds, k)
			}
		}
		for k, w := range p.readyWorlds {
			if w.uniqueID == e.ExecutionContextUniqueID {
				delete(p.readyWorlds, k)
			}
		}
	case "Runtime.executionContextsCleared":
		for k := range p.worlds {
			if k.sess == sess {
				delete(p.worlds, k)
			}
		}
		for k := range p.pageWorlds {
			if k.sess == sess {
				delete(p.pageWorlds, k)
			}
		}
		for k := range p.readyWorlds {
			if k.sess == sess {
				delete(p.readyWorlds, k)
			}
		}
		clear(p.contextUnique)
	}
}

// forgetFrameWorlds drops the worlds of a frame that navigated: a new
// document gets a new world. p.mu is held.
func (p *Page) forgetFrameWorlds(frame cdpproto.FrameID) {
	for k := range p.worlds {
		if k.frame == frame {
			delete(p.worlds, k)
			delete(p.hadWorld, k)
		}
	}
}

// jsSnapshotNumber is a node's number in our world (inpage/describe.js).
var jsSnapshotNumber = inpage.Func("snapshotNumber")

// nodeObject finds a node by its snapshot number in a frame, as a remote
// object of our isolated world; ok is false when the node is gone.
func (p *Page) nodeObject(ctx context.Context, sess cdpproto.Session, frame cdpproto.FrameID, id int64) (runtime.RemoteObjectID, bool, error) {
	obj, err := p.inWorld(ctx, sess, frame, fmt.Sprintf("__emcp.byId(%d)", id), false)
	if err != nil {
		return "", false, err
	}
	if obj == nil || obj.ObjectID == "" {
		return "", false, nil
	}
	return obj.ObjectID, true, nil
}

// numberOf returns the snapshot number of an element given as any remote
// object of its frame: it is moved into our world by its backend node id.
func (p *Page) numberOf(ctx context.Context, sess cdpproto.Session, frame cdpproto.FrameID, backend cdpproto.BackendNodeID) (int64, error) {
	wid, err := p.world(ctx, sess, frame)
	if err != nil {
		return 0, err
	}
	obj, err := cdpproto.Call(ctx, sess, dom.ResolveNode, dom.ResolveNodeParams{BackendNodeID: backend, ExecutionContextID: wid})
	if err != nil {
		return 0, err
	}
	res, err := cdpproto.Call(ctx, sess, runtime.CallFunctionOn, runtime.CallFunctionOnParams{
		FunctionDeclaration: jsSnapshotNumber,
		ObjectID:            obj.Object.ObjectID, ReturnByValue: ptr(true),
	})
	if err != nil {
		return 0, err
	}
	if res.ExceptionDetails != nil {
		return 0, fmt.Errorf("page: %s", exceptionText(res.ExceptionDetails))
	}
	var n int64
	err = jsonv2.Unmarshal(res.Result.Value, &n)
	return n, err
}
