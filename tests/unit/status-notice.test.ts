import {describe, expect, it} from 'vitest';

import {
  NOTICE_DEFAULTS,
  createNotice,
  type StatusNotice,
} from '~/features/shell/status-notice';

describe('createNotice', () => {
  it.each<[string, Parameters<typeof createNotice>[1], StatusNotice]>([
    [
      'defaults',
      undefined,
      {content: 'hi', type: 'normal', autoHide: true, autoHideMs: 3000},
    ],
    [
      'error',
      {type: 'error'},
      {content: 'hi', type: 'error', autoHide: true, autoHideMs: 3000},
    ],
    [
      'success, sticky',
      {type: 'success', autoHide: false},
      {content: 'hi', type: 'success', autoHide: false, autoHideMs: 3000},
    ],
    [
      'own duration',
      {autoHideMs: 5000},
      {content: 'hi', type: 'normal', autoHide: true, autoHideMs: 5000},
    ],
  ])('%s', (_label, options, expected) => {
    expect(createNotice('hi', options)).toEqual(expected);
  });

  // docs/product/operations.md#status-notice
  it('defaults: normal, auto-hidden after 3 seconds', () => {
    expect(NOTICE_DEFAULTS).toEqual({type: 'normal', autoHide: true, autoHideMs: 3000});
  });
});
