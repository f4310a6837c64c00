package mcpserver

import (
	"encoding/json"
	"errors"

	"github.com/electron-mcp/electron-mcp/go/mcpserver/toolargs"
)

// Tool arguments are checked against the very schema tools/list
// advertises (with the aliases it leaves out) before a tool does anything:
// package toolargs compiles the schemas and words the schema library's
// errors. This is the adapter the pipeline calls.

// argSchema checks a tool's arguments; its zero value takes any arguments
// that are JSON (an app's schema that did not compile).
type argSchema struct{ toolargs.Schema }

func compileArgs(raw json.RawMessage) (*argSchema, error) {
	s, err := toolargs.Compile(raw)
	if err != nil {
		return nil, err
	}
	return &argSchema{*s}, nil
}

// check returns an error for the agent naming each problem of a call's
// arguments, or nil.
func (a *argSchema) check(tool string, raw json.RawMessage) error {
	if err := a.Check(tool, raw); err != nil {
		return errorf("%s", err.Error())
	}
	return nil
}

// bindError words an error of decoding checked arguments into a tool's
// struct: a number too large for its field, or a schema that says less
// than the struct.
func bindError(tool string, err error) error {
	var te *json.UnmarshalTypeError
	if errors.As(err, &te) {
		return errorf("invalid arguments for %s: %s cannot hold %s. Nothing was done; call it again with a value in range", tool, te.Field, te.Value)
	}
	return errorf("invalid arguments for %s: %v. Nothing was done; call it again with these fixed", tool, err)
}
