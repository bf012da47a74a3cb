import type { MenuItem } from './menu';

/** What the welcome tour says about each sidebar area, by route. Areas without a line are skipped. */
const AREA_INTRODUCTIONS: Readonly<Record<string, string>> = {
  '/': 'Your dashboard: spend, apps in use, savings found, renewals coming up and your own tasks.',
  '/reach': 'The app catalogue: find apps, add them to your stack or ask for them.',
  '/usage': 'Who really uses each app, so unused licences can be reclaimed.',
  '/optimize': 'Savings opportunities, tracked on a board from identified to realised.',
  '/contracts': 'Contracts and renewals: owners, notice periods and cancel-by dates.',
  '/ai-survey-agent': 'Ask people whether they still need an app and let the agent sum up the answers.',
  '/manage': 'The people in your company: invite, import, deactivate and manage roles.',
  '/cards': 'Virtual payment cards for your subscriptions, with statements.',
  '/settings': 'Company profile, integrations and discovery options.',
  '/admin/companies/': 'Every client company on the platform: create, edit, switch live.',
  '/admin/users/': 'Users across all companies.',
  '/reach/': 'The app catalogue every client sees.',
};

export interface TourStep {
  /** The sidebar item the step is about (null for the opening step). */
  to: string | null;
  title: string;
  text: string;
}

/** The tour: a greeting, then one step per sidebar area this user actually has. */
export function tourSteps(firstName: string, menu: readonly MenuItem[]): TourStep[] {
  const greeting: TourStep = {
    to: null,
    title: firstName ? `Hello, ${firstName}` : 'Hello',
    text: 'A quick look at the areas in the sidebar. It takes under a minute, and you can skip it.',
  };
  const areas = menu.flatMap((item): TourStep[] => {
    if (item.kind !== 'route') return [];
    const text = AREA_INTRODUCTIONS[item.to];
    return text ? [{ to: item.to, title: item.label, text }] : [];
  });
  return [greeting, ...areas];
}
