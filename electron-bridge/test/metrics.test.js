// @ts-check
'use strict';

// The app's processes (app.getAppMetrics(), getOSProcessId()) and its
// renderers' events, on the bridge's channel; the stand-in's copies of
// Electron's process information.

const { test, before, after } = require('node:test');
const assert = require('node:assert/strict');
const P = require('../protocol');
const { startHost, TestClient, eventually, assertNoUnhandledRejections } = require('../testing/harness');

/** @type {import('../testing/harness').Host} */
let host;

before(async () => {
  host = await startHost({ urls: ['data:text/html,<title>One</title>one', 'data:text/html,<title>Two</title>two'] });
});

after(async () => {
  await host?.close();
  assertNoUnhandledRejections();
});

test("the stand-in's getAppMetrics lists Chromium's processes in Electron's shape, and getOSProcessId is a renderer's pid", async () => {
  const [one, two] = host.windows;
  await eventually(() => one.getOSProcessId() > 0 && two.getOSProcessId() > 0, 'the renderers’ pids');
  const app = /** @type {any} */ (host.standIn.app);
  app.getAppMetrics();
  const metrics = app.getAppMetrics();
  const types = new Set(metrics.map((/** @type {any} */ m) => m.type));
  for (const t of ['Browser', 'GPU', 'Tab', 'Utility']) assert.ok(types.has(t), `a ${t} process in ${[...types]}`);
  const browser = metrics.find((/** @type {any} */ m) => m.type === 'Browser');
  assert.equal(browser.pid, host.standIn.pid);
  for (const m of metrics) {
    assert.equal(typeof m.cpu.percentCPUUsage, 'number');
    assert.ok(m.memory.workingSetSize > 0, 'working set in KB');
    assert.ok(m.memory.peakWorkingSetSize >= m.memory.workingSetSize);
    assert.ok(m.creationTime > Date.UTC(2020, 0) && m.creationTime <= Date.now());
  }
  assert.ok(metrics.some((/** @type {any} */ m) => m.type === 'Utility' && m.serviceName === 'network.mojom.NetworkService'));
  const tabs = metrics.filter((/** @type {any} */ m) => m.type === 'Tab').map((/** @type {any} */ m) => m.pid);
  assert.ok(tabs.includes(one.getOSProcessId()) && tabs.includes(two.getOSProcessId()));
  assert.notEqual(one.getOSProcessId(), two.getOSProcessId(), 'a window of its own, a renderer of its own');
});

test('Bridge.getAppMetrics says which renderer serves which webContents; renderer events are heard only while a client has the channel', async () => {
  const [one] = host.windows;
  const counts = () => ['render-process-gone', 'unresponsive', 'responsive'].map((e) => one.listenerCount(e));
  assert.deepEqual(counts(), [0, 0, 0], 'nothing listens with no client');
  await eventually(() => one.getOSProcessId() > 0, 'the renderer’s pid');
  const c = await TestClient.connect(host.bridge, P.PathControl);
  try {
    const { processes } = await c.result(P.MethodGetAppMetrics);
    const renderer = processes.find((/** @type {any} */ p) => p.webContents?.includes(String(one.id)));
    assert.equal(renderer?.type, 'Tab');
    assert.equal(renderer?.pid, one.getOSProcessId());
    assert.ok(processes.some((/** @type {any} */ p) => p.type === 'Browser' && p.memoryKB > 0));
    assert.deepEqual(counts(), [0, 0, 0], 'a client that did not enable the channel costs nothing');

    await c.result(P.MethodEnable);
    assert.deepEqual(counts(), [1, 1, 1]);
    one.emit('unresponsive', {});
    const e = (await c.event(P.EventRendererChanged)).params;
    assert.deepEqual([e.targetId, e.kind], [String(one.id), P.RendererUnresponsive]);
    await host.standIn.crash(one);
    const gone = (await c.next((m) => m.method === P.EventRendererChanged && m.params.kind === P.RendererGone, 'the renderer gone')).params;
    assert.deepEqual([gone.targetId, gone.reason], [String(one.id), 'crashed']);
  } finally {
    c.close();
  }
  await eventually(() => counts().every((n) => n === 0), 'the listeners gone with the client');
});
