import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { tokensFor } from '@mocks/node';
import { request } from '@/lib/http';
import { storeTokens } from '@/lib/tokens';
import { useMockApi } from '@/test/mock-api';
import { CONTRACT_CSV_HEADERS, contractsFileName, exportContracts } from './contract-export';
import { contractListSchema } from './schemas';

useMockApi();

describe('exportContracts', () => {
  it('names the file contracts_<UTC timestamp>.csv', () => {
    expect(contractsFileName(new Date(Date.UTC(2026, 2, 5, 9, 7, 3)))).toBe('contracts_20260305_090703.csv');
  });

  it('writes every contract the filters select, whatever page the list shows', async () => {
    storeTokens(tokensFor('admin@acme.test'));
    const query = { auto_renew: 'yes' as const, skip: 25, top: 25 };
    const { count } = await request('get', 'contracts/', contractListSchema, { searchParams: query });
    const file = await exportContracts(query);
    expect(file.filename).toMatch(/^contracts_\d{8}_\d{6}\.csv$/);
    const parsed = Papa.parse<string[]>((await file.blob.text()).trim());
    expect(parsed.data[0]).toEqual([...CONTRACT_CSV_HEADERS]);
    expect(parsed.data).toHaveLength(count + 1);
    expect(count).toBeGreaterThan(25);
    for (const row of parsed.data.slice(1)) expect(row[12]).toBe('yes');
  });
});
