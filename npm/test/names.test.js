// @ts-check
'use strict';

// Every npm name the documentation tells a user to install or run is one
// this repository builds: the unscoped `electron-mcp` on npm is somebody
// else's package, and a line that names it would run their code.

const { test } = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const path = require('node:path');
const { PLATFORMS } = require('../server/bin/electron-mcp.js');

const root = path.join(__dirname, '..', '..');
/** @param {string} f */
const read = (f) => fs.readFileSync(path.join(root, f), 'utf8');

const ours = new Set([
  JSON.parse(read('npm/server/package.json')).name,
  JSON.parse(read('electron-bridge/package.json')).name,
  ...Object.values(PLATFORMS),
]);

// What users read and copy from.
const docs = [
  'README.md',
  'CONTRIBUTING.md',
  'npm/server/README.md',
  'electron-bridge/README.md',
  'electron-bridge/example/README.md',
  'electron-bridge/example/main.js',
];

/**
 * The npm names a text tells someone to fetch or load.
 * @param {string} text
 * @returns {string[]}
 */
function namesIn(text) {
  const found = [];
  // npx [-y] NAME: fetches NAME from the registry when it is not installed
  // (without -y after asking), so a bare command name is a package name too.
  for (const m of text.matchAll(/\bnpx\s+(?:(?:-y|--yes)\s+)?([^\s`'"-][^\s`'"]*)/g)) found.push(m[1]);
  // npm install / npm i NAME… (names, not paths, tarballs or flags)
  for (const m of text.matchAll(/\bnpm\s+(?:install|i|add)\s+([^\n`|#]*)/g)) {
    for (const arg of m[1].trim().split(/\s+/)) {
      if (arg && !/^(-|\.|\/|<|\$|"|')/.test(arg) && !arg.endsWith('.tgz')) found.push(arg);
    }
  }
  // require('NAME') of a package
  for (const m of text.matchAll(/\brequire\(['"]([^'"]+)['"]\)/g)) {
    if (!/^(\.|node:)/.test(m[1])) found.push(m[1]);
  }
  // any name in the project's scope
  for (const m of text.matchAll(/@electron-mcp\/[a-z0-9<>-]+/g)) found.push(m[0]);
  return found.map((n) => n.replace(/(.)@[^/]*$/, '$1')); // NAME@version → NAME
}

/**
 * What a reader copies from a document: a script whole, of Markdown the
 * code blocks and `code spans` (prose may say "npx" and go on in English).
 * @param {string} file
 */
function codeOf(file) {
  const text = read(file);
  if (!file.endsWith('.md')) return text;
  const blocks = [...text.matchAll(/^```[^\n]*\n([\s\S]*?)^```/gm)].map((m) => m[1]);
  const prose = text.replace(/^```[^\n]*\n[\s\S]*?^```/gm, '');
  const spans = [...prose.matchAll(/`([^`\n]+)`/g)].map((m) => m[1]);
  const scoped = [...prose.matchAll(/@electron-mcp\/[a-z0-9<>-]+/g)].map((m) => m[0]); // links too
  return [...blocks, ...spans, ...scoped].join('\n');
}

test('the docs name only npm packages this repository builds', () => {
  // Packages the docs load that are not ours, on purpose.
  const theirs = new Set(['electron', 'electron@<major>', 'tsc']);
  for (const f of docs) {
    for (const name of namesIn(codeOf(f))) {
      if (name === '@electron-mcp/<platform>-<arch>' || theirs.has(name)) continue;
      assert.ok(ours.has(name), `${f} names the npm package ${name}, which this repository does not build (it builds ${[...ours].join(', ')})`);
    }
  }
});

test('the name check catches the names it must', () => {
  assert.deepEqual(namesIn('claude mcp add electron -- npx -y electron-mcp serve'), ['electron-mcp']);
  assert.deepEqual(namesIn('`npm install electron-mcp-bridge` (see'), ['electron-mcp-bridge']);
  assert.deepEqual(namesIn("npm i --save ./x.tgz electron-mcp-bridge@1.0.0\nconst b = require('electron-mcp-bridge');"), ['electron-mcp-bridge', 'electron-mcp-bridge']);
  assert.deepEqual(namesIn('npm install @electron-mcp/linux-x65'), ['@electron-mcp/linux-x65', '@electron-mcp/linux-x65']);
  assert.deepEqual(namesIn('npx electron-mcp serve'), ['electron-mcp']); // in the wrong folder, npx offers the registry's
  assert.deepEqual(namesIn("npx --no-install tsc; require('node:fs'); npm install ./electron-mcp-bridge-1.0.0.tgz"), []);
});
