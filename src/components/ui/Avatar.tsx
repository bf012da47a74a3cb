import { useState } from 'react';
import { User } from 'lucide-react';
import { initials } from '@/lib/format';
import { personName } from '@/lib/person';

export interface AvatarProps {
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
  /** Image URL (the user's `avatar`); initials are shown when absent or when it fails to load. */
  src?: string | null;
  /** Accessible name / alt text; defaults to the full name, else the e-mail. */
  label?: string;
  className?: string;
}

/** A user's avatar: their picture, or their initials in a 40 px circle. */
export function Avatar({ firstName, lastName, email, src, label, className }: AvatarProps) {
  // Remember which URL failed rather than a flag, so a new URL is tried again without an effect.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const name = label ?? (personName({ first_name: firstName, last_name: lastName, email }) || 'User');
  const base = 'inline-flex size-10 shrink-0 select-none items-center justify-center rounded-full';
  const classes = (extra: string) => [base, extra, className].filter(Boolean).join(' ');
  const url = src?.trim();

  if (url && url !== failedSrc) {
    return (
      <img
        src={url}
        alt={name}
        width={40}
        height={40}
        loading="lazy"
        decoding="async"
        className={classes('object-cover bg-slate-200 dark:bg-slate-700')}
        onError={() => setFailedSrc(url)}
      />
    );
  }

  const letters = initials(firstName, lastName, email);
  return (
    <span
      role="img"
      aria-label={name}
      title={name}
      className={classes(
        'bg-indigo-100 text-sm font-semibold text-indigo-800 dark:bg-indigo-900 dark:text-indigo-100',
      )}
    >
      {letters ? <span aria-hidden="true">{letters}</span> : <User aria-hidden="true" className="size-5" />}
    </span>
  );
}

/** The parts of a person (a user, a comment's author, a seat holder) their avatar is drawn from. */
export interface AvatarPerson {
  first_name?: string | null;
  last_name?: string | null;
  email?: string | null;
  avatar?: string | null;
}

/**
 * A person's avatar. `decorative` when their name is written beside it: the picture is then hidden
 * from assistive technology, so the name is not read twice.
 */
export function PersonAvatar({
  person,
  decorative = false,
  className,
}: {
  person: AvatarPerson;
  decorative?: boolean;
  className?: string;
}) {
  const avatar = (
    <Avatar
      firstName={person.first_name}
      lastName={person.last_name}
      email={person.email}
      src={person.avatar}
      className={className}
    />
  );
  return decorative ? (
    <span aria-hidden="true" className="inline-flex">
      {avatar}
    </span>
  ) : (
    avatar
  );
}
