'use client';
import { useEffect, useState } from 'react';

/** Waits before asking again for an image the server could not draw yet (render queue full, 503). */
const RETRY_MS = [1000, 2000, 4000, 8000];
const MAX_TRIES = 12;

/**
 * One band's image. A new address keeps the previous image on screen until the new one has loaded
 * (the browser swaps it then), so editing never flickers. A refused request (busy) is asked again
 * a little later at the same address, so a later answer can still come from the HTTP cache.
 */
export function BandPicture({ src, alt, onSize }: { src: string; alt: string; onSize?: (width: number, height: number) => void }) {
  const [tries, setTries] = useState(0);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    setTries(0);
    setFailed(false);
  }, [src]);
  useEffect(() => {
    if (!failed) return;
    const timer = setTimeout(
      () => {
        setFailed(false);
        setTries((n) => n + 1);
      },
      RETRY_MS[Math.min(tries, RETRY_MS.length - 1)],
    );
    return () => clearTimeout(timer);
  }, [failed, tries]);
  return (
    <img
      key={tries}
      className="band-image"
      src={src}
      alt={alt}
      onLoad={(event) => onSize?.(event.currentTarget.naturalWidth, event.currentTarget.naturalHeight)}
      onError={() => {
        if (tries + 1 < MAX_TRIES) setFailed(true);
      }}
    />
  );
}
