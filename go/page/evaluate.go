package page

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"time"

	cdpproto "github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/runtime"
)

// maxResultChars bounds what browser_evaluate returns.
const maxResultChars = 20000

func (p *Page) evaluate(ctx context.Context, fn, target string) (string, error) {
	if err := p.usable(); err != nil {
		return "", err
	}
	fn = strings.TrimSpace(fn)
	if fn == "" {
		return "", actionErrorf("no function given: pass e.g. \"() => document.title\"")
	}
	// Accept a bare expression as well as a function.
	if !looksLikeFunction(fn) {
		fn = "() => (" + fn + ")"
	}
	var res runtime.CallFunctionOnResult
	var err error
	if target != "" {
		el, rerr := p.Resolve(ctx, target)
		if rerr != nil {
			return "", rerr
		}
		// The page's own world: the function may use the page's globals.
		obj, oerr := p.pageObject(ctx, el)
		if oerr != nil {
			return "", fmt.Errorf("page: evaluating on %s: %w", el.Target, oerr)
		}
		res, err = cdpproto.Call(ctx, el.sess, runtime.CallFunctionOn, runtime.CallFunctionOnParams{
			FunctionDeclaration: "function() { return (" + fn + ")(this); }",
			ObjectID:            obj, ReturnByValue: ptr(true), AwaitPromise: ptr(true), UserGesture: ptr(true),
		})
	} else {
		var er runtime.EvaluateResult
		er, err = cdpproto.Call(ctx, p.conn, runtime.Evaluate, runtime.EvaluateParams{
			Expression: "(" + fn + ")()", ReturnByValue: ptr(true), AwaitPromise: ptr(true), UserGesture: ptr(true),
		})
		res = runtime.CallFunctionOnResult(er)
	}
	if err != nil {
		if errors.Is(err, context.DeadlineExceeded) && p.stopRunaway(ctx) {
			return "", actionErrorf("the function did not finish within the tool's time and kept the page busy (an endless loop?): it was stopped, and the page answers again. Nothing it did before is undone")
		}
		return "", fmt.Errorf("page: evaluating: %w", err)
	}
	if res.ExceptionDetails != nil {
		return "", actionErrorf("the function threw: %s", exceptionText(res.ExceptionDetails))
	}
	out := resultText(res.Result)
	if len(out) > maxResultChars {
		out = out[:maxResultChars] + fmt.Sprintf("… (truncated: %d characters in all)", len(out))
	}
	return out, nil
}

func looksLikeFunction(s string) bool {
	return strings.HasPrefix(s, "function") || strings.HasPrefix(s, "async") ||
		strings.Contains(strings.SplitN(s, "\n", 2)[0], "=>")
}

func resultText(o *runtime.RemoteObject) string {
	if o == nil {
		return "undefined"
	}
	switch {
	case o.Type == runtime.RemoteObjectTypeUndefined:
		return "undefined"
	case len(o.Value) > 0:
		return string(o.Value)
	case o.UnserializableValue != "":
		return string(o.UnserializableValue)
	case o.Description != "":
		return o.Description
	}
	return string(o.Type)
}

// runawayProbe is how long a page may take to answer a trivial evaluation
// before the function the agent ran in it counts as running away.
const runawayProbe = 300 * time.Millisecond

// stopRunaway stops the agent's function when it is still running in the
// page after the call's time ran out (an endless loop): every later call,
// and the person's page, would wait behind it. It first checks that the
// page is busy: Runtime.terminateExecution also ends the next script that
// runs when none is running, which could be the page's own. It reports
// whether it stopped something.
func (p *Page) stopRunaway(ctx context.Context) bool {
	if p.Dialog() != nil {
		return false
	}
	bg := context.WithoutCancel(ctx)
	pctx, cancel := context.WithTimeout(bg, runawayProbe)
	err := p.conn.Call(pctx, runtime.Evaluate.Method, runtime.EvaluateParams{Expression: "0"}, nil)
	cancel()
	if err == nil || !errors.Is(err, context.DeadlineExceeded) {
		return false
	}
	tctx, cancel := context.WithTimeout(bg, time.Second)
	defer cancel()
	return p.conn.Call(tctx, runtime.TerminateExecution.Method, nil, nil) == nil
}
