package main

// Widget tasks on app-like widgets: code and rich-text editors, drag and
// drop, data grids, shadow-DOM design systems and virtualised lists, with
// libraries not in the first set.
func init() {
	widgetTasks = append(widgetTasks,
		widgetTask{
			Name: "code editor (CodeMirror 6): rewrite the config", Kind: "code editor", Library: "@codemirror/view", Page: "codemirror6.html",
			Steps: []widgetStep{
				{Op: "type", Target: finder{Roles: roles("textbox", "code"), Else: []finder{{Text: "// site settings"}}}, Text: "export default { title: 'Launch' };", Editor: true},
			},
			Check: `() => 'code=' + view.state.doc.toString().replace(/\s+/g, ' ').trim()`, Want: "code=export default { title: 'Launch' };",
		},
		widgetTask{
			Name: "code editor (Ace): rewrite the stylesheet", Kind: "code editor", Library: "ace-builds", Page: "ace.html",
			Steps: []widgetStep{
				{Op: "type", Target: finder{Roles: roles("textbox", "code"), Else: []finder{{Text: "body {"}}}, Text: "h1 { color: red; }", Editor: true},
			},
			Check: `() => 'code=' + editor.getValue().replace(/\s+/g, ' ').trim()`, Want: "code=h1 { color: red; }",
		},
		widgetTask{
			Name: "rich-text editor (ProseMirror): write a heading", Kind: "rich-text editor", Library: "prosemirror-view", Note: "with prosemirror-example-setup's menu", Page: "prosemirror.html",
			Steps: []widgetStep{
				{Op: "type", Target: finder{Roles: roles("textbox"), Else: []finder{{Roles: roles("paragraph")}}}, Text: "Release notes", Editor: true},
				{Op: "click", Target: finder{Roles: anyButton, Name: "Type...", Text: "Type..."}},
				{Op: "click", Target: finder{Roles: anyButton, Name: "Heading", Text: "Heading"}},
				{Op: "click", Target: finder{Roles: anyButton, Name: "Level 1", Text: "Level 1"}},
			},
			Check: `() => 'h1=' + (view.dom.querySelector('h1') || {}).textContent`, Want: "h1=Release notes",
		},
		widgetTask{
			Name: "drag and drop (interact.js): archive a file", Kind: "drag and drop, pointer", Library: "interactjs", Page: "interact.html",
			Steps: []widgetStep{
				{Op: "drag", Target: finder{Name: "Invoice.pdf", Text: "Invoice.pdf"}, To: finder{Roles: roles("heading"), Name: "Archive", Text: "Archive"}},
			},
			Check: `() => 'archived=' + document.getElementById('archived').textContent`, Want: "archived=Invoice.pdf",
		},
		widgetTask{
			Name: "data grid (Tabulator): edit a city", Kind: "data grid", Library: "tabulator-tables", Page: "tabulator.html",
			Steps: []widgetStep{
				{Op: "click", Target: finder{Roles: roles("gridcell"), Name: "Paris", Text: "Paris"}},
				{Op: "type", Target: finder{Roles: textboxes}, Text: "Lisbon", Submit: true},
			},
			Check: `() => 'city=' + table.getData()[1].city`, Want: "city=Lisbon",
		},
		widgetTask{
			Name: "web components (Material Web): sign up", Kind: "shadow-DOM web components", Library: "@material/web", Page: "material.html",
			Steps: []widgetStep{
				{Op: "type", Target: finder{Roles: textboxes, Name: "Email"}, Text: "ada@example.com"},
				{Op: "click", Target: finder{Roles: roles("checkbox"), Name: "Weekly digest", Else: []finder{{Text: "Weekly digest"}, {Roles: roles("checkbox")}}}},
				{Op: "click", Target: finder{Roles: roles("button"), Name: "Sign up"}},
			},
			Check: `() => document.getElementById('status').textContent`, Want: "Signed up: ada@example.com weekly",
		},
		widgetTask{
			Name: "virtualised list (Clusterize.js): open the last order", Kind: "virtualised list", Library: "clusterize.js", Page: "clusterize.html",
			Steps: []widgetStep{
				{Op: "key", Text: "Tab"},
				{Op: "key", Text: "End"},
				{Op: "click", Target: finder{Roles: roles("link"), Name: "Order #5000", Text: "Order #5000"}},
			},
			Check: `() => document.getElementById('status').textContent`, Want: "Open: #/orders/5000",
		},
		widgetTask{
			Name: "tree view (jsTree): open a folder and pick a file", Kind: "tree view", Library: "jstree", Note: "with jQuery", Page: "jstree.html",
			Steps: []widgetStep{
				{Op: "click", Target: finder{Roles: roles("treeitem", "link"), Name: "Documents", Text: "Documents"}},
				{Op: "key", Text: "ArrowRight"},
				{Op: "click", Target: finder{Roles: roles("treeitem", "link"), Name: "Report.pdf", Text: "Report.pdf"}},
			},
			Check: `() => document.getElementById('status').textContent`, Want: "Selected Report.pdf",
		},
		widgetTask{
			Name: "board (native HTML5 drag and drop): move a card to Done", Kind: "drag and drop, HTML5", Library: "", Note: "draggable cards, columns that take drops", Page: "kanban.html",
			Steps: []widgetStep{
				{Op: "drag", Target: finder{Name: "Fix login bug", Text: "Fix login bug"}, To: finder{Roles: roles("heading"), Name: "Done", Text: "Done"}},
			},
			Check: `() => 'done=' + [...document.querySelectorAll('#done .card')].map(c => c.textContent).join(',')`, Want: "done=Fix login bug",
		},
		widgetTask{
			Name: "web components (Ionic): choose a plan and save", Kind: "shadow-DOM web components", Library: "@ionic/core", Page: "ionic.html",
			Steps: []widgetStep{
				{Op: "click", Target: finder{Roles: roles("combobox", "button"), Name: "Plan, Choose a plan", Else: []finder{{Text: "Choose a plan"}}}},
				{Op: "click", Target: finder{Roles: roles("radio", "option", "menuitemradio", "button"), Name: "Pro", Text: "Pro"}},
				{Op: "click", Target: finder{Roles: roles("switch", "checkbox"), Name: "Email me about updates", Else: []finder{{Text: "Email me about updates"}}}},
				{Op: "click", Target: finder{Roles: roles("button"), Name: "Save"}},
			},
			Check: `() => document.getElementById('status').textContent`, Want: "Saved: pro, notify",
		},
		widgetTask{
			Name: "map (Leaflet): book a visit at an office", Kind: "map", Library: "leaflet", Note: "markers and a popup, no tiles", Page: "leaflet.html",
			Steps: []widgetStep{
				{Op: "click", Target: finder{Roles: roles("button", "img"), Name: "Lisbon office"}},
				{Op: "click", Target: finder{Roles: roles("button"), Name: "Book a visit"}},
			},
			Check: `() => document.getElementById('status').textContent`, Want: "Visit booked: Lisbon office",
		},
		widgetTask{
			Name: "data table (Grid.js): search and sort", Kind: "data grid", Library: "gridjs", Page: "gridjs.html",
			Steps: []widgetStep{
				{Op: "type", Target: finder{Roles: textboxes, Name: "Type a keyword..."}, Text: "Porto"},
				{Op: "click", Target: finder{Roles: roles("columnheader"), Name: "Orders", Text: "Orders", Else: []finder{{Roles: roles("columnheader"), Has: "Orders"}}}},
			},
			Check: `() => 'rows=' + [...document.querySelectorAll('.gridjs-tbody tr')].map(r => r.cells[0].textContent).join(',')`,
			Want:  "rows=Joan,Sophie,Hedy,Edsger,Margaret,Grace",
		},
		widgetTask{
			Name: "code editor (CodeMirror 6): pick a completion", Kind: "code editor", Library: "@codemirror/autocomplete", Page: "codemirror6-complete.html",
			Steps: []widgetStep{
				{Op: "type", Target: finder{Roles: roles("textbox", "code"), Else: []finder{{Text: "// run:"}}}, Text: "dep", Editor: true},
				{Op: "click", Target: finder{Roles: roles("option"), Name: "deploy", Text: "deploy"}},
			},
			Check: `() => 'code=' + view.state.doc.toString().trim()`, Want: "code=deploy",
		},
	)
}
