//go:build !unix

package bridge

import (
	"io/fs"
	"os"
)

func openNoFollow(path string) (*os.File, error) { return os.Open(path) }

// checkOwnerAndMode: Windows has neither Unix owners nor modes; the runtime
// directory is per user there.
func checkOwnerAndMode(fs.FileInfo) string { return "" }

func processAlive(pid int) bool {
	p, err := os.FindProcess(pid) // fails on Windows when pid is not running
	if err != nil {
		return false
	}
	_ = p.Release()
	return true
}
