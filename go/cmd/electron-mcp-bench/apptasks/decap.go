package apptasks

import (
	"context"
	_ "embed"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"time"
)

// Decap CMS is a headless CMS's content editor: a React page of collections
// (a list of entries, a search box), an entry editor whose fields are
// widgets (text fields, a date with a "Now" button, react-select
// comboboxes of one value or several, a switch, a rich-text editor of
// paragraphs), a Publish menu, and a confirm() before an entry is
// deleted. It keeps the site's content as files: the posts as markdown
// with YAML front matter under content/posts/, the site's settings as
// content/settings.json. The CMS is a browser bundle (decap-cms's
// dist/decap-cms.js); decap-server (installed beside it by scripts/bench)
// is its local back end, an express app that reads and writes the files of
// a directory. A launcher of ours (apps/decap.js, written into the data
// directory) serves both from one origin on 127.0.0.1: decap-server's file
// system API at /api/v1 (the data directory its "repository") and the
// admin page at /admin/ (the seed's index.html and config.yml, the bundle
// and its chunks from decap-cms's dist). The page loads nothing from
// elsewhere: no font, no script, no status page (those are the hosted
// back ends', not the proxy's). The admin page opens signed in, as after
// the proxy back end's "Login" button (the user it keeps in localStorage).
var decapApp = &App{
	Name: "Decap CMS", Kind: "headless CMS's content editor (collections, entry editor with widgets, rich text)", Package: "decap-cms", Path: "/admin/",
	seed: dcSeed,
	args: func(pkg, dir string, port int) ([]string, []string) {
		apps := filepath.Dir(filepath.Dir(filepath.Dir(pkg)))
		server := filepath.Join(apps, "decap-server", "node_modules", "decap-server")
		return []string{filepath.Join(dir, "decap.js"), server, filepath.Join(pkg, "dist"), strconv.Itoa(port)},
			[]string{"GIT_REPO_DIRECTORY=" + dir}
	},
	ready: "/admin/config.yml",
}

//go:embed apps/decap.js
var dcLauncher string

// dcIndex is the admin page, as Decap CMS's docs give it, signed in.
const dcIndex = `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1.0">
  <title>Content Manager</title>
  <script>localStorage.setItem('decap-cms-user', JSON.stringify({ backendName: 'proxy' }));</script>
</head>
<body>
  <script src="decap-cms.js"></script>
</body>
</html>
`

// dcConfig is the CMS's configuration: the proxy back end on the page's own
// origin, and the bakery's two collections. A post's tags are a select of
// several values, not the list widget's comma-separated text field, which
// takes no comma or space typed into it (decap-cms issue #4646: only a
// pasted or filled text reaches it whole), so that a person could type it.
const dcConfig = `backend:
  name: proxy
  proxy_url: /api/v1
media_folder: static/images
public_folder: /images
collections:
  - name: posts
    label: Posts
    label_singular: Post
    folder: content/posts
    create: true
    slug: "{{slug}}"
    summary: "{{title}}"
    fields:
      - { label: Title, name: title, widget: string }
      - { label: Date, name: date, widget: datetime, format: YYYY-MM-DD, date_format: YYYY-MM-DD, time_format: false }
      - { label: Author, name: author, widget: select, options: ["Mara Lindqvist", "Tomás Reyes", "June Okafor"] }
      - { label: Tags, name: tags, widget: select, multiple: true, required: false, options: [bread, rye, pastry, recipes, baking at home, news, classes, seasonal] }
      - { label: Draft, name: draft, widget: boolean, default: false }
      - { label: Summary, name: summary, widget: text }
      - { label: Body, name: body, widget: markdown, required: false }
  - name: settings
    label: Settings
    files:
      - name: site
        label: Site settings
        file: content/settings.json
        fields:
          - { label: Site title, name: title, widget: string }
          - { label: Tagline, name: tagline, widget: string }
          - { label: Contact email, name: email, widget: string }
          - { label: Opening hours, name: hours, widget: string }
`

// dcPost is a post the site starts with.
type dcPost struct {
	Slug, Title, Date, Author string
	Tags                      []string
	Draft                     bool
	Summary                   string
	Body                      []string // its paragraphs
}

// dcPosts are the bakery's posts: one with a typo in its title, one still a
// draft, one about a cancelled class.
var dcPosts = []dcPost{
	{Slug: "sourdough-for-beginers", Title: "Sourdough for beginers", Date: "2026-10-02", Author: "Mara Lindqvist", Tags: []string{"bread", "baking at home"},
		Summary: "How to start and keep a sourdough starter.",
		Body:    []string{"A starter is only flour, water and patience.", "Feed it every morning for a week before your first loaf."}},
	{Slug: "new-autumn-opening-hours", Title: "New autumn opening hours", Date: "2026-10-15", Author: "Tomás Reyes", Tags: []string{"news"},
		Summary: "We open an hour later from November.",
		Body:    []string{"From the first of November the doors open at eight."}},
	{Slug: "our-cinnamon-bun-recipe", Title: "Our cinnamon bun recipe", Date: "2026-11-03", Author: "June Okafor", Tags: []string{"pastry", "recipes"}, Draft: true,
		Summary: "The buns everyone asks about.",
		Body:    []string{"Cardamom in the dough, cinnamon in the butter.", "Bake them at 200 degrees for twelve minutes."}},
	{Slug: "croissant-class-cancelled", Title: "Croissant class cancelled", Date: "2026-11-10", Author: "Mara Lindqvist", Tags: []string{"news", "classes"},
		Summary: "Saturday's class will not take place.",
		Body:    []string{"We are sorry: the oven needs a repair."}},
	{Slug: "christmas-stollen-pre-orders", Title: "Christmas stollen pre-orders", Date: "2026-11-20", Author: "Tomás Reyes", Tags: []string{"seasonal"},
		Summary: "Order your stollen for the holidays.",
		Body:    []string{"Our stollen is back, with marzipan or without.", "Pick it up any day from the fifteenth of December."}},
}

// file is the post's file as the CMS writes it: its path and its text.
func (p dcPost) file() (string, string) {
	var b strings.Builder
	fmt.Fprintf(&b, "---\ntitle: %s\ndate: %s\nauthor: %s\ntags:\n", p.Title, p.Date, p.Author)
	for _, t := range p.Tags {
		fmt.Fprintf(&b, "  - %s\n", t)
	}
	fmt.Fprintf(&b, "draft: %t\nsummary: %s\n---\n%s\n", p.Draft, p.Summary, strings.Join(p.Body, "\n\n"))
	return "content/posts/" + p.Slug + ".md", b.String()
}

// dcSettings is the site's settings file.
const dcSettings = `{
  "title": "Crumb & Co.",
  "tagline": "Bread baked before sunrise",
  "email": "hello@crumb.example",
  "hours": "Tue-Sat 7:00-14:00"
}
`

// dcSeed writes the site: the admin page, the CMS's configuration, the
// launcher, the posts and the settings.
func dcSeed(dir string) error {
	files := map[string]string{
		"decap.js":              dcLauncher,
		"admin/index.html":      dcIndex,
		"admin/config.yml":      dcConfig,
		"content/settings.json": dcSettings,
		"static/images/.keep":   "",
	}
	for _, p := range dcPosts {
		name, text := p.file()
		files[name] = text
	}
	return writeFiles(dir, files)
}

// dcFrontMatter reads a post's file: its front matter (the YAML the CMS
// writes: scalars, plain or quoted, folded or literal blocks, and lists of
// scalars) and its body.
func dcFrontMatter(text string) (map[string]any, string, error) {
	rest, ok := strings.CutPrefix(text, "---\n")
	if !ok {
		return nil, "", fmt.Errorf("no front matter")
	}
	head, body, ok := strings.Cut(rest, "\n---")
	if !ok {
		return nil, "", fmt.Errorf("front matter without its end")
	}
	body = strings.TrimPrefix(body, "\n")
	fields := map[string]any{}
	lines := strings.Split(head, "\n")
	for i := 0; i < len(lines); i++ {
		line := lines[i]
		if strings.TrimSpace(line) == "" {
			continue
		}
		key, value, ok := strings.Cut(line, ":")
		if !ok || strings.HasPrefix(line, " ") {
			return nil, "", fmt.Errorf("front matter line %q", line)
		}
		value = strings.TrimSpace(value)
		// What is indented under the key: a list or a block.
		var under []string
		for i+1 < len(lines) && (strings.HasPrefix(lines[i+1], " ") || strings.HasPrefix(lines[i+1], "-")) {
			i++
			under = append(under, strings.TrimSpace(lines[i]))
		}
		switch {
		case value == "" && len(under) > 0 && strings.HasPrefix(under[0], "-"):
			var list []string
			for _, u := range under {
				list = append(list, dcScalar(strings.TrimSpace(strings.TrimPrefix(u, "-"))))
			}
			fields[key] = list
		case value == "[]":
			fields[key] = []string{}
		case strings.HasPrefix(value, ">") || strings.HasPrefix(value, "|"):
			sep := " "
			if value[0] == '|' {
				sep = "\n"
			}
			fields[key] = strings.Join(under, sep)
		default:
			fields[key] = dcScalar(strings.Join(append([]string{value}, under...), " "))
		}
	}
	return fields, body, nil
}

// dcScalar is a YAML scalar's text, unquoted.
func dcScalar(s string) string {
	switch {
	case len(s) >= 2 && s[0] == '\'' && s[len(s)-1] == '\'':
		return strings.ReplaceAll(s[1:len(s)-1], "''", "'")
	case len(s) >= 2 && s[0] == '"' && s[len(s)-1] == '"':
		if u, err := strconv.Unquote(s); err == nil {
			return u
		}
		return s[1 : len(s)-1]
	}
	return s
}

// dcString is a front matter field as text: a list's items joined by "/"
// ("(none)" when it has none).
func dcString(v any) string {
	switch v := v.(type) {
	case nil:
		return ""
	case []string:
		if len(v) == 0 {
			return "(none)"
		}
		return strings.Join(v, "/")
	default:
		return fmt.Sprint(v)
	}
}

// dcState says what the site holds, from its files: each post (by its
// file's name, in their order) with its title, author, tags, whether it
// is a draft, its date ("today" when it is today's) and summary (and the
// body of the one withBody names), then the settings.
func dcState(withBody string) func(ctx context.Context, in *Instance) (string, error) {
	return func(ctx context.Context, in *Instance) (string, error) {
		dir := filepath.Join(in.dir, "content", "posts")
		entries, err := os.ReadDir(dir)
		if err != nil {
			return "", err
		}
		today := time.Now().Format("2006-01-02")
		var posts []string
		for _, e := range entries {
			slug, ok := strings.CutSuffix(e.Name(), ".md")
			if e.IsDir() || !ok {
				continue
			}
			b, err := os.ReadFile(filepath.Join(dir, e.Name()))
			if err != nil {
				return "", err
			}
			f, text, err := dcFrontMatter(string(b))
			if err != nil {
				return "", fmt.Errorf("%s: %w", e.Name(), err)
			}
			state := "published"
			if dcString(f["draft"]) == "true" {
				state = "draft"
			}
			date := dcString(f["date"])
			if date == today {
				date = "today"
			}
			post := fmt.Sprintf("%s %q by %s, tags %s, %s, %s, summary %q", slug, dcString(f["title"]), dcString(f["author"]), dcString(f["tags"]), state, date, dcString(f["summary"]))
			if slug == withBody {
				post += fmt.Sprintf(", body %q", strings.TrimSpace(text))
			}
			posts = append(posts, post)
		}
		slices.Sort(posts)
		b, err := os.ReadFile(filepath.Join(in.dir, "content", "settings.json"))
		if err != nil {
			return "", err
		}
		var s struct{ Title, Tagline, Email, Hours string }
		if err := json.Unmarshal(b, &s); err != nil {
			return "", fmt.Errorf("settings.json: %w", err)
		}
		return fmt.Sprintf("posts: %s; settings: title %q, tagline %q, email %q, hours %q", strings.Join(posts, "; "), s.Title, s.Tagline, s.Email, s.Hours), nil
	}
}

var (
	dcPublish    = finder{Roles: roles("button"), Name: "Publish"}
	dcPublishNow = finder{Roles: roles("menuitem"), Name: "Publish now"}
)

// dcEntry is an entry's link in a collection's list (or the search's),
// named by its title.
func dcEntry(title string) finder {
	return finder{Roles: roles("link"), Name: title, Else: []finder{{Roles: roles("link"), Has: title}}}
}

var decapTasks = []Task{
	{
		App: decapApp, Name: "headless CMS: fix a typo in a post's title",
		Steps: []widgetStep{
			{Op: "click", Target: dcEntry("Sourdough for beginers")},
			{Op: "type", Target: finder{Roles: textboxes, Name: "Title"}, Text: "Sourdough for beginners"},
			{Op: "click", Target: dcPublish},
			{Op: "click", Target: dcPublishNow},
		},
		Check: dcState(""), Want: `posts: christmas-stollen-pre-orders "Christmas stollen pre-orders" by Tomás Reyes, tags seasonal, published, 2026-11-20, summary "Order your stollen for the holidays."; croissant-class-cancelled "Croissant class cancelled" by Mara Lindqvist, tags news/classes, published, 2026-11-10, summary "Saturday's class will not take place."; new-autumn-opening-hours "New autumn opening hours" by Tomás Reyes, tags news, published, 2026-10-15, summary "We open an hour later from November."; our-cinnamon-bun-recipe "Our cinnamon bun recipe" by June Okafor, tags pastry/recipes, draft, 2026-11-03, summary "The buns everyone asks about."; sourdough-for-beginers "Sourdough for beginners" by Mara Lindqvist, tags bread/baking at home, published, 2026-10-02, summary "How to start and keep a sourdough starter."; settings`,
	},
	{
		App: decapApp, Name: "headless CMS: add a paragraph at the end of a post (rich text)",
		Steps: []widgetStep{
			{Op: "click", Target: dcEntry("Christmas stollen pre-orders")},
			// The body is a rich-text editor of paragraphs, unnamed.
			{Op: "append", Target: finder{Roles: roles("textbox"), Has: "Pick it up any day from the fifteenth of December."}, Text: "\nOrders close on the tenth."},
			{Op: "click", Target: dcPublish},
			{Op: "click", Target: dcPublishNow},
		},
		// The two paragraphs kept, the new one after them.
		Check: dcState("christmas-stollen-pre-orders"),
		Want:  `christmas-stollen-pre-orders "Christmas stollen pre-orders" by Tomás Reyes, tags seasonal, published, 2026-11-20, summary "Order your stollen for the holidays.", body "Our stollen is back, with marzipan or without.\n\nPick it up any day from the fifteenth of December.\n\nOrders close on the tenth."; croissant-class-cancelled`,
	},
	{
		App: decapApp, Name: "headless CMS: write and publish a new post (date, selects)",
		Steps: []widgetStep{
			{Op: "click", Target: finder{Roles: roles("link"), Name: "Create entry of type Post", Else: []finder{{Roles: roles("link"), Text: "＋ Post"}}}},
			{Op: "type", Target: finder{Roles: textboxes, Name: "Title"}, Text: "Rye week at the bakery"},
			{Op: "click", Target: finder{Roles: roles("button"), Name: "Set date to now", Text: "Now"}},
			{Op: "click", Target: finder{Roles: roles("combobox"), Name: "Author"}},
			{Op: "click", Target: finder{Roles: roles("option"), Name: "Tomás Reyes"}},
			// Tags are picked from the site's, one at a time.
			{Op: "click", Target: finder{Roles: roles("combobox"), Name: "Tags (optional)"}},
			{Op: "click", Target: finder{Roles: roles("option"), Name: "bread"}},
			{Op: "click", Target: finder{Roles: roles("combobox"), Name: "Tags (optional)"}},
			{Op: "click", Target: finder{Roles: roles("option"), Name: "rye"}},
			{Op: "type", Target: finder{Roles: textboxes, Name: "Summary"}, Text: "Dark rye loaves every day this week."},
			{Op: "click", Target: dcPublish},
			{Op: "click", Target: dcPublishNow},
		},
		Check: dcState(""), Want: `our-cinnamon-bun-recipe "Our cinnamon bun recipe" by June Okafor, tags pastry/recipes, draft, 2026-11-03, summary "The buns everyone asks about."; rye-week-at-the-bakery "Rye week at the bakery" by Tomás Reyes, tags bread/rye, published, today, summary "Dark rye loaves every day this week."; sourdough-for-beginers "Sourdough for beginers"`,
	},
	{
		App: decapApp, Name: "headless CMS: publish a draft under another author (switch, select)",
		Steps: []widgetStep{
			{Op: "click", Target: dcEntry("Our cinnamon bun recipe")},
			{Op: "click", Target: finder{Roles: roles("switch", "checkbox"), Name: "Draft"}},
			{Op: "click", Target: finder{Roles: roles("combobox"), Name: "Author"}},
			{Op: "click", Target: finder{Roles: roles("option"), Name: "Mara Lindqvist"}},
			{Op: "click", Target: dcPublish},
			{Op: "click", Target: dcPublishNow},
		},
		Check: dcState(""), Want: `new-autumn-opening-hours "New autumn opening hours" by Tomás Reyes, tags news, published, 2026-10-15, summary "We open an hour later from November."; our-cinnamon-bun-recipe "Our cinnamon bun recipe" by Mara Lindqvist, tags pastry/recipes, published, 2026-11-03, summary "The buns everyone asks about."; sourdough-for-beginers`,
	},
	{
		App: decapApp, Name: "headless CMS: find a post by searching and delete it (confirm)",
		Steps: []widgetStep{
			{Op: "type", Target: finder{Roles: textboxes, Name: "Search all"}, Text: "croissant", Submit: true},
			{Op: "click", Target: dcEntry("Croissant class cancelled")},
			{Op: "click", Target: finder{Roles: roles("button"), Name: "Delete entry"}},
			{Op: "accept"},
		},
		Check: dcState(""), Want: `posts: christmas-stollen-pre-orders "Christmas stollen pre-orders" by Tomás Reyes, tags seasonal, published, 2026-11-20, summary "Order your stollen for the holidays."; new-autumn-opening-hours "New autumn opening hours" by Tomás Reyes, tags news, published, 2026-10-15, summary "We open an hour later from November."; our-cinnamon-bun-recipe`,
	},
	{
		App: decapApp, Name: "headless CMS: change the opening hours in the site settings",
		Steps: []widgetStep{
			{Op: "click", Target: finder{Roles: roles("link"), Name: "Settings"}},
			{Op: "click", Target: dcEntry("Site settings")},
			{Op: "type", Target: finder{Roles: textboxes, Name: "Opening hours"}, Text: "Tue-Sun 7:00-15:00"},
			{Op: "click", Target: dcPublish},
			{Op: "click", Target: dcPublishNow},
		},
		Check: dcState(""), Want: `settings: title "Crumb & Co.", tagline "Bread baked before sunrise", email "hello@crumb.example", hours "Tue-Sun 7:00-15:00"`,
	},
}

func init() {
	Apps = append(Apps, decapApp)
	Tasks = append(Tasks, decapTasks...)
}
