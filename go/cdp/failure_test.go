package cdp_test

import (
	"context"
	"errors"
	"fmt"
	"testing"

	"github.com/chromedp/cdproto"

	"github.com/electron-mcp/electron-mcp/go/cdp"
)

func TestFailed(t *testing.T) {
	answer := func(msg string) error {
		return fmt.Errorf("Runtime.evaluate: %w", &cdproto.Error{Code: -32000, Message: msg})
	}
	for _, c := range []struct {
		err  error
		kind cdp.Failure
		want bool
	}{
		{answer("Execution context was destroyed."), cdp.ContextGone, true},
		{answer("Cannot find context with specified id"), cdp.ContextGone, true},
		{answer("Inspected target navigated or closed"), cdp.ContextGone, true},
		{answer("Node is detached from document"), cdp.NodeGone, true},
		{answer("No node with given id found"), cdp.NodeGone, true},
		{answer("Node does not have a layout object"), cdp.NotRendered, true},
		{answer("No dialog is showing"), cdp.NoDialog, true},
		{answer("No dialog is showing"), cdp.NodeGone, false},
		{answer("Invalid InterceptionId."), cdp.NotPaused, true},
		{answer("Invalid state for continueInterceptedRequest"), cdp.NotPaused, true},
		{answer("No session with given id"), cdp.SessionGone, true},
		{answer("Session with given id not found."), cdp.SessionGone, true},
		{answer("target closed while handling command"), cdp.TargetClosed, true},
		{answer("target closed"), cdp.SessionGone, false},
		// Our own words are not the browser's answer.
		{fmt.Errorf("Runtime.evaluate: %w", context.Canceled), cdp.ContextGone, false},
		{errors.New("Execution context was destroyed."), cdp.ContextGone, false},
		{nil, cdp.ContextGone, false},
	} {
		if got := cdp.Failed(c.err, c.kind); got != c.want {
			t.Errorf("Failed(%v, %d) = %t, want %t", c.err, c.kind, got, c.want)
		}
	}
}
