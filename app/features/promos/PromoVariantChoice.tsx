import {useId, useRef, useState} from 'react';
import {useTranslation} from '~/i18n/react';
import {useKeptBeforeHydration} from '~/ui/kept-input';

interface ChoosableVariant {
  id: string;
  label: string;
  available: boolean;
}

/** The variant a promo card adds. */
export function useChosenVariant<V extends ChoosableVariant>(variants: readonly V[]) {
  const [selectedId, setSelectedId] = useState(
    () => (variants.find((variant) => variant.available) ?? variants[0])?.id,
  );
  return {
    selected: variants.find((variant) => variant.id === selectedId) ?? variants[0],
    choose: setSelectedId,
  };
}

// A promo card's variant field, named merchandiseId for the form around it: a plain
// select when there is a choice, so it works before (or without) JavaScript, else the one
// variant hidden.
export function PromoVariantChoice({
  variants,
  optionNames,
  fallbackLabel,
  selectedId,
  onChoose,
  disableUnavailable,
}: {
  variants: readonly ChoosableVariant[];
  optionNames: readonly string[];
  /** The label when the variants have no option names of their own. */
  fallbackLabel: string;
  selectedId: string;
  onChoose: (id: string) => void;
  /** Off where an unavailable variant is still worth picking, to see why. */
  disableUnavailable: boolean;
}) {
  const {t} = useTranslation();
  const selectId = useId();
  const select = useRef<HTMLSelectElement>(null);
  useKeptBeforeHydration(select, selectedId, onChoose);
  if (variants.length <= 1) {
    return <input type="hidden" name="merchandiseId" value={selectedId} />;
  }
  return (
    <div className="field">
      <label htmlFor={selectId} className="field__label">
        {optionNames.join(' / ') || fallbackLabel}
      </label>
      <select
        ref={select}
        id={selectId}
        name="merchandiseId"
        className="field__select"
        value={selectedId}
        onChange={(event) => onChoose(event.target.value)}
      >
        {variants.map((variant) => (
          <option
            key={variant.id}
            value={variant.id}
            disabled={disableUnavailable && !variant.available}
          >
            {variant.available
              ? variant.label
              : `${variant.label} (${t('catalog.unavailable')})`}
          </option>
        ))}
      </select>
    </div>
  );
}
