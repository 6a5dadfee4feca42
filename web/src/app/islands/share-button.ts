// The detail page's share button (internal/pages/templates/detail.html): the
// system's share dialog, or, without one, the page's address copied to the
// clipboard with a short-lived note ("Link kopiert") beside the button.

/** NOTE_MS is how long the note stays; it clears itself so a second copy shows again. */
export const NOTE_MS = 2500;

/** shareButton wires one [data-share] element: its button, and its status for the note. */
export function shareButton(root: HTMLElement): void {
  const button = root.querySelector("button");
  const status = root.querySelector<HTMLElement>("[role=status]");
  if (!button || !status) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const note = (text: string) => {
    clearTimeout(timer);
    status.textContent = text;
    timer = setTimeout(() => (status.textContent = ""), NOTE_MS);
  };
  button.addEventListener("click", async () => {
    const url = window.location.href;
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title: root.dataset.shareTitle ?? document.title, url });
      } catch (err) {
        // Closing the dialog is a choice, not an error.
        if ((err as Error)?.name !== "AbortError") console.error("share failed", err);
      }
      return;
    }
    try {
      await navigator.clipboard.writeText(url);
      note(root.dataset.shareCopied ?? "");
    } catch (err) {
      console.error("copy failed", err);
      note(root.dataset.shareFailed ?? "");
    }
  });
}

/** startShareButtons wires every share button of the page. */
export function startShareButtons(): void {
  for (const el of document.querySelectorAll<HTMLElement>("[data-share]")) shareButton(el);
}
