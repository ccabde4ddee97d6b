import { describe, expect, it } from 'vitest';
import { assess, buyer, call, entry, rep } from './offline-assessment.builders';

describe('offline assessor: value said before a question', () => {
  it("credits an outcome in the buyer's words that ends on a question, and not a question alone", () => {
    const discovery = (pitch: string) =>
      call(
        rep("Hi Dr. Raman, it's Jess from Kennelbook. Thanks for making time."),
        buyer('Sure.'),
        rep('So tell me about a typical Monday morning. What is the front desk dealing with?'),
        buyer('Chaos. The phones ring all day and clients miss appointments because they lose the postcards.'),
        rep('And if you could wave a wand, what would a good Monday look like?'),
        buyer('Clients book themselves online, they get a text reminder, and my desk can look after the people in front of them.'),
        rep(pitch),
        buyer('That would be nice.'),
      );
    const valued = entry(
      assess(
        discovery(
          'I love that, look after the people in front of them. Clients book online and reminders go out by text. Clinics your size usually see missed appointments come down by about a third. How would that land with your desk?',
        ),
        'Discovery',
      ),
      'value_alignment',
    );
    const asked = entry(assess(discovery('How would online booking land with your desk?'), 'Discovery'), 'value_alignment');
    expect(valued.justification).toMatch(/^Tied the product to what the buyer said/);
    expect(asked.justification).toMatch(/^Missing: value tied/);
    expect(valued.score!).toBeGreaterThan(asked.score!);
  });
});
