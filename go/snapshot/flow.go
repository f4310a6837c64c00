package snapshot

// The inline-text flow: how the children of a node that is not printed
// take its place, and how adjacent text becomes one `- text:` line (see
// the package comment: what is left out, and how text runs on).

import "strings"

// flow is how a node that is replaced by its children lays out, which
// decides whether its text runs on with the text around it.
type flow uint8

const (
	flowNone   flow = iota // not transparent: printed unless it has no name
	flowInline             // <strong>, <code>, <sub>…: text runs on, no space added
	flowSoft               // generic and ignored containers: inline only if white space says so
	flowBlock              // paragraphs, sections, cells…: text on either side stays apart
	flowSpaced             // MathML tokens: text runs on with a space between tokens
)

// Roles (as Chromium names them) that carry no meaning of their own: when
// unnamed, stateless and not actionable, their children take their place,
// laid out as their flow says. Block ones end a run of text, so that two
// paragraphs do not merge into one line; inline ones let it run on without
// an invented space (H<sub>2</sub>O is "H2O"). Chromium's tree says nothing
// of CSS display, so generic <div>s and <span>s (and ignored nodes, see
// visit) are soft: resolveSoft reads the white space around them.
var transparentRoles = map[string]flow{
	"generic": flowSoft, "none": flowSoft, "presentation": flowSoft, "LabelText": flowSoft, "Unknown": flowSoft,
	"strong": flowInline, "emphasis": flowInline, "subscript": flowInline, "superscript": flowInline,
	"mark": flowInline, "time": flowInline, "code": flowInline, "insertion": flowInline, "deletion": flowInline,
	"Abbr": flowInline, "Ruby": flowInline, "RubyAnnotation": flowInline,
	"LayoutTable": flowBlock, "LayoutTableRow": flowBlock, "LayoutTableCell": flowBlock,
	"paragraph": flowBlock, "Section": flowBlock, "sectionheader": flowBlock, "sectionfooter": flowBlock,
	"group": flowBlock, "rowgroup": flowBlock, "Legend": flowBlock, "caption": flowBlock, "Figcaption": flowBlock,
	"figure": flowBlock, "Pre": flowBlock, "Div": flowBlock, "region": flowBlock, "DescriptionList": flowBlock,
	"term": flowBlock, "definition": flowBlock, "DescriptionListTerm": flowBlock, "DescriptionListDetail": flowBlock,
	"Details": flowBlock,
}

// hoist appends kids, the children of a node that is not printed, in its
// place. Their text is merged only in the nearest printed ancestor, where
// the text on both sides of every boundary is known. Boundaries that add
// nothing (a break next to a break, markers around markers of the same
// extent, no-op slots) are not copied, so that a deep chain of wrappers
// does not pile them up.
func hoist(kids []*item, f flow, out []*item) []*item {
	first, last := edges(kids)
	if first < 0 {
		return out
	}
	switch f {
	case flowBlock:
		if kids[first].kind != kindBreak {
			out = append(out, breakItem)
		}
		out = appendItems(out, kids)
		if kids[last].kind != kindBreak {
			out = append(out, breakItem)
		}
		return out
	case flowSoft:
		if !needsMarkers(kids) {
			return appendItems(out, kids)
		}
		open, close := softMarkers()
		out = append(out, open)
		out = appendItems(out, kids)
		return append(out, close)
	case flowSpaced:
		out = append(out, &item{kind: kindText, text: " "})
		out = appendItems(out, kids)
		return append(out, &item{kind: kindText, text: " "})
	}
	return appendItems(out, kids)
}

// edges returns the indexes of the first and last items of list that are
// not no-op slots, or -1, -1 when there are none. It looks past a few
// slots only (a chain of ignored wrappers leaves one each); past that it
// takes the ends of list, which costs at most a needless boundary.
func edges(list []*item) (int, int) {
	const look = 8
	first, last := -1, -1
	for i := 0; i < len(list) && i < look; i++ {
		if list[i].kind != kindNop {
			first = i
			break
		}
	}
	if first < 0 {
		if len(list) <= look {
			return -1, -1
		}
		first = 0
	}
	last = len(list) - 1
	for i := last; i > first && i >= len(list)-look; i-- {
		if list[i].kind != kindNop {
			last = i
			break
		}
	}
	return first, last
}

// needsMarkers reports whether the content of a soft node needs markers:
// whether text may run into it from outside. Content that is one nested
// node's does not: that node's markers decide for both.
func needsMarkers(list []*item) bool {
	first, last := edges(list)
	if first < 0 {
		return false
	}
	if f, l := list[first], list[last]; f.kind == kindSoft && f.open == f && l.open == f && l != f {
		return false
	}
	// Text at either end, past the markers of nested nodes (a few: past
	// that, markers are cheaper than looking).
	edge := func(i, step int) bool {
		for n := 0; i >= first && i <= last && n < 8; i, n = i+step, n+1 {
			switch list[i].kind {
			case kindSoft, kindNop:
				continue
			case kindText:
				return true
			}
			return false
		}
		return true
	}
	return edge(first, 1) || edge(last, -1)
}

func softMarkers() (open, close *item) {
	m := new([2]item)
	m[0] = item{kind: kindSoft}
	m[0].open = &m[0]
	m[1] = item{kind: kindSoft, open: &m[0]}
	return &m[0], &m[1]
}

// appendItems appends kids to out, leaving out no-op slots.
func appendItems(out, kids []*item) []*item {
	for _, k := range kids {
		if k.kind != kindNop {
			out = append(out, k)
		}
	}
	return out
}

var (
	breakItem = &item{kind: kindBreak}
	nopItem   = &item{kind: kindNop}
)

// softWrap is hoist's flowSoft for an ignored node, whose children were
// visited straight into out after a kindNop slot at out[start]: the slot
// becomes the opening marker when markers are needed, and goes when the
// node showed nothing.
func softWrap(out []*item, start int) []*item {
	if len(out) == start+1 {
		return out[:start]
	}
	if !needsMarkers(out[start+1:]) {
		return out
	}
	open, close := softMarkers()
	out[start] = open
	return append(out, close)
}

// resolveSoft decides for each node between soft markers in in whether it
// lays out inline. Chromium's text (and go/page's) keeps white space as laid
// out: collapsible white space next to a block boundary is gone, so a
// space on either side of a boundary says the text runs on there
// ("Hello <span id=x>World</span>"); no space says nothing (H<sub>2</sub>O
// or two flex items), and the node is taken for a block, which is the
// safer mistake: two lines instead of two words glued into one. All
// markers between the same two items share that boundary.
func resolveSoft(in []*item) {
	for i := 0; i < len(in); {
		if k := in[i].kind; k != kindSoft && k != kindNop {
			i++
			continue
		}
		j := i
		soft := false
		for ; j < len(in) && (in[j].kind == kindSoft || in[j].kind == kindNop); j++ {
			soft = soft || in[j].kind == kindSoft
		}
		if soft && (i > 0 && in[i-1].kind == kindText && endsSpace(in[i-1].text) ||
			j < len(in) && in[j].kind == kindText && startsSpace(in[j].text)) {
			for k := i; k < j; k++ {
				if in[k].kind == kindSoft {
					in[k].open.inline = true
				}
			}
		}
		i = j
	}
}

func startsSpace(s string) bool { return s != "" && isSpace(s[0]) }
func endsSpace(s string) bool   { return s != "" && isSpace(s[len(s)-1]) }

// mergeText joins runs of adjacent text items into one, as they are (the
// page's own white space separates words; none is invented), ends runs at
// block boundaries, drops the boundaries, and drops text that shows
// nothing.
func mergeText(in []*item) []*item {
	resolveSoft(in)
	out := in[:0]
	runStart, runLen := -1, 0 // the current run: in[runStart:] holds its pieces
	end := func(i int) {
		if runLen > 1 {
			joinRun(in[runStart:i])
		}
		runStart, runLen = -1, 0
	}
	for i, it := range in {
		switch it.kind {
		case kindText:
			if runStart < 0 {
				// Each text item sits in exactly one list, so the first
				// of a run can absorb the others in place.
				runStart = i
				out = append(out, it)
			}
			runLen++
		case kindBreak:
			end(i)
		case kindSoft:
			if !it.open.inline {
				end(i)
			}
		case kindNop:
		default:
			end(i)
			out = append(out, it)
		}
	}
	end(len(in))
	// Drop text that shows nothing; clear the tail so dropped items can be
	// collected.
	res := out[:0]
	for _, it := range out {
		if it.kind == kindText && blank(it.text) {
			continue
		}
		res = append(res, it)
	}
	for i := len(res); i < len(in); i++ {
		in[i] = nil
	}
	return res
}

// joinRun makes the first text item of pieces (text items and inline soft
// markers) hold the text of all, in one allocation. Its identity becomes
// that of the first text that shows.
func joinRun(pieces []*item) {
	first := pieces[0]
	n := 0
	for _, p := range pieces {
		if p.kind == kindText {
			n += len(p.text)
		}
	}
	var sb strings.Builder
	sb.Grow(n)
	shown := false
	for _, p := range pieces {
		if p.kind != kindText {
			continue
		}
		if !shown && !blank(p.text) {
			shown = true
			first.node, first.frame = p.node, p.frame
		}
		sb.WriteString(p.text)
	}
	first.text = sb.String()
}

func isSpace(c byte) bool { return c == ' ' || c == '\n' || c == '\t' || c == '\r' }
