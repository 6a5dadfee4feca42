import { Share2 } from "lucide-react";
import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { detailTexts } from "@/i18n/en-detail";
import { useTexts } from "@/i18n/locale";

/** ShareButton shares the page through the system dialog, or copies its address when there is none. */
export function ShareButton({ title }: { title: string }) {
  const t = useTexts(detailTexts);
  const [note, setNote] = useState("");

  // The confirmation is short-lived; it clears itself so a second copy shows again.
  useEffect(() => {
    if (!note) return;
    const t = setTimeout(() => setNote(""), 2500);
    return () => clearTimeout(t);
  }, [note]);

  async function share() {
    const url = window.location.href;
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title, url });
      } catch (err) {
        // Closing the dialog is a choice, not an error.
        if ((err as Error)?.name !== "AbortError") console.error("share failed", err);
      }
      return;
    }
    try {
      await navigator.clipboard.writeText(url);
      setNote(t.shareCopied);
    } catch (err) {
      console.error("copy failed", err);
      setNote(t.shareFailed);
    }
  }

  return (
    <div className="flex items-center gap-2">
      <Button type="button" variant="secondary" size="sm" onClick={share}>
        <Share2 aria-hidden="true" className="h-4 w-4" />
        {t.share}
      </Button>
      <span role="status" className="text-sm text-slate-700">
        {note}
      </span>
    </div>
  );
}
