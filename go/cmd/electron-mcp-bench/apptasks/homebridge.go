package apptasks

import (
	"bytes"
	"context"
	"crypto/pbkdf2"
	"crypto/sha512"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"net/http"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"time"
)

// Homebridge UI (homebridge-config-ui-x) is the admin console of a smart-home
// hub: an Angular application of menus, modal dialogs with forms, a
// dashboard of widgets, and settings written into the hub's config.json.
// It runs standalone (its own server, not under a running hub), with no
// login (auth "none" signs the browser in as the first administrator) and
// the hub's package (scripts/bench installs homebridge beside it) for the
// version it shows. It asks npm and GitHub for updates: its proxy is a
// closed port on loopback, so that nothing leaves the machine.
var homebridgeUI = &App{
	Name: "Homebridge UI", Kind: "smart-home hub's admin console (menus, dialogs, forms)", Package: "homebridge-config-ui-x", Path: "/",
	seed: func(dir string) error {
		// Two accounts: a guest (listed first, so that its Edit and
		// Delete buttons come first) and the administrator.
		var users []map[string]any
		for i, u := range []struct {
			username, name, password string
			admin                    bool
		}{{"guest", "Guest", "guest-pass", false}, {"admin", "Administrator", "admin", true}} {
			salt, hash, err := hbHash(u.password, fmt.Sprintf("%064x", i+1))
			if err != nil {
				return err
			}
			users = append(users, map[string]any{"id": i + 1, "username": u.username, "name": u.name, "hashedPassword": hash, "salt": salt, "admin": u.admin})
		}
		b, err := json.MarshalIndent(users, "", "    ")
		if err != nil {
			return err
		}
		return writeFiles(dir, map[string]string{"auth.json": string(b), "home/.keep": ""})
	},
	args: func(pkg, dir string, port int) ([]string, []string) {
		// Its port is in its config.json, known only now.
		hub := filepath.Join(filepath.Dir(filepath.Dir(filepath.Dir(pkg))), "homebridge", "node_modules", "homebridge")
		config, err := json.MarshalIndent(map[string]any{
			"bridge":      map[string]any{"name": "Homebridge 3C2A", "username": "0E:3C:2A:11:22:33", "port": 51826, "pin": "031-45-154"},
			"accessories": []any{},
			"platforms": []any{map[string]any{"platform": "config", "name": "Config", "port": port, "host": "127.0.0.1", "auth": "none",
				"homebridgePackagePath": hub}},
		}, "", "  ")
		if err == nil {
			err = os.WriteFile(filepath.Join(dir, "config.json"), config, 0o644)
		}
		if err != nil {
			return []string{"-e", "console.error(" + strconv.Quote("config.json: "+err.Error()) + "); process.exit(1)"}, nil
		}
		return []string{filepath.Join(pkg, "dist", "bin", "standalone.js"), "-U", dir},
			[]string{"HOME=" + filepath.Join(dir, "home"), "HTTP_PROXY=http://127.0.0.1:9", "HTTPS_PROXY=http://127.0.0.1:9", "NO_PROXY=127.0.0.1,localhost",
				"http_proxy=http://127.0.0.1:9", "https_proxy=http://127.0.0.1:9", "no_proxy=127.0.0.1,localhost"}
	},
	ready: "/api/auth/settings",
}

// hbHash is the UI's password hash: PBKDF2-SHA512, 1000 rounds, 64 bytes,
// hex, with the salt's hex text as the salt.
func hbHash(password, salt string) (string, string, error) {
	key, err := pbkdf2.Key(sha512.New, password, []byte(salt), 1000, 64)
	return salt, hex.EncodeToString(key), err
}

var (
	hbSettings = finder{Roles: roles("menuitem", "link"), Name: "Settings"}
	hbAccounts = finder{Roles: roles("link", "button"), Name: "User Accounts"}
	hbSave     = finder{Roles: roles("button"), Name: "Save"}
	hbPassword = "correct-horse-9"
)

var homebridgeTasks = []Task{
	{
		App: homebridgeUI, Name: "hub console: add a user (dialog form)",
		Steps: []widgetStep{
			{Op: "click", Target: hbSettings},
			{Op: "click", Target: hbAccounts},
			{Op: "click", Target: finder{Roles: roles("button"), Name: "Add User"}},
			{Op: "type", Target: finder{Roles: textboxes, Name: "Username"}, Text: "ada"},
			{Op: "type", Target: finder{Roles: textboxes, Name: "Full Name"}, Text: "Ada Lovelace"},
			{Op: "type", Target: finder{Roles: textboxes, Name: "Password"}, Text: hbPassword},
			{Op: "type", Target: finder{Roles: textboxes, Name: "Confirm Password"}, Text: hbPassword},
			{Op: "click", Target: hbSave},
		},
		Check: hbUsers("ada"), Want: `admin "Administrator" admin, ada "Ada Lovelace" admin; ada logs in`,
	},
	{
		App: homebridgeUI, Name: "hub console: make a user an administrator with a new password",
		Steps: []widgetStep{
			{Op: "click", Target: hbSettings},
			{Op: "click", Target: hbAccounts},
			{Op: "click", Target: finder{Roles: roles("button"), Name: "Edit"}},
			// Confirm Password appears once New Password holds text.
			{Op: "type", Target: finder{Roles: textboxes, Name: "New Password"}, Text: hbPassword},
			{Op: "type", Target: finder{Roles: textboxes, Name: "Confirm Password"}, Text: hbPassword},
			{Op: "click", Target: finder{Roles: roles("checkbox"), Name: "Admin User?"}},
			{Op: "click", Target: hbSave},
		},
		Check: hbUsers("guest"), Want: `guest "Guest" admin, admin "Administrator" admin; guest logs in`,
	},
	{
		App: homebridgeUI, Name: "hub console: delete a user",
		Steps: []widgetStep{
			{Op: "click", Target: hbSettings},
			{Op: "click", Target: hbAccounts},
			{Op: "click", Target: finder{Roles: roles("button"), Name: "Delete"}},
		},
		Check: hbUsers(), Want: `1 user: admin "Administrator" admin`,
	},
	{
		App: homebridgeUI, Name: "hub console: show the clock on the dashboard (widgets dialog)",
		Steps: []widgetStep{
			{Op: "click", Target: finder{Roles: roles("button"), Name: "Unlock"}},
			{Op: "click", Target: finder{Roles: roles("button"), Name: "Show/Hide Widgets"}},
			{Op: "click", Target: finder{Roles: roles("button"), Name: "Show Clock"}},
			{Op: "key", Text: "Escape"},
			{Op: "click", Target: finder{Roles: roles("button"), Name: "Lock"}},
		},
		Check: hbDashboard, Want: "Clock",
	},
	{
		App: homebridgeUI, Name: "hub console: set the reverse proxy's hostname in the advanced settings",
		Steps: []widgetStep{
			{Op: "click", Target: hbSettings},
			{Op: "click", Target: finder{Roles: roles("button"), Name: "UI Advanced Settings"}},
			// A section of the form opens when its legend is clicked.
			{Op: "click", Target: finder{Roles: roles("group"), Name: "Hostname Settings"}},
			{Op: "type", Target: finder{Roles: textboxes, Name: "Reverse Proxy Hostname"}, Text: "hub.home.test:8443"},
			{Op: "click", Target: hbSave},
		},
		Check: hbUIConfig, Want: `proxyHost "hub.home.test:8443"`,
	},
	{
		App: homebridgeUI, Name: "hub console: turn scheduled backups off (a styled checkbox)",
		Steps: []widgetStep{
			{Op: "click", Target: hbSettings},
			{Op: "click", Target: finder{Roles: roles("button"), Name: "UI Advanced Settings"}},
			{Op: "click", Target: finder{Roles: roles("group"), Name: "Scheduled Backup Settings"}},
			// The box is hidden behind its styling; a person clicks
			// the words beside it.
			{Op: "click", Target: finder{Roles: roles("checkbox"), Name: "Disable Scheduled Backups", Else: []finder{{Text: "Disable Scheduled Backups"}}}},
			{Op: "click", Target: hbSave},
		},
		Check: hbUIConfig, Want: "scheduled backups off",
	},
}

func init() {
	Apps = append(Apps, homebridgeUI)
	Tasks = append(Tasks, homebridgeTasks...)
}

// hbUsers lists the UI's accounts from its auth.json (username, full name,
// whether an administrator) and, for each of logins, whether it signs in
// through the UI's login API with the tasks' password.
func hbUsers(logins ...string) func(ctx context.Context, in *Instance) (string, error) {
	return func(ctx context.Context, in *Instance) (string, error) {
		b, err := os.ReadFile(filepath.Join(in.dir, "auth.json"))
		if err != nil {
			return "", err
		}
		var users []hbUser
		if err := json.Unmarshal(b, &users); err != nil {
			return "", err
		}
		var list []string
		for _, u := range users {
			s := fmt.Sprintf("%s %q", u.Username, u.Name)
			if u.Admin {
				s += " admin"
			}
			list = append(list, s)
		}
		noun := "users"
		if len(users) == 1 {
			noun = "user"
		}
		out := fmt.Sprintf("%d %s: %s", len(users), noun, strings.Join(list, ", "))
		for _, name := range logins {
			if !slices.ContainsFunc(users, func(u hbUser) bool { return u.Username == name }) {
				out += "; " + name + " missing"
				continue
			}
			code, err := hbLogin(ctx, in, name, hbPassword)
			if err != nil {
				return "", err
			}
			if code == http.StatusCreated || code == http.StatusOK {
				out += "; " + name + " logs in"
			} else {
				out += fmt.Sprintf("; %s cannot log in (%d)", name, code)
			}
		}
		return out, nil
	}
}

type hbUser struct {
	Username, Name string
	Admin          bool
}

// hbLogin posts a username and password to the UI's login API.
func hbLogin(ctx context.Context, in *Instance, username, password string) (int, error) {
	ctx, cancel := context.WithTimeout(ctx, 5*time.Second)
	defer cancel()
	body, err := json.Marshal(map[string]string{"username": username, "password": password})
	if err != nil {
		return 0, err
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, in.Base+"/api/auth/login", bytes.NewReader(body))
	if err != nil {
		return 0, err
	}
	req.Header.Set("Content-Type", "application/json")
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		return 0, err
	}
	res.Body.Close()
	return res.StatusCode, nil
}

// hbDashboard lists the dashboard's widgets from the layout the UI saved
// (.uix-dashboard.json; none until the layout was changed).
func hbDashboard(_ context.Context, in *Instance) (string, error) {
	b, err := os.ReadFile(filepath.Join(in.dir, ".uix-dashboard.json"))
	if os.IsNotExist(err) {
		return "dashboard: (the default layout)", nil
	}
	if err != nil {
		return "", err
	}
	var widgets []struct{ Component string }
	if err := json.Unmarshal(b, &widgets); err != nil {
		return "", err
	}
	var names []string
	for _, w := range widgets {
		names = append(names, strings.TrimSuffix(w.Component, "WidgetComponent"))
	}
	return "dashboard: " + strings.Join(names, ", "), nil
}

// hbUIConfig reads the UI's own settings from the hub's config.json: the
// reverse proxy's hostname and whether scheduled backups run.
func hbUIConfig(_ context.Context, in *Instance) (string, error) {
	b, err := os.ReadFile(filepath.Join(in.dir, "config.json"))
	if err != nil {
		return "", err
	}
	var config struct {
		Platforms []struct {
			Platform               string
			ProxyHost              string `json:"proxyHost"`
			ScheduledBackupDisable bool   `json:"scheduledBackupDisable"`
		}
	}
	if err := json.Unmarshal(b, &config); err != nil {
		return "", err
	}
	for _, p := range config.Platforms {
		if p.Platform == "config" {
			backups := "on"
			if p.ScheduledBackupDisable {
				backups = "off"
			}
			return fmt.Sprintf("proxyHost %q, scheduled backups %s", p.ProxyHost, backups), nil
		}
	}
	return "", fmt.Errorf("config.json has no platform \"config\": %s", firstLine(string(b)))
}
