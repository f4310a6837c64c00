// @ts-check
'use strict';

// Publishes the npm packages of a release folder (scripts/release's output)
// with provenance, as the release workflow (.github/workflows/release.yml)
// does on a version tag:
//
//   node npm/publish.js [--dry-run] DIR
//
// Before publishing anything it checks the folder: every tarball's SHA-256
// is the one SHA256SUMS lists, every package is in the @electron-mcp scope
// at one version, and the launcher's every platform package is there (a
// launcher published without one would fail on that platform). Then it runs
// `npm publish <tarball> --provenance --access public` for the platform
// packages, the bridge, and the launcher last, so that no one installs a
// launcher whose binaries are not on the registry yet. A prerelease
// (1.2.0-rc.1) goes out under the dist-tag `next`, leaving `latest` alone.
// A package already on the registry at this version is skipped, so a
// workflow run that failed half-way can be run again.
//
// --dry-run passes --dry-run --offline to npm publish and asks the registry
// nothing: npm checks each tarball as it would publish it (what
// `node --test npm/` runs).

const { execFileSync } = require('node:child_process');
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');

const SCOPE = '@electron-mcp/';

/**
 * @typedef {{file: string, name: string, version: string, optionalDependencies?: Record<string, string>}} Tarball
 */

/**
 * Reads package.json out of an npm tarball.
 * @param {string} file
 * @returns {Tarball}
 */
function readTarball(file) {
  const json = execFileSync('tar', ['-xzOf', file, 'package/package.json'], { encoding: 'utf8' });
  const pkg = JSON.parse(json);
  return { file, name: pkg.name, version: pkg.version, optionalDependencies: pkg.optionalDependencies };
}

/**
 * Checks a release folder and returns its tarballs in publishing order.
 * @param {string} dir
 * @returns {{version: string, tarballs: Tarball[]}}
 */
function plan(dir) {
  const sumsFile = path.join(dir, 'SHA256SUMS');
  if (!fs.existsSync(sumsFile)) throw new Error(`${dir} has no SHA256SUMS: is it a folder scripts/release wrote?`);
  /** @type {Map<string, string>} */
  const sums = new Map();
  for (const line of fs.readFileSync(sumsFile, 'utf8').split('\n')) {
    const m = /^([0-9a-f]{64}) [ *](.+)$/.exec(line);
    if (m) sums.set(m[2], m[1]);
  }
  const files = fs.readdirSync(dir).filter((f) => f.endsWith('.tgz')).sort();
  if (files.length === 0) throw new Error(`${dir} has no npm tarballs (*.tgz)`);
  for (const f of files) {
    const want = sums.get(f);
    if (!want) throw new Error(`${f} is not in SHA256SUMS: rebuild the release with scripts/release`);
    const got = crypto.createHash('sha256').update(fs.readFileSync(path.join(dir, f))).digest('hex');
    if (got !== want) throw new Error(`${f}'s SHA-256 is ${got}, SHA256SUMS says ${want}: the file changed after scripts/release wrote it`);
  }

  const tarballs = files.map((f) => readTarball(path.join(dir, f)));
  const version = tarballs[0].version;
  for (const t of tarballs) {
    if (!t.name.startsWith(SCOPE)) throw new Error(`${path.basename(t.file)} is ${t.name}, outside the project's scope ${SCOPE}`);
    if (t.version !== version) throw new Error(`${t.name} is at ${t.version}, ${tarballs[0].name} at ${version}: a release has one version`);
  }
  const launchers = tarballs.filter((t) => t.optionalDependencies);
  if (launchers.length !== 1) throw new Error(`expected one launcher (a package with optionalDependencies), found ${launchers.length}`);
  const [launcher] = launchers;
  const names = new Set(tarballs.map((t) => t.name));
  for (const [dep, v] of Object.entries(launcher.optionalDependencies ?? {})) {
    if (!names.has(dep)) throw new Error(`${launcher.name} depends on ${dep}, which is not in ${dir}: build all six targets (scripts/release without --host-only)`);
    if (v !== version) throw new Error(`${launcher.name} depends on ${dep}@${v}, not ${version}`);
  }
  const platforms = tarballs.filter((t) => t !== launcher && t.name in (launcher.optionalDependencies ?? {}));
  const others = tarballs.filter((t) => t !== launcher && !platforms.includes(t));
  return { version, tarballs: [...platforms, ...others, launcher] };
}

/**
 * The arguments of npm publish for one tarball.
 * @param {Tarball} t
 * @param {boolean} dryRun
 */
function publishArgs(t, dryRun) {
  const args = ['publish', t.file, '--provenance', '--access', 'public'];
  if (t.version.includes('-')) args.push('--tag', 'next');
  if (dryRun) args.push('--dry-run', '--offline');
  return args;
}

/**
 * Whether the registry has name@version already.
 * @param {Tarball} t
 */
function published(t) {
  try {
    const out = execFileSync('npm', ['view', `${t.name}@${t.version}`, 'version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
    return out.trim() === t.version;
  } catch (err) {
    const stderr = String(/** @type {{stderr?: unknown}} */ (err).stderr ?? '');
    if (/\bE404\b/.test(stderr)) return false;
    throw new Error(`npm view ${t.name}@${t.version} failed: ${stderr.trim()}`);
  }
}

/**
 * @param {string} dir
 * @param {{dryRun?: boolean, log?: (line: string) => void}} [opts]
 */
function publish(dir, { dryRun = false, log = (line) => process.stderr.write(`${line}\n`) } = {}) {
  const { version, tarballs } = plan(dir);
  log(`publish: ${tarballs.length} packages at ${version}${dryRun ? ' (dry run)' : ''}`);
  for (const t of tarballs) {
    if (!dryRun && published(t)) {
      log(`publish: ${t.name}@${t.version} is on the registry already: skipped`);
      continue;
    }
    const args = publishArgs(t, dryRun);
    log(`publish: npm ${args.join(' ')}`);
    execFileSync('npm', args, { stdio: ['ignore', 'inherit', 'inherit'] });
  }
}

module.exports = { readTarball, plan, publishArgs, publish };

if (require.main === module) {
  const argv = process.argv.slice(2);
  const dryRun = argv.includes('--dry-run');
  const rest = argv.filter((a) => a !== '--dry-run');
  if (rest.length !== 1 || rest[0].startsWith('-')) {
    process.stderr.write('usage: node npm/publish.js [--dry-run] DIR\n');
    process.exit(2);
  }
  try {
    publish(rest[0], { dryRun });
  } catch (err) {
    process.stderr.write(`publish: ${/** @type {Error} */ (err).message}\n`);
    process.exit(1);
  }
}
