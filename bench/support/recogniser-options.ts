import type { PocketsphinxOptions } from '@rehearse/voice';

export type RecogniserOptions = Pick<PocketsphinxOptions, 'decoderArgs' | 'backgroundWeight' | 'commonWordCount'>;

/**
 * The offline recogniser's settings a measurement may vary, read from command-line arguments (the
 * engines bench and `npm run eval -- recognition` take the same): `--background=W` (the weight of
 * general English mixed into the scenario's model, 0 for none), `--common=N` (common English words in
 * each scenario's vocabulary), and after `--`, pocketsphinx arguments replacing the defaults.
 * Returns the settings and the arguments before `--`; throws on a value out of range.
 */
export function recogniserOptionsFrom(args: readonly string[]): { options: RecogniserOptions; own: readonly string[] } {
  const separator = args.indexOf('--');
  const own = separator >= 0 ? args.slice(0, separator) : args;
  const valueOf = (name: string) => own.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
  const background = valueOf('background');
  const common = valueOf('common');
  const backgroundWeight = background === undefined ? undefined : Number(background);
  const commonWordCount = common === undefined ? undefined : Number(common);
  if (backgroundWeight !== undefined && !(backgroundWeight >= 0 && backgroundWeight < 1))
    throw new Error('--background must be a weight from 0 to below 1');
  if (commonWordCount !== undefined && !(Number.isInteger(commonWordCount) && commonWordCount > 0))
    throw new Error('--common must be a whole number above 0');
  return { options: { decoderArgs: separator >= 0 ? args.slice(separator + 1) : undefined, backgroundWeight, commonWordCount }, own };
}
