import { describe, expect, it } from 'vitest';
import { surveyQueries } from '../api/survey-queries';
import { SURVEY_DETAIL_KEY, SURVEY_LIST_KEY } from './survey-live';

describe('the survey keys the socket uses', () => {
  it('are the query factory’s', () => {
    expect(SURVEY_LIST_KEY).toEqual(surveyQueries.lists());
    expect(SURVEY_DETAIL_KEY).toEqual(surveyQueries.details());
    expect(surveyQueries.detail('s').queryKey).toEqual([...SURVEY_DETAIL_KEY, 's']);
  });
});
