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
    expect(prompt).toMatch(/rude, keeps pushing.*rambles/);
    expect(prompt).toMatch(/goal of this conversation is reached/);
    expect(prompt).toMatch(/clear goodbye/);
  });
});
