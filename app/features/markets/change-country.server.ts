import {
  redirect,
  type ActionFunctionArgs,
  type AppLoadContext,
} from '@shopify/remix-oxygen';
import type {CountryCode} from '@shopify/hydrogen/storefront-api-types';
import {z} from 'zod';
import {isCountryCode} from '@brush/rules/countries';
import {
  countryPickerPath,
  LOCALIZATION_COUNTRY_FIELD,
  REDIRECT_TO_FIELD,
} from './localization-loading';
import {safeRedirectPath} from '~/server/safe-redirect';
import {SESSION_COUNTRY_KEY} from '~/server/session';
import {DROPPED_TITLES_KEY, type ChangeCountryResult} from './country-form';

const changeCountrySchema = z.object({
  [LOCALIZATION_COUNTRY_FIELD]: z
    .string({required_error: 'A country is required.'})
    .transform((value) => value.trim().toUpperCase())
    .refine(isCountryCode, {message: 'Unknown country.'}),
  [REDIRECT_TO_FIELD]: z.string().optional(),
});

/** docs/product/cart.md#country-change: the new cart's country, dropped titles, cookie. */
export type RebuildCart = (
  context: AppLoadContext,
  country: CountryCode,
  request: Request,
) => Promise<{country: CountryCode; droppedTitles: string[]; headers: Headers}>;

export async function changeCountryAction(
  {request, context}: ActionFunctionArgs,
  rebuildCart: RebuildCart,
) {
  const form = await request.formData();
  const parsed = changeCountrySchema.safeParse({
    [LOCALIZATION_COUNTRY_FIELD]: form.get(LOCALIZATION_COUNTRY_FIELD) ?? undefined,
    [REDIRECT_TO_FIELD]: form.get(REDIRECT_TO_FIELD) ?? undefined,
  });
  if (!parsed.success) {
    const error = parsed.error.issues.map((issue) => issue.message).join(' ');
    return Response.json({ok: false, error} satisfies ChangeCountryResult, {
      status: 400,
      headers: {'Cache-Control': 'no-store'},
    });
  }
  const chosen = parsed.data[LOCALIZATION_COUNTRY_FIELD] as CountryCode;
  const rebuild = await rebuildCart(context, chosen, request);
  // docs/product/cart.md#country-change: the cart's country overrides the selected one.
  const {country, droppedTitles} = rebuild;
  context.session.set(SESSION_COUNTRY_KEY, country);
  const headers = new Headers(rebuild.headers);
  headers.set('Cache-Control', 'no-store');

  const redirectTo = parsed.data[REDIRECT_TO_FIELD];
  if (redirectTo !== undefined) {
    const back = safeRedirectPath(redirectTo);
    if (droppedTitles.length === 0) {
      return redirect(back, {status: 303, headers});
    }
    // Without JavaScript the picker's page names the lines that were not kept, once.
    context.session.flash(DROPPED_TITLES_KEY, droppedTitles);
    return redirect(countryPickerPath(back), {status: 303, headers});
  }
  return Response.json(
    {
      ok: true,
      country,
      droppedTitles,
    } satisfies ChangeCountryResult,
    {headers},
  );
}
