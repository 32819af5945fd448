import { useId, useRef, useState, type DragEvent } from "react";
import { useT } from "../../lib/use-t";
import { cx } from "./class-names";
import { UI_DEFAULTS } from "./defaults";
import { ImageViewer } from "./image-viewer";
import { Progress } from "./progress";
import { Spinner } from "./spinner";
import { useToast } from "./use-toast";
import { entryKind, entryUrl, uploadFile, type BeforeUpload, type UploadAccept, type UploadEntry, type UploadRequest } from "./upload-file";

interface BaseProps {
  /** Names the field ("Photos"). */
  label: string;
  value: UploadEntry[];
  onChange: (entries: UploadEntry[]) => void;
  /** Slots in all (default 1; reviews 4, custom inquiry 5); files beyond are ignored. */
  maxCount?: number;
  maxBytes?: number;
  /** Pictures only, or pictures and videos. */
  accept?: UploadAccept;
  /** Runs per file; false leaves the file out, an UploadError shows its message. */
  beforeUpload?: BeforeUpload;
  /** The add slot's text (default "Upload"). */
  tip?: string;
  disabled?: boolean;
}

export type FileUploadProps = BaseProps & ({ mode?: "base64"; request?: never } | { mode: "custom"; request: UploadRequest });

interface Pending {
  id: number;
  name: string;
  status: "uploading" | "error";
  message?: string;
  /** Share sent so far, when the request reports it. */
  percent?: number;
}

const MIME_ACCEPT: Record<UploadAccept, string> = {
  image: "image/jpeg,image/png,image/gif,image/webp",
  media: "image/jpeg,image/png,image/gif,image/webp,video/mp4,video/quicktime,video/webm",
};

let nextSlot = 1;

/**
 * Upload slots: empty → uploading (a progress bar when the request reports how much is
 * sent, else a spinner) → filled, or error. Files are read as data strings (base64 mode) or
 * sent with the supplied request (custom mode); their type is checked by content; at most
 * 10 MB each.
 */
export function FileUpload({
  label,
  value,
  onChange,
  maxCount = UI_DEFAULTS.upload.maxCount,
  maxBytes = UI_DEFAULTS.upload.maxBytes,
  accept = "image",
  beforeUpload,
  tip,
  disabled = false,
  mode = "base64",
  request,
}: FileUploadProps) {
  const t = useT();
  const toast = useToast();
  const id = useId();
  const [pending, setPending] = useState<Pending[]>([]);
  const [preview, setPreview] = useState<number | null>(null);
  const [dragging, setDragging] = useState(false);
  // Uploads finish in any order; each adds to the latest list, not to the one it started with.
  const latest = useRef(value);
  latest.current = value;
  const busy = useRef(0);

  const update = (slot: number, change: Partial<Pending> | null) =>
    setPending((list) => (change ? list.map((p) => (p.id === slot ? { ...p, ...change } : p)) : list.filter((p) => p.id !== slot)));

  const add = async (files: File[]) => {
    const room = maxCount - latest.current.length - busy.current;
    const taken = files.slice(0, Math.max(0, room));
    const slots = taken.map((file) => ({ id: nextSlot++, name: file.name, status: "uploading" as const }));
    busy.current += slots.length;
    setPending((list) => [...list.filter((p) => p.status !== "error"), ...slots]);
    await Promise.all(
      taken.map(async (file, i) => {
        const slot = slots[i].id;
        const onProgress = (percent: number) => update(slot, { percent });
        const outcome = await uploadFile(file, { maxBytes, accept, mode, request, beforeUpload, onProgress });
        busy.current -= 1;
        if (outcome.kind === "filled") {
          latest.current = [...latest.current, outcome.entry];
          onChange(latest.current);
          update(slot, null);
        } else if (outcome.kind === "skipped") {
          update(slot, null);
        } else if (outcome.kind === "invalid") {
          toast.error(
            outcome.reason === "tooLarge" ? t("ui.upload.tooLarge", { mb: Math.round(maxBytes / 1048576) }) : t(`ui.upload.badType.${accept}`),
          );
          update(slot, null);
        } else if (outcome.kind === "rejected") {
          toast.error(outcome.message);
          // With several slots the count goes back to the files that are in.
          if (maxCount > 1) setPending((list) => list.filter((p) => p.status === "uploading" && p.id !== slot));
          else update(slot, { status: "error", message: outcome.message });
        } else {
          toast.error(t("ui.upload.failed"));
          update(slot, { status: "error", message: t("ui.upload.failed") });
        }
      }),
    );
  };

  const remove = (index: number) => onChange(value.filter((_, i) => i !== index));
  // Error slots are only notices: they do not take a file's place.
  const full = value.length + pending.filter((p) => p.status === "uploading").length >= maxCount;
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled && !full) void add([...event.dataTransfer.files]);
  };

  return (
    <div className={cx("ui-upload", disabled && "ui-upload--disabled")} role="group" aria-labelledby={`${id}-label`}>
      <div className="ui-upload__head">
        <span id={`${id}-label`} className="ui-upload__label">
          {label}
        </span>
        <span className="ui-upload__count" aria-live="polite">
          {t("ui.upload.count", { count: value.length, max: maxCount })}
        </span>
      </div>
      <ul className="ui-upload__slots">
        {value.map((entry, index) => (
          <li key={`${index}-${entryUrl(entry).slice(-24)}`} className="ui-upload__slot ui-upload__slot--filled" data-status="filled">
            <button
              type="button"
              className="ui-upload__thumb"
              onClick={() => setPreview(index)}
              aria-label={t("ui.upload.preview", { n: index + 1 })}
            >
              {entryKind(entry) === "image" ? (
                <img src={entryUrl(entry)} alt="" />
              ) : (
                <span className="ui-upload__video" aria-hidden="true">
                  ▶
                </span>
              )}
            </button>
            <button
              type="button"
              className="ui-upload__remove"
              onClick={() => remove(index)}
              aria-label={t("ui.upload.remove", { n: index + 1 })}
              disabled={disabled}
            >
              <span aria-hidden="true">×</span>
            </button>
          </li>
        ))}
        {pending.map((slot) => (
          <li key={slot.id} className={`ui-upload__slot ui-upload__slot--${slot.status}`} data-status={slot.status}>
            {slot.status === "uploading" ? (
              slot.percent === undefined ? (
                <Spinner label={t("ui.upload.uploading", { name: slot.name })} />
              ) : (
                <Progress value={slot.percent} label={t("ui.upload.uploading", { name: slot.name })} height={6} />
              )
            ) : (
              <>
                <span className="ui-upload__error">{slot.message}</span>
                <button
                  type="button"
                  className="ui-upload__remove"
                  onClick={() => update(slot.id, null)}
                  aria-label={t("ui.upload.dismiss", { name: slot.name })}
                >
                  <span aria-hidden="true">×</span>
                </button>
              </>
            )}
          </li>
        ))}
        {!full && (
          <li className="ui-upload__slot ui-upload__slot--empty" data-status="empty">
            <label
              className={cx("ui-upload__add", dragging && "ui-upload__add--drag")}
              onDragOver={(event) => {
                event.preventDefault();
                setDragging(true);
              }}
              onDragLeave={() => setDragging(false)}
              onDrop={onDrop}
            >
              <input
                type="file"
                className="visually-hidden"
                accept={MIME_ACCEPT[accept]}
                multiple={maxCount - value.length > 1}
                disabled={disabled}
                onChange={(event) => {
                  const files = [...(event.target.files ?? [])];
                  event.target.value = "";
                  void add(files);
                }}
              />
              <span className="ui-upload__plus" aria-hidden="true">
                +
              </span>
              <span>{tip ?? t("ui.upload.tip")}</span>
            </label>
          </li>
        )}
      </ul>
      <ImageViewer
        items={value.map((entry) => ({ type: entryKind(entry), image: entryUrl(entry), video: entryUrl(entry) }))}
        open={preview !== null}
        onOpenChange={(open) => !open && setPreview(null)}
        index={preview ?? 0}
        onIndexChange={setPreview}
      />
    </div>
  );
}
