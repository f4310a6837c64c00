// Tools a test app declares (host.js --tools this file): two to start with,
// then "more" replaces them.
'use strict';

const panels = [];
// Why the last call of "wait" was aborted ('' while none was).
let aborted = '';

module.exports = {
  default: [
    {
      name: 'open_panel',
      description: 'Open a side panel of the app.',
      inputSchema: {
        type: 'object',
        properties: { panel: { type: 'string', enum: ['files', 'search', 'locked', 'frozen'] } },
        required: ['panel'],
        additionalProperties: false,
      },
      timeoutMs: 500,
      handler: ({ panel }) => {
        if (panel === 'locked') throw new Error('the panel is locked');
        if (panel === 'frozen') return new Promise(() => {});
        panels.push(panel);
        return `opened ${panel} (open now: ${panels.join(', ')})`;
      },
    },
    {
      name: 'account',
      description: 'Read the signed-in account.',
      handler: (_args, { webContents }) => ({ user: 'ada', plan: 'pro', view: webContents ? webContents.id : null }),
    },
    {
      name: 'wait',
      description: 'Wait until the call is cancelled.',
      timeoutMs: 60_000,
      handler: (_args, { signal }) => {
        aborted = '';
        return new Promise((resolve) => {
          signal.addEventListener('abort', () => {
            aborted = signal.reason instanceof Error ? signal.reason.message : String(signal.reason);
            resolve('aborted');
          });
        });
      },
    },
    {
      name: 'last_abort',
      description: 'Why the last wait was aborted.',
      handler: () => aborted,
    },
  ],
  more: [
    {
      name: 'switch_account',
      description: 'Switch to another account.',
      inputSchema: { type: 'object', properties: { user: { type: 'string' } }, required: ['user'] },
      handler: ({ user }) => ({ switchedTo: user }),
    },
  ],
};
