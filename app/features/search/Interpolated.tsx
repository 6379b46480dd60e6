import type {ReactNode} from 'react';

/**
 * A private-use character, absent from every translation: passed as the value of a
 * translation's placeholder, it marks where an element (a <bdi> around the shopper's own
 * words) goes, so the words are never part of a string that is parsed.
 */
export const SLOT = '\uE000';

export function Interpolated({text, value}: {text: string; value: ReactNode}) {
  const at = text.indexOf(SLOT);
  if (at < 0) return <>{text}</>;
  return (
    <>
      {text.slice(0, at)}
      {value}
      {text.slice(at + SLOT.length)}
    </>
  );
}
