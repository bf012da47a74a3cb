import type { FlowSource } from '../api/schemas';
import { FLOW_SOURCE_LABELS } from '../model/flow-review';

/** Microsoft Entra ID's (Azure's) mark, drawn small: a blue "A". */
function AzureMark({ className }: { className: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className={className}>
      <path fill="#0078D4" d="M10.6 2.5h5.1L9 21.5H3.5z" />
      <path fill="#1490DF" d="M13.4 8.6 20.5 21.5H7.9l7.4-1.9-3.3-4.1z" />
    </svg>
  );
}

/** Okta's mark, drawn small: a ring. */
function OktaMark({ className }: { className: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className={className}>
      <circle cx="12" cy="12" r="7.5" fill="none" stroke="#007DC1" strokeWidth="4" />
    </svg>
  );
}

/**
 * Google's mark, drawn small: a blue "G". Not the kit's GoogleLogo: sharing that module with the
 * sign-in page would split it into a file of its own that /login then fetches.
 */
function GoogleMark({ className }: { className: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className={className}>
      <path fill="none" stroke="#4285F4" strokeWidth="3.5" d="M19.4 7.5A8.5 8.5 0 1 0 20.5 13H12" />
    </svg>
  );
}

const MARKS = { azure: AzureMark, google: GoogleMark, okta: OktaMark } as const;

/**
 * A log source's mark, named for assistive technology ("Azure", "Google", "Okta") and on hover;
 * `decorative` where the source's name is written beside it.
 */
export function SourceMark({
  source,
  className = 'size-4',
  decorative = false,
}: {
  source: FlowSource;
  className?: string;
  decorative?: boolean;
}) {
  const Mark = MARKS[source];
  if (decorative) return <Mark className={`shrink-0 ${className}`} />;
  const name = FLOW_SOURCE_LABELS[source];
  return (
    <span role="img" aria-label={name} title={name} className="inline-flex shrink-0">
      <Mark className={className} />
    </span>
  );
}

/** Where an app was seen: each source's mark, side by side. */
export function SourceMarks({ sources }: { sources: readonly FlowSource[] }) {
  return (
    <span className="flex items-center gap-1.5">
      {sources.map((source) => (
        <SourceMark key={source} source={source} />
      ))}
    </span>
  );
}

/** A source as a table's text shows it: its mark and its name. */
export function SourceName({ source }: { source: FlowSource }) {
  return (
    <span className="inline-flex items-center gap-1.5 whitespace-nowrap">
      <SourceMark source={source} className="size-3.5" decorative />
      {FLOW_SOURCE_LABELS[source]}
    </span>
  );
}

/** Several sources, each with its name (a person seen by more than one). */
export function SourceNames({ sources }: { sources: readonly FlowSource[] }) {
  return (
    <span className="inline-flex flex-wrap gap-x-3 gap-y-1">
      {sources.map((source) => (
        <SourceName key={source} source={source} />
      ))}
    </span>
  );
}
