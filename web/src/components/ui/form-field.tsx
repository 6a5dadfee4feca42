import type { ComponentProps, ReactNode } from "react";
import { cn } from "@/lib/cn";
import { NativeSelect, type NativeSelectProps } from "./native-select";

const control =
  "block w-full rounded-lg border bg-white px-3 py-2.5 text-base text-slate-900 placeholder:text-slate-500 focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-blue-600";

/** FieldFrameProps: the label, an optional hint and the error of one form control. */
interface FieldFrameProps {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  /** marker follows the label, e.g. "*" for required or "(optional)". */
  marker?: string;
  className?: string;
  children: ReactNode;
}

/** describedBy lists the ids of a control's hint and error, or undefined when it has neither. */
export function describedBy(id: string, hint?: string, error?: string): string | undefined {
  const ids = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean);
  return ids.length ? ids.join(" ") : undefined;
}

/** FieldFrame lays out a label, the control, its hint and its error (ids `{id}-hint`, `{id}-error`). */
function FieldFrame({ id, label, error, hint, marker, className, children }: FieldFrameProps) {
  return (
    <div className={cn("space-y-1.5", className)}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-900">
        {label}
        {marker && (
          <span className="ml-1 text-slate-600" aria-hidden="true">
            {marker}
          </span>
        )}
      </label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

type Common = Omit<FieldFrameProps, "children"> & { id: string };

/** TextField is a labelled input whose hint and error are tied to it with aria-describedby. */
export function TextField({
  id,
  label,
  error,
  hint,
  marker,
  className,
  ...input
}: Common & Omit<ComponentProps<"input">, "id" | "className">) {
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint} marker={marker} className={className}>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        className={cn(control, error ? "border-red-600" : "border-slate-300")}
        {...input}
      />
    </FieldFrame>
  );
}

/** TextAreaField is a labelled multi-line input, wired like TextField. */
export function TextAreaField({
  id,
  label,
  error,
  hint,
  marker,
  className,
  ...input
}: Common & Omit<ComponentProps<"textarea">, "id" | "className">) {
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint} marker={marker} className={className}>
      <textarea
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        className={cn(control, "min-h-32 resize-y", error ? "border-red-600" : "border-slate-300")}
        {...input}
      />
    </FieldFrame>
  );
}

/** SelectField is a labelled NativeSelect (phones show their own picker), wired like TextField. */
export function SelectField({
  id,
  label,
  error,
  hint,
  marker,
  className,
  options,
  placeholder,
  ...select
}: Common &
  Omit<NativeSelectProps, "id" | "className" | "label" | "invalid"> & {
    /** placeholder is the empty first choice. */
    placeholder: string;
  }) {
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint} marker={marker} className={className}>
      <NativeSelect
        id={id}
        className="w-full"
        invalid={Boolean(error)}
        aria-describedby={describedBy(id, hint, error)}
        options={[{ value: "", label: placeholder }, ...options]}
        {...select}
      />
    </FieldFrame>
  );
}

/** HoneypotField is the "website2" input only bots fill in: hidden from people and assistive technology. */
export function HoneypotField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label htmlFor="website2">Website</label>
      <input
        id="website2"
        name="website2"
        type="text"
        tabIndex={-1}
        autoComplete="off"
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  );
}

/** FormAlert shows a refusal of the whole form; role=alert makes screen readers announce it. */
export function FormAlert({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <div id={id} role="alert" className="rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-800">
      {children}
    </div>
  );
}
