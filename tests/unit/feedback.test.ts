import {describe, expect, it} from 'vitest';

import {
  needsBrushFormRedirect,
  splitFeedbackRequests,
  type FeedbackRequest,
} from '@brush/rules/feedback';

type Request = FeedbackRequest & {id: string};

const requests: Request[] = [
  {id: 'outstanding', required: true, completed: false, formId: 'f1'},
  {id: 'cancelled', cancelled: true, required: true, completed: false, formId: 'f2'},
  {id: 'completed', required: true, completed: true, formId: 'f3'},
  {id: 'optional', required: false, completed: false, formId: 'f4'},
  {id: 'no-form', required: true, completed: false, formId: null},
  {id: 'empty-form', required: true, completed: false, formId: ''},
  {id: 'cancelled-completed', cancelled: true, completed: true, formId: 'f5'},
  {id: 'completed-optional', required: false, completed: true, formId: null},
  {id: 'bare'},
];

describe('splitFeedbackRequests', () => {
  const split = splitFeedbackRequests(requests);
  it.each([
    [
      'requests',
      split.requests,
      [
        'outstanding',
        'completed',
        'optional',
        'no-form',
        'empty-form',
        'completed-optional',
        'bare',
      ],
    ],
    ['outstandingRequests', split.outstandingRequests, ['outstanding']],
    ['completedRequests', split.completedRequests, ['completed', 'completed-optional']],
  ])('%s', (_label, actual, ids) => {
    expect(actual.map((request) => request.id)).toEqual(ids);
  });

  it.each([[null], [undefined], [[]]])('no requests (%j)', (none) => {
    expect(splitFeedbackRequests(none)).toEqual({
      requests: [],
      outstandingRequests: [],
      completedRequests: [],
    });
  });
});

describe('needsBrushFormRedirect', () => {
  it.each([
    [[], true],
    [null, true],
    [undefined, true],
    [[{formId: 'brush'}], false],
  ])('%j -> %s', (forms, expected) => {
    expect(needsBrushFormRedirect(forms)).toBe(expected);
  });
});
