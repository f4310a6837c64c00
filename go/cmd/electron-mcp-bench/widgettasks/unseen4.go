package widgettasks

// The fourth unseen set: written after the third set, on components none
// of the tuned tasks nor the first three sets use, from the pages' visible
// text and the standard ARIA roles alone, without looking at how
// electron-mcp names, folds or prints what it shows, and measured as
// written. Each is asked as a person would ask it and checked in the
// page's own state.
func init() {
	unseen := []Task{
		{
			Name: "slider with marks (antd): lock the screen after 15 minutes", Kind: "slider with marks", Library: "antd", Note: "Slider, step=null, a click on a mark's label", Page: "antd-slider.html",
			Steps: []Step{
				{Op: "click", Target: Finder{Text: "15 min"}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Save"}},
			},
			Check: `() => document.getElementById('status').textContent`, Want: "Saved: lock after 15 min",
		},
		{
			Name: "accordion of switches (antd): turn on invoice reminders", Kind: "accordion, switch", Library: "antd", Note: "Collapse accordion, Form, Switch", Page: "antd-collapse.html",
			Steps: []Step{
				{Op: "click", Target: Finder{Roles: Roles("button", "tab"), Name: "Billing", Else: []Finder{{Roles: Roles("button", "tab"), Has: "Billing"}}}},
				// antd's horizontal form puts a colon after each label.
				{Op: "click", Target: Finder{Roles: Roles("switch", "checkbox"), Name: "Invoice reminders :", Else: []Finder{{Roles: Roles("switch", "checkbox"), Name: "Invoice reminders"}}}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Save notifications"}},
			},
			Check: `() => document.getElementById('status').textContent`, Want: "Saved: invoiceReady, invoiceReminders, newLogin",
		},
		{
			Name: "clickable steps (antd): go back, ship express, order", Kind: "navigation steps, radio group", Library: "antd", Note: "Steps type=navigation with onChange, Radio.Group", Page: "antd-steps.html",
			Steps: []Step{
				{Op: "click", Target: Finder{Roles: Roles("button", "tab", "link"), Name: "Shipping", Else: []Finder{{Roles: Roles("button", "tab", "link"), Has: "Shipping"}}}},
				{Op: "click", Target: Finder{Roles: Roles("radio"), Name: "Express (next day)"}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Continue to payment"}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Place order"}},
			},
			Check: `() => document.getElementById('status').textContent`, Want: "Ordered: Express (next day), Visa ending 4242",
		},
		{
			Name: "table selection, bulk menu (MUI): mark two invoices paid", Kind: "table with row selection, menu", Library: "@mui/material", Note: "Table with Checkbox rows, Button and Menu", Page: "mui-table.html",
			Steps: []Step{
				{Op: "click", Target: Finder{Roles: Roles("checkbox"), Name: "INV-2002"}},
				{Op: "click", Target: Finder{Roles: Roles("checkbox"), Name: "INV-2005"}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Bulk actions"}},
				{Op: "click", Target: Finder{Roles: Roles("menuitem"), Name: "Mark as paid"}},
			},
			Check: `() => document.getElementById('status').textContent`, Want: "Paid: INV-2001, INV-2002, INV-2005",
		},
		{
			Name: "accordion (MUI): no marketing cookies, never share location", Kind: "accordion, checkbox, radio group", Library: "@mui/material", Note: "Accordion, FormControlLabel, RadioGroup", Page: "mui-accordion.html",
			Steps: []Step{
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Cookies"}},
				{Op: "click", Target: Finder{Roles: Roles("checkbox"), Name: "Marketing cookies"}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Location"}},
				{Op: "click", Target: Finder{Roles: Roles("radio"), Name: "Never"}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Save preferences"}},
			},
			Check: `() => document.getElementById('status').textContent`, Want: "Saved: cookies necessary, analytics; location never; personalised ads on",
		},
		{
			Name: "multiple select, radio buttons (Shoelace): announce to two teams", Kind: "multi-select, radio buttons, shadow DOM", Library: "@shoelace-style/shoelace", Note: "sl-select multiple, sl-radio-group of sl-radio-button", Page: "shoelace-select.html",
			Steps: []Step{
				{Op: "click", Target: Finder{Roles: Roles("combobox"), Name: "Notify teams"}},
				{Op: "click", Target: Finder{Roles: Roles("option"), Name: "Engineering"}},
				{Op: "click", Target: Finder{Roles: Roles("option"), Name: "Support"}},
				{Op: "key", Text: "Escape"}, // the list stays open for more picks, over the priority
				{Op: "click", Target: Finder{Roles: Roles("radio", "button"), Name: "High"}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Post announcement"}},
			},
			Check: `() => document.getElementById('status').textContent`, Want: "Posted to engineering, support, priority high: Office closed on Monday",
		},
		{
			Name: "dialog of radios (Material Web): change the ringtone", Kind: "modal dialog, radio buttons, shadow DOM", Library: "@material/web", Note: "md-dialog with a form of md-radio, method=dialog buttons", Page: "material-dialog.html",
			Steps: []Step{
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Change ringtone"}},
				{Op: "click", Target: Finder{Roles: Roles("radio"), Name: "Chime", Else: []Finder{{Has: "Chime"}}}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "OK"}},
			},
			Check: `() => document.getElementById('status').textContent`, Want: "Ringtone: Chime; volume 6",
		},
		{
			Name: "sheet modal, segment (Ionic): quickest vegetarian recipes", Kind: "sheet modal, segmented control, shadow DOM", Library: "@ionic/core", Note: "ion-modal with breakpoints, ion-segment, ion-checkbox", Page: "ionic-modal.html",
			Steps: []Step{
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Sort and filter"}},
				{Op: "click", Target: Finder{Roles: Roles("tab", "radio", "button"), Name: "Quickest", Else: []Finder{{Has: "Quickest"}}}},
				{Op: "click", Target: Finder{Roles: Roles("checkbox"), Name: "Vegetarian only"}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Apply"}},
			},
			Check: `() => document.getElementById('status').textContent`, Want: "Sorted by quickest, vegetarian only: Greek salad, Pancakes, Mushroom risotto, Lentil soup",
		},
		{
			Name: "tabs, dropdown, switch (Fluent UI): Lisbon time, 24-hour clock", Kind: "tabs, dropdown, switch, shadow DOM", Library: "@fluentui/web-components", Note: "fluent-tablist, fluent-dropdown with a popover listbox, fluent-switch", Page: "fluent-regional.html",
			Steps: []Step{
				{Op: "click", Target: Finder{Roles: Roles("tab"), Name: "Language and region"}},
				{Op: "click", Target: Finder{Roles: Roles("combobox", "button"), Name: "Time zone"}},
				{Op: "click", Target: Finder{Roles: Roles("option"), Name: "Lisbon (UTC+00:00)"}},
				{Op: "click", Target: Finder{Roles: Roles("switch", "checkbox"), Name: "Use the 24-hour clock"}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Save settings"}},
			},
			Check: `() => document.getElementById('status').textContent`, Want: "Saved: time zone Europe/Lisbon, 24-hour clock",
		},
		{
			Name: "combobox, number field (React Aria): pay Grace 25 euros on payday", Kind: "combobox, number field, radio group", Library: "react-aria-components", Note: "ComboBox, NumberField in EUR, RadioGroup, bundled with React 18", Page: "react-aria-transfer.html",
			Steps: []Step{
				{Op: "type", Target: Finder{Roles: Textboxes, Name: "Payee"}, Text: "gr"},
				{Op: "click", Target: Finder{Roles: Roles("option"), Name: "Grace Hopper"}},
				{Op: "type", Target: Finder{Roles: Textboxes, Name: "Amount"}, Text: "25"},
				{Op: "click", Target: Finder{Roles: Roles("radio"), Name: "On payday", Else: []Finder{{Has: "On payday"}}}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Send"}},
			},
			Check: `() => document.getElementById('status').textContent`, Want: "Sent €25.00 to Grace Hopper, on payday",
		},
		{
			Name: "stepper, number and tags inputs (Mantine): publish an event", Kind: "stepper, number input, tag input", Library: "@mantine/core", Note: "Stepper, NumberInput, TagsInput, bundled with React 18", Page: "mantine-stepper.html",
			Steps: []Step{
				{Op: "type", Target: Finder{Roles: Textboxes, Name: "Event name"}, Text: "Go meetup"},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Next step"}},
				{Op: "type", Target: Finder{Roles: Textboxes, Name: "Seats"}, Text: "40"},
				{Op: "type", Target: Finder{Roles: Textboxes, Name: "Tags"}, Text: "golang", Submit: true},
				{Op: "key", Text: "Escape"}, // the suggestions stay open under the field
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Next step"}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Publish"}},
			},
			Check: `() => document.getElementById('status').textContent`, Want: "Published Go meetup: 40 seats, tags golang",
		},
	}
	for i := range unseen {
		unseen[i].Unseen = 4
	}
	Unseen = append(Unseen, unseen...)
}
