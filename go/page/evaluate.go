package page

import (
	"context"
	"fmt"
	"strings"

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
