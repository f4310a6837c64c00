package main

import "strings"

// keepForeignSections returns doc with the "## " sections of old that doc
// does not have appended in their order: figures another command wrote
// into the same file (scripts/stress's) stay when this report rewrites it.
func keepForeignSections(doc, old string) string {
	have := map[string]bool{}
	for _, s := range sections(doc) {
		have[s.heading] = true
	}
	for _, s := range sections(old) {
		if s.heading != "" && !have[s.heading] {
			doc = strings.TrimRight(doc, "\n") + "\n\n" + strings.TrimRight(s.body, "\n") + "\n"
		}
	}
	return doc
}

type mdSection struct{ heading, body string }

// sections splits a Markdown document at its "## " headings; the part
// before the first has no heading.
func sections(doc string) []mdSection {
	var out []mdSection
	cur := mdSection{}
	for _, line := range strings.SplitAfter(doc, "\n") {
		if strings.HasPrefix(line, "## ") {
			if cur.heading != "" || strings.TrimSpace(cur.body) != "" {
				out = append(out, cur)
			}
			cur = mdSection{heading: strings.TrimSpace(line)}
		}
		cur.body += line
	}
	if cur.heading != "" || strings.TrimSpace(cur.body) != "" {
		out = append(out, cur)
	}
	return out
}
