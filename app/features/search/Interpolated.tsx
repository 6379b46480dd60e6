import type {ReactNode} from 'react';

/** A private-use character, absent from every translation. */
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
