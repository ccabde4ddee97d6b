import { describe, expect, it } from 'vitest';
import { scrapeRequestSchema } from './company-profile.schema';

const messageOf = (input: unknown) => {
  const result = scrapeRequestSchema.safeParse(input);
  return result.success ? undefined : result.error.issues[0]?.message;
};

describe('website analysis request', () => {
  it("answers 'URL is required' for an empty, blank or missing address", () => {
    for (const url of ['', '   ', undefined, null]) expect(messageOf({ url })).toBe('URL is required');
  });

  it('trims the address and accepts http(s) only', () => {
    expect(scrapeRequestSchema.parse({ url: '  https://acme.example/  ' })).toEqual({ url: 'https://acme.example/' });
    expect(messageOf({ url: 'file:///etc/passwd' })).toBe('Please enter a valid URL (e.g., https://example.com)');
    expect(messageOf({ url: 'acme' })).toBe('Please enter a valid URL (e.g., https://example.com)');
    expect(scrapeRequestSchema.parse({ url: 'acme.com' })).toEqual({ url: 'https://acme.com' });
    expect(messageOf({ url: `https://a.example/${'x'.repeat(2100)}` })).toBe('Input too long. Maximum 2048 characters allowed.');
  });
});
