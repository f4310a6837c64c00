// Command gen writes electron-bridge/protocol.js and protocol.d.ts from
// package proto, so the JavaScript bridge and the Go binary share one wire
// contract. Run it through `go generate ./proto`.
package main

import (
	"flag"
	"fmt"
	"log"
	"os"
	"path/filepath"

	"github.com/electron-mcp/electron-mcp/proto/gen/jsgen"
)

func main() {
	out := flag.String("out", "../electron-bridge", "directory to write protocol.js and protocol.d.ts into")
	src := flag.String("src", ".", "directory of package proto")
	flag.Parse()
	files, err := jsgen.Generate(*src)
	if err != nil {
		log.Fatalf("gen: %v", err)
	}
	for name, data := range files {
		if err := os.WriteFile(filepath.Join(*out, name), data, 0o644); err != nil {
			log.Fatalf("gen: %v", err)
		}
		fmt.Fprintf(os.Stderr, "gen: wrote %s\n", filepath.Join(*out, name))
	}
}
