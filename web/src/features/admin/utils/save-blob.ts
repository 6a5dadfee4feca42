/**
 * saveBlob hands blob to the browser as a download named filename, through an
 * object URL and a temporary link (the only way to name a fetched file).
 */
export function saveBlob(blob: Blob, filename: string): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = href;
  link.download = filename;
  link.hidden = true;
  // Firefox follows only links that are in the document.
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked a moment later: the download must have taken hold of the blob first.
  setTimeout(() => URL.revokeObjectURL(href), 0);
}
