import { Description, Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import { useQuery } from '@tanstack/react-query';
import { format } from 'date-fns';
import { Pencil, Trash2, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { fieldRules, useAppForm } from '@/components/form';
import { PersonAvatar } from '@/components/ui/Avatar';
import { Button } from '@/components/ui/Button';
import { ErrorState } from '@/components/ui/ErrorState';
import { LoadingState } from '@/components/ui/LoadingState';
import { extractErrorText } from '@/lib/errors';
import {
  isPlaceholderComment,
  useAddCommentMutation,
  useDeleteCommentMutation,
  useUpdateCommentMutation,
} from '../api/comment-mutations';
import { OPPORTUNITY_FALLBACKS, opportunityQueries } from '../api/opportunity-queries';
import type { Comment } from '../api/schemas';
import { commentFormRules } from '../model/form-rules';
import { personName } from '@/lib/person';

const trimmed = (value: string) => value.trim();

/** '12 Mar 2026, 09:05' in the reader's time zone. */
function when(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : format(date, 'd MMM yyyy, HH:mm');
}

export interface CommentsPanelProps {
  opportunityId: string;
  /** The opportunity's title, when known (it names the panel's description). */
  title?: string;
  onClose: () => void;
}

/**
 * An opportunity's comments in a side panel (a modal dialog: focus moves into it, stays there and
 * goes back when it closes): each comment's author, time and text, oldest first, and a field to add
 * one. My own comments can be edited and deleted. Every change shows at once and is put back, with
 * the server's reason in a toast, when refused.
 */
export function CommentsPanel({ opportunityId, title, onClose }: CommentsPanelProps) {
  const comments = useQuery(opportunityQueries.comments(opportunityId));
  const heading = useRef<HTMLHeadingElement>(null);

  return (
    <Dialog open onClose={onClose} className="fixed inset-0 z-50">
      <DialogBackdrop className="fixed inset-0 bg-slate-900/50" />
      <DialogPanel className="fixed inset-y-0 right-0 flex w-full max-w-md flex-col border-l border-slate-200 bg-white shadow-xl dark:border-slate-700 dark:bg-slate-900">
        <div className="flex items-start justify-between gap-4 border-b border-slate-200 p-5 dark:border-slate-700">
          <div>
            <DialogTitle
              as="h2"
              ref={heading}
              tabIndex={-1}
              className="text-lg font-semibold text-slate-900 focus:outline-none dark:text-white"
            >
              Comments
            </DialogTitle>
            {title && (
              <Description className="mt-1 text-sm text-slate-600 dark:text-slate-300">{title}</Description>
            )}
          </div>
          <button
            type="button"
            aria-label="Close comments"
            onClick={onClose}
            className="rounded-md p-1 text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white"
          >
            <X aria-hidden="true" className="size-5" />
          </button>
        </div>
        <div className="flex-1 overflow-y-auto p-5">
          {comments.isError && !comments.data ? (
            <ErrorState
              title="Comments could not be loaded"
              message={extractErrorText(comments.error, OPPORTUNITY_FALLBACKS.comments)}
              onRetry={() => void comments.refetch()}
            />
          ) : !comments.data ? (
            <LoadingState>Loading comments…</LoadingState>
          ) : comments.data.rows.length === 0 ? (
            <p className="text-sm text-slate-600 dark:text-slate-300">No comments yet.</p>
          ) : (
            <CommentList
              opportunityId={opportunityId}
              comments={comments.data.rows}
              onRemoved={() => heading.current?.focus()}
            />
          )}
        </div>
        <div className="border-t border-slate-200 p-5 dark:border-slate-700">
          <AddCommentForm opportunityId={opportunityId} />
        </div>
      </DialogPanel>
    </Dialog>
  );
}

function CommentList({
  opportunityId,
  comments,
  onRemoved,
}: {
  opportunityId: string;
  comments: readonly Comment[];
  /** After one of mine has been deleted (its buttons have gone with it). */
  onRemoved: () => void;
}) {
  const [editing, setEditing] = useState<{ id: string; draft: string } | null>(null);
  const update = useUpdateCommentMutation(opportunityId);
  const remove = useDeleteCommentMutation(opportunityId);

  return (
    <ol aria-label="Comments" className="space-y-5">
      {comments.map((comment) => {
        const name = personName(comment.author);
        const pending = isPlaceholderComment(comment);
        return (
          <li key={comment.id}>
            <article
              aria-label={`Comment by ${name}`}
              aria-busy={pending || undefined}
              className="flex gap-3"
            >
              <PersonAvatar person={comment.author} decorative />
              <div className="min-w-0 flex-1">
                <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
                  <span className="font-medium text-slate-900 dark:text-white">{name}</span>
                  <time dateTime={comment.created_at} className="text-xs text-slate-600 dark:text-slate-400">
                    {when(comment.created_at)}
                  </time>
                  {comment.updated_at && (
                    <span className="text-xs text-slate-600 dark:text-slate-400">(edited)</span>
                  )}
                </p>
                {editing?.id === comment.id ? (
                  <EditCommentForm
                    draft={editing.draft}
                    onCancel={() => setEditing(null)}
                    onSave={(text) => {
                      setEditing(null);
                      if (text === comment.text) return;
                      update.mutate(
                        { comment, text },
                        // A refusal opens the editor again with what was typed.
                        { onError: () => setEditing({ id: comment.id, draft: text }) },
                      );
                    }}
                  />
                ) : (
                  <p className="mt-1 text-sm break-words whitespace-pre-line text-slate-800 dark:text-slate-200">
                    {comment.text}
                  </p>
                )}
                {comment.mine && editing?.id !== comment.id && (
                  <div className="mt-1 flex gap-1">
                    <CommentAction
                      action="Edit"
                      icon={Pencil}
                      disabled={pending}
                      onClick={() => setEditing({ id: comment.id, draft: comment.text })}
                    />
                    <CommentAction
                      action="Delete"
                      icon={Trash2}
                      disabled={pending}
                      onClick={() => {
                        remove.mutate(comment);
                        onRemoved();
                      }}
                    />
                  </div>
                )}
              </div>
            </article>
          </li>
        );
      })}
    </ol>
  );
}

/** 'Edit comment' / 'Delete comment' (the article around it names whose comment it is). */
function CommentAction({
  action,
  icon: Icon,
  disabled,
  onClick,
}: {
  action: 'Edit' | 'Delete';
  icon: typeof Pencil;
  disabled: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      aria-label={`${action} comment`}
      onClick={onClick}
      disabled={disabled}
      className="inline-flex items-center gap-1 rounded-md px-1.5 py-0.5 text-xs font-medium text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 disabled:cursor-not-allowed disabled:opacity-50 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white"
    >
      <Icon aria-hidden="true" className="size-3.5" />
      {action}
    </button>
  );
}

/** The text of my comment, changed in place: the rules first, then it shows at once. */
function EditCommentForm({
  draft,
  onCancel,
  onSave,
}: {
  draft: string;
  onCancel: () => void;
  onSave: (text: string) => void;
}) {
  const form = useAppForm({
    defaultValues: { text: draft },
    onSubmit: ({ value }) => onSave(value.text.trim()),
  });
  // The editor takes the place of the text and its Edit button: focus moves into it.
  const wrapper = useRef<HTMLDivElement>(null);
  useEffect(() => wrapper.current?.querySelector('textarea')?.focus(), []);
  return (
    <form.AppForm>
      <form.Form className="mt-2 space-y-2">
        <div ref={wrapper}>
          <form.AppField name="text" validators={{ onSubmit: fieldRules(commentFormRules.text, trimmed) }}>
            {(field) => <field.TextAreaField label="Edit comment" rows={3} />}
          </form.AppField>
        </div>
        <div className="flex justify-end gap-2">
          <Button variant="secondary" className="px-3 py-1.5" onClick={onCancel}>
            Cancel
          </Button>
          <form.SubmitButton className="px-3 py-1.5">Save comment</form.SubmitButton>
        </div>
      </form.Form>
    </form.AppForm>
  );
}

/** A new comment: the rules first, then it shows at once and the field is free for the next one. */
function AddCommentForm({ opportunityId }: { opportunityId: string }) {
  const add = useAddCommentMutation(opportunityId);
  const form = useAppForm({
    defaultValues: { text: '' },
    onSubmit: ({ value, formApi }) => {
      const text = value.text.trim();
      formApi.reset();
      add.mutate(
        { text },
        {
          // A refusal gives back what was typed, unless something new has been typed since.
          onError: () => {
            if (!formApi.getFieldValue('text')) formApi.setFieldValue('text', text);
          },
        },
      );
    },
  });
  return (
    <form.AppForm>
      <form.Form className="space-y-3">
        <form.AppField name="text" validators={{ onSubmit: fieldRules(commentFormRules.text, trimmed) }}>
          {(field) => <field.TextAreaField label="Add a comment" rows={3} data-autofocus />}
        </form.AppField>
        <div className="flex justify-end">
          <form.SubmitButton>Add comment</form.SubmitButton>
        </div>
      </form.Form>
    </form.AppForm>
  );
}
