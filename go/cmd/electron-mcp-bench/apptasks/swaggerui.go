package apptasks

import (
	"context"
	_ "embed"
	"encoding/json"
	"fmt"
	"path/filepath"
	"strconv"
	"strings"
)

// Swagger UI is an API explorer: a page made from an OpenAPI document that
// lists an API's operations by tag, each a button that opens it (its
// parameters, its request body's example in a text area, its responses), a
// "Try it out" button that makes the fields editable and an "Execute"
// button that sends the request and shows the response, and an "Authorize"
// dialog that takes an API key for the operations that need one. The
// page is swagger-ui-dist's browser bundle; the API it describes is a small
// library's (books, members, loans), served by json-server (installed
// beside it by scripts/bench), which keeps its data in a JSON file and
// rewrites it on every change, so that an executed request really changes
// the back end. A launcher of ours (apps/swaggerui.js, written into the
// data directory) serves both from one origin on 127.0.0.1: the back end
// at /api, the page and the OpenAPI document (the seed's ui/) at /, the
// bundle from swagger-ui-dist. Removing a record takes the staff API key;
// the launcher writes every request to /api into requests.log. The page
// loads nothing from elsewhere: its document is named explicitly (not the
// bundle's petstore default), and the validator badge is off.
var swaggerUIApp = &App{
	Name: "Swagger UI", Kind: "API explorer (an OpenAPI document's operations tried against a REST back end)", Package: "swagger-ui-dist", Path: "/",
	seed: suSeed,
	args: func(pkg, dir string, port int) ([]string, []string) {
		apps := filepath.Dir(filepath.Dir(filepath.Dir(pkg)))
		server := filepath.Join(apps, "json-server", "node_modules", "json-server")
		return []string{filepath.Join(dir, "swaggerui.js"), server, pkg, strconv.Itoa(port)},
			[]string{"LIBRARY_API_KEY=" + suKey}
	},
	ready: "/openapi.yaml",
}

//go:embed apps/swaggerui.js
var suLauncher string

// suKey is the library staff's API key, which removing a record takes.
const suKey = "staff-7f3a-2026"

// suIndex is the explorer's page, as swagger-ui-dist's own index.html
// gives it, with its document named and no validator.
const suIndex = `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <title>City Library API</title>
  <link rel="stylesheet" href="swagger-ui.css">
</head>
<body>
  <div id="swagger-ui"></div>
  <script src="swagger-ui-bundle.js"></script>
  <script>
    window.ui = SwaggerUIBundle({
      url: 'openapi.yaml',
      dom_id: '#swagger-ui',
      presets: [SwaggerUIBundle.presets.apis],
      layout: 'BaseLayout',
      deepLinking: false,
      validatorUrl: null,
    });
  </script>
</body>
</html>
`

// suOpenAPI describes the library's API as json-server serves it.
const suOpenAPI = `openapi: 3.0.3
info:
  title: City Library API
  version: 1.0.0
  description: |
    The branch library's catalogue, its members and their loans.
    Removing a record takes the staff API key: use "Authorize" first.
servers:
  - url: /api
tags:
  - name: books
    description: The catalogue
  - name: members
    description: People with a library card
  - name: loans
    description: Books lent to members
components:
  securitySchemes:
    staffKey:
      type: apiKey
      in: header
      name: X-API-Key
      description: The staff API key
  parameters:
    id:
      name: id
      in: path
      required: true
      description: The record's id
      schema: { type: integer }
  schemas:
    Book:
      type: object
      properties:
        id: { type: integer, readOnly: true }
        title: { type: string }
        author: { type: string }
        year: { type: integer }
        genre: { type: string }
        available: { type: boolean }
    Member:
      type: object
      properties:
        id: { type: integer, readOnly: true }
        name: { type: string }
        email: { type: string }
    Loan:
      type: object
      properties:
        id: { type: integer, readOnly: true }
        bookId: { type: integer }
        memberId: { type: integer }
        due: { type: string, format: date }
  responses:
    NotFound:
      description: No record has that id
    Unauthorized:
      description: The staff API key is missing or wrong
paths:
  /books:
    get:
      tags: [books]
      summary: List books
      parameters:
        - { name: genre, in: query, description: Only the books of this genre, schema: { type: string } }
        - { name: author, in: query, description: Only the books by this author, schema: { type: string } }
        - { name: _sort, in: query, description: The field to sort the books by, schema: { type: string } }
      responses:
        "200":
          description: The books
          content:
            application/json:
              schema: { type: array, items: { $ref: "#/components/schemas/Book" } }
    post:
      tags: [books]
      summary: Add a book
      requestBody:
        required: true
        content:
          application/json:
            schema: { $ref: "#/components/schemas/Book" }
            example: { title: "string", author: "string", year: 2000, genre: "string", available: true }
      responses:
        "201":
          description: The book, with its id
          content:
            application/json:
              schema: { $ref: "#/components/schemas/Book" }
  /books/{id}:
    parameters:
      - $ref: "#/components/parameters/id"
    get:
      tags: [books]
      summary: Look up a book
      responses:
        "200":
          description: The book
          content:
            application/json:
              schema: { $ref: "#/components/schemas/Book" }
        "404": { $ref: "#/components/responses/NotFound" }
    patch:
      tags: [books]
      summary: Change some fields of a book
      requestBody:
        required: true
        content:
          application/json:
            schema: { $ref: "#/components/schemas/Book" }
            example: { available: true }
      responses:
        "200":
          description: The book as it is now
          content:
            application/json:
              schema: { $ref: "#/components/schemas/Book" }
        "404": { $ref: "#/components/responses/NotFound" }
    delete:
      tags: [books]
      summary: Remove a book from the catalogue
      security: [ { staffKey: [] } ]
      responses:
        "200": { description: Removed }
        "401": { $ref: "#/components/responses/Unauthorized" }
        "404": { $ref: "#/components/responses/NotFound" }
  /members:
    get:
      tags: [members]
      summary: List members
      parameters:
        - { name: name, in: query, description: Only the member of this name, schema: { type: string } }
      responses:
        "200":
          description: The members
          content:
            application/json:
              schema: { type: array, items: { $ref: "#/components/schemas/Member" } }
    post:
      tags: [members]
      summary: Register a member
      requestBody:
        required: true
        content:
          application/json:
            schema: { $ref: "#/components/schemas/Member" }
            example: { name: "string", email: "string" }
      responses:
        "201":
          description: The member, with their id
          content:
            application/json:
              schema: { $ref: "#/components/schemas/Member" }
  /members/{id}:
    parameters:
      - $ref: "#/components/parameters/id"
    get:
      tags: [members]
      summary: Look up a member
      responses:
        "200":
          description: The member
          content:
            application/json:
              schema: { $ref: "#/components/schemas/Member" }
        "404": { $ref: "#/components/responses/NotFound" }
    put:
      tags: [members]
      summary: Replace a member's record
      requestBody:
        required: true
        content:
          application/json:
            schema: { $ref: "#/components/schemas/Member" }
            example: { name: "string", email: "string" }
      responses:
        "200":
          description: The member as they are now
          content:
            application/json:
              schema: { $ref: "#/components/schemas/Member" }
        "404": { $ref: "#/components/responses/NotFound" }
    delete:
      tags: [members]
      summary: Remove a member
      security: [ { staffKey: [] } ]
      responses:
        "200": { description: Removed }
        "401": { $ref: "#/components/responses/Unauthorized" }
        "404": { $ref: "#/components/responses/NotFound" }
  /loans:
    get:
      tags: [loans]
      summary: List loans
      parameters:
        - { name: memberId, in: query, description: Only this member's loans, schema: { type: integer } }
      responses:
        "200":
          description: The loans
          content:
            application/json:
              schema: { type: array, items: { $ref: "#/components/schemas/Loan" } }
    post:
      tags: [loans]
      summary: Lend a book
      requestBody:
        required: true
        content:
          application/json:
            schema: { $ref: "#/components/schemas/Loan" }
            example: { bookId: 0, memberId: 0, due: "2026-12-31" }
      responses:
        "201":
          description: The loan, with its id
          content:
            application/json:
              schema: { $ref: "#/components/schemas/Loan" }
  /loans/{id}:
    parameters:
      - $ref: "#/components/parameters/id"
    patch:
      tags: [loans]
      summary: Change a loan (renew it)
      requestBody:
        required: true
        content:
          application/json:
            schema: { $ref: "#/components/schemas/Loan" }
            example: { due: "2026-12-31" }
      responses:
        "200":
          description: The loan as it is now
          content:
            application/json:
              schema: { $ref: "#/components/schemas/Loan" }
        "404": { $ref: "#/components/responses/NotFound" }
    delete:
      tags: [loans]
      summary: End a loan (the book came back)
      security: [ { staffKey: [] } ]
      responses:
        "200": { description: Ended }
        "401": { $ref: "#/components/responses/Unauthorized" }
        "404": { $ref: "#/components/responses/NotFound" }
`

// suBook, suMember and suLoan are the back end's records.
type suBook struct {
	ID        int    `json:"id"`
	Title     string `json:"title"`
	Author    string `json:"author"`
	Year      int    `json:"year"`
	Genre     string `json:"genre"`
	Available bool   `json:"available"`
}

type suMember struct {
	ID    int    `json:"id"`
	Name  string `json:"name"`
	Email string `json:"email"`
}

type suLoan struct {
	ID       int    `json:"id"`
	BookID   int    `json:"bookId"`
	MemberID int    `json:"memberId"`
	Due      string `json:"due"`
}

// suDB is the back end's data: the catalogue, two books of it lent.
type suDB struct {
	Books   []suBook   `json:"books"`
	Members []suMember `json:"members"`
	Loans   []suLoan   `json:"loans"`
}

var suData = suDB{
	Books: []suBook{
		{1, "The Left Hand of Darkness", "Ursula K. Le Guin", 1969, "science fiction", true},
		{2, "Beloved", "Toni Morrison", 1987, "fiction", false},
		{3, "Leaves of Grass", "Walt Whitman", 1855, "poetry", true},
		{4, "The Waste Land", "T. S. Eliot", 1922, "poetry", false},
		{5, "Ariel", "Sylvia Plath", 1965, "poetry", true},
		{6, "A Brief History of Time", "Stephen Hawking", 1988, "science", true},
	},
	Members: []suMember{
		{1, "Ada Park", "ada.park@example.test"},
		{2, "Omar Haddad", "omar@example.test"},
		{3, "Lena Vogel", "lena@example.test"},
	},
	Loans: []suLoan{
		{1, 2, 1, "2026-12-01"},
		{2, 4, 3, "2026-12-10"},
	},
}

// suSeed writes the launcher, the page, the API's document and the back
// end's data.
func suSeed(dir string) error {
	db, err := json.MarshalIndent(suData, "", "  ")
	if err != nil {
		return err
	}
	return writeFiles(dir, map[string]string{
		"swaggerui.js":    suLauncher,
		"ui/index.html":   suIndex,
		"ui/openapi.yaml": suOpenAPI,
		"db.json":         string(db) + "\n",
	})
}

// suState says what the back end holds, read through its own API: each
// book (id, title, author, year, genre, whether it is on the shelf), each
// member, each loan (which book to whom, when due).
func suState(ctx context.Context, in *Instance) (string, error) {
	var db suDB
	if err := in.getJSON(ctx, "/api/db", &db); err != nil {
		return "", err
	}
	var books, members, loans []string
	for _, b := range db.Books {
		shelf := "on loan"
		if b.Available {
			shelf = "available"
		}
		books = append(books, fmt.Sprintf("%d %q by %s, %d, %s, %s", b.ID, b.Title, b.Author, b.Year, b.Genre, shelf))
	}
	for _, m := range db.Members {
		members = append(members, fmt.Sprintf("%d %s <%s>", m.ID, m.Name, m.Email))
	}
	for _, l := range db.Loans {
		loans = append(loans, fmt.Sprintf("%d book %d to member %d, due %s", l.ID, l.BookID, l.MemberID, l.Due))
	}
	return fmt.Sprintf("books: %s; members: %s; loans: %s", strings.Join(books, "; "), strings.Join(members, "; "), strings.Join(loans, "; ")), nil
}

// suRequests is the back end's access log: the requests made to /api, one
// a line, with their status.
func suRequests(_ context.Context, in *Instance) (string, error) {
	lines := strings.Split(strings.TrimSpace(in.file("requests.log")), "\n")
	return "requests: " + strings.Join(lines, "; "), nil
}

var (
	suTryItOut = finder{Roles: roles("button"), Name: "Try it out"}
	suExecute  = finder{Roles: roles("button"), Name: "Execute"}
	suID       = finder{Roles: textboxes, Name: "id"}
)

// suOperation is an operation's button, which opens it (and closes it
// again): its method, path and summary, as the page shows them.
func suOperation(method, path, summary string) finder {
	return finder{Roles: roles("button"), Name: method + " " + path + " " + summary, Else: []finder{{Roles: roles("button"), Has: summary}}}
}

// suBody is the request body's text area, unnamed, by the example it
// holds: the JSON the page prints two spaces in, one field a line
// (fields, as in those lines, unindented), read as one line or by its first
// field's line (however indented).
func suBody(fields ...string) finder {
	return finder{Roles: roles("textbox"), Text: "{ " + strings.Join(fields, " ") + " }",
		Else: []finder{{Roles: roles("textbox"), Has: fields[0]}}}
}

// suAuthorize gives the page the staff API key in its Authorize dialog.
var suAuthorize = []widgetStep{
	{Op: "click", Target: finder{Roles: roles("button"), Name: "Authorize"}},
	{Op: "type", Target: finder{Roles: textboxes, Name: "Value:"}, Text: suKey},
	{Op: "click", Target: finder{Roles: roles("button"), Name: "Apply credentials", Text: "Authorize"}},
	{Op: "click", Target: finder{Roles: roles("button"), Name: "Close"}},
}

var (
	suBooks   = `books: 1 "The Left Hand of Darkness" by Ursula K. Le Guin, 1969, science fiction, available; 2 "Beloved" by Toni Morrison, 1987, fiction, on loan; 3 "Leaves of Grass" by Walt Whitman, 1855, poetry, available; 4 "The Waste Land" by T. S. Eliot, 1922, poetry, on loan; 5 "Ariel" by Sylvia Plath, 1965, poetry, available; 6 "A Brief History of Time" by Stephen Hawking, 1988, science, available`
	suMembers = `members: 1 Ada Park <ada.park@example.test>; 2 Omar Haddad <omar@example.test>; 3 Lena Vogel <lena@example.test>`
	suLoans   = `loans: 1 book 2 to member 1, due 2026-12-01; 2 book 4 to member 3, due 2026-12-10`
)

var swaggerUITasks = []Task{
	{
		App: swaggerUIApp, Name: "API explorer: add a book to the catalogue (POST, a JSON body)",
		Steps: []widgetStep{
			{Op: "click", Target: suOperation("POST", "/books", "Add a book")},
			{Op: "click", Target: suTryItOut},
			{Op: "type", Target: suBody(`"title": "string",`, `"author": "string",`, `"year": 2000,`, `"genre": "string",`, `"available": true`),
				Text: `{"title": "Kindred", "author": "Octavia E. Butler", "year": 1979, "genre": "science fiction", "available": true}`},
			{Op: "click", Target: suExecute},
		},
		// The book added with the next id, nothing else changed.
		Check: suState, Want: suBooks + `; 7 "Kindred" by Octavia E. Butler, 1979, science fiction, available; ` + suMembers + "; " + suLoans,
	},
	{
		App: swaggerUIApp, Name: "API explorer: change a member's email (PUT, a path parameter)",
		Steps: []widgetStep{
			{Op: "click", Target: suOperation("PUT", "/members/{id}", "Replace a member's record")},
			{Op: "click", Target: suTryItOut},
			{Op: "type", Target: suID, Text: "3"},
			{Op: "type", Target: suBody(`"name": "string",`, `"email": "string"`), Text: `{"name": "Lena Vogel", "email": "lena.vogel@example.test"}`},
			{Op: "click", Target: suExecute},
		},
		Check: suState, Want: suBooks + `; members: 1 Ada Park <ada.park@example.test>; 2 Omar Haddad <omar@example.test>; 3 Lena Vogel <lena.vogel@example.test>; ` + suLoans,
	},
	{
		App: swaggerUIApp, Name: "API explorer: list the poetry by year (query parameters)",
		Steps: []widgetStep{
			{Op: "click", Target: suOperation("GET", "/books", "List books")},
			{Op: "click", Target: suTryItOut},
			{Op: "type", Target: finder{Roles: textboxes, Name: "genre"}, Text: "poetry"},
			{Op: "type", Target: finder{Roles: textboxes, Name: "_sort"}, Text: "year"},
			{Op: "click", Target: suExecute},
		},
		// The back end's access log: the list asked for, and answered.
		Check: suRequests, Want: "GET /api/books?genre=poetry&_sort=year 200",
	},
	{
		App: swaggerUIApp, Name: "API explorer: remove a member with the staff API key (Authorize dialog, DELETE)",
		Steps: append(append([]widgetStep{}, suAuthorize...),
			widgetStep{Op: "click", Target: suOperation("DELETE", "/members/{id}", "Remove a member")},
			widgetStep{Op: "click", Target: suTryItOut},
			widgetStep{Op: "type", Target: suID, Text: "2"},
			widgetStep{Op: "click", Target: suExecute},
		),
		Check: suState, Want: suBooks + `; members: 1 Ada Park <ada.park@example.test>; 3 Lena Vogel <lena@example.test>; ` + suLoans,
	},
	{
		App: swaggerUIApp, Name: "API explorer: renew a loan (PATCH the due date)",
		Steps: []widgetStep{
			{Op: "click", Target: suOperation("PATCH", "/loans/{id}", "Change a loan (renew it)")},
			{Op: "click", Target: suTryItOut},
			{Op: "type", Target: suID, Text: "2"},
			{Op: "type", Target: suBody(`"due": "2026-12-31"`), Text: `{"due": "2026-12-24"}`},
			{Op: "click", Target: suExecute},
		},
		Check: suState, Want: suMembers + `; loans: 1 book 2 to member 1, due 2026-12-01; 2 book 4 to member 3, due 2026-12-24`,
	},
	{
		App: swaggerUIApp, Name: "API explorer: check a returned book in (end its loan with the key, mark it available)",
		Steps: append(append([]widgetStep{}, suAuthorize...),
			widgetStep{Op: "click", Target: suOperation("DELETE", "/loans/{id}", "End a loan (the book came back)")},
			widgetStep{Op: "click", Target: suTryItOut},
			widgetStep{Op: "type", Target: suID, Text: "1"},
			widgetStep{Op: "click", Target: suExecute},
			// Closed again, so that its fields and buttons are out
			// of the way of the next operation's.
			widgetStep{Op: "click", Target: suOperation("DELETE", "/loans/{id}", "End a loan (the book came back)")},
			widgetStep{Op: "click", Target: suOperation("PATCH", "/books/{id}", "Change some fields of a book")},
			widgetStep{Op: "click", Target: suTryItOut},
			widgetStep{Op: "type", Target: suID, Text: "2"},
			widgetStep{Op: "type", Target: suBody(`"available": true`), Text: `{"available": true}`},
			widgetStep{Op: "click", Target: suExecute},
		),
		Check: suState, Want: strings.Replace(suBooks, "fiction, on loan", "fiction, available", 1) + "; " + suMembers + "; loans: 2 book 4 to member 3, due 2026-12-10",
	},
}

func init() {
	Apps = append(Apps, swaggerUIApp)
	Tasks = append(Tasks, swaggerUITasks...)
}
