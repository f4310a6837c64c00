//go:build unix

package bridge

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"syscall"

	"github.com/electron-mcp/electron-mcp/proto"
)

// openNoFollow opens path for reading without following a symlink, so a file
// planted as a link in a shared temporary directory is not read.
func openNoFollow(path string) (*os.File, error) {
	f, err := os.OpenFile(path, os.O_RDONLY|syscall.O_NOFOLLOW|syscall.O_NONBLOCK, 0)
	if errors.Is(err, syscall.ELOOP) {
		return nil, errors.New("a symbolic link, not a discovery file")
	}
	return f, err
}

// checkOwnerAndMode refuses a file another user owns (it could point us at
// their bridge, or at a trap) or one others can read (its token leaked).
func checkOwnerAndMode(fi fs.FileInfo) string {
	if st, ok := fi.Sys().(*syscall.Stat_t); ok && int(st.Uid) != os.Getuid() {
		return fmt.Sprintf("owned by uid %d, not by us (uid %d)", st.Uid, os.Getuid())
	}
	if perm := fi.Mode().Perm(); perm != proto.DiscoveryMode {
		return fmt.Sprintf("mode %#o, want %#o: others may have read its token", perm, proto.DiscoveryMode)
	}
	return ""
}

// processAlive reports whether pid names a running process. Signal 0 checks
// without sending anything; EPERM means it runs under another user.
func processAlive(pid int) bool {
	err := syscall.Kill(pid, 0)
	return err == nil || errors.Is(err, syscall.EPERM)
}
