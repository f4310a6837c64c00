// @ts-check
'use strict';

// The launcher of the @electron-mcp/server package, run as npm installs it
// (in a node_modules tree) in front of a stand-in binary, and the metadata
// of every package.

const { test, after } = require('node:test');
const assert = require('node:assert/strict');
const { spawn } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { PLATFORMS, LAUNCHER_ENV, findBinary } = require('../server/bin/electron-mcp.js');

const root = path.join(__dirname, '..', '..');
const host = `${process.platform}-${process.arch}`;
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'electron-mcp-launcher-'));
after(() => fs.rmSync(tmp, { recursive: true, force: true }));

test('a machine without a prebuilt binary gets an error that says what to do', () => {
  const r = findBinary({ platform: 'sunos', arch: 'x64', resolve: () => '/nope' });
  assert.ok('error' in r);
  assert.match(r.error, /no prebuilt binary for sunos-x64/);
  assert.match(r.error, /linux-x64, linux-arm64, darwin-x64, darwin-arm64, win32-x64, win32-arm64/);
  assert.match(r.error, /github\.com\/electron-mcp\/electron-mcp\/releases/);
  assert.match(r.error, /go install github\.com\/electron-mcp\/electron-mcp\/go\/cmd\/electron-mcp@latest/);
});

test('a missing platform package names it and the npm option that drops it', () => {
  const r = findBinary({
    platform: 'linux',
    arch: 'arm64',
    resolve: () => {
      throw new Error('Cannot find module');
    },
  });
  assert.ok('error' in r);
  assert.match(r.error, /@electron-mcp\/linux-arm64 is not installed/);
  assert.match(r.error, /--omit=optional/);
  assert.match(r.error, /npm install @electron-mcp\/server`/);
});

test('each platform maps to its package and binary name', () => {
  assert.equal(Object.keys(PLATFORMS).length, 6);
  /** @type {string[]} */
  const asked = [];
  const resolve = (/** @type {string} */ id) => (asked.push(id), `/x/${id}`);
  for (const key of Object.keys(PLATFORMS)) {
    const [platform, arch] = key.split('-');
    const r = findBinary({ platform, arch, resolve });
    assert.ok('path' in r, key);
  }
  assert.deepEqual(asked, [
    '@electron-mcp/linux-x64/bin/electron-mcp',
    '@electron-mcp/linux-arm64/bin/electron-mcp',
    '@electron-mcp/darwin-x64/bin/electron-mcp',
    '@electron-mcp/darwin-arm64/bin/electron-mcp',
    '@electron-mcp/win32-x64/bin/electron-mcp.exe',
    '@electron-mcp/win32-arm64/bin/electron-mcp.exe',
  ]);
});

/**
 * Lays out node_modules as npm installs @electron-mcp/server, with a
 * stand-in for the binary; returns the launcher's path.
 * @param {string} binary the stand-in's source (a node script), or '' for none
 */
function install(binary) {
  const dir = fs.mkdtempSync(path.join(tmp, 'install-'));
  const launcher = path.join(dir, 'node_modules/@electron-mcp/server/bin/electron-mcp.js');
  fs.mkdirSync(path.dirname(launcher), { recursive: true });
  fs.copyFileSync(path.join(root, 'npm/server/bin/electron-mcp.js'), launcher);
  if (binary) {
    const bin = path.join(dir, 'node_modules', PLATFORMS[/** @type {keyof PLATFORMS} */ (host)], 'bin', 'electron-mcp');
    fs.mkdirSync(path.dirname(bin), { recursive: true });
    // Mode 0644, as a package manager that drops modes leaves it.
    fs.writeFileSync(bin, `#!${process.execPath}\n${binary}`, { mode: 0o644 });
  }
  return launcher;
}

/**
 * @param {string} launcher
 * @param {string[]} args
 * @param {(p: import('node:child_process').ChildProcess) => void} [during]
 * @returns {Promise<{code: number | null, signal: string | null, stdout: string, stderr: string}>}
 */
function run(launcher, args, during) {
  return new Promise((resolve, reject) => {
    const p = spawn(process.execPath, [launcher, ...args], { stdio: ['pipe', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    p.stdout.on('data', (d) => {
      stdout += d;
      if (during && stdout.includes('ready\n')) {
        const f = during;
        during = undefined;
        f(p);
      }
    });
    p.stderr.on('data', (d) => (stderr += d));
    p.on('error', reject);
    p.on('close', (code, signal) => resolve({ code, signal, stdout, stderr }));
    p.stdin.end('from stdin');
  });
}

test('the launcher runs the binary with the arguments, stdio and exit code, and says it came from npm', { skip: process.platform === 'win32' }, async () => {
  const launcher = install(`
    let input = '';
    process.stdin.on('data', (d) => (input += d));
    process.stdin.on('end', () => {
      process.stdout.write(JSON.stringify({ args: process.argv.slice(2), env: process.env.${LAUNCHER_ENV}, input }));
      process.stderr.write('to stderr');
      process.exit(7);
    });
  `);
  const r = await run(launcher, ['serve', '--caps', 'storage']);
  assert.equal(r.code, 7, r.stderr);
  assert.deepEqual(JSON.parse(r.stdout), { args: ['serve', '--caps', 'storage'], env: 'npm', input: 'from stdin' });
  assert.equal(r.stderr, 'to stderr');
});

test('a signal to the launcher reaches the binary', { skip: process.platform === 'win32' }, async () => {
  const launcher = install(`
    process.on('SIGTERM', () => { process.stdout.write('got SIGTERM\\n'); process.exit(0); });
    process.stdout.write('ready\\n');
    setInterval(() => {}, 1000);
  `);
  const r = await run(launcher, [], (p) => p.kill('SIGTERM'));
  assert.equal(r.stdout, 'ready\ngot SIGTERM\n');
  assert.equal(r.code, 0);
});

test('without the platform package the launcher fails with the reason', async () => {
  const r = await run(install(''), ['version']);
  assert.equal(r.code, 1);
  assert.match(r.stderr, /^electron-mcp: electron-mcp's binary for .* is missing: the package @electron-mcp\/.* is not installed/);
});

test('every package carries the licence and its metadata, in the project\'s scope, published in public', () => {
  const license = fs.readFileSync(path.join(root, 'LICENSE'), 'utf8');
  assert.match(license, /^MIT License/);
  for (const dir of ['electron-bridge', 'npm/server']) {
    assert.equal(fs.readFileSync(path.join(root, dir, 'LICENSE'), 'utf8'), license, `${dir}/LICENSE differs from LICENSE`);
    const pkg = JSON.parse(fs.readFileSync(path.join(root, dir, 'package.json'), 'utf8'));
    assert.equal(pkg.license, 'MIT', dir);
    for (const field of ['description', 'repository', 'homepage', 'keywords', 'engines', 'bugs']) {
      assert.ok(pkg[field], `${dir}/package.json lacks ${field}`);
    }
    assert.equal(pkg.repository.directory, dir);
    assert.match(pkg.name, /^@electron-mcp\//, dir);
    assert.deepEqual(pkg.publishConfig, { access: 'public' }, `${dir}: a scoped package is private unless published with access public`);
  }
  for (const name of Object.values(PLATFORMS)) assert.match(name, /^@electron-mcp\/(linux|darwin|win32)-(x64|arm64)$/);
  const workspace = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
  assert.equal(workspace.license, 'MIT');
  const launcher = JSON.parse(fs.readFileSync(path.join(root, 'npm/server/package.json'), 'utf8'));
  assert.equal(launcher.name, '@electron-mcp/server');
  assert.deepEqual(Object.keys(launcher.optionalDependencies), Object.values(PLATFORMS));
  for (const v of Object.values(launcher.optionalDependencies)) assert.equal(v, launcher.version);
  assert.deepEqual(launcher.bin, { 'electron-mcp': 'bin/electron-mcp.js' });
});
