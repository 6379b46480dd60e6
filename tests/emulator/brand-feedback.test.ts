import {describe, expect, it} from 'vitest';
import {LOCAL_BRAND_API_TOKEN} from '../../dev/local-env';
import {legacyId} from '@brush/rules/gid';
import {sharedPlatform, type Json} from './cart-platform';

const platform = sharedPlatform();

async function brand(
  method: string,
  path: string,
  body?: unknown,
  token: string | null = LOCAL_BRAND_API_TOKEN,
): Promise<{status: number; json: Json}> {
  const headers: Record<string, string> = {};
  if (token !== null) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(`${platform.url}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return {status: response.status, json: await response.json()};
}

async function customerId(email: string): Promise<string> {
  const response = await platform.admin('GET', `/admin/customers/${email}`);
  return legacyId(((await response.json()) as {id: string}).id);
}

describe('the brand’s Product API', () => {
  it.each([
    ['no token', null],
    ['a wrong token', 'not-the-brand-token'],
  ])('refuses a call with %s', async (_name, token) => {
    const id = await customerId('ava@example.com');
    for (const path of [
      `/customers/${id}/review/status`,
      `/feedback-requests/customers/${id}`,
    ]) {
      expect((await brand('GET', path, undefined, token)).status).toBe(401);
    }
  });

  it('keeps a review status: none at first, then what was put', async () => {
    const id = await customerId('ben@example.com');
    expect(await brand('GET', `/customers/${id}/review/status`)).toEqual({
      status: 200,
      json: {reviewStatus: null},
    });
    expect(
      (await brand('PUT', `/customers/${id}/review/status`, {status: 'declined'})).status,
    ).toBe(200);
    expect(
      (await brand('PUT', `/customers/${id}/review/status`, {status: 'completed'}))
        .status,
    ).toBe(200);
    expect((await brand('GET', `/customers/${id}/review/status`)).json).toEqual({
      reviewStatus: 'completed',
    });
    expect(
      (await brand('PUT', `/customers/${id}/review/status`, {status: 'maybe'})).status,
    ).toBe(400);
    expect((await brand('GET', '/customers/not-a-number/review/status')).status).toBe(
      400,
    );
  });

  it('answers a tester’s requests in every state, forms and video reviews', async () => {
    const id = await customerId('ava@example.com');
    const {status, json} = await brand('GET', `/feedback-requests/customers/${id}`);
    expect(status).toBe(200);
    expect(json.customerId).toBe(id);
    expect(
      json.feedbackRequests.map((request: Json) => [
        request.productTitle,
        request.required,
        request.completed,
        request.cancelled,
        request.formId,
      ]),
    ).toEqual([
      ['Yuki Powder Brush', true, false, false, 'product-feedback'],
      ['Hoshi Tapered Crease Brush', true, false, false, 'product-feedback'],
      ['Kumo Blending Brush', true, true, false, 'product-feedback'],
      ['Tsuki Pencil Brush', true, false, true, 'product-feedback'],
      ['Momiji Cheek Brush', false, false, false, 'product-feedback'],
      ['Mizu Smudger', true, false, false, null],
    ]);
    expect(json.customerForms).toEqual([{kind: 'brush', formId: 'brush-profile'}]);
    expect(json.videoReviews).toMatchObject([{productTitle: 'Kumo Blending Brush'}]);

    const chiara = await brand(
      'GET',
      `/feedback-requests/customers/${await customerId('chiara@example.com')}`,
    );
    expect(chiara.json.customerForms).toEqual([]);
  });

  it('completes a request with a response, for its own customer only', async () => {
    const ava = await customerId('ava@example.com');
    const ben = await customerId('ben@example.com');
    const lineItemId = 'gid://shopify/LineItem/900001';
    expect(
      (
        await brand('POST', '/feedback-requests', {
          lineItemId,
          responseId: 'r-1',
          customerId: ben,
        })
      ).status,
    ).toBe(404);
    const done = await brand('POST', '/feedback-requests', {
      lineItemId,
      responseId: 'r-1',
      customerId: ava,
      answers: {rating: '5', comments: 'soft and springy'},
    });
    expect(done).toMatchObject({status: 200, json: {completed: true, responseId: 'r-1'}});
    const stored = await platform.admin(
      'GET',
      '/admin/feedback-requests/ava@example.com',
    );
    expect(
      ((await stored.json()) as Json[]).find(
        (request) => request.lineItemId === lineItemId,
      ),
    ).toMatchObject({
      responseId: 'r-1',
      answers: {rating: '5', comments: 'soft and springy'},
    });
    expect(
      (await brand('POST', '/feedback-requests', {lineItemId, customerId: ava})).status,
    ).toBe(400);
  });
});
