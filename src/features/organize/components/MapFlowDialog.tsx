import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/Button';
import { Modal } from '@/components/ui/Modal';
import { extractErrorText } from '@/lib/errors';
import { AppPicker, ProductLogo, type AppChoice } from '@/features/reach';
import { useUpdateFlowMutation } from '../api/flow-mutations';
import { FLOW_FALLBACKS, flowQueries } from '../api/flow-queries';
import type { Flow, FlowApp, FlowSuggestion } from '../api/schemas';
import { suggestionReasons } from '../model/flow-review';

const NOTE = 'px-1 py-2 text-sm text-slate-600 dark:text-slate-300';

/**
 * Ties a discovered app to the catalogue's product: first the products the server suggests (how sure
 * it is, and why), then any product found by name; or "Not in the catalogue" to undo a mapping. The
 * dialog closes at once: the row shows the product while the server saves it, and a refusal puts it
 * back with the server's reason in a toast.
 */
export function MapFlowDialog({ flow, onClose }: { flow: Flow; onClose: () => void }) {
  const suggestions = useQuery(flowQueries.suggestions(flow.id));
  const { mutate: update } = useUpdateFlowMutation();
  const [picked, setPicked] = useState<AppChoice | null>(null);
  const headingId = useId();
  const map = (app: FlowApp | null) => {
    update({ flow, change: { app } });
    onClose();
  };
  const rows = suggestions.data?.rows;

  return (
    <Modal
      open
      size="lg"
      onClose={onClose}
      title={`Map ${flow.name} to the catalogue`}
      description={
        flow.app
          ? `It is mapped to ${flow.app.name} now.`
          : 'Pick the catalogue app it is, so approving it counts it among your apps in use.'
      }
    >
      <section aria-labelledby={headingId} className="mt-5">
        <h3 id={headingId} className="text-sm font-semibold text-slate-900 dark:text-white">
          Suggested
        </h3>
        {suggestions.isPending ? (
          <p className={NOTE}>Looking for catalogue apps like it…</p>
        ) : suggestions.isError ? (
          <p role="alert" className="px-1 py-2 text-sm text-red-700 dark:text-red-300">
            {extractErrorText(suggestions.error, FLOW_FALLBACKS.suggestions)}
          </p>
        ) : rows?.length === 0 ? (
          <p className={NOTE}>No catalogue app looks like it; search the catalogue below.</p>
        ) : (
          <ul className="mt-2 space-y-2">
            {rows?.map((suggestion) => (
              <li key={suggestion.app.id}>
                <SuggestionButton
                  suggestion={suggestion}
                  current={flow.app?.id === suggestion.app.id}
                  onPick={() => map(suggestion.app)}
                />
              </li>
            ))}
          </ul>
        )}
      </section>

      <div className="mt-5 flex flex-wrap items-end gap-2">
        <AppPicker
          className="min-w-0 flex-1"
          label="Search the catalogue"
          value={picked}
          onChange={setPicked}
        />
        <Button disabled={!picked} onClick={() => picked && map({ ...picked, vendor: picked.vendor ?? '' })}>
          Map
        </Button>
      </div>

      <div className="mt-6 flex flex-wrap justify-between gap-2">
        {flow.app ? (
          <Button variant="secondary" onClick={() => map(null)}>
            Not in the catalogue
          </Button>
        ) : (
          <span />
        )}
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
      </div>
    </Modal>
  );
}

/** One suggested product: its mark and name, its vendor, how sure the server is and why. */
function SuggestionButton({
  suggestion: { app, confidence, reasons },
  current,
  onPick,
}: {
  suggestion: FlowSuggestion;
  current: boolean;
  onPick: () => void;
}) {
  return (
    <button
      type="button"
      onClick={onPick}
      aria-current={current || undefined}
      className="flex w-full items-center gap-3 rounded-lg border border-slate-200 px-3 py-2 text-left hover:bg-slate-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 dark:border-slate-700 dark:hover:bg-slate-800"
    >
      <ProductLogo name={app.name} size="sm" />
      <span className="min-w-0 flex-1">
        <span className="block font-medium text-slate-900 dark:text-white">
          {app.name}
          {current && <span className="font-normal text-slate-600 dark:text-slate-300"> (mapped now)</span>}
        </span>
        <span className="block text-xs text-slate-600 dark:text-slate-300">
          {[app.vendor, suggestionReasons(reasons)].filter(Boolean).join(' · ')}
        </span>
      </span>
      <span className="text-sm font-semibold text-slate-800 tabular-nums dark:text-slate-100">
        {Math.round(confidence * 100)}% match
      </span>
    </button>
  );
}
