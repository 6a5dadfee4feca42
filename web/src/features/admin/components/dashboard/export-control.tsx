import { Download, LoaderCircle } from "lucide-react";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { trAdmin } from "@/i18n/tr-admin";
import { useExportBusinesses, type ExportFormat, type ExportType } from "../../api/export-businesses";
import { useExportFormat } from "../../hooks/use-export-format";
import { todayISO } from "../../utils/dates";
import type { BusinessListParams } from "../../api/get-admin-businesses";
import { errorClass, inputClass, labelClass } from "../field-styles";

const field = `${inputClass} h-9 py-1 text-sm`;

/**
 * ExportControl downloads the table's current selection as CSV (docs/export.md)
 * or as an Excel workbook, the format the operator chose last:
 * all of it, an id range or one day's changes, always narrowed by the
 * table's filters. A range needs both ends and a date mode a date;
 * otherwise the panel says so and nothing is asked of the server.
 */
export function ExportControl({ params }: { params: BusinessListParams }) {
  const t = trAdmin.export;
  const exporter = useExportBusinesses();
  const [format, setFormat] = useExportFormat();
  const [type, setType] = useState<ExportType>("all");
  const [start, setStart] = useState("");
  const [end, setEnd] = useState("");
  const [date, setDate] = useState("");
  const [invalid, setInvalid] = useState<string | null>(null);
  const exporting = exporter.isPending;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const why =
      type === "range" && (!start.trim() || !end.trim()) ? t.rangeRequired : type === "date" && !date ? t.dateRequired : null;
    setInvalid(why);
    if (why) return;
    const { category, city, type: businessType, country, search } = params;
    exporter.mutate({ format, type, start, end, date, filters: { category, city, type: businessType, country, search } });
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t.heading} aria-busy={exporting} className="flex flex-wrap items-end gap-2">
      <div>
        <label htmlFor="admin-export-format" className={labelClass}>
          {t.format}
        </label>
        <select
          id="admin-export-format"
          value={format}
          onChange={(e) => setFormat(e.target.value as ExportFormat)}
          className={field}
        >
          <option value="csv">{t.csv}</option>
          <option value="xlsx">{t.xlsx}</option>
        </select>
      </div>
      <div>
        <label htmlFor="admin-export-type" className={labelClass}>
          {t.type}
        </label>
        <select
          id="admin-export-type"
          value={type}
          onChange={(e) => {
            setType(e.target.value as ExportType);
            setInvalid(null);
          }}
          className={field}
        >
          <option value="all">{t.all}</option>
          <option value="range">{t.range}</option>
          <option value="date">{t.date}</option>
        </select>
      </div>
      {type === "range" && (
        <>
          <div className="w-28">
            <label htmlFor="admin-export-start" className={labelClass}>
              {t.start}
            </label>
            <input
              id="admin-export-start"
              type="number"
              min={1}
              inputMode="numeric"
              value={start}
              onChange={(e) => setStart(e.target.value)}
              className={field}
            />
          </div>
          <div className="w-28">
            <label htmlFor="admin-export-end" className={labelClass}>
              {t.end}
            </label>
            <input
              id="admin-export-end"
              type="number"
              min={1}
              inputMode="numeric"
              value={end}
              onChange={(e) => setEnd(e.target.value)}
              className={field}
            />
          </div>
        </>
      )}
      {type === "date" && (
        <div>
          <label htmlFor="admin-export-date" className={labelClass}>
            {t.day}
          </label>
          <input
            id="admin-export-date"
            type="date"
            max={todayISO()}
            value={date}
            onChange={(e) => setDate(e.target.value)}
            className={field}
          />
        </div>
      )}
      <Button type="submit" size="sm" disabled={exporting}>
        {exporting ? (
          <LoaderCircle aria-hidden="true" className="h-4 w-4 animate-spin" />
        ) : (
          <Download aria-hidden="true" className="h-4 w-4" />
        )}
        {exporting ? t.exporting : t.submit[format]}
      </Button>
      {(invalid || exporter.isError) && (
        <p role="alert" className={`${errorClass} basis-full`}>
          {invalid ?? t.failed}
        </p>
      )}
    </form>
  );
}
