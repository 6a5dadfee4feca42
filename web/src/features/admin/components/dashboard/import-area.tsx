import { FileSpreadsheet, LoaderCircle, Upload, X } from "lucide-react";
import { useRef, useState, type DragEvent } from "react";
import { Button } from "@/components/ui/button";
import { trAdmin } from "@/i18n/tr-admin";
import { cn } from "@/lib/cn";
import { useMaxUploadMB } from "../../api/get-session";
import {
  DEFAULT_IMPORT_MAX_MB,
  IMPORT_EXTENSIONS,
  failedImport,
  fileExtension,
  isCancelled,
  isImportable,
  useImportExcel,
} from "../../api/import-excel";
import { formatMegabytes } from "../../utils/numbers";
import { errorClass } from "../field-styles";
import { ImportJobs } from "./import-jobs";
import { ImportResultView } from "./import-result";

// The file's own clock: the operator's local time, not the directory's.
const modified = new Intl.DateTimeFormat("tr-TR", {
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
});

/** FileDetails lists the chosen file's name, size, type and modified date. */
function FileDetails({ file }: { file: File }) {
  const t = trAdmin.import;
  const rows: [string, string][] = [
    [t.fileName, file.name],
    [t.fileSize, t.megabytes(formatMegabytes(file.size))],
    [t.fileType, file.type || fileExtension(file.name) || "—"],
    [t.fileModified, modified.format(new Date(file.lastModified))],
  ];
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-slate-600">{label}</dt>
          <dd className="font-medium break-all text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * ImportArea uploads an Outscraper export (docs/pages.md, "The operator
 * panel"): no file, file chosen, processing, then the result. A file over the server's limit
 * (20 MB unless MAX_UPLOAD_MB says otherwise) or of another type is refused
 * here before any upload; the server checks both again.
 */
export function ImportArea() {
  const t = trAdmin.import;
  const upload = useImportExcel();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const maxMB = useMaxUploadMB() ?? DEFAULT_IMPORT_MAX_MB;
  const [progress, setProgress] = useState<{ sent: number; total: number } | null>(null);
  const cancelUpload = useRef<AbortController | null>(null);
  const [followed, setFollowed] = useState<number[]>([]);
  const processing = upload.isPending;
  const cancelled = upload.isError && isCancelled(upload.error);
  const queuedJob = upload.data?.job;
  const result = upload.data?.result ?? (upload.isError && !cancelled ? failedImport(upload.error) : null);
  // Uploading until the last byte is sent; then the server imports, which a
  // cancel would no longer stop.
  const uploading = processing && progress !== null && progress.sent < progress.total;

  const start = (chosen: File) => {
    const abort = new AbortController();
    cancelUpload.current = abort;
    setProgress({ sent: 0, total: chosen.size });
    upload.mutate(
      { file: chosen, signal: abort.signal, onProgress: (sent, total) => setProgress({ sent, total }) },
      {
        // A queued file frees the area for the next one; its job is followed below.
        onSuccess: ({ job }) => {
          if (!job) return;
          setFollowed((ids) => [...ids, job.jobId]);
          setFile(null);
        },
      },
    );
  };

  const choose = (chosen: File | undefined) => {
    if (!chosen || processing) return;
    upload.reset();
    const why = !isImportable(chosen.name)
      ? t.wrongType
      : chosen.size > maxMB * 1024 * 1024
        ? t.tooLarge(formatMegabytes(chosen.size), maxMB)
        : null;
    setRefusal(why);
    setFile(why ? null : chosen);
  };

  const clear = () => {
    upload.reset();
    setFile(null);
    setRefusal(null);
    if (input.current) input.current.value = "";
  };

  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setDragging(false);
    choose(e.dataTransfer.files[0]);
  };

  return (
    <section
      aria-labelledby="admin-import-heading"
      aria-busy={processing}
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <h2 id="admin-import-heading" className="text-lg font-semibold text-slate-900">
        {t.heading}
      </h2>
      <p id="admin-import-intro" className="mt-1 text-sm text-slate-600">
        {t.intro(maxMB)}
      </p>

      <div
        onDragOver={(e) => {
          e.preventDefault();
          if (!processing) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={cn(
          "mt-3 flex flex-col items-center gap-2 rounded-lg border-2 border-dashed p-6 text-center text-slate-700",
          dragging ? "border-blue-600 bg-blue-50" : "border-slate-300 bg-slate-50",
        )}
      >
        <Upload aria-hidden="true" className="h-8 w-8 text-slate-500" />
        <p className="text-sm">
          {t.drop} {t.or}
        </p>
        <input
          ref={input}
          id="admin-import-file"
          type="file"
          accept={IMPORT_EXTENSIONS.join(",")}
          disabled={processing}
          aria-describedby={refusal ? "admin-import-intro admin-import-refusal" : "admin-import-intro"}
          onChange={(e) => {
            choose(e.target.files?.[0]);
            // Forgotten at once, so choosing the same file again is seen as a change.
            e.target.value = "";
          }}
          className="peer sr-only"
        />
        <label
          htmlFor="admin-import-file"
          className="inline-flex h-9 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 text-sm font-medium text-slate-900 hover:bg-slate-50 peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-blue-600 peer-disabled:cursor-not-allowed peer-disabled:opacity-50"
        >
          <FileSpreadsheet aria-hidden="true" className="h-4 w-4" />
          {t.choose}
        </label>
      </div>

      {refusal && (
        <p id="admin-import-refusal" role="alert" className={errorClass}>
          {refusal}
        </p>
      )}

      {file && (
        <div className="mt-4 flex flex-wrap items-end justify-between gap-3">
          <FileDetails file={file} />
          <div className="flex gap-2">
            <Button variant="secondary" size="sm" onClick={clear} disabled={processing}>
              <X aria-hidden="true" className="h-4 w-4" />
              {t.clear}
            </Button>
            <Button size="sm" onClick={() => start(file)} disabled={processing || upload.isSuccess}>
              {processing ? (
                <LoaderCircle aria-hidden="true" className="h-4 w-4 animate-spin" />
              ) : (
                <Upload aria-hidden="true" className="h-4 w-4" />
              )}
              {processing ? t.processing : t.submit}
            </Button>
          </div>
        </div>
      )}

      {uploading && (
        <div className="mt-4 flex flex-wrap items-center gap-3">
          <progress
            aria-label={t.uploadLabel}
            max={progress.total}
            value={progress.sent}
            className="h-2 min-w-40 flex-1 accent-blue-600"
          />
          <span className="text-sm text-slate-700 tabular-nums">
            {t.uploadProgress(
              formatMegabytes(progress.sent),
              formatMegabytes(progress.total),
              Math.floor((100 * progress.sent) / Math.max(progress.total, 1)),
            )}
          </span>
          <Button variant="secondary" size="sm" onClick={() => cancelUpload.current?.abort()}>
            <X aria-hidden="true" className="h-4 w-4" />
            {t.cancelUpload}
          </Button>
        </div>
      )}

      <div aria-live="polite" className="mt-4 empty:hidden">
        {processing && !uploading && <p className="text-sm text-slate-600">{t.processingHint}</p>}
        {cancelled && <p className="text-sm text-slate-700">{t.cancelled}</p>}
        {queuedJob && <p className="text-sm text-slate-700">{t.queued(queuedJob.jobId)}</p>}
        {result && (
          <section aria-label={t.result}>
            <ImportResultView result={result} />
          </section>
        )}
      </div>
      <ImportJobs followed={followed} />
    </section>
  );
}
