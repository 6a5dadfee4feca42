import { trAdmin } from "@/i18n/tr-admin";
import { formatNumber } from "@/lib/format";
import { inputClass, labelClass } from "../field-styles";

/** StatusSelect is a list's labelled status filter. */
export function StatusSelect<T extends string>({
  id,
  label,
  value,
  options,
  onChange,
}: {
  id: string;
  label: string;
  value: T;
  options: { value: T; label: string }[];
  onChange: (value: T) => void;
}) {
  return (
    <div className="w-full max-w-56">
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value as T)} className={`${inputClass} h-11`}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** QueueToolbar heads a work-queue list: its status filter and, once loaded, the number of entries. */
export function QueueToolbar<T extends string>({
  id,
  value,
  options,
  onChange,
  total,
}: {
  id: string;
  value: T;
  options: { value: T; label: string }[];
  onChange: (value: T) => void;
  total: number | undefined;
}) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-3">
      <StatusSelect id={id} label={trAdmin.queue.status} value={value} options={options} onChange={onChange} />
      {total !== undefined && <p className="text-sm text-slate-600">{trAdmin.queue.total(formatNumber(total))}</p>}
    </div>
  );
}
