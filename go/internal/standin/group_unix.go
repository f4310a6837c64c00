//go:build unix

package standin

import "syscall"

// ownProcessGroup puts the host in a process group of its own, so that a
// hung host can be killed with whatever it started in its group.
func ownProcessGroup() *syscall.SysProcAttr { return &syscall.SysProcAttr{Setpgid: true} }

// killGroups kills the process groups led by pids (0 is skipped): the
// host's, and Chromium's, which the stand-in starts detached.
func killGroups(pids ...int) {
	for _, pid := range pids {
		if pid > 0 {
			syscall.Kill(-pid, syscall.SIGKILL)
		}
	}
}
