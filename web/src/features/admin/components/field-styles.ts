/** inputClass is the look of the panel's text inputs, selects and text areas. */
export const inputClass =
  "w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-slate-900 placeholder:text-slate-500 focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-blue-600 disabled:bg-slate-100";

/** labelClass is the look of a field's visible label. */
export const labelClass = "mb-1 block text-sm font-medium text-slate-800";

/** hintClass is the look of a field's help text. */
export const hintClass = "mt-1 text-xs text-slate-600";

/** errorClass is the look of a field's error text (in place of its hint). */
export const errorClass = "mt-1 text-xs font-medium text-red-700";
