'use client';
import { useState } from 'react';
import { formatDuration } from '../../../src/lib/time-format.ts';
import type { BuilderLabels, PreviewResult } from './builder-labels.ts';
import { BandPicture } from './band-picture.client.tsx';

interface Props {
  labels: BuilderLabels['preview'];
  preview: PreviewResult | null;
  status: string;
}

/**
 * On a phone the form fills the screen: this strip stays under the top bar while the form scrolls,
 * with the first band laid on its side (the whole band, the width of the screen) and its goal time,
 * so every edit shows. It links to the full preview. Hidden on wide screens, where the preview
 * itself stays beside the form; the image is decorative here (the full preview has the alt text).
 */
export function MiniPreview({ labels, preview, status }: Props) {
  // Width ÷ height of the band image, once it has loaded (a band is tall and narrow).
  const [ratio, setRatio] = useState(1 / 6);
  const band = preview?.bands?.[0];
  const plan = preview?.plans[0];
  const src = band ? (band.src ?? `data:image/svg+xml;charset=utf-8,${encodeURIComponent(band.svg ?? '')}`) : null;
  return (
    <a className="mini-preview" href="#preview-title" data-testid="mini-preview">
      <span className="mini-preview-text">
        <strong>{labels.title}</strong>
        {plan && <span>{formatDuration(plan.totalSeconds)}</span>}
        {status && <small>{status}</small>}
      </span>
      {src && (
        <span className="mini-preview-band" style={{ aspectRatio: String(1 / ratio) }}>
          <span className="mini-preview-turn" style={{ ['--ratio' as string]: String(ratio) }}>
            <BandPicture src={src} alt="" onSize={(width, height) => height > 0 && setRatio(width / height)} />
          </span>
        </span>
      )}
    </a>
  );
}
