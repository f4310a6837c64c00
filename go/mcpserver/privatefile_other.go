//go:build !unix

package mcpserver

import "io/fs"

// ownerProblem: Windows has no Unix owners; its temporary directory is the
// user's own.
func ownerProblem(fs.FileInfo) string { return "" }
