import { describe, expect, it } from 'vitest';
import { DOCUMENT_MESSAGES, documentRefusal, formatBytes } from './document-rules';

describe('documentRefusal', () => {
  it('takes the listed types up to 10 MB, whatever the case of the extension', () => {
    expect(documentRefusal({ name: 'msa.pdf', size: 1000 })).toBeNull();
    expect(documentRefusal({ name: 'Quote.XLSX', size: 10 * 1024 * 1024 })).toBeNull();
    expect(documentRefusal({ name: 'scan.jpeg', size: 5 })).toBeNull();
  });

  it('refuses other types, files without an extension, larger files and empty ones', () => {
    expect(documentRefusal({ name: 'setup.exe', size: 1000 })).toBe(DOCUMENT_MESSAGES.type);
    expect(documentRefusal({ name: 'README', size: 1000 })).toBe(DOCUMENT_MESSAGES.type);
    expect(documentRefusal({ name: 'pdf', size: 1000 })).toBe(DOCUMENT_MESSAGES.type);
    expect(documentRefusal({ name: 'big.pdf', size: 10 * 1024 * 1024 + 1 })).toBe(DOCUMENT_MESSAGES.size);
    expect(documentRefusal({ name: 'empty.pdf', size: 0 })).toBe(DOCUMENT_MESSAGES.empty);
  });

  it('formats sizes', () => {
    expect(formatBytes(96)).toBe('96 B');
    expect(formatBytes(2048)).toBe('2 KB');
    expect(formatBytes(2.5 * 1024 * 1024)).toBe('2.5 MB');
  });
});
