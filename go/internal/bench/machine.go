package bench

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"os/exec"
	"regexp"
	"runtime"
	"strconv"
	"strings"
)

// Machine lists what figures depend on: CPUs, memory, OS, and the versions
// of Chromium (at chromium), Node and Go.
func Machine(ctx context.Context, chromium string) []string {
	out := func(name string, args ...string) string {
		b, err := exec.CommandContext(ctx, name, args...).Output()
		if err != nil {
			return "?"
		}
		return strings.TrimSpace(string(b))
	}
	cpu, mem := "?", "?"
	if b, err := os.ReadFile("/proc/cpuinfo"); err == nil {
		if m := regexp.MustCompile(`(?m)^model name\s*:\s*(.+)$`).FindSubmatch(b); m != nil {
			cpu = strings.TrimSpace(string(m[1]))
		}
	}
	if b, err := os.ReadFile("/proc/meminfo"); err == nil {
		if m := regexp.MustCompile(`(?m)^MemTotal:\s*(\d+) kB`).FindSubmatch(b); m != nil {
			kb, _ := strconv.Atoi(string(m[1]))
			mem = fmt.Sprintf("%.1f GiB", float64(kb)/(1<<20))
		}
	}
	return []string{
		"CPUs (`nproc`): " + out("nproc"),
		"CPU: " + cpu,
		"Memory: " + mem,
		"OS: " + out("uname", "-sr"),
		"Chromium: " + out(chromium, "--version"),
		"Node: " + out("node", "--version"),
		"Go: " + runtime.Version(),
	}
}

// GitCommit names the checkout measured: the commit, "+ uncommitted
// changes" when the working tree differs from it.
func GitCommit(ctx context.Context) string {
	b, err := exec.CommandContext(ctx, "git", "rev-parse", "--short", "HEAD").Output()
	if err != nil {
		return "?"
	}
	c := strings.TrimSpace(string(b))
	if d, err := exec.CommandContext(ctx, "git", "status", "--porcelain", "--untracked-files=no", "--", "go", "electron-bridge", "scripts").Output(); err == nil && len(bytes.TrimSpace(d)) > 0 {
		c += " + uncommitted changes"
	}
	return c
}

// LoadAverage is the 1, 5 and 15 minute load average, or "?".
func LoadAverage() string {
	b, err := os.ReadFile("/proc/loadavg")
	if err != nil {
		return "?"
	}
	f := strings.Fields(string(b))
	if len(f) < 3 {
		return "?"
	}
	return strings.Join(f[:3], " ")
}
