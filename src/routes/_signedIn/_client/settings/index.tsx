import { createFileRoute } from '@tanstack/react-router';
import { CompanySettingsPage } from '@/features/settings/components/CompanySettingsPage';

export const Route = createFileRoute('/_signedIn/_client/settings/')({
  component: CompanySettingsPage,
});
