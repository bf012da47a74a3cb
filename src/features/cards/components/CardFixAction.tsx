import { Button } from '@/components/ui/Button';
import { PathLink } from '@/components/ui/PathLink';
import { fixLabel, type CardFix } from '../model/card-fix';

/**
 * The control that takes a fix: a link to the app's catalogue page, or a button the page answers
 * (`onFix` opens the top-up or edit dialog with the amount suggested, activates, or asks to renew).
 */
export function CardFixAction({
  fix,
  currency,
  onFix,
  busy = false,
}: {
  fix: CardFix;
  currency: string;
  onFix: (fix: CardFix) => void;
  busy?: boolean;
}) {
  if (fix.kind === 'open_app') {
    return (
      <PathLink href={`/product/${encodeURIComponent(fix.app.slug)}`}>{fixLabel(fix, currency)}</PathLink>
    );
  }
  return (
    <Button variant="secondary" className="px-3 py-1.5" busy={busy} onClick={() => onFix(fix)}>
      {fixLabel(fix, currency)}
    </Button>
  );
}
