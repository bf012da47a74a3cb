import { describe, expect, it } from 'vitest';
import {
  chatReplySchema,
  surveyDetailSchema,
  surveyListSchema,
  surveyPreviewSchema,
  surveyQuestionListSchema,
} from '@/features/surveys/api/schemas';
import { addDays, utcToday } from '@/lib/calendar';
import { DEMO_EMAIL } from '../fixtures';
import { ACME_SURVEY_FACTS } from '../fixtures/surveys';
import { tokensFor } from '../node';
import { call, useMockServer } from '../testing';

useMockServer();

const token = (email: string) => tokensFor(email).access;
const ADMIN = 'admin@acme.test';
const USER = 'user@acme.test';

const settings = (over: Record<string, unknown> = {}) => ({
  app_slug: 'figma',
  audience: 'inactive_30',
  user_ids: [],
  question: 'Do you still need Figma?',
  answers: ['keep', 'give_up'],
  reason: 'required',
  deadline: addDays(utcToday(), 7),
  reminders: 2,
  reminder_every_days: 3,
  no_answer: 'nothing',
  cooldown_days: 30,
  ...over,
});

describe('smoke', () => {
  it('previews, sends, answers, closes and reclaims', async () => {
    const preview = await call('POST', '/survey_agent/surveys/preview/', {
      token: token(ADMIN),
      body: settings(),
    });
    expect(preview.status).toBe(200);
    const p = surveyPreviewSchema.parse(preview.body);
    expect(p.asked.length).toBeGreaterThan(0);
    const created = await call('POST', '/survey_agent/surveys/', {
      token: token(ADMIN),
      body: { ...settings(), send: true },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const detail = surveyDetailSchema.parse(created.body);
    expect(detail.survey.status).toBe('running');
    const qs = surveyQuestionListSchema.parse(
      (await call('GET', '/survey_agent/questions/?open=true', { token: token(USER) })).body,
    );
    const q = qs.rows.find((r) => r.survey_id === detail.survey.id)!;
    expect(q).toBeTruthy();
    const answered = await call('POST', `/survey_agent/questions/${q.id}/answer/`, {
      token: token(USER),
      body: { answer: 'give_up', reason: 'I rarely use it.' },
    });
    expect(answered.status, JSON.stringify(answered.body)).toBe(200);
    const closed = await call('POST', `/survey_agent/surveys/${detail.survey.id}/close/`, {
      token: token(ADMIN),
    });
    expect(closed.status).toBe(200);
    const c = surveyDetailSchema.parse(closed.body);
    expect(c.summary!.suggested_reclaims).toHaveLength(1);
    const olivia = c.summary!.suggested_reclaims[0]!.user.user_id;
    const reclaim = await call('POST', `/survey_agent/surveys/${detail.survey.id}/reclaim/`, {
      token: token(ADMIN),
      body: { user_ids: [olivia] },
    });
    expect(reclaim.status, JSON.stringify(reclaim.body)).toBe(200);
    const list = surveyListSchema.parse(
      (await call('GET', '/survey_agent/surveys/', { token: token(ADMIN) })).body,
    );
    expect(list.count).toBeGreaterThan(0);
    const chat = await call('POST', '/survey_agent/chat/', {
      token: token(ADMIN),
      body: {
        messages: [
          {
            role: 'admin',
            text: 'Ask everyone who has not opened Zoom in 60 days whether they still need it, by Friday',
          },
        ],
        settings: null,
      },
    });
    const reply = chatReplySchema.parse(chat.body);
    console.log(reply.reply, reply.draft, c.summary!.text);
  });
});

describe('access and validation', () => {
  it('refuses Globex (agent off), a plain user and the demo account writes, but lets the demo preview and chat', async () => {
    expect(await call('GET', '/survey_agent/surveys/', { token: token('admin@globex.test') })).toMatchObject({
      status: 403,
      body: { detail: 'The AI survey agent is not switched on for your company.' },
    });
    expect((await call('GET', '/survey_agent/surveys/', { token: token(USER) })).status).toBe(403);
    expect(
      await call('POST', '/survey_agent/surveys/', {
        token: token(DEMO_EMAIL),
        body: { ...settings(), send: true },
      }),
    ).toMatchObject({ status: 403, body: { detail: 'Sorry, this is a read-only demo account.' } });
    expect(
      (await call('POST', '/survey_agent/surveys/preview/', { token: token(DEMO_EMAIL), body: settings() }))
        .status,
    ).toBe(200);
    expect(
      (
        await call('POST', '/survey_agent/chat/', {
          token: token(DEMO_EMAIL),
          body: { messages: [{ role: 'admin', text: 'ask about Zoom' }], settings: null },
        })
      ).status,
    ).toBe(200);
  });

  it('answers bad settings with every field message', async () => {
    const reply = await call('POST', '/survey_agent/surveys/', {
      token: token(ADMIN),
      body: {
        ...settings({
          app_slug: 'no-such-app',
          answers: ['keep'],
          reminders: 6,
          reminder_every_days: 0,
          cooldown_days: 400,
          question: ' ',
          deadline: '2000-01-01',
        }),
        send: true,
      },
    });
    expect(reply).toMatchObject({
      status: 400,
      body: {
        app_slug: ['Choose an app your company holds a licence for.'],
        answers: ['Keep and Give up are always offered.'],
        reminders: ['Send between 0 and 5 reminders.'],
        reminder_every_days: ['Reminders go between 1 and 14 days apart.'],
        cooldown_days: ['The cool-down is between 0 and 365 days.'],
        question: ['Write the question people are asked.'],
        deadline: ['The deadline must be today or later.'],
      },
    });
  });

  it('seeds the running Zoom survey with 18 asked and Olivia waiting, and reminds only those who have not answered', async () => {
    const detail = surveyDetailSchema.parse(
      (await call('GET', `/survey_agent/surveys/${ACME_SURVEY_FACTS.running}/`, { token: token(ADMIN) }))
        .body,
    );
    expect(detail.survey.counts.asked).toBe(18);
    expect(detail.survey.counts.not_yet).toBe(18 - ACME_SURVEY_FACTS.answered);
    const remind = await call('POST', `/survey_agent/surveys/${ACME_SURVEY_FACTS.running}/remind/`, {
      token: token(ADMIN),
    });
    expect(remind.body.reminded).toBe(detail.survey.counts.not_yet);
    const mine = surveyQuestionListSchema.parse(
      (await call('GET', '/survey_agent/questions/?open=true', { token: token(USER) })).body,
    );
    expect(mine.rows.map((q) => q.id)).toEqual([ACME_SURVEY_FACTS.oliviaQuestion]);
  });
});

describe("DRF's order on a survey's writes", () => {
  it('looks the question or survey up before the body', async () => {
    const unknown = '00000000-0000-4000-a000-000000000000';
    const answer = await call('POST', `/survey_agent/questions/${unknown}/answer/`, {
      token: token(USER),
      body: { answer: 5 },
    });
    expect(answer).toMatchObject({ status: 404, body: { detail: 'Question not found.' } });
    const reclaim = await call('POST', `/survey_agent/surveys/${unknown}/reclaim/`, {
      token: token(ADMIN),
      body: { user_ids: 'x' },
    });
    expect(reclaim.status).toBe(404);
  });
});
