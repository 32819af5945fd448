import type { ShellState } from "~/shared/shell-state";
import type { Envelope } from "~/shared/api-envelope";
import type { UploadPurpose } from "~/shared/reviews";
import { apiHeaders } from "../../../lib/api";
import { UploadError, type UploadEntry, type UploadRequest } from "../../../components/ui/upload-file";

interface Stored {
  key: string;
  kind: "image" | "video";
  url: string;
}

/** Where each uploaded entry's R2 key is kept (the widget knows entries only by address). */
export type KeyOf = Map<string, string>;

/**
 * The upload widget's custom request: the file goes as the raw body to upload/{purpose};
 * a refusal (type, size, count, rate) shows the server's own message in the slot, anything
 * else is the widget's "Upload failed".
 */
export function uploadRequest(state: ShellState, purpose: UploadPurpose, draft: string, keys: KeyOf): UploadRequest {
  return async (file: File): Promise<UploadEntry> => {
    const headers = { ...apiHeaders(state), "Content-Type": "application/octet-stream" };
    const response = await fetch(`${state.apiPrefix}upload/${purpose}?draft=${encodeURIComponent(draft)}`, {
      method: "POST",
      headers,
      body: file,
      credentials: "same-origin",
    });
    let envelope: Envelope<Stored | null>;
    try {
      envelope = (await response.json()) as Envelope<Stored | null>;
    } catch {
      throw new Error(`upload: HTTP ${response.status}`);
    }
    if (envelope.code !== 200 || !envelope.data) {
      if (response.status >= 400 && response.status < 500 && envelope.message) throw new UploadError(envelope.message);
      throw new Error(`upload: ${envelope.code}`);
    }
    keys.set(envelope.data.url, envelope.data.key);
    return { name: file.name, url: envelope.data.url, type: envelope.data.kind };
  };
}
