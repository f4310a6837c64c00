package mcpserver

import (
	"context"
	"fmt"
	"strings"

	"github.com/electron-mcp/electron-mcp/go/page"
)

type routeArgs struct {
	Pattern        string   `json:"pattern" jsonschema:"URL glob of the requests to answer: ** any characters, * any but /, {a,b} either (e.g. **/api/users, **/*.{png,jpg}); a path like /api/users means **/api/users, and a pattern without ? also matches URLs with a query string"`
	Status         *int     `json:"status,omitempty" jsonschema:"HTTP status of a made-up response (default 200). With status or body the request never reaches the server"`
	Body           *string  `json:"body,omitempty" jsonschema:"body of a made-up response (text or JSON)"`
	ContentType    string   `json:"contentType,omitempty" jsonschema:"Content-Type of the made-up response (default: guessed from the body: JSON, HTML or plain text)"`
	Headers        []string `json:"headers,omitempty" jsonschema:"headers to add, as \"Name: Value\": to the made-up response; without status and body, to the request (or to the real response with modifyResponse)"`
	RemoveHeaders  string   `json:"removeHeaders,omitempty" jsonschema:"comma-separated header names to remove from the request (or from the real response with modifyResponse)"`
	ModifyResponse bool     `json:"modifyResponse,omitempty" jsonschema:"without status and body: apply headers and removeHeaders to the server's real response instead of the request"`
}

func runRoute(ctx context.Context, c *call, a *routeArgs) error {
	rt := page.Route{Pattern: strings.TrimSpace(a.Pattern), ContentType: a.ContentType, ModifyResponse: a.ModifyResponse}
	if a.Status != nil {
		if *a.Status < 100 || *a.Status > 999 {
			return errorf("status %d is not an HTTP status", *a.Status)
		}
		rt.Fulfil, rt.Status = true, *a.Status
	}
	if a.Body != nil {
		rt.Fulfil, rt.Body = true, *a.Body
	}
	if a.ContentType != "" {
		rt.Fulfil = true
	}
	for _, h := range a.Headers {
		name, value, ok := strings.Cut(h, ":")
		if !ok || strings.TrimSpace(name) == "" {
			return errorf("header %q is not \"Name: Value\"", h)
		}
		rt.Headers = append(rt.Headers, [2]string{strings.TrimSpace(name), strings.TrimSpace(value)})
	}
	for _, name := range strings.Split(a.RemoveHeaders, ",") {
		if name = strings.TrimSpace(name); name != "" {
			rt.RemoveHeaders = append(rt.RemoveHeaders, name)
		}
	}
	if rt.Fulfil && (len(rt.RemoveHeaders) > 0 || rt.ModifyResponse) {
		return errorf("removeHeaders and modifyResponse change requests that go on to the server; a route with status, body or contentType answers them itself. Use headers to set the made-up response's headers")
	}
	if !rt.Fulfil && len(rt.Headers) == 0 && len(rt.RemoveHeaders) == 0 {
		return errorf("the route would change nothing: pass status and/or body to answer the requests, or headers/removeHeaders to change them")
	}
	if err := c.tab.page.AddRoute(ctx, rt); err != nil {
		return err
	}
	c.out("Route added: %s", routeLine(rt))
	return nil
}

func routeLine(rt page.Route) string {
	var d []string
	switch {
	case rt.Fulfil:
		status := rt.Status
		if status == 0 {
			status = 200
		}
		d = append(d, fmt.Sprintf("responds %d", status))
		if rt.ContentType != "" {
			d = append(d, rt.ContentType)
		}
		body := rt.Body
		if len(body) > 50 {
			body = body[:50] + "…"
		}
		d = append(d, fmt.Sprintf("body %q", body))
	case rt.ModifyResponse:
		d = append(d, "changes the response")
	default:
		d = append(d, "changes the request")
	}
	for _, h := range rt.Headers {
		d = append(d, fmt.Sprintf("sets %s: %s", h[0], h[1]))
	}
	if len(rt.RemoveHeaders) > 0 {
		d = append(d, "removes "+strings.Join(rt.RemoveHeaders, ", "))
	}
	return rt.Pattern + " → " + strings.Join(d, ", ")
}

func runRouteList(ctx context.Context, c *call, a *struct{}) error {
	routes := c.tab.page.Routes()
	if len(routes) == 0 {
		c.out("No active routes.")
		return nil
	}
	for i, rt := range routes {
		c.out("%d. %s (%d %s)", i+1, routeLine(rt), rt.Hits, plural(rt.Hits, "request", "requests"))
	}
	return nil
}

type unrouteArgs struct {
	Pattern string `json:"pattern,omitempty" jsonschema:"the pattern of the route to remove, as given to browser_route; omit to remove every route"`
}

func runUnroute(ctx context.Context, c *call, a *unrouteArgs) error {
	n, err := c.tab.page.RemoveRoutes(ctx, strings.TrimSpace(a.Pattern))
	if err != nil {
		return err
	}
	switch {
	case a.Pattern == "":
		c.out("Removed all routes (%d).", n)
	case n == 0:
		var have []string
		for _, rt := range c.tab.page.Routes() {
			have = append(have, rt.Pattern)
		}
		if len(have) == 0 {
			return errorf("no route has the pattern %q: there are no routes", a.Pattern)
		}
		return errorf("no route has the pattern %q; the routes are: %s", a.Pattern, strings.Join(have, ", "))
	default:
		c.out("Removed the route for %s.", a.Pattern)
	}
	return nil
}
