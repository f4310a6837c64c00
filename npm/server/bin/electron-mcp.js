#!/usr/bin/env node
// @ts-check
'use strict';

// The launcher of the @electron-mcp/server npm package (the electron-mcp
// command): it runs the prebuilt Go binary from the optional dependency that
// matches this machine (@electron-mcp/<platform>-<arch>), as esbuild and
// Biome ship theirs, with
// stdin, stdout and stderr passed straight through (stdout is the MCP
// protocol in `serve`). It tells the binary it came from npm
// (ELECTRON_MCP_LAUNCHER), so `electron-mcp init` writes the npx line.

const { spawn } = require('node:child_process');
const fs = require('node:fs');

/** The platforms a binary is built for: `${process.platform}-${process.arch}` → package. */
const PLATFORMS = {
  'linux-x64': '@electron-mcp/linux-x64',
  'linux-arm64': '@electron-mcp/linux-arm64',
  'darwin-x64': '@electron-mcp/darwin-x64',
  'darwin-arm64': '@electron-mcp/darwin-arm64',
  'win32-x64': '@electron-mcp/win32-x64',
  'win32-arm64': '@electron-mcp/win32-arm64',
};

/** The environment variable that tells the binary how it was launched. */
const LAUNCHER_ENV = 'ELECTRON_MCP_LAUNCHER';

/** Where else to get electron-mcp, for error messages. */
const ELSEWHERE =
  'Install it another way: a binary from the project\'s releases (https://github.com/electron-mcp/electron-mcp/releases), ' +
  'or `go install github.com/electron-mcp/electron-mcp/go/cmd/electron-mcp@latest` (Go 1.26+).';

/**
 * Finds the binary for a platform.
 * @param {{platform: string, arch: string, resolve?: (id: string) => string}} machine
 * @returns {{path: string} | {error: string}}
 */
function findBinary({ platform, arch, resolve = require.resolve }) {
  const key = `${platform}-${arch}`;
  const pkg = /** @type {Record<string, string>} */ (PLATFORMS)[key];
  if (!pkg) {
    return {
      error:
        `electron-mcp has no prebuilt binary for ${key} (there are: ${Object.keys(PLATFORMS).join(', ')}). ${ELSEWHERE}`,
    };
  }
  const file = `${pkg}/bin/electron-mcp${platform === 'win32' ? '.exe' : ''}`;
  try {
    return { path: resolve(file) };
  } catch {
    return {
      error:
        `electron-mcp's binary for ${key} is missing: the package ${pkg} is not installed. ` +
        'npm skips optional dependencies with --omit=optional (or --no-optional), and a lock file made on another ' +
        'platform may leave it out: reinstall @electron-mcp/server without those (e.g. `npm install @electron-mcp/server`), ' +
        `or \`npm install ${pkg}\`. ${ELSEWHERE}`,
    };
  }
}

/** Runs the binary with this process's arguments and exits as it does. */
function main() {
  const found = findBinary({ platform: process.platform, arch: process.arch });
  if ('error' in found) {
    process.stderr.write(`electron-mcp: ${found.error}\n`);
    process.exit(1);
  }
  const bin = found.path;
  if (process.platform !== 'win32') {
    // A package manager that drops the file mode leaves the binary unrunnable.
    try {
      fs.accessSync(bin, fs.constants.X_OK);
    } catch {
      try {
        fs.chmodSync(bin, 0o755);
      } catch {
        // spawn reports it below
      }
    }
  }
  const child = spawn(bin, process.argv.slice(2), {
    stdio: 'inherit',
    env: { ...process.env, [LAUNCHER_ENV]: 'npm' },
    windowsHide: true,
  });
  // A client that stops the server signals this process: pass it on.
  /** @type {NodeJS.Signals[]} */
  const signals = ['SIGINT', 'SIGTERM', 'SIGHUP'];
  for (const sig of signals) {
    process.on(sig, () => {
      if (child.exitCode === null && child.signalCode === null) child.kill(sig);
    });
  }
  child.on('error', (err) => {
    process.stderr.write(`electron-mcp: cannot run ${bin}: ${err.message}\n`);
    process.exit(1);
  });
  child.on('exit', (code, signal) => {
    if (signal) {
      for (const sig of signals) process.removeAllListeners(sig);
      process.kill(process.pid, signal);
      return;
    }
    process.exit(code ?? 1);
  });
}

module.exports = { PLATFORMS, LAUNCHER_ENV, findBinary };

if (require.main === module) main();

