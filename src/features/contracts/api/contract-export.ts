/**
 * The contract list as a CSV file (`src/lib/csv-export.ts`): every row the filters select, not only
 * the page shown, in the list's order.
 */
import { csvFileName, exportCsv } from '@/lib/csv-export';
import { request } from '@/lib/http';
import type { DownloadedFile } from '@/lib/save-file';
import { fullName } from '@/lib/person';
import { CONTRACT_LIST_MAX_TOP, contractListSchema, type Contract, type ContractListQuery } from './schemas';

export const CONTRACT_EXPORT_FALLBACKS = { export: 'Unable to export contracts. Please try again' } as const;

export const CONTRACT_CSV_HEADERS = [
  'App',
  'Vendor',
  'Owner',
  'Owner email',
  'Start date',
  'End date',
  'Notice days',
  'Cancel by',
  'Billing',
  'Annual cost',
  'Currency',
  'Annual cost (tenant currency)',
  'Auto-renew',
  'Seats bought',
  'Seats used',
] as const;

/** `contracts_20260315_101500.csv`: contracts_, a UTC timestamp, .csv. */
export function contractsFileName(date: Date = new Date()): string {
  return csvFileName('contracts', date);
}

export function contractCsvRow(contract: Contract): (string | number)[] {
  return [
    contract.app.name,
    contract.app.vendor,
    contract.owner ? fullName(contract.owner) : '',
    contract.owner?.email ?? '',
    contract.start_date,
    contract.end_date,
    contract.notice_days,
    contract.cancel_by,
    contract.billing_frequency,
    contract.annual_cost,
    contract.currency,
    contract.annual_cost_tenant,
    contract.auto_renew ? 'yes' : 'no',
    contract.seats,
    contract.seats_used,
  ];
}

/** The CSV of every contract the list's filters select (paging left aside). */
export function exportContracts(query: ContractListQuery): Promise<DownloadedFile> {
  return exportCsv({
    prefix: 'contracts',
    headers: CONTRACT_CSV_HEADERS,
    pageSize: CONTRACT_LIST_MAX_TOP,
    fetchPage: ({ skip, top }) =>
      request('get', 'contracts/', contractListSchema, {
        searchParams: { ...query, skip, top },
        fallback: CONTRACT_EXPORT_FALLBACKS.export,
      }),
    cells: contractCsvRow,
  });
}
