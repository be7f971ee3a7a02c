/** Saves a URL (a data: or blob: URL) as a file through the browser's download. */
export const downloadUrl = (url: string, fileName: string) => {
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
};
