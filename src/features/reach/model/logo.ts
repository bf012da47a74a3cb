/**
 * Background colours for drawn logos: each keeps white initials at a contrast of 4.5:1 or more, in
 * both themes.
 */
const LOGO_COLOURS = [
  'bg-indigo-600',
  'bg-emerald-700',
  'bg-rose-600',
  'bg-amber-700',
  'bg-sky-700',
  'bg-violet-600',
  'bg-teal-700',
  'bg-fuchsia-700',
  'bg-orange-700',
  'bg-cyan-700',
  'bg-lime-800',
  'bg-pink-700',
] as const;

function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    value ^= text.charCodeAt(i);
    value = Math.imul(value, 0x01000193);
  }
  return value >>> 0;
}

/** Up to two letters or digits: the first of the first two words ("Google Workspace" → "GW", "Zoom" → "ZO"). */
export function logoInitials(name: string): string {
  const words = name.match(/[\p{L}\p{N}]+/gu) ?? [];
  if (words.length === 0) return '?';
  const text = words.length === 1 ? words[0]!.slice(0, 2) : `${words[0]![0]}${words[1]![0]}`;
  return text.toUpperCase();
}

/** A product's drawn logo: its initials and a colour that depends only on its name. */
export function productLogo(name: string): { initials: string; colour: (typeof LOGO_COLOURS)[number] } {
  return { initials: logoInitials(name), colour: LOGO_COLOURS[hash(name) % LOGO_COLOURS.length]! };
}
