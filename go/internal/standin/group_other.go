//go:build !unix

package standin

import (
	"os"
	"syscall"
)

func ownProcessGroup() *syscall.SysProcAttr { return nil }

// killGroups kills the processes pids (0 is skipped); there are no process
// groups to kill here.
func killGroups(pids ...int) {
	for _, pid := range pids {
		if p, err := os.FindProcess(pid); pid > 0 && err == nil {
			p.Kill()
		}
	}
}
