package main

import (
	"fmt"
	"strings"

	"github.com/electron-mcp/electron-mcp/go/cmd/electron-mcp-bench/apptasks"
)

// pairTotals adds up the medians of the tasks servers a and b both
// completed in every round: characters and wall time of each, and how many
// tasks.
func (res *widgetResults) pairTotals(a, b int) (charsA, charsB, wallA, wallB float64, tasks int) {
	return res.pairTotalsOf(a, b, func(widgetTask) bool { return true })
}

// pairTotalsOf is pairTotals over the tasks keep keeps.
func (res *widgetResults) pairTotalsOf(a, b int, keep func(widgetTask) bool) (charsA, charsB, wallA, wallB float64, tasks int) {
	for ti, t := range res.Tasks {
		if !keep(t) {
			continue
		}
		ca, cb := res.cell(ti, a), res.cell(ti, b)
		if ca.Done == 0 || ca.Done != ca.Runs || cb.Done == 0 || cb.Done != cb.Runs {
			continue
		}
		tasks++
		charsA += ca.Chars
		charsB += cb.Chars
		wallA += ca.Wall
		wallB += cb.Wall
	}
	return charsA, charsB, wallA, wallB, tasks
}

// completed counts the tasks a server completed in every round.
func (res *widgetResults) completed(si int) int {
	n := 0
	for ti := range res.Tasks {
		if c := res.cell(ti, si); c.Done > 0 && c.Done == c.Runs {
			n++
		}
	}
	return n
}

// lacking lists the tasks Playwright MCP completed in every round and
// electron-mcp did not.
func (res *widgetResults) lacking() []string {
	ours, pw := res.server("electron-mcp"), res.server("Playwright MCP")
	var out []string
	for ti, t := range res.Tasks {
		if c := res.cell(ti, pw); c.Done == c.Runs && c.Done > 0 {
			if o := res.cell(ti, ours); o.Done < o.Runs {
				out = append(out, t.Name)
			}
		}
	}
	return out
}

// pairSummary prints electron-mcp against each other server over the
// tasks both completed.
func (res *widgetResults) pairSummary() string {
	ours := res.server("electron-mcp")
	if ours < 0 {
		return ""
	}
	var b strings.Builder
	for si, s := range res.Servers {
		fmt.Fprintf(&b, "%s completed %d of %d tasks in every round\n", s, res.completed(si), len(res.Tasks))
	}
	for si, s := range res.Servers {
		if si == ours {
			continue
		}
		co, ct, wo, wt, n := res.pairTotals(ours, si)
		if n == 0 {
			continue
		}
		fmt.Fprintf(&b, "over the %d tasks electron-mcp and %s both complete: %.0f vs %.0f chars (%.2f×), %.0f vs %.0f ms (%.2f×)\n",
			n, s, co, ct, co/ct, wo, wt, wo/wt)
	}
	return b.String()
}

// appTargets are the rows of the report's targets table for the app tasks.
func (r *report) appTargets() []string {
	res := r.apps
	if res == nil {
		return nil
	}
	ours, pw, cdt := res.server("electron-mcp"), res.server("Playwright MCP"), res.server("chrome-devtools-mcp")
	if ours < 0 || pw < 0 || cdt < 0 {
		return nil
	}
	var out []string
	if l := res.lacking(); len(l) == 0 {
		out = append(out, "| app tasks: every task Playwright MCP completes, electron-mcp completes | all | met |")
	} else {
		out = append(out, fmt.Sprintf("| app tasks: every task Playwright MCP completes, electron-mcp completes | %d not: %s | **not met** |", len(l), strings.Join(l, "; ")))
	}
	if co, ct, wo, wt, n := res.pairTotals(ours, pw); n > 0 {
		out = append(out,
			fmt.Sprintf("| app tasks both complete (%d): ≤ 0.5× Playwright MCP's response characters | %.2f× | %s |", n, co/ct, verdict(co/ct <= 0.5)),
			fmt.Sprintf("| … ≤ 0.7× Playwright MCP's wall time | %.2f× | %s |", wo/wt, verdict(wo/wt <= 0.7)))
	}
	if co, ct, _, _, n := res.pairTotals(ours, cdt); n > 0 {
		out = append(out, fmt.Sprintf("| app tasks electron-mcp and chrome-devtools-mcp both complete (%d): ≤ 0.9× chrome-devtools-mcp's characters | %.2f× | %s |", n, co/ct, verdict(co/ct <= 0.9)))
	}
	return out
}

// appMarkdown is the report's section on the app tasks.
func (r *report) appMarkdown() string {
	res := r.apps
	if res == nil {
		return ""
	}
	var b strings.Builder
	p := func(format string, args ...any) { fmt.Fprintf(&b, format, args...) }
	rounds := 0
	if len(res.Runs) > 0 && len(res.Runs[0]) > 0 {
		rounds = len(res.Runs[0][0])
	}
	p("## Tasks on whole applications\n\n")
	p("Whole self-hosted web applications of different kinds, each installed from npm into its own directory under `.bench/apps/` when the benchmark runs (never into the repository; versions below) and started on 127.0.0.1 for every task with its data seeded afresh (not counted): ")
	var names []string
	for _, a := range apptasks.Apps {
		names = append(names, fmt.Sprintf("%s %s (%s)", a.Name, packageVersion(r.cfg.apps+"/"+a.Package+"/node_modules", a.Package), a.Kind))
	}
	p("%s. ", strings.Join(names, ", "))
	p("The tasks are what a person would ask for (make, rename and delete things, add a line at the end of a text without losing what is there, wire two nodes, change a setting, fill a form in a dialog, commit, branch and discard in a git client, delete, relay and find mail in a mail catcher, add, drag, rename and archive cards on a kanban board, edit, write, publish, find and delete posts and change a setting in a headless CMS, try an API's operations in an API explorer: add, replace, change and remove records with a path parameter, a JSON body and an API key given in its Authorize dialog, and list with query parameters, sign in to a web IRC client to post in a channel, join and leave channels, change a channel's topic, edit the network in its form and send someone a direct message from the people list's menu, and, in a spreadsheet, change a number, insert a row and fill it in, delete a row, add a row with a formula, moving across the grid with the arrow keys and typing into its edit line, change a cell's comment in the Comment tab's panel and total a column with the Auto Sum icon, and, in a marine data server's admin UI, signed in as its admin, rename the boat and change her length in the vessel's form, set a plugin's options in its configuration form, point a data connection at another log file, remove a user, approve a new crew member's access request, and turn security on by making the admin account, and, in a budgeting app, signed in with its server's password, add an account with its balance in a dialog's form, rename an account in its header, change an account's note in its popover, close an account, choosing in its confirmation the account its balance goes to, change the date format and the week's first day in its settings, and schedule a monthly bill to a new payee in the schedule's form, through its comboboxes); each is checked through the application's own state afterwards (Node-RED's `GET /flows`, TiddlyWiki's `GET /recipes/default/tiddlers/…`, the files on disk under Cloud Commander's root, Homebridge UI's `auth.json`, `config.json` and saved dashboard layout, and its login API for a password set, the git repository ungit serves, read with `git branch`, `git log`, `git show` and `git status --porcelain`, MailDev's `GET /api/email` after its mails were sent to it over SMTP, Backlog.md's `GET /api/config` and `GET /api/tasks` and the task files in its archive folder, the content files Decap CMS's decap-server writes: each post's markdown file, its front matter and body, and the settings' JSON, the data of the REST back end Swagger UI's page is pointed at, json-server's `GET /api/db`, and its access log for a list asked for, The Lounge's user file (`users/ada.json`: the network's name, nick, real name and channels) and its text logs of each channel and person, and what the small IRC server it is connected to, started beside it, was sent, and EtherCalc's `GET /_/budget/csv` and `GET /_/budget/cells`: the sheet's values, its totals computed, each cell's formula and comment, and Signal K's `GET /signalk/v1/api/vessels/self` for the boat, and the files of its configuration directory: the data connections of `settings.json` and whether security is on, the users of `security.json` with their permissions, and the plugin's options in `plugin-config-data/`, and Actual Budget's budget as its own API package, `@actual-app/api`, reads it after syncing with its server: the accounts with their balances and whether they are closed, an account's note, the schedules and the formatting preferences), with a few seconds for the application to save what the page sent. ")
	p("The servers, the client and the agent are those of the widget tasks (below), %s; the agent uses refs only, never coordinates. To add a line it clicks into the field, presses Control+End and types with `slowly: true` (Playwright MCP: one character at a time at the caret; chrome-devtools-mcp: `click`, `press_key`, `type_text`); a confirmation the page opens is accepted with `browser_handle_dialog` (`handle_dialog`). ", plural(rounds, "round"))
	p("Characters and wall time are counted from the navigation to the application to the last step's response. ")
	p("Homebridge UI, ungit and MailDev were added by people who did not read the server; each first run's findings were fixed generally, with a test of its own, before these figures (MailDev's: an error logged again on every redraw is counted, not repeated; the count of removed list items names the refs that went; Homebridge UI's: a click returns with the route's view a single-page app imports, and a dialog fading out is waited for). Backlog.md was added the same way, after all of those; its first run (2 rounds) was measured as the code was and called for no fix: every server completed its 5 tasks in every round, electron-mcp in 0.42× Playwright MCP's characters and 0.93× chrome-devtools-mcp's, in 0.59× Playwright MCP's wall time. Decap CMS (a headless CMS) was added the same way, after Backlog.md, its 6 tasks validated on Playwright MCP alone; its first run (2 rounds, the code at ebbfeae) had electron-mcp complete 5 of 6 (Playwright MCP 6, chrome-devtools-mcp 4), in 0.34× Playwright MCP's characters and 0.85× its wall time over the 5 both completed. Its findings were fixed before these figures: the agent, for every server, now finds a field by a line of its value (a rich-text editor printed as a text box holding its paragraphs, which it had not found in electron-mcp's snapshot); a notice's countdown bar (a progress bar with no value and one finite animation) is no busy state, where it had held every publish 2 s; and a canvas's size and style, which a loading bar drawn on one sets every frame, do not keep the page from being quiet. Swagger UI (an API explorer, over a library's REST back end served by json-server) was added by someone who did not read the server, after Decap CMS, its 6 tasks validated on Playwright MCP alone. Its first run (2 rounds, all three servers, the code at f0200e4) called for no change of the server: electron-mcp and Playwright MCP completed all 6 tasks in every round, chrome-devtools-mcp 2; electron-mcp read 0.21× Playwright MCP's characters in 0.47× its wall time over the 6, and 0.45× chrome-devtools-mcp's characters over those 2. The agent then learnt to read a field's value that chrome-devtools-mcp prints over several lines, as it is (it had found no request body there); since, chrome-devtools-mcp reaches the body, and the four tasks that write one end in the wrong state after its `fill`, as Decap CMS's did. The Lounge (a chat: a web IRC client, signed in to, over an IRC server of the benchmark's own on loopback) was added by someone who did not read the server, after Swagger UI, its 6 tasks validated on Playwright MCP alone. Its first run (2 rounds, all three servers, the code at 92aaccd) had every server complete the 6 tasks in every round, electron-mcp in 0.57× Playwright MCP's characters (not met) and 1.11× chrome-devtools-mcp's (not met), in 0.57× Playwright MCP's wall time. Its findings were fixed before these figures, each with a test of its own: the sign-in's click answered with its button disabled, before the page's WebSocket brought the answer, and the agent looked three times for the channels (an action now waits for the answer to a message the page sends over a WebSocket, and for the messages that follow it closely); and its menu items and icon buttons were named with an icon font's glyphs (a glyph before \"Leave\", or a glyph alone), which are no part of a name now. EtherCalc (a spreadsheet: a grid of table cells, an edit line above it, toolbar icons and tabs of panels, its sheet kept in files by its server, over socket.io) was added by someone who did not read the server, after The Lounge, its 6 tasks validated on Playwright MCP alone (each completed in both rounds). Its first run (2 rounds, all three servers, the code at dfc2bda) had electron-mcp complete none of the 6 (Playwright MCP and chrome-devtools-mcp all 6 in every round): its sheet is a <table> that listens for presses on itself, and electron-mcp printed each row as a line of its cells' text, with no ref for a cell, so the agent found no cell to select; and every click waited 2 s, on a message the page sent its server over socket.io that nothing answers. Both were fixed before these figures, each with a test of its own: the cells of a table that listens for presses get the refs (a spreadsheet selects the cell pressed); a message no answer follows holds an action 1 s at most (nothing had woken the wait when its time was up), and on a socket that left its last message unanswered the next is waited for 150 ms. Run again on that code (electron-mcp alone, 1 round), it completed the 6, in 0.17× the characters Playwright MCP read in the first run, 0.50× chrome-devtools-mcp's, and 0.68× Playwright MCP's wall time. Signal K (a marine data server's admin UI: a side menu, forms of text fields, switches, checkboxes and radios, tables whose rows open forms, alerts; signed in to) was added by someone who did not read the server, after EtherCalc, its 6 tasks validated on Playwright MCP alone (each completed in both rounds). Its first run (2 rounds, all three servers, the code at 3466ffe) had every server complete the 6 in every round, electron-mcp in 0.25× Playwright MCP's characters, 0.51× chrome-devtools-mcp's and 0.40× Playwright MCP's wall time (its navigations wait about a second, for the admin app that renders then; Playwright MCP's return at the load, its agent's snapshot after). Its finding was fixed after it, with a test of its own: its header's menu toggles and brand link, a button and a link with neither a name nor an icon, printed bare; a button's or link's own class, in a person's words, is now their hint (\"navbar toggler\", \"sidebar minimizer\", \"navbar brand\"). Run again on the last code (electron-mcp alone, 2 rounds, against the first run's other servers): the 6 completed, 0.25× Playwright MCP's characters, 0.50× chrome-devtools-mcp's, 0.38× Playwright MCP's wall time. Actual Budget (a budgeting app: its sync server serves its web client, a React app that keeps the budget in the browser and syncs it; a sidebar of accounts, dialogs of forms with comboboxes, popovers, a name edited in place, a confirmation, a settings page; signed in to with the server's password) was added by someone who did not read the server, after Signal K, its 6 tasks validated on Playwright MCP alone. Its launcher seeds the budget and reads it with Actual's API package, keeps the server on 127.0.0.1 (it connects nowhere else) and has the web client's check for a newer release, which asks GitHub from the settings page, ask the server instead. Its first run (1 round, all three servers, the code at f80a373) had Playwright MCP and chrome-devtools-mcp complete the 6, electron-mcp 4, in 0.44× Playwright MCP's characters (1.04× its wall time) and 1.37× chrome-devtools-mcp's over those 4 (not met). Its findings: the click on the account header's \"Edit account name\" button answered \"(no changes)\" and the name stayed text, where the other servers' click opened its field; and a combobox's entries (\"Checking\" under \"On budget\") printed as `generic [selected]` where Playwright MCP prints `option`, so the agent, looking for the option, clicked the field that read the same text and the schedule was saved with no account. Both were fixed after it, each with a test of its own: the button is at opacity 0 until the pointer comes over the header, and a transparent control was clicked through what holds it, in the middle of the header's buttons (on the name); a transparent element of a size, not clipped, that the pointer meets in its middle is now clicked there. And an option outside any list box is an option while a combobox of its document is expanded or names it as its active option (Chromium makes it a plain element; Playwright keeps it). Run again on that code (electron-mcp alone, 1 round): the 6 completed, in 120 calls, 0.33× the characters Playwright MCP read in the first run and 0.97× chrome-devtools-mcp's, its agent looking again and again, as every server's did, while the app showed \"Initializing the connection to the local database…\" after its load and \"Downloading…\" after the budget's click. A navigation, and an action that brought it up, now wait (2 s at most) for such a line to go, a short text that begins with what the page does and ends with an ellipsis; on that code (electron-mcp alone, 1 round) the 6 completed in 56 calls, 0.27× the characters Playwright MCP read in the first run and 0.79× chrome-devtools-mcp's.\n\n")
	p("| task | application |")
	for _, s := range res.Servers {
		p(" %s |", s)
	}
	p("\n|---|---|")
	for range res.Servers {
		p("---|")
	}
	p("\n")
	for ti, t := range res.Tasks {
		p("| %s | %s |", t.Name, t.Note)
		for si := range res.Servers {
			c := res.cell(ti, si)
			switch {
			case c.Done == 0:
				p(" **not completed** (0/%d) |", c.Runs)
			case c.Done < c.Runs:
				p(" %d/%d: %.0f ch, %.0f ms |", c.Done, c.Runs, c.Chars, c.Wall)
			default:
				p(" %.0f ch, %.0f ms |", c.Chars, c.Wall)
			}
		}
		p("\n")
	}
	p("| **tasks completed in every round** | |")
	for si := range res.Servers {
		p(" **%d of %d** |", res.completed(si), len(res.Tasks))
	}
	p("\n\nCells are medians over the rounds; k/n when a server completed a task in only k of n rounds.")
	ours := res.server("electron-mcp")
	for si, s := range res.Servers {
		if si == ours || ours < 0 {
			continue
		}
		co, ct, wo, wt, n := res.pairTotals(ours, si)
		if n == 0 {
			p(" electron-mcp and %s completed no task both.", s)
			continue
		}
		p(" Over the %d tasks electron-mcp and %s both completed, electron-mcp read %.0f characters against %.0f (**%.2f×**) in %.0f ms against %.0f (**%.2f×**).", n, s, co, ct, co/ct, wo, wt, wo/wt)
	}
	p("\n\n")
	var why []string
	for ti, t := range res.Tasks {
		for si, s := range res.Servers {
			if c := res.cell(ti, si); c.Done < c.Runs {
				why = append(why, fmt.Sprintf("- %s, %s: %s", t.Name, s, strings.ReplaceAll(firstLine(c.Why), "|", "\\|")))
			}
		}
	}
	if len(why) > 0 {
		p("Why tasks were not completed (the first failure of each):\n\n%s\n\n", strings.Join(why, "\n"))
	}
	return b.String()
}
