import {Suspense} from 'react';
import {Await, Link} from '@remix-run/react';
import {useTranslation} from 'react-i18next';
import type {FooterQuery} from 'graphql/storefrontapi.generated';
import {isExternalPath, menuItemPath} from './menu';

export interface FooterProps {
  shopName: string;
  footer: Promise<FooterQuery | null>;
  shopOrigins: string[];
}

export function Footer({shopName, footer, shopOrigins}: FooterProps) {
  const {t} = useTranslation();
  return (
    <footer className="site-footer">
      <div className="container">
        <Suspense fallback={null}>
          <Await resolve={footer} errorElement={null}>
            {(data) =>
              data?.footerMenu ? (
                <nav aria-label={t('footer.label')}>
                  <ul>
                    {data.footerMenu.items.map((item) => {
                      const path = menuItemPath(item.url, shopOrigins);
                      return (
                        <li key={item.id}>
                          {isExternalPath(path) ? (
                            <a href={path} rel="noopener noreferrer">
                              {item.title}
                            </a>
                          ) : (
                            <Link to={path} prefetch="intent">
                              {item.title}
                            </Link>
                          )}
                        </li>
                      );
                    })}
                  </ul>
                </nav>
              ) : null
            }
          </Await>
        </Suspense>
        <p className="site-footer__legal">
          {t('footer.rights', {year: new Date().getFullYear(), shop: shopName})}
        </p>
      </div>
    </footer>
  );
}
