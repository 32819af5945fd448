/** Saves a file the API answered (a PDF invoice) under `filename`, as a link the browser follows. */
export async function saveDownload(response: Response, filename: string): Promise<void> {
  const url = URL.createObjectURL(await response.blob());
  const link = window.document.createElement("a");
  link.href = url;
  link.download = filename;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
