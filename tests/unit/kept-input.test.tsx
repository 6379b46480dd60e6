// @vitest-environment happy-dom
import {act, useRef, useState} from 'react';
import {describe, expect, it} from 'vitest';
import {TextsProvider} from '~/i18n/react';
import {i18nFor} from '~/i18n';
import {PromoVariantChoice, useChosenVariant} from '~/features/promos/PromoVariantChoice';
import {useKeptBeforeHydration} from '~/ui/kept-input';
import {hydrate, serverMarkup} from './support/hydration';

/**
 * A field filled while the page is still plain HTML keeps what the shopper put in it once React
 * hydrates the page and renders it again: the value is what the form sends.
 */

function SearchBox({initial}: {initial: string}) {
  const input = useRef<HTMLInputElement>(null);
  const [term, setTerm] = useState(initial);
  const [renders, setRenders] = useState(0);
  useKeptBeforeHydration(input, initial, setTerm);
  return (
    <>
      <input
        ref={input}
        aria-label="search"
        value={term}
        onChange={(event) => setTerm(event.target.value)}
      />
      <button type="button" onClick={() => setRenders(renders + 1)}>
        render again
      </button>
      <output>{term}</output>
    </>
  );
}

const PRESETS = ['0.25', '0.5', '0.75'];

function Presets() {
  const fieldset = useRef<HTMLFieldSetElement>(null);
  const [chosen, setChosen] = useState('0.5');
  useKeptBeforeHydration(fieldset, '0.5', setChosen);
  return (
    <fieldset ref={fieldset}>
      {PRESETS.map((preset) => (
        <input
          key={preset}
          type="radio"
          name="discount"
          aria-label={preset}
          value={preset}
          checked={preset === chosen}
          onChange={() => setChosen(preset)}
        />
      ))}
      <output>{chosen}</output>
    </fieldset>
  );
}

const VARIANTS = [
  {id: 'gid://shopify/ProductVariant/1', label: 'Black', available: true},
  {id: 'gid://shopify/ProductVariant/2', label: 'Ivory', available: true},
];

function VariantChoice() {
  const {selected, choose} = useChosenVariant(VARIANTS);
  return (
    <TextsProvider translator={i18nFor('en')}>
      <PromoVariantChoice
        variants={VARIANTS}
        optionNames={['Colour']}
        fallbackLabel="variant"
        selectedId={selected?.id ?? ''}
        onChoose={choose}
        disableUnavailable
      />
      <output>{selected?.label}</output>
    </TextsProvider>
  );
}

function output(container: HTMLElement): string | null | undefined {
  return container.querySelector('output')?.textContent;
}

describe('useKeptBeforeHydration', () => {
  it.each([
    {case: 'an empty box typed into', initial: '', typed: 'kumo'},
    {case: "a results page's query changed", initial: 'brush', typed: 'blending brush'},
  ])('keeps the text of $case before hydration', async ({initial, typed}) => {
    const container = serverMarkup(<SearchBox initial={initial} />);
    const input = container.querySelector('input') as HTMLInputElement;
    input.value = typed;

    await hydrate(container, <SearchBox initial={initial} />);
    act(() => container.querySelector('button')?.click());

    expect(input.value).toBe(typed);
    expect(output(container)).toBe(typed);
  });

  it('leaves an untouched field as rendered', async () => {
    const container = serverMarkup(<SearchBox initial="brush" />);
    await hydrate(container, <SearchBox initial="brush" />);
    act(() => container.querySelector('button')?.click());

    expect(container.querySelector('input')?.value).toBe('brush');
    expect(output(container)).toBe('brush');
  });

  it('keeps the radio chosen before hydration', async () => {
    const container = serverMarkup(<Presets />);
    const quarter = container.querySelector('input[value="0.25"]') as HTMLInputElement;
    quarter.checked = true;

    await hydrate(container, <Presets />);

    expect(output(container)).toBe('0.25');
    expect(quarter.checked).toBe(true);
  });

  it("keeps the promo card's variant chosen before hydration", async () => {
    const container = serverMarkup(<VariantChoice />);
    const select = container.querySelector('select') as HTMLSelectElement;
    select.value = 'gid://shopify/ProductVariant/2';

    await hydrate(container, <VariantChoice />);

    expect(output(container)).toBe('Ivory');
    expect(select.value).toBe('gid://shopify/ProductVariant/2');
  });
});
