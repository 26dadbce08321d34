'use client';
import { useEffect, useRef, useState } from 'react';
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
}

/** Needs no tile server: a plain background; the course itself is drawn by deck.gl. */
const OFFLINE_STYLE = {
  version: 8,
  sources: {},
  layers: [{ id: 'background', type: 'background', paint: { 'background-color': '#eef3ee' } }],
};

const COLOURS = { start: [31, 107, 58], finish: [180, 40, 40], aid: [30, 90, 200] } as const;

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
      getLineColor: [255, 255, 255],
      stroked: true,
      lineWidthUnits: 'pixels',
      getLineWidth: 2,
      radiusUnits: 'pixels',
      getRadius: (_p, { index }) => (index === props.highlight ? 11 : 6),
      updateTriggers: { getRadius: [props.highlight] },
    }),
  ];
}

/**
 * The course on a map: MapLibre for the base map, deck.gl for the line and the markers. Both are
 * loaded here, in an effect, so only pages that show a map download them.
 */
export function CourseMap(props: CourseMapProps) {
  const container = useRef<HTMLDivElement>(null);
  const mods = useRef<Modules | null>(null);
  const latest = useRef(props);
  latest.current = props;
  const [failed, setFailed] = useState(false);

  useEffect(() => {
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
  }, [props.styleUrl]);

  useEffect(() => {
    if (mods.current) mods.current.overlay.setProps({ layers: buildLayers(mods.current.layers, props) });
  }, [props.points, props.highlight, props.line]);

  return (
    <div className="course-map" role="region" aria-label={props.label}>
      <div
        ref={container}
        className="course-map-canvas"
        data-testid="course-map"
        style={{ width: '100%', height: '360px', position: 'relative' }}
      />
      {failed && <p className="muted">{props.unavailable}</p>}
    </div>
  );
}
