// @ts-check
'use strict';

// A txtar archive (golang.org/x/tools/txtar): a comment, then files, each
// introduced by a line "-- name --".

/**
 * @param {string} text
 * @returns {{comment: string, files: Map<string, string>}}
 */
function parseTxtar(text) {
  /** @type {Map<string, string>} */
  const files = new Map();
  let name = '';
  /** @type {string[]} */
  let body = [];
  let comment = '';
  const flush = () => {
    const content = body.join('\n');
    if (name) files.set(name, content);
    else comment = content;
  };
  for (const line of text.split('\n')) {
    const m = /^-- (.+) --$/.exec(line);
    if (!m) {
      body.push(line);
      continue;
    }
    flush();
    name = m[1];
    body = [];
  }
  flush();
  return { comment, files };
}

module.exports = { parseTxtar };
