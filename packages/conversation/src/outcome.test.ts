import { describe, expect, it } from 'vitest';
import { statesOutcome } from './outcome';

describe('statesOutcome', () => {
  it.each([
    'We help warehouses cut the fees carriers charge for waiting.',
    'we find billing mistakes and get the money back for you',
    'Clinics like yours stop losing bookings after hours.',
    'Our customers bring no-shows down from twelve percent to four.',
    'It saves each planner about a day a week.',
    'it suggests the codes so like less typing and less mistakes',
    'Clinics your size usually see no-shows come down by about a third.',
  ])('%s: an outcome', (text) => {
    expect(statesOutcome(text)).toBe(true);
  });

  it.each([
    'The company was started in 2011 and has four hundred staff in six countries.',
    'Our platform has dashboards, alerts, an API and a mobile app.',
    "I'll call you back on Friday.",
    'How do you plan the rota today?',
    'It costs less than the old one, more or less.',
    'Let me go down the list of features.',
  ])('%s: no outcome', (text) => {
    expect(statesOutcome(text)).toBe(false);
  });
});
