package page

import (
	"context"
	"fmt"
	"sort"

	"github.com/chromedp/cdproto/accessibility"
	cdpproto "github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/dom"
	"github.com/chromedp/cdproto/domsnapshot"
	"github.com/chromedp/cdproto/page"

	"github.com/electron-mcp/electron-mcp/go/snapshot"
)

// Snapshot gathers the accessibility tree of every frame — same-process
// iframes from the page's session, out-of-process ones from their own — and
// renders it with stable refs.
func (p *Page) Snapshot(ctx context.Context, opt snapshot.Options) (*snapshot.Snapshot, error) {
	if err := p.Err(); err != nil {
		return nil, err
	}
	if d := p.Dialog(); d != nil {
		return nil, actionErrorf("a %s dialog is open (%q); handle it with browser_handle_dialog first", d.Type, d.Message)
	}
	p.syncRefs()
	frames, err := p.gather(ctx)
	if err != nil {
		return nil, err
	}
	s, err := snapshot.Build(frames, p.Refs, opt)
	if err != nil {
		return nil, err
	}
	return s, nil
}

// gather collects the frames of the page in document order.
func (p *Page) gather(ctx context.Context) ([]snapshot.Frame, error) {
	tree, err := cdpproto.Call(ctx, p.conn, page.GetFrameTree, cdpproto.Empty{})
	if err != nil {
		return nil, fmt.Errorf("page: reading the frame tree: %w", err)
	}
	g := &gatherer{p: p, info: make(map[cdpproto.Session]map[cdpproto.BackendNodeID]snapshot.NodeInfo), sessions: make(map[int]cdpproto.Session)}
	if err := g.walk(ctx, p.conn, tree.FrameTree, -1); err != nil {
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
			owner, err := cdpproto.Call(ctx, g.sessions[parent], dom.GetFrameOwner, dom.GetFrameOwnerParams{FrameID: f.id})
			if err != nil {
				continue // detached meanwhile
			}
			sub, err := cdpproto.Call(ctx, f.session, page.GetFrameTree, cdpproto.Empty{})
			if err != nil {
				continue
			}
			if err := g.document(ctx, f.session, sub.FrameTree, parent, owner.BackendNodeID, true); err != nil {
				return nil, err
			}
		}
	}
	return g.frames, nil
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

type gatherer struct {
	p        *Page
	frames   []snapshot.Frame
	sessions map[int]cdpproto.Session // the session of each gathered frame
	info     map[cdpproto.Session]map[cdpproto.BackendNodeID]snapshot.NodeInfo
}

func (g *gatherer) walk(ctx context.Context, sess cdpproto.Session, t *page.FrameTree, parent int) error {
	f := t.Frame
	var owner cdpproto.BackendNodeID
	if parent >= 0 {
		o, err := cdpproto.Call(ctx, sess, dom.GetFrameOwner, dom.GetFrameOwnerParams{FrameID: f.ID})
		if err != nil {
			return nil // the frame went away while we looked
		}
		owner = o.BackendNodeID
	}
	return g.document(ctx, sess, t, parent, owner, parent < 0)
}

// document adds one frame's tree and walks its children.
func (g *gatherer) document(ctx context.Context, sess cdpproto.Session, t *page.FrameTree, parent int, owner cdpproto.BackendNodeID, root bool) error {
	f := t.Frame
	params := accessibility.GetFullAXTreeParams{}
	if !root {
		params.FrameID = f.ID
	}
	ax, err := cdpproto.Call(ctx, sess, accessibility.GetFullAXTree, params)
	if err != nil {
		if parent < 0 {
			return fmt.Errorf("page: reading the accessibility tree: %w", err)
		}
		return nil
	}
	info, err := g.nodeInfo(ctx, sess)
	if err != nil && parent < 0 {
		return err
	}
	idx := len(g.frames)
	g.sessions[idx] = sess
	g.frames = append(g.frames, snapshot.Frame{
		ID: f.ID, Parent: parent, Owner: owner, URL: f.URL, Nodes: ax.Nodes, Info: info,
	})
	for _, c := range t.ChildFrames {
		if err := g.walk(ctx, sess, c, idx); err != nil {
			return err
		}
	}
	return nil
}

// nodeInfo reads what the accessibility tree lacks — pointer cursors, click
// listeners, boxes, visibility — for every document of a session, in one
// DOMSnapshot call.
func (g *gatherer) nodeInfo(ctx context.Context, sess cdpproto.Session) (map[cdpproto.BackendNodeID]snapshot.NodeInfo, error) {
	if m, ok := g.info[sess]; ok {
		return m, nil
	}
	res, err := cdpproto.Call(ctx, sess, domsnapshot.CaptureSnapshot, domsnapshot.CaptureSnapshotParams{
		ComputedStyles: []string{"cursor", "visibility"},
	})
	if err != nil {
		return nil, fmt.Errorf("page: reading layout: %w", err)
	}
	m := make(map[cdpproto.BackendNodeID]snapshot.NodeInfo)
	str := func(i int64) string {
		if i < 0 || int(i) >= len(res.Strings) {
			return ""
		}
		return res.Strings[i]
	}
	for _, d := range res.Documents {
		nodes := d.Nodes
		if nodes == nil {
			continue
		}
		if nodes.IsClickable != nil {
			for _, i := range nodes.IsClickable.Index {
				if int(i) < len(nodes.BackendNodeID) {
					id := nodes.BackendNodeID[i]
					ni := m[id]
					ni.Clickable = true
					m[id] = ni
				}
			}
		}
		// Draggable elements take a drag, so they need a ref like
		// clickable ones.
		for i, attrs := range nodes.Attributes {
			for a := 0; a+1 < len(attrs); a += 2 {
				if str(attrs[a]) == "draggable" && str(attrs[a+1]) == "true" && i < len(nodes.BackendNodeID) {
					id := nodes.BackendNodeID[i]
					ni := m[id]
					ni.Clickable = true
					m[id] = ni
				}
			}
		}
		l := d.Layout
		if l == nil {
			continue
		}
		for j, ni := range l.NodeIndex {
			if int(ni) >= len(nodes.BackendNodeID) {
				continue
			}
			id := nodes.BackendNodeID[ni]
			info := m[id]
			if j < len(l.Styles) && len(l.Styles[j]) >= 2 {
				info.Pointer = str(l.Styles[j][0]) == "pointer"
				info.Hidden = str(l.Styles[j][1]) == "hidden"
			}
			if j < len(l.Bounds) && len(l.Bounds[j]) == 4 {
				b := l.Bounds[j]
				info.Box = &snapshot.Rect{X: b[0], Y: b[1], W: b[2], H: b[3]}
			}
			m[id] = info
		}
	}
	g.info[sess] = m
	return m, nil
}
