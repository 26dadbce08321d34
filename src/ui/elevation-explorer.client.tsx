'use client';
import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { CHART_LEFT, CHART_RIGHT, ElevationChart, type ElevationChartProps } from './elevation-chart.tsx';
import { metresPerUnit } from '../lib/units.ts';

export interface ElevationReadoutLabels {
  distance: string;
  elevation: string;
  grade: string;
  /** How to explore it (pointer or arrow keys), read by screen readers. */
  hint: string;
}

/** Grade is measured over about this much road on each side of the point (GPS noise averages out). */
const GRADE_HALF_WINDOW_M = 50;

/** Index of the last sample at or before `m` (samples sorted by distance). */
function sampleAt(xs: readonly number[], m: number): number {
  let lo = 0;
  let hi = xs.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (xs[mid]! <= m) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/** Elevation at `m` (linear between samples) and the grade around it, in percent. */
export function readProfile(samples: ElevationChartProps['profile']['samples'], m: number): { elevationM: number; gradePct: number } {
  const { distanceM: xs, elevationM: ys } = samples;
  const at = (d: number) => {
    const i = sampleAt(xs, d);
    const j = Math.min(i + 1, xs.length - 1);
    const span = xs[j]! - xs[i]!;
    const f = span > 0 ? Math.min(1, Math.max(0, (d - xs[i]!) / span)) : 0;
    return ys[i]! + f * (ys[j]! - ys[i]!);
  };
  const first = xs[0] ?? 0;
  const last = xs[xs.length - 1] ?? 0;
  const a = Math.max(first, m - GRADE_HALF_WINDOW_M);
  const b = Math.min(last, m + GRADE_HALF_WINDOW_M);
  return { elevationM: at(m), gradePct: b > a ? ((at(b) - at(a)) / (b - a)) * 100 : 0 };
}

/**
 * The elevation chart drawn at the width it is shown (labels stay readable on a phone), with the
 * distance, elevation and grade under the pointer, or under a cursor moved with the arrow keys.
 * The server renders the same chart at 800 px; this takes over after hydration.
 */
export function ElevationExplorer(props: ElevationChartProps & { locale: string; readout: ElevationReadoutLabels }) {
  const box = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(800);
  const [cursorM, setCursorM] = useState<number | null>(null);
  const total = props.profile.distanceM || props.profile.samples.distanceM.at(-1) || 1;

  useEffect(() => {
    const element = box.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => entry && setWidth(Math.round(entry.contentRect.width)));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const plotWidth = Math.max(240, width) - CHART_LEFT - CHART_RIGHT;
  const onPointer = (event: PointerEvent<HTMLDivElement>) => {
    const rect = event.currentTarget.getBoundingClientRect();
    const px = ((event.clientX - rect.left) / rect.width) * Math.max(240, width);
    setCursorM(Math.min(total, Math.max(0, ((px - CHART_LEFT) / plotWidth) * total)));
  };
  const onKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = total / 100;
    if (event.key === 'ArrowRight') setCursorM((m) => Math.min(total, (m ?? 0) + step));
    else if (event.key === 'ArrowLeft') setCursorM((m) => Math.max(0, (m ?? 0) - step));
    else if (event.key === 'Home') setCursorM(0);
    else if (event.key === 'End') setCursorM(total);
    else if (event.key === 'Escape') setCursorM(null);
    else return;
    event.preventDefault();
  };

  const unitM = metresPerUnit(props.unit);
  const number = (value: number, digits: number, sign = false) =>
    new Intl.NumberFormat(props.locale, {
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
      signDisplay: sign ? 'exceptZero' : 'auto',
    }).format(value);
  const reading = cursorM === null ? null : readProfile(props.profile.samples, cursorM);
  const cursorLeft = cursorM === null ? 0 : ((CHART_LEFT + (cursorM / total) * plotWidth) / Math.max(240, width)) * 100;

  return (
    <div className="elevation-explorer">
      <div
        ref={box}
        className="elevation-explorer-plot"
        tabIndex={0}
        aria-describedby="elevation-readout"
        aria-label={props.readout.hint}
        onPointerMove={onPointer}
        onPointerDown={onPointer}
        onPointerLeave={(event) => event.pointerType === 'mouse' && setCursorM(null)}
        onKeyDown={onKey}
      >
        <ElevationChart {...props} width={width} />
        {cursorM !== null && <div className="elevation-cursor" style={{ left: `${cursorLeft}%` }} aria-hidden="true" />}
      </div>
      <p id="elevation-readout" className="elevation-readout" aria-live="polite" data-testid="elevation-readout">
        {reading && cursorM !== null ? (
          <>
            <span>
              {props.readout.distance} {number(cursorM / unitM, 2)} {props.unit}
            </span>
            <span>
              {props.readout.elevation} {number(reading.elevationM, 0)} m
            </span>
            <span>
              {props.readout.grade} {number(reading.gradePct, 1, true)} %
            </span>
          </>
        ) : (
          <span className="muted">{props.readout.hint}</span>
        )}
      </p>
    </div>
  );
}
