import { Bot, Send } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { FormAlert } from '@/components/form';
import { Button } from '@/components/ui/Button';
import { TextField } from '@/components/ui/TextField';
import { serverErrors } from '@/lib/server-errors';
import { SURVEY_LIMITS } from '../api/survey-words';
import type { ChatMessage, SurveySettings } from '../api/schemas';
import { SURVEY_WRITE_FALLBACKS, useSurveyChatMutation } from '../api/survey-mutations';

export const CHAT_MESSAGES = {
  empty: 'Write what you want the agent to do.',
  tooLong: `Your message must be maximum of ${SURVEY_LIMITS.chatMessageMax} characters long.`,
  simulation:
    'Simulated agent: in this demo its replies follow fixed rules, so the same words always get the same draft.',
} as const;

export interface AgentChatProps {
  /** The form as it stands, sent with each message for the agent to work from. */
  settings: () => Partial<SurveySettings>;
  /** The agent's draft of the settings (only what it could tell), for the form to take. */
  onDraft: (draft: Partial<SurveySettings>) => void;
}

/**
 * The agent's chat beside the form: the admin writes what they want, the agent answers in words and
 * with a draft that fills the form for the admin to review. The agent only drafts; nothing is sent
 * until the admin sends it. A refused message stays typed and the conversation stays as it was.
 */
export function AgentChat({ settings, onDraft }: AgentChatProps) {
  const chat = useSurveyChatMutation();
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [simulation, setSimulation] = useState(false);
  const headingId = useId();

  const send = (event: FormEvent) => {
    event.preventDefault();
    const typed = text.trim();
    if (!typed) return setError(CHAT_MESSAGES.empty);
    if (typed.length > SURVEY_LIMITS.chatMessageMax) return setError(CHAT_MESSAGES.tooLong);
    setError(null);
    const sent: ChatMessage[] = [...messages, { role: 'admin', text: typed }];
    chat.mutate(
      { messages: sent, settings: settings() },
      {
        onSuccess: (reply) => {
          setMessages([...sent, { role: 'agent', text: reply.reply }]);
          setText('');
          setSimulation(reply.is_simulation);
          if (reply.draft) onDraft(reply.draft);
        },
        onError: (failure) => setError(serverErrors(failure, { fallback: SURVEY_WRITE_FALLBACKS.chat }).form),
      },
    );
  };

  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <h2
        id={headingId}
        className="flex items-center gap-2 text-base font-semibold text-slate-900 dark:text-white"
      >
        <Bot aria-hidden="true" className="size-5" />
        Ask the agent
      </h2>
      <p className="text-sm text-slate-600 dark:text-slate-300">
        Say who to ask about which app and by when; the agent drafts the survey in the form for you to review.
        It never sends a survey itself.
      </p>
      {simulation && (
        <p className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100">
          {CHAT_MESSAGES.simulation}
        </p>
      )}
      {/* Focusable so the conversation can be scrolled with the keyboard. */}
      <div
        role="log"
        aria-label="Conversation with the agent"
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        className="max-h-96 min-h-24 overflow-y-auto rounded-md border border-slate-200 p-3 focus:ring-2 focus:ring-indigo-500 focus:outline-none dark:border-slate-700"
      >
        {messages.length === 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-300">
            For example: “Ask everyone who has not opened Zoom in 60 days whether they still need it, by
            Friday.”
          </p>
        ) : (
          <ol className="space-y-3">
            {messages.map((message, index) => (
              <li
                // The conversation only grows, so a message's place is its identity.
                key={index}
                className={`rounded-lg px-3 py-2 text-sm ${
                  message.role === 'admin'
                    ? 'ml-6 bg-indigo-50 text-slate-900 dark:bg-indigo-950 dark:text-slate-100'
                    : 'mr-6 bg-slate-100 text-slate-900 dark:bg-slate-800 dark:text-slate-100'
                }`}
              >
                <span className="block text-xs font-semibold">
                  {message.role === 'admin' ? 'You' : 'Agent'}
                </span>
                {message.text}
              </li>
            ))}
          </ol>
        )}
        {chat.isPending && (
          <p className="mt-3 text-sm text-slate-600 dark:text-slate-300">The agent is writing…</p>
        )}
      </div>
      <form onSubmit={send} noValidate className="space-y-2">
        <TextField
          label="Message to the agent"
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setError(null);
          }}
          autoComplete="off"
        />
        {error && <FormAlert>{error}</FormAlert>}
        <Button type="submit" busy={chat.isPending}>
          <Send aria-hidden="true" className="size-4" />
          Send to the agent
        </Button>
      </form>
    </section>
  );
}
