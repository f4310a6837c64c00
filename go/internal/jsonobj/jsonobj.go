// Package jsonobj reads and writes a JSON object keeping the order of its
// keys, so that what a program rewrites — a person's config file, a
// generated schema whose properties clients list as declared — reads as it
// did.
package jsonobj

import (
	"bytes"
	"encoding/json"
	"errors"
	"io"
)

// Object is a JSON object: its keys in order, and each key's value as raw
// JSON. The zero Object is an empty object, ready to use.
type Object struct {
	keys   []string
	values map[string]json.RawMessage
}

// Parse reads data, which must be exactly one JSON object. A key given
// twice keeps its first place and its last value, as encoding/json keeps
// the last.
func Parse(data []byte) (*Object, error) {
	o := &Object{}
	d := json.NewDecoder(bytes.NewReader(data))
	if t, err := d.Token(); err != nil {
		return nil, err
	} else if t != json.Delim('{') {
		return nil, errors.New("not a JSON object")
	}
	for d.More() {
		t, err := d.Token()
		if err != nil {
			return nil, err
		}
		k, _ := t.(string)
		var v json.RawMessage
		if err := d.Decode(&v); err != nil {
			return nil, err
		}
		o.Set(k, v)
	}
	if _, err := d.Token(); err != nil {
		return nil, err
	}
	if _, err := d.Token(); err != io.EOF {
		return nil, errors.New("text after the object")
	}
	return o, nil
}

// Keys returns the object's keys in their order.
func (o *Object) Keys() []string { return o.keys }

// Get returns the value of key, and whether the object has it.
func (o *Object) Get(key string) (json.RawMessage, bool) {
	v, ok := o.values[key]
	return v, ok
}

// Set sets key to v (raw JSON), appending the key if it is new.
func (o *Object) Set(key string, v json.RawMessage) {
	if o.values == nil {
		o.values = map[string]json.RawMessage{}
	}
	if _, ok := o.values[key]; !ok {
		o.keys = append(o.keys, key)
	}
	o.values[key] = v
}

// Marshal writes the object, its keys in order, its values as they are.
func (o *Object) Marshal() json.RawMessage {
	var b bytes.Buffer
	b.WriteByte('{')
	for i, k := range o.keys {
		if i > 0 {
			b.WriteByte(',')
		}
		b.Write(Text(k))
		b.WriteByte(':')
		b.Write(o.values[k])
	}
	b.WriteByte('}')
	return b.Bytes()
}

// Text encodes v as JSON without escaping <, > and &, which encoding/json
// escapes for HTML. It panics if v cannot be encoded: callers pass strings,
// numbers, slices and maps of them.
func Text(v any) json.RawMessage {
	var b bytes.Buffer
	e := json.NewEncoder(&b)
	e.SetEscapeHTML(false)
	if err := e.Encode(v); err != nil {
		panic(err)
	}
	return bytes.TrimSuffix(b.Bytes(), []byte("\n"))
}
