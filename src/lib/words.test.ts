import { describe, expect, expectTypeOf, it } from 'vitest';
import * as z from 'zod/mini';
import { words } from './words';

describe('words', () => {
  const { values, schema } = words('draft sent paid');

  it('gives the words in order and the enum of exactly them', () => {
    expect(values).toEqual(['draft', 'sent', 'paid']);
    expect(z.safeParse(schema, 'sent').success).toBe(true);
    expect(z.safeParse(schema, 'lost').success).toBe(false);
  });

  it('types both by their words', () => {
    expectTypeOf(values).toEqualTypeOf<readonly ['draft', 'sent', 'paid']>();
    expectTypeOf<z.infer<typeof schema>>().toEqualTypeOf<'draft' | 'sent' | 'paid'>();
  });
});
