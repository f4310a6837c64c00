// Serves an API explorer on 127.0.0.1: Swagger UI's browser bundle (from
// swagger-ui-dist) at /, with the page and the API's OpenAPI document from
// the data directory (the working directory: index.html, openapi.yaml), and
// the library's REST back end at /api: json-server's router over the data
// directory's db.json, which it rewrites on every change. Removing a record
// (DELETE) takes the staff API key in the X-API-Key header; every request to
// /api is appended to requests.log (method, URL, status), the back end's
// access log.
//
//   LIBRARY_API_KEY=… node swaggerui.js <json-server package dir> <swagger-ui-dist dir> <port>
'use strict';
const fs = require('fs');
const path = require('path');
const [serverPkg, uiDist, port] = process.argv.slice(2);
const jsonServer = require(serverPkg);
const express = require(require.resolve('express', { paths: [serverPkg] }));
const site = process.cwd();
const key = process.env.LIBRARY_API_KEY || '';
const log = path.join(site, 'requests.log');

const app = jsonServer.create();
app.get('/favicon.ico', (req, res) => res.status(204).end());
app.use('/api', (req, res, next) => {
  res.on('finish', () => fs.appendFileSync(log, `${req.method} ${req.originalUrl} ${res.statusCode}\n`));
  next();
});
app.use('/api', (req, res, next) => {
  if (req.method === 'DELETE' && (!key || req.get('X-API-Key') !== key)) {
    res.status(401).json({ error: 'Removing a record takes the staff API key (X-API-Key).' });
    return;
  }
  next();
});
app.use('/api', jsonServer.router(path.join(site, 'db.json')));
app.use(express.static(path.join(site, 'ui')));
app.use(express.static(uiDist, { index: false }));
app.listen(Number(port), '127.0.0.1', () => console.log(`API explorer on http://127.0.0.1:${port}/ for ${site}`));
