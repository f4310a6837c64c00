// Package snapshot turns Chromium's accessibility tree into the compact,
// Playwright-style text an agent reads, with refs it can act on.
//
// It is pure: go/page gathers the data into []Frame and calls Build. A
// frame's nodes have the shape of Chromium's Accessibility.getFullAXTree
// answer, whoever made them. In use they come from go/page's in-page
// scripts (go/page/aria), whose number for each node stands in the node's
// BackendDOMNodeID; around them go the frame tree, each child frame's owner
// element and the NodeInfo facts the scripts read (cursor, listeners,
// boxes). Nothing here talks to a browser, so everything is tested on trees
// recorded from Chromium's own getFullAXTree and DOMSnapshot
// (testdata/*.json, recorded from Debian's Chromium with `go test
// ./go/snapshot -run TestRecord -record`; goldens are rewritten with
// `-update`); go/page's aria_test.go checks that its scripts give the same
// text as Chromium's tree.
//
// # Format
//
// One line per node, two spaces of indent per level, like Playwright's aria
// snapshots:
//
//	### Snapshot
//	- heading "Todos" [level=1]
//	- textbox "What needs to be done?" [focused] [ref=e1]: milk
//	- list:
//	  - listitem:
//	    - checkbox [checked] [ref=e2]
//	    - text: Buy bread
//	    - button "Delete" [ref=e3]
//	- link "Home" [ref=e9]:
//	  - /url: /
//	- combobox "Size" [ref=e10]: Medium
//	  - /options: ["Small", "Medium", "Large"]
//	- row: Apple | 1.20
//	- iframe "Checkout" [ref=e11]:
//	  - button "Pay" [ref=f1e2]
//
// A line is `- role "name" [states] [ref=…]`, then `: value` for fields
// (textbox, combobox, slider, spinbutton, …) or `: text` when the node's only
// child is text. States, in this order and only when set: [checked] or
// [checked=mixed], [disabled], [expanded], [level=N] (headings), [pressed] or
// [pressed=mixed], [selected], [required], [readonly], [invalid], [focused]
// (the element with keyboard focus). A line with a ref but no name and no
// text (an icon-only button) may carry, before its ref, a hint at what it
// is for, from NodeInfo.Hint: `- link [hint: bars] [ref=e3]` — the
// page's tooltip, an icon's class (its own, or of an icon inside it when
// nothing inside has words), an id; a guess, not the accessible name. A
// box around controls has none: they tell what it is. Names carry no icon
// font's glyphs (private-use characters, which go/page/aria leaves out):
// a name of glyphs alone is none.
// Three or more siblings in a row that read the same but for their refs
// and have nothing under them (the eight unnamed resize handles of a
// dashboard's widget) print as the first, naming the others' refs:
// `- generic [ref=e250] (7 more alike: e251–e257)`; three or more without
// a ref that read the same to the letter (a calendar's blank days) print
// as the first, saying how many more: `- gridcell [disabled] (5 more
// alike)`. Attribute lines start
// with a slash:
// /url (links; same-origin URLs shortened to their path, in a file:
// document files beside it to a relative path; none for a link that goes
// nowhere, href="#" or javascript:, which a script acts on), /placeholder (only
// when it differs from the name, the field is empty and it has a letter or
// a digit: a code box's "○" is decoration), /options (a
// <select>'s choices, one line instead of one per option; past 50 it says
// how many more there are and that a snapshot targeting the select lists
// all). Values with line breaks, and text that YAML would misread (a leading
// # or quote), are double-quoted. Pre-formatted text (<pre>,
// white-space:pre) keeps its lines and indentation the same way, as \n
// escapes in a quoted string: `- text: "def f():\n    return 1"`. Elsewhere
// a <br> reads as a space.
//
// # What is left out, to save tokens
//
// Ignored and hidden nodes (their visible descendants are kept), list
// markers, inline text boxes, decorative images (no name and nothing inside;
// an unnamed <svg> holding a link, text or parts that act is replaced by
// what it holds),
// canvas fallback content, generated text (::before/::after content),
// white-space-only text and invisible characters (soft hyphens, zero-width
// spaces, word joiners, byte-order marks; zero-width joiners outside emoji
// and non-Latin words). Nodes with no meaning of their own — generic <div>s,
// <span>s, <label>s, paragraphs, unnamed groups and sections, row groups,
// captions and legends, layout tables, inline formatting such as <strong> —
// are replaced by their children when they have no name, state or ref;
// adjacent text is merged into one `- text:` line as the page wrote it, with
// no space added: H<sub>2</sub>O reads "H2O". A block such as a paragraph
// ends a run. Chromium's tree does not say how a generic element or an
// ignored one (which Chromium lists when it is a block, a flex container,
// or text with a lang or ::before content) lays out, but its text does:
// white space next to a block boundary is collapsed away, so such an
// element runs on with the text around it only when a space touches it
// ("Hello <span id=x>World</span>!"), and ends the run otherwise — two
// flex items are two lines, never one glued word. Inline formatting directly
// in an ignored container is treated the same way (it may be a flex item).
// A list item holding a single widget is replaced by it (not by an
// element printed only for the ref the ref policy gives it, such as a
// to-do item's <div> with a listener: the item stays a listitem). Text that repeats a name is dropped: a button's own label, a legend
// naming its group, a <label> next to the control it names, a part that
// says no more than the name of what holds it (a calendar's day cell
// labelled by its number, named with the whole date); so is the name
// of a row that only repeats, in order, what its cells show (Chromium
// names rows from their contents: a calendar's weeks). A table row of
// plain-text cells prints as `- row: a | b | c`; one where some cells hold
// only controls (a row's action buttons, its link) prints its text so, the
// cells of controls left empty, and those controls under it:
// `- row: #1001 | Ana Lima | 1 Apr |` above `  - button "Ship" [ref=e20]`.
// A row of one cell with nothing of its own (no ref but the row's, no
// state, no name but what it holds) is printed without the cell's line:
// `- row "Ana Lima" [ref=e5]:` above its drag handle. Two or three short
// texts that are all an element without a ref holds, laid out apart, read
// as one line set apart by spaces: `- listitem: 12A (taken)`.
// Names, texts and values
// longer than Options.MaxText (default 200 characters) end in "…". The whole
// Text is capped at Options.MaxChars (default 40,000); past it a last line
// says how to narrow the snapshot (target, depth, browser_find) and lists
// the refs of the sections the cut runs through or did not reach. A heading whose only child is a
// link of the same name leaves the name to the link. Options.Depth cuts the
// tree below that many levels (under the root or the target), leaving
// `- … (N lines)` where something was cut.
//
// # Refs
//
// A ref is printed on everything an agent can act on: buttons, links, form
// fields, options, tabs, menu and tree items, iframes, anything focusable,
// anything acted on by script (NodeInfo.Clickable: a click, press or hover
// listener or handler of its own, drag, touch gestures taken over, a
// :hover rule that reveals something), the items of a container that listens for clicks on its
// items (NodeInfo.Delegated: the items of a sortable list; an item gets the
// ref only when nothing inside it has one; a table's row listening itself
// is the target, not a container of its cells), and the outermost element of
// an area with a cursor that says act here — pointer, move, grab, a resize
// handle (NodeInfo.Pointer and CursorStart; an element inside it that is
// printed anyway, such as a heading in a clickable card, gets one too,
// while the <span>s it is made of stay folded away; not inside a button,
// link, option, tab, menu item, checkbox, radio or switch with a ref,
// whose pointer it is: an icon in a button). In a frame where
// something drags (NodeInfo.Drags), headings and grid cells get refs as
// well, unless something inside has one: they name the sections things are
// dropped into (a calendar's days), a drop zone a script watches having no
// mark of its own; in a frame with a splitter (a separator that takes the
// focus), headings do, as the places it is dragged to. Inside a
// control whose children are presentational (a switch, checkbox, radio,
// slider or image, but not a drawing with parts in the tree, Chromium's
// SvgRoot: a flow editor's canvas listens, and so do its nodes and ports),
// what would have a ref by its NodeInfo alone gets none:
// to a person it is the control (Ionic's toggle holds a label for its
// hidden input and the parts of its track); a slider's children are left
// out, unless they are controls of their own (a wheel picker's column, a
// button for each value). What has no area
// (NodeInfo.NoArea: a list of options kept at 0×0 for screen readers
// beside the one a library draws; an empty focusable element, a focus
// trap's sentinel) gets no ref either: there is nothing of it to click. A
// control whose children only make up its label (the box its text sits
// in, an icon and a title with a ref by a cursor alone, a named icon and
// a text its name is made of, `button "right Grant"`) is one line: it
// takes the clicks; a part with a listener of its own (a chip's remove ×)
// keeps its line. Such an element
// without a role of its own reads as its text, `- generic [ref=e5]: Open
// report` or `- listitem [ref=e6]: Ship`. Inert text gets no ref, except
// the labels that mark places to drag to (NodeInfo.Place: the values of a
// slider's scale, placed absolutely, `- generic [ref=e7]: 200`). Landmarks and other sections (main, navigation, form, dialog,
// table, tablist, menu, …) get a ref too, so that Options.Target (or a CSS
// selector go/page maps to a ref) can narrow a snapshot to them, but it is
// not printed on their line: an agent that sees the whole page has no use
// for it. It shows where narrowing helps: in the size-cap note and in the
// `- … (N lines; browser_snapshot target=e27 shows them)` line that
// Options.Depth leaves under a cut section.
//
// RefTable maps a ref to (frame id, node number: the node's
// BackendDOMNodeID, the aria scripts' number in go/page). The same node keeps
// its ref across snapshots of one document; main-frame refs are e1, e2, …,
// child frames get a prefix f1, f2, … per frame id (f1e3). go/page calls
// Reset(frame) or ResetAll when a frame shows a new document. Numbers are
// never reused, so an old ref is reported as stale (ErrStaleRef, via
// *RefError) instead of pointing at some other node of the new document.
//
// Pages that re-render by replacing DOM nodes (innerHTML, a re-created
// list) would otherwise give every re-rendered control a new ref. So a new
// node takes over the ref of an equivalent node of the previous snapshot
// of the same document that is gone: same role and name, same context (the
// list item, row or named section it is in, told apart by its first text:
// the "Delete" of "Buy milk" is not the "Delete" of "Walk dog"), same
// nearest text or name before it when it is not in such an entry; among
// elements equal in all of this, the same ordinal, and only if their number
// did not change. A ref whose node is still there stays with it. reuse.go
// has the details and why a ref cannot move to a different-looking element.
//
// # Diff
//
// After an action the agent gets Diff(prev, cur): the same kind of lines,
// only for what changed, with the unchanged lines above them that are needed
// to read them (their ancestors, at their usual indent):
//
//	### Changes
//	- …
//	- list:
//	  - …
//	  - listitem:
//	    - [changed] checkbox [checked] [ref=e5]
//	  - [removed] listitem:
//	    - checkbox [ref=e8]
//	    - text: Buy eggs
//	    - button "Delete" [ref=e9]
//	- [changed] text: 1 item left
//	- [added] button "Undo" [ref=e14]
//
// Markers: `[changed]` (the node's own line differs: name, value, state or
// inline text; states it lost are noted, as in `[ref=e1] (no longer
// [focused]): milk`; a line whose only change is that it lost the focus
// is left out when another line gained it, which says where it went, or
// when the action acted on another element, which took it),
// `[added]` (followed by its whole subtree, unmarked),
// `[removed]` (the old line; its subtree too when it has at most four lines,
// else `- … (N lines)`, but not under a line that names its element and
// shows its ref, nor under a closed popup's — a menu, listbox or dialog
// with its ref: what it held went with it; of more than four removed siblings in a row, the
// first three and `- [removed] … (N more, M lines; refs e14–e19, e30)`,
// naming the refs that went with them, or, when as many new siblings came
// (a page of results replaced), none of them and `- [removed] … (N
// replaced, M lines; refs …)`), and `- …` for a run of
// unchanged sibling nodes left out before a line shown (those after the
// last line shown are left out with no mark). Of more than ten siblings in a row with changes,
// not new ones (rows a virtualised list re-used for others), the first
// eight are shown and then `- … (N more changed, M lines; refs e14–e40;
// browser_snapshot target=e5 shows them)`, naming the refs left out (an
// element the page re-used may now be another: what the agent knew of it
// is stale). Long runs of like entries, new or not, fold as
// in a navigation's response (see Folded, below). A parent whose children were reordered lists them
// all in their new order. Lines are matched by identity — (frame id,
// backendDOMNodeId, which line of the node) — so a node that moved to
// another parent (a wrapper put around it, a card dragged to another list)
// is still itself: `[moved]` where it is now, with what changed under it
// (as it was: its line alone when it names its element and shows its
// ref, else whole when short), and not removed where it was, nor in
// what it left that went. Lines that lost
// their identity in a re-render are then paired under their matched parent:
// by ref (a reused ref is the same element to the agent), as whole subtrees
// that read the same (unchanged), by the first ref inside (a list item
// whose checkbox is now checked shows that one line as [changed]), and text
// and /url-style lines in order (shown as unchanged or [changed]). Subtrees
// are compared by hash, so Diff stays linear.
//
// When all a diff shows are lines whose own text changed, each with its
// ref and nothing of it below (a field typed into, a radio button that took
// the choice from another), those lines come alone, without their ancestors
// or `- …`: the refs say where they are.
//
//	### Snapshot
//	- [changed] radio "Free" [ref=e5] (no longer [checked])
//	- [changed] radio "Pro" [checked] [focused] [ref=e6]
//
// Diff returns "" when nothing changed. Changes(prev, cur), what go/mcpserver
// sends after an action, is the diff, or the whole snapshot behind a note
// line (WholeNote) when that is no longer: a view that re-rendered all its
// lines costs no more than a snapshot. A whole snapshot sent so keeps the
// one it replaced, which the agent knew, and so does a diff that took most
// of the page away: when a modal dialog that hid the rest of the page
// (which then reads as the dialog alone) closes, the page is back, and
// Changes sends what is gone of the dialog and what changed since the
// page before it, behind BackNote, when that is shorter:
//
//	### Snapshot
//	- … (changes since the page as it was before most of it was hidden)
//	- [removed] dialog "Show/Hide Widgets":
//	  - … (21 lines)
//	- list:
//	  - …
//	  - [added] listitem: Clock
//
// Refs in a diff are the same as in
// the full snapshot, so refs an agent holds stay valid. A navigation to a new
// document should get the whole snapshot instead (go/page knows when), as
// Folded gives it: of more than twelve like entries in a row (siblings of
// the same role among row, listitem, option, treeitem, article and the
// menu items, with the same diff marker) taking more than 1,500
// characters, the first eight and the last two are shown, and between them
// one line says how many are left out and how to see them (a run of short
// entries, a time picker's hours, shows whole):
//
//	### Snapshot
//	- table "Orders":
//	  - row: Order | Total
//	  - row: Order #1 | 79.1 €
//	  …
//	  - … (188 more rows; browser_find, or browser_snapshot target=e5, shows them)
//
// browser_snapshot and Text show every line. The entries a response
// folded away are remembered with the snapshot; a later Changes shows
// them whole, unmarked, once the run they are in is short (a list filtered
// down to them): the agent has not seen them yet.
//
// # Find
//
// Find(s, query, regex, context) returns the lines that match (a
// case-insensitive substring, or a Go regexp) and their number. Each match
// comes with up to context ancestor lines (0: DefaultFindContext = 2;
// negative: all), its /url, /placeholder or /options line, and — for a
// control — the text or heading line beside it, so that three
// `button "Delete"` matches show which item each belongs to. Lines are
// indented under the nearest line shown.
//
// # What go/page provides
//
// Frames in document order of discovery, main frame first; Parent and
// Owner stitch each child frame (same-process or out-of-process) under its
// <iframe>. Frame.URL, when set, shortens same-origin link URLs. Frame.Info
// is looked up by the node's BackendDOMNodeID and may hold other frames'
// nodes too (a recorded DOMSnapshot covers a whole session); missing
// entries just mean "no extra facts".
// NodeInfo.Hidden prunes a node whose visibility is hidden (its text without
// info of its own goes with it; a descendant with info saying visible stays).
//
// # Roles
//
// ARIA's names, as Playwright prints them (img, not image); Chromium's own
// roles become the nearest word an agent knows: a <summary> is a button,
// <object> and <embed> are object and embed, a named layout table is a
// table, date and color inputs are text boxes (see roleNames).
//
// # Known limits
//
// In trees from Chromium's Accessibility.getFullAXTree (the goldens here),
// content under aria-hidden="true" is left out entirely; go/page's
// gathering keeps the controls of it that show and that a click reaches.
// Accessible descriptions (title on an icon button that has a
// name) are not printed. Text split by inline elements with no white space
// at their edges inside a <div> that also holds blocks (H<sub>2</sub>O
// beside a <p>) reads as separate lines, like flex items, which look the
// same in the tree.
package snapshot
