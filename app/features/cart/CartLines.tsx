import {useId} from 'react';
import {Link, useFetcher, type FetcherWithComponents} from '@remix-run/react';
import {CartForm, Image, type OptimisticCartLine} from '@shopify/hydrogen';
import {useTranslation} from '~/i18n/react';
import {Price} from '~/features/catalog/Price';
import {variantSearch, withoutRegion} from '~/features/catalog/variant-selection';
import type {Cart} from '~/features/cart/cart.server';
import {isQuantityLocked} from './line-limits';
import {MAX_LINE_QUANTITY} from '@brush/rules/limits';
import type {CartActionData} from '~/features/cart/cart-action-data';
import type {bogoSwapChoices} from '~/features/cart/cart-offers.server';
import {BOGO_SWAP_ACTION} from '@brush/rules/bogo';
import {LineNotes} from './LineNotes';
import {CART_PATH} from '~/lib/navigation';

type CartLine = OptimisticCartLine<Cart>;
type BogoSwapChoices = Awaited<ReturnType<typeof bogoSwapChoices>>[string];

export function CartEmpty() {
  const {t} = useTranslation();
  return (
    <div className="status-page">
      <p className="lede">{t('cart.empty')}</p>
      <Link to="/" className="button">
        {t('cart.continueShopping')}
      </Link>
    </div>
  );
}

export function CartLines({
  lines,
  bogo,
}: {
  lines: CartLine[];
  /** Buy-one-get-one free lines, by line id. */
  bogo: Readonly<Record<string, BogoSwapChoices>>;
}) {
  const {t} = useTranslation();
  return (
    <section aria-label={t('cart.lines')}>
      <ul className="cart-lines">
        {lines.map((line) => (
          <CartLineItem key={line.id} line={line} bogo={bogo[line.id]} />
        ))}
      </ul>
    </section>
  );
}

function CartLineItem({line, bogo}: {line: CartLine; bogo?: BogoSwapChoices}) {
  const {t} = useTranslation();
  const {merchandise} = line;
  const options = withoutRegion(merchandise.selectedOptions);
  const productUrl = `/products/${merchandise.product.handle}${variantSearch({id: merchandise.id, available: true, options})}`;
  const description = merchandise.cartDescription?.value;
  const allocations = line.discountAllocations ?? [];

  return (
    <li className="cart-line">
      {merchandise.image ? (
        <Image
          data={merchandise.image}
          alt={merchandise.image.altText ?? merchandise.product.title}
          aspectRatio="4/5"
          width={88}
          loading="lazy"
          className="cart-line__image"
        />
      ) : (
        <div className="cart-line__image" />
      )}
      <div>
        <Link to={productUrl} prefetch="intent" className="cart-line__title">
          {merchandise.product.title}
        </Link>
        <p className="cart-line__options">
          {[...options.map((option) => option.value), description]
            .filter(Boolean)
            .join(' · ')}
        </p>
        <LineNotes
          line={line}
          saved={allocations.reduce(
            (sum, allocation) => sum + Number(allocation.discountedAmount.amount),
            0,
          )}
          allocations={allocations}
          currencyCode={
            line.cost?.totalAmount?.currencyCode ?? merchandise.price.currencyCode
          }
        />
        {bogo ? (
          <>
            {/* A free line follows its main line's quantity, and goes with it
                (docs/product/cart.md#buy-one-get-one). */}
            <p className="line-notes">
              {t('cart.notes.bogoFree', {title: bogo.mainTitle})} ·{' '}
              {t('cart.quantityIs', {count: line.quantity})}
            </p>
            <BogoSwapForm line={line} bogo={bogo} />
          </>
        ) : (
          <>
            <div className="cart-line__actions">
              {/* A one-unit price holds for one unit; such a line can only go
                  (docs/product/cart.md#one-unit-lines). */}
              {isQuantityLocked(line) ? (
                <p className="cart-line__quantity">
                  {t('cart.quantityIs', {count: line.quantity})}
                </p>
              ) : (
                <CartLineQuantity line={line} />
              )}
              <CartLineRemove line={line} />
            </div>
            <LineUpdateErrors lineId={line.id} />
          </>
        )}
      </div>
      <div className="cart-line__price">
        {line.cost?.totalAmount && <Price price={line.cost.totalAmount} />}
      </div>
    </li>
  );
}

function CartLineQuantity({line}: {line: CartLine}) {
  const {t} = useTranslation();
  const {id, quantity, isOptimistic} = line;
  const title = line.merchandise.product.title;
  const change = (to: number, label: string, atLimit: boolean, sign: string) => (
    <CartForm
      route={CART_PATH}
      action={CartForm.ACTIONS.LinesUpdate}
      inputs={{lines: [{id, quantity: to}]}}
      fetcherKey={lineUpdateKey(id)}
    >
      <button
        type="submit"
        aria-label={label}
        disabled={atLimit || Boolean(isOptimistic)}
      >
        {sign}
      </button>
    </CartForm>
  );
  return (
    <div className="quantity">
      {change(quantity - 1, t('cart.decrease', {title}), quantity <= 1, '−')}
      <output aria-label={t('cart.quantityOf', {title})}>{quantity}</output>
      {change(
        quantity + 1,
        t('cart.increase', {title}),
        quantity >= MAX_LINE_QUANTITY,
        '+',
      )}
    </div>
  );
}

function lineUpdateKey(lineId: string): string {
  return `cart-line-update:${lineId}`;
}

// The answer to the line's last quantity change, once, below the line: both buttons share
// the fetcher, so an error shown inside each form would show twice.
function LineUpdateErrors({lineId}: {lineId: string}) {
  const fetcher = useFetcher<CartActionData>({key: lineUpdateKey(lineId)});
  return <CartErrors errors={fetcher.data?.errors} />;
}

function CartLineRemove({line}: {line: CartLine}) {
  const {t} = useTranslation();
  return (
    <CartForm
      route={CART_PATH}
      action={CartForm.ACTIONS.LinesRemove}
      inputs={{lineIds: [line.id]}}
      fetcherKey={`cart-line-remove:${line.id}`}
    >
      {(fetcher: FetcherWithComponents<CartActionData>) => (
        <>
          <button
            type="submit"
            className="link-button"
            aria-label={t('cart.removeItem', {title: line.merchandise.product.title})}
            disabled={Boolean(line.isOptimistic)}
          >
            {t('cart.remove')}
          </button>
          <CartErrors errors={fetcher.data?.errors} />
        </>
      )}
    </CartForm>
  );
}

/** docs/product/cart.md#buy-one-get-one. */
function BogoSwapForm({line, bogo}: {line: CartLine; bogo: BogoSwapChoices}) {
  const {t} = useTranslation();
  const fieldId = useId();
  if (bogo.choices.length < 2) return null;
  return (
    <CartForm
      route={CART_PATH}
      action={BOGO_SWAP_ACTION}
      inputs={{lineId: line.id}}
      fetcherKey={`cart-line-swap:${line.id}`}
    >
      {(fetcher: FetcherWithComponents<CartActionData>) => (
        <div className="cart-line__swap">
          <label htmlFor={fieldId}>{t('cart.bogoChoice', {title: bogo.mainTitle})}</label>
          <select id={fieldId} name="merchandiseId" defaultValue={line.merchandise.id}>
            {bogo.choices.map((choice) => (
              <option key={choice.id} value={choice.id}>
                {choice.title}
              </option>
            ))}
          </select>
          <button
            type="submit"
            className="button button--secondary"
            disabled={Boolean(line.isOptimistic) || fetcher.state !== 'idle'}
          >
            {t('cart.bogoSwap')}
          </button>
          <CartErrors errors={fetcher.data?.errors} />
        </div>
      )}
    </CartForm>
  );
}

function CartErrors({errors}: {errors: CartActionData['errors'] | undefined}) {
  if (!errors?.length) return null;
  return (
    <p role="alert" className="notice notice--error cart-line__error">
      {errors.map((error) => error.message).join(' ')}
    </p>
  );
}
