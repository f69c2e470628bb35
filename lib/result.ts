// Result: the value a parser or validator returns; its error is data, never a thrown exception.
// Example: parseHand('AKQ2.KJ3.T8.Q432') → { ok: true, value: Hand }.

export type Result<T, E> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: E };

export function ok<T>(value: T): { readonly ok: true; readonly value: T } {
  return { ok: true, value };
}

export function err<E>(error: E): { readonly ok: false; readonly error: E } {
  return { ok: false, error };
}

/** An issue found in user input: a stable code, parameters for the localized message. */
export interface Issue<C extends string = string> {
  readonly code: C;
  readonly params: Readonly<Record<string, string | number>>;
}

export function issue<C extends string>(code: C, params: Record<string, string | number> = {}): Issue<C> {
  return { code, params };
}
