package bridge

import (
	"cmp"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/electron-mcp/electron-mcp/proto"
)

// ErrNoBridge is wrapped by Discover's error when it finds no bridge.
var ErrNoBridge = errors.New(`bridge: no electron-mcp bridge found. Start one:
  - in the Electron app, embed the bridge (npm @electron-mcp/bridge): require('@electron-mcp/bridge').startBridge() after app.whenReady();
  - or, to try things without an app, run the Chromium stand-in: node electron-bridge/testing/host.js --url https://example.com;
  - or pass --bridge http://127.0.0.1:<port> --token <token> (or set ELECTRON_MCP_BRIDGE and ELECTRON_MCP_TOKEN)`)

// Options tells Discover where to look. The zero value looks at the real
// environment and discovery directory.
type Options struct {
	// URL and Token are explicit settings (the --bridge and --token flags).
	// When URL is set, Token must be too, and nothing else is consulted.
	URL, Token string
	// Getenv reads environment variables; nil means os.Getenv.
	Getenv func(string) string
	// Dir is the discovery directory; "" means DiscoveryDir(Getenv).
	Dir string
}

// DiscoveryDir is where bridges write their discovery files:
// $XDG_RUNTIME_DIR/electron-mcp, else <os.TempDir()>/electron-mcp. getenv
// may be nil (os.Getenv).
func DiscoveryDir(getenv func(string) string) string {
	if getenv == nil {
		getenv = os.Getenv
	}
	base := getenv("XDG_RUNTIME_DIR")
	if base == "" {
		base = os.TempDir()
	}
	return filepath.Join(base, proto.DiscoveryDirName)
}

// Discover finds the bridge to talk to: explicit options, then the
// environment, then the newest live discovery file (see the package
// comment). It makes no network call.
func Discover(opts Options) (Endpoint, error) {
	getenv := opts.Getenv
	if getenv == nil {
		getenv = os.Getenv
	}

	if opts.URL != "" || opts.Token != "" {
		if opts.URL == "" || opts.Token == "" {
			return Endpoint{}, errors.New("bridge: --bridge and --token go together: pass both, or neither to use the environment or a discovery file")
		}
		u, err := bridgeURL(opts.URL, "--bridge", "pass the http://127.0.0.1:<port> the app's bridge printed")
		if err != nil {
			return Endpoint{}, err
		}
		return Endpoint{URL: u, Token: opts.Token, Source: Source{Kind: FromFlags}}, nil
	}

	envURL, envToken := getenv(proto.EnvBridge), getenv(proto.EnvToken)
	if envURL != "" || envToken != "" {
		if envURL == "" || envToken == "" {
			return Endpoint{}, fmt.Errorf("bridge: %s and %s go together: set both, or unset both to use a discovery file", proto.EnvBridge, proto.EnvToken)
		}
		u, err := bridgeURL(envURL, proto.EnvBridge, fmt.Sprintf("unset %s and %s (a discovery file is used then), or set them to what the app's bridge printed", proto.EnvBridge, proto.EnvToken))
		if errors.Is(err, ErrNotLoopback) {
			return Endpoint{}, err
		}
		if err != nil {
			return Endpoint{}, fmt.Errorf("%s: %w", proto.EnvBridge, err)
		}
		return Endpoint{URL: u, Token: envToken, Source: Source{Kind: FromEnv}}, nil
	}

	dir := opts.Dir
	if dir == "" {
		dir = DiscoveryDir(getenv)
	}
	live, skipped, err := scanDir(dir)
	if err != nil {
		return Endpoint{}, err
	}
	if len(live) == 0 {
		return Endpoint{}, &noBridgeError{dir: dir, skipped: skipped}
	}
	// Newest first; ties (same startedAt) go to the higher pid, then the name,
	// so the choice is stable.
	slices.SortFunc(live, func(a, b Endpoint) int {
		if c := b.StartedAt.Compare(a.StartedAt); c != 0 {
			return c
		}
		if c := cmp.Compare(b.PID, a.PID); c != 0 {
			return c
		}
		return strings.Compare(a.Source.Path, b.Source.Path)
	})
	ep := live[0]
	ep.Source.Live = len(live)
	return ep, nil
}

// bridgeURL is normalizeURL for a URL that gets the token: it must also
// name a loopback host (what and next are for checkLoopbackURL's error).
func bridgeURL(raw, what, next string) (string, error) {
	u, err := normalizeURL(raw)
	if err != nil {
		return "", err
	}
	if err := checkLoopbackURL(u, what, next); err != nil {
		return "", err
	}
	return u, nil
}

// noBridgeError is ErrNoBridge plus why each discovery file was passed over.
type noBridgeError struct {
	dir     string
	skipped []string
}

func (e *noBridgeError) Error() string {
	var b strings.Builder
	b.WriteString(ErrNoBridge.Error())
	fmt.Fprintf(&b, "\n(looked in %s, %s and %s", proto.EnvBridge, proto.EnvToken, e.dir)
	if len(e.skipped) == 0 {
		b.WriteString(")")
		return b.String()
	}
	b.WriteString("; passed over:")
	for _, s := range e.skipped {
		b.WriteString("\n  ")
		b.WriteString(s)
	}
	b.WriteString(")")
	return b.String()
}

func (e *noBridgeError) Unwrap() error { return ErrNoBridge }

// maxDiscoveryFile bounds what is read of a discovery file.
const maxDiscoveryFile = 64 << 10

// scanDir reads every <pid>.json in dir and returns the usable endpoints and,
// for the others, why each was passed over. A missing dir is no error.
func scanDir(dir string) (live []Endpoint, skipped []string, err error) {
	entries, err := os.ReadDir(dir)
	if errors.Is(err, os.ErrNotExist) {
		return nil, nil, nil
	}
	if err != nil {
		return nil, nil, fmt.Errorf("bridge: reading discovery directory: %w", err)
	}
	for _, de := range entries {
		name := de.Name()
		pidText, ok := strings.CutSuffix(name, ".json")
		if !ok {
			continue // temporary files of an atomic write, and anything else
		}
		namePID, err := strconv.Atoi(pidText)
		if err != nil || namePID <= 0 {
			continue
		}
		path := filepath.Join(dir, name)
		ep, why := readDiscoveryFile(path, namePID)
		if why != "" {
			skipped = append(skipped, path+": "+why)
			continue
		}
		live = append(live, ep)
	}
	return live, skipped, nil
}

// readDiscoveryFile returns the endpoint in one discovery file, or why it is
// not usable.
func readDiscoveryFile(path string, namePID int) (Endpoint, string) {
	f, err := openNoFollow(path)
	if err != nil {
		return Endpoint{}, err.Error()
	}
	defer f.Close()
	// Check the file we opened, not the name (which could be swapped).
	fi, err := f.Stat()
	if err != nil {
		return Endpoint{}, err.Error()
	}
	if !fi.Mode().IsRegular() {
		return Endpoint{}, "not a regular file"
	}
	if why := checkOwnerAndMode(fi); why != "" {
		return Endpoint{}, why
	}
	data, err := io.ReadAll(io.LimitReader(f, maxDiscoveryFile+1))
	if err != nil {
		return Endpoint{}, err.Error()
	}
	if len(data) > maxDiscoveryFile {
		return Endpoint{}, "too large to be a discovery file"
	}
	var d proto.Discovery
	if err := json.Unmarshal(data, &d); err != nil {
		return Endpoint{}, "not a discovery file: " + err.Error()
	}
	if d.Protocol != proto.Version {
		return Endpoint{}, fmt.Sprintf("protocol version %d, but this electron-mcp speaks %d: use an electron-mcp and an electron-mcp-bridge of matching versions", d.Protocol, proto.Version)
	}
	if d.PID != namePID {
		return Endpoint{}, fmt.Sprintf("names pid %d but is named for pid %d", d.PID, namePID)
	}
	if !processAlive(d.PID) {
		return Endpoint{}, fmt.Sprintf("process %d is not running (a stale file)", d.PID)
	}
	if d.Token == "" {
		return Endpoint{}, "no token"
	}
	u, err := bridgeURL(d.URL, "its url", "the file is not a bridge's of this machine: remove it")
	if err != nil {
		return Endpoint{}, err.Error()
	}
	// An unparsable startedAt sorts as the oldest rather than losing a live bridge.
	started, _ := time.Parse(time.RFC3339Nano, d.StartedAt)
	return Endpoint{
		URL:       u,
		Token:     d.Token,
		Source:    Source{Kind: FromFile, Path: path},
		PID:       d.PID,
		App:       d.App,
		StartedAt: started,
	}, ""
}
