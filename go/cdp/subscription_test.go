package cdp

import (
	"strconv"
	"testing"
	"time"
)

// A subscriber that does not read while more than MaxQueuedEvents arrive
// keeps only the newest ones: its queue stays bounded, the oldest are
// dropped and counted, and what it reads afterwards is in order and ends with the last.
// (TestSlowSubscriberDoesNotBlockCalls checks the reader meanwhile.)
func TestSlowSubscriberKeepsTheNewestEvents(t *testing.T) {
	c := &Conn{}
	s := &subscription{conn: c, out: make(chan Event), wake: make(chan struct{}, 1), stop: make(chan struct{})}
	const n = MaxQueuedEvents + 1000
	for i := 1; i <= n; i++ {
		s.push(Event{Method: "Log.entryAdded", Params: []byte(strconv.Itoa(i))})
	}
	if len(s.queue) != MaxQueuedEvents {
		t.Fatalf("%d events queued, want %d", len(s.queue), MaxQueuedEvents)
	}
	if got := c.Stats().DroppedEvents; got != 1000 {
		t.Errorf("Stats().DroppedEvents = %d, want 1000", got)
	}
	if cap(s.queue) > 4*MaxQueuedEvents {
		t.Errorf("the queue's backing array grew to %d", cap(s.queue))
	}

	go s.deliver()
	s.close()
	want := n - MaxQueuedEvents + 1 // the oldest kept
	timeout := time.After(10 * time.Second)
	for {
		select {
		case ev, ok := <-s.out:
			if !ok {
				if want != n+1 {
					t.Fatalf("delivery ended before event %d", want)
				}
				return
			}
			if got := string(ev.Params); got != strconv.Itoa(want) {
				t.Fatalf("got event %s, want %d", got, want)
			}
			want++
		case <-timeout:
			t.Fatalf("delivery stalled before event %d", want)
		}
	}
}
