import { describe, expect, it } from 'vitest';
import { ApiError } from './errors';
import { unlessNotFound } from './not-found';

describe('unlessNotFound', () => {
  it('gives the record, or null for a 404', async () => {
    expect(await unlessNotFound(Promise.resolve({ id: 1 }))).toEqual({ id: 1 });
    expect(await unlessNotFound(Promise.reject(new ApiError(404, { detail: 'Not found.' }, 'x')))).toBeNull();
  });

  it('throws any other failure, for the route’s error view', async () => {
    const refused = new ApiError(403, { detail: 'No.' }, 'x');
    await expect(unlessNotFound(Promise.reject(refused))).rejects.toBe(refused);
    await expect(unlessNotFound(Promise.reject(new TypeError('offline')))).rejects.toThrow('offline');
  });
});
