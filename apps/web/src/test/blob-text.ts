/**
 * A Blob's text in the test environment: jsdom's Blob has no `text()` (a browser's has), and which
 * Blob a fetch answer's `blob()` gives depends on the Node version under jsdom (Node 24 gives
 * jsdom's). FileReader reads jsdom's.
 */
export function blobText(blob: Blob): Promise<string> {
  if (typeof blob.text === 'function') return blob.text();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}
