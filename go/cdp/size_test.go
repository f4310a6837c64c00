package cdp_test

import (
	"testing"

	"github.com/electron-mcp/electron-mcp/go/cdp"
)

func TestSize(t *testing.T) {
	for n, want := range map[int]string{
		0: "0 B", 1023: "1023 B", 1024: "1 KiB", 300 << 10: "300 KiB",
		1 << 20: "1 MiB", 3 << 19: "1.5 MiB", 5 << 30: "5 GiB",
	} {
		if got := cdp.Size(n); got != want {
			t.Errorf("Size(%d) = %q, want %q", n, got, want)
		}
	}
}
