package main

import (
	"slices"
	"testing"

	"github.com/electron-mcp/electron-mcp/go/snapshot"
)

func TestParseYAML(t *testing.T) {
	text := "### Snapshot\n```yaml\n" +
		"- list [ref=e1]:\n" +
		"  - listitem [ref=e2]: Ship\n" +
		"  - listitem [ref=e3]:\n" +
		"    - text: Plan\n" +
		"- [changed] textbox \"Name\" [focused] [ref=e4]: Ada\n" +
		"- [removed] button \"Old\" [ref=e5]\n" +
		"- 'button \"list: ordered\" [ref=e6] [cursor=pointer]'\n" +
		"- 'link \"Order #5\" [ref=e9]':\n" +
		"  - /url: \"#/orders/5\"\n" +
		"- generic [ref=f1e7] [cursor=pointer]: Sign out\n" +
		"- generic [ref=e10] (7 more alike: e11–e17)\n" +
		"- [changed] checkbox \"Terms\" [ref=e18] (no longer [checked])\n" +
		"- generic [active] [ref=e8]:\n" +
		"  - text: Add guest\n" +
		"  - generic: Name\n" +
		"```\n"
	got := parseYAML(text)
	want := []parsedLine{
		{indent: 0, role: "list", ref: "e1", inner: "Ship\nPlan\n"},
		{indent: 2, role: "listitem", text: "Ship", ref: "e2", within: " e1"},
		{indent: 2, role: "listitem", text: "Plan", ref: "e3", inner: "Plan\n", within: " e1"},
		{indent: 0, role: "textbox", name: "Name", text: "Ada", ref: "e4"},
		{indent: 0, role: "button", name: "Old", ref: "e5", removed: true},
		{indent: 0, role: "button", name: "list: ordered", ref: "e6"},
		{indent: 0, role: "link", name: "Order #5", ref: "e9"},
		{indent: 0, role: "generic", text: "Sign out", ref: "f1e7"},
		{indent: 0, role: "generic", ref: "e10"}, // a note after the refs is no text
		{indent: 0, role: "checkbox", name: "Terms", ref: "e18"},
		{indent: 0, role: "generic", ref: "e8", inner: "Add guest\nName\n"}, // text among other children is not its text
	}
	if !slices.Equal(got, want) {
		t.Fatalf("got\n%+v\nwant\n%+v", got, want)
	}
}

func TestParseCDT(t *testing.T) {
	text := "## Latest page snapshot\n" +
		"uid=1_0 RootWebArea \"Release plan\" url=\"http://x/\"\n" +
		"  uid=1_1 heading \"Release plan\" level=\"1\"\n" +
		"  uid=1_2 listitem\n" +
		"    uid=1_3 \"Ship\"\n" +
		"  uid=1_4 combobox \"Destination\" expandable haspopup=\"listbox\"\n"
	got := parseCDT(text)
	want := []parsedLine{
		{indent: 0, role: "RootWebArea", name: "Release plan", ref: "1_0", inner: "Release plan\nShip\nDestination\n"},
		{indent: 2, role: "heading", name: "Release plan", ref: "1_1"},
		{indent: 2, role: "listitem", text: "Ship", ref: "1_2", inner: "Ship\n"},
		{indent: 4, role: "text", name: "Ship", text: "Ship", ref: "1_3"},
		{indent: 2, role: "combobox", name: "Destination", ref: "1_4"},
	}
	if !slices.Equal(got, want) {
		t.Fatalf("got\n%+v\nwant\n%+v", got, want)
	}
}

func TestAgentLookup(t *testing.T) {
	a := &agent{s: &mcpServer{dialect: dialectOurs}}
	a.read("- listitem [ref=e1]: Plan\n- listitem [ref=e2]: Ship\n- checkbox \"Vegetarian\" [ref=e3]\n")
	a.read("- [removed] listitem [ref=e1]: Plan\n- [added] option \"Lisbon\" [ref=e9]\n")
	a.read("- checkbox \"Gone\" [ref=e30]\n")
	a.read("- [removed] tabpanel \"Account\":\n  - checkbox \"Gone\" [ref=e30]\n- button \"Stays\" [ref=e31]\n")
	a.read("- listitem \"Export\" [ref=e40]:\n  - checkbox [ref=e41]\n  - text: Export\n")
	a.read("- [removed] listitem \"Export\" [ref=e40]\n")
	a.read("- generic [ref=e20]:\n  - generic [ref=e21]:\n    - heading \"Team\" [level=3]\n    - text: 10 users\n" +
		"- option [ref=e22]:\n  - mark: Ja\n  - text: va\n- option [ref=e23]:\n  - mark: Ja\n  - text: vaScript\n")
	a.read("- button \"AD ada@example.test 19h ago Team lunch on Friday Noon at the usual place?\" [ref=e50]\n" +
		"- button \"AD ada@example.test 19h ago Team lunches Noon\" [ref=e51]\n- button \"Old\" [ref=e52]:\n  - text: Team lunch on Friday\n")
	a.read("- button \"Invoice 1042\" [ref=e60]\n- button \"Invoice 1043\" [ref=e61]\n- button \"Invoice 1044\" [ref=e62]\n- button \"Receipt\" [ref=e70]\n")
	a.read("- [removed] … (4 more, 4 lines; refs e60–e62, e70)\n")
	a.read("- button \"Memo 1\" [ref=e64]\n- button \"Memo 2\" [ref=e65]\n")
	a.read("- [removed] … (2 others, 2 lines; refs e64, e65; those left are above)\n")
	a.read("- gridcell \"March 14, 2027\" [ref=e220]: 14\n- gridcell \"March 15, 2027\" [ref=e221]: 15\n")
	a.read("- grid:\n  - [changed] gridcell \"April 1, 2027\" [ref=e210]: 1\n  - … (34 more changed, 34 lines; refs e211–e244; browser_snapshot target=e206 shows them)\n")
	a.read("- link \"+3 more\" [ref=e80]\n- generic [ref=e81]:\n  - text: 2p\n  - text: Budget review\n")
	a.read("- textbox [ref=e90]: \"Our stollen is back.\\n\\nPick it up in December.\"\n")
	a.read("- textbox \"Full name\" [required] [ref=e180]\n- textbox \"* Phone\" [ref=e181]\n")
	a.read("- list:\n  - generic [ref=e167]:\n    - listitem [ref=e168]:\n      - text: Read the news\n      - text: 15 min\n" +
		"  - generic [ref=e169]:\n    - listitem [ref=e170]:\n      - text: Walk the dog\n      - text: 20 min\n")
	for _, c := range []struct {
		f    finder
		want []string
	}{
		{finder{Roles: roles("listitem"), Name: "Ship", Text: "Ship"}, []string{"e2"}},
		{finder{Roles: roles("listitem"), Text: "Plan"}, nil},
		{finder{Roles: roles("option"), Name: "Lisbon"}, []string{"e9"}},
		{finder{Name: "Memo 1"}, nil},                       // went where few were left
		{finder{Roles: roles("gridcell"), Text: "14"}, nil}, // a changed line left out: stale
		{finder{Roles: roles("gridcell"), Text: "15"}, nil},
		{finder{Name: "Gone"}, nil}, // under a removed line
		{finder{Name: "Stays"}, []string{"e31"}},
		{finder{Roles: roles("checkbox"), Else: []finder{}}, []string{"e3"}}, // e41 went with its removed listitem
		{finder{Has: "Team"}, []string{"e21", "e20"}},
		{finder{Roles: roles("option"), Has: "JavaScript"}, []string{"e23"}},
		// A line holding it comes first; failing that, a control whose
		// name, run together from what it holds, says it in whole words.
		{finder{Roles: roles("button"), Has: "Team lunch on Friday"}, []string{"e52"}},
		{finder{Roles: roles("button"), Has: "Team lunch"}, []string{"e50"}},
		{finder{Roles: roles("button"), Has: "lunch on"}, []string{"e50"}},
		{finder{Roles: roles("button"), Name: "Vegetarian", Else: []finder{{Roles: roles("checkbox")}}}, []string{"e3"}},
		{finder{Roles: roles("button"), Has: "Invoice"}, nil}, // named as gone by a removed run's count
		{finder{Roles: roles("button"), Name: "Receipt"}, nil},
		// What reads "+3 more", named so (its title says other words).
		{finder{Roles: roles("button", "link"), Name: "Show 3 more events", Text: "+3 more"}, []string{"e80"}},
		{finder{Roles: roles("button"), Name: "Show 3 more events", Text: "+3 more"}, nil},
		// Failing all else, what holds a line reading so.
		{finder{Roles: roles("button", "generic"), Name: "Budget review", Text: "Budget review"}, []string{"e81"}},
		// A field printed with its text as its value holds each of its
		// lines (a rich-text editor's paragraphs).
		{finder{Roles: roles("textbox"), Has: "Pick it up in December."}, []string{"e90"}},
		// Of any role, what holds a line reading so, the innermost first
		// (a list item whose label has no ref of its own).
		{finder{Name: "Walk the dog", Text: "Walk the dog"}, []string{"e170", "e169"}},
		// A required field's star, or none, reads the same.
		{finder{Roles: roles("textbox"), Name: "Full name*"}, []string{"e180"}},
		{finder{Roles: roles("textbox"), Name: "Phone"}, []string{"e181"}},
	} {
		if got := a.lookup(c.f); !slices.Equal(got, c.want) {
			t.Errorf("lookup(%v) = %v, want %v", c.f, got, c.want)
		}
	}
}

// What holds a line reading so, of any role, is the last resort: a tree
// item's label, named so, comes before a hidden field whose value holds
// every item's name.
func TestAgentLookupHoldingIsTheLastResort(t *testing.T) {
	a := &agent{s: &mcpServer{dialect: dialectOurs}}
	a.read("- textbox \"for screen reader\" [ref=e2657]: \"Documents\\n\\nContracts\"\n- tree:\n  - treeitem \"Select Documents Documents\" [ref=e2660]:\n" +
		"    - checkbox \"Select Documents\" [ref=e2663]\n    - generic \"Documents\" [ref=e2664]\n")
	f := finder{Roles: roles("treeitem", "checkbox"), Name: "Documents", Else: []finder{{Text: "Documents"}}}
	if got := a.lookup(f); !slices.Equal(got, []string{"e2664"}) {
		t.Errorf("lookup(%v) = %v, want [e2664]", f, got)
	}
	if got := a.lookup(finder{Text: "Contracts"}); !slices.Equal(got, []string{"e2657"}) {
		t.Errorf("lookup(Contracts) = %v, want the field holding it, [e2657]", got)
	}
}

// A row printed as one line, its cells apart by " | ", holds each cell's
// text: the row holding a subject is found by it.
func TestAgentLookupRowHoldsItsCells(t *testing.T) {
	a := &agent{s: &mcpServer{dialect: dialectOurs}}
	a.read("- table:\n  - rowgroup [ref=e14]:\n    - row [ref=e15]: #412 | Printer jams | Low\n    - row [ref=e22]: #391 | Shared drive is read-only | High\n")
	if got := a.lookup(finder{Roles: roles("row"), Has: "Shared drive is read-only"}); !slices.Equal(got, []string{"e22"}) {
		t.Errorf("lookup = %v, want [e22]", got)
	}
}

// A diff's "- …" under a changed line stands for what it held unchanged: a
// table's heading whose sort button changed still holds its text.
func TestAgentReadsWhatADiffLeftOutAsKept(t *testing.T) {
	a := &agent{s: &mcpServer{dialect: dialectOurs}}
	a.read("- table:\n  - row:\n    - columnheader \"Total Total: Activate to sort\" [ref=e12]:\n      - text: Total\n      - button \"Total: Activate to sort\" [ref=e13]\n")
	a.read("- …\n- table:\n  - row:\n    - …\n    - [changed] columnheader \"Total Total: Activate to invert sorting\" [ref=e12]:\n      - …\n      - [changed] button \"Total: Activate to invert sorting\" [ref=e13]\n")
	if got := a.lookup(finder{Roles: roles("columnheader"), Has: "Total"}); !slices.Equal(got, []string{"e12"}) {
		t.Errorf("lookup = %v, want [e12]", got)
	}
	a.read("- [changed] columnheader \"Total\" [ref=e12]:\n  - button \"Sort\" [ref=e13]\n")
	if got := a.lookup(finder{Roles: roles("columnheader"), Has: "Total: Activate to invert sorting"}); len(got) != 0 {
		t.Errorf("a changed line shown whole still holds what it held: %v", got)
	}
}

// Of two elements alike, the one the last response showed comes first: a
// diff that re-drew a calendar folds the gone table away, and its new
// day's link is the one to click.
func TestAgentLookupFreshFirst(t *testing.T) {
	a := &agent{s: &mcpServer{dialect: dialectOurs}}
	a.read("- table:\n  - row:\n    - link \"15\" [ref=e35]\n- link \"Next\" [ref=e4]\n")
	a.read("- [added] table:\n  - row:\n    - link \"15\" [ref=e86]\n- [removed] table\n  - … (101 lines)\n")
	if got := a.lookup(finder{Roles: roles("link"), Name: "15"}); !slices.Equal(got, []string{"e86", "e35"}) {
		t.Errorf("lookup = %v, want e86 first", got)
	}
}

// After our whole snapshot of a dialog that hid the page, the agent knows
// the dialog alone; the changes since the page before it (snapshot.BackNote)
// are read on what it knew of that page.
func TestAgentReadsChangesSinceThePageBeforeADialog(t *testing.T) {
	a := newAgent(&mcpServer{dialect: dialectOurs})
	yaml := func(lines string) string { return "### Snapshot\n```yaml\n" + lines + "```\n" }
	a.see(yaml("- button \"Unlock\" [ref=e1]\n- button \"Lock\" [ref=e2]\n"), true)
	a.see(yaml(snapshot.WholeNote+"- dialog:\n  - button \"Show Clock\" [ref=e3]\n"), false)
	if got := a.lookup(finder{Name: "Lock"}); len(got) != 0 {
		t.Fatalf("the page behind the dialog is still known: %v", got)
	}
	a.see(yaml(snapshot.BackNote+"- [removed] dialog:\n  - button \"Show Clock\" [ref=e3]\n- [changed] button \"Unlock\" [disabled] [ref=e1]\n"), false)
	if got := a.lookup(finder{Name: "Lock"}); !slices.Equal(got, []string{"e2"}) {
		t.Errorf("Lock after the dialog closed: %v", got)
	}
	if got := a.lookup(finder{Name: "Show Clock"}); len(got) != 0 {
		t.Errorf("the dialog's button is still known: %v", got)
	}
}

// chrome-devtools-mcp prints a field's value as it is, over several lines
// and with its quotes (a text area holding JSON): the field reads as all of
// it, and holds each of its lines, as it does in the other servers.
func TestAgentLookupCDTValueOverLines(t *testing.T) {
	text := "## Latest page snapshot\n" +
		"uid=9_0 RootWebArea \"API\" url=\"http://x/\"\n" +
		"  uid=9_12 textbox \"id\" focusable focused value=\"2\"\n" +
		"  uid=9_18 tabpanel \"Edit Value\"\n" +
		"    uid=10_0 textbox multiline value=\"{\n" +
		"  \"due\": \"2026-12-31\"\n" +
		"}\"\n" +
		"  uid=10_1 button \"Execute\"\n"
	got := parseCDT(text)
	if len(got) != 5 || got[3].ref != "10_0" || got[3].text != "{\n  \"due\": \"2026-12-31\"\n}" || got[4].ref != "10_1" || got[4].indent != 2 {
		t.Fatalf("parsed %+v", got)
	}
	a := &agent{s: &mcpServer{dialect: dialectCDT}}
	a.read(text)
	for _, c := range []struct {
		f    finder
		want []string
	}{
		{finder{Roles: roles("textbox"), Has: `"due": "2026-12-31"`}, []string{"10_0"}},
		{finder{Roles: roles("textbox"), Name: "id"}, []string{"9_12"}},
		{finder{Roles: roles("button"), Name: "Execute"}, []string{"10_1"}},
	} {
		if got := a.lookup(c.f); !slices.Equal(got, c.want) {
			t.Errorf("lookup(%v) = %v, want %v", c.f, got, c.want)
		}
	}
}
