import { describe, expect, it } from 'vitest';
import { namesIn } from './call-scenario';

describe('names a caller will say', () => {
  it("keeps a person's name that opens a sentence, and the first name alone, as people are greeted by it", () => {
    const names = namesIn(['Aisha Khan runs marketing at Northwind Outdoor Gear. She reports to Mark Ellison.']);
    expect(names).toEqual(expect.arrayContaining(['Aisha Khan', 'Aisha', 'Northwind Outdoor Gear', 'Mark Ellison', 'Mark']));
  });

  it("leaves out a sentence's first word that is no name, and the first word of a company", () => {
    const names = namesIn(['Closing call with Northwind Outdoor Gear.']);
    expect(names).toEqual(['Northwind Outdoor Gear']);
  });
});
