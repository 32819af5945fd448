import type { Envelope } from "~/shared/api-envelope";
import type { UploadPurpose } from "~/shared/reviews";
import type { ShellState } from "~/shared/shell-state";
import { UploadError, type UploadEntry, type UploadRequest } from "../../../components/ui/upload-file";
import { sniffFile } from "~/shared/sniff-type";
import { apiHeaders } from "../../../lib/api";
import { downscaled } from "./downscale";

interface Stored {
  key: string;
  kind: "image" | "video";
  url: string;
}

/** Where each uploaded entry's R2 key is kept (the widget knows entries only by address). */
export type KeyOf = Map<string, string>;

/**
 * The upload widget's custom request: the file goes as the raw body to upload/{purpose} (or the
 * back office's `path`)
 * (XMLHttpRequest, whose upload events give the slot its progress); a refusal (type, size,
 * count, rate) shows the server's own message, anything else is the widget's "Upload failed".
 */
export function uploadRequest(state: ShellState, purpose: UploadPurpose, draft: string, keys: KeyOf, path = `upload/${purpose}`): UploadRequest {
  return async (file, kind, onProgress) => {
    const body = kind === "image" ? await downscaled(file, (await sniffFile(file)) ?? "") : file;
    return new Promise<UploadEntry>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open("POST", `${state.apiPrefix}${path}?draft=${encodeURIComponent(draft)}`);
      for (const [name, value] of Object.entries({ ...apiHeaders(state), "Content-Type": "application/octet-stream" }))
        xhr.setRequestHeader(name, value);
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) onProgress?.(Math.round((event.loaded / event.total) * 100));
      };
      xhr.onerror = () => reject(new Error("upload: network error"));
      xhr.onload = () => {
        let envelope: Envelope<Stored | null>;
        try {
          envelope = JSON.parse(xhr.responseText) as Envelope<Stored | null>;
        } catch {
          return reject(new Error(`upload: HTTP ${xhr.status}`));
        }
        if (envelope.code === 200 && envelope.data) {
          keys.set(envelope.data.url, envelope.data.key);
          return resolve({ name: file.name, url: envelope.data.url, type: envelope.data.kind });
        }
        if (xhr.status >= 400 && xhr.status < 500 && envelope.message) return reject(new UploadError(envelope.message));
        reject(new Error(`upload: ${envelope.code}`));
      };
      xhr.send(body);
    });
  };
}
