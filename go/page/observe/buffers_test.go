package observe

import (
	"fmt"
	"testing"

	"github.com/chromedp/cdproto/cdp/jsonv2"

	"github.com/electron-mcp/electron-mcp/go/cdp"
)

// A page that logs 100,000 messages and makes 10,000 requests: what the
// console and the network log keep of the events stays bounded, with the
// dropped ones counted.
func TestBuffersAreBounded(t *testing.T) {
	c, n := NewConsole(), NewNetwork()
	event := func(method string, params any) cdp.Event {
		b, err := jsonv2.Marshal(params)
		if err != nil {
			t.Fatal(err)
		}
		return cdp.Event{Method: method, Params: b}
	}
	const logs, requests = 100000, 10000
	for i := 1; i <= logs; i++ {
		c.Handle(event("Runtime.consoleAPICalled", map[string]any{
			"type": "log", "executionContextId": 1, "timestamp": 1,
			"args": []any{map[string]any{"type": "string", "value": fmt.Sprintf("message %d", i)}},
		}))
	}
	for i := 1; i <= requests; i++ {
		id := fmt.Sprint(i)
		n.Handle(event("Network.requestWillBeSent", map[string]any{
			"requestId": id, "loaderId": "L", "documentURL": "http://x/", "timestamp": 1, "wallTime": 1, "type": "Fetch",
			"initiator": map[string]any{"type": "script"},
			"request":   map[string]any{"url": "http://x/" + id, "method": "GET", "headers": map[string]any{}, "initialPriority": "High", "referrerPolicy": "no-referrer"},
		}), 0)
		if i%2 == 0 { // half of them never finish
			n.Handle(event("Network.loadingFinished", map[string]any{"requestId": id, "timestamp": 2, "encodedDataLength": 10}), 0)
		}
	}

	msgs, dropped := c.Messages("", true)
	if len(msgs) != MaxConsoleMessages || dropped != logs-MaxConsoleMessages {
		t.Errorf("console: kept %d, dropped %d; want %d and %d", len(msgs), dropped, MaxConsoleMessages, logs-MaxConsoleMessages)
	}
	if last := msgs[len(msgs)-1].Text; last != fmt.Sprintf("message %d", logs) {
		t.Errorf("last message = %q", last)
	}
	reqs, rdropped := n.Requests(true, 0, "")
	if len(reqs) != MaxRequests || rdropped != requests-MaxRequests {
		t.Errorf("network: kept %d, dropped %d; want %d and %d", len(reqs), rdropped, MaxRequests, requests-MaxRequests)
	}
	if len(n.byKey) > MaxRequests || len(n.inflight) > MaxRequests {
		t.Errorf("network indexes grow: %d by key, %d in flight", len(n.byKey), len(n.inflight))
	}
	if cap(c.list) > 2*MaxConsoleMessages || cap(n.list) > 2*MaxRequests {
		t.Errorf("backing arrays grow: console %d, network %d", cap(c.list), cap(n.list))
	}
}
