package page

import (
	"context"
	"fmt"
	"sort"
	"sync"

	"github.com/chromedp/cdproto/accessibility"
	cdpproto "github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/cdp/jsonv2"
	"github.com/chromedp/cdproto/dom"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/cdproto/runtime"

	"github.com/electron-mcp/electron-mcp/go/cdp"
	"github.com/electron-mcp/electron-mcp/go/page/aria"
	"github.com/electron-mcp/electron-mcp/go/snapshot"
)

// Snapshot gathers every frame's tree — same-process iframes from the
// page's session, out-of-process ones from their own — and renders it with
// stable refs. A frame that went away or whose renderer crashed while it
// was read shows empty; only the main frame failing fails the snapshot.
func (p *Page) Snapshot(ctx context.Context, opt snapshot.Options) (*snapshot.Snapshot, error) {
	if err := p.usable(); err != nil {
		return nil, err
	}
	if d := p.Dialog(); d != nil {
		return nil, actionErrorf("%s dialog is open (%q); handle it with browser_handle_dialog first", DialogKind(d.Type), d.Message)
	}
	p.syncRefs()
	frames, err := p.gather(ctx, opt.Boxes)
	if err != nil {
		return nil, err
	}
	return snapshot.Build(frames, p.Refs, opt)
}

// gather collects the frames of the page in document order.
func (p *Page) gather(ctx context.Context, boxes bool) ([]snapshot.Frame, error) {
	// The main frame's listeners are marked and its snapshot taken while
	// the frame tree is read: the snapshot goes out once the marking has,
	// and Chromium runs a session's commands in the order sent.
	main := p.MainFrame()
	marked := p.startMarkListeners(ctx, p.conn, main)
	first := make(chan frameSnapshot, 1)
	go func() {
		var r frameSnapshot
		r.err = p.snapshotFrame(ctx, p.conn, main, boxes, &r.snap)
		first <- r
	}()
	tree, err := cdpproto.Call(ctx, p.conn, page.GetFrameTree, cdpproto.Empty{})
	marked()
	if err != nil {
		<-first
		return nil, fmt.Errorf("page: reading the frame tree: %w", err)
	}
	g := &gatherer{p: p, boxes: boxes, sessions: make(map[int]cdpproto.Session), marked: main}
	if tree.FrameTree.Frame.ID == main {
		g.first = first
	} else {
		<-first // the page navigated meanwhile: snapshot the frame it has now
	}
	if err := g.document(ctx, p.conn, tree.FrameTree, -1); err != nil {
		return nil, err
	}
	// Out-of-process iframes are not in their parent's frame tree: add each
	// under its parent frame once that is in, nested ones included.
	p.mu.Lock()
	oopifs := make([]*frame, 0, len(p.frames))
	for _, f := range p.frames {
		oopifs = append(oopifs, f)
	}
	p.mu.Unlock()
	sort.Slice(oopifs, func(i, j int) bool { return oopifs[i].id < oopifs[j].id })
	done := make(map[cdpproto.FrameID]bool)
	for progress := true; progress; {
		progress = false
		for _, f := range oopifs {
			if done[f.id] {
				continue
			}
			parent := g.index(f.parent)
			if parent < 0 {
				continue
			}
			done[f.id] = true
			progress = true
			sub, err := cdpproto.Call(ctx, f.session, page.GetFrameTree, cdpproto.Empty{})
			if err != nil {
				continue // detached meanwhile
			}
			if err := g.document(ctx, f.session, sub.FrameTree, parent); err != nil {
				return nil, err
			}
		}
	}
	return g.frames, nil
}

type gatherer struct {
	p        *Page
	boxes    bool
	frames   []snapshot.Frame
	sessions map[int]cdpproto.Session // the session of each gathered frame
	marked   cdpproto.FrameID         // the frame of p.conn whose listeners gather marked already
	first    <-chan frameSnapshot     // … and its snapshot, taken meanwhile
}

// frameSnapshot is a frame's snapshot as snapshotFrame answered it.
type frameSnapshot struct {
	snap jsSnapshot
	err  error
}

// index returns the position of a gathered frame, or -1.
func (g *gatherer) index(id cdpproto.FrameID) int {
	for i, f := range g.frames {
		if f.ID == id {
			return i
		}
	}
	return -1
}

// document adds one frame's tree and walks its same-process children.
func (g *gatherer) document(ctx context.Context, sess cdpproto.Session, t *page.FrameTree, parent int) error {
	f := t.Frame
	var owner cdpproto.BackendNodeID
	if parent >= 0 {
		o, err := g.owner(ctx, parent, f.ID)
		if err != nil {
			return nil // the frame went away while we looked
		}
		owner = o
	}
	if sess != g.p.conn || f.ID != g.marked {
		g.p.markListeners(ctx, sess, f.ID)
	}
	var snap jsSnapshot
	var ax map[int64]*accessibility.Node
	for round := 0; ; round++ {
		var err error
		if round == 0 && g.first != nil && sess == g.p.conn && f.ID == g.marked {
			r := <-g.first
			g.first = nil
			snap, err = r.snap, r.err
		} else {
			err = g.p.snapshotFrame(ctx, sess, f.ID, g.boxes, &snap)
		}
		if err != nil {
			if parent < 0 {
				return fmt.Errorf("page: reading the page: %w", err)
			}
			return nil // a frame that is still loading or went away
		}
		// Custom elements whose roles and states only Chromium knows
		// (internals.go): a role learned means a walk again, with it.
		again := false
		ax = nil
		if snap.Internals > 0 {
			var learned bool
			ax, learned = g.p.readInternals(ctx, sess, f.ID)
			again = learned && round < maxShadowRounds
		}
		// Elements that may host closed shadow roots, met for the first
		// time: adopt the roots they have and walk again, into them (and
		// into those nested in them, a few levels deep).
		if snap.Hosts > 0 && round < maxShadowRounds && g.p.adoptClosedRoots(ctx, sess, f.ID) > 0 {
			again = true
		}
		if !again {
			break
		}
	}
	aria.ApplyInternals(snap.Nodes, ax)
	nodes, info := aria.Nodes(snap.Nodes)
	idx := len(g.frames)
	g.sessions[idx] = sess
	g.frames = append(g.frames, snapshot.Frame{
		ID: f.ID, Parent: parent, Owner: owner, URL: f.URL, Nodes: nodes, Info: info,
	})
	for _, c := range t.ChildFrames {
		if err := g.document(ctx, sess, c, idx); err != nil {
			return err
		}
	}
	return nil
}

// owner returns the snapshot number of the <iframe> element, in its parent
// frame, that holds frame.
func (g *gatherer) owner(ctx context.Context, parent int, frame cdpproto.FrameID) (cdpproto.BackendNodeID, error) {
	psess := g.sessions[parent]
	o, err := cdpproto.Call(ctx, psess, dom.GetFrameOwner, dom.GetFrameOwnerParams{FrameID: frame})
	if err != nil {
		return 0, err
	}
	n, err := g.p.numberOf(ctx, psess, g.frames[parent].ID, o.BackendNodeID)
	if err != nil {
		return 0, err
	}
	return cdpproto.BackendNodeID(n), nil
}

// markListeners marks, for the snapshot about to be taken of a frame, the
// elements the page's scripts listen on (aria/listeners.js, evaluated in the
// frame's own world where those listeners live; our world receives the
// marks). A frame whose own world is not known yet, or that does not
// answer, is snapshot without: its elements keep the refs their roles,
// cursors and attributes give them.
func (p *Page) markListeners(ctx context.Context, sess cdpproto.Session, frame cdpproto.FrameID) {
	p.startMarkListeners(ctx, sess, frame)()
}

// startMarkListeners sends markListeners' command and returns what waits
// for its answer: what the frame's session is sent next runs after it.
func (p *Page) startMarkListeners(ctx context.Context, sess cdpproto.Session, frame cdpproto.FrameID) (wait func()) {
	if _, err := p.world(ctx, sess, frame); err != nil {
		return func() {} // the snapshot will say why
	}
	p.mu.Lock()
	w, ok := p.pageWorlds[worldKey{sess, frame}]
	p.mu.Unlock()
	if !ok {
		return func() {}
	}
	answer := cdp.Start(ctx, sess, runtime.Evaluate.Method, runtime.EvaluateParams{
		Expression: listenersJS, ContextID: w.id, IncludeCommandLineAPI: ptr(true),
		ReturnByValue: ptr(true), Silent: ptr(true),
	})
	return func() {
		var res runtime.EvaluateResult
		if err := answer(ctx, &res); err != nil || res.ExceptionDetails != nil {
			p.log.Debug("marking listeners", "frame", frame, "err", err)
		}
	}
}

// jsSnapshot is a frame's snapshot as the aria scripts answer it
// (AriaSnapshot in aria/types.d.ts).
type jsSnapshot struct {
	Nodes []aria.Node `json:"nodes"`
	Hosts int         `json:"hosts"`
	// Custom elements to ask Chromium about (readInternals).
	Internals int `json:"internals"`
}

// maxShadowRounds bounds the walks again after adopting closed roots (one
// per level of closed roots inside closed roots) or learning the roles
// custom elements give themselves (one per level of such elements that
// only become items under a container's learned role).
const maxShadowRounds = 3

// snapshotFrame runs the aria scripts' snapshot in a frame's world.
func (p *Page) snapshotFrame(ctx context.Context, sess cdpproto.Session, frame cdpproto.FrameID, boxes bool, out *jsSnapshot) error {
	// The answer comes back as one JSON string: Chromium serialises a
	// string for returnByValue far more cheaply than a large object
	// (BenchmarkSnapshot, 10,000 elements: Chromium's CPU time per snapshot
	// fell from 1,040 to 650 ms).
	obj, err := p.inWorld(ctx, sess, frame, fmt.Sprintf("JSON.stringify(__emcp.snapshot({boxes: %t}))", boxes), true)
	if err != nil {
		return err
	}
	var text string
	if err := jsonv2.Unmarshal(obj.Value, &text); err != nil {
		return err
	}
	return decodeAnswer(text, out)
}

// decodeAnswer reads the aria scripts' answer. Page text may hold lone
// UTF-16 surrogates, which JSON.stringify writes as \ud800 escapes: they
// read as U+FFFD instead of failing the snapshot.
func decodeAnswer(text string, out *jsSnapshot) error {
	*out = jsSnapshot{}
	return jsonv2.Unmarshal([]byte(text), out, jsonv2.AllowInvalidUTF8(true))
}

// adoptClosedRoots looks at the elements the last snapshot of a frame
// noted as possible hosts of closed shadow roots, which page scripts (and
// so our world) cannot enter: Chromium's DOM domain describes the hosts'
// parents with their children and the children's shadow roots, and each
// closed root, resolved into our world by its backend node id, is handed
// to the aria scripts. It returns how many roots were adopted. Each
// element is looked at once in its life, so a page without closed roots
// pays for this once per defined custom element that has no open root: a
// describeNode per parent of such elements, many at a time.
func (p *Page) adoptClosedRoots(ctx context.Context, sess cdpproto.Session, frame cdpproto.FrameID) int {
	wid, err := p.world(ctx, sess, frame)
	if err != nil {
		return 0
	}
	const group = "emcp-hosts"
	defer cdpproto.Call(context.WithoutCancel(ctx), sess, runtime.ReleaseObjectGroup, runtime.ReleaseObjectGroupParams{ObjectGroup: group})
	list, err := cdpproto.Call(ctx, sess, runtime.Evaluate, runtime.EvaluateParams{Expression: "__emcp.takeHosts()", ContextID: wid, ObjectGroup: group})
	if err != nil || list.ExceptionDetails != nil || list.Result.ObjectID == "" {
		return 0
	}
	props, err := cdpproto.Call(ctx, sess, runtime.GetProperties, runtime.GetPropertiesParams{ObjectID: list.Result.ObjectID, OwnProperties: ptr(true)})
	if err != nil {
		return 0
	}
	var parents []runtime.RemoteObjectID
	for _, pr := range props.Result {
		if pr.Value != nil && pr.Value.ObjectID != "" && pr.Value.Subtype == runtime.RemoteObjectSubtypeNode {
			parents = append(parents, pr.Value.ObjectID)
		}
	}
	// Round trips go side by side (a few dozen at a time), not one after
	// the other: describe the parents, resolve each closed root found
	// into our world, then adopt them all in one call.
	var (
		mu    sync.Mutex
		found []cdpproto.BackendNodeID
	)
	seen := make(map[cdpproto.BackendNodeID]bool)
	fanOut(len(parents), func(i int) {
		d, err := cdpproto.Call(ctx, sess, dom.DescribeNode, dom.DescribeNodeParams{ObjectID: parents[i], Depth: ptr(int64(1)), Pierce: ptr(true)})
		if err != nil {
			return
		}
		mu.Lock()
		defer mu.Unlock()
		for _, child := range d.Node.Children {
			for _, r := range child.ShadowRoots {
				if r.ShadowRootType == cdpproto.ShadowRootTypeClosed && !seen[r.BackendNodeID] {
					seen[r.BackendNodeID] = true
					found = append(found, r.BackendNodeID)
				}
			}
		}
	})
	roots := make([]*runtime.CallArgument, len(found))
	fanOut(len(found), func(i int) {
		obj, err := cdpproto.Call(ctx, sess, dom.ResolveNode, dom.ResolveNodeParams{BackendNodeID: found[i], ExecutionContextID: wid, ObjectGroup: group})
		if err == nil && obj.Object != nil {
			roots[i] = &runtime.CallArgument{ObjectID: obj.Object.ObjectID}
		}
	})
	args := roots[:0]
	for _, r := range roots {
		if r != nil {
			args = append(args, r)
		}
	}
	if len(args) == 0 {
		return 0
	}
	res, err := cdpproto.Call(ctx, sess, runtime.CallFunctionOn, runtime.CallFunctionOnParams{
		FunctionDeclaration: "function(...roots) { let n = 0; for (const r of roots) if (__emcp.adoptRoot.call(r)) n++; return n; }",
		ExecutionContextID:  wid, Arguments: args, ReturnByValue: ptr(true),
	})
	if err != nil || res.ExceptionDetails != nil {
		return 0
	}
	var adopted int
	_ = jsonv2.Unmarshal(res.Result.Value, &adopted)
	return adopted
}
