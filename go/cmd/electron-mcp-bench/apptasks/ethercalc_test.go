package apptasks

import (
	"context"
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"strings"
	"testing"
)

// ecSeeded is what the check reads from the sheet as seeded.
const ecSeeded = "values: Item,Budget,Spent | Rent,1200,1200 | Groceries,400,365 | Transport,150,90 | Phone,40,40 | Total,1790,1695; formulas: B6 =SUM(B2:B5), C6 =SUM(C2:C5); comments: A3 \"Weekly shop\""

// The seed writes the launcher (which keeps the sheets in files, on
// loopback) and the sheet's save file: its cells, formulas with their
// colons escaped, and its size; the launcher's arguments are its path, the
// package's and the port, and the page is the sheet's.
func TestEtherCalcSeed(t *testing.T) {
	dir, read := seeded(t, etherCalcApp)
	sheet := read("dump/snapshot-budget.txt")
	for _, want := range []string{
		"socialcalc:version:1.0\n", "\nversion:1.5\ncell:A1:t:Item\n", "\ncell:A3:t:Groceries:comment:Weekly shop\n", "\ncell:C3:v:365\n",
		"\ncell:B6:vtf:n:1790:SUM(B2\\cB5)\ncell:C6:vtf:n:1695:SUM(C2\\cC5)\nsheet:c:3:r:6\n", "\n--SocialCalcSpreadsheetControlSave--\n",
	} {
		if !strings.Contains(sheet, want) {
			t.Errorf("the sheet lacks %q:\n%s", want, sheet)
		}
	}
	if got := ecSheet(ecNoSpentTotal); !strings.Contains(got, "\ncell:B6:vtf:n:1790:SUM(B2\\cB5)\nsheet:c:3:r:6\n") || strings.Contains(got, "C6") {
		t.Errorf("the sheet without the Spent total:\n%s", got)
	}
	launcher := read("ethercalc.js")
	for _, want := range []string{"REDIS_SOCKPATH", "'--host', '127.0.0.1'"} {
		if !strings.Contains(launcher, want) {
			t.Errorf("ethercalc.js lacks %q", want)
		}
	}
	if strings.Contains(launcher, "://") {
		t.Errorf("ethercalc.js names a URL")
	}
	args, env := etherCalcApp.args("/apps/ethercalc/node_modules/ethercalc", dir, 18450)
	if got, want := strings.Join(args, " "), filepath.Join(dir, "ethercalc.js")+" /apps/ethercalc/node_modules/ethercalc 18450"; got != want || env != nil {
		t.Errorf("args %s %q\nwant %s", got, env, want)
	}
	if in := (&Instance{app: etherCalcApp, dir: dir}); in.Page() != "/budget" {
		t.Errorf("page %s", in.Page())
	}
	for coord, want := range map[string][2]int{"A1": {1, 1}, "C6": {3, 6}, "AB12": {28, 12}, "b7": {2, 7}, "7": {0, 0}} {
		if col, row := ecCoord(coord); col != want[0] || row != want[1] {
			t.Errorf("%s: column %d, row %d; want %v", coord, col, row, want)
		}
	}
}

// The check reads the values from the CSV export and the formulas (upper
// case) and comments from the cells, by row, then column (B7 before C7,
// C6 before B7, B10 after B9).
func TestEtherCalcCheck(t *testing.T) {
	csv := "Item,Budget,Spent\r\nRent,1200,1200\r\nGroceries,400,365\r\nTotal,1600,1565\r\nLeft,35,\r\n"
	cells := `{"A1":{"coord":"A1","datavalue":"Item","datatype":"t","formula":"","valuetype":"t"},
		"B7":{"coord":"B7","datavalue":35,"datatype":"f","formula":"B6-C6","valuetype":"n"},
		"B10":{"coord":"B10","datavalue":1,"datatype":"f","formula":"1","valuetype":"n"},
		"B9":{"coord":"B9","datavalue":1,"datatype":"f","formula":"1","valuetype":"n"},
		"C6":{"coord":"C6","datavalue":1565,"datatype":"f","formula":"sum(C2:C3)","valuetype":"n"},
		"A3":{"coord":"A3","datavalue":"Groceries","datatype":"t","formula":"","valuetype":"t","comment":"Weekly market"}}`
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		switch r.URL.Path {
		case "/_/budget/csv":
			w.Write([]byte(csv))
		case "/_/budget/cells":
			w.Write([]byte(cells))
		default:
			http.NotFound(w, r)
		}
	}))
	defer srv.Close()
	in := &Instance{app: etherCalcApp, Base: srv.URL, dir: t.TempDir()}
	ctx := context.Background()
	got, err := ecState(ctx, in)
	want := `values: Item,Budget,Spent | Rent,1200,1200 | Groceries,400,365 | Total,1600,1565 | Left,35,; formulas: C6 =SUM(C2:C3), B7 =B6-C6, B9 =1, B10 =1; comments: A3 "Weekly market"`
	if err != nil || got != want {
		t.Errorf("got  %s (%v)\nwant %s", got, err, want)
	}
	cells = `{"A1":{"coord":"A1","datavalue":"Item"}}`
	if got, err := ecState(ctx, in); err != nil || !strings.HasSuffix(got, "; formulas: (none); comments: (none)") {
		t.Errorf("got %s (%v)", got, err)
	}
	cells = `"no"`
	if _, err := ecState(ctx, in); err == nil || !strings.Contains(err.Error(), "/cells") {
		t.Errorf("cells that are not an object: %v", err)
	}
	in.Base = srv.URL + "/elsewhere"
	if _, err := ecState(ctx, in); err == nil || !strings.Contains(err.Error(), "404") {
		t.Errorf("a failing API: %v", err)
	}
}

// The real app, where scripts/bench installed it: it serves the sheet's
// page and SocialCalc's script, reads the seeded sheet from its file (not
// from Redis), and the check sees a change made through its API.
func TestEtherCalcApp(t *testing.T) {
	apps := installed(t, "ethercalc")
	ctx := context.Background()
	in, err := Start(ctx, apps, t.TempDir(), etherCalcApp, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer in.Stop()
	if code, body, err := in.get(ctx, in.Page()); err != nil || code != http.StatusOK || !strings.Contains(body, "EtherCalc") {
		t.Errorf("GET %s: %d (%v)", in.Page(), code, err)
	}
	if code, body, err := in.get(ctx, "/static/socialcalc.js"); err != nil || code != http.StatusOK || !strings.Contains(body, "SocialCalc") {
		t.Errorf("GET /static/socialcalc.js: %d (%v)", code, err)
	}
	if got, err := ecState(ctx, in); err != nil || got != ecSeeded {
		t.Errorf("got  %s (%v)\nwant %s", got, err, ecSeeded)
	}
	res, err := http.Post(in.Base+"/_/budget", "application/json", strings.NewReader(`{"command": ["set C3 value n 410", "set A3 comment Weekly market"]}`))
	if err != nil {
		t.Fatal(err)
	}
	res.Body.Close()
	if res.StatusCode/100 != 2 {
		t.Fatalf("POST the commands: %s", res.Status)
	}
	want := `values: Item,Budget,Spent | Rent,1200,1200 | Groceries,400,410 | Transport,150,90 | Phone,40,40 | Total,1790,1740; formulas: B6 =SUM(B2:B5), C6 =SUM(C2:C5); comments: A3 "Weekly market"`
	if got, err := ecState(ctx, in); err != nil || got != want {
		t.Errorf("got  %s (%v)\nwant %s", got, err, want)
	}
	if log := in.file("app.log"); !strings.Contains(log, "Falling back to file system storage") || strings.Contains(log, "ENOTFOUND") {
		t.Errorf("app.log:\n%s", log)
	}
}
