// Serves Actual Budget's sync server, which serves its web client, on
// 127.0.0.1 with its data in the working directory (server-files/ for the
// account and its password, user-files/ for the budget files and their
// sync messages), then seeds it through Actual's own API package
// (@actual-app/api, installed beside it): sets the server's password and
// makes the budget of seed.json (its accounts, categories, payees,
// transactions, this month's budget, schedules and accounts' notes),
// which it uploads to the server as the client would. Until that is done /bench/seeded answers 503, then
// 200; /bench/state then answers what the API reads of the budget after
// syncing with the server: what the web client changed.
//
// Nothing leaves the machine: it listens on loopback only, a connection
// to anything else fails as if there were no network, and the web
// client's check for a newer release (which asks GitHub, from the
// settings page) asks the server instead, learning nothing.
//
//   node actual.js <sync-server package dir> <api package dir> <port>
'use strict';
const fs = require('fs');
const http = require('http');
const path = require('path');
const [pkg, apiPkg, port] = process.argv.slice(2);
const home = process.cwd();
const seed = JSON.parse(fs.readFileSync(path.join(home, 'seed.json'), 'utf8'));

// Loopback only (loopback.js, written beside this file).
require('./loopback.js');

process.env.NODE_ENV = 'production';
process.env.ACTUAL_DATA_DIR = home;
process.env.ACTUAL_CONFIG_PATH = path.join(home, 'config.json');
process.env.ACTUAL_PORT = String(port);
process.env.ACTUAL_HOSTNAME = '127.0.0.1';
process.env.ACTUAL_LOGIN_METHOD = 'password';
const web = path.join(path.dirname(require.resolve('@actual-app/web/package.json', { paths: [pkg] })), 'build');

// It serves its web client's page for every route by its full path,
// which send refuses where a folder of the path starts with a dot (the
// apps are installed under .bench/): it is allowed.
const express = require(require.resolve('express', { paths: [pkg] }));
const sendFile = express.response.sendFile;
express.response.sendFile = function (file, options, callback) {
  if (typeof options === 'function') [options, callback] = [{}, options];
  return sendFile.call(this, file, { dotfiles: 'allow', ...options }, callback);
};

let api = null;
let seeded = false;
let failed = null;

// The launcher's own paths, and the web client's script with its release
// check asking the server (whose /info names no release).
const emit = http.Server.prototype.emit;
http.Server.prototype.emit = function (event, req, res, ...rest) {
  if (event !== 'request') return emit.call(this, event, req, res, ...rest);
  const url = req.url.split('?')[0];
  if (url === '/bench/seeded') {
    res.writeHead(seeded ? 200 : 503, { 'Content-Type': 'text/plain' });
    res.end(seeded ? 'seeded' : failed ? 'failed: ' + failed : 'seeding');
    return true;
  }
  if (url === '/bench/state') {
    state().then(
      (s) => {
        res.writeHead(200, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify(s, null, 2));
      },
      (err) => {
        res.writeHead(500, { 'Content-Type': 'text/plain' });
        res.end(String(err && err.stack ? err.stack : err));
      },
    );
    return true;
  }
  if (/^\/static\/js\/index\.[\w-]+\.js$/.test(url)) {
    const file = path.join(web, url);
    if (fs.existsSync(file)) {
      const body = fs.readFileSync(file, 'utf8').split('https://api.github.com/repos/actualbudget/actual/releases/latest').join('/info');
      res.writeHead(200, {
        'Content-Type': 'application/javascript; charset=utf-8',
        'Cross-Origin-Opener-Policy': 'same-origin',
        'Cross-Origin-Embedder-Policy': 'require-corp',
      });
      res.end(body);
      return true;
    }
  }
  return emit.call(this, event, req, res, ...rest);
};

const base = `http://127.0.0.1:${port}`;
const wait = (ms) => new Promise((r) => setTimeout(r, ms));
// This month, as the web client reckons it (local time): 2026-12.
const thisMonth = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}`;
};

async function post(p, body) {
  const res = await fetch(base + p, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  return res.json();
}

// The seed: the server's password, then the budget, made through the API
// and uploaded.
async function seedBudget() {
  for (;;) {
    try {
      if ((await fetch(base + '/health')).ok) break;
    } catch {}
    await wait(100);
  }
  const boot = await post('/account/bootstrap', { password: seed.password });
  if (boot.status !== 'ok') throw new Error('bootstrap: ' + JSON.stringify(boot));
  api = require(apiPkg);
  fs.mkdirSync(path.join(home, 'api'), { recursive: true });
  await api.init({ dataDir: path.join(home, 'api'), serverURL: base, password: seed.password });
  // (Finishing the import, the API reloads the budget, and logs that its
  // services were running already: the budget is uploaded all the same.)
  await api.runImport(seed.budget, async () => {
    const accounts = {};
    for (const a of seed.accounts) {
      accounts[a.name] = await api.createAccount({ name: a.name, offbudget: !!a.offbudget }, a.balance);
    }
    const categories = {};
    for (const g of seed.groups) {
      const group = await api.createCategoryGroup({ name: g.name });
      for (const c of g.categories) categories[c] = await api.createCategory({ name: c, group_id: group });
    }
    const payees = {};
    for (const p of seed.payees) payees[p] = await api.createPayee({ name: p });
    const month = thisMonth();
    for (const [account, list] of Object.entries(seed.transactions)) {
      await api.addTransactions(
        accounts[account],
        list.map((t) => ({
          date: `${month}-${String(t.day).padStart(2, '0')}`,
          amount: t.amount,
          payee: payees[t.payee],
          category: categories[t.category],
          notes: t.notes,
        })),
      );
    }
    for (const [category, amount] of Object.entries(seed.budgeted)) {
      await api.setBudgetAmount(month, categories[category], amount);
    }
    for (const s of seed.schedules || []) {
      const start = `${month}-${String(s.day).padStart(2, '0')}`;
      await api.internal.send('schedule/create', {
        schedule: { name: s.name, posts_transaction: false },
        conditions: [
          { op: 'is', field: 'payee', value: payees[s.payee] },
          { op: 'is', field: 'account', value: accounts[s.account] },
          { op: 'isapprox', field: 'amount', value: s.amount },
          { op: 'isapprox', field: 'date', value: { start, frequency: 'monthly', patterns: [], skipWeekend: false, weekendSolveMode: 'after', endMode: 'never', endOccurrences: 1, endDate: start, interval: 1 } },
        ],
      });
    }
    for (const [account, note] of Object.entries(seed.notes || {})) {
      await api.internal.send('notes-save', { id: 'account-' + accounts[account], note });
    }
  });
  seeded = true;
}

// What the budget holds now, after syncing with the server.
async function state() {
  await api.sync();
  const accounts = await api.getAccounts();
  const groups = await api.getCategoryGroups();
  const payees = await api.getPayees();
  const month = thisMonth();
  const budget = await api.getBudgetMonth(month);
  const names = Object.fromEntries([...accounts, ...payees, ...groups.flatMap((g) => g.categories || [])].map((x) => [x.id, x.name]));
  const out = { accounts: [], groups: [], payees: payees.filter((p) => !p.transfer_acct).map((p) => p.name), budgeted: {}, prefs: {} };
  for (const a of accounts) {
    const transactions = await api.getTransactions(a.id, '2000-01-01', '2100-12-31');
    out.accounts.push({
      name: a.name,
      offbudget: !!a.offbudget,
      closed: !!a.closed,
      balance: await api.getAccountBalance(a.id),
      transactions: transactions.map((t) => ({ date: t.date, amount: t.amount, payee: names[t.payee] || null, category: names[t.category] || null, notes: t.notes || null })),
    });
  }
  for (const g of groups) out.groups.push({ name: g.name, hidden: !!g.hidden, categories: (g.categories || []).map((c) => c.name + (c.hidden ? ' (hidden)' : '')) });
  for (const g of budget.categoryGroups) for (const c of g.categories) if (!g.is_income) out.budgeted[c.name] = c.budgeted;
  const schedules = await api.aqlQuery(api.q('schedules').filter({ tombstone: false }).select(['name', '_payee', '_account', '_amount', '_amountOp', '_date']));
  out.schedules = schedules.data.map((s) => ({ name: s.name, payee: names[s._payee] || null, account: names[s._account] || null, amount: s._amount, amountOp: s._amountOp, frequency: s._date && s._date.frequency }));
  const notes = await api.aqlQuery(api.q('notes').select(['id', 'note']));
  out.notes = {};
  for (const n of notes.data) out.notes[names[n.id.replace(/^account-/, '')] || n.id] = n.note;
  const prefs = await api.aqlQuery(api.q('preferences').select(['id', 'value']));
  for (const p of prefs.data) out.prefs[p.id] = p.value;
  return out;
}

process.on('unhandledRejection', (reason) => console.log('Rejection:', reason));
import(path.join(pkg, 'build', 'app.js'));
seedBudget().catch((err) => {
  failed = String(err && err.stack ? err.stack : err);
  console.error('seed:', failed);
});
