package main

import (
	"encoding/json"
	"fmt"
	"io"
	"strings"
	"text/tabwriter"
	"unicode"
	"unicode/utf8"

	"github.com/spf13/cobra"

	"github.com/electron-mcp/electron-mcp/proto"
)

func newListCmd(g *globals) *cobra.Command {
	var asJSON bool
	cmd := &cobra.Command{
		Use:   "list",
		Short: "List the webContents (windows, webviews) the app exposes",
		Long: `List the webContents the bridge exposes: windows are "page", <webview> guests are
"webview" with the id of the page that embeds them in HOST. ATTACHED says whether
a client holds the debugger of that webContents now. Pass an ID to --target.`,
		Args: noArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			c, err := g.client()
			if err != nil {
				return err
			}
			defer c.Close()
			targets, err := c.List(cmd.Context())
			if err != nil {
				return err
			}
			if asJSON {
				return writeJSON(cmd.OutOrStdout(), targets)
			}
			if len(targets) == 0 {
				fmt.Fprintln(g.stderr, "electron-mcp: the bridge exposes no webContents")
			}
			return writeTargetTable(cmd.OutOrStdout(), targets)
		},
	}
	cmd.Flags().BoolVar(&asJSON, "json", false, "print the targets as a JSON array (the bridge's /json/list)")
	return cmd
}

// Column widths past which a cell is cut, in runes.
const (
	maxTitle = 40
	maxURL   = 60
)

// writeTargetTable prints targets as an aligned table.
func writeTargetTable(w io.Writer, targets []proto.Target) error {
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "ID\tTYPE\tTITLE\tURL\tHOST\tATTACHED")
	for _, t := range targets {
		host := t.HostID
		if host == "" {
			host = "-"
		}
		attached := "no"
		if t.Attached {
			attached = "yes"
		}
		fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t%s\t%s\n",
			cell(t.ID, 32), cell(t.Type, 12), cell(t.Title, maxTitle), cell(t.URL, maxURL), cell(host, 12), attached)
	}
	return tw.Flush()
}

// cell makes s safe and short for a table: a page chooses its own title, so
// control characters (terminal escapes, tabs, newlines) become spaces, and
// anything longer than max runes is cut with an ellipsis.
func cell(s string, max int) string {
	s = strings.Map(func(r rune) rune {
		if unicode.IsControl(r) || r == utf8.RuneError || unicode.Is(unicode.Bidi_Control, r) {
			return ' '
		}
		return r
	}, s)
	s = strings.TrimSpace(s)
	if s == "" {
		return "-"
	}
	if utf8.RuneCountInString(s) <= max {
		return s
	}
	r := []rune(s)
	return string(r[:max-1]) + "…"
}

func writeJSON(w io.Writer, v any) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	enc.SetEscapeHTML(false)
	return enc.Encode(v)
}
