// @ts-check
'use strict';

// The release workflow's publish step (npm/publish.js) as a dry run, on a
// release folder of all eight packages: npm/assemble.js packs them as
// scripts/release does, around stand-in binaries (cross-compiling the six
// real ones takes minutes; release.test.js runs a real one). npm is offline
// and asks the registry nothing.

const { test, after } = require('node:test');
const assert = require('node:assert/strict');
const { execFileSync, spawnSync } = require('node:child_process');
const crypto = require('node:crypto');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { assemble } = require('../assemble.js');
const { plan, publishArgs } = require('../publish.js');
const { PLATFORMS } = require('../server/bin/electron-mcp.js');

const root = path.join(__dirname, '..', '..');
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'electron-mcp-publish-'));
after(() => fs.rmSync(tmp, { recursive: true, force: true }));

const npmEnv = {
  ...process.env,
  npm_config_offline: 'true',
  npm_config_cache: path.join(tmp, 'npm-cache'),
  npm_config_update_notifier: 'false',
  npm_config_loglevel: 'notice',
};

/**
 * A release folder as scripts/release writes it, with stand-in binaries.
 * @param {string} version
 */
function releaseFolder(version) {
  const dir = path.join(tmp, version);
  const bin = path.join(dir, 'bin');
  fs.mkdirSync(bin, { recursive: true });
  for (const key of Object.keys(PLATFORMS)) {
    fs.writeFileSync(path.join(bin, `electron-mcp-${key}${key.startsWith('win32') ? '.exe' : ''}`), `stand-in for ${key}\n`);
  }
  const out = path.join(dir, 'out');
  const tarballs = assemble({ version, bin, out });
  fs.writeFileSync(path.join(out, 'SHA256SUMS'), tarballs.map((t) => sumLine(t)).join(''));
  return out;
}

/** @param {string} file */
function sumLine(file) {
  return `${crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex')}  ${path.basename(file)}\n`;
}

/**
 * A copy of a release folder, to spoil.
 * @param {string} dir
 * @param {string} name
 */
function copyOf(dir, name) {
  const copy = path.join(tmp, name);
  fs.cpSync(dir, copy, { recursive: true });
  return copy;
}

/**
 * node npm/publish.js ARGS, with npm offline.
 * @param {string[]} args
 */
function publish(args) {
  return spawnSync(process.execPath, [path.join(root, 'npm/publish.js'), ...args], { env: npmEnv, encoding: 'utf8' });
}

/**
 * What publish.js refuses: it says why, and runs no npm publish.
 * @param {string} dir
 * @param {RegExp} why
 */
function refuses(dir, why) {
  const r = publish(['--dry-run', dir]);
  assert.equal(r.status, 1, r.stderr);
  assert.match(r.stderr, why);
  assert.doesNotMatch(r.stderr, /publish: npm publish/);
  assert.equal(r.stdout, '');
}

const launcher = '@electron-mcp/server';
const bridge = '@electron-mcp/bridge';
const release = releaseFolder('1.2.3');
const prerelease = releaseFolder('1.3.0-rc.1');

test('a dry run publishes all eight packages with provenance, the platforms first and the launcher last', () => {
  const order = plan(release).tarballs.map((t) => t.name);
  assert.deepEqual(order.slice(0, 6).sort(), Object.values(PLATFORMS).sort());
  assert.deepEqual(order.slice(6), [bridge, launcher]);

  const r = publish(['--dry-run', release]);
  assert.equal(r.status, 0, r.stderr);
  // npm checked every tarball and would have published it, in this order.
  const published = [...r.stdout.matchAll(/^\+ (\S+)@1\.2\.3$/gm)].map((m) => m[1]);
  assert.deepEqual(published, order);
  const commands = [...r.stderr.matchAll(/^publish: npm (publish .*)$/gm)].map((m) => m[1]);
  assert.equal(commands.length, 8);
  for (const c of commands) assert.match(c, /^publish \S+\.tgz --provenance --access public --dry-run --offline$/);
  // A release goes out as `latest`, in public (a scoped package is private otherwise).
  assert.equal([...r.stderr.matchAll(/with tag latest and public access \(dry-run\)/g)].length, 8, r.stderr);
});

test('a prerelease goes out under the dist-tag next', () => {
  const r = publish(['--dry-run', prerelease]);
  assert.equal(r.status, 0, r.stderr);
  assert.equal([...r.stderr.matchAll(/with tag next and public access \(dry-run\)/g)].length, 8, r.stderr);
  for (const t of plan(prerelease).tarballs) assert.deepEqual(publishArgs(t, false).slice(2), ['--provenance', '--access', 'public', '--tag', 'next']);
});

test('a folder missing a platform package publishes nothing', () => {
  const dir = copyOf(release, 'no-darwin-arm64');
  fs.rmSync(path.join(dir, 'electron-mcp-darwin-arm64-1.2.3.tgz'));
  refuses(dir, /^publish: @electron-mcp\/server depends on @electron-mcp\/darwin-arm64, which is not in .*: build all six targets \(scripts\/release without --host-only\)$/m);
});

test('a tarball that differs from SHA256SUMS publishes nothing', () => {
  const dir = copyOf(release, 'changed');
  fs.appendFileSync(path.join(dir, 'electron-mcp-bridge-1.2.3.tgz'), '\0');
  refuses(dir, /^publish: electron-mcp-bridge-1\.2\.3\.tgz's SHA-256 is [0-9a-f]{64}, SHA256SUMS says [0-9a-f]{64}: the file changed after scripts\/release wrote it$/m);
  const unlisted = copyOf(release, 'unlisted');
  fs.writeFileSync(path.join(unlisted, 'SHA256SUMS'), '');
  refuses(unlisted, /^publish: electron-mcp-bridge-1\.2\.3\.tgz is not in SHA256SUMS/m);
});

test('a package outside the scope, or of another version, publishes nothing', () => {
  // A stray tarball of the unscoped name, listed in SHA256SUMS.
  const dir = copyOf(release, 'stray');
  const stray = path.join(tmp, 'stray-package');
  fs.mkdirSync(stray);
  fs.writeFileSync(path.join(stray, 'package.json'), JSON.stringify({ name: 'electron-mcp', version: '1.2.3', license: 'MIT' }));
  const file = execFileSync('npm', ['pack', '--silent', '--pack-destination', dir], { cwd: stray, env: npmEnv, encoding: 'utf8' }).trim();
  fs.appendFileSync(path.join(dir, 'SHA256SUMS'), sumLine(path.join(dir, file)));
  refuses(dir, /^publish: electron-mcp-1\.2\.3\.tgz is electron-mcp, outside the project's scope @electron-mcp\/$/m);

  const mixed = copyOf(release, 'mixed');
  const other = path.join(mixed, 'electron-mcp-linux-x64-1.3.0-rc.1.tgz');
  fs.copyFileSync(path.join(prerelease, path.basename(other)), other);
  fs.appendFileSync(path.join(mixed, 'SHA256SUMS'), sumLine(other));
  refuses(mixed, /^publish: @electron-mcp\/linux-x64 is at 1\.3\.0-rc\.1, @electron-mcp\/bridge at 1\.2\.3: a release has one version$/m);
});

test('publish.js without a folder says how to call it', () => {
  const r = publish([]);
  assert.equal(r.status, 2);
  assert.equal(r.stderr, 'usage: node npm/publish.js [--dry-run] DIR\n');
});
