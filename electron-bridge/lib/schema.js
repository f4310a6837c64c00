// @ts-check
'use strict';

// A JSON Schema checker for the arguments of the tools an app declares: the
// keywords tool schemas use (those of zod-to-json-schema, Pydantic, hand-written
// MCP schemas), in drafts 7 and 2020-12. A keyword it cannot check is refused
// when the tool is declared, never silently skipped when it is called.

const vm = require('node:vm');

/** Keywords that only describe. */
const annotations = new Set([
  '$schema', '$id', '$comment', '$anchor', '$defs', 'definitions', 'title', 'description', 'default',
  'examples', 'deprecated', 'readOnly', 'writeOnly', 'format', 'contentMediaType', 'contentEncoding',
]);

/** Keywords this checker applies. */
const checked = new Set([
  'type', 'enum', 'const', 'properties', 'required', 'additionalProperties', 'patternProperties',
  'propertyNames', 'minProperties', 'maxProperties', 'dependentRequired', 'items', 'prefixItems',
  'additionalItems', 'minItems', 'maxItems', 'uniqueItems', 'contains', 'minContains', 'maxContains',
  'minLength', 'maxLength', 'pattern', 'minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum',
  'multipleOf', 'allOf', 'anyOf', 'oneOf', 'not', 'if', 'then', 'else', '$ref', 'nullable',
]);

const types = new Set(['object', 'array', 'string', 'number', 'integer', 'boolean', 'null']);

// Deeper than this, a schema or a value is refused rather than walked.
const maxDepth = 64;
// At most this many problems are reported for one call.
const maxProblems = 5;
// How long checking one call's arguments may hold the app's main thread. A
// pattern can backtrack for seconds on a few dozen characters (^(\w+\s?)*$);
// V8 stops a regular expression, like any script, at a vm timeout.
const checkTimeoutMs = 50;

/**
 * Checks that a schema is one the checker can apply. Returns the problem, or
 * null.
 * @param {unknown} root
 * @returns {string | null}
 */
function checkSchema(root) {
  /** @type {string | null} */
  let problem = null;
  /**
   * @param {unknown} s
   * @param {string} at
   * @param {number} depth
   */
  const walk = (s, at, depth) => {
    if (problem) return;
    if (typeof s === 'boolean') return;
    if (!isObject(s)) {
      problem = `${at} must be a schema (an object or a boolean)`;
      return;
    }
    if (depth > maxDepth) {
      problem = `${at} is nested more than ${maxDepth} deep`;
      return;
    }
    for (const [k, v] of Object.entries(s)) {
      if (annotations.has(k)) continue;
      if (!checked.has(k)) {
        if (/^[a-z$]/.test(k) && knownUnsupported.has(k)) {
          problem = `${at} uses "${k}", which the bridge cannot check: express it with the other keywords`;
          return;
        }
        continue; // not a JSON Schema keyword: ignored, as the specification says
      }
      switch (k) {
        case 'type': {
          const list = Array.isArray(v) ? v : [v];
          if (list.length === 0 || !list.every((t) => typeof t === 'string' && types.has(t))) {
            problem = `${at}.type must be one of ${[...types].join(', ')} (or a list of them)`;
            return;
          }
          break;
        }
        case '$ref':
          if (typeof v !== 'string' || !v.startsWith('#')) {
            problem = `${at}.$ref must point into the schema itself ("#/$defs/…"): the bridge fetches nothing`;
            return;
          }
          if (resolvePointer(root, v) === undefined) {
            problem = `${at}.$ref "${v}" points at nothing in the schema`;
            return;
          }
          break;
        case 'pattern':
          if (typeof v !== 'string' || !compiles(v)) {
            problem = `${at}.pattern is not a regular expression`;
            return;
          }
          break;
        case 'properties':
        case 'patternProperties':
        case '$defs':
        case 'definitions':
          if (!isObject(v)) {
            problem = `${at}.${k} must be an object of schemas`;
            return;
          }
          for (const [name, sub] of Object.entries(v)) {
            if (k === 'patternProperties' && !compiles(name)) {
              problem = `${at}.patternProperties has a key that is not a regular expression: ${name}`;
              return;
            }
            walk(sub, `${at}.${k}.${name}`, depth + 1);
          }
          break;
        case 'items':
          if (Array.isArray(v)) v.forEach((sub, i) => walk(sub, `${at}.items[${i}]`, depth + 1));
          else walk(v, `${at}.items`, depth + 1);
          break;
        case 'prefixItems':
        case 'allOf':
        case 'anyOf':
        case 'oneOf':
          if (!Array.isArray(v) || (k !== 'prefixItems' && v.length === 0)) {
            problem = `${at}.${k} must be a list of schemas`;
            return;
          }
          v.forEach((sub, i) => walk(sub, `${at}.${k}[${i}]`, depth + 1));
          break;
        case 'additionalProperties':
        case 'additionalItems':
        case 'propertyNames':
        case 'contains':
        case 'not':
        case 'if':
        case 'then':
        case 'else':
          walk(v, `${at}.${k}`, depth + 1);
          break;
        case 'enum':
          if (!Array.isArray(v)) {
            problem = `${at}.enum must be a list`;
            return;
          }
          break;
        case 'required':
          if (!Array.isArray(v) || !v.every((n) => typeof n === 'string')) {
            problem = `${at}.required must be a list of property names`;
            return;
          }
          break;
      }
    }
  };
  walk(root, 'inputSchema', 0);
  return problem;
}

/** Keywords of the specifications this checker does not apply. */
const knownUnsupported = new Set(['unevaluatedProperties', 'unevaluatedItems', 'dependentSchemas', 'dependencies', '$dynamicRef', '$dynamicAnchor', '$recursiveRef', '$recursiveAnchor', 'contentSchema']);

/**
 * Checks a value against a schema checkSchema accepted. Returns the problems
 * (at most a few), each naming where: "arguments.count: must be an integer".
 * @param {unknown} root
 * @param {unknown} value
 * @returns {string[]}
 */
function validate(root, value) {
  /** @type {string[]} */
  const problems = [];
  check(root, root, value, 'arguments', problems, 0);
  return problems.slice(0, maxProblems);
}

/** @type {{context: vm.Context, script: vm.Script} | null} */
let bounded = null;

/**
 * validate, stopped after checkTimeoutMs of the main thread: null when it
 * took longer (a pattern that backtracks, a huge value), else the problems.
 * Keys named __proto__ are refused anywhere in the value: a handler that
 * merges its arguments (Object.assign) would set a prototype with them.
 * @param {unknown} root
 * @param {unknown} value
 * @param {number} [timeoutMs]
 * @param {{now(): number, cpuUsage(since?: NodeJS.CpuUsage): NodeJS.CpuUsage}} [clock] for tests
 * @returns {string[] | null}
 */
function validateWithin(root, value, timeoutMs = checkTimeoutMs, clock = { now: () => performance.now(), cpuUsage: (since) => process.cpuUsage(since) }) {
  bounded ??= { context: vm.createContext({ job: null }), script: new vm.Script('job()') };
  /** @type {string[]} */
  let problems = [];
  bounded.context.job = () => {
    const proto = protoKeyAt(value, 'arguments', 0);
    problems = proto ? [`${proto}: a property named __proto__ is not allowed`] : validate(root, value);
  };
  try {
    // The timeout counts wall time: a machine that held this process off the
    // CPU meanwhile gets another try, up to three, within what is left of
    // timeoutMs of CPU time for all of them together (each try starts over,
    // and three full ones held a loaded 2-core machine's thread for 100 ms).
    let left = timeoutMs;
    for (let attempt = 0; attempt < 3 && left >= 1; attempt++) {
      const cpu = clock.cpuUsage();
      const start = clock.now();
      try {
        bounded.script.runInContext(bounded.context, { timeout: Math.ceil(left) });
        return problems;
      } catch (err) {
        if (/** @type {{code?: unknown}} */ (err)?.code !== 'ERR_SCRIPT_EXECUTION_TIMEOUT') throw err;
        const used = clock.cpuUsage(cpu);
        const usedMs = (used.user + used.system) / 1000;
        if (usedMs >= (clock.now() - start) / 2) return null;
        left -= usedMs;
      }
    }
    return null;
  } finally {
    bounded.context.job = null;
  }
}

/**
 * Where a key named __proto__ is in a value, or ''.
 * @param {unknown} value
 * @param {string} at
 * @param {number} depth
 * @returns {string}
 */
function protoKeyAt(value, at, depth) {
  if (value === null || typeof value !== 'object' || depth > maxDepth) return '';
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = protoKeyAt(value[i], `${at}[${i}]`, depth + 1);
      if (found) return found;
    }
    return '';
  }
  for (const key of Object.keys(value)) {
    if (key === '__proto__') return `${at}.__proto__`;
    const found = protoKeyAt(/** @type {Record<string, unknown>} */ (value)[key], `${at}.${key}`, depth + 1);
    if (found) return found;
  }
  return '';
}

/**
 * @param {unknown} root
 * @param {unknown} schema
 * @param {unknown} value
 * @param {string} at
 * @param {string[]} out
 * @param {number} depth
 */
function check(root, schema, value, at, out, depth) {
  if (out.length >= maxProblems) return;
  if (schema === true || schema === undefined) return;
  if (schema === false) {
    out.push(`${at}: is not allowed here`);
    return;
  }
  if (!isObject(schema)) return;
  if (depth > maxDepth) {
    out.push(`${at}: nested too deep`);
    return;
  }
  const s = /** @type {Record<string, any>} */ (schema);
  const fail = (/** @type {string} */ msg) => out.push(`${at}: ${msg}`);

  if (s.$ref !== undefined) {
    check(root, resolvePointer(root, s.$ref), value, at, out, depth + 1);
  }
  if (s.type !== undefined) {
    let list = Array.isArray(s.type) ? s.type : [s.type];
    if (s.nullable === true) list = [...list, 'null'];
    if (!list.some((t) => hasType(value, t))) {
      fail(`must be ${list.map(article).join(' or ')}, not ${describeType(value)}`);
      return; // the rest would only repeat it
    }
  }
  if (s.enum !== undefined && !s.enum.some((/** @type {unknown} */ e) => equal(e, value))) {
    fail(`must be one of ${s.enum.map((/** @type {unknown} */ e) => JSON.stringify(e)).join(', ')}`);
  }
  if ('const' in s && !equal(s.const, value)) fail(`must be ${JSON.stringify(s.const)}`);

  if (typeof value === 'string') {
    const n = [...value].length;
    if (typeof s.minLength === 'number' && n < s.minLength) fail(`must be at least ${s.minLength} characters long`);
    if (typeof s.maxLength === 'number' && n > s.maxLength) fail(`must be at most ${s.maxLength} characters long`);
    if (typeof s.pattern === 'string' && !regex(s.pattern).test(value)) fail(`must match ${s.pattern}`);
  }
  if (typeof value === 'number') {
    if (typeof s.minimum === 'number' && value < s.minimum) fail(`must be at least ${s.minimum}`);
    if (typeof s.maximum === 'number' && value > s.maximum) fail(`must be at most ${s.maximum}`);
    if (typeof s.exclusiveMinimum === 'number' && value <= s.exclusiveMinimum) fail(`must be more than ${s.exclusiveMinimum}`);
    if (typeof s.exclusiveMaximum === 'number' && value >= s.exclusiveMaximum) fail(`must be less than ${s.exclusiveMaximum}`);
    if (s.exclusiveMinimum === true && typeof s.minimum === 'number' && value === s.minimum) fail(`must be more than ${s.minimum}`);
    if (s.exclusiveMaximum === true && typeof s.maximum === 'number' && value === s.maximum) fail(`must be less than ${s.maximum}`);
    if (typeof s.multipleOf === 'number' && s.multipleOf > 0 && Math.abs(value / s.multipleOf - Math.round(value / s.multipleOf)) > 1e-9) {
      fail(`must be a multiple of ${s.multipleOf}`);
    }
  }
  if (Array.isArray(value)) {
    if (typeof s.minItems === 'number' && value.length < s.minItems) fail(`must have at least ${s.minItems} items`);
    if (typeof s.maxItems === 'number' && value.length > s.maxItems) fail(`must have at most ${s.maxItems} items`);
    if (s.uniqueItems === true) {
      // One pass, each item by its value, or its canonical JSON when it is an
      // object or array (comparing pairs took seconds on 20,000 ids).
      const strings = new Set();
      const others = new Set();
      for (let i = 0; i < value.length; i++) {
        const item = value[i];
        const seen = typeof item === 'string' ? strings : others;
        const key = typeof item === 'string' || typeof item === 'number' || typeof item === 'boolean' || item === null ? item : canonical(item);
        if (seen.has(key)) {
          fail(`must not repeat items (item ${i} repeats an earlier one)`);
          break;
        }
        seen.add(key);
      }
    }
    const tuple = Array.isArray(s.prefixItems) ? s.prefixItems : Array.isArray(s.items) ? s.items : null;
    const rest = Array.isArray(s.prefixItems) ? s.items : Array.isArray(s.items) ? s.additionalItems : s.items;
    value.forEach((item, i) => {
      const sub = tuple && i < tuple.length ? tuple[i] : rest;
      check(root, sub, item, `${at}[${i}]`, out, depth + 1);
    });
    if (s.contains !== undefined) {
      const hits = value.filter((item) => validateQuiet(root, s.contains, item, depth)).length;
      const min = typeof s.minContains === 'number' ? s.minContains : 1;
      if (hits < min) fail(min === 1 ? 'must contain a matching item' : `must contain at least ${min} matching items`);
      if (typeof s.maxContains === 'number' && hits > s.maxContains) fail(`must contain at most ${s.maxContains} matching items`);
    }
  }
  if (isObject(value)) {
    const v = /** @type {Record<string, unknown>} */ (value);
    const keys = Object.keys(v);
    if (typeof s.minProperties === 'number' && keys.length < s.minProperties) fail(`must have at least ${s.minProperties} properties`);
    if (typeof s.maxProperties === 'number' && keys.length > s.maxProperties) fail(`must have at most ${s.maxProperties} properties`);
    // Own properties only: "constructor" is in every object.
    const has = (/** @type {unknown} */ name) => typeof name === 'string' && Object.prototype.hasOwnProperty.call(v, name);
    for (const name of Array.isArray(s.required) ? s.required : []) {
      if (!has(name)) fail(`missing required property "${name}"`);
    }
    if (isObject(s.dependentRequired)) {
      for (const [name, needs] of Object.entries(s.dependentRequired)) {
        if (!has(name) || !Array.isArray(needs)) continue;
        for (const n of needs) if (!has(n)) fail(`"${name}" needs "${n}" too`);
      }
    }
    const props = isObject(s.properties) ? s.properties : {};
    const patterns = isObject(s.patternProperties) ? Object.entries(s.patternProperties) : [];
    for (const key of keys) {
      const where = /^[A-Za-z_$][A-Za-z0-9_$]*$/.test(key) ? `${at}.${key}` : `${at}[${JSON.stringify(key)}]`;
      let matched = false;
      if (Object.prototype.hasOwnProperty.call(props, key)) {
        matched = true;
        check(root, props[key], v[key], where, out, depth + 1);
      }
      for (const [pattern, sub] of patterns) {
        if (regex(pattern).test(key)) {
          matched = true;
          check(root, sub, v[key], where, out, depth + 1);
        }
      }
      if (!matched && s.additionalProperties !== undefined) {
        if (s.additionalProperties === false) {
          const known = Object.keys(props);
          fail(`unknown property "${key}"${known.length ? ` (known: ${known.join(', ')})` : ''}`);
        } else {
          check(root, s.additionalProperties, v[key], where, out, depth + 1);
        }
      }
      if (s.propertyNames !== undefined && !validateQuiet(root, s.propertyNames, key, depth)) {
        fail(`property name "${key}" is not allowed`);
      }
    }
  }

  if (Array.isArray(s.allOf)) for (const sub of s.allOf) check(root, sub, value, at, out, depth + 1);
  if (Array.isArray(s.anyOf) && !s.anyOf.some((/** @type {unknown} */ sub) => validateQuiet(root, sub, value, depth))) {
    fail(`must match one of the ${s.anyOf.length} allowed forms${firstProblem(root, s.anyOf, value, depth)}`);
  }
  if (Array.isArray(s.oneOf)) {
    const n = s.oneOf.filter((/** @type {unknown} */ sub) => validateQuiet(root, sub, value, depth)).length;
    if (n === 0) fail(`must match one of the ${s.oneOf.length} allowed forms${firstProblem(root, s.oneOf, value, depth)}`);
    else if (n > 1) fail(`matches ${n} of the allowed forms, but must match exactly one`);
  }
  if (s.not !== undefined && validateQuiet(root, s.not, value, depth)) fail('matches a form that is not allowed');
  if (s.if !== undefined) {
    const branch = validateQuiet(root, s.if, value, depth) ? s.then : s.else;
    if (branch !== undefined) check(root, branch, value, at, out, depth + 1);
  }
}

/**
 * @param {unknown} root
 * @param {unknown} schema
 * @param {unknown} value
 * @param {number} depth
 */
function validateQuiet(root, schema, value, depth) {
  /** @type {string[]} */
  const out = [];
  check(root, schema, value, '', out, depth + 1);
  return out.length === 0;
}

/**
 * What the first alternative says, to help the agent.
 * @param {unknown} root
 * @param {unknown[]} alternatives
 * @param {unknown} value
 * @param {number} depth
 */
function firstProblem(root, alternatives, value, depth) {
  /** @type {string[]} */
  const out = [];
  check(root, alternatives[0], value, '', out, depth + 1);
  return out.length ? ` (the first:${out[0].replace(/^:/, '')})` : '';
}

/**
 * @param {unknown} root
 * @param {string} ref "#", "#/$defs/x", "#/properties/a/items"
 */
function resolvePointer(root, ref) {
  if (ref === '#') return root;
  if (!ref.startsWith('#/')) return undefined;
  /** @type {any} */
  let cur = root;
  for (const raw of ref.slice(2).split('/')) {
    const part = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
    if (cur === null || typeof cur !== 'object' || !(part in cur)) return undefined;
    cur = cur[part];
  }
  return cur;
}

/** @param {unknown} v @returns {v is Record<string, unknown>} */
function isObject(v) {
  return v !== null && typeof v === 'object' && !Array.isArray(v);
}

/** @param {unknown} v @param {string} t */
function hasType(v, t) {
  switch (t) {
    case 'null':
      return v === null;
    case 'boolean':
      return typeof v === 'boolean';
    case 'string':
      return typeof v === 'string';
    case 'number':
      return typeof v === 'number' && Number.isFinite(v);
    case 'integer':
      return typeof v === 'number' && Number.isInteger(v);
    case 'array':
      return Array.isArray(v);
    case 'object':
      return isObject(v);
  }
  return false;
}

/** @param {unknown} v */
function describeType(v) {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'an array';
  if (typeof v === 'number') return Number.isInteger(v) ? `the integer ${v}` : `the number ${v}`;
  if (typeof v === 'string') return `the string ${JSON.stringify(v.length > 40 ? `${v.slice(0, 40)}…` : v)}`;
  if (typeof v === 'boolean') return String(v);
  return 'an object';
}

/** @param {string} t */
function article(t) {
  return t === 'null' ? 'null' : t === 'object' || t === 'array' || t === 'integer' ? `an ${t}` : `a ${t}`;
}

/** @type {Map<string, RegExp>} */
const regexes = new Map();

/**
 * A schema's pattern as a RegExp: Unicode-aware where it compiles so,
 * else as written (patterns such as "[a-z\\-]" are older than the u flag).
 * @param {string} source
 */
function regex(source) {
  let re = regexes.get(source);
  if (!re) {
    try {
      re = new RegExp(source, 'u');
    } catch {
      re = new RegExp(source);
    }
    if (regexes.size > 1000) regexes.clear();
    regexes.set(source, re);
  }
  return re;
}

/** @param {string} source */
function compiles(source) {
  try {
    regex(source);
    return true;
  } catch {
    return false;
  }
}

/**
 * A JSON value as text that is the same for equal values (object keys
 * sorted), for uniqueItems.
 * @param {unknown} v
 * @returns {string}
 */
function canonical(v) {
  if (v === null || typeof v !== 'object') return JSON.stringify(v) ?? 'undefined';
  if (Array.isArray(v)) return `[${v.map(canonical).join(',')}]`;
  const o = /** @type {Record<string, unknown>} */ (v);
  return `{${Object.keys(o).sort().map((k) => `${JSON.stringify(k)}:${canonical(o[k])}`).join(',')}}`;
}

/**
 * JSON equality (for enum, const).
 * @param {unknown} a
 * @param {unknown} b
 * @returns {boolean}
 */
function equal(a, b) {
  if (a === b) return true;
  if (typeof a !== typeof b || a === null || b === null || typeof a !== 'object') return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((x, i) => equal(x, b[i]));
  const ao = /** @type {Record<string, unknown>} */ (a);
  const bo = /** @type {Record<string, unknown>} */ (b);
  const ka = Object.keys(ao);
  return ka.length === Object.keys(bo).length && ka.every((k) => k in bo && equal(ao[k], bo[k]));
}

module.exports = { checkSchema, validate, validateWithin };
