package main

import (
	"context"
	"fmt"
	"sort"
	"strings"
	"time"
	"unicode/utf8"
)

// sizePage is one page of the full-snapshot comparison.
type sizePage struct {
	Name  string
	Path  string
	Setup string // a function browser_evaluate runs first, "" for none
}

// sizePages are the pages both servers snapshot in full.
var sizePages = []sizePage{
	{Name: "to-do app, empty", Path: "/todo.html"},
	{Name: "to-do app, 3 items, 1 done", Path: "/todo.html#/", Setup: `() => {
		const input = document.querySelector('.new-todo');
		for (const t of ['Buy milk', 'Buy bread', 'Buy eggs']) {
			input.value = t;
			input.dispatchEvent(new KeyboardEvent('keydown', {key: 'Enter', bubbles: true}));
		}
		document.querySelector('.toggle').click();
		return document.querySelectorAll('.todo-list li').length;
	}`},
	{Name: "sign-up form", Path: "/form.html"},
	{Name: "shop page", Path: "/shop.html"},
	{Name: "generated, 100 elements", Path: "/generated?n=100"},
	{Name: "generated, 1,000 elements", Path: "/generated?n=1000"},
	{Name: "generated, 10,000 elements", Path: "/generated?n=10000"},
}

// sizeResult compares one page's full snapshot on both servers.
type sizeResult struct {
	Page                 string
	Ours, Theirs         int // characters of the whole browser_snapshot response
	OursSnap, TheirsSnap int // … of its Snapshot section
	OursTime, TheirsTime time.Duration
	OursRefs, TheirsRefs int // lines with a ref
	TheirsActionable     int // of their refs, the ones on elements one can act on
	Missing              []string
	OursTruncated        bool
	OursText, TheirsText string
}

// actionableRoles are roles an agent acts on. A Playwright MCP ref on one of
// these, or on anything with [cursor=pointer], must have a counterpart ref
// in our snapshot.
var actionableRoles = map[string]bool{
	"button": true, "link": true, "textbox": true, "searchbox": true, "checkbox": true,
	"radio": true, "combobox": true, "listbox": true, "option": true, "menuitem": true,
	"menuitemcheckbox": true, "menuitemradio": true, "tab": true, "slider": true,
	"spinbutton": true, "switch": true, "treeitem": true,
}

// compareSizes navigates both servers to each page and takes one full
// browser_snapshot on each (timed, median of three).
func compareSizes(ctx context.Context, ours, theirs *mcpServer, base string) ([]sizeResult, error) {
	var out []sizeResult
	for _, pg := range sizePages {
		r := sizeResult{Page: pg.Name}
		for _, s := range []*mcpServer{ours, theirs} {
			if _, err := s.call(ctx, "browser_navigate", map[string]any{"url": "about:blank"}); err != nil {
				return nil, err
			}
			if _, err := s.call(ctx, "browser_navigate", map[string]any{"url": base + pg.Path}); err != nil {
				return nil, err
			}
			if pg.Setup != "" {
				if _, err := s.call(ctx, "browser_evaluate", map[string]any{"function": pg.Setup}); err != nil {
					return nil, err
				}
			}
			var text string
			var times []time.Duration
			for range 3 {
				t := time.Now()
				var err error
				if text, err = s.call(ctx, "browser_snapshot", map[string]any{}); err != nil {
					return nil, err
				}
				times = append(times, time.Since(t))
			}
			sort.Slice(times, func(i, j int) bool { return times[i] < times[j] })
			snap := section(text, "Snapshot")
			if s == ours {
				r.Ours, r.OursSnap, r.OursTime, r.OursText = utf8.RuneCountInString(text), utf8.RuneCountInString(snap), times[1], text
				r.OursTruncated = strings.Contains(snap, "snapshot truncated:")
			} else {
				r.Theirs, r.TheirsSnap, r.TheirsTime, r.TheirsText = utf8.RuneCountInString(text), utf8.RuneCountInString(snap), times[1], text
			}
		}
		r.OursRefs, r.TheirsRefs, r.TheirsActionable, r.Missing = compareRefs(r.OursText, r.TheirsText)
		if r.OursTruncated {
			r.Missing = nil // past the cap by design; not comparable
		}
		out = append(out, r)
	}
	return out, nil
}

// refLine is a snapshot line with a ref.
type refLine struct {
	role, name string
	pointer    bool
}

func refLines(text string) []refLine {
	var out []refLine
	for _, line := range strings.Split(text, "\n") {
		m := snapshotLine.FindStringSubmatch(line)
		if m == nil {
			continue
		}
		out = append(out, refLine{role: m[3], name: unquote(m[4]), pointer: strings.Contains(line, "[cursor=pointer]")})
	}
	return out
}

// compareRefs counts the refs of both snapshots and lists the actionable
// elements Playwright MCP gives a ref that ours does not. They are matched
// as multisets by role and name; a name we truncated matches by its prefix,
// and where Playwright MCP prints no name (a link around an image: it leaves
// out names that repeat the content) any of our refs of the same role that
// is left over matches.
func compareRefs(ours, theirs string) (oursN, theirsN, actionable int, missing []string) {
	o, t := refLines(ours), refLines(theirs)
	left := make([]bool, len(o)) // our lines not matched yet
	for i := range left {
		left[i] = true
	}
	match := func(l refLine, loose bool) bool {
		for i, m := range o {
			if !left[i] || m.role != l.role {
				continue
			}
			prefix, cut := strings.CutSuffix(m.name, "…")
			if m.name == l.name || (cut && strings.HasPrefix(l.name, prefix)) || (loose && l.name == "") {
				left[i] = false
				return true
			}
		}
		return false
	}
	var unnamed []refLine
	for _, l := range t {
		if !actionableRoles[l.role] && !l.pointer {
			continue
		}
		actionable++
		if match(l, false) {
			continue
		}
		if l.name == "" {
			unnamed = append(unnamed, l)
			continue
		}
		missing = append(missing, describeRef(l))
	}
	for _, l := range unnamed {
		if !match(l, true) {
			missing = append(missing, describeRef(l))
		}
	}
	return len(o), len(t), actionable, missing
}

func describeRef(l refLine) string {
	desc := l.role
	if l.name != "" {
		desc += fmt.Sprintf(" %q", l.name)
	}
	if l.pointer {
		desc += " [cursor=pointer]"
	}
	return desc
}
