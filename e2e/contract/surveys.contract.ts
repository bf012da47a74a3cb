/** The AI survey agent: who may use it, the list, the field rules of a new survey, people's questions. */
import { describe, expect, test } from 'vitest';
import { surveyListSchema, surveyQuestionListSchema } from '@/features/surveys/api/schemas';
import { tenantEnvelopeSchema } from '@/features/tenants/api/schemas';
import { UNKNOWN_ID, call } from './support/api';
import { REQUIRED, expectDetail, parsed } from './support/expect';
import { as } from './support/sessions';

/** The client admin's token, or the test is skipped when company A has the agent switched off. */
async function agentAdmin(context: Parameters<typeof as>[0]): Promise<string> {
  const { access: token } = await as(context, 'client_admin');
  const { tenant } = parsed(tenantEnvelopeSchema, await call('GET', '/tenants/retrieve_tenant/', { token }));
  if (!tenant.is_survey_agent_active) {
    const off = await call('GET', '/survey_agent/surveys/', { token });
    expectDetail(off, 403, 'The AI survey agent is not switched on for your company.');
    context.skip('company A has the survey agent switched off');
  }
  return token;
}

describe('/survey_agent/surveys/', () => {
  test('the list fits the schema; an unknown survey is 404', async (context) => {
    const token = await agentAdmin(context);
    parsed(surveyListSchema, await call('GET', '/survey_agent/surveys/', { token }));
    expectDetail(
      await call('GET', `/survey_agent/surveys/${UNKNOWN_ID}/`, { token }),
      404,
      'Survey not found.',
    );
  });

  test('a reclaim looks the survey up before its body', async (context) => {
    const token = await agentAdmin(context);
    const reply = await call('POST', `/survey_agent/surveys/${UNKNOWN_ID}/reclaim/`, {
      token,
      body: { user_ids: 'x' },
    });
    expectDetail(reply, 404, 'Survey not found.');
  });

  test('a new survey reports every bad field at once', async (context) => {
    const token = await agentAdmin(context);
    const reply = await call('POST', '/survey_agent/surveys/', { token, body: {} });
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({
      app_slug: ['Choose the app to ask about.'],
      audience: [REQUIRED],
      question: ['Write the question people are asked.'],
      deadline: ['Deadline is required.'],
      reminders: ['Send between 0 and 5 reminders.'],
    });
  });
});

describe('/survey_agent/questions/', () => {
  test('anyone of a company reads their own questions; an answer needs one', async (context) => {
    const { access: token } = await as(context, 'user');
    const mine = parsed(surveyQuestionListSchema, await call('GET', '/survey_agent/questions/', { token }));
    // The question is looked up before the body: an unknown one is a 404 whatever the body.
    const unknown = await call('POST', `/survey_agent/questions/${UNKNOWN_ID}/answer/`, { token, body: {} });
    expectDetail(unknown, 404, 'Question not found.');
    const question = mine.rows[0];
    if (!question) return context.skip('the user has no survey question');
    const reply = await call('POST', `/survey_agent/questions/${question.id}/answer/`, { token, body: {} });
    expect({ status: reply.status, body: reply.body }).toEqual({ status: 400, body: { answer: [REQUIRED] } });
  });
});
