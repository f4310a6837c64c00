package snapshot

import (
	"slices"
	"strconv"
	"strings"
)

// Diff returns the part of cur that differs from prev, as snapshot lines an
// agent reads like a snapshot (the format is described in the package
// comment), or "" when nothing changed. A nil prev gives cur.Text.
//
// Lines are matched by identity (frame, DOM node, which line of the node),
// not by position or text, so a node keeps its place in the diff however
// much moves around it, and the cost is linear in the number of lines.
func Diff(prev, cur *Snapshot) string {
	if cur == nil {
		return ""
	}
	if prev == nil {
		return cur.Text
	}
	d := newDiffer(prev, cur)
	if !d.dirty(rootIdx) {
		return ""
	}
	d.children(rootIdx, 0)
	text, _ := joinLines(d.out, cur.maxChars)
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
	prevParent []int // index of each line's parent, rootIdx at the top
	curParent  []int
	status     []lineStatus
	prevOf     []int         // cur index → matching prev index, or -1
	removed    map[int][]int // cur index → prev lines removed from under it
	// Per cur line plus the root, indexed by slot(i): children (as ranges
	// into kidList), dirty (it or something below it changed), reordered
	// (kept children changed order).
	kidStart, kidList []int
	dirtyS, reorderS  []bool
	out               []Line
	subtreeEnds       []int // cur index → index after its last descendant
}

// pairTexts matches text lines that lost their identity: a page that sets
// innerHTML replaces its text nodes, so "2 items left" would show as added
// and removed although it reads the same. Under one parent, removed and
// added text lines are paired in order, and shown as unchanged or changed.
func (d *differ) pairTexts() {
	for p, gone := range d.removed {
		var texts []int // removed text lines, in document order
		for _, pi := range gone {
			if d.prev[pi].key.kind == lineText {
				texts = append(texts, pi)
			}
		}
		if len(texts) == 0 {
			continue
		}
		paired := map[int]bool{}
		for _, c := range d.kids(p) {
			if len(texts) == 0 {
				break
			}
			if d.status[c] != added || d.cur[c].key.kind != lineText {
				continue
			}
			pi := texts[0]
			texts = texts[1:]
			paired[pi] = true
			d.prevOf[c] = pi
			if d.prev[pi].Text == d.cur[c].Text {
				d.status[c] = same
			} else {
				d.status[c] = changed
			}
		}
		rest := gone[:0]
		for _, pi := range gone {
			if !paired[pi] {
				rest = append(rest, pi)
			}
		}
		if len(rest) == 0 {
			delete(d.removed, p)
		} else {
			d.removed[p] = rest
		}
	}
}

// slot maps a line index, or rootIdx, to an index in the per-line slices.
func slot(i int) int { return i + 1 }

func (d *differ) kids(p int) []int {
	return d.kidList[d.kidStart[slot(p)]:d.kidStart[slot(p)+1]]
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

func newDiffer(prev, cur *Snapshot) *differ {
	n := len(cur.Lines)
	d := &differ{
		prev: prev.Lines, cur: cur.Lines,
		prevParent: parents(prev.Lines), curParent: parents(cur.Lines),
		status:   make([]lineStatus, n),
		prevOf:   make([]int, n),
		removed:  map[int][]int{},
		kidStart: make([]int, n+2),
		kidList:  make([]int, n),
		dirtyS:   make([]bool, n+1),
		reorderS: make([]bool, n+1),
	}
	// Children lists in one slice (counting sort by parent); lines are in
	// document order, so each list is too.
	for i := range cur.Lines {
		d.kidStart[slot(d.curParent[i])+1]++
	}
	for s := 1; s < len(d.kidStart); s++ {
		d.kidStart[s] += d.kidStart[s-1]
	}
	fill := make([]int, n+1)
	for i := range cur.Lines {
		s := slot(d.curParent[i])
		d.kidList[d.kidStart[s]+fill[s]] = i
		fill[s]++
	}
	// First prev line per key, and a chain through the others: keys are
	// unique in Chromium's trees, but a malformed one must not break Diff.
	prevIdx := make(map[lineKey]int, len(prev.Lines))
	dupNext := make([]int, len(prev.Lines))
	for i := len(prev.Lines) - 1; i >= 0; i-- {
		k := prev.Lines[i].key
		if j, ok := prevIdx[k]; ok {
			dupNext[i] = j
		} else {
			dupNext[i] = -1
		}
		prevIdx[k] = i
	}
	// A prev line is kept when the same key sits under the (matched) same
	// parent in cur; anything else counts as removed there and added here.
	kept := make([]bool, len(prev.Lines))
	curOf := make([]int, len(prev.Lines)) // prev index → cur index, for kept lines
	for i, l := range cur.Lines {
		d.prevOf[i] = -1
		cp := d.curParent[i]
		if cp != rootIdx && d.status[cp] == added {
			d.status[i] = added
			continue
		}
		wantParent := rootIdx
		if cp != rootIdx {
			wantParent = d.prevOf[cp]
		}
		pi, ok := prevIdx[l.key]
		for ok && (kept[pi] || d.prevParent[pi] != wantParent) {
			pi = dupNext[pi]
			ok = pi >= 0
		}
		switch {
		case !ok:
			d.status[i] = added
			continue
		case d.prev[pi].Text != l.Text:
			d.status[i] = changed
		}
		d.prevOf[i] = pi
		kept[pi] = true
		curOf[pi] = i
	}
	for pi := range prev.Lines {
		if kept[pi] {
			continue
		}
		pp := d.prevParent[pi]
		switch {
		case pp == rootIdx:
			d.removed[rootIdx] = append(d.removed[rootIdx], pi)
		case kept[pp]:
			c := curOf[pp]
			d.removed[c] = append(d.removed[c], pi)
		}
		// Otherwise an ancestor was removed and covers this line.
	}
	d.pairTexts()
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
	// Kept children that swapped places: show the new order.
	for p := rootIdx; p < n; p++ {
		last := -1
		for _, c := range d.kids(p) {
			if pi := d.prevOf[c]; pi >= 0 {
				if pi < last {
					d.reorderS[slot(p)] = true
					mark(p)
					break
				}
				last = pi
			}
		}
	}
	d.subtreeEnds = make([]int, len(cur.Lines))
	for i := len(cur.Lines) - 1; i >= 0; i-- {
		end := i + 1
		if ks := d.kids(i); len(ks) > 0 {
			end = d.subtreeEnds[ks[len(ks)-1]]
		}
		d.subtreeEnds[i] = end
	}
	return d
}

func (d *differ) emit(depth int, text string) {
	d.out = append(d.out, Line{Depth: depth, Text: text})
}

// children writes the changed children of cur line p (rootIdx for the top)
// at depth, with removed lines at their old places and runs of unchanged
// siblings folded into one marker.
func (d *differ) children(p, depth int) {
	removed := d.removed[p]
	run := 0
	flushRun := func() {
		if run > 0 {
			d.emit(depth, "- … ("+strconv.Itoa(run)+" unchanged)")
			run = 0
		}
	}
	flushRemoved := func(before int) {
		for len(removed) > 0 && (before < 0 || removed[0] < before) {
			flushRun()
			d.removedLine(removed[0], depth)
			removed = removed[1:]
		}
	}
	for _, c := range d.kids(p) {
		if pi := d.prevOf[c]; pi >= 0 {
			flushRemoved(pi)
		}
		if !d.dirty(c) && !d.reordered(p) {
			run++
			continue
		}
		flushRun()
		d.node(c, depth)
	}
	flushRemoved(-1)
	flushRun()
}

func (d *differ) node(i, depth int) {
	l := d.cur[i]
	switch d.status[i] {
	case added:
		d.emit(depth, markLine(l.Text, "[added] "))
		for j := i + 1; j < d.subtreeEnds[i]; j++ {
			d.emit(depth+d.cur[j].Depth-l.Depth, d.cur[j].Text)
		}
		return
	case changed:
		l.Text = markLine(l.Text, "[changed] ")
		if pi := d.prevOf[i]; pi >= 0 {
			l.Text = withLostStates(l.Text, d.prev[pi].Text)
		}
	}
	if !d.dirty(i) || len(d.kids(i)) == 0 && len(d.removed[i]) == 0 {
		// Its children are not shown: do not end with a dangling colon.
		d.emit(depth, strings.TrimSuffix(l.Text, ":"))
		return
	}
	if d.status[i] == changed && !d.hasDirtyChild(i) {
		d.emit(depth, strings.TrimSuffix(l.Text, ":"))
		return
	}
	d.emit(depth, l.Text)
	d.children(i, depth+1)
}

// removedLine shows a removed subtree: whole when it is small, so that the
// agent sees which item went (a bare "listitem" would not say), else its
// first line and a count.
func (d *differ) removedLine(pi, depth int) {
	l := d.prev[pi]
	end := pi + 1
	for end < len(d.prev) && d.prev[end].Depth > l.Depth {
		end++
	}
	if n := end - pi - 1; n > maxRemovedLines {
		d.emit(depth, markLine(strings.TrimSuffix(l.Text, ":"), "[removed] "))
		d.emit(depth+1, "- … ("+strconv.Itoa(n)+" lines)")
		return
	}
	d.emit(depth, markLine(l.Text, "[removed] "))
	for j := pi + 1; j < end; j++ {
		d.emit(depth+d.prev[j].Depth-l.Depth, d.prev[j].Text)
	}
}

// maxRemovedLines is how many lines of a removed subtree are still shown.
const maxRemovedLines = 4

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
// returns the state brackets (not ref or box) and the index just after the
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
		if !strings.HasPrefix(st, "[ref=") && !strings.HasPrefix(st, "[box=") {
			states = append(states, st)
		}
		end += j + 1
	}
	return states, end
}
