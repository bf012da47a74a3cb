import { describe, expect, it } from 'vitest';
import { absoluteUrl, manageViewOf, pageOf, searchByName, shortUrl } from './catalogue-records';

describe('catalogue records', () => {
  it('keeps a website absolute: https:// is added only when no scheme was typed', () => {
    expect(absoluteUrl(' acme.example/pricing ')).toBe('https://acme.example/pricing');
    expect(absoluteUrl('http://acme.example')).toBe('http://acme.example');
    expect(absoluteUrl('HTTPS://acme.example')).toBe('HTTPS://acme.example');
    expect(absoluteUrl('   ')).toBe('');
    expect(shortUrl('https://acme.example/')).toBe('acme.example');
    expect(shortUrl('https://acme.example/pricing')).toBe('acme.example/pricing');
  });

  it('searches names case-insensitively and orders them by name either way, ties by id', () => {
    const rows = [
      { id: '3', name: 'zoom' },
      { id: '2', name: 'Acme' },
      { id: '1', name: 'acme' },
      { id: '4', name: 'Asana' },
    ];
    expect(searchByName(rows, '', 'asc').map((row) => row.id)).toEqual(['1', '2', '4', '3']);
    expect(searchByName(rows, '', 'desc').map((row) => row.id)).toEqual(['3', '4', '2', '1']);
    expect(searchByName(rows, ' ACM ', 'asc').map((row) => row.id)).toEqual(['1', '2']);
    expect(rows.map((row) => row.id)).toEqual(['3', '2', '1', '4']);
  });

  it('pages a list held in the browser', () => {
    const rows = Array.from({ length: 30 }, (_, i) => i);
    expect(pageOf(rows, 1, 12)).toEqual(rows.slice(0, 12));
    expect(pageOf(rows, 3, 12)).toEqual(rows.slice(24));
    expect(pageOf(rows, 4, 12)).toEqual([]);
  });

  it('shows the products for any view that is not one of Manage Apps’ own', () => {
    expect(manageViewOf('vendors')).toBe('vendors');
    expect(manageViewOf('categories')).toBe('categories');
    expect(manageViewOf('stack')).toBe('catalogue');
    expect(manageViewOf('requests')).toBe('catalogue');
  });
});
