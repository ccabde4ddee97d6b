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
    "For you that'd be, what, ten-plus appointments back a week?",
    'Shelfwise cameras spot a gap within minutes and send it to the nearest staff member, so those weekend gaps get filled before the sales are lost.',
    'so the missed calls get picked up by whoever is free',
    'The alert reaches the on-call tech so that a failing fridge is caught before the stock is wasted.',
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
    'So the reports get sent to your inbox every Monday.',
    'So is that sorted on your side?',
    'Before we get lost in the details, can I ask how you plan the rota?',
    'We go back a week in the diary.',
    'He goes back a week later.',
  ])('%s: no outcome', (text) => {
    expect(statesOutcome(text)).toBe(false);
  });
});
