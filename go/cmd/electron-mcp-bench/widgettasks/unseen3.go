package widgettasks

// The third unseen set: written after the second set's fixes, on
// components neither the tuned tasks nor the first two sets use, without
// looking at how electron-mcp names or folds what it shows, and measured
// as written. Each is asked as a person would ask it and checked in the
// page's own state.
func init() {
	unseen := []Task{
		{
			Name: "mentions (antd): ask Grace to review in a comment", Kind: "mentions, @-autocomplete in a text area", Library: "antd", Note: "Mentions, typed at the caret", Page: "antd-mentions.html",
			Steps: []Step{
				{Op: "append", Target: Finder{Roles: Textboxes, Name: "Comment"}, Text: "Please review, @gr"},
				{Op: "click", Target: Finder{Roles: Roles("option", "menuitem"), Name: "Grace Hopper", Text: "Grace Hopper"}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Comment"}},
			},
			Check: `() => document.getElementById('status').textContent`, Want: "Posted: Please review, @grace",
		},
		{
			Name: "closable tabs (antd): close the scratch query, open a new one", Kind: "closable tabs", Library: "antd", Note: "Tabs type=editable-card", Page: "antd-tabs.html",
			Steps: []Step{
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "remove"}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Add tab"}},
				{Op: "type", Target: Finder{Roles: Textboxes, Name: "SQL"}, Text: "SELECT count(*) FROM invoices;"},
			},
			Check: `() => document.getElementById('status').textContent`, Want: "Open: Monthly revenue, Churned customers, Untitled query; showing Untitled query: SELECT count(*) FROM invoices;",
		},
		{
			Name: "drawer with a form (antd): add a favourite contact", Kind: "drawer, form with validation", Library: "antd", Note: "Drawer, Form with required rules, Switch", Page: "antd-drawer.html",
			Steps: []Step{
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "New contact"}},
				// A required field's name starts with the mark antd draws before its label.
				{Op: "type", Target: Finder{Roles: Textboxes, Name: "* Full name", Else: []Finder{{Roles: Textboxes, Name: "Full name"}}}, Text: "Ada Lovelace"},
				{Op: "type", Target: Finder{Roles: Textboxes, Name: "* Email", Else: []Finder{{Roles: Textboxes, Name: "Email"}}}, Text: "ada@example.com"},
				{Op: "click", Target: Finder{Roles: Roles("switch", "checkbox"), Name: "Favourite"}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Create"}},
			},
			Check: `() => document.getElementById('status').textContent`, Want: "Alan Turing, Ada Lovelace (favourite)",
		},
		{
			Name: "inline-editable title (antd): rename the board", Kind: "inline-editable text", Library: "antd", Note: "Typography editable, Enter keeps the text", Page: "antd-editable.html",
			Steps: []Step{
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Edit"}}, // the title's comes first
				{Op: "type", Target: Finder{Roles: Textboxes}, Text: "Sprint 15: billing", Submit: true},
			},
			Check: `() => document.getElementById('status').textContent`, Want: "Board: Sprint 15: billing; goal: Ship the export",
		},
		{
			Name: "confirm popover (antd): remove Grace from the workspace", Kind: "confirmation popover", Library: "antd", Note: "Popconfirm in a Table row", Page: "antd-popconfirm.html",
			Steps: []Step{
				{Op: "click", Target: Finder{Roles: Roles("link", "button"), Name: "Remove Grace Hopper"}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Yes"}},
			},
			Check: `() => document.getElementById('status').textContent`, Want: "Members: Ada Lovelace, Alan Turing, Linus Torvalds",
		},
		{
			Name: "creatable autocomplete (MUI): tag the article with a new topic", Kind: "creatable autocomplete, multiple", Library: "@mui/material", Note: "Autocomplete freeSolo with an Add option", Page: "mui-creatable.html",
			Steps: []Step{
				{Op: "type", Target: Finder{Roles: Textboxes, Name: "Topics"}, Text: "Observability"},
				{Op: "click", Target: Finder{Roles: Roles("option"), Name: `Add "Observability"`, Text: `Add "Observability"`}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Save topics"}},
			},
			Check: `() => document.getElementById('status').textContent`, Want: "Saved: Go, Observability",
		},
		{
			Name: "speed dial (MUI): share the photo", Kind: "speed dial, actions named by tooltips", Library: "@mui/material", Note: "SpeedDial, SpeedDialAction", Page: "mui-speeddial.html",
			Steps: []Step{
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Photo actions"}},
				{Op: "click", Target: Finder{Roles: Roles("menuitem", "button"), Name: "Share"}},
			},
			Check: `() => document.getElementById('status').textContent`, Want: "Shared sunset.jpg",
		},
		{
			Name: "load-more list (MUI): open order 1008", Kind: "load-more list, async", Library: "@mui/material", Note: "List, a Load more button answered after 400 ms", Page: "mui-loadmore.html",
			Steps: []Step{
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Load more"}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Load more"}},
				{Op: "click", Target: Finder{Roles: AnyButton, Name: "Order 1008 Umbrella · 184 EUR", Text: "Order 1008", Else: []Finder{{Roles: AnyButton, Has: "Order 1008"}}}},
			},
			Check: `() => document.getElementById('status').textContent`, Want: "Opened order 1008 (Umbrella, 184 EUR)",
		},
		{
			Name: "action sheet and alert (Ionic): move a photo to the trash", Kind: "action sheet, confirmation alert, shadow DOM", Library: "@ionic/core", Note: "ion-action-sheet, ion-alert, inline", Page: "ionic-actionsheet.html",
			Steps: []Step{
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Options for harbour.jpg"}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Move to trash"}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Yes, move it"}},
			},
			Check: `() => document.getElementById('status').textContent`, Want: "Photos: beach.jpg, sunset.jpg",
		},
		{
			Name: "wizard with validation (MUI): open a Team account", Kind: "stepper, validated steps", Library: "@mui/material", Note: "Stepper, TextField errors, RadioGroup, a button waiting for a checkbox", Page: "mui-stepper.html",
			Steps: []Step{
				{Op: "type", Target: Finder{Roles: Textboxes, Name: "Email"}, Text: "ada@example.com"},
				{Op: "type", Target: Finder{Roles: Textboxes, Name: "Password"}, Text: "correct horse"},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Next"}},
				{Op: "click", Target: Finder{Roles: Roles("radio"), Name: "Team"}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Next"}},
				{Op: "click", Target: Finder{Roles: Roles("checkbox"), Name: "I accept the terms"}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Open account"}},
			},
			Check: `() => document.getElementById('status').textContent`, Want: "Opened an account for ada@example.com on Team",
		},
	}
	for i := range unseen {
		unseen[i].Unseen = 3
	}
	Unseen = append(Unseen, unseen...)
}
