// Package layers holds two tests: that the Go packages of electron-mcp
// import each other only as ARCHITECTURE.md draws them, and that none
// grows past what a reader takes in as one room.
package layers_test

import (
	"bufio"
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"testing"
)

const module = "github.com/electron-mcp/electron-mcp/"

// mayImport lists, for every package of ours, the packages of ours it may
// import (directly). A layer imports only layers below it; ARCHITECTURE.md
// says why each line is what it is. A new package gets a line here and a
// place in the document.
var mayImport = map[string][]string{
	// The wire contract and its generator: the bottom.
	"proto":               nil,
	"proto/gen":           {"proto/gen/jsgen"},
	"proto/gen/jsgen":     {"proto"},
	"go/cdp":              nil, // a CDP client, for the bridge and for Chrome alike
	"go/snapshot":         nil, // pure: accessibility nodes in, text and refs out
	"go/internal/jsonobj": nil,
	"go/internal/phases":  nil, // where a tool call's time went, for the debug log
	"go/bridge":           {"go/cdp", "proto"},
	// One attached webContents, and its rooms.
	"go/page/refusal":   nil,
	"go/page/inpage":    nil,             // the in-page scripts of actions, embedded
	"go/page/aria":      {"go/snapshot"}, // the in-page half of snapshots, embedded, and their answer as accessibility nodes
	"go/page/observe":   {"go/cdp", "go/page/refusal", "proto"},
	"go/page/storage":   {"go/page/refusal"},
	"go/page/emulate":   {"go/page/refusal"},
	"go/page/highlight": nil,
	"go/page/keyboard":  {"go/page/refusal"},
	"go/page/mouse":     {"go/page/refusal"},
	"go/page":           {"go/cdp", "go/internal/phases", "go/page/aria", "go/page/emulate", "go/page/highlight", "go/page/inpage", "go/page/keyboard", "go/page/mouse", "go/page/observe", "go/page/refusal", "go/page/storage", "go/snapshot", "proto"},
	// The MCP tools, and the binary.
	"go/mcpserver/toolargs": {"go/internal/jsonobj"},
	"go/mcpserver":          {"go/bridge", "go/cdp", "go/internal/jsonobj", "go/internal/phases", "go/mcpserver/toolargs", "go/page", "go/page/emulate", "go/page/observe", "go/page/refusal", "go/page/storage", "go/snapshot", "proto"},
	"go/cmd/electron-mcp":   {"go/bridge", "go/internal/jsonobj", "go/mcpserver", "proto"},
	// Test and measurement support, never imported by what ships.
	"go/internal/standin":                   {"go/bridge", "go/cdp", "proto"},
	"go/internal/bench":                     {"go/internal/standin"},
	"go/cmd/electron-mcp-bench":             {"go/bridge", "go/cdp", "go/cmd/electron-mcp-bench/apptasks", "go/cmd/electron-mcp-bench/widgettasks", "go/internal/bench", "go/internal/standin", "go/snapshot", "proto"},
	"go/cmd/electron-mcp-bench/apptasks":    {"go/cmd/electron-mcp-bench/widgettasks"},
	"go/cmd/electron-mcp-bench/widgettasks": nil,
	"go/cmd/electron-mcp-stress":            {"go/bridge", "go/cdp", "go/internal/bench", "go/internal/standin", "proto"},
}

func TestLayers(t *testing.T) {
	cmd := exec.Command("go", "list", "-f", "{{.ImportPath}} {{join .Imports \" \"}}", module+"...")
	cmd.Dir = ".."
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("go list: %v\n%s", err, stderr.String())
	}
	seen := map[string]bool{}
	sc := bufio.NewScanner(bytes.NewReader(out))
	for sc.Scan() {
		fields := strings.Fields(sc.Text())
		if len(fields) == 0 {
			continue
		}
		pkg := strings.TrimPrefix(fields[0], module)
		if pkg == "go" {
			continue // this test
		}
		seen[pkg] = true
		allowed, known := mayImport[pkg]
		if !known {
			t.Errorf("%s is in no layer: give it a line in mayImport and a place in ARCHITECTURE.md", pkg)
			continue
		}
		var bad []string
		for _, imp := range fields[1:] {
			if !strings.HasPrefix(imp, module) {
				continue
			}
			if dep := strings.TrimPrefix(imp, module); !slices.Contains(allowed, dep) {
				bad = append(bad, dep)
			}
		}
		sort.Strings(bad)
		if len(bad) > 0 {
			t.Errorf("%s imports %s, which its layer may not (it may import: %s)", pkg, strings.Join(bad, ", "), strings.Join(allowed, ", "))
		}
	}
	for pkg := range mayImport {
		if !seen[pkg] {
			t.Errorf("mayImport names %s, which is not a package any more", pkg)
		}
	}
}

// maxPackageLines bounds the non-test Go lines of one package: past it, a
// package is several rooms that want their own (ARCHITECTURE.md).
const maxPackageLines = 6000

func TestPackageSize(t *testing.T) {
	cmd := exec.Command("go", "list", "-f", "{{.ImportPath}} {{.Dir}} {{join .GoFiles \" \"}}", module+"...")
	cmd.Dir = ".."
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("go list: %v\n%s", err, stderr.String())
	}
	sc := bufio.NewScanner(bytes.NewReader(out))
	for sc.Scan() {
		fields := strings.Fields(sc.Text())
		if len(fields) < 2 {
			continue
		}
		lines := 0
		for _, f := range fields[2:] {
			b, err := os.ReadFile(filepath.Join(fields[1], f))
			if err != nil {
				t.Fatal(err)
			}
			lines += bytes.Count(b, []byte("\n"))
		}
		if lines > maxPackageLines {
			t.Errorf("%s has %d lines of Go besides its tests, more than %d: move a cohesive part into a package of its own", strings.TrimPrefix(fields[0], module), lines, maxPackageLines)
		}
	}
}
