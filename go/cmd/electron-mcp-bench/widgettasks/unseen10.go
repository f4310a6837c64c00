package widgettasks

// The tenth unseen set: written after the ninth set, on components none of
// the tuned tasks nor the first nine sets use, from the pages' visible
// text and the standard ARIA roles alone, without looking at how
// electron-mcp names, folds or prints what it shows, and checked on
// Playwright MCP alone before it was measured. Each is asked as a person
// would ask it and checked in the page's own state.
func init() {
	unseen := []Task{
		{
			Name: "search with a loading button (antd): reserve Dune Messiah and The Dispossessed", Kind: "search field answered after a delay, list with actions", Library: "antd", Note: "Input.Search with an enter button in its loading state until the catalogue answers (600 ms), List with item actions", Page: "antd-catalogue.html",
			Steps: []Step{
				{Op: "type", Target: Finder{Roles: Textboxes, Name: "Search the catalogue"}, Text: "dune", Submit: true},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Reserve Dune Messiah"}},
				{Op: "type", Target: Finder{Roles: Textboxes, Name: "Search the catalogue"}, Text: "le guin", Submit: true},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Reserve The Dispossessed"}},
			},
			Check: `() => document.getElementById('status').textContent`, Want: "Reserved: Dune Messiah, The Dispossessed",
		},
		{
			Name: "tag group (React Aria): tag the photo portugal, drop draft and blurry", Kind: "tags with remove buttons, removal by keyboard, text field", Library: "react-aria-components", Note: "TagGroup with onRemove (each Tag's remove Button; Delete on a focused Tag), TextField adding on Enter, bundled with React 18", Page: "react-aria-tags.html",
			Steps: []Step{
				{Op: "type", Target: Finder{Roles: Textboxes, Name: "Add a tag"}, Text: "portugal", Submit: true},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Remove draft"}},
				{Op: "click", Target: Finder{Roles: Roles("row", "gridcell"), Name: "blurry", Text: "blurry"}},
				{Op: "key", Text: "Delete"},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Save"}},
			},
			Check: `() => document.getElementById('status').textContent`, Want: "Saved tags: beach, family, summer 2023, portugal",
		},
		{
			Name: "sortable table with a debounced filter (MUI): the designers, newest first", Kind: "table sorted by its column heads, filter applied after the typing stops", Library: "@mui/material", Note: "Table with TableSortLabels (a second click reverses the order), TextField filtering 400 ms after the last key, LinearProgress meanwhile", Page: "mui-sortable.html",
			Steps: []Step{
				{Op: "type", Target: Finder{Roles: Textboxes, Name: "Filter by name or team"}, Text: "design"},
				{Op: "click", Target: Finder{Roles: Roles("button", "columnheader"), Name: "Started", Text: "Started"}},
				{Op: "click", Target: Finder{Roles: Roles("button", "columnheader"), Name: "Started", Text: "Started"}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Export list"}},
			},
			Check: `() => document.getElementById('status').textContent`, Want: "Exported 4 people matching “design”, by started descending: Carla Reis, Ana Lima, Marco Silva, Filipe Rocha",
		},
		{
			Name: "menu bar (Radix UI): word wrap on, no line numbers, line spacing 1.5", Kind: "menu bar with checkable items and submenus, arrow keys between menus", Library: "@radix-ui/react-menubar", Note: "Menubar with CheckboxItems that stay open, Subs of RadioGroups, bundled with React 18", Page: "radix-menubar.html",
			Steps: []Step{
				{Op: "click", Target: Finder{Roles: Roles("menuitem", "button"), Name: "View", Text: "View"}},
				{Op: "click", Target: Finder{Roles: Roles("menuitemcheckbox", "menuitem"), Name: "Word wrap", Else: []Finder{{Text: "Word wrap"}}}},
				{Op: "click", Target: Finder{Roles: Roles("menuitemcheckbox", "menuitem"), Name: "Line numbers", Else: []Finder{{Text: "Line numbers"}}}},
				{Op: "key", Text: "ArrowRight"},
				{Op: "click", Target: Finder{Roles: Roles("menuitem"), Name: "Line spacing", Else: []Finder{{Roles: Roles("menuitem"), Has: "Line spacing"}, {Text: "Line spacing"}}}},
				{Op: "click", Target: Finder{Roles: Roles("menuitemradio", "menuitem"), Name: "1.5", Text: "1.5"}},
			},
			Check: `() => document.getElementById('status').textContent`, Want: "Ruler on, word wrap on, line numbers off; font size Medium, line spacing 1.5",
		},
		{
			Name: "hover cards (Mantine): follow Ana Ramos and Rui Dias", Kind: "card shown on hover after a delay", Library: "@mantine/core", Note: "HoverCard (300 ms open delay, 200 ms close delay) on each author's name, bundled with React 18", Page: "mantine-hovercard.html",
			Steps: []Step{
				{Op: "hover", Target: Finder{Roles: Roles("button", "link"), Name: "Ana Ramos", Text: "Ana Ramos"}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Follow"}},
				{Op: "hover", Target: Finder{Roles: Roles("button", "link"), Name: "Rui Dias", Text: "Rui Dias"}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Follow"}},
			},
			Check: `() => document.getElementById('status').textContent`, Want: "Following: Ana Ramos, Rui Dias",
		},
		{
			Name: "find and replace (Monaco): rename the variable total to sum, whole words only", Kind: "code editor's find and replace widget, keyboard", Library: "monaco-editor", Note: "the find widget opened with Ctrl+H, its Match Whole Word toggle, Replace All by Ctrl+Alt+Enter", Page: "monaco-replace.html",
			Steps: []Step{
				{Op: "click", Target: Finder{Roles: Roles("textbox", "code"), Else: []Finder{{Text: "function invoiceTotal(items, taxRate) {"}}}},
				{Op: "key", Text: "Control+h"},
				{Op: "type", Target: Finder{Roles: Textboxes, Name: "Find"}, Text: "total"},
				{Op: "click", Target: Finder{Roles: Roles("checkbox", "button"), Name: "Match Whole Word (Alt+W)", Else: []Finder{{Roles: Roles("checkbox", "button"), Name: "Match Whole Word"}}}},
				{Op: "type", Target: Finder{Roles: Textboxes, Name: "Replace"}, Text: "sum"},
				{Op: "key", Text: "Control+Alt+Enter"},
			},
			Check: `() => editor.getValue().split('\n').map(l => l.trim()).join(' ')`, Want: "function invoiceTotal(items, taxRate) { let sum = 0; for (const item of items) { const subtotal = item.price * item.qty; sum += subtotal; } const tax = sum * taxRate; return sum + tax; }",
		},
		{
			Name: "draggables and drop targets (jQuery UI): file the taxi, hotel and lunch receipts", Kind: "drag and drop onto targets, mouse events", Library: "jquery-ui", Note: "draggable (revert when dropped elsewhere) and droppable (pointer tolerance), with jQuery 3", Page: "jquery-ui-receipts.html",
			Steps: []Step{
				{Op: "drag", Target: Finder{Name: "Taxi to the airport", Text: "Taxi to the airport", Else: []Finder{{Has: "Taxi to the airport"}}}, To: Finder{Roles: Roles("heading"), Name: "Travel"}},
				{Op: "drag", Target: Finder{Name: "Hotel Aliados, 2 nights", Text: "Hotel Aliados, 2 nights", Else: []Finder{{Has: "Hotel Aliados, 2 nights"}}}, To: Finder{Roles: Roles("heading"), Name: "Travel"}},
				{Op: "drag", Target: Finder{Name: "Lunch with Rota Ltd", Text: "Lunch with Rota Ltd", Else: []Finder{{Has: "Lunch with Rota Ltd"}}}, To: Finder{Roles: Roles("heading"), Name: "Meals"}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Submit report"}},
			},
			Check: `() => document.getElementById('status').textContent`, Want: "Submitted: Travel €250.50 (Taxi to the airport, Hotel Aliados, 2 nights); Meals €46.20 (Lunch with Rota Ltd); 1 unfiled",
		},
		{
			Name: "context menu (Handsontable): bill the Rota workshop, remove the cancelled standup", Kind: "spreadsheet's context menu", Library: "handsontable", Note: "contextMenu with a custom item, Remove row, non-commercial evaluation key", Page: "handsontable-timesheet.html",
			Steps: []Step{
				{Op: "rightclick", Target: Finder{Roles: Roles("gridcell"), Name: "Workshop with Rota Ltd", Text: "Workshop with Rota Ltd"}},
				{Op: "click", Target: Finder{Roles: Roles("menuitem"), Name: "Mark as billable", Text: "Mark as billable"}},
				{Op: "rightclick", Target: Finder{Roles: Roles("gridcell"), Name: "Standup (cancelled)", Text: "Standup (cancelled)"}},
				{Op: "click", Target: Finder{Roles: Roles("menuitem"), Name: "Remove row", Text: "Remove row"}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Submit timesheet"}},
			},
			Check: `() => document.getElementById('status').textContent`, Want: "Submitted 6 rows, 17.5 hours; billable: Workshop with Rota Ltd, Site visit, Porto",
		},
		{
			Name: "star ratings and a loading button (Shoelace): four stars overall, five for comfort", Kind: "ratings moved by keys, text area, shadow DOM", Library: "@shoelace-style/shoelace", Note: "sl-rating (a click sets it where it lands, then arrow keys and End), sl-textarea, sl-button loading until the post is answered (500 ms), sl-alert toast", Page: "shoelace-review.html",
			Steps: []Step{
				{Op: "click", Target: Finder{Roles: Roles("slider"), Name: "Overall"}},
				{Op: "key", Text: "ArrowRight"},
				{Op: "click", Target: Finder{Roles: Roles("slider"), Name: "Comfort"}},
				{Op: "key", Text: "End"},
				{Op: "type", Target: Finder{Roles: Textboxes, Name: "Your review"}, Text: "Light and dry on wet trails."},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Post review"}},
			},
			Check: `() => document.getElementById('status').textContent`, Want: "Posted: overall 4 of 5, comfort 5 of 5; “Light and dry on wet trails.”",
		},
		{
			Name: "reorder group (Ionic): walk the dog first, check the weather after the coffee", Kind: "list reordered by drag, Ionic's pointer gesture, shadow DOM", Library: "@ionic/core", Note: "ion-reorder-group of ion-items each wrapped in an ion-reorder, ionReorderEnd's complete()", Page: "ionic-reorder.html",
			Steps: []Step{
				{Op: "drag", Target: Finder{Name: "Walk the dog", Text: "Walk the dog"}, To: Finder{Name: "Check the weather", Text: "Check the weather"}},
				{Op: "drag", Target: Finder{Name: "Check the weather", Text: "Check the weather"}, To: Finder{Name: "Make coffee", Text: "Make coffee"}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Save routine"}},
			},
			Check: `() => document.getElementById('status').textContent`, Want: "Saved: Walk the dog → Make coffee → Check the weather → Stretch → Shower → Read the news",
		},
		{
			Name: "row dragging (AG Grid): the checkout crash first, the privacy page before the auth refactor", Kind: "data grid rows reordered by drag, mouse events", Library: "ag-grid-community", Note: "rowDragManaged with rowDragEntireRow", Page: "ag-grid-backlog.html",
			Steps: []Step{
				{Op: "drag", Target: Finder{Roles: Roles("gridcell"), Name: "Fix the checkout crash", Text: "Fix the checkout crash"}, To: Finder{Roles: Roles("gridcell"), Name: "Write release notes", Text: "Write release notes"}},
				{Op: "drag", Target: Finder{Roles: Roles("gridcell"), Name: "Update the privacy page", Text: "Update the privacy page"}, To: Finder{Roles: Roles("gridcell"), Name: "Refactor the auth module", Text: "Refactor the auth module"}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Save priorities"}},
			},
			Check: `() => document.getElementById('status').textContent`, Want: "Saved: 1. Fix the checkout crash, 2. Write release notes, 3. Update the privacy page, 4. Refactor the auth module, 5. Add dark mode, 6. Speed up search",
		},
		{
			Name: "drawer and slider (Fluent): hotels within 2 km of the centre", Kind: "modal drawer, slider moved by keys, shadow DOM", Library: "@fluentui/web-components", Note: "fluent-drawer type=modal with a fluent-drawer-body, fluent-slider (Home, arrow keys)", Page: "fluent-hotels.html",
			Steps: []Step{
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Filters"}},
				{Op: "click", Target: Finder{Roles: Roles("slider"), Name: "Maximum distance from the centre (km)"}},
				{Op: "key", Text: "Home"},
				{Op: "key", Text: "ArrowRight"},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Show results"}},
			},
			Check: `() => document.getElementById('status').textContent`, Want: "4 hotels within 2 km rated 1 or more: Casa da Ribeira, Hotel Aliados, Miragaia Rooms, Gaia Riverside",
		},
	}
	for i := range unseen {
		unseen[i].Unseen = 10
	}
	Unseen = append(Unseen, unseen...)
}
