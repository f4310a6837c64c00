package main

// Widget tasks on web-component suites and app widgets outside the first
// sets: Vaadin's and Fluent's web components (shadow DOM, ElementInternals
// roles, an overlay of virtually scrolled items), rich-text and spreadsheet
// widgets, a calendar's event drag, a dashboard's layout drag, a carousel, a
// tag input and a file-upload zone.
func init() {
	widgetTasks = append(widgetTasks,
		widgetTask{
			Name: "rich-text editor (Trix): write a heading", Kind: "rich-text editor", Library: "trix", Page: "trix.html",
			Steps: []widgetStep{
				{Op: "type", Target: finder{Roles: roles("textbox"), Name: "Announcement", Else: []finder{{Roles: roles("textbox")}}}, Text: "Launch on Monday", Editor: true},
				{Op: "click", Target: finder{Roles: roles("button"), Name: "Heading"}},
			},
			Check: `() => 'html=' + document.getElementById('body').value`, Want: "html=<h1>Launch on Monday</h1>",
		},
		widgetTask{
			Name: "spreadsheet (Handsontable): change a quantity", Kind: "data grid", Library: "handsontable", Note: "non-commercial evaluation key", Page: "handsontable.html",
			Steps: []widgetStep{
				{Op: "dblclick", Target: finder{Roles: roles("gridcell"), Name: "12", Text: "12"}},
				{Op: "type", Target: finder{Roles: textboxes}, Text: "20", Submit: true},
			},
			Check: `() => 'chairs=' + hot.getDataAtCell(0, 2)`, Want: "chairs=20",
		},
		widgetTask{
			Name: "calendar (FullCalendar): move an event to another day", Kind: "drag and drop, pointer", Library: "fullcalendar", Page: "fullcalendar.html",
			Steps: []widgetStep{
				{Op: "drag", Target: finder{Name: "Team lunch", Text: "Team lunch"}, To: finder{Roles: roles("gridcell", "link"), Name: "March 20, 2025", Text: "20"}},
			},
			Check: `() => document.getElementById('status').textContent`, Want: "Moved Team lunch to 2025-03-20",
		},
		widgetTask{
			Name: "carousel (Swiper): next slide, choose the plan", Kind: "carousel", Library: "swiper", Page: "swiper.html",
			Steps: []widgetStep{
				{Op: "click", Target: finder{Roles: roles("button"), Name: "Next slide"}},
				{Op: "click", Target: finder{Roles: roles("button"), Name: "Choose Team"}},
			},
			Check: `() => document.getElementById('status').textContent`, Want: "Plan: team (slide 2)",
		},
		widgetTask{
			Name: "tag input (Tagify): add a suggested tag", Kind: "tag input", Library: "@yaireo/tagify", Page: "tagify.html",
			Steps: []widgetStep{
				{Op: "type", Target: finder{Roles: textboxes, Name: "Tags", Else: []finder{{Roles: roles("textbox")}}}, Text: "rese"},
				{Op: "click", Target: finder{Roles: roles("option"), Name: "research", Text: "research"}},
			},
			Check: `() => 'tags=' + tagify.value.map(t => t.value).join(',')`, Want: "tags=draft,design,research",
		},
		widgetTask{
			Name: "dashboard (gridstack): move a widget down", Kind: "layout drag, pointer", Library: "gridstack", Page: "gridstack.html",
			Steps: []widgetStep{
				{Op: "drag", Target: finder{Name: "Sales", Else: []finder{{Has: "Sales"}}}, To: finder{Name: "Notes", Else: []finder{{Has: "Notes"}}}},
			},
			Check: `() => { const n = grid.engine.nodes.find(n => n.id === 'sales'); return 'sales at ' + n.x + ',' + n.y; }`, Want: "sales at 0,2",
		},
		widgetTask{
			Name: "web components (Vaadin): pick a country in a combo box", Kind: "shadow-DOM web components, combobox", Library: "@vaadin/combo-box", Page: "vaadin.html",
			Steps: []widgetStep{
				{Op: "type", Target: finder{Roles: textboxes, Name: "Country"}, Text: "Nor"},
				{Op: "click", Target: finder{Roles: roles("option"), Name: "Norway", Text: "Norway"}},
			},
			Check: `() => document.getElementById('status').textContent`, Want: "Ship to: Norway",
		},
		widgetTask{
			Name: "web components (Fluent UI): save preferences", Kind: "shadow-DOM web components", Library: "@fluentui/web-components", Note: "ElementInternals roles", Page: "fluent.html",
			Steps: []widgetStep{
				{Op: "type", Target: finder{Roles: textboxes, Name: "Display name", Else: []finder{{Roles: textboxes}}}, Text: "Ada"},
				{Op: "click", Target: finder{Roles: roles("checkbox"), Name: "Join the beta", Else: []finder{{Text: "Join the beta"}}}},
				{Op: "click", Target: finder{Roles: roles("radio"), Name: "Dark", Text: "Dark"}},
				{Op: "click", Target: finder{Roles: roles("button"), Name: "Save"}},
			},
			Check: `() => document.getElementById('status').textContent`, Want: "Saved: Ada, beta, dark",
		},
		widgetTask{
			Name: "file upload (Dropzone): attach a receipt", Kind: "file upload", Library: "dropzone", Page: "dropzone.html",
			Steps: []widgetStep{
				{Op: "upload", Target: finder{Roles: roles("button"), Name: "Drop receipts here or click to upload", Else: []finder{{Text: "Drop receipts here or click to upload"}}}, Text: "receipt-march.pdf"},
			},
			Check: `() => document.getElementById('status').textContent`, Want: "Attached: receipt-march.pdf",
		},
		widgetTask{
			Name: "rich-text editor (CKEditor 5): make the title a heading", Kind: "rich-text editor", Library: "ckeditor5", Note: "classic editor, GPL licence key", Page: "ckeditor5.html",
			Steps: []widgetStep{
				{Op: "type", Target: finder{Roles: roles("textbox"), Name: "Rich Text Editor. Editing area: main", Else: []finder{{Roles: roles("textbox")}}}, Text: "Quarterly results", Editor: true},
				{Op: "click", Target: finder{Roles: roles("button", "combobox"), Name: "Heading", Else: []finder{{Roles: roles("button"), Name: "Paragraph, Heading"}, {Text: "Paragraph"}}}},
				{Op: "click", Target: finder{Roles: roles("menuitemradio", "option", "button"), Name: "Heading 1", Text: "Heading 1"}},
			},
			// Its Heading 1 is an <h2> (the page's title being the <h1>).
			Check: `() => 'html=' + editor.getData()`, Want: "html=<h2>Quarterly results</h2>",
		},
		widgetTask{
			Name: "web components (Vaadin): pick a start date", Kind: "shadow-DOM web components, date picker", Library: "@vaadin/date-picker", Page: "vaadin-date-picker.html",
			Steps: []widgetStep{
				{Op: "click", Target: finder{Roles: textboxes, Name: "Start date"}},
				{Op: "click", Target: finder{Roles: roles("gridcell", "button"), Name: "18 March 2025, Tuesday", Else: []finder{{Roles: roles("gridcell"), Text: "18"}}}},
			},
			Check: `() => document.getElementById('status').textContent`, Want: "Leave starts 2025-03-18",
		},
		widgetTask{
			Name: "web components (Vaadin): sort a grid by price", Kind: "shadow-DOM web components, data grid", Library: "@vaadin/grid", Page: "vaadin-grid.html",
			Steps: []widgetStep{
				{Op: "click", Target: finder{Name: "Sort by Price", Else: []finder{{Roles: roles("columnheader"), Has: "Price"}}}},
			},
			Check: `() => document.getElementById('status').textContent`, Want: "Sorted by price asc",
		},
		widgetTask{
			Name: "spreadsheet (jspreadsheet): change an amount", Kind: "data grid", Library: "jspreadsheet-ce", Note: "with jsuites", Page: "jspreadsheet.html",
			Steps: []widgetStep{
				{Op: "dblclick", Target: finder{Roles: roles("gridcell", "cell"), Name: "340", Text: "340"}},
				{Op: "type", Target: finder{Roles: textboxes}, Text: "410", Submit: true},
			},
			Check: `() => 'travel=' + sheets[0].getValueFromCoords(1, 1)`, Want: "travel=410",
		},
		widgetTask{
			Name: "sortable grid (Muuri): move a photo first", Kind: "layout drag, pointer", Library: "muuri", Page: "muuri.html",
			Steps: []widgetStep{
				{Op: "drag", Target: finder{Name: "Mountain", Text: "Mountain"}, To: finder{Name: "Beach", Text: "Beach"}},
			},
			Check: `() => 'order=' + grid.getItems().map(i => i.getElement().textContent.trim()).join(',')`, Want: "order=Mountain,Beach,Forest,Harbour",
		},
	)
}
