// Oversized requests as a client really sends them, for the browser tests' bounds (behaviour: the refusal, and that it
// comes without waiting for the rest of the body) and bench/bounds.ts (figures: how long the refusal and a request
// sent meanwhile take). Example: `await postHeld(url, 20 << 20, 65_536)` → { status: 413, body: '{"error":…}' }.

import { request as httpRequest } from 'node:http';

/** An answer with the milliseconds from the first byte sent to its last byte read. */
export interface Timed {
  readonly status: number;
  readonly body: string;
  readonly ms: number;
}

/** The status and body of an answer with the milliseconds from sending the request to reading the whole answer. */
export async function timed(send: () => Promise<Response>): Promise<Timed> {
  const start = performance.now();
  const response = await send();
  const body = await response.text();
  return { status: response.status, body, ms: performance.now() - start };
}

/**
 * POSTs `body` as JSON with its Content-Length, as a client that writes only as fast as the server reads, and stops
 * writing once the answer has come: the time is the server's refusal, not this process pushing 20 MB through a loaded
 * machine.
 */
export function postDeclared(url: string, body: Uint8Array): Promise<Timed> {
  return post(url, body.byteLength, body);
}

/**
 * POSTs the first `sent` bytes of a JSON body that declares `declared` bytes (its Content-Length), or of a chunked one
 * when `declared` is null, and then holds the request open without ever sending the rest. Only a server that refuses
 * on what it has (the declared length, or the bytes counted so far) answers: one that waits for the end of the body
 * never does, and the test that awaits this times out.
 */
export function postHeld(url: string, declared: number | null, sent: number): Promise<Timed> {
  return post(url, declared, new TextEncoder().encode(' '.repeat(sent)), { hold: true });
}

function post(url: string, declared: number | null, body: Uint8Array, { hold = false } = {}): Promise<Timed> {
  return new Promise((resolve, reject) => {
    const start = performance.now();
    let answered = false;
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (declared !== null) headers['content-length'] = String(declared);
    const sending = httpRequest(url, { method: 'POST', headers }, (answer) => {
      answered = true;
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () => {
        resolve({ status: answer.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8'), ms: performance.now() - start });
        sending.destroy();
      });
      answer.on('error', reject);
    });
    sending.on('error', (error) => {
      if (!answered) reject(error);
    });
    const CHUNK = 64 * 1024;
    let offset = 0;
    const writeMore = () => {
      while (!answered && offset < body.byteLength) {
        const chunk = body.subarray(offset, offset + CHUNK);
        offset += chunk.byteLength;
        if (!sending.write(chunk)) return void sending.once('drain', writeMore);
      }
      if (!answered && !hold) sending.end();
    };
    writeMore();
  });
}

/** POSTs `total` bytes of spaces as a chunked body without Content-Length, made only as fast as the connection takes them. */
export async function postChunked(url: string, total: number): Promise<Timed> {
  const chunk = new TextEncoder().encode(' '.repeat(64 * 1024));
  let made = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (made >= total) return controller.close();
      made += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
  const start = performance.now();
  const response = await fetch(url, { method: 'POST', body: stream, duplex: 'half' } as RequestInit);
  const body = await response.text();
  return { status: response.status, body, ms: performance.now() - start };
}
