'use client';
import { useState } from 'react';
import type { Locale } from '../../../src/i18n/locales.ts';
import { notify } from '../../../src/ui/toasts.client.tsx';
import type { BuilderLabels, CourseChart, PreviewResult } from './builder-labels.ts';
import { PreviewPanel } from './preview-panel.client.tsx';

/** The preview panel of a shared, read-only band: no form, no saving; the link copies as it is. */
export function SharedPreview(props: {
  locale: Locale;
  labels: BuilderLabels;
  preview: PreviewResult | null;
  chart: CourseChart;
  downloads: { pdf: string; png: string };
}) {
  const [shared, setShared] = useState(false);
  return (
    <PreviewPanel
      locale={props.locale}
      labels={props.labels}
      preview={props.preview}
      updating={false}
      hasErrors={!props.preview}
      downloads={props.downloads}
      shared={shared}
      save={null}
      chart={props.chart}
      onShare={() => {
        void navigator.clipboard?.writeText(window.location.href).then(() => {
          setShared(true);
          notify('success', props.labels.download.copied);
        });
      }}
    />
  );
}
