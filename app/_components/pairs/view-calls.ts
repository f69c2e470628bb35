// The calls a practice's view carries (canonical text, '1H', 'P') as calls for the auction grid and the bidding box;
// a view's calls always read (the server wrote them), so one that does not gives an empty auction rather than a crash.
// Example: viewCalls(deal.calls) → [{ kind: 'bid', level: 1, strain: 'H' }, { kind: 'pass' }].

import { parseCalls } from '@/lib/bridge/call';
import type { Call } from '@/lib/bridge/types';

export function viewCalls(calls: readonly { readonly call: string }[]): Call[] {
  const read = parseCalls(calls.map((c) => c.call).join(' '));
  return read.ok ? read.value : [];
}
