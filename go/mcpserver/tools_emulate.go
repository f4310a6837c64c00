package mcpserver

import (
	"context"
	"fmt"
	"strings"
	"time"

	"github.com/electron-mcp/electron-mcp/go/page/emulate"
)

type emulateMediaArgs struct {
	ColorScheme   string `json:"colorScheme,omitempty" jsonschema:"prefers-color-scheme,enum=light,enum=dark,enum=no-preference,enum=no-override"`
	ReducedMotion string `json:"reducedMotion,omitempty" jsonschema:"prefers-reduced-motion,enum=reduce,enum=no-preference,enum=no-override"`
	ForcedColors  string `json:"forcedColors,omitempty" jsonschema:"forced-colors,enum=active,enum=none,enum=no-override"`
	Contrast      string `json:"contrast,omitempty" jsonschema:"prefers-contrast,enum=more,enum=less,enum=custom,enum=no-preference,enum=no-override"`
	Media         string `json:"media,omitempty" jsonschema:"media type,enum=screen,enum=print,enum=no-override"`
}

func runEmulateMedia(ctx context.Context, c *call, a *emulateMediaArgs) error {
	m, settled, err := c.tab.page.EmulateMedia(ctx, emulate.Media{
		ColorScheme: a.ColorScheme, ReducedMotion: a.ReducedMotion, ForcedColors: a.ForcedColors,
		Contrast: a.Contrast, Type: a.Media,
	})
	if err != nil {
		return err
	}
	var on []string
	for _, kv := range [][2]string{{"prefers-color-scheme", m.ColorScheme}, {"prefers-reduced-motion", m.ReducedMotion}, {"forced-colors", m.ForcedColors}, {"prefers-contrast", m.Contrast}, {"media", m.Type}} {
		if kv[1] != "" {
			on = append(on, kv[0]+": "+kv[1])
		}
	}
	if len(on) == 0 {
		c.out("No media emulation: the page sees the app's own settings.")
	} else {
		c.out("Emulating %s. It ends when electron-mcp detaches.", strings.Join(on, ", "))
	}
	return c.acted(settled, nil)
}

type networkConditionsArgs struct {
	Offline      bool    `json:"offline,omitempty" jsonschema:"take the page offline: requests fail with net::ERR_INTERNET_DISCONNECTED and navigator.onLine is false"`
	Latency      float64 `json:"latency,omitempty" jsonschema:"milliseconds added before each response"`
	DownloadKbps float64 `json:"downloadKbps,omitempty" jsonschema:"download throughput in kilobits per second (0 = unlimited)"`
	UploadKbps   float64 `json:"uploadKbps,omitempty" jsonschema:"upload throughput in kilobits per second (0 = unlimited)"`
}

func runNetworkConditions(ctx context.Context, c *call, a *networkConditionsArgs) error {
	n := emulate.NetworkConditions{
		Offline: a.Offline, Latency: time.Duration(a.Latency * float64(time.Millisecond)),
		DownloadKbps: a.DownloadKbps, UploadKbps: a.UploadKbps,
	}
	if err := c.tab.page.SetNetworkConditions(ctx, n); err != nil {
		return err
	}
	switch {
	case n.IsZero():
		c.out("Network restored: no throttling, online.")
	case n.Offline:
		c.out("The page is offline. Call browser_network_conditions with no arguments to restore the network.")
	default:
		var d []string
		if n.Latency > 0 {
			d = append(d, fmt.Sprintf("%d ms latency", n.Latency.Milliseconds()))
		}
		if n.DownloadKbps > 0 {
			d = append(d, fmt.Sprintf("%g kbit/s down", n.DownloadKbps))
		}
		if n.UploadKbps > 0 {
			d = append(d, fmt.Sprintf("%g kbit/s up", n.UploadKbps))
		}
		c.out("Network throttled: %s. Call browser_network_conditions with no arguments to restore it.", strings.Join(d, ", "))
	}
	return nil
}
