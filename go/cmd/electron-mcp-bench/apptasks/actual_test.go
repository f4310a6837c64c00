package apptasks

import (
	"context"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// What the checks read from the seed.
const (
	acNoteSeeded      = `Savings's note: "Emergency fund: three months of rent."`
	acFormatSeeded    = "dates MM/dd/yyyy, weeks start on Sunday"
	acSchedulesSeeded = "schedules: Rent: Landlord, Checking, ~-950.00 monthly"
)

// The seed writes the launcher (loopback only, the release check asking
// the server) and the budget it makes; the launcher's arguments are its
// path, the server's package, the API package beside it and the port.
func TestActualSeed(t *testing.T) {
	dir, read := seeded(t, actualApp)
	var seed struct {
		Password string `json:"password"`
		Budget   string `json:"budget"`
		Accounts []struct {
			Name    string `json:"name"`
			Balance int64  `json:"balance"`
		} `json:"accounts"`
		Notes map[string]string `json:"notes"`
	}
	if err := json.Unmarshal([]byte(read("seed.json")), &seed); err != nil {
		t.Fatal(err)
	}
	if seed.Password != acPassword || seed.Budget != "Household" || len(seed.Accounts) != 3 || seed.Accounts[2].Name != "Visa Card" || seed.Accounts[2].Balance != -32050 || seed.Notes["Savings"] == "" {
		t.Errorf("seed %+v", seed)
	}
	// The launcher, and the loopback patches it requires from beside it.
	launcher := read("actual.js") + read("loopback.js")
	if !strings.Contains(launcher, "require('./loopback.js')") {
		t.Errorf("actual.js does not require loopback.js")
	}
	for _, want := range []string{"'127.0.0.1'", "ENETUNREACH", "ACTUAL_HOSTNAME = '127.0.0.1'", "api.github.com/repos/actualbudget/actual/releases/latest').join('/info')", "dotfiles: 'allow'", "'/bench/seeded'", "'/bench/state'"} {
		if !strings.Contains(launcher, want) {
			t.Errorf("actual.js lacks %q", want)
		}
	}
	pkg := filepath.Join("/apps", "@actual-app", "sync-server", "node_modules", "@actual-app", "sync-server")
	args, env := actualApp.args(pkg, dir, 18470)
	want := []string{filepath.Join(dir, "actual.js"), pkg, filepath.Join("/apps", "@actual-app", "api", "node_modules", "@actual-app", "api"), "18470"}
	if strings.Join(args, " ") != strings.Join(want, " ") || env != nil {
		t.Errorf("args %q %q\nwant %q", args, env, want)
	}
}

// The checks read what the launcher's /bench/state answers: the accounts
// in their order with their balances, an account's note, the formatting
// preferences (their defaults where unset) and the schedules by name.
func TestActualChecks(t *testing.T) {
	state := `{
		"accounts": [
			{"name": "Checking", "offbudget": false, "closed": false, "balance": 106730},
			{"name": "Visa Card", "offbudget": false, "closed": true, "balance": 0},
			{"name": "Pension", "offbudget": true, "closed": false, "balance": -5}
		],
		"notes": {"Savings": "Rainy days"},
		"schedules": [
			{"name": "Rent", "payee": "Landlord", "account": "Checking", "amount": -95000, "amountOp": "isapprox", "frequency": "monthly"},
			{"name": "Gym", "payee": "Fit Co", "account": "Checking", "amount": 2500, "amountOp": "is", "frequency": "weekly"}
		],
		"prefs": {"dateFormat": "yyyy-MM-dd", "firstDayOfWeekIdx": "1"}
	}`
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path != "/bench/state" {
			http.NotFound(w, r)
			return
		}
		io.WriteString(w, state)
	}))
	defer srv.Close()
	in := &Instance{app: actualApp, Base: srv.URL}
	ctx := context.Background()
	for _, c := range []struct {
		check func(context.Context, *Instance) (string, error)
		want  string
	}{
		{acAccounts, "accounts: Checking 1067.30, Visa Card 0.00 (closed), Pension -0.05 (off budget)"},
		{acNote("Savings"), `Savings's note: "Rainy days"`},
		{acNote("Checking"), "Checking has no note"},
		{acFormat, "dates yyyy-MM-dd, weeks start on Monday"},
		{acSchedules, "schedules: Gym: Fit Co, Checking, 25.00 weekly; Rent: Landlord, Checking, ~-950.00 monthly"},
	} {
		got, err := c.check(ctx, in)
		if err != nil || got != c.want {
			t.Errorf("got  %s (%v)\nwant %s", got, err, c.want)
		}
	}
	state = `{"accounts": [], "prefs": {}}`
	if got, err := acFormat(ctx, in); err != nil || got != acFormatSeeded {
		t.Errorf("no preferences: %s (%v)", got, err)
	}
	if got, err := acSchedules(ctx, in); err != nil || got != "schedules: (none)" {
		t.Errorf("no schedules: %s (%v)", got, err)
	}
	in.Base = srv.URL + "/elsewhere"
	if _, err := acAccounts(ctx, in); err == nil || !strings.Contains(err.Error(), "404") {
		t.Errorf("a failing state: %v", err)
	}
}

// The real app, where scripts/bench installed it with its API package: it
// serves its web client (its page found under .bench/, its release check
// asking the server) on loopback, the budget seeded and uploaded, and the
// checks read the seed.
func TestActualApp(t *testing.T) {
	apps := installed(t, "@actual-app/sync-server", acAPI)
	ctx := context.Background()
	in, err := Start(ctx, apps, t.TempDir(), actualApp, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer in.Stop()
	code, page, err := in.get(ctx, "/budget")
	if err != nil || code != http.StatusOK || !strings.Contains(page, "<title>Actual") {
		t.Fatalf("GET /budget: %d (%v)", code, err)
	}
	script := regexp.MustCompile(`/static/js/index\.[\w-]+\.js`).FindString(page)
	if js, err := in.getOK(ctx, script); err != nil || strings.Contains(js, "api.github.com") || !strings.Contains(js, `fetch("/info")`) {
		t.Errorf("GET %q: the release check still asks GitHub (%v)", script, err)
	}
	for _, c := range []struct {
		check func(context.Context, *Instance) (string, error)
		want  string
	}{
		{acAccounts, acAccountsSeeded},
		{acNote("Savings"), acNoteSeeded},
		{acFormat, acFormatSeeded},
		{acSchedules, acSchedulesSeeded},
	} {
		if got, err := c.check(ctx, in); err != nil || got != c.want {
			t.Errorf("got  %s (%v)\nwant %s", got, err, c.want)
		}
	}
	if log := in.file("app.log"); strings.Contains(log, "ENETUNREACH") || strings.Contains(log, "seed:") || !strings.Contains(log, "Listening on 127.0.0.1:") {
		t.Errorf("app.log:\n%s", log)
	}
}
