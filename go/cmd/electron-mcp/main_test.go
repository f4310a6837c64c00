package main

import (
	"bytes"
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/electron-mcp/electron-mcp/proto"
)

const fakeToken = "fake-token-never-printed"

var fakeTargets = []proto.Target{
	{ID: "1", Type: proto.TypePage, ElectronType: "window", Title: "Inbox\x1b[31m — Mail\n", URL: "http://127.0.0.1:9/inbox", Focused: true, Visible: true},
	{ID: "2", Type: proto.TypePage, ElectronType: "window", Title: strings.Repeat("A very long title ", 10), URL: "http://127.0.0.1:9/" + strings.Repeat("x", 100), Attached: true},
	{ID: "3", Type: proto.TypeWebview, ElectronType: "webview", Title: "", URL: "about:blank", HostID: "1"},
}

// fakeBridge serves /json/list and /json/version behind fakeToken and
// returns an environment pointing at it.
func fakeBridge(t *testing.T) func(string) string {
	t.Helper()
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Header.Get(proto.HeaderAuthorization) != proto.AuthScheme+" "+fakeToken {
			w.WriteHeader(http.StatusUnauthorized)
			return
		}
		switch r.URL.Path {
		case proto.PathList:
			json.NewEncoder(w).Encode(fakeTargets)
		case proto.PathVersion:
			json.NewEncoder(w).Encode(proto.VersionInfo{Browser: "Chrome/140.0", ProtocolVersion: "1.3", Bridge: "0.1.0", Protocol: proto.Version})
		default:
			http.NotFound(w, r)
		}
	}))
	t.Cleanup(srv.Close)
	return envOf(map[string]string{proto.EnvBridge: srv.URL, proto.EnvToken: fakeToken})
}

// envOf is a getenv over m only; an empty runtime dir keeps the developer's
// discovery files out of the tests.
func envOf(m map[string]string) func(string) string {
	return func(k string) string { return m[k] }
}

func noBridge(t *testing.T) func(string) string {
	return envOf(map[string]string{"XDG_RUNTIME_DIR": t.TempDir()})
}

func runCLI(t *testing.T, getenv func(string) string, args ...string) (code int, stdout, stderr string) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	var out, errb bytes.Buffer
	code = run(ctx, args, &out, &errb, getenv)
	if strings.Contains(out.String()+errb.String(), fakeToken) {
		t.Errorf("electron-mcp %s printed the token", strings.Join(args, " "))
	}
	return code, out.String(), errb.String()
}

func TestListTable(t *testing.T) {
	code, out, errs := runCLI(t, fakeBridge(t), "list")
	if code != exitOK || errs != "" {
		t.Fatalf("exit %d, stderr %q", code, errs)
	}
	lines := strings.Split(strings.TrimRight(out, "\n"), "\n")
	if len(lines) != 4 {
		t.Fatalf("want a header and 3 rows:\n%s", out)
	}
	if got := strings.Fields(lines[0]); !reflect.DeepEqual(got, []string{"ID", "TYPE", "TITLE", "URL", "HOST", "ATTACHED"}) {
		t.Errorf("header: %q", lines[0])
	}
	if strings.Contains(out, "\x1b") {
		t.Errorf("a title's terminal escape reached the output:\n%q", out)
	}
	if !strings.HasPrefix(lines[1], "1 ") || !strings.Contains(lines[1], "Inbox [31m — Mail") || !strings.HasSuffix(lines[1], "no") {
		t.Errorf("row 1: %q", lines[1])
	}
	if !strings.Contains(lines[2], "…") || strings.Contains(lines[2], strings.Repeat("x", 60)) || !strings.HasSuffix(lines[2], "yes") {
		t.Errorf("row 2 is not cut to size: %q", lines[2])
	}
	if f := strings.Fields(lines[3]); len(f) != 6 || f[1] != "webview" || f[2] != "-" || f[4] != "1" {
		t.Errorf("row 3 (the webview, hosted by 1): %q", lines[3])
	}
}

func TestListJSON(t *testing.T) {
	code, out, errs := runCLI(t, fakeBridge(t), "list", "--json")
	if code != exitOK {
		t.Fatalf("exit %d: %s", code, errs)
	}
	var got []proto.Target
	if err := json.Unmarshal([]byte(out), &got); err != nil {
		t.Fatalf("not JSON: %v\n%s", err, out)
	}
	if !reflect.DeepEqual(got, fakeTargets) {
		t.Errorf("got %+v\nwant %+v", got, fakeTargets)
	}
}

func TestListNoBridge(t *testing.T) {
	code, out, errs := runCLI(t, noBridge(t), "list")
	if code != exitError || out != "" {
		t.Fatalf("exit %d, stdout %q", code, out)
	}
	for _, want := range []string{"electron-mcp: bridge: no electron-mcp bridge found", "startBridge()", "host.js --url", "--bridge"} {
		if !strings.Contains(errs, want) {
			t.Errorf("stderr does not say %q:\n%s", want, errs)
		}
	}
}

func TestListWrongToken(t *testing.T) {
	env := fakeBridge(t)
	code, _, errs := runCLI(t, env, "list", "--bridge", env(proto.EnvBridge), "--token", "wrong")
	if code != exitError || !strings.Contains(errs, "unauthorized: the token does not match") {
		t.Fatalf("exit %d: %s", code, errs)
	}
}

func TestVersion(t *testing.T) {
	code, out, _ := runCLI(t, fakeBridge(t), "version")
	if code != exitOK || !strings.Contains(out, "electron-mcp devel") || !strings.Contains(out, "electron-mcp-bridge 0.1.0, Chrome/140.0") {
		t.Fatalf("exit %d:\n%s", code, out)
	}

	code, out, errs := runCLI(t, noBridge(t), "version", "--json")
	if code != exitOK {
		t.Fatalf("without a bridge: exit %d: %s", code, errs)
	}
	var rep versionReport
	if err := json.Unmarshal([]byte(out), &rep); err != nil {
		t.Fatal(err)
	}
	if rep.Protocol != proto.Version || rep.Bridge != nil || !strings.Contains(rep.BridgeError, "no electron-mcp bridge found") {
		t.Errorf("got %+v", rep)
	}
}

func TestUsageErrors(t *testing.T) {
	for _, args := range [][]string{{"lst"}, {"list", "--bogus"}, {"list", "extra"}, {"version", "extra"}, {"serve", "--caps", "cookies"}} {
		code, _, errs := runCLI(t, noBridge(t), args...)
		if code != exitUsage || !strings.Contains(errs, "--help") {
			t.Errorf("%q: exit %d: %s", args, code, errs)
		}
	}
}

func TestHalfFlags(t *testing.T) {
	code, _, errs := runCLI(t, noBridge(t), "list", "--bridge", "http://127.0.0.1:9")
	if code != exitError || !strings.Contains(errs, "--bridge and --token go together") {
		t.Fatalf("exit %d: %s", code, errs)
	}
}

// TestGlobalFlags: every subcommand, including ones added later, takes
// --bridge, --token and --target.
func TestGlobalFlags(t *testing.T) {
	root := newRootCmd(&globals{getenv: noBridge(t)})
	if len(root.Commands()) < len(subcommands) {
		t.Fatalf("%d commands registered, %d constructors", len(root.Commands()), len(subcommands))
	}
	for _, cmd := range root.Commands() {
		for _, name := range []string{"bridge", "token", "target"} {
			if cmd.InheritedFlags().Lookup(name) == nil {
				t.Errorf("%s lacks --%s", cmd.Name(), name)
			}
		}
	}
}

func TestCell(t *testing.T) {
	for in, want := range map[string]string{
		"":            "-",
		"  \t ":       "-",
		"a\tb\nc":     "a b c",
		"\u202eevil":  "evil",
		"ünïcødé":     "ünïcødé",
		"abcdefghijk": "abcdefghi…",
	} {
		if got := cell(in, 10); got != want {
			t.Errorf("cell(%q) = %q, want %q", in, got, want)
		}
	}
}
