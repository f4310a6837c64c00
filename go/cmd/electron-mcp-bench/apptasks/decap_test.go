package apptasks

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// The seed writes the site as Decap CMS keeps it (the admin page, signed
// in, and a configuration whose back end is the page's own origin, the
// launcher, a markdown file with front matter per post, the settings as
// JSON), and the check reads the posts and the settings back from the
// files.
func TestDecapSeedAndCheck(t *testing.T) {
	dir, read := seeded(t, decapApp)
	config := read("admin/config.yml")
	for _, want := range []string{"backend:\n  name: proxy\n  proxy_url: /api/v1\n", "folder: content/posts\n", "file: content/settings.json\n"} {
		if !strings.Contains(config, want) {
			t.Errorf("config.yml lacks %q", want)
		}
	}
	if strings.Contains(config, "http") {
		t.Errorf("config.yml names a URL:\n%s", config)
	}
	if index := read("admin/index.html"); !strings.Contains(index, `<script src="decap-cms.js"></script>`) || !strings.Contains(index, `backendName: 'proxy'`) || strings.Contains(index, "http") {
		t.Errorf("index.html:\n%s", index)
	}
	if launcher := read("decap.js"); !strings.Contains(launcher, "registerLocalFs") || !strings.Contains(launcher, "'127.0.0.1'") {
		t.Errorf("decap.js:\n%s", launcher)
	}
	if got, want := read("content/posts/our-cinnamon-bun-recipe.md"), "---\ntitle: Our cinnamon bun recipe\ndate: 2026-11-03\nauthor: June Okafor\ntags:\n  - pastry\n  - recipes\ndraft: true\nsummary: The buns everyone asks about.\n---\nCardamom in the dough, cinnamon in the butter.\n\nBake them at 200 degrees for twelve minutes.\n"; got != want {
		t.Errorf("post file:\n%s\nwant:\n%s", got, want)
	}
	entries, err := os.ReadDir(filepath.Join(dir, "content", "posts"))
	if err != nil || len(entries) != len(dcPosts) {
		t.Errorf("%d post files (%v), want %d", len(entries), err, len(dcPosts))
	}
	args, env := decapApp.args("/apps/decap-cms/node_modules/decap-cms", dir, 18448)
	if got, want := strings.Join(args, " "), filepath.Join(dir, "decap.js")+" /apps/decap-server/node_modules/decap-server /apps/decap-cms/node_modules/decap-cms/dist 18448"; got != want {
		t.Errorf("args %s\nwant %s", got, want)
	}
	if len(env) != 1 || env[0] != "GIT_REPO_DIRECTORY="+dir {
		t.Errorf("env %q", env)
	}

	in := &Instance{app: decapApp, dir: dir}
	ctx := context.Background()
	got, err := dcState("christmas-stollen-pre-orders")(ctx, in)
	want := `posts: christmas-stollen-pre-orders "Christmas stollen pre-orders" by Tomás Reyes, tags seasonal, published, 2026-11-20, summary "Order your stollen for the holidays.", body "Our stollen is back, with marzipan or without.\n\nPick it up any day from the fifteenth of December."; ` +
		`croissant-class-cancelled "Croissant class cancelled" by Mara Lindqvist, tags news/classes, published, 2026-11-10, summary "Saturday's class will not take place."; ` +
		`new-autumn-opening-hours "New autumn opening hours" by Tomás Reyes, tags news, published, 2026-10-15, summary "We open an hour later from November."; ` +
		`our-cinnamon-bun-recipe "Our cinnamon bun recipe" by June Okafor, tags pastry/recipes, draft, 2026-11-03, summary "The buns everyone asks about."; ` +
		`sourdough-for-beginers "Sourdough for beginers" by Mara Lindqvist, tags bread/baking at home, published, 2026-10-02, summary "How to start and keep a sourdough starter."; ` +
		`settings: title "Crumb & Co.", tagline "Bread baked before sunrise", email "hello@crumb.example", hours "Tue-Sat 7:00-14:00"`
	if err != nil || got != want {
		t.Errorf("got  %s (%v)\nwant %s", got, err, want)
	}

	// A post deleted, one written today with quoted and folded values
	// (as the CMS's YAML writes a title with a colon, a long summary)
	// and no tags, the settings changed.
	if err := os.Remove(filepath.Join(dir, "content", "posts", "croissant-class-cancelled.md")); err != nil {
		t.Fatal(err)
	}
	today := time.Now().Format("2006-01-02")
	if err := writeFiles(dir, map[string]string{
		"content/posts/rye-week.md": "---\ntitle: 'Rye: a week of it'\ndate: " + today + "\nauthor: \"Tom\\u00e1s Reyes\"\ntags: []\ndraft: false\nsummary: >-\n  Dark rye loaves\n  every day.\n---\n",
		"content/settings.json":     `{"title":"Crumb & Co.","tagline":"Bread baked before sunrise","email":"hello@crumb.example","hours":"Tue-Sun 7:00-15:00"}`,
	}); err != nil {
		t.Fatal(err)
	}
	got, err = dcState("")(ctx, in)
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{
		`summary "Order your stollen for the holidays."; new-autumn-opening-hours`,
		`rye-week "Rye: a week of it" by Tomás Reyes, tags (none), published, today, summary "Dark rye loaves every day."; sourdough-for-beginers`,
		`hours "Tue-Sun 7:00-15:00"`,
	} {
		if !strings.Contains(got, want) {
			t.Errorf("got %s\nwant %s in it", got, want)
		}
	}
	if strings.Contains(got, "croissant") {
		t.Errorf("a deleted post is listed: %s", got)
	}

	// A file the check cannot read is an error naming it.
	if err := writeFiles(dir, map[string]string{"content/posts/broken.md": "no front matter\n"}); err != nil {
		t.Fatal(err)
	}
	if _, err := dcState("")(ctx, in); err == nil || !strings.Contains(err.Error(), "broken.md") {
		t.Errorf("a file without front matter: %v", err)
	}
	if in.Page() != "/admin/" {
		t.Errorf("page %s", in.Page())
	}
}
