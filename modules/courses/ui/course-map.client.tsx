'use client';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import type * as DeckLayers from '@deck.gl/layers';
import type { MapboxOverlay } from '@deck.gl/mapbox';
import type { MapPoint } from './map-points.ts';

export interface CourseMapProps {
  /** [lon, lat] pairs. */
  line: Array<[number, number]>;
  points: MapPoint[];
  /** Index in `points` drawn larger (the aid station being edited). */
  highlight?: number | null;
  /** MapLibre style URL from configuration; null: the offline style below. */
  styleUrl: string | null;
  label: string;
  unavailable: string;
  /**
   * A picture drawn by the server (CourseMapPicture), shown in the map's place until the reader
   * presses the button named `exploreLabel`; only then is the map's code fetched. Without one the
   * map loads when it scrolls into view.
   */
  poster?: ReactNode;
  exploreLabel?: string;
}

/**
 * Needs no tile server: a plain background; the course, its distance marks, start, finish and
 * aid stations are drawn by deck.gl, so the map reads without a base map.
 */
const OFFLINE_STYLE = {
  version: 8,
  sources: {},
  layers: [{ id: 'background', type: 'background', paint: { 'background-color': '#eef3ee' } }],
};

const COLOURS = { start: [31, 107, 58], finish: [180, 40, 40], aid: [30, 90, 200], km: [255, 255, 255] } as const;
const RADIUS = { start: 8, finish: 8, aid: 6, km: 9 } as const;

type Modules = {
  layers: typeof DeckLayers;
  overlay: MapboxOverlay;
};

function buildLayers(mods: Modules['layers'], props: CourseMapProps) {
  return [
    new mods.PathLayer({
      id: 'course',
      data: [{ path: props.line }],
      getPath: (d: { path: Array<[number, number]> }) => d.path,
      getColor: [200, 70, 20],
      widthUnits: 'pixels',
      getWidth: 4,
    }),
    new mods.ScatterplotLayer<MapPoint>({
      id: 'points',
      data: props.points,
      getPosition: (p) => [p.lon, p.lat],
      getFillColor: (p) => [...COLOURS[p.kind], 255] as [number, number, number, number],
      getLineColor: (p) => (p.kind === 'km' ? [60, 60, 60, 255] : [255, 255, 255, 255]),
      stroked: true,
      lineWidthUnits: 'pixels',
      getLineWidth: 2,
      radiusUnits: 'pixels',
      getRadius: (p, { index }) => (index === props.highlight ? 11 : RADIUS[p.kind]),
      updateTriggers: { getRadius: [props.highlight] },
    }),
    // Distance numbers inside their marks; S and F beside the start and finish.
    new mods.TextLayer<MapPoint>({
      id: 'labels',
      data: props.points.filter((p) => p.kind !== 'aid'),
      getPosition: (p) => [p.lon, p.lat],
      getText: (p) => (p.kind === 'km' ? p.name : p.kind === 'start' ? 'S' : 'F'),
      getSize: (p) => (p.kind === 'km' ? 11 : 13),
      getColor: (p) => (p.kind === 'km' ? [30, 30, 30, 255] : [...COLOURS[p.kind], 255]),
      getPixelOffset: (p) => (p.kind === 'km' ? [0, 0] : [0, -16]),
      fontFamily: 'system-ui, sans-serif',
      fontWeight: 700,
      characterSet: 'auto',
    }),
  ];
}

/**
 * The course on a map: MapLibre for the base map, deck.gl for the line and the markers. Both are
 * loaded here, in an effect, when the map comes into view (or, with a `poster`, when the reader
 * asks for it), so only pages that show a map, and only readers who reach it, download them.
 */
export function CourseMap(props: CourseMapProps) {
  const container = useRef<HTMLDivElement>(null);
  const mods = useRef<Modules | null>(null);
  const latest = useRef(props);
  latest.current = props;
  const [failed, setFailed] = useState(false);

  // The map's code (about 2 MB) is fetched only once the map scrolls into view.
  const [visible, setVisible] = useState(false);
  const poster = visible ? null : props.poster;
  useEffect(() => {
    const element = container.current;
    if (!element || visible || props.poster) return;
    if (typeof IntersectionObserver === 'undefined') return setVisible(true);
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setVisible(true), {
      rootMargin: '200px',
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [visible, props.poster]);

  useEffect(() => {
    if (!visible) return;
    let cancelled = false;
    let map: { remove(): void } | undefined;
    (async () => {
      const [maplibre, deckMapbox, layers, worker] = await Promise.all([
        import('maplibre-gl'),
        import('@deck.gl/mapbox'),
        import('@deck.gl/layers'),
        // The map's worker, emitted by Vite as a hashed asset: maplibre would otherwise look for it
        // beside its own chunk under its original name (/assets/maplibre-gl-worker.mjs, a 404).
        import('maplibre-gl/dist/maplibre-gl-worker.mjs?url'),
      ]);
      maplibre.setWorkerUrl(worker.default);
      // @ts-expect-error -- a stylesheet: Vite bundles it and adds it to the page with the map.
      await import('maplibre-gl/dist/maplibre-gl.css');
      if (cancelled || !container.current) return;
      const lons = latest.current.line.map((p) => p[0]);
      const lats = latest.current.line.map((p) => p[1]);
      const created = new maplibre.Map({
        container: container.current,
        style: (latest.current.styleUrl ?? OFFLINE_STYLE) as never,
        bounds: [
          [Math.min(...lons), Math.min(...lats)],
          [Math.max(...lons), Math.max(...lats)],
        ],
        fitBoundsOptions: { padding: 28 },
        attributionControl: false,
      });
      map = created;
      const overlay = new deckMapbox.MapboxOverlay({ interleaved: false, layers: buildLayers(layers, latest.current) });
      created.addControl(overlay as never);
      mods.current = { layers, overlay };
    })().catch(() => {
      if (!cancelled) setFailed(true);
    });
    return () => {
      cancelled = true;
      mods.current = null;
      map?.remove();
    };
  }, [props.styleUrl, visible]);

  useEffect(() => {
    if (mods.current) mods.current.overlay.setProps({ layers: buildLayers(mods.current.layers, props) });
  }, [props.points, props.highlight, props.line]);

  return (
    <div className="course-map" role="region" aria-label={props.label} style={{ position: 'relative' }}>
      <div
        ref={container}
        className="course-map-canvas"
        data-testid="course-map"
        style={{ width: '100%', height: '360px', position: 'relative' }}
      >
        {poster}
      </div>
      {poster && (
        <button
          type="button"
          className="btn btn-secondary course-map-explore"
          style={{ position: 'absolute', right: '0.5rem', bottom: '0.5rem' }}
          onClick={() => setVisible(true)}
        >
          {props.exploreLabel}
        </button>
      )}
      {failed && <p className="muted">{props.unavailable}</p>}
    </div>
  );
}
