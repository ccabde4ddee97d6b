export { FactIndex, MEANS, type Fact, type FactMatch } from './fact-index';
export {
  hasVerb,
  openingWord,
  personAtStart,
  plainCurrencies,
  questionSubject,
  readQuantities,
  type DateMention,
  type Quantity,
} from './quantities';
export { speechActClassifier, type SpeechAct, type Tone } from './speech-acts';
export { topicsOfStems, type Topic } from './topics';
export {
  asksHowAttemptWent,
  countedBy,
  questionAgent,
  embeddedQuestion,
  leadingClause,
  questionTypeOf,
  understandTurn,
  type QuestionType,
  type Segment,
  type TurnContext,
  type TurnReading,
} from './understand-turn';
export { contentStemsOf, normalise, stem, wordsOf } from './words';
export { rememberedByText } from './remembered';
export { tagged, type TaggedText } from './tagger';
export { understandBuyerTurn, type BuyerPushback, type BuyerTurnReading } from './buyer-turn';
export { warmUpUnderstanding } from './warm-up';
export { isCommonWord, preloadWordInformation, wordInformation } from './word-information';
export { listedItems, sentencesOf } from './lists';
export { statesOutcome } from './outcome';
export { offersHelp, offersTerms, refusesTerms } from './terms';
export { wordNet } from './wordnet';
