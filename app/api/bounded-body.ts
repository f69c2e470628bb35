// Reads a request body as text without ever holding more than `limit` bytes: a chunked body without Content-Length
// is counted as it arrives and cancelled past the limit. Example: await boundedText(request.body, 16384) → { ok: true, value: '{"hand":…}' }.

import { err, ok, type Result } from '@/lib/result';

/** 'too-large' as soon as the bytes read pass `limit`; the rest of the stream is cancelled, never read. */
export async function boundedText(body: ReadableStream<Uint8Array> | null, limit: number): Promise<Result<string, 'too-large'>> {
  if (body === null) return ok('');
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      return err('too-large');
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return ok(new TextDecoder().decode(bytes));
}
