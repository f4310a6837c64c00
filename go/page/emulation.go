package page

import (
	"context"

	"github.com/electron-mcp/electron-mcp/go/page/emulate"
)

// EmulateMedia changes the emulated media (see package emulate), settles
// what the page does about it (matchMedia listeners) and returns the whole
// emulated state.
func (p *Page) EmulateMedia(ctx context.Context, m emulate.Media) (emulate.Media, Settled, error) {
	mk := p.mark()
	next, err := p.emulation.SetMedia(ctx, m)
	if err != nil {
		return emulate.Media{}, Settled{}, err
	}
	return next, p.settle(ctx, mk), nil
}

// SetNetworkConditions throttles the network, takes it offline, or (zero
// conditions) restores it.
func (p *Page) SetNetworkConditions(ctx context.Context, n emulate.NetworkConditions) error {
	return p.emulation.SetNetwork(ctx, n)
}

// Resize sets the viewport size in CSS pixels; the bridge undoes it when
// the client leaves.
func (p *Page) Resize(ctx context.Context, width, height int) error {
	return p.emulation.Resize(ctx, width, height)
}
