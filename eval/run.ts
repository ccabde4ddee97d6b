/**
 * `npm run eval -- [PART] [OPTIONS]`: how close the AI parts come to what a sales trainer
 * expects, each on a corpus written before it was run (eval/README.md). No part named: every
 * part. Each prints its figures beside the targets and reports rather than fails; exit 2 means
 * bad options or a corpus file that could not be read.
 *
 *   buyer      the AI buyer against hand-written salesperson scripts (--seeds 1,2,3, --verbose,
 *              --show-holdout)
 *   assessor   the coach's scores against an expert's, on hand-scored calls (the sets not tuned on
 *              print their headline figures only; --show-holdout prints them in full)
 *   recognition the offline recogniser on the buyer evaluation's salesperson lines, spoken by flite
 *              voices that are not the buyer's (--sets=main,fresh, --every=N, --verbose, -- DECODER ARGS)
 *   questions  the coach's count of questions in unpunctuated speech, against the question marks of
 *              the corpora's typed salesperson turns (--verbose)
 */
type Part = (options: readonly string[], print: (line: string) => void) => Promise<number>;

// Each part is loaded only when it runs, so one part's code never stops another from running.
const PARTS: Record<string, Part> = {
  buyer: async (options, print) => (await import('./buyer/run-buyer-eval')).runBuyerPart(options, print),
  assessor: async (options, print) => (await import('./assessor/run')).runAssessorEval(print, options),
  recognition: async (options, print) => (await import('./recognition/run')).runRecognitionEval(options, print),
  questions: async (options, print) => (await import('./questions/run')).runQuestionsEval(options, print),
};

async function main(args: readonly string[]): Promise<number> {
  const [first, ...rest] = args;
  const named = first !== undefined && !first.startsWith('-');
  if (named && !(first in PARTS)) {
    console.error(`Unknown part '${first}'. Parts: ${Object.keys(PARTS).join(', ')}.`);
    return 2;
  }
  let code = 0;
  for (const name of named ? [first] : Object.keys(PARTS))
    code = Math.max(code, await PARTS[name]!(named ? rest : args, (line) => console.log(line)));
  return code;
}

main(process.argv.slice(2)).then(
  (code) => (process.exitCode = code),
  (error: unknown) => {
    console.error('The evaluation failed:', error);
    process.exitCode = 1;
  },
);
