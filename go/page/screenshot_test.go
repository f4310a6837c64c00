package page

import (
	"bytes"
	"context"
	"errors"
	"image"
	"image/jpeg"
	"image/png"
	"testing"
	"time"
)

const shotPage = `data:text/html,<body style="margin:0;height:3000px;background:white">` +
	`<div id=box style="position:absolute;left:30px;top:40px;width:50px;height:20px;background:rgb(255,0,0)"></div>`

// Screenshots of the viewport, an element and the full page come back in
// the size they say, the element's own pixels in the element's capture,
// a full page larger than MaxImageSide scaled down to it; a bad format or
// an element with fullPage is refused.
func TestScreenshot(t *testing.T) {
	p, _, _ := openWindow(t, "about:blank")
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	if err := p.Resize(ctx, 400, 300); err != nil {
		t.Fatal(err)
	}
	if _, err := p.Navigate(ctx, shotPage); err != nil {
		t.Fatal(err)
	}
	var dpr, clientWidth float64
	if err := p.evalValue(ctx, "devicePixelRatio", &dpr); err != nil {
		t.Fatal(err)
	}
	// The viewport less the page's scrollbar.
	if err := p.evalValue(ctx, "document.documentElement.clientWidth", &clientWidth); err != nil {
		t.Fatal(err)
	}
	decode := func(s *Screenshot) image.Image {
		t.Helper()
		var img image.Image
		var err error
		switch s.MimeType {
		case "image/png":
			img, err = png.Decode(bytes.NewReader(s.Data))
		case "image/jpeg":
			img, err = jpeg.Decode(bytes.NewReader(s.Data))
		default:
			t.Fatalf("mime type %q", s.MimeType)
		}
		if err != nil {
			t.Fatal(err)
		}
		if b := img.Bounds(); b.Dx() != s.Width || b.Dy() != s.Height {
			t.Fatalf("the image is %dx%d, the screenshot says %dx%d", b.Dx(), b.Dy(), s.Width, s.Height)
		}
		return img
	}
	px := func(css float64) int { return int(css*dpr + 0.5) }

	s, err := p.Screenshot(ctx, ScreenshotOptions{})
	if err != nil {
		t.Fatal(err)
	}
	decode(s)
	if s.Width != px(clientWidth) || s.Height != px(300) || s.Scale != 1 || clientWidth > 400 || clientWidth < 350 {
		t.Fatalf("the viewport's screenshot is %dx%d at scale %g, want %dx%d", s.Width, s.Height, s.Scale, px(clientWidth), px(300))
	}

	s, err = p.Screenshot(ctx, ScreenshotOptions{Target: "#box", Format: "jpeg", Quality: 90})
	if err != nil {
		t.Fatal(err)
	}
	img := decode(s)
	if s.MimeType != "image/jpeg" || s.Width != px(50) || s.Height != px(20) {
		t.Fatalf("the element's screenshot is %s %dx%d, want image/jpeg %dx%d", s.MimeType, s.Width, s.Height, px(50), px(20))
	}
	if r, g, b, _ := img.At(s.Width/2, s.Height/2).RGBA(); r>>8 < 200 || g>>8 > 60 || b>>8 > 60 {
		t.Fatalf("the element's screenshot is not the red box: its middle is %d,%d,%d", r>>8, g>>8, b>>8)
	}

	s, err = p.Screenshot(ctx, ScreenshotOptions{FullPage: true})
	if err != nil {
		t.Fatal(err)
	}
	decode(s)
	if s.Height != MaxImageSide || s.Scale >= 1 || s.Width >= px(400) {
		t.Fatalf("the full page's screenshot is %dx%d at scale %g, want its 3000 px scaled to %d", s.Width, s.Height, s.Scale, MaxImageSide)
	}

	var refused *ActionError
	for _, opt := range []ScreenshotOptions{{Format: "gif"}, {FullPage: true, Target: "#box"}} {
		if _, err := p.Screenshot(ctx, opt); !errors.As(err, &refused) {
			t.Errorf("Screenshot(%+v) = %v, want a refusal", opt, err)
		}
	}
}
