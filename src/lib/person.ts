import * as z from 'zod/mini';

/** A person as other records refer to them (a requester, an owner, an author). */
export const personSchema = z.object({
  user_id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  avatar: z.nullable(z.string()),
});
export type Person = z.infer<typeof personSchema>;

/** A person's full name, else their e-mail. */
export function personName(person: Pick<Person, 'first_name' | 'last_name' | 'email'>): string {
  return `${person.first_name} ${person.last_name}`.trim() || person.email;
}
