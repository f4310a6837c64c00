// Serves Decap CMS on 127.0.0.1: decap-server's local file-system API at
// /api/v1 (it reads and writes the content files under the directory in
// GIT_REPO_DIRECTORY) and the admin page at /admin/ (index.html and
// config.yml from that directory's admin/, the CMS's browser bundle from
// decap-cms's dist), all from one origin.
//
//   node decap.js <decap-server package dir> <decap-cms dist dir> <port>
'use strict';
const path = require('path');
const [serverPkg, cmsDist, port] = process.argv.slice(2);
const express = require(require.resolve('express', { paths: [serverPkg] }));
const { registerLocalFs } = require(path.join(serverPkg, 'dist', 'middlewares.js'));
const site = path.resolve(process.env.GIT_REPO_DIRECTORY || process.cwd());

(async () => {
  const app = express();
  app.get('/favicon.ico', (req, res) => res.status(204).end());
  app.use('/admin', express.static(path.join(site, 'admin')));
  app.use('/admin', express.static(cmsDist));
  await registerLocalFs(app, { logLevel: 'warn' });
  app.listen(Number(port), '127.0.0.1', () => console.log(`Decap CMS on http://127.0.0.1:${port}/admin/ for ${site}`));
})().catch(err => {
  console.error(err);
  process.exit(1);
});
