package apptasks

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
)

// ungit is a git client in the browser: a commit graph of HTML nodes with
// branch labels that act when clicked, a staging area listing the changed
// files with a check mark and icon buttons on each row, inline forms and
// yes/no dialogs of its own. It serves the repository of its data
// directory's repo/ (a person starts it there; its page names the
// repository in its address). It would ask the npm registry for its latest
// version: the registry is a closed port on loopback; it sends bug reports
// and opens a browser only when told to, and it is told not to, nor to fetch
// from remotes, nor to read a configuration file. Its page shows each
// commit's author with an image from www.gravatar.com, with no option to
// turn that off: a plugin of the data directory's own (ungit loads plugins
// from a directory it is given) gives the page a content security policy
// that allows images from the app alone, so that the browser asks nothing
// of the internet either, not even a name server.
var ungitApp = &App{
	Name: "ungit", Kind: "git client (commit graph, staging area)", Package: "ungit", Path: "/#/repository?path={data}/repo",
	seed: ugSeed,
	args: func(pkg, dir string, port int) ([]string, []string) {
		return []string{filepath.Join(pkg, "source", "server.js"), fmt.Sprintf("--port=%d", port), "--ungitBindIp=127.0.0.1",
				"--cliconfigonly", "--no-launchBrowser", "--no-bugtracking", "--ungitVersionCheckOverride", "--no-autoFetch", "--logLevel=warn",
				"--pluginDirectory=" + filepath.Join(dir, "plugins")},
			append(ugEnv(dir), "npm_config_registry=http://127.0.0.1:9/")
	},
	ready: "/api/ping",
}

// ugOffline adds the page's policy to its head (a policy in a meta element
// counts there only).
const ugOffline = `<script>
  (function () {
    var m = document.createElement('meta');
    m.httpEquiv = 'Content-Security-Policy';
    m.content = "img-src 'self' data: blob:";
    document.head.appendChild(m);
  })();
</script>
`

// ugEnv is git's environment for the app and the seed: a home of the data
// directory's own (its .gitconfig names the committer), no system
// configuration.
func ugEnv(dir string) []string {
	return []string{"HOME=" + filepath.Join(dir, "home"), "GIT_CONFIG_NOSYSTEM=1"}
}

// ugSeed makes repo/: two commits on main (README.md, greet.js, notes.txt),
// a branch "french" with one more, main checked out and clean.
func ugSeed(dir string) error {
	if err := writeFiles(dir, map[string]string{
		"home/.gitconfig": "[user]\n\tname = Ada Lovelace\n\temail = ada@example.test\n[init]\n\tdefaultBranch = main\n",
		"repo/README.md":  "# Greeter\n\nSays hello.\n",
		"repo/greet.js":   "console.log('hello');\n",
		// Raw HTML ungit puts into its page before it starts.
		"plugins/offline/ungit-plugin.json": `{"name": "offline", "exports": {"raw": "offline.html"}}`,
		"plugins/offline/offline.html":      ugOffline,
	}); err != nil {
		return err
	}
	repo := filepath.Join(dir, "repo")
	for _, step := range []any{
		[]string{"init", "-q"},
		[]string{"add", "."},
		[]string{"commit", "-qm", "Start the greeter"},
		[]string{"checkout", "-qb", "french"},
		map[string]string{"greet.js": "console.log('bonjour');\n"},
		[]string{"commit", "-qam", "Greet in French"},
		[]string{"checkout", "-q", "main"},
		map[string]string{"notes.txt": "Ideas:\n- greet by name\n"},
		[]string{"add", "notes.txt"},
		[]string{"commit", "-qm", "Add notes"},
	} {
		var err error
		switch s := step.(type) {
		case []string:
			_, err = ugGit(dir, s...)
		case map[string]string:
			err = writeFiles(repo, s)
		}
		if err != nil {
			return err
		}
	}
	return nil
}

// ugGit runs git in the data directory's repo/ and returns its output.
func ugGit(dir string, args ...string) (string, error) {
	cmd := exec.Command("git", args...)
	cmd.Dir = filepath.Join(dir, "repo")
	cmd.Env = append(os.Environ(), ugEnv(dir)...)
	out, err := cmd.CombinedOutput()
	if err != nil {
		return "", fmt.Errorf("git %s: %v: %s", strings.Join(args, " "), err, firstLine(string(out)))
	}
	return strings.TrimRight(string(out), "\n"), nil
}

// ugState reads the repository on disk: the branch checked out, the
// branches, main's history (subjects, newest first, with the files the
// newest commit touched) and the working tree's status.
func ugState(_ context.Context, in *Instance) (string, error) {
	var out []string
	for _, q := range []struct {
		label string
		args  []string
	}{
		{"on", []string{"branch", "--show-current"}},
		{"branches", []string{"branch", "--format=%(refname:short)"}},
		{"log", []string{"log", "--format=%s", "main"}},
		{"last touches", []string{"show", "--format=", "--name-only", "main"}},
		{"status", []string{"status", "--porcelain"}},
	} {
		s, err := ugGit(in.dir, q.args...)
		if err != nil {
			return "", err
		}
		sep := ", "
		if q.label == "log" {
			sep = " < "
		}
		var lines []string
		for _, l := range strings.Split(s, "\n") {
			if l = strings.TrimSpace(l); l != "" {
				lines = append(lines, l)
			}
		}
		if len(lines) == 0 {
			lines = []string{"(clean)"}
		}
		out = append(out, q.label+" "+strings.Join(lines, sep))
	}
	return strings.Join(out, "; "), nil
}

var (
	ugTitle  = finder{Roles: textboxes, Name: "Commit message title"}
	ugCommit = finder{Roles: roles("button"), Name: "Commit"}
	// A file's row: a check mark (a clickable box with no role) that
	// includes it in the commit, its name, and icon buttons named by
	// their titles.
	ugDiscard = finder{Roles: roles("button"), Name: "Discard changes"}
)

var ungitTasks = []Task{
	{
		App: ungitApp, Name: "git client: commit a changed file with a message",
		Files: map[string]string{"repo/README.md": "# Greeter\n\nSays hello, by name.\n"},
		Steps: []widgetStep{
			{Op: "type", Target: ugTitle, Text: "Say who is greeted"},
			{Op: "click", Target: ugCommit},
		},
		Check: ugState, Want: "log Say who is greeted < Add notes < Start the greeter; last touches README.md; status (clean)",
	},
	{
		App: ungitApp, Name: "git client: create a branch at the current commit",
		Steps: []widgetStep{
			{Op: "click", Target: finder{Roles: roles("button"), Name: "Create a branch or tag"}},
			{Op: "type", Target: finder{Roles: textboxes, Name: "New branch name"}, Text: "release-1"},
			{Op: "click", Target: finder{Roles: roles("button"), Name: "Branch"}},
		},
		Check: ugState, Want: "on main; branches french, main, release-1;",
	},
	{
		App: ungitApp, Name: "git client: check out another branch",
		Steps: []widgetStep{
			// A branch's label selects it; the actions on it
			// appear beside the graph.
			{Op: "click", Target: finder{Text: "french", Else: []finder{{Has: "french"}}}},
			{Op: "click", Target: finder{Roles: roles("button"), Name: "Checkout", Else: []finder{{Text: "Checkout"}, {Has: "Checkout"}}}},
		},
		Check: ugState, Want: "on french;",
	},
	{
		App: ungitApp, Name: "git client: discard the change to one of two files",
		// greet.js comes first in the list.
		Files: map[string]string{"repo/greet.js": "console.log('hi');\n", "repo/notes.txt": "Ideas:\n- greet by name\n- greet in Welsh\n"},
		Steps: []widgetStep{
			{Op: "click", Target: ugDiscard},
			{Op: "click", Target: finder{Roles: roles("button"), Name: "Yes"}},
		},
		Check: ugState, Want: "status M notes.txt",
	},
	{
		App: ungitApp, Name: "git client: commit only one of two changed files",
		Files: map[string]string{"repo/greet.js": "console.log('hi');\n", "repo/notes.txt": "Ideas:\n- greet by name\n- greet in Welsh\n"},
		Steps: []widgetStep{
			// greet.js's check mark (the first; it has no name):
			// leave greet.js out.
			{Op: "click", Target: finder{Hint: "check", In: "greet.js"}},
			{Op: "type", Target: ugTitle, Text: "Note Welsh"},
			{Op: "click", Target: ugCommit},
		},
		Check: ugState, Want: "log Note Welsh < Add notes < Start the greeter; last touches notes.txt; status M greet.js",
	},
	{
		App: ungitApp, Name: "git client: amend the last commit's message",
		Steps: []widgetStep{
			{Op: "click", Target: finder{Roles: roles("link", "button"), Name: "Amend previous commit?"}},
			{Op: "type", Target: ugTitle, Text: "Add notes on greetings"},
			{Op: "click", Target: ugCommit},
		},
		Check: ugState, Want: "log Add notes on greetings < Start the greeter; last touches notes.txt; status (clean)",
	},
}

func init() {
	Apps = append(Apps, ungitApp)
	Tasks = append(Tasks, ungitTasks...)
}
