// @ts-check
'use strict';

// The Chromium stand-in for Electron, for tests: see standin.js, and host.js
// for the command-line host that Go tests, the demo and benchmarks start.

const { createStandIn, StandIn, StandInWebContents, StandInDebugger } = require('./standin');
const { Chromium, ProtocolError } = require('./chromium');

module.exports = { createStandIn, StandIn, StandInWebContents, StandInDebugger, Chromium, ProtocolError };
