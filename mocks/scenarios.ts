/** Named data sets and behaviours QA can switch between (see mocks/README.md). */
export const SCENARIO_NAMES = ['default', 'empty', 'large', 'slow', 'flaky'] as const;
export type ScenarioName = (typeof SCENARIO_NAMES)[number];

export interface Scenario {
  /** Generated users on top of the named accounts. */
  acmeUsers: number;
  globexUsers: number;
  /** Companies besides Acme and Globex, for the super admin's list. */
  otherCompanies: number;
  withTasks: boolean;
  withStats: boolean;
  /** Catalogue products: null, the real catalogue (~1,200); a number, topped up with generated ones. */
  catalogueSize: number | null;
  /** Stacks, stack requests and reviews of the seeded people (the catalogue is always there). */
  withStacks: boolean;
  /** Savings opportunities and their comments (Acme's and Globex's). */
  withOpportunities: boolean;
  /** Contracts, their documents, seat assignments and cloud spend (Acme's and Globex's). */
  withContracts: boolean;
  /** Notifications of the named people and the dashboard's promos. */
  withNotifications: boolean;
  /** Payment cards and their statements, and the payment accounts' statements (Acme's and Globex's; needs contracts). */
  withCards: boolean;
  /** How many cards Acme has with `withCards`. */
  acmeCards: number;
  /** Apps Acme's sign-in logs show (rows of Organize); 0: none. */
  acmeFlows: number;
  /** Fixed latency that replaces the realistic one; null keeps the configured latency. */
  latencyMs: number | null;
  /** Share of non-control calls answered with 503. */
  failureRate: number;
}

const BASE: Scenario = {
  acmeUsers: 1200,
  globexUsers: 150,
  otherCompanies: 30,
  withTasks: true,
  withStats: true,
  catalogueSize: null,
  withStacks: true,
  withOpportunities: true,
  withContracts: true,
  withNotifications: true,
  withCards: true,
  acmeCards: 25,
  acmeFlows: 150,
  latencyMs: null,
  failureRate: 0,
};

export const SCENARIOS: Readonly<Record<ScenarioName, Scenario>> = {
  default: BASE,
  empty: {
    ...BASE,
    acmeUsers: 0,
    globexUsers: 0,
    otherCompanies: 0,
    withTasks: false,
    withStats: false,
    withStacks: false,
    withOpportunities: false,
    withContracts: false,
    withNotifications: false,
    withCards: false,
    acmeFlows: 0,
  },
  large: { ...BASE, acmeUsers: 10_000, catalogueSize: 5000, acmeCards: 1000, acmeFlows: 2000 },
  slow: { ...BASE, latencyMs: 1500 },
  flaky: { ...BASE, failureRate: 0.2 },
};

export function isScenarioName(value: unknown): value is ScenarioName {
  return typeof value === 'string' && (SCENARIO_NAMES as readonly string[]).includes(value);
}
