import type {SVGProps} from 'react';

type IconProps = SVGProps<SVGSVGElement>;

function Icon({children, ...props}: IconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.5}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className="icon"
      {...props}
    >
      {children}
    </svg>
  );
}

export function SearchIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <circle cx="11" cy="11" r="6.5" />
      <path d="m20 20-4.2-4.2" />
    </Icon>
  );
}

export function BagIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M5 8h14l-1 12H6L5 8Z" />
      <path d="M9 8V6.5a3 3 0 0 1 6 0V8" />
    </Icon>
  );
}

export function AccountIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <circle cx="12" cy="8.5" r="3.5" />
      <path d="M5 20a7 7 0 0 1 14 0" />
    </Icon>
  );
}

/** The brand mark: a tapered brush, hair up, ferrule and handle below. */
export function BrushMark(props: IconProps) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" focusable="false" {...props}>
      <path
        d="M16 2c3 3.5 4.5 7 4.5 10.5 0 1.6-.6 2.5-1.5 3H13c-.9-.5-1.5-1.4-1.5-3C11.5 9 13 5.5 16 2Z"
        fill="currentColor"
      />
      <rect
        x="13"
        y="16"
        width="6"
        height="4"
        rx="1"
        fill="currentColor"
        opacity="0.55"
      />
      <path d="M14 20h4l-.8 10h-2.4L14 20Z" fill="currentColor" opacity="0.85" />
    </svg>
  );
}
