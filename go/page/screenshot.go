package page

import (
	"context"
	"errors"
	"fmt"
	"math"
	"time"

	cdpproto "github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/page"
)

// MaxImageSide is the longest side of a screenshot returned to an agent;
// larger captures are scaled down by the browser (models downscale anyway).
const MaxImageSide = 1568

// screenshotTimeout bounds a capture: a hidden or throttled window never
// produces a frame and would hang forever.
const screenshotTimeout = 10 * time.Second

// ScreenshotOptions select what to capture.
type ScreenshotOptions struct {
	Target   string // an element; "" = the viewport
	FullPage bool
	Format   string // png (default) or jpeg
	Quality  int    // jpeg quality, default 80
}

// Screenshot is a captured image.
type Screenshot struct {
	Data          []byte
	MimeType      string
	Width, Height int // of the returned image, in pixels
	Scale         float64
}

// Screenshot captures the viewport, an element or the full page.
func (p *Page) Screenshot(ctx context.Context, opt ScreenshotOptions) (*Screenshot, error) {
	if err := p.usable(); err != nil {
		return nil, err
	}
	format, mime := page.CaptureScreenshotFormatPng, "image/png"
	switch opt.Format {
	case "", "png":
	case "jpeg", "jpg":
		format, mime = page.CaptureScreenshotFormatJpeg, "image/jpeg"
	default:
		return nil, actionErrorf("unknown image type %q: use png or jpeg", opt.Format)
	}
	if opt.FullPage && opt.Target != "" {
		return nil, actionErrorf("fullPage and an element cannot be combined: pass one of them")
	}
	metrics, err := cdpproto.Call(ctx, p.conn, page.GetLayoutMetrics, cdpproto.Empty{})
	if err != nil {
		return nil, fmt.Errorf("page: reading the viewport: %w", err)
	}
	vv := metrics.CSSVisualViewport
	clip := &page.Viewport{X: vv.PageX, Y: vv.PageY, Width: vv.ClientWidth, Height: vv.ClientHeight}
	beyond := false
	switch {
	case opt.FullPage:
		cs := metrics.CSSContentSize
		clip = &page.Viewport{X: 0, Y: 0, Width: cs.Width, Height: cs.Height}
		beyond = true
	case opt.Target != "":
		el, err := p.Resolve(ctx, opt.Target)
		if err != nil {
			return nil, err
		}
		if _, err := p.clickPoint(ctx, el, false); err != nil {
			return nil, err
		}
		var r struct {
			X float64 `json:"x"`
			Y float64 `json:"y"`
			W float64 `json:"w"`
			H float64 `json:"h"`
		}
		if err := el.call(ctx, jsBorderBox, &r); err != nil {
			return nil, fmt.Errorf("page: measuring %s: %w", el.Target, err)
		}
		off, err := p.frameOffset(ctx, el)
		if err != nil {
			return nil, err
		}
		// Re-read the scroll position: clickPoint may have scrolled.
		if m2, err := cdpproto.Call(ctx, p.conn, page.GetLayoutMetrics, cdpproto.Empty{}); err == nil {
			vv = m2.CSSVisualViewport
		}
		clip = &page.Viewport{X: vv.PageX + r.X + off.X, Y: vv.PageY + r.Y + off.Y, Width: r.W, Height: r.H}
		if clip.Width < 1 || clip.Height < 1 {
			return nil, actionErrorf("element %s has no size to capture", opt.Target)
		}
	}
	// The device pixel ratio makes CSS pixels into image pixels.
	dpr := 1.0
	var ratio float64
	if err := p.evalValue(ctx, "window.devicePixelRatio", &ratio); err == nil && ratio > 0 {
		dpr = ratio
	}
	scale := 1.0
	if long := math.Max(clip.Width, clip.Height) * dpr; long > MaxImageSide {
		scale = MaxImageSide / long
	}
	clip.Scale = scale
	params := page.CaptureScreenshotParams{Format: format, Clip: clip, CaptureBeyondViewport: ptr(beyond)}
	if format == page.CaptureScreenshotFormatJpeg {
		q := int64(opt.Quality)
		if q <= 0 || q > 100 {
			q = 80
		}
		params.Quality = &q
	}
	sctx, cancel := context.WithTimeout(ctx, screenshotTimeout)
	defer cancel()
	// The person sees the agent's actions highlighted; the agent does not.
	restore := p.overlays.HideForCapture(sctx)
	res, err := cdpproto.Call(sctx, p.conn, page.CaptureScreenshot, params)
	restore()
	if err != nil {
		if errors.Is(err, context.DeadlineExceeded) && ctx.Err() == nil {
			return nil, actionErrorf("the screenshot timed out after %s: the window is probably hidden, minimised or throttled and produces no frames. Show the window (or create it with backgroundThrottling:false) and try again; browser_snapshot works without rendering", screenshotTimeout)
		}
		return nil, fmt.Errorf("page: screenshot: %w", err)
	}
	// cdproto decodes the base64 of the answer into Data.
	return &Screenshot{
		Data: res.Data, MimeType: mime, Scale: scale,
		Width: int(math.Round(clip.Width * dpr * scale)), Height: int(math.Round(clip.Height * dpr * scale)),
	}, nil
}
