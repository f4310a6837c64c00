package main

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/electron-mcp/electron-mcp/go/cmd/electron-mcp-bench/widgettasks"
	"github.com/electron-mcp/electron-mcp/go/internal/bench"
)

// The tasks' types are package widgettasks' (the unseen sets live there).
type (
	widgetTask = widgettasks.Task
	widgetStep = widgettasks.Step
	finder     = widgettasks.Finder
)

// allWidgetTasks are the program's own tasks, then the unseen sets'.
func allWidgetTasks() []widgetTask {
	return append(slices.Clip(widgetTasks), widgettasks.Unseen...)
}

var (
	roles     = widgettasks.Roles
	anyButton = widgettasks.AnyButton
	textboxes = widgettasks.Textboxes
	firstLine = widgettasks.FirstLine
	plural    = widgettasks.Plural
)

// widgetTasks are the tasks, one or two per kind of widget.
var widgetTasks = []widgetTask{
	{
		Name: "combobox: search and pick a city", Kind: "custom select / combobox", Library: "tom-select", Page: "tom-select.html",
		Steps: []widgetStep{
			{Op: "click", Target: finder{Roles: textboxes, Name: "Destination"}},
			{Op: "type", Target: finder{Roles: textboxes, Name: "Destination"}, Text: "Lis"},
			{Op: "click", Target: finder{Roles: roles("option"), Name: "Lisbon", Text: "Lisbon"}},
		},
		Check: `() => 'city=' + document.getElementById('city').value`, Want: "city=lis",
	},
	{
		Name: "custom select: pick a fruit", Kind: "custom select / combobox", Library: "choices.js", Page: "choices.html",
		Steps: []widgetStep{
			{Op: "click", Target: finder{Roles: roles("combobox", "listbox"), Name: "Fruit", Text: "Choose a fruit"}},
			{Op: "click", Target: finder{Roles: roles("option"), Name: "Mango", Text: "Mango"}},
		},
		Check: `() => 'fruit=' + document.getElementById('fruit').value`, Want: "fruit=mango",
	},
	{
		Name: "date picker: pick a day and book", Kind: "date picker", Library: "flatpickr", Page: "flatpickr.html",
		Steps: []widgetStep{
			{Op: "click", Target: finder{Roles: textboxes, Name: "Date"}},
			{Op: "click", Target: finder{Name: "March 21, 2025", Text: "21"}},
			{Op: "click", Target: finder{Roles: roles("button"), Name: "Book"}},
		},
		Check: `() => document.getElementById('status').textContent`, Want: "Booked for 2025-03-21",
	},
	{
		Name: "sortable list (HTML5 drag and drop): move Ship first", Kind: "sortable list, HTML5", Library: "sortablejs", Page: "sortable.html",
		Steps: []widgetStep{
			{Op: "drag", Target: finder{Roles: roles("listitem"), Name: "Ship", Text: "Ship"}, To: finder{Roles: roles("listitem"), Name: "Plan", Text: "Plan"}},
		},
		Check: `() => 'order=' + [...document.querySelectorAll('#steps li')].map(l => l.textContent).join(',')`, Want: "order=Ship,Plan,Build,Test",
	},
	{
		Name: "sortable board (mouse events): move a card to Done", Kind: "sortable list, pointer", Library: "dragula", Page: "dragula.html",
		Steps: []widgetStep{
			{Op: "drag", Target: finder{Name: "Write docs", Text: "Write docs"}, To: finder{Name: "Deploy", Text: "Deploy"}},
		},
		Check: `() => 'done=' + [...document.querySelectorAll('#done > div')].map(l => l.textContent).join(',')`, Want: "Write docs",
	},
	{
		Name: "hover menu: sign out from the account menu", Kind: "hover menu", Library: "tippy.js", Page: "tippy.html",
		Steps: []widgetStep{
			{Op: "hover", Target: finder{Name: "Account ▾", Text: "Account ▾"}},
			{Op: "click", Target: finder{Roles: anyButton, Name: "Sign out", Text: "Sign out"}},
		},
		Check: `() => document.getElementById('status').textContent`, Want: "Chose Sign out",
	},
	{
		Name: "rich-text editor: write a note", Kind: "rich-text editor", Library: "quill", Page: "quill.html",
		Steps: []widgetStep{
			{Op: "type", Target: finder{Roles: roles("textbox", "generic"), Text: "Write a note…", Else: []finder{{Roles: roles("textbox")}}}, Text: "Hello from the agent", Editor: true},
		},
		Check: `() => 'text=' + quill.getText().trim()`, Want: "text=Hello from the agent",
	},
	{
		Name: "code editor: replace the script", Kind: "code editor", Library: "codemirror", Page: "codemirror.html",
		Steps: []widgetStep{
			{Op: "type", Target: finder{Roles: roles("textbox", "code"), Else: []finder{{Text: "// the build step"}}}, Text: "const answer = 42;", Editor: true},
		},
		Check: `() => 'code=' + cm.getValue().replace(/\s+/g, ' ').trim()`, Want: "const answer = 42;",
	},
	{
		Name: "code editor: write a query", Kind: "code editor", Library: "monaco-editor", Page: "monaco.html",
		Steps: []widgetStep{
			{Op: "type", Target: finder{Roles: roles("textbox", "code"), Else: []finder{{Text: "SELECT *"}}}, Text: "SELECT name FROM users;", Editor: true},
		},
		Check: `() => 'code=' + editor.getValue().replace(/\s+/g, ' ').trim()`, Want: "SELECT name FROM users;",
	},
	{
		Name: "web components (shadow DOM): add a guest in a dialog", Kind: "shadow-DOM web components", Library: "@shoelace-style/shoelace", Page: "shoelace.html",
		Steps: []widgetStep{
			{Op: "click", Target: finder{Roles: roles("button"), Name: "Add guest"}},
			{Op: "type", Target: finder{Roles: textboxes, Name: "Name"}, Text: "Ada"},
			{Op: "click", Target: finder{Roles: roles("checkbox"), Name: "Vegetarian", Else: []finder{{Text: "Vegetarian"}}}},
			{Op: "click", Target: finder{Roles: roles("button"), Name: "Save"}},
		},
		Check: `() => 'guests=' + document.getElementById('guests').textContent`, Want: "guests=Ada (vegetarian)",
	},
	{
		Name: "teleported dialog: rename the profile", Kind: "teleported dialog", Library: "vue", Note: "Teleport", Page: "vue-teleport.html",
		Steps: []widgetStep{
			{Op: "click", Target: finder{Roles: roles("button"), Name: "Edit profile"}},
			{Op: "type", Target: finder{Roles: textboxes, Name: "Display name"}, Text: "Grace"},
			{Op: "click", Target: finder{Roles: roles("button"), Name: "Save changes"}},
		},
		Check: `() => 'name=' + document.getElementById('name').textContent`, Want: "name=Grace",
	},
	{
		Name: "data grid: sort by price", Kind: "data grid", Library: "ag-grid-community", Page: "ag-grid.html",
		Steps: []widgetStep{
			{Op: "click", Target: finder{Roles: roles("columnheader"), Name: "Price", Text: "Price"}},
		},
		Check: `() => { const r = []; gridApi.forEachNodeAfterFilterAndSort(n => r.push(n.data.name)); return 'rows=' + r.join(','); }`,
		Want:  "rows=Stool,Lamp,Mirror,Rug,Shelf,Chair,Desk,Sofa",
	},
	{
		Name: "data grid: edit a cell", Kind: "data grid", Library: "ag-grid-community", Page: "ag-grid.html",
		Steps: []widgetStep{
			{Op: "dblclick", Target: finder{Roles: roles("gridcell"), Name: "Lamp", Text: "Lamp"}},
			{Op: "type", Target: finder{Roles: textboxes, Name: "Input Editor"}, Text: "Floor lamp", Submit: true},
		},
		Check: `() => 'first=' + gridApi.getDisplayedRowAtIndex(0).data.name`, Want: "first=Floor lamp",
	},
	{
		Name: "rich-text editor in an iframe: write the newsletter", Kind: "rich-text editor, iframe", Library: "tinymce", Page: "tinymce.html",
		Steps: []widgetStep{
			{Op: "type", Target: finder{Roles: roles("textbox", "document", "generic"), Name: "Rich Text Area", Text: "Dear readers,"}, Text: "Hello TinyMCE", Editor: true},
		},
		Check: `() => 'text=' + tinymce.activeEditor.getContent({format: 'text'}).trim()`, Want: "text=Hello TinyMCE",
	},
	{
		Name: "cross-origin iframe: subscribe", Kind: "iframe", Library: "", Note: "a plain form in a cross-origin frame", Page: "iframe.html",
		Steps: []widgetStep{
			{Op: "type", Target: finder{Roles: textboxes, Name: "Email"}, Text: "ada@example.com"},
			{Op: "click", Target: finder{Roles: roles("checkbox"), Name: "Weekly digest"}},
			{Op: "click", Target: finder{Roles: roles("button"), Name: "Subscribe"}},
		},
		Check: `() => document.getElementById('result').textContent`, Want: "Subscribed: ada@example.com weekly",
	},
}

// widgetRun is one task on one server.
type widgetRun struct {
	Task, Server string
	OK           bool
	Why          string // when not OK
	Calls        int
	Chars        int
	Wall         time.Duration
	Steps        time.Duration // of Wall, after the navigation's response
	Transcript   []string
	Timed        []timedCall // every counted call
}

// runWidgetTask runs one task on a server already started: to about:blank
// (not counted), then the task's page, its steps, and the check.
func runWidgetTask(ctx context.Context, s *mcpServer, base string, t widgetTask) *widgetRun {
	r, a := runSteps(ctx, s, base+"/widgets/"+t.Page, t)
	if r.Why != "" {
		return r
	}
	// The outcome, in the page (not counted). Give the page a moment to
	// finish what the last step started (an animation, a dialog closing).
	var got string
	var err error
	deadline := time.Now().Add(2 * time.Second)
	for {
		got, err = a.evaluate(ctx, t.Check)
		if err == nil && strings.Contains(got, t.Want) {
			r.OK = true
			return r
		}
		if time.Now().After(deadline) {
			break
		}
		time.Sleep(100 * time.Millisecond)
	}
	if err != nil {
		r.Why = "check failed: " + firstLine(err.Error())
	} else {
		r.Why = fmt.Sprintf("the page ended in the wrong state: want %q, got %s", t.Want, firstLine(evaluated(got)))
	}
	return r
}

// runSteps has the agent open url and do a task's steps, counting and
// timing from the navigation to the last step's response. The run's Why
// says why it could not; the agent is returned for the check.
func runSteps(ctx context.Context, s *mcpServer, url string, t widgetTask) (*widgetRun, *agent) {
	r := &widgetRun{Task: t.Name, Server: s.name}
	a := newAgent(s)
	if err := a.blank(ctx); err != nil {
		r.Why = "could not reset: " + firstLine(err.Error())
		return r, a
	}
	s.resetCounts()
	s.counting = true
	t0 := time.Now()
	var t1 time.Time
	err := func() error {
		if err := a.navigate(ctx, url); err != nil {
			return err
		}
		t1 = time.Now()
		for i, st := range t.Steps {
			if err := a.do(ctx, st); err != nil {
				return fmt.Errorf("step %d (%s %s): %w", i+1, st.Op, st.Target, err)
			}
		}
		return nil
	}()
	r.Wall = time.Since(t0)
	if !t1.IsZero() {
		r.Steps = time.Since(t1)
	}
	s.counting = false
	r.Calls, r.Chars, r.Transcript, r.Timed = s.calls, s.chars, s.responses, s.timed
	if err != nil {
		r.Why = err.Error()
	}
	return r, a
}

// evaluated is the value in an evaluation's response: Playwright-format
// servers put it under "### Result", chrome-devtools-mcp in a json block.
func evaluated(text string) string {
	if r := section(text, "Result"); r != "" {
		return strings.TrimSpace(r)
	}
	if _, rest, ok := strings.Cut(text, "```json\n"); ok {
		v, _, _ := strings.Cut(rest, "```")
		return strings.TrimSpace(v)
	}
	return strings.TrimSpace(text)
}

// serverStarter starts one of the servers compared.
type serverStarter struct {
	name  string
	start func(ctx context.Context) (*mcpServer, error)
}

// widgetResults are the runs of every task on every server: [task][server]
// → one run per round.
type widgetResults struct {
	Servers []string
	Tasks   []widgetTask
	Runs    [][][]*widgetRun
}

// benchWidgets runs every task (those whose name or library contains
// filter; "unseen": the unseen tasks; "op:drag": those with a step of
// that op) on every server, rounds times (benchRounds).
func benchWidgets(ctx context.Context, servers []serverStarter, base string, rounds int, filter string) (*widgetResults, error) {
	var tasks []widgetTask
	for _, t := range allWidgetTasks() {
		if filter == "" || strings.Contains(t.Name, filter) || strings.Contains(t.Library, filter) || filter == "unseen" && t.Unseen > 0 || t.Unseen > 0 && filter == fmt.Sprintf("unseen%d", t.Unseen) || strings.HasPrefix(filter, "op:") && hasOp(t, strings.TrimPrefix(filter, "op:")) {
			tasks = append(tasks, t)
		}
	}
	return benchRounds(ctx, servers, tasks, rounds, func(ctx context.Context, s *mcpServer, ti int) *widgetRun {
		return runWidgetTask(ctx, s, base, tasks[ti])
	})
}

// hasOp says whether one of the task's steps is op.
func hasOp(t widgetTask, op string) bool {
	for _, s := range t.Steps {
		if s.Op == op {
			return true
		}
	}
	return false
}

// benchRounds runs every task on every server, rounds times, the servers
// taking turns in going first. Each server is started once a round and
// restarted after a task it failed, so that one failure does not spill
// into the next task.
func benchRounds(ctx context.Context, servers []serverStarter, tasks []widgetTask, rounds int, run func(ctx context.Context, s *mcpServer, ti int) *widgetRun) (*widgetResults, error) {
	res := &widgetResults{Tasks: tasks}
	for _, s := range servers {
		res.Servers = append(res.Servers, s.name)
	}
	res.Runs = make([][][]*widgetRun, len(res.Tasks))
	for i := range res.Runs {
		res.Runs[i] = make([][]*widgetRun, len(servers))
	}
	for round := range rounds {
		for k := range servers {
			si := (k + round) % len(servers)
			st := servers[si]
			var s *mcpServer
			for ti, t := range res.Tasks {
				if s == nil {
					var err error
					if s, err = st.start(ctx); err != nil {
						return nil, err
					}
				}
				r := run(ctx, s, ti)
				res.Runs[ti][si] = append(res.Runs[ti][si], r)
				status := "ok  "
				if !r.OK {
					status = "FAIL"
				}
				fmt.Printf("round %d %-20s %s %-58s %3d calls %6d chars %6.0f ms  %s\n",
					round+1, st.name, status, t.Name, r.Calls, r.Chars, ms(r.Wall), firstLine(r.Why))
				if !r.OK {
					s.Close()
					s = nil
				}
				if ctx.Err() != nil {
					return nil, ctx.Err()
				}
			}
			if s != nil {
				s.Close()
			}
		}
	}
	return res, nil
}

// widgetCell sums up one task on one server over the rounds.
type widgetCell struct {
	Done, Runs  int
	Chars, Wall float64 // medians over the runs that completed
	Steps       float64 // … of the wall time after the navigation
	Calls       float64
	Why         string // of the first failure
}

func (res *widgetResults) cell(ti, si int) widgetCell {
	var c widgetCell
	var chars, wall, steps, calls []float64
	for _, r := range res.Runs[ti][si] {
		c.Runs++
		if !r.OK {
			if c.Why == "" {
				c.Why = r.Why
			}
			continue
		}
		c.Done++
		chars = append(chars, float64(r.Chars))
		wall = append(wall, ms(r.Wall))
		steps = append(steps, ms(r.Steps))
		calls = append(calls, float64(r.Calls))
	}
	c.Chars, c.Wall, c.Steps, c.Calls = bench.Median(chars), bench.Median(wall), bench.Median(steps), bench.Median(calls)
	return c
}

// totals adds up the medians of the tasks every server completed in every
// round: characters, wall time and its part after the navigation per
// server, and how many tasks.
func (res *widgetResults) totals() (chars, wall, steps []float64, tasks int) {
	return res.totalsOf(func(widgetTask) bool { return true })
}

// totalsOf is totals over the tasks keep keeps.
func (res *widgetResults) totalsOf(keep func(widgetTask) bool) (chars, wall, steps []float64, tasks int) {
	chars, wall, steps = make([]float64, len(res.Servers)), make([]float64, len(res.Servers)), make([]float64, len(res.Servers))
	for ti, t := range res.Tasks {
		if !keep(t) {
			continue
		}
		all := true
		for si := range res.Servers {
			if c := res.cell(ti, si); c.Done == 0 || c.Done != c.Runs {
				all = false
			}
		}
		if !all {
			continue
		}
		tasks++
		for si := range res.Servers {
			c := res.cell(ti, si)
			chars[si] += c.Chars
			wall[si] += c.Wall
			steps[si] += c.Steps
		}
	}
	return chars, wall, steps, tasks
}

func (res *widgetResults) server(name string) int { return slices.Index(res.Servers, name) }

// isSeen and unseenSet split the tasks for the report: the tuned ones,
// and one unseen set.
func isSeen(t widgetTask) bool { return t.Unseen == 0 }

func unseenSet(n int) func(widgetTask) bool {
	return func(t widgetTask) bool { return t.Unseen == n }
}
