package widgettasks

// The thirteenth unseen set: written after the twelfth set by a helper that
// read none of electron-mcp's naming, folding or snapshot code, on
// components none of the tuned tasks nor the first twelve sets use, from
// the pages' visible text and the standard ARIA roles alone, and checked on
// Playwright MCP alone before it was measured. Each is asked as a person
// would ask it and checked in the page's own state.
func init() {
	unseen := []Task{
		{
			Name: "command palette (cmdk): move the note to Travel, pin it, use the sepia theme", Kind: "command palette: a dialog whose field filters commands by a fuzzy score, Enter runs the first", Library: "cmdk", Note: "Command.Dialog (a Radix dialog) opened by a button, Command.Input, Command.Group headings, items that close it; bundled with React 18", Page: "cmdk-notes.html",
			Steps: []Step{
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Open command menu"}},
				{Op: "type", Target: Finder{Roles: Textboxes, Name: "Command menu"}, Text: "travel"},
				{Op: "click", Target: Finder{Roles: Roles("option"), Name: "Move to Travel", Text: "Move to Travel"}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Open command menu"}},
				{Op: "type", Target: Finder{Roles: Textboxes, Name: "Command menu"}, Text: "pin", Submit: true},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Open command menu"}},
				{Op: "type", Target: Finder{Roles: Textboxes, Name: "Command menu"}, Text: "sepia"},
				{Op: "click", Target: Finder{Roles: Roles("option"), Name: "Sepia theme", Text: "Sepia theme"}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Save note"}},
			},
			Check: `() => document.getElementById('status').textContent`, Want: "Saved “Trip to Lisbon” in Travel, pinned, sepia theme",
		},
		{
			Name: "sortable list (dnd kit): Harvest Moon opens the playlist, Blue in Green closes it", Kind: "list reordered by pointer drags, items as buttons", Library: "@dnd-kit/sortable", Note: "SortableContext with verticalListSortingStrategy, useSortable items (role button, aria-roledescription sortable), PointerSensor and KeyboardSensor, closestCenter; bundled with React 18", Page: "dndkit-playlist.html",
			Steps: []Step{
				{Op: "drag", Target: Finder{Roles: Roles("button", "listitem"), Name: "Harvest Moon Neil Young 5:03", Else: []Finder{{Roles: Roles("button", "listitem"), Has: "Harvest Moon"}}}, To: Finder{Roles: Roles("button", "listitem"), Name: "So What Miles Davis 9:22", Else: []Finder{{Roles: Roles("button", "listitem"), Has: "So What"}}}},
				{Op: "drag", Target: Finder{Roles: Roles("button", "listitem"), Name: "Blue in Green Bill Evans 5:37", Else: []Finder{{Roles: Roles("button", "listitem"), Has: "Blue in Green"}}}, To: Finder{Roles: Roles("button", "listitem"), Name: "Take Five Dave Brubeck 5:24", Else: []Finder{{Roles: Roles("button", "listitem"), Has: "Take Five"}}}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Save playlist"}},
			},
			Check: `() => document.getElementById('status').textContent`, Want: "Saved playlist: Harvest Moon, So What, Naima, Round Midnight, Take Five, Blue in Green",
		},
		{
			Name: "colour picker (Pickr): the Urgent label becomes Blocker, in #D62828", Kind: "colour picker popup: a colour typed into its field, kept by its Save button", Library: "@simonwep/pickr", Note: "Pickr.create with the classic theme (a colour area, hue and opacity sliders, swatches, a text field, Save and Cancel)", Page: "pickr-labels.html",
			Steps: []Step{
				{Op: "type", Target: Finder{Roles: Textboxes, Name: "Label name"}, Text: "Blocker"},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "toggle color picker dialog"}},
				{Op: "type", Target: Finder{Roles: Textboxes, Name: "color input field"}, Text: "#D62828"},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "save and close", Else: []Finder{{Roles: Roles("button"), Text: "Save"}}}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Save label"}},
			},
			Check: `() => document.getElementById('status').textContent`, Want: "Saved label Blocker: #D62828",
		},
		{
			Name: "carousel (Splide): the Team plan for 6 seats, billed yearly", Kind: "carousel of one slide at a time, the others hidden until it moves to them", Library: "@splidejs/splide", Note: "Splide with perPage 1, arrows and pagination tabs; slides out of view aria-hidden", Page: "splide-plans.html",
			Steps: []Step{
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Next slide"}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Next slide"}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Next slide"}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Choose Team"}},
				{Op: "click", Target: Finder{Roles: Roles("radio"), Name: "Yearly (two months free)", Else: []Finder{{Text: "Yearly (two months free)"}}}},
				{Op: "type", Target: Finder{Roles: Roles("spinbutton", "textbox"), Name: "Seats"}, Text: "6"},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Continue to payment"}},
			},
			Check: `() => document.getElementById('status').textContent`, Want: "Team plan, 6 seats, billed yearly: €900",
		},
		{
			Name: "bookmarks tree (react-complex-tree): call Untitled “Sourdough starter” and file it under Recipes", Kind: "tree: a folder opened by a click, an item renamed by F2, dragged onto another folder", Library: "react-complex-tree", Note: "UncontrolledTreeEnvironment with a StaticTreeDataProvider, canRename, canDragAndDrop, canDropOnFolder (HTML5 drag and drop); bundled with React 18", Page: "rct-bookmarks.html",
			Steps: []Step{
				{Op: "click", Target: Finder{Roles: Roles("treeitem", "button"), Name: "Unsorted"}},
				{Op: "click", Target: Finder{Roles: Roles("treeitem", "button"), Name: "Untitled"}},
				{Op: "key", Text: "F2"},
				{Op: "type", Target: Finder{Roles: Textboxes, Name: "New item name"}, Text: "Sourdough starter", Submit: true},
				{Op: "drag", Target: Finder{Roles: Roles("treeitem", "button"), Name: "Sourdough starter"}, To: Finder{Roles: Roles("treeitem", "button"), Name: "Recipes"}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Save bookmarks"}},
			},
			Check: `() => document.getElementById('status').textContent`, Want: "Saved: Recipes holds Pasta carbonara, Weeknight dinners, Sourdough starter; Unsorted holds Cheap flights alert, Bike repair video",
		},
		{
			Name: "date range picker (Ark UI): the cabin from Friday 28 May to Wednesday 2 June 2027", Kind: "date picker in range mode across two months, booked days unavailable", Library: "@ark-ui/react", Note: "DatePicker with selectionMode range (zag-js), a popover of a month's grid, previous and next month's triggers, isDateUnavailable; bundled with React 18", Page: "ark-stay.html",
			Steps: []Step{
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Open calendar", Else: []Finder{{Roles: Roles("button"), Text: "Choose dates"}}}},
				{Op: "click", Target: Finder{Roles: Roles("button", "gridcell"), Name: "Choose Friday, May 28, 2027", Else: []Finder{{Roles: Roles("button", "gridcell"), Text: "28"}}}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Switch to next month"}},
				{Op: "click", Target: Finder{Roles: Roles("button", "gridcell"), Name: "Choose Wednesday, June 2, 2027", Else: []Finder{{Roles: Roles("button", "gridcell"), Text: "2"}}}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Book the cabin"}},
			},
			Check: `() => document.getElementById('status').textContent`, Want: "Booked Fri 28 May to Wed 2 Jun: 5 nights, €425",
		},
		{
			Name: "rating and tags (Ark UI): four stars; quiet and long battery, not loud", Kind: "star rating as radio buttons, tags input with delete buttons", Library: "@ark-ui/react", Note: "RatingGroup (a radiogroup of stars) and TagsInput (a tag's delete trigger, Enter adds one); bundled with React 18", Page: "ark-review.html",
			Steps: []Step{
				{Op: "click", Target: Finder{Roles: Roles("radio"), Name: "4 stars"}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Delete tag loud"}},
				{Op: "type", Target: Finder{Roles: Textboxes, Name: "What stood out"}, Text: "quiet", Submit: true},
				{Op: "type", Target: Finder{Roles: Textboxes, Name: "What stood out"}, Text: "long battery", Submit: true},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Post review"}},
			},
			Check: `() => document.getElementById('status').textContent`, Want: "Posted: 4 stars; heavy, good suction, quiet, long battery",
		},
		{
			Name: "menu with radio and checkbox items and a submenu (Ark UI): newest first, hidden files shown, no extensions, large icons", Kind: "menu button: radio items, checkbox items, a submenu, staying open after a choice", Library: "@ark-ui/react", Note: "Menu with closeOnSelect false, RadioItemGroup, CheckboxItem, a nested Menu opened by its TriggerItem; bundled with React 18", Page: "ark-menu.html",
			Steps: []Step{
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "View options"}},
				{Op: "click", Target: Finder{Roles: Roles("menuitemradio", "menuitem"), Name: "Date modified"}},
				{Op: "click", Target: Finder{Roles: Roles("menuitemcheckbox", "menuitem"), Name: "Show hidden files"}},
				{Op: "click", Target: Finder{Roles: Roles("menuitemcheckbox", "menuitem"), Name: "Show file extensions"}},
				{Op: "click", Target: Finder{Roles: Roles("menuitem"), Name: "Icon size"}},
				{Op: "click", Target: Finder{Roles: Roles("menuitemradio", "menuitem"), Name: "Large"}},
				{Op: "key", Text: "Escape"},
				{Op: "key", Text: "Escape"},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Save view"}},
			},
			Check: `() => document.getElementById('status').textContent`, Want: "Saved view: large icons; notes, invoice-118, budget-2027, .env, photo-lisbon, .gitignore",
		},
		{
			Name: "transfer list (PrimeReact): Signups off the dashboard, Churn and Active users on it, Churn on top", Kind: "two listboxes, options moved across and reordered by buttons", Library: "primereact", Note: "PickList (a click toggles an option's selection; Move to Target, Move to Source, Move Top), the Lara theme; bundled with React 18", Page: "prime-picklist.html",
			Steps: []Step{
				{Op: "click", Target: Finder{Roles: Roles("option"), Name: "Signups", Text: "Signups"}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Move to Source"}},
				{Op: "click", Target: Finder{Roles: Roles("option"), Name: "Churn", Text: "Churn"}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Move to Target"}},
				{Op: "click", Target: Finder{Roles: Roles("option"), Name: "Active users", Text: "Active users"}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Move to Target"}},
				{Op: "click", Target: Finder{Roles: Roles("option"), Name: "Churn", Text: "Churn"}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Move Top"}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Save dashboard"}},
			},
			Check: `() => document.getElementById('status').textContent`, Want: "Saved dashboard: Churn, Revenue, Active users",
		},
		{
			Name: "checkbox tree (PrimeReact): alert Engineering but not the mobile team, and customer support", Kind: "tree of checkboxes: a parent checks its children, a filter field narrows it", Library: "primereact", Note: "Tree with selectionMode checkbox (a click on an item toggles its check, ArrowRight opens it) and filter; bundled with React 18", Page: "prime-tree.html",
			Steps: []Step{
				{Op: "click", Target: Finder{Roles: Roles("treeitem"), Name: "Engineering", Else: []Finder{{Text: "Engineering"}}}},
				{Op: "key", Text: "ArrowRight"},
				{Op: "click", Target: Finder{Roles: Roles("treeitem"), Name: "Mobile team", Else: []Finder{{Text: "Mobile team"}}}},
				{Op: "type", Target: Finder{Roles: Textboxes, Name: "Find a team"}, Text: "support"},
				{Op: "click", Target: Finder{Roles: Roles("treeitem"), Name: "Customer support", Else: []Finder{{Text: "Customer support"}}}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Send alert"}},
			},
			Check: `() => document.getElementById('status').textContent`, Want: "Alert sent to Web team, Site reliability, Customer support, Billing",
		},
		{
			Name: "cascader (React Suite): collect in Porto, found by a search, deliver to São Paulo", Kind: "cascading columns of a path, a search among its leaves", Library: "rsuite", Note: "Cascader (a combobox opening a tree of columns, a search field finding leaves by their path); bundled with React 18", Page: "rsuite-cascader.html",
			Steps: []Step{
				{Op: "click", Target: Finder{Roles: Roles("combobox", "button"), Name: "Collect from"}},
				{Op: "type", Target: Finder{Roles: Textboxes, Name: "Search"}, Text: "porto"},
				{Op: "click", Target: Finder{Roles: Roles("treeitem", "option"), Name: "Porto"}},
				{Op: "click", Target: Finder{Roles: Roles("combobox", "button"), Name: "Deliver to"}},
				{Op: "click", Target: Finder{Roles: Roles("treeitem", "option"), Name: "Americas"}},
				{Op: "click", Target: Finder{Roles: Roles("treeitem", "option"), Name: "Brazil"}},
				{Op: "click", Target: Finder{Roles: Roles("treeitem", "option"), Name: "São Paulo"}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Create transfer"}},
			},
			Check: `() => document.getElementById('status').textContent`, Want: "Transfer from Europe › Portugal › Porto to Americas › Brazil › São Paulo",
		},
		{
			Name: "time pickers and a switch (React Suite): open 7:30 to 19:45, and on Sunday mornings", Kind: "time picker of hour and minute columns kept by OK, switch", Library: "rsuite", Note: "TimePicker (format HH:mm, minutes in steps of 15: listboxes of hours and minutes, an OK button) and Toggle; bundled with React 18", Page: "rsuite-time.html",
			Steps: []Step{
				{Op: "click", Target: Finder{Roles: Roles("textbox", "combobox"), Name: "Opens at"}},
				{Op: "click", Target: Finder{Roles: Roles("option"), Name: "7 hours"}},
				{Op: "click", Target: Finder{Roles: Roles("option"), Name: "30 minutes"}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "OK"}},
				{Op: "click", Target: Finder{Roles: Roles("textbox", "combobox"), Name: "Closes at"}},
				{Op: "click", Target: Finder{Roles: Roles("option"), Name: "19 hours"}},
				{Op: "click", Target: Finder{Roles: Roles("option"), Name: "45 minutes"}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "OK"}},
				{Op: "click", Target: Finder{Roles: Roles("switch", "checkbox"), Name: "Open on Sunday mornings"}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Save hours"}},
			},
			Check: `() => document.getElementById('status').textContent`, Want: "Saved: 07:30 to 19:45, Sunday mornings too",
		},
	}
	for i := range unseen {
		unseen[i].Unseen = 13
	}
	Unseen = append(Unseen, unseen...)
}
