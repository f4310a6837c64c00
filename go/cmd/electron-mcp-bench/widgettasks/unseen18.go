package widgettasks

// The eighteenth unseen set: written after the seventeenth set by a helper
// that read none of electron-mcp's naming, folding or snapshot code, on
// components none of the tuned tasks nor the first seventeen sets use, from
// the pages' visible text and the standard ARIA roles alone, and checked on
// Playwright MCP alone before it was measured. Each is asked as a person
// would ask it and checked in the page's own state.
//
// No library was dropped. Kobalte's page is written with Solid's
// hyperscript (solid-js/h), there being no Solid JSX compiler in esbuild:
// its alert dialog, whose portal rendered nothing that way, was left out
// and the page's button rents at once. Fluent UI React v8 would fetch its
// icon font and web fonts from CDNs: they fail, and its icons are blank.
// The pages of TDesign and Vant bundle them for their English locales,
// which their browser builds lack.
func init() {
	unseen := []Task{
		{
			Name: "select, date picker, radio buttons, number field, checkbox and dialog (TDesign Vue): the booking moved to Chiado on 15 March, two hours, five people, with video", Kind: "select opening a list of rooms; date field opening a popup calendar of day cells; radio buttons; number field committed at Enter; checkbox; dialog confirming", Library: "tdesign-vue-next", Note: "TDesign for Vue 3 (its English locale through a ConfigProvider, its prebuilt CSS): Select (its options list items), DatePicker (disabled days outside March and April), RadioGroup of RadioButtons (their inputs hidden), InputNumber, Checkbox, Dialog with its confirm and cancel texts; Vue 3's runtime given @vue/compiler-dom's compile; bundled", Page: "tdesign-room.html",
			Steps: []Step{
				{Op: "click", Target: Finder{Roles: Textboxes, Name: "Choose a room"}},
				{Op: "click", Target: Finder{Roles: Roles("listitem", "option"), Name: "Chiado (6 seats)"}},
				{Op: "click", Target: Finder{Roles: Textboxes, Name: "Choose a day"}},
				{Op: "click", Target: Finder{Roles: Roles("cell", "gridcell", "button"), Name: "15"}},
				{Op: "click", Target: Finder{Roles: Roles("radio"), Name: "2 hours"}},
				{Op: "type", Target: Finder{Roles: Textboxes, Name: "Number of people"}, Text: "5", Submit: true},
				{Op: "click", Target: Finder{Roles: Roles("checkbox"), Name: "Video call equipment"}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Book room"}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Confirm booking"}},
			},
			Check: `() => document.getElementById('status').textContent`, Want: "Booked Chiado (6 seats) on 2027-03-15 for 2 hours, 5 people, with video",
		},
		{
			Name: "action sheet, calendar, stepper, radios, switch and dialog (Vant): three premium seats for the 21:00 IMAX showing on 12 June, with subtitles", Kind: "mobile form: a field opening an action sheet of showings; a field opening a calendar in a bottom popup; stepper; radio group; switch; confirm dialog", Library: "vant", Note: "Vant 4 (Vue 3's mobile components, its English locale, its prebuilt CSS): Field (readonly, opening the popups), ActionSheet, Calendar (one month, no confirm button), Stepper (its buttons unnamed), RadioGroup, Switch (named by the page), showConfirmDialog; Vue 3's runtime given @vue/compiler-dom's compile; bundled", Page: "vant-cinema.html",
			Steps: []Step{
				{Op: "click", Target: Finder{Roles: Textboxes, Name: "Showing", Else: []Finder{{Roles: Roles("button"), Has: "Showing"}}}},
				{Op: "click", Target: Finder{Roles: Roles("button", "menuitem", "option"), Name: "21:00 · Screen 3 (IMAX)"}},
				{Op: "click", Target: Finder{Roles: Textboxes, Name: "Day", Else: []Finder{{Roles: Roles("button"), Has: "Day"}}}},
				{Op: "click", Target: Finder{Roles: Roles("gridcell", "button"), Name: "12"}},
				{Op: "type", Target: Finder{Roles: Roles("spinbutton")}, Text: "3"},
				{Op: "click", Target: Finder{Roles: Roles("radio"), Name: "Premium"}},
				{Op: "click", Target: Finder{Roles: Roles("switch", "checkbox"), Name: "English subtitles"}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Buy tickets"}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Pay now"}},
			},
			Check: `() => document.getElementById('status').textContent`, Want: "Bought 3 × premium for 21:00 · Screen 3 (IMAX) on Sat 12 Jun, with subtitles",
		},
		{
			Name: "steps, tag input with autocomplete, dropdown, number input and switch (Buefy): a talk “Contrast is a feature” on accessibility, design track, 35 minutes, workshop too", Kind: "stepper with next and previous buttons; tag input completing from a list; dropdown of list items; number input with its buttons; switch", Library: "buefy", Note: "Buefy 3 (Vue 3, its UMD build over Vue's full build, Bulma 1's CSS, no icon font): Steps with navigation (its buttons named by aria labels), Taginput with autocomplete (no new tags), Dropdown, Numberinput (step 5), Switch", Page: "buefy-talk.html",
			Steps: []Step{
				{Op: "type", Target: Finder{Roles: Textboxes, Name: "A short, clear title"}, Text: "Contrast is a feature"},
				{Op: "type", Target: Finder{Roles: Textboxes, Name: "Add a topic"}, Text: "acc"},
				{Op: "click", Target: Finder{Roles: Roles("button", "option", "menuitem"), Name: "Accessibility"}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Next step"}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Choose a track"}},
				{Op: "click", Target: Finder{Roles: Roles("listitem", "menuitem", "option"), Text: "Design"}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Five minutes more"}},
				{Op: "click", Target: Finder{Roles: Roles("switch", "checkbox"), Name: "I can also run it as a hands-on workshop"}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Next step"}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Send proposal"}},
			},
			Check: `() => document.getElementById('status').textContent`, Want: "Sent: “Contrast is a feature” on Accessibility, Design track, 35 min, workshop too",
		},
		{
			Name: "combobox, date picker, spin button, multi-select dropdown, toggle and dialog (Fluent UI React v8): the hotel receipt of 15 March claimed as accommodation, two nights, charged to Atlas, the receipt attached", Kind: "combobox opening a listbox from its button; date field opening a calendar of day buttons; spin button with its arrows; multi-select dropdown of checkbox options, closed by Escape; toggle switch; modal dialog confirming", Library: "@fluentui/react", Note: "Fluent UI React 8 (its styles from JavaScript, no icon font or web fonts, which it would fetch from CDNs): ComboBox, DatePicker (March 2027 only), SpinButton (its arrows named by the page), TextField, Dropdown with multiSelect (its options checkboxes behind their labels), ChoiceGroup, Toggle, Dialog; bundled with React 18", Page: "fluent8-expense.html",
			Steps: []Step{
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Category"}},
				{Op: "click", Target: Finder{Roles: Roles("option"), Name: "Accommodation"}},
				{Op: "click", Target: Finder{Roles: Roles("combobox", "textbox", "button"), Name: "Date on the receipt"}},
				{Op: "click", Target: Finder{Roles: Roles("button", "gridcell"), Name: "15, March, 2027"}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "One night more"}},
				{Op: "click", Target: Finder{Roles: Roles("combobox", "button"), Name: "Charge to projects Choose projects", Else: []Finder{{Roles: Roles("combobox", "button"), Name: "Charge to projects"}}}},
				{Op: "click", Target: Finder{Roles: Roles("option", "checkbox"), Name: "Atlas"}},
				{Op: "key", Text: "Escape"},
				{Op: "click", Target: Finder{Roles: Roles("switch", "checkbox"), Name: "Receipt attached"}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Submit claim"}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Send for approval"}},
			},
			Check: `() => document.getElementById('status').textContent`, Want: "Claimed €412.50 for Accommodation on 15 Mar 2027, 2 nights, charged to Atlas, paid by card, receipt attached",
		},
		{
			Name: "action menu, select panel, segmented control and dialog (Primer React): a sync bug filed under Sync, labelled regression, high severity", Kind: "menu button opening single-select menu items; a button opening a panel of options filtered as one types, closed by Escape; segmented control of buttons; dialog confirming", Library: "@primer/react", Note: "Primer React 38 (GitHub's components; their CSS modules bundled beside the script, Primer Primitives' light theme): TextInput in a FormControl, ActionMenu with a single-select ActionList, SelectPanel (multiple, its filter field named by the library), SegmentedControl, Checkbox, Dialog with footer buttons; bundled with React 18", Page: "primer-issue.html",
			Steps: []Step{
				{Op: "type", Target: Finder{Roles: Textboxes, Name: "Title"}, Text: "Sync stops after the phone sleeps"},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Choose an area"}},
				{Op: "click", Target: Finder{Roles: Roles("menuitemradio", "menuitem", "option"), Name: "Sync"}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Choose labels"}},
				{Op: "type", Target: Finder{Roles: Textboxes, Name: "Filter items", Else: []Finder{{Roles: Textboxes, Name: "Filter labels"}}}, Text: "re"},
				{Op: "click", Target: Finder{Roles: Roles("option", "checkbox", "menuitemcheckbox"), Name: "regression"}},
				{Op: "key", Text: "Escape"},
				{Op: "click", Target: Finder{Roles: Roles("button", "radio"), Name: "High"}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Submit new issue"}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "File issue"}},
			},
			Check: `() => document.getElementById('status').textContent`, Want: "Filed “Sync stops after the phone sleeps” in Sync, labels regression, high severity",
		},
		{
			Name: "dropdown list, filtering combobox, multiselect and date picker (react-widgets): Mochi to Dr Romero on 19 May for her teeth", Kind: "dropdown list opening a listbox; combobox filtering its listbox as one types; multiselect of tags, its list closed by Escape; date field opening a calendar of day cells", Library: "react-widgets", Note: "react-widgets 5 (its CSS, dates and numbers through its Intl localizers, en-GB): DropdownList (named by the page), Combobox (filter contains), Multiselect, DatePicker (May 2027 only, its cells named by the date), NumberPicker; bundled with React 18", Page: "rwidgets-vet.html",
			Steps: []Step{
				{Op: "click", Target: Finder{Roles: Roles("combobox", "button"), Name: "Pet"}},
				{Op: "click", Target: Finder{Roles: Roles("option"), Name: "Mochi (cat)"}},
				{Op: "type", Target: Finder{Roles: Textboxes, Name: "Vet"}, Text: "rom"},
				{Op: "click", Target: Finder{Roles: Roles("option"), Name: "Dr Lucía Romero"}},
				{Op: "click", Target: Finder{Roles: Textboxes, Name: "Add reasons"}},
				{Op: "click", Target: Finder{Roles: Roles("option"), Name: "Dental"}},
				{Op: "key", Text: "Escape"},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Select date"}},
				{Op: "click", Target: Finder{Roles: Roles("gridcell", "button"), Name: "19/05/2027", Else: []Finder{{Roles: Roles("gridcell", "button"), Text: "19"}}}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Book appointment"}},
			},
			Check: `() => document.getElementById('status').textContent`, Want: "Booked Mochi (cat) with Dr Lucía Romero on 19 May 2027 for Dental; weight 4 kg",
		},
		{
			Name: "two date pickers in web components (Duet Date Picker): the absence from 10 February to 2 March, for a medical appointment", Kind: "custom elements: a date field whose button opens a dialog calendar of day buttons, with month navigation; two of them on one form", Library: "@duetds/date-picker", Note: "Duet's date picker 1 (a Stencil web component without a shadow root, its ES module and default theme): English localization given by the page, each picker's button named for its day, dates parsed and formatted by the page's adapter; the reason radios the page's own", Page: "duet-absence.html",
			Steps: []Step{
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Choose the first day, Selected date is 8 February 2027"}},
				{Op: "click", Target: Finder{Roles: Roles("button", "gridcell"), Name: "10 February"}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Choose the last day, Selected date is 8 February 2027"}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Next month"}},
				{Op: "click", Target: Finder{Roles: Roles("button", "gridcell"), Name: "2 March"}},
				{Op: "click", Target: Finder{Roles: Roles("radio"), Name: "Medical appointment"}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Send to the school office"}},
			},
			Check: `() => document.getElementById('status').textContent`, Want: "Absent Wed 10 Feb to Tue 2 Mar: medical appointment",
		},
		{
			Name: "tabs, combobox, colour swatches, toggle, radio group and checkbox in shadow roots (Umbraco UI): the opening-hours page on its table template, forest green, out of the menu, published tonight with the subscribers told", Kind: "custom elements in shadow roots: tab group switching panels; combobox filtering options without roles as one types; colour swatches (radios holding buttons); toggle; radio group; checkbox", Library: "@umbraco-ui/uui", Note: "the Umbraco UI Library 2 (Lit web components, its light theme; the entry registering every element, bundled): uui-tab-group switching the page's panels, uui-combobox (its field named by the library, its options generic), uui-color-swatches, uui-toggle, uui-radio-group, uui-checkbox (their inputs without refs, their labels with), uui-button", Page: "uui-page.html",
			Steps: []Step{
				{Op: "click", Target: Finder{Roles: Textboxes, Name: "Template", Else: []Finder{{Roles: Textboxes, Name: "combobox-input"}}}},
				{Op: "type", Target: Finder{Roles: Textboxes, Name: "Template", Else: []Finder{{Roles: Textboxes, Name: "combobox-input"}}}, Text: "hours"},
				{Op: "click", Target: Finder{Roles: Roles("option"), Text: "Opening hours table"}},
				{Op: "click", Target: Finder{Roles: Roles("tab"), Name: "Appearance"}},
				{Op: "click", Target: Finder{Roles: Roles("button", "radio"), Name: "Forest green"}},
				{Op: "click", Target: Finder{Roles: Roles("switch", "checkbox"), Name: "Hide from the navigation menu"}},
				{Op: "click", Target: Finder{Roles: Roles("tab"), Name: "Publishing"}},
				{Op: "click", Target: Finder{Roles: Roles("radio"), Name: "Tonight at 23:00"}},
				{Op: "click", Target: Finder{Roles: Roles("checkbox"), Name: "Tell the newsletter subscribers"}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Save and publish"}},
			},
			Check: `() => document.getElementById('status').textContent`, Want: "Published “Opening hours” with the Opening hours table template, forest green, hidden from the menu, tonight at 23:00, subscribers told",
		},
		{
			Name: "command palette in a shadow root (ninja-keys): the heron note moved to Birds 2027, tagged survey, the app made dark", Kind: "command palette: a button opening it, a filter field, commands opening a second level in place; its commands without roles", Library: "ninja-keys", Note: "ninja-keys 1 (a Lit web component, bundled with its dependencies): commands in sections, parents whose children replace the list, a handler per command; opened by the page's button", Page: "ninja-notes.html",
			Steps: []Step{
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Commands (Ctrl+K)"}},
				{Op: "type", Target: Finder{Roles: Textboxes, Name: "Type a command or search"}, Text: "move"},
				{Op: "click", Target: Finder{Roles: Roles("option", "menuitem", "generic"), Text: "Move note to…"}},
				{Op: "click", Target: Finder{Roles: Roles("option", "menuitem", "generic"), Text: "Birds 2027"}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Commands (Ctrl+K)"}},
				{Op: "click", Target: Finder{Roles: Roles("option", "menuitem", "generic"), Text: "Add tag…"}},
				{Op: "click", Target: Finder{Roles: Roles("option", "menuitem", "generic"), Text: "survey"}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Commands (Ctrl+K)"}},
				{Op: "click", Target: Finder{Roles: Roles("option", "menuitem", "generic"), Text: "Change theme…"}},
				{Op: "click", Target: Finder{Roles: Roles("option", "menuitem", "generic"), Text: "Dark theme"}},
			},
			Check: `() => document.getElementById('status').textContent`, Want: "Done: moved to Birds 2027; tagged survey; theme dark",
		},
		{
			Name: "rich-text editor with a block-style dropdown (SunEditor): the kale's timing added, a “To serve” heading over a bullet", Kind: "rich-text editor: a contenteditable area under a toolbar, a block-style button opening a list of formats, a list button", Library: "suneditor", Note: "SunEditor 3 (bundled with the plugins its toolbar uses, its CSS): undo, redo, block style, bold, italic, underline, numbered and bulleted lists (each with an unnamed arrow), align; its editing area given a textbox role and a name by the page; each block read back on Publish", Page: "suneditor-recipe.html",
			Steps: []Step{
				{Op: "append", Target: Finder{Roles: Textboxes, Name: "Method"}, Text: " Add the kale for the last three minutes."},
				{Op: "key", Text: "Enter"},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Formats"}},
				{Op: "click", Target: Finder{Roles: Roles("button", "menuitem", "option"), Name: "Header3"}},
				{Op: "append", Target: Finder{Roles: Textboxes, Name: "Method"}, Text: "To serve"},
				{Op: "key", Text: "Enter"},
				{Op: "append", Target: Finder{Roles: Textboxes, Name: "Method"}, Text: "A drizzle of olive oil"},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Bulleted list"}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Publish recipe"}},
			},
			Check: `() => document.getElementById('status').textContent`, Want: "Published: p: Slice the kale as thin as you can. | p: Simmer the potatoes and onion for twenty minutes. Add the kale for the last three minutes. | h3: To serve | ul: A drizzle of olive oil",
		},
		{
			Name: "tree of folders with propagating ticks (react-accessible-treeview): Documents, Downloads, and all of Photos and Music but 2025 and Albums backed up", Kind: "tree of treeitems with multiple selection: a click on a folder ticks it, its children with it, and opens it; a click on a child unticks it", Library: "react-accessible-treeview", Note: "react-accessible-treeview 2: TreeView with multiSelect, propagateSelect, propagateSelectChange and togglableSelect, the page's node renderer (its arrow and tick hidden from assistive technology, the selection read from aria-selected); bundled with React 18", Page: "treeview-backup.html",
			Steps: []Step{
				{Op: "click", Target: Finder{Roles: Roles("treeitem"), Name: "Documents"}},
				{Op: "click", Target: Finder{Roles: Roles("treeitem"), Name: "Photos"}},
				{Op: "click", Target: Finder{Roles: Roles("treeitem"), Name: "2025"}},
				{Op: "click", Target: Finder{Roles: Roles("treeitem"), Name: "Music"}},
				{Op: "click", Target: Finder{Roles: Roles("treeitem"), Name: "Albums"}},
				{Op: "click", Target: Finder{Roles: Roles("treeitem"), Name: "Downloads"}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Plan backup"}},
			},
			Check: `() => document.getElementById('status').textContent`, Want: "Backing up every night: 2026, Downloads, Invoices, Letters, Podcasts, Scans, Tax returns",
		},
		{
			Name: "select, radio group, slider, switch and toggle group (Kobalte, Solid): an e-bike, frame L, four hours, with a D-lock and pannier bags", Kind: "select opening a listbox in a portal; radio group (inputs behind their controls); slider moved by its arrow keys; switch; toggle group of buttons", Library: "@kobalte/core", Note: "Kobalte 0.13 (Solid's accessible primitives, unstyled, the page's own CSS), written with solid-js/h (no JSX compiler): Select, RadioGroup, Slider (its thumb's range input), Switch, ToggleGroup (multiple); bundled with Solid 1", Page: "kobalte-bike.html",
			Steps: []Step{
				{Op: "click", Target: Finder{Roles: Roles("button", "combobox"), Name: "Bike City bike", Else: []Finder{{Roles: Roles("button", "combobox"), Has: "Bike"}}}},
				{Op: "click", Target: Finder{Roles: Roles("option"), Name: "E-bike"}},
				{Op: "click", Target: Finder{Roles: Roles("radio"), Name: "L"}},
				{Op: "click", Target: Finder{Roles: Roles("slider"), Name: "Hours"}},
				{Op: "key", Text: "ArrowRight"},
				{Op: "key", Text: "ArrowRight"},
				{Op: "click", Target: Finder{Roles: Roles("switch", "checkbox"), Name: "Add a D-lock (€2)"}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Pannier bags"}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Rent this bike"}},
			},
			Check: `() => document.getElementById('status').textContent`, Want: "Rented: E-bike, size L, 4 hours, with a lock, extras Pannier bags",
		},
	}
	for i := range unseen {
		unseen[i].Unseen = 18
	}
	Unseen = append(Unseen, unseen...)
}
