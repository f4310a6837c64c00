package widgettasks

// The fourteenth unseen set: written after the thirteenth set by a helper
// that read none of electron-mcp's naming, folding or snapshot code, on
// components none of the tuned tasks nor the first thirteen sets use, from
// the pages' visible text and the standard ARIA roles alone, and checked on
// Playwright MCP alone before it was measured. Each is asked as a person
// would ask it and checked in the page's own state.
func init() {
	unseen := []Task{
		{
			Name: "date picker (Pikaday): a check-up on Tuesday 14 September 2027 at 14:15, with a text reminder", Kind: "date picker under its field: a month's grid of day buttons, next and previous month's buttons", Library: "pikaday", Note: "bound to its field (opened by a click), disableWeekends, minDate and maxDate, Previous Month and Next Month buttons, the calendar re-drawn at each move", Page: "pikaday-dentist.html",
			Steps: []Step{
				{Op: "click", Target: Finder{Roles: Textboxes, Name: "Appointment date"}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Next Month"}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Next Month"}},
				{Op: "click", Target: Finder{Roles: Roles("button", "gridcell"), Name: "14"}},
				{Op: "click", Target: Finder{Roles: Roles("radio"), Name: "14:15"}},
				{Op: "click", Target: Finder{Roles: Roles("checkbox"), Name: "Text me a reminder the day before"}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Book appointment"}},
			},
			Check: `() => document.getElementById('status').textContent`, Want: "Booked Tue 14 Sep 2027 at 14:15, reminder by text",
		},
		{
			Name: "file upload (FilePond): take off the dinner photo, attach the taxi receipt, claim €23.40 for travel", Kind: "file drop area: a browse button opening the file chooser, a panel per file with a Remove button", Library: "filepond", Note: "FilePond.create on a file input, allowMultiple, no server (files kept in the pond, read by getFiles), a file added by addFile at the start", Page: "filepond-expenses.html",
			Steps: []Step{
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Remove"}},
				{Op: "upload", Target: Finder{Text: "Drag & drop your receipt or Browse", Else: []Finder{{Roles: Roles("button"), Name: "Drag & drop your receipt or Browse"}}}, Text: "taxi-airport.pdf"},
				{Op: "type", Target: Finder{Roles: Textboxes, Name: "Amount (€)"}, Text: "23.40"},
				{Op: "click", Target: Finder{Roles: Roles("radio"), Name: "Travel"}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Submit claim"}},
			},
			Check: `() => document.getElementById('status').textContent`, Want: "Claim submitted: Travel, €23.40, receipts: taxi-airport.pdf",
		},
		{
			Name: "guided tour (driver.js): invite dana@example.org and turn on the weekly digest on the way through the tour, finish it, save", Kind: "product tour: a popover by each highlighted part, the rest of the page under an overlay", Library: "driver.js", Note: "driver() with three steps, showProgress, allowClose; the highlighted part takes clicks and typing, Previous, Next (Done at the last step) and Close in the popover", Page: "driver-team.html",
			Steps: []Step{
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Show me around"}},
				{Op: "type", Target: Finder{Roles: Textboxes, Name: "Invite by email"}, Text: "dana@example.org"},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Next", Else: []Finder{{Roles: Roles("button"), Text: "Next →"}}}},
				{Op: "click", Target: Finder{Roles: Roles("checkbox"), Name: "Email me a weekly digest"}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Next", Else: []Finder{{Roles: Roles("button"), Text: "Next →"}}}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Done", Else: []Finder{{Roles: Roles("button"), Text: "Done"}}}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Save settings"}},
			},
			Check: `() => document.getElementById('status').textContent`, Want: "Saved: emails for weekly digest and mentions; invited dana@example.org; tour finished (3 of 3 steps seen)",
		},
		{
			Name: "calendar of several days (react-day-picker): not 29 September after all, but 22 September and 6 and 20 October", Kind: "calendar in multiple mode: a click toggles a day, only some days enabled, next month's button", Library: "react-day-picker", Note: "DayPicker mode multiple with max 4, disabled by day of the week, startMonth and endMonth, weekStartsOn 1; bundled with React 18", Page: "daypicker-rota.html",
			Steps: []Step{
				{Op: "click", Target: Finder{Roles: Roles("button", "gridcell"), Name: "Wednesday, September 29th, 2027, selected", Else: []Finder{{Roles: Roles("button", "gridcell"), Text: "29"}}}},
				{Op: "click", Target: Finder{Roles: Roles("button", "gridcell"), Name: "Wednesday, September 22nd, 2027", Else: []Finder{{Roles: Roles("button", "gridcell"), Text: "22"}}}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Go to the Next Month"}},
				{Op: "click", Target: Finder{Roles: Roles("button", "gridcell"), Name: "Wednesday, October 6th, 2027", Else: []Finder{{Roles: Roles("button", "gridcell"), Text: "6"}}}},
				{Op: "click", Target: Finder{Roles: Roles("button", "gridcell"), Name: "Wednesday, October 20th, 2027", Else: []Finder{{Roles: Roles("button", "gridcell"), Text: "20"}}}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Send my availability"}},
			},
			Check: `() => document.getElementById('status').textContent`, Want: "Sent to the coordinator: 22 Sep, 6 Oct, 13 Oct, 20 Oct",
		},
		{
			Name: "context menu with submenus (@szhsin/react-menu): file invoice-118 under Invoices, colour the scan amber", Kind: "context menu opened by a right click at the pointer, submenus of items and of radio items", Library: "@szhsin/react-menu", Note: "ControlledMenu at an anchorPoint (useMenuState, zoom transition), SubMenus, a MenuRadioGroup, a MenuDivider; bundled with React 18", Page: "reactmenu-files.html",
			Steps: []Step{
				{Op: "rightclick", Target: Finder{Roles: Roles("listitem"), Text: "invoice-118.pdf"}},
				{Op: "click", Target: Finder{Roles: Roles("menuitem"), Name: "Move to ❯", Else: []Finder{{Roles: Roles("menuitem"), Name: "Move to"}}}},
				{Op: "click", Target: Finder{Roles: Roles("menuitem"), Name: "Invoices"}},
				{Op: "rightclick", Target: Finder{Roles: Roles("listitem"), Text: "scan-0042.jpg"}},
				{Op: "click", Target: Finder{Roles: Roles("menuitem"), Name: "Colour ❯", Else: []Finder{{Roles: Roles("menuitem"), Name: "Colour"}}}},
				{Op: "click", Target: Finder{Roles: Roles("menuitemradio", "menuitem"), Name: "○ Amber", Else: []Finder{{Roles: Roles("menuitemradio", "menuitem"), Name: "Amber"}}}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Save changes"}},
			},
			Check: `() => document.getElementById('status').textContent`, Want: "Saved: Inbox: lease-renewal.docx, scan-0042.jpg (amber); Invoices: invoice-117.pdf, invoice-118.pdf; Contracts: nda-acme.pdf (green); Archive: empty",
		},
		{
			Name: "rich-text editor (Lexical): a “Decisions” heading over a bulleted list of two decisions", Kind: "rich-text editor: a contenteditable area, toolbar buttons turning the block at the caret into a heading or a list", Library: "lexical", Note: "LexicalComposer with RichTextPlugin, ContentEditable, ListPlugin, HistoryPlugin; toolbar buttons keep the focus ($setBlocksType, INSERT_UNORDERED_LIST_COMMAND); bundled with React 18", Page: "lexical-notes.html",
			Steps: []Step{
				{Op: "type", Target: Finder{Roles: Textboxes, Name: "Meeting notes"}, Text: "Decisions", Editor: true},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Heading"}},
				{Op: "key", Text: "Enter"},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Bulleted list"}},
				{Op: "append", Target: Finder{Roles: Textboxes, Name: "Meeting notes"}, Text: "Ship the beta on 3 May"},
				{Op: "key", Text: "Enter"},
				{Op: "append", Target: Finder{Roles: Textboxes, Name: "Meeting notes"}, Text: "Hire a designer"},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Save notes"}},
			},
			Check: `() => document.getElementById('status').textContent`, Want: "Saved notes: heading “Decisions”; bulleted list: Ship the beta on 3 May, Hire a designer",
		},
		{
			Name: "tabs, numeric inputs and a confirm dialog (Blueprint): memory alerts at 85% that page on-call, disk at 92%, applied", Kind: "tabs of forms, numeric input with stepper buttons, switch, confirmation dialog", Library: "@blueprintjs/core", Note: "Tabs with a panel per Tab (only the selected one shown), NumericInput (min, max, clampValueOnBlur) in a FormGroup, Switch, Dialog with DialogBody and DialogFooter actions; bundled with React 18", Page: "blueprint-alerts.html",
			Steps: []Step{
				{Op: "click", Target: Finder{Roles: Roles("tab"), Name: "Memory"}},
				{Op: "type", Target: Finder{Roles: Roles("spinbutton", "textbox"), Name: "Memory threshold (%)"}, Text: "85"},
				{Op: "click", Target: Finder{Has: "Page the on-call engineer", Else: []Finder{{Roles: Roles("switch", "checkbox"), Name: "Page the on-call engineer"}}}},
				{Op: "click", Target: Finder{Roles: Roles("tab"), Name: "Disk"}},
				{Op: "type", Target: Finder{Roles: Roles("spinbutton", "textbox"), Name: "Disk threshold (%)"}, Text: "92"},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Apply to all servers"}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Apply"}},
			},
			Check: `() => document.getElementById('status').textContent`, Want: "Applied to 12 servers: CPU 90% (pages), Memory 85% (pages), Disk 92%",
		},
		{
			Name: "table with selection and a select (Element Plus): oldest first, the two oldest tickets to Ben", Kind: "data table: a header's click sorts, a row's click ticks it; a select's listbox in a popper", Library: "element-plus", Note: "ElTable with a selection column, a sortable column, toggleRowSelection at a row's click; ElSelect with ElOptions (its placeholder over its field); Vue 3 render functions, bundled", Page: "element-tickets.html",
			Steps: []Step{
				{Op: "click", Target: Finder{Roles: Roles("columnheader"), Has: "Opened", Else: []Finder{{Roles: Roles("columnheader", "button"), Name: "Opened"}}}},
				{Op: "click", Target: Finder{Roles: Roles("row"), Has: "Shared drive is read-only"}},
				{Op: "click", Target: Finder{Roles: Roles("row"), Has: "VPN drops every hour"}},
				{Op: "click", Target: Finder{Text: "Choose a person", Else: []Finder{{Roles: Roles("combobox"), Name: "Assign to"}}}},
				{Op: "click", Target: Finder{Roles: Roles("option"), Name: "Ben Okafor"}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Assign 2 selected"}},
			},
			Check: `() => document.getElementById('status').textContent`, Want: "Assigned to Ben: #391, #398 (list sorted by opened, oldest first)",
		},
		{
			Name: "draggable tree and a filtered select (Naive UI): file the tax return under Finance and the lease under Legal, Sara Costa owns them", Kind: "tree whose nodes are dragged onto folders; select over a virtual list, filtered by typing", Library: "naive-ui", Note: "NTree draggable (HTML5 drag and drop; inside, before, after) with blockLine and expandOnClick, its nodes without tree roles; NSelect filterable over 200 options in a virtual list; Vue 3 render functions, bundled", Page: "naive-docs.html",
			Steps: []Step{
				{Op: "drag", Target: Finder{Text: "Tax return 2026.pdf"}, To: Finder{Text: "Finance"}},
				{Op: "drag", Target: Finder{Text: "Office lease.pdf"}, To: Finder{Text: "Legal"}},
				{Op: "type", Target: Finder{Roles: Textboxes, Name: "Folder owner"}, Text: "sara co", Submit: true},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Save"}},
			},
			Check: `() => document.getElementById('status').textContent`, Want: "Saved: Finance: Budget 2027.xlsx, Payroll March.pdf, Tax return 2026.pdf; Legal: NDA template.docx, Office lease.pdf; Unsorted: empty; owner Sara Costa",
		},
		{
			Name: "rich select, checkbox group and stepper (Lion web components): a student ticket, two workshops, one dinner guest", Kind: "select whose button opens a listbox of options; checkbox group; number stepper with − and + buttons", Library: "@lion/ui", Note: "lion-select-rich of lion-options (an invoker button showing the choice, a listbox overlay), lion-checkbox-group of lion-checkboxes, lion-input-stepper with min and max; light-DOM fields, the form read from each element's modelValue", Page: "lion-register.html",
			Steps: []Step{
				{Op: "click", Target: Finder{Roles: Roles("button", "combobox"), Name: "Ticket Standard — €300", Else: []Finder{{Roles: Roles("button", "combobox"), Name: "Ticket"}}}},
				{Op: "click", Target: Finder{Roles: Roles("option"), Name: "Student — €90"}},
				{Op: "click", Target: Finder{Roles: Roles("checkbox"), Name: "Accessible forms"}},
				{Op: "click", Target: Finder{Roles: Roles("checkbox"), Name: "Web components"}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Increase Guests at the dinner", Else: []Finder{{Roles: Roles("button"), Text: "＋"}}}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Register"}},
			},
			Check: `() => document.getElementById('status').textContent`, Want: "Registered: student ticket; workshops: Accessible forms, Web components; 1 dinner guest",
		},
		{
			Name: "editable grid (TOAST UI Grid): the cable trays recounted at 19, the footrests at 4", Kind: "data grid whose cell opens a text editor at a double click, Enter keeping it", Library: "tui-grid", Note: "tui.Grid with an editor text column and an editor select column, sortable header; the editor a field in a layer over the cell", Page: "tuigrid-stock.html",
			Steps: []Step{
				{Op: "dblclick", Target: Finder{Roles: Roles("cell", "gridcell"), Name: "18", Else: []Finder{{Roles: Roles("cell", "gridcell"), Text: "18"}}}},
				{Op: "type", Target: Finder{Roles: Textboxes}, Text: "19", Submit: true},
				{Op: "dblclick", Target: Finder{Roles: Roles("cell", "gridcell"), Name: "5", Else: []Finder{{Roles: Roles("cell", "gridcell"), Text: "5"}}}},
				{Op: "type", Target: Finder{Roles: Textboxes}, Text: "4", Submit: true},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Save count"}},
			},
			Check: `() => document.getElementById('status').textContent`, Want: "Saved count: Cable tray 19 of 20, Footrest 4 of 6",
		},
		{
			Name: "multi-select combobox and a select (Ariakit): invite Chen instead of Ben, who can edit", Kind: "combobox of several choices whose list stays open after a pick, chips with remove buttons, select of a button and a listbox", Library: "@ariakit/react", Note: "ComboboxProvider with selectedValue (ComboboxItems with ComboboxItemCheck, a ComboboxPopover over the page until Escape), SelectProvider with a Select and SelectItems; bundled with React 18", Page: "ariakit-invite.html",
			Steps: []Step{
				{Op: "type", Target: Finder{Roles: Textboxes, Name: "Invite people"}, Text: "ch"},
				{Op: "click", Target: Finder{Roles: Roles("option"), Name: "Chen Wei"}},
				{Op: "key", Text: "Escape"},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Remove Ben Okafor"}},
				{Op: "click", Target: Finder{Roles: Roles("combobox", "button"), Name: "Their role"}},
				{Op: "click", Target: Finder{Roles: Roles("option"), Name: "Can edit"}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Send invites"}},
			},
			Check: `() => document.getElementById('status').textContent`, Want: "Invited Chen Wei (can edit)",
		},
	}
	for i := range unseen {
		unseen[i].Unseen = 14
	}
	Unseen = append(Unseen, unseen...)
}
