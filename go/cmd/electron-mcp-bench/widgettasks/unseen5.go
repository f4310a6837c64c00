package widgettasks

// The fifth unseen set: written after the fourth set, on components none
// of the tuned tasks nor the first four sets use, from the pages' visible
// text and the standard ARIA roles alone, without looking at how
// electron-mcp names, folds or prints what it shows, and measured as
// written. Each is asked as a person would ask it and checked in the
// page's own state.
func init() {
	unseen := []Task{
		{
			Name: "confirm dialog (jQuery UI): archive the second invoice, emailing a copy", Kind: "modal confirmation dialog, row actions", Library: "jquery-ui", Note: "dialog with buttons, checkboxradio, with jQuery 3", Page: "jquery-ui-dialog.html",
			Steps: []Step{
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Archive INV-1002"}},
				{Op: "click", Target: Finder{Roles: Roles("checkbox"), Name: "Email the customer a copy", Else: []Finder{{Text: "Email the customer a copy"}}}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Archive invoice"}},
			},
			Check: `() => document.getElementById('status').textContent`, Want: "Archived INV-1002 (Globex), copy emailed; open: INV-1001, INV-1003, INV-1004",
		},
		{
			Name: "autocomplete with server answers, spinner (jQuery UI): ship three crates to Berlin", Kind: "autocomplete, async suggestions, spin button", Library: "jquery-ui", Note: "autocomplete answered after 500 ms, spinner, with jQuery 3", Page: "jquery-ui-autocomplete.html",
			Steps: []Step{
				{Op: "type", Target: Finder{Roles: Textboxes, Name: "Destination"}, Text: "Ber"},
				{Op: "click", Target: Finder{Roles: Roles("option", "menuitem"), Name: "Berlin, Germany", Else: []Finder{{Text: "Berlin, Germany"}}}},
				{Op: "type", Target: Finder{Roles: Roles("spinbutton", "textbox"), Name: "Crates"}, Text: "3"},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Book shipment"}},
			},
			Check: `() => document.getElementById('status').textContent`, Want: "Booked: 3 crates to Berlin, Germany",
		},
		{
			Name: "toggle buttons (Bootstrap): a line chart of costs and profit", Kind: "toggle-button groups", Library: "bootstrap", Note: "btn-check radios and checkboxes in btn-groups", Page: "bootstrap-toggles.html",
			Steps: []Step{
				{Op: "click", Target: Finder{Roles: Roles("radio", "button"), Name: "Line", Else: []Finder{{Text: "Line"}}}},
				{Op: "click", Target: Finder{Roles: Roles("checkbox", "button"), Name: "Revenue", Else: []Finder{{Text: "Revenue"}}}},
				{Op: "click", Target: Finder{Roles: Roles("checkbox", "button"), Name: "Profit", Else: []Finder{{Text: "Profit"}}}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Update chart"}},
			},
			Check: `() => document.getElementById('status').textContent`, Want: "Showing a line chart of costs, profit",
		},
		{
			Name: "checkable tree (antd): share Documents but not the drafts", Kind: "tree with checkboxes", Library: "antd", Note: "Tree checkable, not selectable, blockNode", Page: "antd-tree.html",
			Steps: []Step{
				{Op: "click", Target: Finder{Roles: Roles("treeitem", "checkbox"), Name: "Documents", Else: []Finder{{Text: "Documents"}}}},
				{Op: "click", Target: Finder{Roles: Roles("treeitem", "checkbox"), Name: "Drafts", Else: []Finder{{Text: "Drafts"}}}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Share"}},
			},
			Check: `() => document.getElementById('status').textContent`, Want: "Shared with Grace Hopper: Contracts, Invoices",
		},
		{
			Name: "growing list of fields (antd): add a second phone number", Kind: "dynamic form fields", Library: "antd", Note: "Form.List with Add and Remove buttons", Page: "antd-formlist.html",
			Steps: []Step{
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Add phone number"}},
				{Op: "type", Target: Finder{Roles: Textboxes, Name: "Phone 2"}, Text: "+351 912 345 678"},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Save contact"}},
			},
			Check: `() => document.getElementById('status').textContent`, Want: "Saved Ada Lovelace: phones +44 20 7946 0018, +351 912 345 678; emails ada@example.com",
		},
		{
			Name: "navigation drawer, nested list (MUI): open the billing settings", Kind: "navigation drawer, nested list", Library: "@mui/material", Note: "AppBar IconButton, temporary Drawer, List with a Collapse", Page: "mui-drawer.html",
			Steps: []Step{
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Open navigation"}},
				{Op: "click", Target: Finder{Roles: Roles("button", "link", "menuitem"), Name: "Settings"}},
				{Op: "click", Target: Finder{Roles: Roles("button", "link", "menuitem"), Name: "Billing"}},
			},
			Check: `() => document.getElementById('status').textContent`, Want: "Page: Settings › Billing",
		},
		{
			Name: "search bar, popover (Ionic): write to Grace Hopper", Kind: "search bar, popover menu, shadow DOM", Library: "@ionic/core", Note: "ion-searchbar, ion-item buttons, ion-popover at the item", Page: "ionic-contacts.html",
			Steps: []Step{
				// Ionic names its search field "search text" whatever it shows: the
				// only search box.
				{Op: "type", Target: Finder{Roles: Textboxes, Name: "Search contacts", Else: []Finder{{Roles: Roles("searchbox")}}}, Text: "hop"},
				{Op: "click", Target: Finder{Roles: Roles("button", "listitem"), Name: "Grace Hopper", Else: []Finder{{Text: "Grace Hopper"}}}},
				{Op: "click", Target: Finder{Roles: Roles("button", "menuitem", "listitem"), Name: "Send a message", Else: []Finder{{Text: "Send a message"}}}},
			},
			Check: `() => document.getElementById('status').textContent`, Want: "Writing a message to Grace Hopper",
		},
		{
			Name: "one-time code boxes (Mantine): verify the sign-in, trust the device", Kind: "one-time code input", Library: "@mantine/core", Note: "PinInput of six boxes, Checkbox, bundled with React 18", Page: "mantine-pin.html",
			Steps: []Step{
				{Op: "type", Target: Finder{Roles: Textboxes, Name: "Verification code"}, Text: "481592"},
				{Op: "click", Target: Finder{Roles: Roles("checkbox"), Name: "Trust this device"}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Verify"}},
			},
			Check: `() => document.getElementById('status').textContent`, Want: "Verified with code 481592, device trusted for 30 days",
		},
		{
			Name: "sortable table (React Aria): largest file first, open it", Kind: "table column sort, row action", Library: "react-aria-components", Note: "Table with allowsSorting columns and onRowAction, bundled with React 18", Page: "react-aria-files.html",
			Steps: []Step{
				{Op: "click", Target: Finder{Roles: Roles("columnheader"), Name: "Size"}},
				{Op: "click", Target: Finder{Roles: Roles("columnheader"), Name: "Size"}},
				{Op: "click", Target: Finder{Roles: Roles("row", "rowheader", "gridcell"), Name: "backup-2024.tar", Else: []Finder{{Text: "backup-2024.tar"}}}},
			},
			Check: `() => document.getElementById('status').textContent`, Want: "Opened backup-2024.tar; list sorted by size, descending",
		},
		{
			Name: "menu of checkbox items (Shoelace): phone numbers instead of emails", Kind: "menu with checkable items, shadow DOM", Library: "@shoelace-style/shoelace", Note: "sl-dropdown stay-open-on-select, sl-menu-item type=checkbox", Page: "shoelace-columns.html",
			Steps: []Step{
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Columns"}},
				{Op: "click", Target: Finder{Roles: Roles("menuitemcheckbox", "menuitem"), Name: "Phone"}},
				{Op: "click", Target: Finder{Roles: Roles("menuitemcheckbox", "menuitem"), Name: "Email"}},
			},
			Check: `() => document.getElementById('status').textContent`, Want: "Columns: Name, Phone, Team",
		},
		{
			Name: "dialog with a text area (Fluent UI): reject the taxi expense for good", Kind: "modal dialog, text area, radio group, shadow DOM", Library: "@fluentui/web-components", Note: "fluent-dialog, fluent-dialog-body, fluent-textarea, fluent-radio-group", Page: "fluent-expense.html",
			Steps: []Step{
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Reject"}},
				// The field's label names the fluent-textarea, not the text area
				// in its shadow root: the dialog's only text box.
				{Op: "type", Target: Finder{Roles: Textboxes, Name: "Reason", Else: []Finder{{Roles: Textboxes}}}, Text: "No receipt attached"},
				{Op: "click", Target: Finder{Roles: Roles("radio"), Name: "No", Else: []Finder{{Text: "No"}}}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Reject expense"}},
			},
			Check: `() => document.getElementById('status').textContent`, Want: "Rejected: Taxi to the airport, €48.00 (No receipt attached), final",
		},
		{
			Name: "cell with a dropdown editor (AG Grid): mark order 1002 shipped", Kind: "data grid select cell editor", Library: "ag-grid-community", Note: "agSelectCellEditor, opened by a double click", Page: "ag-grid-status.html",
			Steps: []Step{
				{Op: "dblclick", Target: Finder{Roles: Roles("gridcell"), Name: "Packed", Else: []Finder{{Text: "Packed"}}}},
				// The editor opens closed, showing the cell's value.
				{Op: "click", Target: Finder{Roles: Roles("combobox"), Name: "Packed", Else: []Finder{{Roles: Roles("combobox")}}}},
				{Op: "click", Target: Finder{Roles: Roles("option"), Name: "Shipped"}},
			},
			Check: `() => document.getElementById('status').textContent`, Want: "Order 1002: Packed → Shipped",
		},
	}
	for i := range unseen {
		unseen[i].Unseen = 5
	}
	Unseen = append(Unseen, unseen...)
}
