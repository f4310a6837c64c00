package apptasks

import (
	"context"
	"net/http"
	"path/filepath"
	"strings"
	"testing"
)

// The seed writes the launcher, the explorer's page (its document named,
// no validator, nothing from elsewhere), the API's document and the back
// end's data; the launcher's arguments name json-server beside
// swagger-ui-dist and give it the staff key.
func TestSwaggerUISeed(t *testing.T) {
	dir, read := seeded(t, swaggerUIApp)
	index := read("ui/index.html")
	for _, want := range []string{`url: 'openapi.yaml'`, `validatorUrl: null`, `<script src="swagger-ui-bundle.js"></script>`} {
		if !strings.Contains(index, want) {
			t.Errorf("index.html lacks %q", want)
		}
	}
	if strings.Contains(index, "http") || strings.Contains(index, "petstore") {
		t.Errorf("index.html names a URL:\n%s", index)
	}
	if doc := read("ui/openapi.yaml"); !strings.Contains(doc, "servers:\n  - url: /api\n") || !strings.Contains(doc, "name: X-API-Key") || strings.Contains(doc, "http") {
		t.Errorf("openapi.yaml:\n%s", doc)
	}
	if launcher := read("swaggerui.js"); !strings.Contains(launcher, "jsonServer.router") || !strings.Contains(launcher, "'127.0.0.1'") {
		t.Errorf("swaggerui.js:\n%s", launcher)
	}
	args, env := swaggerUIApp.args("/apps/swagger-ui-dist/node_modules/swagger-ui-dist", dir, 18448)
	if got, want := strings.Join(args, " "), filepath.Join(dir, "swaggerui.js")+" /apps/json-server/node_modules/json-server /apps/swagger-ui-dist/node_modules/swagger-ui-dist 18448"; got != want {
		t.Errorf("args %s\nwant %s", got, want)
	}
	if len(env) != 1 || env[0] != "LIBRARY_API_KEY="+suKey {
		t.Errorf("env %q", env)
	}
}

// The real app, where scripts/bench installed it: it serves the page and
// the document, keeps its data in db.json, takes the staff key to remove a
// record, logs each request to /api, and the checks read its state.
func TestSwaggerUIApp(t *testing.T) {
	apps := installed(t, "swagger-ui-dist", "json-server")
	ctx := context.Background()
	in, err := Start(ctx, apps, t.TempDir(), swaggerUIApp, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer in.Stop()
	for _, path := range []string{"/", "/swagger-ui-bundle.js", "/swagger-ui.css", "/openapi.yaml"} {
		if code, body, err := in.get(ctx, path); err != nil || code != http.StatusOK || body == "" {
			t.Errorf("GET %s: %d (%v)", path, code, err)
		}
	}
	got, err := suState(ctx, in)
	if want := suBooks + "; " + suMembers + "; " + suLoans; err != nil || got != want {
		t.Errorf("got  %s (%v)\nwant %s", got, err, want)
	}
	// Without the key a removal is refused; with it, it is done.
	if code, _, err := in.request(ctx, http.MethodDelete, "/api/members/2", nil); err != nil || code != http.StatusUnauthorized {
		t.Errorf("DELETE without the key: %d (%v)", code, err)
	}
	if code, _, err := in.request(ctx, http.MethodDelete, "/api/members/2", map[string]string{"X-API-Key": "wrong"}); err != nil || code != http.StatusUnauthorized {
		t.Errorf("DELETE with a wrong key: %d (%v)", code, err)
	}
	if code, _, err := in.request(ctx, http.MethodDelete, "/api/members/2", map[string]string{"X-API-Key": suKey}); err != nil || code != http.StatusOK {
		t.Errorf("DELETE with the key: %d (%v)", code, err)
	}
	if code, body, err := in.get(ctx, "/api/books?genre=poetry&_sort=year"); err != nil || code != http.StatusOK || !strings.Contains(body, "Leaves of Grass") || strings.Contains(body, "Beloved") {
		t.Errorf("GET the poetry: %d %s (%v)", code, body, err)
	}
	got, err = suState(ctx, in)
	if want := "; members: 1 Ada Park <ada.park@example.test>; 3 Lena Vogel <lena@example.test>; loans"; err != nil || !strings.Contains(got, want) {
		t.Errorf("got %s (%v)\nwant %s in it", got, err, want)
	}
	if db := in.file("db.json"); strings.Contains(db, "Omar") || !strings.Contains(db, "Lena Vogel") {
		t.Errorf("db.json:\n%s", db)
	}
	got, err = suRequests(ctx, in)
	if want := "requests: GET /api/db 200; DELETE /api/members/2 401; DELETE /api/members/2 401; DELETE /api/members/2 200; GET /api/books?genre=poetry&_sort=year 200; GET /api/db 200"; err != nil || got != want {
		t.Errorf("got  %s (%v)\nwant %s", got, err, want)
	}
	if in.Page() != "/" {
		t.Errorf("page %s", in.Page())
	}
}
