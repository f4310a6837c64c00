package widgettasks

// The seventh unseen set: written after the sixth set, on components none
// of the tuned tasks nor the first six sets use, from the pages' visible
// text and the standard ARIA roles alone, without looking at how
// electron-mcp names, folds or prints what it shows, and measured as
// written. Each is asked as a person would ask it and checked in the
// page's own state.
func init() {
	unseen := []Task{
		{
			Name: "grouped suggestions (antd): stays in the city of Lisbon, not its airport", Kind: "autocomplete with grouped options", Library: "antd", Note: "AutoComplete with option groups (cities, airports, hotels), InputNumber", Page: "antd-autogroups.html",
			Steps: []Step{
				{Op: "type", Target: Finder{Roles: Textboxes, Name: "Destination"}, Text: "Lis"},
				{Op: "click", Target: Finder{Roles: Roles("option"), Name: "Lisbon", Text: "Lisbon"}},
				{Op: "type", Target: Finder{Roles: Roles("spinbutton", "textbox"), Name: "Guests"}, Text: "3"},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Search stays"}},
			},
			Check: `() => document.getElementById('status').textContent`, Want: "Searching stays in Lisbon (city) for 3 guests",
		},
		{
			Name: "page size (antd): twenty invoices a page, open INV-047", Kind: "pagination with a page-size select", Library: "antd", Note: "Pagination showSizeChanger under a List", Page: "antd-pagesize.html",
			Steps: []Step{
				// The size changer, named Page Size, shows its value,
				// "10 / page".
				{Op: "click", Target: Finder{Roles: Roles("combobox", "generic"), Name: "Page Size", Else: []Finder{{Has: "10 / page"}, {Text: "10 / page"}}}},
				{Op: "click", Target: Finder{Roles: Roles("option"), Name: "20 / page", Text: "20 / page"}},
				{Op: "click", Target: Finder{Roles: Roles("listitem", "link", "button"), Name: "3", Text: "3"}},
				{Op: "click", Target: Finder{Roles: Roles("button", "link"), Name: "Open INV-047"}},
			},
			Check: `() => document.getElementById('status').textContent`, Want: "Opened INV-047 (Hooli, €922) from page 3, 20 a page",
		},
		{
			Name: "stacked dialogs (antd): delete the Zeus project, typing its name", Kind: "stacked dialogs, type-to-confirm", Library: "antd", Note: "a Modal of settings and a second Modal over it whose Delete waits for the typed name", Page: "antd-nestedmodal.html",
			Steps: []Step{
				{Op: "click", Target: Finder{Roles: Roles("button", "link"), Name: "Zeus"}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Delete project"}},
				{Op: "type", Target: Finder{Roles: Textboxes, Name: "Type Zeus to confirm"}, Text: "Zeus"},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Delete"}},
			},
			Check: `() => document.getElementById('status').textContent`, Want: "Deleted Zeus; left: Apollo, Hermes, Athena",
		},
		{
			Name: "multi-select with ticks (MUI): deliveries on Wednesdays and Fridays too", Kind: "multi-select with checkboxes in its menu", Library: "@mui/material", Note: "Select multiple, MenuItems of Checkbox and ListItemText, Chips for the value", Page: "mui-checkselect.html",
			Steps: []Step{
				// The field shows Monday, its value, as a chip.
				{Op: "click", Target: Finder{Roles: Roles("combobox", "button"), Name: "Delivery days", Else: []Finder{{Roles: Roles("combobox", "button"), Has: "Monday"}}}},
				{Op: "click", Target: Finder{Roles: Roles("option", "menuitem"), Name: "Wednesday", Text: "Wednesday"}},
				{Op: "click", Target: Finder{Roles: Roles("option", "menuitem"), Name: "Friday", Text: "Friday"}},
				{Op: "key", Text: "Escape"},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Save schedule"}},
			},
			Check: `() => document.getElementById('status').textContent`, Want: "Deliveries on Monday, Wednesday, Friday",
		},
		{
			Name: "popover with a form (React Aria): snooze the bank call to tomorrow, with a note", Kind: "popover holding a form", Library: "react-aria-components", Note: "DialogTrigger, Popover, Dialog with a RadioGroup and a TextField, bundled with React 18", Page: "react-aria-snooze.html",
			Steps: []Step{
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Snooze"}},
				// Each radio's input is hidden inside its label: the label is
				// what takes the click.
				{Op: "click", Target: Finder{Roles: Roles("radio"), Name: "Tomorrow (09:00)", Else: []Finder{{Text: "Tomorrow (09:00)"}, {Has: "Tomorrow (09:00)"}}}},
				{Op: "type", Target: Finder{Roles: Textboxes, Name: "Note"}, Text: "Bring the IBAN"},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Snooze reminder"}},
			},
			Check: `() => document.getElementById('status').textContent`, Want: "Snoozed Call the bank until tomorrow at 09:00 (note: Bring the IBAN)",
		},
		{
			Name: "bulk actions (React Aria): archive the two newsletters", Kind: "selectable list with a bulk-action toolbar", Library: "react-aria-components", Note: "GridList selectionMode=multiple with selection Checkboxes, Toolbar, bundled with React 18", Page: "react-aria-inbox.html",
			Steps: []Step{
				{Op: "click", Target: Finder{Roles: Roles("row", "gridcell", "checkbox"), Name: "Your weekly digest", Else: []Finder{{Roles: Roles("row", "checkbox"), Has: "Your weekly digest"}}}},
				{Op: "click", Target: Finder{Roles: Roles("row", "gridcell", "checkbox"), Name: "This month at the cinema", Else: []Finder{{Roles: Roles("row", "checkbox"), Has: "This month at the cinema"}}}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Archive"}},
			},
			Check: `() => document.getElementById('status').textContent`, Want: "Archived 2: Your weekly digest, This month at the cinema; 4 left in the inbox",
		},
		{
			Name: "drawer with tabs (Mantine): bags under €50", Kind: "drawer with tabs, filter chips", Library: "@mantine/core", Note: "Drawer holding Tabs whose panels are Chip.Groups, bundled with React 18", Page: "mantine-filters.html",
			Steps: []Step{
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Filters"}},
				{Op: "click", Target: Finder{Roles: Roles("checkbox"), Name: "Bags", Else: []Finder{{Text: "Bags"}}}},
				{Op: "click", Target: Finder{Roles: Roles("tab"), Name: "Price"}},
				{Op: "click", Target: Finder{Roles: Roles("radio", "checkbox"), Name: "Under €50", Else: []Finder{{Text: "Under €50"}}}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Apply filters"}},
			},
			Check: `() => document.getElementById('status').textContent`, Want: "Showing Bags, under €50: Canvas tote, Beach bag, Gym duffel",
		},
		{
			Name: "grid row details (Vaadin): Priya Patel becomes the Data team's lead engineer", Kind: "data grid with a filter field and row details, shadow DOM", Library: "@vaadin/grid", Note: "vaadin-grid-filter-column, rowDetailsRenderer opened on the active row", Page: "vaadin-details.html",
			Steps: []Step{
				// The filter field in the Name column's header.
				{Op: "type", Target: Finder{Roles: Textboxes, Name: "Name", Else: []Finder{{Roles: Textboxes, Name: "Filter"}, {Roles: Textboxes}}}, Text: "pri"},
				{Op: "click", Target: Finder{Roles: Roles("gridcell", "cell", "row"), Name: "Priya Patel", Text: "Priya Patel"}},
				{Op: "type", Target: Finder{Roles: Textboxes, Name: "Job title"}, Text: "Lead engineer"},
				{Op: "click", Target: Finder{Roles: Roles("checkbox"), Name: "Team lead", Else: []Finder{{Text: "Team lead"}}}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Save changes"}},
			},
			Check: `() => document.getElementById('status').textContent`, Want: "Saved Priya Patel: Lead engineer, Data (team lead)",
		},
		{
			Name: "select in an alert (Ionic): a flat white with oat milk", Kind: "select opening an alert of radio buttons, shadow DOM", Library: "@ionic/core", Note: "ion-select interface=alert, ion-alert with radios, Cancel and OK", Page: "ionic-alertselect.html",
			Steps: []Step{
				// The list's row reads Milk, then the value, Whole; a person
				// taps the row (the select's own button is hidden under it).
				{Op: "click", Target: Finder{Roles: Roles("listitem", "button", "combobox"), Has: "Milk", Else: []Finder{{Roles: Roles("button", "combobox"), Name: "Milk, Whole"}, {Roles: Roles("button", "combobox"), Name: "Milk"}}}},
				{Op: "click", Target: Finder{Roles: Roles("radio"), Name: "Oat", Text: "Oat"}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "OK"}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Place order"}},
			},
			Check: `() => document.getElementById('status').textContent`, Want: "Ordered a flat white with oat milk, no extras",
		},
		{
			Name: "nested accordions (Bootstrap): the answer on changing the delivery address helped", Kind: "nested accordions", Library: "bootstrap", Note: "accordion whose bodies hold accordions, feedback buttons in the answers", Page: "bootstrap-faq.html",
			Steps: []Step{
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Shipping"}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Can I change my delivery address?"}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Yes"}},
			},
			Check: `() => document.getElementById('status').textContent`, Want: "Thanks: “Can I change my delivery address?” helped",
		},
		{
			Name: "grouped rows (Tabulator): move Rui and Inês from Lisbon to Porto", Kind: "table with collapsible row groups, row selection", Library: "tabulator-tables", Note: "groupBy with groupStartOpen false, selectableRows", Page: "tabulator-groups.html",
			Steps: []Step{
				{Op: "click", Target: Finder{Roles: Roles("rowgroup", "row", "button", "generic"), Text: "Lisbon office · 3 people", Else: []Finder{{Has: "Lisbon office · 3 people"}}}},
				{Op: "click", Target: Finder{Roles: Roles("row", "gridcell", "cell"), Name: "Rui Costa", Text: "Rui Costa"}},
				{Op: "click", Target: Finder{Roles: Roles("row", "gridcell", "cell"), Name: "Inês Lopes", Text: "Inês Lopes"}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Move to Porto"}},
			},
			Check: `() => document.getElementById('status').textContent`, Want: "Moved Rui Costa, Inês Lopes to Porto; Lisbon 1, Porto 4, Madrid 3",
		},
		{
			Name: "notices with actions (Fluent): put off the update, pay the March 9 invoice", Kind: "message bars with actions, accordion, shadow DOM", Library: "@fluentui/web-components", Note: "fluent-message-bar with action buttons, fluent-accordion", Page: "fluent-notices.html",
			Steps: []Step{
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Remind me later"}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Review invoices"}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Pay INV-031"}},
			},
			Check: `() => document.getElementById('status').textContent`, Want: "Paid INV-031; 1 overdue left; update put off",
		},
	}
	for i := range unseen {
		unseen[i].Unseen = 7
	}
	Unseen = append(Unseen, unseen...)
}
