package apptasks

import (
	"context"
	_ "embed"
	"fmt"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
)

// Actual Budget is a personal budgeting app (envelope budgeting): its sync
// server (@actual-app/sync-server) serves its web client, a React app that
// keeps the budget in the browser and syncs its changes to the server. Its
// page asks for the server's password, lists the budget files, and opens
// one: a sidebar of links (Budget, Reports, Schedules, a More menu of
// Payees, Rules and Settings) and of the accounts with their balances; an
// account's page, its name edited in place in its header, a popover of
// notes, a menu of the account's actions, a table of transactions; dialogs
// of forms (a new account's, a schedule's, with comboboxes of payees and
// accounts that offer to create one), a confirmation that closes an
// account and asks where its balance goes, and a settings page whose
// choices open popovers of buttons.
//
// The budget, Household, has three accounts (Checking, with a month's rent,
// groceries and power paid; Savings, its note saying what it is for; a Visa
// Card owing 320.50), categories in two groups (Bills, Everyday), their
// payees, this month's budget and a monthly schedule for the rent. Its
// state is read through Actual's own API package (@actual-app/api): the
// launcher (apps/actual.js) seeds the budget with it, uploads it to the
// server, and answers /bench/state with what the API reads after syncing
// with the server (accounts and their balances, notes, schedules, the
// budget's formatting preferences). It keeps everything on loopback: it
// listens on 127.0.0.1 only, connects nowhere else, and the web client's
// check for a newer release (which asks GitHub from the settings page) asks
// the server instead.
var actualApp = &App{
	Name: "Actual Budget", Kind: "budgeting app (a sidebar of accounts, dialogs of forms with comboboxes, popovers, a name edited in place, a confirmation, a settings page)", Package: "@actual-app/sync-server", Path: "/",
	seed: acSeed,
	args: func(pkg, dir string, port int) ([]string, []string) {
		// The API package, installed beside the server in the apps
		// directory (pkg is <apps>/@actual-app/sync-server/node_modules/@actual-app/sync-server).
		apps := filepath.Join(pkg, "..", "..", "..", "..", "..")
		api := filepath.Join(apps, acAPI, "node_modules", acAPI)
		return []string{filepath.Join(dir, "actual.js"), pkg, api, strconv.Itoa(port)}, nil
	},
	// 200 once the budget is seeded and uploaded.
	ready: "/bench/seeded",
}

// acAPI is Actual's API package, which scripts/bench installs beside the
// server.
const acAPI = "@actual-app/api"

//go:embed apps/actual.js
var acLauncher string

// acPassword is the server's password, which the page asks for.
const acPassword = "pocket-money-4"

// acSeedJSON is the budget the launcher makes: amounts in cents, the
// transactions' days in the current month.
const acSeedJSON = `{
  "password": "` + acPassword + `",
  "budget": "Household",
  "accounts": [
    {"name": "Checking", "balance": 245000},
    {"name": "Savings", "balance": 100000},
    {"name": "Visa Card", "balance": -32050}
  ],
  "groups": [
    {"name": "Bills", "categories": ["Rent", "Electricity", "Internet"]},
    {"name": "Everyday", "categories": ["Groceries", "Dining Out", "Transport"]}
  ],
  "payees": ["Landlord", "Green Grocer", "City Power", "Metro Transit"],
  "transactions": {
    "Checking": [
      {"day": 1, "amount": -95000, "payee": "Landlord", "category": "Rent"},
      {"day": 3, "amount": -6420, "payee": "Green Grocer", "category": "Groceries"},
      {"day": 5, "amount": -4800, "payee": "City Power", "category": "Electricity"}
    ]
  },
  "budgeted": {"Rent": 95000, "Electricity": 6000, "Groceries": 40000},
  "schedules": [{"name": "Rent", "payee": "Landlord", "account": "Checking", "amount": -95000, "day": 1}],
  "notes": {"Savings": "Emergency fund: three months of rent."}
}
`

func acSeed(dir string) error {
	return writeFiles(dir, map[string]string{"actual.js": acLauncher, "loopback.js": loopbackJS, "seed.json": acSeedJSON})
}

// acState is what the launcher's /bench/state answers.
type acState struct {
	Accounts []struct {
		Name      string `json:"name"`
		Offbudget bool   `json:"offbudget"`
		Closed    bool   `json:"closed"`
		Balance   int64  `json:"balance"`
	} `json:"accounts"`
	Notes     map[string]string `json:"notes"`
	Schedules []struct {
		Name      string `json:"name"`
		Payee     string `json:"payee"`
		Account   string `json:"account"`
		Amount    int64  `json:"amount"`
		AmountOp  string `json:"amountOp"`
		Frequency string `json:"frequency"`
	} `json:"schedules"`
	Prefs map[string]string `json:"prefs"`
}

func acRead(ctx context.Context, in *Instance) (*acState, error) {
	var s acState
	if err := in.getJSON(ctx, "/bench/state", &s); err != nil {
		return nil, err
	}
	return &s, nil
}

// acMoney writes cents as the app does, without the thousands' commas:
// -320.50.
func acMoney(cents int64) string {
	sign := ""
	if cents < 0 {
		sign, cents = "-", -cents
	}
	return fmt.Sprintf("%s%d.%02d", sign, cents/100, cents%100)
}

// acAccounts lists the accounts in their order, with their balances,
// those off budget and those closed said so.
func acAccounts(ctx context.Context, in *Instance) (string, error) {
	s, err := acRead(ctx, in)
	if err != nil {
		return "", err
	}
	var out []string
	for _, a := range s.Accounts {
		line := a.Name + " " + acMoney(a.Balance)
		if a.Offbudget {
			line += " (off budget)"
		}
		if a.Closed {
			line += " (closed)"
		}
		out = append(out, line)
	}
	return "accounts: " + strings.Join(out, ", "), nil
}

// acNote says an account's note.
func acNote(account string) func(context.Context, *Instance) (string, error) {
	return func(ctx context.Context, in *Instance) (string, error) {
		s, err := acRead(ctx, in)
		if err != nil {
			return "", err
		}
		note, ok := s.Notes[account]
		if !ok {
			return account + " has no note", nil
		}
		return fmt.Sprintf("%s's note: %q", account, note), nil
	}
}

// acFormat says the budget's date format and the first day of its week
// (their defaults where never set).
func acFormat(ctx context.Context, in *Instance) (string, error) {
	s, err := acRead(ctx, in)
	if err != nil {
		return "", err
	}
	date, ok := s.Prefs["dateFormat"]
	if !ok {
		date = "MM/dd/yyyy"
	}
	day := "Sunday"
	if i, err := strconv.Atoi(s.Prefs["firstDayOfWeekIdx"]); err == nil && i >= 0 && i < 7 {
		day = []string{"Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"}[i]
	}
	return fmt.Sprintf("dates %s, weeks start on %s", date, day), nil
}

// acSchedules lists the schedules by name: payee, account, amount (~ when
// approximate) and how often.
func acSchedules(ctx context.Context, in *Instance) (string, error) {
	s, err := acRead(ctx, in)
	if err != nil {
		return "", err
	}
	var out []string
	for _, sc := range s.Schedules {
		approx := ""
		if sc.AmountOp == "isapprox" {
			approx = "~"
		}
		out = append(out, fmt.Sprintf("%s: %s, %s, %s%s %s", sc.Name, sc.Payee, sc.Account, approx, acMoney(sc.Amount), sc.Frequency))
	}
	slices.Sort(out)
	if len(out) == 0 {
		out = []string{"(none)"}
	}
	return "schedules: " + strings.Join(out, "; "), nil
}

var (
	// acOpen signs in with the server's password and opens the budget
	// from the list of files.
	acOpen = []widgetStep{
		{Op: "type", Target: finder{Roles: textboxes, Name: "Password"}, Text: acPassword},
		{Op: "click", Target: finder{Roles: roles("button"), Name: "Sign in"}},
		{Op: "click", Target: finder{Roles: roles("row", "gridcell"), Name: "Household", Else: []finder{{Has: "Household"}}}},
	}
)

// acSteps are the sign-in and the budget's opening, then steps.
func acSteps(steps ...widgetStep) []widgetStep {
	return append(append([]widgetStep{}, acOpen...), steps...)
}

// acButton is a button by its label.
func acButton(name string) widgetStep {
	return widgetStep{Op: "click", Target: finder{Roles: roles("button"), Name: name}}
}

// acAccount is an account's link in the sidebar, which reads its name and
// balance.
func acAccount(name, balance string) widgetStep {
	return widgetStep{Op: "click", Target: finder{Roles: roles("link"), Name: name + " " + balance, Else: []finder{{Roles: roles("link"), Text: name}}}}
}

// acOption is an entry of a combobox's list.
func acOption(name string) widgetStep {
	return widgetStep{Op: "click", Target: finder{Roles: roles("option"), Name: name}}
}

const acAccountsSeeded = "accounts: Checking 1387.80, Savings 1000.00, Visa Card -320.50"

var actualTasks = []Task{
	{
		App: actualApp, Name: "budgeting app: add an account with its balance (a dialog's form)",
		Steps: acSteps(
			acButton("Add account"),
			acButton("Create a local account"),
			widgetStep{Op: "type", Target: finder{Roles: textboxes, Name: "Name:"}, Text: "Holiday Fund"},
			widgetStep{Op: "type", Target: finder{Roles: textboxes, Name: "Balance:"}, Text: "500.00"},
			acButton("Create"),
		),
		Check: acAccounts, Want: acAccountsSeeded + ", Holiday Fund 500.00",
	},
	{
		App: actualApp, Name: "budgeting app: rename an account (its name in the header, edited in place)",
		Steps: acSteps(
			acAccount("Visa Card", "-320.50"),
			acButton("Edit account name"),
			widgetStep{Op: "type", Target: finder{Roles: textboxes, Text: "Visa Card"}, Text: "Travel Card", Submit: true},
		),
		Check: acAccounts, Want: "accounts: Checking 1387.80, Savings 1000.00, Travel Card -320.50",
	},
	{
		App: actualApp, Name: "budgeting app: change an account's note (its notes popover)",
		Steps: acSteps(
			acAccount("Savings", "1,000.00"),
			acButton("View notes"),
			widgetStep{Op: "type", Target: finder{Roles: textboxes, Name: "Notes (markdown supported)"}, Text: "Emergency fund: four months of rent and the car's repairs."},
			// The popover closes, saving the note.
			widgetStep{Op: "key", Text: "Escape"},
		),
		Check: acNote("Savings"), Want: `Savings's note: "Emergency fund: four months of rent and the car's repairs."`,
	},
	{
		App: actualApp, Name: "budgeting app: close an account, moving its balance to another (the account menu, then a confirmation)",
		Steps: acSteps(
			acAccount("Visa Card", "-320.50"),
			acButton("Account menu"),
			acButton("Close account"),
			// The confirmation asks which account takes the balance,
			// its list open.
			acOption("Checking"),
			acButton("Close Account"),
		),
		Check: acAccounts, Want: "accounts: Checking 1067.30, Savings 1000.00, Visa Card 0.00 (closed)",
	},
	{
		App: actualApp, Name: "budgeting app: change the date format and the week's first day (settings)",
		Steps: acSteps(
			acButton("More"),
			widgetStep{Op: "click", Target: finder{Roles: roles("link"), Name: "Settings"}},
			// Each choice is a button showing its value, which opens a
			// popover of buttons.
			acButton("MM/DD/YYYY"),
			acButton("YYYY-MM-DD"),
			acButton("Sunday"),
			acButton("Monday"),
		),
		Check: acFormat, Want: "dates yyyy-MM-dd, weeks start on Monday",
	},
	{
		App: actualApp, Name: "budgeting app: schedule a monthly bill to a new payee (the schedule's form, its comboboxes)",
		Steps: acSteps(
			widgetStep{Op: "click", Target: finder{Roles: roles("link"), Name: "Schedules"}},
			acButton("Add new schedule"),
			// The name's field is labelled by the text above it.
			widgetStep{Op: "type", Target: finder{Roles: textboxes, Name: "Schedule Name", Else: []finder{{Roles: textboxes, Name: "nothing"}}}, Text: "Internet"},
			widgetStep{Op: "type", Target: finder{Roles: textboxes, Name: "Payee"}, Text: "Fibre Co"},
			acOption("Create payee “Fibre Co”"),
			widgetStep{Op: "type", Target: finder{Roles: textboxes, Name: "Account"}, Text: "Checking"},
			acOption("Checking"),
			widgetStep{Op: "type", Target: finder{Roles: textboxes, Name: "Amount"}, Text: "45.00"},
			acButton("Add"),
		),
		Check: acSchedules, Want: "schedules: Internet: Fibre Co, Checking, ~-45.00 monthly; Rent: Landlord, Checking, ~-950.00 monthly",
	},
}

func init() {
	Apps = append(Apps, actualApp)
	Tasks = append(Tasks, actualTasks...)
}
