// A long download sent as it is read: the file's head, then one page of rows at a time from the database (each page
// read after the one before was taken by the client, its synchronous work small), then the file's tail.
// Example: pagedStream('\uFEFFset,student…\r\n', (after) => rowsAfter(after), '') → the CSV's bytes, 200 rows a chunk.

/** A page of the file: its text, and where the next begins (null: this was the last). */
export interface Page<C> {
  readonly text: string;
  readonly next: C | null;
}

/** The file as a byte stream (UTF-8): `head`, the pages `page` gives from the first (cursor null) until one says none follows, `tail`. */
export function pagedStream<C>(head: string, page: (after: C | null) => Promise<Page<C>>, tail = ''): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let cursor: C | null = null;
  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        if (head !== '') controller.enqueue(encoder.encode(head));
      },
      async pull(controller) {
        const { text, next } = await page(cursor);
        if (text !== '') controller.enqueue(encoder.encode(text));
        if (next !== null) {
          cursor = next;
          return;
        }
        if (tail !== '') controller.enqueue(encoder.encode(tail));
        controller.close();
      },
    },
    // a page is read only when the client took the one before: a slow reader holds no more than a page in memory
    { highWaterMark: 0 },
  );
}

/** The next cursor after a page of `rows` read with `limit`: the last row's, or null when the page was not full. */
export function nextAfter<R, C>(rows: readonly R[], limit: number, cursorOf: (row: R) => C): C | null {
  return rows.length < limit ? null : cursorOf(rows[rows.length - 1]);
}
