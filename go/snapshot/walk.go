package snapshot

// The tree walk: which accessibility nodes become printed items, with
// which role, name, value, states and refs, and which are replaced by
// their children.

import (
	"iter"
	"net/url"
	"slices"
	"strconv"
	"strings"
	"unicode"

	"github.com/chromedp/cdproto/accessibility"
)

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

// pointerRoles are the controls whose pointer cursor what they hold takes
// from them (see inherited.inAction): not a tree's items, lists and boxes,
// which hold items of their own, nor a frame, which holds a document.
var pointerRoles = map[string]bool{
	"button": true, "link": true, "checkbox": true, "radio": true, "switch": true, "option": true,
	"menuitem": true, "menuitemcheckbox": true, "menuitemradio": true, "tab": true,
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
	// inControl: inside a control whose children are presentational (a
	// switch, a checkbox), where what has a ref by a cursor or a listener
	// alone is the control itself to a person.
	inControl bool
	// inAction: inside a control with a ref (a button, a link, an
	// option: pointerRoles), whose pointer cursor what it holds takes
	// from it: that pointer gives them no ref (an icon in a button).
	inAction bool
	// cellItems: the children of a row that is an item of a container
	// listening for clicks, whose grid cells are the items instead.
	cellItems bool
}

// Roles whose children ARIA calls presentational and that take no widgets
// inside (buttons, tabs and options can hold a close or remove button, and
// keep their children's refs).
var presentationalRoles = map[string]bool{
	"checkbox": true, "switch": true, "radio": true, "menuitemcheckbox": true, "menuitemradio": true,
	"slider": true, "img": true, "progressbar": true, "meter": true, "scrollbar": true, "separator": true,
}

// visitChildren appends the items for n's children to out.
func (b *builder) visitChildren(fi int, n *accessibility.Node, ptr inherited, out []*item) []*item {
	for c := range b.frames[fi].unseenChildren(n) {
		out = b.visit(fi, c, ptr, out)
	}
	return out
}

// unseenChildren yields the children of n that the walk has not reached
// yet, marking each as reached: in a tree where a node is listed under two
// parents (aria-owns, a broken tree) it is shown once, under the first.
func (fd *frameData) unseenChildren(n *accessibility.Node) iter.Seq[*accessibility.Node] {
	return func(yield func(*accessibility.Node) bool) {
		for _, id := range n.ChildIDs {
			i, ok := fd.lookup(id)
			if !ok || fd.seen[i] || fd.f.Nodes[i] == nil {
				continue
			}
			fd.seen[i] = true
			if !yield(fd.f.Nodes[i]) {
				return
			}
		}
	}
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
	childPtr.cellItems = false
	if hasInfo {
		childPtr = inherited{pointer: info.Pointer, hidden: info.Hidden, inControl: ptr.inControl, inAction: ptr.inAction}
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
		it.hint = info.Hint
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
		(actionRoles[it.role] || focusable || (hasInfo && (info.Pointer && !ptr.pointer || info.CursorStart || info.Clickable || info.Place)))
	it.byMarks = it.wantRef && !actionRoles[it.role] && !focusable
	it.byCursor = it.byMarks && !info.Clickable && !info.Place
	it.delegated = hasInfo && info.Delegated && n.BackendDOMNodeID != 0
	// Where things can be dragged, a heading gets a ref too, unless
	// something inside it has one: it names a section (a column of a
	// board, a drop zone a script watches without a listener on it), and
	// a person drops what they drag on it, the section being empty or not.
	// So does a grid's cell: a calendar's day, a scheduler's slot, which
	// its script finds under the pointer with no mark on the cell.
	// A splitter is dragged to a place the page names by its headings
	// (a note's title over both panes).
	if (fd.drags && (it.role == "heading" || it.role == "gridcell") || fd.splits && it.role == "heading") && n.BackendDOMNodeID != 0 {
		it.delegated = true
	}
	// A row of a grid that a listener above it takes clicks for (a
	// calendar's week, FullCalendar's) is no target itself: its cells
	// are, a day each, so they are the items. A data table's row (its
	// cells role cell) stays the item.
	if it.delegated && it.role == "row" {
		childPtr.cellItems = true
	}
	if ptr.cellItems && it.role == "gridcell" && n.BackendDOMNodeID != 0 {
		it.delegated = true
	}
	it.section = n.BackendDOMNodeID != 0 && sectionRoles[it.role] && (it.role != "region" || it.name != "") && role != "LayoutTable"
	it.inheritedPointer = hasInfo && info.Pointer && ptr.pointer && !ptr.inAction && n.BackendDOMNodeID != 0
	if it.wantRef && pointerRoles[it.role] {
		childPtr.inAction = true
	}
	if hasInfo && info.NoArea {
		// Nothing of it to click: rc-select's options for screen readers,
		// at 0×0 beside the list antd draws, whose items have the refs
		// (Playwright MCP gives no ref to what has no box either).
		it.noRef()
	}
	if ptr.inControl && !actionRoles[it.role] && !focusable {
		// Ionic's toggle: the label of its hidden input and the parts
		// of its track, inside the switch that takes the clicks.
		it.noRef()
	}
	// A drawing with parts in the tree (Chromium's SvgRoot, not an image)
	// is no control: a flow editor's canvas listens for presses that
	// clear the selection, and its nodes and ports keep their refs.
	if it.wantRef && presentationalRoles[it.role] && role != "SvgRoot" {
		childPtr.inControl = true
	}

	if it.role == "link" {
		if u := fd.shortURL(valueString(prop(n, accessibility.PropertyNameURL))); !goesNowhere(u) {
			it.url = u
		}
	}

	if valueRoles[it.role] {
		it.value = valueString(n.Value)
		if vt := prop(n, accessibility.PropertyNameValuetext); vt != nil {
			if s := rawString(vt.Value); s != "" && s != it.value {
				it.value = s
			}
		}
		if it.value == "" {
			if p := placeholderOf(n); p != "" && p != it.name && saysSomething(p) {
				it.placeholder = p
			}
		}
		// Editable fields: the children are the inner editor. A <select>
		// lists its options; an ARIA combobox may hold real widgets.
		if editable {
			return b.finish(it, out)
		}
		if it.role != "combobox" {
			if !presentationalRoles[it.role] {
				return b.finish(it, out)
			}
			// A slider's children are presentational, unless they
			// are controls a person clicks (Ionic's wheel picker: a
			// column with the slider role, whose every value is a
			// button to click): those keep their lines and refs, as
			// an image's parts do when they act.
			if kids := b.visitChildren(fi, n, childPtr, nil); holdsControl(kids) {
				it.children = kids
			}
			return b.finish(it, out)
		}
		for c := range fd.unseenChildren(n) {
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
	for c := range b.frames[fi].unseenChildren(n) {
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
	if it.role == "row" {
		it.children = dropRowHandles(it.children)
		if c := loneCell(it.children); c != nil {
			// A row of one cell that says and takes nothing of its own
			// (React Aria's list of a grid's rows: the row takes the
			// clicks and drags, its cell only wraps what it shows) is
			// that cell: its line and its indent say nothing.
			it.children = c.children
		}
	}
	if it.name != "" {
		// The part it is named by, saying no more than its name (a
		// calendar's day cell, labelled by its day's number named
		// with the whole date: "March 4, 2025" holding
		// `generic "March 4, 2025": 4`).
		it.children = slices.DeleteFunc(it.children, func(k *item) bool { return echoesName(k, it.name) || abbrOfName(k, it.name) })
	}
	if it.delegated && !it.wantRef && !anyRef(it.children) {
		it.wantRef = true
	}
	if it.wantRef && !actionRoles[it.role] && it.states&^stFocused == 0 && it.value == "" {
		// A wrapper that listens for what its one control does, or takes
		// focus for it (an editor's scroller around the editor, a box with
		// a click handler around a button, a calendar's cell around its
		// day's link, named by it), adds a line and an indent for nothing:
		// the control takes the clicks. Its focus is the control's: a
		// slider's root that a click focuses (Mantine's) would otherwise
		// come as a line around all it held, and go with the next key.
		if k := soleControl(it.children); k != nil && (it.name == "" || it.name == k.name) {
			it.wantRef = false
			k.states |= it.states
			it.states = 0
		}
	}
	if k := boxedRole(it); k != nil {
		// A box taking clicks (its listener or cursor) around one element
		// of a role, with a ref only by the cursor it takes from the box
		// (Ionic's reorder handle around its list item): one line, the
		// element's role with the box's ref, rather than the box's
		// nameless line and under it the element's. (The element was
		// finished already.)
		k.node, k.box, k.wantRef, k.weakRef, k.inheritedPointer = it.node, it.box, true, false, false
		k.byMarks, k.byCursor, k.delegated = it.byMarks, it.byCursor, it.delegated
		return append(out, k)
	}
	if actionRoles[it.role] && it.name != "" && len(it.children) > 0 {
		// A control whose one child is the box its own text sits in, with
		// a ref by a cursor or a listener alone (Shoelace's option and its
		// label part), or whose children are its label's text and parts
		// with a ref by a cursor alone (antd's step: its icon and title),
		// repeats its name on lines of its own: the control takes the
		// clicks, and its name says what they held. A part with a
		// listener of its own (a chip's remove ×) keeps its line.
		if l, ok := labelParts(it.children); ok && l == strings.ReplaceAll(it.name, " ", "") {
			it.children = nil
		} else if len(it.children) == 1 && textBox(it.children[0]) && partOfName(textOnly(it.children[0].children), it.name) {
			// Its one child, the box its text sits in, says a part of
			// its name (React Suite's hour "07" in the option named
			// "7 hours"): that text on its line. (A box that says
			// something else, a chip's remove ×, acts otherwise.)
			it.children = it.children[0].children
		}
	}
	if it.wantRef || it.section || it.states != 0 || it.value != "" || it.url != "" || it.placeholder != "" || it.options != nil {
		return keep(it, out)
	}
	// A list item around one element: a widget, or a box around text.
	single := it.role == "listitem" && it.name == "" && singleElement(it.children)
	var box *item
	if single {
		box = clickableText(it.children)
	}
	switch {
	case it.flow != flowNone && it.name == "":
		return hoist(it.children, it.flow, out)
	case single && ownRole(it.children):
		// A list item holding one widget (a nav link, say) adds a line and
		// an indent level for nothing. (The widget ends any run of text.)
		return hoist(it.children, flowInline, out)
	case box != nil:
		// A list item that is a box taking clicks around its text (the
		// hours of antd's time picker, a dropdown's entries): one line,
		// the item with the box's ref, rather than the item and under it
		// a generic line with the ref.
		box.role = "listitem"
		return hoist(it.children, flowInline, out)
	case it.role == "img" && it.name == "":
		// Decorative, unless it holds something: an unnamed <svg> with a
		// link or text in it.
		return hoist(it.children, flowBlock, out)
	case it.role == "canvas" && it.name == "":
		// Its fallback content is for browsers without canvas (and
		// go/page's aria scripts leave it out).
		return out
	default:
		tidy(it)
		if it.inheritedPointer && !it.wantRef {
			it.wantRef, it.weakRef = true, true
		}
		return append(out, it)
	}
}

// loneCell returns the one cell among a row's children when it has no
// name but what it holds, no state, value or ref of its own (a ref it has
// only from the pointer cursor it takes from the row is the row's), else
// nil.
func loneCell(kids []*item) *item {
	if !singleElement(kids) {
		return nil
	}
	for _, c := range kids {
		if c.kind != kindElement {
			continue
		}
		if c.role != "cell" && c.role != "gridcell" || c.wantRef && !c.weakRef || c.states != 0 || c.value != "" || c.section || c.name != "" && !echoesContent(c.name, c.children) {
			return nil
		}
		return c
	}
	return nil
}

// dropRowHandles leaves out of a row of data the empty elements whose ref
// comes from their cursor or a listener alone: the column resize handles
// some grids (Tabulator) put in every cell, a nameless line each, which
// neither Chromium's tree nor Playwright's snapshot shows, even where the
// row takes clicks for them as for its cells (Tabulator's selectable
// rows). The header row, where a person resizes the columns, keeps them.
func dropRowHandles(kids []*item) []*item {
	for _, k := range kids {
		if k.role == "columnheader" || k.role == "rowheader" {
			return kids
		}
	}
	return slices.DeleteFunc(kids, func(k *item) bool {
		return k.kind == kindElement && k.byMarks && (!k.delegated || k.role == "generic") && k.name == "" && k.value == "" && k.states == 0 && len(k.children) == 0
	})
}

// boxedRole returns the one element of a role inside it, a nameless
// generic box taking clicks (its ref is its own), when that element has nothing
// of its own to say but its role (no name, state or value) and a ref only
// by the cursor it takes from the box; else nil.
func boxedRole(it *item) *item {
	if !it.wantRef || it.weakRef || it.role != "generic" || it.name != "" || it.states != 0 || it.value != "" || it.section || it.url != "" || it.hint != "" || !singleElement(it.children) {
		return nil
	}
	for _, k := range it.children {
		if k.kind != kindElement {
			continue
		}
		if !k.weakRef || k.role == "generic" || actionRoles[k.role] || k.name != "" || k.states != 0 || k.value != "" || k.section || k.url != "" || k.placeholder != "" || k.options != nil || k.hint != "" {
			return nil
		}
		return k
	}
	return nil
}

// soleControl returns the element of children that are one element with a ref of its own
// and nothing else that shows, or nil.
func soleControl(kids []*item) *item {
	if !singleElement(kids) {
		return nil
	}
	for _, k := range kids {
		if k.kind == kindElement {
			if k.wantRef && !k.weakRef {
				return k
			}
			return nil
		}
	}
	return nil
}

// anyRef reports whether an item among list or inside them gets a ref.
// echoesName reports whether k is a part with nothing of its own but the
// name given, and text that the name says: no ref, states or value, named
// so, holding only text found in the name.
func echoesName(k *item, name string) bool {
	if k.kind == kindText || k.role != "generic" || k.wantRef || k.section || k.states != 0 || k.value != "" || k.name != name {
		return false
	}
	t := textOnly(k.children)
	return len(k.children) == 0 || t != "" && strings.Contains(name, t)
}

// abbrOfName reports whether k is an abbreviation that reads the name
// (a calendar's column head "Mon" holding `abbr "Monday": Mon`): its
// expansion, its own name, is no more than a description of the head.
func abbrOfName(k *item, name string) bool {
	return k.role == "abbr" && !k.wantRef && k.states == 0 && name != "" && textOnly(k.children) == name
}

// holdsControl reports whether the items or any below them are controls
// of their own: an action role with a ref.
func holdsControl(list []*item) bool {
	for _, k := range list {
		if k.wantRef && actionRoles[k.role] || holdsControl(k.children) {
			return true
		}
	}
	return false
}

func anyRef(list []*item) bool {
	for _, k := range list {
		if k.wantRef || anyRef(k.children) {
			return true
		}
	}
	return false
}

// textOnly is what items that are all text read, spaces normalised, or
// "" when one of them is no text.
func textOnly(items []*item) string {
	var b strings.Builder
	for _, k := range items {
		if k.kind != kindText {
			return ""
		}
		b.WriteString(k.text)
	}
	return normSpace(b.String())
}

// partOfName says whether every word of text is a word of name, numbers
// read by their value ("07" in "7 hours").
func partOfName(text, name string) bool {
	words := strings.Fields(strings.ToLower(name))
	for _, w := range strings.Fields(strings.ToLower(text)) {
		if !slices.ContainsFunc(words, func(n string) bool { return n == w || sameNumber(n, w) }) {
			return false
		}
	}
	return text != ""
}

// sameNumber says whether a and b are whole numbers of the same value.
func sameNumber(a, b string) bool {
	x, err1 := strconv.Atoi(a)
	y, err2 := strconv.Atoi(b)
	return err1 == nil && err2 == nil && x == y
}

// textBox: an element with nothing of its own but text and a ref by a
// cursor or a listener alone (a box a control's text sits in).
func textBox(k *item) bool {
	return k.kind == kindElement && (k.byCursor || k.byMarks) && !k.delegated && k.role == "generic" && k.name == "" && k.value == "" && k.states == 0 && len(k.children) > 0 && textOnly(k.children) != ""
}

// labelParts is what items read, spaces left out, when they are all text
// or parts with a name or text and nothing else (an icon, a title) whose
// ref comes from a cursor alone — or, for a sole child, from a listener
// too (the box the label sits in); ok is false otherwise.
func labelParts(items []*item) (string, bool) {
	var b strings.Builder
	for _, k := range items {
		switch {
		case k.kind == kindText:
			b.WriteString(k.text)
		case k.kind == kindElement && (k.byCursor || k.byMarks && len(items) == 1) && !k.delegated && (k.role == "generic" || k.role == "img") && k.value == "" && k.states == 0:
			t := textOnly(k.children)
			if len(k.children) > 0 && t == "" || k.name != "" && t != "" {
				return "", false
			}
			b.WriteString(k.name + t)
		case k.kind == kindElement && !k.wantRef && k.role == "img" && k.name != "" && len(k.children) == 0 && k.states == 0:
			// An icon the name is made of (antd's "right Grant").
			b.WriteString(k.name)
		default:
			return "", false
		}
	}
	return strings.ReplaceAll(normSpace(b.String()), " ", ""), true
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
	// A combobox that shows its chosen option as its text: the value
	// says it (and a diff line would say it twice).
	if it.value != "" && len(it.children) > 0 && it.children[0].kind == kindText && normSpace(it.children[0].text) == normSpace(it.value) {
		it.children = it.children[1:]
	}
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

// clickableText returns the element among kids when it is a generic box
// with a ref, no name, no state and nothing but text in it, else nil.
func clickableText(kids []*item) *item {
	for _, k := range kids {
		if k.kind != kindElement {
			continue
		}
		if k.role != "generic" || !k.wantRef || k.name != "" || k.states != 0 || k.value != "" || k.section {
			return nil
		}
		for _, c := range k.children {
			if c.kind == kindElement {
				return nil
			}
		}
		return k
	}
	return nil
}

// ownRole reports whether the element among kids has a role of its own,
// one that can stand for the element around it: not a generic element or
// group printed only because the ref policy gave it a ref (a to-do item's
// <div> that listens for double clicks is not the list item).
func ownRole(kids []*item) bool {
	for _, k := range kids {
		if k.kind == kindElement {
			return k.role != "generic" && k.role != "group" && !(k.byMarks && !actionRoles[k.role])
		}
	}
	return false
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

// dedupName drops children that only repeat the item's name: the text of a
// button, a legend that names its group, an image inside a link of the same
// name.
func dedupName(it *item) {
	kids := it.children
	// The text dropped, the name says it: it is printed even where what
	// is left would echo it (a row named by its text, its drag handle
	// named "Drag" and that text).
	if kids[0].kind == kindText && sameWords(normSpace(kids[0].text), it.name) {
		it.children, it.ownName = kids[1:], true
		return
	}
	// Its one text, after other children, when it reads as the name
	// (antd's transfer list: an item named by its text, a checkbox that
	// names nothing before it).
	if t := soleText(kids); t > 0 && sameWords(normSpace(kids[t].text), it.name) {
		it.children, it.ownName = slices.Delete(slices.Clone(kids), t, t+1), true
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
	if sameWords(normSpace(sb.String()), it.name) {
		it.children = nil
	}
}

// soleText returns the index of the one text among kids, -1 when there
// are none or several.
func soleText(kids []*item) int {
	at := -1
	for i, k := range kids {
		if k.kind == kindText {
			if at >= 0 {
				return -1
			}
			at = i
		}
	}
	return at
}

// sameWords says whether text reads as name: the same, or the same but
// for the glyphs of an icon font in the name (private-use characters:
// Chromium names a button " General" from its icon's ::before content
// and its text "General").
func sameWords(text, name string) bool {
	if text == name {
		return true
	}
	if !strings.ContainsFunc(name, iconGlyph) {
		return false
	}
	return text != "" && normSpace(strings.Map(func(r rune) rune {
		if iconGlyph(r) {
			return ' '
		}
		return r
	}, name)) == text
}

// iconGlyph: a private-use character, which icon fonts draw as an icon.
func iconGlyph(r rune) bool {
	return r >= 0xE000 && r <= 0xF8FF || r >= 0xF0000 && r <= 0x10FFFD
}

// goesNowhere says whether a link's URL, as shortURL prints it, leads
// nowhere: href="#" on the same page, a javascript: URL. A script acts on
// such a link; the URL tells the agent nothing.
func goesNowhere(u string) bool {
	return u == "#" || len(u) >= len("javascript:") && strings.EqualFold(u[:len("javascript:")], "javascript:")
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
	// An empty fragment (href="#", a script's link) is still one.
	if u.Path == fd.base.Path && u.RawQuery == fd.base.RawQuery && (u.Fragment != "" || strings.HasSuffix(raw, "#")) {
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

// saysSomething reports whether a placeholder has a letter or a digit: one
// of symbols alone (a code box's "○", a PIN's "•") is decoration.
func saysSomething(s string) bool {
	for _, r := range s {
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
			return true
		}
	}
	return false
}
