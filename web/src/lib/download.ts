/** Saves a URL (a data: or blob: URL) as a file through the browser's download. */
export const downloadUrl = (url: string, fileName: string) => {
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
};

/** How long a saved file's blob: URL lives: long enough for the browser to start the download. */
const BLOB_URL_MS = 10_000;

/** Saves a file the server answered (an `.xlsx` export): by the name it came with, else by `fallbackName`. */
export const downloadBlob = (blob: Blob, fallbackName: string) => {
  const url = URL.createObjectURL(blob);
  downloadUrl(url, blob instanceof File ? blob.name : fallbackName);
  setTimeout(() => URL.revokeObjectURL(url), BLOB_URL_MS);
};
