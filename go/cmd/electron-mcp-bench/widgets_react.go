package main

// Widget tasks on React component libraries (which most Electron apps are
// built with): portals, events React delegates from its root, focus traps,
// virtual lists in selects, enter and leave animations. Libraries without
// a browser build are bundled from the page's entry script (widgets/*.jsx)
// by scripts/bench into .bench/bundles/, served at /bundle/.
func init() {
	widgetTasks = append(widgetTasks,
		widgetTask{
			Name: "modal form (antd): create a project in a region", Kind: "modal, searchable select", Library: "antd", Note: "Modal, Form, Select with search, UMD build with React 18", Page: "antd.html",
			Steps: []widgetStep{
				{Op: "click", Target: finder{Roles: roles("button"), Name: "New project"}},
				{Op: "type", Target: finder{Roles: textboxes, Name: "* Project name", Else: []finder{{Name: "Project name"}}}, Text: "Apollo"},
				{Op: "type", Target: finder{Roles: textboxes, Name: "* Region", Else: []finder{{Name: "Region"}}}, Text: "Lis"},
				{Op: "click", Target: finder{Roles: roles("option"), Name: "Lisbon", Text: "Lisbon"}},
				{Op: "click", Target: finder{Roles: roles("button"), Name: "Create"}},
			},
			Check: `() => document.getElementById('status').textContent`, Want: "Created Apollo in lisbon",
		},
		widgetTask{
			Name: "date picker and hover menu (antd): request leave", Kind: "date picker, hover menu", Library: "antd", Note: "DatePicker, Dropdown", Page: "antd-datepicker.html",
			Steps: []widgetStep{
				{Op: "click", Target: finder{Roles: textboxes, Name: "First day"}},
				{Op: "click", Target: finder{Roles: roles("cell", "gridcell", "button"), Name: "18", Text: "18"}},
				{Op: "hover", Target: finder{Roles: roles("button"), Name: "Annual leave ▾"}},
				{Op: "click", Target: finder{Roles: roles("menuitem"), Name: "Sick leave", Text: "Sick leave"}},
				{Op: "click", Target: finder{Roles: roles("button"), Name: "Send request"}},
			},
			Check: `() => document.getElementById('status').textContent`, Want: "Sent: Sick leave from 2025-06-18",
		},

		widgetTask{
			Name: "dialog with a select (MUI): invite a member", Kind: "modal, custom select", Library: "@mui/material", Note: "Dialog, TextField, Select, UMD build with React 18", Page: "mui.html",
			Steps: []widgetStep{
				{Op: "click", Target: finder{Roles: roles("button"), Name: "Invite member"}},
				{Op: "type", Target: finder{Roles: textboxes, Name: "Email"}, Text: "grace@example.com"},
				{Op: "click", Target: finder{Roles: roles("combobox", "button"), Name: "Role", Text: "Viewer", Else: []finder{{Roles: roles("combobox", "button"), Name: "Role Viewer"}}}},
				{Op: "click", Target: finder{Roles: roles("option", "menuitem"), Name: "Editor", Text: "Editor"}},
				{Op: "click", Target: finder{Roles: roles("button"), Name: "Send invite"}},
			},
			Check: `() => document.getElementById('status').textContent`, Want: "Invited grace@example.com as editor",
		},
		widgetTask{
			Name: "tabs, autocomplete, slider (MUI): shipping settings", Kind: "tabs, autocomplete, slider", Library: "@mui/material", Note: "Tabs, Autocomplete, Slider", Page: "mui-autocomplete.html",
			Steps: []widgetStep{
				{Op: "click", Target: finder{Roles: roles("tab"), Name: "Shipping"}},
				{Op: "type", Target: finder{Roles: textboxes, Name: "Country"}, Text: "Portu"},
				{Op: "click", Target: finder{Roles: roles("option"), Name: "Portugal", Text: "Portugal"}},
				{Op: "click", Target: finder{Roles: roles("slider"), Name: "Delivery within (days)"}},
				{Op: "key", Text: "End"},
				{Op: "click", Target: finder{Roles: roles("button"), Name: "Save"}},
			},
			Check: `() => document.getElementById('status').textContent`, Want: "Ship to Portugal within 10 days",
		},
		widgetTask{
			Name: "select with search, multi select (react-select): file a ticket", Kind: "custom select / combobox", Library: "react-select", Note: "bundled with React 18; menu portalled to the body", Page: "react-select.html",
			Steps: []widgetStep{
				{Op: "type", Target: finder{Roles: textboxes, Name: "Team"}, Text: "Sec"},
				{Op: "click", Target: finder{Roles: roles("option"), Name: "Security", Text: "Security"}},
				{Op: "click", Target: finder{Roles: textboxes, Name: "Labels"}},
				{Op: "click", Target: finder{Roles: roles("option"), Name: "bug", Text: "bug"}},
				{Op: "click", Target: finder{Roles: roles("button"), Name: "File ticket"}},
			},
			Check: `() => document.getElementById('status').textContent`, Want: "Filed for security: bug",
		},
		widgetTask{
			Name: "dropdown menu and dialog (Radix UI): rename a file", Kind: "dropdown menu, modal", Library: "@radix-ui/react-dropdown-menu", Note: "with @radix-ui/react-dialog, bundled with React 18", Page: "radix.html",
			Steps: []widgetStep{
				{Op: "click", Target: finder{Roles: roles("button"), Name: "File actions"}},
				{Op: "click", Target: finder{Roles: roles("menuitem"), Name: "Rename…", Text: "Rename…"}},
				{Op: "type", Target: finder{Roles: textboxes, Name: "New name"}, Text: "Q3 plan.docx"},
				{Op: "click", Target: finder{Roles: roles("button"), Name: "Rename"}},
			},
			Check: `() => document.getElementById('file').textContent + '|' + (document.querySelector('[role=dialog]') ? 'open' : 'closed')`, Want: "Q3 plan.docx|closed",
		},
		widgetTask{
			Name: "listbox and combobox (Headless UI): triage an issue", Kind: "custom select / combobox", Library: "@headlessui/react", Note: "Listbox, Combobox, anchored, with transitions, bundled with React 18", Page: "headlessui.html",
			Steps: []widgetStep{
				{Op: "click", Target: finder{Roles: roles("button", "combobox"), Name: "Status", Text: "Todo", Else: []finder{{Roles: roles("button", "combobox"), Name: "Status Todo"}, {Roles: roles("button", "combobox"), Name: "Todo"}}}},
				{Op: "click", Target: finder{Roles: roles("option"), Name: "In progress", Text: "In progress"}},
				{Op: "type", Target: finder{Roles: textboxes, Name: "Assignee"}, Text: "gra"},
				{Op: "click", Target: finder{Roles: roles("option"), Name: "Grace Hopper", Text: "Grace Hopper"}},
				{Op: "click", Target: finder{Roles: roles("button"), Name: "Save"}},
			},
			Check: `() => document.getElementById('status').textContent`, Want: "Saved: In progress, Grace Hopper",
		},
		widgetTask{
			Name: "date picker (react-datepicker): next month, pick a departure", Kind: "date picker", Library: "react-datepicker", Note: "bundled with React 18", Page: "react-datepicker.html",
			Steps: []widgetStep{
				{Op: "click", Target: finder{Roles: textboxes, Name: "Departure"}},
				{Op: "click", Target: finder{Roles: anyButton, Name: "Next Month", Text: "Next Month"}},
				{Op: "click", Target: finder{Roles: roles("option", "gridcell", "button"), Name: "Choose Monday, July 14th, 2025", Text: "14"}},
				{Op: "click", Target: finder{Roles: roles("button"), Name: "Search"}},
			},
			Check: `() => document.getElementById('status').textContent`, Want: "Searching flights on 2025-07-14",
		},
		widgetTask{
			Name: "autocomplete hook (downshift): choose a destination", Kind: "autocomplete", Library: "downshift", Note: "useCombobox, UMD build with React 18", Page: "downshift.html",
			Steps: []widgetStep{
				{Op: "type", Target: finder{Roles: textboxes, Name: "Destination"}, Text: "Ne"},
				{Op: "click", Target: finder{Roles: roles("option"), Name: "Neptune", Text: "Neptune"}},
				{Op: "click", Target: finder{Roles: roles("button"), Name: "Launch"}},
			},
			Check: `() => document.getElementById('status').textContent`, Want: "Launching to Neptune",
		},

		widgetTask{
			Name: "select and popover (Radix UI): notification settings", Kind: "custom select, popover", Library: "@radix-ui/react-select", Note: "with @radix-ui/react-popover, bundled with React 18", Page: "radix-select.html",
			Steps: []widgetStep{
				{Op: "click", Target: finder{Roles: roles("combobox", "button"), Name: "Notify me about", Text: "All new messages"}},
				{Op: "click", Target: finder{Roles: roles("option"), Name: "Direct messages and mentions", Text: "Direct messages and mentions"}},
				{Op: "click", Target: finder{Roles: roles("button"), Name: "Change quiet hours"}},
				{Op: "type", Target: finder{Roles: textboxes, Name: "Quiet from"}, Text: "23:30"},
				{Op: "click", Target: finder{Roles: roles("button"), Name: "Apply"}},
				{Op: "click", Target: finder{Roles: roles("button"), Name: "Save settings"}},
			},
			Check: `() => document.getElementById('status').textContent`, Want: "Saved: mentions, quiet from 23:30",
		},

		widgetTask{
			Name: "table filter and sort (antd): Lisbon's people by age", Kind: "data grid, filter menu", Library: "antd", Note: "Table with a filter dropdown and a sorter", Page: "antd-table.html",
			Steps: []widgetStep{
				{Op: "click", Target: finder{Roles: roles("button"), Name: "filter", Else: []finder{{Roles: roles("button", "img", "generic"), Has: "filter"}}}},
				{Op: "click", Target: finder{Roles: roles("checkbox", "menuitem"), Name: "Lisbon", Text: "Lisbon"}},
				{Op: "click", Target: finder{Roles: roles("button"), Name: "OK"}},
				{Op: "click", Target: finder{Roles: roles("columnheader"), Name: "Age", Text: "Age"}},
			},
			Check: `() => 'rows=' + window.shown`, Want: "rows=Barbara,Ada,Grace",
		},
		widgetTask{
			Name: "cascader (antd): choose a district", Kind: "cascading menu", Library: "antd", Note: "Cascader", Page: "antd-table.html",
			Steps: []widgetStep{
				{Op: "click", Target: finder{Roles: textboxes, Name: "Area"}},
				{Op: "click", Target: finder{Roles: roles("menuitemcheckbox", "menuitem", "option"), Name: "Portugal", Text: "Portugal", Else: []finder{{Roles: roles("menuitemcheckbox", "menuitem", "option"), Has: "Portugal"}}}},
				{Op: "click", Target: finder{Roles: roles("menuitemcheckbox", "menuitem", "option"), Name: "Lisbon", Text: "Lisbon", Else: []finder{{Roles: roles("menuitemcheckbox", "menuitem", "option"), Has: "Lisbon"}}}},
				{Op: "click", Target: finder{Roles: roles("menuitemcheckbox", "menuitem", "option"), Name: "Alfama", Text: "Alfama", Else: []finder{{Roles: roles("menuitemcheckbox", "menuitem", "option"), Has: "Alfama"}}}},
			},
			Check: `() => document.getElementById('status').textContent`, Want: "Visiting pt/lisbon/alfama",
		},

		widgetTask{
			Name: "select, checkbox, press (React Aria): express gift order", Kind: "custom select, checkbox", Library: "react-aria-components", Note: "bundled with React 18; presses from pointer events (usePress)", Page: "react-aria.html",
			Steps: []widgetStep{
				{Op: "click", Target: finder{Roles: roles("button", "combobox"), Name: "Standard Shipping method", Text: "Standard", Else: []finder{{Roles: roles("button", "combobox"), Has: "Standard"}}}},
				{Op: "click", Target: finder{Roles: roles("option"), Name: "Express", Text: "Express"}},
				{Op: "click", Target: finder{Roles: roles("checkbox"), Name: "Gift wrap", Else: []finder{{Text: "Gift wrap"}}}},
				{Op: "click", Target: finder{Roles: roles("button"), Name: "Place order"}},
			},
			Check: `() => document.getElementById('status').textContent`, Want: "Ordered: express, gift wrapped",
		},
		widgetTask{
			Name: "searchable select, switch, modal (Mantine): save a profile", Kind: "custom select, switch, modal", Library: "@mantine/core", Note: "bundled with React 18", Page: "mantine.html",
			Steps: []widgetStep{
				{Op: "type", Target: finder{Roles: textboxes, Name: "Favourite language"}, Text: "Ru"},
				{Op: "click", Target: finder{Roles: roles("option"), Name: "Rust", Text: "Rust"}},
				{Op: "click", Target: finder{Roles: roles("switch", "checkbox"), Name: "Send me the newsletter", Else: []finder{{Text: "Send me the newsletter"}}}},
				{Op: "click", Target: finder{Roles: roles("button"), Name: "Save profile"}},
				{Op: "click", Target: finder{Roles: roles("button"), Name: "Confirm"}},
			},
			Check: `() => document.getElementById('status').textContent`, Want: "Saved: Rust, newsletter on",
		},
	)
}
