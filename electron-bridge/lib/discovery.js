// @ts-check
'use strict';

// The discovery file: <runtime dir>/electron-mcp/<pid>.json, so electron-mcp
// finds a running app without flags or environment.

const fs = require('node:fs/promises');
const os = require('node:os');
const path = require('node:path');
const crypto = require('node:crypto');
const P = require('../protocol');

/** $XDG_RUNTIME_DIR/electron-mcp, else <tmpdir>/electron-mcp. */
function discoveryDir() {
  return path.join(process.env.XDG_RUNTIME_DIR || os.tmpdir(), P.DiscoveryDirName);
}

/**
 * Makes sure the directory exists, is a real directory, is ours and is
 * private: in a shared /tmp someone else could have created it first.
 * @param {string} dir
 */
async function ensurePrivateDir(dir) {
  await fs.mkdir(dir, { recursive: true, mode: P.DiscoveryDirMode });
  const st = await fs.lstat(dir);
  if (!st.isDirectory()) throw new Error(`${dir} is not a directory`);
  const uid = typeof process.getuid === 'function' ? process.getuid() : st.uid;
  if (st.uid !== uid) throw new Error(`${dir} belongs to another user`);
  if ((st.mode & 0o777) !== P.DiscoveryDirMode) await fs.chmod(dir, P.DiscoveryDirMode);
}

/**
 * Writes the file atomically (temporary file, then rename) with mode 0600.
 * @param {import('../protocol').Discovery} discovery
 * @returns {Promise<string>} the file's path
 */
async function writeDiscovery(discovery) {
  const dir = discoveryDir();
  await ensurePrivateDir(dir);
  const file = path.join(dir, `${discovery.pid}.json`);
  const tmp = `${file}.${crypto.randomBytes(6).toString('hex')}.tmp`;
  try {
    await fs.writeFile(tmp, `${JSON.stringify(discovery)}\n`, { mode: P.DiscoveryMode, flag: 'wx' });
    await fs.rename(tmp, file);
  } catch (err) {
    await fs.rm(tmp, { force: true }).catch(() => {});
    throw err;
  }
  return file;
}

/**
 * Removes the file if it still names this bridge (another bridge in the same
 * process may have replaced it).
 * @param {string} file
 * @param {string} url
 */
async function removeDiscovery(file, url) {
  try {
    const current = JSON.parse(await fs.readFile(file, 'utf8'));
    if (current.url !== url) return;
  } catch {
    return;
  }
  await fs.rm(file, { force: true });
}

module.exports = { discoveryDir, writeDiscovery, removeDiscovery };
