package cdp

import (
	"sync"

	"github.com/chromedp/cdproto/cdp/jsonv2"
	"github.com/chromedp/cdproto/target"
)

// subscription queues the events its filter accepts and hands them to out
// from its own goroutine, so the reader never waits for a slow consumer.
type subscription struct {
	conn   *Conn
	filter func(*message) bool
	out    chan Event

	mu     sync.Mutex
	queue  []Event
	wake   chan struct{}
	stop   chan struct{}
	closed bool
	once   sync.Once
}

func (c *Conn) subscribe(filter func(*message) bool) *subscription {
	s := &subscription{
		conn:   c,
		filter: filter,
		out:    make(chan Event),
		wake:   make(chan struct{}, 1),
		stop:   make(chan struct{}),
	}
	c.mu.Lock()
	if c.err != nil {
		c.mu.Unlock()
		s.closed = true
		close(s.out)
		return s
	}
	c.subs[s] = struct{}{}
	c.mu.Unlock()
	go s.deliver()
	return s
}

// subscribeParams adapts a subscription to cdproto's Subscribe, which wants
// the params of one method on one session.
func subscribeParams(c *Conn, session target.SessionID, method string) (<-chan jsonv2.Value, func()) {
	s := c.subscribe(func(m *message) bool { return m.SessionID == session && m.Method == method })
	out := make(chan jsonv2.Value)
	go func() {
		defer close(out)
		for ev := range s.out {
			select {
			case out <- ev.Params:
			case <-s.stop:
				return
			}
		}
	}()
	return out, s.cancel
}

func (c *Conn) dispatch(m *message) {
	c.mu.Lock()
	var matched []*subscription
	for s := range c.subs {
		if s.filter(m) {
			matched = append(matched, s)
		}
	}
	c.mu.Unlock()
	ev := Event{Method: m.Method, Params: m.Params, SessionID: m.SessionID}
	for _, s := range matched {
		s.push(ev)
	}
}

func (s *subscription) push(ev Event) {
	s.mu.Lock()
	if s.closed {
		s.mu.Unlock()
		return
	}
	if len(s.queue) >= MaxQueuedEvents {
		// Drop the oldest: the newest says most about the page now.
		s.queue[0] = Event{}
		s.queue = s.queue[1:]
		s.conn.dropped.Add(1)
	}
	s.queue = append(s.queue, ev)
	s.mu.Unlock()
	select {
	case s.wake <- struct{}{}:
	default:
	}
}

func (s *subscription) deliver() {
	defer close(s.out)
	for {
		s.mu.Lock()
		if len(s.queue) == 0 {
			closed := s.closed
			s.mu.Unlock()
			if closed {
				return
			}
			select {
			case <-s.wake:
				continue
			case <-s.stop:
				return
			}
		}
		ev := s.queue[0]
		s.queue[0] = Event{}
		s.queue = s.queue[1:]
		s.mu.Unlock()
		select {
		case s.out <- ev:
		case <-s.stop:
			return
		}
	}
}

// close ends the subscription once its queued events are delivered (the
// connection closed).
func (s *subscription) close() {
	s.mu.Lock()
	s.closed = true
	s.mu.Unlock()
	select {
	case s.wake <- struct{}{}:
	default:
	}
}

// cancel ends the subscription now, dropping what is queued.
func (s *subscription) cancel() {
	s.once.Do(func() {
		s.conn.mu.Lock()
		if s.conn.subs != nil {
			delete(s.conn.subs, s)
		}
		s.conn.mu.Unlock()
		s.mu.Lock()
		s.closed = true
		s.queue = nil
		s.mu.Unlock()
		close(s.stop)
	})
}
