package widgettasks

// The sixth unseen set: written after the fifth set, on components none of
// the tuned tasks nor the first five sets use, from the pages' visible
// text and the standard ARIA roles alone, without looking at how
// electron-mcp names, folds or prints what it shows, and measured as
// written. Each is asked as a person would ask it and checked in the
// page's own state.
func init() {
	unseen := []Task{
		{
			Name: "guided tour (antd): take the tour to the end, asking for weekly tips", Kind: "onboarding tour, popovers anchored to controls", Library: "antd", Note: "Tour of three steps with a mask, a checkbox in the last step", Page: "antd-tour.html",
			Steps: []Step{
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Take the tour"}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Next"}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Next"}},
				{Op: "click", Target: Finder{Roles: Roles("checkbox"), Name: "Email me weekly tips", Else: []Finder{{Text: "Email me weekly tips"}}}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Finish"}},
			},
			Check: `() => document.getElementById('status').textContent`, Want: "Tour finished, 3 steps; weekly tips on",
		},
		{
			Name: "date range with presets (antd): the second quarter's sales, compared", Kind: "date range picker with presets", Library: "antd", Note: "DatePicker.RangePicker with presets, Checkbox", Page: "antd-rangepresets.html",
			Steps: []Step{
				// The picker's first field is labelled Period; its placeholder
				// says Start date.
				{Op: "click", Target: Finder{Roles: Textboxes, Name: "Period", Else: []Finder{{Roles: Textboxes, Name: "Start date"}}}},
				{Op: "click", Target: Finder{Roles: Roles("listitem", "option", "button", "menuitem"), Name: "Q2 2025", Text: "Q2 2025"}},
				{Op: "click", Target: Finder{Roles: Roles("checkbox"), Name: "Compare with the previous period", Else: []Finder{{Text: "Compare with the previous period"}}}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Run report"}},
			},
			Check: `() => document.getElementById('status').textContent`, Want: "Report for 2025-04-01 to 2025-06-30 (91 days), compared with the previous period",
		},
		{
			Name: "rows edited in place (antd): Grace Hopper manages from Porto", Kind: "editable table row", Library: "antd", Note: "Table whose row turns into a Form's Input and Select, Save and Cancel", Page: "antd-editrow.html",
			Steps: []Step{
				{Op: "click", Target: Finder{Roles: Roles("button", "link"), Name: "Edit Grace Hopper"}},
				{Op: "type", Target: Finder{Roles: Textboxes, Name: "City"}, Text: "Porto"},
				{Op: "type", Target: Finder{Roles: Textboxes, Name: "Role"}, Text: "Man"},
				{Op: "click", Target: Finder{Roles: Roles("option"), Name: "Manager", Text: "Manager"}},
				{Op: "click", Target: Finder{Roles: Roles("button", "link"), Name: "Save"}},
			},
			Check: `() => document.getElementById('status').textContent`, Want: "Saved Grace Hopper: Porto, Manager",
		},
		{
			Name: "collapsed breadcrumbs (MUI): up to Projects, open Zeus's launch plan", Kind: "breadcrumbs with a collapsed path", Library: "@mui/material", Note: "Breadcrumbs maxItems with the collapse button, List of ListItemButtons", Page: "mui-breadcrumbs.html",
			Steps: []Step{
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Show path", Else: []Finder{{Roles: Roles("button"), Text: "…"}}}},
				{Op: "click", Target: Finder{Roles: Roles("link", "button"), Name: "Projects"}},
				{Op: "click", Target: Finder{Roles: AnyButton, Name: "Zeus Folder", Text: "Zeus", Else: []Finder{{Roles: AnyButton, Has: "Zeus"}}}},
				{Op: "click", Target: Finder{Roles: AnyButton, Name: "launch-plan.docx", Text: "launch-plan.docx"}},
			},
			Check: `() => document.getElementById('status').textContent`, Want: "Opened Home › Drive › Projects › Zeus › launch-plan.docx",
		},
		{
			Name: "colour swatches (React Aria): a teal label called Design", Kind: "colour swatch picker", Library: "react-aria-components", Note: "ColorSwatchPicker of named ColorSwatches, TextField, bundled with React 18", Page: "react-aria-swatches.html",
			Steps: []Step{
				{Op: "type", Target: Finder{Roles: Textboxes, Name: "Label name"}, Text: "Design"},
				{Op: "click", Target: Finder{Roles: Roles("option", "radio", "img"), Name: "Teal", Else: []Finder{{Text: "Teal"}}}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Create label"}},
			},
			Check: `() => document.getElementById('status').textContent`, Want: "Created label Design in Teal (#0D9488)",
		},
		{
			Name: "select with a virtualised list (React Aria): deliver to Zimbabwe", Kind: "virtual-scroll select", Library: "react-aria-components", Note: "Select whose ListBox is in a Virtualizer with a ListLayout, bundled with React 18", Page: "react-aria-country.html",
			Steps: []Step{
				// The select's button reads its value, Portugal, then its label.
				{Op: "click", Target: Finder{Roles: Roles("button", "combobox"), Name: "Portugal Country", Text: "Portugal", Else: []Finder{{Roles: Roles("button", "combobox"), Name: "Country"}, {Roles: Roles("button", "combobox"), Has: "Portugal"}}}},
				// The last country is not in the page until the list scrolls to
				// it: End moves the focus there.
				{Op: "key", Text: "End"},
				{Op: "click", Target: Finder{Roles: Roles("option"), Name: "Zimbabwe", Text: "Zimbabwe"}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Save address"}},
			},
			Check: `() => document.getElementById('status').textContent`, Want: "Delivering to Zimbabwe",
		},
		{
			Name: "carousel with dots (Shoelace): choose the third plan", Kind: "carousel with pagination dots, shadow DOM", Library: "@shoelace-style/shoelace", Note: "sl-carousel pagination, inert slides out of sight", Page: "shoelace-carousel.html",
			Steps: []Step{
				{Op: "click", Target: Finder{Roles: Roles("tab", "button"), Name: "Go to slide 3 of 4"}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Choose Team"}},
			},
			Check: `() => document.getElementById('status').textContent`, Want: "Chose the Team plan (€12 a month)",
		},
		{
			Name: "split pane (Shoelace): the list as wide as the note", Kind: "split pane, pointer drag, shadow DOM", Library: "@shoelace-style/shoelace", Note: "sl-split-panel with a snap at the middle", Page: "shoelace-split.html",
			Steps: []Step{
				// The note's title bar spans both panes: its middle is the
				// panes' middle.
				{Op: "drag", Target: Finder{Roles: Roles("separator"), Name: "Resize", Else: []Finder{{Roles: Roles("separator")}}}, To: Finder{Roles: Roles("heading"), Name: "Trip to Porto"}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Save layout"}},
			},
			Check: `() => document.getElementById('status').textContent`, Want: "Layout saved: list 50%, note 50%",
		},
		{
			Name: "file tree with a context menu (Mantine): trash the budget", Kind: "tree view, context menu", Library: "@mantine/core", Note: "Tree with useTree, Menu opened at the pointer on a right click, bundled with React 18", Page: "mantine-filetree.html",
			Steps: []Step{
				{Op: "click", Target: Finder{Roles: Roles("treeitem"), Name: "Projects", Text: "Projects"}},
				{Op: "rightclick", Target: Finder{Roles: Roles("treeitem"), Name: "budget.xlsx", Text: "budget.xlsx"}},
				{Op: "click", Target: Finder{Roles: Roles("menuitem"), Name: "Move to trash", Text: "Move to trash"}},
			},
			Check: `() => document.getElementById('status').textContent`, Want: "Moved Projects/budget.xlsx to the trash; Projects holds roadmap.md, logo.svg",
		},
		{
			Name: "wheel picker (Ionic): a timer of 25 minutes 30 seconds", Kind: "wheel picker, shadow DOM", Library: "@ionic/core", Note: "inline ion-picker of two ion-picker-columns", Page: "ionic-picker.html",
			Steps: []Step{
				{Op: "click", Target: Finder{Roles: Roles("button", "option"), Name: "25 min", Text: "25 min"}},
				{Op: "click", Target: Finder{Roles: Roles("button", "option"), Name: "30 s", Text: "30 s"}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Start timer"}},
			},
			Check: `() => document.getElementById('status').textContent`, Want: "Timer running: 25 min 30 s",
		},
		{
			Name: "tabs with a More menu (Bootstrap): restore the Zeus project", Kind: "tabs with an overflow dropdown", Library: "bootstrap", Note: "nav-tabs whose last tab is a dropdown of tabs", Page: "bootstrap-moretabs.html",
			Steps: []Step{
				{Op: "click", Target: Finder{Roles: Roles("button", "tab", "link"), Name: "More"}},
				{Op: "click", Target: Finder{Roles: Roles("tab", "menuitem", "link"), Name: "Archived projects", Text: "Archived projects"}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Restore Zeus"}},
			},
			Check: `() => document.getElementById('status').textContent`, Want: "Restored Zeus; still archived: Hermes, Athena",
		},
		{
			Name: "a day's more events (FullCalendar): accept the budget review", Kind: "calendar day popover of more events", Library: "fullcalendar", Note: "dayGridMonth with dayMaxEvents, the +N more popover", Page: "fullcalendar-more.html",
			Steps: []Step{
				{Op: "click", Target: Finder{Roles: AnyButton, Name: "Show 3 more events", Text: "+3 more"}},
				{Op: "click", Target: Finder{Roles: AnyButton, Name: "Budget review", Text: "Budget review"}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Accept"}},
			},
			Check: `() => document.getElementById('status').textContent`, Want: "Accepted Budget review on 2025-03-12 at 14:00",
		},
	}
	for i := range unseen {
		unseen[i].Unseen = 6
	}
	Unseen = append(Unseen, unseen...)
}
