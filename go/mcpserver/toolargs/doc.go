// Package toolargs checks a tool's arguments before the tool does anything.
//
// A tool's input schema comes from the struct its arguments bind into
// (mcp-go generates it); WithAliases adds the older names of arguments
// (a field tagged `alias:"target"` may be given instead of target, not
// beside it), and Listed is what tools/list advertises: the schema
// without those aliases and without the arguments tagged `unlisted`.
//
// Compile compiles a schema with the JSON Schema library mcp-go uses
// (santhosh-tekuri/jsonschema); Schema.Check validates a call's arguments
// against it and words the library's errors for the agent: one sentence
// per problem (the argument, what is wrong, what to send, from the
// schema's types, enums, bounds and descriptions), what the tool takes,
// and that nothing was done. Arguments too large to check in bounded time
// (more than 50,000 values, numbers beyond 100 characters or 1e±400) are
// refused before the library sees them. A schema an app declares is
// compiled from itself alone: a $ref elsewhere does not compile.
//
// It knows nothing of the server or of pages: what a tool needs said
// lives in its schema.
package toolargs
