import { productLogo } from '../model/logo';

const sizes = {
  sm: 'size-8 rounded-md text-xs',
  md: 'size-12 rounded-lg text-base',
  lg: 'size-20 rounded-2xl text-2xl',
} as const;

/**
 * A product's logo, drawn here rather than fetched: its initials on a colour taken from its name, so
 * the same product always looks the same and nothing outside the app is loaded. Decorative: the
 * product's name is always written next to it.
 */
export function ProductLogo({
  name,
  size = 'md',
  className = '',
}: {
  name: string;
  size?: keyof typeof sizes;
  className?: string;
}) {
  const { initials, colour } = productLogo(name);
  return (
    <span
      aria-hidden="true"
      className={`inline-flex shrink-0 select-none items-center justify-center font-semibold text-white ${sizes[size]} ${colour} ${className}`}
    >
      {initials}
    </span>
  );
}
