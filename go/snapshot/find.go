package snapshot

import (
	"errors"
	"fmt"
	"regexp"
	"strings"
)

// Find returns the lines of s that match query and the number of matching
// lines. A plain query matches case-insensitively anywhere in a line (role,
// name, value, text or ref); with regex it is a Go regular expression.
//
// Each match comes with the context an agent needs to tell it from the
// other matches: up to context ancestor lines (0: DefaultFindContext,
// negative: all of them), for a control the text or heading line right
// before and after it among its siblings (which item a "Delete" button
// belongs to), and its
// own /url, /placeholder or /options line. Lines are indented under the
// nearest line shown. The result is capped like the snapshot.
func Find(s *Snapshot, query string, regex bool, context int) (string, int, error) {
	if s == nil {
		return "", 0, errors.New("snapshot: nothing to search; take a snapshot first")
	}
	if query == "" {
		return "", 0, errors.New("snapshot: empty search; give the text or regex to find")
	}
	var match func(string) bool
	if regex {
		re, err := regexp.Compile(query)
		if err != nil {
			return "", 0, fmt.Errorf("snapshot: bad regex %q: %w", query, err)
		}
		match = re.MatchString
	} else {
		q := strings.ToLower(query)
		match = func(line string) bool { return containsFold(line, q) }
	}
	if context == 0 {
		context = DefaultFindContext
	}
	lines := s.Lines
	parent := parents(lines)
	show := make([]bool, len(lines))
	count := 0
	for i, l := range lines {
		if !match(l.Text) {
			continue
		}
		count++
		show[i] = true
		for j := i + 1; j < len(lines) && lines[j].Depth == l.Depth+1 && isAttrLine(lines[j]); j++ {
			show[j] = true
		}
		if !isLabelLine(l) { // a control: say what it belongs to
			if j := sibling(lines, i, -1); j >= 0 && isLabelLine(lines[j]) {
				show[j] = true
			}
			if j := sibling(lines, i, +1); j >= 0 && isLabelLine(lines[j]) {
				show[j] = true
			}
		}
		for p, n := parent[i], 0; p != rootIdx && (context < 0 || n < context); p, n = parent[p], n+1 {
			if show[p] {
				break // its ancestors are in already
			}
			show[p] = true
		}
	}
	if count == 0 {
		return "", 0, nil
	}
	// Each shown line sits one level below its nearest shown ancestor, so
	// lines whose ancestors were left out do not float at odd depths.
	outDepth := make(map[int]int, count*2)
	out := make([]Line, 0, count*2)
	for i, ok := range show {
		if !ok {
			continue
		}
		d := 0
		for p := parent[i]; p != rootIdx; p = parent[p] {
			if show[p] {
				d = outDepth[p] + 1
				break
			}
		}
		outDepth[i] = d
		l := lines[i]
		l.Depth = d
		out = append(out, l)
	}
	text, _ := joinLines(out, s.maxChars)
	return text, count, nil
}

// DefaultFindContext is how many ancestor lines Find shows by default.
const DefaultFindContext = 2

// siblingScan bounds the walk over a neighbour's subtree when looking for
// a sibling, so Find stays linear on pathological pages.
const siblingScan = 64

// sibling returns the nearest line at line i's depth before it (step -1)
// or after it (step +1), or -1 when the parent's subtree ends first.
func sibling(lines []Line, i, step int) int {
	d := lines[i].Depth
	for n, j := 0, i+step; n < siblingScan && j >= 0 && j < len(lines); n, j = n+1, j+step {
		switch {
		case lines[j].Depth == d:
			return j
		case lines[j].Depth < d:
			return -1
		}
	}
	return -1
}

// isLabelLine: a neighbour that says what a match is about.
func isLabelLine(l Line) bool {
	return l.key.kind == lineText || strings.HasPrefix(l.Text, "- heading ")
}

func isAttrLine(l Line) bool {
	switch l.key.kind {
	case lineURL, linePlaceholder, lineOptions:
		return true
	}
	return false
}

// containsFold reports whether s contains lower (already lower-cased),
// ignoring case, without allocating for ASCII lines.
func containsFold(s, lower string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= 0x80 {
			return strings.Contains(strings.ToLower(s), lower)
		}
	}
	n := len(lower)
	for i := 0; i+n <= len(s); i++ {
		j := 0
		for ; j < n; j++ {
			c := s[i+j]
			if 'A' <= c && c <= 'Z' {
				c += 'a' - 'A'
			}
			if c != lower[j] {
				break
			}
		}
		if j == n {
			return true
		}
	}
	return false
}
