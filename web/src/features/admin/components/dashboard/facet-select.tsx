import { ALL } from "../../api/get-admin-businesses";
import { inputClass, labelClass } from "../field-styles";

/** FacetOption is one choice of a filter select. */
export interface FacetOption {
  value: string;
  label: string;
}

/** FacetSelect is a labelled native select with an "all" choice first (native: best on phones and for keyboards). */
export function FacetSelect({
  id,
  label,
  allLabel,
  value,
  options,
  onChange,
}: {
  id: string;
  label: string;
  allLabel: string;
  value: string;
  options: FacetOption[];
  onChange: (value: string) => void;
}) {
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)} className={`${inputClass} h-11`}>
        <option value={ALL}>{allLabel}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}
