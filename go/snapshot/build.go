package snapshot

import (
	"errors"
	"fmt"
	"net/url"
	"strconv"
	"strings"

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
	// section: a landmark or container an agent may narrow a snapshot to.
	// It gets a ref (so Options.Target and CSS-selector targets work) that
	// is not printed on its line, only where narrowing is suggested: the
	// truncation note and depth-cut markers.
	section  bool
	ref      string
	box      *Rect
	children []*item
	flow     flow // how it lays out when its children take its place
	// kindSoft: the opening marker of the node, which holds the decision
	// (inline) for both of its markers.
	open   *item
	inline bool
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
	u := f.URL
	if u == "" && fd.root != nil {
		u = valueString(prop(fd.root, accessibility.PropertyNameURL))
	}
	// file: documents (an Electron app's own pages) have no host.
	if pu, err := url.Parse(u); err == nil && (pu.Host != "" || pu.Scheme == "file") {
		fd.base = pu
	}
}

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

// Chromium's internal roles renamed to what agents know from ARIA and
// Playwright; anything not listed is printed as Chromium names it, with a
// lower-case first letter.
var roleNames = map[string]string{
	"image":                     "img",
	"Iframe":                    "iframe",
	"IframePresentational":      "iframe",
	"DisclosureTriangle":        "button", // <summary>
	"DisclosureTriangleGrouped": "button", // <summary> in <details name>
	"ToggleButton":              "button",
	"MenuListOption":            "option",
	"LabelText":                 "label",
	"ListBoxOption":             "option",
	"MenuListPopup":             "listbox",
	"PopUpButton":               "combobox",
	"ComboBoxSelect":            "combobox",
	"ComboBoxGrouping":          "combobox",
	"ComboBoxMenuButton":        "combobox",
	"TextFieldWithComboBox":     "combobox",
	"SvgRoot":                   "img",
	"graphics-document":         "img",
	"graphics-symbol":           "img",
	"GraphicsSymbol":            "img",
	"graphics-object":           "group",
	"Canvas":                    "canvas",
	"PluginObject":              "object", // <object>
	"EmbeddedObject":            "embed",  // <embed>
	// Printed only when named (the table) or acted on (a clickable cell);
	// to an agent they are tables like any other.
	"LayoutTable":     "table",
	"LayoutTableRow":  "row",
	"LayoutTableCell": "cell",
	"DescriptionList": "list", "DescriptionListTerm": "term", "DescriptionListDetail": "definition",
	"MathMLMath": "math", "RubyAnnotation": "annotation",
	"splitter": "separator", "Splitter": "separator",
	// Playwright calls these text boxes too, and browser_fill_form's field
	// types follow it; the value shows the format.
	"Date": "textbox", "DateTime": "textbox", "InputTime": "textbox", "ColorWell": "textbox",
	"Audio": "audio",
	"Video": "video",
}

// Roles an agent acts on: they always get a ref.
var actionRoles = map[string]bool{
	"button": true, "link": true, "checkbox": true, "radio": true, "switch": true,
	"textbox": true, "searchbox": true, "combobox": true, "listbox": true, "option": true,
	"menuitem": true, "menuitemcheckbox": true, "menuitemradio": true, "tab": true,
	"treeitem": true, "slider": true, "spinbutton": true, "scrollbar": true,
	"iframe": true, "audio": true, "video": true,
}

// Containers an agent may narrow a snapshot to (browser_snapshot target=…);
// see item.section.
var sectionRoles = map[string]bool{
	"main": true, "navigation": true, "banner": true, "contentinfo": true,
	"complementary": true, "region": true, "form": true, "search": true,
	"dialog": true, "alertdialog": true, "table": true, "grid": true, "treegrid": true,
	"tablist": true, "tabpanel": true, "menu": true, "menubar": true, "tree": true,
	"radiogroup": true, "toolbar": true, "article": true,
}

// Roles whose value is shown after the colon and whose children are the
// control's own internals (Chromium exposes an input's inner editor).
var valueRoles = map[string]bool{
	"textbox": true, "searchbox": true, "spinbutton": true, "slider": true,
	"combobox": true, "progressbar": true, "meter": true, "scrollbar": true,
}

func displayRole(r string) string {
	if m, ok := roleNames[r]; ok {
		return m
	}
	if r != "" && r[0] >= 'A' && r[0] <= 'Z' {
		return strings.ToLower(r[:1]) + r[1:]
	}
	return r
}

// inherited is what a node takes from its ancestors' NodeInfo when it has
// none of its own (text nodes, elements without a layout box).
type inherited struct {
	pointer bool // the nearest ancestor with info has cursor:pointer
	hidden  bool // … is visibility:hidden
}

// visitChildren appends the items for n's children to out.
func (b *builder) visitChildren(fi int, n *accessibility.Node, ptr inherited, out []*item) []*item {
	fd := &b.frames[fi]
	for _, id := range n.ChildIDs {
		if i, ok := fd.lookup(id); ok && !fd.seen[i] && fd.f.Nodes[i] != nil {
			fd.seen[i] = true
			out = b.visit(fi, fd.f.Nodes[i], ptr, out)
		}
	}
	return out
}

// visit appends the items that node n turns into: none (pruned), its
// children (hoisted), or one item. ptr carries the pointer cursor of the
// nearest ancestor with layout info, so that only the outermost element of
// a clickable area gets a ref for it, and its visibility.
func (b *builder) visit(fi int, n *accessibility.Node, ptr inherited, out []*item) []*item {
	fd := &b.frames[fi]
	var info NodeInfo
	var hasInfo bool
	if fd.f.Info != nil && n.BackendDOMNodeID != 0 {
		info, hasInfo = fd.f.Info[n.BackendDOMNodeID]
	}
	childPtr := ptr
	if hasInfo {
		childPtr = inherited{pointer: info.Pointer, hidden: info.Hidden}
	}
	role := roleOf(n)

	if n.Ignored {
		// display:none holds for the whole subtree; other reasons (an
		// uninteresting <div>, a <label> around its input, aria-hidden)
		// can have visible descendants, which decide for themselves.
		if hasIgnoredReason(n, accessibility.PropertyNameNotRendered) {
			return out
		}
		// Chromium lists an ignored element when it ends a line (a block,
		// a flex container) or sets its text apart otherwise (a lang, a
		// label, ::before content): its content is soft.
		start := len(out)
		out = append(out, nopItem)
		out = b.visitChildren(fi, n, childPtr, out)
		return softWrap(out, start)
	}
	if childPtr.hidden {
		// visibility:hidden can be undone by a descendant, which then
		// has info of its own saying so.
		return b.visitChildren(fi, n, childPtr, out)
	}

	switch role {
	case "InlineTextBox", "ListMarker":
		return out
	case "StaticText":
		// Text without a DOM node is generated content: list bullets and
		// ::before/::after decorations.
		if n.BackendDOMNodeID == 0 {
			return out
		}
		t := valueString(n.Name)
		if t == "" {
			return out
		}
		return append(out, &item{kind: kindText, text: t, frame: fi, node: n.BackendDOMNodeID})
	case "LineBreak":
		return append(out, &item{kind: kindText, text: " ", frame: fi, node: n.BackendDOMNodeID})
	case "RootWebArea", "WebArea":
		return b.visitChildren(fi, n, childPtr, out)
	}

	it := &item{kind: kindElement, axRole: role, role: displayRole(role), frame: fi, node: n.BackendDOMNodeID}
	switch role {
	case "LayoutTableRow", "LayoutTableCell":
		// Named from their content, which is printed anyway.
	default:
		it.name = normSpace(valueString(n.Name))
	}
	it.flow = transparentRoles[role]
	switch {
	case it.flow == flowInline:
		// <strong> and friends run on with the text around them, unless
		// they sit in an ignored container: a flex or grid container (its
		// items are blocks) or a <div> holding blocks.
		if p := fd.node(n.ParentID); p != nil && p.Ignored {
			it.flow = flowSoft
		}
	case strings.HasPrefix(role, "MathML") && role != "MathMLMath":
		it.flow = flowSpaced
	}
	if hasInfo {
		it.box = info.Box
	}

	editable := prop(n, accessibility.PropertyNameEditable) != nil
	focusable := propTrue(n, accessibility.PropertyNameFocusable)
	// A contenteditable host is a text field whatever its role says.
	if editable && focusable && !valueRoles[it.role] && (role == "generic" || role == "paragraph" || role == "Section" || role == "none") {
		it.role = "textbox"
	}

	b.states(n, it)
	if it.role == "heading" {
		if v := prop(n, accessibility.PropertyNameLevel); v != nil {
			it.level, _ = strconv.Atoi(rawString(v.Value))
		}
	}

	it.wantRef = n.BackendDOMNodeID != 0 &&
		(actionRoles[it.role] || focusable || (hasInfo && (info.Pointer && !ptr.pointer || info.Clickable)))
	it.section = n.BackendDOMNodeID != 0 && sectionRoles[it.role] && (it.role != "region" || it.name != "") && role != "LayoutTable"
	it.inheritedPointer = hasInfo && info.Pointer && ptr.pointer && n.BackendDOMNodeID != 0

	if it.role == "link" {
		it.url = fd.shortURL(valueString(prop(n, accessibility.PropertyNameURL)))
	}

	if valueRoles[it.role] {
		it.value = valueString(n.Value)
		if vt := prop(n, accessibility.PropertyNameValuetext); vt != nil {
			if s := rawString(vt.Value); s != "" && s != it.value {
				it.value = s
			}
		}
		if it.value == "" {
			if p := placeholderOf(n); p != "" && p != it.name {
				it.placeholder = p
			}
		}
		// Editable fields: the children are the inner editor. A <select>
		// lists its options; an ARIA combobox may hold real widgets.
		if editable || it.role != "combobox" {
			return b.finish(it, out)
		}
		for _, id := range n.ChildIDs {
			ci, ok := fd.lookup(id)
			if !ok || fd.seen[ci] || fd.f.Nodes[ci] == nil {
				continue
			}
			fd.seen[ci] = true
			c := fd.f.Nodes[ci]
			if roleOf(c) == "MenuListPopup" {
				it.options = b.collectOptions(fi, c, it.options)
				continue
			}
			it.children = b.visit(fi, c, childPtr, it.children)
		}
		return b.finish(it, out)
	}
	if editable && it.role == "textbox" {
		it.value = valueString(n.Value)
		return b.finish(it, out)
	}

	// The <label> of a control: its text is already the control's name.
	if role == "LabelText" && fd.labels[n.BackendDOMNodeID] {
		var kids []*item
		kids = b.visitChildren(fi, n, childPtr, kids)
		for _, k := range kids {
			if k.kind != kindText {
				out = append(out, k)
			}
		}
		return out
	}

	it.children = b.visitChildren(fi, n, childPtr, it.children)
	if ci, ok := fd.owners[n.BackendDOMNodeID]; ok && !b.stitched[ci] {
		b.stitched[ci] = true
		if r := b.frames[ci].root; r != nil {
			it.children = b.visitChildren(ci, r, inherited{}, it.children)
		}
	}
	return b.finish(it, out)
}

func (b *builder) collectOptions(fi int, n *accessibility.Node, out []string) []string {
	fd := &b.frames[fi]
	for _, id := range n.ChildIDs {
		ci, ok := fd.lookup(id)
		if !ok || fd.seen[ci] || fd.f.Nodes[ci] == nil {
			continue
		}
		fd.seen[ci] = true
		c := fd.f.Nodes[ci]
		if c.Ignored && hasIgnoredReason(c, accessibility.PropertyNameNotRendered) {
			continue
		}
		if r := roleOf(c); r == "option" || r == "MenuListOption" {
			out = append(out, normSpace(valueString(c.Name)))
			continue
		}
		out = b.collectOptions(fi, c, out)
	}
	return out
}

// stateProps are the properties that set a state when "true", and the
// state a "mixed" value sets (0: none).
var stateProps = map[accessibility.PropertyName]struct{ on, mixed state }{
	accessibility.PropertyNameChecked:  {stChecked, stCheckedMixed},
	accessibility.PropertyNamePressed:  {stPressed, stPressedMixed},
	accessibility.PropertyNameDisabled: {stDisabled, 0},
	accessibility.PropertyNameExpanded: {stExpanded, 0},
	accessibility.PropertyNameSelected: {stSelected, 0},
	accessibility.PropertyNameRequired: {stRequired, 0},
	accessibility.PropertyNameReadonly: {stReadonly, 0},
	accessibility.PropertyNameFocused:  {stFocused, 0},
}

func (b *builder) states(n *accessibility.Node, it *item) {
	for _, p := range n.Properties {
		if p.Value == nil {
			continue
		}
		v := p.Value.Value
		if p.Name == accessibility.PropertyNameInvalid {
			// A token ("grammar", "spelling") or "true"; "false" and "" are not.
			if !rawIs(v, "false") && !rawIs(v, "") {
				it.states |= stInvalid
			}
			continue
		}
		sp, ok := stateProps[p.Name]
		switch {
		case !ok:
		case rawIs(v, "true"):
			it.states |= sp.on
		case sp.mixed != 0 && rawIs(v, "mixed"):
			it.states |= sp.mixed
		}
	}
}

// finish tidies an item's children and appends it to out, or, when the item
// adds nothing an agent needs, appends its children in its place.
func (b *builder) finish(it *item, out []*item) []*item {
	if it.wantRef || it.section || it.states != 0 || it.value != "" || it.url != "" || it.placeholder != "" || it.options != nil {
		return keep(it, out)
	}
	switch {
	case it.flow != flowNone && it.name == "":
		return hoist(it.children, it.flow, out)
	case it.role == "listitem" && it.name == "" && singleElement(it.children):
		// A list item holding one widget (a nav link, say) adds a line and
		// an indent level for nothing. (The widget ends any run of text.)
		return hoist(it.children, flowInline, out)
	case it.role == "img" && it.name == "":
		// Decorative, unless it holds something: an unnamed <svg> with a
		// link or text in it.
		return hoist(it.children, flowBlock, out)
	case it.role == "canvas" && it.name == "":
		// Its fallback content is for browsers without canvas (and
		// aria.js, which go/page uses, leaves it out).
		return out
	default:
		tidy(it)
		if it.inheritedPointer && !it.wantRef {
			it.wantRef, it.weakRef = true, true
		}
		return append(out, it)
	}
}

// keep tidies the children of an item that is printed and appends it.
func keep(it *item, out []*item) []*item {
	tidy(it)
	return append(out, it)
}

func tidy(it *item) {
	it.children = dropEchoes(mergeText(it.children))
	if it.name != "" && len(it.children) > 0 {
		dedupName(it)
	}
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

// singleElement reports children that are one element and nothing else
// that shows.
func singleElement(kids []*item) bool {
	n := 0
	for _, k := range kids {
		switch k.kind {
		case kindElement:
			n++
		case kindText:
			if !blank(k.text) {
				return false
			}
		}
	}
	return n == 1
}

// resolveSoft decides for each node between soft markers in in whether it
// lays out inline. Chromium's text (and aria.js's) keeps white space as laid
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

// dropEchoes removes a text, or a <label> holding only text, that repeats
// the name of the control next to it: "All topics" beside
// checkbox "All topics" says nothing new.
func dropEchoes(kids []*item) []*item {
	if len(kids) < 2 {
		return kids
	}
	control := func(j int, name string) bool {
		return j >= 0 && j < len(kids) && kids[j].kind == kindElement && kids[j].wantRef && kids[j].name == name
	}
	var drop []bool
	for i, k := range kids {
		var t string
		switch {
		case k.kind == kindText:
			t = k.text
		case k.axRole == "LabelText" && k.name == "" && len(k.children) == 1 && k.children[0].kind == kindText:
			t = k.children[0].text
		default:
			continue
		}
		if t = normSpace(t); t != "" && (control(i-1, t) || control(i+1, t)) {
			if drop == nil {
				drop = make([]bool, len(kids))
			}
			drop[i] = true
		}
	}
	if drop == nil {
		return kids
	}
	out := kids[:0]
	for i, k := range kids {
		if !drop[i] {
			out = append(out, k)
		}
	}
	return out
}

func isSpace(c byte) bool { return c == ' ' || c == '\n' || c == '\t' || c == '\r' }

// dedupName drops children that only repeat the item's name: the text of a
// button, a legend that names its group, an image inside a link of the same
// name.
func dedupName(it *item) {
	kids := it.children
	if kids[0].kind == kindText && normSpace(kids[0].text) == it.name {
		it.children = kids[1:]
		return
	}
	if len(kids) == 1 {
		k := kids[0]
		if k.kind != kindElement || k.name != it.name {
			return
		}
		switch {
		case (!k.wantRef || k.weakRef) && len(k.children) == 0 && k.value == "" && k.url == "":
			// An image inside a link of the same name.
			it.children = nil
		case !it.wantRef:
			// A heading whose name is that of the link inside it: the
			// link, which the agent acts on, keeps the name.
			it.name = ""
		}
		return
	}
	// Several text runs split by inline elements (a link's text in spans).
	var sb strings.Builder
	for _, k := range kids {
		if k.kind != kindText {
			return
		}
		sb.WriteString(k.text)
		sb.WriteByte(' ')
	}
	if normSpace(sb.String()) == it.name {
		it.children = nil
	}
}

// shortURL prints same-origin URLs as a path (or a bare #fragment on the same
// page), which is what the page's markup said and costs fewer tokens. In a
// file: document, whose absolute paths are long and say little (an app's
// install directory), a file in the document's directory or below is
// printed relative to it.
func (fd *frameData) shortURL(raw string) string {
	if raw == "" || fd.base == nil {
		return raw
	}
	u, err := url.Parse(raw)
	if err != nil || u.Scheme != fd.base.Scheme || u.Host != fd.base.Host || u.User != nil || u.Opaque != "" {
		return raw
	}
	if u.Path == fd.base.Path && u.RawQuery == fd.base.RawQuery && u.Fragment != "" {
		return "#" + u.EscapedFragment()
	}
	s := u.EscapedPath()
	if u.Scheme == "file" {
		base := fd.base.EscapedPath()
		if dir := base[:strings.LastIndexByte(base, '/')+1]; dir != "" && strings.HasPrefix(s, dir) && len(s) > len(dir) {
			s = s[len(dir):]
		}
	}
	if s == "" {
		s = "/"
	}
	if u.RawQuery != "" {
		s += "?" + u.RawQuery
	}
	if u.Fragment != "" {
		s += "#" + u.EscapedFragment()
	}
	return s
}
