package proto_test

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"

	"github.com/electron-mcp/electron-mcp/proto/gen/jsgen"
)

// TestGeneratedUpToDate fails when electron-bridge/protocol.js or .d.ts no
// longer match package proto: run `go generate ./proto`.
func TestGeneratedUpToDate(t *testing.T) {
	files, err := jsgen.Generate(".")
	if err != nil {
		t.Fatal(err)
	}
	if len(files) == 0 {
		t.Fatal("the generator wrote nothing")
	}
	for name, want := range files {
		got, err := os.ReadFile(filepath.Join("..", "electron-bridge", name))
		if err != nil {
			t.Fatalf("%s: %v (run `go generate ./proto`)", name, err)
		}
		if !bytes.Equal(got, want) {
			t.Errorf("electron-bridge/%s is stale: run `go generate ./proto`", name)
		}
	}
}
