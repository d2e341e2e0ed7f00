/**
 * Saves a Blob under a file name through a temporary object URL. The URL's copy is typed
 * application/octet-stream: opened instead of saved (a new tab, say), the browser still saves it
 * rather than render it in the app's origin, where an HTML page or a PDF's script would run.
 */
export const downloadBlob = (blob: Blob, filename: string): void => {
  const url = URL.createObjectURL(blob.slice(0, blob.size, 'application/octet-stream'));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the URL goes away.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
};
