package snapshot

import (
	"strconv"
	"strings"
)

// Folded is the snapshot as an action's response shows the whole page
// (after a navigation): Text with long runs of like entries folded (see
// fold), capped at the same length. browser_snapshot shows Text, all of
// it. The snapshot remembers the entries left out: a later Changes from
// it shows them once their run is short enough to show whole (a list
// filtered down to them), the agent having never seen them.
func (s *Snapshot) Folded() string {
	if s == nil {
		return ""
	}
	text, unseen := s.folded()
	s.unseen = unseen
	return text
}

func (s *Snapshot) folded() (string, map[lineKey]bool) {
	lines, cuts := fold(s.Lines)
	if len(cuts) == 0 {
		return s.Text, nil
	}
	unseen := map[lineKey]bool{}
	for _, c := range cuts {
		for i := c[0]; i < c[1]; i++ {
			unseen[s.Lines[i].key] = true
		}
	}
	text, _ := joinLines(lines, s.maxChars)
	return text, unseen
}

// Runs of like entries: of more than foldRun siblings in a row that are
// entries of the same role (rows, list items, options, tree items, cards,
// menu items) with the same diff marker, the first foldHead and the last
// foldTail are shown, and one line says how many are left out between them
// and where to see them:
//
//	### Snapshot
//	- table "Orders":
//	  - row: Order | Total
//	  - row: Order #1 | 79.1 €
//	  …
//	  - … (188 more rows; browser_find, or browser_snapshot target=e5, shows them)
//
// A long list reads the same at its start and its end; what the agent
// looks for in the middle, it finds by its text. A run of short entries
// that takes no more than foldChars is shown whole all the same (a time
// picker's 24 hours, a month's days): the one the agent picks is as often
// in the middle, and a snapshot to find it costs more than the run.
const (
	foldRun   = 12
	foldHead  = 8
	foldTail  = 2
	foldChars = 1500
)

// folds reports whether a run of like entries is long enough to fold: more
// than foldRun of them, taking more than foldChars (their lines and those
// under them).
func folds(lines []Line, run []int, ends []int) bool {
	if len(run) <= foldRun {
		return false
	}
	n := 0
	for i := run[0]; i < ends[run[len(run)-1]]; i++ {
		n += len(lines[i].Text) + 2*lines[i].Depth + 1
		if n > foldChars {
			return true
		}
	}
	return false
}

// foldRoles are the entries whose runs fold: the items of lists, tables,
// trees, menus and feeds, never the cells of one row or loose controls.
var foldRoles = map[string]bool{
	"row": true, "listitem": true, "option": true, "treeitem": true, "article": true,
	"menuitem": true, "menuitemcheckbox": true, "menuitemradio": true,
}

// foldKey is what siblings must share to fold together: their diff marker
// and their role, for entries only ("" for anything else).
func foldKey(text string) string {
	s, ok := strings.CutPrefix(text, "- ")
	if !ok {
		return ""
	}
	marker := ""
	for _, m := range []string{"[added] ", "[changed] ", "[moved] "} {
		if rest, ok := strings.CutPrefix(s, m); ok {
			marker, s = m, rest
			break
		}
	}
	role := lineRole("- " + s)
	if !foldRoles[role] {
		return ""
	}
	return marker + role
}

// fold returns lines with long runs of like entries folded, and the
// ranges of lines it left out ([first, end) in lines). Lines carry their
// refs where known: the note names the parent's as a snapshot target.
func fold(lines []Line) ([]Line, [][2]int) {
	parent := parents(lines)
	start, list := childLists(parent)
	kids := func(p int) []int { return list[start[slot(p)]:start[slot(p)+1]] }
	ends := subtreeEnds(len(lines), kids)
	type cut struct {
		end  int // the index after the last line left out
		note Line
	}
	cuts := map[int]cut{} // by the first line left out
	entryRuns(lines, kids, func(p int, run []int) {
		if !folds(lines, run, ends) {
			return
		}
		first, last := run[foldHead], run[len(run)-foldTail-1]
		where := "browser_find, or browser_snapshot, shows them"
		if p != rootIdx && lines[p].Ref != "" {
			where = "browser_find, or browser_snapshot target=" + lines[p].Ref + ", shows them"
		}
		what := strings.Replace(foldKey(lines[first].Text), "[", "", 1)
		what = strings.Replace(what, "] ", " ", 1)
		n := len(run) - foldHead - foldTail
		cuts[first] = cut{end: ends[last], note: Line{
			Depth: lines[first].Depth,
			Text:  "- … (" + strconv.Itoa(n) + " more " + what + "s; " + where + ")",
		}}
	})
	if len(cuts) == 0 {
		return lines, nil
	}
	out := make([]Line, 0, len(lines))
	var ranges [][2]int
	for i := 0; i < len(lines); {
		if c, ok := cuts[i]; ok {
			out = append(out, c.note)
			ranges = append(ranges, [2]int{i, c.end})
			i = c.end
			continue
		}
		out = append(out, lines[i])
		i++
	}
	return out, ranges
}

// entryRuns calls f with each run of like entries (siblings with the same
// foldKey) under each line p (and the root).
func entryRuns(lines []Line, kids func(int) []int, f func(p int, run []int)) {
	for p := rootIdx; p < len(lines); p++ {
		ks := kids(p)
		for a := 0; a < len(ks); {
			key := foldKey(lines[ks[a]].Text)
			b := a + 1
			for key != "" && b < len(ks) && foldKey(lines[ks[b]].Text) == key {
				b++
			}
			if key != "" {
				f(p, ks[a:b])
			}
			a = b
		}
	}
}
