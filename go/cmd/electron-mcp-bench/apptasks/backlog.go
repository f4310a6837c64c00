package apptasks

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
)

// Backlog.md is a kanban board kept as markdown files: a React page of
// columns by status holding a card (a button) per task, cards dragged from
// column to column, a modal dialog per task whose fields save as they
// change, a dialog of its own for a new task, a search box listing what it
// finds as links, a confirm() before a task goes to the archive, and a
// settings page with a form. Each task is a file under the data directory's
// backlog/tasks/ (YAML front matter, then markdown), the project's settings
// backlog/config.yml. Its npm package is a small launcher and a prebuilt
// binary (backlog.md-linux-x64 and the like, installed with it); its web
// server listens on 127.0.0.1 alone and serves the page as one bundle of
// its own, with no font, image or script from elsewhere. It is told not to
// open a browser, and its configuration keeps it off git and remotes
// (filesystem only, no remote operations, no branch checks), so that it
// neither runs git nor asks anything of the network.
var backlogApp = &App{
	Name: "Backlog.md", Kind: "kanban board (columns of cards, drag and drop, task dialogs)", Package: "backlog.md", Path: "/",
	seed: bkSeed,
	args: func(pkg, dir string, port int) ([]string, []string) {
		return []string{filepath.Join(pkg, "cli.js"), "browser", "--port", strconv.Itoa(port), "--no-open"},
			// Its project is the data directory (its working
			// directory too).
			[]string{"BACKLOG_CWD=" + dir}
	},
	ready: "/api/config",
}

// bkConfig is the project's settings as the CLI's init writes them, with
// git, remotes and the browser's opening off.
const bkConfig = `project_name: "Website relaunch"
default_status: "To Do"
statuses: ["To Do", "In Progress", "Done"]
labels: []
date_format: yyyy-mm-dd
max_column_width: 20
auto_open_browser: false
default_port: 6420
remote_operations: false
auto_commit: false
filesystem_only: true
bypass_git_hooks: false
check_active_branches: false
active_branch_days: 30
task_prefix: "task"
`

// bkTask is a task the board starts with.
type bkTask struct {
	ID                    int
	Title, Status         string
	Labels, Assignee      []string
	Priority, Description string
}

// bkTasks are the board's tasks: four to do (one of them old logo work to
// archive), one in progress, one done.
var bkTasks = []bkTask{
	{ID: 1, Title: "Write the landing page copy", Status: "To Do", Labels: []string{"content"}, Priority: "high", Description: "Headline, three benefits and a call to action."},
	{ID: 2, Title: "Choose a colour palette", Status: "To Do", Labels: []string{"design"}, Description: "Two greens and a warm accent."},
	{ID: 3, Title: "Set up the staging server", Status: "To Do", Assignee: []string{"@grace"}, Priority: "medium"},
	{ID: 4, Title: "Migrate the blog posts", Status: "In Progress", Labels: []string{"content"}, Assignee: []string{"@ada"}, Description: "Forty posts from the old site, with their images."},
	{ID: 5, Title: "Register the domain", Status: "Done", Assignee: []string{"@ada"}},
	{ID: 6, Title: "Remove the old logo experiments", Status: "To Do", Labels: []string{"design"}, Priority: "low", Description: "Drafts nobody uses any more."},
}

// file is the task's file as the CLI writes it: its name and its text.
func (t bkTask) file() (string, string) {
	list := func(key string, items []string) string {
		if len(items) == 0 {
			return key + ": []\n"
		}
		s := key + ":\n"
		for _, it := range items {
			s += "  - '" + it + "'\n"
		}
		return s
	}
	var b strings.Builder
	fmt.Fprintf(&b, "---\nid: TASK-%d\ntitle: %s\nstatus: %s\n", t.ID, t.Title, t.Status)
	b.WriteString(list("assignee", t.Assignee))
	b.WriteString("created_date: '2026-11-30 09:00'\n")
	b.WriteString(list("labels", t.Labels))
	b.WriteString("dependencies: []\n")
	if t.Priority != "" {
		fmt.Fprintf(&b, "priority: %s\n", t.Priority)
	}
	fmt.Fprintf(&b, "ordinal: %d\n---\n", t.ID*1000)
	if t.Description != "" {
		fmt.Fprintf(&b, "\n## Description\n\n<!-- SECTION:DESCRIPTION:BEGIN -->\n%s\n<!-- SECTION:DESCRIPTION:END -->\n", t.Description)
	}
	return fmt.Sprintf("backlog/tasks/task-%d - %s.md", t.ID, strings.ReplaceAll(t.Title, " ", "-")), b.String()
}

// bkSeed writes the project: its settings and its tasks.
func bkSeed(dir string) error {
	files := map[string]string{"backlog/config.yml": bkConfig}
	for _, t := range bkTasks {
		name, text := t.file()
		files[name] = text
	}
	return writeFiles(dir, files)
}

// bkID orders task IDs by their number.
func bkID(id string) int {
	n, _ := strconv.Atoi(id[strings.LastIndex(id, "-")+1:])
	return n
}

// bkArchived reads the tasks in the archive folder from their files' front
// matter: ID and title.
func bkArchived(dir string) ([][2]string, error) {
	entries, err := os.ReadDir(filepath.Join(dir, "backlog", "archive", "tasks"))
	if os.IsNotExist(err) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	field := func(text, key string) string {
		m := regexp.MustCompile(`(?m)^` + key + `: *(.*)$`).FindStringSubmatch(text)
		if m == nil {
			return ""
		}
		return strings.Trim(strings.TrimSpace(m[1]), `'"`)
	}
	var out [][2]string
	for _, e := range entries {
		if e.IsDir() || !strings.HasSuffix(e.Name(), ".md") {
			continue
		}
		b, err := os.ReadFile(filepath.Join(dir, "backlog", "archive", "tasks", e.Name()))
		if err != nil {
			return nil, err
		}
		out = append(out, [2]string{field(string(b), "id"), field(string(b), "title")})
	}
	slices.SortFunc(out, func(a, b [2]string) int { return bkID(a[0]) - bkID(b[0]) })
	return out, nil
}

// bkState says what the board holds, through its API (GET /api/config,
// GET /api/tasks) and its archive folder: the project's name, each
// status's tasks in the order of their IDs, and the archived tasks.
func bkState(ctx context.Context, in *Instance) (string, error) {
	var config struct {
		ProjectName string   `json:"projectName"`
		Statuses    []string `json:"statuses"`
	}
	if err := in.getJSON(ctx, "/api/config", &config); err != nil {
		return "", err
	}
	var tasks []struct{ ID, Title, Status string }
	if err := in.getJSON(ctx, "/api/tasks", &tasks); err != nil {
		return "", err
	}
	slices.SortFunc(tasks, func(a, b struct{ ID, Title, Status string }) int { return bkID(a.ID) - bkID(b.ID) })
	statuses := slices.Clone(config.Statuses)
	byStatus := map[string][]string{}
	for _, t := range tasks {
		if !slices.Contains(statuses, t.Status) {
			statuses = append(statuses, t.Status)
		}
		byStatus[t.Status] = append(byStatus[t.Status], fmt.Sprintf("%s %q", t.ID, t.Title))
	}
	archived, err := bkArchived(in.dir)
	if err != nil {
		return "", err
	}
	out := []string{fmt.Sprintf("project %q", config.ProjectName)}
	column := func(label string, items []string) {
		if len(items) == 0 {
			items = []string{"(none)"}
		}
		out = append(out, label+": "+strings.Join(items, ", "))
	}
	for _, s := range statuses {
		column(s, byStatus[s])
	}
	var gone []string
	for _, a := range archived {
		gone = append(gone, fmt.Sprintf("%s %q", a[0], a[1]))
	}
	column("archived", gone)
	return strings.Join(out, "; "), nil
}

// bkCard is a task's card on the board: a button named by its ID and
// title, holding the title as a heading.
func bkCard(id int, title string) finder {
	return finder{Roles: roles("button"), Name: fmt.Sprintf("Open TASK-%d: %s", id, title), Else: []finder{{Has: title}}}
}

var backlogTasks = []Task{
	{
		App: backlogApp, Name: "kanban board: add a task",
		Steps: []widgetStep{
			{Op: "click", Target: finder{Roles: roles("button"), Name: "+ New Task"}},
			{Op: "type", Target: finder{Roles: textboxes, Name: "Enter task title"}, Text: "Book the photographer"},
			{Op: "click", Target: finder{Roles: roles("button"), Name: "Create"}},
		},
		Check: bkState, Want: `To Do: TASK-1 "Write the landing page copy", TASK-2 "Choose a colour palette", TASK-3 "Set up the staging server", TASK-6 "Remove the old logo experiments", TASK-7 "Book the photographer"; In Progress: TASK-4 "Migrate the blog posts"; Done: TASK-5 "Register the domain"; archived: (none)`,
	},
	{
		App: backlogApp, Name: "kanban board: move a card to another column (drag)",
		Steps: []widgetStep{
			{Op: "drag", Target: bkCard(4, "Migrate the blog posts"), To: finder{Roles: roles("heading"), Name: "Done", Text: "Done"}},
		},
		Check: bkState, Want: `In Progress: (none); Done: TASK-4 "Migrate the blog posts", TASK-5 "Register the domain"; archived: (none)`,
	},
	{
		App: backlogApp, Name: "kanban board: rename a task in its dialog",
		Steps: []widgetStep{
			{Op: "click", Target: bkCard(2, "Choose a colour palette")},
			// The title is a field of the dialog that saves when it
			// loses the focus.
			{Op: "type", Target: finder{Roles: textboxes, Text: "Choose a colour palette"}, Text: "Choose the brand colours"},
			{Op: "click", Target: finder{Roles: roles("button"), Name: "Close modal"}},
		},
		Check: bkState, Want: `To Do: TASK-1 "Write the landing page copy", TASK-2 "Choose the brand colours", TASK-3 "Set up the staging server", TASK-6 "Remove the old logo experiments"; In Progress`,
	},
	{
		App: backlogApp, Name: "kanban board: find a task by searching and archive it (confirm)",
		Steps: []widgetStep{
			{Op: "type", Target: finder{Roles: textboxes, Name: "Search (⌘K)..."}, Text: "logo"},
			// A result is a link holding the task's title, its ID
			// and the match's score.
			{Op: "click", Target: finder{Roles: roles("link"), Has: "Remove the old logo experiments"}},
			{Op: "click", Target: finder{Roles: roles("button"), Name: "Archive Task"}},
			{Op: "accept"},
		},
		Check: bkState, Want: `To Do: TASK-1 "Write the landing page copy", TASK-2 "Choose a colour palette", TASK-3 "Set up the staging server"; In Progress: TASK-4 "Migrate the blog posts"; Done: TASK-5 "Register the domain"; archived: TASK-6 "Remove the old logo experiments"`,
	},
	{
		App: backlogApp, Name: "kanban board: rename the project in the settings",
		Steps: []widgetStep{
			{Op: "click", Target: finder{Roles: roles("link"), Name: "Settings Backlog.md - v1.52.0", Else: []finder{{Roles: roles("link"), Has: "Settings"}}}},
			{Op: "type", Target: finder{Roles: textboxes, Name: "Project Name"}, Text: "Spring launch"},
			{Op: "click", Target: finder{Roles: roles("button"), Name: "Save Changes"}},
		},
		Check: bkState, Want: `project "Spring launch"; To Do: TASK-1`,
	},
}

func init() {
	Apps = append(Apps, backlogApp)
	Tasks = append(Tasks, backlogTasks...)
}
