/**
 * The agent's reading of the reasons people give (pure): each reason joins the first theme one of
 * whose phrases it contains (case and punctuation ignored), else "Other". Themes come most common
 * first (ties in the list's order), "Other" always last, each with its first reason word for word.
 */
import type { ReasonTheme } from '@/features/surveys/api/schemas';

export const OTHER_THEME = 'Other';

/** The themes in the order they are tried; a phrase matches whole words. */
export const REASON_THEMES: readonly { theme: string; phrases: readonly string[] }[] = [
  {
    theme: 'Left the team',
    phrases: [
      'left the team',
      'changed team',
      'changed teams',
      'moved team',
      'moved teams',
      'new role',
      'leaving',
      'no longer in',
      'not in the team',
    ],
  },
  {
    theme: 'Use another tool',
    phrases: [
      'another tool',
      'other tool',
      'instead',
      'switched',
      'moved to',
      'alternative',
      'replaced',
      'teams',
      'google meet',
      'meet',
    ],
  },
  {
    theme: 'Needed for a project',
    phrases: ['project', 'launch', 'campaign', 'migration', 'until', 'quarter', 'audit', 'pitch'],
  },
  {
    theme: 'Used regularly',
    phrases: [
      'every day',
      'daily',
      'every week',
      'weekly',
      'regularly',
      'all the time',
      'often',
      'need it for',
      'use it for',
    ],
  },
  {
    theme: 'Rarely used',
    phrases: [
      'rarely',
      'never',
      'hardly',
      'barely',
      'seldom',
      'not used',
      'not use',
      "don't use",
      'dont use',
      'no longer',
      'forgot',
      'do not need',
      "don't need",
      'no need',
      'once',
    ],
  },
  { theme: 'Too expensive', phrases: ['expensive', 'cost', 'costs', 'budget', 'price', 'cheaper'] },
];

/** Lower case, apostrophes kept, every other run of non-letters one space, padded for whole-word matches. */
const words = (text: string) =>
  ` ${text
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .replace(/[^a-z0-9']+/g, ' ')
    .trim()} `;

/** The theme a reason belongs to. */
export function themeOf(reason: string): string {
  const text = words(reason);
  return (
    REASON_THEMES.find(({ phrases }) => phrases.some((p) => text.includes(words(p))))?.theme ?? OTHER_THEME
  );
}

/** The reasons (blank ones ignored) grouped into themes with counts. */
export function reasonThemes(reasons: readonly (string | null)[]): ReasonTheme[] {
  const groups = new Map<string, ReasonTheme>();
  for (const reason of reasons) {
    if (reason === null || reason.trim() === '') continue;
    const theme = themeOf(reason);
    const group = groups.get(theme);
    if (group) group.count += 1;
    else groups.set(theme, { theme, count: 1, example: reason.trim() });
  }
  const rank = (theme: string) =>
    theme === OTHER_THEME ? REASON_THEMES.length : REASON_THEMES.findIndex((t) => t.theme === theme);
  return [...groups.values()].sort(
    (a, b) =>
      Number(a.theme === OTHER_THEME) - Number(b.theme === OTHER_THEME) ||
      b.count - a.count ||
      rank(a.theme) - rank(b.theme),
  );
}
