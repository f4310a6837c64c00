#!/usr/bin/env node
// @ts-check
'use strict';

// What one frame of each costly shape, at the size limit, costs the event
// loop of the process the bridge runs in: the bridge's own check and parse
// (lib/frames.js parseCommand), plus a conversion like Electron's
// (debugger.sendCommand converts the params to C++ values and writes them as
// JSON, on the main thread; here structuredClone and JSON.stringify stand in
// for the two). Prints a Markdown table; the best of a few runs of each.
//
//   node electron-bridge/testing/frame-cost.js [RUNS]

const P = require('../protocol');
const { parseCommand } = require('../lib/frames');

const runs = Number(process.argv[2]) || 5;
const head = '{"id":1,"method":"Runtime.evaluate","params":{"expression":"1","x":';
const room = P.MaxMessageBytes - head.length - 2;
const N = P.MaxFrameNodes;
/** @param {number} n */
const numbers = (n) => Array(Math.max(0, n)).fill('0').join(',');

/** Each shape's params value "x", as JSON text filling the frame. @type {[string, () => string][]} */
const shapes = [
  ['one long string (a base64 body)', () => `"${'QUJD'.repeat(Math.floor((room - 2) / 4))}"`],
  ['a script (brackets and quotes in a string)', () => JSON.stringify('function f(a) { return {b: [a, "c"]}; }\n'.repeat(Math.floor(room / 48)))],
  ['numbers', () => `[${numbers(Math.floor((room - 2) / 2))}]`],
  ['empty strings', () => `[${Array(Math.floor((room - 2) / 3)).fill('""').join(',')}]`],
  [
    `${N - 10} distinct keys, then numbers`,
    () => {
      const keys = Array.from({ length: N - 10 }, (_, i) => `"${i.toString(36)}":0`).join(',');
      return `{${keys},"z":[${numbers(Math.floor((room - keys.length - 10) / 2))}]}`;
    },
  ],
  [
    `${N - 10} empty objects, then numbers`,
    () => {
      const objects = Array(N - 10).fill('{}').join(',');
      return `[${objects},${numbers(Math.floor((room - objects.length - 4) / 2))}]`;
    },
  ],
  ['nested 100 levels', () => `${'['.repeat(99)}${']'.repeat(99)}`],
  ['nested 500,000 levels', () => `${'['.repeat(Math.floor(room / 2) - 1)}${']'.repeat(Math.floor(room / 2) - 1)}`],
  ['300,000 empty objects', () => `[${Array(Math.floor(room / 3)).fill('{}').join(',')}]`],
  ['100,000 distinct keys', () => `{${Array.from({ length: 100_000 }, (_, i) => `"${i.toString(36)}":0`).join(',')}}`],
];

/**
 * @param {string} name
 * @param {string} text
 */
function measure(name, text) {
  const frame = Buffer.from(text);
  let check = Infinity;
  let convert = Infinity;
  /** @type {ReturnType<typeof parseCommand> | undefined} */
  let parsed;
  for (let r = 0; r < runs; r++) {
    const t0 = performance.now();
    parsed = parseCommand(frame.toString('utf8'));
    const t1 = performance.now();
    if ('command' in parsed) {
      structuredClone(parsed.command.params);
      JSON.stringify({ id: 1, method: parsed.command.method, params: parsed.command.params });
    }
    const t2 = performance.now();
    check = Math.min(check, t1 - t0);
    convert = Math.min(convert, t2 - t1);
  }
  const outcome = parsed && 'answer' in parsed ? 'refused' : 'relayed';
  return { name, kib: frame.length / 1024, check, convert, outcome };
}

function main() {
  process.stdout.write(`| frame (${P.MaxMessageBytes / 1024} KiB at most) | size | check + parse, ms | conversion, ms | total, ms | |\n|---|---:|---:|---:|---:|---|\n`);
  for (const [name, make] of shapes) {
    const text = `${head}${make()}}}`;
    if (Buffer.byteLength(text) > P.MaxMessageBytes) throw new Error(`${name}: ${Buffer.byteLength(text)} bytes, over the limit`);
    const m = measure(name, text);
    process.stdout.write(
      `| ${m.name} | ${m.kib.toFixed(0)} KiB | ${m.check.toFixed(1)} | ${m.convert.toFixed(1)} | ${(m.check + m.convert).toFixed(1)} | ${m.outcome} |\n`,
    );
  }
}

main();
