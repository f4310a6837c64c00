package widgettasks

import (
	"fmt"
	"strings"
)

// Text helpers the benchmark program's packages share.

// FirstLine is s's first line (marked cut when more followed), 300 bytes
// at most: what a report says of an error or a state.
func FirstLine(s string) string {
	s = strings.TrimSpace(s)
	if i := strings.IndexByte(s, '\n'); i >= 0 {
		s = s[:i] + " …"
	}
	if len(s) > 300 {
		s = s[:300] + "…"
	}
	return s
}

// Plural is "1 round", "3 rounds".
func Plural(n int, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	return fmt.Sprintf("%d %ss", n, noun)
}
