package bench

import (
	"os"
	"strconv"
	"strings"
	"time"
)

// clockTick is the unit of utime and stime in /proc/<pid>/stat (USER_HZ,
// 100 on Linux).
const clockTick = 10 * time.Millisecond

// GroupCPU returns the CPU time (user + system) the live processes of
// process group pgid have used, from /proc (Linux; 0 elsewhere). On a shared
// machine CPU time is a steadier measure of work than wall time.
func GroupCPU(pgid int) time.Duration {
	ents, err := os.ReadDir("/proc")
	if err != nil {
		return 0
	}
	var total time.Duration
	for _, e := range ents {
		if e.Name()[0] < '0' || e.Name()[0] > '9' {
			continue
		}
		b, err := os.ReadFile("/proc/" + e.Name() + "/stat")
		if err != nil {
			continue
		}
		s := string(b)
		i := strings.LastIndexByte(s, ')')
		if i < 0 || i+2 > len(s) {
			continue
		}
		// After the command: state ppid pgrp session tty tpgid flags minflt
		// cminflt majflt cmajflt utime stime …
		f := strings.Fields(s[i+2:])
		if len(f) < 13 {
			continue
		}
		if pg, _ := strconv.Atoi(f[2]); pg != pgid {
			continue
		}
		u, _ := strconv.ParseInt(f[11], 10, 64)
		sy, _ := strconv.ParseInt(f[12], 10, 64)
		total += time.Duration(u+sy) * clockTick
	}
	return total
}
