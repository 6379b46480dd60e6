import {useEffect, useRef, type RefObject} from 'react';

/** A text field, a select, or a fieldset of radios whose checked one is the value. */
export type KeptField = HTMLInputElement | HTMLSelectElement | HTMLFieldSetElement;

/** Keeps what a shopper typed or chose before the page hydrated. */
export function useKeptBeforeHydration(
  field: RefObject<KeptField>,
  rendered: string,
  adopt: (value: string) => void,
): void {
  const atHydration = useRef({rendered, adopt});
  useEffect(() => {
    const node = field.current;
    const value =
      node instanceof HTMLFieldSetElement
        ? node.querySelector<HTMLInputElement>('input[type="radio"]:checked')?.value
        : node?.value;
    if (value !== undefined && value !== atHydration.current.rendered) {
      atHydration.current.adopt(value);
    }
  }, [field]);
}
