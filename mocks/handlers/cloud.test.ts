import { describe, expect, it } from 'vitest';
import { cloudSpendSchema, type CloudSpend } from '@/features/cloud/api/schemas';
import { reportEmbedSchema } from '@/features/reports/api/schemas';
import { CLOUD_MOVERS, CLOUD_PROVIDERS } from '../fixtures/cloud';
import { resetMockApi, tokensFor } from '../node';
import { call, useMockServer } from '../testing';
import { utcToday } from '@/lib/calendar';

useMockServer();

const token = (email: string) => tokensFor(email).access;

async function spend(email = 'user@acme.test'): Promise<CloudSpend> {
  const reply = await call('GET', '/cloud/spend/', { token: token(email) });
  expect(reply.status).toBe(200);
  return cloudSpendSchema.parse(reply.body);
}

const amountOf = (data: CloudSpend, provider: string, service: string, month: string) =>
  data.rows.find((r) => r.provider === provider && r.service === service && r.month === month)!.amount;

describe('GET /cloud/spend/', () => {
  it('gives 12 whole months and the current one for three providers of 4–6 services each', async () => {
    const data = await spend();
    expect(data.currency).toBe('GBP');
    expect(data.report_id).toBe('cloud-spend');
    expect(data.months).toHaveLength(13);
    expect(data.months.at(-1)).toBe(utcToday().slice(0, 7));
    expect(data.months).toEqual([...data.months].sort());
    for (const provider of CLOUD_PROVIDERS) {
      const services = new Set(data.rows.filter((r) => r.provider === provider).map((r) => r.service));
      expect(services.size).toBeGreaterThanOrEqual(4);
      expect(services.size).toBeLessThanOrEqual(6);
      for (const service of services) {
        expect(data.rows.filter((r) => r.provider === provider && r.service === service)).toHaveLength(13);
      }
    }
    expect(data.rows.every((r) => r.amount > 0)).toBe(true);
  });

  it('is the same on every read and has clear movers', async () => {
    const data = await spend();
    await resetMockApi();
    expect(await spend()).toEqual(data);
    const [m8, m11] = [data.months[8]!, data.months[11]!];
    const { growing, falling, spike } = CLOUD_MOVERS;
    expect(amountOf(data, growing.provider, growing.service, m11)).toBeGreaterThan(
      1.2 * amountOf(data, growing.provider, growing.service, m8),
    );
    expect(amountOf(data, falling.provider, falling.service, m11)).toBeLessThan(
      0.85 * amountOf(data, falling.provider, falling.service, m8),
    );
    const spiked = data.months[12 - spike.monthsAgo]!;
    expect(amountOf(data, spike.provider, spike.service, spiked)).toBeGreaterThan(
      2 * amountOf(data, spike.provider, spike.service, data.months[12 - spike.monthsAgo - 1]!),
    );
  });

  it('gives Globex smaller spend in USD without a report, and refuses the super admin', async () => {
    const acme = await spend();
    const globex = await spend('admin@globex.test');
    expect(globex.currency).toBe('USD');
    expect(globex.report_id).toBeNull();
    const total = (d: CloudSpend) => d.rows.reduce((s, r) => s + r.amount, 0);
    expect(total(globex)).toBeGreaterThan(0);
    expect(total(globex)).toBeLessThan(total(acme) / 3);
    expect((await call('GET', '/cloud/spend/', { token: token('root@platform.test') })).status).toBe(403);
  });
});

describe('GET /pbi/reports/<id>/', () => {
  it('gives the embed configuration of the tenant’s reports, offline, valid for an hour', async () => {
    for (const id of ['usage-overview', 'cloud-spend']) {
      const before = Date.now();
      const reply = await call('GET', `/pbi/reports/${id}/`, { token: token('user@acme.test') });
      expect(reply.status).toBe(200);
      const embed = reportEmbedSchema.parse(reply.body);
      expect(embed).toMatchObject({
        id,
        embed_url: `https://app.powerbi.com/reportEmbed?reportId=${id}`,
        offline: true,
      });
      expect(embed.name).not.toBe('');
      expect(embed.token.length).toBeGreaterThan(20);
      const expiry = Date.parse(embed.expiry);
      expect(expiry - before).toBeGreaterThanOrEqual(60 * 60 * 1000 - 1000);
      expect(expiry - before).toBeLessThanOrEqual(60 * 60 * 1000 + 5000);
    }
  });

  it('answers 404 for unknown ids and for another tenant, 403 for the super admin', async () => {
    const unknown = await call('GET', '/pbi/reports/finance/', { token: token('user@acme.test') });
    expect(unknown).toMatchObject({ status: 404, body: { detail: 'Report not found.' } });
    expect(
      (await call('GET', '/pbi/reports/usage-overview/', { token: token('admin@globex.test') })).status,
    ).toBe(404);
    expect(
      (await call('GET', '/pbi/reports/usage-overview/', { token: token('root@platform.test') })).status,
    ).toBe(403);
  });
});
