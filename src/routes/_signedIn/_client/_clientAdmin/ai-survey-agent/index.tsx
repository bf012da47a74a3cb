import { createFileRoute } from '@tanstack/react-router';
import { AreaHeading } from '@/features/shell/components/AreaHeading';

export const Route = createFileRoute('/_signedIn/_client/_clientAdmin/ai-survey-agent/')({
  component: () => (
    <AreaHeading title="AI Survey Agent" description="Ask employees whether they still need their apps." />
  ),
});
