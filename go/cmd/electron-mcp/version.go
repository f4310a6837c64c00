package main

import (
	"fmt"
	"runtime"
	"runtime/debug"

	"github.com/spf13/cobra"

	"github.com/electron-mcp/electron-mcp/proto"
)

// version is set at link time: go build -ldflags "-X main.version=v1.2.3".
var version string

// binaryVersion is the version this binary was stamped or built with.
func binaryVersion() string {
	if version != "" {
		return version
	}
	if bi, ok := debug.ReadBuildInfo(); ok && bi.Main.Version != "" && bi.Main.Version != "(devel)" {
		return bi.Main.Version // go install …@vX.Y.Z
	}
	return "devel"
}

// versionReport is `version --json`.
type versionReport struct {
	Version     string             `json:"version"`
	Go          string             `json:"go"`
	Platform    string             `json:"platform"`
	Protocol    int                `json:"protocol"`
	BridgeURL   string             `json:"bridgeUrl,omitempty"`
	CDP         bool               `json:"cdp,omitempty"` // BridgeURL is a DevTools endpoint (--cdp)
	Bridge      *proto.VersionInfo `json:"bridge,omitempty"`
	BridgeError string             `json:"bridgeError,omitempty"`
}

func newVersionCmd(g *globals) *cobra.Command {
	var asJSON bool
	cmd := &cobra.Command{
		Use:   "version",
		Short: "Print electron-mcp's version and, when one is reachable, the bridge's",
		Args:  noArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			rep := versionReport{
				Version:  binaryVersion(),
				Go:       runtime.Version(),
				Platform: runtime.GOOS + "/" + runtime.GOARCH,
				Protocol: proto.Version,
			}
			// The bridge is optional here: version must work without one.
			if c, err := g.client(); err != nil {
				rep.BridgeError = err.Error()
			} else {
				defer c.Close()
				rep.BridgeURL = c.Endpoint().URL
				rep.CDP = c.IsCDP()
				if v, err := c.Version(cmd.Context()); err != nil {
					rep.BridgeError = err.Error()
				} else {
					rep.Bridge = &v
				}
			}
			if asJSON {
				return writeJSON(cmd.OutOrStdout(), rep)
			}
			w := cmd.OutOrStdout()
			fmt.Fprintf(w, "electron-mcp %s (%s, %s), wire protocol %d\n", rep.Version, rep.Go, rep.Platform, rep.Protocol)
			if b := rep.Bridge; b != nil && rep.CDP {
				fmt.Fprintf(w, "DevTools endpoint %s (--cdp): %s, CDP %s\n", rep.BridgeURL, b.Browser, b.ProtocolVersion)
			} else if b != nil {
				fmt.Fprintf(w, "bridge %s: electron-mcp-bridge %s, %s, CDP %s, wire protocol %d\n",
					rep.BridgeURL, b.Bridge, b.Browser, b.ProtocolVersion, b.Protocol)
				if b.Protocol != proto.Version {
					fmt.Fprintf(g.stderr, "electron-mcp: the bridge speaks wire protocol %d, this electron-mcp %d: use matching versions\n", b.Protocol, proto.Version)
				}
			} else {
				fmt.Fprintf(w, "bridge: none reachable (see stderr)\n")
				fmt.Fprintf(g.stderr, "electron-mcp: %s\n", rep.BridgeError)
			}
			return nil
		},
	}
	cmd.Flags().BoolVar(&asJSON, "json", false, "print as JSON")
	return cmd
}
