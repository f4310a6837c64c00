// Package widgettasks holds the widget tasks' definitions that stand apart
// from the benchmark program: the unseen sets, written without looking at
// how electron-mcp names or folds what it shows (see the report's
// paragraphs on them). The program runs them after its own tasks.
package widgettasks

import "fmt"

// Task is a widget task: a short job on a page built with a real third-party
// component library, done by a scripted agent that knows only what the
// server it talks to has answered: it finds every element it acts on by role
// and name (or text) in that server's snapshots and diffs, and acts on it by
// that server's ref. The library files are installed from npm into .bench/
// by scripts/bench and served with the pages from loopback.
type Task struct {
	Name    string // what the report calls it
	Kind    string // the kind of widget issue 9 names
	Library string // the npm package (its version is read from .bench/), "" for none
	Note    string // what of it is used, for the report
	Page    string // under /widgets/
	Steps   []Step
	// Check is a function evaluated in the page after the steps (not
	// counted); its result must contain Want.
	Check string
	Want  string
	// Unseen is the unseen set a task belongs to (0: none): a task
	// written after the server's responses were last tuned, on a
	// component no other task uses. The report sums each set apart.
	Unseen int
}

// Step is one thing the agent does.
type Step struct {
	Op     string // click, dblclick, rightclick, hover, type, append, drag, key, accept, upload
	Target Finder
	To     Finder // drag: where it is dropped
	Text   string // type, append (at the end of what is there): the text; key: the key; upload: the file's name
	Submit bool   // type: press Enter after
	Editor bool   // type: into an editor (a person clicks into it, then types)
}

// Finder says how the agent recognises an element in a snapshot: one of
// Roles (any role when empty) with the accessible name Name, or else with
// the text Text (both empty: the first of Roles); failing that, as Else
// says (where servers show an element differently: a checkbox whose box has
// no ref but its label has).
type Finder struct {
	Roles []string
	Name  string
	Text  string
	Has   string // with neither: holds a line named or reading so (or whose texts, run together, read so), the innermost first
	// Hint: an unnamed part whose hint (electron-mcp's [hint: …]) holds
	// this, inside the innermost element holding a line named or reading
	// In (a node editor's port in its node).
	Hint, In string
	Else     []Finder
}

// IsNone says the finder names no element: the step acts on what has the
// focus (a key) or on the page (a dialog).
func (f Finder) IsNone() bool {
	return len(f.Roles) == 0 && f.Name == "" && f.Text == "" && f.Has == "" && f.Hint == "" && len(f.Else) == 0
}

func (f Finder) String() string {
	s := f.Name
	if s == "" {
		s = f.Text
	}
	if s == "" && f.Has != "" {
		s = "holding " + f.Has
	}
	if s == "" && f.Hint != "" {
		s = f.Hint + " in " + f.In
	}
	if len(f.Roles) > 0 {
		return f.Roles[0] + " " + fmt.Sprintf("%q", s)
	}
	return fmt.Sprintf("%q", s)
}

// Roles lists roles, for a Finder.
func Roles(r ...string) []string { return r }

var (
	// AnyButton are the roles a clickable control may read as.
	AnyButton = Roles("button", "link", "menuitem", "generic")
	// Textboxes are the roles a text field may read as.
	Textboxes = Roles("textbox", "searchbox", "combobox")
)

// Unseen are the unseen sets' tasks, in order of their sets.
var Unseen []Task
