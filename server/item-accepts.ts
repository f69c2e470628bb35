// The calls that grade each stored item now: its set item's accepted calls (every hand's) and those accepted on that
// hand alone (a fresh-hands student's own, issue 37), read once per view. Example: (await acceptsOf(store, set.id,
// setItems))(markosItem) → ['P'] while Željka's item of the same question → [].

import { acceptedOfHand } from '../lib/teach/hand-accepts';
import type { SetItem } from '../lib/teach/set-types';
import type { Store, StoredItem } from './store-types';

export type AcceptsOf = (item: Pick<StoredItem, 'id' | 'setItem'>) => string[];

export async function acceptsOf(store: Store, setId: string, setItems: readonly SetItem[]): Promise<AcceptsOf> {
  const every = new Map(setItems.map((i) => [i.id, i.accepted]));
  const own = await store.handAccepts(setId);
  return (item) => acceptedOfHand(every.get(item.setItem) ?? [], own.get(item.id) ?? []);
}
