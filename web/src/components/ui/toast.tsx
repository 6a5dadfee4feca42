import * as ToastPrimitive from "@radix-ui/react-toast";
import { X } from "lucide-react";
import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from "react";
import { siteTexts } from "@/i18n/en";
import { useTexts } from "@/i18n/locale";
import { cn } from "@/lib/cn";
import { TOAST_DURATION_MS, TOAST_LIMIT, TOAST_SWIPE_THRESHOLD_PX } from "./toast-timing";

// The timings live in a module without React, which the pages' toast island shares (app/islands/toast.ts).
export { TOAST_DURATION_MS, TOAST_LIMIT, TOAST_SWIPE_THRESHOLD_PX };

/** ToastInput is what a caller shows: a title, an optional text, and the destructive style for failures. */
export interface ToastInput {
  title: string;
  description?: string;
  variant?: "default" | "destructive";
}

interface ToastItem extends ToastInput {
  id: number;
}

/** ToastApi shows and dismisses toasts. */
export interface ToastApi {
  toast: (input: ToastInput) => number;
  dismiss: (id?: number) => void;
}

const ToastContext = createContext<ToastApi | null>(null);

/** ToastLabels localises the texts a screen reader hears; the defaults are the storefront locale's. */
export interface ToastLabels {
  /** label is read before each toast. */
  label?: string;
  /** viewport names the notification region; {hotkey} becomes F8. */
  viewport?: string;
  /** close names the close button. */
  close?: string;
}

/**
 * ToastProvider holds the toasts of the part of the app it wraps and renders
 * them in a notification region (F8 moves focus there). A new toast replaces
 * the one on screen, so only TOAST_LIMIT are ever visible; each closes after
 * TOAST_DURATION_MS (paused while hovered or focused) or on a swipe to the right.
 */
export function ToastProvider({ children, labels = {} }: { children: ReactNode; labels?: ToastLabels }) {
  const defaults = useTexts(siteTexts).toast;
  const [items, setItems] = useState<ToastItem[]>([]);
  const nextId = useRef(1);

  const toast = useCallback((input: ToastInput) => {
    const id = nextId.current++;
    setItems((current) => [{ ...input, id }, ...current].slice(0, TOAST_LIMIT));
    return id;
  }, []);
  const dismiss = useCallback((id?: number) => {
    setItems((current) => (id === undefined ? [] : current.filter((t) => t.id !== id)));
  }, []);
  const api = useMemo(() => ({ toast, dismiss }), [toast, dismiss]);

  return (
    <ToastContext.Provider value={api}>
      <ToastPrimitive.Provider
        label={labels.label ?? defaults.label}
        duration={TOAST_DURATION_MS}
        swipeDirection="right"
        swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}
      >
        {children}
        {items.map((t) => (
          <ToastPrimitive.Root
            key={t.id}
            open
            onOpenChange={(open) => !open && dismiss(t.id)}
            // Failures interrupt the screen reader; confirmations wait politely.
            type={t.variant === "destructive" ? "foreground" : "background"}
            data-variant={t.variant ?? "default"}
            className={cn(
              "pointer-events-auto relative flex w-full items-start gap-3 rounded-lg border p-4 pr-10 shadow-lg",
              "data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=cancel]:translate-x-0 data-[swipe=cancel]:transition-transform",
              t.variant === "destructive" ? "border-red-800 bg-red-700 text-white" : "border-slate-200 bg-white text-slate-900",
            )}
          >
            <div className="min-w-0 flex-1">
              <ToastPrimitive.Title className="font-semibold">{t.title}</ToastPrimitive.Title>
              {t.description && (
                <ToastPrimitive.Description
                  className={cn("mt-1 text-sm break-words", t.variant === "destructive" ? "text-white" : "text-slate-700")}
                >
                  {t.description}
                </ToastPrimitive.Description>
              )}
            </div>
            <ToastPrimitive.Close
              aria-label={labels.close ?? defaults.close}
              className={cn(
                "absolute top-2 right-2 rounded-md p-1.5 focus-visible:outline-3 focus-visible:outline-offset-2",
                t.variant === "destructive" ? "hover:bg-red-800 focus-visible:outline-white" : "hover:bg-slate-100",
              )}
            >
              <X aria-hidden="true" className="h-4 w-4" />
            </ToastPrimitive.Close>
          </ToastPrimitive.Root>
        ))}
        <ToastPrimitive.Viewport
          label={labels.viewport ?? defaults.viewport}
          className="pointer-events-none fixed right-0 bottom-0 z-[100] flex w-full max-w-sm flex-col gap-2 p-4 outline-none"
        />
      </ToastPrimitive.Provider>
    </ToastContext.Provider>
  );
}

/** useToast returns the toast functions of the nearest ToastProvider. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error("useToast needs a ToastProvider");
  return api;
}
