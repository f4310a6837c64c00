package snapshot

import (
	"strconv"
	"strings"
)

// Runs of lines alike: siblings in a row that read the same but for their
// refs and have nothing under them (the eight unnamed resize handles of each
// widget on a dashboard, a row of unnamed checkboxes) print as one line, the
// first, which names the others' refs after its own: `- generic [ref=e250]
// (7 more alike: e251–e257)`; lines without a ref alike to the letter (a
// calendar's blank days) say how many more there are. The agent can tell them apart no better when
// they are printed one by one, and every ref is still there to act on.
// Shorter runs stay as they are.
const minAlikeRun = 3

// mergeAlike returns lines with each run of minAlikeRun or more lines alike
// merged into its first line; lines itself when there is none.
func mergeAlike(lines []Line) []Line {
	var out []Line
	for i := 0; i < len(lines); {
		key, ok := alikeKey(lines, i)
		j := i + 1
		for ok && j < len(lines) {
			if k, ok2 := alikeKey(lines, j); !ok2 || k != key || lines[j].Depth != lines[i].Depth {
				break
			}
			j++
		}
		if j-i < minAlikeRun {
			if out != nil {
				out = append(out, lines[i:j]...)
			}
			i = j
			continue
		}
		if out == nil {
			out = append(make([]Line, 0, len(lines)), lines[:i]...)
		}
		first := lines[i]
		if first.Ref == "" {
			// Alike to the letter (a calendar's blank cells).
			first.Text += " (" + strconv.Itoa(j-i-1) + " more alike)"
			out = append(out, first)
			i = j
			continue
		}
		refs := make([]string, 0, j-i-1)
		for _, l := range lines[i+1 : j] {
			refs = append(refs, l.Ref)
		}
		own := "[ref=" + first.Ref + "]"
		at := strings.Index(first.Text, own) + len(own)
		first.Text = first.Text[:at] + " (" + strconv.Itoa(j-i-1) + " more alike: " + refList(refs) + ")" + first.Text[at:]
		out = append(out, first)
		i = j
	}
	if out == nil {
		return lines
	}
	return out
}

// alikeKey is line i's text without its ref, when it may merge with lines
// alike: it prints a ref (once), or none, and has no lines under it. A
// line without a ref is alike only to the same line; a text or a diff's
// marker of what it leaves out is alike to none.
func alikeKey(lines []Line, i int) (string, bool) {
	l := lines[i]
	if i+1 < len(lines) && lines[i+1].Depth > l.Depth {
		return "", false
	}
	if l.Ref == "" {
		// A diff's line whose children it leaves out (a sorted table's
		// row) is not one line said again: what they hold tells them
		// apart. (Lines with refs are told apart by them.)
		if l.elided || strings.Contains(l.Text, "[ref=") || strings.HasPrefix(l.Text, "- text:") || strings.HasPrefix(l.Text, "- …") || strings.HasPrefix(l.Text, "- /") {
			return "", false
		}
		return "\x00" + l.Text, true
	}
	own := " [ref=" + l.Ref + "]"
	at := strings.Index(l.Text, own)
	if at < 0 || strings.Contains(l.Text[at+len(own):], " [ref=") {
		return "", false
	}
	return l.Text[:at] + l.Text[at+len(own):], true
}

// refList writes refs, numbered alike in a row as a range: "e251–e257",
// "e3, e7, f1e2–f1e4".
func refList(refs []string) string {
	var sb strings.Builder
	for i := 0; i < len(refs); {
		prefix, n, ok := splitRef(refs[i])
		j := i + 1
		for ok && j < len(refs) {
			p, m, ok2 := splitRef(refs[j])
			if !ok2 || p != prefix || m != n+(j-i) {
				break
			}
			j++
		}
		if i > 0 {
			sb.WriteString(", ")
		}
		sb.WriteString(refs[i])
		switch {
		case j-i > 2:
			sb.WriteString("–")
			sb.WriteString(refs[j-1])
		case j-i == 2:
			sb.WriteString(", ")
			sb.WriteString(refs[j-1])
		}
		i = j
	}
	return sb.String()
}

// RefsOf reads a list refList wrote ("e251–e257", "e3, e7, f1e2–f1e4"),
// as the count of removed lines and of siblings alike print it, back into
// its refs.
func RefsOf(list string) []string {
	var out []string
	for _, item := range strings.Split(list, ", ") {
		from, to, isRange := strings.Cut(item, "–")
		p, a, ok1 := splitRef(from)
		q, b, ok2 := splitRef(to)
		if !isRange || !ok1 || !ok2 || p != q || b < a || b-a > 100000 {
			out = append(out, from)
			if isRange {
				out = append(out, to)
			}
			continue
		}
		for n := a; n <= b; n++ {
			out = append(out, p+strconv.Itoa(n))
		}
	}
	return out
}

// splitRef splits "f1e23" into "f1e" and 23.
func splitRef(ref string) (string, int, bool) {
	k := len(ref)
	for k > 0 && ref[k-1] >= '0' && ref[k-1] <= '9' {
		k--
	}
	n, err := strconv.Atoi(ref[k:])
	return ref[:k], n, err == nil && k > 0
}
