package bench

import "strings"

// StressHeading starts the section of BENCHMARKS.md that scripts/stress
// writes; scripts/bench keeps it when it rewrites the rest.
const StressHeading = "## Stress (scripts/stress)"

// Section returns the part of a Markdown document from the line heading
// (a "## " heading) to the next "## " heading or the end, or "" when the
// document has no such heading.
func Section(doc, heading string) string {
	start, end := sectionBounds(doc, heading)
	if start < 0 {
		return ""
	}
	return doc[start:end]
}

// WithSection returns doc with the section at heading replaced by section
// (which starts with that heading), or with section appended when doc has
// none.
func WithSection(doc, heading, section string) string {
	section = strings.TrimRight(section, "\n") + "\n"
	start, end := sectionBounds(doc, heading)
	if start < 0 {
		return strings.TrimRight(doc, "\n") + "\n\n" + section
	}
	rest := doc[end:]
	if rest != "" {
		section += "\n"
	}
	return doc[:start] + section + rest
}

func sectionBounds(doc, heading string) (int, int) {
	start := -1
	if strings.HasPrefix(doc, heading+"\n") {
		start = 0
	} else if i := strings.Index(doc, "\n"+heading+"\n"); i >= 0 {
		start = i + 1
	}
	if start < 0 {
		return -1, -1
	}
	end := len(doc)
	if i := strings.Index(doc[start+len(heading):], "\n## "); i >= 0 {
		end = start + len(heading) + i + 1
	}
	return start, end
}
