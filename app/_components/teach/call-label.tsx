// A call as the API writes it ('2C', 'P', 'X') drawn as the drills draw calls (2♣, Pass); anything else as its text.
// Example: <CallLabel text="2C" /> → 2♣; <CallLabel text="620" /> → 620.

import { parseCall } from '@/lib/bridge/call';
import { BiddingCall } from '../bidding-call';

export function CallLabel({ text }: { text: string }) {
  const call = parseCall(text);
  return call.ok ? <BiddingCall call={call.value} /> : <>{text}</>;
}
