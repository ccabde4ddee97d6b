import { startTextBuyerCall, type TextBuyerEngines } from './text-buyer.call';
import { parseSalespersonLine, parseScenarioFile, parseTextBuyerArguments, TEXT_BUYER_USAGE } from './text-buyer.input';

export interface TextBuyerIo {
  readFile(path: string): Promise<string>;
  /** Standard input, one line at a time. */
  lines: AsyncIterable<string>;
  /** One line of standard output: replies only. */
  write(line: string): void;
  /** One line of standard error. */
  writeError(line: string): void;
}

/** Exit codes: 0 done (input ended or the buyer hung up), 2 a bad argument, scenario file or line. */
export const EXIT_BAD_INPUT = 2;

/**
 * `npm run buyer`: reads the arguments and the scenario file, then plays the call line by line.
 * Nothing but replies reaches standard output; the call stops when the buyer hangs up.
 */
export async function runTextBuyer(args: readonly string[], io: TextBuyerIo, enginesFor: () => TextBuyerEngines): Promise<number> {
  const parsedArgs = parseTextBuyerArguments(args);
  if (!parsedArgs.ok) {
    io.writeError(parsedArgs.error ? `${parsedArgs.error}\n\n${TEXT_BUYER_USAGE}` : TEXT_BUYER_USAGE);
    return parsedArgs.error ? EXIT_BAD_INPUT : 0;
  }
  const { scenarioFile, seed, difficulty } = parsedArgs.value;
  let fileText: string;
  try {
    fileText = await io.readFile(scenarioFile);
  } catch (error) {
    io.writeError(`${scenarioFile}: cannot read the scenario file (${(error as Error).message})`);
    return EXIT_BAD_INPUT;
  }
  const scenario = parseScenarioFile(fileText, scenarioFile);
  if (!scenario.ok) {
    io.writeError(scenario.error);
    return EXIT_BAD_INPUT;
  }
  const call = await startTextBuyerCall(enginesFor(), difficulty ? { ...scenario.value, difficulty } : scenario.value, seed);
  let lineNumber = 0;
  for await (const text of io.lines) {
    lineNumber++;
    const line = parseSalespersonLine(text, lineNumber);
    if (!line.ok) {
      io.writeError(line.error);
      return EXIT_BAD_INPUT;
    }
    if (!line.value) continue;
    const reply = await call.say(line.value);
    io.write(JSON.stringify(reply));
    if (reply.endCall) break;
  }
  return 0;
}
