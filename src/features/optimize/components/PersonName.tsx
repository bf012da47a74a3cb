import { Avatar } from '@/components/ui/Avatar';
import { personName, type Person } from '@/lib/person';

/**
 * A person in a row or a comment: their picture or initials, then their name. The avatar is
 * decoration beside the name, so it is hidden from assistive technology.
 */
export function PersonName({ person }: { person: Person }) {
  return (
    <span className="inline-flex items-center gap-2">
      <span aria-hidden="true" className="inline-flex">
        <Avatar
          firstName={person.first_name}
          lastName={person.last_name}
          email={person.email}
          src={person.avatar}
        />
      </span>
      <span>{personName(person)}</span>
    </span>
  );
}
