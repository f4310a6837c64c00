package apptasks

import (
	"context"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// The seed makes the repository the tasks start from, and the check reads
// it back, then what a commit, a new branch, a checkout and a change left.
func TestUngitSeedAndCheck(t *testing.T) {
	dir := t.TempDir()
	if err := ungitApp.seed(dir); err != nil {
		t.Fatal(err)
	}
	in := &Instance{app: ungitApp, dir: dir}
	ctx := context.Background()
	check := func(want string) {
		t.Helper()
		got, err := ugState(ctx, in)
		if err != nil {
			t.Fatal(err)
		}
		if got != want {
			t.Errorf("got  %s\nwant %s", got, want)
		}
	}
	check("on main; branches french, main; log Add notes < Start the greeter; last touches notes.txt; status (clean)")
	if err := writeFiles(dir, map[string]string{"repo/greet.js": "console.log('hi');\n", "repo/new file.txt": "x\n"}); err != nil {
		t.Fatal(err)
	}
	check(`on main; branches french, main; log Add notes < Start the greeter; last touches notes.txt; status M greet.js, ?? "new file.txt"`)
	for _, args := range [][]string{{"commit", "-qam", "Say hi"}, {"branch", "release-1"}, {"checkout", "-q", "french"}} {
		if _, err := ugGit(dir, args...); err != nil {
			t.Fatal(err)
		}
	}
	check(`on french; branches french, main, release-1; log Say hi < Add notes < Start the greeter; last touches greet.js; status ?? "new file.txt"`)
	if _, err := ugGit(dir, "no-such-command"); err == nil || !strings.Contains(err.Error(), "git no-such-command") {
		t.Errorf("a failing git: %v", err)
	}
	if got, want := in.Page(), "/#/repository?path="+dir+"/repo"; got != want {
		t.Errorf("page %s, want %s", got, want)
	}
	args, env := ungitApp.args("/apps/ungit/node_modules/ungit", dir, 18448)
	if args[0] != "/apps/ungit/node_modules/ungit/source/server.js" || !strings.Contains(strings.Join(args, " "), "--port=18448 --ungitBindIp=127.0.0.1") ||
		!strings.Contains(strings.Join(env, " "), "npm_config_registry=http://127.0.0.1:9/") ||
		!slices.Contains(args, "--pluginDirectory="+filepath.Join(dir, "plugins")) || !slices.Contains(args, "--no-bugtracking") {
		t.Errorf("args %q, env %q", args, env)
	}
	// The plugin that keeps the page from asking for images elsewhere.
	if b, err := os.ReadFile(filepath.Join(dir, "plugins", "offline", "ungit-plugin.json")); err != nil || !strings.Contains(string(b), `"raw": "offline.html"`) {
		t.Errorf("plugin manifest: %s, %v", b, err)
	}
	if b, err := os.ReadFile(filepath.Join(dir, "plugins", "offline", "offline.html")); err != nil || !strings.Contains(string(b), `img-src 'self'`) {
		t.Errorf("plugin: %s, %v", b, err)
	}
}
