// Package phases records where a tool call's time went, for the debug log.
package phases

import (
	"context"
	"log/slog"
	"sync"
	"time"
)

// Phases records where a tool call's time went (locating its element,
// the press, the settle, the snapshot), for the debug log
// (`serve --log-level debug`): each phase is the time since the one
// before it.
type Phases struct {
	mu   sync.Mutex
	last time.Time
	list []slog.Attr
}

type phasesKey struct{}

// With returns a context whose calls record their phases in the returned
// Phases.
func With(ctx context.Context) (context.Context, *Phases) {
	ph := &Phases{last: time.Now()}
	return context.WithValue(ctx, phasesKey{}, ph), ph
}

// End records that the phase called name ended now, if ctx records
// phases.
func End(ctx context.Context, name string) {
	ph, _ := ctx.Value(phasesKey{}).(*Phases)
	if ph == nil {
		return
	}
	ph.mu.Lock()
	defer ph.mu.Unlock()
	now := time.Now()
	ph.list = append(ph.list, slog.Int64(name, now.Sub(ph.last).Milliseconds()))
	ph.last = now
}

// LogValue implements slog.LogValuer: the phases in milliseconds.
func (ph *Phases) LogValue() slog.Value {
	ph.mu.Lock()
	defer ph.mu.Unlock()
	return slog.GroupValue(ph.list...)
}
