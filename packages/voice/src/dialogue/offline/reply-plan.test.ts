import { describe, expect, it } from 'vitest';
import { fitToTurn, part, PRIORITY, textOf, withoutRepeats } from './reply-plan';

describe('a reply says nothing twice', () => {
  it('keeps one reminder of a concern, the one that names what the caller said', () => {
    const parts = [
      part("I'm not going to be hurried into this.", PRIORITY.reaction),
      { ...part("Before we get to that, I'm still not sure why we'd change.", PRIORITY.concern), concern: 'why-change' },
      { ...part("That's the photo, but you still haven't told me why we'd change anything.", PRIORITY.concern), concern: 'why-change' },
    ];
    expect(textOf(fitToTurn(parts))).toBe(
      "I'm not going to be hurried into this. That's the photo, but you still haven't told me why we'd change anything.",
    );
  });

  it('keeps the question when only the second reminder asks', () => {
    const parts = [
      { ...part("Before we get to that, I'm still not sure how it works in our case.", PRIORITY.concern), concern: 'how' },
      { ...part('Again, how does this work for us specifically?', PRIORITY.concern), concern: 'how' },
    ];
    expect(textOf(withoutRepeats(parts))).toBe('Before we get to that, again, how does this work for us specifically?');
  });

  it('drops a part whose sentences the reply already said, word for word or nearly', () => {
    const parts = [
      part('Counts are often wrong, so the central kitchen over-bakes.', PRIORITY.main),
      part('Like I said, counts are often wrong, so the kitchen over-bakes.', PRIORITY.aside),
      part('How does it read a shelf?', PRIORITY.concern),
    ];
    expect(textOf(withoutRepeats(parts))).toBe('Counts are often wrong, so the central kitchen over-bakes. How does it read a shelf?');
  });
});
