package snapshot

import (
	"math"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/chromedp/cdproto/cdp"
)

// Snapshot is a rendered aria snapshot plus what Diff and Find need.
type Snapshot struct {
	// Text is the snapshot as shown to an agent, capped at Options.MaxChars.
	Text string
	// Lines are all rendered lines in document order, also those past the
	// cap, each with its depth and identity.
	Lines []Line
	// Truncated reports that Text stops before the end of Lines.
	Truncated bool
	// Acted is the ref of the element the action before this snapshot
	// acted on, set by the caller before Changes: its taking the focus is
	// the action's own doing, which a diff does not report.
	Acted string

	maxChars int
	// unseen: the lines an agent was not shown when this snapshot was
	// sent folded (Folded, Changes), by key; the next Changes from it
	// shows them once their run is short (see fold.go).
	unseen map[lineKey]bool
	// behind: the snapshot a whole one sent by Changes replaced, which
	// the agent knew; kept while diffs follow (see Changes).
	behind *Snapshot
}

// Line is one rendered line.
type Line struct {
	Depth int    // indentation level (two spaces each)
	Text  string // the line without indentation, e.g. `- button "OK" [ref=e5]`
	Ref   string // the ref of the line's node, if any (a section's is not printed)
	key   lineKey
	// section: a landmark or other container worth naming in the
	// truncation note as a target to narrow to.
	section bool
	// elided: a diff's line whose children it does not show (they are
	// as they were); without a ref, it is alike to no other line.
	elided bool
}

// lineKey identifies what a line shows, the same across snapshots of one
// document: the DOM node, plus which of the node's lines it is.
type lineKey struct {
	frame cdp.FrameID
	node  cdp.BackendNodeID
	kind  lineKind
}

type lineKind uint8

const (
	lineNode lineKind = iota
	lineText
	lineURL
	linePlaceholder
	lineOptions
	lineMore // "- … (N lines)" under a node cut by Depth
)

type renderer struct {
	frames  []Frame
	opt     Options
	maxText int
	lines   []Line
	all     []byte   // every line's text, back to back
	spans   [][2]int // each line's text in all; Line.Text is set in finish
}

func newRenderer(frames []Frame, opt Options) *renderer {
	r := &renderer{frames: frames, opt: opt, maxText: opt.MaxText}
	if r.maxText == 0 {
		r.maxText = DefaultMaxText
	}
	return r
}

// emit adds a line made of parts. Lines share one buffer, turned into one
// string at the end, so a line costs no allocation of its own.
func (r *renderer) emit(depth int, ref string, k lineKey, parts ...string) {
	start := len(r.all)
	for _, p := range parts {
		r.all = append(r.all, p...)
	}
	r.spans = append(r.spans, [2]int{start, len(r.all)})
	r.lines = append(r.lines, Line{Depth: depth, Ref: ref, key: k})
}

func (r *renderer) key(it *item, kind lineKind) lineKey {
	return lineKey{frame: r.frames[it.frame].ID, node: it.node, kind: kind}
}

// item renders it and its subtree at depth.
func (r *renderer) item(it *item, depth int) {
	if it.kind == kindText {
		r.emit(depth, "", r.key(it, lineText), "- text: ", r.plain(it.text, true))
		return
	}
	if k := cellControl(it); k != nil {
		// A cell around one control (a calendar's day button, a grid's
		// Ship button) is that control, with the cell's states (the day
		// selected): the cell's line says nothing of its own.
		c := *k
		c.states |= it.states
		r.item(&c, depth)
		return
	}
	start := len(r.all) // the node line is written straight into all
	r.writeString("- ")
	r.writeString(it.role)
	if it.name != "" && !(echoRole[it.role] && !it.ownName && echoesContent(it.name, it.children)) {
		r.writeString(" ")
		r.writeString(r.quoted(it.name))
	}
	r.writeStates(it)
	if it.ref != "" && it.wantRef {
		if it.hint != "" && it.name == "" && it.value == "" && !hasText(it.children) && !holdsControl(it.children) {
			// Not its name: what the page says it is for otherwise. (A
			// box around controls is told by them: the icon beside its
			// fields says nothing of it.)
			r.writeString(" [hint: ")
			r.writeString(it.hint)
			r.writeString("]")
		}
		r.writeString(" [ref=")
		r.writeString(it.ref)
		r.writeString("]")
		if r.opt.Boxes && it.box != nil {
			b := it.box
			r.writeString(" [box=")
			r.writeString(strconv.Itoa(int(math.Round(b.X))))
			r.writeByte(',')
			r.writeString(strconv.Itoa(int(math.Round(b.Y))))
			r.writeByte(',')
			r.writeString(strconv.Itoa(int(math.Round(b.W))))
			r.writeByte(',')
			r.writeString(strconv.Itoa(int(math.Round(b.H))))
			r.writeByte(']')
		}
	}
	kids := it.children
	extra := 0 // attribute lines: /url, /placeholder, /options
	if it.url != "" {
		extra++
	}
	if it.placeholder != "" {
		extra++
	}
	if it.options != nil {
		extra++
	}
	cut := r.opt.Depth > 0 && depth >= r.opt.Depth
	switch {
	case it.value != "":
		r.writeString(": ")
		r.writeString(r.plain(it.value, false))
	case extra == 0 && len(kids) == 1 && kids[0].kind == kindText:
		// A single text child goes on the same line.
		r.writeString(": ")
		r.writeString(r.plain(kids[0].text, true))
		kids = nil
	case extra == 0 && !it.wantRef && shortTexts(kids):
		// A few short texts (a seat's number and its "(taken)" for
		// screen readers, a price beside its label), set apart by spaces.
		// Not in what the agent acts on: there each text tells it apart
		// on a line of its own (a card's title above its price, an
		// event's title beside its time).
		r.writeString(": ")
		for i, k := range kids {
			if i > 0 {
				r.writeByte(' ')
			}
			r.writeString(r.plain(k.text, true))
		}
		kids = nil
	case extra == 0 && isRow(it) && compactRow(it):
		r.writeString(": ")
		r.writeRow(it)
		kids = nil
	case extra == 0 && isRow(it) && controlRow(it):
		r.writeString(": ")
		r.writeRow(it)
		kids = rowControls(it)
	case extra > 0 || len(kids) > 0:
		r.writeString(":")
	}
	r.spans = append(r.spans, [2]int{start, len(r.all)})
	r.lines = append(r.lines, Line{Depth: depth, Ref: it.ref, key: r.key(it, lineNode)})
	r.lines[len(r.lines)-1].section = it.section
	if extra == 0 && len(kids) == 0 {
		return
	}
	if it.url != "" {
		r.emit(depth+1, "", r.key(it, lineURL), "- /url: ", r.plain(it.url, false))
	}
	if it.placeholder != "" {
		r.emit(depth+1, "", r.key(it, linePlaceholder), "- /placeholder: ", r.plain(it.placeholder, false))
	}
	if it.options != nil {
		r.emit(depth+1, "", r.key(it, lineOptions), "- /options: ", r.optionList(it))
	}
	if len(kids) == 0 {
		return
	}
	if cut {
		n := 0
		for _, k := range kids {
			n += countLines(k)
		}
		lines := " lines"
		if n == 1 {
			lines = " line"
		}
		if it.section && !it.wantRef {
			// Its ref is not on its line; say how to expand it.
			r.emit(depth+1, "", r.key(it, lineMore), "- … (", strconv.Itoa(n), lines, "; browser_snapshot target=", it.ref, " shows them)")
		} else {
			r.emit(depth+1, "", r.key(it, lineMore), "- … (", strconv.Itoa(n), lines, ")")
		}
		return
	}
	for _, k := range kids {
		r.item(k, depth+1)
	}
}

// stateLabels are the states as a line prints them, in Playwright's order.
// A mixed state prints only when its plain one is not set (unless), and the
// entry with no bit is where a heading's level goes.
var stateLabels = [...]struct {
	bit, unless state
	label       string
}{
	{bit: stChecked, label: " [checked]"},
	{bit: stCheckedMixed, unless: stChecked, label: " [checked=mixed]"},
	{bit: stDisabled, label: " [disabled]"},
	{bit: stExpanded, label: " [expanded]"},
	{}, // [level=N]
	{bit: stPressed, label: " [pressed]"},
	{bit: stPressedMixed, unless: stPressed, label: " [pressed=mixed]"},
	{bit: stSelected, label: " [selected]"},
	{bit: stRequired, label: " [required]"},
	{bit: stReadonly, label: " [readonly]"},
	{bit: stInvalid, label: " [invalid]"},
	{bit: stFocused, label: " [focused]"},
}

func (r *renderer) writeStates(it *item) {
	for _, st := range stateLabels {
		switch {
		case st.bit == 0:
			if it.level > 0 {
				r.writeString(" [level=")
				r.writeString(strconv.Itoa(it.level))
				r.writeByte(']')
			}
		case it.states&st.bit != 0 && it.states&st.unless == 0:
			r.writeString(st.label)
		}
	}
}

// writeString and writeByte append to the line being written.
func (r *renderer) writeString(s string) { r.all = append(r.all, s...) }
func (r *renderer) writeByte(c byte)     { r.all = append(r.all, c) }

func isRow(it *item) bool { return it.role == "row" }

// echoRole are the roles whose name, taken from what they hold, is left
// out where the lines under them say it again (see echoesContent): a
// table's rows and cells, whose names are their contents run together.
var echoRole = map[string]bool{"row": true, "cell": true, "gridcell": true}

// echoesContent says whether a name only repeats, in order, what the lines
// under it show (their names, values and texts): a row named from its
// cells, `row "2 March 2025, Sunday 3 March 2025, Monday …"` above the
// cells that say it again, is printed without its name; so is a cell
// holding a checkbox and two lines of text, `gridcell "Select Ledger Your
// weekly digest"`.
func echoesContent(name string, kids []*item) bool {
	want := strings.Fields(name)
	var walk func(kids []*item)
	walk = func(kids []*item) {
		for _, k := range kids {
			if len(want) == 0 {
				return
			}
			for _, s := range []string{k.text, k.name, k.value} {
				for _, w := range strings.Fields(s) {
					if len(want) > 0 && w == want[0] {
						want = want[1:]
					}
				}
			}
			walk(k.children)
		}
	}
	walk(kids)
	return len(want) == 0
}

// compactRow: a table row whose cells hold plain text prints as one line,
// "- row: Apple | 1.20", instead of a line per cell.
func compactRow(it *item) bool {
	ok, _, controls := rowCells(it)
	return ok && !controls
}

// controlRow: a table row whose cells hold plain text, but for some that
// hold only controls (a row's action buttons, its link, its checkbox),
// prints its text as one line, "- row: #1001 | Ana Lima | 1 Apr |", the
// cells of controls left empty in it, and those controls under it, where
// a line per cell cost eight lines a row.
func controlRow(it *item) bool {
	ok, text, controls := rowCells(it)
	return ok && text && controls
}

// rowCells says whether a row's children are all cells (without a ref or
// a state of their own) that hold plain text or only controls
// (controlCell), and whether any holds text, any controls.
func rowCells(it *item) (ok, text, controls bool) {
	if len(it.children) == 0 {
		return false, false, false
	}
	for _, c := range it.children {
		if c.kind != kindElement || c.ref != "" || c.states != 0 {
			return false, false, false
		}
		switch c.role {
		case "cell", "gridcell", "columnheader", "rowheader":
		default:
			return false, false, false
		}
		switch {
		case controlCell(c):
			controls = true
		case len(c.children) > 1 || len(c.children) == 1 && c.children[0].kind != kindText:
			return false, false, false
		case c.name != "" || len(c.children) == 1:
			text = true
		}
	}
	return true, text, controls
}

// controlCell: a cell holding only elements the agent can act on (each
// with its ref).
func controlCell(c *item) bool {
	if len(c.children) == 0 {
		return false
	}
	for _, k := range c.children {
		if k.kind != kindElement || k.ref == "" || !k.wantRef {
			return false
		}
	}
	return true
}

// rowControls are the controls of a controlRow's cells, in order.
func rowControls(it *item) []*item {
	var out []*item
	for _, c := range it.children {
		if controlCell(c) {
			out = append(out, c.children...)
		}
	}
	return out
}

func (r *renderer) writeRow(it *item) {
	lead := true // the row's first cells hold controls: no bar before the text
	for _, c := range it.children {
		if controlCell(c) && lead {
			continue // its controls are lines of their own (controlRow)
		}
		if !lead {
			r.writeString(" | ")
		}
		lead = false
		if controlCell(c) {
			continue
		}
		t := c.name
		if len(c.children) == 1 {
			t = c.children[0].text
		}
		r.writeString(r.truncate(normSpace(t)))
	}
	// An empty last cell ends the line at its bar.
	for len(r.all) > 0 && r.all[len(r.all)-1] == ' ' {
		r.all = r.all[:len(r.all)-1]
	}
}

// optionList prints a <select>'s choices on one line. A long list is cut
// unless the snapshot targets the select itself.
func (r *renderer) optionList(it *item) string {
	var sb strings.Builder
	sb.WriteByte('[')
	opts := it.options
	more := 0
	if r.opt.Target == "" && len(opts) > maxOptions {
		more = len(opts) - maxOptions
		opts = opts[:maxOptions]
	}
	for i, o := range opts {
		if i > 0 {
			sb.WriteString(", ")
		}
		sb.WriteString(r.quoted(o))
	}
	sb.WriteByte(']')
	if more > 0 {
		sb.WriteString(" … (")
		sb.WriteString(strconv.Itoa(more))
		sb.WriteString(" more; browser_snapshot target=")
		sb.WriteString(it.ref)
		sb.WriteString(" lists all)")
	}
	return sb.String()
}

// maxOptions is how many of a <select>'s options a full snapshot lists.
const maxOptions = 50

// countLines is how many lines an item renders to without a depth limit;
// used for the "- … (N lines)" note.
func countLines(it *item) int {
	if it.kind == kindText {
		return 1
	}
	if k := cellControl(it); k != nil {
		return countLines(k)
	}
	n := 1
	if it.url != "" {
		n++
	}
	if it.placeholder != "" {
		n++
	}
	if it.options != nil {
		n++
	}
	if len(it.children) == 1 && it.children[0].kind == kindText && n == 1 && it.value == "" {
		return 1
	}
	if n == 1 && it.value == "" && !it.wantRef && shortTexts(it.children) {
		return 1
	}
	if isRow(it) && compactRow(it) {
		return n
	}
	if isRow(it) && controlRow(it) {
		for _, c := range rowControls(it) {
			n += countLines(c)
		}
		return n
	}
	for _, c := range it.children {
		n += countLines(c)
	}
	return n
}

// truncate shortens s to r.maxText runes with a "…" marker.
func (r *renderer) truncate(s string) string {
	if r.maxText < 0 || len(s) <= r.maxText {
		return s
	}
	if utf8.RuneCountInString(s) <= r.maxText {
		return s
	}
	n := 0
	for i := range s {
		if n == r.maxText {
			return strings.TrimRight(s[:i], " ") + "…"
		}
		n++
	}
	return s
}

// quoted renders a name in double quotes, escaped like a JSON string.
func (r *renderer) quoted(s string) string {
	s = r.truncate(s)
	if !strings.ContainsAny(s, "\"\\") {
		return `"` + s + `"`
	}
	var sb strings.Builder
	sb.WriteByte('"')
	for i := 0; i < len(s); i++ {
		if c := s[i]; c == '"' || c == '\\' {
			sb.WriteByte('\\')
		}
		sb.WriteByte(s[i])
	}
	sb.WriteByte('"')
	return sb.String()
}

// plain renders text or a value after "- x: ". Text is cleaned (cleanText:
// white space collapsed unless pre-formatted); text and values with line
// breaks are quoted, with \n escapes, as is anything YAML would read
// differently.
func (r *renderer) plain(s string, text bool) string {
	if text {
		s = cleanText(s)
	}
	s = r.truncate(s)
	// '#' would start a YAML comment; a leading quote would read as quoting.
	if s == "" || s[0] == '"' || s[0] == '#' || strings.ContainsAny(s, "\n\r\t") || s[0] == ' ' || s[len(s)-1] == ' ' {
		return strconv.Quote(s)
	}
	return s
}

// finish joins the lines into Text, applying the size cap.
func (r *renderer) finish() *Snapshot {
	all := string(r.all)
	for i, sp := range r.spans {
		r.lines[i].Text = all[sp[0]:sp[1]]
	}
	s := &Snapshot{Lines: r.lines, maxChars: r.opt.MaxChars}
	if s.maxChars == 0 {
		s.maxChars = DefaultMaxChars
	}
	s.Text, s.Truncated = joinLines(r.lines, s.maxChars)
	return s
}

// joinLines renders lines with indentation, runs of lines alike merged
// (mergeAlike), stopping before max characters (negative: no cap) with a
// note that says how to see the rest.
func joinLines(lines []Line, max int) (string, bool) {
	lines = mergeAlike(lines)
	var sb strings.Builder
	for i, l := range lines {
		need := 2*l.Depth + len(l.Text) + 1
		if max >= 0 && sb.Len()+need > max {
			sb.WriteString(truncationNote(lines, i))
			return sb.String(), true
		}
		for j := 0; j < l.Depth; j++ {
			sb.WriteString("  ")
		}
		sb.WriteString(l.Text)
		sb.WriteByte('\n')
	}
	return sb.String(), false
}

func truncationNote(lines []Line, shown int) string {
	var sb strings.Builder
	sb.WriteString("- … snapshot truncated: ")
	sb.WriteString(strconv.Itoa(shown))
	sb.WriteString(" of ")
	sb.WriteString(strconv.Itoa(len(lines)))
	sb.WriteString(" lines shown. Narrow it with browser_snapshot target=<ref> and/or depth=<levels>, or search it with browser_find.")
	// Name the sections the agent did not get to see, so it has refs to
	// narrow to.
	// The sections the cut runs through (its ancestors), then those below.
	var cand []Line
	if shown < len(lines) {
		d := lines[shown].Depth
		var up []Line
		for j := shown - 1; j >= 0 && d > 0; j-- {
			if lines[j].Depth < d {
				d = lines[j].Depth
				if lines[j].section {
					up = append(up, lines[j])
				}
			}
		}
		slices.Reverse(up)
		cand = up
	}
	n := 0
	for _, l := range append(cand, lines[shown:]...) {
		if !l.section || l.Depth > 2 {
			continue
		}
		if n == maxNoteSections {
			sb.WriteString(", …")
			break
		}
		if n == 0 {
			sb.WriteString(" Sections: ")
		} else {
			sb.WriteString(", ")
		}
		// `- navigation "Pages":` → `navigation "Pages" e127`
		head := strings.TrimPrefix(l.Text, "- ")
		if i := strings.Index(head, " ["); i >= 0 {
			head = head[:i]
		}
		head = strings.TrimSuffix(head, ":")
		if i := strings.Index(head, ": "); i >= 0 && !strings.Contains(head[:i], `"`) {
			head = head[:i]
		}
		sb.WriteString(r2(head, 60))
		sb.WriteByte(' ')
		sb.WriteString(l.Ref)
		n++
	}
	sb.WriteByte('\n')
	return sb.String()
}

// maxNoteSections bounds the list of sections in the truncation note.
const maxNoteSections = 12

// r2 cuts s to at most n bytes on a rune boundary.
func r2(s string, n int) string {
	if len(s) <= n {
		return s
	}
	for n > 0 && !utf8.RuneStart(s[n]) {
		n--
	}
	return s[:n] + "…"
}

// cellControl returns the one control a table's or grid's cell holds, when
// the cell has nothing of its own but states (no ref, value or name but
// what the control says), else nil.
func cellControl(it *item) *item {
	if it.role != "gridcell" && it.role != "cell" || it.wantRef || it.value != "" || len(it.children) != 1 {
		return nil
	}
	k := it.children[0]
	if k.kind != kindElement || !k.wantRef || k.weakRef || k.ref == "" || !actionRoles[k.role] || it.name != "" && !echoesContent(it.name, it.children) {
		return nil
	}
	return k
}

// shortTexts: two or three texts and nothing else, together short, none
// of them quoted when printed (pre-formatted lines, a leading # or quote):
// they read as one line.
func shortTexts(kids []*item) bool {
	if len(kids) < 2 || len(kids) > 3 {
		return false
	}
	n := 0
	for _, k := range kids {
		if k.kind != kindText {
			return false
		}
		t := cleanText(k.text)
		if t == "" || t[0] == '"' || t[0] == '#' || strings.ContainsAny(t, "\n\r\t") {
			return false
		}
		n += utf8.RuneCountInString(t)
	}
	return n <= maxShortTexts
}

// maxShortTexts is how many characters shortTexts puts on one line.
const maxShortTexts = 60

// hasText reports whether text shows among kids (not below them).
func hasText(kids []*item) bool {
	for _, k := range kids {
		if k.kind == kindText && !blank(k.text) {
			return true
		}
	}
	return false
}
