import {describe, expect, it} from 'vitest';

import {
  footerSignupOutcome,
  welcomeSignupOutcome,
  type SignupOutcome,
} from '~/lib/mailing-list';

describe('signup outcomes (docs/product/growth.md#mailing-list)', () => {
  it.each<[string | null | undefined, SignupOutcome, SignupOutcome]>([
    // error, footer, welcome form
    [null, {kind: 'success'}, {kind: 'success'}],
    [undefined, {kind: 'success'}, {kind: 'success'}],
    ['', {kind: 'success'}, {kind: 'success'}],
    [
      'invalid email',
      {kind: 'error', error: 'invalid-email'},
      {kind: 'error', error: 'invalid-email'},
    ],
    [
      'Invalid Email ',
      {kind: 'error', error: 'invalid-email'},
      {kind: 'error', error: 'invalid-email'},
    ],
    [
      'already subscribed',
      {kind: 'error', error: 'already-subscribed'},
      {kind: 'success'},
    ],
    [
      'rate limited',
      {kind: 'error', error: 'generic'},
      {kind: 'error', error: 'generic'},
    ],
    ['500', {kind: 'error', error: 'generic'}, {kind: 'error', error: 'generic'}],
  ])('%j -> footer %j, welcome %j', (error, footer, welcome) => {
    expect(footerSignupOutcome(error)).toEqual(footer);
    expect(welcomeSignupOutcome(error)).toEqual(welcome);
  });
});
