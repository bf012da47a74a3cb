/** Contract documents: the multipart upload's rules, a document's life (uploaded, listed, downloaded, deleted). */
import { describe, expect, test } from 'vitest';
import { documentListSchema, documentReplySchema } from '@/features/contracts/api/schemas';
import { UNKNOWN_ID, call, url } from './support/api';
import { REQUIRED, expectDetail, expectFieldErrors, parsed } from './support/expect';
import { aProduct, createdContract } from './support/records';
import { as } from './support/sessions';

const MISSING = 'Document not found.';

function form(contract: string, file?: { name: string; type: string; text: string }): FormData {
  const data = new FormData();
  data.set('contract', contract);
  if (file) data.set('file', new Blob([file.text], { type: file.type }), file.name);
  return data;
}

describe('/uploads/', () => {
  test('a contract is required; a body that is not multipart is 415; unknown documents are 404', async (context) => {
    const { access: token } = await as(context, 'client_admin');
    expectFieldErrors(await call('GET', '/uploads/', { token }), { contract: [REQUIRED] });
    const json = await call('POST', '/uploads/', { token, body: {} });
    expectDetail(json, 415, 'Unsupported media type "application/json" in request.');
    expectDetail(await call('GET', `/uploads/${UNKNOWN_ID}/download/`, { token }), 404, MISSING);
    expectDetail(await call('DELETE', `/uploads/${UNKNOWN_ID}/`, { token }), 404, MISSING);
  });

  test("a document's life on a contract made for it", async (context) => {
    const { access: token } = await as(context, 'client_admin');
    const { contract } = await createdContract(token, await aProduct(token));
    const upload = (data: FormData) => call('POST', '/uploads/', { token, raw: data });

    expectFieldErrors(await upload(form(contract.id)), { file: ['No file was submitted.'] });
    expectFieldErrors(
      await upload(form(contract.id, { name: 'tool.exe', type: 'application/octet-stream', text: 'MZ' })),
      {
        file: ['Only PDF, Office documents and images can be uploaded.'],
      },
    );
    expectFieldErrors(
      await upload(form(UNKNOWN_ID, { name: 'a.pdf', type: 'application/pdf', text: '%PDF-1.4' })),
      {
        contract: [`Invalid pk "${UNKNOWN_ID}" - object does not exist.`],
      },
    );

    const text = '%PDF-1.4 conformance';
    const sent = parsed(
      documentReplySchema,
      await upload(form(contract.id, { name: 'terms.pdf', type: 'application/pdf', text })),
      201,
    );
    expect(sent.message).toBe('"terms.pdf" has been uploaded.');
    expect(sent.upload).toMatchObject({ contract_id: contract.id, name: 'terms.pdf', size: text.length });
    const list = parsed(
      documentListSchema,
      await call('GET', `/uploads/?contract=${contract.id}`, { token }),
    );
    expect(list.rows.map((row) => row.id)).toEqual([sent.upload.id]);

    const download = await fetch(url(`/uploads/${sent.upload.id}/download/`), {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toMatch(/^attachment; filename="terms\.pdf"/);
    expect(await download.text()).toBe(text);

    const deleted = await call('DELETE', `/uploads/${sent.upload.id}/`, { token });
    expect(deleted.body).toEqual({ message: '"terms.pdf" has been deleted.' });
  });
});
