package widgettasks

// The eleventh unseen set: written after the tenth set, on components none
// of the tuned tasks nor the first ten sets use, from the pages' visible
// text and the standard ARIA roles alone, without looking at how
// electron-mcp names, folds or prints what it shows, and checked on
// Playwright MCP alone before it was measured. Each is asked as a person
// would ask it and checked in the page's own state.
func init() {
	unseen := []Task{
		{
			Name: "row selection (antd): archive the two oldest invoices", Kind: "table with a checkbox on each row, sorted by a column head, bulk button", Library: "antd", Note: "Table rowSelection (checkboxes labelled through getCheckboxProps), a sorter on the date column", Page: "antd-rowselect.html",
			Steps: []Step{
				{Op: "click", Target: Finder{Roles: Roles("columnheader", "button"), Name: "Issued", Else: []Finder{{Roles: Roles("columnheader", "button"), Has: "Issued"}, {Text: "Issued"}}}},
				{Op: "click", Target: Finder{Roles: Roles("checkbox"), Name: "Select INV-2033"}},
				{Op: "click", Target: Finder{Roles: Roles("checkbox"), Name: "Select INV-2036"}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Archive selected"}},
			},
			Check: `() => document.getElementById('status').textContent`, Want: "Archived: INV-2033, INV-2036",
		},
		{
			Name: "checkable tags (antd): a monthly newsletter on design and travel only", Kind: "tags toggled by a click, radio buttons", Library: "antd", Note: "Tag.CheckableTag (spans without a role), Radio.Group optionType=button, a closable Alert", Page: "antd-topics.html",
			Steps: []Step{
				{Op: "click", Target: Finder{Name: "Engineering", Text: "Engineering"}},
				{Op: "click", Target: Finder{Name: "Finance", Text: "Finance"}},
				{Op: "click", Target: Finder{Name: "Design", Text: "Design"}},
				{Op: "click", Target: Finder{Name: "Travel", Text: "Travel"}},
				{Op: "click", Target: Finder{Roles: Roles("radio"), Name: "Monthly", Else: []Finder{{Text: "Monthly"}}}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Save preferences"}},
			},
			Check: `() => document.getElementById('status').textContent`, Want: "Saved: Design, Travel, monthly",
		},
		{
			Name: "range slider (Mantine): bikes from €100 to €250 a week", Kind: "slider with two thumbs moved by keys", Library: "@mantine/core", Note: "RangeSlider (thumbFromLabel and thumbToLabel, step 25, labelled marks; after a click the first key only focuses the first thumb, Tab goes on to the second), a List following it, bundled with React 18", Page: "mantine-range.html",
			Steps: []Step{
				{Op: "click", Target: Finder{Roles: Roles("slider"), Name: "Minimum price"}},
				{Op: "key", Text: "ArrowRight"},
				{Op: "key", Text: "ArrowRight"},
				{Op: "key", Text: "ArrowRight"},
				{Op: "key", Text: "ArrowRight"},
				{Op: "key", Text: "ArrowRight"},
				{Op: "key", Text: "Tab"},
				{Op: "key", Text: "ArrowLeft"},
				{Op: "key", Text: "ArrowLeft"},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Apply filter"}},
			},
			Check: `() => document.getElementById('status').textContent`, Want: "Showing 4 bikes from €100 to €250: Gravel Explorer, Road Sprint 105, Trail hardtail, E-city Plus",
		},
		{
			Name: "range and radios (Shoelace): print two-sided on the long edge at 80%, in grey", Kind: "range input moved by keys, radio group, checkbox, shadow DOM", Library: "@shoelace-style/shoelace", Note: "sl-range (Home, arrow keys), sl-radio-group of sl-radio, sl-checkbox", Page: "shoelace-print.html",
			Steps: []Step{
				{Op: "click", Target: Finder{Roles: Roles("radio"), Name: "Two-sided, flip on long edge", Else: []Finder{{Text: "Two-sided, flip on long edge"}}}},
				{Op: "click", Target: Finder{Roles: Roles("slider"), Name: "Scale (%)"}},
				{Op: "key", Text: "Home"},
				{Op: "key", Text: "ArrowRight"},
				{Op: "key", Text: "ArrowRight"},
				{Op: "key", Text: "ArrowRight"},
				{Op: "click", Target: Finder{Roles: Roles("checkbox"), Name: "Print in greyscale", Else: []Finder{{Text: "Print in greyscale"}}}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Print"}},
			},
			Check: `() => document.getElementById('status').textContent`, Want: "Printing 12 pages two-sided (long edge) at 80%, greyscale",
		},
		{
			Name: "floating action button (Ionic): a new folder called Receipts 2025", Kind: "floating button opening a list of buttons, inline text field, shadow DOM", Library: "@ionic/core", Note: "ion-fab with an ion-fab-list of labelled ion-fab-buttons, ion-input", Page: "ionic-fab.html",
			Steps: []Step{
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Create"}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "New folder"}},
				{Op: "type", Target: Finder{Roles: Textboxes, Name: "Folder name"}, Text: "Receipts 2025"},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Create folder"}},
			},
			Check: `() => document.getElementById('status').textContent`, Want: "Created the folder Receipts 2025",
		},
		{
			Name: "dropdown cells (Handsontable): the empty-cart crash is blocked, and Vera's", Kind: "spreadsheet cells edited by choosing from a list", Library: "handsontable", Note: "columns of type dropdown (opened by a double click), a checkbox column, non-commercial evaluation key", Page: "handsontable-dropdown.html",
			Steps: []Step{
				{Op: "dblclick", Target: Finder{Roles: Roles("gridcell"), Name: "Needs triage", Text: "Needs triage"}},
				{Op: "click", Target: Finder{Roles: Roles("option", "gridcell"), Name: "Blocked", Text: "Blocked"}},
				{Op: "dblclick", Target: Finder{Roles: Roles("gridcell"), Name: "Tomás", Text: "Tomás"}},
				{Op: "click", Target: Finder{Roles: Roles("option", "gridcell"), Name: "Vera", Text: "Vera"}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Save board"}},
			},
			Check: `() => document.getElementById('status').textContent`, Want: "#325 Blocked (Vera)",
		},
		{
			Name: "pagination panel (AG Grid): 25 a page, ship orders 1053 and 1058 on the last", Kind: "data grid's page size select and page buttons, buttons in rows", Library: "ag-grid-community", Note: "pagination with paginationPageSizeSelector, cellRenderer buttons", Page: "ag-grid-pages.html",
			Steps: []Step{
				{Op: "click", Target: Finder{Roles: Roles("combobox", "button"), Name: "Page Size", Else: []Finder{{Roles: Roles("combobox", "button"), Has: "10"}}}},
				{Op: "click", Target: Finder{Roles: Roles("option", "listitem"), Name: "25", Text: "25"}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Last Page"}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Ship order 1053"}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Ship order 1058"}},
			},
			Check: `() => document.getElementById('status').textContent`, Want: "Shipped: 1053, 1058",
		},
		{
			Name: "column menus (Tabulator): no phone or fax columns, sorted by city", Kind: "data grid's column header menus", Library: "tabulator-tables", Note: "headerMenu (hide a column, sort it) behind a labelled headerMenuIcon", Page: "tabulator-columns.html",
			Steps: []Step{
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Phone column options"}},
				{Op: "click", Target: Finder{Roles: Roles("menuitem"), Name: "Hide column", Text: "Hide column"}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Fax column options"}},
				{Op: "click", Target: Finder{Roles: Roles("menuitem"), Name: "Hide column", Text: "Hide column"}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "City column options"}},
				{Op: "click", Target: Finder{Roles: Roles("menuitem"), Name: "Sort A to Z", Text: "Sort A to Z"}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Save view"}},
			},
			Check: `() => document.getElementById('status').textContent`, Want: "Saved view: Name, Company, Email, City; first row Marta Sousa",
		},
		{
			Name: "connected sortable lists (jQuery UI): the passport and the rain jacket are packed", Kind: "items dragged from one list into another, mouse events", Library: "jquery-ui", Note: "sortable with connectWith (pointer tolerance), with jQuery 3", Page: "jquery-ui-sortable.html",
			Steps: []Step{
				{Op: "drag", Target: Finder{Roles: Roles("listitem"), Name: "Passport", Text: "Passport"}, To: Finder{Roles: Roles("listitem"), Name: "Camera", Text: "Camera"}},
				{Op: "drag", Target: Finder{Roles: Roles("listitem"), Name: "Rain jacket", Text: "Rain jacket"}, To: Finder{Roles: Roles("listitem"), Name: "Camera", Text: "Camera"}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Save list"}},
			},
			Check: `() => document.getElementById('status').textContent`, Want: "In the suitcase (5): Camera, Passport, Rain jacket, Socks, Toothbrush; still to pack (4): Hiking boots, Phone charger, Sunglasses, Swimsuit",
		},
		{
			Name: "disclosure group (React Aria): only contacts see the profile, no usage data to partners", Kind: "sections opened one at a time, toggle buttons, checkbox group", Library: "react-aria-components", Note: "DisclosureGroup of Disclosures (Heading and trigger Button), ToggleButtonGroup selectionMode=single, CheckboxGroup, bundled with React 18", Page: "react-aria-privacy.html",
			Steps: []Step{
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Profile visibility"}},
				{Op: "click", Target: Finder{Roles: Roles("radio", "button"), Name: "Contacts", Text: "Contacts"}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Data sharing"}},
				{Op: "click", Target: Finder{Roles: Roles("checkbox"), Name: "Usage data with partners", Else: []Finder{{Text: "Usage data with partners"}, {Has: "Usage data with partners"}}}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Save privacy settings"}},
			},
			Check: `() => document.getElementById('status').textContent`, Want: "Saved: profile seen by contacts; sharing crash reports",
		},
		{
			Name: "grouped combobox (Mantine): book the Douro room in Porto", Kind: "combobox filtered as one types, options grouped by office", Library: "@mantine/core", Note: "Combobox with useCombobox, an InputBase target, Combobox.Group per office, bundled with React 18", Page: "mantine-combobox.html",
			Steps: []Step{
				{Op: "type", Target: Finder{Roles: Textboxes, Name: "Room"}, Text: "douro"},
				{Op: "click", Target: Finder{Roles: Roles("option"), Name: "Douro (6 seats)", Text: "Douro (6 seats)"}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Book room"}},
			},
			Check: `() => document.getElementById('status').textContent`, Want: "Booked Douro for Thursday 14:00",
		},
		{
			Name: "multi-select combo box (Vaadin): Ana Sousa and Rui Dias review it instead of Hugo", Kind: "combo box of many choices, filtered as one types, shadow DOM", Library: "@vaadin/multi-select-combo-box", Note: "vaadin-multi-select-combo-box (items ticked and unticked in its list, which stays open until Escape; chips in the field)", Page: "vaadin-multiselect.html",
			Steps: []Step{
				{Op: "type", Target: Finder{Roles: Textboxes, Name: "Reviewers"}, Text: "sousa"},
				{Op: "click", Target: Finder{Roles: Roles("option"), Name: "Ana Sousa", Text: "Ana Sousa"}},
				{Op: "type", Target: Finder{Roles: Textboxes, Name: "Reviewers"}, Text: "rui"},
				{Op: "click", Target: Finder{Roles: Roles("option"), Name: "Rui Dias", Text: "Rui Dias"}},
				{Op: "type", Target: Finder{Roles: Textboxes, Name: "Reviewers"}, Text: "hugo"},
				{Op: "click", Target: Finder{Roles: Roles("option"), Name: "Hugo Pires", Text: "Hugo Pires"}},
				{Op: "key", Text: "Escape"},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Send invites"}},
			},
			Check: `() => document.getElementById('status').textContent`, Want: "Invited: Ana Sousa, Rui Dias",
		},
	}
	for i := range unseen {
		unseen[i].Unseen = 11
	}
	Unseen = append(Unseen, unseen...)
}
