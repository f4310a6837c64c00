package widgettasks

// The twelfth unseen set: written after the eleventh set by a helper that
// read none of electron-mcp's naming, folding or snapshot code, on
// components none of the tuned tasks nor the first eleven sets use, from
// the pages' visible text and the standard ARIA roles alone, and checked on
// Playwright MCP alone before it was measured. Each is asked as a person
// would ask it and checked in the page's own state.
func init() {
	unseen := []Task{
		{
			Name: "toggle groups and slider (Radix UI): subtitles in bold, not italic, on the left, at 28 px", Kind: "toggle buttons, a toggle group of one choice, slider moved by keys", Library: "@radix-ui/react-toggle-group", Note: "ToggleGroup of type multiple (pressed buttons) and of type single (radio items), @radix-ui/react-slider's Slider (End, arrow keys), bundled with React 18", Page: "radix-captions.html",
			Steps: []Step{
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Bold"}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Italic"}},
				{Op: "click", Target: Finder{Roles: Roles("radio", "button"), Name: "Align left"}},
				{Op: "click", Target: Finder{Roles: Roles("slider"), Name: "Text size"}},
				{Op: "key", Text: "End"},
				{Op: "key", Text: "ArrowLeft"},
				{Op: "key", Text: "ArrowLeft"},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Save style"}},
			},
			Check: `() => document.getElementById('status').textContent`, Want: "Saved: bold, left, 28 px",
		},
		{
			Name: "data grid (MUI X): mugs only, dearest first, without the SKU column", Kind: "data grid's quick filter, headers sorting on a click, a column's menu", Library: "@mui/x-data-grid", Note: "DataGrid with a toolbar's GridToolbarQuickFilter (applied 200 ms after the typing stops); a header's click sorts, a second reverses; a column's menu button shows as the pointer is over its header; bundled with React 18", Page: "mui-datagrid.html",
			Steps: []Step{
				{Op: "type", Target: Finder{Roles: Textboxes, Name: "Search…", Else: []Finder{{Roles: Textboxes, Name: "Search"}}}, Text: "mug"},
				{Op: "click", Target: Finder{Roles: Roles("columnheader"), Name: "Price", Else: []Finder{{Roles: Roles("columnheader"), Has: "Price"}}}},
				{Op: "click", Target: Finder{Roles: Roles("columnheader"), Name: "Price", Else: []Finder{{Roles: Roles("columnheader"), Has: "Price"}}}},
				{Op: "hover", Target: Finder{Roles: Roles("columnheader"), Name: "SKU", Else: []Finder{{Roles: Roles("columnheader"), Has: "SKU"}}}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "SKU column menu"}},
				{Op: "click", Target: Finder{Roles: Roles("menuitem"), Name: "Hide column", Text: "Hide column"}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Save view"}},
			},
			Check: `() => document.getElementById('status').textContent`, Want: "Saved view: Product, Category, Price, In stock; Mug warmer, Travel mug, steel, Enamel mug, Blue mug",
		},
		{
			Name: "month range picker (Mantine): no coffee from November to February", Kind: "month picker of a year's months, a range across two years", Library: "@mantine/dates", Note: "MonthPickerInput type=range (a popover of twelve month buttons, the previous and next year's buttons; the second month closes it), bundled with React 18", Page: "mantine-months.html",
			Steps: []Step{
				{Op: "click", Target: Finder{Roles: Roles("button", "combobox", "textbox"), Name: "Pause deliveries"}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "November"}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Next year"}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "February"}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Save"}},
			},
			Check: `() => document.getElementById('status').textContent`, Want: "Paused 4 deliveries: November 2025 to February 2026",
		},
		{
			Name: "drag between lists (React Aria): Carla and Eva are on call", Kind: "items dragged from one list into another, HTML5 drag and drop", Library: "react-aria-components", Note: "two GridLists with useDragAndDrop (onInsert, onRootDrop; a drag handle in each item for the keyboard), bundled with React 18", Page: "react-aria-oncall.html",
			Steps: []Step{
				{Op: "drag", Target: Finder{Roles: Roles("row", "listitem", "option"), Name: "Carla Reis", Else: []Finder{{Roles: Roles("row", "gridcell"), Has: "Carla Reis"}}}, To: Finder{Roles: Roles("grid", "list", "listbox"), Name: "On call"}},
				{Op: "drag", Target: Finder{Roles: Roles("row", "listitem", "option"), Name: "Eva Costa", Else: []Finder{{Roles: Roles("row", "gridcell"), Has: "Eva Costa"}}}, To: Finder{Roles: Roles("grid", "list", "listbox"), Name: "On call"}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Publish rota"}},
			},
			Check: `() => document.getElementById('status').textContent`, Want: "Published: Carla Reis, Eva Costa, Graça Nunes on call",
		},
		{
			Name: "selectable (jQuery UI): seats 14C to 14E together, Classic fare", Kind: "items chosen by dragging a lasso across them, mouse events", Library: "jquery-ui", Note: "selectable (tolerance touch, taken seats filtered out), with jQuery 3", Page: "jquery-ui-seats.html",
			Steps: []Step{
				{Op: "drag", Target: Finder{Roles: Roles("listitem", "option"), Name: "14C", Text: "14C"}, To: Finder{Roles: Roles("listitem", "option"), Name: "14E", Text: "14E"}},
				{Op: "click", Target: Finder{Roles: Roles("radio"), Name: "Classic (+€12 a seat)", Else: []Finder{{Text: "Classic (+€12 a seat)"}}}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Book selected seats"}},
			},
			Check: `() => document.getElementById('status').textContent`, Want: "Booked 14C, 14D, 14E (Classic): €90",
		},
		{
			Name: "row context menu (Tabulator): INV-1044 is paid, the duplicate INV-1047 goes", Kind: "data grid's menu opened by a right click on a row", Library: "tabulator-tables", Note: "rowContextMenu with a separator", Page: "tabulator-invoices.html",
			Steps: []Step{
				{Op: "rightclick", Target: Finder{Roles: Roles("gridcell"), Name: "INV-1044", Text: "INV-1044"}},
				{Op: "click", Target: Finder{Roles: Roles("menuitem"), Name: "Mark as paid", Text: "Mark as paid"}},
				{Op: "rightclick", Target: Finder{Roles: Roles("gridcell"), Name: "INV-1047", Text: "INV-1047"}},
				{Op: "click", Target: Finder{Roles: Roles("menuitem"), Name: "Delete invoice", Text: "Delete invoice"}},
			},
			Check: `() => document.getElementById('status').textContent`, Want: "INV-1044 paid; INV-1047 deleted",
		},
		{
			Name: "layers control (Leaflet): the satellite map with cycle lanes and bike stations, no traffic, one step closer", Kind: "map control of radio buttons and checkboxes, zoom buttons", Library: "leaflet", Note: "L.control.layers (not collapsed: base layers, overlays), the zoom control, no tiles", Page: "leaflet-layers.html",
			Steps: []Step{
				{Op: "click", Target: Finder{Roles: Roles("radio"), Name: "Satellite", Else: []Finder{{Text: "Satellite"}}}},
				{Op: "click", Target: Finder{Roles: Roles("checkbox"), Name: "Cycle lanes", Else: []Finder{{Text: "Cycle lanes"}}}},
				{Op: "click", Target: Finder{Roles: Roles("checkbox"), Name: "Bike stations", Else: []Finder{{Text: "Bike stations"}}}},
				{Op: "click", Target: Finder{Roles: Roles("checkbox"), Name: "Traffic", Else: []Finder{{Text: "Traffic"}}}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Zoom in"}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Print map"}},
			},
			Check: `() => document.getElementById('status').textContent`, Want: "Printing Satellite at zoom 13 with Cycle lanes, Bike stations over it",
		},
		{
			Name: "dual-knob range (Ionic): flats from €500 to €1,300 that take pets, furnished or not", Kind: "range of two knobs moved by keys, toggles, shadow DOM", Library: "@ionic/core", Note: "ion-range dual-knobs with pins (arrow keys; Tab from the lower knob to the upper), ion-toggle", Page: "ionic-range.html",
			Steps: []Step{
				{Op: "click", Target: Finder{Roles: Roles("slider"), Name: "Rent a month (€)", Else: []Finder{{Roles: Roles("slider")}}}},
				{Op: "key", Text: "ArrowLeft"},
				{Op: "key", Text: "ArrowLeft"},
				{Op: "key", Text: "Tab"},
				{Op: "key", Text: "ArrowLeft"},
				{Op: "key", Text: "ArrowLeft"},
				{Op: "click", Target: Finder{Roles: Roles("switch", "checkbox"), Name: "Pets allowed"}},
				{Op: "click", Target: Finder{Roles: Roles("switch", "checkbox"), Name: "Furnished"}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Show flats"}},
			},
			Check: `() => document.getElementById('status').textContent`, Want: "Flats from €500 to €1300 a month, pets allowed",
		},
		{
			Name: "multiple select with search (Choices.js): share with Inês Costa and Rui Dias, not Hugo", Kind: "multiple select: a search field among the chosen items, a remove button on each", Library: "choices.js", Note: "select multiple with removeItemButton and searchEnabled (its list stays open after a choice, over what is below it, until Escape; the select kept, transparent, under it)", Page: "choices-multiple.html",
			Steps: []Step{
				{Op: "type", Target: Finder{Roles: Textboxes, Name: "Add people"}, Text: "Inês"},
				{Op: "click", Target: Finder{Roles: Roles("option"), Name: "Inês Costa", Text: "Inês Costa"}},
				{Op: "type", Target: Finder{Roles: Textboxes, Name: "Add people"}, Text: "Rui"},
				{Op: "click", Target: Finder{Roles: Roles("option"), Name: "Rui Dias", Text: "Rui Dias"}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Remove item: Hugo Pires"}},
				{Op: "key", Text: "Escape"},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Share"}},
			},
			Check: `() => document.getElementById('status').textContent`, Want: "Shared with Inês Costa, Rui Dias",
		},
		{
			Name: "dialogs in turn (SweetAlert2): cancel the plan as too expensive, the playlists with it", Kind: "modal dialogs one after another: radio buttons, then a checkbox and a confirm button", Library: "sweetalert2", Note: "Swal.fire with input radio (a validator waiting for a choice), then input checkbox with confirm and deny buttons", Page: "sweetalert2.html",
			Steps: []Step{
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Cancel subscription"}},
				{Op: "click", Target: Finder{Roles: Roles("radio"), Name: "Too expensive", Else: []Finder{{Text: "Too expensive"}}}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Continue"}},
				{Op: "click", Target: Finder{Roles: Roles("checkbox"), Name: "Delete my playlists too", Else: []Finder{{Text: "Delete my playlists too"}}}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Yes, cancel it"}},
			},
			Check: `() => document.getElementById('status').textContent`, Want: "Cancelled: too expensive; playlists deleted",
		},
		{
			Name: "step input, segmented button, switch (UI5 Web Components): a terrace table for 4, with a high chair", Kind: "number field stepped by keys, segmented button, switch, shadow DOM", Library: "@ui5/webcomponents", Note: "ui5-step-input (arrow keys; its − and + are decorative icons), ui5-segmented-button, ui5-switch, ui5-label for each, bundled with the English locale data", Page: "ui5-table.html",
			Steps: []Step{
				{Op: "click", Target: Finder{Roles: Roles("spinbutton", "textbox"), Name: "Guests"}},
				{Op: "key", Text: "ArrowUp"},
				{Op: "key", Text: "ArrowUp"},
				{Op: "click", Target: Finder{Roles: Roles("option", "radio", "button"), Name: "Terrace", Text: "Terrace"}},
				{Op: "click", Target: Finder{Roles: Roles("switch", "checkbox"), Name: "High chair for a child"}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Book table"}},
			},
			Check: `() => document.getElementById('status').textContent`, Want: "Booked a table for 4 (terrace), with a high chair",
		},
		{
			Name: "days selected by a drag (FullCalendar): unpaid leave from Monday 11 to Monday 18 August", Kind: "days of a month grid selected by a drag, pointer events", Library: "fullcalendar", Note: "dayGridMonth with selectable (its select callback), a background event", Page: "fullcalendar-select.html",
			Steps: []Step{
				{Op: "drag", Target: Finder{Roles: Roles("gridcell"), Name: "August 11, 2025", Else: []Finder{{Roles: Roles("gridcell"), Text: "11"}}}, To: Finder{Roles: Roles("gridcell"), Name: "August 18, 2025", Else: []Finder{{Roles: Roles("gridcell"), Text: "18"}}}},
				{Op: "click", Target: Finder{Roles: Roles("radio"), Name: "Unpaid leave", Else: []Finder{{Text: "Unpaid leave"}}}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Request days off"}},
			},
			Check: `() => document.getElementById('status').textContent`, Want: "Requested unpaid leave: Mon 11 Aug to Mon 18 Aug, 5 working days",
		},
	}
	for i := range unseen {
		unseen[i].Unseen = 12
	}
	Unseen = append(Unseen, unseen...)
}
