// @ts-check
'use strict';

// Assembles electron-mcp's npm packages from built binaries, as tarballs
// (npm pack), for scripts/release: one @electron-mcp/<platform>-<arch>
// package per binary, the launcher @electron-mcp/server that depends on
// them, and the bridge @electron-mcp/bridge, all at one version. Nothing is
// published (npm/publish.js does that).
//
// The scope @electron-mcp is the project's npm organisation: every package
// it builds is in it, and the launcher's lookup (PLATFORMS) names them.
//
//   node npm/assemble.js --version 1.2.3 --bin DIR --out DIR
//
// DIR of --bin holds electron-mcp-<platform>-<arch>[.exe] (Node's platform and
// arch names, as the launcher looks them up). Prints the tarballs' paths.

const { execFileSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');
const { PLATFORMS } = require('./server/bin/electron-mcp.js');

const root = path.join(__dirname, '..');

/** @param {string} file */
function readJSON(file) {
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

/**
 * @param {string} file
 * @param {unknown} value
 */
function writeJSON(file, value) {
  fs.writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`);
}

/**
 * Copies files and directories (recursively) from one directory to another.
 * @param {string} from
 * @param {string} to
 * @param {string[]} names
 */
function copy(from, to, names) {
  for (const name of names) {
    fs.cpSync(path.join(from, name), path.join(to, name), { recursive: true });
  }
}

/**
 * npm pack of a staged package directory; returns the tarball's path.
 * @param {string} dir
 * @param {string} out
 */
function pack(dir, out) {
  const res = execFileSync('npm', ['pack', '--json', '--pack-destination', out], {
    cwd: dir,
    encoding: 'utf8',
    // No scripts run, nothing is fetched: packing needs neither.
    env: { ...process.env, npm_config_ignore_scripts: 'true', npm_config_offline: 'true', npm_config_loglevel: 'error' },
  });
  const [info] = JSON.parse(res);
  return path.join(out, info.filename);
}

/**
 * @param {{version: string, bin: string, out: string}} opts
 * @returns {string[]} the tarballs
 */
function assemble({ version, bin, out }) {
  const launcher = readJSON(path.join(root, 'npm/server/package.json'));
  const stage = path.join(out, 'stage');
  fs.rmSync(stage, { recursive: true, force: true });
  fs.mkdirSync(stage, { recursive: true });
  const license = path.join(root, 'LICENSE');
  const tarballs = [];

  // The platform packages, for the binaries that were built.
  /** @type {Record<string, string>} */
  const optional = {};
  for (const [key, name] of Object.entries(PLATFORMS)) {
    const [os, cpu] = key.split('-');
    const exe = os === 'win32' ? '.exe' : '';
    const built = path.join(bin, `electron-mcp-${key}${exe}`);
    optional[name] = version;
    if (!fs.existsSync(built)) continue;
    const dir = path.join(stage, key);
    fs.mkdirSync(path.join(dir, 'bin'), { recursive: true });
    fs.copyFileSync(built, path.join(dir, 'bin', `electron-mcp${exe}`));
    fs.chmodSync(path.join(dir, 'bin', `electron-mcp${exe}`), 0o755);
    fs.copyFileSync(license, path.join(dir, 'LICENSE'));
    fs.writeFileSync(
      path.join(dir, 'README.md'),
      `# ${name}\n\nThe ${key} binary of electron-mcp, for [${launcher.name}](https://www.npmjs.com/package/${launcher.name}). ` +
        `Install \`${launcher.name}\`, not this package: its launcher picks the binary for the machine.\n`,
    );
    writeJSON(path.join(dir, 'package.json'), {
      name,
      version,
      description: `The ${key} binary of electron-mcp`,
      keywords: launcher.keywords,
      homepage: launcher.homepage,
      bugs: launcher.bugs,
      repository: { ...launcher.repository, directory: 'npm' },
      license: launcher.license,
      os: [os],
      cpu: [cpu],
      files: ['bin/', 'LICENSE', 'README.md'],
      preferUnplugged: true,
      publishConfig: launcher.publishConfig,
    });
    tarballs.push(pack(dir, out));
  }

  // The launcher, depending on every platform package at this version.
  const dir = path.join(stage, 'server');
  fs.mkdirSync(dir);
  copy(path.join(root, 'npm/server'), dir, ['bin', 'README.md']);
  fs.copyFileSync(license, path.join(dir, 'LICENSE'));
  writeJSON(path.join(dir, 'package.json'), { ...launcher, version, optionalDependencies: optional });
  tarballs.push(pack(dir, out));

  // The bridge, at the same version (it reports it in /json/version).
  const bridgeSrc = path.join(root, 'electron-bridge');
  const bridge = readJSON(path.join(bridgeSrc, 'package.json'));
  const bdir = path.join(stage, 'bridge');
  fs.mkdirSync(bdir);
  copy(bridgeSrc, bdir, [...bridge.files, 'README.md']);
  fs.copyFileSync(license, path.join(bdir, 'LICENSE'));
  writeJSON(path.join(bdir, 'package.json'), { ...bridge, version });
  tarballs.push(pack(bdir, out));

  fs.rmSync(stage, { recursive: true, force: true });
  return tarballs;
}

module.exports = { assemble };

if (require.main === module) {
  /** @type {Record<string, string>} */
  const args = {};
  const argv = process.argv.slice(2);
  for (let i = 0; i < argv.length; i += 2) {
    const k = argv[i];
    const v = argv[i + 1];
    if (!k.startsWith('--') || v === undefined) {
      process.stderr.write('usage: node npm/assemble.js --version V --bin DIR --out DIR\n');
      process.exit(2);
    }
    args[k.slice(2)] = v;
  }
  if (!args.version || !args.bin || !args.out) {
    process.stderr.write('usage: node npm/assemble.js --version V --bin DIR --out DIR\n');
    process.exit(2);
  }
  for (const t of assemble({ version: args.version, bin: args.bin, out: args.out })) {
    process.stdout.write(`${t}\n`);
  }
}
