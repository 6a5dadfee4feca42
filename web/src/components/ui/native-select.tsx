import { ChevronDown } from "lucide-react";
import type { ComponentProps } from "react";
import { cn } from "@/lib/cn";

/** NativeSelectOption is one choice of a NativeSelect. */
export interface NativeSelectOption {
  value: string;
  label: string;
}

/** NativeSelectProps: a select's own attributes plus its choices and a change handler that receives the value. */
export interface NativeSelectProps extends Omit<ComponentProps<"select">, "id" | "value" | "onChange" | "children"> {
  /** id ties the select to its visible `<label htmlFor>`, which gives it its accessible name. */
  id: string;
  value: string;
  onValueChange: (value: string) => void;
  options: readonly NativeSelectOption[];
  /** label names the select for assistive technology when no visible label points at it. */
  label?: string;
  /** className styles the wrapper, e.g. its width ("w-full"). */
  className?: string;
  /** invalid marks a value the form refused: red border and aria-invalid. */
  invalid?: boolean;
}

/**
 * NativeSelect is a styled native `<select>` with a chevron: phones open their
 * own picker, and it costs no JavaScript beyond this file.
 */
export function NativeSelect({ id, value, onValueChange, options, label, className, invalid, ...select }: NativeSelectProps) {
  return (
    <div className={cn("relative inline-flex", className)}>
      <select
        id={id}
        aria-label={label}
        aria-invalid={invalid || undefined}
        value={value}
        onChange={(e) => onValueChange(e.target.value)}
        className={cn(
          "h-11 w-full min-w-40 cursor-pointer appearance-none rounded-lg border bg-white pr-9 pl-3 text-base text-slate-900 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-blue-600 disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-600",
          invalid ? "border-red-600" : "border-slate-300",
        )}
        {...select}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <ChevronDown aria-hidden="true" className="pointer-events-none absolute top-3.5 right-3 h-4 w-4 text-slate-900" />
    </div>
  );
}
