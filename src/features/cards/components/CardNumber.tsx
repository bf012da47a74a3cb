/**
 * A card's number as it may be shown: its last four digits after four dots (`•••• 1234`). The dots
 * mean nothing read aloud, so assistive technology hears "Card ending 1234" instead.
 */
export function CardNumber({ last4, className = '' }: { last4: string; className?: string }) {
  return (
    <span className={`whitespace-nowrap tabular-nums ${className}`}>
      <span aria-hidden="true">•••• {last4}</span>
      <span className="sr-only">Card ending {last4}</span>
    </span>
  );
}

/** The card's name and number in one line of text ("Figma design team •••• 1234"). */
export const cardTitle = (card: { name: string; last4: string }) => `${card.name} •••• ${card.last4}`;
