package widgettasks

// The seventeenth unseen set: written after the sixteenth set by a helper
// that read none of electron-mcp's naming, folding or snapshot code, on
// components none of the tuned tasks nor the first sixteen sets use, from
// the pages' visible text and the standard ARIA roles alone, and checked on
// Playwright MCP alone before it was measured. Each is asked as a person
// would ask it and checked in the page's own state.
//
// Dropped before the set was measured, none of them run on another server:
// Wunderbaum's tree grid (its rows, expanders and checkboxes are divs and
// icons with neither role nor name, every tick reading alike: no fair
// finder), easepick's range picker (GPL) and Shepherd.js's tour (AGPL since
// its 12th major). Oruga's theme is its 0.9 line, the last that takes
// Oruga 0.13 (its 0.10 wants an Oruga not yet released); Jodit's source
// plugin, which would fetch an editor from a CDN, is off.
func init() {
	unseen := []Task{
		{
			Name: "cascader, searchable select, number field, switch and modal (Arco Design Vue): the parcel to Seville by DPD, 3.5 kg, insured", Kind: "cascader opening a menu of countries then one of cities; select whose search field filters its options; number field; switch; modal confirming", Library: "@arco-design/web-vue", Note: "Cascader (path mode), Select with allow-search (its options list items), InputNumber committed at Enter, Switch, Modal with its ok and cancel texts; its fields named by their placeholders; Vue 3's full build compiling the template in the page, Arco's UMD build", Page: "arco-parcel.html",
			Steps: []Step{
				{Op: "click", Target: Finder{Roles: Textboxes, Name: "Choose a city"}},
				{Op: "click", Target: Finder{Roles: Roles("menuitem", "option"), Name: "Spain"}},
				{Op: "click", Target: Finder{Roles: Roles("menuitem", "option"), Name: "Seville"}},
				{Op: "type", Target: Finder{Roles: Textboxes, Name: "Choose a carrier"}, Text: "dp"},
				{Op: "click", Target: Finder{Roles: Roles("option", "listitem"), Name: "DPD Classic", Else: []Finder{{Roles: Roles("option", "listitem"), Text: "DPD Classic"}}}},
				{Op: "type", Target: Finder{Roles: Roles("spinbutton", "textbox"), Name: "Weight in kg"}, Text: "3.5", Submit: true},
				{Op: "click", Target: Finder{Roles: Roles("switch", "checkbox"), Name: "Insure the contents"}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Book collection"}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Book it"}},
			},
			Check: `() => document.getElementById('status').textContent`, Want: "Booked: Spain / Seville by DPD Classic, 3.5 kg, insured",
		},
		{
			Name: "tree, tag input with autocomplete, dropdown, switch and modal (Oruga): Marketing's brand assets shared with Greta too, for comments, emailed", Kind: "tree of folders (treeitems, a folder opened by the arrow key); tags input suggesting names as one types; dropdown button opening a listbox; switch; modal confirming", Library: "@oruga-ui/oruga-next", Note: "Oruga 0.13: Tree (selectable), Taginput with allow-autocomplete, Dropdown (selectable), Switch, Modal, Button, Field; the Oruga theme (its icon font absent: the tree's expanders drawn by the page); Vue 3's full build compiling the template in the page, Oruga's UMD build", Page: "oruga-share.html",
			Steps: []Step{
				{Op: "click", Target: Finder{Roles: Roles("treeitem"), Name: "Marketing"}},
				{Op: "key", Text: "ArrowRight"},
				{Op: "click", Target: Finder{Roles: Roles("treeitem"), Name: "Brand assets"}},
				{Op: "type", Target: Finder{Roles: Textboxes, Name: "People"}, Text: "gr"},
				{Op: "click", Target: Finder{Roles: Roles("option"), Name: "Greta Lind"}},
				{Op: "click", Target: Finder{Roles: Roles("button", "combobox"), Name: "Access: View"}},
				{Op: "click", Target: Finder{Roles: Roles("option", "menuitem"), Name: "Comment"}},
				{Op: "click", Target: Finder{Roles: Roles("switch", "checkbox"), Name: "Email them a link"}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Share"}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Share now"}},
			},
			Check: `() => document.getElementById('status').textContent`, Want: "Shared Marketing/Brand assets with Bruno Lima, Greta Lind: comment, emailed",
		},
		{
			Name: "sortable, searchable, paged table (DataTables): the dearest order and Lena Fischer's #1038 shipped, the table by total, largest first", Kind: "data table: column headings sorting at a click (a second click reversing), a search field filtering the rows, page buttons; a checkbox in each row", Library: "datatables.net", Note: "DataTables 3 (no jQuery) with its default styling (datatables.net-dt): 36 rows from data, 10 a page, its search field, sorting by a heading's click (the heading holds a button of its own); the rows' checkboxes the page's, named by their order", Page: "datatables-orders.html",
			Steps: []Step{
				{Op: "click", Target: Finder{Roles: Roles("columnheader"), Has: "Total (€)"}},
				{Op: "click", Target: Finder{Roles: Roles("columnheader"), Has: "Total (€)"}},
				{Op: "click", Target: Finder{Roles: Roles("checkbox"), Name: "Select order 1045"}},
				{Op: "type", Target: Finder{Roles: Textboxes, Name: "Search:"}, Text: "fischer"},
				{Op: "click", Target: Finder{Roles: Roles("checkbox"), Name: "Select order 1038"}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Ship selected"}},
			},
			Check: `() => document.getElementById('status').textContent`, Want: "Shipped #1038, #1045 (table sorted by Total (€), descending)",
		},
		{
			Name: "rich-text editor with a paragraph-format dropdown (Jodit): the opening hours added, a “What to bring” heading over a bullet", Kind: "rich-text editor: a contenteditable area under a toolbar, a format-block button opening a popup of block types, a list button", Library: "jodit", Note: "Jodit 4 (its ES2021 browser build): toolbar of bold, italic, underline, lists, paragraph format, link, undo and redo (each split button a button and its arrow, named alike), no iframe; its editing area given a textbox role and a name by the page; each block read back on Send", Page: "jodit-newsletter.html",
			Steps: []Step{
				{Op: "append", Target: Finder{Roles: Textboxes, Name: "Newsletter text"}, Text: " Stalls open at nine."},
				{Op: "key", Text: "Enter"},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Insert format block"}},
				{Op: "click", Target: Finder{Roles: Roles("button", "menuitem", "option"), Name: "Heading 2"}},
				{Op: "append", Target: Finder{Roles: Textboxes, Name: "Newsletter text"}, Text: "What to bring"},
				{Op: "key", Text: "Enter"},
				{Op: "append", Target: Finder{Roles: Textboxes, Name: "Newsletter text"}, Text: "A reusable bag"},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Insert Unordered List"}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Send to subscribers"}},
			},
			Check: `() => document.getElementById('status').textContent`, Want: "Sent: p: Hello neighbours, | p: The spring fair is on Saturday 10 April in the old market hall. Stalls open at nine. | h2: What to bring | ul: A reusable bag",
		},
		{
			Name: "date range over two months in shadow roots (Cally): the campervan from 28 July to 4 August, with the bike rack", Kind: "custom elements in shadow roots: a range calendar of two months, a button paging both, day buttons; a range across the months' edge", Library: "cally", Note: "calendar-range over two calendar-month elements (min and max date, weeks from Monday, en-GB), the page's previous and next buttons in its slots (each inside the calendar's own button); its ES module", Page: "cally-campervan.html",
			Steps: []Step{
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Next months"}},
				{Op: "click", Target: Finder{Roles: Roles("button", "gridcell"), Name: "28 July"}},
				{Op: "click", Target: Finder{Roles: Roles("button", "gridcell"), Name: "4 August"}},
				{Op: "click", Target: Finder{Roles: Roles("checkbox"), Name: "Bike rack with two bikes"}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Reserve the campervan"}},
			},
			Check: `() => document.getElementById('status').textContent`, Want: "Reserved 28 Jul 2027 to 4 Aug 2027, with bikes",
		},
		{
			Name: "select, segmented buttons, chips, switch and dialog in shadow roots (mdui): the statistics group on Thursdays, Kofi reminded instead of Inês, with push", Kind: "custom elements in shadow roots: select opening a menu of items without roles; segmented button group; selectable chips; switch; dialog confirming", Library: "mdui", Note: "mdui 2 (Material You, Lit): mdui-select of mdui-menu-item (its field unnamed, its items generic), mdui-segmented-button-group, selectable mdui-chip, mdui-switch (named by the page), mdui-dialog with action buttons; its global build", Page: "mdui-reminder.html",
			Steps: []Step{
				{Op: "click", Target: Finder{Roles: Textboxes, Name: "Subject", Else: []Finder{{Roles: Roles("generic"), Has: "Subject"}}}},
				{Op: "click", Target: Finder{Roles: Roles("menuitem", "option"), Text: "Statistics"}},
				{Op: "click", Target: Finder{Roles: Roles("button", "radio"), Name: "Thu"}},
				{Op: "click", Target: Finder{Roles: Roles("button", "checkbox"), Name: "Inês"}},
				{Op: "click", Target: Finder{Roles: Roles("button", "checkbox"), Name: "Kofi"}},
				{Op: "click", Target: Finder{Roles: Roles("switch", "checkbox", "generic"), Name: "Also send a push notification"}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Save reminder"}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Save"}},
			},
			Check: `() => document.getElementById('status').textContent`, Want: "Saved: Statistics on Thu, reminding Kofi, with push",
		},
		{
			Name: "select, toggle group, number field, tags input and alert dialog (Reka UI): court 3 at eight in the evening for two hours, Tariq joining", Kind: "select opening a listbox in a portal; toggle group of times; number field with its buttons; tags input adding a tag at Enter; alert dialog confirming", Library: "reka-ui", Note: "Reka UI 2 (Vue's headless primitives, formerly Radix Vue): Select, ToggleGroup, NumberField, TagsInput, AlertDialog, Label; unstyled, the page's own CSS; Vue 3's runtime given @vue/compiler-dom's compile so the page's template compiles; bundled", Page: "reka-court.html",
			Steps: []Step{
				{Op: "click", Target: Finder{Roles: Roles("combobox", "button"), Name: "Court"}},
				{Op: "click", Target: Finder{Roles: Roles("option"), Name: "Court 3 (hard)"}},
				{Op: "click", Target: Finder{Roles: Roles("button", "radio"), Name: "20:00"}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "More hours"}},
				{Op: "type", Target: Finder{Roles: Textboxes, Name: "Partners"}, Text: "Tariq", Submit: true},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Book court"}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Book it"}},
			},
			Check: `() => document.getElementById('status').textContent`, Want: "Booked Court 3 (hard) at 20:00 for 2 hours with Noor, Tariq",
		},
		{
			Name: "combobox, radio group, select, number field, checkbox and dialog (Base UI): two bags of Ethiopia Guji, light roast, ground for filter, decaf", Kind: "combobox filtering a listbox in a portal as one types; radio group; select opening a listbox in a portal; number field with its buttons; checkbox; modal dialog confirming", Library: "@base-ui/react", Note: "Base UI 1 (unstyled, the page's own CSS): Combobox with items, RadioGroup of Radio, Select with items, NumberField, Checkbox, Dialog; bundled with React 18", Page: "baseui-beans.html",
			Steps: []Step{
				{Op: "type", Target: Finder{Roles: Textboxes, Name: "Origin"}, Text: "eth"},
				{Op: "click", Target: Finder{Roles: Roles("option"), Name: "Ethiopia Guji"}},
				{Op: "click", Target: Finder{Roles: Roles("radio"), Name: "Light"}},
				{Op: "click", Target: Finder{Roles: Roles("combobox", "button"), Name: "Grind"}},
				{Op: "click", Target: Finder{Roles: Roles("option"), Name: "Filter"}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "One bag more"}},
				{Op: "click", Target: Finder{Roles: Roles("checkbox"), Name: "Decaffeinated (Swiss water process)"}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Start subscription"}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Subscribe"}},
			},
			Check: `() => document.getElementById('status').textContent`, Want: "Subscribed: 2 × Ethiopia Guji, light roast, filter, decaf",
		},
		{
			Name: "tree select, selects, date picker, switch and modal (Semi Design): a notifications ticket for Diego, urgent, due 31 May, the customer told", Kind: "tree select opening a tree of areas; selects opening listboxes (one unnamed, one named “selected”); date field opening a popup calendar with month navigation; switch; modal whose buttons are named otherwise than they read", Library: "@douyinfe/semi-ui", Note: "Semi Design 2 (its prebuilt CSS, the en_GB locale): TreeSelect (expandAll), Select with filter, DatePicker (disabledDate, defaultPickerValue), Select, Switch, Modal (its buttons labelled confirm and cancel); bundled with React 18", Page: "semi-ticket.html",
			Steps: []Step{
				{Op: "click", Target: Finder{Roles: Roles("combobox"), Name: "Product area"}},
				{Op: "click", Target: Finder{Roles: Roles("treeitem"), Name: "Notifications", Else: []Finder{{Roles: Roles("treeitem"), Has: "Notifications"}}}},
				{Op: "click", Target: Finder{Roles: Roles("combobox"), Name: "Assignee", Else: []Finder{{Roles: Roles("combobox"), Has: "Choose a person"}}}},
				{Op: "click", Target: Finder{Roles: Roles("option"), Name: "Diego Fernández", Else: []Finder{{Roles: Roles("option"), Has: "Diego Fernández"}}}},
				{Op: "click", Target: Finder{Roles: Textboxes, Name: "Choose a day"}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Next month"}},
				{Op: "click", Target: Finder{Text: "31", Else: []Finder{{Roles: Roles("gridcell"), Name: "2027-05-31"}}}},
				{Op: "click", Target: Finder{Roles: Roles("combobox"), Name: "Priority", Else: []Finder{{Roles: Roles("combobox"), Has: "Normal"}}}},
				{Op: "click", Target: Finder{Roles: Roles("option"), Name: "Urgent", Else: []Finder{{Roles: Roles("option"), Has: "Urgent"}}}},
				{Op: "click", Target: Finder{Roles: Roles("switch", "checkbox"), Name: "Tell the customer it is being looked at"}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "File ticket"}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "File it"}},
			},
			Check: `() => document.getElementById('status').textContent`, Want: "Filed: Mobile app / Notifications, urgent priority, assigned to Diego Fernández; due 31 May 2027; customer told",
		},
		{
			Name: "form from a JSON schema (react-jsonschema-form): Rosa at Lighthouse Point for first aid, her son Tomás along", Kind: "form generated from a JSON schema: text fields marked required, a radio group and checkboxes from enums, an array of objects grown by its Add button", Library: "@rjsf/core", Note: "react-jsonschema-form 6, its default theme (the page's own CSS), validated by @rjsf/validator-ajv8 (a required name, an email format); ui:widget radio and checkboxes, an array of objects with its Add and Remove buttons, the submit button renamed; bundled with React 18", Page: "rjsf-volunteer.html",
			Steps: []Step{
				{Op: "type", Target: Finder{Roles: Textboxes, Name: "Full name*"}, Text: "Rosa Almeida"},
				{Op: "type", Target: Finder{Roles: Textboxes, Name: "Email*"}, Text: "rosa@example.org"},
				{Op: "click", Target: Finder{Roles: Roles("radio"), Name: "Lighthouse Point"}},
				{Op: "click", Target: Finder{Roles: Roles("checkbox"), Name: "First aid"}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Add"}},
				{Op: "type", Target: Finder{Roles: Textboxes, Name: "Guest name*"}, Text: "Tomás"},
				{Op: "click", Target: Finder{Roles: Roles("checkbox"), Name: "Under 16"}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Sign me up"}},
			},
			Check: `() => document.getElementById('status').textContent`, Want: "Signed up: Rosa Almeida <rosa@example.org> at Lighthouse Point; tasks First aid; guests Tomás (under 16)",
		},
		{
			Name: "radios revealing fields, accordion and character count (GOV.UK Frontend): a 12-month rod licence from 1 May at full price, the salmon rule acknowledged", Kind: "radios whose choice reveals a conditional field; accordion of sections whose buttons read their state; a checkbox inside a section; text area with a live character count", Library: "govuk-frontend", Note: "GOV.UK Frontend 6 (its CSS and ES module, initAll): Radios with conditional reveals, Accordion (Show all sections and each section's button), small Checkboxes, Character count, Button; the form the page's own", Page: "govuk-fishing.html",
			Steps: []Step{
				{Op: "click", Target: Finder{Roles: Roles("radio"), Name: "12 months (£35.80)"}},
				{Op: "type", Target: Finder{Roles: Textboxes, Name: "Start date, for example 1 April"}, Text: "1 May"},
				{Op: "click", Target: Finder{Roles: Roles("radio"), Name: "No"}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Has: "Catch and release of salmon"}},
				{Op: "click", Target: Finder{Roles: Roles("checkbox"), Name: "I will release salmon caught before 16 June"}},
				{Op: "type", Target: Finder{Roles: Textboxes, Name: "Where you mostly fish (optional)"}, Text: "River Wye at Hay-on-Wye"},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Continue to payment"}},
			},
			Check: `() => document.getElementById('status').textContent`, Want: "Licence: 12 months from 1 May, full price; 1 of 2 rules acknowledged; fishes at River Wye at Hay-on-Wye",
		},
		{
			Name: "virtualised tree renamed in place (react-arborist): “untitled.md” in Recipes renamed “shakshuka.md”, the old draft deleted", Kind: "tree of folders and notes (treeitems, virtualised rows), a folder opened by a click; a note renamed in an input a double click opens, committed at Enter; a toolbar button deleting the selected note", Library: "react-arborist", Note: "react-arborist 3: Tree with the page's node renderer (a click opens a folder, a double click starts renaming), onRename and onDelete updating the page's data, drag and drop off; bundled with React 18", Page: "arborist-notes.html",
			Steps: []Step{
				{Op: "click", Target: Finder{Roles: Roles("treeitem"), Name: "Recipes"}},
				{Op: "dblclick", Target: Finder{Roles: Roles("treeitem"), Name: "untitled.md"}},
				{Op: "type", Target: Finder{Roles: Textboxes, Name: "New name"}, Text: "shakshuka.md", Submit: true},
				{Op: "click", Target: Finder{Roles: Roles("treeitem"), Name: "old-draft.md"}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Delete selected note"}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Sync notes"}},
			},
			Check: `() => document.getElementById('status').textContent`, Want: "Synced: Inbox (call-the-plumber.md, gift-ideas.md); Recipes (dal-makhani.md, shakshuka.md, sourdough.md); Travel (lisbon-2027.md, packing-list.md)",
		},
	}
	for i := range unseen {
		unseen[i].Unseen = 17
	}
	Unseen = append(Unseen, unseen...)
}
