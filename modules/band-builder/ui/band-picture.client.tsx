'use client';
import { useEffect, useRef, useState } from 'react';

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
  const image = useRef<HTMLImageElement>(null);
  useEffect(() => {
    setTries(0);
    // The page's own image may have failed before React was there to hear it: look.
    const img = image.current;
    setFailed(Boolean(img && img.complete && img.naturalWidth === 0));
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
      ref={image}
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
