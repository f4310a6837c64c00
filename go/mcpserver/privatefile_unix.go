//go:build unix

package mcpserver

import (
	"fmt"
	"io/fs"
	"os"
	"syscall"
)

// ownerProblem refuses a directory another user owns: they may read and
// replace what we write into it.
func ownerProblem(fi fs.FileInfo) string {
	if st, ok := fi.Sys().(*syscall.Stat_t); ok && int(st.Uid) != os.Getuid() {
		return fmt.Sprintf("owned by uid %d, not by us (uid %d)", st.Uid, os.Getuid())
	}
	return ""
}
