import { describe, expect, it } from 'vitest';
import type { ScenarioBrief } from './scenario-optimizer';
import { composeBuyerPrompt } from './template.optimizer';

const buildBrief = (overrides: Partial<ScenarioBrief> = {}): ScenarioBrief => ({
  title: 'Fleet renewal',
  product: 'Fleet telematics with driver coaching',
  customerProfile: 'Regional haulier, 120 trucks, fuel costs up 18%.',
  salesStage: 'Discovery',
  persona: 'CFO',
  gender: 'Female',
  difficulty: 'medium',
  companyUrl: 'https://www.haulier.example/about',
  ...overrides,
});

describe('offline buyer prompt', () => {
  it('uses every field of the scenario', () => {
    const prompt = composeBuyerPrompt(buildBrief());
    expect(prompt).toContain('Fleet renewal');
    expect(prompt).toContain('Fleet telematics with driver coaching');
    expect(prompt).toContain('Regional haulier, 120 trucks, fuel costs up 18%.');
    expect(prompt).toContain('the discovery stage');
    expect(prompt).toContain('Chief Financial Officer (CFO)');
    expect(prompt).toContain('return on investment');
    expect(prompt).toContain('You are a woman');
    expect(prompt).toContain('haulier.example');
    expect(prompt).toContain('HOW HARD YOU ARE TO WIN (difficulty: medium)');
  });

  it.each([
    [
      'easy',
      [/tolerate several long monologues or pushy moves/, /even before you are asked/, /at most one mild objection/, /agree to it readily/],
    ],
    [
      'medium',
      [/when you are asked, not before/, /objections your role and this stage/, /questions were good and your concerns were answered/],
    ],
    [
      'hard',
      [
        /share only what is asked/,
        /more objections than usual, and harder ones/,
        /concrete proof and numbers/,
        /after a couple of monologues or pushy moves, you say so and end the call/,
        /only when the salesperson has earned it/,
      ],
    ],
  ] as const)('states how a %s buyer behaves, over the stage where they differ', (difficulty, behaviours) => {
    const prompt = composeBuyerPrompt(buildBrief({ difficulty }));
    for (const behaviour of behaviours) expect(prompt).toMatch(behaviour);
    expect(prompt).toContain(`HOW HARD YOU ARE TO WIN (difficulty: ${difficulty})`);
    expect(prompt).toMatch(/differs from the behaviour described for the stage.*follow this/);
    expect(prompt.indexOf('HOW HARD YOU ARE TO WIN')).toBeGreaterThan(prompt.indexOf('WHERE THE CONVERSATION STANDS'));
  });

  it.each([
    ['Prospecting', /send them an email|brush-offs/i],
    ['Discovery', /guarded/],
    ['Solution', /evaluating/],
    ['Negotiation', /price and terms/],
    ['Closing', /final hesitations/],
  ] as const)('plays the %s stage the way a real buyer would', (salesStage, behaviour) => {
    expect(composeBuyerPrompt(buildBrief({ salesStage }))).toMatch(behaviour);
  });

  it('falls back to a general conversation and the profile’s own role when stage and persona are absent', () => {
    const prompt = composeBuyerPrompt(buildBrief({ salesStage: undefined, persona: undefined, gender: 'Male', companyUrl: undefined }));
    expect(prompt).toContain('a general sales conversation');
    expect(prompt).toContain('the person described in the customer profile');
    expect(prompt).toContain('You are a man');
    expect(prompt).not.toContain('website');
  });

  it.each(['CEO', 'CTO', 'CFO', 'CMO'] as const)('describes what a %s cares about', (persona) => {
    const prompt = composeBuyerPrompt(buildBrief({ persona }));
    expect(prompt).toMatch(new RegExp(`\\(${persona}\\)`));
  });

  it('sets the rules of a phone call and of ending it', () => {
    const prompt = composeBuyerPrompt(buildBrief());
    expect(prompt).toContain('one to three short sentences');
    expect(prompt).toMatch(/no lists.*no emojis.*no stage directions/);
    expect(prompt).toMatch(/Never say or suggest that you are an AI/);
    expect(prompt).toMatch(/Stay in character/);
    expect(prompt).toMatch(/rude, tell them briefly and end the call/);
    expect(prompt).toMatch(/kept pushing after you said no, or rambled.*longer than your patience allows/);
    expect(prompt).toMatch(/goal of this conversation is reached/);
    expect(prompt).toMatch(/clear goodbye/);
  });
});
