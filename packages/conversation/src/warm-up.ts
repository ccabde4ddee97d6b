import { speechActClassifier } from './speech-acts';
import { preloadTopics } from './topics';
import { understandTurn } from './understand-turn';
import { preloadWordInformation } from './word-information';
import { wordNet } from './wordnet';

/**
 * Trains the classifiers, loads WordNet's index and runs the tagger once (some 0.5 s of CPU), so a
 * call's first turn is not the one that pays for it.
 */
export function warmUpUnderstanding(): void {
  speechActClassifier();
  preloadTopics();
  preloadWordInformation();
  // The end-of-turn rule reads verb frames at the caller's pauses.
  wordNet().verbStandsAlone('have');
  understandTurn('Hi, this is Sam from Acme. Could we meet next Thursday at ten to go over the $18,000 proposal?');
}
