/** The answer of one of our JSON routes. */
export interface JsonAnswer {
  status: number;
  body: Record<string, unknown>;
}

/**
 * POSTs a form with XMLHttpRequest, whose upload events (unlike fetch's) report progress.
 * Never rejects: a network failure answers status 0.
 */
export function postForm(url: string, form: FormData, onProgress: (fraction: number) => void): Promise<JsonAnswer> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.responseType = 'json';
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => resolve({ status: xhr.status, body: (xhr.response as Record<string, unknown> | null) ?? {} });
    xhr.onerror = () => resolve({ status: 0, body: {} });
    xhr.send(form);
  });
}
