// @ts-check
'use strict';

// The release, as a user gets it: scripts/release builds this machine's
// binary and the npm tarballs (all six targets would take minutes here;
// `scripts/release` without --host-only builds them), then a fresh project
// installs the tarballs with npm offline, from an empty cache, and runs
// `npx electron-mcp version`, an MCP initialize + tools/list through the
// installed launcher, and `npx electron-mcp init`.

const { test, after } = require('node:test');
const assert = require('node:assert/strict');
const { execFileSync, spawn } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { PLATFORMS } = require('../electron-mcp/bin/electron-mcp.js');

const root = path.join(__dirname, '..', '..');
const version = '0.0.0-test';
const host = `${process.platform}-${process.arch}`;
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

test('release tarballs install offline into a fresh project and run through the launcher', { skip: !(host in PLATFORMS) && `no package for ${host}` }, async (t) => {
  const dist = path.join(tmp, 'dist');
  execFileSync(path.join(root, 'scripts/release'), ['--host-only', '--no-typecheck', '--version', version, '--out', dist], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const tarballs = fs.readdirSync(path.join(dist, 'npm')).sort();
  const platformTarball = `electron-mcp-${host}-${version}.tgz`;
  assert.deepEqual(tarballs, [`electron-mcp-${version}.tgz`, `electron-mcp-bridge-${version}.tgz`, platformTarball].sort());
  const sums = fs.readFileSync(path.join(dist, 'SHA256SUMS'), 'utf8');
  for (const f of tarballs) assert.match(sums, new RegExp(`^[0-9a-f]{64}  npm/${f.replace(/\./g, '\\.')}$`, 'm'));
  assert.match(sums, /^[0-9a-f]{64}  bin\/electron-mcp-0\.0\.0-test-[a-z]+-[a-z0-9]+(\.exe)?$/m);
  for (const f of tarballs) {
    const list = execFileSync('tar', ['-tzf', path.join(dist, 'npm', f)], { encoding: 'utf8' });
    assert.match(list, /^package\/LICENSE$/m, `${f} has no LICENSE`);
  }

  // The bridge's one dependency comes as a tarball too (from this checkout's
  // node_modules), so nothing needs the registry.
  const ws = path.join(dist, 'npm', run('npm', ['pack', '--silent', '--pack-destination', path.join(dist, 'npm'), path.join(root, 'node_modules/ws')], root).trim().split('\n').pop() ?? '');

  const project = path.join(tmp, 'project');
  fs.mkdirSync(project);
  fs.writeFileSync(path.join(project, 'package.json'), '{"name": "fresh", "private": true}\n');
  run('npm', ['install', ...tarballs.map((f) => path.join(dist, 'npm', f)), ws], project);
  const installed = JSON.parse(fs.readFileSync(path.join(project, 'node_modules/electron-mcp/package.json'), 'utf8'));
  assert.equal(installed.version, version);
  assert.equal(installed.optionalDependencies[PLATFORMS[/** @type {keyof PLATFORMS} */ (host)]], version);

  await t.test('npx electron-mcp version', () => {
    const out = run('npx', ['electron-mcp', 'version'], project);
    assert.match(out, /^electron-mcp v0\.0\.0-test \(go[\d.]+, [a-z]+\/[a-z0-9]+\), wire protocol \d+$/m);
  });

  await t.test('MCP initialize and tools/list through the launcher', async () => {
    const replies = await mcp(project, [
      { jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'release-test', version: '1' } } },
      { jsonrpc: '2.0', method: 'notifications/initialized' },
      { jsonrpc: '2.0', id: 2, method: 'tools/list' },
    ]);
    assert.equal(replies[1].result.serverInfo.name, 'electron-mcp');
    assert.equal(replies[1].result.serverInfo.version, `v${version}`);
    const names = replies[2].result.tools.map((/** @type {{name: string}} */ t) => t.name);
    for (const n of ['browser_snapshot', 'browser_click', 'browser_type', 'browser_navigate', 'browser_tabs']) assert.ok(names.includes(n), `${n} missing: ${names}`);
  });

  await t.test('npx electron-mcp init writes the npx line', () => {
    run('npx', ['electron-mcp', 'init'], project);
    const cfg = JSON.parse(fs.readFileSync(path.join(project, '.mcp.json'), 'utf8'));
    const want = process.platform === 'win32'
      ? { type: 'stdio', command: 'cmd', args: ['/c', 'npx', '-y', 'electron-mcp', 'serve'] }
      : { type: 'stdio', command: 'npx', args: ['-y', 'electron-mcp', 'serve'] };
    assert.deepEqual(cfg, { mcpServers: { electron: want } });
  });
});

/**
 * Runs `npx electron-mcp serve` in dir, sends messages, and returns the
 * replies by id once every request has one.
 * @param {string} dir
 * @param {any[]} messages
 * @returns {Promise<Record<number, any>>}
 */
function mcp(dir, messages) {
  return new Promise((resolve, reject) => {
    const p = spawn('npx', ['electron-mcp', 'serve'], { cwd: dir, env: npmEnv, stdio: ['pipe', 'pipe', 'pipe'] });
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
