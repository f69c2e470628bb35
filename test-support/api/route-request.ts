// Test support: one request sent in-process through a route handler of app/api, as the API suites send them (a JSON
// body or a raw one, the client's address in X-Forwarded-For); each suite checks the reply against its own schemas.
// Example: const { response, body } = await throughRoute(modules, '/api/classes/{code}', 'GET', { code }, {}, '203.0.113.5').

import { NextRequest } from 'next/server';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each route names its own params
export type Handler = (request: NextRequest, context: { params: Promise<any> }) => Promise<Response>;
export type RouteModule = Partial<Record<'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', Handler>>;

export interface RouteCall {
  /** Sent as JSON. */
  readonly body?: unknown;
  /** Sent as it is (instead of `body`): a broken or oversized request. */
  readonly raw?: string;
  readonly headers?: Record<string, string>;
  /** Appended to the path, with its `?`. */
  readonly query?: string;
}

/** The route's answer, its body read (JSON, or null when empty) and the path it was sent to. */
export async function throughRoute(
  modules: ReadonlyMap<string, RouteModule>, route: string, method: keyof RouteModule, params: Record<string, string>, options: RouteCall, address: string,
): Promise<{ readonly response: Response; readonly path: string; readonly text: string; readonly body: unknown }> {
  const handler = modules.get(route)?.[method];
  if (!handler) throw new Error(`${route} has no ${method}`);
  const path = route.replace(/\{(\w+)\}/g, (_, key: string) => params[key]) + (options.query ?? '');
  const init: RequestInit = { method, headers: { 'content-type': 'application/json', 'x-forwarded-for': address, ...options.headers } };
  if (options.raw !== undefined) init.body = options.raw;
  else if (options.body !== undefined) init.body = JSON.stringify(options.body);
  const response = await handler(new NextRequest(`http://localhost${path}`, init as ConstructorParameters<typeof NextRequest>[1]), { params: Promise.resolve(params) });
  const text = await response.text();
  return { response, path, text, body: text ? JSON.parse(text) : null };
}
