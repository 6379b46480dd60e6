import {z} from 'zod';
import {usd} from './graphql/money';
import {HttpError, sendJson} from './http/respond';
import type {PlatformCore} from './platform';
import {registerStorefront, STOREFRONT_ID} from './storefronts';
import type {Route} from './types';

/**
 * The core's admin routes (the server guards every /admin/ path with the admin token and a
 * loopback peer): re-seed, the log of Storefront operations received, a variant's price (as a
 * merchant changes it in the Shopify admin), a storefront's origin (as a merchant adds a
 * Hydrogen storefront to the shop), and holding or releasing webhook deliveries (as when the
 * storefront is down, so that tests can let events pile up).
 */
const variantPrice = z
  .object({amount: z.number().finite().min(0).max(1_000_000)})
  .strict();

/** An http(s) origin and nothing else: no path, query, credentials or fragment. */
const storefrontOrigin = z
  .object({
    origin: z
      .string()
      .url()
      .refine((value) => {
        const url = new URL(value);
        return /^https?:$/.test(url.protocol) && url.origin === value.replace(/\/$/, '');
      }),
  })
  .strict();

export function adminRoutes(core: PlatformCore): Route[] {
  return [
    {
      method: 'PUT',
      path: /^\/admin\/storefronts\/(?<id>[^/]+)$/,
      async handler(_req, res, ctx) {
        const id = ctx.params.id ?? '';
        if (!STOREFRONT_ID.test(id))
          throw new HttpError(400, 'A storefront id is a number.');
        const parsed = storefrontOrigin.safeParse(await ctx.json());
        if (!parsed.success) {
          throw new HttpError(
            400,
            "origin: the storefront's http(s) origin, nothing more.",
          );
        }
        const origin = new URL(parsed.data.origin).origin;
        registerStorefront(core.db, id, origin);
        sendJson(res, 200, {id, origin});
      },
    },
    {
      method: 'POST',
      path: '/admin/reset',
      handler(_req, res) {
        core.reset();
        sendJson(res, 200, {ok: true, seededAt: core.now().toISOString()});
      },
    },
    {
      method: 'GET',
      path: '/admin/requests',
      handler(_req, res, ctx) {
        const since = Number(ctx.url.searchParams.get('since') ?? 0);
        sendJson(res, 200, {
          seq: core.requestLog.seq,
          requests: core.requestLog.since(Number.isFinite(since) ? since : 0),
        });
      },
    },
    {
      method: 'POST',
      path: /^\/admin\/variants\/(?<id>\d{1,20})\/price$/,
      async handler(_req, res, ctx) {
        const parsed = variantPrice.safeParse(await ctx.json());
        if (!parsed.success)
          throw new HttpError(400, 'amount: a price in USD, at least 0.');
        const variant = core.store.get(`gid://shopify/ProductVariant/${ctx.params.id}`);
        if (!variant) throw new HttpError(404, 'No such variant.');
        core.store.put({...variant, price: usd(parsed.data.amount)});
        const product = core.store.get(String(variant.product));
        if (product) {
          const prices = (product.variants as string[]).map(
            (id) => (core.store.get(id)?.price as {amount: number}).amount,
          );
          core.store.put({
            ...product,
            priceRange: {
              minVariantPrice: usd(Math.min(...prices)),
              maxVariantPrice: usd(Math.max(...prices)),
            },
          });
        }
        sendJson(res, 200, {id: variant.id, price: usd(parsed.data.amount)});
      },
    },
    {
      method: 'POST',
      path: /^\/admin\/webhooks\/(?<action>hold|release)$/,
      handler(_req, res, ctx) {
        if (ctx.params.action === 'hold') core.webhooks?.hold();
        else core.webhooks?.release();
        sendJson(res, 200, {
          held: ctx.params.action === 'hold',
          ...core.webhooks?.counts(),
        });
      },
    },
    {
      method: 'POST',
      path: '/admin/requests/clear',
      handler(_req, res) {
        core.requestLog.clear();
        sendJson(res, 200, {ok: true, seq: core.requestLog.seq});
      },
    },
  ];
}
