// @ts-check
'use strict';

// Tools the app declares: listed on the bridge's channel, called there with
// checked arguments and a bounded time; whatever a handler does wrong becomes
// the call's error and never the app's.

const { test, before, after } = require('node:test');
const assert = require('node:assert/strict');
const P = require('../protocol');
const { startBridge } = require('..');
const { startHost, TestClient, assertNoUnhandledRejections, eventually } = require('../testing/harness');

/** @type {import('../testing/harness').Host} */
let host;
/** @type {{args: any, webContents: any, signal: AbortSignal} | null} */
let lastCall = null;
/** @type {AbortSignal | null} */
let stuckSignal = null;
/** @type {((err: unknown) => void) | null} */
let rejectLate = null;
/** @type {AbortSignal[]} */
const longSignals = [];

/** @type {import('../api').AppTool[]} */
const tools = [
  {
    name: 'open_panel',
    description: 'Open one of the side panels.',
    inputSchema: {
      type: 'object',
      properties: { panel: { type: 'string', enum: ['files', 'search'] }, width: { type: 'integer', minimum: 100 } },
      required: ['panel'],
      additionalProperties: false,
    },
    handler: (args, context) => {
      lastCall = { args, ...context };
      return { opened: args.panel, webContents: context.webContents?.id ?? null };
    },
  },
  { name: 'throws', handler: () => { throw new Error('the panel is locked'); } },
  { name: 'rejects', handler: async () => { throw new TypeError('no account'); } },
  {
    name: 'stuck',
    timeoutMs: 200,
    handler: (_args, { signal }) => {
      stuckSignal = signal;
      return new Promise(() => {});
    },
  },
  { name: 'circular', handler: () => { const o = /** @type {any} */ ({}); o.o = o; return o; } },
  { name: 'nothing', handler: () => undefined },
  {
    name: 'long',
    timeoutMs: 60_000,
    handler: (_args, { signal }) => {
      longSignals.push(signal);
      return new Promise(() => {});
    },
  },
  {
    name: 'select',
    inputSchema: {
      type: 'object',
      properties: {
        ids: { type: 'array', uniqueItems: true, items: { type: 'string' } },
        rows: { type: 'array', uniqueItems: true },
        name: { type: 'string', pattern: '^(\\w+\\s?)*$' },
      },
      required: ['constructor'],
    },
    handler: (args) => ({ keys: Object.keys(args), proto: Object.getPrototypeOf(args) === Object.prototype }),
  },
  // What a handler may reject with or throw that String() and instanceof choke on.
  { name: 'null_prototype', handler: async () => { throw Object.create(null); } },
  { name: 'throwing_tostring', handler: () => Promise.reject({ toString() { throw new Error('no text'); } }) },
  { name: 'throwing_message', handler: () => { throw Object.defineProperty(new Error('x'), 'message', { get() { throw new Error('no message'); } }); } },
  { name: 'revoked_proxy', handler: () => { const p = Proxy.revocable({}, {}); p.revoke(); throw p.proxy; } },
  { name: 'fake_timeout', handler: () => Promise.reject({ code: P.CodeToolTimeout, get message() { throw new Error('no message'); } }) },
  { name: 'symbol', handler: () => Promise.reject(Symbol('odd')) },
  { name: 'plain_message', handler: () => Promise.reject({ message: 'quota exceeded' }) },
  { name: 'throwing_then', handler: () => ({ get then() { throw Object.create(null); } }) },
  {
    name: 'late',
    timeoutMs: 100,
    handler: () => new Promise((_, reject) => { rejectLate = reject; }),
  },
  { name: 'text', handler: () => 'plain text' },
];

before(async () => {
  host = await startHost({ urls: ['data:text/html,<title>app</title>app'], bridge: { tools } });
});

after(async () => {
  await host?.close();
  assertNoUnhandledRejections();
});

/** @param {TestClient} c @param {string} name @param {unknown} [args] @param {string} [targetId] */
function callTool(c, name, args, targetId) {
  return c.call(P.MethodCallTool, { name, arguments: args, targetId });
}

test('Bridge.enable lists the declared tools without their handlers', async () => {
  const c = await TestClient.connect(host.bridge, P.PathControl);
  try {
    const { tools: listed } = await c.result(P.MethodEnable);
    assert.deepEqual(
      listed.map((/** @type {any} */ t) => t.name),
      tools.map((t) => t.name),
    );
    assert.deepEqual(listed[0], { name: 'open_panel', description: 'Open one of the side panels.', inputSchema: tools[0].inputSchema });
    assert.deepEqual(listed[1].inputSchema, { type: 'object' });
  } finally {
    await c.close();
  }
});

test('a call with good arguments runs the handler with them and the webContents; its result comes back', async () => {
  const c = await TestClient.connect(host.bridge, P.PathControl);
  try {
    const wc = host.windows[0];
    const answer = await callTool(c, 'open_panel', { panel: 'files', width: 300 }, String(wc.id));
    assert.deepEqual(answer.result, { value: { opened: 'files', webContents: wc.id } });
    assert.deepEqual(lastCall?.args, { panel: 'files', width: 300 });
    assert.equal(lastCall?.signal.aborted, false);
    assert.deepEqual((await callTool(c, 'text')).result, { value: 'plain text' });
    assert.deepEqual((await callTool(c, 'nothing')).result, {});
  } finally {
    await c.close();
  }
});

test('bad arguments, throwing, rejecting and stuck handlers become errors of the call', async () => {
  const c = await TestClient.connect(host.bridge, P.PathControl);
  try {
    lastCall = null;
    let { error } = await callTool(c, 'open_panel', { panel: 'settings', width: 50.5, colour: 'red' });
    assert.equal(error.code, P.CodeToolArguments);
    assert.match(error.message, /^invalid arguments for app_open_panel: /);
    assert.match(error.message, /arguments\.panel: must be one of "files", "search"/);
    assert.match(error.message, /arguments\.width: must be an integer, not the number 50\.5/);
    assert.match(error.message, /unknown property "colour"/);
    ({ error } = await callTool(c, 'open_panel', {}));
    assert.match(error.message, /missing required property "panel"/);
    ({ error } = await callTool(c, 'open_panel', 'files'));
    assert.match(error.message, /arguments: must be an object, not the string "files"/);
    assert.equal(lastCall, null, 'the handler ran with bad arguments');

    assert.deepEqual((await callTool(c, 'throws')).error, { code: P.CodeToolFailed, message: 'app_throws failed: the panel is locked' });
    assert.deepEqual((await callTool(c, 'rejects')).error, { code: P.CodeToolFailed, message: 'app_rejects failed: no account' });
    ({ error } = await callTool(c, 'circular'));
    assert.equal(error.code, P.CodeToolFailed);
    assert.match(error.message, /not JSON/);

    ({ error } = await callTool(c, 'stuck'));
    assert.deepEqual(error, { code: P.CodeToolTimeout, message: 'app_stuck did not answer within 0.2s; its handler may be stuck' });
    assert.equal(stuckSignal?.aborted, true, 'the handler was not told it timed out');

    assert.equal((await callTool(c, 'gone')).error.code, P.CodeNoSuchTool);
    // The channel still works.
    assert.deepEqual((await callTool(c, 'text')).result, { value: 'plain text' });
  } finally {
    await c.close();
  }
});

test('a handler rejecting with what cannot be described fails its call, never the app', async () => {
  const c = await TestClient.connect(host.bridge, P.PathControl);
  try {
    /** @type {[string, RegExp][]} */
    const cases = [
      ['null_prototype', /^app_null_prototype failed: a thrown object that cannot be described/],
      ['throwing_tostring', /^app_throwing_tostring failed: a thrown object that cannot be described/],
      ['throwing_message', /^app_throwing_message failed: a thrown object that cannot be described/],
      ['revoked_proxy', /^app_revoked_proxy failed: a thrown object that cannot be described/],
      ['fake_timeout', /^app_fake_timeout failed: a thrown object that cannot be described/],
      ['symbol', /^app_symbol failed: Symbol\(odd\)$/],
      ['plain_message', /^app_plain_message failed: quota exceeded$/],
      ['throwing_then', /^app_throwing_then failed: a thrown object that cannot be described/],
    ];
    for (const [name, want] of cases) {
      const { error } = await callTool(c, name);
      assert.equal(error?.code, P.CodeToolFailed, `${name}: ${JSON.stringify(error)}`);
      assert.match(error.message, want);
    }
    // Rejecting after the timeout, with a value that cannot be described either.
    const { error } = await callTool(c, 'late');
    assert.equal(error.code, P.CodeToolTimeout);
    assert.ok(rejectLate);
    rejectLate(Object.create(null));
    await eventually(() => host.logs.some((l) => l.includes('app_late failed after it timed out: a thrown object')), 'the late rejection logged');
    assert.deepEqual((await callTool(c, 'text')).result, { value: 'plain text' });
  } finally {
    await c.close();
  }
  // Unhandled rejections are counted by the harness; an uncaught exception would end this process.
  await new Promise((resolve) => setImmediate(resolve));
  assertNoUnhandledRejections();
});

test('argument checks are linear and bounded: uniqueItems over many items, a backtracking pattern, own required properties, no __proto__', async () => {
  const c = await TestClient.connect(host.bridge, P.PathControl);
  try {
    // 100,000 ids in one frame: comparing pairs would take minutes.
    const ids = Array.from({ length: 100_000 }, (_, i) => `i${i}`);
    let answer = await callTool(c, 'select', { constructor: 1, ids: [...ids.slice(0, 99_999), 'i7'] });
    assert.ok(
      answer.error?.message.includes('arguments.ids: must not repeat items (item 99999 repeats an earlier one)') || /took too long/.test(answer.error?.message),
      JSON.stringify(answer.error),
    );
    answer = await callTool(c, 'select', { constructor: 1, rows: [{ a: 1, b: [2] }, { b: [2], a: 1 }] });
    assert.match(answer.error?.message ?? '', /arguments\.rows: must not repeat items \(item 1 repeats an earlier one\)/);
    assert.ok((await callTool(c, 'select', { constructor: 1, rows: [{ a: 1 }, { a: '1' }, [1], 1, '1'] })).result);
    // A pattern that backtracks for hours on this name is stopped.
    answer = await callTool(c, 'select', { constructor: 1, name: `${'a'.repeat(40)}!` });
    assert.equal(answer.error?.code, P.CodeToolArguments);
    assert.match(answer.error.message, /^checking the arguments of app_select against its inputSchema took too long \(a pattern may backtrack on them/);
    assert.ok((await callTool(c, 'select', { constructor: 1, name: 'two words' })).result);
    // "constructor" is in every object, but not given.
    assert.match((await callTool(c, 'select', {})).error?.message ?? '', /missing required property "constructor"/);
    // JSON.parse makes __proto__ an own key; a handler merging its arguments would set a prototype.
    c.sendRaw(`{"id":77,"method":"${P.MethodCallTool}","params":{"name":"select","arguments":{"constructor":1,"x":{"__proto__":{"admin":true}}}}}`);
    answer = await c.next((m) => m.id === 77, 'the answer');
    assert.equal(answer.error?.code, P.CodeToolArguments);
    assert.match(answer.error.message, /arguments\.x\.__proto__: a property named __proto__ is not allowed/);
  } finally {
    await c.close();
  }
});

test('a check the machine held off the CPU is tried again only within the CPU time left: all tries together never work the thread past the bound', () => {
  const { validateWithin } = require('../lib/schema');
  // A loaded machine: each try took 1 s of wall time, 40 ms of it on the CPU.
  let wall = 0;
  let tries = 0;
  const clock = {
    now: () => (wall += 500),
    cpuUsage: (/** @type {NodeJS.CpuUsage | undefined} */ since) => {
      if (!since) {
        tries++;
        return { user: 0, system: 0 };
      }
      return { user: 40_000, system: 0 };
    },
  };
  const schema = { type: 'object', properties: { name: { type: 'string', pattern: '^(\\w+\\s?)*$' } } };
  assert.equal(validateWithin(schema, { name: `${'a'.repeat(40)}!` }, 50, clock), null, 'stopped');
  // 40 ms, then what is left of 50: two tries, not three of 50 ms each.
  assert.equal(tries, 2);
  tries = 0;
  assert.deepEqual(validateWithin(schema, { name: 'two words' }, 50, clock), []);
  assert.equal(tries, 1);
});

test("the handler's signal aborts when the client cancels the call or leaves", async () => {
  const c = await TestClient.connect(host.bridge, P.PathControl);
  longSignals.length = 0;
  c.send(P.MethodCallTool, { name: 'long', arguments: {}, callId: 'c1' });
  c.send(P.MethodCallTool, { name: 'long', arguments: {}, callId: 'c2' });
  await eventually(() => longSignals.length === 2, 'both handlers running');
  assert.deepEqual(await c.result(P.MethodCancelTool, { callId: 'c1' }), {});
  await eventually(() => longSignals[0].aborted, 'the cancelled call aborted');
  assert.equal(longSignals[0].reason.message, 'the agent cancelled the call');
  assert.equal(longSignals[1].aborted, false, 'the other call was aborted too');
  assert.equal((await c.call(P.MethodCancelTool, {})).error?.code, P.CodeInvalidParams);
  await c.close();
  await eventually(() => longSignals[1].aborted, 'the call of the client that left aborted');
  assert.equal(longSignals[1].reason.message, 'the client that called the tool left');
});

test('setTools changes the list and tells every client; a bad list changes nothing', async () => {
  const a = await TestClient.connect(host.bridge, P.PathControl);
  const b = await TestClient.connect(host.bridge, P.PathControl);
  try {
    await a.result(P.MethodEnable);
    await b.result(P.MethodEnable);
    assert.throws(() => host.bridge.setTools([{ name: 'bad name', handler: () => 1 }]), /tools\[0\]\.name must be 1 to 60 letters/);
    host.bridge.setTools([{ name: 'switch_account', description: 'Switch to another account.', handler: () => 'ok' }]);
    for (const c of [a, b]) {
      const e = await c.event(P.EventToolsChanged);
      assert.deepEqual(e.params.tools, [{ name: 'switch_account', description: 'Switch to another account.', inputSchema: { type: 'object' } }]);
    }
    assert.equal(a.received.filter((m) => m.method === P.EventToolsChanged).length, 0, 'the refused list was announced');
    assert.equal((await callTool(a, 'open_panel', { panel: 'files' })).error.code, P.CodeNoSuchTool);
    assert.deepEqual((await callTool(a, 'switch_account')).result, { value: 'ok' });
  } finally {
    host.bridge.setTools(tools);
    await a.close();
    await b.close();
  }
});

test('declarations the bridge cannot honour are refused when the app makes them', async () => {
  /** @type {[any, RegExp | null][]} */
  const bad = [
    [{ name: 'x', handler: 'no' }, /handler must be a function/],
    [{ name: 'x', handler: () => 1 }, null],
    [[{ name: 'x', handler: () => 1 }, { name: 'x', handler: () => 1 }], /a second tool named "x"/],
    [{ name: 'x', handler: () => 1, inputSchema: { type: 'string' } }, /must be a JSON Schema of type "object"/],
    [{ name: 'x', handler: () => 1, inputSchema: { type: 'object', properties: { a: { $ref: 'https://example.com/s.json' } } } }, /\$ref must point into the schema itself/],
    [{ name: 'x', handler: () => 1, inputSchema: { type: 'object', unevaluatedProperties: false } }, /cannot check/],
    [{ name: 'x', handler: () => 1, timeoutMs: 0 }, /timeoutMs/],
  ];
  for (const [decl, want] of bad) {
    /** @type {any} */
    const list = Array.isArray(decl) ? decl : [decl];
    if (want === null) {
      const bridge = await startBridge({ webContents: host.standIn.webContents, discoveryFile: false, setEnv: false, log: false, tools: list });
      await bridge.close();
      continue;
    }
    await assert.rejects(
      startBridge({ webContents: host.standIn.webContents, discoveryFile: false, setEnv: false, log: false, tools: list }),
      (err) => err instanceof TypeError && want.test(err.message),
    );
  }
});
