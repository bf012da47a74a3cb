import { Badge, type BadgeTone } from '@/components/ui/Badge';
import type { SurveyStatus } from '../api/list-words';
import { SURVEY_STATUS_LABELS } from '../model/survey-labels';

const TONES: Readonly<Record<SurveyStatus, BadgeTone>> = { draft: 'none', running: 'busy', closed: 'good' };

export function SurveyStatusBadge({ status }: { status: SurveyStatus }) {
  return <Badge tone={TONES[status]}>{SURVEY_STATUS_LABELS[status]}</Badge>;
}
