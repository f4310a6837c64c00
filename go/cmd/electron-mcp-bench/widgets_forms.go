package main

// Widget tasks on form-ish widgets of libraries outside the first set:
// custom selects, autocompletes, date pickers, sliders, dropdown menus and
// modals, tabs and accordions, toasts, and elements made clickable by script
// (Alpine.js x-on:click on divs, jQuery-delegated anchors without href).
func init() {
	widgetTasks = append(widgetTasks,
		widgetTask{
			Name: "searchable select: ship to Portugal", Kind: "custom select / combobox", Library: "select2", Note: "with jQuery 3", Page: "select2.html",
			Steps: []widgetStep{
				{Op: "click", Target: finder{Roles: roles("combobox"), Name: "Country", Text: "Select a country", Else: []finder{{Roles: roles("combobox"), Name: "Select a country"}}}},
				{Op: "type", Target: finder{Roles: roles("searchbox")}, Text: "Portu"},
				{Op: "click", Target: finder{Roles: roles("option"), Name: "Portugal", Text: "Portugal"}},
			},
			Check: `() => 'country=' + $('#country').val()`, Want: "country=PT",
		},
		widgetTask{
			Name: "multi-select: two toppings", Kind: "custom multi-select", Library: "slim-select", Page: "slim-select.html",
			Steps: []widgetStep{
				{Op: "click", Target: finder{Roles: roles("combobox"), Name: "Toppings", Text: "Choose toppings"}},
				{Op: "click", Target: finder{Roles: roles("option"), Name: "Mushrooms", Text: "Mushrooms"}},
				{Op: "click", Target: finder{Roles: roles("option"), Name: "Olives", Text: "Olives"}},
			},
			Check: `() => 'toppings=' + [...document.getElementById('toppings').selectedOptions].map(o => o.value).join(',')`, Want: "toppings=mushrooms,olives",
		},
		widgetTask{
			Name: "autocomplete: pick a language", Kind: "autocomplete", Library: "awesomplete", Page: "awesomplete.html",
			Steps: []widgetStep{
				{Op: "type", Target: finder{Roles: textboxes, Name: "Favourite language"}, Text: "Ja"},
				{Op: "click", Target: finder{Roles: roles("option"), Name: "JavaScript", Text: "JavaScript", Else: []finder{{Roles: roles("option"), Has: "JavaScript"}}}},
			},
			Check: `() => document.getElementById('status').textContent`, Want: "Chose JavaScript",
		},
		widgetTask{
			Name: "date picker (delegated cells): pick a check-in day", Kind: "date picker", Library: "air-datepicker", Page: "air-datepicker.html",
			Steps: []widgetStep{
				{Op: "click", Target: finder{Roles: textboxes, Name: "Check-in"}},
				{Op: "click", Target: finder{Text: "18"}},
				{Op: "click", Target: finder{Roles: roles("button"), Name: "Check availability"}},
			},
			Check: `() => document.getElementById('status').textContent`, Want: "Checking 2025-06-18",
		},
		widgetTask{
			Name: "date picker: next month, pick a return day", Kind: "date picker", Library: "jquery-ui", Note: "datepicker, with jQuery 3", Page: "jquery-ui.html",
			Steps: []widgetStep{
				{Op: "click", Target: finder{Roles: textboxes, Name: "Return date"}},
				{Op: "click", Target: finder{Roles: anyButton, Name: "Next", Text: "Next"}},
				{Op: "click", Target: finder{Roles: anyButton, Name: "15", Text: "15"}},
				{Op: "click", Target: finder{Roles: roles("button"), Name: "Save trip"}},
			},
			Check: `() => document.getElementById('status').textContent`, Want: "Returning 2025-07-15",
		},
		widgetTask{
			Name: "range slider: drag the minimum, key down the maximum", Kind: "slider", Library: "nouislider", Page: "nouislider.html",
			Steps: []widgetStep{
				{Op: "drag", Target: finder{Roles: roles("slider"), Name: "Minimum price"}, To: finder{Text: "200"}},
				{Op: "click", Target: finder{Roles: roles("slider"), Name: "Maximum price"}},
				{Op: "key", Text: "ArrowLeft"},
			},
			Check: `() => 'range=' + document.getElementById('price').noUiSlider.get().map(Number).join(',')`, Want: "range=200,390",
		},
		widgetTask{
			Name: "dropdown menu and modal: delete a project", Kind: "dropdown menu, modal", Library: "bootstrap", Page: "bootstrap-dropdown.html",
			Steps: []widgetStep{
				{Op: "click", Target: finder{Roles: roles("button"), Name: "Actions"}},
				{Op: "click", Target: finder{Roles: anyButton, Name: "Delete…", Text: "Delete…"}},
				{Op: "click", Target: finder{Roles: roles("button"), Name: "Delete project"}},
			},
			Check: `() => document.getElementById('status').textContent + (document.querySelector('.modal.show') ? ' (modal open)' : '')`, Want: "Apollo deleted",
		},
		widgetTask{
			Name: "tabs, accordion, toast: turn on the weekly email", Kind: "tabs, accordion, toast", Library: "bootstrap", Page: "bootstrap-settings.html",
			Steps: []widgetStep{
				{Op: "click", Target: finder{Roles: roles("tab"), Name: "Notifications"}},
				{Op: "click", Target: finder{Roles: roles("button"), Name: "Email"}},
				{Op: "click", Target: finder{Roles: roles("checkbox"), Name: "Weekly summary"}},
				{Op: "click", Target: finder{Roles: roles("button"), Name: "Save"}},
			},
			Check: `() => document.getElementById('saved').classList.contains('show') + ' ' + document.getElementById('summary').textContent`, Want: "true weekly email on",
		},
		widgetTask{
			Name: "clickable divs (x-on:click): choose a plan", Kind: "script-bound clickables", Library: "alpinejs", Page: "alpine.html",
			Steps: []widgetStep{
				{Op: "click", Target: finder{Name: "Team", Else: []finder{{Has: "Team"}}}},
				{Op: "click", Target: finder{Text: "Continue"}},
			},
			Check: `() => document.getElementById('summary')?.textContent ?? 'still on step 1'`, Want: "Plan: team",
		},
		widgetTask{
			Name: "delegated anchors without href: express checkout", Kind: "script-bound clickables", Library: "jquery", Note: "$(document).on('click', …)", Page: "jquery-wizard.html",
			Steps: []widgetStep{
				{Op: "click", Target: finder{Roles: anyButton, Name: "Next", Text: "Next"}},
				{Op: "click", Target: finder{Roles: roles("radio"), Name: "Express (next day)"}},
				{Op: "click", Target: finder{Roles: anyButton, Name: "Next", Text: "Next"}},
				{Op: "click", Target: finder{Roles: anyButton, Name: "Place order", Text: "Place order"}},
			},
			Check: `() => document.getElementById('status').textContent`, Want: "Ordered, express delivery",
		},
	)
}

func init() {
	widgetTasks = append(widgetTasks,
		widgetTask{
			Name: "context menu (right click): delete a file", Kind: "context menu", Library: "jquery-contextmenu", Note: "with jQuery 3", Page: "contextmenu.html",
			Steps: []widgetStep{
				{Op: "rightclick", Target: finder{Text: "report.pdf"}},
				{Op: "click", Target: finder{Roles: roles("menuitem", "listitem", "generic"), Name: "Delete", Text: "Delete"}},
			},
			Check: `() => document.getElementById('status').textContent`, Want: "delete report.pdf",
		},
		widgetTask{
			Name: "colour picker: type a brand colour", Kind: "colour picker", Library: "vanilla-picker", Page: "vanilla-picker.html",
			Steps: []widgetStep{
				{Op: "click", Target: finder{Roles: roles("button"), Name: "Change colour"}},
				{Op: "type", Target: finder{Roles: textboxes}, Text: "#ff8800"},
				{Op: "click", Target: finder{Roles: anyButton, Name: "Ok", Text: "Ok"}},
			},
			Check: `() => document.getElementById('status').textContent`, Want: "#ff8800",
		},
		widgetTask{
			Name: "stepper: create a workspace in three steps", Kind: "stepper", Library: "bs-stepper", Page: "bs-stepper.html",
			Steps: []widgetStep{
				{Op: "type", Target: finder{Roles: textboxes, Name: "Workspace name"}, Text: "Acme"},
				{Op: "click", Target: finder{Roles: roles("button"), Name: "Next"}},
				{Op: "click", Target: finder{Roles: roles("radio"), Name: "11–50 people"}},
				{Op: "click", Target: finder{Roles: roles("button"), Name: "Next"}},
				{Op: "click", Target: finder{Roles: roles("button"), Name: "Create workspace"}},
			},
			Check: `() => document.getElementById('status').textContent`, Want: "Created Acme for 11-50",
		},
		widgetTask{
			Name: "date range picker: a holiday from the 7th to the 11th", Kind: "date picker", Library: "litepicker", Page: "litepicker.html",
			Steps: []widgetStep{
				{Op: "click", Target: finder{Roles: textboxes, Name: "Dates"}},
				{Op: "click", Target: finder{Text: "7"}},
				{Op: "click", Target: finder{Text: "11"}},
				{Op: "click", Target: finder{Roles: roles("button"), Name: "Send request"}},
			},
			Check: `() => document.getElementById('status').textContent`, Want: "Requested 2025-07-07 - 2025-07-11",
		},
		widgetTask{
			Name: "offcanvas: filter in-stock lamps up to 300", Kind: "offcanvas, switch, range input", Library: "bootstrap", Note: "offcanvas", Page: "bootstrap-offcanvas.html",
			Steps: []widgetStep{
				{Op: "click", Target: finder{Roles: roles("button"), Name: "Filters"}},
				{Op: "click", Target: finder{Roles: roles("switch", "checkbox"), Name: "In stock only"}},
				{Op: "click", Target: finder{Roles: roles("slider"), Name: "Maximum price"}}, // its middle: 250
				{Op: "key", Text: "ArrowRight"},
				{Op: "click", Target: finder{Roles: roles("button"), Name: "Apply filters"}},
			},
			Check: `() => document.getElementById('status').textContent`, Want: "Showing in-stock lamps up to 300",
		},
	)
}

func init() {
	widgetTasks = append(widgetTasks,
		widgetTask{
			Name: "selectmenu and accordion: fast delivery, gift wrapped", Kind: "custom select, accordion", Library: "jquery-ui", Note: "selectmenu, accordion, with jQuery 3", Page: "jquery-ui-widgets.html",
			Steps: []widgetStep{
				{Op: "click", Target: finder{Roles: roles("combobox"), Name: "Speed", Text: "Standard (2–4 days)"}},
				{Op: "click", Target: finder{Roles: roles("option"), Name: "Fast (next day)", Text: "Fast (next day)"}},
				{Op: "click", Target: finder{Roles: roles("tab", "button", "heading"), Name: "Gift wrap", Text: "Gift wrap"}},
				{Op: "click", Target: finder{Roles: roles("checkbox"), Name: "Wrap it as a gift"}},
				{Op: "click", Target: finder{Roles: roles("button"), Name: "Save options"}},
			},
			Check: `() => document.getElementById('status').textContent`, Want: "Saved fast, gift wrapped",
		},
	)
}
