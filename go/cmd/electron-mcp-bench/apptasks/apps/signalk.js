// Serves Signal K server, a marine data server, on 127.0.0.1 with its
// configuration in the working directory (settings.json, security.json,
// baseDeltas.json, plugin-config-data/), playing the NMEA 0183 log it ships
// (samples/plaka.log, linked in as plaka.log) as its data. Its plugins are
// those linked into the working directory's node_modules. Nothing leaves
// the machine: it listens on loopback only, a connection to anything else
// fails as if there were no network, nothing is sent over UDP (mDNS, a
// display's announcements), and it looks for nothing on the network.
//
//   node signalk.js <signalk-server package dir> <port>
'use strict';
const fs = require('fs');
const path = require('path');
const [pkg, port] = process.argv.slice(2);
const home = process.cwd();
const real = fs.realpathSync(pkg);
const hoisted = path.dirname(real);

// Loopback only (loopback.js, written beside this file).
require('./loopback.js');

// It serves its admin UI from its own node_modules, where npm put it only
// when it nested its packages: the paths it names there are taken to where
// npm put them; and it looks for plugins and web apps there, finding none.
const nested = path.join(real, 'node_modules') + path.sep;
const moved = (p) => (typeof p === 'string' && p.startsWith(nested) ? path.join(hoisted, p.slice(nested.length)) : p);
for (const name of ['existsSync', 'readFileSync', 'readFile', 'statSync', 'stat', 'lstat', 'open', 'createReadStream']) {
  const f = fs[name];
  fs[name] = function (p, ...rest) {
    return f.call(this, moved(p), ...rest);
  };
}
const readdirSync = fs.readdirSync;
fs.readdirSync = function (p, ...rest) {
  return typeof p === 'string' && path.join(p, path.sep) === nested ? [] : readdirSync.call(this, p, ...rest);
};

// The Data Connections page has it look for gateways and other servers on
// the network (listening for their broadcasts, asking over mDNS): it does
// not.
require(path.join(pkg, 'dist', 'discovery.js')).runDiscovery = () => {};

// Its data and its plugins, in the working directory.
const link = (target, at) => {
  fs.mkdirSync(path.dirname(at), { recursive: true });
  if (!fs.existsSync(at)) fs.symlinkSync(target, at);
};
link(path.join(real, 'samples', 'plaka.log'), path.join(home, 'plaka.log'));
for (const plugin of ['@signalk/course-provider', '@signalk/resources-provider', '@signalk/signalk-to-nmea0183']) {
  link(path.join(hoisted, plugin), path.join(home, 'node_modules', plugin));
}

process.env.SIGNALK_NODE_CONFIG_DIR = home;
process.env.SIGNALK_DISABLE_SERVER_UPDATES = 'true';
process.env.SKIP_ADMINUI_VERSION_CHECK = 'true';
process.env.PORT = String(port);
delete process.env.SSLPORT;
delete process.env.EXTERNALPORT;
process.argv = [process.argv[0], path.join(pkg, 'bin', 'signalk-server')];
require(path.join(pkg, 'bin', 'signalk-server'));
