'use client';
import { useState, type DragEvent } from 'react';
import { fillTemplate } from '../../../src/lib/message-template.ts';
import type { CourseLabels } from './form-types.ts';

interface UploadFieldProps {
  labels: CourseLabels;
  maxBytes: number;
  fileName: string | null;
  isNew: boolean;
  progress: number | null;
  reading: boolean;
  error: string | undefined;
  onFile: (file: File) => void;
}

/** The file input, a drop zone around it, and the upload progress bar. */
export function UploadField(props: UploadFieldProps) {
  const L = props.labels;
  const [over, setOver] = useState(false);
  const drop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setOver(false);
    const file = event.dataTransfer.files[0];
    if (file) props.onFile(file);
  };
  const maxMb = Math.round((props.maxBytes / 1048576) * 10) / 10;
  return (
    <div
      className={`field drop-zone${over ? ' drop-over' : ''}${props.error ? ' field-invalid' : ''}`}
      onDragOver={(e) => {
        e.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
      data-testid="drop-zone"
    >
      <label htmlFor="cf-file">{L.fields.file}</label>
      <p className="muted">{L.upload.drop}</p>
      <input
        id="cf-file"
        type="file"
        accept=".gpx,.kml,.kmz"
        aria-describedby="cf-file-help"
        aria-invalid={props.error ? true : undefined}
        onChange={(e) => {
          const file = e.target.files?.[0];
          if (file) props.onFile(file);
        }}
      />
      <small id="cf-file-help" className="field-help">
        {fillTemplate(L.hints.file, { maxMb })}
      </small>
      {props.fileName && <p>{fillTemplate(props.isNew ? L.upload.selected : L.upload.current, { name: props.fileName })}</p>}
      {props.progress !== null && (
        <p>
          <progress
            max={1}
            value={props.progress}
            aria-label={fillTemplate(L.upload.uploading, { percent: Math.round(props.progress * 100) })}
          />{' '}
          {props.reading ? L.upload.reading : fillTemplate(L.upload.uploading, { percent: Math.round(props.progress * 100) })}
        </p>
      )}
      {props.error && (
        <small className="field-error" role="alert">
          {props.error}
        </small>
      )}
    </div>
  );
}
