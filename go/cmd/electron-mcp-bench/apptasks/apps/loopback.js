// Keeps the application a launcher starts on this machine's loopback: a
// connection to anything else fails as if there were no network, a server
// that listens on every address (by a port alone, or an options object)
// listens on 127.0.0.1, and nothing is sent over UDP (a socket binds on
// loopback, joins no multicast group and sends nothing). A launcher
// requires it before it loads the application.
'use strict';
const net = require('net');
const dgram = require('dgram');

const loopback = (host) => host === undefined || host === null || host === '' || host === 'localhost' || /^127\./.test(host) || host === '::1' || host === '::ffff:127.0.0.1';

const connect = net.Socket.prototype.connect;
net.Socket.prototype.connect = function (...args) {
  let o = args[0];
  if (Array.isArray(o)) o = o[0];
  if (typeof o !== 'object' || o === null) o = { port: o, host: typeof args[1] === 'string' ? args[1] : undefined };
  if (!o.path && !loopback(o.host)) {
    const err = Object.assign(new Error(`connect ENETUNREACH ${o.host} (kept on loopback)`), { code: 'ENETUNREACH' });
    process.nextTick(() => this.destroy(err));
    return this;
  }
  return connect.apply(this, args);
};

const listen = net.Server.prototype.listen;
net.Server.prototype.listen = function (...args) {
  const cb = args.find((a) => typeof a === 'function');
  if (typeof args[0] === 'number' || (typeof args[0] === 'string' && /^\d+$/.test(args[0]))) {
    return listen.call(this, Number(args[0]), '127.0.0.1', cb);
  }
  if (typeof args[0] === 'object' && args[0] !== null && args[0].port !== undefined) {
    return listen.call(this, { ...args[0], host: '127.0.0.1' }, cb);
  }
  return listen.apply(this, args);
};

dgram.Socket.prototype.send = function (...args) {
  const cb = args.find((a) => typeof a === 'function');
  if (cb) process.nextTick(cb, Object.assign(new Error('send ENETUNREACH (kept on loopback)'), { code: 'ENETUNREACH' }));
};
const bind = dgram.Socket.prototype.bind;
dgram.Socket.prototype.bind = function (...args) {
  const cb = args.find((a) => typeof a === 'function');
  const o = typeof args[0] === 'object' && args[0] !== null ? args[0] : { port: typeof args[0] === 'function' ? 0 : args[0] };
  return bind.call(this, { ...o, address: '127.0.0.1' }, cb);
};
for (const name of ['addMembership', 'addSourceSpecificMembership', 'setBroadcast', 'setMulticastInterface', 'setMulticastLoopback', 'setMulticastTTL']) {
  dgram.Socket.prototype[name] = function () {};
}
