'use client';
import { useMemo, useState } from 'react';
import { fillTemplate } from '../../../src/lib/message-template.ts';
import { formatLength } from '../../../src/lib/number-format.ts';
import { PREVIEW_TOKEN_FIELD, type CoursePreview } from '../services/course-preview.ts';
import type { AidStation } from '../services/course-types.ts';
import { AidStationEditor } from './aid-station-editor.client.tsx';
import { CourseDetails } from './course-details.client.tsx';
import { CourseMap } from './course-map.client.tsx';
import { ElevationChart } from '../../../src/ui/elevation-chart.tsx';
import type { CourseFormProps } from './form-types.ts';
import { mapPoints } from './map-points.ts';
import { postForm } from './upload-request.ts';
import { UploadField } from './upload-field.client.tsx';
import { TitleImageField } from './title-image-field.client.tsx';
import { coursesApiPaths } from '../api-paths.ts';

/**
 * Create or edit a course. Choosing a file uploads it at once for a preview (distance, climbs,
 * chart, map, aid stations found in the file) without saving, and the server keeps it a while;
 * "save" sends the fields, the aid stations and, for a new file, its preview's token (the file
 * itself only when the preview expired), then goes to the course's page.
 */
export function CourseForm(props: CourseFormProps) {
  const L = props.labels;
  const [values, setValues] = useState(props.initial);
  const [file, setFile] = useState<File | null>(null);
  // The server keeps the previewed file under this token: saving sends it instead of the file.
  const [previewToken, setPreviewToken] = useState<string | null>(null);
  const [titleImage, setTitleImage] = useState<File | null>(null);
  const [removeTitleImage, setRemoveTitleImage] = useState(false);
  const [preview, setPreview] = useState<CoursePreview | null>(props.initialPreview);
  const [stations, setStations] = useState<AidStation[]>(props.initialAidStations);
  const [selected, setSelected] = useState<number | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [message, setMessage] = useState<string | null>(null);
  const set = (name: string, value: string) => setValues((v) => ({ ...v, [name]: value }));
  const query = `?lang=${props.locale}`;

  async function choose(chosen: File) {
    setErrors((e) => ({ ...e, file: [] }));
    if (chosen.size > props.maxBytes) {
      setErrors((e) => ({ ...e, file: [fillTemplate(L.fileTooLarge, { maxMb: Math.round((props.maxBytes / 1048576) * 10) / 10 })] }));
      return;
    }
    const form = new FormData();
    form.append('locale', props.locale);
    form.append('file', chosen);
    setProgress(0);
    const answer = await postForm(coursesApiPaths.routes.preview.href(query), form, setProgress);
    setProgress(null);
    const body = answer.body as { preview?: CoursePreview; previewToken?: string; message?: string };
    if (answer.status !== 200 || !body.preview) {
      setErrors((e) => ({ ...e, file: [body.message ?? L.errors.uploadFailed] }));
      return;
    }
    const next = body.preview;
    setFile(chosen);
    setPreviewToken(body.previewToken ?? null);
    setPreview(next);
    // A new course takes its title from the file's own race name, unless one was typed already.
    const suggested = next.suggestedTitle;
    if (suggested) setValues((v) => (v.title?.trim() ? v : { ...v, title: suggested }));
    // The file's own waypoints become the aid stations, unless some were already edited.
    if (stations.length === 0)
      setStations(next.aidStations.map((a) => ({ distanceM: Math.round(a.distanceM), name: a.name.slice(0, 100), services: ['water'] })));
    else setStations((s) => s.map((a) => ({ ...a, distanceM: Math.min(a.distanceM, Math.round(next.distanceM)) })));
  }

  // Too large is said at once; what the picture is, the server decides on save.
  function chooseTitleImage(chosen: File | null) {
    const tooLarge = chosen !== null && chosen.size > props.titleImageMaxBytes;
    const maxMb = Math.round((props.titleImageMaxBytes / 1048576) * 10) / 10;
    setErrors((e) => ({ ...e, titleImage: tooLarge ? [fillTemplate(L.titleImage.tooLarge, { maxMb })] : [] }));
    setTitleImage(tooLarge ? null : chosen);
  }

  const saveUrl = props.uuid ? coursesApiPaths.routes.save.href({ uuid: props.uuid }, query) : coursesApiPaths.routes.create.href(query);

  /** The form's fields; a new file goes as its preview's token when there is one, else as the file. */
  function saveForm(token: string | null, image: File | null): FormData {
    const form = new FormData();
    form.append('locale', props.locale);
    for (const [key, value] of Object.entries(values)) form.append(key, value);
    form.append('aidStations', JSON.stringify(stations));
    if (file && token) form.append(PREVIEW_TOKEN_FIELD, token);
    else if (file) form.append('file', file);
    if (image) form.append('titleImage', image);
    else if (removeTitleImage) form.append('removeTitleImage', '1');
    return form;
  }

  async function save(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!preview) {
      setErrors({ file: [L.errors.fileRequired] });
      return;
    }
    setBusy(true);
    setMessage(null);
    let answer = await postForm(saveUrl, saveForm(previewToken, titleImage), () => {});
    // The preview expired (or the server no longer has it): the file goes up after all.
    if ((answer.body as { errors?: Record<string, string[]> }).errors?.[PREVIEW_TOKEN_FIELD]) {
      setPreviewToken(null);
      answer = await postForm(saveUrl, saveForm(null, titleImage), () => {});
    }
    const body = answer.body as { redirect?: string; message?: string; errors?: Record<string, string[]> };
    if (answer.status >= 200 && answer.status < 300 && body.redirect) {
      window.location.assign(body.redirect);
      return;
    }
    setBusy(false);
    setErrors(body.errors ?? {});
    setMessage(body.message ?? L.errors.uploadFailed);
  }

  const points = useMemo(
    () => (preview ? mapPoints(preview, stations, { start: L.map.start, finish: L.map.finish }) : []),
    [preview, stations, L.map.start, L.map.finish],
  );

  return (
    <form
      className="course-form stack"
      onSubmit={save}
      noValidate
      aria-label={props.uuid ? L.titles.edit.replace('{title}', props.initial.title ?? '') : L.titles.create}
    >
      {message && (
        <p className="form-message error-summary" role="alert">
          ⚠ {message}
        </p>
      )}
      <UploadField
        labels={L}
        maxBytes={props.maxBytes}
        fileName={file?.name ?? props.currentFileName}
        isNew={file !== null}
        progress={progress}
        reading={progress !== null && progress >= 1}
        error={errors.file?.[0]}
        onFile={(f) => void choose(f)}
      />
      <section aria-labelledby="cf-preview" className="card">
        <h2 id="cf-preview">{L.form.preview}</h2>
        {!preview && <p className="muted">{L.form.previewEmpty}</p>}
        {preview && (
          <>
            <dl className="course-facts" data-testid="preview-facts">
              <div>
                <dt>{L.facts.track}</dt>
                <dd>{formatLength(props.locale, preview.distanceM / 1000, 'km', { minDigits: 2, maxDigits: 2 })}</dd>
              </div>
              <div>
                <dt>{L.facts.gain}</dt>
                <dd>{formatLength(props.locale, preview.elevation.gainM, 'm', { maxDigits: 0 })}</dd>
              </div>
              <div>
                <dt>{L.facts.loss}</dt>
                <dd>{formatLength(props.locale, preview.elevation.lossM, 'm', { maxDigits: 0 })}</dd>
              </div>
            </dl>
            {!preview.hasElevation && <p className="muted">{L.chart.noElevation}</p>}
            <ElevationChart
              profile={preview}
              unit="km"
              marks={stations.map((s) => s.distanceM)}
              labels={{
                title: L.chart.label,
                distanceAxis: fillTemplate(L.chart.distanceAxis, { unit: 'km' }),
                elevationAxis: L.chart.elevationAxis,
              }}
            />
            <CourseMap
              line={preview.line}
              points={points}
              highlight={selected}
              styleUrl={props.styleUrl}
              label={L.map.label}
              unavailable={L.map.unavailable}
            />
          </>
        )}
      </section>
      <AidStationEditor
        locale={props.locale}
        labels={L}
        stations={stations}
        courseM={preview?.distanceM ?? 0}
        selected={selected}
        error={errors.aidStations?.[0]}
        onChange={setStations}
        onSelect={setSelected}
      />
      <CourseDetails props={props} values={values} errors={errors} set={set} />
      <TitleImageField
        labels={L}
        maxBytes={props.titleImageMaxBytes}
        current={props.titleImage}
        chosen={titleImage}
        remove={removeTitleImage}
        error={errors.titleImage?.[0]}
        onChoose={chooseTitleImage}
        onRemove={setRemoveTitleImage}
      />
      <p className="actions">
        <button className="btn" type="submit" disabled={busy || progress !== null}>
          {busy ? L.form.saving : L.form.save}
        </button>{' '}
        <a href={props.cancelHref}>{L.form.cancel}</a>
      </p>
    </form>
  );
}
