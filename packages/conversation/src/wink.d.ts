declare module 'wink-porter2-stemmer' {
  export default function stem(word: string): string;
}
declare module 'wink-naive-bayes-text-classifier' {
  interface NaiveBayesTextClassifier {
    defineConfig(config: { considerOnlyPresence?: boolean; smoothingFactor?: number }): boolean;
    definePrepTasks(tasks: Array<(input: string) => string[]>): number;
    learn(input: string, label: string): boolean;
    consolidate(): boolean;
    predict(input: string): string;
    computeOdds(input: string): Array<[string, number]>;
  }
  export default function naiveBayesTextClassifier(): NaiveBayesTextClassifier;
}
