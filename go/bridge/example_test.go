package bridge_test

import (
	"context"
	"fmt"
	"log"
	"time"

	cdproto "github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/runtime"

	"github.com/electron-mcp/electron-mcp/go/bridge"
)

// Find the app's bridge, list its webContents and evaluate JavaScript in the
// first one with cdproto's typed commands.
func Example() {
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()

	ep, err := bridge.Discover(bridge.Options{}) // flags, then env, then discovery files
	if err != nil {
		log.Fatal(err) // ErrNoBridge says how to start one
	}
	c := bridge.NewClient(ep)
	defer c.Close()

	targets, err := c.List(ctx)
	if err != nil {
		log.Fatal(err)
	}
	for _, t := range targets {
		fmt.Println(t.ID, t.Type, t.Title)
	}

	conn, err := c.Dial(ctx, targets[0].ID)
	if err != nil {
		log.Fatal(err)
	}
	defer conn.Close()
	res, err := cdproto.Call(ctx, conn, runtime.Evaluate, runtime.EvaluateParams{
		Expression:    "document.title",
		ReturnByValue: new(true),
	})
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println(string(res.Result.Value))
}
