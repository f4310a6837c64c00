package apptasks

import (
	"context"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// What the checks read from the seed.
const (
	skVesselSeeded   = `vessel "Sea Otter", MMSI 230123450, length 11.9 m, beam 3.8 m`
	skSecuritySeeded = "security on; users: skipper (admin), deckhand (readonly)"
)

// The seed writes the launcher (loopback only, nothing sent elsewhere),
// the settings (security on, the log as the one data connection, the
// interfaces that would listen on every address or ask the registry off),
// the users, the vessel's base data and the second log; the launcher's
// arguments are its path, the package's and the port.
func TestSignalKSeed(t *testing.T) {
	dir, read := seeded(t, signalKApp)
	var settings map[string]any
	if err := json.Unmarshal([]byte(read("settings.json")), &settings); err != nil {
		t.Fatal(err)
	}
	if got, _ := json.Marshal(settings["interfaces"]); string(got) != `{"appstore":false,"mfd_webapp":false,"nmea-tcp":false,"tcp":false}` {
		t.Errorf("interfaces %s", got)
	}
	if settings["mdns"] != false || settings["security"] == nil {
		t.Errorf("settings %v", settings)
	}
	if strings.Contains(skSettings(false), "security") {
		t.Errorf("settings without security:\n%s", skSettings(false))
	}
	for name, want := range map[string]string{
		"security.json":   `"username": "deckhand", "type": "readonly"`,
		"baseDeltas.json": `"name": "Sea Otter", "mmsi": "230123450"`,
		"regatta.log":     "$GPDBT,41.3,f,12.6,M,6.8,F*0B\r\n",
	} {
		if got := read(name); !strings.Contains(got, want) {
			t.Errorf("%s lacks %q:\n%s", name, want, got)
		}
	}
	// The launcher, and the loopback patches it requires from beside it.
	launcher := read("signalk.js") + read("loopback.js")
	if !strings.Contains(launcher, "require('./loopback.js')") {
		t.Errorf("signalk.js does not require loopback.js")
	}
	for _, want := range []string{"'127.0.0.1'", "ENETUNREACH", "dgram.Socket.prototype.send", "SIGNALK_DISABLE_SERVER_UPDATES", "runDiscovery = () => {}", "address: '127.0.0.1'", "samples', 'plaka.log'"} {
		if !strings.Contains(launcher, want) {
			t.Errorf("signalk.js lacks %q", want)
		}
	}
	args, env := signalKApp.args("/apps/signalk-server/node_modules/signalk-server", dir, 18460)
	if got, want := strings.Join(args, " "), filepath.Join(dir, "signalk.js")+" /apps/signalk-server/node_modules/signalk-server 18460"; got != want || env != nil {
		t.Errorf("args %s %q\nwant %s", got, env, want)
	}
	if in := (&Instance{app: signalKApp, dir: dir}); in.Page() != "/admin/" {
		t.Errorf("page %s", in.Page())
	}
}

// The checks read the vessel through the API and the configuration's
// files: the users in their order, the connections with their files, a
// plugin's options with their keys sorted, and what is missing.
func TestSignalKChecks(t *testing.T) {
	vessel := `{"name":"Northern Tern","mmsi":"230123450","design":{"length":{"value":{"overall":12.4}},"beam":{"value":3.8}}}`
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path != "/signalk/v1/api/vessels/self" {
			http.NotFound(w, r)
			return
		}
		io.WriteString(w, vessel)
	}))
	defer srv.Close()
	dir := t.TempDir()
	if err := writeFiles(dir, map[string]string{
		"settings.json": `{"security":{"strategy":"./tokensecurity"},"pipedProviders":[
			{"id":"plaka-log","enabled":true,"pipeElements":[{"type":"providers/simple","options":{"type":"FileStream","subOptions":{"dataType":"NMEA0183","filename":"regatta.log"}}}]},
			{"id":"gps","enabled":false,"pipeElements":[{"type":"providers/simple","options":{"type":"NMEA0183","subOptions":{"type":"tcp"}}}]}]}`,
		"security.json": `{"users":[{"username":"skipper","type":"admin","password":"x"},{"username":"mia","type":"readonly","password":"y"}]}`,
		"plugin-config-data/course-provider.json": `{"configuration":{"notifications":{"sound":true,"enableArrival":true},"calculations":{"method":"Rhumbline"}},"enabled":true}`,
	}); err != nil {
		t.Fatal(err)
	}
	in := &Instance{app: signalKApp, Base: srv.URL, dir: dir}
	ctx := context.Background()
	for _, c := range []struct {
		check func(context.Context, *Instance) (string, error)
		want  string
	}{
		{skVessel, `vessel "Northern Tern", MMSI 230123450, length 12.4 m, beam 3.8 m`},
		{skSecurityState, "security on; users: skipper (admin), mia (readonly)"},
		{skConnections, "connections: plaka-log (on): FileStream NMEA0183 regatta.log; gps (off): NMEA0183  "},
		{skPlugin("course-provider"), `course-provider: on, {"calculations":{"method":"Rhumbline"},"notifications":{"enableArrival":true,"sound":true}}`},
		{skPlugin("resources-provider"), "resources-provider: not configured"},
	} {
		got, err := c.check(ctx, in)
		if err != nil || got != c.want {
			t.Errorf("got  %s (%v)\nwant %s", got, err, c.want)
		}
	}
	vessel = `{"name":"Sea Otter"}`
	if got, err := skVessel(ctx, in); err != nil || got != `vessel "Sea Otter", MMSI , length (none), beam (none)` {
		t.Errorf("a vessel with no design: %s (%v)", got, err)
	}
	if err := writeFiles(dir, map[string]string{"settings.json": `{}`}); err != nil {
		t.Fatal(err)
	}
	if err := os.Remove(filepath.Join(dir, "security.json")); err != nil {
		t.Fatal(err)
	}
	if got, err := skSecurityState(ctx, in); err != nil || got != "security off; users: (none)" {
		t.Errorf("no security: %s (%v)", got, err)
	}
	in.Base = srv.URL + "/elsewhere"
	if _, err := skVessel(ctx, in); err == nil || !strings.Contains(err.Error(), "404") {
		t.Errorf("a failing API: %v", err)
	}
}

// The real app, where scripts/bench installed it: it serves its admin UI
// (found where npm put it) on loopback, reads the seeded vessel, users,
// connection and plugins (the Course Data provider on, its options not
// set), has the task's sign-up waiting, and the checks see changes made
// through its API by the signed-in admin.
func TestSignalKApp(t *testing.T) {
	apps := installed(t, "signalk-server")
	ctx := context.Background()
	in, err := Start(ctx, apps, t.TempDir(), signalKApp, map[string]string{skSignUp: `{"userId": "mia", "password": "tide-table-9"}`})
	if err != nil {
		t.Fatal(err)
	}
	defer in.Stop()
	if code, body, err := in.get(ctx, in.Page()); err != nil || code != http.StatusOK || !strings.Contains(body, "Signal K") {
		t.Errorf("GET %s: %d (%v)", in.Page(), code, err)
	}
	for _, c := range []struct {
		check func(context.Context, *Instance) (string, error)
		want  string
	}{
		{skVessel, skVesselSeeded},
		{skSecurityState, skSecuritySeeded},
		{skConnections, skConnectionsSeeded},
		{skPlugin("course-provider"), "course-provider: on, {}"},
	} {
		if got, err := c.check(ctx, in); err != nil || got != c.want {
			t.Errorf("got  %s (%v)\nwant %s", got, err, c.want)
		}
	}
	// The admin signs in and reads the requests, then removes deckhand
	// and sets the Course Data provider's options.
	send := func(method, path, token, body string) string {
		t.Helper()
		req, err := http.NewRequestWithContext(ctx, method, in.Base+path, strings.NewReader(body))
		if err != nil {
			t.Fatal(err)
		}
		req.Header.Set("Content-Type", "application/json")
		if token != "" {
			req.Header.Set("Authorization", "Bearer "+token)
		}
		res, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		defer res.Body.Close()
		b, _ := io.ReadAll(res.Body)
		if res.StatusCode/100 != 2 {
			t.Fatalf("%s %s: %s %s", method, path, res.Status, b)
		}
		return string(b)
	}
	var login struct{ Token string }
	if err := json.Unmarshal([]byte(send(http.MethodPost, "/signalk/v1/auth/login", "", `{"username": "skipper", "password": "harbour-light-7"}`)), &login); err != nil || login.Token == "" {
		t.Fatalf("login: %v", err)
	}
	if got := send(http.MethodGet, "/skServer/security/access/requests", login.Token, ""); !strings.Contains(got, `"accessIdentifier":"mia"`) {
		t.Errorf("access requests: %s", got)
	}
	send(http.MethodDelete, "/skServer/security/users/deckhand", login.Token, "")
	send(http.MethodPost, "/skServer/plugins/course-provider/config", login.Token, `{"enabled": true, "configuration": {"calculations": {"method": "Rhumbline"}}}`)
	if got, err := skSecurityState(ctx, in); err != nil || got != "security on; users: skipper (admin)" {
		t.Errorf("after deckhand was removed: %s (%v)", got, err)
	}
	if got, err := skPlugin("course-provider")(ctx, in); err != nil || got != `course-provider: on, {"calculations":{"method":"Rhumbline"}}` {
		t.Errorf("after the plugin was configured: %s (%v)", got, err)
	}
	if log := in.file("app.log"); strings.Contains(log, "ENETUNREACH") || strings.Contains(log, "new version") || !strings.Contains(log, "running at") {
		t.Errorf("app.log:\n%s", log)
	}
}
