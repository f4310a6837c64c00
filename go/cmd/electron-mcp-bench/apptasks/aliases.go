package apptasks

import "github.com/electron-mcp/electron-mcp/go/cmd/electron-mcp-bench/widgettasks"

// The widget tasks' steps and finders, which the app tasks share.
type (
	widgetStep = widgettasks.Step
	finder     = widgettasks.Finder
)

var (
	roles     = widgettasks.Roles
	textboxes = widgettasks.Textboxes
	firstLine = widgettasks.FirstLine
	plural    = widgettasks.Plural
)
