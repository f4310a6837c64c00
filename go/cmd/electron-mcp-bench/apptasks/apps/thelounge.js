// Serves The Lounge, a web IRC client, on 127.0.0.1, with an IRC network of
// its own beside it: a small IRC server on a free loopback port (Riverside,
// with #general and #random and a few people in them) that answers what a
// client needs to register, join, part, talk and set a topic, and appends
// every line it is sent (but pings and capability talk) to irc.log, the
// network's record of what the client did. The Lounge's home is the
// working directory (config.js, users/); the users' networks are pointed at
// that server's port before The Lounge starts.
//
//   node thelounge.js <thelounge package dir> <port>
'use strict';
const fs = require('fs');
const net = require('net');
const path = require('path');
const Module = require('module');
const [pkg, port] = process.argv.slice(2);
const home = process.cwd();
const log = path.join(home, 'irc.log');
const names = { '#general': ['grace', 'omar'], '#random': ['lena'] };
const topics = { '#general': 'Team chat: plans, questions, lunch', '#random': 'Anything else' };

const server = net.createServer((sock) => {
  let nick = '*';
  let buf = '';
  const send = (line) => sock.write(line + '\r\n');
  const me = () => `${nick}!${nick}@127.0.0.1`;
  const handle = (line) => {
    const m = line.match(/^(\S+)(?: (.*?))?(?: :(.*))?$/);
    if (!m) return;
    const cmd = m[1].toUpperCase();
    const args = (m[2] || '').split(' ').filter(Boolean);
    const trail = m[3];
    if (cmd !== 'PING' && cmd !== 'PONG' && cmd !== 'CAP') {
      fs.appendFileSync(log, (cmd + ' ' + line.slice(m[1].length).trim()).trim() + '\n');
    }
    switch (cmd) {
      case 'CAP':
        if (args[0] === 'LS') send(':irc.bench CAP * LS :');
        break;
      case 'NICK': {
        const was = me();
        const first = nick === '*';
        nick = args[0] || trail;
        if (!first) send(`:${was} NICK :${nick}`);
        break;
      }
      case 'USER':
        send(`:irc.bench 001 ${nick} :Welcome to Riverside, ${nick}`);
        send(`:irc.bench 005 ${nick} CHANTYPES=# PREFIX=(ov)@+ NETWORK=Riverside :are supported by this server`);
        send(`:irc.bench 422 ${nick} :No message of the day`);
        break;
      case 'PING':
        send(`:irc.bench PONG irc.bench :${args[0] || trail || ''}`);
        break;
      case 'JOIN':
        for (const ch of (args[0] || trail || '').split(',').filter(Boolean)) {
          if (!names[ch]) names[ch] = [];
          send(`:${me()} JOIN ${ch}`);
          if (topics[ch]) send(`:irc.bench 332 ${nick} ${ch} :${topics[ch]}`);
          send(`:irc.bench 353 ${nick} = ${ch} :@${nick} ${names[ch].join(' ')}`.trim());
          send(`:irc.bench 366 ${nick} ${ch} :End of /NAMES list.`);
        }
        break;
      case 'PART':
        for (const ch of (args[0] || '').split(',').filter(Boolean)) send(`:${me()} PART ${ch} :${trail || ''}`);
        break;
      case 'TOPIC':
        if (trail !== undefined) {
          topics[args[0]] = trail;
          send(`:${me()} TOPIC ${args[0]} :${trail}`);
        } else if (topics[args[0]]) {
          send(`:irc.bench 332 ${nick} ${args[0]} :${topics[args[0]]}`);
        }
        break;
      case 'WHO':
        send(`:irc.bench 315 ${nick} ${args[0] || '*'} :End of /WHO list.`);
        break;
      case 'MODE':
        if (args.length === 1 && args[0].startsWith('#')) send(`:irc.bench 324 ${nick} ${args[0]} +nt`);
        break;
      case 'QUIT':
        sock.end();
        break;
    }
  };
  sock.on('data', (d) => {
    buf += d.toString('utf8');
    let i;
    while ((i = buf.indexOf('\n')) >= 0) {
      const line = buf.slice(0, i).replace(/\r$/, '');
      buf = buf.slice(i + 1);
      if (line) handle(line);
    }
  });
  sock.on('error', () => {});
});

server.listen(0, '127.0.0.1', () => {
  const ircPort = server.address().port;
  const users = path.join(home, 'users');
  for (const f of fs.readdirSync(users)) {
    const p = path.join(users, f);
    const user = JSON.parse(fs.readFileSync(p, 'utf8'));
    for (const n of user.networks) n.port = ircPort;
    fs.writeFileSync(p, JSON.stringify(user, null, '\t'));
  }
  // Node 20 has no node:sqlite, which The Lounge's SQLite message storage
  // loads as it starts; that storage is off here (config.js keeps the text
  // logs only), so a stand-in that nothing calls will do. The Lounge wants
  // Node 22 by its package.json, which its index.js checks: its server is
  // started directly, as that script would after the check.
  const load = Module._load;
  Module._load = function (request, ...rest) {
    if (request === 'node:sqlite') {
      return { DatabaseSync: class { constructor() { throw new Error('node:sqlite is not in this Node'); } } };
    }
    return load.call(this, request, ...rest);
  };
  // It asks GitHub for its releases as it starts, and every day: nothing
  // leaves the machine.
  require(path.join(pkg, 'dist', 'server', 'plugins', 'changelog.js')).default.checkForUpdates = () => {};
  process.env.THELOUNGE_HOME = home;
  process.argv = [process.argv[0], path.join(pkg, 'index.js'), 'start', '-c', 'port=' + port];
  process.chdir(pkg);
  require(path.join(pkg, 'dist', 'server', 'index.js'));
});
