package apptasks

import (
	"context"
	"crypto/rand"
	_ "embed"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"net/http"
	"path/filepath"
	"strconv"
	"strings"
	"time"
)

// Signal K server is a marine data server: it gathers a boat's
// instruments (position, depth, wind, speed, from NMEA 0183 and NMEA 2000
// sources) into one data model and serves it to apps. Its admin UI is a
// single-page app with a side menu of sections that open groups of pages
// (Server: Settings, Data Connections, Plugin Config…; Security: Settings,
// Users, Access Requests), a header with a Login link, and pages of forms:
// the vessel's base data (text fields that read their values, a Save
// button that answers with an alert), a data connection's form opened by
// a row of the connections' table, a plugin's configuration form opened by
// a row of the plugins' table (switches, checkboxes and radio buttons with
// their labels), the users' table whose rows open a user's form with a
// Delete button, and the access requests a new crew member's sign-up
// makes, each opened by its row into a form with Approve and Deny. Its page
// talks to its server over REST (and a WebSocket for the live data).
//
// Security is on: a person signs in (the seed's admin skipper, his
// password below); deckhand is a second user, read only. The boat, Sea
// Otter, plays the NMEA 0183 log the server ships as its sample
// (samples/plaka.log) through a data connection, plaka-log; its plugins are the Course
// Data provider, the Resources Provider and the NMEA 0183 converter. In
// one task a new crew member, mia, has asked for access as the server
// started (what the login page's sign-up form sends), which waits for the
// skipper.
//
// Its state is its configuration directory, the data directory: the
// vessel's base data (read through its API, GET
// /signalk/v1/api/vessels/self, as any Signal K app reads it),
// settings.json (its data connections, and whether security is on),
// security.json (the users, their permissions) and plugin-config-data/
// (each plugin's configuration). The launcher (apps/signalk.js) keeps it on
// loopback: it listens on 127.0.0.1 only, connects nowhere else, sends no
// UDP (mDNS, a chart plotter's announcements), looks for no gateway or
// server on the network (what the Data Connections page starts), and its
// update check and app store (which ask the npm registry) are off.
var signalKApp = &App{
	Name: "Signal K", Kind: "marine data server's admin UI (a side menu, forms of text fields, switches, checkboxes and radios, tables whose rows open forms, alerts)", Package: "signalk-server", Path: "/admin/",
	seed: skSeed,
	args: func(pkg, dir string, port int) ([]string, []string) {
		return []string{filepath.Join(dir, "signalk.js"), pkg, strconv.Itoa(port)}, nil
	},
	// 200 once its routes are up (its interfaces start before it listens).
	ready:   "/skServer/loginStatus",
	started: skRequestAccess,
}

//go:embed apps/signalk.js
var skLauncher string

// skAdmin and skPassword sign in.
const (
	skAdmin    = "skipper"
	skPassword = "harbour-light-7"
)

// skSettings is settings.json: the interfaces that would listen on every
// address or ask the npm registry off, no mDNS, and the one data
// connection, the log the launcher links in; security on when secure.
func skSettings(secure bool) string {
	s := map[string]any{
		"interfaces": map[string]bool{"appstore": false, "tcp": false, "nmea-tcp": false, "mfd_webapp": false},
		"mdns":       false,
		"ssl":        false,
		"pipedProviders": []any{map[string]any{
			"id": "plaka-log", "enabled": true,
			"pipeElements": []any{map[string]any{
				"type": "providers/simple",
				"options": map[string]any{
					"logging": false, "type": "FileStream",
					"subOptions": map[string]any{"dataType": "NMEA0183", "filename": "plaka.log"},
				},
			}},
		}},
	}
	if secure {
		s["security"] = map[string]string{"strategy": "./tokensecurity"}
	}
	b, _ := json.MarshalIndent(s, "", "  ")
	return string(b) + "\n"
}

// skSecurity is security.json: skipper (admin) and deckhand (read only,
// her password rope-and-knot-3), their passwords' bcrypt hashes; read-only
// access for anyone, sign-ups allowed. Its secret key, which signs the
// tokens of those signed in, is made afresh for every seed: a browser that kept
// the token of a task before is not signed in.
const skSecurity = `{
  "allow_readonly": true,
  "expiration": "NEVER",
  "secretKey": "%s",
  "users": [
    {"username": "skipper", "type": "admin", "password": "$2a$08$wVr.HyzboQ2JbacUjIwuQOZR8CzNOzU2bkd/DbRMcvyBFEj9kuZvm"},
    {"username": "deckhand", "type": "readonly", "password": "$2a$08$ruSbQIYzjeQ7XQJUsyXCf.ri2vdEvO32vOH.IUNyS9WtJVhIPuLUe"}
  ],
  "devices": [],
  "immutableConfig": false,
  "acls": [],
  "allowDeviceAccessRequests": true,
  "allowNewUserRegistration": true
}
`

// skBaseDeltas is the vessel's base data: Sea Otter, her MMSI, length
// and beam.
const skBaseDeltas = `[
  {
    "context": "vessels.self",
    "updates": [
      {
        "values": [
          {"path": "", "value": {"name": "Sea Otter", "mmsi": "230123450"}},
          {"path": "design.length", "value": {"overall": 11.9}},
          {"path": "design.beam", "value": 3.8}
        ]
      }
    ]
  }
]
`

// skRegatta is a second NMEA 0183 log (a few sentences of a race off
// Helsinki), for a data connection to be pointed at.
const skRegatta = "$GPRMC,101500,A,5954.120,N,02458.300,E,5.8,92.0,070625,7.5,E*47\r\n" +
	"$GPDBT,41.3,f,12.6,M,6.8,F*0B\r\n" +
	"$IIMWV,42.0,R,11.4,N,A*3F\r\n" +
	"$GPRMC,101501,A,5954.121,N,02458.305,E,5.9,92.0,070625,7.5,E*43\r\n"

func skSeed(dir string) error {
	key := make([]byte, 32)
	if _, err := rand.Read(key); err != nil {
		return err
	}
	return writeFiles(dir, map[string]string{
		"signalk.js":      skLauncher,
		"loopback.js":     loopbackJS,
		"settings.json":   skSettings(true),
		"security.json":   fmt.Sprintf(skSecurity, hex.EncodeToString(key)),
		"baseDeltas.json": skBaseDeltas,
		"regatta.log":     skRegatta,
	})
}

// skSignUp is a file of the data directory (none of the server's) that
// holds a new crew member's sign-up, which the login page's sign-up form
// would send: where a task has it, it is sent as the server starts, and
// waits for the admin.
const skSignUp = "sign-up.json"

// skRequestAccess sends the task's sign-up, if it has one.
func skRequestAccess(ctx context.Context, in *Instance) error {
	body := in.file(skSignUp)
	if body == "(none)" {
		return nil
	}
	ctx, cancel := context.WithTimeout(ctx, 5*time.Second)
	defer cancel()
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, in.Base+"/signalk/v1/access/requests", strings.NewReader(body))
	if err != nil {
		return err
	}
	req.Header.Set("Content-Type", "application/json")
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		return err
	}
	res.Body.Close()
	if res.StatusCode/100 != 2 {
		return fmt.Errorf("POST /signalk/v1/access/requests: %s", res.Status)
	}
	return nil
}

// skVessel says what the server tells any app of the boat
// (GET /signalk/v1/api/vessels/self): her name, MMSI, length and beam.
func skVessel(ctx context.Context, in *Instance) (string, error) {
	var v struct {
		Name   string `json:"name"`
		MMSI   string `json:"mmsi"`
		Design struct {
			Length struct {
				Value struct {
					Overall *float64 `json:"overall"`
				} `json:"value"`
			} `json:"length"`
			Beam struct {
				Value *float64 `json:"value"`
			} `json:"beam"`
		} `json:"design"`
	}
	if err := in.getJSON(ctx, "/signalk/v1/api/vessels/self", &v); err != nil {
		return "", err
	}
	num := func(f *float64) string {
		if f == nil {
			return "(none)"
		}
		return strconv.FormatFloat(*f, 'f', -1, 64) + " m"
	}
	return fmt.Sprintf("vessel %q, MMSI %s, length %s, beam %s", v.Name, v.MMSI, num(v.Design.Length.Value.Overall), num(v.Design.Beam.Value)), nil
}

// skSecurityState says whether security is on (settings.json) and lists
// the users with their permissions (security.json), in its order.
func skSecurityState(_ context.Context, in *Instance) (string, error) {
	var settings struct {
		Security *struct {
			Strategy string `json:"strategy"`
		} `json:"security"`
	}
	if err := json.Unmarshal([]byte(in.file("settings.json")), &settings); err != nil {
		return "", fmt.Errorf("settings.json: %w", err)
	}
	on := "off"
	if settings.Security != nil && settings.Security.Strategy != "" {
		on = "on"
	}
	var sec struct {
		Users []struct {
			Username string `json:"username"`
			Type     string `json:"type"`
		} `json:"users"`
	}
	if body := in.file("security.json"); body != "(none)" {
		if err := json.Unmarshal([]byte(body), &sec); err != nil {
			return "", fmt.Errorf("security.json: %w", err)
		}
	}
	var users []string
	for _, u := range sec.Users {
		users = append(users, fmt.Sprintf("%s (%s)", u.Username, u.Type))
	}
	if len(users) == 0 {
		users = []string{"(none)"}
	}
	return fmt.Sprintf("security %s; users: %s", on, strings.Join(users, ", ")), nil
}

// skConnections lists the data connections of settings.json: each one's
// id, kind, whether it is on, and its file.
func skConnections(_ context.Context, in *Instance) (string, error) {
	var settings struct {
		PipedProviders []struct {
			ID           string `json:"id"`
			Enabled      *bool  `json:"enabled"`
			PipeElements []struct {
				Options struct {
					Type       string `json:"type"`
					SubOptions struct {
						DataType string `json:"dataType"`
						Filename string `json:"filename"`
					} `json:"subOptions"`
				} `json:"options"`
			} `json:"pipeElements"`
		} `json:"pipedProviders"`
	}
	if err := json.Unmarshal([]byte(in.file("settings.json")), &settings); err != nil {
		return "", fmt.Errorf("settings.json: %w", err)
	}
	var conns []string
	for _, p := range settings.PipedProviders {
		on := "on"
		if p.Enabled != nil && !*p.Enabled {
			on = "off"
		}
		s := fmt.Sprintf("%s (%s)", p.ID, on)
		for _, e := range p.PipeElements {
			s += fmt.Sprintf(": %s %s %s", e.Options.Type, e.Options.SubOptions.DataType, e.Options.SubOptions.Filename)
		}
		conns = append(conns, s)
	}
	return "connections: " + strings.Join(conns, "; "), nil
}

// skPlugin says how a plugin is configured (plugin-config-data/<id>.json):
// whether it is on, and its options (JSON, keys sorted).
func skPlugin(id string) func(context.Context, *Instance) (string, error) {
	return func(_ context.Context, in *Instance) (string, error) {
		body := in.file(filepath.Join("plugin-config-data", id+".json"))
		if body == "(none)" {
			return id + ": not configured", nil
		}
		var c struct {
			Enabled       bool `json:"enabled"`
			Configuration any  `json:"configuration"`
		}
		if err := json.Unmarshal([]byte(body), &c); err != nil {
			return "", fmt.Errorf("%s.json: %w", id, err)
		}
		opts, err := json.Marshal(c.Configuration)
		if err != nil {
			return "", err
		}
		on := "off"
		if c.Enabled {
			on = "on"
		}
		return fmt.Sprintf("%s: %s, %s", id, on, opts), nil
	}
}

var (
	// skSignIn opens the login page from the header and signs skipper in.
	skSignIn = []widgetStep{
		{Op: "click", Target: finder{Roles: roles("link"), Name: "Login"}},
		{Op: "type", Target: finder{Roles: textboxes, Name: "Username"}, Text: skAdmin},
		{Op: "type", Target: finder{Roles: textboxes, Name: "Password"}, Text: skPassword},
		{Op: "click", Target: finder{Roles: roles("button"), Name: "Login"}},
	}
)

// skMenu is an entry of the side menu (a section, or a page in it), by
// its label.
func skMenu(name string) widgetStep {
	return widgetStep{Op: "click", Target: finder{Roles: roles("link"), Name: name}}
}

// skMenuWaiting is an entry of the side menu with something waiting in
// it, which shows their count after its label (Security 1).
func skMenuWaiting(name string, count int) widgetStep {
	return widgetStep{Op: "click", Target: finder{Roles: roles("link"), Name: name, Else: []finder{{Roles: roles("link"), Name: name + " " + strconv.Itoa(count)}}}}
}

// skRow is a row of a table (a connection, a plugin, a user, a request),
// by the cell that names it.
func skRow(name string) widgetStep {
	return widgetStep{Op: "click", Target: finder{Roles: roles("cell", "row"), Name: name, Text: name, Else: []finder{{Has: name}}}}
}

// skButton is a button by its label.
func skButton(name string) widgetStep {
	return widgetStep{Op: "click", Target: finder{Roles: roles("button"), Name: name}}
}

// skSteps are the sign-in, then steps.
func skSteps(steps ...widgetStep) []widgetStep {
	return append(append([]widgetStep{}, skSignIn...), steps...)
}

const skConnectionsSeeded = "connections: plaka-log (on): FileStream NMEA0183 plaka.log"

var signalKTasks = []Task{
	{
		App: signalKApp, Name: "marine data server: rename the boat and change her length (the vessel's form)",
		Steps: skSteps(
			skMenu("Server"), skMenu("Settings"),
			// The form's fields read their values (their labels are
			// text beside them).
			widgetStep{Op: "type", Target: finder{Roles: textboxes, Text: "Sea Otter"}, Text: "Northern Tern"},
			widgetStep{Op: "type", Target: finder{Roles: textboxes, Text: "11.9"}, Text: "12.4"},
			// The vessel's Save, the page's first; it answers with an
			// alert.
			skButton("Save"),
			widgetStep{Op: "accept"},
		),
		Check: skVessel, Want: `vessel "Northern Tern", MMSI 230123450, length 12.4 m, beam 3.8 m`,
	},
	{
		App: signalKApp, Name: "marine data server: change a plugin's options (its configuration form)",
		Steps: skSteps(
			skMenu("Server"), skMenu("Plugin Config"),
			skRow("Course Data provider"),
			widgetStep{Op: "click", Target: finder{Roles: roles("radio"), Name: "Rhumbline"}},
			widgetStep{Op: "click", Target: finder{Roles: roles("checkbox"), Name: "Enable sound"}},
			skButton("Save Configuration"),
		),
		Check: skPlugin("course-provider"), Want: `course-provider: on, {"calculations":{"method":"Rhumbline"},"notifications":{"enableArrival":true,"enablePerpendicular":true,"sound":true}}`,
	},
	{
		App: signalKApp, Name: "marine data server: point a data connection at another log file (its form)",
		Steps: skSteps(
			skMenu("Server"), skMenu("Data Connections"),
			skRow("plaka-log"),
			widgetStep{Op: "type", Target: finder{Roles: textboxes, Text: "plaka.log"}, Text: "regatta.log"},
			skButton("Apply"),
		),
		Check: skConnections, Want: "connections: plaka-log (on): FileStream NMEA0183 regatta.log",
	},
	{
		App: signalKApp, Name: "marine data server: turn security on, making the admin account",
		Files: map[string]string{"settings.json": skSettings(false)},
		Steps: []widgetStep{
			skMenu("Security"), skMenu("Users"),
			{Op: "type", Target: finder{Roles: textboxes, Name: "Username"}, Text: "harbourmaster"},
			{Op: "type", Target: finder{Roles: textboxes, Name: "Password"}, Text: "north-quay-5"},
			skButton("Enable"),
		},
		Check: skSecurityState, Want: "security on; users: harbourmaster (admin)",
	},
	{
		App: signalKApp, Name: "marine data server: remove a user (the users' table, then Delete)",
		Steps: skSteps(
			skMenu("Security"), skMenu("Users"),
			skRow("deckhand"),
			skButton("Delete"),
			// It answers with an alert.
			widgetStep{Op: "accept"},
		),
		Check: skSecurityState, Want: "security on; users: skipper (admin)",
	},
	{
		App: signalKApp, Name: "marine data server: approve a new crew member's access request",
		Files: map[string]string{skSignUp: `{"userId": "mia", "password": "tide-table-9"}`},
		Steps: skSteps(
			skMenuWaiting("Security", 1), skMenuWaiting("Access Requests", 1),
			skRow("mia"),
			skButton("Approve"),
		),
		Check: skSecurityState, Want: "security on; users: skipper (admin), deckhand (readonly), mia (readonly)",
	},
}

func init() {
	Apps = append(Apps, signalKApp)
	Tasks = append(Tasks, signalKTasks...)
}
