/**
 * The mock API's data layer: one @msw/data collection per area (a file each in this folder, typed
 * from the app's zod schemas where the app has one), composed here for persistence and reseeding,
 * plus the little state the server keeps besides its records. Handlers read and write only
 * through this folder.
 */
import type { Collection } from '@msw/data';
import type * as z from 'zod/mini';
import { accountTransactions, cardActivities, cards, cardSyncs, cardTransactions } from './cards';
import { categories, products, vendors } from './catalogue';
import { contractDocuments, contracts, documentBytes, seatAssignments } from './contracts';
import { flowImports, flows } from './flows';
import { notifications, promoDismissals, promos } from './notifications';
import { opportunities, opportunityComments } from './opportunities';
import { reviews } from './reviews';
import { stackEntries, stackRequests } from './stacks';
import { surveyRecipients, surveys } from './surveys';
import { tasks } from './tasks';
import { tenants } from './tenants';
import { invitations, passwordResets } from './links';
import { outbox } from './outbox';
import { accounts } from './users';

export * from './cards';
export * from './catalogue';
export * from './contracts';
export * from './flows';
export * from './links';
export * from './notifications';
export * from './opportunities';
export * from './outbox';
export * from './reviews';
export * from './stacks';
export * from './state';
export * from './surveys';
export * from './tasks';
export * from './tenants';
export * from './users';

/** Every collection with the field that identifies its rows; persistence and reseeding walk this. */
export const collections = {
  tenants: { collection: tenants, key: 'id' },
  accounts: { collection: accounts, key: 'user_id' },
  tasks: { collection: tasks, key: 'id' },
  invitations: { collection: invitations, key: 'token' },
  passwordResets: { collection: passwordResets, key: 'token' },
  outbox: { collection: outbox, key: 'id' },
  categories: { collection: categories, key: 'id' },
  vendors: { collection: vendors, key: 'id' },
  products: { collection: products, key: 'id' },
  stackEntries: { collection: stackEntries, key: 'id' },
  stackRequests: { collection: stackRequests, key: 'id' },
  reviews: { collection: reviews, key: 'id' },
  opportunities: { collection: opportunities, key: 'id' },
  opportunityComments: { collection: opportunityComments, key: 'id' },
  contracts: { collection: contracts, key: 'id' },
  contractDocuments: { collection: contractDocuments, key: 'id' },
  seatAssignments: { collection: seatAssignments, key: 'id' },
  notifications: { collection: notifications, key: 'id' },
  promos: { collection: promos, key: 'id' },
  promoDismissals: { collection: promoDismissals, key: 'id' },
  cards: { collection: cards, key: 'id' },
  cardTransactions: { collection: cardTransactions, key: 'id' },
  accountTransactions: { collection: accountTransactions, key: 'id' },
  cardActivities: { collection: cardActivities, key: 'id' },
  cardSyncs: { collection: cardSyncs, key: 'id' },
  flows: { collection: flows, key: 'id' },
  flowImports: { collection: flowImports, key: 'id' },
  surveys: { collection: surveys, key: 'id' },
  surveyRecipients: { collection: surveyRecipients, key: 'id' },
} as const;
export type CollectionName = keyof typeof collections;

/** Calls `listener` whenever a row of any collection is created, changed or deleted, seeding included. */
export function onAnyRowChange(listener: () => void): void {
  for (const { collection } of Object.values(collections)) {
    const { hooks } = collection as unknown as Collection<z.ZodMiniObject>;
    hooks.on('create', listener);
    hooks.on('update', listener);
    hooks.on('delete', listener);
  }
}

export function clearAllCollections(): void {
  Object.values(collections).forEach(({ collection }) => collection.clear());
  documentBytes.clear();
}
