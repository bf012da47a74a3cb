import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { ListStatus, queryError } from '@/components/table';
import { Button } from '@/components/ui/Button';
import { Modal } from '@/components/ui/Modal';
import { SelectField } from '@/components/ui/SelectField';
import { INACTIVE_DAYS, type InactiveDays } from '../api/list-words';
import { LICENSE_FALLBACKS, licenseQueries } from '../api/license-queries';
import type { UsageRow } from '../api/schemas';
import { SeatReclaim } from './SeatReclaim';

const DAY_OPTIONS = INACTIVE_DAYS.map((days) => ({ value: String(days), label: `${days} days` }));

/**
 * An app's inactive seat holders (no activity in the chosen 30, 60 or 90 days), with the same Reclaim
 * as License Management. Everyone listed may be chosen: each is inactive by the chosen measure.
 */
export function InactiveUsersDialog({ row, onClose }: { row: UsageRow; onClose: () => void }) {
  const [days, setDays] = useState<InactiveDays>(30);
  const inactive = useQuery(licenseQueries.inactiveUsers(row.app.slug, days));
  // The owner the task goes to, and whether the caller may reclaim, come with License Management.
  const detail = useQuery(licenseQueries.detail(row.app.slug));
  const [now] = useState(() => Date.now());
  const canSelect = useCallback(() => true, []);
  return (
    <Modal open onClose={onClose} size="lg" title={`Inactive users of ${row.app.name}`}>
      <div className="mt-4 space-y-4">
        <SelectField
          label="No activity in"
          options={DAY_OPTIONS}
          value={String(days)}
          onChange={(event) => {
            const next = INACTIVE_DAYS.find((choice) => String(choice) === event.target.value);
            if (next) setDays(next);
          }}
        />
        <ListStatus
          error={
            queryError(inactive, 'Inactive users could not be loaded', LICENSE_FALLBACKS.inactiveUsers) ??
            queryError(detail, 'The app could not be loaded', LICENSE_FALLBACKS.detail)
          }
          loading={(!inactive.data || !detail.data) && 'Loading inactive users…'}
          empty={
            inactive.data?.count === 0 && {
              title: 'No inactive users',
              description: `Everyone holding a seat of ${row.app.name} used it in the last ${days} days.`,
            }
          }
        >
          {() =>
            inactive.data &&
            detail.data && (
              <div
                role="region"
                aria-label={`Inactive users of ${row.app.name}`}
                // A scroll region must be reachable by keyboard (axe: scrollable-region-focusable), even read-only.
                // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
                tabIndex={0}
                className="max-h-[28rem] overflow-auto rounded focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
              >
                <SeatReclaim
                  // A new window is a new list: the choice starts again.
                  key={days}
                  app={detail.data.app}
                  owner={detail.data.owner}
                  holders={inactive.data.rows}
                  canSelect={canSelect}
                  canReclaim={detail.data.can_reclaim}
                  seatCost={detail.data.seat_cost}
                  currency={detail.data.currency}
                  caption={`People with no activity in ${row.app.name} in ${days} days`}
                  now={now}
                />
              </div>
            )
          }
        </ListStatus>
        <div className="flex justify-end">
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
        </div>
      </div>
    </Modal>
  );
}
