import { PageHeader } from '@/components/ui/PageHeader';

/**
 * The heading of an area whose page is not built yet (a heading stands in until then);
 * the description says what the area is for so a visitor is never left guessing.
 */
export function AreaHeading({ title, description }: { title: string; description: string }) {
  return <PageHeader title={title} description={description} />;
}
