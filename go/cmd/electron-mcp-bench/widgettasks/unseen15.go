package widgettasks

// The fifteenth unseen set: written after the fourteenth set by a helper
// that read none of electron-mcp's naming, folding or snapshot code, on
// components none of the tuned tasks nor the first fourteen sets use, from
// the pages' visible text and the standard ARIA roles alone, and checked on
// Playwright MCP alone before it was measured. Each is asked as a person
// would ask it and checked in the page's own state.
func init() {
	unseen := []Task{
		{
			Name: "select, date picker in a menu and multi-select autocomplete (Vuetify): the offsite in Lisbon on Thursday 17 June, Maria comes too", Kind: "select whose field opens a menu of options; date field opening a menu holding a month's grid; autocomplete of several choices shown as chips", Library: "vuetify", Note: "v-select, v-text-field as a v-menu's activator over a v-date-picker (min, max, allowed-dates), v-autocomplete multiple with closable chips, v-switch; Vue 3's full build compiling the template in the page, Vuetify's browser build", Page: "vuetify-offsite.html",
			Steps: []Step{
				{Op: "click", Target: Finder{Roles: Roles("combobox"), Has: "Venue", Else: []Finder{{Roles: Roles("combobox"), Name: "Venue"}}}},
				{Op: "click", Target: Finder{Roles: Roles("option"), Name: "Lisbon"}},
				{Op: "click", Target: Finder{Roles: Textboxes, Name: "Day"}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Thursday, June 17, 2027", Else: []Finder{{Roles: Roles("button", "gridcell"), Text: "17"}}}},
				{Op: "type", Target: Finder{Roles: Textboxes, Name: "People"}, Text: "ma"},
				{Op: "click", Target: Finder{Roles: Roles("option"), Name: "Maria Lopes"}},
				{Op: "key", Text: "Escape"},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Request booking"}},
			},
			Check: `() => document.getElementById('status').textContent`, Want: "Requested Lisbon on 17 Jun 2027 for Ana Sousa, Maria Lopes",
		},
		{
			Name: "filtered select, date in a popup and toggle buttons (Quasar): from the Leiria depot on Tuesday 6 April, in the evening, no bell", Kind: "select filtering its options as one types; date field opening a popup calendar with month navigation; button toggle; switch", Library: "quasar", Note: "QSelect use-input with @filter, QInput with a QPopupProxy holding a QDate (navigation limits, options by weekday, the popup hidden once a day is picked), QBtnToggle, QToggle; Vue 3's full build compiling the template in the page, Quasar's UMD build", Page: "quasar-delivery.html",
			Steps: []Step{
				{Op: "type", Target: Finder{Roles: Textboxes, Name: "Depot"}, Text: "ei"},
				{Op: "click", Target: Finder{Roles: Roles("option"), Name: "Leiria depot"}},
				{Op: "click", Target: Finder{Roles: Textboxes, Name: "Delivery day"}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Next month"}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "6 April 2027", Else: []Finder{{Roles: Roles("button"), Text: "6"}}}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Evening"}},
				{Op: "click", Target: Finder{Roles: Roles("switch", "checkbox"), Name: "Ring the bell"}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Book delivery"}},
			},
			Check: `() => document.getElementById('status').textContent`, Want: "Booked from Leiria depot on 2027-04-06, 18:00–21:00, leave at the door",
		},
		{
			Name: "checkbox tree (Fancytree): back up the 2026 photos and the Acme NDA", Kind: "tree of folders with a checkbox per node, a folder's box ticking all it holds; folders opened by a double click", Library: "jquery.fancytree", Note: "fancytree with checkbox, selectMode 3 (hierarchical), aria on (treeitems whose boxes have no name); a folder opened by a double click on its title, a node's box toggled by the space bar once the node is active", Page: "fancytree-backup.html",
			Steps: []Step{
				{Op: "dblclick", Target: Finder{Roles: Roles("treeitem"), Name: "Photos", Else: []Finder{{Text: "Photos"}}}},
				{Op: "click", Target: Finder{Roles: Roles("treeitem"), Name: "2026", Else: []Finder{{Text: "2026"}}}},
				{Op: "key", Text: "Space"},
				{Op: "dblclick", Target: Finder{Roles: Roles("treeitem"), Name: "Documents", Else: []Finder{{Text: "Documents"}}}},
				{Op: "dblclick", Target: Finder{Roles: Roles("treeitem"), Name: "Contracts", Else: []Finder{{Text: "Contracts"}}}},
				{Op: "click", Target: Finder{Roles: Roles("treeitem"), Name: "nda-acme.pdf", Else: []Finder{{Text: "nda-acme.pdf"}}}},
				{Op: "key", Text: "Space"},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Save backup plan"}},
			},
			Check: `() => document.getElementById('status').textContent`, Want: "Backing up 4 files (nda-acme.pdf, porto-01.jpg, porto-02.jpg, porto-03.jpg), kept 30 days",
		},
		{
			Name: "phone field with a country dropdown (intl-tel-input): a call back on a Portuguese mobile in the evening", Kind: "country button before a phone field, opening a dropdown with a search field over a list of countries", Library: "intl-tel-input", Note: "intlTelInput with countrySearch, separateDialCode, initialCountry gb; the bundled utils validate and format the number (getNumber in E.164)", Page: "itl-callback.html",
			Steps: []Step{
				{Op: "click", Target: Finder{Roles: Roles("button", "combobox"), Name: "Change country for phone number, currently selected United Kingdom (+44)", Else: []Finder{{Roles: Roles("button", "combobox"), Text: "+44"}}}},
				{Op: "type", Target: Finder{Roles: Textboxes, Name: "Search"}, Text: "portu"},
				{Op: "click", Target: Finder{Roles: Roles("option"), Name: "Portugal (+351)"}},
				{Op: "type", Target: Finder{Roles: Textboxes, Name: "Phone number"}, Text: "912 345 678"},
				{Op: "click", Target: Finder{Roles: Roles("radio"), Name: "Evening"}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Call me back"}},
			},
			Check: `() => document.getElementById('status').textContent`, Want: "We will call +351912345678 (Portugal) in the evening",
		},
		{
			Name: "sortable lists and a confirm modal (UIkit): the login fix under way, the billing migration done, the privacy policy first, saved for everyone", Kind: "cards dragged within a list and between lists; a confirm modal with its own buttons", Library: "uikit", Note: "three uk-sortable lists in one group (pointer-driven, a placeholder where the card lands), UIkit.modal.confirm with i18n labels, its promise saving the board", Page: "uikit-sprint.html",
			Steps: []Step{
				{Op: "drag", Target: Finder{Roles: Roles("listitem"), Text: "Fix login timeout", Else: []Finder{{Text: "Fix login timeout"}}}, To: Finder{Roles: Roles("listitem"), Text: "Migrate the billing database", Else: []Finder{{Text: "Migrate the billing database"}}}},
				{Op: "drag", Target: Finder{Roles: Roles("listitem"), Text: "Migrate the billing database", Else: []Finder{{Text: "Migrate the billing database"}}}, To: Finder{Roles: Roles("listitem"), Text: "Design the new onboarding", Else: []Finder{{Text: "Design the new onboarding"}}}},
				{Op: "drag", Target: Finder{Roles: Roles("listitem"), Text: "Update the privacy policy", Else: []Finder{{Text: "Update the privacy policy"}}}, To: Finder{Roles: Roles("listitem"), Text: "Write release notes", Else: []Finder{{Text: "Write release notes"}}}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Save board"}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Save for everyone"}},
			},
			Check: `() => document.getElementById('status').textContent`, Want: "Saved. To do: Update the privacy policy, Write release notes; Doing: Fix login timeout; Done: Migrate the billing database, Design the new onboarding",
		},
		{
			Name: "search dropdown, multiple dropdown and a modal (Semantic UI React): a backend job in Berlin, PostgreSQL added, remote friendly, published", Kind: "dropdown whose search field filters its options; dropdown of several choices shown as labels; toggle; modal confirming", Library: "semantic-ui-react", Note: "Dropdown search selection (its searchInput labelled), Dropdown multiple selection (its menu open after each pick), Checkbox toggle (its input under its label), Modal with a trigger and actions; semantic-ui-css's component styles; bundled with React 18", Page: "semantic-job.html",
			Steps: []Step{
				{Op: "type", Target: Finder{Roles: Roles("textbox", "searchbox"), Name: "Search cities"}, Text: "be"},
				{Op: "click", Target: Finder{Roles: Roles("option"), Name: "Berlin"}},
				{Op: "click", Target: Finder{Roles: Roles("listbox", "combobox"), Name: "Skills"}},
				{Op: "click", Target: Finder{Roles: Roles("option"), Name: "PostgreSQL"}},
				{Op: "key", Text: "Escape"},
				{Op: "click", Target: Finder{Text: "Remote friendly", Else: []Finder{{Roles: Roles("checkbox"), Name: "Remote friendly"}}}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Publish"}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Yes, publish"}},
			},
			Check: `() => document.getElementById('status').textContent`, Want: "Published: Backend engineer in Berlin; skills React, Kotlin, PostgreSQL; remote friendly",
		},
		{
			Name: "select menu, combobox and tag input (Evergreen): label the export bug performance too, for v2.4, with Chen watching", Kind: "button opening a popover menu of several choices; combobox with a menu button; tag input adding a tag at Enter; confirm dialog", Library: "evergreen-ui", Note: "SelectMenu isMultiSelect with hasFilter (its options drawn without option roles), Combobox (an input and an open-menu button over a listbox), TagInput, Dialog with confirm and cancel; bundled with React 18", Page: "evergreen-triage.html",
			Steps: []Step{
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Edit labels"}},
				{Op: "click", Target: Finder{Roles: Roles("option"), Name: "performance", Else: []Finder{{Text: "performance"}}}},
				{Op: "key", Text: "Escape"},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "open menu", Else: []Finder{{Roles: Textboxes, Name: "Milestone"}}}},
				{Op: "click", Target: Finder{Roles: Roles("option"), Name: "v2.4"}},
				{Op: "type", Target: Finder{Roles: Textboxes, Name: "Watchers"}, Text: "chen", Submit: true},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Save triage"}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Save"}},
			},
			Check: `() => document.getElementById('status').textContent`, Want: "Triaged: labels bug, performance; milestone v2.4; watchers ana, ben, chen",
		},
		{
			Name: "menus of radio and checkbox items, number input and modal (Chakra UI): 12 copies on Letter, hole-punched as well as stapled", Kind: "menu button opening a menu of radio items; menu of checkbox items that stays open; number field; confirm modal", Library: "@chakra-ui/react", Note: "Chakra UI v2: Menu with MenuOptionGroup type radio and type checkbox (closeOnSelect false), NumberInput with steppers, Modal (a Switch and an Accordion of advanced settings left as they are); emotion and framer-motion; bundled with React 18", Page: "chakra-print.html",
			Steps: []Step{
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Paper: A4"}},
				{Op: "click", Target: Finder{Roles: Roles("menuitemradio", "menuitem"), Name: "Letter"}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Finishing"}},
				{Op: "click", Target: Finder{Roles: Roles("menuitemcheckbox", "menuitem"), Name: "Hole punch"}},
				{Op: "key", Text: "Escape"},
				{Op: "type", Target: Finder{Roles: Roles("spinbutton", "textbox"), Name: "Copies"}, Text: "12"},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Print"}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Send"}},
			},
			Check: `() => document.getElementById('status').textContent`, Want: "Printing 12 copies on Letter, both sides, stapled and hole-punched, normal quality",
		},
		{
			Name: "range calendar, select and radio group (Grommet): study leave from Monday 2 to Friday 13 August, Kofi covering", Kind: "calendar picking a range by its first and last day, next month's button; select opening a drop of options; radio group; confirming layer", Library: "grommet", Note: "Calendar range array with bounds and a reference month, Select in a FormField (a button over a drop of options), RadioButtonGroup (inputs under styled boxes), Layer; styled-components; bundled with React 18", Page: "grommet-leave.html",
			Steps: []Step{
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Go to August 2027"}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Mon Aug 02 2027", Else: []Finder{{Roles: Roles("button", "gridcell"), Text: "2"}}}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Fri Aug 13 2027", Else: []Finder{{Roles: Roles("button", "gridcell"), Text: "13"}}}},
				{Op: "click", Target: Finder{Roles: Roles("button", "combobox"), Name: "Kind of leave; Selected: Annual leave", Else: []Finder{{Roles: Roles("button", "combobox"), Has: "Kind of leave"}}}},
				{Op: "click", Target: Finder{Roles: Roles("option"), Name: "Study leave"}},
				{Op: "click", Target: Finder{Text: "Kofi", Else: []Finder{{Roles: Roles("radio"), Name: "Kofi"}}}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Send request"}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Send to Marta"}},
			},
			Check: `() => document.getElementById('status').textContent`, Want: "Requested study leave 2 Aug – 13 Aug, covered by Kofi",
		},
		{
			Name: "rich-text editor (Tiptap): a “Lemon drizzle cake” heading over two numbered steps", Kind: "rich-text editor: a contenteditable area, toolbar buttons turning the block at the caret into a heading or a numbered list", Library: "@tiptap/core", Note: "Tiptap 3 Editor with the StarterKit (trailingNode off) on a div (ProseMirror underneath), toolbar buttons running chained commands (toggleHeading, toggleOrderedList) with aria-pressed kept in step at each transaction; no framework, bundled", Page: "tiptap-recipe.html",
			Steps: []Step{
				{Op: "type", Target: Finder{Roles: Textboxes, Name: "Recipe"}, Text: "Lemon drizzle cake", Editor: true},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Heading"}},
				{Op: "key", Text: "Enter"},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Numbered list"}},
				{Op: "append", Target: Finder{Roles: Textboxes, Name: "Recipe"}, Text: "Cream the butter and sugar"},
				{Op: "key", Text: "Enter"},
				{Op: "append", Target: Finder{Roles: Textboxes, Name: "Recipe"}, Text: "Fold in the flour"},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Save recipe"}},
			},
			Check: `() => document.getElementById('status').textContent`, Want: "Saved recipe: heading “Lemon drizzle cake”; then numbered steps: Cream the butter and sugar; Fold in the flour",
		},
		{
			Name: "date and time picker (Tempus Dominus): the design review on Wednesday 14 April 2027 at 14:00", Kind: "date and time picker in a popup under its field: a month's grid, next month's button, a clock view reached by its toggle, a grid of hours, a close button", Library: "@eonasdan/tempus-dominus", Note: "TempusDominus v6 on a text field (Popper), restrictions (min and max date, weekends and hours outside 9–16 disabled), stepping 15, en-GB with hourCycle h23; its controls divs with titles and no roles, their icons the page's own", Page: "tempus-standup.html",
			Steps: []Step{
				{Op: "click", Target: Finder{Roles: Textboxes, Name: "Starts at"}},
				{Op: "click", Target: Finder{Text: "› Next Month", Else: []Finder{{Text: "Next Month"}, {Name: "Next Month"}}}},
				{Op: "click", Target: Finder{Roles: Roles("gridcell", "button"), Name: "April 14, 2027", Else: []Finder{{Roles: Roles("gridcell", "button"), Text: "14"}}}},
				{Op: "click", Target: Finder{Text: "◷ Select Time", Else: []Finder{{Text: "Select Time"}, {Name: "Select Time"}}}},
				{Op: "click", Target: Finder{Text: "09 Pick Hour", Else: []Finder{{Text: "Pick Hour"}, {Name: "Pick Hour"}, {Text: "09"}}}},
				{Op: "click", Target: Finder{Text: "14"}},
				{Op: "click", Target: Finder{Text: "✕ Close the picker", Else: []Finder{{Text: "Close the picker"}, {Name: "Close the picker"}}}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Send invitations"}},
			},
			Check: `() => document.getElementById('status').textContent`, Want: "Invitations sent for Wed 14 Apr 2027 at 14:00",
		},
		{
			Name: "month calendar with a “+N more” popup (react-big-calendar): call off June's design review and fire drill", Kind: "month view of events with a toolbar; a busy day's “+2 more” link opening a popup of its events; events selected by a click", Library: "react-big-calendar", Note: "Calendar with the dayjs localizer, controlled date and view, popup (the day's overflow in an overlay), onSelectEvent; the page's own panel cancels the selected event; bundled with React 18", Page: "bigcal-clinic.html",
			Steps: []Step{
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Next"}},
				{Op: "click", Target: Finder{Roles: Roles("button", "link"), Name: "+2 more", Else: []Finder{{Text: "+2 more"}}}},
				{Op: "click", Target: Finder{Text: "Design review of the booking form", Else: []Finder{{Roles: AnyButton, Name: "Design review of the booking form"}}}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Cancel this event"}},
				{Op: "click", Target: Finder{Text: "Fire drill", Else: []Finder{{Roles: AnyButton, Name: "Fire drill"}}}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Cancel this event"}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Save calendar"}},
			},
			Check: `() => document.getElementById('status').textContent`, Want: "Saved 4 events: Dr. Okafor: check-ups; Flu clinic; Staff meeting; Dr. Silva: vaccinations",
		},
	}
	for i := range unseen {
		unseen[i].Unseen = 15
	}
	Unseen = append(Unseen, unseen...)
}
