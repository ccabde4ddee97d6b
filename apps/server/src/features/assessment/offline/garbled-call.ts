import type { TurnReading } from '@rehearse/conversation';
import type { CallReading } from './call-reading';

/** At or above this share of salesperson turns the understanding reads nothing from, the call cannot be judged. */
const MAX_UNREAD_SHARE = 0.6;

/** A salesperson turn the understanding reads nothing from: no topic, question, number, day or introduction, only statements or backchannel. */
function readsAsNothing(reading: TurnReading): boolean {
  const onlyFiller = [...reading.acts].every((act) => act === 'statement' || act === 'backchannel');
  return (
    onlyFiller &&
    !reading.asks &&
    reading.topics.length === 0 &&
    reading.quantities.length === 0 &&
    reading.dates.length === 0 &&
    !reading.introduction.name
  );
}

export const TOO_GARBLED = 'Too garbled to assess';

/**
 * Whether the transcript is too garbled to judge: the buyer could not make out most of what the
 * salesperson said, or most salesperson turns read as fragments with no meaning. Judged from the
 * call's reading, so each turn is read once. Returns the summary to store instead of scores, or
 * undefined when the call can be judged.
 */
export function tooGarbledToAssess(call: Pick<CallReading, 'sales' | 'buyer'>): string | undefined {
  const buyer = call.buyer.slice(1);
  const misheard = buyer.filter((turn) => turn.reading.misheard).length;
  const unread = call.sales.filter((turn) => readsAsNothing(turn.reading)).length;
  const buyerLost = misheard >= 2 && misheard * 2 >= buyer.length;
  if (!buyerLost && unread < MAX_UNREAD_SHARE * call.sales.length) return undefined;
  const why = buyerLost
    ? `the buyer could not make out the salesperson in ${misheard} of ${buyer.length} replies`
    : `${unread} of the salesperson's ${call.sales.length} turns read as fragments with no meaning`;
  return `${TOO_GARBLED}: ${why}, so the transcript does not show what was said. Check the microphone and the line, and make the call again to get scores and coaching.`;
}
