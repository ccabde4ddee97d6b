export { FactIndex, type Fact, type FactMatch } from './fact-index';
export { hasVerb, questionSubject, readQuantities, type DateMention, type Quantity } from './quantities';
export { SPEECH_ACTS, TONES, speechActClassifier, featuresOf, readLabelledUtterances, trainSpeechActClassifier, type LabelledUtterance, type SpeechAct, type Tone } from './speech-acts';
export { TOPICS, preloadTopics, topicsOfStems, type Topic } from './topics';
export { questionTypeOf, segmentsOf, understandTurn, type QuestionType, type Segment, type TurnContext, type TurnReading } from './understand-turn';
export { wordNet } from './wordnet';
export { contentStemsOf, normalise, stem, wordsOf } from './words';
export { introductionOf, type Introduction } from './introduction';
export { understandBuyerTurn, type BuyerPushback, type BuyerTurnReading } from './buyer-turn';
