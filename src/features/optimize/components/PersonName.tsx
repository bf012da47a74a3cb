import { PersonAvatar } from '@/components/ui/Avatar';
import { personName, type Person } from '@/lib/person';

/**
 * A person in a row or a comment: their picture or initials, then their name. The avatar is
 * decoration beside the name, so it is hidden from assistive technology.
 */
export function PersonName({ person }: { person: Person }) {
  return (
    <span className="inline-flex items-center gap-2">
      <PersonAvatar person={person} decorative />
      <span>{personName(person)}</span>
    </span>
  );
}
