package bridge

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"net/url"
	"strings"

	"github.com/electron-mcp/electron-mcp/go/cdp"
	"github.com/electron-mcp/electron-mcp/proto"
)

// FromCDP is the Source of an Endpoint that is a plain Chromium DevTools
// endpoint given with --cdp, not a bridge.
const FromCDP SourceKind = "--cdp"

// Types of DevTools targets that are pages a person sees. Everything else
// (the browser, service and shared workers, iframes listed on their own,
// extension background pages, DevTools' own front-ends) is left out.
var cdpPageTypes = map[string]string{
	"page":    proto.TypePage,
	"webview": proto.TypeWebview,
}

// NewCDPClient returns a Client for a Chromium DevTools endpoint, such as an
// Electron app started with --remote-debugging-port, Chromium or Chrome:
// rawURL is http://host:port. List returns its page and webview targets
// (never the browser target, never DevTools pages) and Dial connects to one
// of them; both without a token, since such a port has none. Use CDPWarning
// to tell the user what that means.
func NewCDPClient(rawURL string) (*Client, error) {
	u, err := normalizeURL(rawURL)
	if err != nil {
		return nil, fmt.Errorf("bridge: --cdp: %w", errors.Unwrap(err))
	}
	// No token travels to a DevTools endpoint, so any host may be dialled
	// (CDPWarning says what a non-loopback one means).
	c := newClient(Endpoint{URL: u, Source: Source{Kind: FromCDP}}, dialAny)
	c.cdp = true
	return c, nil
}

// IsCDP reports whether the client talks to a plain DevTools endpoint
// (NewCDPClient) rather than to a bridge.
func (c *Client) IsCDP() bool { return c.cdp }

// CDPWarning is what a user must know before driving a DevTools endpoint:
// it has no authentication, and it exposes every page of that browser.
func CDPWarning(rawURL string) string {
	where := "any program on this machine"
	if u, err := url.Parse(rawURL); err == nil && !isLoopbackHost(u.Hostname()) {
		where = fmt.Sprintf("anyone who can reach %s over the network", u.Host)
	}
	return fmt.Sprintf("%s is a DevTools debugging port: it has no authentication, and %s can use it to drive "+
		"every page of that browser and read its cookies and storage. electron-mcp acts only on its pages and "+
		"webviews, but the port exposes everything; close the app (or its debugging port) when you are done. "+
		"An app that embeds electron-bridge needs no debugging port and exposes only what it chooses.", rawURL, where)
}

// devtoolsTarget is one entry of Chrome's /json/list.
type devtoolsTarget struct {
	ID                   string `json:"id"`
	Type                 string `json:"type"`
	Title                string `json:"title"`
	URL                  string `json:"url"`
	WebSocketDebuggerURL string `json:"webSocketDebuggerUrl"`
	ParentID             string `json:"parentId"`
}

// cdpList returns the page and webview targets of a DevTools endpoint in the
// shape the bridge's /json/list has.
func (c *Client) cdpList(ctx context.Context) ([]proto.Target, error) {
	var all []devtoolsTarget
	if err := c.getJSON(ctx, proto.PathList, &all); err != nil {
		return nil, err
	}
	ts := []proto.Target{}
	for _, d := range all {
		typ, ok := cdpPageTypes[d.Type]
		if !ok || d.ID == "" || isDevToolsURL(d.URL) {
			continue
		}
		ts = append(ts, proto.Target{
			ID:                   d.ID,
			Type:                 typ,
			ElectronType:         d.Type,
			Title:                d.Title,
			URL:                  d.URL,
			WebSocketDebuggerURL: c.ep.wsURL(proto.PathPage + url.PathEscape(d.ID)),
			HostID:               d.ParentID,
			// A DevTools port does not say; unknown is not hidden.
			Visible: true,
		})
	}
	return ts, nil
}

func isDevToolsURL(u string) bool {
	return strings.HasPrefix(u, "devtools://") || strings.HasPrefix(u, "chrome-devtools://")
}

// cdpDial connects to a page or webview target of a DevTools endpoint, after
// checking that it is one: the browser target and DevTools pages are never
// dialled, whatever id is given.
func (c *Client) cdpDial(ctx context.Context, targetID string) (*cdp.Conn, error) {
	ts, err := c.cdpList(ctx)
	if err != nil {
		return nil, err
	}
	found := false
	for _, t := range ts {
		found = found || t.ID == targetID
	}
	if !found {
		return nil, &StatusError{Status: http.StatusNotFound, Target: targetID, err: ErrNoTarget,
			msg: fmt.Sprintf("bridge: no page or webview %s at %s: it was closed, or it is not a page; call list for the current ids", targetID, c.ep.URL)}
	}
	// No Origin (Chrome refuses upgrades that carry one) and no token.
	return c.dialPage(ctx, targetID, http.Header{})
}

// cdpVersion reads a DevTools endpoint's /json/version, which has no
// bridge or protocol fields.
func (c *Client) cdpVersion(ctx context.Context) (proto.VersionInfo, error) {
	var v proto.VersionInfo
	err := c.getJSON(ctx, proto.PathVersion, &v)
	return v, err
}
