import { SphinxProcess } from './sphinx-process';

export interface SphinxModelFiles {
  id: string;
  arpaPath: string;
  dictionaryPath: string;
}

export interface SphinxPoolOptions {
  binary: () => Promise<string>;
  acousticModelDir: string;
  /** Helpers kept loaded between streams; more are started when streams overlap. */
  maxIdle: number;
  /** More pocketsphinx arguments (e.g. ['-lw', '8']). */
  decoderArgs?: readonly string[];
  /** A general model of English interpolated with every scenario's, and its weight (0-1). */
  background?: { arpaPath: string; weight: number };
}

/**
 * Long-lived recognition helpers shared by streams: a stream borrows one for its lifetime and gives
 * it back, so the acoustic model (and usually the scenario's language model) stays loaded between
 * calls. Switching a helper to another scenario's model costs a model load, not a process start.
 */
export class SphinxProcessPool {
  private readonly idle: SphinxProcess[] = [];
  private readonly busy = new Set<SphinxProcess>();
  private closed = false;

  constructor(private readonly options: SphinxPoolOptions) {}

  async acquire(model: SphinxModelFiles): Promise<SphinxProcess> {
    const index = this.idle.findIndex((helper) => helper.modelId === model.id);
    const helper = index >= 0 ? this.idle.splice(index, 1)[0]! : this.idle.shift();
    if (helper?.isAlive) {
      this.busy.add(helper);
      try {
        if (helper.modelId !== model.id) await helper.loadModel(model.id, model.arpaPath, model.dictionaryPath);
      } catch (error) {
        this.busy.delete(helper);
        helper.stop();
        throw error;
      }
      return helper;
    }
    const started = await this.start(model);
    this.busy.add(started);
    return started;
  }

  /** Back to the pool once the helper confirms it dropped any open utterance. */
  async release(helper: SphinxProcess): Promise<void> {
    helper.attach(undefined);
    this.busy.delete(helper);
    if (!helper.isAlive) return;
    if (this.closed || this.idle.length >= this.options.maxIdle) {
      helper.stop();
      return;
    }
    try {
      await helper.cancel();
      if (this.closed) helper.stop();
      else this.idle.push(helper);
    } catch {
      helper.stop();
    }
  }

  /** Starts helpers ahead of the first call, so it does not wait for model loading. */
  async warmUp(model: SphinxModelFiles, count = 1): Promise<void> {
    while (this.idle.filter((helper) => helper.modelId === model.id).length < Math.min(count, this.options.maxIdle)) {
      this.idle.push(await this.start(model));
    }
  }

  close(): void {
    this.closed = true;
    for (const helper of [...this.idle.splice(0), ...this.busy]) helper.stop();
    this.busy.clear();
  }

  private async start(model: SphinxModelFiles): Promise<SphinxProcess> {
    const binary = await this.options.binary();
    const background = this.options.background;
    const args = [
      ...(background ? ['--background-lm', background.arpaPath, '--background-weight', String(background.weight)] : []),
      '-hmm',
      this.options.acousticModelDir,
      '-lm',
      model.arpaPath,
      '-dict',
      model.dictionaryPath,
      ...(this.options.decoderArgs ?? []),
    ];
    return SphinxProcess.start(binary, args, model.id);
  }
}
