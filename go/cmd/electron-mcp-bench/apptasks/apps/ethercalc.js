// Serves EtherCalc, a spreadsheet server, on 127.0.0.1 with its sheets kept
// in files under the working directory (dump/snapshot-<sheet>.txt, which it
// reads as it starts and writes as the sheets change), not in Redis.
//
//   node ethercalc.js <ethercalc package dir> <port>
'use strict';
const fs = require('fs');
const path = require('path');
const [pkg, port] = process.argv.slice(2);
const home = process.cwd();

// EtherCalc stores its sheets in Redis when it reaches one and in files
// when it cannot: it is pointed at a socket that is not there, so that it
// keeps them in files however the machine is set up (a Redis server on the
// default port would otherwise be used).
process.env.REDIS_SOCKPATH = path.join(home, 'no-redis.sock');
delete process.env.REDIS_HOST;
delete process.env.REDIS_PORT;

// It reads and serves SocialCalc (its spreadsheet engine) from its own
// node_modules, where npm installed it only when it nested its packages:
// the paths it names there are taken to wherever npm put it.
const nested = path.join(fs.realpathSync(pkg), 'node_modules', 'socialcalc') + path.sep;
const socialcalc = path.dirname(require.resolve('socialcalc/package.json', { paths: [pkg] })) + path.sep;
const moved = (p) => (typeof p === 'string' && p.startsWith(nested) ? socialcalc + p.slice(nested.length) : p);
for (const name of ['existsSync', 'readFileSync', 'statSync', 'stat', 'lstat', 'open', 'createReadStream']) {
  const f = fs[name];
  fs[name] = function (p, ...rest) {
    return f.call(this, moved(p), ...rest);
  };
}

process.argv = [process.argv[0], path.join(pkg, 'bin', 'ethercalc'), '--host', '127.0.0.1', '--port', String(port)];
require(path.join(pkg, 'app.js'));
