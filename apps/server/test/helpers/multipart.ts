/** A file of a multipart form, as a browser sends it, under `field` (`files` when left out). */
export type FormFile = { field?: string; name: string; type: string; content: Buffer };

/** A `multipart/form-data` request body with its fields and a file: the headers and payload to spread into a test request. */
export function multipart(fields: Record<string, string | number>, file?: FormFile) {
  const boundary = '----contact-test';
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const chunks: Buffer[] = [Buffer.from(parts.join(''))];
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'files'}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { headers: { 'content-type': `multipart/form-data; boundary=${boundary}` }, payload: Buffer.concat(chunks) };
}
