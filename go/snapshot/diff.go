package snapshot

import (
	"hash/maphash"
	"slices"
	"sort"
	"strconv"
	"strings"
)

// Diff returns the part of cur that differs from prev, as snapshot lines an
// agent reads like a snapshot (the format is described in the package
// comment), or "" when nothing changed. A nil prev gives cur.Text.
//
// Lines are matched by identity (frame, DOM node, which line of the node),
// not by position, so a node keeps its place in the diff however much moves
// around it. Lines a re-render gave new DOM nodes are matched by their ref,
// by reading the same, or by the ref inside them (see matchRerendered). The
// cost stays linear in the number of lines.
func Diff(prev, cur *Snapshot) string {
	if cur == nil {
		return ""
	}
	if prev == nil {
		return cur.Text
	}
	text, _, _ := diff(prev, cur)
	return text
}

// diff is Diff, and the lines of cur the agent has not seen once it is
// sent: those it folds, and those left unseen by the response before
// (prev.unseen) that it does not show; and how many of prev's lines cur
// no longer holds.
func diff(prev, cur *Snapshot) (string, map[lineKey]bool, int) {
	d := newDiffer(prev, cur)
	unseen := map[lineKey]bool{}
	if d.dirty(rootIdx) {
		d.children(rootIdx, 0)
		d.flatten()
	}
	gone := len(d.kept) - count(d.kept) // after children, which matches what moved
	lines, cuts := fold(d.out)
	shown := make([]bool, len(cur.Lines))
	k := 0
	for j, c := range d.outCur {
		for k < len(cuts) && j >= cuts[k][1] {
			k++
		}
		if c < 0 {
			continue
		}
		if k < len(cuts) && j >= cuts[k][0] {
			unseen[cur.Lines[c].key] = true
		} else {
			shown[c] = true
		}
	}
	for c, pi := range d.prevOf {
		if pi >= 0 && !shown[c] && prev.unseen[prev.Lines[pi].key] {
			unseen[cur.Lines[c].key] = true
		}
	}
	if len(d.out) == 0 {
		return "", unseen, gone
	}
	text, _ := joinLines(lines, cur.maxChars)
	return text, unseen, gone
}

// Changes is what an agent gets after an action: Diff(prev, cur), or, when
// the whole snapshot (Folded, as after a navigation) is no longer than that
// (a large view re-rendered, its lines all new), the whole snapshot behind
// WholeNote: it says as much, and more. A truncated snapshot does not stand in for a diff.
//
// A whole snapshot sent so keeps the one it replaced, and so does a diff
// that took most of the page away (hidMostMin). When the page comes
// back (a modal dialog that hid the rest of the page closes), what changed
// since that one, behind BackNote, is shorter than both: then Changes says
// what is gone of what the whole snapshot showed, and what changed since
// the page before it.
//
// Lines folded away (see Folded) are remembered in cur, and shown by the
// next Changes from it once the run they are in is short.
func Changes(prev, cur *Snapshot) string {
	if cur == nil {
		return ""
	}
	if prev == nil {
		return cur.Folded()
	}
	d, unseen, went := diff(prev, cur)
	cur.unseen, cur.behind = unseen, prev.behind
	if d == "" || cur.Truncated {
		return d
	}
	if b := prev.behind; b != nil {
		alt, au, _ := diff(b, cur)
		if back := BackNote + gone(prev, b, cur) + alt; len(back) < len(d) {
			d = back
			cur.unseen, cur.behind = au, nil
		}
	}
	if whole, wu := cur.folded(); len(WholeNote)+len(whole) <= len(d) {
		cur.unseen = wu
		b := *prev
		b.behind = nil // one page back is enough
		cur.behind = &b
		return WholeNote + whole
	}
	if cur.behind == nil && len(prev.Lines) <= hidMostMax && went >= hidMostMin && 2*went >= len(prev.Lines) {
		// Most of the page went (a modal dialog hid the rest, which
		// then reads as the dialog alone): it is the page to come back
		// to, as after a whole snapshot.
		b := *prev
		b.behind = nil
		cur.behind = &b
	}
	return d
}

// hidMostMin is the fewest of a page's lines a diff took away that count
// as most of the page; hidMostMax the most lines of a page kept so (each
// later response diffs against it too: a route that replaced a large
// view, where no dialog will close).
const (
	hidMostMin = 5
	hidMostMax = 3000
)

// WholeNote starts what Changes returns when it is the whole snapshot.
const WholeNote = "- … (the whole snapshot: shorter than its changes)\n"

// BackNote starts what Changes returns when it tells the changes since the
// page as it was before most of it was hidden (by a whole snapshot, or a
// diff that took most of it away).
const BackNote = "- … (changes since the page as it was before most of it was hidden)\n"

// gone lists what prev showed that neither cur nor behind holds (the
// dialog that hid the page), each as a removed line of a diff.
func gone(prev, behind, cur *Snapshot) string {
	had := make(map[lineKey]bool, len(behind.Lines))
	for _, l := range behind.Lines {
		had[l.key] = true
	}
	d := newDiffer(prev, cur)
	var lost []int
	for _, pis := range d.removed {
		for _, pi := range pis {
			if !had[prev.Lines[pi].key] {
				lost = append(lost, pi)
			}
		}
	}
	slices.Sort(lost)
	for _, pi := range lost {
		d.removedLine(pi, 0)
	}
	text, _ := joinLines(d.out, -1)
	return text
}

const rootIdx = -1

type lineStatus uint8

const (
	same lineStatus = iota
	changed
	added
)

type differ struct {
	prev, cur  []Line
	acted      string // cur.Acted
	prevParent []int  // index of each line's parent, rootIdx at the top
	curParent  []int
	status     []lineStatus
	prevOf     []int         // cur index → matching prev index, or -1
	moved      []bool        // cur index → the same node as its prev line, under another parent
	within     []bool        // cur index → the same, under the same parent, out of its siblings' old order
	anchor     []bool        // cur index → the sibling before such a line, shown to say where it went
	removed    map[int][]int // cur index → prev lines removed from under it
	// Per cur line plus the root, indexed by slot(i): children (as ranges
	// into kidList), dirty (it or something below it changed), reordered
	// (kept children changed order). prevKidStart/prevKidList: the same
	// children lists for prev.
	kidStart, kidList         []int
	prevKidStart, prevKidList []int
	dirtyS, reorderS          []bool
	out                       []Line
	outCur                    []int // out index → the cur line it shows, or -1
	// show: cur lines the agent was not shown before (prev.unseen) that
	// are now in a run short enough to show whole: shown with their
	// subtree.
	show        []bool
	subtreeEnds []int // cur index → index after its last descendant
	prevEnds    []int // the same for prev

	// Matching state: kept prev lines and their cur line; prev lines by
	// key (first of each key, dupNext chains the others).
	kept    []bool
	curOf   []int
	prevIdx map[lineKey]int
	dupNext []int
	// Built on demand, for lines that lost their identity: subtree hashes
	// (0: not yet), prev node lines by ref, and per cur line the first
	// line at or after it with a ref.
	curHash, prevHash []uint64
	prevByRef         map[string]int
	nextRef           []int
}

// slot maps a line index, or rootIdx, to an index in the per-line slices.
func slot(i int) int { return i + 1 }

func (d *differ) kids(p int) []int {
	return d.kidList[d.kidStart[slot(p)]:d.kidStart[slot(p)+1]]
}

// prevKids is kids for prev, whose lists are only needed (and built) when
// something lost its identity.
func (d *differ) prevKids(p int) []int {
	if d.prevKidStart == nil {
		d.prevKidStart, d.prevKidList = childLists(d.prevParent)
		d.prevEnds = subtreeEnds(len(d.prev), d.prevKids)
	}
	return d.prevKidList[d.prevKidStart[slot(p)]:d.prevKidStart[slot(p)+1]]
}

func (d *differ) dirty(i int) bool     { return d.dirtyS[slot(i)] }
func (d *differ) reordered(i int) bool { return d.reorderS[slot(i)] }

func parents(lines []Line) []int {
	p := make([]int, len(lines))
	stack := make([]int, 0, 32)
	for i, l := range lines {
		for len(stack) > 0 && lines[stack[len(stack)-1]].Depth >= l.Depth {
			stack = stack[:len(stack)-1]
		}
		if len(stack) == 0 {
			p[i] = rootIdx
		} else {
			p[i] = stack[len(stack)-1]
		}
		stack = append(stack, i)
	}
	return p
}

// childLists puts the children lists of all lines into one slice
// (counting sort by parent, indexed by slot); lines are in document order,
// so each list is too.
func childLists(parent []int) (start, list []int) {
	n := len(parent)
	start = make([]int, n+2)
	list = make([]int, n)
	for i := range parent {
		start[slot(parent[i])+1]++
	}
	for s := 1; s < len(start); s++ {
		start[s] += start[s-1]
	}
	fill := make([]int, n+1)
	for i := range parent {
		s := slot(parent[i])
		list[start[s]+fill[s]] = i
		fill[s]++
	}
	return start, list
}

// subtreeEnds gives, per line, the index after its last descendant.
func subtreeEnds(n int, kids func(int) []int) []int {
	ends := make([]int, n)
	for i := n - 1; i >= 0; i-- {
		end := i + 1
		if ks := kids(i); len(ks) > 0 {
			end = ends[ks[len(ks)-1]]
		}
		ends[i] = end
	}
	return ends
}

func newDiffer(prev, cur *Snapshot) *differ {
	n := len(cur.Lines)
	d := &differ{
		prev: prev.Lines, cur: cur.Lines, acted: cur.Acted,
		prevParent: parents(prev.Lines), curParent: parents(cur.Lines),
		status:   make([]lineStatus, n),
		prevOf:   make([]int, n),
		removed:  map[int][]int{},
		dirtyS:   make([]bool, n+1),
		reorderS: make([]bool, n+1),
		kept:     make([]bool, len(prev.Lines)),
		curOf:    make([]int, len(prev.Lines)),
	}
	d.kidStart, d.kidList = childLists(d.curParent)
	d.subtreeEnds = subtreeEnds(n, d.kids)
	// First prev line per key, and a chain through the others: keys are
	// unique in Chromium's trees, but a malformed one must not break Diff.
	d.prevIdx = make(map[lineKey]int, len(prev.Lines))
	d.dupNext = make([]int, len(prev.Lines))
	for i := len(prev.Lines) - 1; i >= 0; i-- {
		k := prev.Lines[i].key
		if j, ok := d.prevIdx[k]; ok {
			d.dupNext[i] = j
		} else {
			d.dupNext[i] = -1
		}
		d.prevIdx[k] = i
	}
	for i := range d.prevOf {
		d.prevOf[i] = -1
		d.status[i] = added
	}
	// Top-down: the children of each matched line (and of the root) are
	// matched among the children of its prev line. A line whose parent
	// is added is added with it.
	for p := rootIdx; p < n; p++ {
		q := rootIdx
		if p != rootIdx {
			if d.prevOf[p] < 0 {
				d.matchMoved(p)
			}
			if q = d.prevOf[p]; q < 0 {
				continue
			}
		}
		d.matchKids(p, q)
	}
	d.focusMoved()
	// An element that comes or goes with nothing in it, no name and no
	// ref (an empty live region a component library adds for its
	// announcements) says nothing: it is no change.
	for i := range cur.Lines {
		if d.status[i] == added && d.subtreeEnds[i] == i+1 && bareLine(cur.Lines[i].Text) {
			d.status[i] = same
		}
	}
	for pi := range prev.Lines {
		if d.kept[pi] || d.subtreeLen(pi) == 1 && bareLine(prev.Lines[pi].Text) {
			continue
		}
		pp := d.prevParent[pi]
		switch {
		case pp == rootIdx:
			d.removed[rootIdx] = append(d.removed[rootIdx], pi)
		case d.kept[pp]:
			c := d.curOf[pp]
			d.removed[c] = append(d.removed[c], pi)
		}
		// Otherwise an ancestor was removed and covers this line.
	}
	// Dirty flags, bottom-up: a line is shown when it or anything below it
	// changed.
	mark := func(i int) {
		for i != rootIdx && !d.dirtyS[slot(i)] {
			d.dirtyS[slot(i)] = true
			i = d.curParent[i]
		}
		if i == rootIdx {
			d.dirtyS[slot(rootIdx)] = true
		}
	}
	for i := range cur.Lines {
		if d.status[i] != same {
			mark(i)
		}
	}
	for p := range d.removed {
		mark(p)
	}
	for i, m := range d.moved {
		if m {
			mark(i)
		}
	}
	if len(prev.unseen) > 0 {
		d.show = make([]bool, n)
		ends := subtreeEnds(n, d.kids)
		entryRuns(cur.Lines, d.kids, func(_ int, run []int) {
			whole := !folds(cur.Lines, run, ends)
			for _, c := range run {
				if pi := d.prevOf[c]; pi >= 0 && whole && prev.unseen[prev.Lines[pi].key] {
					d.show[c] = true
					mark(c)
				}
			}
		})
	}
	// Kept children that changed places. Those out of the longest run
	// still in their old order moved: each is shown [moved] after the
	// sibling before it, which says where it went (a step dragged to the
	// top of a list, a receipt dropped under a heading). A new order of
	// more than maxMovedWithin of them, or of half of them or more (a
	// table sorted, two swapped), shows them all, each line alone.
	for p := rootIdx; p < n; p++ {
		kept := d.keptKids(p)
		if kept == nil {
			continue // in their old order: most lines, kept without a copy
		}
		out := d.outOfOrder(kept)
		switch {
		case len(out) > maxMovedWithin || 2*len(out) >= len(kept):
			d.reorderS[slot(p)] = true
			mark(p)
		default:
			if d.within == nil {
				d.within = make([]bool, n)
				d.anchor = make([]bool, n)
			}
			for _, c := range out {
				d.within[c] = true
				mark(c)
			}
			kids := d.kids(p)
			for k, c := range kids {
				if k > 0 && d.within[c] && !d.within[kids[k-1]] {
					d.anchor[kids[k-1]] = true
				}
			}
		}
	}
	return d
}

// maxMovedWithin is the most children of a line shown [moved] where they
// changed places among their siblings (a drag moves one); more (a sort)
// show the new order whole.
const maxMovedWithin = 1

// keptKids returns p's children kept from prev (not moved in from another
// parent), in their new order, when they changed places among themselves;
// nil when they did not.
func (d *differ) keptKids(p int) []int {
	last := -1
	for _, c := range d.kids(p) {
		if pi := d.prevOf[c]; pi >= 0 && !d.isMoved(c) {
			if pi < last {
				var kept []int
				for _, c := range d.kids(p) {
					if d.prevOf[c] >= 0 && !d.isMoved(c) {
						kept = append(kept, c)
					}
				}
				return kept
			}
			last = pi
		}
	}
	return nil
}

// outOfOrder returns the kept children kids (in their new order, not in
// their old one) that are not in the longest run still in their old
// order. Of two such runs alike, the one without the child holding what
// the action acted on is kept: the step dragged is the one that moved.
func (d *differ) outOfOrder(kids []int) []int {
	prevs := make([]int, len(kids))
	for k, c := range kids {
		prevs[k] = d.prevOf[c]
	}
	in := longestRising(prevs, -1)
	if d.acted != "" {
		for k, c := range kids {
			if !in[k] || !d.holdsRef(c, d.acted) {
				continue
			}
			if without := longestRising(prevs, k); count(without) == count(in) {
				in = without
			}
			break
		}
	}
	var out []int
	for k, c := range kids {
		if !in[k] {
			out = append(out, c)
		}
	}
	return out
}

// holdsRef reports whether cur line c or a line under it has ref.
func (d *differ) holdsRef(c int, ref string) bool {
	for j := c; j < d.subtreeEnds[c]; j++ {
		if d.cur[j].Ref == ref {
			return true
		}
	}
	return false
}

func count(in []bool) int {
	n := 0
	for _, b := range in {
		if b {
			n++
		}
	}
	return n
}

// longestRising marks the members of a longest strictly rising run of
// seq (patience sorting, n log n), leaving out index skip (-1: none).
func longestRising(seq []int, skip int) []bool {
	tails := []int{}              // index in seq of the smallest tail of a run of each length
	back := make([]int, len(seq)) // the index before each in its run
	for i, v := range seq {
		if i == skip {
			continue
		}
		k := sort.Search(len(tails), func(j int) bool { return seq[tails[j]] >= v })
		back[i] = -1
		if k > 0 {
			back[i] = tails[k-1]
		}
		if k == len(tails) {
			tails = append(tails, i)
		} else {
			tails[k] = i
		}
	}
	in := make([]bool, len(seq))
	if len(tails) > 0 {
		for i := tails[len(tails)-1]; i >= 0; i = back[i] {
			in[i] = true
		}
	}
	return in
}

// focusMoved: when a line shows the focus that it did not have before,
// the lines whose only change is that they lost it are left unchanged:
// the one that has it says where it went.
func (d *differ) focusMoved() {
	const focused = " [focused]"
	gained := false
	for c, l := range d.cur {
		if strings.Contains(l.Text, focused) && (d.status[c] == added || d.status[c] == changed && !strings.Contains(d.prev[d.prevOf[c]].Text, focused)) {
			gained = true
			break
		}
	}
	// A line whose only change is that it lost the focus says nothing
	// when another line gained it, or when the action acted on another
	// element: that takes the focus from where it was (to what it acted
	// on, or to nothing: a click on what takes no focus, or on what went
	// away).
	for c, l := range d.cur {
		if d.status[c] == changed && (gained || d.acted != "" && l.Ref != d.acted) && strings.Replace(d.prev[d.prevOf[c]].Text, focused, "", 1) == l.Text {
			d.status[c] = same
		}
	}
	if !gained {
		return
	}
	// The element the action acted on taking the focus is the action's
	// own doing (a click focuses what it clicks), not news: when that is
	// all that changed on its line, the line is left out too.
	for c, l := range d.cur {
		if d.status[c] == changed && l.Ref != "" && l.Ref == d.acted && strings.Replace(l.Text, focused, "", 1) == d.prev[d.prevOf[c]].Text {
			d.status[c] = same
		}
	}
}

// flatten: when all a diff shows are lines whose own text changed, each
// with its ref and nothing of it below (a field typed into, a box ticked,
// a button enabled), their ancestors and the "- …" between them are left
// out: the refs say where they are, the agent having had them before.
func (d *differ) flatten() {
	var flat []int
	for j, l := range d.out {
		c := d.outCur[j]
		under := j+1 < len(d.out) && d.out[j+1].Depth > l.Depth
		switch {
		case c < 0:
			if l.Text != "- …" {
				return // a removed line, a count of lines left out
			}
		case d.status[c] == changed:
			if under || !printsRef(l) {
				return
			}
			flat = append(flat, j)
		case !under:
			return // shown for itself (a new order, an entry not seen yet)
		}
	}
	out, outCur := make([]Line, 0, len(flat)), make([]int, 0, len(flat))
	for _, j := range flat {
		l := d.out[j]
		l.Depth = 0
		out = append(out, l)
		outCur = append(outCur, d.outCur[j])
	}
	d.out, d.outCur = out, outCur
}

// matchMoved pairs cur line c, which its parent's children did not match,
// with the prev line of the same node under another parent: a node the
// page moved (a wrapper put around it, a card dragged to another list),
// which is then diffed as itself and shown [moved], not as removed there
// and added here. A line that lost its identity stays unmatched; the
// result says whether c was matched.
func (d *differ) matchMoved(c int) bool {
	k := d.cur[c].key
	if k.node == 0 {
		return false
	}
	pi, ok := d.prevIdx[k]
	for ok && d.kept[pi] {
		pi = d.dupNext[pi]
		ok = pi >= 0
	}
	if !ok {
		return false
	}
	d.pair(c, pi)
	if d.moved == nil {
		d.moved = make([]bool, len(d.cur))
	}
	d.moved[c] = true
	return true
}

func (d *differ) isMoved(c int) bool { return d.moved != nil && d.moved[c] }

func (d *differ) isWithin(c int) bool { return d.within != nil && d.within[c] }

func (d *differ) isAnchor(c int) bool { return d.anchor != nil && d.anchor[c] }

// pair matches cur line c with prev line pi.
func (d *differ) pair(c, pi int) {
	d.prevOf[c] = pi
	d.kept[pi] = true
	d.curOf[pi] = c
	if d.prev[pi].Text == d.cur[c].Text {
		d.status[c] = same
	} else {
		d.status[c] = changed
	}
}

// matchKids matches the children of cur line p with those of prev line q:
// by identity (frame, DOM node, which line of it) first; the ones left,
// which a re-render gave new DOM nodes, as matchRerendered says.
func (d *differ) matchKids(p, q int) {
	kids := d.kids(p)
	left := 0
	for _, c := range kids {
		if d.prevOf[c] >= 0 {
			continue // inside an identical subtree matched whole
		}
		pi, ok := d.prevIdx[d.cur[c].key]
		for ok && (d.kept[pi] || d.prevParent[pi] != q) {
			pi = d.dupNext[pi]
			ok = pi >= 0
		}
		switch {
		case ok:
			d.pair(c, pi)
		case d.matchMoved(c):
			// The same node under another parent: moved, whatever a
			// re-rendered line here looks like (a wrapper that went,
			// which holds it no more, is not it).
		default:
			left++
		}
	}
	if left == 0 {
		return
	}
	var rest []int
	for _, pi := range d.prevKids(q) {
		if !d.kept[pi] {
			rest = append(rest, pi)
		}
	}
	if len(rest) > 0 {
		d.matchRerendered(kids, q, rest)
	}
}

// matchRerendered pairs the children of a matched line that lost their
// identity with the unmatched children of its prev line (rest), in this
// order of trust:
//
//  1. the same ref: Build handed the old node's ref to its equivalent new
//     node (reuse.go), so it is the same thing to the agent;
//  2. an identical subtree (every line's text, refs included, and shape):
//     a re-rendered item that reads the same, matched whole as unchanged;
//  3. the same role and the first ref inside: a re-rendered list item
//     whose checkbox (which kept its ref) is now checked;
//  4. text and attribute lines (/url, …), in order: `- text: 2 items left`
//     rewritten by innerHTML shows as changed, not as added and removed;
//  5. lines of one element each, with no ref and nothing below them, of a
//     role as many of which went as came (a table's rows re-rendered with
//     a column more), in order: `- row: Ada Lovelace | ada@example.com`
//     shows as a change of `- row: Ada Lovelace`.
//
// Each step only uses lines the earlier ones left, and hashing keeps it
// linear in the number of lines.
func (d *differ) matchRerendered(kids []int, q int, rest []int) {
	var byRef map[string][]int // in order: a malformed tree can repeat a node
	for _, pi := range rest {
		if l := d.prev[pi]; l.Ref != "" && l.key.kind == lineNode {
			if byRef == nil {
				byRef = map[string][]int{}
			}
			byRef[l.Ref] = append(byRef[l.Ref], pi)
		}
	}
	if byRef != nil {
		for _, c := range kids {
			if l := d.cur[c]; d.prevOf[c] < 0 && l.Ref != "" && l.key.kind == lineNode {
				if pis := byRef[l.Ref]; len(pis) > 0 {
					d.pair(c, pis[0])
					byRef[l.Ref] = pis[1:]
				}
			}
		}
	}

	byHash := map[uint64][]int{}
	for _, pi := range rest {
		if !d.kept[pi] {
			h := d.subHash(pi, true)
			byHash[h] = append(byHash[h], pi)
		}
	}
	for _, c := range kids {
		if d.prevOf[c] >= 0 {
			continue
		}
		h := d.subHash(c, false)
		cands := byHash[h]
		for j, pi := range cands {
			if !d.kept[pi] && d.sameSubtree(c, pi) {
				for k := 0; k < d.subtreeEnds[c]-c; k++ {
					d.pair(c+k, pi+k)
				}
				if j == 0 {
					byHash[h] = cands[1:]
				}
				break
			}
		}
	}

	for _, c := range kids {
		if d.prevOf[c] >= 0 || d.cur[c].key.kind != lineNode {
			continue
		}
		r := d.firstRef(c)
		if r < 0 {
			continue
		}
		pi, ok := d.prevRef(d.cur[r].Ref)
		for ok && d.prevParent[pi] != q {
			pi = d.prevParent[pi]
			ok = pi >= 0
		}
		if ok && !d.kept[pi] && d.prev[pi].key.kind == lineNode && lineRole(d.prev[pi].Text) == lineRole(d.cur[c].Text) {
			d.pair(c, pi)
		}
	}

	var byKind [lineMore + 1][]int
	for _, pi := range rest {
		if k := d.prev[pi].key.kind; !d.kept[pi] && k != lineNode {
			byKind[k] = append(byKind[k], pi)
		}
	}
	for _, c := range kids {
		k := d.cur[c].key.kind
		if d.prevOf[c] >= 0 || k == lineNode || len(byKind[k]) == 0 {
			continue
		}
		d.pair(c, byKind[k][0])
		byKind[k] = byKind[k][1:]
	}

	bare := func(l Line, hasKids bool) bool { return l.key.kind == lineNode && l.Ref == "" && !hasKids }
	goneByRole, cameByRole := map[string][]int{}, map[string][]int{}
	for _, pi := range rest {
		if l := d.prev[pi]; !d.kept[pi] && bare(l, len(d.prevKids(pi)) > 0) {
			goneByRole[lineRole(l.Text)] = append(goneByRole[lineRole(l.Text)], pi)
		}
	}
	for _, c := range kids {
		if l := d.cur[c]; d.prevOf[c] < 0 && bare(l, len(d.kids(c)) > 0) {
			cameByRole[lineRole(l.Text)] = append(cameByRole[lineRole(l.Text)], c)
		}
	}
	for role, came := range cameByRole {
		if gone := goneByRole[role]; len(gone) == len(came) {
			for i, c := range came {
				d.pair(c, gone[i])
			}
		}
	}
}

// subHash hashes the subtree of line i (of prev or cur): the text and kind
// of each line and the tree shape. Memoized, so each line is hashed once.
func (d *differ) subHash(i int, inPrev bool) uint64 {
	lines, memo, kids := d.cur, &d.curHash, d.kids
	if inPrev {
		lines, memo, kids = d.prev, &d.prevHash, d.prevKids
	}
	if *memo == nil {
		*memo = make([]uint64, len(lines))
	}
	if h := (*memo)[i]; h != 0 {
		return h
	}
	h := mixKey(maphash.String(keySeed, lines[i].Text), uint64(lines[i].key.kind))
	for _, c := range kids(i) {
		h = mixKey(h, d.subHash(c, inPrev))
	}
	h |= 1 // 0 means not computed
	(*memo)[i] = h
	return h
}

// sameSubtree compares the subtrees of cur line c and prev line pi line by
// line, so that a hash collision cannot hide a change.
func (d *differ) sameSubtree(c, pi int) bool {
	n := d.subtreeEnds[c] - c
	if d.prevEnds[pi]-pi != n {
		return false
	}
	dc, dp := d.cur[c].Depth, d.prev[pi].Depth
	for k := 0; k < n; k++ {
		a, b := d.cur[c+k], d.prev[pi+k]
		if a.Text != b.Text || a.key.kind != b.key.kind || a.Depth-dc != b.Depth-dp {
			return false
		}
	}
	return true
}

// firstRef is the first line with a ref in the subtree of cur line c, or
// -1.
func (d *differ) firstRef(c int) int {
	if d.nextRef == nil {
		d.nextRef = make([]int, len(d.cur)+1)
		d.nextRef[len(d.cur)] = len(d.cur)
		for i := len(d.cur) - 1; i >= 0; i-- {
			if d.cur[i].Ref != "" && d.cur[i].key.kind == lineNode {
				d.nextRef[i] = i
			} else {
				d.nextRef[i] = d.nextRef[i+1]
			}
		}
	}
	if r := d.nextRef[c]; r < d.subtreeEnds[c] {
		return r
	}
	return -1
}

// prevRef finds the prev node line with that ref.
func (d *differ) prevRef(ref string) (int, bool) {
	if d.prevByRef == nil {
		d.prevByRef = map[string]int{}
		for i, l := range d.prev {
			if l.Ref != "" && l.key.kind == lineNode {
				d.prevByRef[l.Ref] = i
			}
		}
	}
	i, ok := d.prevByRef[ref]
	return i, ok
}

// lineRole is the role of a node line: `- listitem:` → "listitem".
func lineRole(text string) string {
	s := strings.TrimPrefix(text, "- ")
	if i := strings.IndexAny(s, " :"); i >= 0 {
		s = s[:i]
	}
	return s
}

func (d *differ) emit(depth int, text string) {
	d.out = append(d.out, Line{Depth: depth, Text: text})
	d.outCur = append(d.outCur, -1)
}

// emitCur emits cur line i (its text changed as the diff says), with its
// ref, which a fold's note may name.
func (d *differ) emitCur(depth int, text string, i int) {
	// Lines under it in the snapshot: shown after it, or left out.
	elided := d.subtreeEnds[i] > i+1
	d.out = append(d.out, Line{Depth: depth, Text: text, Ref: d.cur[i].Ref, elided: elided})
	d.outCur = append(d.outCur, i)
}

// shown says whether cur line i is one the agent had not seen, shown now
// with its subtree.
func (d *differ) shown(i int) bool { return d.show != nil && d.show[i] }

// children writes the changed children of cur line p (rootIdx for the top)
// at depth, with removed lines at their old places and runs of unchanged
// siblings folded into one marker.
func (d *differ) children(p, depth int) {
	removed := d.removed[p]
	kids := d.kids(p)
	if d.mostWent(p, kids, removed) {
		d.whatIsLeft(depth, kids, removed)
		return
	}
	// A run of unchanged siblings is one "- …" between lines shown; after
	// the last, nothing.
	run := 0
	flushRun := func() {
		if run > 0 {
			d.emit(depth, "- …")
			run = 0
		}
	}
	// A run of siblings with changes (rows a virtualised list re-used, a
	// long form re-rendered): past maxChangedRun of them in a row, the
	// first shownChangedRun and a count of the rest, which a snapshot of
	// the parent shows. New siblings are not counted: they are shown.
	// The refs of the lines left out are named: an element the page
	// re-used may now be another (a calendar's day cells after the next
	// month's button), and what the agent knew of it is no longer so.
	hidden, hiddenLen := 0, 0 // siblings of the current run left out, and their lines
	var hiddenRefs []string
	flushHidden := func() {
		if hidden > 0 {
			where := "browser_snapshot shows them"
			if p != rootIdx && d.cur[p].Ref != "" {
				where = "browser_snapshot target=" + d.cur[p].Ref + " shows them"
			}
			refs := ""
			if len(hiddenRefs) > 0 {
				refs = "; refs " + refList(hiddenRefs)
			}
			d.emit(depth, "- … ("+strconv.Itoa(hidden)+" more changed, "+strconv.Itoa(hiddenLen)+" lines"+refs+"; "+where+")")
			hidden, hiddenLen, hiddenRefs = 0, 0, nil
		}
	}
	// As many new siblings as went: the list's entries were replaced.
	newKids := 0
	for _, c := range kids {
		if d.status[c] == added {
			newKids++
		}
	}
	replaced := newKids >= len(removed)
	flushRemoved := func(before int) {
		n := 0
		for n < len(removed) && (before < 0 || removed[n] < before) {
			n++
		}
		if n > 0 {
			flushHidden()
			flushRun()
		}
		if n > maxRemovedRun && replaced {
			// A page of results replaced, a list sorted anew into
			// entries all new: what is there now is shown whole, and
			// which of those that went were first says nothing.
			d.emit(depth, "- [removed] … ("+strconv.Itoa(n)+" replaced, "+d.went(removed[:n])+")")
			removed = removed[n:]
			return
		}
		for k, pi := range removed[:n] {
			if n > maxRemovedRun && k == maxRemovedRun-1 {
				// A virtualised list that scrolled, a page of results
				// replaced: which items went says nothing past the first.
				// The refs that went with them are named, so that none
				// of them is taken for one still there.
				d.emit(depth, "- [removed] … ("+strconv.Itoa(n-k)+" more, "+d.went(removed[k:n])+")")
				break
			}
			d.removedLine(pi, depth)
		}
		removed = removed[n:]
	}
	shows := func(c int) bool { return d.dirty(c) || d.reordered(p) || d.isAnchor(c) }
	long, shown, left := false, 0, 0 // the current run: longer than maxChangedRun, shown so far, still to come
	for k, c := range kids {
		if pi := d.prevOf[c]; pi >= 0 {
			flushRemoved(pi)
		}
		if !shows(c) {
			flushHidden()
			left = 0
			run++
			continue
		}
		flushRun()
		if d.status[c] == added || d.shown(c) {
			// What is new is shown whole: the days of a date picker
			// that opened, the rows a list appended; so is what the
			// agent has not seen yet.
			flushHidden()
			left = 0
			d.node(c, depth)
			continue
		}
		if left == 0 {
			// A run starts; it ends where a sibling shows no change, is
			// new, or a removed line comes between.
			left = 1
			for _, c2 := range kids[k+1:] {
				if !shows(c2) || d.status[c2] == added || d.shown(c2) || len(removed) > 0 && d.prevOf[c2] > removed[0] {
					break
				}
				left++
			}
			long, shown = left > maxChangedRun, 0
		}
		left--
		if !long || shown < shownChangedRun {
			shown++
			d.node(c, depth)
		} else {
			hidden++
			hiddenLen += d.subtreeEnds[c] - c
			for _, l := range d.cur[c:d.subtreeEnds[c]] {
				if printsRef(l) {
					hiddenRefs = append(hiddenRefs, l.Ref)
				}
			}
		}
		if left == 0 {
			flushHidden()
		}
	}
	flushHidden()
	flushRemoved(-1)
}

// mostWent reports whether most of a list's entries went, and few are
// left (a search or a filter narrowed it), or as many went as are there
// now and the new came in among those kept (a table sorted anew, a page
// of it re-drawn in another order): what is there then says more, in
// fewer lines, than which went, and the order it is in.
func (d *differ) mostWent(p int, kids, removed []int) bool {
	if len(removed) < minWentForLeft || d.reordered(p) {
		return false
	}
	narrowed := len(removed) > len(kids) && len(kids) <= maxChangedRun
	resorted := 2*len(removed) >= len(kids) && len(kids) <= maxResortedList && d.amongKept(kids)
	if !narrowed && !resorted {
		return false
	}
	for _, pi := range removed {
		if !foldRoles[lineRole(d.prev[pi].Text)] {
			return false
		}
	}
	for _, c := range kids {
		if foldRoles[lineRole(d.cur[c].Text)] {
			return true
		}
	}
	return false
}

// minWentForLeft is how many of a list's entries must go for what is
// left to be shown rather than them; maxResortedList bounds a list shown
// whole for its new order.
const (
	minWentForLeft  = 4
	maxResortedList = 30
)

// amongKept reports whether a new entry of kids came between two kept
// ones: the list was re-drawn in another order, not scrolled on (a
// virtualised list's new rows come after those kept, or before).
func (d *differ) amongKept(kids []int) bool {
	first, last := -1, -1
	for k, c := range kids {
		if d.status[c] != added {
			if first < 0 {
				first = k
			}
			last = k
		}
	}
	for k := first + 1; first >= 0 && k < last; k++ {
		if d.status[kids[k]] == added {
			return true
		}
	}
	return false
}

// whatIsLeft writes a list's entries as they are now (see mostWent): the
// changed and new as children always are, the others as an anchor is
// (their line, with what it holds when it names nothing and that is
// short), then one line counting those that went and naming their refs,
// so that none of them is taken for one still there.
func (d *differ) whatIsLeft(depth int, kids, removed []int) {
	for _, c := range kids {
		switch {
		case d.dirty(c) || d.status[c] == added || d.shown(c):
			d.node(c, depth)
		case d.saysByWhatItHolds(c):
			d.subtree(c, depth, d.cur[c].Text)
		default:
			d.emitCur(depth, strings.TrimSuffix(d.cur[c].Text, ":"), c)
		}
	}
	d.emit(depth, "- [removed] … ("+strconv.Itoa(len(removed))+" others, "+d.went(removed)+"; those left are above)")
}

// saysByWhatItHolds reports whether cur line i, shown as it is (moved,
// beside a moved line, left by a filter), says which it is by the short
// subtree under it (maxRemovedLines at most) rather than by its line: it
// holds lines, and does not both name itself and show its ref.
func (d *differ) saysByWhatItHolds(i int) bool {
	n := d.subtreeEnds[i] - i - 1
	return n > 0 && n <= maxRemovedLines && !(printsRef(d.cur[i]) && named(d.cur[i].Text))
}

// went says how many lines the removed prev lines took and the refs that
// went with them (not those kept elsewhere): "6 lines; refs e14–e16".
func (d *differ) went(removed []int) string {
	lines := 0
	var refs []string
	for _, pi := range removed {
		m := d.subtreeLen(pi)
		lines += m
		for j, l := range d.prev[pi : pi+m] {
			if printsRef(l) && !d.kept[pi+j] {
				refs = append(refs, l.Ref)
			}
		}
	}
	s := strconv.Itoa(lines) + " lines"
	if len(refs) > 0 {
		s += "; refs " + refList(refs)
	}
	return s
}

// maxChangedRun is the longest run of siblings with changes shown whole;
// of a longer one, the first shownChangedRun are shown and the rest
// counted.
const (
	maxChangedRun   = 10
	shownChangedRun = 8
)

func (d *differ) node(i, depth int) {
	l := d.cur[i]
	if d.status[i] == added {
		d.subtree(i, depth, markLine(l.Text, "[added] "))
		return
	}
	if pi := d.prevOf[i]; pi >= 0 && d.status[i] == changed {
		l.Text = withLostStates(l.Text, d.prev[pi].Text)
	}
	switch {
	case d.isMoved(i) || d.isWithin(i):
		l.Text = markLine(l.Text, "[moved] ")
		if !d.hasDirtyChild(i) {
			// Moved as it was: its line says which it is when it names
			// it or shows its ref; else what it holds, when that is short.
			if d.saysByWhatItHolds(i) {
				d.subtree(i, depth, l.Text)
				return
			}
			d.emitCur(depth, strings.TrimSuffix(l.Text, ":"), i)
			return
		}
	case d.status[i] == changed:
		l.Text = markLine(l.Text, "[changed] ")
	}
	if d.shown(i) {
		d.subtree(i, depth, l.Text)
		return
	}
	if !d.dirty(i) && (d.isAnchor(i) || d.reordered(d.curParent[i]) && !printsRef(l)) {
		// The sibling before a line that moved among its siblings, as it
		// was: as a moved line, its line says which it is when it names
		// it; else what it holds, when that is short (a reorder group's
		// items, wrappers alike). Of a new order of many, each line alone
		// says it by its ref, which the agent knows; one with no ref
		// (a sorted table's row) by what it holds, when that is short.
		if d.saysByWhatItHolds(i) {
			d.subtree(i, depth, l.Text)
			return
		}
	}
	if !d.dirty(i) || len(d.kids(i)) == 0 && len(d.removed[i]) == 0 {
		// Its children are not shown: do not end with a dangling colon.
		d.emitCur(depth, strings.TrimSuffix(l.Text, ":"), i)
		return
	}
	if d.status[i] == changed && !d.hasDirtyChild(i) {
		d.emitCur(depth, strings.TrimSuffix(l.Text, ":"), i)
		return
	}
	d.emitCur(depth, l.Text, i)
	d.children(i, depth+1)
}

// subtree writes cur line i as text, then the lines under it as they are,
// but for what was on the page before and moved into it (a wrapper put
// around it), shown as a moved line is.
func (d *differ) subtree(i, depth int, text string) {
	d.emitCur(depth, text, i)
	for j := i + 1; j < d.subtreeEnds[i]; {
		t := d.cur[j].Text
		at := depth + d.cur[j].Depth - d.cur[i].Depth
		if d.isMoved(j) {
			// Moved in: shown as a line moved elsewhere is, by its line
			// when it was as it is, else with its changes (a wrapper
			// put around a field, which took the typing).
			d.node(j, at)
			j = d.subtreeEnds[j]
			continue
		}
		d.emitCur(at, t, j)
		j++
	}
}

// removedLine shows a removed subtree: a line with a name and a ref alone
// (the name says which item went; what was under that ref went with it),
// others (a panel without a ref: which of its refs went, its lines say)
// whole when they are small, so that the agent sees which item went (a bare
// "listitem" would not say), else its first line and a count.
func (d *differ) removedLine(pi, depth int) {
	l := d.prev[pi]
	end := pi + 1
	for end < len(d.prev) && d.prev[end].Depth > l.Depth {
		end++
	}
	if printsRef(l) && (named(l.Text) || closingRoles[lineRole(l.Text)]) {
		d.emit(depth, markLine(strings.TrimSuffix(l.Text, ":"), "[removed] "))
		return
	}
	if i := strings.Index(l.Text, "]: "); printsRef(l) && i > 0 {
		// Its ref and what its line says of it (a table's row, its cells'
		// text), not the controls under it again: a row of an antd table
		// and its selection checkbox.
		d.emit(depth, markLine(l.Text[:i+2]+" "+removedText(l.Text[i+3:]), "[removed] "))
		return
	}
	if printsRef(l) && strings.HasSuffix(l.Text, ":") {
		// Its ref says which went (the agent read it with the line); the
		// first text it held, for a reader who does not keep refs in
		// mind: a tag group's row, not its cell, text and remove button.
		text := strings.TrimSuffix(l.Text, ":")
		for j := pi + 1; j < end; j++ {
			if t, ok := strings.CutPrefix(d.prev[j].Text, "- text: "); ok && !d.kept[j] {
				text += ": " + removedText(t)
				break
			}
		}
		d.emit(depth, markLine(text, "[removed] "))
		return
	}
	// What moved out of it before it went is not gone: it is shown where
	// it is now ([moved]).
	var lines []int
	for j := pi + 1; j < end; j++ {
		if d.kept[j] {
			j += d.subtreeLen(j) - 1
			continue
		}
		lines = append(lines, j)
	}
	if n := len(lines); n > maxRemovedLines {
		d.emit(depth, markLine(strings.TrimSuffix(l.Text, ":"), "[removed] "))
		d.emit(depth+1, "- … ("+strconv.Itoa(n)+" lines)")
		return
	}
	if len(lines) == 0 {
		d.emit(depth, markLine(strings.TrimSuffix(l.Text, ":"), "[removed] "))
		return
	}
	d.emit(depth, markLine(l.Text, "[removed] "))
	for _, j := range lines {
		d.emit(depth+d.prev[j].Depth-l.Depth, d.prev[j].Text)
	}
}

// removedText is a removed line's text, cut to maxRemovedText runes.
func removedText(t string) string {
	if r := []rune(t); len(r) > maxRemovedText {
		return string(r[:maxRemovedText]) + "…"
	}
	return t
}

// bareLine reports whether a line is a role alone: no name, no states, no
// ref, no text (`- log`).
func bareLine(text string) bool {
	role, ok := strings.CutPrefix(text, "- ")
	if !ok || role == "" {
		return false
	}
	for _, c := range role {
		if c < 'a' || c > 'z' {
			return false
		}
	}
	return true
}

// printsRef reports whether a line prints its node's ref (a section's is
// not printed).
func printsRef(l Line) bool {
	return l.Ref != "" && strings.Contains(l.Text, " [ref="+l.Ref+"]")
}

// named reports whether a snapshot line gives its element a name
// (listitem "Create projects"), which says which element it is.
func named(text string) bool {
	head, _, _ := strings.Cut(text, " [")
	return strings.Contains(head, `"`)
}

// closingRoles are the popups that close (a menu after its choice, a
// listbox, a dialog): removed, the line with its ref says which went, and
// what it held went with it, which is no news to the agent.
var closingRoles = map[string]bool{"menu": true, "listbox": true, "dialog": true, "alertdialog": true, "tooltip": true}

// maxRemovedText is how much of the text a removed line with a ref held
// is shown with it.
const maxRemovedText = 40

// maxRemovedLines is how many lines of a removed subtree are still shown.
const maxRemovedLines = 4

// maxRemovedRun is how many removed siblings in a row are shown, the last
// of them as a count of the rest.
const maxRemovedRun = 4

// subtreeLen is how many lines of the previous snapshot line pi and its
// descendants take.
func (d *differ) subtreeLen(pi int) int {
	end := pi + 1
	for end < len(d.prev) && d.prev[end].Depth > d.prev[pi].Depth {
		end++
	}
	return end - pi
}

func (d *differ) hasDirtyChild(i int) bool {
	if len(d.removed[i]) > 0 || d.reordered(i) {
		return true
	}
	for _, c := range d.kids(i) {
		if d.dirty(c) {
			return true
		}
	}
	return false
}

// markLine puts a marker after the leading "- ".
func markLine(text, marker string) string {
	if strings.HasPrefix(text, "- ") {
		return "- " + marker + text[2:]
	}
	return marker + text
}

// withLostStates notes states the old line had and the new one lacks, which
// the new line alone cannot show: `- [changed] textbox "Q" [ref=e1] (no
// longer [focused]): milk`.
func withLostStates(cur, old string) string {
	oldStates, _ := stateSpan(old)
	curStates, end := stateSpan(cur)
	var lost []string
	for _, st := range oldStates {
		if !slices.Contains(curStates, st) {
			lost = append(lost, st)
		}
	}
	if len(lost) == 0 {
		return cur
	}
	return cur[:end] + " (no longer " + strings.Join(lost, " ") + ")" + cur[end:]
}

// stateSpan parses `- [marker] role "name" [a] [b] [ref=e1]: value`: it
// returns the state brackets (not ref, box or hint) and the index just after the
// last bracket group, where a note can go. Brackets inside the quoted name
// or the value are not states.
func stateSpan(line string) (states []string, end int) {
	i := strings.Index(line, "- ")
	if i < 0 {
		return nil, len(line)
	}
	i += 2
	if strings.HasPrefix(line[i:], "[changed] ") {
		i += len("[changed] ")
	}
	for i < len(line) && line[i] != ' ' && line[i] != ':' { // the role
		i++
	}
	if strings.HasPrefix(line[i:], ` "`) { // the name, JSON-escaped
		i += 2
		for i < len(line) && line[i] != '"' {
			if line[i] == '\\' {
				i++
			}
			i++
		}
		i++
	}
	end = min(i, len(line))
	for strings.HasPrefix(line[end:], " [") {
		j := strings.IndexByte(line[end:], ']')
		if j < 0 {
			break
		}
		st := line[end+1 : end+j+1]
		if !strings.HasPrefix(st, "[ref=") && !strings.HasPrefix(st, "[box=") && !strings.HasPrefix(st, "[hint: ") {
			states = append(states, st)
		}
		end += j + 1
	}
	return states, end
}
