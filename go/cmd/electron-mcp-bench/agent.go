package main

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/electron-mcp/electron-mcp/go/snapshot"
)

// Dialects of the servers the widget tasks run on: tool names, arguments and
// snapshot formats differ.
const (
	dialectOurs       = "electron-mcp"
	dialectPlaywright = "playwright"
	dialectCDT        = "chrome-devtools-mcp"
)

// agent is the scripted agent of the widget tasks. It knows the page only
// from what the server answered: the elements with refs it has read, with
// their role, name and text.
//
// It reads lazily, as an agent that pays for what it reads does: it takes
// in what every response shows, and asks for a snapshot only when what it
// has read does not hold the element it needs next (or the server refused
// an element it knew from before the page last changed). It never asks a
// server for a snapshot it would not read: chrome-devtools-mcp's actions
// are called without includeSnapshot, and Playwright MCP's linked snapshot
// files are not read.
type agent struct {
	s     *mcpServer
	known []seen
	fresh map[string]bool // the refs the last response showed
	page  int             // chrome-devtools-mcp: the selected page's id, which its page tools require
	// stale says the page may have changed since the agent last saw it:
	// an action's response did not show the page.
	stale bool
	// beforeWhole is what the agent knew before our last whole snapshot
	// in an action's response, which a later response may tell the
	// changes since (snapshot.BackNote).
	beforeWhole []seen
}

type seen struct {
	role, name, text, ref string
	inner                 string // the names and texts of what is inside it, a line each
	hint                  string // electron-mcp's [hint: …] on an unnamed control
	within                string // the refs of the lines it is under, a space before each
}

func newAgent(s *mcpServer) *agent { return &agent{s: s} }

// benchViewport is the viewport every server's page has in the widget and
// app tasks.
var benchViewport = [2]int{1280, 720}

// leaveCleanly is evaluated before a task's page is left: a beforeunload
// listener that runs first and lets no other see the event, and the
// origin's storage emptied (see blank).
const leaveCleanly = `() => { window.onbeforeunload = null; window.addEventListener('beforeunload', e => e.stopImmediatePropagation(), true); try { sessionStorage.clear(); localStorage.clear(); } catch {} return 'ok'; }`

// cdtPage reads the selected page's id from list_pages.
var cdtPage = regexp.MustCompile(`(?m)^(\d+): .*\[selected\]`)

// call runs a tool; chrome-devtools-mcp's page tools get the page's id.
func (a *agent) call(ctx context.Context, name string, args map[string]any) (string, error) {
	if a.s.dialect == dialectCDT && name != "list_pages" {
		args["pageId"] = a.page
	}
	return a.s.call(ctx, name, args)
}

func (a *agent) blank(ctx context.Context) error {
	if a.s.dialect == dialectCDT && a.page == 0 {
		text, err := a.s.call(ctx, "list_pages", map[string]any{})
		if err != nil {
			return err
		}
		m := cdtPage.FindStringSubmatch(text)
		if m == nil {
			return fmt.Errorf("no selected page in list_pages: %s", text)
		}
		a.page, _ = strconv.Atoi(m[1])
	}
	// The last task's page may hold a beforeunload handler that keeps it
	// (a wiki whose server is gone has unsaved changes): disarm it, so
	// that every task starts on a fresh page. What it kept in its
	// origin's storage goes too (an accordion that remembers its open
	// sections in sessionStorage): the next task on that origin starts as
	// in a fresh browser, on every server (electron-mcp's stand-in keeps
	// its tab from round to round, the others start a browser a round).
	if _, err := a.evaluate(ctx, leaveCleanly); err != nil {
		return err
	}
	var err error
	if a.s.dialect == dialectOurs {
		// The stand-in's window is Electron's default 800×600 (a viewport
		// of 780×493), where a responsive application shows its mobile
		// layout (a hub console hides widgets there); the other servers
		// run at 1280×720 (Playwright MCP's default, chrome-devtools-mcp's
		// --viewport). The same viewport for all, before each task, not
		// counted.
		if _, err := a.call(ctx, "browser_resize", map[string]any{"width": benchViewport[0], "height": benchViewport[1]}); err != nil {
			return err
		}
	}
	if a.s.dialect == dialectCDT {
		_, err = a.call(ctx, "navigate_page", map[string]any{"type": "url", "url": "about:blank"})
	} else {
		var text string
		text, err = a.call(ctx, "browser_navigate", map[string]any{"url": "about:blank"})
		if err == nil && strings.Contains(text, "browser_handle_dialog with accept: true") {
			// A page that still asked to stay (electron-mcp, as Electron,
			// keeps it): leave it, as its answer says.
			if _, err = a.call(ctx, "browser_handle_dialog", map[string]any{"accept": true}); err == nil {
				_, err = a.call(ctx, "browser_navigate", map[string]any{"url": "about:blank"})
			}
		}
	}
	a.known, a.beforeWhole = nil, nil
	return err
}

func (a *agent) navigate(ctx context.Context, url string) error {
	name, args := "browser_navigate", map[string]any{"url": url}
	if a.s.dialect == dialectCDT {
		name, args = "navigate_page", map[string]any{"type": "url", "url": url}
	}
	text, err := a.call(ctx, name, args)
	if err != nil {
		return err
	}
	// A new page: nothing known before holds.
	a.known, a.fresh, a.beforeWhole = nil, nil, nil
	a.see(text, true)
	return nil
}

// see takes in what a response shows of the page; when it shows none, what
// the agent knew may be stale, and it reads on from that until it misses
// something (find, do). whole says the response shows the whole page,
// which replaces what the agent knew; a diff adds to it.
func (a *agent) see(text string, whole bool) {
	if !a.showsPage(text) {
		a.stale = true
		return
	}
	// Our diff gives way to the whole snapshot when that is shorter, and
	// says so on its first line; the changes since the page before such a
	// whole one (a dialog that hid the page closed) say so too.
	switch {
	case whole:
		a.known, a.beforeWhole = nil, nil
	case strings.Contains(text, strings.TrimSuffix(snapshot.WholeNote, "\n")):
		a.known, a.beforeWhole = nil, a.known
	case strings.Contains(text, strings.TrimSuffix(snapshot.BackNote, "\n")):
		a.known, a.beforeWhole = a.beforeWhole, nil
	}
	a.read(text)
	a.stale = false
}

// snapshot asks for the whole page; what it shows replaces what the agent
// knew.
func (a *agent) snapshot(ctx context.Context) error {
	name := "browser_snapshot"
	if a.s.dialect == dialectCDT {
		name = "take_snapshot"
	}
	text, err := a.call(ctx, name, map[string]any{})
	if err != nil {
		return err
	}
	a.known, a.beforeWhole = nil, nil
	a.read(text)
	a.stale = false
	return nil
}

// showsPage says whether a response shows the page (a tree or a diff of it),
// so that the agent need not ask for a snapshot.
func (a *agent) showsPage(text string) bool {
	switch a.s.dialect {
	case dialectPlaywright:
		return false // 0.0.83 links a snapshot file instead
	case dialectCDT:
		return cdtLine.MatchString(text)
	default:
		return showsTree(text)
	}
}

// find returns the refs of the elements a finder matches in what the agent
// has read, best first, leaving out those in skip; when there are none, it
// takes a snapshot, then fresh ones for a few seconds (the page may still
// be loading its widgets), as an agent would.
func (a *agent) find(ctx context.Context, f finder, skip map[string]bool) ([]string, error) {
	pause := 100 * time.Millisecond
	for first := true; ; first = false {
		var refs []string
		for _, r := range a.lookup(f) {
			if !skip[r] {
				refs = append(refs, r)
			}
		}
		if len(refs) > 0 {
			return refs, nil
		}
		if first {
			if err := a.snapshot(ctx); err != nil {
				return nil, err
			}
			continue
		}
		if pause > 3200*time.Millisecond {
			return nil, fmt.Errorf("no %s with a ref in what the server answered", f)
		}
		select {
		case <-ctx.Done():
			return nil, ctx.Err()
		case <-time.After(pause):
		}
		pause *= 2
		if err := a.snapshot(ctx); err != nil {
			return nil, err
		}
	}
}

// lookup lists the refs f matches: by its roles and name, then text, then
// as its Else says, then anything named or reading as f names it; failing
// all of that, of any role, the innermost element with a ref holding a
// line that reads as f's text or its Else's (a list item whose label is a
// text of its own, beside another).
func (a *agent) lookup(f finder) []string {
	if refs := a.lookupAll(f); len(refs) > 0 {
		return refs
	}
	var refs []string
	for _, e := range append([]finder{f}, f.Else...) {
		if len(e.Roles) == 0 && e.Text != "" {
			refs = append(refs, a.lookupOne(finder{Has: e.Text})...)
		}
	}
	return refs
}

func (a *agent) lookupAll(f finder) []string {
	refs := a.lookupOne(f)
	for _, e := range f.Else {
		refs = append(refs, a.lookupAll(e)...)
	}
	if len(f.Roles) > 0 && (f.Name != "" || f.Text != "") {
		refs = append(refs, a.lookupOne(finder{Name: f.Name, Text: f.Text})...)
		if f.Name != "" && f.Text == "" {
			refs = append(refs, a.lookupOne(finder{Text: f.Name})...)
		}
		if f.Text != "" {
			// What reads so, named by what it reads (a link whose
			// name is its text, with a title of other words).
			refs = append(refs, a.lookupOne(finder{Roles: f.Roles, Name: f.Text})...)
			if len(refs) == 0 {
				// Failing all else, what holds a line reading so
				// (an event of a calendar: its time, then its title).
				refs = append(refs, a.lookupOne(finder{Roles: f.Roles, Has: f.Text})...)
			}
		}
	}
	var out []string
	for _, r := range refs {
		if !slices.Contains(out, r) {
			out = append(out, r)
		}
	}
	return out
}

// holdsLine says whether one of text's lines reads line, either indented
// as a reader sees past.
func holdsLine(text, line string) bool {
	line = strings.TrimSpace(line)
	for l := range strings.SplitSeq(text, "\n") {
		if strings.TrimSpace(l) == line {
			return true
		}
	}
	return false
}

func (a *agent) lookupOne(f finder) []string {
	var refs []string
	ok := func(e seen) bool { return len(f.Roles) == 0 || slices.Contains(f.Roles, e.role) }
	if f.Hint != "" {
		// A part by its hint, inside the innermost element holding In.
		holders := []seen{{}}
		if f.In != "" {
			holders = nil
			for _, e := range a.known {
				if slices.Contains(strings.Split(e.inner, "\n"), f.In) {
					holders = append(holders, e)
				}
			}
			slices.SortStableFunc(holders, func(x, y seen) int { return len(x.inner) - len(y.inner) })
		}
		for _, h := range holders {
			for _, e := range a.known {
				if ok(e) && strings.Contains(e.hint, f.Hint) && (h.ref == "" || strings.Contains(e.within+" ", " "+h.ref+" ")) {
					refs = append(refs, e.ref)
				}
			}
			if len(refs) > 0 {
				break
			}
		}
		return refs
	}
	if f.Name == "" && f.Text == "" && f.Has != "" {
		// Last first, so that of two holding the same the inner one wins.
		var hold []seen
		for _, e := range slices.Backward(a.known) {
			// Its lines, or a line of its value (a text area, an editor
			// printed as a field holding its text), however indented.
			// A row printed as one line reads its cells apart by " | ".
			if ok(e) && (slices.Contains(strings.Split(e.inner, "\n"), f.Has) || strings.ReplaceAll(e.inner, "\n", "") == f.Has || holdsLine(e.text, f.Has) ||
				e.role == "row" && slices.Contains(strings.Split(e.text, " | "), f.Has)) {
				hold = append(hold, e)
			}
		}
		slices.SortStableFunc(hold, func(x, y seen) int { return len(x.inner) - len(y.inner) })
		for _, e := range hold {
			refs = append(refs, e.ref)
		}
		if len(refs) == 0 {
			// A control printed as one line, its name run together
			// from what it holds (a mail list's button: sender, time,
			// subject, first line), holds what its name says.
			for _, e := range a.known {
				if ok(e) && e.inner == "" && strings.Contains(" "+readable(e.name)+" ", " "+f.Has+" ") {
					refs = append(refs, e.ref)
				}
			}
		}
		return refs
	}
	if f.Name == "" && f.Text == "" {
		// What the last response showed first here too (the editor a
		// double click opened in a cell, not a field seen before).
		for _, fresh := range []bool{true, false} {
			for _, e := range a.known {
				if ok(e) && a.fresh[e.ref] == fresh {
					refs = append(refs, e.ref)
				}
			}
		}
		return refs
	}
	// Of those alike, what the last response showed first (a diff that
	// re-drew a calendar shows the new day's link, not the gone one's).
	for _, fresh := range []bool{true, false} {
		if f.Name != "" {
			for _, e := range a.known {
				if ok(e) && readable(e.name) == f.Name && a.fresh[e.ref] == fresh {
					refs = append(refs, e.ref)
				}
			}
		}
		if f.Text != "" {
			for _, e := range a.known {
				if ok(e) && readable(e.text) == f.Text && a.fresh[e.ref] == fresh {
					refs = append(refs, e.ref)
				}
			}
		}
	}
	if len(refs) == 0 && f.Name != "" {
		// An unnamed control by the hint the server gave it.
		for _, e := range a.known {
			if ok(e) && e.name == "" && e.hint != "" && strings.EqualFold(readable(e.hint), f.Name) {
				refs = append(refs, e.ref)
			}
		}
	}
	if len(refs) == 0 {
		// Another case is the same words to a reader: Chromium's names
		// follow text-transform (a Material button's "SAVE"); and so is
		// a name with or without the star a form draws by a required
		// field's label ("Full name*", which a server may print as
		// "Full name" [required]).
		for _, e := range a.known {
			if ok(e) && (f.Name != "" && sameWords(e.name, f.Name) || f.Text != "" && sameWords(e.text, f.Text)) {
				refs = append(refs, e.ref)
			}
		}
	}
	return refs
}

// sameWords says whether a name and what a finder asks for read alike:
// the same but for case and a required field's star before or after.
func sameWords(name, want string) bool {
	unstarred := func(s string) string {
		return strings.TrimSpace(strings.TrimSuffix(strings.TrimPrefix(strings.TrimSpace(s), "*"), "*"))
	}
	return strings.EqualFold(readable(name), want) || strings.EqualFold(unstarred(readable(name)), unstarred(want))
}

// readable is a name or text as a person reads it: without the glyphs of
// icon fonts (private-use characters, " F2" on a button that shows an
// icon and F2), and without the spaces around.
func readable(s string) string {
	if !strings.ContainsFunc(s, isIconGlyph) {
		return strings.TrimSpace(s)
	}
	return strings.TrimSpace(strings.Map(func(r rune) rune {
		if isIconGlyph(r) {
			return -1
		}
		return r
	}, s))
}

func isIconGlyph(r rune) bool {
	return r >= 0xE000 && r <= 0xF8FF || r >= 0xF0000
}

// do runs one step and takes in what its response shows. When the server
// refuses the action, the agent looks again (a snapshot) and, when what it
// acted on was fresh, tries the next element that fits (twice at most), as
// an agent would; an element known from before the page last changed is
// tried again as the snapshot shows it.
func (a *agent) do(ctx context.Context, st widgetStep) error {
	if st.Target.IsNone() { // keys to whatever has the focus, a dialog
		return a.act(ctx, st, "", "")
	}
	failed := map[string]bool{}
	for attempt := 0; ; attempt++ {
		refs, err := a.find(ctx, st.Target, failed)
		if err != nil {
			if attempt > 0 {
				return fmt.Errorf("%w (after %d refused)", err, attempt)
			}
			return err
		}
		var to string
		if st.Op == "drag" {
			tos, err := a.find(ctx, st.To, nil)
			if err != nil {
				return err
			}
			to = tos[0]
		}
		stale := a.stale
		err = a.act(ctx, st, refs[0], to)
		var te *toolError
		if err == nil || !errors.As(err, &te) || attempt == 2 {
			return err
		}
		if !stale {
			failed[refs[0]] = true
		}
		if err := a.snapshot(ctx); err != nil {
			return err
		}
	}
}

// do runs one step and makes sure the agent sees the page after it.
func (a *agent) act(ctx context.Context, st widgetStep, ref, to string) error {
	if a.s.dialect == dialectCDT {
		return a.doCDT(ctx, st, ref, to)
	}
	arg := a.s.argRef
	var name string
	args := map[string]any{"element": st.Target.String(), arg: ref}
	switch st.Op {
	case "append":
		// Into the field, to the end of its text, then type there one
		// character at a time (Playwright MCP's slowly: at the caret).
		for _, c := range []struct {
			name string
			args map[string]any
		}{
			{"browser_click", args},
			{"browser_press_key", map[string]any{"key": "Control+End"}},
		} {
			text, err := a.s.call(ctx, c.name, c.args)
			if err != nil {
				return err
			}
			a.see(text, false)
		}
		name = "browser_type"
		args = map[string]any{"element": st.Target.String(), arg: ref, "text": st.Text, "slowly": true}
	case "accept":
		name, args = "browser_handle_dialog", map[string]any{"accept": true}
	case "click":
		name = "browser_click"
	case "dblclick":
		name = "browser_click"
		args["doubleClick"] = true
	case "rightclick":
		name = "browser_click"
		args["button"] = "right"
	case "hover":
		name = "browser_hover"
	case "type":
		name = "browser_type"
		args["text"] = st.Text
		if st.Submit {
			args["submit"] = true
		}
	case "drag":
		name = "browser_drag"
		start, end := "startTarget", "endTarget"
		if arg == "ref" {
			start, end = "startRef", "endRef"
		}
		args = map[string]any{"startElement": st.Target.String(), start: ref, "endElement": st.To.String(), end: to}
	case "key":
		name, args = "browser_press_key", map[string]any{"key": st.Text}
	case "upload":
		// A click that opens the file chooser, then the file for it.
		text, err := a.s.call(ctx, "browser_click", args)
		if err != nil {
			return err
		}
		if !strings.Contains(text, "File chooser") {
			return fmt.Errorf("clicking %s opened no file chooser", st.Target)
		}
		path, err := uploadFile(filepath.Join(".bench", "uploads"), st.Text)
		if err != nil {
			return err
		}
		name, args = "browser_file_upload", map[string]any{"paths": []string{path}}
	default:
		return fmt.Errorf("unknown step %q", st.Op)
	}
	text, err := a.s.call(ctx, name, args)
	if err != nil {
		return err
	}
	a.see(text, false)
	return nil
}

// uploadFile makes a small file of that name in dir for an upload step:
// Playwright MCP takes files in its working directory only,
// chrome-devtools-mcp in its roots, the temporary directory being one.
func uploadFile(dir, name string) (string, error) {
	dir, err := filepath.Abs(dir)
	if err != nil {
		return "", err
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return "", err
	}
	path := filepath.Join(dir, name)
	return path, os.WriteFile(path, []byte("a file the agent uploads\n"), 0o644)
}

// doCDT maps a step to chrome-devtools-mcp's tools: actions take uids and
// include a snapshot when asked to; an editor is clicked into, its text
// selected with the keyboard and typed over, as a person does.
func (a *agent) doCDT(ctx context.Context, st widgetStep, uid, to string) error {
	call := func(name string, args map[string]any) (string, error) { return a.call(ctx, name, args) }
	var text string
	var err error
	switch st.Op {
	case "click":
		text, err = call("click", map[string]any{"uid": uid})
	case "dblclick":
		text, err = call("click", map[string]any{"uid": uid, "dblClick": true})
	case "rightclick":
		return errors.New("chrome-devtools-mcp's click has no other button than the left one")
	case "hover":
		text, err = call("hover", map[string]any{"uid": uid})
	case "drag":
		text, err = call("drag", map[string]any{"from_uid": uid, "to_uid": to})
	case "key":
		text, err = call("press_key", map[string]any{"key": st.Text})
	case "accept":
		text, err = call("handle_dialog", map[string]any{"action": "accept"})
	case "upload":
		var path string
		if path, err = uploadFile(filepath.Join(os.TempDir(), "electron-mcp-bench-uploads"), st.Text); err != nil {
			return err
		}
		text, err = call("upload_file", map[string]any{"uid": uid, "filePaths": []string{path}})
	case "append":
		// Into the field, to the end of its text, and type there.
		if _, err = call("click", map[string]any{"uid": uid}); err != nil {
			return err
		}
		if _, err = call("press_key", map[string]any{"key": "Control+End"}); err != nil {
			return err
		}
		text, err = call("type_text", map[string]any{"text": st.Text})
	case "type":
		if st.Editor {
			if _, err = call("click", map[string]any{"uid": uid}); err != nil {
				return err
			}
			if _, err = call("press_key", map[string]any{"key": "Control+A"}); err != nil {
				return err
			}
			args := map[string]any{"text": st.Text}
			if st.Submit {
				args["submitKey"] = "Enter"
			}
			text, err = call("type_text", args)
			break
		}
		text, err = call("fill", map[string]any{"uid": uid, "value": st.Text})
		if err == nil && st.Submit {
			text, err = call("press_key", map[string]any{"key": "Enter"})
		}
	default:
		return fmt.Errorf("unknown step %q", st.Op)
	}
	if err != nil {
		return err
	}
	a.see(text, true)
	return nil
}

func (a *agent) evaluate(ctx context.Context, fn string) (string, error) {
	if a.s.dialect == dialectCDT {
		return a.call(ctx, "evaluate_script", map[string]any{"function": fn})
	}
	return a.call(ctx, "browser_evaluate", map[string]any{"function": fn})
}

// read learns the elements a response shows. A Playwright-format tree or
// diff (ours) is merged into what the agent knew, by ref: a line marked
// removed forgets its ref. chrome-devtools-mcp's are whole snapshots.
func (a *agent) read(text string) {
	var lines []parsedLine
	if a.s.dialect == dialectCDT {
		lines = parseCDT(text)
	} else {
		lines = parseYAML(text)
	}
	a.fresh = map[string]bool{}
	for _, l := range lines {
		a.fresh[l.ref] = !l.removed
		i := slices.IndexFunc(a.known, func(e seen) bool { return e.ref == l.ref })
		if l.removed {
			if i >= 0 {
				a.known = slices.Delete(a.known, i, i+1)
			}
			// What was under it went with it (electron-mcp prints a
			// removed line with a name and a ref alone).
			if l.ref != "" {
				a.known = slices.DeleteFunc(a.known, func(e seen) bool { return strings.Contains(e.within+" ", " "+l.ref+" ") })
			}
			continue
		}
		e := seen{role: l.role, name: l.name, text: l.text, ref: l.ref, inner: l.inner, hint: l.hint, within: l.within}
		if i >= 0 && l.partial {
			// It still holds what the diff left out.
			for _, s := range strings.SplitAfter(a.known[i].inner, "\n") {
				if s != "" && !strings.Contains("\n"+e.inner, "\n"+s) {
					e.inner += s
				}
			}
		}
		if i >= 0 {
			a.known[i] = e
		} else {
			a.known = append(a.known, e)
		}
	}
}

type parsedLine struct {
	indent                int
	role, name, text, ref string
	removed               bool
	partial               bool   // a diff left some of the lines under it out ("- …"), unchanged
	inner                 string // the names and texts of the lines under it, a line each
	hint                  string // [hint: …]
	within                string // the refs of the lines it is under, a space before each
}

// addInner adds a line's name and text to what the open lines hold.
func addInner(out []parsedLine, open []int, name, text string) {
	for _, i := range open {
		for _, s := range []string{name, text} {
			if s != "" {
				out[i].inner += s + "\n"
			}
		}
	}
}

// yamlLine is a line of a Playwright-format snapshot (ours has diff
// markers): role, name, attributes (the ref among them), and inline text.
var yamlLine = regexp.MustCompile(`^(\s*)- (?:\[(added|changed|removed|moved)\] )?(?:([a-z][a-z-]*)|"((?:[^"\\]|\\.)*)")(?: "((?:[^"\\]|\\.)*)")?((?: \[[^\]]*\])*)(?: \([^()]*\))?(?::(?: (.*))?)?$`)

// yamlQuoted is a line whose key YAML had to quote whole (Playwright MCP
// quotes `link "Order #5" [ref=e9]` for its '#').
var yamlQuoted = regexp.MustCompile(`^(\s*- (?:\[(?:added|changed|removed|moved)\] )?)'((?:[^']|'')*)'(:.*)?$`)

// removedRun is electron-mcp's count of a long run of removed lines, with
// the refs that went: "- [removed] … (5 more, 6 lines; refs e14–e16, e30)",
// or of those that went where few are left, after them: "- [removed] …
// (8 others, 24 lines; refs e1, e3–e7; those left are above)", or of
// those new ones replaced: "- [removed] … (10 replaced, 20 lines; refs …)".
var removedRun = regexp.MustCompile(`^\s*- \[removed\] … \(\d+ (?:more|others|replaced), \d+ lines; refs ([^();]*)(?:; [^()]*)?\)$`)

// changedRun is electron-mcp's count of a long run of changed siblings it
// left out, with their refs: "- … (34 more changed, 34 lines; refs
// e211–e244; browser_snapshot target=e206 shows them)". What the agent
// knew of those elements is stale: it forgets them, and looks again when
// it needs one.
var changedRun = regexp.MustCompile(`^\s*- … \(\d+ more changed, \d+ lines; refs ([^();]*); [^()]*\)$`)

var refAttr = regexp.MustCompile(`\[ref=([a-z0-9]+)\]`)

// hintAttr is electron-mcp's hint at what an unnamed control is for.
var hintAttr = regexp.MustCompile(`\[hint: ([^\]]*)\]`)

func parseYAML(text string) []parsedLine {
	var out []parsedLine
	type open struct {
		indent   int
		i        int    // in out, -1 for a line without a ref
		children int    // lines directly under it
		text     string // of its first child when that is text
	}
	var stack []open
	// An element reads as its text when that is its only child (Playwright
	// prints it inline then, but not after a list marker or an icon).
	closeTop := func() {
		top := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if top.i >= 0 && top.children == 1 && top.text != "" && out[top.i].text == "" {
			out[top.i].text = top.text
		}
	}
	// What is under a removed line went with it.
	removedAt := -1
	for _, line := range strings.Split(text, "\n") {
		if q := yamlQuoted.FindStringSubmatch(line); q != nil {
			line = q[1] + strings.ReplaceAll(q[2], "''", "'") + q[3]
		}
		m := yamlLine.FindStringSubmatch(line)
		if m == nil && strings.TrimSpace(line) == "- …" {
			// What a diff left out as it was: the lines it is under
			// hold what they held, and more.
			indent := len(line) - len(strings.TrimLeft(line, " "))
			for len(stack) > 0 && stack[len(stack)-1].indent >= indent {
				closeTop()
			}
			for _, o := range stack {
				if o.i >= 0 {
					out[o.i].partial = true
				}
			}
			continue
		}
		if m == nil {
			// The count of a long run of removed lines names the refs
			// that went with them.
			g := removedRun.FindStringSubmatch(line)
			if g == nil {
				g = changedRun.FindStringSubmatch(line)
			}
			if g != nil {
				for _, r := range snapshot.RefsOf(g[1]) {
					out = append(out, parsedLine{indent: len(line) - len(strings.TrimLeft(line, " ")), ref: r, removed: true})
				}
			}
			continue
		}
		indent := len(m[1])
		if removedAt >= 0 && indent <= removedAt {
			removedAt = -1
		}
		removed := removedAt >= 0 || m[2] == "removed"
		if m[2] == "removed" && removedAt < 0 {
			removedAt = indent
		}
		for len(stack) > 0 && stack[len(stack)-1].indent >= indent {
			closeTop()
		}
		role, name, inline := m[3], unquote(m[5]), yamlText(m[7])
		if role == "" { // a quoted string: text
			role, inline = "text", unquote(m[4])
		}
		if len(stack) > 0 {
			top := &stack[len(stack)-1]
			top.children++
			if top.children == 1 && role == "text" {
				top.text = inline
			}
		}
		var holders []int
		for _, o := range stack {
			if o.i >= 0 {
				holders = append(holders, o.i)
			}
		}
		addInner(out, holders, name, inline)
		r := refAttr.FindStringSubmatch(m[6])
		if r == nil {
			stack = append(stack, open{indent: indent, i: -1})
			continue
		}
		var within, hint string
		for _, h := range holders {
			within += " " + out[h].ref
		}
		if h := hintAttr.FindStringSubmatch(m[6]); h != nil {
			hint = h[1]
		}
		out = append(out, parsedLine{indent: indent, role: role, name: name, text: inline, ref: r[1], removed: removed, hint: hint, within: within})
		stack = append(stack, open{indent: indent, i: len(out) - 1})
	}
	for len(stack) > 0 {
		closeTop()
	}
	return out
}

func yamlText(s string) string {
	s = strings.TrimSpace(s)
	if len(s) >= 2 && s[0] == '"' && s[len(s)-1] == '"' {
		return unquote(s[1 : len(s)-1])
	}
	return s
}

// cdtLine is a line of chrome-devtools-mcp's take_snapshot: uid, role (none
// for text), name in quotes, then attributes.
var cdtLine = regexp.MustCompile(`(?m)^(\s*)uid=(\S+)(?: ([A-Za-z][\w-]*))?(?: "(.*?)")?(?: |$)`)

// cdtValue is the value attribute of a line of chrome-devtools-mcp's
// snapshot (a text field's content).
var cdtValue = regexp.MustCompile(` value="((?:[^"\\]|\\.)*)"`)

// cdtLines splits chrome-devtools-mcp's snapshot into its elements' lines.
// A field's value is printed as it is, line breaks and quotes and all (a
// text area holding JSON): the lines after a line of it that are not
// lines of the snapshot go with it.
func cdtLines(text string) []string {
	var out []string
	for _, line := range strings.Split(text, "\n") {
		if cdtLine.MatchString(line) || len(out) == 0 {
			out = append(out, line)
		} else {
			out[len(out)-1] += "\n" + line
		}
	}
	return out
}

// cdtFieldValue is what a line of chrome-devtools-mcp's snapshot says its
// field holds: its value attribute, or, printed over several lines, all
// from its start to the line's last quote.
func cdtFieldValue(line string) (string, bool) {
	if !strings.Contains(line, "\n") {
		if v := cdtValue.FindStringSubmatch(line); v != nil {
			return v[1], true
		}
		return "", false
	}
	i := strings.Index(line, ` value="`)
	j := strings.LastIndex(line, `"`)
	if i < 0 || j < i+len(` value="`) {
		return "", false
	}
	return line[i+len(` value="`) : j], true
}

func parseCDT(text string) []parsedLine {
	var out []parsedLine
	var stack []int           // indices in out of the open lines
	children := map[int]int{} // lines directly under each
	for _, line := range cdtLines(text) {
		m := cdtLine.FindStringSubmatch(line)
		if m == nil {
			continue
		}
		indent := len(m[1])
		for len(stack) > 0 && out[stack[len(stack)-1]].indent >= indent {
			stack = stack[:len(stack)-1]
		}
		l := parsedLine{indent: indent, role: m[3], name: m[4], ref: m[2]}
		if l.role == "" || l.role == "StaticText" {
			l.role, l.text = "text", l.name
		} else if v, ok := cdtFieldValue(line); ok {
			l.text = v // a field reads as what it holds
		}
		if len(stack) > 0 {
			children[stack[len(stack)-1]]++
		}
		if l.role == "text" {
			addInner(out, stack, "", l.text)
		} else {
			addInner(out, stack, l.name, "")
		}
		out = append(out, l)
		stack = append(stack, len(out)-1)
	}
	// An element reads as its text when that is its only child.
	for i := range out {
		if children[i] == 1 && i+1 < len(out) && out[i+1].role == "text" && out[i].text == "" {
			out[i].text = out[i+1].text
		}
	}
	return out
}
