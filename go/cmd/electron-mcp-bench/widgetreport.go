package main

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"

	"github.com/electron-mcp/electron-mcp/go/internal/bench"
)

// cdtArgs launch chrome-devtools-mcp on the same Chromium as the others:
// headless, a fresh profile, no sandbox (we run as root), the viewport
// Playwright's headless browser has; no usage statistics, no CrUX lookups
// and (cdtEnv) no update checks, so that it sends nothing off the machine.
func cdtArgs(cfg config) []string {
	return []string{cfg.cdt, "--executablePath", cfg.chromium, "--headless", "--isolated",
		"--chromeArg=--no-sandbox", "--viewport", fmt.Sprintf("%dx%d", benchViewport[0], benchViewport[1]),
		"--no-usage-statistics", "--no-performance-crux"}
}

func cdtEnv() []string {
	return append(os.Environ(), "CHROME_DEVTOOLS_MCP_NO_UPDATE_CHECKS=1", "CHROME_DEVTOOLS_MCP_NO_USAGE_STATISTICS=1")
}

// packageVersion reads the version of an npm package installed in libs.
func packageVersion(libs, pkg string) string {
	b, err := os.ReadFile(filepath.Join(libs, pkg, "package.json"))
	if err != nil {
		return "?"
	}
	var p struct{ Version string }
	if json.Unmarshal(b, &p) != nil {
		return "?"
	}
	return p.Version
}

func (res *widgetResults) summary() string {
	var b strings.Builder
	fmt.Fprintf(&b, "\n%-58s", "task")
	for _, s := range res.Servers {
		fmt.Fprintf(&b, " | %-28s", s)
	}
	b.WriteString("\n")
	for ti, t := range res.Tasks {
		fmt.Fprintf(&b, "%-58s", t.Name)
		for si := range res.Servers {
			c := res.cell(ti, si)
			if c.Done == 0 {
				fmt.Fprintf(&b, " | %-28s", fmt.Sprintf("FAIL (%d/%d)", c.Done, c.Runs))
				continue
			}
			fmt.Fprintf(&b, " | %-28s", fmt.Sprintf("%d/%d %6.0f ch %6.0f ms", c.Done, c.Runs, c.Chars, c.Wall))
		}
		b.WriteString("\n")
	}
	chars, wall, steps, n := res.totals()
	ours, pw, cdt := res.server("electron-mcp"), res.server("Playwright MCP"), res.server("chrome-devtools-mcp")
	if n > 0 && ours >= 0 && pw >= 0 && cdt >= 0 {
		fmt.Fprintf(&b, "over the %d tasks all servers complete: electron-mcp %.0f chars, %.0f ms (%.0f after the navigation); Playwright MCP %.0f chars, %.0f ms (%.0f); chrome-devtools-mcp %.0f chars, %.0f ms (%.0f)\n",
			n, chars[ours], wall[ours], steps[ours], chars[pw], wall[pw], steps[pw], chars[cdt], wall[cdt], steps[cdt])
		fmt.Fprintf(&b, "ratios: chars %.2f× Playwright MCP's, %.2f× chrome-devtools-mcp's; wall time %.2f× Playwright MCP's (after the navigation %.2f×), %.2f× chrome-devtools-mcp's\n",
			chars[ours]/chars[pw], chars[ours]/chars[cdt], wall[ours]/wall[pw], steps[ours]/steps[pw], wall[ours]/wall[cdt])
		for _, part := range []struct {
			what string
			keep func(widgetTask) bool
		}{{"unseen (first set)", unseenSet(1)}, {"unseen (second set)", unseenSet(2)}, {"unseen (third set)", unseenSet(3)}, {"unseen (fourth set)", unseenSet(4)}, {"unseen (fifth set)", unseenSet(5)}, {"unseen (sixth set)", unseenSet(6)}, {"unseen (seventh set)", unseenSet(7)}, {"unseen (eighth set)", unseenSet(8)}, {"unseen (ninth set)", unseenSet(9)}, {"unseen (tenth set)", unseenSet(10)}, {"unseen (eleventh set)", unseenSet(11)}, {"unseen (twelfth set)", unseenSet(12)}, {"unseen (thirteenth set)", unseenSet(13)}, {"unseen (fourteenth set)", unseenSet(14)}, {"unseen (fifteenth set)", unseenSet(15)}, {"unseen (sixteenth set)", unseenSet(16)}, {"unseen (seventeenth set)", unseenSet(17)}, {"unseen (eighteenth set)", unseenSet(18)}, {"other", isSeen}} {
			if chars, wall, steps, n := res.totalsOf(part.keep); n > 0 {
				fmt.Fprintf(&b, "over the %d %s tasks all servers complete: chars %.2f× Playwright MCP's, %.2f× chrome-devtools-mcp's; wall time %.2f× Playwright MCP's (after the navigation %.2f×)\n",
					n, part.what, chars[ours]/chars[pw], chars[ours]/chars[cdt], wall[ours]/wall[pw], steps[ours]/steps[pw])
			}
		}
	}
	if n > 0 {
		b.WriteString(res.callTimesMarkdown())
	}
	for ti, t := range res.Tasks {
		for si, s := range res.Servers {
			if c := res.cell(ti, si); c.Done < c.Runs {
				fmt.Fprintf(&b, "%s on %s: %s\n", t.Name, s, c.Why)
			}
		}
	}
	return b.String()
}

// writeWidgetTranscripts keeps a run of every task on every server (its
// first failure, else its first run), for whoever wants to read what the
// agent read.
func writeWidgetTranscripts(dir string, res *widgetResults) {
	_ = os.MkdirAll(dir, 0o755)
	slug := regexp.MustCompile(`[^a-z0-9]+`)
	for ti, t := range res.Tasks {
		for si, s := range res.Servers {
			if len(res.Runs[ti][si]) == 0 {
				continue
			}
			r := res.Runs[ti][si][0]
			for _, x := range res.Runs[ti][si] {
				if !x.OK { // the first failure says more than a success
					r = x
					break
				}
			}
			name := strings.Trim(slug.ReplaceAllString(strings.ToLower(t.Page+"-"+t.Name+"-"+s), "-"), "-") + ".txt"
			body := strings.Join(r.Transcript, "\n\n")
			if !r.OK {
				body += "\n\nNOT COMPLETED: " + r.Why
			}
			_ = os.WriteFile(filepath.Join(dir, name), []byte(body), 0o644)
		}
	}
}

// widgetTargets are the rows of the report's targets table.
func (r *report) widgetTargets() []string {
	res := r.widgets
	if res == nil {
		return nil
	}
	ours, pw, cdt := res.server("electron-mcp"), res.server("Playwright MCP"), res.server("chrome-devtools-mcp")
	var out []string
	var lacking []string
	for ti, t := range res.Tasks {
		if c := res.cell(ti, pw); c.Done == c.Runs && c.Done > 0 {
			if o := res.cell(ti, ours); o.Done < o.Runs {
				lacking = append(lacking, t.Name)
			}
		}
	}
	if len(lacking) == 0 {
		out = append(out, "| widget tasks: every task Playwright MCP completes, electron-mcp completes | all | met |")
	} else {
		out = append(out, fmt.Sprintf("| widget tasks: every task Playwright MCP completes, electron-mcp completes | %d not: %s | **not met** |", len(lacking), strings.Join(lacking, "; ")))
	}
	chars, wall, steps, n := res.totals()
	if n > 0 {
		c1, c2, w, st := chars[ours]/chars[pw], chars[ours]/chars[cdt], wall[ours]/wall[pw], steps[ours]/steps[pw]
		out = append(out,
			fmt.Sprintf("| widget tasks all servers complete (%d): ≤ 0.5× Playwright MCP's response characters | %.2f× | %s |", n, c1, verdict(c1 <= 0.5)),
			fmt.Sprintf("| … ≤ 1.0× chrome-devtools-mcp's response characters | %.2f× | %s |", c2, verdict(c2 <= 1.0)),
			fmt.Sprintf("| … ≤ 0.3× Playwright MCP's wall time (navigation included; after it: %.2f×) | %.2f× | %s |", st, w, verdict(w <= 0.3)))
	}
	for set, what := range []string{1: "unseen widget tasks", 2: "second set of unseen widget tasks", 3: "third set of unseen widget tasks", 4: "fourth set of unseen widget tasks", 5: "fifth set of unseen widget tasks", 6: "sixth set of unseen widget tasks", 7: "seventh set of unseen widget tasks", 8: "eighth set of unseen widget tasks", 9: "ninth set of unseen widget tasks", 10: "tenth set of unseen widget tasks", 11: "eleventh set of unseen widget tasks", 12: "twelfth set of unseen widget tasks", 13: "thirteenth set of unseen widget tasks", 14: "fourteenth set of unseen widget tasks", 15: "fifteenth set of unseen widget tasks", 16: "sixteenth set of unseen widget tasks", 17: "seventeenth set of unseen widget tasks", 18: "eighteenth set of unseen widget tasks"} {
		if chars, wall, steps, n := res.totalsOf(unseenSet(set)); set > 0 && n > 0 {
			c1, c2, w, st := chars[ours]/chars[pw], chars[ours]/chars[cdt], wall[ours]/wall[pw], steps[ours]/steps[pw]
			out = append(out,
				fmt.Sprintf("| %s all servers complete (%d of %d): ≤ 0.5× Playwright MCP's response characters | %.2f× | %s |", what, n, res.count(unseenSet(set)), c1, verdict(c1 <= 0.5)),
				fmt.Sprintf("| … ≤ 1.0× chrome-devtools-mcp's response characters | %.2f× | %s |", c2, verdict(c2 <= 1.0)),
				fmt.Sprintf("| … ≤ 0.3× Playwright MCP's wall time (navigation included; after it: %.2f×) | %.2f× | %s |", st, w, verdict(w <= 0.3)))
		}
	}
	return out
}

// widgetMarkdown is the report's section on the widget tasks.
func (r *report) widgetMarkdown() string {
	res := r.widgets
	if res == nil {
		return ""
	}
	var b strings.Builder
	p := func(format string, args ...any) { fmt.Fprintf(&b, format, args...) }
	rounds := 0
	if len(res.Runs) > 0 && len(res.Runs[0]) > 0 {
		rounds = len(res.Runs[0][0])
	}
	p("## Widget tasks on real component libraries\n\n")
	p("Each task is a short job on a page built with a third-party library installed from npm into `.bench/` when the benchmark runs (not in the repository; versions below) and served from loopback with the page (`go/cmd/electron-mcp-bench/widgets/`). ")
	p("The same Go MCP client drives `electron-mcp serve` (the stand-in's window, default options: the person's highlight of what each action acted on is drawn once the agent pauses between calls for 50 ms, which this scripted agent, calling back to back, seldom does; an agent that thinks between calls sees it drawn in its pauses), Playwright MCP 0.0.83 (as in the to-do task) and chrome-devtools-mcp %s (`node chrome-devtools-mcp.js %s`, with `CHROME_DEVTOOLS_MCP_NO_UPDATE_CHECKS=1`), all on the same Debian Chromium (the stand-in's without a back/forward cache, as Electron, whose `WebContentsDelegate` supports none, and Playwright, which turns it off: a task's page, opened after about:blank, runs in the renderer of the page before and reuses the scripts it compiled; until the stand-in matched Electron there, electron-mcp's antd pages were interactive 130–230 ms after their navigation began, the others' 30–60 ms), every page at a 1280×720 viewport (electron-mcp's set by `browser_resize` before each task, not counted: the stand-in's window is Electron's default 800×600); %s, each server started once a round (and again after a task it failed), the servers taking turns in going first.\n\n",
		packageVersion(r.cfg.libs, "chrome-devtools-mcp"), strings.Join(cdtArgs(r.cfg)[1:], " "), plural(rounds, "round"))
	p("The agent is scripted and knows only what the server answered: it finds every element it acts on by role and accessible name (or its text: what reads so, or is named by what it reads, or, failing all else, holds a line reading so, a row printed as one line holding each of its cells, which it reads apart by \" | \") in that server's snapshot text and acts on it by that server's ref (electron-mcp and Playwright MCP: `[ref=…]`, `browser_click`, `browser_type`, `browser_hover`, `browser_drag`; chrome-devtools-mcp: `uid=…`, `click`, `fill`, `hover`, `drag`, and for an editor `click`, `press_key Control+A`, `type_text`). ")
	p("**How the agent reads**: lazily, as an agent that pays for what it reads does, and alike on every server. It takes in what each response shows (electron-mcp's carry what changed, the whole tree after a navigation — or instead of a diff longer than it, or, once a modal dialog that hid the rest of the page closes, what changed since the page before the dialog, each behind a note saying so, which the agent takes as such; Playwright MCP 0.0.83's only link a snapshot file, which it does not read; chrome-devtools-mcp's actions are called without `includeSnapshot`, so they show nothing of the page) and asks for a snapshot (`browser_snapshot`, `take_snapshot`) only when what it has read does not hold the element its next step needs, or when the server refused an element it knew from before the page last changed (then it acts on the element as the new snapshot shows it). ")
	p("When the element is not in a fresh snapshot either (a widget still loading), it takes fresh ones after 0.1, 0.2, 0.4 … 3.2 s. Every call counts. ")
	p("A task is completed when an evaluation in the page afterwards (not counted) finds the expected state. Characters are those of every response the agent read from the navigation to the last step; wall time is from the navigation to the last response.\n\n")
	p("| task | kind | library |")
	for _, s := range res.Servers {
		p(" %s |", s)
	}
	p("\n|---|---|---|")
	for range res.Servers {
		p("---|")
	}
	p("\n")
	for ti, t := range res.Tasks {
		lib := t.Note
		if t.Library != "" {
			lib = strings.TrimSpace(fmt.Sprintf("%s %s %s", t.Library, packageVersion(r.cfg.libs, t.Library), t.Note))
		}
		name := t.Name
		switch t.Unseen {
		case 1:
			name += " (unseen)"
		case 2:
			name += " (unseen, second set)"
		case 3:
			name += " (unseen, third set)"
		case 4:
			name += " (unseen, fourth set)"
		case 5:
			name += " (unseen, fifth set)"
		case 6:
			name += " (unseen, sixth set)"
		case 7:
			name += " (unseen, seventh set)"
		case 8:
			name += " (unseen, eighth set)"
		case 9:
			name += " (unseen, ninth set)"
		case 10:
			name += " (unseen, tenth set)"
		case 11:
			name += " (unseen, eleventh set)"
		case 12:
			name += " (unseen, twelfth set)"
		case 13:
			name += " (unseen, thirteenth set)"
		case 14:
			name += " (unseen, fourteenth set)"
		case 15:
			name += " (unseen, fifteenth set)"
		case 16:
			name += " (unseen, sixteenth set)"
		case 17:
			name += " (unseen, seventeenth set)"
		case 18:
			name += " (unseen, eighteenth set)"
		}
		p("| %s | %s | %s |", name, t.Kind, lib)
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
	chars, wall, steps, n := res.totals()
	ours, pw, cdt := res.server("electron-mcp"), res.server("Playwright MCP"), res.server("chrome-devtools-mcp")
	if n > 0 {
		p("| **sum over the %d tasks all servers completed in every round** | | |", n)
		for si := range res.Servers {
			p(" **%.0f ch, %.0f ms** (%.0f ms after the navigation) |", chars[si], wall[si], steps[si])
		}
		p("\n\nCells are medians over the rounds (characters, wall time); k/n when a server completed a task in only k of n rounds. ")
		p("Over the tasks all servers completed, electron-mcp read %.2f× Playwright MCP's characters and %.2f× chrome-devtools-mcp's, in %.2f× Playwright MCP's wall time (%.2f× chrome-devtools-mcp's). ",
			chars[ours]/chars[pw], chars[ours]/chars[cdt], wall[ours]/wall[pw], wall[ours]/wall[cdt])
		p("Counting only what follows the navigation's response (the steps on the widget, without the page and its library loading), it is %.2f× Playwright MCP's and %.2f× chrome-devtools-mcp's.\n\n",
			steps[ours]/steps[pw], steps[ours]/steps[cdt])
		p("%s", res.unseenMarkdown())
		if nav, theirs := wall[ours]-steps[ours], wall[pw]-steps[pw]; wall[ours] > 0.3*wall[pw] {
			p("Of electron-mcp's %.0f ms, %.0f ms are the navigations (the page and its library loading, then the first snapshot), about what Playwright MCP's take (%.0f ms): within 0.3× of Playwright MCP's wall time, the steps after them would have to take %.0f ms together (they take %.0f ms).\n\n",
				wall[ours], nav, theirs, 0.3*wall[pw]-nav, steps[ours])
		}
		p("%s\n", res.callTimesMarkdown())
		p("%s\n", res.callCharsMarkdown())
	}
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

// unseenMarkdown sets each unseen set's figures apart from the others':
// tasks on components no other task uses, written after the server's
// responses were last tuned and not tuned against.
func (res *widgetResults) unseenMarkdown() string {
	var b strings.Builder
	if n := res.count(unseenSet(1)); n > 0 {
		fmt.Fprintf(&b, "**Unseen tasks.** The tasks marked (unseen), %d, are on components no other task uses and were written without looking at how electron-mcp names or folds what it shows (in their first run electron-mcp failed two of them that Playwright MCP completed; the two general fixes they called for, each with a test of its own, are measured here, so they are unseen but for that); the others were written by the people who tuned the responses against them. ", n)
		b.WriteString(res.setFigures(unseenSet(1), "unseen tasks", true))
	}
	if n := res.count(unseenSet(2)); n > 0 {
		fmt.Fprintf(&b, "**Second unseen set.** The tasks marked (unseen, second set), %d, were written after those two fixes, on components neither the tuned tasks nor the first set use, in the same way: asked as a person would ask, without looking at how electron-mcp names or folds what it shows. electron-mcp completed all of them in their first run (2 rounds), reading 0.56× Playwright MCP's characters and 1.13× chrome-devtools-mcp's in 0.49× Playwright MCP's wall time; what that run showed was then fixed generally, each with a test of its own (a run of short entries, a time picker's hours, no longer folds; a list item that is a box around its text is one line; an antd submenu about to show, transparent, is waited for; empty live regions coming and going are no change, and a live region drawn nowhere, React Aria's announcer, is not in the snapshot), and the figures here are after those fixes. ", n)
		b.WriteString(res.setFigures(unseenSet(2), "tasks of the second set", false))
	}
	if n := res.count(unseenSet(3)); n > 0 {
		fmt.Fprintf(&b, "**Third unseen set.** The tasks marked (unseen, third set), %d, were written after the second set's fixes, on components none of the other tasks use (mentions, closable tabs, a drawer with a form, an inline-editable title, a confirmation popover, a creatable autocomplete, a speed dial, a load-more list, an action sheet with an alert, a wizard whose steps check their fields), in the same way. In their first run (2 rounds) electron-mcp completed 9 of the 10 in every round, Playwright MCP and chrome-devtools-mcp all 10: electron-mcp's click on the speed dial's button left it closed (MUI opens it on a timer when the pointer enters, and a click toggles it; electron-mcp pressed a frame after its hover), and its click on the hidden Share action was refused as covered; over the 9 all completed, 0.52× Playwright MCP's characters and 1.11× chrome-devtools-mcp's, in 0.44× Playwright MCP's wall time. What that run showed was then fixed generally, with tests of its own: a click checks that its element stands still before the hover and sends the hover, press and release together, as Playwright's click does, the page stopping a press the hover sent elsewhere; the figures here are after that fix. ", n)
		b.WriteString(res.setFigures(unseenSet(3), "tasks of the third set", false))
		b.WriteString("**Fixes after the second and third sets were measured in full.** In that run (second set: 0.49×, 1.02×, 0.39×; third: 0.52×, 1.14×, 0.38×), where the time and the characters of both sets went was fixed generally, each with a test of its own, and the figures above are after those fixes, so the two sets are unseen but for them: a click or a typing that brings up a busy state (a progress bar with no value, aria-busy: the load-more list's spinner, a search's loading list) waits for it to end, 2 s at most; a hover's or a click's watch for what it shows sees the element's own shadow roots (Shoelace's submenu, which it waited 400 ms for and missed); typing into a field whose menu of items shows already waits for no suggestions (React Aria's command palette, 400 ms).\n\n")
	}
	if n := res.count(unseenSet(4)); n > 0 {
		fmt.Fprintf(&b, "**Fourth unseen set.** The tasks marked (unseen, fourth set), %d, were written after all the fixes above, by a helper that read none of electron-mcp's naming or folding code, on components none of the other tasks use (antd's slider marks, accordion of switches and clickable steps; MUI's table selection with a bulk menu and its accordion; Shoelace's multiple select; Material Web's dialog of radios; Ionic's sheet modal; Fluent UI's web components; React Aria's combobox and number field; Mantine's stepper, number and tags inputs), with Playwright MCP as the reference: a task it did not complete in every round was a wrong task. In their first run (2 rounds) electron-mcp completed 10 of the 11 in every round, Playwright MCP 11, chrome-devtools-mcp 9: electron-mcp showed Fluent UI's options as text with no ref (their role, given through ElementInternals, is out of a script's reach, and the custom elements, with no class, were not taken for a listening list's items), as chrome-devtools-mcp did; over the 9 all completed, 0.40× Playwright MCP's characters and 1.12× chrome-devtools-mcp's, in 0.32× Playwright MCP's wall time. One task was changed after that run: the antd accordion's switch is named as every server names it, \"Invoice reminders :\" (antd's label draws a colon after it), with the name without the colon as the fallback, as the drawer task written before it does; Playwright MCP had completed the first wording by clicking the switch's label, a line of its own there, which electron-mcp folds into the switch. What the run showed was then fixed generally, each with a test of its own, and the figures here are after those fixes: a custom element's repeats are a listening list's items by their tag alone (Fluent's options get refs); an empty focusable element with no area, a focus trap's sentinel (MUI's menu has two), has no line; a closed menu, listbox or dialog with a ref is one removed line; a control whose children only make up its label (Shoelace's option, antd's step) is one line; a text box that is no editor reads as its lines, without the markup's white space; a console message in a response's events is its first line (the Ionic page's error with its stack took 900 characters). Later, roles and states a web component gives itself through ElementInternals, which no script can read (Fluent UI's tabs, switch and options; Material Web's and Ionic's too), are read from Chromium's accessibility tree for the custom elements a person can act on, the tree being dropped after each look (it costs 12 to 42 ms a snapshot on these pages). ", n)
		b.WriteString(res.setFigures(unseenSet(4), "tasks of the fourth set", false))
	}
	if n := res.count(unseenSet(5)); n > 0 {
		fmt.Fprintf(&b, "**Fifth unseen set.** The tasks marked (unseen, fifth set), %d, were written after all the fixes above, by a helper that read none of electron-mcp's naming or folding code, on components none of the other tasks use (jQuery UI's confirm dialog with a checkbox and its autocomplete with server answers and a spinner; Bootstrap's toggle buttons; antd's checkable tree and growing list of fields; MUI's navigation drawer with a nested list; Ionic's search bar and popover; Mantine's one-time code boxes; React Aria's sortable table; Shoelace's menu of checkbox items; Fluent UI's dialog with a text area; AG Grid's dropdown cell editor), with Playwright MCP alone as the reference (every task completed there in every round before any other server ran them). In their first run (2 rounds, the code as it was then) electron-mcp completed 10 of the 12 in every round, Playwright MCP 12, chrome-devtools-mcp 8; over the 7 all completed, 0.51× Playwright MCP's characters and 1.07× chrome-devtools-mcp's, in 0.36× Playwright MCP's wall time (0.28× after the navigation). Its two failures were fixed generally, each with a test of its own, and the figures here are after those fixes: a checkbox hidden from sight apart from the label that draws it (jQuery UI's checkboxradio, in a dialog) is clicked through its label, where electron-mcp's click had landed on the dialog's body and done nothing; a required field's name drops the star its form draws by the label (antd's \"* Phone 2\" is \"Phone 2\", [required] saying the rest). No task was changed. ", n)
		b.WriteString(res.setFigures(unseenSet(5), "tasks of the fifth set", false))
	}
	if n := res.count(unseenSet(6)); n > 0 {
		fmt.Fprintf(&b, "**Sixth unseen set.** The tasks marked (unseen, sixth set), %d, were written after all the fixes above, without reading any of electron-mcp's naming or folding code, on components none of the other tasks use (antd's guided tour, date range presets and rows edited in place; MUI's collapsed breadcrumbs; React Aria's colour swatches and a select with a virtualised list; Shoelace's carousel dots and split pane; Mantine's file tree with a context menu; Ionic's wheel picker; Bootstrap's tabs with a More menu; FullCalendar's popover of a day's more events), with Playwright MCP alone as the reference (every task completed there in every round before any other server ran them). In their first run (2 rounds, the code as it was then) electron-mcp completed 9 of the 12 in every round, Playwright MCP 12, chrome-devtools-mcp 8; over the 7 all completed, 0.44× Playwright MCP's characters and 0.92× chrome-devtools-mcp's, in 0.33× Playwright MCP's wall time (0.24× after the navigation). Of its three failures, two were electron-mcp's, fixed generally, each with a test of its own: a slider whose children are buttons a person clicks (Ionic's wheel picker: a column with the slider role, a button for each value) keeps them, where Chromium's tree and electron-mcp's left them out; in a frame with a splitter, headings get refs, as where it is dragged to (the split pane was to be dragged to the note's title). The third was the agent's, for every server: a finder's visible text also finds what is named by it (FullCalendar's \"+3 more\", a link named by its text whose title says \"Show 3 more events\"; chrome-devtools-mcp failed it too), and, failing all else, what holds a line reading so (a calendar event: its time, then its title). No task was changed. Later, a part that says no more than the name of what holds it has no line (FullCalendar's day cells printed each date twice). ", n)
		b.WriteString(res.setFigures(unseenSet(6), "tasks of the sixth set", false))
	}
	if n := res.count(unseenSet(7)); n > 0 {
		fmt.Fprintf(&b, "**Seventh unseen set.** The tasks marked (unseen, seventh set), %d, were written after all the fixes above by a helper that read none of electron-mcp's naming or folding code, on components none of the other tasks use (antd's grouped suggestions, page-size select and stacked dialogs; MUI's multi-select with ticks; React Aria's popover with a form and bulk actions on a grid list; Mantine's drawer of tabs; Vaadin's grid row details; Ionic's select in an alert; Bootstrap's nested accordions; Tabulator's grouped rows; Fluent UI's message bars), with Playwright MCP alone as the reference (every task completed there in both rounds before any other server ran them). In their first run (2 rounds, the code as it was then) electron-mcp completed 11 of the 12 in every round, Playwright MCP 12, chrome-devtools-mcp 10; over the 9 all completed, 0.43× Playwright MCP's characters and 0.76× chrome-devtools-mcp's, in 0.27× Playwright MCP's wall time (0.21× after the navigation) — but 0.34× without the React Aria popover task, where Playwright MCP refused the click on a radio whose label takes the pointer for 5 s before the agent clicked the label. electron-mcp's failure, fixed generally with a test of its own, was the typing's: Vaadin's grid filters its rows 200 ms after the last key, the response came before, the agent's click opened the details of a row the filter then moved, and what it typed there was lost; typing now waits for the timers the page sets in answer to its keys (1 s at most; not an editor's, nor those of a page that answered the typing already). Then, from where the set's time went: a click on a control at the top of a collapse growing open, clipped at first, goes once it shows rather than once the animation ends (Bootstrap's nested accordions, 290 ms a click); and, from its transcripts, a later stop's diffs: a node the page moves is shown [moved], not removed and added (Fluent's notices), and a cell's name its content repeats is left out (React Aria's grid list), so the set is no longer unseen for characters. No task was changed. ", n)
		b.WriteString(strings.TrimSuffix(res.setFigures(unseenSet(7), "tasks of the seventh set", false), "\n\n"))
		snooze := func(t widgetTask) bool { return t.Unseen == 7 && !strings.Contains(t.Name, "snooze") }
		if uc, uw, _, un := res.totalsOf(snooze); un > 0 {
			ours, pw := res.server("electron-mcp"), res.server("Playwright MCP")
			fmt.Fprintf(&b, " Without the popover task, over the %d others all servers completed: %.2f× Playwright MCP's characters, %.2f× its wall time.", un, uc[ours]/uc[pw], uw[ours]/uw[pw])
		}
		b.WriteString("\n\n")
	}
	if n := res.count(unseenSet(8)); n > 0 {
		fmt.Fprintf(&b, "**Eighth unseen set.** The tasks marked (unseen, eighth set), %d, were written after the seventh set by someone who read none of electron-mcp's naming or folding code, on components none of the other tasks use (antd's calendar card; MUI's split button; Mantine's nested nav links and pagination; React Aria's tree with checkboxes; Headless UI's row menu and dialog; Shoelace's cart drawer; Ionic's accordion of radio lists; Vaadin's tree grid; Fluent UI's menu of checkable items; Material Web's submenu; Bootstrap's list-group tabs and popover; jQuery UI's tabs with a panel loaded over the network), with Playwright MCP alone as the reference (every task completed there in both rounds before any other server ran them). In their first run (2 rounds, all three servers, the code at 8be3706) electron-mcp completed 11 of the 12 in every round, Playwright MCP 12, chrome-devtools-mcp 9; over the 8 all completed, 0.38× Playwright MCP's characters and 0.74× chrome-devtools-mcp's, in 0.28× Playwright MCP's wall time (0.20× after the navigation). electron-mcp's failure (the code before this set failed it too) was a click heard by no one: Bootstrap's popover wires its Clear all button at its shown event, once its fade in has ended, and the click came during the fade; a click on what a popup holds now waits for the popup's fade in to end, with a test of its own. No task was changed. ", n)
		b.WriteString(res.setFigures(unseenSet(8), "tasks of the eighth set", false))
	}
	if n := res.count(unseenSet(9)); n > 0 {
		fmt.Fprintf(&b, "**Ninth unseen set.** The tasks marked (unseen, ninth set), %d, were written after the eighth set by a helper that read none of electron-mcp's naming, folding or snapshot code, on components none of the other tasks use (antd's inline menu; MUI's table pagination; Mantine's radio and checkbox cards in an accordion; React Aria's submenus; Headless UI's filter popovers; Fluent UI's tree and toggle button; Material Web's switches and slider; Bootstrap's collapsed navbar; jQuery UI's nested menu; Tabulator's header filter and list editor; FullCalendar's list view; flatpickr's range picker), with Playwright MCP alone as the reference (every task completed there in both rounds before any other server ran them). In their first run (2 rounds, all three servers, the code at c4fed9a) every server completed all 12 in every round; electron-mcp read 0.39× Playwright MCP's characters and 0.83× chrome-devtools-mcp's, in 0.23× Playwright MCP's wall time (0.18× after the navigation). From its transcripts came one change, so the set is no longer unseen for characters: a table row whose cells hold text but for those holding only controls prints as one line with its controls under it (MUI's table printed eight lines a row, and the agent asked for a snapshot to find an order). A later stop, reading all sets' transcripts against chrome-devtools-mcp's, found jQuery UI's nested menu answering each click on an item with a submenu with no change, the submenu opening 300 ms after the pointer came, and the agent looking three times for each: what the pointer shows a moment later is now waited for there too, as jQuery measures the item by a table it adds and removes at once and moves a highlight, neither of which counts as shown (7,294 → about 2,100 characters). No task was changed. ", n)
		b.WriteString(res.setFigures(unseenSet(9), "tasks of the ninth set", false))
	}
	if n := res.count(unseenSet(10)); n > 0 {
		fmt.Fprintf(&b, "**Tenth unseen set.** The tasks marked (unseen, tenth set), %d, were written after the ninth set by a helper that read none of electron-mcp's naming, folding or snapshot code, on components none of the other tasks use (antd's search field with a loading button over a list; React Aria's tag group; MUI's sortable table with a filter applied after the typing stops; Radix UI's menu bar; Mantine's hover cards; Monaco's find and replace widget; jQuery UI's draggables and drop targets; Handsontable's context menu; Shoelace's star ratings and loading button; Ionic's reorder group; AG Grid's row dragging; Fluent UI's drawer and slider), with Playwright MCP alone as the reference (every task completed there in both rounds before any other server ran them). In its first run (2 rounds, all three servers, the code at 13008a5) electron-mcp completed 11 of the 12 in every round, Playwright MCP 12, chrome-devtools-mcp 9; over the 8 all servers completed, electron-mcp read 0.51× Playwright MCP's characters and 1.14× chrome-devtools-mcp's, in 0.49× Playwright MCP's wall time (0.45× after the navigation): none of the three targets met. What it found was fixed generally, each with a test of its own, so the set is no longer unseen: a drag waited at every move of the way for the items sliding into place, where a data grid only re-positions its rows while its live region speaks (AG Grid's row drag took 2.3 s; it waits now only where a move rearranged the page's nodes, as a sortable list does); a line that moved among its siblings is shown [moved] after the sibling before it, with what it holds when its line names nothing (jQuery UI's receipts answered each drag with the page's every line, some counted away, and the agent asked for a snapshot after each); and the agent, for every server, finds an element by the innermost ref holding a line that reads so when nothing else matches (Ionic's reorder items hold their labels as text; electron-mcp's task failed there). A later stop read its transcripts for characters, chrome-devtools-mcp's target being missed, and changed, each generally with a test of its own: a hover's wait for what it shows counts nothing that closes (Mantine's card the pointer left closed before the next opened, and the agent looked twice more); a box taking clicks around a list item that names nothing is one line (Ionic's reorder handles); a drag's answer names its elements by their refs; where a filter leaves few of a list's entries, the diff shows those left and counts those that went (MUI's table); a removed line with a ref that names nothing is one line; a loading button's turning icon is a busy state the action waits for (antd's search, which the agent looked at four times). ", n)
		b.WriteString(res.setFigures(unseenSet(10), "tasks of the tenth set", false))
	}
	if n := res.count(unseenSet(11)); n > 0 {
		fmt.Fprintf(&b, "**Eleventh unseen set.** The tasks marked (unseen, eleventh set), %d, were written after the tenth set by a helper that read none of electron-mcp's naming, folding or snapshot code, on components none of the other tasks use (antd's table with row selection; antd's checkable tags; Mantine's range slider; Shoelace's range and radio group; Ionic's floating action button; Handsontable's dropdown cells; AG Grid's pagination panel; Tabulator's column header menus; jQuery UI's connected sortable lists; React Aria's disclosure group and toggle button group; Mantine's grouped combobox; Vaadin's multi-select combo box), with Playwright MCP alone as the reference (every task completed there in both rounds before any other server ran them). In its first run (2 rounds, all three servers, the code at 0ea15d4) electron-mcp completed all 12 in every round, Playwright MCP 12, chrome-devtools-mcp 9; over the 9 all servers completed, electron-mcp read 0.41× Playwright MCP's characters and 1.02× chrome-devtools-mcp's (not met), in 0.18× Playwright MCP's wall time. A later stop read its transcripts for characters and changed, each generally with a test of its own, so the set is no longer unseen: a wrapper that takes focus for its one control gives its focus to the control's line (Mantine's slider root, focused by a click, came as a line around the whole track and went with the next key); a node found under another parent is matched as moved before a re-render's guesses, and one moved into a new wrapper shows only its changes (Vaadin's combo box field, wrapped with the list it opened); a table's cells whose hover listeners every cell of the row has get no ref for them (antd's table highlights its row spans: every cell had a ref); a row's leading selection cell leaves its text first on its line, and a removed row with a ref is its line alone. ", n)
		b.WriteString(res.setFigures(unseenSet(11), "tasks of the eleventh set", false))
	}
	if n := res.count(unseenSet(12)); n > 0 {
		fmt.Fprintf(&b, "**Twelfth unseen set.** The tasks marked (unseen, twelfth set), %d, were written after the eleventh set by a helper that read none of electron-mcp's naming, folding or snapshot code, on components none of the other tasks use (Radix UI's toggle groups and slider; MUI X's data grid with its quick filter and column menus; Mantine's month range picker; React Aria's drag and drop between lists; jQuery UI's selectable; Tabulator's row context menu; Leaflet's layers control; Ionic's dual-knob range; Choices.js's multiple select with search; SweetAlert2's dialogs in turn; UI5 Web Components' step input and segmented button; FullCalendar's selection of days by a drag), with Playwright MCP alone as the reference (every task completed there in both rounds before any other server ran them). In its first run (2 rounds, all three servers, the code at e31b6b6) electron-mcp completed 11 of 12 in every round (not Tabulator's row menu: no cell to right-click), Playwright MCP 12, chrome-devtools-mcp 10; over the 10 all servers completed, electron-mcp read 0.40× Playwright MCP's characters and 1.12× chrome-devtools-mcp's (not met), in 0.31× Playwright MCP's wall time (not met). Later stops read its transcripts and changed, each generally with a test of its own, so the set is no longer unseen: the cells of a grid that listens for clicks on itself get refs (Tabulator finds the row from the event's target); a row of one cell with nothing of its own is that cell, named by its text (React Aria's grid list of people to drag); two or three short texts in what has no ref are one line (a seat's number and its \"(taken)\"); a dragged element that left its place says so in a clause. ", n)
		b.WriteString(res.setFigures(unseenSet(12), "tasks of the twelfth set", false))
	}
	if n := res.count(unseenSet(13)); n > 0 {
		fmt.Fprintf(&b, "**Thirteenth unseen set.** The tasks marked (unseen, thirteenth set), %d, were written after the twelfth set by a helper that read none of electron-mcp's naming, folding or snapshot code, on components none of the other tasks use (cmdk's command palette; dnd kit's sortable list dragged by the pointer; Pickr's colour picker; Splide's carousel; react-complex-tree's rename and drag onto a folder; Ark UI's date range picker, its rating and tags input, and its menu of radio and checkbox items with a submenu; PrimeReact's pick list and checkbox tree; React Suite's cascader and time pickers), with Playwright MCP alone as the reference (every task completed there in both rounds before any other server ran them). In its first run (2 rounds, all three servers, the code at 42499e9) electron-mcp completed 11 of 12 in every round (not dnd kit's playlist: its click after the drags was swallowed), Playwright MCP 12, chrome-devtools-mcp 9; over the 9 all servers completed, electron-mcp read 0.46× Playwright MCP's characters and 1.04× chrome-devtools-mcp's (not met), in 0.28× Playwright MCP's wall time. The same stop then read its transcripts and changed, each with a test of its own, so the set is no longer unseen: a drag waits for the timers the page sets at its release, 150 ms at most (dnd kit swallows clicks for 50 ms after a drag); a carousel's track sliding is waited for (Splide showed the slide before); a grid's cell around one control is that control (Ark UI's calendar days); a control whose text box says a part of its name is one line (React Suite's hours); a diff that hid most of the page keeps it to come back to (cmdk's command menu, closed). ", n)
		b.WriteString(res.setFigures(unseenSet(13), "tasks of the thirteenth set", false))
	}
	if n := res.count(unseenSet(14)); n > 0 {
		fmt.Fprintf(&b, "**Fourteenth unseen set.** The tasks marked (unseen, fourteenth set), %d, were written after the thirteenth set by a helper that read none of electron-mcp's naming, folding or snapshot code, on component libraries none of the other tasks use (Pikaday's date picker; FilePond's file drop area with a file removed and one uploaded; driver.js's guided tour, acted on while it highlights; react-day-picker's calendar of several days; @szhsin/react-menu's context menu with submenus; Lexical's rich-text editor with block buttons; Blueprint's tabs, numeric inputs, switch and confirm dialog; Element Plus's table sorted and ticked by rows with a select; Naive UI's tree whose documents are dragged onto folders and its filtered select; Lion's rich select, checkbox group and stepper; TOAST UI Grid's cells edited in place; Ariakit's multi-select combobox and select), with Playwright MCP alone as the reference (every task completed there in both rounds before any other server ran them). In its first run (2 rounds, all three servers, the code at d861e32, whose changes of that stop were all made before the set came) electron-mcp completed 9 of 12 in every round (not FilePond's upload: the submit came before FilePond took the file, 250 ms after its input's change; not Element Plus's table: its rows, which listen for clicks themselves, had no ref, their cells one each; not Naive UI's tree: the second drag started while the first drop's folder grew open, and the tree threw at every dragover), Playwright MCP 12, chrome-devtools-mcp 8; over the 7 all servers completed, electron-mcp read 0.42× Playwright MCP's characters and 0.95× chrome-devtools-mcp's, in 0.25× Playwright MCP's wall time. The same stop then read its transcripts and changed, each with a test of its own, so the set is no longer unseen: an upload waits for the timers the page sets in answer to its input's change; a table's row that listens for clicks itself gets the ref (and the agent reads a row printed as one line as holding each of its cells); text drawn over a field in the field's own box (a select's placeholder) does not cover it; a drag presses once the geometry animations running in its document have ended, 600 ms at most; a diff's rows whose cells it leaves out are not lines alike; a head holding an abbreviation that reads its name is that name alone (a calendar's week days); an inline style eased by less than a pixel, or an attribute set again to its value, is no change to wait for (FilePond's springs). ", n)
		b.WriteString(res.setFigures(unseenSet(14), "tasks of the fourteenth set", false))
	}
	if n := res.count(unseenSet(15)); n > 0 {
		fmt.Fprintf(&b, "**Fifteenth unseen set.** The tasks marked (unseen, fifteenth set), %d, were written after the fourteenth set by a helper that read none of electron-mcp's naming, folding or snapshot code, on component libraries none of the other tasks use (Vuetify's select, date picker in a menu and multi-select autocomplete; Quasar's filtered select, date in a popup and toggle buttons; Fancytree's checkbox tree, opened by double clicks and ticked with the space bar; intl-tel-input's country dropdown with its search field; UIkit's sortable lists dragged within and between columns, with a confirm modal; Semantic UI React's search and multiple dropdowns with a modal; Evergreen's select menu, combobox and tag input; Chakra UI's menus of radio and checkbox items, number input and modal; Grommet's range calendar, select and radio group; Tiptap's rich-text editor with block buttons; Tempus Dominus's date and time picker, its controls divs with titles; react-big-calendar's month view with its “+2 more” popup), with Playwright MCP alone as the reference (every task completed there in both rounds before any other server ran them). In its first run (2 rounds, all three servers, the code at 8319ed5, whose changes of that stop were all made before the set came) electron-mcp completed 10 of 12 in every round (not UIkit's board: a card dragged onto the first card of another list landed after it, where the task wants it before, UIkit putting a card from another list before or after the card under the pointer by the half the pointer is in, and electron-mcp's drag ending at the card's very middle; not Tempus Dominus's picker: its next month's button re-used the day cells, the diff showed eight and counted the other 34 left out, and the agent clicked the 14th it knew, now another day), Playwright MCP 12, chrome-devtools-mcp 6; over the 10 electron-mcp and Playwright MCP completed, electron-mcp read 0.23× Playwright MCP's characters in 0.33× its wall time, and over the 6 all servers completed 0.70× chrome-devtools-mcp's characters. The same stop then changed, with a test of its own, so the set is no longer unseen: a diff's count of the changed lines it leaves out names their refs, which the agent then takes for stale (Tempus Dominus's task completes). The next stop made a drag onto a card of another list end 2 px before the card's middle, where such a list puts the card in its place (UIkit's board completes). ", n)
		b.WriteString(res.setFigures(unseenSet(15), "tasks of the fifteenth set", false))
	}
	if n := res.count(unseenSet(16)); n > 0 {
		fmt.Fprintf(&b, "**Sixteenth unseen set.** The tasks marked (unseen, sixteenth set), %d, were written after the fifteenth set by a helper that read none of electron-mcp's naming, folding or snapshot code, on component libraries none of the other tasks use (PrimeVue's select, date picker and multiple autocomplete; Headless UI for Vue's radio group, listbox, filtered combobox, switch and dialog; Vue Multiselect's searchable select and tag inputs, one creating its tag; React Bootstrap's tabs of checkboxes, dropdown button and modal; Fluent UI React v9's multiselect combobox, menu of radio items and dialog; PatternFly's wizard with a typeahead select and a dual list selector; vanillajs-datepicker's range of two pickers, their day cells without roles; TOAST UI Editor's rich text with its headings popup; Carbon's web components, a dropdown, combobox, multi-select and modal in shadow roots; svelte-jsoneditor's tree edited in place and through its context menu; Spectrum Web Components' picker, combobox, number field, action menu and dialog; Coloris's colour picker with its swatches), with Playwright MCP alone as the reference (every task completed there in both rounds before any other server ran them). Four libraries were dropped before it came, none of them run on another server: @hello-pangea/dnd and vis-timeline (their drags need several pointer moves, and Playwright MCP's drag makes one; the former's keyboard lift needs a focus its cards do not take on a click), TOAST UI Calendar (an event's click opens its popup only when the button is held a moment) and Editor.js (its blocks and its + button have neither role nor name). In its first run (2 rounds, all three servers, the code at dfc2bda, whose changes of that stop were all made before the set came) electron-mcp completed 11 of 12 in every round (not vanillajs-datepicker's range: its day cells, spans under one element listening for clicks above the weekday names and the grid, had no refs, and the agent's click on that element landed on the 17th), Playwright MCP 12, chrome-devtools-mcp 7; over the 11 electron-mcp and Playwright MCP completed, electron-mcp read 0.42× Playwright MCP's characters in 0.33× its wall time, and over the 6 all servers completed 0.89× chrome-devtools-mcp's characters. The same stop then changed, each with a test of its own, so the set is no longer unseen: the cells and days a listener above them is for get the refs (vanillajs-datepicker's task completes); a control and its label inside a name say the label's text once (Carbon's options read “Security Security”, and the agent took the checkbox inside); and a click on an element that lets the pointer through to an ancestor of its own lands there (Carbon's checkbox had been refused as covered by its option, after 1.5 s). ", n)
		b.WriteString(res.setFigures(unseenSet(16), "tasks of the sixteenth set", false))
	}
	if n := res.count(unseenSet(17)); n > 0 {
		fmt.Fprintf(&b, "**Seventeenth unseen set.** The tasks marked (unseen, seventeenth set), %d, were written after the sixteenth set by a helper that read none of electron-mcp's naming, folding or snapshot code, on component libraries none of the other tasks use (Arco Design Vue's cascader, searchable select, number field, switch and modal; Oruga's tree, tag input with autocomplete, dropdown and modal; DataTables' sorting, search and row checkboxes; Jodit's rich text with its paragraph-format popup; Cally's range calendar of two months in shadow roots; mdui's select, segmented buttons, chips and dialog in shadow roots, its menu items without roles; Reka UI's select, toggle group, number field, tags input and alert dialog; Base UI's combobox, radio group, select, number field, checkbox and dialog; Semi Design's tree select, selects, date picker and modal, some of them named otherwise than they read; react-jsonschema-form's form from a JSON schema, an array grown by its Add button; GOV.UK Frontend's radios revealing fields, accordion and character count; react-arborist's virtualised tree, a note renamed in place), from the pages' visible text and the standard ARIA roles alone, with Playwright MCP alone as the reference (every task completed there in both rounds before any other server ran them). Three libraries were dropped before it came, none of them run on another server: Wunderbaum (its tree grid's rows, expanders and checkboxes have neither role nor name, every tick reading alike), easepick (GPL) and Shepherd.js (AGPL since its 12th major). In its first run (2 rounds, all three servers, the code at 3466ffe, whose changes of that stop but one, the click's wait for a poll, were made after it) electron-mcp completed 10 of 12 in every round (not react-jsonschema-form's: the agent looked for the textbox \"Full name*\", as Chromium names it, and electron-mcp prints a required field's name without the star its form draws, \"Full name\" [required]; and GOV.UK Frontend's in the second round: its accordion keeps the sections open in sessionStorage, electron-mcp's stand-in keeps its tab from round to round, and the agent's click closed the section the first round had opened), Playwright MCP 12, chrome-devtools-mcp 6; over the 10 electron-mcp and Playwright MCP completed, electron-mcp read 0.36× Playwright MCP's characters in 0.26× its wall time, and over the 4 all servers completed 0.80× chrome-devtools-mcp's characters. The same stop then changed, so the set is no longer unseen: the agent, for every server, takes a name with or without a required field's star for the same, and every task starts with its origin's storage empty, on every server (both are the benchmark's, not the server's); a list re-drawn in another order (DataTables' rows sorted anew) is shown in its new order rather than as which rows came and went, each with a test of its own. Run again on the last code (electron-mcp alone, 2 rounds, against the first run's other servers): 12 of 12, 0.35× Playwright MCP's characters, 0.23× its wall time, and 0.76× chrome-devtools-mcp's characters over the 6 it completed. ", n)
		b.WriteString(res.setFigures(unseenSet(17), "tasks of the seventeenth set", false))
	}
	if n := res.count(unseenSet(18)); n > 0 {
		fmt.Fprintf(&b, "**Eighteenth unseen set.** The tasks marked (unseen, eighteenth set), %d, were written after the seventeenth set by a helper that read none of electron-mcp's naming, folding or snapshot code, on component libraries none of the other tasks use (TDesign Vue's select, date picker, radio buttons, number field, checkbox and dialog; Vant's action sheet, calendar in a bottom popup, stepper, radios, switch and confirm dialog; Buefy's steps, tag input with autocomplete, dropdown, number input and switch; Fluent UI React v8's combobox, date picker, spin button, multi-select dropdown, toggle and dialog; Primer React's action menu, select panel filtered as one types, segmented control and dialog; react-widgets' dropdown list, filtering combobox, multiselect and date picker; Duet's date picker twice on one form; the Umbraco UI Library's tabs, combobox with options without roles, colour swatches, toggle, radio group and checkbox in shadow roots; ninja-keys' command palette in a shadow root, its commands without roles; SunEditor's rich text with its block-style list; react-accessible-treeview's tree of propagating ticks; Kobalte's select, radio group, slider moved by its arrow keys, switch and toggle group, on Solid), from the pages' visible text and the standard ARIA roles alone, with Playwright MCP alone as the reference (every task completed there in both rounds before any other server ran them). No library was dropped; Kobalte's alert dialog, whose portal rendered nothing under Solid's hyperscript, was left out of its page. In its first run (1 round, all three servers, the code at f80a373) electron-mcp completed the 12, Playwright MCP 12, chrome-devtools-mcp 10; over the 10 all servers completed, electron-mcp read 0.30× Playwright MCP's characters and 0.63× chrome-devtools-mcp's, in 0.19× Playwright MCP's wall time. Its transcripts showed one waste, fixed generally after it with a test of its own, so the figures below are after that fix: Duet's date picker hides its dialog from assistive technology as it begins to fade out, and its buttons, still drawn, came back in the answer as controls left under aria-hidden; they are left out while what holds them fades out (that task: 8,633 characters in the first run). ", n)
		b.WriteString(res.setFigures(unseenSet(18), "tasks of the eighteenth set", false))
	}
	return b.String()
}

// setFigures is a set's ratios (with the tuned tasks' beside them when
// tuned says so), what each server completed of it, and the ratios over
// the tasks electron-mcp and each other server both completed.
func (res *widgetResults) setFigures(keep func(widgetTask) bool, what string, tuned bool) string {
	var b strings.Builder
	ours, pw, cdt := res.server("electron-mcp"), res.server("Playwright MCP"), res.server("chrome-devtools-mcp")
	if uc, uw, us, un := res.totalsOf(keep); un > 0 {
		fmt.Fprintf(&b, "Over the %d %s all servers completed, electron-mcp read %.2f× Playwright MCP's characters and %.2f× chrome-devtools-mcp's, in %.2f× Playwright MCP's wall time (%.2f× after the navigation)",
			un, what, uc[ours]/uc[pw], uc[ours]/uc[cdt], uw[ours]/uw[pw], us[ours]/us[pw])
		if sc, sw, ss, sn := res.totalsOf(isSeen); tuned && sn > 0 {
			fmt.Fprintf(&b, "; over the %d others, %.2f×, %.2f× and %.2f× (%.2f×)", sn, sc[ours]/sc[pw], sc[ours]/sc[cdt], sw[ours]/sw[pw], ss[ours]/ss[pw])
		}
		b.WriteString(". ")
	}
	var done []string
	for si, s := range res.Servers {
		n := 0
		for ti, t := range res.Tasks {
			if c := res.cell(ti, si); keep(t) && c.Done > 0 && c.Done == c.Runs {
				n++
			}
		}
		done = append(done, fmt.Sprintf("%s %d", s, n))
	}
	fmt.Fprintf(&b, "Of the %s, each server completed in every round: %s. ", what, strings.Join(done, ", "))
	if co, ct, wo, wt, n := res.pairTotalsOf(ours, pw, keep); n > 0 {
		fmt.Fprintf(&b, "Over the %d %s electron-mcp and Playwright MCP both completed, %.2f× Playwright MCP's characters and %.2f× its wall time", n, what, co/ct, wo/wt)
		if co, ct, _, _, n := res.pairTotalsOf(ours, cdt, keep); n > 0 {
			fmt.Fprintf(&b, "; over the %d electron-mcp and chrome-devtools-mcp both completed, %.2f× chrome-devtools-mcp's characters", n, co/ct)
		}
		b.WriteString(".")
	}
	b.WriteString("\n\n")
	return b.String()
}

// count is how many of the tasks keep keeps.
func (res *widgetResults) count(keep func(widgetTask) bool) int {
	n := 0
	for _, t := range res.Tasks {
		if keep(t) {
			n++
		}
	}
	return n
}

// callKinds name the kinds of tool call the agent makes, by tool, on
// every server.
var callKinds = map[string]string{
	"browser_navigate": "navigation", "navigate_page": "navigation",
	"browser_click": "click", "click": "click",
	"browser_type": "type", "fill": "type", "type_text": "type", "press_key": "type",
	"browser_press_key": "type",
	"browser_hover":     "hover", "hover": "hover",
	"browser_drag": "drag", "drag": "drag",
	"browser_snapshot": "snapshot", "take_snapshot": "snapshot",
}

var callKindOrder = []string{"navigation", "click", "type", "hover", "drag", "snapshot", "other"}

// callTimes sums up the calls of the completed runs of the tasks every
// server completed in every round, per server and kind of call: how many,
// the median and the total time (ms).
func (res *widgetResults) callTimes() (n, median, total [][]float64) {
	n, median, total = make([][]float64, len(res.Servers)), make([][]float64, len(res.Servers)), make([][]float64, len(res.Servers))
	for si := range res.Servers {
		took := make(map[string][]float64)
		for ti := range res.Tasks {
			all := true
			for sj := range res.Servers {
				if c := res.cell(ti, sj); c.Done == 0 || c.Done != c.Runs {
					all = false
				}
			}
			if !all {
				continue
			}
			for _, r := range res.Runs[ti][si] {
				for _, c := range r.Timed {
					k := callKinds[c.Tool]
					if k == "" {
						k = "other"
					}
					took[k] = append(took[k], ms(c.Took))
				}
			}
		}
		for _, k := range callKindOrder {
			var sum float64
			for _, v := range took[k] {
				sum += v
			}
			n[si] = append(n[si], float64(len(took[k])))
			median[si] = append(median[si], bench.Median(took[k]))
			total[si] = append(total[si], sum)
		}
	}
	return n, median, total
}

// callTimesMarkdown is the table of callTimes.
func (res *widgetResults) callTimesMarkdown() string {
	n, median, total := res.callTimes()
	var b strings.Builder
	b.WriteString("Where the wall time goes, per kind of tool call, over the same tasks and every round: calls, the median call and all calls' time together, as the client saw them (the snapshots the agent asked for are their own row; chrome-devtools-mcp's `press_key` and `type_text` count as typing).\n\n| call |")
	for _, s := range res.Servers {
		fmt.Fprintf(&b, " %s: calls, median, total |", s)
	}
	b.WriteString("\n|---|")
	for range res.Servers {
		b.WriteString("---|")
	}
	b.WriteString("\n")
	for ki, k := range callKindOrder {
		empty := true
		for si := range res.Servers {
			if n[si][ki] > 0 {
				empty = false
			}
		}
		if empty {
			continue
		}
		fmt.Fprintf(&b, "| %s |", k)
		for si := range res.Servers {
			if n[si][ki] == 0 {
				b.WriteString(" – |")
				continue
			}
			fmt.Fprintf(&b, " %.0f, %.0f ms, %.0f ms |", n[si][ki], median[si][ki], total[si][ki])
		}
		b.WriteString("\n")
	}
	return b.String()
}

// callChars sums up, like callTimes, the characters of the responses per
// server and kind of call.
func (res *widgetResults) callChars() [][]float64 {
	chars := make([][]float64, len(res.Servers))
	for si := range res.Servers {
		sum := map[string]float64{}
		for ti := range res.Tasks {
			all := true
			for sj := range res.Servers {
				if c := res.cell(ti, sj); c.Done == 0 || c.Done != c.Runs {
					all = false
				}
			}
			if !all {
				continue
			}
			for _, r := range res.Runs[ti][si] {
				for _, c := range r.Timed {
					k := callKinds[c.Tool]
					if k == "" {
						k = "other"
					}
					sum[k] += float64(c.Chars)
				}
			}
		}
		for _, k := range callKindOrder {
			chars[si] = append(chars[si], sum[k])
		}
	}
	return chars
}

// callCharsMarkdown is the table of callChars: where what the agent read
// comes from (the diffs every action carries, the snapshots it asked for).
func (res *widgetResults) callCharsMarkdown() string {
	chars := res.callChars()
	var b strings.Builder
	b.WriteString("Where the characters come from, per kind of tool call, over the same tasks and every round: what the responses of that kind held together, and its share of the server's characters.\n\n| call |")
	for _, s := range res.Servers {
		fmt.Fprintf(&b, " %s |", s)
	}
	b.WriteString("\n|---|")
	for range res.Servers {
		b.WriteString("---|")
	}
	b.WriteString("\n")
	totals := make([]float64, len(res.Servers))
	for si := range res.Servers {
		for _, v := range chars[si] {
			totals[si] += v
		}
	}
	for ki, k := range callKindOrder {
		empty := true
		for si := range res.Servers {
			if chars[si][ki] > 0 {
				empty = false
			}
		}
		if empty {
			continue
		}
		fmt.Fprintf(&b, "| %s |", k)
		for si := range res.Servers {
			if chars[si][ki] == 0 {
				b.WriteString(" – |")
				continue
			}
			fmt.Fprintf(&b, " %.0f ch (%.0f%%) |", chars[si][ki], 100*chars[si][ki]/totals[si])
		}
		b.WriteString("\n")
	}
	return b.String()
}
