import { clsx, type ClassValue } from "clsx";

/** cn joins class names; callers avoid conflicting Tailwind classes instead of merging them. */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
