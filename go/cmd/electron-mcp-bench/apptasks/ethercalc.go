package apptasks

import (
	"context"
	_ "embed"
	"fmt"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
)

// EtherCalc is a spreadsheet server: a sheet a URL names, drawn as a grid
// (a table whose cells read their values, under a row of column letters,
// each row led by its number), with an edit line above it that holds the
// selected cell's text or formula (typed into and confirmed with Enter,
// after which the selection moves down a row), arrow keys that move the
// selection, a toolbar of icons (insert or delete a row or column, sum the
// column above), and tabs (Edit, Format, Sort, Comment, Names…) that open
// a panel of their own, Comment's a text box and a Save button. Its page
// talks to its server over socket.io, which runs every command in a
// SocialCalc engine of its own and keeps the sheet. Its state is read
// through its REST API: GET /_/<sheet>/csv (the values, formulas
// computed) and GET /_/<sheet>/cells (each cell's formula and comment). It
// keeps its sheets in files (dump/snapshot-<sheet>.txt in the data
// directory, SocialCalc's save format, read as it starts), not in Redis:
// the launcher (apps/ethercalc.js) points it at a Redis socket that is not
// there. Its page loads nothing from elsewhere, and it checks for nothing.
// The sheet is a household budget.
var etherCalcApp = &App{
	Name: "EtherCalc", Kind: "spreadsheet (a grid of cells, an edit line, formulas, toolbar icons, tabs of panels)", Package: "ethercalc", Path: "/" + ecSheetName,
	seed: func(dir string) error {
		return writeFiles(dir, map[string]string{
			"ethercalc.js":                          ecLauncher,
			"dump/snapshot-" + ecSheetName + ".txt": ecSheet(ecBudget),
		})
	},
	args: func(pkg, dir string, port int) ([]string, []string) {
		return []string{filepath.Join(dir, "ethercalc.js"), pkg, strconv.Itoa(port)}, nil
	},
	// 200 once the sheet is read from its file (404 before).
	ready: "/_/" + ecSheetName + "/cells",
}

//go:embed apps/ethercalc.js
var ecLauncher string

// ecSheetName is the sheet's name, its page's path.
const ecSheetName = "budget"

// ecBudget are the sheet's cells in SocialCalc's save format (a colon in a
// formula written \c): what each item of a month's budget was to cost
// and what was spent, and their totals; Groceries has a comment.
var ecBudget = []string{
	"A1:t:Item", "B1:t:Budget", "C1:t:Spent",
	"A2:t:Rent", "B2:v:1200", "C2:v:1200",
	"A3:t:Groceries:comment:Weekly shop", "B3:v:400", "C3:v:365",
	"A4:t:Transport", "B4:v:150", "C4:v:90",
	"A5:t:Phone", "B5:v:40", "C5:v:40",
	"A6:t:Total", `B6:vtf:n:1790:SUM(B2\cB5)`, `C6:vtf:n:1695:SUM(C2\cC5)`,
}

// ecSheet is a sheet's save file holding cells.
func ecSheet(cells []string) string {
	const part = "--SocialCalcSpreadsheetControlSave\nContent-type: text/plain; charset=UTF-8\n\n"
	var b strings.Builder
	b.WriteString("socialcalc:version:1.0\nMIME-Version: 1.0\nContent-Type: multipart/mixed; boundary=SocialCalcSpreadsheetControlSave\n")
	b.WriteString(part + "# SocialCalc Spreadsheet Control Save\nversion:1.0\npart:sheet\npart:edit\npart:audit\n")
	b.WriteString(part + "version:1.5\n")
	cols, rows := 1, 1
	for _, c := range cells {
		b.WriteString("cell:" + c + "\n")
		col, row := ecCoord(c[:strings.Index(c, ":")])
		cols, rows = max(cols, col), max(rows, row)
	}
	fmt.Fprintf(&b, "sheet:c:%d:r:%d\n", cols, rows)
	b.WriteString(part + "version:1.0\nrowpane:0:1:1\ncolpane:0:1:1\necell:A1\n")
	b.WriteString(part + "\n--SocialCalcSpreadsheetControlSave--\n")
	return b.String()
}

// ecCoord reads a cell's coordinate (B12): its column and row, from 1.
func ecCoord(coord string) (col, row int) {
	i := strings.IndexAny(coord, "0123456789")
	if i <= 0 {
		return 0, 0
	}
	for _, c := range strings.ToUpper(coord[:i]) {
		col = col*26 + int(c-'A') + 1
	}
	row, _ = strconv.Atoi(coord[i:])
	return col, row
}

// ecState says what the sheet holds, through EtherCalc's API: its values
// row by row (GET /_/<sheet>/csv, formulas computed), then each formula
// (upper case) and each comment (GET /_/<sheet>/cells), by row, then
// column.
func ecState(ctx context.Context, in *Instance) (string, error) {
	base := "/_/" + ecSheetName
	csv, err := in.getOK(ctx, base+"/csv")
	if err != nil {
		return "", err
	}
	var cells map[string]struct {
		Formula string `json:"formula"`
		Comment string `json:"comment"`
	}
	if err := in.getJSON(ctx, base+"/cells", &cells); err != nil {
		return "", err
	}
	coords := make([]string, 0, len(cells))
	for c := range cells {
		coords = append(coords, c)
	}
	sort.Slice(coords, func(i, j int) bool {
		ci, ri := ecCoord(coords[i])
		cj, rj := ecCoord(coords[j])
		if ri != rj {
			return ri < rj
		}
		return ci < cj
	})
	var formulas, comments []string
	for _, c := range coords {
		if f := cells[c].Formula; f != "" {
			formulas = append(formulas, c+" ="+strings.ToUpper(f))
		}
		if n := cells[c].Comment; n != "" {
			comments = append(comments, fmt.Sprintf("%s %q", c, n))
		}
	}
	none := func(s []string) string {
		if len(s) == 0 {
			return "(none)"
		}
		return strings.Join(s, ", ")
	}
	rows := strings.Split(strings.TrimSpace(strings.ReplaceAll(csv, "\r\n", "\n")), "\n")
	return fmt.Sprintf("values: %s; formulas: %s; comments: %s", strings.Join(rows, " | "), none(formulas), none(comments)), nil
}

var (
	// ecBar is the edit line above the grid: the page's first text box,
	// holding the selected cell's text (a person clicks into it, types
	// and presses Enter).
	ecBar = finder{Roles: textboxes}
)

// ecCell is a cell of the grid, named by (and reading) its value.
func ecCell(value string) finder {
	return finder{Roles: roles("cell", "gridcell"), Name: value, Text: value, Else: []finder{{Has: value}}}
}

// ecTab is one of the tabs above the toolbar (a cell of a table of its
// own), by its label.
func ecTab(label string) finder {
	return finder{Roles: roles("cell", "tab", "button"), Name: label, Text: label, Else: []finder{{Has: label}}}
}

// ecIcon is a toolbar icon (an image), by its title.
func ecIcon(title string) finder {
	return finder{Roles: roles("img", "button"), Name: title}
}

// ecEnter types text into the edit line and confirms it with Enter.
func ecEnter(text string) []widgetStep {
	return []widgetStep{
		{Op: "click", Target: ecBar},
		{Op: "type", Target: ecBar, Text: text, Submit: true},
	}
}

// ecSteps joins steps and runs of them.
func ecSteps(parts ...[]widgetStep) []widgetStep {
	var out []widgetStep
	for _, p := range parts {
		out = append(out, p...)
	}
	return out
}

// ecKey is a key pressed on the grid.
func ecKey(key string) []widgetStep { return []widgetStep{{Op: "key", Text: key}} }

// ecClick clicks what f finds.
func ecClick(f finder) []widgetStep { return []widgetStep{{Op: "click", Target: f}} }

// ecNoSpentTotal is the sheet without the Spent column's total.
var ecNoSpentTotal = ecBudget[:len(ecBudget)-1]

var etherCalcTasks = []Task{
	{
		App: etherCalcApp, Name: "spreadsheet: change a number (its column's total follows)",
		Steps: ecSteps(ecClick(ecCell("365")), ecEnter("410")),
		Check: ecState, Want: "values: Item,Budget,Spent | Rent,1200,1200 | Groceries,400,410 | Transport,150,90 | Phone,40,40 | Total,1790,1740; formulas: B6 =SUM(B2:B5), C6 =SUM(C2:C5); comments: A3 \"Weekly shop\"",
	},
	{
		App: etherCalcApp, Name: "spreadsheet: insert a row above another and fill it in (the totals take it in)",
		Steps: ecSteps(
			ecClick(ecCell("Phone")), ecClick(ecIcon("Insert Row Before")),
			ecEnter("Internet"), ecKey("ArrowUp"), ecKey("ArrowRight"),
			ecEnter("30"), ecKey("ArrowUp"), ecKey("ArrowRight"),
			ecEnter("25"),
		),
		Check: ecState, Want: "values: Item,Budget,Spent | Rent,1200,1200 | Groceries,400,365 | Transport,150,90 | Internet,30,25 | Phone,40,40 | Total,1820,1720; formulas: B7 =SUM(B2:B6), C7 =SUM(C2:C6); comments: A3 \"Weekly shop\"",
	},
	{
		App: etherCalcApp, Name: "spreadsheet: delete a row (the totals follow)",
		Steps: ecSteps(ecClick(ecCell("Transport")), ecClick(ecIcon("Delete Row"))),
		Check: ecState, Want: "values: Item,Budget,Spent | Rent,1200,1200 | Groceries,400,365 | Phone,40,40 | Total,1640,1605; formulas: B5 =SUM(B2:B4), C5 =SUM(C2:C4); comments: A3 \"Weekly shop\"",
	},
	{
		App: etherCalcApp, Name: "spreadsheet: add a row under the totals with a formula (what is left)",
		Steps: ecSteps(
			ecClick(ecCell("Total")), ecKey("ArrowDown"),
			ecEnter("Left"), ecKey("ArrowUp"), ecKey("ArrowRight"),
			ecEnter("=B6-C6"),
		),
		Check: ecState, Want: "| Total,1790,1695 | Left,95,; formulas: B6 =SUM(B2:B5), C6 =SUM(C2:C5), B7 =B6-C6; comments: A3 \"Weekly shop\"",
	},
	{
		App: etherCalcApp, Name: "spreadsheet: change a cell's comment (the Comment tab's panel)",
		Steps: ecSteps(
			ecClick(ecCell("Groceries")), ecClick(ecTab("Comment")),
			// The panel's text box holds the cell's comment.
			[]widgetStep{{Op: "type", Target: finder{Roles: textboxes, Text: "Weekly shop"}, Text: "Weekly shop and the Saturday market"}},
			ecClick(finder{Roles: roles("button"), Name: "Save"}),
		),
		Check: ecState, Want: `comments: A3 "Weekly shop and the Saturday market"`,
	},
	{
		App: etherCalcApp, Name: "spreadsheet: total a column with the Auto Sum icon", Files: map[string]string{"dump/snapshot-" + ecSheetName + ".txt": ecSheet(ecNoSpentTotal)},
		Steps: ecSteps(
			ecClick(ecCell("Total")), ecKey("ArrowRight"), ecKey("ArrowRight"),
			ecClick(ecIcon("Auto Sum")),
		),
		Check: ecState, Want: "| Total,1790,1695; formulas: B6 =SUM(B2:B5), C6 =SUM(C2:C5); comments: A3 \"Weekly shop\"",
	},
}

func init() {
	Apps = append(Apps, etherCalcApp)
	Tasks = append(Tasks, etherCalcTasks...)
}
