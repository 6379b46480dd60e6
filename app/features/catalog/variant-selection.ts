import type {ShouldRevalidateFunction} from '@remix-run/react';
import {CART_PATH} from '~/lib/navigation';

export const REGION_OPTION_NAME = 'Region';

export interface SelectedOption {
  name: string;
  value: string;
}

export interface SelectableVariant {
  id: string;
  available: boolean;
  /** The variant's options without Region. */
  options: SelectedOption[];
}

export interface PickerOption {
  name: string;
  values: string[];
}

export function withoutRegion(options: readonly SelectedOption[]): SelectedOption[] {
  return options.filter((option) => option.name !== REGION_OPTION_NAME);
}

/** The options with more than one value among the variants, in order. */
export function pickerOptions(variants: readonly SelectableVariant[]): PickerOption[] {
  const valuesByName = new Map<string, string[]>();
  for (const variant of variants) {
    for (const {name, value} of variant.options) {
      const values = valuesByName.get(name) ?? [];
      if (!values.includes(value)) values.push(value);
      valuesByName.set(name, values);
    }
  }
  return [...valuesByName]
    .filter(([, values]) => values.length > 1)
    .map(([name, values]) => ({name, values}));
}

function matches(variant: SelectableVariant, wanted: readonly SelectedOption[]): boolean {
  return wanted.every(({name, value}) =>
    variant.options.some((option) => option.name === name && option.value === value),
  );
}

function firstPreferringAvailable<V extends SelectableVariant>(
  variants: readonly V[],
): V | undefined {
  return variants.find((variant) => variant.available) ?? variants[0];
}

/** The variant the URL's option parameters name. */
export function selectVariant<V extends SelectableVariant>(
  variants: readonly V[],
  searchParams: URLSearchParams,
): V | undefined {
  const wanted = pickerOptions(variants).flatMap(({name, values}) => {
    const value = searchParams.get(name);
    return value !== null && values.includes(value) ? [{name, value}] : [];
  });
  for (let kept = wanted.length; kept >= 0; kept--) {
    const candidates = variants.filter((variant) =>
      matches(variant, wanted.slice(0, kept)),
    );
    if (candidates.length > 0) return firstPreferringAvailable(candidates);
  }
  return undefined;
}

/** The variant a click on option value would select, given the current selection. */
export function variantForOptionValue<V extends SelectableVariant>(
  variants: readonly V[],
  selected: V,
  name: string,
  value: string,
): V | undefined {
  const wanted = selected.options.map((option) =>
    option.name === name ? {name, value} : option,
  );
  return (
    variants.find((variant) => matches(variant, wanted)) ??
    firstPreferringAvailable(
      variants.filter((variant) => matches(variant, [{name, value}])),
    )
  );
}

export function variantSearch(variant: SelectableVariant): string {
  return `?${new URLSearchParams(variant.options.map(({name, value}) => [name, value]))}`;
}

/** A page whose loader sent every variant the shopper may see. */
export const variantPageShouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  formAction,
  defaultShouldRevalidate,
}) => {
  if (formAction === CART_PATH) return false;
  if (!formAction && currentUrl.pathname === nextUrl.pathname) return false;
  return defaultShouldRevalidate;
};
