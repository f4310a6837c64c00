package observe

import (
	"encoding/base64"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/network"

	"github.com/electron-mcp/electron-mcp/go/cdp"
)

func TestClip(t *testing.T) {
	if got := clip("plain text", false); got != "plain text" {
		t.Errorf("plain: %q", got)
	}
	if got := clip(base64.StdEncoding.EncodeToString([]byte(`{"a":1}`)), true); got != `{"a":1}` {
		t.Errorf("base64 text: %q", got)
	}
	if got := clip(base64.StdEncoding.EncodeToString([]byte{0xff, 0xd8, 0xff, 0x00}), true); got != "(binary, 4 bytes)" {
		t.Errorf("binary: %q", got)
	}
	long := strings.Repeat("x", maxBodyChars+5)
	if got := clip(long, false); len(got) > maxBodyChars+100 || !strings.HasSuffix(got, fmt.Sprintf("… (truncated: %d characters in all)", len(long))) {
		t.Errorf("a long body is not cut: %d characters, ending %q", len(got), got[len(got)-40:])
	}
}

// pendingSince counts what settle waits for: requests in flight that started
// after the mark and not too long ago, except the kinds that never end.
func TestPendingSince(t *testing.T) {
	n := NewNetwork()
	add := func(id string, seq int, typ network.ResourceType, age time.Duration) {
		k := reqKey{id: network.RequestID(id)}
		r := &Request{URL: id, Type: typ, Started: time.Now().Add(-age), seq: seq}
		n.list = append(n.list, r)
		n.byKey[k], n.inflight[k] = r, r
		n.seq = seq
	}
	add("before the mark", 1, network.ResourceTypeFetch, 0)
	add("fetch", 2, network.ResourceTypeFetch, 0)
	add("image", 3, network.ResourceTypeImage, 0)
	add("socket", 4, network.ResourceTypeWebSocket, 0)
	add("events", 5, network.ResourceTypeEventSource, 0)
	add("old poll", 6, network.ResourceTypeXHR, time.Minute)
	if got := n.PendingSince(1, 5*time.Second); got != 2 {
		t.Errorf("pending since the mark = %d, want 2 (the fetch and the image)", got)
	}
	delete(n.inflight, reqKey{id: "fetch"})
	if got := n.PendingSince(1, 5*time.Second); got != 1 {
		t.Errorf("pending after the fetch finished = %d, want 1", got)
	}
	if got := n.PendingSince(6, 5*time.Second); got != 0 {
		t.Errorf("pending since the last = %d, want 0", got)
	}
}

// A message the page sends over a WebSocket is pending until the first
// message received after it, then while more follow within socketGap
// (socketFollow at most), socketAnswerMax at most, socketQuietMax after
// one went unanswered; a heartbeat of one character, a message sent
// before the mark and a closed socket are not waited for.
func TestSocketAnswers(t *testing.T) {
	n := NewNetwork()
	frame := func(method, id, payload string) {
		t.Helper()
		params := fmt.Sprintf(`{"requestId":%q,"timestamp":1,"response":{"opcode":1,"mask":false,"payloadData":%q}}`, id, payload)
		n.Handle(cdp.Event{Method: "Network." + method, Params: []byte(params)}, 1)
	}
	frame("webSocketFrameSent", "old", `{"before":1}`)
	mark, later := n.Seq(), time.Now().Add(time.Hour)
	frame("webSocketFrameSent", "chat", "3")
	if got, _ := n.Pending(mark, later, 5*time.Second); got != 0 {
		t.Errorf("after a heartbeat and a message before the mark: %d pending, want 0", got)
	}
	frame("webSocketFrameSent", "chat", `42["auth:perform"]`)
	if got, again := n.Pending(mark, later, 5*time.Second); got != 1 || again <= socketAnswerMax-time.Second/10 || again > socketAnswerMax {
		t.Errorf("after a message: %d pending (look again in %s), want 1 until an event, or %s", got, again, socketAnswerMax)
	}
	frame("webSocketFrameReceived", "chat", `42["auth:success"]`)
	if got, again := n.Pending(mark, later, 5*time.Second); got != 1 || again <= 0 || again > socketGap {
		t.Errorf("as the answer comes in: %d pending, look again in %s; want 1, within %s", got, again, socketGap)
	}
	s := n.sockets[reqKey{id: "chat"}]
	s.received = time.Now().Add(-socketGap)
	if got, _ := n.Pending(mark, later, 5*time.Second); got != 0 {
		t.Errorf("%s after the last message received: %d pending, want 0", socketGap, got)
	}
	// An answer that keeps coming in is waited for socketFollow at most.
	s.received, s.answered = time.Now(), time.Now().Add(-socketFollow)
	if got, _ := n.Pending(mark, later, 5*time.Second); got != 0 {
		t.Errorf("%s after the answer began: %d pending, want 0", socketFollow, got)
	}
	// A socket the page opened after the mark sends its setup: not waited
	// for; nor an answer that takes longer than socketAnswerMax.
	n.Handle(cdp.Event{Method: "Network.webSocketCreated", Params: []byte(`{"requestId":"view","url":"ws://127.0.0.1/view"}`)}, 1)
	frame("webSocketFrameSent", "view", `42["subscribe"]`)
	if got, _ := n.Pending(mark, later, 5*time.Second); got != 0 {
		t.Errorf("after a message on a socket opened after the mark: %d pending, want 0", got)
	}
	// A message sent after the action's window is the page's own.
	frame("webSocketFrameSent", "chat", `42["poll"]`)
	if got, _ := n.Pending(mark, time.Now().Add(-time.Millisecond), 5*time.Second); got != 0 {
		t.Errorf("after a message sent past the window: %d pending, want 0", got)
	}
	frame("webSocketFrameSent", "chat", `42["emit"]`)
	s.sent = time.Now().Add(-socketAnswerMax)
	if got, _ := n.Pending(mark, later, 5*time.Second); got != 0 {
		t.Errorf("%s after a message no answer followed: %d pending, want 0", socketAnswerMax, got)
	}
	// That socket's page tells its server what it did without waiting
	// to hear back: its next message is waited for socketQuietMax, until
	// one is answered again.
	frame("webSocketFrameSent", "chat", `42["select"]`)
	if got, again := n.Pending(mark, later, 5*time.Second); got != 1 || again <= 0 || again > socketQuietMax {
		t.Errorf("after a message on a socket that left the last unanswered: %d pending, look again in %s; want 1, within %s", got, again, socketQuietMax)
	}
	s.sent = time.Now().Add(-socketQuietMax)
	if got, _ := n.Pending(mark, later, 5*time.Second); got != 0 {
		t.Errorf("%s after it: %d pending, want 0", socketQuietMax, got)
	}
	frame("webSocketFrameSent", "chat", `42["select"]`)
	if got, again := n.Pending(mark, later, 5*time.Second); got != 1 || again > socketQuietMax {
		t.Errorf("after another message on that socket: %d pending, look again in %s; want 1, within %s", got, again, socketQuietMax)
	}
	frame("webSocketFrameReceived", "chat", `42["selected"]`)
	frame("webSocketFrameSent", "chat", `42["join"]`)
	if got, again := n.Pending(mark, later, 5*time.Second); got != 1 || again <= socketQuietMax {
		t.Errorf("after a message once the socket answered again: %d pending, look again in %s; want 1, for %s", got, again, socketAnswerMax)
	}
	n.Handle(cdp.Event{Method: "Network.webSocketClosed", Params: []byte(`{"requestId":"chat","timestamp":2}`)}, 1)
	if got, _ := n.Pending(mark, later, 5*time.Second); got != 0 || len(n.sockets) != 2 {
		t.Errorf("after the socket closed: %d pending, %d sockets known, want 0 and 2 (the old one, the view's)", got, len(n.sockets))
	}
}
