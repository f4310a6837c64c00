package page

import "github.com/chromedp/cdproto/cdp/jsonv2"

// The JSON of CDP values goes through cdproto's jsonv2, the encoding its
// types are generated for (jsonv2.Value fields, omitzero).

func marshal(v any) ([]byte, error) { return jsonv2.Marshal(v) }

func unmarshal(b []byte, v any) error { return jsonv2.Unmarshal(b, v) }

// jsonString is s as a JSON string: a JavaScript string literal for an
// expression, or an accessibility value.
func jsonString(s string) jsonv2.Value {
	b, _ := jsonv2.Marshal(s)
	return b
}
