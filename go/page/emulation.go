package page

import (
	"context"
	"fmt"
	"strings"
	"sync"
	"time"

	cdpproto "github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/cdproto/network"
)

// NoOverride is the Media value that ends the emulation of that feature.
const NoOverride = "no-override"

// Media is the CSS media emulation of browser_emulate_media. An empty field
// leaves that feature as it is; NoOverride ends its emulation.
type Media struct {
	ColorScheme   string // light, dark, no-preference
	ReducedMotion string // reduce, no-preference
	ForcedColors  string // active, none
	Contrast      string // more, less, custom, no-preference
	Type          string // screen, print
}

// mediaFeatures lists the emulated features, their CSS names and values.
var mediaFeatures = []struct {
	name   string
	field  func(*Media) *string
	values []string
}{
	{"prefers-color-scheme", func(m *Media) *string { return &m.ColorScheme }, []string{"light", "dark", "no-preference"}},
	{"prefers-reduced-motion", func(m *Media) *string { return &m.ReducedMotion }, []string{"reduce", "no-preference"}},
	{"forced-colors", func(m *Media) *string { return &m.ForcedColors }, []string{"active", "none"}},
	{"prefers-contrast", func(m *Media) *string { return &m.Contrast }, []string{"more", "less", "custom", "no-preference"}},
}

// NetworkConditions throttle the page's network or take it offline.
type NetworkConditions struct {
	Offline      bool
	Latency      time.Duration // added before each response
	DownloadKbps float64       // 0 = unlimited
	UploadKbps   float64       // 0 = unlimited
}

// IsZero reports conditions that change nothing.
func (n NetworkConditions) IsZero() bool { return n == NetworkConditions{} }

// emulation remembers what the agent emulates, to apply it to frames that
// attach later and to undo it when the server detaches.
type emulator struct {
	mu    sync.Mutex
	media Media              // the merged state; "" = not emulated
	net   *NetworkConditions // nil = never set
}

// EmulateMedia changes the emulated media, settles what the page does about
// it (matchMedia listeners) and returns the whole emulated state.
func (p *Page) EmulateMedia(ctx context.Context, m Media) (Media, Settled, error) {
	e := p.emulation
	e.mu.Lock()
	next := e.media
	e.mu.Unlock()
	for _, f := range mediaFeatures {
		v := strings.ToLower(strings.TrimSpace(*f.field(&m)))
		if v == "" {
			continue
		}
		if v != NoOverride && !contains(f.values, v) {
			return Media{}, Settled{}, actionErrorf("%s cannot be %q: use %s, or %s to stop emulating it", f.name, v, strings.Join(f.values, ", "), NoOverride)
		}
		*f.field(&next) = v
	}
	if t := strings.ToLower(strings.TrimSpace(m.Type)); t != "" {
		if t != NoOverride && t != "screen" && t != "print" {
			return Media{}, Settled{}, actionErrorf("media cannot be %q: use screen or print, or %s", t, NoOverride)
		}
		next.Type = t
	}
	for _, f := range mediaFeatures {
		if *f.field(&next) == NoOverride {
			*f.field(&next) = ""
		}
	}
	if next.Type == NoOverride {
		next.Type = ""
	}
	mk := p.mark()
	if err := setMedia(ctx, p.conn, next); err != nil {
		return Media{}, Settled{}, err
	}
	e.mu.Lock()
	e.media = next
	e.mu.Unlock()
	for _, s := range p.frameSessions() {
		if err := setMedia(ctx, s, next); err != nil {
			p.log.Debug("media emulation in an out-of-process iframe failed", "err", err)
		}
	}
	return next, p.settle(ctx, mk), nil
}

func contains(list []string, v string) bool {
	for _, x := range list {
		if x == v {
			return true
		}
	}
	return false
}

func setMedia(ctx context.Context, s cdpproto.Session, m Media) error {
	params := emulation.SetEmulatedMediaParams{Media: m.Type}
	for _, f := range mediaFeatures {
		// An empty value ends that feature's emulation.
		params.Features = append(params.Features, &emulation.MediaFeature{Name: f.name, Value: *f.field(&m)})
	}
	if err := s.Call(ctx, emulation.SetEmulatedMedia.Method, params, nil); err != nil {
		return fmt.Errorf("page: emulating media: %w", err)
	}
	return nil
}

// SetNetworkConditions throttles the network, takes it offline, or (zero
// conditions) restores it.
func (p *Page) SetNetworkConditions(ctx context.Context, n NetworkConditions) error {
	if n.Latency < 0 || n.DownloadKbps < 0 || n.UploadKbps < 0 {
		return actionErrorf("latency and throughput cannot be negative")
	}
	if err := setNetwork(ctx, p.conn, n); err != nil {
		return err
	}
	e := p.emulation
	e.mu.Lock()
	e.net = &n
	e.mu.Unlock()
	for _, s := range p.frameSessions() {
		if err := setNetwork(ctx, s, n); err != nil {
			p.log.Debug("network conditions in an out-of-process iframe failed", "err", err)
		}
	}
	return nil
}

func setNetwork(ctx context.Context, s cdpproto.Session, n NetworkConditions) error {
	throughput := func(kbps float64) float64 {
		if kbps == 0 {
			return -1 // unlimited
		}
		return kbps * 1000 / 8 // bytes per second
	}
	var rules []*network.Conditions
	if !n.IsZero() {
		rules = append(rules, &network.Conditions{
			Offline: n.Offline, Latency: float64(n.Latency.Milliseconds()),
			DownloadThroughput: throughput(n.DownloadKbps), UploadThroughput: throughput(n.UploadKbps),
		})
	}
	if rules == nil {
		rules = []*network.Conditions{} // no rules: no throttling
	}
	if err := s.Call(ctx, network.EmulateNetworkConditionsByRule.Method, network.EmulateNetworkConditionsByRuleParams{MatchedNetworkConditions: rules}, nil); err != nil {
		return fmt.Errorf("page: emulating network conditions: %w", err)
	}
	// The rules leave navigator.onLine alone; pages that check it should
	// see what the agent set.
	if err := s.Call(ctx, network.OverrideNetworkState.Method, network.OverrideNetworkStateParams{
		Offline: n.Offline, Latency: float64(n.Latency.Milliseconds()),
		DownloadThroughput: throughput(n.DownloadKbps), UploadThroughput: throughput(n.UploadKbps),
	}, nil); err != nil {
		return fmt.Errorf("page: emulating network state: %w", err)
	}
	return nil
}

// frameSessions returns the sessions of out-of-process iframes.
func (p *Page) frameSessions() []cdpproto.Session {
	p.mu.Lock()
	defer p.mu.Unlock()
	var out []cdpproto.Session
	for _, f := range p.frames {
		if f.typ == "iframe" {
			out = append(out, f.session)
		}
	}
	return out
}

// attach applies the emulation to an out-of-process iframe that attached.
func (e *emulator) attach(ctx context.Context, s cdpproto.Session) {
	e.mu.Lock()
	m, n := e.media, e.net
	e.mu.Unlock()
	if m != (Media{}) {
		_ = setMedia(ctx, s, m)
	}
	if n != nil && !n.IsZero() {
		_ = setNetwork(ctx, s, *n)
	}
}

// restore undoes what the agent emulated, on every session. The bridge
// detaching undoes it too, but other clients may keep the debugger
// attached.
func (p *Page) restoreEmulation(ctx context.Context) {
	e := p.emulation
	e.mu.Lock()
	m, n := e.media, e.net
	e.media, e.net = Media{}, nil
	e.mu.Unlock()
	sessions := append([]cdpproto.Session{p.conn}, p.frameSessions()...)
	for _, s := range sessions {
		if m != (Media{}) {
			_ = setMedia(ctx, s, Media{})
		}
		if n != nil && !n.IsZero() {
			_ = setNetwork(ctx, s, NetworkConditions{})
		}
	}
}
