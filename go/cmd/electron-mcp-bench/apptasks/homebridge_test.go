package apptasks

import (
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// The seed's accounts carry the hash the UI computes (Node's
// pbkdf2Sync("admin", salt, 1000, 64, "sha512")), and its config.json
// serves on the port given, on loopback, with no login.
func TestHomebridgeSeed(t *testing.T) {
	dir := t.TempDir()
	if err := homebridgeUI.seed(dir); err != nil {
		t.Fatal(err)
	}
	b, err := os.ReadFile(filepath.Join(dir, "auth.json"))
	if err != nil {
		t.Fatal(err)
	}
	var users []struct{ Username, HashedPassword string }
	if err := json.Unmarshal(b, &users); err != nil {
		t.Fatal(err)
	}
	const want = "cf910c9db0603447d1e617e9298ee376d89baf4104b22293805b63dc86747bc30844eb3a8a007c899a4de20875e6572c439e1653aabe7da6bacbf9ac450b5f58"
	if len(users) != 2 || users[1].Username != "admin" || users[1].HashedPassword != want {
		t.Errorf("auth.json: %s", b)
	}
	args, env := homebridgeUI.args("/apps/homebridge-config-ui-x/node_modules/homebridge-config-ui-x", dir, 18581)
	if args[0] != "/apps/homebridge-config-ui-x/node_modules/homebridge-config-ui-x/dist/bin/standalone.js" || !strings.Contains(strings.Join(env, " "), "HTTPS_PROXY=http://127.0.0.1:9") {
		t.Errorf("args %q, env %q", args, env)
	}
	b, err = os.ReadFile(filepath.Join(dir, "config.json"))
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range []string{`"port": 18581`, `"host": "127.0.0.1"`, `"auth": "none"`, `"homebridgePackagePath": "/apps/homebridge/node_modules/homebridge"`} {
		if !strings.Contains(string(b), s) {
			t.Errorf("config.json lacks %s: %s", s, b)
		}
	}
}

// The checks read the UI's files and sign in through its login API.
func TestHomebridgeChecks(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		var in struct{ Username, Password string }
		if r.URL.Path != "/api/auth/login" || json.NewDecoder(r.Body).Decode(&in) != nil || in.Username != "ada" || in.Password != hbPassword {
			w.WriteHeader(http.StatusForbidden)
			return
		}
		w.WriteHeader(http.StatusCreated)
	}))
	defer srv.Close()
	dir := t.TempDir()
	in := &Instance{Base: srv.URL, dir: dir}
	ctx := context.Background()
	got, err := hbDashboard(ctx, in)
	if err != nil || got != "dashboard: (the default layout)" {
		t.Errorf("no layout: %q, %v", got, err)
	}
	if err := writeFiles(dir, map[string]string{
		"auth.json":           `[{"id":1,"username":"guest","name":"Guest","admin":false},{"id":2,"username":"ada","name":"Ada Lovelace","admin":true}]`,
		".uix-dashboard.json": `[{"component":"UpdateInfoWidgetComponent","x":0},{"component":"ClockWidgetComponent","x":0}]`,
		"config.json":         `{"bridge":{},"platforms":[{"platform":"other"},{"platform":"config","proxyHost":"hub.home.test:8443","scheduledBackupDisable":true}]}`,
	}); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		check func(context.Context, *Instance) (string, error)
		want  string
	}{
		{hbUsers("ada", "guest", "bob"), `2 users: guest "Guest", ada "Ada Lovelace" admin; ada logs in; guest cannot log in (403); bob missing`},
		{hbUsers(), `2 users: guest "Guest", ada "Ada Lovelace" admin`},
		{hbDashboard, "dashboard: UpdateInfo, Clock"},
		{hbUIConfig, `proxyHost "hub.home.test:8443", scheduled backups off`},
	} {
		got, err := c.check(ctx, in)
		if err != nil {
			t.Fatal(err)
		}
		if got != c.want {
			t.Errorf("got  %s\nwant %s", got, c.want)
		}
	}
}
