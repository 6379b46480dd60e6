import type {
  ActionFunctionArgs,
  LoaderFunctionArgs,
  SerializeFrom,
} from '@shopify/remix-oxygen';
import {data} from '@shopify/remix-oxygen';
import {z} from 'zod';
import {signSurveyProof} from '@brush/rules/survey-proof';
import {fetchCustomer, signedInBuyer} from '~/features/account/account-session.server';
import {attributeInputs} from '~/features/cart/cart.server';
import {cartForWrite, forgetCartRead, loadCart} from '~/features/cart/cart.server';
import {trackingAttributesFor} from '~/server/tracking.server';
import {canonicalUrl} from '~/lib/seo';
import {TOO_MANY_REQUESTS, withinRateLimits} from '~/server/rate-limit.server';
import {i18nFor} from '~/i18n';
import {CART_ATTRIBUTES, hasAttribute} from '@brush/rules/cart-attributes';
import {surveyDiscountUpdates} from '@brush/rules/cart-plans';
import {SURVEY_QUESTIONS, SURVEY_WISH_MAX_LENGTH} from './survey';

// docs/product/growth.md#survey: the answers earn the cart a discountSurvey proof over a
// response id, the cart and the customer; then lines without attributes get _surveyDiscount.

const answers = z
  .object({
    frequency: z.enum(SURVEY_QUESTIONS.frequency),
    look: z.enum(SURVEY_QUESTIONS.look),
    wish: z.string().trim().max(SURVEY_WISH_MAX_LENGTH).optional(),
  })
  .strip();

const providerResponse = z
  .object({responseId: z.string().regex(/^[A-Za-z0-9_-]{1,128}$/)})
  .strip();

function completion(
  form: Record<string, unknown>,
  withProvider: boolean,
): {responseId: string} | {fields: string[]} {
  if (withProvider && 'responseId' in form) {
    const parsed = providerResponse.safeParse(form);
    return parsed.success ? parsed.data : {fields: ['responseId']};
  }
  const parsed = answers.safeParse(form);
  if (!parsed.success) {
    return {fields: parsed.error.issues.map((issue) => String(issue.path[0]))};
  }
  return {responseId: crypto.randomUUID()};
}

const BAD_GATEWAY = 502;

export async function surveyLoader({request, context}: LoaderFunctionArgs) {
  const {t} = i18nFor(context.market.language);
  return {
    seo: {
      title: t('growth.survey.title'),
      description: t('growth.survey.banner'),
      url: canonicalUrl(request.url),
      noindex: true,
    },
  };
}

/** What the survey's page, form and popup read of its action (`duplicate`: already done). */
export type SurveyAnswer = SerializeFrom<typeof surveyAction>;

export async function surveyAction({request, context}: ActionFunctionArgs) {
  if (!(await withinRateLimits(context, request, 'survey'))) {
    return data({state: 'failed' as const}, {status: TOO_MANY_REQUESTS});
  }
  const completed = completion(
    Object.fromEntries(await request.formData()),
    Boolean(context.env.PUBLIC_EMBED_SDK_URL),
  );
  if ('fields' in completed) {
    return data({state: 'invalid' as const, fields: completed.fields}, {status: 400});
  }
  const key = context.env.SURVEY_PROOF_KEY;
  if (!key) {
    console.error('survey completion: SURVEY_PROOF_KEY is not set');
    return data({state: 'failed' as const}, {status: BAD_GATEWAY});
  }
  try {
    const headers = new Headers();
    let cart = await cartForWrite(context.cart);
    if (!cart) {
      const created = await context.cart.create({
        buyerIdentity: {countryCode: context.market.country, ...signedInBuyer(context)},
        attributes: await trackingAttributesFor(request, context),
      });
      if (!created.cart?.id) throw new Error('survey completion: no cart was created');
      for (const [name, value] of context.cart.setCartId(created.cart.id)) {
        headers.append(name, value);
      }
      forgetCartRead(context.cart);
      cart = await loadCart(context.cart);
    }
    if (!cart) throw new Error('survey completion: the cart cannot be read');
    const duplicate = hasAttribute(cart.attributes, CART_ATTRIBUTES.discountSurvey);
    const customer = signedInBuyer(context).customerAccessToken
      ? await fetchCustomer(context)
      : null;
    const proof = signSurveyProof(key, {
      responseId: completed.responseId,
      cartId: cart.id,
      customerId: customer?.id ?? null,
    });
    const written = await context.cart.updateAttributes([
      ...attributeInputs(
        cart.attributes.filter(
          (attribute) => attribute.key !== CART_ATTRIBUTES.discountSurvey,
        ),
      ),
      {key: CART_ATTRIBUTES.discountSurvey, value: proof},
    ]);
    if (written.errors?.length) throw new Error(written.errors[0]?.message);
    const updates = surveyDiscountUpdates(cart.lines);
    if (updates.length) {
      const marked = await context.cart.updateLines(updates);
      if (marked.errors?.length) throw new Error(marked.errors[0]?.message);
    }
    forgetCartRead(context.cart);
    return data({state: 'complete' as const, duplicate}, {headers});
  } catch (error) {
    console.error(error);
    return data({state: 'failed' as const}, {status: BAD_GATEWAY});
  }
}
