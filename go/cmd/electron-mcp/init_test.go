package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
)

func readConfig(t *testing.T, path string) map[string]any {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var v map[string]any
	if err := json.Unmarshal(data, &v); err != nil {
		t.Fatalf("%s: %v\n%s", path, err, data)
	}
	return v
}

func TestInitWritesEachClientsFormat(t *testing.T) {
	if runtime.GOOS == "windows" {
		t.Skip("the npx line is cmd /c npx on Windows")
	}
	dir := t.TempDir()
	fromNPM := envOf(map[string]string{"XDG_RUNTIME_DIR": t.TempDir(), envLauncher: "npm"})
	code, out, errs := runCLI(t, fromNPM, "init", "--dir", dir, "--client", "claude,vscode", "--client", "cursor", "--caps", "storage")
	if code != exitOK {
		t.Fatalf("exit %d: %s", code, errs)
	}
	npx := []any{"-y", "@electron-mcp/server", "serve", "--caps", "storage"}
	for _, c := range []struct {
		file, key string
		typed     bool
	}{
		{".mcp.json", "mcpServers", true},
		{".vscode/mcp.json", "servers", true},
		{".cursor/mcp.json", "mcpServers", false},
	} {
		cfg := readConfig(t, filepath.Join(dir, c.file))
		e, _ := cfg[c.key].(map[string]any)["electron"].(map[string]any)
		if e == nil || e["command"] != "npx" || !equalJSON(e["args"], npx) || (e["type"] == "stdio") != c.typed || len(cfg) != 1 {
			t.Errorf("%s: %v", c.file, cfg)
		}
		if !strings.Contains(out, filepath.Join(dir, c.file)) {
			t.Errorf("the output does not name %s:\n%s", c.file, out)
		}
	}
}

func TestInitKeepsOtherServersAndTheirOrder(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, ".mcp.json")
	orig := `{
  "mcpServers": {
    "zeta": {"command": "zeta-server", "args": ["--port", "1"], "env": {"A": "<b>"}},
    "alpha": {"type": "http", "url": "http://127.0.0.1:9/mcp"}
  },
  "other": [1, 2]
}
`
	if err := os.WriteFile(file, []byte(orig), 0o600); err != nil {
		t.Fatal(err)
	}
	env := noBridge(t)
	if code, _, errs := runCLI(t, env, "init", "--dir", dir); code != exitOK {
		t.Fatalf("exit %d: %s", code, errs)
	}
	data, _ := os.ReadFile(file)
	s := string(data)
	if z, a, e := strings.Index(s, `"zeta"`), strings.Index(s, `"alpha"`), strings.Index(s, `"electron"`); !(z >= 0 && z < a && a < e) {
		t.Errorf("the servers' order changed (zeta, alpha, then electron):\n%s", s)
	}
	cfg := readConfig(t, file)
	servers := cfg["mcpServers"].(map[string]any)
	if !equalJSON(servers["zeta"], map[string]any{"command": "zeta-server", "args": []any{"--port", "1"}, "env": map[string]any{"A": "<b>"}}) ||
		!equalJSON(servers["alpha"], map[string]any{"type": "http", "url": "http://127.0.0.1:9/mcp"}) || !equalJSON(cfg["other"], []any{1, 2}) {
		t.Errorf("other entries changed:\n%s", s)
	}
	e := servers["electron"].(map[string]any)
	exe, _ := os.Executable()
	if exe, _ = filepath.EvalSymlinks(exe); e["command"] != exe || !equalJSON(e["args"], []any{"serve"}) {
		t.Errorf("without npm, the entry is this binary: %v", e)
	}
	if st, _ := os.Stat(file); st.Mode().Perm() != 0o600 {
		t.Errorf("the file's mode changed to %v", st.Mode().Perm())
	}

	// Again: nothing changes. From npm: our own entry is updated.
	code, out, _ := runCLI(t, env, "init", "--dir", dir)
	if after, _ := os.ReadFile(file); code != exitOK || string(after) != s || !strings.Contains(out, "already has") {
		t.Errorf("a second init changed the file or said otherwise: %s", out)
	}
	fromNPM := envOf(map[string]string{"XDG_RUNTIME_DIR": t.TempDir(), envLauncher: "npm"})
	if code, _, errs := runCLI(t, fromNPM, "init", "--dir", dir); code != exitOK {
		t.Fatalf("exit %d: %s", code, errs)
	}
	if e := readConfig(t, file)["mcpServers"].(map[string]any)["electron"].(map[string]any); runtime.GOOS != "windows" && e["command"] != "npx" {
		t.Errorf("our own entry was not updated: %v", e)
	}
	// The npx entry is ours too: init from this binary takes it back.
	if code, out, errs := runCLI(t, env, "init", "--dir", dir); code != exitOK || !strings.Contains(out, "Added") {
		t.Fatalf("exit %d: %s%s", code, out, errs)
	}
	if e := readConfig(t, file)["mcpServers"].(map[string]any)["electron"].(map[string]any); e["command"] != exe {
		t.Errorf("the npx entry was not recognised as electron-mcp's: %v", e)
	}
}

func TestInitLeavesAForeignEntryAndBadFilesAlone(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, ".mcp.json")
	for _, c := range []struct{ content, want string }{
		{`{"mcpServers": {"electron": {"command": "node", "args": ["other-electron-tool.js"]}}}`, "not electron-mcp"},
		{"{\n  // a comment\n  \"mcpServers\": {}\n}", "add this entry by hand"},
		{`{"mcpServers": []}`, "is not an object"},
		{`[1]`, "not plain JSON"},
	} {
		if err := os.WriteFile(file, []byte(c.content), 0o644); err != nil {
			t.Fatal(err)
		}
		code, _, errs := runCLI(t, noBridge(t), "init", "--dir", dir)
		if code == exitOK || !strings.Contains(errs, c.want) {
			t.Errorf("%s: exit %d, %s", c.content, code, errs)
		}
		if data, _ := os.ReadFile(file); string(data) != c.content {
			t.Errorf("%s was changed to %s", c.content, data)
		}
	}
	if code, _, errs := runCLI(t, noBridge(t), "init", "--dir", dir, "--client", "zed"); code != exitUsage || !strings.Contains(errs, "claude, vscode, cursor") {
		t.Errorf("an unknown client: exit %d, %s", code, errs)
	}
	entries, _ := os.ReadDir(dir)
	if len(entries) != 1 {
		t.Errorf("init left files behind: %v", entries)
	}
}

func equalJSON(a, b any) bool {
	x, _ := json.Marshal(a)
	y, _ := json.Marshal(b)
	return string(x) == string(y)
}
