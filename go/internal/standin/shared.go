package standin

import (
	"context"
	"sync"
	"testing"
	"time"

	"github.com/electron-mcp/electron-mcp/go/cdp"
)

// Shared is one host for all the tests of a test binary, started by the
// first test that needs one, so that tests without a browser do not pay
// for one. TestMain stops it after m.Run.
type Shared struct {
	Options Options // what the host opens

	once sync.Once
	host *Host
	err  error
}

// Host returns the shared host, starting it on first use. A test run with
// -short is skipped: the host needs Chromium.
func (s *Shared) Host(t testing.TB) *Host {
	t.Helper()
	if testing.Short() {
		t.Skip("needs the stand-in host (Chromium)")
	}
	s.once.Do(func() {
		ctx, cancel := context.WithTimeout(context.Background(), 2*StartTimeout)
		defer cancel()
		s.host, s.err = Start(ctx, s.Options)
	})
	if s.err != nil {
		t.Fatal(s.err)
	}
	return s.host
}

// Dial returns a fresh connection to the shared host's target id, closed
// when the test ends.
func (s *Shared) Dial(t testing.TB, id string) *cdp.Conn {
	t.Helper()
	h := s.Host(t)
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	conn, err := h.Client().Dial(ctx, id)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { conn.Close() })
	return conn
}

// Stop stops the host if a test started it.
func (s *Shared) Stop() {
	if s.host != nil {
		s.host.Stop()
	}
}
