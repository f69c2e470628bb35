// A call as the API writes it ('2C', 'P', 'X') drawn as the drills draw calls (2♣, Pass); a whole auction's calls
// ('P 1S P') each so, one after another; anything else as its text.
// Example: <CallLabel text="2C" /> → 2♣; <CallLabel text="P 1S" /> → Pass 1♠; <CallLabel text="620" /> → 620.

import { Fragment } from 'react';
import { parseCall } from '@/lib/bridge/call';
import { BiddingCall } from '../bidding-call';

export function CallLabel({ text }: { text: string }) {
  const call = parseCall(text);
  if (call.ok) return <BiddingCall call={call.value} />;
  const parts = text.split(' ').map((part) => parseCall(part));
  if (parts.length < 2 || !parts.every((p) => p.ok)) return <>{text}</>;
  return (
    <>
      {parts.map((p, k) => (
        <Fragment key={k}>
          {k > 0 ? ' ' : null}
          {p.ok ? <BiddingCall call={p.value} /> : null}
        </Fragment>
      ))}
    </>
  );
}
