/**
 * The contract list as a CSV file: every row the filters select (not only the page shown), fetched
 * in pages of the largest size the API serves, in the list's order. papaparse loads only when a file
 * is made, so it stays out of the page's chunk.
 */
import { request } from '@/lib/http';
import type { DownloadedFile } from '@/lib/save-file';
import { fullName } from '@/lib/person';
import { CONTRACT_LIST_MAX_TOP, contractListSchema, type Contract, type ContractListQuery } from './schemas';

export const EXPORT_CONTRACTS_FALLBACK = 'Unable to export contracts. Please try again';

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

const pad = (n: number) => String(n).padStart(2, '0');

/** `contracts_20260315_101500.csv`: contracts_, a UTC timestamp, .csv. */
export function contractsFileName(date: Date = new Date()): string {
  const stamp =
    `${date.getUTCFullYear()}${pad(date.getUTCMonth() + 1)}${pad(date.getUTCDate())}_` +
    `${pad(date.getUTCHours())}${pad(date.getUTCMinutes())}${pad(date.getUTCSeconds())}`;
  return `contracts_${stamp}.csv`;
}

/** Every contract a query selects, whatever its page: pages of the largest size, one after another. */
export async function fetchAllContracts(query: ContractListQuery): Promise<Contract[]> {
  const rows: Contract[] = [];
  for (let skip = 0; ; skip += CONTRACT_LIST_MAX_TOP) {
    const page = await request('get', 'contracts/', contractListSchema, {
      searchParams: { ...query, skip, top: CONTRACT_LIST_MAX_TOP },
      fallback: EXPORT_CONTRACTS_FALLBACK,
    });
    rows.push(...page.rows);
    if (page.rows.length < CONTRACT_LIST_MAX_TOP || rows.length >= page.count) return rows;
  }
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
export async function exportContracts(query: ContractListQuery): Promise<DownloadedFile> {
  const [{ default: Papa }, rows] = await Promise.all([
    import('papaparse'),
    fetchAllContracts({ ...query, skip: undefined, top: undefined }),
  ]);
  const csv = Papa.unparse({ fields: [...CONTRACT_CSV_HEADERS], data: rows.map(contractCsvRow) });
  return { blob: new Blob([csv], { type: 'text/csv;charset=utf-8' }), filename: contractsFileName() };
}
