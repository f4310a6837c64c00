package bench

import (
	"context"
	"fmt"
	"time"

	"github.com/electron-mcp/electron-mcp/go/internal/standin"
)

// HostScript is the instrumented stand-in host, relative to the repository
// root.
const HostScript = "scripts/bench-host.js"

// commandTimeout bounds one command to the host (a long pipe run included).
const commandTimeout = 5 * time.Minute

// Host is a running scripts/bench-host.js, started through standin: the
// stand-in host (the real bridge in front of a headless Chromium) that also
// reports its event-loop delay and times its own pipe to Chromium.
type Host struct {
	*standin.Host
}

// HostOptions say what the host opens.
type HostOptions struct {
	URLs []string // one window each
	// Instant adds a webContents whose debugger answers every command at
	// once, with no browser behind it (target URL InstantURL).
	Instant bool
}

// InstantURL is the URL of the instant webContents.
const InstantURL = "about:blank#instant"

// StartHost starts the instrumented host.
func StartHost(ctx context.Context, opt HostOptions) (*Host, error) {
	var args []string
	if opt.Instant {
		args = append(args, "--instant")
	}
	h, err := standin.Start(ctx, standin.Options{Script: HostScript, URLs: opt.URLs, Args: args})
	if err != nil {
		return nil, err
	}
	return &Host{h}, nil
}

// LoopStats is the host's event-loop delay and load over one phase.
type LoopStats struct {
	Delay struct {
		P50, P90, P99, Max, Mean float64 // ms
		Count                    int
		// OwnMax is the longest turn of the loop counting only the CPU
		// time the host used during it (ms): the stall its own work would
		// make on an idle machine, apart from a machine that did not
		// schedule it.
		OwnMax float64
	}
	ResolutionMs float64
	ELU          float64 // event-loop utilisation, 0–1
	CPUMs        float64
	WallMs       float64
}

// Mark starts a phase.
func (h *Host) Mark(ctx context.Context) error { return h.call(ctx, "mark", nil) }

// Stats returns the phase since the last Mark.
func (h *Host) Stats(ctx context.Context) (LoopStats, error) {
	var s LoopStats
	err := h.call(ctx, "stats", &s)
	return s, err
}

// Pipe times n round trips of Runtime.evaluate("1") over the debugger of
// webContents id inside the host: the stand-in's pipe, without the bridge.
func (h *Host) Pipe(ctx context.Context, id string, n int) ([]time.Duration, error) {
	var r struct{ Micros []float64 }
	if err := h.call(ctx, fmt.Sprintf("pipe %s %d", id, n), &r); err != nil {
		return nil, err
	}
	out := make([]time.Duration, len(r.Micros))
	for i, us := range r.Micros {
		out[i] = time.Duration(us * float64(time.Microsecond))
	}
	return out, nil
}

func (h *Host) call(ctx context.Context, command string, v any) error {
	ctx, cancel := context.WithTimeout(ctx, commandTimeout)
	defer cancel()
	return h.Call(ctx, command, v)
}
