package snapshot

import (
	"errors"
	"fmt"
	"net/url"

	"github.com/chromedp/cdproto/accessibility"
	"github.com/chromedp/cdproto/cdp"
)

// Options select what Build renders.
type Options struct {
	Target   string // ref whose subtree to render ("" = whole page)
	Depth    int    // 0 = unlimited; else levels below the root/target
	Boxes    bool   // append [box=x,y,w,h] (from NodeInfo) to lines with a ref
	MaxChars int    // cap on Text; 0 = DefaultMaxChars, negative = no cap
	MaxText  int    // longest name/text/value before "…"; 0 = DefaultMaxText, negative = no limit
}

// Defaults for Options.
const (
	DefaultMaxChars = 40000
	DefaultMaxText  = 200
)

type itemKind uint8

const (
	kindElement itemKind = iota
	kindText
	kindBreak // a block boundary: text on either side is not merged
	// kindSoft marks where the content of a node of uncertain layout (a
	// <div> or <span> Chromium keeps as generic or ignored) starts and
	// ends; mergeText decides whether it is a block boundary (see
	// resolveSoft).
	kindSoft
	kindNop // a slot kept for a kindSoft that turned out not to be needed
)

type state uint16

const (
	stChecked state = 1 << iota
	stCheckedMixed
	stDisabled
	stExpanded
	stPressed
	stPressedMixed
	stSelected
	stRequired
	stReadonly
	stInvalid
	stFocused
)

// item is one node of the pruned tree that gets rendered.
type item struct {
	kind        itemKind
	axRole      string // the role as Chromium names it
	role        string // the role as printed
	name        string
	text        string // kindText: the (merged) text
	value       string
	url         string
	placeholder string
	options     []string
	states      state
	level       int
	frame       int               // index into the frames slice
	node        cdp.BackendNodeID // identity with frame; for text, the first text node
	wantRef     bool
	// inheritedPointer: cursor:pointer comes from an ancestor. Such a node
	// gets a ref only if it is printed anyway (a heading inside a clickable
	// card), not by itself (a <span> inside a link).
	inheritedPointer bool
	weakRef          bool // wantRef only because of inheritedPointer
	ownName          bool // its text, dropped for its name, is said by the name alone: printed even where the lines under it would echo it
	byMarks          bool // wantRef only because of NodeInfo: a cursor, a listener
	byCursor         bool // … only because of an action cursor (no listener of its own)
	// delegated: the item of a container that listens for clicks on its
	// items, or a heading of a frame where things drag; it gets a ref
	// unless something inside it has one.
	delegated bool
	// section: a landmark or container an agent may narrow a snapshot to.
	// It gets a ref (so Options.Target and CSS-selector targets work) that
	// is not printed on its line, only where narrowing is suggested: the
	// truncation note and depth-cut markers.
	section  bool
	ref      string
	hint     string // NodeInfo.Hint: what an unnamed control is for
	box      *Rect
	children []*item
	flow     flow // how it lays out when its children take its place
	// kindSoft: the opening marker of the node, which holds the decision
	// (inline) for both of its markers.
	open   *item
	inline bool
}

// noRef takes back every reason the item had for a ref.
func (it *item) noRef() {
	it.wantRef, it.byMarks, it.byCursor, it.delegated, it.inheritedPointer = false, false, false, false, false
}

// frameData indexes one Frame for the builder.
type frameData struct {
	f *Frame
	// Node id → index in f.Nodes. Chromium's ids are small decimal
	// numbers, so they index a slice (dense, base idBase); any other id
	// scheme falls back to a map.
	dense  []int32
	idBase int
	byID   map[accessibility.NodeID]int
	seen   []bool // by index: visited, so a malformed tree cannot loop
	root   *accessibility.Node
	labels map[cdp.BackendNodeID]bool
	owners map[cdp.BackendNodeID]int // <iframe> backend id → child frame index
	base   *url.URL
	// drags: something in the frame can be dragged, so its headings get
	// refs: they are where a person drops things (see walk.go).
	drags bool
	// splits: the frame has a splitter (a separator that takes the
	// focus, dragged to resize the panes beside it), so its headings get
	// refs: they are where a person drags it to.
	splits bool
}

type builder struct {
	frames   []frameData
	stitched []bool
}

// Build renders frames as an aria snapshot, issuing refs from refs.
func Build(frames []Frame, refs *RefTable, opt Options) (*Snapshot, error) {
	if len(frames) == 0 {
		return nil, errors.New("snapshot: no frames")
	}
	if refs == nil {
		return nil, errors.New("snapshot: nil RefTable")
	}
	b := &builder{frames: make([]frameData, len(frames)), stitched: make([]bool, len(frames))}
	for i := range frames {
		b.index(i, &frames[i])
	}
	for i := range frames {
		p := frames[i].Parent
		if i == 0 || p < 0 || p >= len(frames) || p == i || frames[i].Owner == 0 {
			continue
		}
		if b.frames[p].owners == nil {
			b.frames[p].owners = map[cdp.BackendNodeID]int{}
		}
		b.frames[p].owners[frames[i].Owner] = i
	}
	root := b.frames[0].root
	if root == nil {
		return nil, errors.New("snapshot: main frame has no accessibility nodes")
	}
	b.stitched[0] = true
	top := &item{kind: kindElement, frame: 0}
	top.children = b.visitChildren(0, root, inherited{}, nil)
	top.children = mergeText(top.children)

	// Refs are issued in document order over the whole tree, whatever part
	// is rendered, so numbering does not depend on options.
	refs.mu.Lock()
	series := make([]*refFrame, len(frames))
	for i := range frames {
		series[i] = refs.series(frames[i].ID, i == 0)
	}
	refs.assign(top, frames, series)
	refs.mu.Unlock()

	r := newRenderer(frames, opt)
	if opt.Target == "" {
		// Size the line buffers once: the tree is all rendered.
		n := 0
		for _, c := range top.children {
			n += countLines(c)
		}
		r.lines = make([]Line, 0, n)
		r.spans = make([][2]int, 0, n)
		r.all = make([]byte, 0, n*28)
	}
	if opt.Target != "" {
		tFrame, tNode, err := refs.Resolve(opt.Target)
		if err != nil {
			return nil, err
		}
		target := findItem(top, func(it *item) bool { return it.ref != "" && it.node == tNode && frames[it.frame].ID == tFrame })
		if target == nil {
			return nil, fmt.Errorf("snapshot: ref %s is no longer on the page; call browser_snapshot for fresh refs", opt.Target)
		}
		r.item(target, 0)
	} else {
		for _, c := range top.children {
			r.item(c, 0)
		}
	}
	return r.finish(), nil
}

func findItem(it *item, match func(*item) bool) *item {
	if match(it) {
		return it
	}
	for _, c := range it.children {
		if f := findItem(c, match); f != nil {
			return f
		}
	}
	return nil
}

// node returns the node with that id, or nil.
func (fd *frameData) node(id accessibility.NodeID) *accessibility.Node {
	if i, ok := fd.lookup(id); ok {
		return fd.f.Nodes[i]
	}
	return nil
}

// lookup returns the index in f.Nodes of the node with that id.
func (fd *frameData) lookup(id accessibility.NodeID) (int, bool) {
	if fd.byID != nil {
		i, ok := fd.byID[id]
		return i, ok
	}
	n, ok := atoiID(id)
	if !ok || n < fd.idBase || n-fd.idBase >= len(fd.dense) {
		return 0, false
	}
	i := fd.dense[n-fd.idBase]
	return int(i), i >= 0
}

// atoiID parses a decimal node id without allocating.
func atoiID(id accessibility.NodeID) (int, bool) {
	if len(id) == 0 || len(id) > 9 {
		return 0, false
	}
	n := 0
	for i := 0; i < len(id); i++ {
		c := id[i]
		if c < '0' || c > '9' {
			return 0, false
		}
		n = n*10 + int(c-'0')
	}
	return n, true
}

// indexIDs fills dense when every id is a decimal number in a range not
// much wider than the node count, and byID otherwise.
func (fd *frameData) indexIDs(nodes []*accessibility.Node) {
	lo, hi, numeric := int(^uint(0)>>1), -1, true
	for _, n := range nodes {
		if n == nil {
			continue
		}
		v, ok := atoiID(n.NodeID)
		if !ok {
			numeric = false
			break
		}
		lo, hi = min(lo, v), max(hi, v)
	}
	if numeric && hi >= lo && hi-lo < 4*len(nodes)+1024 {
		fd.idBase = lo
		fd.dense = make([]int32, hi-lo+1)
		for i := range fd.dense {
			fd.dense[i] = -1
		}
		for i, n := range nodes {
			if n != nil {
				v, _ := atoiID(n.NodeID)
				fd.dense[v-lo] = int32(i)
			}
		}
		return
	}
	fd.byID = make(map[accessibility.NodeID]int, len(nodes))
	for i, n := range nodes {
		if n != nil {
			fd.byID[n.NodeID] = i
		}
	}
}

func (b *builder) index(i int, f *Frame) {
	fd := &b.frames[i]
	fd.f = f
	fd.seen = make([]bool, len(f.Nodes))
	fd.indexIDs(f.Nodes)
	for i, n := range f.Nodes {
		if n != nil && (n.ParentID == "" || fd.node(n.ParentID) == nil) {
			fd.root = n
			fd.seen[i] = true
			break
		}
	}
	fd.labels = labelNodes(f.Nodes)
	for _, ni := range f.Info {
		if ni.Drags {
			fd.drags = true
			break
		}
	}
	for _, n := range f.Nodes {
		if n == nil || n.Role == nil {
			continue
		}
		// The raw value, not roleOf's string: no copy per node.
		if r := string(n.Role.Value); r == `"splitter"` || r == `"Splitter"` {
			fd.splits = true
			break
		}
	}
	u := f.URL
	if u == "" && fd.root != nil {
		u = valueString(prop(fd.root, accessibility.PropertyNameURL))
	}
	// file: documents (an Electron app's own pages) have no host.
	if pu, err := url.Parse(u); err == nil && (pu.Host != "" || pu.Scheme == "file") {
		fd.base = pu
	}
}
