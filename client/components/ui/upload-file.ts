import { MIME, kindOf, sniffFile, type SniffedType } from "~/shared/sniff-type";

/** A filled slot: an uploaded file's name, address and kind, or a data string. */
export type UploadEntry = string | { name: string; url: string; type: "image" | "video" };

/** Thrown by `request` or `beforeUpload` to reject a file with a message of its own. */
export class UploadError extends Error {
  override name = "UploadError";
}

export type UploadAccept = "image" | "media";
/** `onProgress` takes the share sent so far, 0–100, when the request can tell. */
export type UploadRequest = (file: File, kind: "image" | "video", onProgress?: (percent: number) => void) => Promise<UploadEntry>;
export type BeforeUpload = (file: File) => boolean | Promise<boolean>;

export interface UploadRules {
  maxBytes: number;
  accept: UploadAccept;
  mode: "base64" | "custom";
  request?: UploadRequest;
  beforeUpload?: BeforeUpload;
  onProgress?: (percent: number) => void;
}

export type UploadOutcome =
  | { kind: "filled"; entry: UploadEntry }
  /** Left out quietly: beforeUpload said no, or the file could not be read (logged). */
  | { kind: "skipped" }
  /** Not accepted (too large, wrong type): a message, nothing else changes. */
  | { kind: "invalid"; reason: "tooLarge" | "badType" }
  /** A custom rejection with its own message. */
  | { kind: "rejected"; message: string }
  /** The upload failed: the default "Upload failed". */
  | { kind: "failed" };

/** The shop's uploaders: review photos/videos, custom-inquiry pictures, the finished piece's photos and videos. */
export const UPLOAD_PRESETS = {
  review: { maxCount: 4, accept: "media" },
  customInquiry: { maxCount: 5, accept: "image" },
  /** The back office's finished-piece step: photos and videos. */
  customFinished: { maxCount: 5, accept: "media" },
} as const satisfies Record<string, { maxCount: number; accept: UploadAccept }>;

const ACCEPTED: Record<UploadAccept, SniffedType[]> = {
  image: ["jpeg", "png", "gif", "webp"],
  media: ["jpeg", "png", "gif", "webp", "mp4", "mov", "webm"],
};

/** A file as a data URL whose type comes from its content, not from its name. */
function readDataUrl(file: Blob, type: SniffedType): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const result = String(reader.result);
      resolve(`data:${MIME[type]};base64,${result.slice(result.indexOf(",") + 1)}`);
    };
    reader.onerror = () => reject(reader.error ?? new Error("FileReader failed"));
    reader.readAsDataURL(file);
  });
}

/** One file through the checks (size, content type, beforeUpload) and the upload itself. */
export async function uploadFile(file: File, rules: UploadRules): Promise<UploadOutcome> {
  if (file.size > rules.maxBytes) return { kind: "invalid", reason: "tooLarge" };
  let type: SniffedType | null;
  try {
    type = await sniffFile(file);
  } catch (error) {
    console.error("Upload: could not read", file.name, error);
    return { kind: "skipped" };
  }
  if (!type || !ACCEPTED[rules.accept].includes(type)) return { kind: "invalid", reason: "badType" };
  try {
    if (rules.beforeUpload && !(await rules.beforeUpload(file))) return { kind: "skipped" };
  } catch (error) {
    return rejection(error);
  }
  if (rules.mode === "base64") {
    try {
      return { kind: "filled", entry: await readDataUrl(file, type) };
    } catch (error) {
      console.error("Upload: could not read", file.name, error);
      return { kind: "skipped" };
    }
  }
  if (!rules.request) throw new Error("FileUpload: mode 'custom' needs a request function");
  try {
    return { kind: "filled", entry: await rules.request(file, kindOf(type), rules.onProgress) };
  } catch (error) {
    return rejection(error);
  }
}

function rejection(error: unknown): UploadOutcome {
  if (error instanceof UploadError && error.message) return { kind: "rejected", message: error.message };
  console.error("Upload failed", error);
  return { kind: "failed" };
}

/** Whether an entry is a picture or a video, from its type or its data string. */
export function entryKind(entry: UploadEntry): "image" | "video" {
  if (typeof entry !== "string") return entry.type;
  return /^data:video\//i.test(entry) ? "video" : "image";
}

export const entryUrl = (entry: UploadEntry) => (typeof entry === "string" ? entry : entry.url);
