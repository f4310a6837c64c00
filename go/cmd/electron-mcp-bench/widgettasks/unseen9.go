package widgettasks

// The ninth unseen set: written after the eighth set, on components none
// of the tuned tasks nor the first eight sets use, from the pages' visible
// text and the standard ARIA roles alone, without looking at how
// electron-mcp names, folds or prints what it shows, and checked on
// Playwright MCP alone before it was measured. Each is asked as a person
// would ask it and checked in the page's own state.
func init() {
	unseen := []Task{
		{
			Name: "inline menu (antd): no more emails about comments or product news", Kind: "sidebar menu with inline submenus, checkbox group", Library: "antd", Note: "Menu mode=inline with submenus, Checkbox.Group under an indeterminate Checkbox", Page: "antd-menu.html",
			Steps: []Step{
				{Op: "click", Target: Finder{Roles: Roles("menuitem", "button"), Name: "Settings", Text: "Settings"}},
				{Op: "click", Target: Finder{Roles: Roles("menuitem", "link"), Name: "Notifications", Text: "Notifications"}},
				{Op: "click", Target: Finder{Roles: Roles("checkbox"), Name: "Comments on my posts", Else: []Finder{{Text: "Comments on my posts"}}}},
				{Op: "click", Target: Finder{Roles: Roles("checkbox"), Name: "Product news", Else: []Finder{{Text: "Product news"}}}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Save"}},
			},
			Check: `() => document.getElementById('status').textContent`, Want: "Saved: emails for Mentions, Security alerts",
		},
		{
			Name: "table pagination (MUI): 25 orders a page, ship #1041 and #1047", Kind: "table with a rows-per-page select and page buttons", Library: "@mui/material", Note: "TablePagination (its Select and next page button) under a Table", Page: "mui-tablepagination.html",
			Steps: []Step{
				{Op: "click", Target: Finder{Roles: Roles("combobox", "button"), Name: "Rows per page: 10", Else: []Finder{{Roles: Roles("combobox", "button"), Has: "10"}}}},
				{Op: "click", Target: Finder{Roles: Roles("option"), Name: "25", Text: "25"}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Go to next page"}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Mark #1041 shipped"}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Mark #1047 shipped"}},
			},
			Check: `() => document.getElementById('status').textContent`, Want: "Shipped: #1041 (Hugo Pinto), #1047 (Eva Costa)",
		},
		{
			Name: "radio cards in an accordion (Mantine): express delivery, gift wrapped", Kind: "accordion of radio and checkbox cards", Library: "@mantine/core", Note: "Accordion, Radio.Card in a Radio.Group, Checkbox.Card in a Checkbox.Group, bundled with React 18", Page: "mantine-checkout.html",
			Steps: []Step{
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Delivery"}},
				{Op: "click", Target: Finder{Roles: Roles("radio"), Has: "Express", Else: []Finder{{Text: "Express"}}}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Extras"}},
				{Op: "click", Target: Finder{Roles: Roles("checkbox"), Has: "Gift wrap", Else: []Finder{{Text: "Gift wrap"}}}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Place order"}},
			},
			Check: `() => document.getElementById('status').textContent`, Want: "Order placed: express delivery, gift wrap; total €52.50",
		},
		{
			Name: "submenus (React Aria): Letter paper, then export as PDF", Kind: "menu with submenus, one of them a single selection", Library: "react-aria-components", Note: "MenuTrigger, SubmenuTrigger, Menu selectionMode=single, bundled with React 18", Page: "react-aria-export.html",
			Steps: []Step{
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "File"}},
				{Op: "click", Target: Finder{Roles: Roles("menuitem"), Name: "Page size", Else: []Finder{{Roles: Roles("menuitem"), Has: "Page size"}, {Text: "Page size"}}}},
				{Op: "click", Target: Finder{Roles: Roles("menuitemradio", "menuitem"), Name: "Letter", Text: "Letter"}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "File"}},
				{Op: "click", Target: Finder{Roles: Roles("menuitem"), Name: "Export as", Else: []Finder{{Roles: Roles("menuitem"), Has: "Export as"}, {Text: "Export as"}}}},
				{Op: "click", Target: Finder{Roles: Roles("menuitem"), Name: "PDF", Text: "PDF"}},
			},
			Check: `() => document.getElementById('status').textContent`, Want: "Exported Quarterly report as PDF on Letter paper",
		},
		{
			Name: "filter popovers (Headless UI): Nordic or Trailhead shoes in size 42", Kind: "group of popovers holding checkboxes", Library: "@headlessui/react", Note: "PopoverGroup, Popover with an anchored PopoverPanel, Checkbox in a Field, CloseButton, bundled with React 18", Page: "headlessui-filters.html",
			Steps: []Step{
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Brand"}},
				{Op: "click", Target: Finder{Roles: Roles("checkbox"), Name: "Nordic", Else: []Finder{{Text: "Nordic"}}}},
				{Op: "click", Target: Finder{Roles: Roles("checkbox"), Name: "Trailhead", Else: []Finder{{Text: "Trailhead"}}}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Apply"}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Size (EU)"}},
				{Op: "click", Target: Finder{Roles: Roles("checkbox"), Name: "42", Else: []Finder{{Text: "42"}}}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Apply"}},
			},
			Check: `() => document.getElementById('status').textContent`, Want: "Showing 2 of 8: Nordic Tempo 3, Trailhead Ridge",
		},
		{
			Name: "tree and toggle button (Fluent): star the Acme NDA and the 2025 lease", Kind: "tree of folders, toggle button, shadow DOM", Library: "@fluentui/web-components", Note: "fluent-tree of nested fluent-tree-items (a click opens and selects), fluent-toggle-button", Page: "fluent-files.html",
			Steps: []Step{
				{Op: "click", Target: Finder{Roles: Roles("treeitem"), Name: "Documents", Else: []Finder{{Roles: Roles("treeitem"), Has: "Documents"}, {Text: "Documents"}}}},
				{Op: "click", Target: Finder{Roles: Roles("treeitem"), Name: "Contracts", Else: []Finder{{Roles: Roles("treeitem"), Has: "Contracts"}, {Text: "Contracts"}}}},
				{Op: "click", Target: Finder{Roles: Roles("treeitem"), Name: "NDA Acme.pdf", Text: "NDA Acme.pdf"}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Star"}},
				{Op: "click", Target: Finder{Roles: Roles("treeitem"), Name: "Lease 2025.pdf", Text: "Lease 2025.pdf"}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Star"}},
			},
			Check: `() => document.getElementById('status').textContent`, Want: "Starred: Handbook.docx, Lease 2025.pdf, NDA Acme.pdf",
		},
		{
			Name: "switches and a slider (Material Web): weekday alarm at 7:15, Saturday's on, snooze 10 minutes", Kind: "list of switches, slider, shadow DOM", Library: "@material/web", Note: "md-list of md-list-items with an md-switch at the end, md-slider with ticks", Page: "material-alarms.html",
			Steps: []Step{
				{Op: "click", Target: Finder{Roles: Roles("switch", "checkbox"), Name: "06:30 Weekdays"}},
				{Op: "click", Target: Finder{Roles: Roles("switch", "checkbox"), Name: "07:15 Weekdays"}},
				{Op: "click", Target: Finder{Roles: Roles("switch", "checkbox"), Name: "09:00 Saturday"}},
				{Op: "click", Target: Finder{Roles: Roles("slider"), Name: "Snooze length in minutes"}},
				{Op: "key", Text: "Home"},
				{Op: "key", Text: "ArrowRight"},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Save"}},
			},
			Check: `() => document.getElementById('status').textContent`, Want: "Saved. On: 07:15 Weekdays, 09:00 Saturday, 10:00 Sunday; snooze 10 min",
		},
		{
			Name: "collapsed navbar (Bootstrap): return the blue mug and the tea of order #3321", Kind: "navbar behind its toggler, collapsible cards", Library: "bootstrap", Note: "navbar with navbar-toggler and navbar-collapse, collapse buttons, form-check", Page: "bootstrap-navbar.html",
			Steps: []Step{
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Toggle navigation"}},
				{Op: "click", Target: Finder{Roles: Roles("link"), Name: "Returns"}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Order #3321, 9 May (3 items)"}},
				{Op: "click", Target: Finder{Roles: Roles("checkbox"), Name: "Blue mug", Else: []Finder{{Text: "Blue mug"}}}},
				{Op: "click", Target: Finder{Roles: Roles("checkbox"), Name: "Loose tea, 250 g", Else: []Finder{{Text: "Loose tea, 250 g"}}}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Start return"}},
			},
			Check: `() => document.getElementById('status').textContent`, Want: "Return started for Blue mug (order #3321), Loose tea, 250 g (order #3321)",
		},
		{
			Name: "nested menu (jQuery UI): move the report and the launch plan to Projects › Mobile app", Kind: "menu with nested submenus", Library: "jquery-ui", Note: "menu widget on nested lists, shown under a button, with jQuery 3", Page: "jquery-ui-menu.html",
			Steps: []Step{
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "report.docx"}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "launch-plan.pdf"}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Actions"}},
				{Op: "click", Target: Finder{Roles: Roles("menuitem"), Name: "Move to", Text: "Move to"}},
				{Op: "click", Target: Finder{Roles: Roles("menuitem"), Name: "Projects", Text: "Projects"}},
				{Op: "click", Target: Finder{Roles: Roles("menuitem"), Name: "Mobile app", Text: "Mobile app"}},
			},
			Check: `() => document.getElementById('status').textContent`, Want: "Moved report.docx, launch-plan.pdf to Projects/Mobile app",
		},
		{
			Name: "header filter and list editor (Tabulator): refund order 1057", Kind: "paginated data grid with header filters, list editor", Library: "tabulator-tables", Note: "pagination, headerFilter inputs with placeholders, editor list", Page: "tabulator-orders.html",
			Steps: []Step{
				{Op: "type", Target: Finder{Roles: Textboxes, Name: "Filter orders"}, Text: "1057", Submit: true},
				{Op: "click", Target: Finder{Roles: Roles("gridcell", "cell"), Name: "Delivered", Text: "Delivered"}},
				{Op: "click", Target: Finder{Roles: Roles("option", "listitem"), Name: "Refunded", Text: "Refunded"}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Save changes"}},
			},
			Check: `() => document.getElementById('status').textContent`, Want: "Saved: order 1057 (Hugo Pinto, €129.00) refunded",
		},
		{
			Name: "list view (FullCalendar): cancel next week's dentist appointment", Kind: "calendar toolbar, list of the week's events", Library: "fullcalendar", Note: "headerToolbar with prev/next and view buttons, listWeek view, eventClick", Page: "fullcalendar-list.html",
			Steps: []Step{
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "List"}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Next week"}},
				{Op: "click", Target: Finder{Roles: AnyButton, Name: "Dentist — Dr. Moura", Text: "Dentist — Dr. Moura"}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Cancel appointment"}},
			},
			Check: `() => document.getElementById('status').textContent`, Want: "Cancelled Dentist — Dr. Moura on Tuesday 18 March at 09:30",
		},
		{
			Name: "range date picker (flatpickr): the cabin from Friday 25 April to Sunday 4 May", Kind: "date range picker of two months", Library: "flatpickr", Note: "mode=range, showMonths=2, minDate and now", Page: "flatpickr-range.html",
			Steps: []Step{
				{Op: "click", Target: Finder{Roles: Textboxes, Name: "Dates"}},
				{Op: "click", Target: Finder{Name: "April 25, 2025", Text: "25"}},
				{Op: "click", Target: Finder{Name: "May 4, 2025", Text: "4"}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Check availability"}},
			},
			Check: `() => document.getElementById('status').textContent`, Want: "Free from Fri 25 Apr to Sun 4 May 2025: 9 nights, €1,170",
		},
	}
	for i := range unseen {
		unseen[i].Unseen = 9
	}
	Unseen = append(Unseen, unseen...)
}
