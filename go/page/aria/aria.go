// Package aria is the in-page half of snapshots: the scripts that walk a
// document as Chromium's accessibility tree would (walk.js says what each
// file does), embedded, and the Go shape of their answer, turned into the
// accessibility nodes package snapshot renders (Nodes). Also the scripts
// that run in the page's own world: the marks of its listeners, and the
// watch of the timers it sets in answer to an action.
package aria

import (
	"embed"
	"strings"
)

//go:embed *.js
var files embed.FS

// order is the order the files build on each other in.
var order = []string{"dom.js", "roles.js", "internals.js", "names.js", "actionable.js", "inclusion.js", "editors.js", "walk.js"}

// pageWorld are the files that run in the page's own world, not ours
// (see File).
var pageWorld = []string{"listeners.js", "timers.js", "timers-due.js", "hold.js"}

// Install installs the files as one function scope in a world of ours
// (once per world: a second install leaves the first in place).
var Install = func() string {
	var sb strings.Builder
	sb.WriteString("(() => {\nif (globalThis.__emcp) return;\n")
	for _, name := range order {
		sb.WriteString(File(name))
		sb.WriteString("\n")
	}
	sb.WriteString("})();\n")
	return sb.String()
}()

// File is one of the scripts, by its name.
func File(name string) string {
	b, err := files.ReadFile(name)
	if err != nil {
		panic("aria: " + err.Error())
	}
	return string(b)
}
