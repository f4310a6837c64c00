package bridge

import (
	"fmt"
	"log/slog"
	"net/url"
	"strings"
	"time"
)

// SourceKind says where an Endpoint was found.
type SourceKind string

// The places Discover looks, in its order.
const (
	FromFlags SourceKind = "flags"       // Options.URL and Options.Token (--bridge, --token)
	FromEnv   SourceKind = "environment" // ELECTRON_MCP_BRIDGE, ELECTRON_MCP_TOKEN
	FromFile  SourceKind = "discovery file"
)

// Source tells where an Endpoint came from, so that a choice among several
// running bridges is visible.
type Source struct {
	Kind SourceKind
	// Path is the discovery file, for FromFile.
	Path string
	// Live is how many live bridges the discovery files named, for FromFile;
	// when it is more than one, the newest (by startedAt) was chosen.
	Live int
}

func (s Source) String() string {
	switch s.Kind {
	case FromFile:
		if s.Live > 1 {
			return fmt.Sprintf("discovery file %s (the newest of %d running bridges)", s.Path, s.Live)
		}
		return "discovery file " + s.Path
	case "":
		return "unknown source"
	}
	return string(s.Kind)
}

// Endpoint is a bridge to talk to: its base URL and token, and where they
// were found. Its String, GoString, LogValue and JSON forms never contain
// the token.
type Endpoint struct {
	URL       string    `json:"url"` // http://127.0.0.1:<port>, no path
	Token     string    `json:"-"`
	Source    Source    `json:"-"`
	PID       int       `json:"pid,omitempty"`      // the app's process, when known (discovery file)
	App       string    `json:"app,omitempty"`      // the app's name, when known (discovery file)
	StartedAt time.Time `json:"startedAt,omitzero"` // when the bridge started, when known
}

// String describes the endpoint without its token.
func (e Endpoint) String() string {
	var b strings.Builder
	b.WriteString(e.URL)
	b.WriteString(" (from ")
	b.WriteString(e.Source.String())
	if e.App != "" {
		fmt.Fprintf(&b, ", app %q", e.App)
	}
	if e.PID != 0 {
		fmt.Fprintf(&b, ", pid %d", e.PID)
	}
	b.WriteString(")")
	return b.String()
}

// GoString keeps %#v from printing the token.
func (e Endpoint) GoString() string {
	return fmt.Sprintf("bridge.Endpoint{URL:%q, Token:%q, Source:%q, PID:%d, App:%q}",
		e.URL, redacted(e.Token), e.Source.String(), e.PID, e.App)
}

// LogValue implements slog.LogValuer without the token.
func (e Endpoint) LogValue() slog.Value {
	attrs := []slog.Attr{
		slog.String("url", e.URL),
		slog.String("source", e.Source.String()),
	}
	if e.PID != 0 {
		attrs = append(attrs, slog.Int("pid", e.PID))
	}
	if e.App != "" {
		attrs = append(attrs, slog.String("app", e.App))
	}
	return slog.GroupValue(attrs...)
}

func redacted(token string) string {
	if token == "" {
		return ""
	}
	return "REDACTED"
}

// wsURL is the WebSocket URL of a target on this bridge.
func (e Endpoint) wsURL(path string) string {
	u := strings.Replace(e.URL, "http", "ws", 1) // http→ws, https→wss
	return u + path
}

// normalizeURL accepts the bridge's base URL as http(s)://host:port or
// ws(s)://host:port, with or without a trailing slash, and returns
// http(s)://host:port.
func normalizeURL(raw string) (string, error) {
	u, err := url.Parse(strings.TrimSpace(raw))
	if err != nil {
		return "", fmt.Errorf("bridge: bad bridge URL: %v", err)
	}
	switch u.Scheme {
	case "http", "ws":
		u.Scheme = "http"
	case "https", "wss":
		u.Scheme = "https"
	default:
		return "", fmt.Errorf("bridge: bad bridge URL %q: want http://127.0.0.1:<port>", raw)
	}
	if u.Host == "" || u.Port() == "" {
		return "", fmt.Errorf("bridge: bad bridge URL %q: want http://127.0.0.1:<port>", raw)
	}
	if u.User != nil {
		return "", fmt.Errorf("bridge: bad bridge URL: no user info; pass the token separately")
	}
	if p := strings.TrimRight(u.Path, "/"); p != "" || u.RawQuery != "" || u.Fragment != "" {
		return "", fmt.Errorf("bridge: bad bridge URL %s://%s%s: want only http://host:port, without a path or query", u.Scheme, u.Host, u.Path)
	}
	return u.Scheme + "://" + u.Host, nil
}
