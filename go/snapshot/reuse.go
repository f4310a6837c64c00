package snapshot

// Ref reuse across re-renders.
//
// Many pages re-render by replacing DOM nodes (innerHTML, replaceChildren,
// a keyed list re-created, a virtual DOM on a key change). Each new node has
// a new backend id, so by identity alone every re-rendered control would get
// a new ref, the refs an agent holds would go stale, and a diff would show
// the whole list removed and added although nothing visible changed.
//
// So when Build meets a node without a ref, it looks for a ref of the
// previous Build of the same frame and document whose node is gone and that
// stood for an equivalent element: one with the same equivalence key, which
// is made of
//
//   - the element's role and name (when it has no name: a record's first
//     text, a control's own text);
//   - its context: the role and name of every ancestor that has a ref, a
//     name, or is a record (a list item, row, tree item, article, option,
//     tab or menu item, a group of rows that takes clicks), with a
//     record's first text standing in for a
//     missing name, so that the "Delete" button of the item "Buy milk" and
//     that of "Walk dog" differ;
//   - unless it is a record itself or sits directly in a record or a
//     collection (list, table, menu, toolbar, …): its anchor, the nearest of
//     the up to eight siblings before it with a text or a name (the heading
//     of a card that is not marked up as a list item);
//   - its frame.
//
// Elements that agree in all of this read the same to an agent. Among them
// (two to-do items with the same title), the ordinal in document order
// decides, and only when their number did not change: after one of two
// identical items is deleted, the remaining one keeps its own ref if its
// node stayed, and gets a new one if it was re-rendered; it never takes the
// deleted one's, which an agent retrying a click could still hold.
//
// A ref whose node is still in the tree keeps it (no stealing), refs never
// move to another frame, and Reset/ResetAll forget the keys with the refs,
// so a new document never inherits a ref. Keys are 64-bit hashes; the
// chance that two different elements of one page collide is negligible.

import (
	"hash/maphash"
	"strconv"
)

// refCand is an item that gets a ref in this Build.
type refCand struct {
	it   *item
	s    *refFrame
	base uint64 // equivalence key
	key  uint64 // base plus the ordinal among items with the same base
	num  int    // the ref number its node already has, or 0
}

// reuseEntry is what a Build leaves for the next one: the ref number issued
// under a key, and how many items had the key's base then.
type reuseEntry struct {
	num   int32
	count int32
}

var keySeed = maphash.MakeSeed()

// recordRoles are the entries of a collection: what tells two identical
// controls apart is the entry they are in.
var recordRoles = map[string]bool{
	"listitem": true, "row": true, "treeitem": true, "article": true, "option": true,
	"tab": true, "menuitem": true, "menuitemcheckbox": true, "menuitemradio": true,
}

// isRecord says whether it is an entry of a collection (recordRoles), or a
// group of rows a person acts on (Tabulator's group headers, which take
// clicks): a table's body, a rowgroup too, is not, its first text
// changing with its first row.
func isRecord(it *item) bool {
	return recordRoles[it.role] || it.role == "rowgroup" && it.wantRef
}

// collectionRoles hold records: their children are told apart by what they
// are, not by their neighbours.
var collectionRoles = map[string]bool{
	"list": true, "listbox": true, "menu": true, "menubar": true, "tablist": true,
	"tree": true, "treegrid": true, "grid": true, "table": true, "radiogroup": true,
	"toolbar": true, "feed": true, "directory": true,
}

// maxAnchorLook bounds how far back a sibling anchor is looked for, and
// maxLabelLook how many descendants a first text is looked for in.
const (
	maxAnchorLook = 8
	maxLabelLook  = 64
)

// assign gives every item that wants a ref its ref: the one its node has,
// else an equivalent vanished node's from the previous Build, else a new
// one. The caller holds t.mu.
func (t *RefTable) assign(top *item, frames []Frame, series []*refFrame) {
	t.gen++
	gen := t.gen
	k := keyer{t: t, series: series, seeds: make([]uint64, len(frames))}
	for i := range frames {
		k.seeds[i] = maphash.String(keySeed, string(frames[i].ID))
	}
	t.cands = t.cands[:0]
	if t.counts == nil {
		t.counts = map[uint64]int32{}
	}
	clear(t.counts)
	k.children(top, 0, false)

	// Which refs' nodes are on the page now, and ordinals among equals.
	for i := range t.cands {
		c := &t.cands[i]
		if n, ok := c.s.byNode[c.it.node]; ok {
			c.num = n
			c.s.markSeen(n, gen)
		}
		ord := t.counts[c.base]
		t.counts[c.base] = ord + 1
		c.key = mixKey(c.base, uint64(ord))
	}
	for _, s := range series {
		if s.built != gen {
			s.built = gen
			if s.next == nil {
				s.next = map[uint64]reuseEntry{}
			}
			clear(s.next)
		}
	}
	for i := range t.cands {
		c := &t.cands[i]
		s := c.s
		count := t.counts[c.base]
		if c.num == 0 {
			// A malformed tree can show one node twice.
			c.num = s.byNode[c.it.node]
		}
		if c.num == 0 {
			if e, ok := s.prev[c.key]; ok && e.count == count && s.seenIn(int(e.num)) != gen {
				if old, ok := s.byNum[int(e.num)]; ok {
					delete(s.byNode, old)
					s.byNode[c.it.node] = int(e.num)
					s.byNum[int(e.num)] = c.it.node
					c.num = int(e.num)
				}
			}
			if c.num == 0 {
				s.last++
				c.num = s.last
				s.byNode[c.it.node] = c.num
				s.byNum[c.num] = c.it.node
			}
			s.markSeen(c.num, gen)
		}
		c.it.ref = s.prefix + "e" + strconv.Itoa(c.num)
		s.next[c.key] = reuseEntry{num: int32(c.num), count: count}
		c.it = nil // let the items go with the snapshot
	}
	for _, s := range series {
		if s.built == gen && s.next != nil {
			s.prev, s.next = s.next, s.prev
			s.built = 0 // swapped once, even when a frame id repeats
		}
	}
}

func (s *refFrame) markSeen(n int, gen uint32) {
	if n >= len(s.seen) {
		s.seen = append(s.seen, make([]uint32, n+1-len(s.seen)+len(s.seen)/2)...)
	}
	s.seen[n] = gen
}

func (s *refFrame) seenIn(n int) uint32 {
	if n < len(s.seen) {
		return s.seen[n]
	}
	return 0
}

// keyer computes equivalence keys in document order.
type keyer struct {
	t      *RefTable
	series []*refFrame
	seeds  []uint64 // per frame
	h      maphash.Hash
}

// children visits the element children of parent, whose context is ctx.
// inRecord: parent is a record or a collection, so its children need no
// sibling anchor.
func (k *keyer) children(parent *item, ctx uint64, inRecord bool) {
	for i, c := range parent.children {
		if c.kind != kindElement {
			continue
		}
		label := labelOf(c)
		if c.wantRef || c.section {
			anchor := ""
			if !inRecord && !isRecord(c) {
				anchor = anchorOf(parent.children, i)
			}
			k.h.SetSeed(keySeed)
			k.writeUint(k.seeds[c.frame])
			k.writeUint(ctx)
			k.writeStr(c.role)
			k.writeStr(c.name)
			k.writeText(label)
			k.writeText(anchor)
			k.t.cands = append(k.t.cands, refCand{it: c, s: k.series[c.frame], base: k.h.Sum64()})
		}
		childCtx := ctx
		if c.wantRef || c.section || c.name != "" || isRecord(c) {
			k.h.SetSeed(keySeed)
			k.writeUint(ctx)
			k.writeStr(c.role)
			k.writeStr(c.name)
			k.writeText(label)
			childCtx = k.h.Sum64()
		}
		if len(c.children) > 0 {
			k.children(c, childCtx, isRecord(c) || collectionRoles[c.role])
		}
	}
}

func (k *keyer) writeUint(v uint64) {
	var b [8]byte
	for i := range b {
		b[i] = byte(v >> (8 * i))
	}
	k.h.Write(b[:])
}

func (k *keyer) writeStr(s string) {
	k.h.WriteString(s)
	k.h.WriteByte(0)
}

// writeText writes s with white space collapsed and trimmed, as it is
// printed.
func (k *keyer) writeText(s string) {
	space := false
	wrote := false
	for i := 0; i < len(s); i++ {
		if isSpace(s[i]) {
			space = true
			continue
		}
		if space && wrote {
			k.h.WriteByte(' ')
		}
		space = false
		wrote = true
		k.h.WriteByte(s[i])
	}
	k.h.WriteByte(0)
}

// labelOf is what stands for a missing name in a key: a record's first
// text ("Buy milk" for its list item), a control's own text. A container
// (a list or section, or a generic <div> that listens for clicks on
// everything inside) has none: its first text would change whenever its
// first entry does, and with it the keys of everything inside.
func labelOf(it *item) string {
	switch {
	case it.name != "":
		return ""
	case isRecord(it):
		return firstText(it)
	case it.wantRef && !it.section && !collectionRoles[it.role] && it.role != "iframe":
		// (An iframe's children are another document.)
		for i, c := range it.children {
			if i == maxAnchorLook {
				break
			}
			if c.kind == kindText && !blank(c.text) {
				return c.text
			}
		}
	}
	return ""
}

// firstText is the first text or name inside it, in document order.
func firstText(it *item) string {
	budget := maxLabelLook
	var walk func(it *item) string
	walk = func(it *item) string {
		for _, c := range it.children {
			if budget--; budget < 0 {
				return ""
			}
			switch {
			case c.kind == kindText && !blank(c.text):
				return c.text
			case c.kind == kindElement && c.name != "":
				return c.name
			case c.kind == kindElement:
				if s := walk(c); s != "" {
					return s
				}
			}
		}
		return ""
	}
	return walk(it)
}

// anchorOf is the nearest text or name among the siblings before
// sibs[i].
func anchorOf(sibs []*item, i int) string {
	for j := i - 1; j >= 0 && j >= i-maxAnchorLook; j-- {
		switch s := sibs[j]; {
		case s.kind == kindText && !blank(s.text):
			return s.text
		case s.kind == kindElement && s.name != "":
			return s.name
		}
	}
	return ""
}

// mixKey folds v into h (the splitmix64 finalizer over their sum).
func mixKey(h, v uint64) uint64 {
	z := h + 0x9e3779b97f4a7c15*(v+1)
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9
	z = (z ^ (z >> 27)) * 0x94d049bb133111eb
	return z ^ (z >> 31)
}
