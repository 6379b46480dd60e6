import {Form, useFetcher, useLocation, useNavigate} from '@remix-run/react';
import {Image} from '@shopify/hydrogen';
import {
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import {useTranslation} from '~/i18n/react';
import {useKeptBeforeHydration} from '~/ui/kept-input';
import {Price} from '~/features/catalog/Price';
import {SEARCH_QUERY_MAX_LENGTH} from '@brush/rules/limits';
import {normaliseSearchQuery} from './search-query';
import type {SerializeFrom} from '@shopify/remix-oxygen';
import type {ProductCardView} from '~/features/catalog/product-card-view';
import type {predictiveSearchLoader} from './predictive-search.server';

/** Typing pauses this long before suggestions are asked for. */
export const PREDICTIVE_SEARCH_DEBOUNCE_MS = 200;

const SUGGESTION_IMAGE_SIZE = 48;

/** One choice in the suggestion list; `index` is its place in keyboard order. */
interface SuggestionOption {
  key: string;
  index: number;
  label: string;
  url: string;
  product?: ProductCardView;
}

function searchUrl(query: string): string {
  return `/search?${new URLSearchParams({q: query}).toString()}`;
}

/** The suggestions in the order they are shown and walked with the arrow keys. */
function suggestionGroups(results: SerializeFrom<typeof predictiveSearchLoader>) {
  const link = ({id, title, url}: {id: string; title: string; url: string}) => ({
    key: id,
    label: title,
    url,
  });
  const groups = {
    queries: results.queries.map((text) => ({
      key: `query:${text}`,
      label: text,
      url: searchUrl(text),
    })),
    products: results.products.map((product) => ({
      key: product.id,
      label: product.title,
      url: `/products/${encodeURIComponent(product.handle)}`,
      product,
    })),
    collections: results.collections.map(link),
    pages: results.pages.map(link),
  };
  let index = 0;
  return (Object.keys(groups) as (keyof typeof groups)[])
    .filter((kind) => groups[kind].length > 0)
    .map((kind) => ({
      kind,
      options: groups[kind].map(
        (option): SuggestionOption => ({...option, index: index++}),
      ),
    }));
}

export function SearchForm({defaultQuery = ''}: {defaultQuery?: string}) {
  const {t} = useTranslation();
  const id = useId();
  const inputId = `${id}-input`;
  const listboxId = `${id}-listbox`;
  const optionId = (index: number) => `${id}-option-${index}`;

  const navigate = useNavigate();
  const location = useLocation();
  const {load, data} = useFetcher<typeof predictiveSearchLoader>();

  const input = useRef<HTMLInputElement>(null);
  const [term, setTerm] = useState(defaultQuery);
  const [typed, setTyped] = useState(false);
  const [expanded, setExpanded] = useState(false);
  const [active, setActive] = useState(-1);
  const [shownQuery, setShownQuery] = useState(defaultQuery);

  const query = normaliseSearchQuery(term);

  // A new search's page shows its own query in the box.
  if (shownQuery !== defaultQuery) {
    setShownQuery(defaultQuery);
    setTerm(defaultQuery);
    setTyped(false);
  }

  useKeptBeforeHydration(input, defaultQuery, (value) => {
    setTerm(value);
    setTyped(true);
  });

  // A navigation (a chosen suggestion, a submitted search) closes the list.
  useEffect(() => {
    setExpanded(false);
    setActive(-1);
  }, [location.key]);

  useEffect(() => {
    if (!typed || !query) return;
    const timer = setTimeout(
      () => load(`/api/predictive-search?${new URLSearchParams({q: query}).toString()}`),
      PREDICTIVE_SEARCH_DEBOUNCE_MS,
    );
    return () => clearTimeout(timer);
  }, [typed, query, load]);

  const current = data && query && data.query === query ? data : undefined;
  const groups = useMemo(() => (current ? suggestionGroups(current) : []), [current]);
  const suggestions = groups.flatMap((group) => group.options);
  const viewAll: SuggestionOption | undefined = current && {
    key: 'all',
    index: suggestions.length,
    label: t('search.viewAll', {query: current.query}),
    url: searchUrl(current.query),
  };
  const options = viewAll ? [...suggestions, viewAll] : suggestions;
  const open = expanded && current !== undefined;
  const activeOption = open ? options[active] : undefined;

  function close() {
    setExpanded(false);
    setActive(-1);
  }

  function choose(option: SuggestionOption) {
    close();
    navigate(option.url);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        if (options.length === 0) return;
        event.preventDefault();
        setExpanded(true);
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setActive((index) =>
          index < 0 && step < 0
            ? options.length - 1
            : (index + step + options.length) % options.length,
        );
        return;
      }
      case 'Enter':
        if (!activeOption) return;
        event.preventDefault();
        choose(activeOption);
        return;
      case 'Escape':
        if (open) {
          event.preventDefault();
          close();
        } else if (term) {
          event.preventDefault();
          setTerm('');
        }
        return;
      default:
    }
  }

  return (
    <Form method="get" action="/search" role="search" className="search-form">
      <label htmlFor={inputId} className="visually-hidden">
        {t('search.label')}
      </label>
      <div className="search-form__field">
        <input
          ref={input}
          id={inputId}
          type="search"
          name="q"
          value={term}
          placeholder={t('search.placeholder')}
          maxLength={SEARCH_QUERY_MAX_LENGTH}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          enterKeyHint="search"
          role="combobox"
          aria-expanded={open}
          aria-controls={listboxId}
          aria-autocomplete="list"
          aria-activedescendant={activeOption ? optionId(activeOption.index) : undefined}
          className="search-form__input"
          onChange={(event) => {
            setTerm(event.target.value);
            setTyped(true);
            setExpanded(true);
            setActive(-1);
          }}
          onFocus={() => setExpanded(true)}
          onBlur={() => setExpanded(false)}
          onKeyDown={onKeyDown}
        />
        <div
          id={listboxId}
          role="listbox"
          aria-label={t('search.suggestions')}
          className="predictive"
          tabIndex={-1}
          hidden={!open}
          // Choosing with the mouse must not blur the input first.
          onMouseDown={(event) => event.preventDefault()}
        >
          {groups.map((group) => (
            <div
              key={group.kind}
              role="group"
              aria-labelledby={`${id}-${group.kind}`}
              className="predictive__group"
            >
              <div
                id={`${id}-${group.kind}`}
                role="presentation"
                className="predictive__group-title"
              >
                {t(`search.${group.kind}`)}
              </div>
              {group.options.map((option) => (
                <SuggestionRow
                  key={option.key}
                  id={optionId(option.index)}
                  selected={option.index === active}
                  onChoose={() => choose(option)}
                >
                  <OptionContent option={option} />
                </SuggestionRow>
              ))}
            </div>
          ))}
          {current && suggestions.length === 0 && (
            <div
              role="option"
              aria-selected={false}
              aria-disabled
              className="predictive__empty"
            >
              {t('search.noSuggestions')}
            </div>
          )}
          {viewAll && (
            <SuggestionRow
              id={optionId(viewAll.index)}
              selected={active === viewAll.index}
              onChoose={() => choose(viewAll)}
              className="predictive__all"
            >
              {viewAll.label}
            </SuggestionRow>
          )}
        </div>
      </div>
      <button type="submit" className="button search-form__submit">
        {t('search.submit')}
      </button>
      <p className="visually-hidden" role="status">
        {open
          ? suggestions.length > 0
            ? t('search.suggestionCount', {count: suggestions.length})
            : t('search.noSuggestions')
          : ''}
      </p>
    </Form>
  );
}

function SuggestionRow({
  id,
  selected,
  onChoose,
  className,
  children,
}: {
  id: string;
  selected: boolean;
  onChoose: () => void;
  className?: string;
  children: ReactNode;
}) {
  return (
    // The combobox input keeps focus and handles the keys; a click chooses directly.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events
    <div
      id={id}
      role="option"
      aria-selected={selected}
      tabIndex={-1}
      className={`predictive__option${className ? ` ${className}` : ''}`}
      onClick={onChoose}
    >
      {children}
    </div>
  );
}

function OptionContent({option}: {option: SuggestionOption}) {
  const {product} = option;
  if (!product) return <span className="predictive__label">{option.label}</span>;
  return (
    <>
      <span className="predictive__thumb">
        {product.featuredImage && (
          <Image
            data={product.featuredImage}
            alt=""
            width={SUGGESTION_IMAGE_SIZE}
            height={SUGGESTION_IMAGE_SIZE}
            crop="center"
            loading="lazy"
          />
        )}
      </span>
      <span className="predictive__label">{product.title}</span>
      {product.price && (
        <span className="predictive__price">
          <Price price={product.price} compareAtPrice={product.compareAtPrice} />
        </span>
      )}
    </>
  );
}
