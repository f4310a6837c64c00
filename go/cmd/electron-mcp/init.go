package main

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"

	"github.com/spf13/cobra"
)

func newInitCmd(g *globals) *cobra.Command {
	var name, file string
	cmd := &cobra.Command{
		Use:   "init",
		Short: "Add electron-mcp to the project's .mcp.json (for Claude Code)",
		Long: `init adds (or updates) an entry that launches "electron-mcp serve" in
.mcp.json in the current directory, keeping every other entry. Claude Code
reads that file when it starts in this directory.`,
		Args: noArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			exe, err := os.Executable()
			if err != nil {
				return err
			}
			if exe, err = filepath.EvalSymlinks(exe); err != nil {
				return err
			}
			cfg := map[string]any{}
			data, err := os.ReadFile(file)
			switch {
			case err == nil:
				if err := json.Unmarshal(data, &cfg); err != nil {
					return fmt.Errorf("%s is not valid JSON (%v); fix or remove it first", file, err)
				}
			case !os.IsNotExist(err):
				return err
			}
			servers, _ := cfg["mcpServers"].(map[string]any)
			if servers == nil {
				servers = map[string]any{}
			}
			servers[name] = map[string]any{"command": exe, "args": []string{"serve"}}
			cfg["mcpServers"] = servers
			out, err := json.MarshalIndent(cfg, "", "  ")
			if err != nil {
				return err
			}
			tmp := file + ".tmp"
			if err := os.WriteFile(tmp, append(out, '\n'), 0o644); err != nil {
				return err
			}
			if err := os.Rename(tmp, file); err != nil {
				return err
			}
			fmt.Fprintf(cmd.OutOrStdout(), "Added %q to %s: %s serve\n", name, file, exe)
			return nil
		},
	}
	cmd.Flags().StringVar(&name, "name", "electron", "the server's name in .mcp.json")
	cmd.Flags().StringVar(&file, "file", ".mcp.json", "the file to write")
	return cmd
}
