import {flagFragment} from './country-flag';
import flagSprite from './flags.svg?url';

/** CSS pixels of a 4:3 flag in a list row and in the shipping dialog's heading. */
const FLAG_SIZE = {
  small: {width: 24, height: 18},
  large: {width: 36, height: 27},
} as const;

export interface CountryFlagProps {
  code: string;
  size: keyof typeof FLAG_SIZE;
  /** Lazy in long lists, where most rows start off-screen. */
  lazy?: boolean;
}

// A country's flag from the flag-icons sprite (decision 0127). Decorative (alt=""): the
// country's name is always written beside it, so a screen reader says it once.
export function CountryFlag({code, size, lazy = false}: CountryFlagProps) {
  const fragment = flagFragment(code);
  if (!fragment) return null;
  const {width, height} = FLAG_SIZE[size];
  return (
    <img
      className="country-flag"
      src={`${flagSprite}#${fragment}`}
      alt=""
      width={width}
      height={height}
      loading={lazy ? 'lazy' : undefined}
      decoding="async"
    />
  );
}
