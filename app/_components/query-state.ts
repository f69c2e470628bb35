// Keeping a tool's state in the address bar without a server round trip (Next's router follows replaceState).
// Example: writeQuery({ hand: 'AKQ2.KJ3.T8.Q432', partner: null }) → ?hand=AKQ2.KJ3.T8.Q432 (partner removed).

export function writeQuery(patch: Readonly<Record<string, string | null>>): void {
  const query = new URLSearchParams(window.location.search);
  for (const [key, value] of Object.entries(patch)) {
    if (value === null || value === '') query.delete(key);
    else query.set(key, value);
  }
  const search = query.toString();
  window.history.replaceState(null, '', search ? `?${search}` : window.location.pathname);
}
