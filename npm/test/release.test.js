// @ts-check
'use strict';

// The release, as a user gets it: scripts/release builds this machine's
// binary and the npm tarballs (all six targets would take minutes here;
// `scripts/release` without --host-only builds them) with no network at all
// where this machine can take it away (unshare -n), and npm checks each
// tarball as the release workflow publishes it (npm publish --dry-run).
// Then a fresh project installs the tarballs with npm offline, from an empty
// cache, and runs `npx electron-mcp version`, the README's Claude Code
// command (an MCP initialize + tools/list through the installed launcher),
// and `npx electron-mcp init`, which must write that same command.

const { test, after } = require('node:test');
const assert = require('node:assert/strict');
const { execFileSync, spawn, spawnSync } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { PLATFORMS } = require('../server/bin/electron-mcp.js');
const { readTarball, publishArgs } = require('../publish.js');

const root = path.join(__dirname, '..', '..');
const version = '0.0.0-test';
const host = `${process.platform}-${process.arch}`;
const launcherName = JSON.parse(fs.readFileSync(path.join(root, 'npm/server/package.json'), 'utf8')).name;
const bridgeName = JSON.parse(fs.readFileSync(path.join(root, 'electron-bridge/package.json'), 'utf8')).name;
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'electron-mcp-release-'));
after(() => fs.rmSync(tmp, { recursive: true, force: true }));

// npm with no network and a cache of its own: whatever is not in the
// tarballs cannot be installed.
const npmEnv = {
  ...process.env,
  npm_config_offline: 'true',
  npm_config_cache: path.join(tmp, 'npm-cache'),
  npm_config_audit: 'false',
  npm_config_fund: 'false',
  npm_config_update_notifier: 'false',
  npm_config_loglevel: 'error',
  XDG_RUNTIME_DIR: path.join(tmp, 'runtime'), // no bridge to be found
};
fs.mkdirSync(npmEnv.XDG_RUNTIME_DIR, { mode: 0o700 });

/**
 * @param {string} cmd
 * @param {string[]} args
 * @param {string} cwd
 */
function run(cmd, args, cwd) {
  return execFileSync(cmd, args, { cwd, env: npmEnv, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

/** Whether this machine lets us run a command without any network. */
const noNetwork = process.platform === 'linux' && spawnSync('unshare', ['-n', 'true']).status === 0;

/**
 * The command the README tells Claude Code to run: `claude mcp add electron
 * -- <command>`, in the Install section's npm block.
 */
function readmeCommand() {
  const readme = fs.readFileSync(path.join(root, 'README.md'), 'utf8');
  const lines = [...readme.matchAll(/^claude mcp add electron -- (npx .*)$/gm)].map((m) => m[1].trim());
  assert.equal(lines.length, 1, `README.md has one "claude mcp add electron -- npx …" line: ${lines}`);
  return lines[0].split(/\s+/);
}

test('release tarballs install offline into a fresh project and run through the launcher', { skip: !(host in PLATFORMS) && `no package for ${host}` }, async (t) => {
  const dist = path.join(tmp, 'dist');
  const release = [path.join(root, 'scripts/release'), '--host-only', '--version', version, '--out', dist];
  if (noNetwork) {
    // No network at all: the type check skips what it cannot fetch, with a note.
    const r = spawnSync('unshare', ['-n', ...release], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
    assert.equal(r.status, 0, `unshare -n scripts/release failed:\n${r.stderr}`);
    assert.match(r.stdout + r.stderr, /type-checks against electron@|NOTE: the npm registry cannot be reached/);
  } else {
    t.diagnostic('unshare -n is not available here: the release is built with --no-typecheck (which alone would ask the registry)');
    execFileSync(release[0], [...release.slice(1), '--no-typecheck'], { cwd: root, stdio: ['ignore', 'ignore', 'pipe'] });
  }

  const files = fs.readdirSync(dist).sort();
  const exe = process.platform === 'win32' ? '.exe' : '';
  const binary = `electron-mcp-${version}-${run('go', ['env', 'GOOS'], root).trim()}-${run('go', ['env', 'GOARCH'], root).trim()}${exe}`;
  const tarballs = [`electron-mcp-bridge-${version}.tgz`, `electron-mcp-${host}-${version}.tgz`, `electron-mcp-server-${version}.tgz`].sort();
  assert.deepEqual(files, ['SHA256SUMS', binary, ...tarballs].sort(), 'the release folder holds what a GitHub release carries, nothing else');
  const sums = fs.readFileSync(path.join(dist, 'SHA256SUMS'), 'utf8');
  assert.deepEqual(sums.trim().split('\n').map((l) => l.replace(/^[0-9a-f]{64} {2}/, '')), [binary, ...tarballs].sort());
  assert.match(run('sha256sum', ['-c', 'SHA256SUMS'], dist), new RegExp(`^${binary.replace(/\./g, '\\.')}: OK$`, 'm'));
  for (const f of tarballs) {
    const list = execFileSync('tar', ['-tzf', path.join(dist, f)], { encoding: 'utf8' });
    assert.match(list, /^package\/LICENSE$/m, `${f} has no LICENSE`);
  }
  const names = tarballs.map((f) => readTarball(path.join(dist, f)).name).sort();
  assert.deepEqual(names, [bridgeName, PLATFORMS[/** @type {keyof PLATFORMS} */ (host)], launcherName].sort());

  await t.test('npm publish --dry-run of every tarball, as the release workflow publishes it', () => {
    for (const f of tarballs) {
      const tb = readTarball(path.join(dist, f));
      const r = spawnSync('npm', publishArgs(tb, true), { cwd: tmp, env: { ...npmEnv, npm_config_loglevel: 'notice' }, encoding: 'utf8' });
      assert.equal(r.status, 0, `npm publish --dry-run ${f}:\n${r.stderr}`);
      assert.match(r.stdout, new RegExp(`^\\+ ${tb.name.replace('/', '\\/')}@${version.replace(/\./g, '\\.')}$`, 'm'));
      // A prerelease goes out under `next`, never as `latest`; and public.
      assert.match(r.stderr, /with tag next and public access \(dry-run\)/);
    }
  });

  // The bridge's one dependency comes as a tarball too (from this checkout's
  // node_modules), so nothing needs the registry.
  const ws = path.join(tmp, run('npm', ['pack', '--silent', '--pack-destination', tmp, path.join(root, 'node_modules/ws')], root).trim().split('\n').pop() ?? '');

  const project = path.join(tmp, 'project');
  fs.mkdirSync(project);
  fs.writeFileSync(path.join(project, 'package.json'), '{"name": "fresh", "private": true}\n');
  run('npm', ['install', ...tarballs.map((f) => path.join(dist, f)), ws], project);
  const installed = JSON.parse(fs.readFileSync(path.join(project, 'node_modules', launcherName, 'package.json'), 'utf8'));
  assert.equal(installed.version, version);
  assert.equal(installed.optionalDependencies[PLATFORMS[/** @type {keyof PLATFORMS} */ (host)]], version);

  await t.test('npx electron-mcp version', () => {
    const out = run('npx', ['electron-mcp', 'version'], project);
    assert.match(out, /^electron-mcp v0\.0\.0-test \(go[\d.]+, [a-z]+\/[a-z0-9]+\), wire protocol \d+$/m);
  });

  await t.test('the bridge loads by its npm name', () => {
    const out = run('node', ['-e', `const b = require(${JSON.stringify(bridgeName)}); process.stdout.write(typeof b.startBridge)`], project);
    assert.equal(out, 'function');
  });

  await t.test("the README's bridge install from a checkout (npm install --install-links …/electron-bridge)", () => {
    const app = path.join(tmp, 'app');
    fs.mkdirSync(app);
    fs.writeFileSync(path.join(app, 'package.json'), '{"name": "app", "private": true}\n');
    run('npm', ['install', '--install-links', path.join(root, 'electron-bridge'), ws], app);
    const dir = path.join(app, 'node_modules', bridgeName);
    assert.ok(!fs.lstatSync(dir).isSymbolicLink(), 'a copy, not a link into the checkout');
    const out = run('node', ['-e', `const b = require(${JSON.stringify(bridgeName)}); process.stdout.write(typeof b.startBridge)`], app);
    assert.equal(out, 'function');
  });

  const command = readmeCommand();
  await t.test(`the README's command (${command.join(' ')}) answers MCP initialize and tools/list`, async () => {
    assert.deepEqual(command, ['npx', '-y', launcherName, 'serve']);
    const replies = await mcp(project, command, [
      { jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'release-test', version: '1' } } },
      { jsonrpc: '2.0', method: 'notifications/initialized' },
      { jsonrpc: '2.0', id: 2, method: 'tools/list' },
    ]);
    assert.equal(replies[1].result.serverInfo.name, 'electron-mcp');
    assert.equal(replies[1].result.serverInfo.version, `v${version}`);
    const names = replies[2].result.tools.map((/** @type {{name: string}} */ t) => t.name);
    for (const n of ['browser_snapshot', 'browser_click', 'browser_type', 'browser_navigate', 'browser_tabs']) assert.ok(names.includes(n), `${n} missing: ${names}`);
  });

  await t.test(`npx ${launcherName} init writes the README's command`, () => {
    run('npx', [launcherName, 'init'], project);
    const cfg = JSON.parse(fs.readFileSync(path.join(project, '.mcp.json'), 'utf8'));
    const want = process.platform === 'win32'
      ? { type: 'stdio', command: 'cmd', args: ['/c', ...command] }
      : { type: 'stdio', command: command[0], args: command.slice(1) };
    assert.deepEqual(cfg, { mcpServers: { electron: want } });
  });
});

/**
 * Runs command (the server) in dir, sends messages, and returns the replies
 * by id once every request has one.
 * @param {string} dir
 * @param {string[]} command
 * @param {any[]} messages
 * @returns {Promise<Record<number, any>>}
 */
function mcp(dir, command, messages) {
  return new Promise((resolve, reject) => {
    const p = spawn(command[0], command.slice(1), { cwd: dir, env: npmEnv, stdio: ['pipe', 'pipe', 'pipe'] });
    const want = messages.filter((m) => m.id !== undefined).length;
    /** @type {Record<number, any>} */
    const replies = {};
    let buf = '';
    let stderr = '';
    const timer = setTimeout(() => {
      p.kill();
      reject(new Error(`no answer within 60 s; stderr: ${stderr}`));
    }, 60_000);
    p.stderr.on('data', (d) => (stderr += d));
    p.stdout.on('data', (d) => {
      buf += d;
      let i;
      while ((i = buf.indexOf('\n')) >= 0) {
        const line = buf.slice(0, i);
        buf = buf.slice(i + 1);
        const m = JSON.parse(line);
        if (m.id !== undefined) replies[m.id] = m;
      }
      if (Object.keys(replies).length === want) {
        clearTimeout(timer);
        p.stdin.end(); // the server exits when its client goes
      }
    });
    p.on('error', reject);
    p.on('close', (code) => {
      clearTimeout(timer);
      if (Object.keys(replies).length < want) reject(new Error(`serve exited (${code}) early; stderr: ${stderr}`));
      else if (code !== 0) reject(new Error(`serve exited with ${code} after its client left; stderr: ${stderr}`));
      else resolve(replies);
    });
    for (const m of messages) p.stdin.write(`${JSON.stringify(m)}\n`);
  });
}
