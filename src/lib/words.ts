import * as z from 'zod/mini';

/** `'a b c'` as the tuple `['a', 'b', 'c']`. */
type Split<Text extends string, Done extends string[] = []> = Text extends `${infer Word} ${infer Rest}`
  ? Split<Rest, [...Done, Word]>
  : [...Done, Text];

/**
 * A closed vocabulary (a status, a filter, the columns a list orders by) written once, as its words
 * in order with one space between them: `words('draft sent paid')` gives the values as a typed tuple
 * and the zod enum of exactly them, whose `z.infer` is the vocabulary's type.
 */
export function words<const Text extends string>(text: Text) {
  // What split gives is what Split says, word for word.
  const values = text.split(' ') as unknown as Readonly<Split<Text>>;
  return { values, schema: z.enum(values) };
}
