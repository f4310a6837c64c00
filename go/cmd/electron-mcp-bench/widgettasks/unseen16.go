package widgettasks

// The sixteenth unseen set: written after the fifteenth set by a helper
// that read none of electron-mcp's naming, folding or snapshot code, on
// components none of the tuned tasks nor the first fifteen sets use, from
// the pages' visible text and the standard ARIA roles alone, and checked on
// Playwright MCP alone before it was measured. Each is asked as a person
// would ask it and checked in the page's own state.
//
// Dropped before the set was measured, none of them run on another server:
// @hello-pangea/dnd's board (a drag starts only after several pointer moves,
// and Playwright MCP's browser_drag makes one; its keyboard lift wants the
// card focused, which a click does not do), vis-timeline's room rows (its
// items dragged by Hammer.js's pan: the same single move), TOAST UI
// Calendar's month (an event's detail popup opens only when the button is
// held a moment; Playwright's click presses and releases at once) and
// Editor.js's blocks (contenteditable divs with no role or name, its "+"
// and tunes buttons unnamed: no fair finder). PrimeVue is its 4.5 line,
// MIT: PrimeVue 5 wants a licence key.
func init() {
	unseen := []Task{
		{
			Name: "select, date picker and multiple autocomplete (PrimeVue): the table moved to Belém on Tuesday 6 April, vegan", Kind: "select opening a listbox in an overlay; date field opening a popup calendar with month navigation; autocomplete of several choices, suggestions as one types, each pick a chip", Library: "primevue", Note: "PrimeVue 4 styled mode (the Aura preset of @primeuix/themes): Select, DatePicker on an input (min and max date), AutoComplete multiple with @complete, SelectButton, Button; Vue 3's full build compiling the template in the page, PrimeVue's UMD build", Page: "primevue-table.html",
			Steps: []Step{
				{Op: "click", Target: Finder{Roles: Roles("combobox"), Name: "Restaurant"}},
				{Op: "click", Target: Finder{Roles: Roles("option"), Name: "Belém"}},
				{Op: "click", Target: Finder{Roles: Textboxes, Name: "Day"}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Next Month"}},
				{Op: "click", Target: Finder{Roles: Roles("gridcell", "button"), Name: "6", Else: []Finder{{Roles: Roles("gridcell", "button"), Text: "6"}}}},
				{Op: "type", Target: Finder{Roles: Textboxes, Name: "Dietary needs"}, Text: "veg"},
				{Op: "click", Target: Finder{Roles: Roles("option"), Name: "Vegan"}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Confirm booking"}},
			},
			Check: `() => document.getElementById('status').textContent`, Want: "Booked Belém, inside, on 6 Apr 2027; dietary needs: Vegan",
		},
		{
			Name: "radio group, listbox, filtered combobox, switch and dialog (Headless UI for Vue): the Team plan with 25 seats, data in Stockholm, billed yearly", Kind: "radio group of cards; button opening a listbox; combobox filtering its options as one types; switch; modal dialog confirming", Library: "@headlessui/vue", Note: "RadioGroup, Listbox, Combobox, Switch, Dialog (unstyled, the page's own CSS); Vue 3's runtime given @vue/compiler-dom's compile so the page's template compiles; bundled", Page: "headlessui-vue-plan.html",
			Steps: []Step{
				{Op: "click", Target: Finder{Roles: Roles("radio"), Name: "Team", Else: []Finder{{Text: "Team"}}}},
				{Op: "click", Target: Finder{Roles: Roles("button", "combobox"), Name: "Seats 5 seats", Else: []Finder{{Roles: Roles("button", "combobox"), Name: "5 seats"}, {Roles: Roles("button", "combobox"), Has: "Seats"}}}},
				{Op: "click", Target: Finder{Roles: Roles("option"), Name: "25 seats"}},
				{Op: "type", Target: Finder{Roles: Textboxes, Name: "Data region"}, Text: "stock"},
				{Op: "click", Target: Finder{Roles: Roles("option"), Name: "Stockholm (eu-north)"}},
				{Op: "click", Target: Finder{Roles: Roles("switch", "checkbox"), Name: "Bill yearly (two months free)"}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Review change"}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Confirm change"}},
			},
			Check: `() => document.getElementById('status').textContent`, Want: "Changed to Team with 25 seats, data in Stockholm (eu-north), billed yearly",
		},
		{
			Name: "searchable select and tag inputs (Vue Multiselect): release 4.3 cut from its branch, Hana reviewing too, labelled hotfix", Kind: "select whose search field filters its options; tags input of several choices with search; tags input creating a new tag at Enter", Library: "@vueform/multiselect", Note: "Multiselect single searchable, mode tags with search (the menu open after each pick), mode tags with create-option; its comboboxes named by the selection then the label (aria-labelledby through its aria prop); Vue 3's full build compiling the template in the page, its global build", Page: "vueform-release.html",
			Steps: []Step{
				{Op: "type", Target: Finder{Roles: Textboxes, Name: "main Branch", Else: []Finder{{Roles: Textboxes, Name: "Branch"}}}, Text: "4.3"},
				{Op: "click", Target: Finder{Roles: Roles("option"), Name: "release/4.3"}},
				{Op: "type", Target: Finder{Roles: Textboxes, Name: "Priya Natarajan, Tomasz Nowak Reviewers", Else: []Finder{{Roles: Textboxes, Name: "Reviewers"}}}, Text: "ha"},
				{Op: "click", Target: Finder{Roles: Roles("option"), Name: "Hana Sato"}},
				{Op: "key", Text: "Escape"},
				{Op: "type", Target: Finder{Roles: Textboxes, Name: "release Labels", Else: []Finder{{Roles: Textboxes, Name: "Labels"}}}, Text: "hotfix", Submit: true},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Schedule release"}},
			},
			Check: `() => document.getElementById('status').textContent`, Want: "Release from release/4.3, reviewed by Priya Natarajan, Tomasz Nowak, Hana Sato; labels release, hotfix",
		},
		{
			Name: "tabs, checkboxes, dropdown button and modal (React Bootstrap): a Thursday pass with the security headers workshop, vegan lunch", Kind: "radio group; tabs each holding checkboxes; dropdown button opening a menu of items; modal confirming", Library: "react-bootstrap", Note: "Form.Check radios and checkboxes, Tabs, DropdownButton with Dropdown.Item (Popper), Modal; Bootstrap 5's CSS; bundled with React 18", Page: "react-bootstrap-conf.html",
			Steps: []Step{
				{Op: "click", Target: Finder{Roles: Roles("radio"), Name: "Thursday only"}},
				{Op: "click", Target: Finder{Roles: Roles("tab"), Name: "Thursday"}},
				{Op: "click", Target: Finder{Roles: Roles("checkbox"), Name: "Security headers"}},
				{Op: "click", Target: Finder{Roles: Roles("tab"), Name: "Tuesday"}},
				{Op: "click", Target: Finder{Roles: Roles("checkbox"), Name: "Design tokens in practice"}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Lunch: Standard"}},
				{Op: "click", Target: Finder{Roles: Roles("menuitem", "button", "link"), Name: "Vegan"}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Register"}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Confirm and pay"}},
			},
			Check: `() => document.getElementById('status').textContent`, Want: "Registered: Thursday only; lunch vegan; workshops Security headers",
		},
		{
			Name: "multiselect combobox, menu of radio items and dialog (Fluent UI React v9): Elif invited too, the sprint review weekly", Kind: "combobox of several choices filtered as one types; menu button opening a menu of radio items; modal dialog confirming", Library: "@fluentui/react-components", Note: "Combobox multiselect freeform (controlled open, its options checkbox items), Dropdown, Menu with MenuItemRadio, Switch, Dialog; FluentProvider with the web light theme (Griffel); bundled with React 18", Page: "fluent-room.html",
			Steps: []Step{
				{Op: "click", Target: Finder{Roles: Roles("combobox"), Name: "Attendees"}},
				{Op: "type", Target: Finder{Roles: Textboxes, Name: "Attendees"}, Text: "el"},
				{Op: "click", Target: Finder{Roles: Roles("option", "menuitemcheckbox"), Name: "Elif Kaya"}},
				{Op: "key", Text: "Escape"},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Repeat: Does not repeat"}},
				{Op: "click", Target: Finder{Roles: Roles("menuitemradio", "menuitem"), Name: "Weekly"}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Book room"}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Send invitations"}},
			},
			Check: `() => document.getElementById('status').textContent`, Want: "Booked Aurora (4 seats), weekly, with Bruno Costa, Elif Kaya",
		},
		{
			Name: "wizard, typeahead select and dual list selector (PatternFly): Joana in Data platform on a ThinkPad, with GitHub and VPN", Kind: "wizard of steps with its nav and footer; typeahead select filtering a menu as one types; radio group; dual list selector moving selected options across", Library: "@patternfly/react-core", Note: "PatternFly 6: Wizard with WizardStep (footer's next button renamed on the last step), Select with a typeahead MenuToggle, Radio, the prop-driven DualListSelector of deprecated/; its base CSS and the component CSS esbuild writes beside the bundle; bundled with React 18", Page: "patternfly-onboard.html",
			Steps: []Step{
				{Op: "type", Target: Finder{Roles: Textboxes, Name: "Team"}, Text: "plat"},
				{Op: "click", Target: Finder{Roles: Roles("option"), Name: "Data platform"}},
				{Op: "click", Target: Finder{Roles: Roles("radio"), Name: "ThinkPad X1 Carbon"}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Next"}},
				{Op: "click", Target: Finder{Roles: Roles("option"), Name: "GitHub"}},
				{Op: "click", Target: Finder{Roles: Roles("option"), Name: "VPN"}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Add selected"}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Next"}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Create account"}},
			},
			Check: `() => document.getElementById('status').textContent`, Want: "Created: Data platform; ThinkPad X1 Carbon; access to GitHub, Jira, Slack, VPN",
		},
		{
			Name: "date range picker (vanillajs-datepicker): the cottage from Friday 18 to Tuesday 22 June, with the dog", Kind: "two date fields each opening a picker of its own: a month's grid of day cells without roles, the range shown across both", Library: "vanillajs-datepicker", Note: "DateRangePicker over two inputs (min and max date, defaultViewDate, autohide, weeks from Monday), its full browser build; day cells spans with no role", Page: "vanillajs-datepicker-cottage.html",
			Steps: []Step{
				{Op: "click", Target: Finder{Roles: Textboxes, Name: "Arrival"}},
				{Op: "click", Target: Finder{Text: "18", Else: []Finder{{Roles: Roles("gridcell", "button"), Name: "18"}}}},
				{Op: "click", Target: Finder{Roles: Textboxes, Name: "Departure"}},
				{Op: "click", Target: Finder{Text: "22", Else: []Finder{{Roles: Roles("gridcell", "button"), Name: "22"}}}},
				{Op: "click", Target: Finder{Roles: Roles("checkbox"), Name: "Bringing a dog (€20 a stay)", Else: []Finder{{Text: "Bringing a dog (€20 a stay)"}}}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Book the cottage"}},
			},
			Check: `() => document.getElementById('status').textContent`, Want: "Booked 18 Jun 2027 to 22 Jun 2027 (4 nights) for 2 guests, with a dog",
		},
		{
			Name: "rich-text editor with a headings popup (TOAST UI Editor): Dana among the attendees, then a “Decisions” heading over a bullet", Kind: "rich-text editor: a contenteditable area under a toolbar, a Headings button opening a popup list of levels, a list button", Library: "@toast-ui/editor", Note: "TOAST UI Editor 3 in WYSIWYG mode (ProseMirror underneath), toolbar of headings, bold, lists and link, usage statistics off, the text read back as Markdown; its editing area given a textbox role and a name by the page; bundled (its browser build wants ProseMirror as globals)", Page: "toastui-notes.html",
			Steps: []Step{
				{Op: "append", Target: Finder{Roles: Textboxes, Name: "Notes"}, Text: ", Dana"},
				{Op: "key", Text: "Enter"},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Headings"}},
				{Op: "click", Target: Finder{Roles: Roles("heading", "listitem", "menuitem", "option"), Name: "Heading 2", Else: []Finder{{Text: "Heading 2"}}}},
				{Op: "append", Target: Finder{Roles: Textboxes, Name: "Notes"}, Text: "Decisions"},
				{Op: "key", Text: "Enter"},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Unordered list"}},
				{Op: "append", Target: Finder{Roles: Textboxes, Name: "Notes"}, Text: "Ship the export fix on Friday"},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Publish notes"}},
			},
			Check: `() => document.getElementById('status').textContent`, Want: "Published: Attendees: Ana, Ben, Chen, Dana | ## Decisions | * Ship the export fix on Friday",
		},
		{
			Name: "dropdown, combobox, multi-select and modal in shadow roots (Carbon web components): a Sev 2 on the payments gateway, security notified", Kind: "custom elements in shadow roots: dropdown opening a listbox; combobox typed into; multi-select of checkbox items whose field has no name; modal confirming", Library: "@carbon/web-components", Note: "Carbon 11's Lit elements cds-dropdown, cds-combo-box, cds-multi-select (its combobox unnamed, its options holding unnamed checkboxes), cds-modal with footer buttons; their ES modules bundled", Page: "carbon-incident.html",
			Steps: []Step{
				{Op: "click", Target: Finder{Roles: Roles("combobox", "button"), Name: "Severity"}},
				{Op: "click", Target: Finder{Roles: Roles("option"), Name: "Sev 2: major degradation"}},
				{Op: "type", Target: Finder{Roles: Textboxes, Name: "Affected service"}, Text: "pay"},
				{Op: "click", Target: Finder{Roles: Roles("option"), Name: "Payments gateway"}},
				{Op: "click", Target: Finder{Roles: Roles("combobox"), Name: "Notify", Else: []Finder{{Text: "Choose teams"}}}},
				{Op: "click", Target: Finder{Roles: Roles("option", "checkbox"), Name: "Security", Else: []Finder{{Roles: Roles("option"), Has: "Security"}}}},
				{Op: "key", Text: "Escape"},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Open incident"}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Open and page"}},
			},
			Check: `() => document.getElementById('status').textContent`, Want: "Opened: Sev 2: major degradation on Payments gateway; notified Security",
		},
		{
			Name: "tree editor with in-place editing and a context menu (svelte-jsoneditor): the new checkout flow on for half the users, the summer banner, “tee” no longer a synonym", Kind: "tree of JSON entries (treeitems): a boolean's toggle checkbox, values edited in place after a double click, a context menu of buttons opened by a right click", Library: "vanilla-jsoneditor", Note: "createJSONEditor in tree mode (its main menu and navigation bar), the values' edit field committed by Enter and parsed as JSON, the entry's context menu (Remove); the standalone ES module; every boolean's checkbox named alike (the first is newFlow's)", Page: "jsoneditor-flags.html",
			Steps: []Step{
				{Op: "click", Target: Finder{Roles: Roles("checkbox"), Name: "Click to toggle this boolean value"}},
				{Op: "dblclick", Target: Finder{Roles: Roles("button", "generic"), Name: "10", Else: []Finder{{Text: "10"}}}},
				{Op: "type", Target: Finder{Roles: Textboxes, Name: "Edit value"}, Text: "50", Submit: true},
				{Op: "dblclick", Target: Finder{Roles: Roles("button", "generic"), Name: "Spring sale", Else: []Finder{{Text: "Spring sale"}}}},
				{Op: "type", Target: Finder{Roles: Textboxes, Name: "Edit value"}, Text: "Summer sale", Submit: true},
				{Op: "rightclick", Target: Finder{Roles: Roles("button", "generic"), Name: "tee", Else: []Finder{{Text: "tee"}}}},
				{Op: "click", Target: Finder{Roles: Roles("button", "menuitem"), Name: "Remove"}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Save flags"}},
			},
			Check: `() => document.getElementById('status').textContent`, Want: "Saved: checkout.newFlow true, checkout.rollout 50, search.fuzzy true, search.synonyms tshirt, banner Summer sale",
		},
		{
			Name: "picker, combobox, number field, action menu and dialog in shadow roots (Spectrum Web Components): the album as WebP at 2048 px, quality 75, named by date", Kind: "custom elements in shadow roots: picker button opening a listbox in an overlay; combobox typed into with a listbox of suggestions; number field; action menu; modal dialog from an overlay trigger", Library: "@spectrum-web-components/bundle", Note: "Adobe's Lit elements sp-picker, sp-combobox, sp-number-field, sp-switch, sp-action-menu (its label slot kept by the page), overlay-trigger type modal with sp-dialog-wrapper (confirm and cancel), in sp-theme; their ES modules from the bundle package, bundled", Page: "spectrum-export.html",
			Steps: []Step{
				{Op: "click", Target: Finder{Roles: Roles("button", "combobox"), Name: "JPEG File format", Else: []Finder{{Roles: Roles("button", "combobox"), Name: "File format"}, {Roles: Roles("button", "combobox"), Has: "JPEG"}}}},
				{Op: "click", Target: Finder{Roles: Roles("option", "menuitem"), Name: "WebP"}},
				{Op: "type", Target: Finder{Roles: Textboxes, Name: "Long edge"}, Text: "2048"},
				{Op: "click", Target: Finder{Roles: Roles("option", "menuitem"), Name: "2048 px"}},
				{Op: "type", Target: Finder{Roles: Roles("spinbutton", "textbox"), Name: "Quality (%)"}, Text: "75"},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "File names", Else: []Finder{{Roles: Roles("button"), Has: "File names: Original"}}}},
				{Op: "click", Target: Finder{Roles: Roles("menuitem", "option"), Name: "Date and number"}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Export"}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Export now"}},
			},
			Check: `() => document.getElementById('status').textContent`, Want: "Exported as WebP, 2048 px, quality 75%, names date and number, with location",
		},
		{
			Name: "colour picker with swatches (Coloris): teal for the primary colour, #e11d48 for the accent, slate for the text", Kind: "colour field opening a picker dialog: a colour area, a hue slider, a format toggle, a value field, swatch buttons, a close button", Library: "@melloware/coloris", Note: "Coloris (the maintained fork's UMD build) on three inputs: one picker re-used by every field, swatches, the format toggle, a close button labelled Done", Page: "coloris-theme.html",
			Steps: []Step{
				{Op: "click", Target: Finder{Roles: Textboxes, Name: "Primary colour"}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Color swatch #0f766e"}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Close color picker", Else: []Finder{{Roles: Roles("button"), Name: "Done"}}}},
				{Op: "click", Target: Finder{Roles: Textboxes, Name: "Accent colour"}},
				{Op: "type", Target: Finder{Roles: Textboxes, Name: "Color value field"}, Text: "#e11d48", Submit: true},
				{Op: "click", Target: Finder{Roles: Textboxes, Name: "Text colour"}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Color swatch #374151"}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Close color picker", Else: []Finder{{Roles: Roles("button"), Name: "Done"}}}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Save colours"}},
			},
			Check: `() => document.getElementById('status').textContent`, Want: "Saved: primary #0f766e, accent #e11d48, text #374151",
		},
	}
	for i := range unseen {
		unseen[i].Unseen = 16
	}
	Unseen = append(Unseen, unseen...)
}
