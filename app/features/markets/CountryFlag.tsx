import {flagFragment} from './country-flag';
import flagSprite from './flags.svg?url';

/** CSS pixels of a flag in a list row and in the shipping dialog's heading; flags are 3:2. */
const FLAG_HEIGHT = {small: 16, large: 24} as const;
const FLAG_RATIO = 1.5;

export interface CountryFlagProps {
  code: string;
  size: keyof typeof FLAG_HEIGHT;
  /** Lazy in long lists, where most rows start off-screen. */
  lazy?: boolean;
}

/**
 * A country's flag, drawn by dev/draw-flags.ts into one sprite (decision 0127). Every place
 * that shows a flag writes the country's name, in the shopper's language, right beside it, so
 * the picture is decorative (alt="", no title): a screen reader would otherwise say the name
 * twice.
 */
export function CountryFlag({code, size, lazy = false}: CountryFlagProps) {
  const fragment = flagFragment(code);
  if (!fragment) return null;
  const height = FLAG_HEIGHT[size];
  return (
    <img
      className="country-flag"
      src={`${flagSprite}#${fragment}`}
      alt=""
      width={height * FLAG_RATIO}
      height={height}
      loading={lazy ? 'lazy' : undefined}
      decoding="async"
    />
  );
}
