import { ASSISTANT_TEMPERATURE, FIRST_MESSAGE, type Scenario } from '@rehearse/domain';
import { buyerScenarioOf, languageSourceOf } from '../../apps/server/src/features/calls/call-scenario';
import {
  createOfflineBuyer,
  DEFAULT_ENDPOINTING,
  type DialogueTurn,
  type SpeechToText,
  splitIntoFrames,
  type TextToSpeech,
  type Voice,
} from '@rehearse/voice';
import { quietNoise, SentenceSplitter } from '@rehearse/voice/testing';

/**
 * The engines on their own, idle, in the same process and run as the calls: what each stage of a
 * reply would cost with no pipeline, socket or other call around it. The call figures compare to these.
 */

/** flite on each text alone: time to its first frame (flite cannot stream, so the whole synthesis). */
export async function bareSynthesisMs(tts: TextToSpeech, texts: readonly string[], voice: Voice): Promise<number[]> {
  const times: number[] = [];
  for (const text of texts) {
    const start = performance.now();
    for await (const _frame of tts.synthesize(text, { voice })) {
      times.push(performance.now() - start);
      break;
    }
  }
  return times;
}

/**
 * pocketsphinx's end of speech -> final on the scenario's model: each line as endpointing forwards
 * it (pre-roll, speech, the end silence), the last 500 ms paced in real time so the decoder has
 * caught up as in a call, then flush() -> final.
 */
export async function bareFinalisationMs(stt: SpeechToText, scenario: Scenario, lines: readonly Int16Array[][]): Promise<number[]> {
  const languageModel = await stt.prepareLanguageModel(languageSourceOf(buyerScenarioOf(scenario)));
  const silence = splitIntoFrames(quietNoise(16 * DEFAULT_ENDPOINTING.endSilenceMs));
  const times: number[] = [];
  for (const speech of lines) {
    const stream = stt.openStream({ sampleRate: 16_000, languageModel });
    const results = stream[Symbol.asyncIterator]();
    const frames = [...splitIntoFrames(quietNoise(16 * DEFAULT_ENDPOINTING.preRollMs)), ...speech, ...silence];
    const paced = 25;
    for (const frame of frames.slice(0, -paced)) stream.push(frame);
    for (const frame of frames.slice(-paced)) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      stream.push(frame);
    }
    const flushedAt = performance.now();
    stream.flush();
    for (let result = await results.next(); !result.done; result = await results.next()) {
      if (result.value.type === 'final') break;
    }
    times.push(performance.now() - flushedAt);
    stream.close();
  }
  return times;
}

/**
 * The offline buyer and the sentence splitter on their own: the call's conversation replayed (what
 * the recogniser heard, what the buyer said), time from asking for each reply to its first piece.
 */
export async function bareDialogueMs(scenario: Scenario, exchanges: readonly { heard: string; reply: string }[]): Promise<number[]> {
  const conversation = createOfflineBuyer({ newSeed: () => 1 }).startConversation({
    systemPrompt: scenario.optimized_prompt,
    scenario: buyerScenarioOf(scenario),
    temperature: ASSISTANT_TEMPERATURE,
    firstMessage: FIRST_MESSAGE,
  });
  const history: DialogueTurn[] = [{ role: 'buyer', text: FIRST_MESSAGE }];
  const times: number[] = [];
  for (const { heard, reply } of exchanges) {
    history.push({ role: 'caller', text: heard });
    const splitter = new SentenceSplitter({ firstClauseEarly: true });
    const start = performance.now();
    let first: number | undefined;
    for await (const event of conversation.reply([...history])) {
      if (event.type === 'text' && first === undefined && splitter.push(event.text).length > 0) first = performance.now() - start;
    }
    times.push(first ?? performance.now() - start);
    history.push({ role: 'buyer', text: reply });
  }
  return times;
}
