package widgettasks

// The fourteenth unseen set: written after the thirteenth set by a helper
// that read none of electron-mcp's naming, folding or snapshot code, on
// components none of the tuned tasks nor the first thirteen sets use, from
// the pages' visible text and the standard ARIA roles alone, and checked on
// Playwright MCP alone before it was measured. Each is asked as a person
// would ask it and checked in the page's own state.
func init() {
	unseen := []Task{
		{
			Name: "date picker (Pikaday): a check-up on Tuesday 14 September 2027 at 14:15, with a text reminder", Kind: "date picker under its field: a month's grid of day buttons, next and previous month's buttons", Library: "pikaday", Note: "bound to its field (opened by a click), disableWeekends, minDate and maxDate, Previous Month and Next Month buttons, the calendar re-drawn at each move", Page: "pikaday-dentist.html",
			Steps: []Step{
				{Op: "click", Target: Finder{Roles: Textboxes, Name: "Appointment date"}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Next Month"}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Next Month"}},
				{Op: "click", Target: Finder{Roles: Roles("button", "gridcell"), Name: "14"}},
				{Op: "click", Target: Finder{Roles: Roles("radio"), Name: "14:15"}},
				{Op: "click", Target: Finder{Roles: Roles("checkbox"), Name: "Text me a reminder the day before"}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Book appointment"}},
			},
			Check: `() => document.getElementById('status').textContent`, Want: "Booked Tue 14 Sep 2027 at 14:15, reminder by text",
		},
		{
			Name: "file upload (FilePond): take off the dinner photo, attach the taxi receipt, claim €23.40 for travel", Kind: "file drop area: a browse button opening the file chooser, a panel per file with a Remove button", Library: "filepond", Note: "FilePond.create on a file input, allowMultiple, no server (files kept in the pond, read by getFiles), a file added by addFile at the start", Page: "filepond-expenses.html",
			Steps: []Step{
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Remove"}},
				{Op: "upload", Target: Finder{Text: "Drag & drop your receipt or Browse", Else: []Finder{{Roles: Roles("button"), Name: "Drag & drop your receipt or Browse"}}}, Text: "taxi-airport.pdf"},
				{Op: "type", Target: Finder{Roles: Textboxes, Name: "Amount (€)"}, Text: "23.40"},
				{Op: "click", Target: Finder{Roles: Roles("radio"), Name: "Travel"}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Submit claim"}},
			},
			Check: `() => document.getElementById('status').textContent`, Want: "Claim submitted: Travel, €23.40, receipts: taxi-airport.pdf",
		},
		{
			Name: "guided tour (driver.js): invite dana@example.org and turn on the weekly digest on the way through the tour, finish it, save", Kind: "product tour: a popover by each highlighted part, the rest of the page under an overlay", Library: "driver.js", Note: "driver() with three steps, showProgress, allowClose; the highlighted part takes clicks and typing, Previous, Next (Done at the last step) and Close in the popover", Page: "driver-team.html",
			Steps: []Step{
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Show me around"}},
				{Op: "type", Target: Finder{Roles: Textboxes, Name: "Invite by email"}, Text: "dana@example.org"},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Next", Else: []Finder{{Roles: Roles("button"), Text: "Next →"}}}},
				{Op: "click", Target: Finder{Roles: Roles("checkbox"), Name: "Email me a weekly digest"}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Next", Else: []Finder{{Roles: Roles("button"), Text: "Next →"}}}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Done", Else: []Finder{{Roles: Roles("button"), Text: "Done"}}}},
				{Op: "click", Target: Finder{Roles: Roles("button"), Name: "Save settings"}},
			},
			Check: `() => document.getElementById('status').textContent`, Want: "Saved: emails for weekly digest and mentions; invited dana@example.org; tour finished (3 of 3 steps seen)",
		},
	}
	for i := range unseen {
		unseen[i].Unseen = 14
	}
	Unseen = append(Unseen, unseen...)
}
