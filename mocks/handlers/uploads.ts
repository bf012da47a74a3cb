/**
 * A contract's documents (the super admin has none: 403; another tenant's id does not exist: 404).
 *
 * - `GET /uploads/?contract=<id>`: the contract's documents, newest first: `{ rows, count }`.
 * - `POST /uploads/` (multipart: `file`, `contract`): `{ upload, message }`; a file over 10 MB or
 *   not a PDF, Office document or image is refused with 400 `{ file: ["…"] }`.
 * - `GET /uploads/<id>/download/`: the file, with its Content-Type and Content-Disposition.
 * - `DELETE /uploads/<id>/`.
 *
 * Anyone of the tenant reads and downloads; client admins upload and delete. Uploaded bytes stay
 * in memory (`documentBytes`); seeded documents' contents are generated on download.
 */
import { DOCUMENT_EXTENSIONS, DOCUMENT_MAX_BYTES } from '@/features/contracts/api/schemas';
import { contractDocuments, documentBytes, findContract, findDocument } from '../db';
import { seededDocumentBytes } from '../fixtures/contracts';
import { authed, ID } from '../http/handler';
import { detail, fieldErrors, json, notFound, permissionDenied } from '../http/replies';
import { documentOf } from './contract-views';
import { personOf } from './opportunity-views';

export const DOCUMENT_NOT_FOUND = 'Document not found.';
export const FILE_TOO_LARGE = 'File must be 10 MB or smaller.';
export const FILE_TYPE_REFUSED = 'Only PDF, Office documents and images can be uploaded.';
const ADMINS = ['client_admin'] as const;

/** The Content-Type a document of each extension is served with. */
const CONTENT_TYPES: Readonly<Record<(typeof DOCUMENT_EXTENSIONS)[number], string>> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ppt: 'application/vnd.ms-powerpoint',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  csv: 'text/csv',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
};

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot === -1 ? '' : name.slice(dot + 1).toLowerCase();
}

const isDocumentExtension = (ext: string): ext is keyof typeof CONTENT_TYPES => ext in CONTENT_TYPES;

/** Content-Disposition with a plain fallback name and the exact one in RFC 5987 form. */
function dispositionOf(name: string): string {
  const plain = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${plain}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

export const uploadHandlers = [
  authed.get('/uploads/', {}, ({ query, tenantId }) => {
    if (tenantId === null) return permissionDenied();
    const contractId = query.get('contract')?.trim() ?? '';
    if (contractId === '') return fieldErrors({ contract: ['This field is required.'] });
    if (!findContract(contractId, tenantId)) return notFound('Contract not found.');
    const rows = contractDocuments
      .findMany((q) => q.where((d) => d.contract_id === contractId && d.tenant_id === tenantId))
      .sort((a, b) => b.uploaded_at.localeCompare(a.uploaded_at) || a.name.localeCompare(b.name, 'en'));
    return json({ rows: rows.map(documentOf), count: rows.length });
  }),

  authed.post('/uploads/', { roles: ADMINS }, async ({ request, user, tenantId }) => {
    if (tenantId === null) return permissionDenied();
    let form: FormData;
    try {
      form = await request.formData();
    } catch {
      // DRF's words; the type is the request's Content-Type as sent.
      return detail(415, `Unsupported media type "${request.headers.get('Content-Type') ?? ''}" in request.`);
    }
    // Not `instanceof File`: under jsdom the form's File and the global one are different classes.
    const entry = form.get('file');
    const file = entry !== null && typeof entry !== 'string' ? entry : null;
    const contractId = form.get('contract');
    const errors: Record<string, string[]> = {};
    if (file === null) errors.file = ['No file was submitted.'];
    else if (file.size > DOCUMENT_MAX_BYTES) errors.file = [FILE_TOO_LARGE];
    else if (!isDocumentExtension(extensionOf(file.name))) errors.file = [FILE_TYPE_REFUSED];
    if (typeof contractId !== 'string' || contractId.trim() === '')
      errors.contract = ['This field is required.'];
    else if (!findContract(contractId.trim(), tenantId))
      errors.contract = [`Invalid pk "${contractId}" - object does not exist.`];
    if (Object.keys(errors).length > 0 || file === null || typeof contractId !== 'string')
      return fieldErrors(errors);
    const ext = extensionOf(file.name);
    const bytes = new Uint8Array(await file.arrayBuffer());
    const created = await contractDocuments.create({
      id: crypto.randomUUID(),
      tenant_id: tenantId,
      contract_id: contractId.trim(),
      name: file.name,
      size: bytes.length,
      content_type: isDocumentExtension(ext) ? CONTENT_TYPES[ext] : 'application/octet-stream',
      uploaded_by: personOf(user),
      uploaded_at: new Date().toISOString(),
      seeded: false,
    });
    documentBytes.set(created.id, bytes);
    return json({ upload: documentOf(created), message: `"${created.name}" has been uploaded.` }, 201);
  }),

  authed.get(`/uploads/${ID}/download/`, {}, ({ params, tenantId }) => {
    if (tenantId === null) return permissionDenied();
    const record = findDocument(params.id!, tenantId);
    if (!record) return notFound(DOCUMENT_NOT_FOUND);
    const bytes = documentBytes.get(record.id) ?? (record.seeded ? seededDocumentBytes(record) : undefined);
    // An upload's bytes do not outlive the page (see mocks/README.md).
    if (!bytes) return notFound('The file is no longer available.');
    return new Response(bytes.slice().buffer, {
      status: 200,
      headers: {
        'Content-Type': record.content_type,
        'Content-Length': String(bytes.length),
        'Content-Disposition': dispositionOf(record.name),
      },
    });
  }),

  authed.delete(`/uploads/${ID}/`, { roles: ADMINS }, ({ params, tenantId }) => {
    if (tenantId === null) return permissionDenied();
    const record = findDocument(params.id!, tenantId);
    if (!record) return notFound(DOCUMENT_NOT_FOUND);
    contractDocuments.delete((q) => q.where((d) => d.id === record.id));
    documentBytes.delete(record.id);
    return json({ message: `"${record.name}" has been deleted.` });
  }),
];
