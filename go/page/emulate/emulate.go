// Package emulate keeps what the agent emulates in a page and undoes it:
// CSS media features and the media type (browser_emulate_media), network
// conditions (browser_network_conditions) and the viewport's size
// (browser_resize). Package page gives it the page's session and a way to
// list the sessions of its out-of-process iframes, applies it to iframes
// that attach later (Attach) and has it undo everything when it detaches
// (Restore); what the page does about a change (matchMedia listeners) page
// settles itself.
package emulate

import (
	"context"
	"fmt"
	"log/slog"
	"slices"
	"strings"
	"sync"
	"time"

	cdpproto "github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/cdproto/network"

	"github.com/electron-mcp/electron-mcp/go/page/refusal"
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

// Emulator remembers what the agent emulates in one page, to apply it to
// frames that attach later and to undo it when the server detaches.
type Emulator struct {
	root   cdpproto.Session          // the page's own session
	frames func() []cdpproto.Session // the sessions of its out-of-process iframes
	log    *slog.Logger

	mu    sync.Mutex
	media Media              // the merged state; "" = not emulated
	net   *NetworkConditions // nil = never set
}

// New returns the emulator of the page behind root; frames lists the
// sessions of the page's out-of-process iframes at the time of the call.
func New(root cdpproto.Session, frames func() []cdpproto.Session, logger *slog.Logger) *Emulator {
	if logger == nil {
		logger = slog.New(slog.DiscardHandler)
	}
	return &Emulator{root: root, frames: frames, log: logger}
}

// SetMedia changes the emulated media and returns the whole emulated
// state. A value a feature cannot take is refused and changes nothing.
func (e *Emulator) SetMedia(ctx context.Context, m Media) (Media, error) {
	e.mu.Lock()
	next := e.media
	e.mu.Unlock()
	for _, f := range mediaFeatures {
		v := strings.ToLower(strings.TrimSpace(*f.field(&m)))
		if v == "" {
			continue
		}
		if v != NoOverride && !slices.Contains(f.values, v) {
			return Media{}, refusal.Errorf("%s cannot be %q: use %s, or %s to stop emulating it", f.name, v, strings.Join(f.values, ", "), NoOverride)
		}
		*f.field(&next) = v
	}
	if t := strings.ToLower(strings.TrimSpace(m.Type)); t != "" {
		if t != NoOverride && t != "screen" && t != "print" {
			return Media{}, refusal.Errorf("media cannot be %q: use screen or print, or %s", t, NoOverride)
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
	if err := setMedia(ctx, e.root, next); err != nil {
		return Media{}, err
	}
	e.mu.Lock()
	e.media = next
	e.mu.Unlock()
	for _, s := range e.frames() {
		if err := setMedia(ctx, s, next); err != nil {
			e.log.Debug("media emulation in an out-of-process iframe failed", "err", err)
		}
	}
	return next, nil
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

// SetNetwork throttles the network, takes it offline, or (zero conditions)
// restores it.
func (e *Emulator) SetNetwork(ctx context.Context, n NetworkConditions) error {
	if n.Latency < 0 || n.DownloadKbps < 0 || n.UploadKbps < 0 {
		return refusal.Errorf("latency and throughput cannot be negative")
	}
	if err := setNetwork(ctx, e.root, n); err != nil {
		return err
	}
	e.mu.Lock()
	e.net = &n
	e.mu.Unlock()
	for _, s := range e.frames() {
		if err := setNetwork(ctx, s, n); err != nil {
			e.log.Debug("network conditions in an out-of-process iframe failed", "err", err)
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

// Resize sets the viewport size (CSS pixels) by overriding the device
// metrics. Electron keeps a debugger's overrides after it detaches; the
// bridge undoes this one when the client leaves (electron-bridge's
// lib/state.js), so Restore leaves it alone.
func (e *Emulator) Resize(ctx context.Context, width, height int) error {
	if width < 1 || height < 1 || width > 10000 || height > 10000 {
		return refusal.Errorf("width and height must be between 1 and 10000 pixels")
	}
	return e.root.Call(ctx, emulation.SetDeviceMetricsOverride.Method, emulation.SetDeviceMetricsOverrideParams{
		Width: int64(width), Height: int64(height), DeviceScaleFactor: 0, Mobile: false,
	}, nil)
}

// Attach applies the emulation to an out-of-process iframe that attached.
func (e *Emulator) Attach(ctx context.Context, s cdpproto.Session) {
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

// Restore undoes the media and network emulation, on every session. The
// bridge detaching undoes it too, but other clients may keep the debugger
// attached.
func (e *Emulator) Restore(ctx context.Context) {
	e.mu.Lock()
	m, n := e.media, e.net
	e.media, e.net = Media{}, nil
	e.mu.Unlock()
	for _, s := range append([]cdpproto.Session{e.root}, e.frames()...) {
		if m != (Media{}) {
			_ = setMedia(ctx, s, Media{})
		}
		if n != nil && !n.IsZero() {
			_ = setNetwork(ctx, s, NetworkConditions{})
		}
	}
}
