package bridge

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/url"
	"strings"
	"time"

	"github.com/gorilla/websocket"

	"github.com/electron-mcp/electron-mcp/go/cdp"
	"github.com/electron-mcp/electron-mcp/proto"
)

// ErrNotLoopback is wrapped by the error for a bridge URL that names a host
// other than this machine's loopback. A bridge listens on 127.0.0.1 only,
// and its token is sent nowhere else: not to another host named by the
// environment or a discovery file, not after a redirect.
var ErrNotLoopback = errors.New("bridge: not a loopback address")

// loopbackRule says which hosts may receive the token, for error messages.
const loopbackRule = "electron-mcp sends the bridge token only to this machine's loopback (127.0.0.0/8, ::1 or localhost), where a bridge listens"

// isLoopbackHost reports whether host (a URL's Hostname: no port, no
// brackets) is this machine's loopback: an IP address in 127.0.0.0/8 or ::1
// (also IPv4-mapped, ::ffff:127.0.0.1), or the name localhost. Nothing is
// resolved: other names (localhost., foo.localhost, a name /etc/hosts maps
// to 127.0.0.1) are not loopback here, and a zone (::1%lo) is refused.
func isLoopbackHost(host string) bool {
	if strings.EqualFold(host, "localhost") {
		return true
	}
	ip := net.ParseIP(host)
	return ip != nil && ip.IsLoopback()
}

// notLoopbackError is a bridge URL refused for its host.
type notLoopbackError struct {
	what string // where the URL came from: "--bridge", "ELECTRON_MCP_BRIDGE", "the bridge URL"
	url  string
	next string // what to do instead
}

func (e *notLoopbackError) Error() string {
	return fmt.Sprintf("bridge: %s %s is refused: %s; %s", e.what, e.url, loopbackRule, e.next)
}

func (e *notLoopbackError) Unwrap() error { return ErrNotLoopback }

// checkLoopbackURL returns nil when the base URL u (as normalizeURL returns
// it) names a loopback host, else a *notLoopbackError: what names where u
// came from, next what to do instead.
func checkLoopbackURL(u, what, next string) error {
	pu, err := url.Parse(u)
	if err != nil {
		return fmt.Errorf("bridge: bad bridge URL: %v", err)
	}
	if isLoopbackHost(pu.Hostname()) {
		return nil
	}
	return &notLoopbackError{what: what, url: u, next: next}
}

// dialTimeout bounds one TCP connect; the caller's context bounds the rest.
const dialTimeout = DefaultTimeout

// tcpDial makes the TCP connections of every Client: through dialLoopback
// for a bridge, directly for a DevTools endpoint (no token travels there).
// Tests count its calls.
var tcpDial = (&net.Dialer{Timeout: dialTimeout}).DialContext

// dialAny is the dialer of a client that sends no token (NewCDPClient).
func dialAny(ctx context.Context, network, addr string) (net.Conn, error) {
	return tcpDial(ctx, network, addr)
}

// dialLoopback opens every TCP connection of a client that sends the token:
// the HTTP requests and the WebSocket handshakes alike, and whatever a
// redirect would reach. addr must be a loopback IP address and port, or
// localhost and a port; localhost is dialled as 127.0.0.1 (then ::1),
// without asking a resolver, so that no /etc/hosts or DNS answer can send
// the token elsewhere. Anything else is refused before a packet leaves.
func dialLoopback(ctx context.Context, network, addr string) (net.Conn, error) {
	host, port, err := net.SplitHostPort(addr)
	if err != nil {
		return nil, fmt.Errorf("%w: %s: %v", ErrNotLoopback, addr, err)
	}
	if strings.EqualFold(host, "localhost") {
		conn, err := tcpDial(ctx, network, net.JoinHostPort("127.0.0.1", port))
		if err == nil || ctx.Err() != nil {
			return conn, err
		}
		if conn6, err6 := tcpDial(ctx, network, net.JoinHostPort("::1", port)); err6 == nil {
			return conn6, nil
		}
		return nil, err
	}
	if ip := net.ParseIP(host); ip == nil || !ip.IsLoopback() {
		return nil, fmt.Errorf("%w: refusing to connect to %s: %s", ErrNotLoopback, addr, loopbackRule)
	}
	return tcpDial(ctx, network, addr)
}

// dialWS opens a WebSocket with c's dialer (dialLoopback for a bridge),
// never through a proxy; a refused upgrade is a *cdp.HandshakeError. ctx
// bounds the handshake only.
func (c *Client) dialWS(ctx context.Context, wsURL string, header http.Header) (*cdp.Conn, error) {
	d := websocket.Dialer{
		NetDialContext:   c.dial,
		Proxy:            nil, // the token is for the bridge alone
		HandshakeTimeout: c.timeout,
	}
	ws, resp, err := d.DialContext(ctx, wsURL, header)
	if err != nil {
		if resp != nil {
			// The dialer keeps the start of the answer's body.
			body, _ := io.ReadAll(io.LimitReader(resp.Body, 1024))
			resp.Body.Close()
			return nil, &cdp.HandshakeError{Status: resp.StatusCode, Body: strings.TrimSpace(string(body)), Err: err}
		}
		return nil, &cdp.DialError{Err: err}
	}
	conn := cdp.New(ws)
	if !c.IsCDP() {
		// The bridge closes the connection (1009) on a larger frame.
		conn.SetMaxCommandBytes(proto.MaxMessageBytes)
	}
	return conn, nil
}

// newHTTPClient is the HTTP client of a Client whose connections all go
// through dial. It follows no redirect: a bridge never sends one, and
// following it would carry the token away.
func newHTTPClient(dial func(context.Context, string, string) (net.Conn, error)) *http.Client {
	return &http.Client{
		Transport: &http.Transport{
			Proxy:               nil, // never through a proxy: the token is for the bridge alone
			DialContext:         dial,
			MaxIdleConnsPerHost: 2,
			IdleConnTimeout:     30 * time.Second,
		},
		CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse },
	}
}
