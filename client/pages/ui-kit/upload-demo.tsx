import { useState } from "react";
import { FileUpload } from "../../components/ui/file-upload";
import { RadioGroup } from "../../components/ui/radio-group";
import { UPLOAD_PRESETS, UploadError, type UploadEntry } from "../../components/ui/upload-file";
import { Demo } from "./demo";

type Outcome = "keep" | "fail" | "reject";

/**
 * Both modes. The custom request here keeps the file in the browser (an object URL) or
 * fails as chosen, so every slot state can be seen without an upload service.
 */
export function UploadDemo() {
  const [review, setReview] = useState<UploadEntry[]>([]);
  const [custom, setCustom] = useState<UploadEntry[]>([]);
  const [single, setSingle] = useState<UploadEntry[]>([]);
  const [outcome, setOutcome] = useState<Outcome>("keep");
  const request = async (file: File, kind: "image" | "video"): Promise<UploadEntry> => {
    if (outcome === "fail") throw new Error("demo: the request failed");
    if (outcome === "reject") throw new UploadError("This picture was already sent with your inquiry.");
    return { name: file.name, url: URL.createObjectURL(file), type: kind };
  };
  return (
    <Demo name="upload" title="File upload">
      <div className="ui-kit-column">
        <FileUpload label="Review photos and videos (base64)" value={review} onChange={setReview} {...UPLOAD_PRESETS.review} />
        <RadioGroup
          legend="Custom request answers"
          inline
          value={outcome}
          onChange={setOutcome}
          options={[
            { label: "keep the file", value: "keep" },
            { label: "fail", value: "fail" },
            { label: "reject with a message", value: "reject" },
          ]}
        />
        <FileUpload
          label="Custom inquiry pictures (custom request)"
          value={custom}
          onChange={setCustom}
          {...UPLOAD_PRESETS.customInquiry}
          mode="custom"
          request={request}
        />
        <FileUpload label="Avatar (one slot, custom request)" value={single} onChange={setSingle} mode="custom" request={request} />
      </div>
    </Demo>
  );
}
