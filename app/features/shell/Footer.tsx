import {lazy, Suspense, useState} from 'react';
import {Link, useLocation} from '@remix-run/react';
import {useTranslation} from '~/i18n/react';
import {CookieSettings} from '~/features/growth/CookieSettings';
import {MailingListForm} from '~/features/growth/MailingListForm';
import {useHydrated} from '~/ui/hydrated';
import {BrushMark} from '~/ui/icons';
import type {ShippingDestination} from '~/features/markets/ShippingInfo';
import {countryPickerPath} from '~/features/markets/localization-loading';

// The modal and its rules load when the shopper reaches for the button, not with pages.
const loadShippingDialog = () =>
  import('~/features/markets/ShippingDialog').then((module) => ({
    default: module.ShippingDialog,
  }));
const ShippingDialog = lazy(loadShippingDialog);

/** The shipping page says in full what the shipping modal sums up. */
const SHIPPING_PAGE_PATH = '/pages/shipping';

// The footer's links in order; shipping opens the modal instead (operations.md#shell).
const FOOTER_LINKS = [
  {key: 'aboutUs', path: '/pages/our-story'},
  {key: 'shipping', path: SHIPPING_PAGE_PATH},
  {key: 'faq', path: '/pages/faq'},
  {key: 'contactUs', path: '/pages/contact-us'},
  {key: 'products', path: '/collections/all-products'},
  {key: 'termsOfService', path: '/pages/terms-of-service'},
  {key: 'returnPolicy', path: '/pages/returns-exchange'},
  {key: 'privacyPolicy', path: '/pages/privacy-policy'},
] as const;

export interface FooterProps {
  shopName: string;
  destination: ShippingDestination;
  /** The outcome of a mailing-list sign-up posted without JavaScript, once. */
  mailingList: string | null;
}

export function Footer({shopName, destination, mailingList}: FooterProps) {
  const {t} = useTranslation();
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <div className="site-footer__brand">
          <Link to="/" className="logo" prefetch="intent">
            <BrushMark />
            <span>{shopName}</span>
          </Link>
          <p>{t('footer.tagline')}</p>
        </div>
        <nav aria-label={t('footer.label')}>
          <ul className="site-footer__links">
            {FOOTER_LINKS.map((link) => (
              <li key={link.key}>
                {link.key === 'shipping' ? (
                  <ShippingButton destination={destination} />
                ) : (
                  <Link to={link.path} prefetch="intent">
                    {t(`footer.links.${link.key}`)}
                  </Link>
                )}
              </li>
            ))}
          </ul>
        </nav>
        <MailingListForm flash={mailingList} />
      </div>
      <div className="container">
        <p className="site-footer__legal">
          {t('footer.rights', {year: new Date().getFullYear(), shop: shopName})}
        </p>
        <CookieSettings />
      </div>
    </footer>
  );
}

function ShippingButton({destination}: {destination: ShippingDestination}) {
  const {t} = useTranslation();
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so that closing it returns focus as usual.
  const [requested, setRequested] = useState(false);
  const location = useLocation();
  if (!hydrated) {
    // Without JavaScript the country is chosen on the picker's page, which returns here.
    return (
      <>
        <Link to={SHIPPING_PAGE_PATH} prefetch="intent">
          {t('footer.links.shipping')}
        </Link>{' '}
        <Link to={countryPickerPath(`${location.pathname}${location.search}`)}>
          {t('footer.shipping.changeCountry')}
        </Link>
      </>
    );
  }
  return (
    <>
      <button
        type="button"
        className="site-footer__button"
        aria-haspopup="dialog"
        onPointerEnter={() => void loadShippingDialog()}
        onFocus={() => void loadShippingDialog()}
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
      >
        {t('footer.links.shipping')}
      </button>
      {requested && (
        <Suspense
          fallback={
            <span className="visually-hidden" role="status">
              {t('shell.loading')}
            </span>
          }
        >
          <ShippingDialog
            open={open}
            onClose={() => setOpen(false)}
            destination={destination}
            fullPolicyPath={SHIPPING_PAGE_PATH}
          />
        </Suspense>
      )}
    </>
  );
}
