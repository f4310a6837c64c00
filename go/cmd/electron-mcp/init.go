package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strings"

	"github.com/spf13/cobra"

	"github.com/electron-mcp/electron-mcp/go/internal/jsonobj"
	"github.com/electron-mcp/electron-mcp/go/mcpserver"
)

// envLauncher is set by the npm package's launcher (npm/server) to "npm":
// the binary then registers itself as `npx -y @electron-mcp/server`, which
// survives upgrades and other machines, rather than by the path of a
// binary inside an npx cache.
const envLauncher = "ELECTRON_MCP_LAUNCHER"

// npmPackage is the npm package that carries this binary (npm/server).
const npmPackage = "@electron-mcp/server"

// mcpClient is an MCP client whose project configuration init writes.
type mcpClient struct {
	name    string // for --client
	product string // for messages
	file    string // relative to the project directory
	key     string // the object that holds the servers
	typed   bool   // entries carry "type": "stdio"
}

var mcpClients = []mcpClient{
	{"claude", "Claude Code", ".mcp.json", "mcpServers", true},
	{"vscode", "VS Code", filepath.Join(".vscode", "mcp.json"), "servers", true},
	{"cursor", "Cursor", filepath.Join(".cursor", "mcp.json"), "mcpServers", false},
}

func newInitCmd(g *globals) *cobra.Command {
	var name, dir, caps string
	var clients []string
	cmd := &cobra.Command{
		Use:   "init",
		Short: "Add electron-mcp to the project's MCP configuration (.mcp.json for Claude Code)",
		Long: `init adds an entry that launches "electron-mcp serve" to the MCP configuration
of the project in the current directory (or --dir): .mcp.json, which Claude Code
reads, by default; with --client, VS Code's .vscode/mcp.json and Cursor's
.cursor/mcp.json as well. Every other server's entry is kept as it is; an
entry of the same name that is not electron-mcp is left alone, and init says so.

Run through npx (npx -y @electron-mcp/server init), it writes "npx -y
@electron-mcp/server serve"; otherwise the absolute path of this binary.`,
		Args: noArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			var chosen []mcpClient
			for _, c := range clients {
				for _, n := range strings.Split(c, ",") {
					n = strings.ToLower(strings.TrimSpace(n))
					i := slices.IndexFunc(mcpClients, func(m mcpClient) bool { return m.name == n })
					switch {
					case n == "all":
						chosen = append(chosen, mcpClients...)
					case i >= 0:
						chosen = append(chosen, mcpClients[i])
					case n != "":
						return usageError{fmt.Errorf("--client %q: use claude, vscode, cursor or all", n)}
					}
				}
			}
			if strings.TrimSpace(name) == "" {
				return usageError{errors.New("--name is empty")}
			}
			args := []string{"serve"}
			if caps != "" {
				if _, err := mcpserver.ParseCaps(caps); err != nil {
					return usageError{fmt.Errorf("--caps: %w", err)}
				}
				args = append(args, "--caps", caps)
			}
			command, args, err := launchLine(g.getenv, args)
			if err != nil {
				return err
			}
			seen := map[string]bool{}
			for _, c := range chosen {
				if seen[c.name] {
					continue
				}
				seen[c.name] = true
				path := filepath.Join(dir, c.file)
				changed, err := addServer(path, c, name, command, args)
				if err != nil {
					return err
				}
				line := strings.Join(append([]string{command}, args...), " ")
				if changed {
					fmt.Fprintf(cmd.OutOrStdout(), "Added %q to %s (%s): %s\n", name, path, c.product, line)
				} else {
					fmt.Fprintf(cmd.OutOrStdout(), "%s (%s) already has %q: %s\n", path, c.product, name, line)
				}
			}
			return nil
		},
	}
	cmd.Flags().StringVar(&name, "name", "electron", "the server's name in the configuration")
	cmd.Flags().StringVar(&dir, "dir", ".", "the project directory")
	cmd.Flags().StringSliceVar(&clients, "client", []string{"claude"}, "whose configuration to write: claude (.mcp.json), vscode (.vscode/mcp.json), cursor (.cursor/mcp.json), or all")
	cmd.Flags().StringVar(&caps, "caps", "", "capabilities for serve --caps (e.g. network,storage)")
	return cmd
}

// launchLine is the command that starts this electron-mcp: npx when it came
// from npm, else this binary's absolute path.
func launchLine(getenv func(string) string, args []string) (string, []string, error) {
	if getenv(envLauncher) == "npm" {
		npx := append([]string{"-y", npmPackage}, args...)
		if runtime.GOOS == "windows" {
			// Clients start commands without a shell; npx is a .cmd script.
			return "cmd", append([]string{"/c", "npx"}, npx...), nil
		}
		return "npx", npx, nil
	}
	exe, err := os.Executable()
	if err != nil {
		return "", nil, err
	}
	if exe, err = filepath.EvalSymlinks(exe); err != nil {
		return "", nil, err
	}
	return exe, args, nil
}

// addServer adds or updates the entry name in the configuration file path,
// keeping everything else in it, in its order. It reports whether the file
// changed. The file is replaced atomically, keeping its mode; nothing is
// written on an error.
func addServer(path string, c mcpClient, name, command string, args []string) (bool, error) {
	data, err := os.ReadFile(path)
	mode := fs.FileMode(0o644)
	switch {
	case err == nil:
		if st, err := os.Stat(path); err == nil {
			mode = st.Mode().Perm()
		}
	case errors.Is(err, fs.ErrNotExist):
		data = nil
	default:
		return false, err
	}
	entry := &jsonobj.Object{}
	if c.typed {
		entry.Set("type", json.RawMessage(`"stdio"`))
	}
	entry.Set("command", jsonobj.Text(command))
	entry.Set("args", jsonobj.Text(args))

	top := &jsonobj.Object{}
	if len(bytes.TrimSpace(data)) > 0 {
		if top, err = jsonobj.Parse(data); err != nil {
			snippet, _ := json.MarshalIndent(map[string]any{c.key: map[string]any{name: plain(entry)}}, "", "  ")
			return false, fmt.Errorf("%s is not plain JSON (%v): comments and trailing commas are not supported here. Fix it, or add this entry by hand:\n%s", path, err, snippet)
		}
	}
	servers := &jsonobj.Object{}
	if raw, ok := top.Get(c.key); ok {
		if servers, err = jsonobj.Parse(raw); err != nil {
			return false, fmt.Errorf("%s: %q is not an object (%v); fix it first", path, c.key, err)
		}
	}
	if raw, ok := servers.Get(name); ok {
		if !isElectronMCP(raw) {
			return false, fmt.Errorf("%s already has a server named %q that is not electron-mcp (%s); it is left alone: pass --name to add electron-mcp under another name", path, name, compact(raw))
		}
		if sameJSON(raw, entry.Marshal()) {
			return false, nil
		}
	}
	servers.Set(name, entry.Marshal())
	top.Set(c.key, servers.Marshal())
	var out bytes.Buffer
	if err := json.Indent(&out, top.Marshal(), "", "  "); err != nil {
		return false, err
	}
	out.WriteByte('\n')
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return false, err
	}
	tmp, err := os.CreateTemp(filepath.Dir(path), "."+filepath.Base(path)+".*")
	if err != nil {
		return false, err
	}
	defer os.Remove(tmp.Name())
	if _, err := tmp.Write(out.Bytes()); err != nil {
		tmp.Close()
		return false, err
	}
	if err := tmp.Chmod(mode); err != nil {
		tmp.Close()
		return false, err
	}
	if err := tmp.Close(); err != nil {
		return false, err
	}
	return true, os.Rename(tmp.Name(), path)
}

// isElectronMCP reports whether a server entry launches electron-mcp: its
// command or an argument is a file named electron-mcp… (a binary, its
// renamed or test builds) or the npm package (npmPackage, with or without a
// version).
func isElectronMCP(raw json.RawMessage) bool {
	var e struct {
		Command string   `json:"command"`
		Args    []string `json:"args"`
	}
	if json.Unmarshal(raw, &e) != nil {
		return false
	}
	for _, s := range append([]string{e.Command}, e.Args...) {
		if strings.HasPrefix(filepath.Base(s), "electron-mcp") && !strings.HasPrefix(filepath.Base(s), "electron-mcp-bridge") {
			return true
		}
		if s == npmPackage || strings.HasPrefix(s, npmPackage+"@") {
			return true
		}
	}
	return false
}

func sameJSON(a, b json.RawMessage) bool {
	var x, y any
	if json.Unmarshal(a, &x) != nil || json.Unmarshal(b, &y) != nil {
		return false
	}
	return bytes.Equal(jsonobj.Text(x), jsonobj.Text(y))
}

func compact(raw json.RawMessage) string {
	var b bytes.Buffer
	if json.Compact(&b, raw) != nil {
		return string(raw)
	}
	return b.String()
}

// plain is an object as a plain Go value, for messages.
func plain(o *jsonobj.Object) any {
	var v any
	_ = json.Unmarshal(o.Marshal(), &v)
	return v
}
