package widgettasks

// The eighth unseen set: written after the seventh set, on components none
// of the tuned tasks nor the first seven sets use, from the pages' visible
// text and the standard ARIA roles alone, without looking at how
// electron-mcp names, folds or prints what it shows, and measured as
// written. Each is asked as a person would ask it and checked in the
// page's own state.
func init() {
	unseen := []Task{
		{
			Name: "calendar card (antd): a haircut on Tuesday 18 March at 10:30", Kind: "month calendar with month and year selects, time slots", Library: "antd", Note: "Calendar fullscreen=false (its header's month Select), Radio.Group of buttons", Page: "antd-calendar.html",
			Steps: []Step{
				// The header's month select shows the month shown, Feb.
				{Op: "click", Target: Finder{Roles: Roles("combobox"), Name: "Feb", Else: []Finder{{Has: "Feb"}, {Text: "Feb"}}}},
				{Op: "click", Target: Finder{Roles: Roles("option"), Name: "Mar", Text: "Mar"}},
				{Op: "click", Target: Finder{Roles: Roles("cell", "gridcell", "button"), Name: "18", Text: "18"}},
				// Each time is a radio drawn as a button, its input hidden
				// inside the label that shows the time.
				{Op: "click", Target: Finder{Roles: Roles("radio", "button"), Name: "10:30", Else: []Finder{{Text: "10:30"}, {Has: "10:30"}}}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Book"}},
			},
			Check: `() => document.getElementById('status').textContent`, Want: "Booked a haircut on Tuesday 18 March 2025 at 10:30",
		},
		{
			Name: "split button (MUI): squash and merge, deleting the branch", Kind: "split button with a menu of ways", Library: "@mui/material", Note: "ButtonGroup, Popper with Grow, ClickAwayListener and MenuList", Page: "mui-splitbutton.html",
			Steps: []Step{
				{Op: "click", Target: Finder{Roles: Roles("checkbox"), Name: "Delete the branch after merging", Else: []Finder{{Text: "Delete the branch after merging"}}}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Choose how to merge"}},
				{Op: "click", Target: Finder{Roles: Roles("menuitem", "option"), Name: "Squash and merge", Text: "Squash and merge"}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Squash and merge"}},
			},
			Check: `() => document.getElementById('status').textContent`, Want: "Squashed and merged #482 into main; feature/search-filters deleted",
		},
		{
			Name: "nested nav links (Mantine): download invoice INV-2038", Kind: "sidebar of nested links, pagination", Library: "@mantine/core", Note: "NavLinks holding NavLinks, Pagination under a Table of invoices, bundled with React 18", Page: "mantine-navlinks.html",
			Steps: []Step{
				{Op: "click", Target: Finder{Roles: AnyButton, Name: "Billing", Text: "Billing"}},
				{Op: "click", Target: Finder{Roles: AnyButton, Name: "Invoices", Text: "Invoices"}},
				// Pages 1 to 5 and the last, 10, show at first; 8 shows once
				// the last is shown.
				{Op: "click", Target: Finder{Roles: Roles("button", "link"), Name: "10", Text: "10"}},
				{Op: "click", Target: Finder{Roles: Roles("button", "link"), Name: "8", Text: "8"}},
				{Op: "click", Target: Finder{Roles: Roles("button", "link"), Name: "INV-2038", Text: "INV-2038"}},
			},
			Check: `() => document.getElementById('status').textContent`, Want: "Downloaded INV-2038 (8 Oct 2024, €201) from page 8",
		},
		{
			Name: "tree with selection (React Aria): download the Q2 and Q3 budgets of 2024", Kind: "tree with checkboxes, folders opened by their rows", Library: "react-aria-components", Note: "Tree selectionMode=multiple with selection Checkboxes, onAction opening folders, bundled with React 18", Page: "react-aria-tree.html",
			Steps: []Step{
				{Op: "click", Target: Finder{Roles: Roles("row", "treeitem"), Name: "Finance", Else: []Finder{{Roles: Roles("row", "treeitem"), Has: "Finance"}, {Text: "Finance"}}}},
				{Op: "click", Target: Finder{Roles: Roles("row", "treeitem"), Name: "2024", Else: []Finder{{Roles: Roles("row", "treeitem"), Has: "2024"}, {Text: "2024"}}}},
				{Op: "click", Target: Finder{Roles: Roles("row", "treeitem", "checkbox"), Name: "Q2 budget.xlsx", Else: []Finder{{Roles: Roles("row", "treeitem"), Has: "Q2 budget.xlsx"}, {Text: "Q2 budget.xlsx"}}}},
				{Op: "click", Target: Finder{Roles: Roles("row", "treeitem", "checkbox"), Name: "Q3 budget.xlsx", Else: []Finder{{Roles: Roles("row", "treeitem"), Has: "Q3 budget.xlsx"}, {Text: "Q3 budget.xlsx"}}}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Download"}},
			},
			Check: `() => document.getElementById('status').textContent`, Want: "Downloading Finance/2024/Q2 budget.xlsx, Finance/2024/Q3 budget.xlsx",
		},
		{
			Name: "row menu and dialog (Headless UI): share the hiring plan with Ana, who may edit", Kind: "row action menu opening a dialog", Library: "@headlessui/react", Note: "Menu with MenuItems anchored and a MenuSeparator, Dialog with an Input and a Checkbox, bundled with React 18", Page: "headlessui-share.html",
			Steps: []Step{
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Actions for Hiring plan"}},
				{Op: "click", Target: Finder{Roles: Roles("menuitem", "button"), Name: "Share…", Text: "Share…"}},
				{Op: "type", Target: Finder{Roles: Textboxes, Name: "Email address"}, Text: "ana@example.com"},
				{Op: "click", Target: Finder{Roles: Roles("checkbox"), Name: "Allow editing", Else: []Finder{{Text: "Allow editing"}}}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Send invite"}},
			},
			Check: `() => document.getElementById('status').textContent`, Want: "Shared Hiring plan with ana@example.com (can edit)",
		},
		{
			Name: "cart drawer (Shoelace): no trowel, four packs of tomato seeds", Kind: "side drawer with quantity fields, shadow DOM", Library: "@shoelace-style/shoelace", Note: "sl-drawer, sl-input type=number, sl-icon-button with a label", Page: "shoelace-drawer.html",
			Steps: []Step{
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Cart (3)"}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Remove Hand trowel"}},
				{Op: "type", Target: Finder{Roles: Roles("spinbutton", "textbox"), Name: "Tomato seeds (€3.50 each)"}, Text: "4"},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Check out"}},
			},
			Check: `() => document.getElementById('status').textContent`, Want: "Checked out 4 × Tomato seeds, 1 × Clay pot for €22.00",
		},
		{
			Name: "accordion of choices (Ionic): quiet from ten at night, a weekly email", Kind: "accordion group of radio lists, shadow DOM", Library: "@ionic/core", Note: "ion-accordion-group, ion-accordion headers of ion-item, ion-radio-group", Page: "ionic-accordion.html",
			Steps: []Step{
				{Op: "click", Target: Finder{Roles: Roles("button", "listitem"), Has: "Quiet hours", Else: []Finder{{Text: "Quiet hours"}}}},
				{Op: "click", Target: Finder{Roles: Roles("radio"), Name: "22:00 – 07:00", Else: []Finder{{Text: "22:00 – 07:00"}}}},
				{Op: "click", Target: Finder{Roles: Roles("button", "listitem"), Has: "Email", Else: []Finder{{Text: "Email"}}}},
				{Op: "click", Target: Finder{Roles: Roles("radio"), Name: "Weekly digest", Else: []Finder{{Text: "Weekly digest"}}}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Save"}},
			},
			Check: `() => document.getElementById('status').textContent`, Want: "Saved. Email: weekly digest; push: mentions only; quiet hours: 22:00 – 07:00",
		},
		{
			Name: "tree grid (Vaadin): approve the Platform team's conference travel", Kind: "tree grid with lazily loaded levels, shadow DOM", Library: "@vaadin/grid", Note: "vaadin-grid-tree-column (vaadin-grid-tree-toggle; a row's click opens it too), dataProvider answering each level after 150 ms, active item", Page: "vaadin-treegrid.html",
			Steps: []Step{
				{Op: "click", Target: Finder{Roles: Roles("gridcell", "cell", "row", "button"), Name: "Engineering", Text: "Engineering"}},
				{Op: "click", Target: Finder{Roles: Roles("gridcell", "cell", "row", "button"), Name: "Platform", Text: "Platform"}},
				{Op: "click", Target: Finder{Roles: Roles("gridcell", "cell", "row"), Name: "Conference travel", Text: "Conference travel"}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Approve"}},
			},
			Check: `() => document.getElementById('status').textContent`, Want: "Approved Conference travel for Engineering › Platform: €5,200",
		},
		{
			Name: "menu of checkable items (Fluent): sort by size, show hidden files", Kind: "menu button with radio and checkbox items, shadow DOM", Library: "@fluentui/web-components", Note: "fluent-menu persist-on-item-click, fluent-menu-button, fluent-menu-item of the menuitemradio and menuitemcheckbox roles", Page: "fluent-view.html",
			Steps: []Step{
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "View options", Else: []Finder{{Roles: Roles("button"), Name: "View"}}}},
				{Op: "click", Target: Finder{Roles: Roles("menuitemradio", "menuitem"), Name: "Sort by size", Text: "Sort by size"}},
				{Op: "click", Target: Finder{Roles: Roles("menuitemcheckbox", "menuitem"), Name: "Show hidden files", Text: "Show hidden files"}},
				{Op: "key", Text: "Escape"},
			},
			Check: `() => document.getElementById('status').textContent`, Want: "Sorted by size, hidden files shown: logo.png, contract.pdf, budget.xlsx, notes.md, .env",
		},
		{
			Name: "submenu (Material Web): move the hotel booking and the boarding pass to Travel", Kind: "menu with submenus, checkboxes, shadow DOM", Library: "@material/web", Note: "md-menu anchored to a button, md-sub-menu, md-checkbox", Page: "material-move.html",
			Steps: []Step{
				// Each mail's checkbox is inside the label that shows its
				// subject.
				{Op: "click", Target: Finder{Roles: Roles("checkbox"), Name: "Your boarding pass for TP 1350", Else: []Finder{{Text: "Your boarding pass for TP 1350"}, {Has: "Your boarding pass for TP 1350"}}}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Move to"}},
				{Op: "click", Target: Finder{Roles: Roles("menuitem"), Name: "Folders", Text: "Folders"}},
				{Op: "click", Target: Finder{Roles: Roles("menuitem"), Name: "Travel", Text: "Travel"}},
			},
			Check: `() => document.getElementById('status').textContent`, Want: "Moved 2 to Folders › Travel: Hotel booking confirmed for 14–16 June; Your boarding pass for TP 1350",
		},
		{
			Name: "list-group tabs and a popover (Bootstrap): clear the search history", Kind: "list group as tabs, popover holding a confirm button", Library: "bootstrap", Note: "list-group with data-bs-toggle=list, popover with html content and a button", Page: "bootstrap-listtabs.html",
			Steps: []Step{
				{Op: "click", Target: Finder{Roles: Roles("tab", "link"), Name: "Privacy"}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Clear search history"}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Clear all"}},
			},
			Check: `() => document.getElementById('status').textContent`, Want: "search history cleared (214 searches)",
		},
		{
			Name: "tabs loading a panel (jQuery UI): ship by DHL, restore the address of 12 May", Kind: "tabs with a panel loaded over the network, button-like radios", Library: "jquery-ui", Note: "tabs with a remote tab, controlgroup of checkboxradio buttons, with jQuery 3", Page: "jquery-ui-tabs.html",
			Steps: []Step{
				{Op: "click", Target: Finder{Roles: Roles("tab", "link"), Name: "Shipping"}},
				{Op: "click", Target: Finder{Roles: Roles("radio"), Name: "DHL", Else: []Finder{{Text: "DHL"}}}},
				{Op: "click", Target: Finder{Roles: Roles("tab", "link"), Name: "History"}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Restore the version of 12 May, 18:40"}},
			},
			Check: `() => document.getElementById('status').textContent`, Want: "Restored the version of 12 May, 18:40 (Rua Augusta 80, 1 mug); carrier DHL",
		},
	}
	for i := range unseen {
		unseen[i].Unseen = 8
	}
	Unseen = append(Unseen, unseen...)
}
