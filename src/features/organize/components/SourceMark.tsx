import { GoogleLogo } from '@/components/ui/GoogleLogo';
import { MicrosoftLogo } from '@/components/ui/MicrosoftLogo';
import type { FlowSource } from '../api/schemas';
import { FLOW_SOURCE_LABELS } from '../model/sources';

/** Okta's ring (decorative: the source's name is written beside it). */
function OktaLogo({ className }: { className: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className={className}>
      <circle cx="12" cy="12" r="8" fill="none" stroke="#007dc1" strokeWidth="5" />
    </svg>
  );
}

/** A log source's mark; decorative, so its name must be written next to it. */
export function SourceMark({ source, className = 'size-4' }: { source: FlowSource; className?: string }) {
  switch (source) {
    case 'azure':
      return <MicrosoftLogo className={className} />;
    case 'google':
      return <GoogleLogo className={className} />;
    case 'okta':
      return <OktaLogo className={className} />;
  }
}

/** A source as tables show it: its mark and its name. */
export function SourceName({ source }: { source: FlowSource }) {
  return (
    <span className="inline-flex items-center gap-1.5 whitespace-nowrap">
      <SourceMark source={source} className="size-3.5 shrink-0" />
      {FLOW_SOURCE_LABELS[source]}
    </span>
  );
}

/** Several sources, one after another (a person or an app seen by more than one). */
export function SourceNames({ sources }: { sources: readonly FlowSource[] }) {
  return (
    <span className="inline-flex flex-wrap gap-x-3 gap-y-1">
      {sources.map((source) => (
        <SourceName key={source} source={source} />
      ))}
    </span>
  );
}
