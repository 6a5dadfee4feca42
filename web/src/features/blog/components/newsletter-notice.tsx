import { blogTexts } from "@/i18n/en-blog";
import { useTexts } from "@/i18n/locale";
import { cn } from "@/lib/cn";

/**
 * NewsletterNotice is the outcome of a confirmation link, which leads back to
 * /blog?newsletter=confirmed or =invalid; any other value shows nothing.
 */
export function NewsletterNotice({ outcome }: { outcome: string | null }) {
  const t = useTexts(blogTexts);
  if (outcome !== "confirmed" && outcome !== "invalid") return null;
  const ok = outcome === "confirmed";
  return (
    <p
      role="status"
      className={cn(
        "mb-6 rounded-lg border p-4",
        ok ? "border-emerald-300 bg-emerald-50 text-emerald-900" : "border-amber-300 bg-amber-50 text-amber-900",
      )}
    >
      {ok ? t.newsletterConfirmed : t.newsletterInvalid}
    </p>
  );
}
