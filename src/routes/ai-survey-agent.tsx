import { createFileRoute } from '@tanstack/react-router';
import { guards } from '@/lib/guards';
import { AreaHeading } from '@/features/shell/components/AreaHeading';

export const Route = createFileRoute('/ai-survey-agent')({
  beforeLoad: guards.clientAdmin,
  staticData: { title: 'AI Survey Agent' },
  component: () => (
    <AreaHeading title="AI Survey Agent" description="Ask employees whether they still need their apps." />
  ),
});
