/**
 * An app's page in the URL (`/organize/<id>`): the page of each evidence list, the people who use
 * the app (`people`) and the events behind it (`events`). Both start at 1, which stays out of the
 * URL. Route validation runs in the entry chunk, so this imports nothing of the payload schemas.
 */
import type * as z from 'zod/mini';
import { listSearch, pageParams, pageSizes } from '@/lib/list-search';

/** Rows a page of either list; one size, so the two pages are all the URL keeps. */
export const EVIDENCE_PAGE_SIZE = 25;
const { page } = pageParams(pageSizes([EVIDENCE_PAGE_SIZE], EVIDENCE_PAGE_SIZE));

const flowEvidenceSearch = listSearch({ people: page, events: page });
export const flowEvidenceSearchSchema = flowEvidenceSearch.schema;
export const FLOW_EVIDENCE_SEARCH_DEFAULTS = flowEvidenceSearch.defaults;
export type FlowEvidenceSearch = z.output<typeof flowEvidenceSearchSchema>;
export type EvidenceList = keyof FlowEvidenceSearch;

/** The API's page of one evidence list for the URL's page. */
export function evidencePage(search: FlowEvidenceSearch, list: EvidenceList) {
  return { skip: (search[list] - 1) * EVIDENCE_PAGE_SIZE, top: EVIDENCE_PAGE_SIZE };
}
