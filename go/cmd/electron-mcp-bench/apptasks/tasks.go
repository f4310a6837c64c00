package apptasks

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
)

// The applications: a visual flow editor drawn in SVG, a wiki-style
// single-page app, and a web file manager with a code editor. Each
// installs from npm with no download from elsewhere and runs offline on
// loopback (versions in scripts/bench; Node-RED 5 and Cloud Commander 19
// want Node 22, so the releases before them).
var (
	nodeRED = &App{
		Name: "Node-RED", Kind: "visual flow editor (SVG canvas)", Package: "node-red", Path: "/",
		seed: func(dir string) error {
			return writeFiles(dir, map[string]string{
				// No tours, no projects, no update checks, and no
				// catalogue of nodes to install (the editor's palette
				// manager fetches catalogue.nodered.org's as it starts
				// unless it is given a list of its own): a quiet editor
				// that sends nothing off the machine.
				"settings.js": `module.exports = {
  uiHost: "127.0.0.1", flowFile: "flows.json", credentialSecret: "bench",
  editorTheme: { tours: false, projects: { enabled: false }, palette: { catalogues: [] } },
  telemetry: { enabled: false }, diagnostics: { enabled: false },
  logging: { console: { level: "warn" } },
};
`,
				"flows.json": `[
  {"id":"f1","type":"tab","label":"Flow 1","disabled":false,"info":""},
  {"id":"n1","type":"inject","z":"f1","name":"tick","props":[{"p":"payload"}],"repeat":"","crontab":"","once":false,"onceDelay":0.1,"topic":"","payload":"","payloadType":"date","x":160,"y":100,"wires":[[]]},
  {"id":"n2","type":"debug","z":"f1","name":"out","active":true,"tosidebar":true,"console":false,"tostatus":false,"complete":"payload","targetType":"msg","statusVal":"","statusType":"auto","x":420,"y":100,"wires":[]}
]
`,
			})
		},
		args: func(pkg, dir string, port int) ([]string, []string) {
			return []string{filepath.Join(pkg, "red.js"), "--userDir", dir, "--settings", filepath.Join(dir, "settings.js"), "--port", strconv.Itoa(port)}, nil
		},
		ready: "/flows",
	}
	tiddlyWiki = &App{
		Name: "TiddlyWiki", Kind: "wiki (single-page app)", Package: "tiddlywiki", Path: "/",
		seed: func(dir string) error {
			return writeFiles(dir, map[string]string{
				"tiddlywiki.info": `{"description": "Basic client-server edition",
 "plugins": ["tiddlywiki/tiddlyweb", "tiddlywiki/filesystem", "tiddlywiki/highlight"],
 "themes": ["tiddlywiki/vanilla", "tiddlywiki/snowwhite"]}
`,
				"tiddlers/Shopping list.tid": "title: Shopping list\ntype: text/vnd.tiddlywiki\n\nMilk\nBread",
				"tiddlers/Draft plan.tid":    "title: Draft plan\ntype: text/vnd.tiddlywiki\n\nShip the release on Friday.",
				"tiddlers/Scratch.tid":       "title: Scratch\ntype: text/vnd.tiddlywiki\n\nNothing worth keeping.",
			})
		},
		args: func(pkg, dir string, port int) ([]string, []string) {
			return []string{filepath.Join(pkg, "tiddlywiki.js"), dir, "--listen", "host=127.0.0.1", "port=" + strconv.Itoa(port)}, nil
		},
		ready: "/status",
	}
	cloudCommander = &App{
		Name: "Cloud Commander", Kind: "web file manager with a code editor", Package: "cloudcmd", Path: "/",
		seed: func(dir string) error {
			return writeFiles(dir, map[string]string{
				"root/notes.md":  "# Notes\n- buy milk\n",
				"root/draft.txt": "A first draft.\n",
				"root/old.log":   "an old log line\n",
				"home/.keep":     "",
			})
		},
		args: func(pkg, dir string, port int) ([]string, []string) {
			return []string{filepath.Join(pkg, "bin", "cloudcmd.mjs"), "--root", filepath.Join(dir, "root"), "--port", strconv.Itoa(port),
					"--no-open", "--no-online", "--no-auth", "--no-console", "--no-terminal", "--no-contact", "--no-config-dialog", "--no-show-config"},
				// Its own home (it reads its configuration there) and
				// loopback only.
				[]string{"HOME=" + filepath.Join(dir, "home"), "IP=127.0.0.1"}
		},
		ready: "/",
	}
)

// Apps are the applications, in the report's order.
var Apps = []*App{nodeRED, tiddlyWiki, cloudCommander}

var (
	done    = finder{Roles: roles("button"), Name: "Done"}
	deploy  = finder{Roles: roles("link", "button"), Name: "Deploy"}
	nameBox = finder{Roles: textboxes, Name: "Name"}

	editTiddler    = finder{Roles: roles("button"), Name: "Edit this tiddler"}
	confirmTiddler = finder{Roles: roles("button"), Name: "Confirm changes to this tiddler"}
)

// Tasks are the tasks a person would ask for, a few per application.
var Tasks = []Task{
	{
		App: nodeRED, Name: "flow editor: rename the flow's tab",
		Steps: []widgetStep{
			{Op: "dblclick", Target: finder{Roles: roles("link", "tab"), Name: "Flow 1", Text: "Flow 1"}},
			{Op: "type", Target: nameBox, Text: "Sensors"},
			{Op: "click", Target: done},
			{Op: "click", Target: deploy},
		},
		Check: nodeREDFlows, Want: `tab "Sensors"`,
	},
	{
		App: nodeRED, Name: "flow editor: rename a node on the canvas",
		Steps: []widgetStep{
			{Op: "dblclick", Target: finder{Name: "tick", Text: "tick", Else: []finder{{Has: "tick"}}}},
			{Op: "type", Target: nameBox, Text: "every minute"},
			{Op: "click", Target: done},
			{Op: "click", Target: deploy},
		},
		Check: nodeREDFlows, Want: `inject "every minute"`,
	},
	{
		App: nodeRED, Name: "flow editor: delete a node",
		Steps: []widgetStep{
			{Op: "click", Target: finder{Name: "out", Text: "out", Else: []finder{{Has: "out"}}}},
			{Op: "key", Text: "Delete"},
			{Op: "click", Target: deploy},
		},
		Check: nodeREDFlows, Want: `1 node: inject "tick"`,
	},
	{
		App: nodeRED, Name: "flow editor: wire two nodes (port to port)",
		Steps: []widgetStep{
			// From the output port of the node "tick" to the input port
			// of "out": by the hint of an unnamed part of the drawing.
			{Op: "drag", Target: finder{Hint: "port-output", In: "tick"}, To: finder{Hint: "port-input", In: "out"}},
			{Op: "click", Target: deploy},
		},
		Check: nodeREDFlows, Want: `inject "tick" → out`,
	},
	{
		App: tiddlyWiki, Name: "wiki: write a new tiddler",
		Steps: []widgetStep{
			{Op: "click", Target: finder{Roles: roles("button"), Name: "new tiddler"}},
			{Op: "type", Target: finder{Roles: textboxes, Text: "New Tiddler"}, Text: "Meeting notes"},
			{Op: "type", Target: finder{Roles: textboxes, Name: "Type the text for this tiddler"}, Text: "Agenda: budget"},
			{Op: "click", Target: confirmTiddler},
		},
		Check: tiddlers("Meeting notes"), Want: `"Meeting notes": "Agenda: budget"`,
	},
	{
		App: tiddlyWiki, Name: "wiki: add a line to a tiddler, keeping its text", Files: map[string]string{"tiddlers/$__DefaultTiddlers.tid": "title: $:/DefaultTiddlers\n\n[[Shopping list]]"},
		Steps: []widgetStep{
			{Op: "click", Target: editTiddler},
			{Op: "append", Target: finder{Roles: textboxes, Name: "Type the text for this tiddler"}, Text: "\nEggs"},
			{Op: "click", Target: confirmTiddler},
		},
		Check: tiddlers("Shopping list"), Want: `"Shopping list": "Milk\nBread\nEggs"`,
	},
	{
		App: tiddlyWiki, Name: "wiki: rename a tiddler", Files: map[string]string{"tiddlers/$__DefaultTiddlers.tid": "title: $:/DefaultTiddlers\n\n[[Draft plan]]"},
		Steps: []widgetStep{
			{Op: "click", Target: editTiddler},
			{Op: "type", Target: finder{Roles: textboxes, Text: "Draft plan"}, Text: "Project plan"},
			{Op: "click", Target: confirmTiddler},
		},
		Check: tiddlers("Draft plan", "Project plan"), Want: `"Draft plan" missing; "Project plan": "Ship the release on Friday."`,
	},
	{
		App: tiddlyWiki, Name: "wiki: delete a tiddler (confirm)", Files: map[string]string{"tiddlers/$__DefaultTiddlers.tid": "title: $:/DefaultTiddlers\n\n[[Scratch]]"},
		Steps: []widgetStep{
			{Op: "click", Target: editTiddler},
			{Op: "click", Target: finder{Roles: roles("button"), Name: "Delete this tiddler"}},
			{Op: "accept"},
		},
		Check: tiddlers("Scratch"), Want: `"Scratch" missing`,
	},
	{
		App: tiddlyWiki, Name: "wiki: change the site's title in the control panel",
		Steps: []widgetStep{
			{Op: "click", Target: finder{Roles: roles("button"), Name: "control panel"}},
			{Op: "type", Target: finder{Roles: textboxes, Text: "My TiddlyWiki"}, Text: "Team notes"},
		},
		Check: tiddlers("$:/SiteTitle"), Want: `"$:/SiteTitle": "Team notes"`,
	},
	{
		App: cloudCommander, Name: "file manager: make a directory",
		Steps: []widgetStep{
			{Op: "click", Target: finder{Roles: roles("button"), Name: "F7"}},
			{Op: "type", Target: finder{Roles: textboxes}, Text: "reports"},
			{Op: "click", Target: finder{Roles: roles("button"), Name: "OK"}},
		},
		Check: files, Want: "reports/",
	},
	{
		App: cloudCommander, Name: "file manager: rename a file",
		Steps: []widgetStep{
			{Op: "click", Target: finder{Roles: roles("link"), Name: "draft.txt"}},
			// F2 is the user menu now; Shift+F6 renames.
			{Op: "key", Text: "Shift+F6"},
			{Op: "type", Target: finder{Roles: textboxes, Text: "draft.txt"}, Text: "final.txt"},
			{Op: "click", Target: finder{Roles: roles("button"), Name: "OK"}},
		},
		Check: files, Want: "final.txt notes.md old.log",
	},
	{
		App: cloudCommander, Name: "file manager: delete a file (confirm)",
		Steps: []widgetStep{
			{Op: "click", Target: finder{Roles: roles("link"), Name: "old.log"}},
			{Op: "click", Target: finder{Roles: roles("button"), Name: "F8"}},
			{Op: "click", Target: finder{Roles: roles("button"), Name: "OK"}},
		},
		Check: files, Want: "draft.txt notes.md",
	},
	{
		App: cloudCommander, Name: "file manager: add a line to a file in its editor, keeping its text",
		Steps: []widgetStep{
			{Op: "click", Target: finder{Roles: roles("link"), Name: "notes.md"}},
			{Op: "click", Target: finder{Roles: roles("button"), Name: "F4"}},
			// The file ends in a newline: the caret at its end is on a
			// line of its own.
			{Op: "append", Target: finder{Roles: textboxes}, Text: "- call Ada"},
			{Op: "key", Text: "Control+s"},
		},
		Check: fileText("root/notes.md"), Want: `notes.md: "# Notes\n- buy milk\n- call Ada`,
	},
}

// nodeREDFlows says what Node-RED runs (its admin API): the tabs by label,
// then how many nodes and each one's type, name and wires.
func nodeREDFlows(ctx context.Context, in *Instance) (string, error) {
	code, body, err := in.get(ctx, "/flows")
	if err != nil {
		return "", err
	}
	if code != http.StatusOK {
		return "", fmt.Errorf("GET /flows: %d %s", code, body)
	}
	var flows []struct {
		ID, Type, Name, Label string
		Wires                 [][]string
	}
	if err := json.Unmarshal([]byte(body), &flows); err != nil {
		return "", err
	}
	names := map[string]string{}
	for _, n := range flows {
		names[n.ID] = n.Name
	}
	var tabs, nodes []string
	for _, n := range flows {
		if n.Type == "tab" {
			tabs = append(tabs, fmt.Sprintf("tab %q", n.Label))
			continue
		}
		s := fmt.Sprintf("%s %q", n.Type, n.Name)
		for _, out := range n.Wires {
			for _, to := range out {
				s += " → " + names[to]
			}
		}
		nodes = append(nodes, s)
	}
	noun := "nodes"
	if len(nodes) == 1 {
		noun = "node"
	}
	return fmt.Sprintf("%s; %d %s: %s", strings.Join(tabs, ", "), len(nodes), noun, strings.Join(nodes, ", ")), nil
}

// tiddlers reads tiddlers through TiddlyWiki's HTTP API: each one's text,
// or that it is missing.
func tiddlers(titles ...string) func(ctx context.Context, in *Instance) (string, error) {
	return func(ctx context.Context, in *Instance) (string, error) {
		var out []string
		for _, title := range titles {
			code, body, err := in.get(ctx, "/recipes/default/tiddlers/"+url.PathEscape(title))
			if err != nil {
				return "", err
			}
			switch code {
			case http.StatusNotFound:
				out = append(out, fmt.Sprintf("%q missing", title))
			case http.StatusOK:
				var t struct{ Text string }
				if err := json.Unmarshal([]byte(body), &t); err != nil {
					return "", err
				}
				out = append(out, fmt.Sprintf("%q: %q", title, t.Text))
			default:
				return "", fmt.Errorf("GET %s: %d %s", title, code, body)
			}
		}
		return strings.Join(out, "; "), nil
	}
}

// files lists the file manager's root on disk, directories with a slash.
func files(_ context.Context, in *Instance) (string, error) {
	entries, err := os.ReadDir(filepath.Join(in.dir, "root"))
	if err != nil {
		return "", err
	}
	var names []string
	for _, e := range entries {
		n := e.Name()
		if e.IsDir() {
			n += "/"
		}
		names = append(names, n)
	}
	sort.Strings(names)
	return strings.Join(names, " "), nil
}

// fileText reads a file of the app's data from disk.
func fileText(rel string) func(ctx context.Context, in *Instance) (string, error) {
	return func(_ context.Context, in *Instance) (string, error) {
		return fmt.Sprintf("%s: %q", filepath.Base(rel), in.file(rel)), nil
	}
}
