#!/usr/bin/env node
// @ts-check
'use strict';

// A host with host.js's stdio protocol and no browser, for the harness's own
// tests: it prints the first line, answers "window <url>" with a new id and
// anything else with an error, and on SIGTERM or the end of stdin does what
// its first argument says:
//   fail       (at once, instead of the first line) complain on stderr, exit 1
//   clean      exit 0
//   unhandled  log an unhandled rejection, exit 0
//   exit1      exit 1
//   hang       ignore both and keep running (the harness has to kill it)

const readline = require('node:readline');

const mode = process.argv[2] ?? 'clean';
let lastId = 1;
const reply = (/** @type {unknown} */ v) => process.stdout.write(`${JSON.stringify(v)}\n`);
const stop = () => {
  if (mode === 'hang') return;
  if (mode === 'unhandled') process.stderr.write('Unhandled rejection: Error: boom\n');
  process.exit(mode === 'exit1' ? 1 : 0);
};
process.on('SIGTERM', stop);
if (mode === 'fail') {
  process.stderr.write('fake host: no browser here\n');
  process.exit(1);
}
reply({ url: 'http://127.0.0.1:1', token: 't0ken', pid: process.pid, chromiumPid: 0, targets: [{ id: '1', type: 'page', url: 'about:blank' }] });
const rl = readline.createInterface({ input: process.stdin });
rl.on('line', (line) => {
  const [cmd] = line.trim().split(/\s+/);
  if (cmd === 'window') reply({ ok: true, id: String(++lastId) });
  else reply({ error: `unknown command ${JSON.stringify(cmd)}` });
});
rl.on('close', stop);
if (mode === 'hang') setInterval(() => {}, 1000);
