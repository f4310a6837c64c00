package page

import (
	"fmt"

	"github.com/chromedp/cdproto/cdp/jsonv2"
)

func marshal(v any) ([]byte, error) { return jsonv2.Marshal(v) }

func unmarshal(b []byte, v any) error { return jsonv2.Unmarshal(b, v) }

func jsonString(s string) jsonv2.Value {
	b, _ := jsonv2.Marshal(s)
	return b
}

func sprintf(format string, args ...any) string { return fmt.Sprintf(format, args...) }
