'use client';
import { useEffect, useState } from 'react';
import { fillTemplate } from '../../../src/lib/message-template.ts';
import type { CourseLabels } from './form-types.ts';

interface TitleImageFieldProps {
  labels: CourseLabels;
  maxBytes: number;
  /** The saved picture, when the course has one. */
  current: { src: string; width: number; height: number } | null;
  chosen: File | null;
  remove: boolean;
  error: string | undefined;
  onChoose: (file: File | null) => void;
  onRemove: (remove: boolean) => void;
}

/**
 * The course's optional title image: the saved one with a way to remove it, or a new one chosen
 * and shown at once (from the browser's copy; the server checks and re-encodes it on save).
 */
export function TitleImageField(props: TitleImageFieldProps) {
  const L = props.labels.titleImage;
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => {
    if (!props.chosen) {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(props.chosen);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [props.chosen]);
  const maxMb = Math.round((props.maxBytes / 1048576) * 10) / 10;
  const shown = preview ?? (props.remove ? null : props.current?.src);
  return (
    <div className={`field title-image-field${props.error ? ' field-invalid' : ''}`}>
      <label htmlFor="cf-titleImage">{L.label}</label>
      <input
        id="cf-titleImage"
        type="file"
        accept="image/png,image/jpeg,image/webp"
        aria-describedby={props.error ? 'cf-titleImage-help cf-titleImage-error' : 'cf-titleImage-help'}
        aria-invalid={props.error ? true : undefined}
        onChange={(e) => props.onChoose(e.target.files?.[0] ?? null)}
      />
      <small id="cf-titleImage-help" className="field-help">
        {fillTemplate(L.hint, { maxMb })}
      </small>
      {props.chosen && <p>{fillTemplate(L.selected, { name: props.chosen.name })}</p>}
      {shown && (
        <figure className="course-title-image">
          <img
            src={shown}
            alt={props.chosen ? props.chosen.name : L.current}
            {...(!preview && props.current ? { width: props.current.width, height: props.current.height } : {})}
          />
        </figure>
      )}
      {props.current && !props.chosen && (
        <p>
          <button type="button" className="btn btn-secondary" onClick={() => props.onRemove(!props.remove)}>
            {props.remove ? L.keep : L.remove}
          </button>
          {props.remove && (
            <span role="status" className="muted">
              {' '}
              {L.removing}
            </span>
          )}
        </p>
      )}
      {props.error && (
        <small id="cf-titleImage-error" className="field-error" role="alert">
          {props.error}
        </small>
      )}
    </div>
  );
}
