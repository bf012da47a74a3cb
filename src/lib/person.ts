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

/** The parts a name is made of; any may be missing (a review's author carries no e-mail). */
export interface PersonNameParts {
  first_name?: string | null;
  last_name?: string | null;
  email?: string | null;
}

/** First and last name, each trimmed, joined by one space; '' when neither is given. */
export function fullName({ first_name, last_name }: PersonNameParts): string {
  return [first_name, last_name]
    .map((part) => (part ?? '').trim())
    .filter(Boolean)
    .join(' ');
}

/** How a person is shown: their full name, else their e-mail; '' when there is neither. */
export function personName(person: PersonNameParts): string {
  return fullName(person) || (person.email ?? '').trim();
}
