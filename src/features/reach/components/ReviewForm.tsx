import { Trash2 } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { fieldRules, firstMessage, showServerErrors, useAppForm } from '@/components/form';
import { Button } from '@/components/ui/Button';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { serverErrors } from '@/lib/server-errors';
import {
  isPlaceholderReview,
  REVIEW_WRITE_FALLBACKS,
  useDeleteReviewMutation,
  useSaveReviewMutation,
} from '../api/review-mutations';
import type { Review } from '../api/schemas';
import { reviewFormRules } from '../model/form-rules';
import { StarRatingInput } from './StarRatingInput';

interface ReviewValues {
  rating: number | null;
  text: string;
}

const trimmed = (text: string) => text.trim();

/** My review of a product: written, edited or deleted here. */
export function ReviewForm({
  productId,
  productName,
  mine,
}: {
  productId: string;
  productName: string;
  /** My review of the product, or null when I have none. */
  mine: Review | null;
}) {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const save = useSaveReviewMutation();
  const remove = useDeleteReviewMutation();
  const [confirming, setConfirming] = useState(false);
  // Until something is typed, the form shows my review as it stands (and follows it when it changes).
  const defaultValues: ReviewValues = { rating: mine?.rating ?? null, text: mine?.text ?? '' };
  const form = useAppForm({
    defaultValues,
    onSubmit: async ({ value, formApi }) => {
      const input = { rating: value.rating ?? 0, text: trimmed(value.text) };
      try {
        await save.mutateAsync({ productId, previous: mine, input });
        // Saved: the form shows the review as it stands again, unless something was typed meanwhile.
        const now = formApi.state.values;
        if (now.rating === value.rating && now.text === value.text) formApi.reset(input);
      } catch (error) {
        showServerErrors(
          formApi,
          serverErrors(error, { fields: ['rating', 'text'], fallback: REVIEW_WRITE_FALLBACKS.save }),
        );
      }
    },
  });

  const deleteMine = () => {
    setConfirming(false);
    if (!mine) return;
    remove.mutate({ productId, review: mine });
    form.reset({ rating: null, text: '' });
    // The delete button leaves with the review: the form's heading takes the focus.
    requestAnimationFrame(() => headingRef.current?.focus());
  };

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-xl border border-slate-200 p-4 sm:p-5 dark:border-slate-700"
    >
      <h3
        id={headingId}
        ref={headingRef}
        tabIndex={-1}
        className="text-base font-semibold text-slate-900 dark:text-white"
      >
        {mine ? 'Edit your review' : 'Write a review'}
      </h3>
      <form.AppForm>
        <form.Form className="mt-3 space-y-4">
          <form.AppField name="rating" validators={{ onSubmit: fieldRules(reviewFormRules.rating) }}>
            {(field) => (
              <StarRatingInput
                label="Rating"
                name={field.name}
                value={field.state.value}
                onChange={(rating) => field.handleChange(rating)}
                error={firstMessage(field.state.meta.errors)}
              />
            )}
          </form.AppField>
          <form.AppField
            name="text"
            validators={{ onSubmit: fieldRules<string>(reviewFormRules.text, trimmed) }}
          >
            {(field) => <field.TextAreaField label="Review" hint="10 to 2,000 characters." rows={5} />}
          </form.AppField>
          <form.FormAlert />
          <form.Subscribe selector={(state) => state.isSubmitting}>
            {(submitting) => (
              <div className="flex flex-wrap gap-2">
                <form.SubmitButton>{mine ? 'Save changes' : 'Post review'}</form.SubmitButton>
                {mine && (
                  <Button
                    variant="secondary"
                    disabled={submitting || isPlaceholderReview(mine)}
                    onClick={() => setConfirming(true)}
                  >
                    <Trash2 aria-hidden="true" className="size-4" />
                    Delete review
                  </Button>
                )}
              </div>
            )}
          </form.Subscribe>
        </form.Form>
      </form.AppForm>
      <ConfirmDialog
        open={confirming}
        title="Delete your review?"
        message={`Your rating and review of ${productName} will be removed. This cannot be undone.`}
        confirmLabel="Delete review"
        onConfirm={deleteMine}
        onClose={() => setConfirming(false)}
      />
    </section>
  );
}
