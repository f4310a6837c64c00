// @ts-check
'use strict';

// Replays every proto/testdata/golden/*.txtar exchange against the real bridge
// in front of the Chromium stand-in (the Go suite replays the same files).
// The format is described in proto/testdata/README.md.

const { test, before, after } = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const path = require('node:path');
const { parseTxtar } = require('../testing/txtar');
const { startHost, headersFor, get, TestClient, Refused, assertNoUnhandledRejections, eventually, deadlineMs } = require('../testing/harness');

const goldenDir = path.join(__dirname, '..', '..', 'proto', 'testdata', 'golden');
const optionKeys = new Set(['auth', 'host', 'origin', 'path']);

/** @type {import('../testing/harness').Host} */
let host;
before(async () => {
  host = await startHost();
});
after(async () => {
  await host?.close();
  assertNoUnhandledRejections();
});

/**
 * "<any>" in the expected value matches anything.
 * @param {unknown} want
 * @param {unknown} got
 * @returns {boolean}
 */
function matches(want, got) {
  if (want === '<any>') return true;
  if (Array.isArray(want)) {
    return Array.isArray(got) && got.length === want.length && want.every((w, i) => matches(w, got[i]));
  }
  if (want && typeof want === 'object') {
    if (!got || typeof got !== 'object' || Array.isArray(got)) return false;
    const wk = Object.keys(want).sort();
    const gk = Object.keys(got).sort();
    return (
      wk.length === gk.length &&
      wk.every((k, i) => k === gk[i] && matches(/** @type {any} */ (want)[k], /** @type {any} */ (got)[k]))
    );
  }
  return want === got;
}

/** @param {string} section */
function lines(section) {
  return section.split('\n').filter((l) => l.trim() !== '' && !l.startsWith('#'));
}

/**
 * A text frame of exactly n bytes: a valid command padded with spaces.
 * @param {number} n
 */
function oversize(n) {
  const command = '{"id":1,"method":"Runtime.evaluate","params":{"expression":"1"}}';
  return command + ' '.repeat(n - command.length);
}

for (const file of fs.readdirSync(goldenDir).filter((f) => f.endsWith('.txtar')).sort()) {
  test(`golden ${file}`, async () => {
    const { comment, files } = parseTxtar(fs.readFileSync(path.join(goldenDir, file), 'utf8'));
    /** @type {Record<string, string>} */
    const opts = {};
    for (const line of comment.split('\n')) {
      const m = /^(\w+): (.*)$/.exec(line);
      if (m && optionKeys.has(m[1])) opts[m[1]] = m[2];
    }
    const { bridge } = host;
    const headerOpts = {
      auth: /** @type {'ok' | 'none' | 'wrong'} */ (opts.auth ?? 'ok'),
      host: opts.host,
      origin: opts.origin,
    };
    const target = opts.path ?? `/devtools/page/${host.windows[0].id}`;

    const httpSection = files.get('http');
    if (httpSection !== undefined) {
      const [status, body] = lines(httpSection);
      const res = await get(bridge, target, headersFor(bridge, headerOpts));
      assert.equal(res.status, Number(status), `status of GET ${target}: ${res.body}`);
      if (body !== undefined) {
        const got = JSON.parse(res.body);
        assert.ok(matches(JSON.parse(body), got), `body ${res.body} does not match ${body}`);
      }
      return;
    }

    const expected = lines(files.get('server') ?? '');
    const refusal = /^http (\d+)$/.exec(expected[0] ?? '');
    if (refusal) {
      const anyAttached = () => host.standIn.webContents.getAllWebContents().some((wc) => wc.dbg.isAttached());
      await eventually(() => !anyAttached(), 'earlier clients to be gone');
      await assert.rejects(TestClient.connect(bridge, target, headerOpts), (err) => {
        assert.ok(err instanceof Refused, String(err));
        assert.equal(err.status, Number(refusal[1]));
        return true;
      });
      assert.equal(anyAttached(), false, 'a refused request attached a debugger');
      return;
    }

    const client = await TestClient.connect(bridge, target, headerOpts);
    try {
      for (const line of lines(files.get('client') ?? '')) {
        if (line.startsWith('binary ')) client.ws.send(Buffer.from(line.slice('binary '.length)), { binary: true });
        else if (line.startsWith('oversize ')) client.ws.send(oversize(Number(line.slice('oversize '.length))), () => {});
        else client.sendRaw(line);
      }
      // Events whose method the section does not name are skipped.
      const named = new Set(expected.filter((l) => l.startsWith('{')).map((l) => JSON.parse(l).method).filter(Boolean));
      for (const line of expected) {
        const close = /^close (\d+)$/.exec(line);
        if (close) {
          const { code } = await client.waitClosed();
          assert.equal(code, Number(close[1]), `close code`);
          continue;
        }
        const want = JSON.parse(line);
        const got = await client.next((m) => !(m.method && m.id === undefined && !named.has(m.method)), line, deadlineMs);
        assert.ok(matches(want, got), `got ${JSON.stringify(got)}\nwant ${line}`);
      }
    } finally {
      client.ws.terminate();
    }
  });
}
