import type { Dialogue, DialogueConversation, DialogueEvent } from '@rehearse/voice';

export interface PlannedReply {
  /** CPU of this process (all its threads) while the reply's first step ran: the offline buyer plans the whole reply there. */
  cpuMs: number;
  /** The conversation's first reply: a call's first, as cold as the buyer gets in it. */
  first: boolean;
}

export interface DialogueCpuProbe {
  dialogue: Dialogue;
  /** The replies asked for since the last call, in order (prepared replies dropped included). */
  take(): PlannedReply[];
}

const cpuMsSince = (start: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
};

/**
 * Wraps the buyer to time, in CPU rather than wall time, the synchronous first step of each reply
 * (an async generator runs its body up to its first `yield` when first asked; the offline buyer
 * plans its whole reply there, decision 110). The call's dialogue stage is wall time, which on a
 * loaded machine is mostly other processes' turns on the cores; this figure compares across loads
 * (decision 116). It counts the process's other threads too (the voice's worker thread may
 * synthesise meanwhile). Transparent otherwise.
 */
export function createDialogueCpuProbe(inner: Dialogue): DialogueCpuProbe {
  let replies: PlannedReply[] = [];
  const timed = (conversation: DialogueConversation): DialogueConversation => {
    let asked = 0;
    return {
      reply(turns, options): AsyncIterable<DialogueEvent> {
        const first = asked++ === 0;
        return {
          [Symbol.asyncIterator]() {
            const iterator = conversation.reply(turns, options)[Symbol.asyncIterator]();
            let stepped = false;
            return {
              next() {
                if (stepped) return iterator.next();
                stepped = true;
                const start = process.cpuUsage();
                const next = iterator.next();
                replies.push({ cpuMs: cpuMsSince(start), first });
                return next;
              },
              return: (value?: unknown) => iterator.return?.(value) ?? Promise.resolve({ done: true, value: undefined }),
            };
          },
        };
      },
    };
  };
  return {
    take() {
      const taken = replies;
      replies = [];
      return taken;
    },
    dialogue: {
      name: inner.name,
      startConversation: (context) => timed(inner.startConversation(context)),
      ...(inner.prepareScenario ? { prepareScenario: (scenario) => inner.prepareScenario!(scenario) } : {}),
      ...(inner.close ? { close: () => inner.close!() } : {}),
    },
  };
}
