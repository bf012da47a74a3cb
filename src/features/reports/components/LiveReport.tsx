// powerbi-client is large: this module is imported lazily, so it forms its own chunk and loads only
// when a report is really embedded (never in the demo, whose report service is out of reach).
import { models, type Embed } from 'powerbi-client';
import { PowerBIEmbed } from 'powerbi-client-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { ReportEmbed } from '../api/schemas';

export default function LiveReport({ report, title }: { report: ReportEmbed; title: string }) {
  const embedRef = useRef<Embed | null>(null);
  // The embed is configured once per report; a refreshed token is handed to the running embed
  // instead, so the reader keeps their place in the report.
  const [firstToken] = useState(report.token);
  const embedConfig = useMemo(
    () => ({
      type: 'report',
      id: report.id,
      embedUrl: report.embed_url,
      accessToken: firstToken,
      tokenType: models.TokenType.Embed,
      settings: { panes: { filters: { visible: false } } },
    }),
    [report.id, report.embed_url, firstToken],
  );
  useEffect(() => {
    if (embedRef.current && report.token !== firstToken) {
      void embedRef.current.setAccessToken(report.token);
    }
  }, [report.token, firstToken]);
  return (
    <div role="region" aria-label={title} className="h-[32rem] overflow-hidden rounded-lg">
      <PowerBIEmbed
        embedConfig={embedConfig}
        cssClassName="h-full w-full"
        getEmbeddedComponent={(embed) => {
          embedRef.current = embed;
        }}
      />
    </div>
  );
}
