// @vitest-environment node
// Node's own File and FormData: under jsdom, fetch cannot send a jsdom File as multipart.
import { describe, expect, it } from 'vitest';
import { documentListSchema, documentReplySchema } from '@/features/contracts/api/schemas';
import { contractDocuments } from '../db';
import { ACME_CONTRACT_FACTS, contractId, DEMO_EMAIL, GLOBEX_TENANT_ID } from '../fixtures';
import { tokensFor } from '../node';
import { API, call, useMockServer } from '../testing';

useMockServer();

const ADMIN = 'admin@acme.test';
const OLIVIA = 'user@acme.test';
const SLACK = ACME_CONTRACT_FACTS.slack.id;
const token = (email: string) => tokensFor(email).access;

function upload(email: string, file: File | null, contract: string | null = SLACK) {
  const form = new FormData();
  if (file) form.set('file', file);
  if (contract !== null) form.set('contract', contract);
  return fetch(`${API}/uploads/`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token(email)}` },
    body: form,
  });
}

async function documents(contract = SLACK, email = OLIVIA) {
  const reply = await call('GET', `/uploads/?contract=${contract}`, { token: token(email) });
  expect(reply.status).toBe(200);
  return documentListSchema.parse(reply.body);
}

describe('contract documents', () => {
  it('lists a contract’s seeded documents, which download as small PDFs', async () => {
    const list = await documents();
    expect(list.count).toBeGreaterThan(0);
    const first = list.rows[0]!;
    expect(first).toMatchObject({
      contract_id: SLACK,
      content_type: 'application/pdf',
      url: `uploads/${first.id}/download/`,
    });
    const response = await fetch(`${API}/${first.url}`, {
      headers: { Authorization: `Bearer ${token(OLIVIA)}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('application/pdf');
    expect(response.headers.get('Content-Disposition')).toContain(`filename="${first.name}"`);
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(bytes.length).toBe(first.size);
    expect(new TextDecoder().decode(bytes.slice(0, 8))).toBe('%PDF-1.4');
  });

  it('lets a client admin upload a document, download the same bytes and delete it', async () => {
    const text = 'Order form, signed';
    const reply = await upload(ADMIN, new File([text], 'Signed order form.docx'));
    expect(reply.status).toBe(201);
    const { upload: doc, message } = documentReplySchema.parse(await reply.json());
    expect(message).toBe('"Signed order form.docx" has been uploaded.');
    expect(doc).toMatchObject({
      contract_id: SLACK,
      name: 'Signed order form.docx',
      size: text.length,
      content_type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      uploaded_by: { email: ADMIN },
    });
    expect((await documents()).rows[0]!.id).toBe(doc.id);
    const contract = await call('GET', `/contracts/${SLACK}/`, { token: token(OLIVIA) });
    expect(contract.body.contract.document_count).toBe((await documents()).count);

    const download = await fetch(`${API}/uploads/${doc.id}/download/`, {
      headers: { Authorization: `Bearer ${token(OLIVIA)}` },
    });
    expect(await download.text()).toBe(text);
    expect(download.headers.get('Content-Disposition')).toBe(
      'attachment; filename="Signed order form.docx"; filename*=UTF-8\'\'Signed%20order%20form.docx',
    );

    expect((await call('DELETE', `/uploads/${doc.id}/`, { token: token(OLIVIA) })).status).toBe(403);
    const deleted = await call('DELETE', `/uploads/${doc.id}/`, { token: token(ADMIN) });
    expect(deleted).toMatchObject({
      status: 200,
      body: { message: '"Signed order form.docx" has been deleted.' },
    });
    expect((await call('GET', `/uploads/${doc.id}/download/`, { token: token(ADMIN) })).status).toBe(404);
  });

  it('refuses files over 10 MB and files of other types', async () => {
    const big = await upload(ADMIN, new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'scan.pdf'));
    expect(big.status).toBe(400);
    expect(await big.json()).toEqual({ file: ['File must be 10 MB or smaller.'] });
    const exactly = await upload(ADMIN, new File([new Uint8Array(10 * 1024 * 1024)], 'scan.pdf'));
    expect(exactly.status).toBe(201);
    for (const name of ['setup.exe', 'notes.txt', 'archive.zip', 'README']) {
      const reply = await upload(ADMIN, new File(['x'], name));
      expect(reply.status).toBe(400);
      expect(await reply.json()).toEqual({
        file: ['Only PDF, Office documents and images can be uploaded.'],
      });
    }
    const missing = await upload(ADMIN, null, null);
    expect(await missing.json()).toEqual({
      file: ['No file was submitted.'],
      contract: ['This field is required.'],
    });
  });

  it('keeps documents to the tenant and uploads to client admins, never the demo account', async () => {
    const globexContract = contractId(GLOBEX_TENANT_ID, 'slack');
    expect((await call('GET', `/uploads/?contract=${globexContract}`, { token: token(ADMIN) })).status).toBe(
      404,
    );
    const globexDoc = contractDocuments.findFirst((q) => q.where((d) => d.tenant_id === GLOBEX_TENANT_ID));
    if (globexDoc) {
      expect((await call('GET', `/uploads/${globexDoc.id}/download/`, { token: token(ADMIN) })).status).toBe(
        404,
      );
    }
    const elsewhere = await upload(ADMIN, new File(['x'], 'a.pdf'), globexContract);
    expect(elsewhere.status).toBe(400);
    expect(Object.keys(await elsewhere.json())).toEqual(['contract']);
    expect((await upload(OLIVIA, new File(['x'], 'a.pdf'))).status).toBe(403);
    const demo = await upload(DEMO_EMAIL, new File(['x'], 'a.pdf'));
    expect(demo.status).toBe(403);
    expect(await demo.json()).toEqual({ detail: 'Sorry, this is a read-only demo account.' });
    expect(
      (await call('GET', `/uploads/?contract=${SLACK}`, { token: token('root@platform.test') })).status,
    ).toBe(403);
    expect((await call('GET', '/uploads/', { token: token(ADMIN) })).body).toEqual({
      contract: ['This field is required.'],
    });
  });
});

describe('a body that is not multipart', () => {
  it("is DRF's 415, naming the media type sent", async () => {
    const reply = await call('POST', '/uploads/', { token: token(ADMIN), body: {} });
    expect(reply).toMatchObject({
      status: 415,
      body: { detail: 'Unsupported media type "application/json" in request.' },
    });
  });
});
